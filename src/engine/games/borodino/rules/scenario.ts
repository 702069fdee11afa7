/**
 * Dice of the 7 September scenario's special rules: the burning village (SR5), Napoleon's movement (SR7)
 * and the optional French flank maneuver (SR14, the game's only 2d6).
 */
import { d10zero, twoD6, type Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import { bracketIndex } from '../../../core/tables.js';
import { FIRE_OUT_MAX, FLANK_MANEUVER_TABLE, type FlankOutcome, type FlankRow } from '../tables.js';
import type { BorodinoStep } from './steps.js';

/** SR5: each time the Destruction AM is drawn, d10 0–3 the fire is out (Rubble), 4–9 still burning. */
export function villageFire(dice: Dice) {
  const roll = d10zero(dice, 'village fire');
  const out = roll <= FIRE_OUT_MAX;
  return ruled({ roll, state: out ? ('rubble' as const) : ('burning' as const) }, [
    { step: 'roll', dice: [roll], total: roll },
    { step: 'village-fire', rule: 'SR5', out },
  ] satisfies BorodinoStep[]);
}

/** SR7: before Napoleon moves, d10 is his MP this turn, 0 to 9. */
export function napoleonMp(dice: Dice) {
  const roll = d10zero(dice, 'Napoleon MP');
  return ruled({ roll, mp: roll }, [
    { step: 'roll', dice: [roll], total: roll },
    { step: 'napoleon-mp', rule: 'SR7', mp: roll },
  ] satisfies BorodinoStep[]);
}

export interface FlankResult {
  readonly dice: readonly [number, number];
  readonly roll: number;
  readonly total: number;
  readonly row: string;
  readonly outcome: FlankOutcome;
  /** South-edge entry hexes, inclusive; null when nothing enters. */
  readonly entry: string | null;
  /** The running count for the next attempt. */
  readonly nextCount: number;
}

/** SR14: 2d6 + the running count; 12+ enter, 7–11 wait (+1 next time), 2–6 may recall. */
export function flankMarch(count: number, dice: Dice): Ruled<FlankResult, BorodinoStep> {
  const why = new Steps<BorodinoStep>();
  const { dice: pair, total: roll } = twoD6(dice, 'flank maneuver');
  if (count > 0) why.push({ step: 'drm', drm: 'earlier-flank-results', value: count, rule: 'SR14' });
  const total = roll + count;
  why.push({ step: 'roll', dice: pair, total });
  const row = FLANK_MANEUVER_TABLE[bracketIndex(FLANK_MANEUVER_TABLE, total)] as FlankRow;
  const nextCount = row.outcome === 'no-effect' ? count + 1 : count;
  why.push({ step: 'flank-maneuver', rule: 'SR14', row: row.label, outcome: row.outcome });
  if (row.outcome === 'no-effect') why.push({ step: 'flank-next', next: nextCount });
  return ruled(
    { dice: pair, roll, total, row: row.label, outcome: row.outcome, entry: row.entry, nextCount },
    why.list,
  );
}
