import { z } from 'zod';
import { d6, type Dice } from '../../core/dice.js';
import { loc, type Localized } from '../../core/localized.js';
import type { MissingTable } from '../../core/ruling.js';
import { CRT_COLUMNS, type BattleType, type CrtColumn } from './tables.js';

/**
 * The Combat Results Table (9.9). The rulebook prints only its legend and column shifts; the grid (odds column
 * × modified white die, possibly × black die) comes from the club's own player-aid card as pack data.
 */

export type RetreatSymbol = 'b1' | 'b2' | 'w1';

export interface CrtSide {
  /** "E": CEL reductions per Force. */
  readonly e: number;
  /** "+#/−#": DRM to this side's Post-Combat EC. */
  readonly drm: number;
  /** "s": Strength Reductions (one unit each). */
  readonly s: number;
}

export interface CrtResult {
  readonly printed: string;
  readonly attacker: CrtSide;
  readonly defender: CrtSide & { readonly retreat: RetreatSymbol | null };
}

const RETREAT_TOKENS: ReadonlyArray<readonly [string, RetreatSymbol]> = [
  ['❶', 'b1'],
  ['\uf08c', 'b1'],
  ['b1', 'b1'],
  ['❷', 'b2'],
  ['\uf08d', 'b2'],
  ['b2', 'b2'],
  ['①', 'w1'],
  ['\uf081', 'w1'],
  ['w1', 'w1'],
];

export const RETREAT_PRINTED: Readonly<Record<RetreatSymbol, string>> = { b1: '❶', b2: '❷', w1: '①' };

/** 9.9.2 one side of a result: E, ±#, s and (defender only) one retreat symbol; "-" or "" for nothing. */
function parseSide(text: string, defender: boolean): (CrtSide & { retreat: RetreatSymbol | null }) | string {
  let rest = text.replace(/\s+/g, '').replace(/−/g, '-');
  const side = { e: 0, drm: 0, s: 0, retreat: null as RetreatSymbol | null };
  if (rest === '-' || rest === '—' || rest === '–') return side;
  while (rest !== '') {
    const number = /^([+-]\d+)/.exec(rest);
    if (number?.[1]) {
      side.drm += Number(number[1]);
      rest = rest.slice(number[1].length);
      continue;
    }
    const e = /^(\d*)E/.exec(rest);
    if (e) {
      side.e += e[1] ? Number(e[1]) : 1;
      rest = rest.slice(e[0].length);
      continue;
    }
    const s = /^(\d*)s/.exec(rest);
    if (s) {
      side.s += s[1] ? Number(s[1]) : 1;
      rest = rest.slice(s[0].length);
      continue;
    }
    const retreat = RETREAT_TOKENS.find(([token]) => rest.startsWith(token));
    if (retreat) {
      if (!defender) return 'retreat symbols belong to the defender (right of the "/")';
      if (side.retreat) return 'one retreat symbol per result';
      side.retreat = retreat[1];
      rest = rest.slice(retreat[0].length);
      continue;
    }
    return `cannot read "${rest}"`;
  }
  return side;
}

export const CELL_FORM = '"attacker/defender" as printed, e.g. "+3/+3①", "-1/+4❶", "+3s/s", "E/-" (❶=b1, ❷=b2, ①=w1)';

export function parseCrtCell(printed: string): CrtResult | string {
  const halves = printed.split('/');
  if (halves.length !== 2) return `a result is ${CELL_FORM}`;
  const attacker = parseSide(halves[0] ?? '', false);
  if (typeof attacker === 'string') return `attacker side of "${printed}": ${attacker}`;
  const defender = parseSide(halves[1] ?? '', true);
  if (typeof defender === 'string') return `defender side of "${printed}": ${defender}`;
  const { retreat: _none, ...attackerSide } = attacker;
  return { printed, attacker: attackerSide, defender };
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
  id: 'combat-results',
  title: loc('Combat Results Table (CRT)', 'Tabella dei Risultati del Combattimento (CRT)'),
  gap: loc(
    'Rules 9.9 and 9.1.1g cross the final odds column with the modified white die (and the black die) on the CRT, ' +
      'but the rulebook holds only its legend and column shifts (p. 109): the grid must come from the player-aid card.',
    'Le regole 9.9 e 9.1.1g incrociano la colonna finale con il dado bianco modificato (e il nero) sulla CRT, ' +
      'ma il regolamento ne riporta solo la legenda e gli spostamenti (p. 109): la griglia va presa dalla tabella di gioco.',
  ),
  schema: crtSchema,
};

export function missingCrtMessage(rule: string): Localized {
  return loc(
    `The Combat Results Table grid is not in the rulebook (rule ${rule} reads it): load a pack whose ` +
      '`tables.combat-results` holds it (/pack import, or `npx umpire pack check` to validate).',
    `La griglia della Tabella dei Risultati del Combattimento non è nel regolamento (la regola ${rule} la usa): ` +
      'caricate un pack il cui `tables.combat-results` la contenga (/pack import, o `npx umpire pack check` per validarlo).',
  );
}

/** Reads the loaded grid; a die beyond the rows printed reads the lowest/highest row. */
export function lookupCrt(
  grid: CrtGrid,
  column: CrtColumn,
  modifiedWhite: number,
  black: number,
): { ok: true; result: CrtResult; row: number } | { ok: false; message: Localized } {
  const rows = grid.columns[column];
  if (!rows || Object.keys(rows).length === 0)
    return {
      ok: false,
      message: loc(
        `The loaded CRT has no column ${column}: complete \`tables.combat-results\` in the pack.`,
        `La CRT caricata non ha la colonna ${column}: completate \`tables.combat-results\` nel pack.`,
      ),
    };
  const keys = Object.keys(rows)
    .map(Number)
    .sort((a, b) => a - b);
  const lowest = keys[0] ?? 0;
  const highest = keys[keys.length - 1] ?? 0;
  const row = Math.min(Math.max(modifiedWhite, lowest), highest);
  const entry = rows[String(row)];
  if (entry === undefined)
    return {
      ok: false,
      message: loc(
        `The loaded CRT has no row ${row} in column ${column}: complete \`tables.combat-results\` in the pack.`,
        `La CRT caricata non ha la riga ${row} nella colonna ${column}: completate \`tables.combat-results\` nel pack.`,
      ),
    };
  const printed = typeof entry === 'string' ? entry : (entry[black - 1] ?? '');
  const parsed = parseCrtCell(printed);
  if (typeof parsed === 'string') throw new Error(`a validated CRT cell failed to parse: ${parsed}`);
  return { ok: true, result: parsed, row };
}

// ---------------------------------------------------------------------------------------------------------------
// Rolling the CRT dice (9.9.1) with the Inferior Allied Doctrine (21.1).

export type AlliedSide = 'attacker' | 'defender';

export interface CrtRoll {
  readonly white: number;
  readonly black: number;
  /** The first pair when 21.1 made the Allies roll again. */
  readonly first?: { readonly white: number; readonly black: number };
}

/** 21.1 in GT 1–5 an Allied attacker re-rolls both dice on a black 1, an Allied defender on a black 6; once. */
export function doctrineApplies(gt: number | undefined): boolean {
  return gt !== undefined && gt >= 1 && gt <= 5;
}

export function rollCrt(dice: Dice, gt: number | undefined, allied: AlliedSide | undefined): CrtRoll {
  const white = d6(dice, 'crt-white');
  const black = d6(dice, 'crt-black');
  const trigger = allied === 'attacker' ? 1 : 6;
  if (doctrineApplies(gt) && allied !== undefined && black === trigger) {
    const again = { white: d6(dice, 'crt-white'), black: d6(dice, 'crt-black') };
    return { ...again, first: { white, black } };
  }
  return { white, black };
}

export function describeCrtRoll(roll: CrtRoll, allied: AlliedSide | undefined): Localized {
  if (!roll.first) return loc(`White ${roll.white}, black ${roll.black}`, `Bianco ${roll.white}, nero ${roll.black}`);
  const why =
    allied === 'attacker'
      ? loc('the Allies attack and the black die is 1', 'gli Alleati attaccano e il nero è 1')
      : loc('the Allies defend and the black die is 6', 'gli Alleati difendono e il nero è 6');
  return loc(
    `White ${roll.first.white}, black ${roll.first.black}: ${why.en}, both dice rolled again (21.1): white ${roll.white}, black ${roll.black}`,
    `Bianco ${roll.first.white}, nero ${roll.first.black}: ${why.it}, si ritirano entrambi i dadi (21.1): bianco ${roll.white}, nero ${roll.black}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Intensity (9.8.2): which CRT retreat applies and the extra Strength Reductions.

export interface IntensityEffect {
  /** Hexes of CRT retreat the defender actually makes. */
  readonly retreat: number;
  readonly attackerSr: number;
  readonly defenderSr: number;
}

export function applyIntensity(battle: BattleType, retreat: RetreatSymbol | null): IntensityEffect {
  const black = retreat === 'b1' ? 1 : retreat === 'b2' ? 2 : 0;
  const white = retreat === 'w1' ? 1 : 0;
  const noBlackRetreat = retreat === null || retreat === 'w1';
  switch (battle) {
    case 'none': // no effect: black retreats apply, the white ① only in an Attacker Intense battle
      return { retreat: black, attackerSr: 0, defenderSr: 0 };
    case 'attacker': // ① active; SR to the attacker on no retreat or ①
      return { retreat: black + white, attackerSr: noBlackRetreat ? 1 : 0, defenderSr: 0 };
    case 'defender': // all retreats ignored; SR to the defender on ①, ❶ or ❷
      return { retreat: 0, attackerSr: 0, defenderSr: retreat === null ? 0 : 1 };
    case 'intense': // only black retreats; both SR rules
      return { retreat: black, attackerSr: noBlackRetreat ? 1 : 0, defenderSr: retreat === null ? 0 : 1 };
  }
}
