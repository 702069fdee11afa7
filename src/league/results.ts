import type { SideId } from '../engine/core/game.js';
import { recordTimeouts } from './deadlines.js';
import { findPairing, inPairing, ok, refuse, replacePairing, type Located } from './league.js';
import { settleBids, type BidOutcome } from './sides.js';
import {
  DAY_MS,
  type Flag,
  type League,
  type LeagueResult,
  type Outcome,
  type Pairing,
  type Result,
  type UserId,
} from './types.js';

/**
 * How a pairing gets its result: from its linked Umpire game when that ends, from the two players (one reports,
 * the other confirms, or both report the same), or from an organiser (adjudication, forfeit). Organisers may
 * also extend a deadline. Each function is pure; the caller checks who is an organiser.
 */

export type Claim = 'win' | 'loss' | 'draw';

/** The outcome a player's claim means for the pairing. */
export function outcomeOfClaim(pairing: Pairing, by: UserId, claim: Claim): Exclude<Outcome, 'double-forfeit'> {
  if (claim === 'draw') return 'draw';
  const wonFirst = (pairing.first === by) === (claim === 'win');
  return wonFirst ? 'first' : 'second';
}

function located(league: League, id: string): Located | LeagueResult<never> {
  const found = findPairing(league, id);
  if (!found) return refuse('no-pairing', { pairing: id });
  if (found.pairing.second === null) return refuse('bye', { pairing: id });
  return found;
}

const failed = (x: Located | LeagueResult<never>): x is LeagueResult<never> => 'ok' in x;

export type ReportState = 'pending' | 'confirmed' | 'disputed';

/**
 * A player reports a game played elsewhere. The same outcome reported by the opponent confirms it; a different
 * one opens a dispute for the organisers. Reporting again replaces one's own report.
 */
export function reportResult(
  league: League,
  id: string,
  by: UserId,
  claim: Claim,
  how: 'played' | 'resigned',
  now: number,
): LeagueResult<ReportState> {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (!inPairing(pairing, by)) return refuse('not-your-pairing', { pairing: id });
  if (pairing.result) return refuse('has-result', { pairing: id });
  const outcome = outcomeOfClaim(pairing, by, claim);
  const reports = [...pairing.reports.filter((r) => r.by !== by), { by, outcome, how, at: now }];
  const other = reports.find((r) => r.by !== by);
  if (other && other.outcome === outcome) {
    const result: Result = { outcome, how, source: 'players', at: now, by };
    return ok(replacePairing(league, settled(pairing, result)), 'confirmed');
  }
  if (other) {
    const dispute = { by, reason: 'conflicting reports', at: now };
    return ok(replacePairing(league, { ...pairing, reports, dispute }), 'disputed');
  }
  return ok(replacePairing(league, { ...pairing, reports }), 'pending');
}

/** The opponent of the reporter (or an organiser) confirms the pending report. */
export function confirmResult(
  league: League,
  id: string,
  by: UserId,
  organiser: boolean,
  now: number,
): LeagueResult<Result> {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (pairing.result) return refuse('has-result', { pairing: id });
  if (!organiser && !inPairing(pairing, by)) return refuse('not-your-pairing', { pairing: id });
  const report = organiser ? pairing.reports[pairing.reports.length - 1] : pairing.reports.find((r) => r.by !== by);
  if (!report) {
    return pairing.reports.some((r) => r.by === by)
      ? refuse('own-report', { pairing: id })
      : refuse('no-report', { pairing: id });
  }
  if (pairing.dispute && !organiser) return refuse('already-disputed', { pairing: id });
  const result: Result = {
    outcome: report.outcome,
    how: report.how,
    source: organiser ? 'organiser' : 'players',
    at: now,
    by,
  };
  return ok(replacePairing(league, settled(pairing, result)), result);
}

/** The opponent disputes a pending report: the organisers decide (adjudicate). */
export function disputeResult(league: League, id: string, by: UserId, reason: string, now: number): LeagueResult {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (!inPairing(pairing, by)) return refuse('not-your-pairing', { pairing: id });
  if (pairing.result) return refuse('has-result', { pairing: id });
  if (!pairing.reports.some((r) => r.by !== by)) {
    return pairing.reports.some((r) => r.by === by)
      ? refuse('own-report', { pairing: id })
      : refuse('no-report', { pairing: id });
  }
  if (pairing.dispute) return refuse('already-disputed', { pairing: id });
  const dispute = { by, reason: reason.slice(0, 300), at: now };
  return ok(replacePairing(league, { ...pairing, dispute }));
}

/** An organiser decides the result (a dispute, an unfinished game, a correction). */
export function adjudicate(
  league: League,
  id: string,
  by: UserId,
  winner: UserId | null,
  now: number,
): LeagueResult<Result> {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (winner !== null && !inPairing(pairing, winner)) return refuse('not-in-pairing', { pairing: id });
  const outcome: Outcome = winner === null ? 'draw' : winner === pairing.first ? 'first' : 'second';
  const result: Result = { outcome, how: 'adjudicated', source: 'organiser', at: now, by };
  return ok(replacePairing(league, settled(pairing, result)), result);
}

/**
 * An organiser records a forfeit: `loser` forfeits (null: both do). A forfeit for timeout counts towards the
 * player's flag; the value lists players who reached the flag with it.
 */
export function forfeit(
  league: League,
  id: string,
  by: UserId,
  loser: UserId | null,
  timeout: boolean,
  now: number,
): LeagueResult<{ result: Result; flagged: Flag[] }> {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (loser !== null && !inPairing(pairing, loser)) return refuse('not-in-pairing', { pairing: id });
  const outcome: Outcome = loser === null ? 'double-forfeit' : loser === pairing.first ? 'second' : 'first';
  const result: Result = { outcome, how: timeout ? 'timeout' : 'forfeit', source: 'organiser', at: now, by };
  const changed = replacePairing(league, settled(pairing, result));
  if (!timeout) return ok(changed, { result, flagged: [] });
  const losers = loser === null ? [pairing.first, pairing.second!] : [loser];
  const timed = recordTimeouts(changed, pairing.id, losers, now);
  return ok(timed.league, { result, flagged: timed.flagged });
}

export const MAX_EXTENSION_DAYS = 60;

export function extendDeadline(league: League, id: string, days: number, now: number): LeagueResult<Pairing> {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (pairing.result) return refuse('has-result', { pairing: id });
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXTENSION_DAYS)
    return refuse('bad-days', { max: MAX_EXTENSION_DAYS });
  // An overdue pairing gets its days from now, not from the deadline it already missed.
  const base = Math.max(pairing.deadline, now);
  const { overdueAt: _cleared, ...rest } = pairing;
  const extended: Pairing = { ...rest, deadline: base + days * DAY_MS, extendedDays: pairing.extendedDays + days };
  return ok(replacePairing(league, extended), extended);
}

export interface GameSeats {
  readonly channelId: string;
  readonly gameId: string;
  /** The pack id of the game (built-in id, or the guild pack's id). */
  readonly packChoice: string;
  readonly seats: readonly { readonly side: SideId; readonly userId: string | null }[];
}

/** Links an Umpire game to its pairing: the paired players must sit on their sides of the league's game. */
export function linkGame(league: League, id: string, game: GameSeats): LeagueResult<Pairing> {
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (pairing.result) return refuse('has-result', { pairing: id });
  if (game.packChoice !== league.game.choice) return refuse('wrong-game', { game: league.game.title.en });
  if (pairing.game && pairing.game.channelId !== game.channelId) return refuse('linked-elsewhere', { pairing: id });
  const [firstSide, secondSide] = league.game.sides;
  const seated = (side: SideId) => game.seats.find((s) => s.side === side)?.userId;
  if (seated(firstSide.id) !== pairing.first || seated(secondSide.id) !== pairing.second) {
    return refuse('seats-mismatch', {
      pairing: id,
      first: `<@${pairing.first}>`,
      firstSide: firstSide.id,
      second: `<@${pairing.second}>`,
      secondSide: secondSide.id,
    });
  }
  const linked: Pairing = { ...pairing, game: { channelId: game.channelId, gameId: game.gameId } };
  return ok(replacePairing(league, linked), linked);
}

/**
 * The linked game ended: its winner's side gives the result (no winner: a draw, as when both players end it by
 * agreement). An organiser's decision is never overwritten by a game; a game not (or no longer) linked to the
 * pairing changes nothing (the value is then undefined).
 */
export function gameEnded(
  league: League,
  id: string,
  gameId: string,
  ended: { readonly winner?: SideId; readonly resigned: boolean },
  now: number,
): LeagueResult<Result | undefined> {
  const found = findPairing(league, id);
  if (!found || found.pairing.game?.gameId !== gameId || found.pairing.second === null) return ok(league, undefined);
  const { pairing } = found;
  if (pairing.result?.source === 'organiser') return ok(league, undefined);
  const [firstSide, secondSide] = league.game.sides;
  const outcome: Outcome = ended.winner === firstSide.id ? 'first' : ended.winner === secondSide.id ? 'second' : 'draw';
  const result: Result = {
    outcome,
    how: ended.resigned ? 'resigned' : 'played',
    source: 'game',
    at: now,
    by: null,
    gameId,
  };
  return ok(replacePairing(league, settled(pairing, result)), result);
}

export const MAX_BID = 99;

/**
 * A sealed bid for a side. When both players have bid, the bids settle who plays which side (sides.ts) and the
 * value carries the outcome; until then it is 'sealed'.
 */
export function placeBid(
  league: League,
  id: string,
  by: UserId,
  side: SideId,
  amount: number,
  now: number,
): LeagueResult<'sealed' | BidOutcome> {
  if (!league.settings.bidding) return refuse('bidding-off');
  const found = located(league, id);
  if (failed(found)) return found;
  const { pairing } = found;
  if (!inPairing(pairing, by)) return refuse('not-your-pairing', { pairing: id });
  const sides = [league.game.sides[0].id, league.game.sides[1].id] as const;
  if (!sides.includes(side)) return refuse('bad-side', { list: sides.join(', ') });
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_BID) return refuse('bad-amount', { max: MAX_BID });
  const bids = pairing.bids ?? {};
  if (pairing.result || pairing.game || Object.keys(bids).length >= 2) return refuse('bids-closed', { pairing: id });
  const placed = { ...bids, [by]: { side, amount, at: now } };
  if (Object.keys(placed).length < 2) return ok(replacePairing(league, { ...pairing, bids: placed }), 'sealed');
  const settledSides = settleBids({ first: pairing.first, second: pairing.second! }, sides, placed);
  const { handicap: _old, ...rest } = pairing;
  const next: Pairing = {
    ...rest,
    bids: placed,
    first: settledSides.first,
    second: settledSides.second,
    ...(settledSides.handicap ? { handicap: settledSides.handicap } : {}),
  };
  return ok(replacePairing(league, next), settledSides);
}

/**
 * The deadline scheduled for `deadline` passed. Unless the pairing has its result or got a new deadline, it is
 * marked overdue and `waitingFor` (the players a linked game was waiting for) are charged a timeout.
 */
export function markOverdue(
  league: League,
  id: string,
  deadline: number,
  waitingFor: readonly UserId[],
  now: number,
): LeagueResult<{ pairing: Pairing; flagged: Flag[] } | undefined> {
  const found = findPairing(league, id);
  if (!found) return ok(league, undefined);
  const { pairing } = found;
  if (pairing.result || pairing.second === null || pairing.deadline !== deadline || pairing.overdueAt !== undefined)
    return ok(league, undefined);
  const overdue: Pairing = { ...pairing, overdueAt: now };
  const timed = recordTimeouts(replacePairing(league, overdue), id, waitingFor, now);
  return ok(timed.league, { pairing: overdue, flagged: timed.flagged });
}

/** A pairing with its result: reports, dispute and overdue mark are done with. */
function settled(pairing: Pairing, result: Result): Pairing {
  const { dispute: _d, overdueAt: _o, ...rest } = pairing;
  return { ...rest, reports: [], result };
}
