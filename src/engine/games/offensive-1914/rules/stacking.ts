import type { StackedUnit } from '../model.js';
import { STACKING_LIMITS, UNIT_KIND_INFO, type StackingSituation } from './tables.js';

/**
 * Stacking (3.1): 3½ DE at the end of a friendly movement phase (3.1.1); 2¼ DE with at most two Support units
 * to attack from or defend in a hex (3.1.2); 1¼ DE, two Support units, in or across Steep Mountain (3.1.2a).
 * Rail Mode units do not count (3.1.4), nor Fortresses (12.1.1) and Depots (15.6); RND units together count as
 * one Support unit (23.3.2); a Two-Hex unit counts half its DE in each hex (19.1.3).
 */

export interface StackCount {
  readonly de: number;
  readonly support: number;
}

export function countStack(units: readonly StackedUnit[]): StackCount {
  let de = 0;
  let support = 0;
  let rndPresent = false;
  for (const unit of units) {
    const info = UNIT_KIND_INFO[unit.kind];
    if (unit.rail || info.ignored) continue; // 3.1.4 Rail Mode; 12.1.1 Fortresses; 15.6 Depots
    de += (unit.twoHex ? info.de / 2 : info.de) * unit.count; // 19.1.3 half in each hex
    if (unit.rnd) rndPresent = true;
    else if (unit.support) support += unit.count;
  }
  return { de, support: support + (rndPresent ? 1 : 0) }; // 23.3.2 the RND units count as one
}

export type StackingStep =
  | {
      readonly step: 'stack-count';
      readonly rule: string;
      readonly situation: StackingSituation;
      readonly de: number;
      readonly limit: number;
      readonly support: number;
      readonly supportLimit: number | null;
    }
  | { readonly step: 'within-limit' }
  | {
      readonly step: 'over-limit';
      readonly rule: '3.1.3' | '9.2.5';
      readonly situation: StackingSituation;
      readonly excessDe: number;
      readonly supportOk: boolean;
    };

export interface StackCheck {
  readonly de: number;
  readonly limit: number;
  readonly support: number;
  readonly supportLimit: number | null;
  readonly ok: boolean;
  readonly excessDe: number;
}

export function checkStack(
  units: readonly StackedUnit[],
  situation: StackingSituation,
): { value: StackCheck; rules: string[]; steps: StackingStep[] } {
  const limit = STACKING_LIMITS[situation];
  const count = countStack(units);
  const deOk = count.de <= limit.de;
  const supportLimit = limit.support ?? null;
  const supportOk = supportLimit === null || count.support <= supportLimit;
  const ok = deOk && supportOk;
  const excessDe = Math.max(0, count.de - limit.de);
  const rules: string[] = [limit.rule];
  if (units.some((u) => u.rail)) rules.push('3.1.4');
  if (units.some((u) => u.twoHex)) rules.push('19.1.3');
  if (units.some((u) => u.rnd)) rules.push('23.3.2');
  const steps: StackingStep[] = [
    {
      step: 'stack-count',
      rule: limit.rule,
      situation,
      de: count.de,
      limit: limit.de,
      support: count.support,
      supportLimit,
    },
  ];
  if (ok) steps.push({ step: 'within-limit' });
  else if (situation === 'movement') {
    // 3.1.3 the owner eliminates the excess at the end of the movement phase.
    rules.push('3.1.3');
    steps.push({ step: 'over-limit', rule: '3.1.3', situation, excessDe, supportOk });
  } else {
    // 3.1.2, 9.2.5 in combat the excess must be Excluded.
    rules.push('9.2.5');
    steps.push({ step: 'over-limit', rule: '9.2.5', situation, excessDe, supportOk });
  }
  return {
    value: { de: count.de, limit: limit.de, support: count.support, supportLimit, ok, excessDe },
    rules,
    steps,
  };
}
