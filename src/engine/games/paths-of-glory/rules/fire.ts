import { d6, type Dice } from '../../../core/dice.js';
import { bracketIndex, clamp, shiftColumn } from '../../../core/tables.js';
import type { CombatSide, FireStep } from './steps.js';
import { COMBAT_TABLES, type CombatTable } from './tables.js';

/** One side's fire read on its combat table (12.2.7–12.2.9, 12.4.1). */
export interface FireReading {
  readonly table: CombatTable;
  readonly cf: number;
  /** Label of the column the CF falls in before shifts, as printed. */
  readonly baseColumn: string;
  /** Net column shift applied (negative = left). */
  readonly shift: number;
  /** Label of the column read, as printed (e.g. `6-8`). */
  readonly column: string;
  readonly drm: number;
  readonly die: number;
  /** The modified die, clamped to 1–6 (12.2.9). */
  readonly row: number;
  readonly lossNumber: number;
}

/** Column index of a CF on a table, then moved by bracket and stopped at the table's ends (12.2.8). */
export function columnOf(table: CombatTable, cf: number, shift: number): { base: number; index: number } {
  const { columns } = COMBAT_TABLES[table];
  const base = bracketIndex(columns, cf);
  return { base, index: shiftColumn(base, shift, columns.length) };
}

/** The loss number a table gives for a CF, a net shift and a modified die (already clamped or not). */
export function lossNumberOf(table: CombatTable, cf: number, shift: number, modifiedDie: number): number {
  const { rows } = COMBAT_TABLES[table];
  const row = rows[clamp(modifiedDie, 1, 6) - 1];
  const value = row?.[columnOf(table, cf, shift).index];
  if (value === undefined) throw new Error(`no cell for ${table} cf ${cf} shift ${shift}`);
  return value;
}

/** How a fire was fought: who fires (null for a fire asked alone), and whether with what survived (12.3.3). */
export interface FireContext {
  readonly side: CombatSide | null;
  readonly after: boolean;
}

/** Reads one fire: the column by the CF's bracket, shifted, and the row by the die plus drm clamped to 1–6. */
export function readFire(
  table: CombatTable,
  cf: number,
  shift: number,
  drm: number,
  die: number,
  context: FireContext = { side: null, after: false },
): { reading: FireReading; steps: FireStep[] } {
  const steps: FireStep[] = [];
  const { columns } = COMBAT_TABLES[table];
  steps.push({ step: 'fire-roll', rule: '12.2.7', side: context.side, after: context.after, die, drm });
  const { base, index } = columnOf(table, cf, shift);
  const baseColumn = columns[base]?.label ?? '';
  const column = columns[index]?.label ?? '';
  steps.push({ step: 'column', rule: '12.2.8', table, cf, column: baseColumn });
  if (shift !== 0) steps.push({ step: 'column-shift', rule: '12.2.8', from: baseColumn, to: column, value: shift });
  const row = clamp(die + drm, 1, 6);
  steps.push({ step: 'row', rule: '12.2.9', modified: die + drm, row });
  const lossNumber = lossNumberOf(table, cf, shift, row);
  steps.push({ step: 'loss-number', rule: '12.4.1', table, column, row, lossNumber });
  return { reading: { table, cf, baseColumn, shift, column, drm, die, row, lossNumber }, steps };
}

/** Rolls one d6 for a side's fire and reads it. */
export function rollFire(
  dice: Dice,
  table: CombatTable,
  cf: number,
  shift: number,
  drm: number,
  context?: FireContext,
): { reading: FireReading; steps: FireStep[] } {
  return readFire(table, cf, shift, drm, d6(dice, 'combat'), context);
}
