import { z } from 'zod';
import { loc } from '../../core/localized.js';
import type { MissingTable } from '../../core/ruling.js';
import { CRT_TABLE_ID, readCrtCell, type CrtResult } from './rules/crt.js';
import { CRT_COLUMNS } from './rules/tables.js';
import { crtCellError } from './words.js';

/**
 * The Combat Results Table grid (9.9), a table the rulebook lacks: it prints only the legend and the column shifts,
 * so the grid (odds column × modified white die, possibly × black die) comes from the club's own player-aid card as
 * pack data, `tables.combat-results`. Its results are read by rules/crt.ts.
 */

export { CELL_FORM } from './words.js';
export { RETREAT_PRINTED, type CrtResult, type CrtSide, type RetreatSymbol } from './rules/crt.js';

/** Reads a printed result, or says why it does not read (the pack's validation shows it). */
export function parseCrtCell(printed: string): CrtResult | string {
  const read = readCrtCell(printed);
  return read.ok ? read.result : crtCellError(read.problem);
}

const cellSchema = z.string().superRefine((text, ctx) => {
  const parsed = parseCrtCell(text);
  if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
});

/** A row is one result, or six results by black die (1–6) if the card reads the black die in the grid. */
const rowSchema = z.union([cellSchema, z.array(cellSchema).length(6)]);

export const crtSchema = z.object({
  /** Column label → modified white die (as an integer string; the lowest and highest rows read "or less"/"or more") → result. */
  columns: z.partialRecord(z.enum(CRT_COLUMNS), z.record(z.string().regex(/^-?\d+$/), rowSchema)),
});
export type CrtGrid = z.infer<typeof crtSchema>;

export const crtTable: MissingTable<CrtGrid> = {
  id: CRT_TABLE_ID,
  title: loc('Combat Results Table (CRT)', 'Tabella dei Risultati del Combattimento (CRT)'),
  gap: loc(
    'Rules 9.9 and 9.1.1g cross the final odds column with the modified white die (and the black die) on the CRT, ' +
      'but the rulebook holds only its legend and column shifts (p. 109): the grid must come from the player-aid card.',
    'Le regole 9.9 e 9.1.1g incrociano la colonna finale con il dado bianco modificato (e il nero) sulla CRT, ' +
      'ma il regolamento ne riporta solo la legenda e gli spostamenti (p. 109): la griglia va presa dalla tabella di gioco.',
  ),
  schema: crtSchema,
};
