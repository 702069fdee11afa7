import { d6, twoD6, type Dice } from '../../../core/dice.js';
import { floorDiv } from '../../../core/tables.js';
import type { Side } from '../model.js';
import { judged, type Judged } from './steps.js';
import { NAPOLEON_FATE, NAPOLEON_RETURN_FROM, RUSSIAN_RECOVERY_1813, type NapoleonFate } from './tables.js';

/** 16.13 The two-year campaign: the winter-quarters rolls, Napoleon's return and the 1813 Russian recovery. */

export interface WinterQuartersResult {
  readonly side: Side;
  readonly dice: readonly [number, number];
  /** French: combat units removed, ⌊2d6 / 2⌋. */
  readonly unitsLost: number | null;
  /** French: one leader per die showing 1. */
  readonly leadersLost: number | null;
  readonly napoleonDie: number | null;
  readonly napoleon: NapoleonFate | null;
  /** Russian: dead 1812 units (combat units and/or leaders) recovered, ⌊2d6 / 2⌋. */
  readonly recovered: number | null;
}

export function winterQuarters(side: Side, dice: Dice): Judged<WinterQuartersResult> {
  const { dice: pair, total } = twoD6(dice, `winter-quarters-${side}`);
  const half = floorDiv(total, 2);
  if (side === 'russian') {
    // 16.13: the Russian recovers ⌊2d6 / 2⌋ dead units of 1812.
    return judged(
      { side, dice: pair, unitsLost: null, leadersLost: null, napoleonDie: null, napoleon: null, recovered: half },
      [
        { step: 'winter-losses', rule: '16.13', side, dice: pair, total, half },
        { step: 'winter-placement', rule: '16.13' },
      ],
    );
  }
  // 16.13: the French lose ⌊2d6 / 2⌋ combat units and a leader per die showing 1, then roll for Napoleon.
  const leadersLost = pair.filter((d) => d === 1).length;
  const napoleonDie = d6(dice, 'napoleon-fate');
  const napoleon = NAPOLEON_FATE[napoleonDie] ?? 'stays';
  return judged({ side, dice: pair, unitsLost: half, leadersLost, napoleonDie, napoleon, recovered: null }, [
    { step: 'winter-losses', rule: '16.13', side, dice: pair, total, half },
    { step: 'winter-leaders', rule: '16.13', leadersLost },
    { step: 'winter-choice', rule: '16.13' },
    { step: 'napoleon-fate', rule: '16.13', die: napoleonDie, fate: napoleon },
  ]);
}

/** 16.13: after a 3–4, at the end of each later turn Napoleon comes back on a 5 or 6. */
export function napoleonReturn(dice: Dice): Judged<{ die: number; returns: boolean }> {
  const die = d6(dice, 'napoleon-return');
  const returns = die >= NAPOLEON_RETURN_FROM;
  return judged({ die, returns }, [{ step: 'napoleon-return', rule: '16.13', die, returns }]);
}

/** 16.13: the Russian recovery at the end of each 1813 turn: 1–2 none, 3–5 one dead unit, 6 two. */
export function russianRecovery(dice: Dice): Judged<{ die: number; recovered: number }> {
  const die = d6(dice, 'russian-recovery');
  const recovered = RUSSIAN_RECOVERY_1813[die] ?? 0;
  return judged({ die, recovered }, [
    { step: 'recovery-roll', rule: '16.13', die, recovered },
    ...(recovered > 0 ? [{ step: 'recovery-placement', rule: '16.13' } as const] : []),
  ]);
}
