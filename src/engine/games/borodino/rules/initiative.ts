/**
 * Initiative (4.0): each player rolls d10 and adds his OC's Orders Value; the higher total has the
 * Initiative, a tie gives it to nobody. At Borodino the French have it automatically on the 0600 turn.
 */
import { d10zero, type Dice } from '../../../core/dice.js';
import { ruled, type Ruled } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

export type Initiative = Side | 'none';

export interface SideRoll {
  readonly roll: number;
  readonly total: number;
}
export interface InitiativeResult {
  /** Null when no roll is made (the 0600 turn). */
  readonly french: SideRoll | null;
  readonly russian: SideRoll | null;
  readonly initiative: Initiative;
}

export interface InitiativeQuery {
  /** Kutuzov's Orders Value: his counter prints '?' (2.2). */
  readonly russian?: number | undefined;
  /** Napoleon's Orders Value (3 at Borodino, 5.22). */
  readonly french: number;
  /** The 0600 turn of 7 September. */
  readonly opening: boolean;
}

export function initiativeRefusal(v: InitiativeQuery): Refusal | null {
  return !v.opening && v.russian === undefined ? refusal('russian', 'kutuzov-orders-value') : null;
}

export function initiative(v: InitiativeQuery, dice: Dice): Ruled<InitiativeResult, BorodinoStep> {
  if (v.opening)
    return ruled({ french: null, russian: null, initiative: 'french' }, [
      { step: 'opening-initiative', rule: 'Borodino: Initiative' },
    ]);
  const russianValue = v.russian ?? 0;
  const frenchRoll = d10zero(dice, 'initiative French');
  const russianRoll = d10zero(dice, 'initiative Russian');
  const french = { roll: frenchRoll, total: frenchRoll + v.french };
  const russian = { roll: russianRoll, total: russianRoll + russianValue };
  const winner: Initiative =
    french.total > russian.total ? 'french' : russian.total > french.total ? 'russian' : 'none';
  return ruled({ french, russian, initiative: winner }, [
    { step: 'drm', drm: 'orders-value', commander: 'napoleon', value: v.french, rule: '4.0' },
    { step: 'roll', dice: [frenchRoll], total: french.total, side: 'french' },
    { step: 'drm', drm: 'orders-value', commander: 'kutuzov', value: russianValue, rule: '4.0' },
    { step: 'roll', dice: [russianRoll], total: russian.total, side: 'russian' },
    { step: 'initiative', rule: '4.0', winner, french: french.total, russian: russian.total },
  ]);
}
