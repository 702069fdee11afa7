import { d6, type Dice } from '../../../core/dice.js';
import { judged, type Judged, type N1812Step } from './steps.js';
import { COSSACK_HIT_FROM } from './tables.js';
import { isWinter } from './turn.js';

/**
 * 13.1 Cossack activity: the Russian rolls 1xd6 for each non-city hex occupied by a single French combat unit; on a 6
 * (5 or 6 in winter) that unit takes a hit (11.17): disrupted, or eliminated if already disrupted.
 */

export interface CossackRoll {
  readonly hex: number;
  readonly die: number;
  readonly hit: boolean;
}

export interface CossackResult {
  readonly rolls: readonly CossackRoll[];
  readonly hits: number;
}

export function cossacks(turn: number, twoYear: boolean, hexes: number, dice: Dice): Judged<CossackResult> {
  const winter = isWinter(turn, twoYear);
  const from = winter ? COSSACK_HIT_FROM.winter : COSSACK_HIT_FROM.summer;
  const steps: N1812Step[] = [{ step: 'cossack-threshold', rule: '13.1', winter }];
  const rolls: CossackRoll[] = [];
  for (let hex = 1; hex <= hexes; hex++) {
    const die = d6(dice, 'cossack');
    rolls.push({ hex, die, hit: die >= from });
    steps.push({ step: 'cossack-roll', rule: '13.1', hex, die, hit: die >= from });
  }
  const hits = rolls.filter((r) => r.hit).length;
  // 11.17: a hit disrupts a good-order unit and eliminates a disrupted one.
  steps.push({ step: 'cossack-hits', rule: hits > 0 ? '11.17' : '13.1', hits });
  return judged({ rolls, hits }, steps);
}
