import { deadlineOf } from './deadlines.js';
import { computeRatings, ratedGames, ratingOf } from './ratings.js';
import { roundRobin, type PlannedRound } from './round-robin.js';
import { seasonStandings } from './standings.js';
import { swissRound, swissRoundsFor } from './swiss.js';
import type {
  League,
  LeagueError,
  LeagueErrorCode,
  LeagueGame,
  LeagueResult,
  LeagueSettings,
  Pairing,
  Round,
  Season,
  UserId,
} from './types.js';

/**
 * A league's life as pure functions: created, joined, seasons started, paired and closed. Each takes the league
 * and the time and returns the changed league or the reason for refusing; none does I/O, so the store can retry
 * one on a fresh copy when another change got there first.
 */

export const DEFAULT_SETTINGS: LeagueSettings = {
  format: 'round-robin',
  swissRounds: 0,
  roundDays: 14,
  paceHours: 0,
  remindHours: 48,
  bidding: false,
  byePoints: 1,
  flagAfter: 2,
};

export const MAX_NAME = 40;

export function refuse<T = undefined>(code: LeagueErrorCode, params?: LeagueError['params']): LeagueResult<T> {
  return { ok: false, error: { code, ...(params ? { params } : {}) } };
}

export function ok<T = undefined>(league: League, value?: T): LeagueResult<T> {
  return { ok: true, league, value: value as T };
}

export interface NewLeague {
  readonly id: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly name: string;
  readonly game: LeagueGame;
  readonly organiserRoleId: string | null;
  readonly settings: Partial<LeagueSettings>;
  readonly createdBy: UserId;
  readonly lang?: League['lang'];
}

export function createLeague(input: NewLeague, now: number): LeagueResult {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > MAX_NAME) return refuse('bad-name', { max: MAX_NAME });
  return ok({
    id: input.id,
    guildId: input.guildId,
    channelId: input.channelId,
    name,
    game: input.game,
    organiserRoleId: input.organiserRoleId,
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    players: [],
    seasons: [],
    timeouts: [],
    flags: [],
    createdBy: input.createdBy,
    createdAt: now,
    ...(input.lang ? { lang: input.lang } : {}),
  });
}

export function activeSeason(league: League): Season | undefined {
  return league.seasons.find((s) => s.status === 'active');
}

/** The latest season, active or closed. */
export function latestSeason(league: League): Season | undefined {
  return league.seasons[league.seasons.length - 1];
}

export function isMember(league: League, userId: UserId): boolean {
  return league.players.some((p) => p.userId === userId);
}

export function nameOf(league: League, userId: UserId): string {
  return league.players.find((p) => p.userId === userId)?.name ?? userId;
}

/**
 * A player joins (or an organiser adds one). During a season they join the roster and play from the next
 * season: the value says so.
 */
export function joinLeague(
  league: League,
  player: { userId: UserId; name: string },
  addedBy: UserId | null,
  now: number,
): LeagueResult<{ nextSeason: boolean }> {
  if (isMember(league, player.userId)) return refuse('already-member');
  const joined = {
    userId: player.userId,
    name: player.name.slice(0, 40),
    joinedAt: now,
    ...(addedBy && addedBy !== player.userId ? { addedBy } : {}),
  };
  return ok({ ...league, players: [...league.players, joined] }, { nextSeason: activeSeason(league) !== undefined });
}

export function startSeason(league: League, now: number): LeagueResult<Season> {
  if (activeSeason(league)) return refuse('season-active');
  const players = league.players.map((p) => p.userId);
  if (players.length < 2) return refuse('too-few-players', { count: players.length });
  const format = league.settings.format;
  const field = players.length % 2 === 0 ? players.length : players.length + 1;
  const totalRounds =
    format === 'swiss'
      ? league.settings.swissRounds || swissRoundsFor(players.length)
      : (field - 1) * (format === 'double-round-robin' ? 2 : 1);
  const season: Season = {
    number: league.seasons.length + 1,
    status: 'active',
    format,
    startedAt: now,
    players,
    totalRounds,
    rounds: [],
  };
  return ok({ ...league, seasons: [...league.seasons, season] }, season);
}

/**
 * Pairs the active season: a round robin all at once (round k due k × roundDays from now, so players may play
 * ahead), a Swiss season one round at a time once every game of the previous round has a result.
 */
export function pairSeason(league: League, now: number): LeagueResult<Round[]> {
  const season = activeSeason(league);
  if (!season) return refuse('no-season');
  if (season.rounds.length >= season.totalRounds) return refuse('all-paired');
  let rounds: Round[];
  if (season.format === 'swiss') {
    const open = season.rounds.flatMap((r) => r.pairings).filter((p) => p.second !== null && !p.result);
    if (open.length > 0) return refuse('round-unfinished', { count: open.length });
    const standings = seasonStandings(season, league.settings.byePoints);
    const ratings = computeRatings(ratedGames(league));
    const plan = swissRound(
      season.players.map((id) => ({
        id,
        score: standings.find((s) => s.userId === id)?.points ?? 0,
        rating: ratingOf(ratings, id).rating,
      })),
      season.rounds.flatMap((r) => r.pairings),
    );
    rounds = [roundOf(season, season.rounds.length + 1, plan, now, deadlineOf(now, 1, league.settings.roundDays))];
  } else {
    const plans = roundRobin(season.players, season.format === 'double-round-robin' ? 2 : 1);
    rounds = plans.map((plan, i) =>
      roundOf(season, i + 1, plan, now, deadlineOf(now, i + 1, league.settings.roundDays)),
    );
  }
  const paired: Season = { ...season, rounds: [...season.rounds, ...rounds] };
  return ok(replaceSeason(league, paired), rounds);
}

function roundOf(season: Season, number: number, plan: PlannedRound, now: number, deadline: number): Round {
  const pairings: Pairing[] = plan.pairs.map(([first, second], i) => ({
    id: `${season.number}.${number}.${i + 1}`,
    round: number,
    first,
    second,
    deadline,
    extendedDays: 0,
    reports: [],
  }));
  if (plan.bye !== null) {
    pairings.push({
      id: `${season.number}.${number}.${pairings.length + 1}`,
      round: number,
      first: plan.bye,
      second: null,
      deadline,
      extendedDays: 0,
      reports: [],
    });
  }
  return { number, pairedAt: now, pairings };
}

/** Closes the active season; every game must have a result first (adjudicate or forfeit the rest). */
export function closeSeason(league: League, now: number): LeagueResult<Season> {
  const season = activeSeason(league);
  if (!season) return refuse('no-season');
  const open = season.rounds.flatMap((r) => r.pairings).filter((p) => p.second !== null && !p.result);
  if (open.length > 0) return refuse('open-pairings', { count: open.length, list: open.map((p) => p.id).join(', ') });
  const closed: Season = { ...season, status: 'closed', closedAt: now };
  return ok(replaceSeason(league, closed), closed);
}

function replaceSeason(league: League, season: Season): League {
  return { ...league, seasons: league.seasons.map((s) => (s.number === season.number ? season : s)) };
}

export interface Located {
  readonly season: Season;
  readonly pairing: Pairing;
}

/** A pairing by its id (`1.2.3`), in any season. */
export function findPairing(league: League, id: string): Located | undefined {
  const wanted = id.trim();
  for (const season of league.seasons) {
    for (const round of season.rounds) {
      const pairing = round.pairings.find((p) => p.id === wanted);
      if (pairing) return { season, pairing };
    }
  }
  return undefined;
}

export function replacePairing(league: League, pairing: Pairing): League {
  return {
    ...league,
    seasons: league.seasons.map((season) => ({
      ...season,
      rounds: season.rounds.map((round) =>
        round.pairings.some((p) => p.id === pairing.id)
          ? { ...round, pairings: round.pairings.map((p) => (p.id === pairing.id ? pairing : p)) }
          : round,
      ),
    })),
  };
}

export function opponentOf(pairing: Pairing, userId: UserId): UserId | null {
  if (pairing.first === userId) return pairing.second;
  if (pairing.second === userId) return pairing.first;
  return null;
}

export function inPairing(pairing: Pairing, userId: UserId): boolean {
  return pairing.first === userId || pairing.second === userId;
}
