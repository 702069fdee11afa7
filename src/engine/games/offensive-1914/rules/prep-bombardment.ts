import { d6, type Dice } from '../../../core/dice.js';
import { drmTotal, rollStep, type Drm, type RollStep } from './roll.js';
import { PREP_HEAVY, PREP_TABLE, heavyEcBonus, prepEffect, type PrepColumn, type PrepRow } from './tables.js';

/**
 * Preparatory Bombardment (13.3): at least four Deployed 21 cm units ("x2" count 2, the METZ marker 4) with a
 * Siege Train HQ; one d6 with the terrain DRMs of the defending hex (13.3.3) on the Prep table (13.3.4).
 */

/** 13.3 fewer than four 21 cm units cannot Prep; the table's last column is 6 (more is read there: README). */
export const PREP_MIN_UNITS = 4;

export function prepColumn(units: number): PrepColumn {
  return Math.min(units, 6) as PrepColumn;
}

export function prepRow(modified: number): PrepRow {
  return modified >= 8 ? '8+' : (String(modified) as PrepRow);
}

export type PrepStep =
  | RollStep
  | {
      readonly step: 'prep-cell';
      readonly rule: '13.3.4';
      readonly units: number;
      readonly column: PrepColumn;
      readonly row: PrepRow;
      readonly cell: string;
    }
  | {
      readonly step: 'prep-heavy';
      readonly rule: '13.3.4';
      readonly row: PrepRow;
      readonly cell: string;
      readonly ecDrm: number;
    }
  | { readonly step: 'prep-shifts'; readonly rule: '13.3.4'; readonly shifts: number; readonly ignored: boolean }
  | { readonly step: 'prep-strength-reduction'; readonly rule: '13.3.4' }
  | { readonly step: 'prep-ec'; readonly rule: '13.4'; readonly ecDrm: number };

export interface PrepInput {
  readonly units: number;
  readonly heavy: boolean;
  readonly uphill: boolean;
  readonly escarpment: boolean;
  readonly fortress: boolean;
}

export function prepBombardment(
  input: PrepInput,
  dice: Dice,
): {
  value: {
    die: number;
    modified: number;
    row: PrepRow;
    column: PrepColumn;
    cell: string;
    shifts: number;
    strengthReduction: number;
    ecDrm: number;
  };
  rules: string[];
  steps: PrepStep[];
} {
  const die = d6(dice, 'prep-bombardment');
  // 13.3.3 the terrain DRMs of the defending hex, read on the 13.3.4 table.
  const modifiers: Drm[] = [
    { cause: 'up-elevation', value: input.uphill ? 1 : 0, rule: '13.3.4' },
    { cause: 'up-escarpment', value: input.escarpment ? 2 : 0, rule: '13.3.4' },
  ];
  const modified = die + drmTotal(modifiers);
  const row = prepRow(modified);
  const column = prepColumn(input.units);
  const cell = PREP_TABLE[row][column];
  const effect = prepEffect(cell);
  const steps: PrepStep[] = [
    rollStep([die], modifiers, modified),
    { step: 'prep-cell', rule: '13.3.4', units: input.units, column, row, cell },
  ];
  // 13.3.4 a 30.5 cm or 42 cm unit taking part adds its column's #E.
  const heavyCell = PREP_HEAVY[row];
  const heavy = input.heavy ? heavyEcBonus(heavyCell) : 0;
  if (input.heavy) steps.push({ step: 'prep-heavy', rule: '13.3.4', row, cell: heavyCell, ecDrm: heavy });
  // 13.3.4 the column shifts are ignored if a Fortress is in the defending hex.
  const shifts = input.fortress ? 0 : effect.shifts;
  steps.push({ step: 'prep-shifts', rule: '13.3.4', shifts: effect.shifts, ignored: input.fortress });
  if (effect.sr) steps.push({ step: 'prep-strength-reduction', rule: '13.3.4' });
  const ecDrm = effect.ecDrm + heavy;
  steps.push({ step: 'prep-ec', rule: '13.4', ecDrm }); // 13.4 one Prep fewer on the limit marker
  return {
    value: { die, modified, row, column, cell, shifts, strengthReduction: effect.sr, ecDrm },
    rules: ['13.3', '13.3.3', '13.3.4', '13.4'],
    steps,
  };
}
