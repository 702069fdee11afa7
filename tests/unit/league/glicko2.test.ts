import { describe, expect, it } from 'vitest';
import { expectedScore, g, glicko2Update, toMu, toPhi } from '../../../src/league/glicko2.js';

/**
 * Mark E. Glickman, "Example of the Glicko-2 system" (Boston University): the paper's worked example, with its
 * own numbers. A player rated 1500, RD 200, volatility 0.06 plays three games in a rating period (τ = 0.5): beats
 * a 1400 (RD 30), loses to a 1550 (RD 100), loses to a 1700 (RD 300). The paper prints its intermediate values
 * rounded and carries the rounded values forward, so each is checked to the digits it prints.
 */
describe('Glicko-2: the worked example of Glickman’s paper', () => {
  const player = { rating: 1500, rd: 200, volatility: 0.06 };
  const games = [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ];

  it('1500/200/0.06 beating 1400/30 and losing to 1550/100 and 1700/300 becomes 1464.06, RD 151.52, σ 0.05999', () => {
    // Step 2: μ = 0, φ = 1.1513; the opponents at μ −0.5756, 0.2878, 1.1513 and φ 0.1727, 0.5756, 1.7269.
    expect(toMu(1500)).toBe(0);
    expect(toPhi(200)).toBeCloseTo(1.1513, 4);
    expect(games.map((o) => toMu(o.rating))).toEqual([
      expect.closeTo(-0.5756, 4),
      expect.closeTo(0.2878, 4),
      expect.closeTo(1.1513, 4),
    ]);
    // Step 3's table: g(φj) 0.9955, 0.9531, 0.7242 and E 0.639, 0.432, 0.303.
    expect(games.map((o) => g(toPhi(o.rd)))).toEqual([
      expect.closeTo(0.9955, 4),
      expect.closeTo(0.9531, 4),
      expect.closeTo(0.7242, 4),
    ]);
    expect(games.map((o) => expectedScore(0, toMu(o.rating), toPhi(o.rd)))).toEqual([
      expect.closeTo(0.639, 3),
      expect.closeTo(0.432, 3),
      expect.closeTo(0.303, 3),
    ]);
    const after = glicko2Update(player, games, 0.5);
    // Steps 3–4 (the paper, from its rounded g and E): v = 1.7785, Δ = −0.4834.
    expect(after.steps!.v).toBeCloseTo(1.7785, 2);
    expect(after.steps!.delta).toBeCloseTo(-0.4834, 2);
    // Step 5: σ' = 0.05999; step 7: φ' = 0.8722, μ' = −0.2069.
    expect(after.steps!.sigma).toBeCloseTo(0.05999, 4);
    expect(after.steps!.phi).toBeCloseTo(0.8722, 4);
    expect(after.steps!.mu).toBeCloseTo(-0.2069, 3);
    // Step 8: r' = 1464.06, RD' = 151.52.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('a player who does not compete keeps rating and volatility; the RD grows to √(φ² + σ²) (the paper’s note on step 6)', () => {
    const idle = glicko2Update(player, []);
    expect(idle.rating).toBe(1500);
    expect(idle.volatility).toBe(0.06);
    expect(idle.rd).toBeCloseTo(Math.sqrt(toPhi(200) ** 2 + 0.06 ** 2) * 173.7178, 9);
    // Never past the RD of an unrated player.
    expect(glicko2Update({ rating: 1500, rd: 350, volatility: 0.06 }, []).rd).toBeCloseTo(350, 9);
  });

  it('a draw between equal, equally certain players changes no rating', () => {
    const a = glicko2Update({ rating: 1500, rd: 350, volatility: 0.06 }, [{ rating: 1500, rd: 350, score: 0.5 }]);
    expect(a.rating).toBeCloseTo(1500, 9);
    expect(a.rd).toBeLessThan(350);
  });
});
