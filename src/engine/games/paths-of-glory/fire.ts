import { z } from 'zod';
import { d6, type Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { bracketIndex, clamp, shiftColumn } from '../../core/tables.js';
import { COMBAT_TABLES, type CombatTable } from './tables.js';

/** One side's fire read on its combat table (12.2.8–12.2.9). */
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

/** Reads one fire: the column by the CF's bracket, shifted, and the row by the die plus drm clamped to 1–6. */
export function readFire(table: CombatTable, cf: number, shift: number, drm: number, die: number): FireReading {
  const { columns } = COMBAT_TABLES[table];
  const { base, index } = columnOf(table, cf, shift);
  const row = clamp(die + drm, 1, 6);
  return {
    table,
    cf,
    baseColumn: columns[base]?.label ?? '',
    shift,
    column: columns[index]?.label ?? '',
    drm,
    die,
    row,
    lossNumber: lossNumberOf(table, cf, shift, row),
  };
}

/** Net shift in words, e.g. "1 left" / "1 a sinistra (SX)". */
function shiftWords(shift: number): Localized {
  const n = Math.abs(shift);
  return shift < 0 ? loc(`${n} left`, `${n} a sinistra (SX)`) : loc(`${n} right`, `${n} a destra (DX)`);
}

/** The explanation of one fire: the die with its drm, the table and the cell read, the loss number. */
export function describeFire(fire: FireReading, drmLabel: Localized = loc('drm', 'drm')): Localized {
  const modifiers: Modifier[] = [{ label: drmLabel, value: fire.drm, rule: '12.2.7' }];
  const clamped = fire.die + fire.drm !== fire.row;
  const roll = describeRoll([fire.die], modifiers, fire.row);
  const clampNote = clamped
    ? loc(
        ` (${fire.die + fire.drm} is read as ${fire.row}, 12.2.9)`,
        ` (${fire.die + fire.drm} si legge ${fire.row}, 12.2.9)`,
      )
    : loc('', '');
  const name = COMBAT_TABLES[fire.table].name;
  const shifted =
    fire.shift === 0 || fire.column === fire.baseColumn
      ? fire.shift === 0
        ? loc('', '')
        : loc(
            `; shift ${shiftWords(fire.shift).en} stops at the table's end (12.2.8)`,
            `; lo spostamento di ${shiftWords(fire.shift).it} si ferma al bordo della tabella (12.2.8)`,
          )
      : loc(
          `; shift ${shiftWords(fire.shift).en} (12.2.8) → column ${fire.column}`,
          `; spostamento di ${shiftWords(fire.shift).it} (12.2.8) → colonna ${fire.column}`,
        );
  return joinLocalized([
    loc(`${roll.en}${clampNote.en}`, `${roll.it}${clampNote.it}`),
    loc(
      `${name.en}: ${fire.cf} CF → column ${fire.baseColumn}${shifted.en}; row ${fire.row}: **loss number ${fire.lossNumber}** (12.4.1).`,
      `${name.it}: ${fire.cf} CF → colonna ${fire.baseColumn}${shifted.it}; riga ${fire.row}: **numero di perdite ${fire.lossNumber}** (12.4.1).`,
    ),
  ]);
}

/** Rolls one d6 for a side's fire and reads it. */
export function rollFire(dice: Dice, table: CombatTable, cf: number, shift: number, drm: number): FireReading {
  return readFire(table, cf, shift, drm, d6(dice, 'combat'));
}

export const fireRuling = defineRuling({
  id: 'fire',
  nameIt: 'fuoco',
  description: loc(
    "One side's combat fire: loss number from the Army or Corps table (12.2.7–12.2.9)",
    'Fuoco di una parte: numero di perdite dalla tabella Armate o Corpi (12.2.7–12.2.9)',
  ),
  options: [
    option.choice(
      'table',
      loc('Army table if any firing unit is an Army (12.2.8)', "Tabella Armate se un'unità che spara è un'Armata"),
      [
        { value: 'army', name: loc('Army table', 'Tabella delle Armate') },
        { value: 'corps', name: loc('Corps table (corps and/or forts only)', 'Tabella dei Corpi (solo corpi/forti)') },
      ],
      { required: true, nameIt: 'tabella' },
    ),
    option.integer(
      'cf',
      loc('Total combat factors (a defender adds its fort)', 'Fattori di combattimento (il difensore somma il forte)'),
      {
        required: true,
        min: 0,
        max: 99,
      },
    ),
    option.integer(
      'shift',
      loc('Net column shift: negative = left (12.2.8)', 'Spostamento netto di colonna: negativo = sinistra'),
      {
        min: -9,
        max: 9,
        nameIt: 'spostamento',
      },
    ),
    option.integer(
      'drm',
      loc('Die-roll modifier: combat cards, Sinai −3 (12.2.7)', 'Modificatore: carte di combattimento, Sinai −3'),
      {
        min: -9,
        max: 9,
      },
    ),
  ],
  input: z.object({
    table: z.enum(['army', 'corps']),
    cf: z.number().int().min(0),
    shift: z.number().int().default(0),
    drm: z.number().int().default(0),
  }),
  resolve(input, dice) {
    const fire = rollFire(dice, input.table, input.cf, input.shift, input.drm);
    return {
      ok: true,
      result: { lossNumber: fire.lossNumber, table: fire.table, column: fire.column, row: fire.row, die: fire.die },
      rules: ['12.2.7', '12.2.8', '12.2.9', '12.4.1'],
      text: describeFire(fire),
    };
  },
});
