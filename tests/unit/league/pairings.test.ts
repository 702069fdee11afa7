import { describe, expect, it } from 'vitest';
import { roundRobin } from '../../../src/league/round-robin.js';
import { balanceSides, settleBids, sideRecords } from '../../../src/league/sides.js';
import { swissRound, swissRoundsFor, type PastGame } from '../../../src/league/swiss.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const key = (a: string, b: string) => [a, b].sort().join('|');

describe('round robin by the circle method', () => {
  it('four players: the first stays, the others turn; table i meets table n−1−i', () => {
    const rounds = roundRobin(['a', 'b', 'c', 'd']);
    const asSets = rounds.map((r) => r.pairs.map(([x, y]) => key(x, y)).sort());
    expect(asSets).toEqual([
      [key('a', 'd'), key('b', 'c')],
      [key('a', 'c'), key('b', 'd')],
      [key('a', 'b'), key('c', 'd')],
    ]);
    expect(rounds.every((r) => r.bye === null)).toBe(true);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16])(
    '%i players: everyone meets everyone once; byes once each',
    (n) => {
      const rounds = roundRobin(players(n));
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = rounds.flatMap((r) => r.pairs.map(([a, b]) => key(a, b)));
      expect(new Set(met).size).toBe(met.length);
      expect(met).toHaveLength((n * (n - 1)) / 2);
      for (const round of rounds) {
        const seen = round.pairs.flat().concat(round.bye ? [round.bye] : []);
        expect(new Set(seen).size).toBe(n);
      }
      const byes = rounds.map((r) => r.bye).filter((b) => b !== null);
      expect(byes.sort()).toEqual(n % 2 === 0 ? [] : players(n).sort());
    },
  );

  it.each([3, 4, 5, 6, 7, 8, 9, 10, 13, 14])(
    '%i players: each plays the first side as often as the second, give or take one',
    (n) => {
      const records = sideRecords(
        roundRobin(players(n)).flatMap((r) => r.pairs.map(([first, second]) => ({ first, second }))),
      );
      for (const p of players(n)) {
        const r = records.get(p)!;
        // An odd field plays an even number of games each: exactly balanced.
        expect(Math.abs(r.first - r.second)).toBeLessThanOrEqual(n % 2 === 1 ? 0 : 1);
      }
    },
  );

  it('a double round robin repeats the first cycle with sides swapped: every pair plays both sides', () => {
    const rounds = roundRobin(players(6), 2);
    expect(rounds).toHaveLength(10);
    const games = rounds.flatMap((r) => r.pairs);
    for (const [a, b] of games.slice(0, 15)) expect(games.filter(([x, y]) => x === b && y === a)).toHaveLength(1);
  });
});

describe('side balance', () => {
  it('the player who has played the first side less takes it', () => {
    const records = sideRecords([
      { first: 'a', second: 'b' },
      { first: 'a', second: 'c' },
    ]);
    expect(balanceSides('a', 'b', records, true)).toEqual(['b', 'a']);
  });

  it('on equal balance, the one who had the second side last takes the first; then the tie-break decides', () => {
    const records = sideRecords([
      { first: 'a', second: 'x' },
      { first: 'y', second: 'a' },
      { first: 'w', second: 'b' },
      { first: 'b', second: 'z' },
      { first: 'z', second: 'b' },
      { first: 'b', second: 'w' },
    ]);
    expect(balanceSides('b', 'a', records, true)).toEqual(['a', 'b']);
    expect(balanceSides('c', 'd', new Map(), true)).toEqual(['c', 'd']);
    expect(balanceSides('c', 'd', new Map(), false)).toEqual(['d', 'c']);
  });
});

describe('bidding for sides (as Paths of Glory players do)', () => {
  const sides = ['central', 'allied'] as const;
  const balanced = { first: 'ann', second: 'ben' };
  const bid = (side: string, amount: number) => ({ side, amount, at: 0 });

  it('players wanting different sides each get theirs, with no handicap', () => {
    expect(settleBids(balanced, sides, { ann: bid('allied', 3), ben: bid('central', 1) })).toEqual({
      first: 'ben',
      second: 'ann',
    });
  });

  it('the same side: the higher bid takes it and gives its amount to the other side', () => {
    expect(settleBids(balanced, sides, { ann: bid('allied', 2), ben: bid('allied', 4) })).toEqual({
      first: 'ann',
      second: 'ben',
      handicap: { side: 'central', amount: 4 },
    });
  });

  it('equal bids for the same side: the balanced assignment stands, with the bid as handicap', () => {
    expect(settleBids(balanced, sides, { ann: bid('central', 2), ben: bid('central', 2) })).toEqual({
      first: 'ann',
      second: 'ben',
      handicap: { side: 'allied', amount: 2 },
    });
  });
});

describe('Swiss pairings', () => {
  const field = (n: number, scores: number[] = []) =>
    players(n).map((id, i) => ({ id, score: scores[i] ?? 0, rating: 2000 - i * 10 }));

  it('round 1: the top half by rating meets the bottom half (1–5, 2–6, 3–7, 4–8)', () => {
    const round = swissRound(field(8), []);
    expect(round.pairs.map(([a, b]) => key(a, b))).toEqual([
      key('p1', 'p5'),
      key('p2', 'p6'),
      key('p3', 'p7'),
      key('p4', 'p8'),
    ]);
    expect(round.bye).toBeNull();
  });

  it('players meet within their score group, due sides permitting, and nobody meets the same opponent twice', () => {
    const history: PastGame[] = [
      { first: 'p1', second: 'p5' },
      { first: 'p6', second: 'p2' },
      { first: 'p3', second: 'p7' },
      { first: 'p8', second: 'p4' },
    ];
    // Winners p1, p2, p3, p4 on 1 point; the others on 0.
    const round = swissRound(field(8, [1, 1, 1, 1, 0, 0, 0, 0]), history);
    const pairs = round.pairs.map(([a, b]) => key(a, b));
    // p1 and p3 both had Blue, so the group's natural 1–3, 2–4 becomes 1–4, 2–3 (each gets the side due).
    expect(pairs).toEqual([key('p1', 'p4'), key('p2', 'p3'), key('p5', 'p8'), key('p6', 'p7')]);
    const records = sideRecords([...history, ...round.pairs.map(([first, second]) => ({ first, second }))]);
    for (const r of records.values()) expect(r.first).toBe(1);
    for (const game of history) expect(pairs).not.toContain(key(game.first, game.second!));
  });

  it('an odd field gives the bye to the lowest-ranked player who has not had one', () => {
    const first = swissRound(field(5), []);
    expect(first.bye).toBe('p5');
    const history: PastGame[] = [
      ...first.pairs.map(([a, b]) => ({ first: a, second: b })),
      { first: 'p5', second: null },
    ];
    expect(swissRound(field(5, [1, 1, 0, 0, 1]), history).bye).toBe('p4');
  });

  it('three rounds of eight: no rematches, every player in every round, sides within one', () => {
    const history: PastGame[] = [];
    const score = new Map(players(8).map((p) => [p, 0]));
    for (let r = 0; r < 3; r++) {
      const round = swissRound(
        players(8).map((id, i) => ({ id, score: score.get(id)!, rating: 2000 - i * 10 })),
        history,
      );
      expect(new Set(round.pairs.flat()).size).toBe(8);
      for (const [a, b] of round.pairs) {
        expect(history.some((g) => key(g.first, g.second!) === key(a, b))).toBe(false);
        history.push({ first: a, second: b });
        // The higher-rated player wins.
        const winner = Number(a.slice(1)) < Number(b.slice(1)) ? a : b;
        score.set(winner, score.get(winner)! + 1);
      }
    }
    for (const r of sideRecords(history).values()) expect(Math.abs(r.first - r.second)).toBeLessThanOrEqual(1);
  });

  it('when only a rematch remains, it is allowed rather than leaving players unpaired', () => {
    const round = swissRound(field(2), [{ first: 'p1', second: 'p2' }]);
    expect(round.pairs).toHaveLength(1);
  });

  it('a season has ⌈log2 n⌉ rounds', () => {
    expect([2, 3, 8, 9, 20].map(swissRoundsFor)).toEqual([1, 2, 3, 4, 5]);
  });
});
