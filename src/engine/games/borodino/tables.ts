/**
 * Borodino's charts (Italian rulebook pp. 26–28) and the values the rules text gives, as data.
 * Nothing here is invented: each constant names the rule or chart cell it comes from. What the book does
 * not give (counter values, most activation-marker values, the map) is an input of the rulings instead.
 * The tables' printed names and results in words are in words.ts.
 */
import type { Bracket } from '../../core/tables.js';

// ---------------------------------------------------------------------------------------------------------
// Artillery Fire Table (8.5): d10 + Fire Strength + DRMs.

export type FireEffect = 'none' | 'cohesion-check' | 'disorder' | 'disorder-retreat';

export interface FireRow extends Bracket {
  readonly effect: FireEffect;
}

export const ARTILLERY_FIRE_TABLE: readonly FireRow[] = [
  { from: Number.NEGATIVE_INFINITY, label: '<9', effect: 'none' },
  { from: 9, label: '9-12', effect: 'cohesion-check' },
  { from: 13, label: '13-14', effect: 'disorder' },
  { from: 15, label: '15+', effect: 'disorder-retreat' },
];

/** 8.8 and the chart's asterisk: an unmodified fire roll of 2 or less checks for friendly fire. */
export const FRIENDLY_FIRE_MAX_NATURAL = 2;
/** 8.8: the intervening friendly unit rolls its Cohesion with DRM −2. */
export const FRIENDLY_FIRE_DRM = -2;

// ---------------------------------------------------------------------------------------------------------
// Assault Resolution Table (9.5, 9.6).

export type AssaultRowId = 'attacker-disorder-counter' | 'attacker-disorder' | 'defender-disorder' | 'defender-retreat';

export interface AssaultRow extends Bracket {
  readonly outcome: AssaultRowId;
}

export const ASSAULT_TABLE: readonly AssaultRow[] = [
  { from: Number.NEGATIVE_INFINITY, label: '<0', outcome: 'attacker-disorder-counter' },
  { from: 0, label: '0-4', outcome: 'attacker-disorder' },
  { from: 5, label: '5-9', outcome: 'defender-disorder' },
  { from: 10, label: '10+', outcome: 'defender-retreat' },
];

// ---------------------------------------------------------------------------------------------------------
// Force-Ratio DRM Table (9.51). A row applies when attacker : defender ≥ its ratio; the rows run from the
// best down, so the first row reached rounds the ratio in the defender's favour, as 9.51 requires.

export interface RatioRow {
  /** The ratio as printed, attacker-defender. */
  readonly attacker: number;
  readonly defender: number;
  readonly drm: number;
}

export const FORCE_RATIO_TABLE: readonly RatioRow[] = [
  { attacker: 4, defender: 1, drm: 4 },
  { attacker: 3, defender: 1, drm: 3 },
  { attacker: 2, defender: 1, drm: 2 },
  { attacker: 3, defender: 2, drm: 1 },
  { attacker: 1, defender: 1, drm: 0 },
  { attacker: 2, defender: 3, drm: -1 },
  { attacker: 1, defender: 2, drm: -2 },
  { attacker: 1, defender: 3, drm: -3 },
  { attacker: 1, defender: 4, drm: -4 },
];

/** 9.51: the row for attacker SP : defender SP, rounded in the defender's favour (exact, no floating point). */
export function forceRatioRow(attackerSp: number, defenderSp: number): RatioRow {
  const row = FORCE_RATIO_TABLE.find((r) => attackerSp * r.defender >= r.attacker * defenderSp);
  return row ?? (FORCE_RATIO_TABLE[FORCE_RATIO_TABLE.length - 1] as RatioRow);
}

// ---------------------------------------------------------------------------------------------------------
// Terrain Table (TABELLA DEL TERRENO, p. 26): movement costs, Fire [a] and Assault [a] columns.

/** A movement cost: a hex's cost, or (hexsides, features, leaving a ZOC) a cost added to it. */
export type MoveCell =
  | { readonly mp: number; readonly disorder?: true } // D = the unit entering is Disordered
  | 'NA' // not allowed
  | 'half'; // trail: half the cost of the other terrain, rounded up

export type FireCell =
  | { readonly kind: 'ne' }
  | { readonly kind: 'drm'; readonly drm: number; readonly note?: 'f' | 'h' }
  /** [e]: +1 to fire into such a hex, −1 to fire out of it. */
  | { readonly kind: 'into-from'; readonly into: number; readonly from: number }
  /** [g]: 0 to fire into an adjacent lower hex, +1 otherwise. */
  | { readonly kind: 'adjacent-lower'; readonly adjacent: number; readonly otherwise: number }
  | { readonly kind: 'blocks-los' }
  | { readonly kind: 'other-terrain' };

export type AssaultCell =
  | {
      readonly kind: 'drm';
      readonly drm: number;
      /** [i]: cancels the open-terrain +1. */
      readonly cancelsOpen?: true;
      /** [j] and 9.53: the open-terrain +1 applies only under conditions. */
      readonly conditional?: true;
      /** [d]: the DRM against a cavalry charge. */
      readonly vsCharge?: number;
    }
  | { readonly kind: 'na' }
  | { readonly kind: 'other-terrain' };

export type TerrainKind = 'hex' | 'feature' | 'route' | 'hexside' | 'zoc';

export type TerrainId =
  | 'open'
  | 'woods'
  | 'marsh'
  | 'cultivated'
  | 'town'
  | 'burning-village'
  | 'rubble'
  | 'emplacement'
  | 'entrenchment'
  | 'road'
  | 'trail'
  | 'slope-up'
  | 'steep-slope-up'
  | 'slope-down'
  | 'steep-slope-down'
  | 'wall'
  | 'river'
  | 'stream'
  | 'banked-stream'
  | 'steep-banked-stream'
  | 'very-steep-banked-stream'
  | 'bridge'
  | 'ford'
  | 'leave-zoc';

export interface TerrainRow {
  readonly id: TerrainId;
  readonly kind: TerrainKind;
  readonly infantry: MoveCell;
  readonly cavalry: MoveCell;
  /** Includes horse artillery (chart's asterisk, 7.21). */
  readonly artillery: MoveCell;
  readonly commander: MoveCell;
  readonly fire: FireCell;
  readonly assault: AssaultCell;
}

const NE: FireCell = { kind: 'ne' };
const AT_FIRE: FireCell = { kind: 'other-terrain' };
const fire = (drm: number, note?: 'f' | 'h'): FireCell => (note ? { kind: 'drm', drm, note } : { kind: 'drm', drm });
const assault = (
  drm: number,
  extra: { cancelsOpen?: true; vsCharge?: number; conditional?: true } = {},
): AssaultCell => ({
  kind: 'drm',
  drm,
  ...extra,
});
const mp = (n: number, disorder?: true): MoveCell => (disorder ? { mp: n, disorder } : { mp: n });
const I = { cancelsOpen: true } as const;

export const TERRAIN_TABLE: readonly TerrainRow[] = [
  // prettier-ignore
  { id: 'open', kind: 'hex', infantry: mp(1), cavalry: mp(1), artillery: mp(2), commander: mp(1), fire: NE, assault: assault(1, { conditional: true }) },
  // prettier-ignore
  { id: 'woods', kind: 'hex', infantry: mp(2), cavalry: mp(3, true), artillery: mp(3), commander: mp(2), fire: { kind: 'into-from', into: 1, from: -1 }, assault: assault(-1) },
  // prettier-ignore
  { id: 'marsh', kind: 'hex', infantry: mp(2), cavalry: mp(3), artillery: 'NA', commander: mp(2), fire: NE, assault: assault(-1) },
  // prettier-ignore
  { id: 'cultivated', kind: 'hex', infantry: mp(1), cavalry: mp(2), artillery: mp(3), commander: mp(1), fire: NE, assault: assault(0) },
  // prettier-ignore
  { id: 'town', kind: 'hex', infantry: mp(2), cavalry: mp(2), artillery: mp(2), commander: mp(1), fire: { kind: 'into-from', into: 1, from: -1 }, assault: assault(-1, { vsCharge: -2 }) },
  // prettier-ignore
  { id: 'burning-village', kind: 'hex', infantry: 'NA', cavalry: 'NA', artillery: 'NA', commander: 'NA', fire: { kind: 'blocks-los' }, assault: { kind: 'na' } },
  // prettier-ignore
  { id: 'rubble', kind: 'hex', infantry: mp(2), cavalry: mp(3), artillery: mp(3), commander: mp(1), fire: NE, assault: assault(-1) },
  // prettier-ignore
  { id: 'emplacement', kind: 'feature', infantry: mp(1), cavalry: mp(3), artillery: 'NA', commander: mp(1), fire: fire(-1), assault: assault(-1) },
  // prettier-ignore
  { id: 'entrenchment', kind: 'hexside', infantry: mp(2), cavalry: 'NA', artillery: 'NA', commander: mp(2), fire: fire(-1), assault: assault(-2) },
  // prettier-ignore
  { id: 'road', kind: 'route', infantry: mp(1), cavalry: mp(1), artillery: mp(1), commander: mp(0.5), fire: AT_FIRE, assault: { kind: 'other-terrain' } },
  // prettier-ignore
  { id: 'trail', kind: 'route', infantry: 'half', cavalry: 'half', artillery: 'half', commander: 'half', fire: AT_FIRE, assault: { kind: 'other-terrain' } },
  // prettier-ignore
  { id: 'slope-up', kind: 'hexside', infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: fire(-1), assault: assault(-1, I) },
  // prettier-ignore
  { id: 'steep-slope-up', kind: 'hexside', infantry: mp(1), cavalry: mp(2), artillery: mp(2), commander: mp(1), fire: fire(-1, 'f'), assault: assault(-1, I) },
  // prettier-ignore
  { id: 'slope-down', kind: 'hexside', infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: { kind: 'adjacent-lower', adjacent: 0, otherwise: 1 }, assault: assault(1) },
  // prettier-ignore
  { id: 'steep-slope-down', kind: 'hexside', infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: fire(1), assault: assault(1) },
  // prettier-ignore
  { id: 'wall', kind: 'hexside', infantry: mp(1), cavalry: mp(2), artillery: 'NA', commander: mp(1), fire: fire(-1, 'h'), assault: assault(-1, I) },
  // prettier-ignore
  { id: 'river', kind: 'hexside', infantry: 'NA', cavalry: 'NA', artillery: 'NA', commander: 'NA', fire: NE, assault: { kind: 'na' } },
  // prettier-ignore
  { id: 'stream', kind: 'hexside', infantry: mp(0), cavalry: mp(0), artillery: mp(1), commander: mp(0), fire: NE, assault: assault(0, I) },
  // prettier-ignore
  { id: 'banked-stream', kind: 'hexside', infantry: mp(1), cavalry: mp(1), artillery: mp(2), commander: mp(1), fire: NE, assault: assault(-1, I) },
  // prettier-ignore
  { id: 'steep-banked-stream', kind: 'hexside', infantry: mp(2), cavalry: mp(3), artillery: mp(4), commander: mp(2), fire: NE, assault: assault(-2, I) },
  // prettier-ignore
  { id: 'very-steep-banked-stream', kind: 'hexside', infantry: mp(3), cavalry: mp(4, true), artillery: 'NA', commander: mp(3), fire: NE, assault: assault(-3, I) },
  // prettier-ignore
  { id: 'bridge', kind: 'hexside', infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: NE, assault: assault(-2) },
  // prettier-ignore
  { id: 'ford', kind: 'hexside', infantry: mp(1), cavalry: mp(1), artillery: mp(2), commander: mp(1), fire: NE, assault: assault(-1) },
  // prettier-ignore
  { id: 'leave-zoc', kind: 'zoc', infantry: mp(1), cavalry: mp(1), artillery: mp(1), commander: mp(0), fire: NE, assault: assault(0) },
];

export function terrainRow(id: TerrainId): TerrainRow {
  const row = TERRAIN_TABLE.find((r) => r.id === id);
  if (!row) throw new Error(`no terrain row ${id}`);
  return row;
}

/** A Terrain Table row's assault DRM (NE reads 0). NA and AT rows never reach a ruling. */
export function assaultDrm(id: TerrainId): number {
  const cell = terrainRow(id).assault;
  if (cell.kind !== 'drm') throw new Error(`terrain ${id} has no assault DRM`);
  return cell.drm;
}

// ---------------------------------------------------------------------------------------------------------
// Values the rules text gives for the two Commanders-in-Chief.

/** 5.22 example: at Borodino Napoleon's Orders Value is 3 (added to his Initiative roll, 4.0). */
export const NAPOLEON_ORDERS_VALUE = 3;
/**
 * The OC's Command DRM (5.61): Napoleon's is −2 (5.28 note: "sottrae –2 ... entro il Raggio da Napoleone");
 * Kutuzov's is −2 (2.2, the counter: "DRM per Valore di Comando: -2").
 */
export const OC_COMMAND_DRM = -2;
/** 2.2, Kutuzov's counter: Orders-Delay Value 5 (used by SR1). Napoleon never rolls for Delay (5.29). */
export const KUTUZOV_DELAY_VALUE = 5;

// ---------------------------------------------------------------------------------------------------------
// Scenario rules of 7 September.

/** SR5: each time the Destruction AM is drawn, d10 0–3 the fire is out (Rubble), 4–9 still burning. */
export const FIRE_OUT_MAX = 3;

/** SR14 flank maneuver, 2d6 + the running count: 12+ enter, 7–11 nothing (+1 next time), 2–6 may recall. */
export type FlankOutcome = 'may-recall' | 'no-effect' | 'enter';
export interface FlankRow extends Bracket {
  readonly outcome: FlankOutcome;
  /** South-edge entry hexes, inclusive. */
  readonly entry: string | null;
}
export const FLANK_MANEUVER_TABLE: readonly FlankRow[] = [
  { from: Number.NEGATIVE_INFINITY, label: '2-6', outcome: 'may-recall', entry: '3500-5100' },
  { from: 7, label: '7-11', outcome: 'no-effect', entry: null },
  { from: 12, label: '12+', outcome: 'enter', entry: '2400-2800' },
];

/** SR15: Victory Points for a Collapsed Activation Group, to the other side. */
export const COLLAPSE_VP = {
  /** Russian group Collapses: the French get 3, 10 for the Russian Imperial Guard. */
  russian: { group: 3, guard: 10 },
  /** French group Collapses: the Russians get 4, 10 for the French Imperial Guard. */
  french: { group: 4, guard: 10 },
} as const;
