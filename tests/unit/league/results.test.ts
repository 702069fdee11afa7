import { describe, expect, it } from 'vitest';
import {
  adjudicate,
  confirmResult,
  disputeResult,
  extendDeadline,
  forfeit,
  gameEnded,
  linkGame,
  markOverdue,
  placeBid,
  reportResult,
} from '../../../src/league/results.js';
import type { League } from '../../../src/league/types.js';
import { DAY, T0, pairedLeague, pairingsOf, unwrap } from '../../helpers/leagues.js';

/** 1.1.1 of a four-player round robin: a (Blue) against d (Red). */
function setup(settings = {}) {
  const league = pairedLeague(settings);
  const p = pairingsOf(league)[0]!;
  expect([p.id, p.first, p.second]).toEqual(['1.1.1', 'a', 'd']);
  return league;
}
const p111 = (league: League) => pairingsOf(league)[0]!;

describe('results reported by the players', () => {
  it('one player reports, the other confirms', () => {
    let league = setup();
    const reported = unwrap(reportResult(league, '1.1.1', 'd', 'win', 'played', T0));
    expect(reported.value).toBe('pending');
    expect(p111(reported.league).reports).toEqual([{ by: 'd', outcome: 'second', how: 'played', at: T0 }]);
    league = unwrap(confirmResult(reported.league, '1.1.1', 'a', false, T0 + 1)).league;
    expect(p111(league).result).toEqual({ outcome: 'second', how: 'played', source: 'players', at: T0 + 1, by: 'a' });
    expect(p111(league).reports).toEqual([]);
  });

  it('both reporting the same result confirms it; different results open a dispute', () => {
    const league = setup();
    const first = unwrap(reportResult(league, '1.1.1', 'a', 'draw', 'played', T0)).league;
    expect(unwrap(reportResult(first, '1.1.1', 'd', 'draw', 'played', T0)).value).toBe('confirmed');
    const conflicting = unwrap(reportResult(first, '1.1.1', 'd', 'win', 'played', T0));
    expect(conflicting.value).toBe('disputed');
    expect(p111(conflicting.league).dispute).toMatchObject({ by: 'd' });
    expect(confirmResult(conflicting.league, '1.1.1', 'a', false, T0)).toMatchObject({
      ok: false,
      error: { code: 'already-disputed' },
    });
  });

  it('refusals name the reason and change nothing', () => {
    const league = setup();
    expect(reportResult(league, '9.9.9', 'a', 'win', 'played', T0)).toMatchObject({ error: { code: 'no-pairing' } });
    expect(reportResult(league, '1.1.1', 'b', 'win', 'played', T0)).toMatchObject({
      error: { code: 'not-your-pairing' },
    });
    expect(confirmResult(league, '1.1.1', 'a', false, T0)).toMatchObject({ error: { code: 'no-report' } });
    const reported = unwrap(reportResult(league, '1.1.1', 'a', 'win', 'played', T0)).league;
    expect(confirmResult(reported, '1.1.1', 'a', false, T0)).toMatchObject({ error: { code: 'own-report' } });
    expect(disputeResult(reported, '1.1.1', 'a', 'no', T0)).toMatchObject({ error: { code: 'own-report' } });
    expect(confirmResult(reported, '1.1.1', 'b', false, T0)).toMatchObject({ error: { code: 'not-your-pairing' } });
    const done = unwrap(confirmResult(reported, '1.1.1', 'd', false, T0)).league;
    expect(reportResult(done, '1.1.1', 'd', 'win', 'played', T0)).toMatchObject({ error: { code: 'has-result' } });
  });

  it('a dispute is settled by an organiser', () => {
    let league = unwrap(reportResult(setup(), '1.1.1', 'a', 'win', 'played', T0)).league;
    league = unwrap(disputeResult(league, '1.1.1', 'd', 'I won on points', T0)).league;
    expect(p111(league).dispute).toEqual({ by: 'd', reason: 'I won on points', at: T0 });
    expect(disputeResult(league, '1.1.1', 'd', 'again', T0)).toMatchObject({ error: { code: 'already-disputed' } });
    const decided = unwrap(adjudicate(league, '1.1.1', 'org', 'd', T0 + 1));
    expect(decided.value).toMatchObject({ outcome: 'second', how: 'adjudicated', source: 'organiser' });
    expect(p111(decided.league).dispute).toBeUndefined();
    expect(adjudicate(league, '1.1.1', 'org', 'b', T0)).toMatchObject({ error: { code: 'not-in-pairing' } });
  });

  it('an organiser may confirm a pending report', () => {
    const league = unwrap(reportResult(setup(), '1.1.1', 'a', 'loss', 'resigned', T0)).league;
    expect(unwrap(confirmResult(league, '1.1.1', 'org', true, T0)).value).toMatchObject({
      outcome: 'second',
      how: 'resigned',
      source: 'organiser',
    });
  });
});

describe('forfeits, extensions and deadlines', () => {
  it('a forfeit for timeout scores the game and counts towards the flag; the second flags the player', () => {
    let league = setup();
    const first = unwrap(forfeit(league, '1.1.1', 'org', 'a', true, T0));
    expect(first.value.result).toMatchObject({ outcome: 'second', how: 'timeout' });
    expect(first.value.flagged).toEqual([]);
    league = first.league;
    const other = pairingsOf(league).find((p) => p.id !== '1.1.1' && (p.first === 'a' || p.second === 'a'))!;
    const second = unwrap(forfeit(league, other.id, 'org', 'a', true, T0 + 1));
    expect(second.value.flagged).toEqual([{ userId: 'a', timeouts: 2, at: T0 + 1 }]);
    expect(forfeit(league, '1.1.2', 'org', null, false, T0)).toMatchObject({
      ok: true,
      value: { result: { outcome: 'double-forfeit', how: 'forfeit' }, flagged: [] },
    });
  });

  it('an extension moves the deadline; an overdue pairing gets its days from now', () => {
    const league = setup();
    const deadline = p111(league).deadline;
    expect(unwrap(extendDeadline(league, '1.1.1', 3, T0)).value).toMatchObject({
      deadline: deadline + 3 * DAY,
      extendedDays: 3,
    });
    const overdue = unwrap(markOverdue(league, '1.1.1', deadline, [], deadline + DAY)).league;
    const late = unwrap(extendDeadline(overdue, '1.1.1', 2, deadline + 5 * DAY)).value;
    expect(late.deadline).toBe(deadline + 7 * DAY);
    expect(late.overdueAt).toBeUndefined();
    expect(extendDeadline(league, '1.1.1', 0, T0)).toMatchObject({ error: { code: 'bad-days', params: { max: 60 } } });
  });

  it('a deadline job for an old deadline, or a pairing with its result, changes nothing', () => {
    const league = setup();
    const p = p111(league);
    expect(markOverdue(league, '1.1.1', p.deadline - DAY, ['a'], T0)).toEqual({ ok: true, league, value: undefined });
    const overdue = unwrap(markOverdue(league, '1.1.1', p.deadline, ['a'], p.deadline));
    expect(overdue.value).toMatchObject({ pairing: { overdueAt: p.deadline }, flagged: [] });
    expect(overdue.league.timeouts).toEqual([{ userId: 'a', pairingId: '1.1.1', at: p.deadline }]);
    // The same deadline firing twice (a retried job) charges nobody twice.
    expect(unwrap(markOverdue(overdue.league, '1.1.1', p.deadline, ['a'], p.deadline)).league).toBe(overdue.league);
  });
});

describe('Umpire games linked to pairings', () => {
  const seats = (blue: string | null, red: string | null) => [
    { side: 'blue', userId: blue },
    { side: 'red', userId: red },
  ];
  const game = { channelId: 't1', gameId: 'g1', packChoice: 'demo', seats: seats('a', 'd') };

  it('links when the paired players sit on their sides of the league’s game', () => {
    const league = setup();
    expect(linkGame(league, '1.1.1', { ...game, seats: seats('d', 'a') })).toMatchObject({
      error: { code: 'seats-mismatch' },
    });
    expect(linkGame(league, '1.1.1', { ...game, packChoice: 'paths-of-glory' })).toMatchObject({
      error: { code: 'wrong-game' },
    });
    const linked = unwrap(linkGame(league, '1.1.1', game)).league;
    expect(p111(linked).game).toEqual({ channelId: 't1', gameId: 'g1' });
    expect(linkGame(linked, '1.1.1', { ...game, channelId: 't2' })).toMatchObject({
      error: { code: 'linked-elsewhere' },
    });
  });

  it('the game’s end gives the result: the winner’s side, a resignation, or a draw with no winner', () => {
    const linked = unwrap(linkGame(setup(), '1.1.1', game)).league;
    expect(unwrap(gameEnded(linked, '1.1.1', 'g1', { winner: 'red', resigned: true }, T0)).value).toMatchObject({
      outcome: 'second',
      how: 'resigned',
      source: 'game',
      gameId: 'g1',
    });
    expect(unwrap(gameEnded(linked, '1.1.1', 'g1', { resigned: false }, T0)).value).toMatchObject({
      outcome: 'draw',
      how: 'played',
    });
  });

  it('another game, or an organiser’s decision, is left alone', () => {
    const linked = unwrap(linkGame(setup(), '1.1.1', game)).league;
    expect(gameEnded(linked, '1.1.1', 'other', { winner: 'blue', resigned: false }, T0)).toEqual({
      ok: true,
      league: linked,
      value: undefined,
    });
    const decided = unwrap(adjudicate(linked, '1.1.1', 'org', 'd', T0)).league;
    expect(unwrap(gameEnded(decided, '1.1.1', 'g1', { winner: 'blue', resigned: false }, T0)).league).toBe(decided);
  });
});

describe('sealed bids for sides', () => {
  it('a bid stays sealed until both are in; then the sides are settled', () => {
    let league = setup({ bidding: true });
    const sealed = unwrap(placeBid(league, '1.1.1', 'a', 'red', 2, T0));
    expect(sealed.value).toBe('sealed');
    league = sealed.league;
    const settled = unwrap(placeBid(league, '1.1.1', 'd', 'red', 3, T0));
    expect(settled.value).toEqual({ first: 'a', second: 'd', handicap: { side: 'blue', amount: 3 } });
    expect(p111(settled.league)).toMatchObject({ first: 'a', second: 'd', handicap: { side: 'blue', amount: 3 } });
    expect(placeBid(settled.league, '1.1.1', 'a', 'blue', 1, T0)).toMatchObject({ error: { code: 'bids-closed' } });
  });

  it('bids that want different sides swap the pairing when needed, with no handicap', () => {
    let league = unwrap(placeBid(setup({ bidding: true }), '1.1.1', 'a', 'red', 0, T0)).league;
    league = unwrap(placeBid(league, '1.1.1', 'd', 'blue', 5, T0)).league;
    expect(p111(league)).toMatchObject({ first: 'd', second: 'a' });
    expect(p111(league).handicap).toBeUndefined();
  });

  it('refuses a league without bidding, a side of another game, a bad amount', () => {
    expect(placeBid(setup(), '1.1.1', 'a', 'red', 1, T0)).toMatchObject({ error: { code: 'bidding-off' } });
    const league = setup({ bidding: true });
    expect(placeBid(league, '1.1.1', 'a', 'central', 1, T0)).toMatchObject({ error: { code: 'bad-side' } });
    expect(placeBid(league, '1.1.1', 'a', 'red', 1.5, T0)).toMatchObject({ error: { code: 'bad-amount' } });
    expect(placeBid(league, '1.1.1', 'b', 'red', 1, T0)).toMatchObject({ error: { code: 'not-your-pairing' } });
  });
});
