/**
 * The compact lists players type in Borodino's rulings, parsed once into the model's values, each refusal a
 * `Problem` (worded in words.ts, never naming the option: the ruling does):
 *
 *   6,5          Cohesions, one per unit or stack that rolls (8.5, 9.62)
 *   stream,none  the hexside crossed from each attacking hex (9.53)
 *   1,2          the Defensive Fire of the top infantry in each hex assaulted frontally (9.42)
 */
import { problem, type Problem } from '../../core/explain.js';
import { COHESION_MAX, COHESION_MIN, HEXSIDES, type Crossing } from './model.js';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

const partsOf = (text: string) => text.split(/[\s,;]+/).filter((p) => p !== '');

/** `6,5,7`: 1 to `max` Cohesions. */
export function parseCohesions(text: string, max: number): Parsed<number[]> {
  const parts = partsOf(text);
  const values = parts.map(Number);
  const ok =
    parts.length >= 1 &&
    parts.length <= max &&
    parts.every((p) => /^\d{1,2}$/.test(p)) &&
    values.every((v) => v >= COHESION_MIN && v <= COHESION_MAX);
  return ok ? { ok: true, value: values } : problem('cohesion-list', { max, min: COHESION_MIN, top: COHESION_MAX });
}

/** A hex has six sides: at most six directions of assault. */
export const MAX_DIRECTIONS = 6;

/** `banked-stream` or `stream,none`: the hexside crossed from each attacking hex (`none` for a plain side). */
export function parseCrossings(text: string): Parsed<Crossing[]> {
  const parts = partsOf(text).map((p) => p.toLowerCase());
  const known = (p: string): p is Crossing => p === 'none' || (HEXSIDES as readonly string[]).includes(p);
  if (parts.length < 1 || parts.length > MAX_DIRECTIONS || !parts.every(known)) return problem('hexside-list');
  return { ok: true, value: parts };
}

/** A sanity bound for a printed Defensive Fire DRM (2.2's example is +1). */
export const DEFENSIVE_FIRE_BOUND = 5;
/** 9.22: an assaulting unit attacks every enemy in its (two) Frontal hexes. */
export const MAX_ASSAULTED_HEXES = 2;

/** `1` or `1,2` (or `+1`, `−1`): one Defensive Fire value per hex assaulted from the Frontal hexes. */
export function parseDefensiveFire(text: string): Parsed<number[]> {
  const parts = partsOf(text);
  const values = parts.map((p) => Number(p.replace('−', '-')));
  const ok =
    parts.length >= 1 &&
    parts.length <= MAX_ASSAULTED_HEXES &&
    values.every((n) => Number.isInteger(n) && Math.abs(n) <= DEFENSIVE_FIRE_BOUND);
  return ok
    ? { ok: true, value: values }
    : problem('defensive-fire-list', { hexes: MAX_ASSAULTED_HEXES, bound: DEFENSIVE_FIRE_BOUND });
}
