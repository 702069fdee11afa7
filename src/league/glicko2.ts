/**
 * The Glicko-2 rating system, as Mark Glickman publishes it in "Example of the Glicko-2 system" (Boston
 * University, 2013; revised 2022). Step numbers below are the paper's. A rating period's games are treated as
 * played at once: each player's rating, RD and volatility at the start of the period, plus the period's results,
 * give the new values.
 */

/** Step 2: the factor between the Glicko scale (r, RD) and the Glicko-2 scale (μ, φ). */
export const GLICKO2_SCALE = 173.7178;
export const DEFAULT_RATING = 1500;
export const DEFAULT_RD = 350;
export const DEFAULT_VOLATILITY = 0.06;
/** The system constant τ; the paper suggests 0.3–1.2 and uses 0.5 in its example. */
export const DEFAULT_TAU = 0.5;
/** Step 5's convergence tolerance, as in the paper. */
const EPSILON = 0.000001;

export interface Glicko2Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

export interface Glicko2Game {
  /** The opponent's rating and RD at the start of the period (already shifted for the side played, if any). */
  readonly rating: number;
  readonly rd: number;
  /** 1 win, 0.5 draw, 0 loss. */
  readonly score: number;
}

/** Step 3's g(φ): how much an opponent's uncertainty damps what a result says. */
export function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** Step 3's E(μ, μj, φj): the expected score against an opponent. */
export function expectedScore(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

export const toMu = (rating: number) => (rating - DEFAULT_RATING) / GLICKO2_SCALE;
export const toPhi = (rd: number) => rd / GLICKO2_SCALE;

/** The intermediate quantities of one update, named as in the paper (for tests and for curious players). */
export interface Glicko2Steps {
  readonly v: number;
  readonly delta: number;
  readonly sigma: number;
  readonly mu: number;
  readonly phi: number;
}

/**
 * One rating period for one player. With no games, only the RD grows (step 6 applied alone), capped at the RD of
 * an unrated player so inactivity never makes a rating less certain than no games at all.
 */
export function glicko2Update(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number = DEFAULT_TAU,
): Glicko2Rating & { readonly steps?: Glicko2Steps } {
  const mu = toMu(player.rating);
  const phi = toPhi(player.rd);
  const sigma = player.volatility;
  if (games.length === 0) {
    const grown = Math.min(Math.sqrt(phi * phi + sigma * sigma), toPhi(DEFAULT_RD));
    return { rating: player.rating, rd: grown * GLICKO2_SCALE, volatility: sigma };
  }
  // Step 3: the estimated variance v of the rating from the game outcomes alone.
  let vInverse = 0;
  // Step 4: the estimated improvement Δ (here its sum, before multiplying by v).
  let improvement = 0;
  for (const game of games) {
    const muJ = toMu(game.rating);
    const phiJ = toPhi(game.rd);
    const gJ = g(phiJ);
    const e = expectedScore(mu, muJ, phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    improvement += gJ * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * improvement;
  // Step 5: the new volatility σ', by the Illinois algorithm on f(x).
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);
  // Step 6: the pre-period RD grows by the new volatility.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  // Step 7: the new RD and rating.
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * improvement;
  // Step 8: back to the Glicko scale.
  return {
    rating: GLICKO2_SCALE * newMu + DEFAULT_RATING,
    rd: GLICKO2_SCALE * newPhi,
    volatility: newSigma,
    steps: { v, delta, sigma: newSigma, mu: newMu, phi: newPhi },
  };
}
