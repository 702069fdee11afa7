import type { Dice } from '../../../core/dice.js';
import type { CeStatus } from '../model.js';
import { reduceStatus } from './efficiency.js';
import { rollEc, rollStep, type RollStep } from './roll.js';
import { FORCED_MARCH_TABLE, type ForcedMarchUnit } from './tables.js';

/**
 * Forced March (7.2): at the end of the Force's move, an EC (2d6, 6.2.1) at +1 per Forced March MP (7.2.3); a
 * failure is read on the Forced March Results table by margin and unit type (7.2.4). The player aid's title says
 * "[1d6]", but every EC is 2d6 against the CEL (6.2.1): README.
 */

/** 7.2.1 infantry may gain up to 3 MP, cavalry up to 7. */
export const FORCED_MARCH_MAX: Readonly<Record<ForcedMarchUnit, number>> = {
  infantry: 3,
  cavalry: 7,
  'loc-cavalry': 7,
  support: 7,
};

export interface ForcedMarchResult {
  readonly dice: readonly [number, number];
  readonly total: number;
  readonly cel: number;
  readonly passed: boolean;
  readonly failedBy: number;
  /** The table cell read, as printed; null when passed or for LOC cavalry. */
  readonly cell: string | null;
  readonly ceLoss: number;
  readonly strengthReduction: number;
  readonly removePa: boolean;
  readonly eliminated: boolean;
  readonly newStatus: CeStatus | null;
}

/** An EC's verdict against the CEL (6.2.1). */
export type EcCheckStep = {
  readonly step: 'ec-check';
  readonly rule: '6.2.1';
  readonly total: number;
  readonly cel: number;
  readonly passed: boolean;
  readonly failedBy: number;
};

export type ForcedMarchStep =
  | RollStep
  | EcCheckStep
  | { readonly step: 'loc-cavalry-eliminated'; readonly rule: '8.7.3' }
  | {
      readonly step: 'forced-march-cell';
      readonly rule: '7.2.4';
      readonly unit: ForcedMarchUnit;
      readonly margin: '1-4' | '5+';
      readonly printed: string;
    }
  | {
      readonly step: 'forced-march-effects';
      readonly rule: '7.2.4';
      readonly ceLoss: number;
      readonly oldStatus: CeStatus | null;
      readonly newStatus: CeStatus | null;
      readonly sr: number;
      readonly removePa: boolean;
    }
  | { readonly step: 'stops-at-d2'; readonly rule: '7.2.4' }
  | { readonly step: 'infantry-overflow'; readonly rule: '7.2.4' };

export interface ForcedMarchInput {
  readonly cel: number;
  readonly fmMp: number;
  readonly unit: ForcedMarchUnit;
  readonly status?: CeStatus | undefined;
}

export function forcedMarch(
  input: ForcedMarchInput,
  dice: Dice,
): { value: ForcedMarchResult; rules: string[]; steps: ForcedMarchStep[] } {
  const roll = rollEc(dice, 'forced-march-ec');
  const total = roll[0] + roll[1] + input.fmMp; // 7.2.3 +1 per Forced March MP
  const passed = total <= input.cel; // 6.2.1
  const failedBy = passed ? 0 : total - input.cel;
  const rules = ['7.2.3', '6.2.1'];
  const steps: ForcedMarchStep[] = [
    rollStep(roll, [{ cause: 'forced-march-mp', value: input.fmMp, rule: '7.2.3' }], total),
    { step: 'ec-check', rule: '6.2.1', total, cel: input.cel, passed, failedBy },
  ];
  const base = { dice: roll, total, cel: input.cel, passed, failedBy };
  const unharmed = { cell: null, ceLoss: 0, strengthReduction: 0, removePa: false };
  if (passed)
    return { value: { ...base, ...unharmed, eliminated: false, newStatus: input.status ?? null }, rules, steps };
  rules.push('7.2.4');
  if (input.unit === 'loc-cavalry') {
    // 8.7.3 LOC cavalry that fails a Forced March EC is eliminated.
    rules.push('8.7.3');
    steps.push({ step: 'loc-cavalry-eliminated', rule: '8.7.3' });
    return { value: { ...base, ...unharmed, eliminated: true, newStatus: null }, rules, steps };
  }
  const columnIndex = failedBy >= 5 ? 1 : 0;
  const cell = FORCED_MARCH_TABLE[input.unit][columnIndex];
  steps.push({
    step: 'forced-march-cell',
    rule: '7.2.4',
    unit: input.unit,
    margin: columnIndex ? '5+' : '1-4',
    printed: cell.printed,
  });
  let sr = cell.sr;
  let newStatus: CeStatus | null = null;
  let overflow = 0;
  if (input.status && cell.ceLoss) {
    const reduced = reduceStatus(input.status, cell.ceLoss);
    newStatus = reduced.status;
    overflow = reduced.unabsorbed;
    // Table footnote *: for an infantry Formation a CEL reduction that cannot be applied becomes an SR;
    // a cavalry Formation simply stops at D2 (7.2.4 †, 6.1.3).
    if (input.unit === 'infantry') sr += overflow;
  }
  steps.push({
    step: 'forced-march-effects',
    rule: '7.2.4',
    ceLoss: cell.ceLoss,
    oldStatus: input.status ?? null,
    newStatus,
    sr,
    removePa: cell.removePa,
  });
  if (overflow && input.unit === 'cavalry') steps.push({ step: 'stops-at-d2', rule: '7.2.4' });
  if (cell.ceLoss && !input.status && input.unit === 'infantry')
    steps.push({ step: 'infantry-overflow', rule: '7.2.4' });
  return {
    value: {
      ...base,
      cell: cell.printed,
      ceLoss: cell.ceLoss,
      strengthReduction: sr,
      removePa: cell.removePa,
      eliminated: false,
      newStatus,
    },
    rules,
    steps,
  };
}
