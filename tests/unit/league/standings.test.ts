import { describe, expect, it } from 'vitest';
import { seasonStandings } from '../../../src/league/standings.js';
import type { LeagueFormat, Outcome, Pairing, Season } from '../../../src/league/types.js';

/** A season from [first, second, outcome] games, all in one round (standings ignore rounds). */
function season(format: LeagueFormat, players: string[], games: [string, string | null, Outcome?][]): Season {
  const pairings: Pairing[] = games.map(([first, second, outcome], i) => ({
    id: `1.1.${i + 1}`,
    round: 1,
    first,
    second,
    deadline: 0,
    extendedDays: 0,
    reports: [],
    ...(outcome ? { result: { outcome, how: 'played' as const, source: 'players' as const, at: 0, by: null } } : {}),
  }));
  return {
    number: 1,
    status: 'active',
    format,
    startedAt: 0,
    players,
    totalRounds: 1,
    rounds: [{ number: 1, pairedAt: 0, pairings }],
  };
}

/*
 * Four players: a–b drawn, a beats c, d beats a, b beats d, c beats b, c beats d.
 * Points: c 2, a 1½, b 1½, d 1. a and b drew, so the direct encounter ties them; Sonneborn–Berger:
 *   a: ½ × 1½ (b) + 1 × 2 (c) + 0 × 1 (d) = 2.75;  b: ½ × 1½ (a) + 0 × 2 (c) + 1 × 1 (d) = 1.75.
 * Buchholz: a = 1½ + 2 + 1 = 4.5 = b.
 */
const games: [string, string, Outcome][] = [
  ['a', 'b', 'draw'],
  ['a', 'c', 'first'],
  ['d', 'a', 'first'],
  ['b', 'd', 'first'],
  ['c', 'b', 'first'],
  ['d', 'c', 'second'],
];

describe('standings', () => {
  it('a win scores 1, a draw ½, a loss 0; round robin ties go to direct encounter, then Sonneborn–Berger', () => {
    const table = seasonStandings(season('round-robin', ['a', 'b', 'c', 'd'], games), 1);
    expect(table.map((s) => [s.userId, s.place, s.points, s.wins, s.draws, s.losses])).toEqual([
      ['c', 1, 2, 2, 0, 1],
      ['a', 2, 1.5, 1, 1, 1],
      ['b', 3, 1.5, 1, 1, 1],
      ['d', 4, 1, 1, 0, 2],
    ]);
    const byId = Object.fromEntries(table.map((s) => [s.userId, s.tieBreaks]));
    expect(byId['a']).toMatchObject({ direct: 0.5, 'sonneborn-berger': 2.75, buchholz: 4.5 });
    expect(byId['b']).toMatchObject({ direct: 0.5, 'sonneborn-berger': 1.75, buchholz: 4.5 });
    expect(table.some((s) => s.shared)).toBe(false);
  });

  it('Swiss ties go to Buchholz first: equal here, so Sonneborn–Berger decides', () => {
    const table = seasonStandings(season('swiss', ['a', 'b', 'c', 'd'], games), 1);
    expect(table.map((s) => s.userId)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('the direct encounter decides before Sonneborn–Berger in a round robin', () => {
    // y 2, x 1½, z 1½, w 1. z beat x, so z is ahead, though x's Sonneborn–Berger is higher:
    //   x: 1 × 2 (y) + ½ × 1 (w) = 2.5;  z: 1 × 1½ (x) + ½ × 1 (w) = 2.
    const table = seasonStandings(
      season(
        'round-robin',
        ['x', 'y', 'z', 'w'],
        [
          ['x', 'y', 'first'],
          ['z', 'x', 'first'],
          ['y', 'z', 'first'],
          ['y', 'w', 'first'],
          ['x', 'w', 'draw'],
          ['z', 'w', 'draw'],
        ],
      ),
      1,
    );
    const rows = Object.fromEntries(table.map((s) => [s.userId, s]));
    expect([rows['x']!.points, rows['z']!.points]).toEqual([1.5, 1.5]);
    expect([rows['x']!.tieBreaks['sonneborn-berger'], rows['z']!.tieBreaks['sonneborn-berger']]).toEqual([2.5, 2]);
    expect([rows['z']!.tieBreaks.direct, rows['x']!.tieBreaks.direct]).toEqual([1, 0]);
    expect(table.map((s) => s.userId)).toEqual(['y', 'z', 'x', 'w']);
  });

  it('three players beating each other in a cycle, equal on everything, share first place', () => {
    const table = seasonStandings(
      season(
        'round-robin',
        ['x', 'y', 'z'],
        [
          ['x', 'y', 'first'],
          ['y', 'z', 'first'],
          ['z', 'x', 'first'],
        ],
      ),
      1,
    );
    expect(table.map((s) => [s.place, s.shared])).toEqual([
      [1, true],
      [1, true],
      [1, true],
    ]);
  });

  it('a bye scores the league’s bye points once its round is played; a double forfeit scores nothing and counts as a loss for both', () => {
    const table = seasonStandings(
      season(
        'round-robin',
        ['a', 'b', 'c'],
        [
          ['a', null],
          ['b', 'c', 'double-forfeit'],
        ],
      ),
      1,
    );
    expect(table.map((s) => [s.userId, s.points, s.byes, s.played, s.losses])).toEqual([
      ['a', 1, 1, 0, 0],
      ['b', 0, 0, 1, 1],
      ['c', 0, 0, 1, 1],
    ]);
    expect(seasonStandings(season('round-robin', ['a'], [['a', null]]), 0.5)[0]!.points).toBe(0.5);
    // Until the round's games have their results, its bye scores nothing yet.
    const waiting = seasonStandings(
      season(
        'round-robin',
        ['a', 'b', 'c'],
        [
          ['a', null],
          ['b', 'c'],
        ],
      ),
      1,
    );
    expect(waiting.find((s) => s.userId === 'a')).toMatchObject({ points: 0, byes: 0 });
  });

  it('games without a result do not count yet', () => {
    const table = seasonStandings(season('round-robin', ['a', 'b'], [['a', 'b']]), 1);
    expect(table.map((s) => [s.points, s.played, s.shared])).toEqual([
      [0, 0, true],
      [0, 0, true],
    ]);
  });
});
