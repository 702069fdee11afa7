import { d6, type Dice } from '../../../core/dice.js';
import { rollStep, type RollStep } from './roll.js';
import { FORT_ABANDON_RETREAT } from './tables.js';

/**
 * Involuntary Fort abandonment (8.5.2): the first time an enemy Combat unit becomes adjacent to a Fort with no
 * friendly Combat unit stacked with it, roll 1d6; above the Abandonment Number the Fort is flipped (or
 * eliminated if it has no back) and retreats 3 hexes as an infantry Support unit. Once only.
 */

export type FortStep =
  | RollStep
  | {
      readonly step: 'fort-abandonment';
      readonly rule: '8.5.2';
      readonly die: number;
      readonly number: number;
      readonly abandoned: boolean;
      readonly eliminated: boolean;
      readonly retreat: number;
    };

export function fortAbandonment(
  input: { readonly number: number; readonly noBack: boolean },
  dice: Dice,
): {
  value: { die: number; abandoned: boolean; eliminated: boolean; retreat: number };
  steps: FortStep[];
} {
  const die = d6(dice, 'fort-abandonment');
  const abandoned = die > input.number; // 8.5.2 above the Abandonment Number
  const eliminated = abandoned && input.noBack;
  const retreat = abandoned && !eliminated ? FORT_ABANDON_RETREAT : 0;
  return {
    value: { die, abandoned, eliminated, retreat },
    steps: [
      rollStep([die], [], die),
      { step: 'fort-abandonment', rule: '8.5.2', die, number: input.number, abandoned, eliminated, retreat },
    ],
  };
}
