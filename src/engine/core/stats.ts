/**
 * Dice statistics players can check for themselves: counts per face, the mean, and Pearson's chi-square test
 * against fair dice with its p-value (the regularized upper incomplete gamma function, computed by series or
 * continued fraction as in Numerical Recipes §6.2).
 */

export interface FaceStats {
  readonly sides: number;
  readonly rolls: number;
  /** counts[i] is how often face (first + i) came up. */
  readonly counts: readonly number[];
  readonly first: number;
  readonly mean: number;
  readonly expectedMean: number;
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  /** Probability of a deviation at least this large from fair dice; undefined with too few rolls to say. */
  readonly pValue: number | undefined;
}

export function faceStats(values: readonly number[], sides: number, first = 1): FaceStats {
  const counts = new Array<number>(sides).fill(0);
  for (const v of values) {
    const i = v - first;
    if (i >= 0 && i < sides) counts[i]! += 1;
  }
  const rolls = values.length;
  const expected = rolls / sides;
  const chiSquare = rolls === 0 ? 0 : counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  const degreesOfFreedom = sides - 1;
  // The chi-square approximation wants about five expected per face.
  const pValue = expected >= 5 ? chiSquarePValue(chiSquare, degreesOfFreedom) : undefined;
  return {
    sides,
    rolls,
    counts,
    first,
    mean: rolls === 0 ? 0 : values.reduce((s, v) => s + v, 0) / rolls,
    expectedMean: first + (sides - 1) / 2,
    chiSquare,
    degreesOfFreedom,
    pValue,
  };
}

/** P(X ≥ x) for X chi-square distributed with k degrees of freedom. */
export function chiSquarePValue(x: number, k: number): number {
  if (x <= 0) return 1;
  return upperGamma(k / 2, x / 2);
}

function logGamma(z: number): number {
  // Lanczos coefficients as published (Numerical Recipes §6.1); digits beyond double precision are harmless.
  const c = [
    // eslint-disable-next-line no-loss-of-precision
    76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -0.5395239384953e-5,
  ];
  const x = z;
  let y = z;
  let tmp = x + 5.5;
  tmp -= (x + 0.5) * Math.log(tmp);
  let ser = 1.00000000019001;
  for (const cj of c) ser += cj / ++y;
  return -tmp + Math.log((2.5066282746310002 * ser) / x);
}

/** Q(a, x), the regularized upper incomplete gamma function. */
function upperGamma(a: number, x: number): number {
  if (x < a + 1) {
    // Series for P(a, x).
    let sum = 1 / a;
    let term = sum;
    let ap = a;
    for (let n = 0; n < 500; n++) {
      ap += 1;
      term *= x / ap;
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}
