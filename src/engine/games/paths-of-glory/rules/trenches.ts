import { d6, type Dice } from '../../../core/dice.js';
import { ruled, type Ruled } from '../../../core/explain.js';
import type { EntrenchStep, RollStep } from './steps.js';

/** 11.2.10 (optional): after a failed attempt, a German, British, French or Italian army's next attempt gets −1. */
export const RETRY_DRM = -1;

export interface EntrenchOutcome {
  readonly success: boolean;
  readonly level: number;
  readonly die: number;
  readonly modified: number;
}

/** An Army's entrenchment roll (11.2.2) in a space whose trench is at `trench` (0 or 1, 11.2.3). */
export function entrench(
  dice: Dice,
  lf: number,
  trench: number,
  retry: boolean,
): Ruled<EntrenchOutcome & { rules: string[] }, RollStep | EntrenchStep> {
  const die = d6(dice, 'entrench');
  const drm = retry ? RETRY_DRM : 0;
  const modified = die + drm;
  // 11.2.2: "Se il risultato è pari o inferiore al fattore di perdita (LF), ponete una trincea di Livello 1 ..."
  const success = modified <= lf;
  const level = success ? trench + 1 : trench;
  return ruled({ success, level, die, modified, rules: retry ? ['11.2.2', '11.2.10'] : ['11.2.2'] }, [
    {
      step: 'roll',
      dice: [die],
      modifiers: [{ why: 'repeated-attempt', value: drm, rule: '11.2.10' }],
      total: modified,
    },
    { step: 'entrench', rule: '11.2.2', modified, lf, success, trench, retry },
  ]);
}
