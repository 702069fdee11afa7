import type { SeaNationality, Side } from '../model.js';

/**
 * The rulebook's dice tables as data (their printed names are in words.ts) (appendix pp. 30–31 and the rules that print them). Every value here is
 * checked cell by cell against the Italian text in tests/unit/games/grand-illusion/tables.test.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// CAP table (5.1, appendix p. 30). The OCR prints each row as "Joffre, Joffre II, Moltke, Falkenhayn, die"; read
// with the die last, every column rises with the die, which no other parse gives.

export type CapColumn = 'joffre' | 'joffre2' | 'moltke' | 'falkenhayn';
export const CAP_COLUMNS: readonly CapColumn[] = ['joffre', 'joffre2', 'moltke', 'falkenhayn'];

/** Which player rolls on a column: the Allies on the Joffre columns, the Germans on Moltke/Falkenhayn (5.1.2, 5.1.3). */
export const CAP_COLUMN_SIDE: Record<CapColumn, Side> = {
  joffre: 'allied',
  joffre2: 'allied',
  moltke: 'german',
  falkenhayn: 'german',
};

/** CAP received, by column, for a die of 1..6 (index 0..5). */
export const CAP_TABLE: Record<CapColumn, readonly number[]> = {
  joffre: [4, 4, 4, 4, 5, 5],
  joffre2: [5, 6, 7, 8, 8, 9],
  moltke: [5, 6, 7, 7, 8, 9],
  falkenhayn: [6, 7, 8, 9, 9, 10],
};

/** Turn 1 is not rolled (5.1.4, CAP table notes): 4 Allied, 6 German; scenario 3 rolls from turn 1 (13.3 #3). */
export const TURN_ONE_CAP: Record<Side, number> = { allied: 4, german: 6 };

/** The CAP marker never goes above 10 (FoW 5 and 9; the General Track). */
export const CAP_MAX = 10;

// ---------------------------------------------------------------------------------------------------------------
// Fortunes of War (9.1.4, appendix p. 31): 2d6 rolled by the attacker before each battle, after HA bombardment.

export type FowRow =
  | 'rout'
  | 'cautious-attacker'
  | 'skirmish'
  | 'german-general-staff'
  | 'offensive-a-outrance'
  | 'defenders-tactical-advantage'
  | 'attacker-surprise'
  | 'allied-general-staff'
  | 'counterattack';

/** The event printed against each total 2..12. */
export const FOW_TABLE: Readonly<Record<number, FowRow>> = {
  2: 'rout',
  3: 'cautious-attacker',
  4: 'skirmish',
  5: 'german-general-staff',
  6: 'offensive-a-outrance',
  7: 'defenders-tactical-advantage',
  8: 'attacker-surprise',
  9: 'allied-general-staff',
  10: 'counterattack',
  11: 'offensive-a-outrance',
  12: 'rout',
};

/** FoW 6 and 11 read as Mandated Battles after turn 4: 6 for the Allies, 11 for the Germans. */
export const FOW_MANDATED_AFTER_TURN = 4;
export const FOW_MANDATED_SIDE: Readonly<Record<number, Side>> = { 6: 'allied', 11: 'german' };

/** Aid card, Allied Mandated Battles item 4: FoW 3, 7 and 10 are no effect in an Allied Mandated Battle. */
export const FOW_NO_EFFECT_IN_ALLIED_MANDATED: readonly number[] = [3, 7, 10];

// ---------------------------------------------------------------------------------------------------------------
// Retreat to Sea (9.4.5, appendix p. 30): one d6 per retreating Allied unit.

export type SeaResult = { readonly kind: 'turn-track'; readonly turnsAhead: number } | { readonly kind: 'eliminated' };

/** Result by modified die 1..6 (index 0..5). */
export const SEA_RETREAT_TABLE: readonly SeaResult[] = [
  { kind: 'turn-track', turnsAhead: 2 },
  { kind: 'turn-track', turnsAhead: 3 },
  { kind: 'turn-track', turnsAhead: 4 },
  { kind: 'turn-track', turnsAhead: 5 },
  { kind: 'eliminated' },
  { kind: 'eliminated' },
];

/** The table's DRMs: British unit −1, French Territorials +2, Belgian +3; other French units none. */
export const SEA_RETREAT_DRM: Record<SeaNationality, number> = {
  british: -1,
  french: 0,
  territorial: 2,
  belgian: 3,
};

// ---------------------------------------------------------------------------------------------------------------
// Concentric Attack (9.2.3 b): qualifying adjacent hexes → attacker DRM.

/** DRM by number of qualifying adjacent hexes 0..6 (index = count). */
export const CONCENTRIC_DRM: readonly number[] = [0, 0, 0, -1, -1, -2, -2];

// ---------------------------------------------------------------------------------------------------------------
// Siege surrender (9.5.3): one d6 per besieged fort in the Attrition segment.

/** Highest die at which a fort surrenders: 1–2 without a garrison, 1 with one (9.5.2, 9.5.3). */
export const SURRENDER_AT_MOST: Record<'garrisoned' | 'ungarrisoned', number> = { garrisoned: 1, ungarrisoned: 2 };

// ---------------------------------------------------------------------------------------------------------------
// Amphibious landing (13.3 a, Allied option 4 "Better sea control"): a d6 instead of the FoW roll.

export type LandingOutcome = 'surprise' | 'prepared';
/** By die 1..6 (index 0..5): 1–2 surprise, 3–6 the Germans are prepared. */
export const LANDING_TABLE: readonly LandingOutcome[] = [
  'surprise',
  'surprise',
  'prepared',
  'prepared',
  'prepared',
  'prepared',
];

// ---------------------------------------------------------------------------------------------------------------
// Hexes named by the rules.

/** 2.2: the Vosges mountain hexes, "Retreat Not Mandatory". */
export const VOSGES_HEXES: readonly number[] = [102, 103];

/** 3.2.1: Plan 17 VP hexes; 86 (Metz) and 105 (Strasbourg) score double. */
export const PLAN17_VP_HEXES: readonly number[] = [85, 86, 95, 96, 100, 103, 105, 107];
export const PLAN17_DOUBLE_HEXES: readonly number[] = [86, 105];

/** 3.2.2: the 15 German VP hexes other than Paris; 13.4 h doubles 76 and 87. */
export const GERMAN_VP_HEXES: readonly number[] = [8, 14, 16, 23, 26, 34, 36, 38, 48, 52, 58, 76, 87, 98, 104];
export const GERMAN_DOUBLE_HEXES: readonly number[] = [76, 87];

/** 3.1.2, 3.2.4: Paris (hex 19) scores through its own 10 VP marker, not a marker drawn from the cup. */
export const PARIS_HEX = 19;
export const PARIS_VP = 10;

/** 3.1.2: 8 Plan 17 markers and 15 German markers (besides the Paris marker) go in the cups. */
export const CUP_SIZE: Record<'german' | 'plan17', number> = { german: 15, plan17: 8 };
