import { d6, type Dice } from '../../../core/dice.js';
import { clamp } from '../../../core/tables.js';
import type { SeaNationality, SeaUnit } from '../model.js';
import type { Outcome } from './outcome.js';
import { SEA_RETREAT_DRM, SEA_RETREAT_TABLE } from './tables.js';

/** Retreat to Sea (9.4.5): Allied units cut off in the Channel ports roll one d6 each on the Sea Retreat table. */

export interface SeaRetreatUnitResult {
  readonly nationality: SeaNationality;
  readonly natural: number;
  readonly drm: number;
  readonly final: number;
  /** The table row read: the modified die, brought into 1..6 (README). */
  readonly row: number;
  readonly result: 'turn-track' | 'eliminated';
  readonly turnsAhead: number | null;
  readonly returnTurn: number | null;
}

export interface SeaRetreatResult {
  readonly units: readonly SeaRetreatUnitResult[];
}

export type SeaStep =
  | {
      readonly step: 'sea-retreat-roll';
      readonly rule: '9.4.5';
      readonly unit: number;
      readonly nationality: SeaNationality;
      readonly natural: number;
      readonly drm: number;
      readonly final: number;
      readonly row: number;
      readonly result: 'turn-track' | 'eliminated';
      readonly turnsAhead: number | null;
      readonly returnTurn: number | null;
    }
  | { readonly step: 'sea-retreat-disorganized'; readonly rule: '9.4.5' };

export function retreatToSea(
  units: readonly SeaUnit[],
  turn: number | undefined,
  dice: Dice,
): Outcome<SeaRetreatResult, SeaStep> {
  const results: SeaRetreatUnitResult[] = [];
  const steps: SeaStep[] = [];
  for (const [i, unit] of units.entries()) {
    const natural = d6(dice, 'retreat-to-sea');
    const drm = SEA_RETREAT_DRM[unit.nationality];
    const final = natural + drm;
    // The table has rows 1–6 only: a lower result reads row 1, a higher one row 6 (eliminated).
    const row = clamp(final, 1, 6);
    const cell = SEA_RETREAT_TABLE[row - 1] ?? { kind: 'eliminated' };
    const turnsAhead = cell.kind === 'turn-track' ? cell.turnsAhead : null;
    const returnTurn = turnsAhead !== null && turn !== undefined ? turn + turnsAhead : null;
    const outcome = {
      nationality: unit.nationality,
      natural,
      drm,
      final,
      row,
      result: cell.kind,
      turnsAhead,
      returnTurn,
    };
    results.push(outcome);
    steps.push({ step: 'sea-retreat-roll', rule: '9.4.5', unit: i + 1, ...outcome });
  }
  // 9.4.5: units placed on the Turn Track come back Disorganized.
  if (results.some((r) => r.result === 'turn-track') && units.some((u) => !u.disorganized))
    steps.push({ step: 'sea-retreat-disorganized', rule: '9.4.5' });
  return { value: { units: results }, steps, rules: ['9.4.5'] };
}
