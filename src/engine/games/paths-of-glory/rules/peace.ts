import { d6, type Dice } from '../../../core/dice.js';
import { problem, ruled, type Problem, type Ruled } from '../../../core/explain.js';
import type { Side } from '../model.js';
import type { PeaceStep, RollStep } from './steps.js';
import { PEACE_HIGH_CWS, PEACE_TABLE } from './tables.js';

/** 16.5.1.1: the Central Powers may offer peace at VP 11 or more. */
export const CP_PEACE_VP = 11;
/** 16.5.1.2 and the table's header: the Allies "if the VP total is 9 or more" (see README.md). */
export const AP_PEACE_VP = 9;

/** How 16.5.1.2 is read: as printed (VP 9 or more) or mirroring the Central Powers' rule (VP 9 or less). */
export type AllyOfferReading = 'as-printed' | 'mirrored';

/** 16.5.1: whether a side may offer peace at this VP total. */
export function offerProblem(side: Side, vp: number, reading: AllyOfferReading): Problem | null {
  if (side === 'cp' && vp < CP_PEACE_VP) return problem('cp-peace-vp', undefined, { rule: '16.5.1.1' }).problem;
  if (side === 'ap' && reading === 'as-printed' && vp < AP_PEACE_VP)
    return problem('ap-peace-vp-printed', undefined, { rule: '16.5.1.2' }).problem;
  if (side === 'ap' && reading === 'mirrored' && vp > AP_PEACE_VP)
    return problem('ap-peace-vp-mirrored', undefined, { rule: '16.5.1.2' }).problem;
  return null;
}

export interface PeaceOutcome {
  readonly vp: number;
  readonly die: number;
  readonly column: '0-19' | '20+';
  readonly newVp?: number;
}

/** 16.5.2: refused peace terms; the offerer rolls on its Peace Terms table, by Combined War Status. */
export function peaceTerms(
  dice: Dice,
  side: Side,
  cws: number,
  vpNow: number | undefined,
): Ruled<PeaceOutcome & { rules: string[] }, RollStep | PeaceStep> {
  const die = d6(dice, 'peace');
  const high = cws >= PEACE_HIGH_CWS;
  const column = high ? '20+' : '0-19';
  const vp = (high ? PEACE_TABLE[side].high : PEACE_TABLE[side].low)[die - 1] ?? 0;
  return ruled(
    {
      vp,
      die,
      column,
      ...(vpNow === undefined ? {} : { newVp: vpNow + vp }),
      rules: vpNow === undefined ? ['16.5.2'] : ['16.5.1', '16.5.2'],
    },
    [
      { step: 'roll', dice: [die], modifiers: [], total: die },
      { step: 'peace-terms', rule: '16.5.2', side, cws, column, row: die, vp, vpBefore: vpNow ?? null },
    ],
  );
}
