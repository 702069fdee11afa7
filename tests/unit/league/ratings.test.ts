import { describe, expect, it } from 'vitest';
import { GLICKO2_SCALE, glicko2Update } from '../../../src/league/glicko2.js';
import {
  SIDE_PRIOR_GAMES,
  computeRatings,
  ratedGames,
  sideAdvantage,
  type RatedGame,
} from '../../../src/league/ratings.js';
import { adjudicate, forfeit, reportResult } from '../../../src/league/results.js';
import { pairedLeague, pairingsOf, T0, unwrap } from '../../helpers/leagues.js';

const fresh = { rating: 1500, rd: 350, volatility: 0.06 };

describe('league ratings: Glicko-2 with the side’s record', () => {
  it('with no record (or an even one) the sides count as equal', () => {
    expect(sideAdvantage({ games: 0, firstScore: 0 })).toBe(0);
    expect(sideAdvantage({ games: 8, firstScore: 4 })).toBe(0);
  });

  it('the first side’s record, shrunk by ten even games, gives its advantage as a logit', () => {
    // 10 wins in 10: p = (10 + 5) / (10 + 10) = ¾, logit = ln 3.
    expect(SIDE_PRIOR_GAMES).toBe(10);
    expect(sideAdvantage({ games: 10, firstScore: 10 })).toBeCloseTo(Math.log(3), 12);
    expect(sideAdvantage({ games: 10, firstScore: 0 })).toBeCloseTo(-Math.log(3), 12);
  });

  it('one period between new players is plain Glicko-2', () => {
    const ratings = computeRatings([{ period: 1001, first: 'a', second: 'b', score: 1 }]);
    const a = glicko2Update(fresh, [{ rating: 1500, rd: 350, score: 1 }]);
    expect(ratings.players.get('a')!.rating).toBeCloseTo(a.rating, 9);
    expect(ratings.players.get('a')!.rd).toBeCloseTo(a.rd, 9);
    expect(ratings.players.get('b')!.rating).toBeCloseTo(3000 - a.rating, 9);
  });

  it('after the first side won ten games, beating with it earns less: the opponent counts as rated that much lower', () => {
    const history: RatedGame[] = Array.from({ length: 10 }, (_, i) => ({
      period: 1001,
      first: `x${i}`,
      second: `y${i}`,
      score: 1,
    }));
    const ratings = computeRatings([...history, { period: 1002, first: 'a', second: 'b', score: 1 }]);
    const advantage = Math.log(3) * GLICKO2_SCALE; // ≈ 190.85 rating points
    const withSide = glicko2Update(fresh, [{ rating: 1500 - advantage, rd: 350, score: 1 }]);
    const plain = glicko2Update(fresh, [{ rating: 1500, rd: 350, score: 1 }]);
    expect(ratings.players.get('a')!.rating).toBeCloseTo(withSide.rating, 9);
    expect(withSide.rating).toBeLessThan(plain.rating);
    // And the loser on the second side loses less.
    const b = glicko2Update(fresh, [{ rating: 1500 + advantage, rd: 350, score: 0 }]);
    expect(ratings.players.get('b')!.rating).toBeCloseTo(b.rating, 9);
    expect(ratings.firstSideAdvantage).toBeCloseTo(Math.log(16 / 5) * GLICKO2_SCALE, 9);
  });

  it('a rated player who sits a period out keeps the rating, and the RD grows', () => {
    const ratings = computeRatings([
      { period: 1001, first: 'a', second: 'b', score: 1 },
      { period: 1002, first: 'b', second: 'c', score: 0.5 },
    ]);
    const afterOne = glicko2Update(fresh, [{ rating: 1500, rd: 350, score: 1 }]);
    const idle = glicko2Update(afterOne, []);
    expect(ratings.players.get('a')!.rating).toBeCloseTo(afterOne.rating, 9);
    expect(ratings.players.get('a')!.rd).toBeCloseTo(idle.rd, 9);
    expect(ratings.players.get('a')!.games).toBe(1);
  });

  it('forfeits and timeouts score in the table but are not rated; adjudicated results are', () => {
    let league = pairedLeague();
    const [p1, p2, p3] = pairingsOf(league);
    league = unwrap(forfeit(league, p1!.id, 'org', p1!.first, true, T0)).league;
    league = unwrap(forfeit(league, p2!.id, 'org', null, false, T0)).league;
    league = unwrap(adjudicate(league, p3!.id, 'org', p3!.first, T0)).league;
    expect(ratedGames(league)).toEqual([{ period: 1002, first: p3!.first, second: p3!.second, score: 1 }]);
  });

  it('ratings are recomputed from the results: the order they were entered in does not matter', () => {
    let one = pairedLeague();
    let two = one;
    const games = pairingsOf(one);
    for (const p of games) one = unwrap(reportResult(one, p.id, p.first, 'win', 'played', T0)).league;
    for (const p of [...games].reverse()) two = unwrap(reportResult(two, p.id, p.first, 'win', 'played', T0)).league;
    for (const p of games) {
      one = unwrap(reportResult(one, p.id, p.second!, 'loss', 'played', T0)).league;
      two = unwrap(reportResult(two, p.id, p.second!, 'loss', 'played', T0)).league;
    }
    expect([...computeRatings(ratedGames(one)).players.entries()].sort()).toEqual(
      [...computeRatings(ratedGames(two)).players.entries()].sort(),
    );
    expect(computeRatings(ratedGames(one)).players.size).toBe(4);
  });
});
