import type { Bracket } from '../../../core/tables.js';
import type { Side, Terrain, TrenchLevel } from '../model.js';

/**
 * The printed tables of the 2004 rulebook (pages 26–27 of the Italian edition), as data; their names in words are in
 * words.ts. The extraction flattened every table and dropped its blank (zero) cells: README.md says how each was
 * re-read and which cells the text alone cannot confirm.
 */

/** The two combat tables (12.2.8): a side with at least one Army, even reduced, fires on the Army table. */
export type CombatTable = 'army' | 'corps';

/** Army Combat Table columns ("Tabella di Attacco delle Armate"): a CF of 0 fires on column 1 (12.3.4.1). */
export const ARMY_COLUMNS: readonly Bracket[] = [
  { from: 0, label: '1' },
  { from: 2, label: '2' },
  { from: 3, label: '3' },
  { from: 4, label: '4' },
  { from: 5, label: '5' },
  { from: 6, label: '6-8' },
  { from: 9, label: '9-11' },
  { from: 12, label: '12-14' },
  { from: 15, label: '15' },
  { from: 16, label: '16+' },
];

/** Corps Combat Table columns ("Tabella di Attacco dei Corpi"): corps and/or forts only. */
export const CORPS_COLUMNS: readonly Bracket[] = [
  { from: 0, label: '0' },
  { from: 1, label: '1' },
  { from: 2, label: '2' },
  { from: 3, label: '3' },
  { from: 4, label: '4' },
  { from: 5, label: '5' },
  { from: 6, label: '6' },
  { from: 7, label: '7' },
  { from: 8, label: '8+' },
];

/** Loss numbers of the Army Combat Table: row = modified die 1..6, column as ARMY_COLUMNS. */
export const ARMY_TABLE: readonly (readonly number[])[] = [
  [0, 1, 1, 2, 2, 3, 3, 4, 4, 5],
  [1, 1, 2, 2, 3, 3, 4, 4, 5, 5],
  [1, 2, 2, 3, 3, 4, 4, 5, 5, 7],
  [1, 2, 3, 3, 4, 4, 5, 5, 7, 7],
  [2, 3, 3, 4, 4, 5, 5, 7, 7, 7],
  [2, 3, 4, 4, 5, 5, 7, 7, 7, 7],
];

/** Loss numbers of the Corps Combat Table: row = modified die 1..6, column as CORPS_COLUMNS. */
export const CORPS_TABLE: readonly (readonly number[])[] = [
  [0, 0, 0, 1, 1, 1, 1, 1, 2],
  [0, 0, 1, 1, 1, 1, 1, 2, 2],
  [0, 0, 1, 1, 1, 2, 2, 2, 3],
  [0, 1, 1, 1, 2, 2, 2, 3, 3],
  [1, 1, 1, 2, 2, 2, 3, 3, 4],
  [1, 1, 1, 2, 2, 3, 3, 4, 4],
];

export const COMBAT_TABLES: Readonly<
  Record<CombatTable, { columns: readonly Bracket[]; rows: readonly (readonly number[])[] }>
> = {
  army: { columns: ARMY_COLUMNS, rows: ARMY_TABLE },
  corps: { columns: CORPS_COLUMNS, rows: CORPS_TABLE },
};

// ---------------------------------------------------------------------------------------------------------------
// Terrain Effects Chart ("Tabella degli Effetti del Terreno"), page 26.

export interface TerrainEffects {
  /** Column shift of the attacker's fire into this space (negative = left, "SX"). */
  readonly attackShift: number;
  /** Defenders here may cancel a retreat by losing one more step (12.5.3). */
  readonly cancelRetreat: boolean;
  /** Advancing units must stop on entering (12.7.3). */
  readonly stopsAdvance: boolean;
  /** "È permesso l'attacco di fianco?" */
  readonly flankAllowed: boolean;
}

export const TERRAIN: Readonly<Record<Terrain, TerrainEffects>> = {
  clear: { attackShift: 0, cancelRetreat: false, stopsAdvance: false, flankAllowed: true },
  // TEC: "Attacco 1 SX"; flank "No" (the rule text of 12.3.1 does not list mountain: README.md).
  mountain: { attackShift: -1, cancelRetreat: true, stopsAdvance: true, flankAllowed: false },
  swamp: { attackShift: -1, cancelRetreat: true, stopsAdvance: true, flankAllowed: false },
  forest: { attackShift: 0, cancelRetreat: true, stopsAdvance: true, flankAllowed: true },
  // TEC: "No combattimento in estate in o fuori da" (no combat into or out of a desert space in summer).
  desert: { attackShift: 0, cancelRetreat: true, stopsAdvance: true, flankAllowed: true },
};

/** TEC trench rows: level 1 "Attacco 1 SX, Difesa 1 DX"; level 2 "Attacco 2 SX, Difesa 1 DX"; no flank; may cancel retreat. */
export const TRENCH: Readonly<Record<TrenchLevel, { attackShift: number; defenceShift: number }>> = {
  0: { attackShift: 0, defenceShift: 0 },
  1: { attackShift: -1, defenceShift: 1 },
  2: { attackShift: -2, defenceShift: 1 },
};

// ---------------------------------------------------------------------------------------------------------------
// Peace Terms tables ("Tabella dei Termini di Pace"), page 26: the offerer's die, by Combined War Status.

/** VP change by die 1..6 (positive = towards the Central Powers), for CWS 0–19 and 20+. */
export const PEACE_TABLE: Readonly<Record<Side, { low: readonly number[]; high: readonly number[] }>> = {
  // OFFERTA DELLE POTENZE CENTRALI (totale VP 11 o più)
  cp: { low: [1, 1, 1, 0, 0, -1], high: [1, 1, 0, 0, 0, -1] },
  // OFFERTA DELLE POTENZE ALLEATE (totale VP 9 o più)
  ap: { low: [-1, -1, -1, 0, 0, 1], high: [-1, -1, 0, 0, 0, 1] },
};

/** The CWS column boundary of the Peace Terms tables: "0-19" and "20+". */
export const PEACE_HIGH_CWS = 20;

// ---------------------------------------------------------------------------------------------------------------
// Replacement table ("Tabella dei Costi per i Rimpiazzi"), page 27.

/** One action of the Replacement table; corps actions marked `half` are bought two for 1 RP. */
export type ReplacementAction =
  'army-flip' | 'army-reduced' | 'army-full' | 'corps-full' | 'corps-flip' | 'reserve-corps-flip' | 'corps-reduced';

export const REPLACEMENT_ACTIONS: Readonly<Record<ReplacementAction, { rp: number | 'half' }>> = {
  'army-flip': { rp: 1 },
  'army-reduced': { rp: 1 },
  'army-full': { rp: 2 },
  'corps-full': { rp: 1 },
  // "Girare 2 Corpi ridotti dalla parte a piena forza" (1 RP), or with an eliminated corps placed reduced (row 5).
  'corps-flip': { rp: 'half' },
  // Row 2 does not say where the corps is; row 5 pairs only a corps flipped on the map with a reduced placement.
  'reserve-corps-flip': { rp: 'half' },
  'corps-reduced': { rp: 'half' },
};

export const REPLACEMENT_ACTION_LIST = Object.keys(REPLACEMENT_ACTIONS) as ReplacementAction[];
