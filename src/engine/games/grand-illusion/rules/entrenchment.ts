import { problem, type Problem } from '../../../core/explain.js';
import { otherSide, type Side } from '../model.js';
import type { GiPosition, PlacedUnit } from './position.js';

/**
 * Entrenchment (9.7) and its improvement (11.2.8), pure: where a side may place a trench marker, and which +1 trenches
 * turn to +2 in the Administrative Phase. The trench's DRM in battle is fire.ts's (9.2.1).
 *
 * Readings (the README's decisions):
 * - 9.7.2 "unità di fanteria rifornite amiche e nemiche": Disorganized infantry counts; 11.2.8 asks full strength for
 *   the improvement only.
 * - 9.7.2 gives the improvement as "unità combattenti rifornite di entrambe le parti"; 11.2.8, the segment's own rule,
 *   says "unità di fanteria rifornite a piena forza di entrambe le parti": the improvement reads 11.2.8.
 * - 8.7.3's trenches at the end of the German General Retreat cost 1 CAP a hex like any other (9.7.2) and need the
 *   German's supplied infantry only.
 */

/** 9.7.2: a trench is placed at +1 and improves to +2 at most. */
export const TRENCH_PLACED = 1;
export const TRENCH_MAX = 2;

const suppliedInfantry = (p: GiPosition, hex: string, side: Side, intact = false): PlacedUnit[] =>
  p.units.filter(
    (u) =>
      u.side === side && u.hex === hex && u.type === 'infantry' && u.supplied !== false && (!intact || !u.disorganized),
  );

export interface EntrenchInput {
  readonly side: Side;
  readonly hex: string;
  /** 9.7.1: the German General Retreat has been made (the "Entrenchments Allowed" marker). */
  readonly allowed: boolean;
  /** The hex's trench level now (0: none). */
  readonly trench: number;
  /** 8.7.3, 9.7.2 ECCEZIONE: the German's trenches at the end of his General Retreat. */
  readonly generalRetreat?: boolean;
}

/** 9.7.1, 9.7.2, 8.7.3: whether `side` may place a trench marker in `hex`. */
export function mayEntrench(
  p: GiPosition,
  input: EntrenchInput,
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const { side, hex } = input;
  if (!input.allowed) return problem('trench-not-allowed', undefined, { rule: '9.7.1' });
  if (input.trench > 0) return problem('trench-there', { hex }, { rule: '9.7.2' });
  if (suppliedInfantry(p, hex, side).length === 0) return problem('trench-no-infantry', { hex }, { rule: '9.7.2' });
  const exception = input.generalRetreat === true && side === 'german';
  if (!exception && suppliedInfantry(p, hex, otherSide(side)).length === 0)
    return problem('trench-no-enemy', { hex }, { rule: '9.7.2' });
  return { ok: true };
}

/** 11.2.8: the +1 trenches in hexes holding supplied full-strength infantry of both sides, which turn to +2. */
export function trenchesImproved(p: GiPosition, trench: Readonly<Record<string, number>>): string[] {
  return Object.entries(trench)
    .filter(
      ([hex, level]) =>
        level === TRENCH_PLACED &&
        suppliedInfantry(p, hex, 'allied', true).length > 0 &&
        suppliedInfantry(p, hex, 'german', true).length > 0,
    )
    .map(([hex]) => hex)
    .sort((a, b) => Number(a) - Number(b));
}
