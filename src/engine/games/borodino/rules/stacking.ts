import { problem, type Problem } from '../../../core/explain.js';
import { facingProblem, isArtillery, type BorodinoPosition, type PlacedUnit } from './position.js';

/**
 * Stacking (6.21, SR10) of the combat units in one hex, as the rules read it after a move, a retreat or a set-up.
 * Pure: the units in, a refusal (by rule number) or null out.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 6.21 "a meno che tutte le unità nell'esagono siano della stessa brigata": three infantry (or cavalry) of one
 *   brigade may stack, and so may two of one brigade with one artillery unit (the 2.2 note); the digest allows both
 *   and the 7 September set-up needs the first.
 * - A brigade, an Activation Group or a Fire Strength the position does not know (the pack prints no brigade
 *   letters and no values) refuses nothing: no stack the counters allow is refused, and the players check the rest.
 * - SR10's 8 Strength Points for artillery alone in a hex is a special rule of the 7 September scenario only; the
 *   two-unit limit of 6.21 still holds there.
 */

/** 6.21: combat units in a hex. */
export const STACK_MAX = 3;
/** 6.21: infantry or cavalry in a hex, 3 when all are of one brigade. */
export const FOOT_OR_HORSE_MAX = 2;
/** 6.21: artillery alone in a hex, and their Strength Points (8 by SR10 in the 7 September scenario). */
export const ARTILLERY_ALONE_MAX = 2;
export const ARTILLERY_SP_MAX = 6;
export const ARTILLERY_SP_MAX_SR10 = 8;

/** One brigade: every unit's brigade is the same, or not known (the README's decision). */
function oneBrigade(units: readonly PlacedUnit[]): boolean {
  const known = new Set(units.map((u) => u.brigade).filter((b): b is string => typeof b === 'string'));
  return known.size <= 1;
}

/** 6.21, SR10: why these units may not stand in one hex, or null when they may. */
export function stackingProblem(p: Pick<BorodinoPosition, 'scenario'>, units: readonly PlacedUnit[]): Problem | null {
  if (units.length > STACK_MAX) return problem('stack-over-three', { units: units.length }, { rule: '6.21' }).problem;
  const guns = units.filter(isArtillery);
  const others = units.filter((u) => !isArtillery(u));
  // Infantry (jagers and militia included) and cavalry (Cossacks included) never stack together.
  if (others.some((u) => u.arm === 'infantry') && others.some((u) => u.arm === 'cavalry'))
    return problem('stack-infantry-cavalry', undefined, { rule: '6.21' }).problem;
  if (others.length > FOOT_OR_HORSE_MAX && !oneBrigade(others))
    return problem('stack-brigade', { units: others.length }, { rule: '6.21' }).problem;
  if (others.length > 0) {
    if (guns.length > 1) return problem('stack-artillery-with', { units: guns.length }, { rule: '6.21' }).problem;
    // Artillery joins two infantry or cavalry units only when they are of one brigade.
    if (guns.length === 1 && others.length === FOOT_OR_HORSE_MAX && !oneBrigade(others))
      return problem('stack-artillery-brigade', undefined, { rule: '6.21' }).problem;
    return null;
  }
  if (guns.length > ARTILLERY_ALONE_MAX)
    return problem('stack-artillery-alone', { units: guns.length, max: ARTILLERY_ALONE_MAX }, { rule: '6.21' }).problem;
  const groups = new Set(guns.map((u) => u.group).filter((g): g is string => typeof g === 'string'));
  if (groups.size > 1) return problem('stack-artillery-group', undefined, { rule: '6.21' }).problem;
  const sr10 = p.scenario === 'borodino';
  const max = sr10 ? ARTILLERY_SP_MAX_SR10 : ARTILLERY_SP_MAX;
  const sp = guns.reduce((t, u) => t + (u.fireStrength ?? 0), 0);
  if (sp > max) return problem('stack-artillery-sp', { sp, max }, { rule: sr10 ? 'SR10' : '6.21' }).problem;
  return null;
}

/** A hex of a position that breaks the rules of 6.11, 6.21 or 6.22, and why. */
export interface HexProblem {
  readonly hex: string;
  readonly problem: Problem;
}

/**
 * What the play module checks after every action (the game's invariants): no hex holds units of both sides (6.22,
 * 7.32), every hex's stack is legal (6.21, SR10) and faces as 6.11 and 6.14 want, every unit stands on the map.
 */
export function positionProblems(p: BorodinoPosition): HexProblem[] {
  const out: HexProblem[] = [];
  const byHex = new Map<string, PlacedUnit[]>();
  for (const u of p.units) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  for (const [hex, units] of byHex) {
    if (!p.hexes.has(hex)) {
      out.push({ hex, problem: problem('move-off-map', { hex }, { rule: '7.31' }).problem });
      continue;
    }
    if (new Set(units.map((u) => u.side)).size > 1)
      out.push({ hex, problem: problem('move-enemy-unit', { hex }, { rule: '6.22' }).problem });
    for (const side of ['french', 'russian'] as const) {
      const own = units.filter((u) => u.side === side);
      if (own.length === 0) continue;
      const found = stackingProblem(p, own) ?? facingProblem(p.grid, own);
      if (found) out.push({ hex, problem: found });
    }
  }
  return out;
}
