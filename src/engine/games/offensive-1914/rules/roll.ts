import { twoD6, type Dice } from '../../../core/dice.js';

/**
 * The dice line of a ruling: the natural dice, each modifier with its rule, the final number. Its words are the
 * core's `describeRoll`; each modifier's label is worded by its cause (words.ts).
 */

/** What modifies a roll, in the game's vocabulary. */
export type DrmCause =
  | 'pr-white'
  | 'crt-result'
  | 'artillery'
  | 'defender-flanked'
  | 'flanked'
  | 'prep-bombardment'
  | 'other'
  | 'forced-march-mp'
  | 'repulse-success'
  | 'up-elevation'
  | 'up-escarpment'
  | 'pionier';

export type Drm = { readonly cause: DrmCause; readonly value: number; readonly rule?: string };

export type RollStep = {
  readonly step: 'roll';
  readonly dice: readonly number[];
  readonly modifiers: readonly Drm[];
  readonly final: number | string;
};

export function rollStep(dice: readonly number[], modifiers: readonly Drm[], final: number | string): RollStep {
  return { step: 'roll', dice, modifiers, final };
}

export function drmTotal(modifiers: readonly Drm[]): number {
  return modifiers.reduce((sum, m) => sum + m.value, 0);
}

/** Rolls the 2d6 of an EC (6.2.1). */
export function rollEc(dice: Dice, purpose = 'ec'): readonly [number, number] {
  return twoD6(dice, purpose).dice;
}
