/**
 * 1914 Offensive à outrance: the rulebook's tables as data, transcribed from the Italian player aids
 * (pp. 107–115 of offensive-1914.it.txt) and checked against the rules that cite them. Cells the PDF
 * extraction left in doubt are marked `// unconfirmed` and listed in README.md. The combat results grid
 * itself is not in the book: it is a pack-loaded table (crt.ts). The tables' names in words are in words.ts.
 */
import type { HexTerrain, Hexside, UnitKind } from '../model.js';

// ---------------------------------------------------------------------------------------------------------------
// CRT columns (9.6, 9.9). 1:4 and 8:1 are the ends (9.6.2); 1:1, 2:1, 3:1, 4:1, 6:1, 8:1 and the adjacencies
// 2:1→1:1, 4:1→6:1, 3:1→2:1 are confirmed by the worked examples; 1:3 and 1:2 are inferred (unconfirmed).

export const CRT_COLUMNS = ['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1'] as const;
export type CrtColumn = (typeof CRT_COLUMNS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Terrain Effects Chart (TEC), combat column (p. 110). Hex terrain gives the defending group one bonus (9.3.1);
// hexside terrain reduces the AS of each Force attacking across it (9.3.2).

/** DS added to the defending group (TEC "+# DS", 9.3.1). */
export const TERRAIN_DS_BONUS: Readonly<Record<HexTerrain, number>> = {
  open: 0,
  woods: 2, // unconfirmed: the flattened column holds "+2 DS, +2 DS, +4 DS" for six rows
  heath: 0, // unconfirmed
  hills: 2, // unconfirmed ("Colline/Vallata Montagna")
  mountain: 4, // 9.3.1 example: DS 2 in Mountain defends with 6
  'steep-mountain': 4, // unconfirmed (read as a cell merged with Mountain)
};

/** Hexsides nobody may attack across (9.2.3; TEC "P"). */
export const NO_ATTACK_HEXSIDES: readonly Hexside[] = ['crest', 'flood', 'sea'];

/**
 * AS reduction per Force attacking across the hexside (TEC, 9.3.2). The "−2 AS" of the hexside block sits
 * on Dense Forest or on Marsh (the extraction dropped the blank cell): `minus2` chooses (README, option
 * `tec-reading`). Forest has no effect (combat example p. 35: 23/12 attacks across Forest at full AS).
 */
export function hexsideAsPenalty(hexside: Hexside, minus2: 'dense-forest' | 'marsh'): number {
  switch (hexside) {
    case 'minor':
      return 1; // combat example p. 35: −1 AS for the minor river
    case 'major':
      return 2;
    case 'great':
      return 2; // "-2 AS/1 S"
    case 'imposing':
      return 3; // "-3 AS/2 S"
    case 'dense-forest':
      return minus2 === 'dense-forest' ? 2 : 0; // unconfirmed
    case 'marsh':
      return minus2 === 'marsh' ? 2 : 0; // unconfirmed
    case 'none':
    case 'forest':
    case 'escarpment': // ½ AV only (10.1.1a), no AS effect
    case 'crest':
    case 'flood':
    case 'sea':
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Artillery Table (10.1, p. 112): the opponent's total AV against the number of own DE → own EC DRM.

export interface ArtilleryBand {
  readonly drm: number;
  readonly from: number;
  /** Inclusive; absent for the open-ended "13+" cells. */
  readonly to?: number;
}

export interface ArtilleryRow {
  /** Lowest own DE of the row (inclusive). */
  readonly minDe: number;
  readonly label: string;
  readonly bands: readonly ArtilleryBand[];
}

/** Rows from most DE to fewest; a DE value falls in the first row whose `minDe` it reaches. */
export const ARTILLERY_TABLE: readonly ArtilleryRow[] = [
  {
    minDe: 3,
    label: '≥3',
    bands: [
      { drm: -2, from: 0, to: 2 },
      { drm: -1, from: 3, to: 5 },
      { drm: 0, from: 6, to: 12 },
      { drm: 1, from: 13 },
    ],
  },
  {
    minDe: 2,
    label: '2-2¾',
    bands: [
      { drm: -2, from: 0, to: 1 },
      { drm: -1, from: 2, to: 3 },
      { drm: 0, from: 4, to: 8 },
      { drm: 1, from: 9, to: 15 },
      { drm: 2, from: 16 },
    ],
  },
  {
    minDe: 1,
    label: '1-1¾',
    bands: [
      { drm: -2, from: 0, to: 0 },
      { drm: -1, from: 1, to: 2 },
      { drm: 0, from: 3, to: 6 },
      { drm: 1, from: 7, to: 12 },
      { drm: 2, from: 13 },
    ],
  },
  {
    minDe: 0,
    label: '≤¾',
    bands: [
      { drm: -2, from: 0, to: 0 },
      { drm: -1, from: 1, to: 1 },
      { drm: 0, from: 2, to: 4 },
      { drm: 1, from: 5, to: 8 },
      { drm: 2, from: 9, to: 13 },
      { drm: 3, from: 14 },
    ],
  },
];

export function bandLabel(band: ArtilleryBand): string {
  if (band.to === undefined) return `${band.from}+`;
  return band.from === band.to ? `${band.from}` : `${band.from}-${band.to}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Post-Combat EC failure table (10.3, p. 112).

export interface EcFailureRow {
  readonly from: number;
  /** Inclusive; absent for "10 +". */
  readonly to?: number;
  readonly label: string;
  /** "-# E": CE levels lost. */
  readonly ceLoss: number;
  /** "s": Strength Reductions. */
  readonly sr: number;
  /** Retreat in hexes ordered by the failure itself. */
  readonly retreat: number;
  /** "& if CI or Demoralized": the extra retreat. */
  readonly ciRetreat: number;
}

export const EC_FAILURE_TABLE: readonly EcFailureRow[] = [
  { from: 1, to: 3, label: '1–3', ceLoss: 1, sr: 0, retreat: 0, ciRetreat: 1 },
  { from: 4, to: 6, label: '4–6', ceLoss: 2, sr: 0, retreat: 0, ciRetreat: 2 },
  { from: 7, to: 9, label: '7–9', ceLoss: 3, sr: 0, retreat: 1, ciRetreat: 2 },
  { from: 10, label: '10+', ceLoss: 3, sr: 1, retreat: 2, ciRetreat: 2 },
];

// ---------------------------------------------------------------------------------------------------------------
// Forced March Results table (7.2.4, p. 108). The EC gets +1 per Forced March MP (7.2.3).

export const FORCED_MARCH_UNITS = ['infantry', 'cavalry', 'support', 'loc-cavalry'] as const;
export type ForcedMarchUnit = (typeof FORCED_MARCH_UNITS)[number];

export interface ForcedMarchCell {
  readonly printed: string;
  readonly ceLoss: number;
  readonly sr: number;
  /** "⇨": remove the unit's PA marker. */
  readonly removePa: boolean;
}

/** By unit type: [failed by 1–4, failed by 5+]. LOC cavalry is eliminated instead (8.7.3). */
export const FORCED_MARCH_TABLE: Readonly<
  Record<Exclude<ForcedMarchUnit, 'loc-cavalry'>, readonly [ForcedMarchCell, ForcedMarchCell]>
> = {
  infantry: [
    { printed: '-1E ⇨', ceLoss: 1, sr: 0, removePa: true },
    { printed: '-1E s ⇨', ceLoss: 1, sr: 1, removePa: true },
  ],
  cavalry: [
    { printed: '-1E', ceLoss: 1, sr: 0, removePa: false },
    { printed: '-2E', ceLoss: 2, sr: 0, removePa: false },
  ],
  support: [
    { printed: 's ⇨', ceLoss: 0, sr: 1, removePa: true },
    { printed: 's ⇨', ceLoss: 0, sr: 1, removePa: true },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Combat Intensity matrix (9.8.1, p. 111).

export const BATTLE_TYPES = ['none', 'attacker', 'defender', 'intense'] as const;
export type BattleType = (typeof BATTLE_TYPES)[number];

export function battleType(attackerIntense: boolean, defenderIntense: boolean): BattleType {
  if (attackerIntense) return defenderIntense ? 'intense' : 'attacker';
  return defenderIntense ? 'defender' : 'none';
}

// ---------------------------------------------------------------------------------------------------------------
// Fortress Bombardment Results Table [1d6] (12.4.3, p. 113): calibre against Fortress Class.
// "◆" no effect; "1"/"2" strength levels lost; "+" re-roll (1–3 = 1 loss); "*" one more loss if the firing
// unit is the 5+6 sKM. The 42 cm columns are clean in the text. The 21 cm and 30.5 cm cells were extracted
// out of order: the row contents are certain, the place of the "◆" in rows 2–5 is reconstructed (README).

export const BOMBARD_COLUMNS = ['21-C', '21-B', '21-A', '30.5-C', '30.5-B', '30.5-A', '42-CB', '42-A'] as const;
export type BombardColumn = (typeof BOMBARD_COLUMNS)[number];

export const BOMBARD_TABLE: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, Readonly<Record<BombardColumn, string>>>> = {
  1: { '21-C': '1', '21-B': '1', '21-A': '+', '30.5-C': '1*', '30.5-B': '1', '30.5-A': '1', '42-CB': '2', '42-A': '2' },
  2: { '21-C': '1', '21-B': '1', '21-A': '◆', '30.5-C': '1', '30.5-B': '1', '30.5-A': '1', '42-CB': '2', '42-A': '1' },
  3: { '21-C': '1', '21-B': '+', '21-A': '◆', '30.5-C': '1', '30.5-B': '1', '30.5-A': '◆*', '42-CB': '1', '42-A': '1' },
  4: { '21-C': '◆', '21-B': '◆', '21-A': '◆', '30.5-C': '1', '30.5-B': '1', '30.5-A': '◆*', '42-CB': '1', '42-A': '1' },
  5: { '21-C': '◆', '21-B': '◆', '21-A': '◆', '30.5-C': '◆*', '30.5-B': '◆', '30.5-A': '◆', '42-CB': '1', '42-A': '1' },
  6: { '21-C': '◆', '21-B': '◆', '21-A': '◆', '30.5-C': '◆', '30.5-B': '◆', '30.5-A': '◆', '42-CB': '1', '42-A': '◆' },
};

/** Row 5's "◆*" is read in the 30.5 cm Class C column by default; `star5 = 'a'` moves it to Class A (README). */
export function bombardCell(roll: 1 | 2 | 3 | 4 | 5 | 6, column: BombardColumn, star5: 'c' | 'a'): string {
  if (roll === 5 && star5 === 'a') {
    if (column === '30.5-C') return '◆';
    if (column === '30.5-A') return '◆*';
  }
  return BOMBARD_TABLE[roll][column];
}

/** What a bombardment cell means for one gun die. */
export interface BombardEffect {
  readonly losses: number;
  readonly reroll: boolean;
  readonly skmBonus: boolean;
}

export function bombardEffect(cell: string): BombardEffect {
  const skmBonus = cell.endsWith('*');
  const core = skmBonus ? cell.slice(0, -1) : cell;
  if (core === '+') return { losses: 0, reroll: true, skmBonus };
  if (core === '◆') return { losses: 0, reroll: false, skmBonus };
  return { losses: Number(core), reroll: false, skmBonus };
}

/** "+ = Ritirate … con 1, 2 o 3 = perdita di forza" (12.4.3). */
export const BOMBARD_REROLL_HIT_MAX = 3;

// ---------------------------------------------------------------------------------------------------------------
// Prep Bombardment table [1d6] (13.3.4, p. 113): number of 21 cm units (x2 = 2, METZ = 4) against the roll.
// "#" column shifts right, "s" one SR to the defender, "#E" +# to the defender's post-combat EC.

export const PREP_ROWS = ['1', '2', '3', '4', '5', '6', '7', '8+'] as const;
export type PrepRow = (typeof PREP_ROWS)[number];
export const PREP_COLUMNS = [4, 5, 6] as const;
export type PrepColumn = (typeof PREP_COLUMNS)[number];

export const PREP_TABLE: Readonly<Record<PrepRow, Readonly<Record<PrepColumn, string>>>> = {
  '1': { 4: '6+s+3E', 5: '7+s+3E', 6: '7+s+3E' },
  '2': { 4: '5+s+3E', 5: '6+s+3E', 6: '7+s+3E' },
  '3': { 4: '4+s+3E', 5: '5+s+3E', 6: '6+s+3E' },
  '4': { 4: '3+s+3E', 5: '4+s+3E', 6: '5+s+3E' },
  '5': { 4: '3+s+2E', 5: '3+s+2E', 6: '3+s+3E' },
  '6': { 4: '2+s+1E', 5: '2+s+2E', 6: '2+s+2E' },
  '7': { 4: '1+1E', 5: '1+s+1E', 6: '1+s+1E' },
  '8+': { 4: '1+1E', 5: '1+1E', 6: '1+s+1E' },
};

/** "Include a 30.5 cm or 42 cm unit: add to the result" column; "◇" = no effect. */
export const PREP_HEAVY: Readonly<Record<PrepRow, string>> = {
  '1': '1E',
  '2': '1E',
  '3': '1E',
  '4': '1E',
  '5': '1E',
  '6': '1E',
  '7': '◇',
  '8+': '◇',
};

export interface PrepEffect {
  readonly shifts: number;
  readonly sr: number;
  readonly ecDrm: number;
}

export function prepEffect(cell: string): PrepEffect {
  const match = /^(\d+)(\+s)?\+(\d)E$/.exec(cell);
  if (!match) throw new Error(`not a Prep Bombardment cell: ${cell}`);
  return { shifts: Number(match[1]), sr: match[2] ? 1 : 0, ecDrm: Number(match[3]) };
}

export function heavyEcBonus(cell: string): number {
  return cell === '◇' ? 0 : Number(/^(\d)E$/.exec(cell)?.[1] ?? 'NaN');
}

// ---------------------------------------------------------------------------------------------------------------
// Stacking (3.1) and division-equivalents (1.1, p. 115).

export const STACKING_LIMITS = {
  /** 3.1.1: at the end of any friendly movement phase. */
  movement: { de: 3.5, support: undefined, rule: '3.1.1' },
  /** 3.1.2: attacking from or defending in a hex. */
  combat: { de: 2.25, support: 2, rule: '3.1.2' },
  /** 3.1.2a: Steep Mountain hex or hexside. */
  steep: { de: 1.25, support: 2, rule: '3.1.2a' },
} as const;
export type StackingSituation = keyof typeof STACKING_LIMITS;

export interface UnitKindInfo {
  readonly de: number;
  /** Always a Support unit (artillery, HQ: 8.8; Fort: 8.5.1). */
  readonly alwaysSupport?: boolean;
  /** Not counted for stacking at all (Fortress 12.1.1, Depot 15.6). */
  readonly ignored?: boolean;
}

export const UNIT_KIND_INFO: Readonly<Record<UnitKind, UnitKindInfo>> = {
  XX: { de: 1 },
  X: { de: 0.5 },
  III: { de: 0.25 },
  cXXX: { de: 1 },
  cXX: { de: 0.5 },
  cX: { de: 0.25 },
  cIII: { de: 0 },
  train: { de: 1 },
  art: { de: 0, alwaysSupport: true },
  hq: { de: 0, alwaysSupport: true },
  fort: { de: 0, alwaysSupport: true },
  fortress: { de: 0, ignored: true },
  depot: { de: 0, ignored: true },
};

// ---------------------------------------------------------------------------------------------------------------
// One-shot rolls.

/** 21.3: the Ijzer inundation succeeds on 1–5, fails on 6. */
export const IJZER_SUCCESS_MAX = 5;

/** 22.4.1: highest d6 roll that flips the French Reserve Assignment markers, by Interphase; 8th is automatic. */
export const FRENCH_RESERVE_SUCCESS: Readonly<Record<3 | 4 | 5 | 6 | 7 | 8, number | 'automatic'>> = {
  3: 1,
  4: 2,
  5: 3,
  6: 4,
  7: 5,
  8: 'automatic',
};

/** 26.6.2: in GT 3 a roll of 1, 2 or 3 activates the German Sixth Army's plan; automatic in the French player turn of GT 4. */
export const SIXTH_ARMY_GT3_SUCCESS_MAX = 3;

/** 8.5.2: an involuntarily abandoned Fort retreats 3 hexes. */
export const FORT_ABANDON_RETREAT = 3;

/** 27.4: only hexes west of column 45 (excluded) count. */
export const VP_ADVANCE_COLUMN_LIMIT = 45;

/**
 * 27.1 "VP per Distanza dall'Obiettivo Principale": the VP lost when a Strategic Plan is abandoned (26.3), by the
 * distance in hexes of the army's nearest infantry unit to its primary objective, from the farthest band down.
 */
export const PLAN_ABANDON_VP: readonly { readonly from: number; readonly to: number | null; readonly vp: number }[] = [
  { from: 5, to: null, vp: -15 },
  { from: 3, to: 4, vp: -10 },
  { from: 2, to: 2, vp: -6 },
  { from: 1, to: 1, vp: -3 },
];
