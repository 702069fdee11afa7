import { describe, expect, it } from 'vitest';
import {
  closeSeason,
  createLeague,
  findPairing,
  joinLeague,
  pairSeason,
  startSeason,
} from '../../../src/league/league.js';
import { adjudicate, reportResult } from '../../../src/league/results.js';
import { DAY, T0, demoLeague, pairedLeague, pairingsOf, unwrap } from '../../helpers/leagues.js';

describe('a league and its seasons', () => {
  it('a name needs 1 to 40 characters; spaces are tidied', () => {
    const base = demoLeague();
    const made = createLeague({ ...base, id: 'x', name: '  Coppa   Italia ', settings: {} }, T0);
    expect(made.ok && made.league.name).toBe('Coppa Italia');
    expect(createLeague({ ...base, id: 'x', name: '   ', settings: {} }, T0)).toEqual({
      ok: false,
      error: { code: 'bad-name', params: { max: 40 } },
    });
  });

  it('a player joins once; joining during a season means playing from the next', () => {
    let league = demoLeague({}, ['a', 'b']);
    expect(joinLeague(league, { userId: 'a', name: 'A' }, null, T0)).toMatchObject({
      ok: false,
      error: { code: 'already-member' },
    });
    league = unwrap(startSeason(league, T0)).league;
    const late = unwrap(joinLeague(league, { userId: 'c', name: 'C' }, 'org', T0));
    expect(late.value).toEqual({ nextSeason: true });
    expect(late.league.players[2]).toMatchObject({ userId: 'c', addedBy: 'org' });
    expect(late.league.seasons[0]!.players).toEqual(['a', 'b']);
  });

  it('a season needs two players and no other season running', () => {
    expect(startSeason(demoLeague({}, ['a']), T0)).toMatchObject({ ok: false, error: { code: 'too-few-players' } });
    const started = unwrap(startSeason(demoLeague({}, ['a', 'b', 'c']), T0)).league;
    expect(started.seasons[0]).toMatchObject({ number: 1, status: 'active', totalRounds: 3 });
    expect(startSeason(started, T0)).toMatchObject({ ok: false, error: { code: 'season-active' } });
  });

  it('a round robin is paired all at once, round k due k × roundDays later; pairing again is refused', () => {
    const league = pairedLeague({ roundDays: 10 });
    const rounds = league.seasons[0]!.rounds;
    expect(rounds.map((r) => r.pairings.map((p) => p.id))).toEqual([
      ['1.1.1', '1.1.2'],
      ['1.2.1', '1.2.2'],
      ['1.3.1', '1.3.2'],
    ]);
    expect(rounds.map((r) => r.pairings[0]!.deadline - T0)).toEqual([10 * DAY, 20 * DAY, 30 * DAY]);
    expect(pairSeason(league, T0)).toMatchObject({ ok: false, error: { code: 'all-paired' } });
    expect(findPairing(league, ' 1.2.2 ')?.pairing.round).toBe(2);
  });

  it('a Swiss season is paired a round at a time, once the last round has every result', () => {
    let league = pairedLeague({ format: 'swiss' }, ['a', 'b', 'c', 'd', 'e']);
    expect(league.seasons[0]!.totalRounds).toBe(3);
    expect(league.seasons[0]!.rounds).toHaveLength(1);
    expect(pairSeason(league, T0)).toMatchObject({
      ok: false,
      error: { code: 'round-unfinished', params: { count: 2 } },
    });
    for (const p of pairingsOf(league).filter((p) => p.second !== null)) {
      league = unwrap(adjudicate(league, p.id, 'org', p.first, T0)).league;
    }
    const next = unwrap(pairSeason(league, T0 + DAY));
    expect(next.value).toHaveLength(1);
    expect(next.value[0]!.pairings.map((p) => p.id)).toEqual(['1.2.1', '1.2.2', '1.2.3']);
    expect(next.value[0]!.pairings[0]!.deadline).toBe(T0 + DAY + 14 * DAY);
  });

  it('a season closes only when every game has its result', () => {
    let league = pairedLeague({}, ['a', 'b', 'c']);
    const refused = closeSeason(league, T0);
    expect(refused).toMatchObject({ ok: false, error: { code: 'open-pairings', params: { count: 3 } } });
    for (const p of pairingsOf(league).filter((p) => p.second !== null)) {
      league = unwrap(reportResult(league, p.id, p.first, 'draw', 'played', T0)).league;
      league = unwrap(reportResult(league, p.id, p.second!, 'draw', 'played', T0)).league;
    }
    const closed = unwrap(closeSeason(league, T0 + DAY));
    expect(closed.value).toMatchObject({ status: 'closed', closedAt: T0 + DAY });
    expect(unwrap(startSeason(closed.league, T0 + 2 * DAY)).value.number).toBe(2);
  });
});
