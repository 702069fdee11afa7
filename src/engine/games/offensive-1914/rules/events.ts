import { d6, type Dice } from '../../../core/dice.js';
import { rollStep, type RollStep } from './roll.js';
import { FRENCH_RESERVE_SUCCESS, IJZER_SUCCESS_MAX, SIXTH_ARMY_GT3_SUCCESS_MAX } from './tables.js';

/** One-shot rolls of the special rules: the Ijzer inundation (21.3), the French Reserve (22.4), the German Sixth Army's plan (26.6.2). */

export type EventStep =
  | RollStep
  | { readonly step: 'ijzer'; readonly rule: '21.3'; readonly success: boolean }
  | { readonly step: 'french-reserve-automatic'; readonly rule: '22.4.1' }
  | {
      readonly step: 'french-reserve';
      readonly rule: '22.4.1';
      readonly interphase: number;
      readonly threshold: number;
      readonly success: boolean;
    }
  | { readonly step: 'sixth-army-french-abandoned'; readonly rule: '26.6.2' }
  | { readonly step: 'sixth-army-automatic'; readonly rule: '26.6.2' }
  | { readonly step: 'sixth-army-suspended'; readonly rule: '26.6.2'; readonly gt: number }
  | {
      readonly step: 'sixth-army-roll';
      readonly rule: '26.6.2';
      readonly gt: number;
      readonly threshold: number;
      /** The threshold is the club's (GT 1–2), not the book's. */
      readonly club: boolean;
      readonly activated: boolean;
    };

type Rolled<T> = { value: T; steps: EventStep[] };

/** 21.3 the Ijzer inundation, once per game: 1–5 succeeds for the rest of the game. */
export function ijzerInundation(dice: Dice): Rolled<{ die: number; success: boolean }> {
  const die = d6(dice, 'ijzer');
  const success = die <= IJZER_SUCCESS_MAX;
  return { value: { die, success }, steps: [rollStep([die], [], die), { step: 'ijzer', rule: '21.3', success }] };
}

export type ReserveResult = { die: number | null; threshold: number | null; success: boolean };

/** 22.4.1 the French Reserve Assignment markers flip on a roll that rises each Interphase; the 8th is automatic. */
export function frenchReserve(interphase: number, dice: Dice): Rolled<ReserveResult> {
  const threshold = FRENCH_RESERVE_SUCCESS[interphase as 3 | 4 | 5 | 6 | 7 | 8];
  if (threshold === 'automatic')
    return {
      value: { die: null, threshold: null, success: true },
      steps: [{ step: 'french-reserve-automatic', rule: '22.4.1' }],
    };
  const die = d6(dice, 'french-reserve');
  const success = die <= threshold;
  return {
    value: { die, threshold, success },
    steps: [rollStep([die], [], die), { step: 'french-reserve', rule: '22.4.1', interphase, threshold, success }],
  };
}

export type ActivationResult = { die: number | null; threshold: number | null; activated: boolean };

/**
 * 26.6.2 the German Sixth Army's plan: activated at once if the French Second Army abandoned its own, on 1–3 in GT 3,
 * automatically in GT 4; before GT 3 only on a club's threshold (the book gives none: README).
 */
export function sixthArmyActivation(
  input: { readonly gt: number; readonly frenchAbandoned: boolean; readonly activateMax?: number | undefined },
  dice: Dice,
): Rolled<ActivationResult> {
  const plain = (activated: boolean, step: EventStep): Rolled<ActivationResult> => ({
    value: { die: null, threshold: null, activated },
    steps: [step],
  });
  if (input.frenchAbandoned) return plain(true, { step: 'sixth-army-french-abandoned', rule: '26.6.2' });
  if (input.gt === 4) return plain(true, { step: 'sixth-army-automatic', rule: '26.6.2' });
  const threshold = input.gt === 3 ? SIXTH_ARMY_GT3_SUCCESS_MAX : input.activateMax;
  if (threshold === undefined) return plain(false, { step: 'sixth-army-suspended', rule: '26.6.2', gt: input.gt });
  const die = d6(dice, 'sixth-army');
  const activated = die <= threshold;
  return {
    value: { die, threshold, activated },
    steps: [
      rollStep([die], [], die),
      { step: 'sixth-army-roll', rule: '26.6.2', gt: input.gt, threshold, club: input.gt !== 3, activated },
    ],
  };
}
