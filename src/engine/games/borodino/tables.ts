/**
 * Borodino's charts (Italian rulebook pp. 26–28) and the values the rules text gives, as data.
 * Nothing here is invented: each constant names the rule or chart cell it comes from. What the book does
 * not give (counter values, most activation-marker values, the map) is an input of the rulings instead.
 */
import { loc, type Localized } from '../../core/localized.js';
import type { Bracket } from '../../core/tables.js';

// ---------------------------------------------------------------------------------------------------------
// Artillery Fire Table (8.5): d10 + Fire Strength + DRMs.

export type FireEffect = 'none' | 'cohesion-check' | 'disorder' | 'disorder-retreat';

export interface FireRow extends Bracket {
  readonly effect: FireEffect;
  readonly result: Localized;
}

export const ARTILLERY_FIRE_TABLE: readonly FireRow[] = [
  { from: Number.NEGATIVE_INFINITY, label: '<9', effect: 'none', result: loc('no effect', 'nessun effetto') },
  {
    from: 9,
    label: '9-12',
    effect: 'cohesion-check',
    result: loc('Cohesion check for Disorder', 'Controllo della Coesione per Disordine'),
  },
  { from: 13, label: '13-14', effect: 'disorder', result: loc('automatic Disorder', 'Disordine automatico') },
  {
    from: 15,
    label: '15+',
    effect: 'disorder-retreat',
    result: loc('automatic Disorder, retreat', 'Disordine automatico, ritirata'),
  },
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
  readonly result: Localized;
}

export const ASSAULT_TABLE: readonly AssaultRow[] = [
  {
    from: Number.NEGATIVE_INFINITY,
    label: '<0',
    outcome: 'attacker-disorder-counter',
    result: loc(
      'attacker automatic Disorder; Cohesion check for retreat; possible defender advance and Counter-assault',
      "Disordine automatico dell'attaccante; Controllo di Coesione per Ritirata; possibile Avanzata del difensore e Contrassalto",
    ),
  },
  {
    from: 0,
    label: '0-4',
    outcome: 'attacker-disorder',
    result: loc(
      'attacker automatic Disorder; Cohesion check for retreat',
      "Disordine automatico dell'attaccante; Controllo di Coesione per Ritirata",
    ),
  },
  {
    from: 5,
    label: '5-9',
    outcome: 'defender-disorder',
    result: loc(
      'defender automatic Disorder; Cohesion check for retreat',
      'Disordine automatico del difensore; Controllo di Coesione per Ritirata',
    ),
  },
  {
    from: 10,
    label: '10+',
    outcome: 'defender-retreat',
    result: loc(
      'defender automatic Disorder and retreat; possible Breakthrough (infantry) or Pursuit (cavalry)',
      'Disordine automatico e Ritirata del difensore; possibile assalto di Sfondamento (fanteria) o Inseguimento (cavalleria)',
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------
// Force-Ratio DRM Table (9.51). A row applies when attacker : defender ≥ its ratio; the rows run from the
// best down, so the first row reached rounds the ratio in the defender's favour, as 9.51 requires.

export interface RatioRow {
  /** The ratio as printed, attacker-defender. */
  readonly attacker: number;
  readonly defender: number;
  readonly label: Localized;
  readonly drm: number;
}

export const FORCE_RATIO_TABLE: readonly RatioRow[] = [
  { attacker: 4, defender: 1, label: loc('4-1 or more', '4-1 o più'), drm: 4 },
  { attacker: 3, defender: 1, label: loc('3-1', '3-1'), drm: 3 },
  { attacker: 2, defender: 1, label: loc('2-1', '2-1'), drm: 2 },
  { attacker: 3, defender: 2, label: loc('3-2', '3-2'), drm: 1 },
  { attacker: 1, defender: 1, label: loc('1-1', '1-1'), drm: 0 },
  { attacker: 2, defender: 3, label: loc('2-3', '2-3'), drm: -1 },
  { attacker: 1, defender: 2, label: loc('1-2', '1-2'), drm: -2 },
  { attacker: 1, defender: 3, label: loc('1-3', '1-3'), drm: -3 },
  { attacker: 1, defender: 4, label: loc('1-4 or worse', '1-4 o peggio'), drm: -4 },
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
  readonly name: Localized;
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
  { id: 'open', kind: 'hex', name: loc('open', 'aperto'), infantry: mp(1), cavalry: mp(1), artillery: mp(2), commander: mp(1), fire: NE, assault: assault(1, { conditional: true }) },
  // prettier-ignore
  { id: 'woods', kind: 'hex', name: loc('woods', 'bosco'), infantry: mp(2), cavalry: mp(3, true), artillery: mp(3), commander: mp(2), fire: { kind: 'into-from', into: 1, from: -1 }, assault: assault(-1) },
  // prettier-ignore
  { id: 'marsh', kind: 'hex', name: loc('marsh', 'palude'), infantry: mp(2), cavalry: mp(3), artillery: 'NA', commander: mp(2), fire: NE, assault: assault(-1) },
  // prettier-ignore
  { id: 'cultivated', kind: 'hex', name: loc('cultivated', 'coltivato'), infantry: mp(1), cavalry: mp(2), artillery: mp(3), commander: mp(1), fire: NE, assault: assault(0) },
  // prettier-ignore
  { id: 'town', kind: 'hex', name: loc('town', 'paese'), infantry: mp(2), cavalry: mp(2), artillery: mp(2), commander: mp(1), fire: { kind: 'into-from', into: 1, from: -1 }, assault: assault(-1, { vsCharge: -2 }) },
  // prettier-ignore
  { id: 'burning-village', kind: 'hex', name: loc('burning village', 'villaggio incendiato'), infantry: 'NA', cavalry: 'NA', artillery: 'NA', commander: 'NA', fire: { kind: 'blocks-los' }, assault: { kind: 'na' } },
  // prettier-ignore
  { id: 'rubble', kind: 'hex', name: loc('rubble', 'macerie'), infantry: mp(2), cavalry: mp(3), artillery: mp(3), commander: mp(1), fire: NE, assault: assault(-1) },
  // prettier-ignore
  { id: 'emplacement', kind: 'feature', name: loc('emplacement', 'postazione'), infantry: mp(1), cavalry: mp(3), artillery: 'NA', commander: mp(1), fire: fire(-1), assault: assault(-1) },
  // prettier-ignore
  { id: 'entrenchment', kind: 'hexside', name: loc('entrenchment hexside', "lato d'esagono di trinceramento"), infantry: mp(2), cavalry: 'NA', artillery: 'NA', commander: mp(2), fire: fire(-1), assault: assault(-2) },
  // prettier-ignore
  { id: 'road', kind: 'route', name: loc('road', 'strada'), infantry: mp(1), cavalry: mp(1), artillery: mp(1), commander: mp(0.5), fire: AT_FIRE, assault: { kind: 'other-terrain' } },
  // prettier-ignore
  { id: 'trail', kind: 'route', name: loc('trail', 'sentiero'), infantry: 'half', cavalry: 'half', artillery: 'half', commander: 'half', fire: AT_FIRE, assault: { kind: 'other-terrain' } },
  // prettier-ignore
  { id: 'slope-up', kind: 'hexside', name: loc('slope up', 'pendio in su'), infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: fire(-1), assault: assault(-1, I) },
  // prettier-ignore
  { id: 'steep-slope-up', kind: 'hexside', name: loc('steep slope up', 'pendio ripido in su'), infantry: mp(1), cavalry: mp(2), artillery: mp(2), commander: mp(1), fire: fire(-1, 'f'), assault: assault(-1, I) },
  // prettier-ignore
  { id: 'slope-down', kind: 'hexside', name: loc('slope down', 'pendio in giù'), infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: { kind: 'adjacent-lower', adjacent: 0, otherwise: 1 }, assault: assault(1) },
  // prettier-ignore
  { id: 'steep-slope-down', kind: 'hexside', name: loc('steep slope down', 'pendio ripido in giù'), infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: fire(1), assault: assault(1) },
  // prettier-ignore
  { id: 'wall', kind: 'hexside', name: loc('wall', 'muro'), infantry: mp(1), cavalry: mp(2), artillery: 'NA', commander: mp(1), fire: fire(-1, 'h'), assault: assault(-1, I) },
  // prettier-ignore
  { id: 'river', kind: 'hexside', name: loc('river', 'fiume'), infantry: 'NA', cavalry: 'NA', artillery: 'NA', commander: 'NA', fire: NE, assault: { kind: 'na' } },
  // prettier-ignore
  { id: 'stream', kind: 'hexside', name: loc('stream', 'ruscello'), infantry: mp(0), cavalry: mp(0), artillery: mp(1), commander: mp(0), fire: NE, assault: assault(0, I) },
  // prettier-ignore
  { id: 'banked-stream', kind: 'hexside', name: loc('banked stream', 'ruscello con argini'), infantry: mp(1), cavalry: mp(1), artillery: mp(2), commander: mp(1), fire: NE, assault: assault(-1, I) },
  // prettier-ignore
  { id: 'steep-banked-stream', kind: 'hexside', name: loc('steep-banked stream', 'ruscello con argini ripidi'), infantry: mp(2), cavalry: mp(3), artillery: mp(4), commander: mp(2), fire: NE, assault: assault(-2, I) },
  // prettier-ignore
  { id: 'very-steep-banked-stream', kind: 'hexside', name: loc('very steep-banked stream', 'ruscello con argini molto ripidi'), infantry: mp(3), cavalry: mp(4, true), artillery: 'NA', commander: mp(3), fire: NE, assault: assault(-3, I) },
  // prettier-ignore
  { id: 'bridge', kind: 'hexside', name: loc('bridge', 'ponte'), infantry: mp(0), cavalry: mp(0), artillery: mp(0), commander: mp(0), fire: NE, assault: assault(-2) },
  // prettier-ignore
  { id: 'ford', kind: 'hexside', name: loc('ford', 'guado'), infantry: mp(1), cavalry: mp(1), artillery: mp(2), commander: mp(1), fire: NE, assault: assault(-1) },
  // prettier-ignore
  { id: 'leave-zoc', kind: 'zoc', name: loc('leave a ZOC', 'lasciare una ZOC'), infantry: mp(1), cavalry: mp(1), artillery: mp(1), commander: mp(0), fire: NE, assault: assault(0) },
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
  readonly result: Localized;
}
export const FLANK_MANEUVER_TABLE: readonly FlankRow[] = [
  {
    from: Number.NEGATIVE_INFINITY,
    label: '2-6',
    outcome: 'may-recall',
    entry: '3500-5100',
    result: loc(
      'the French may recall the units and enter them from any south-edge hex 3500–5100 inclusive, or treat it as no result',
      'il francese può richiamare le unità e porle sulla mappa da qualsiasi esagono del bordo meridionale tra 3500 e 5100 inclusi, oppure considerare che non sia accaduto nulla',
    ),
  },
  {
    from: 7,
    label: '7-11',
    outcome: 'no-effect',
    entry: null,
    result: loc(
      'nothing happens; try again next turn with a cumulative +1',
      'non accade nulla; si ritenta il turno successivo con +1 cumulativo',
    ),
  },
  {
    from: 12,
    label: '12+',
    outcome: 'enter',
    entry: '2400-2800',
    result: loc(
      'the units enter from the south edge between 2400 and 2800 inclusive',
      'le unità entrano dal bordo meridionale tra 2400 e 2800 inclusi',
    ),
  },
];

/** SR15: Victory Points for a Collapsed Activation Group, to the other side. */
export const COLLAPSE_VP = {
  /** Russian group Collapses: the French get 3, 10 for the Russian Imperial Guard. */
  russian: { group: 3, guard: 10 },
  /** French group Collapses: the Russians get 4, 10 for the French Imperial Guard. */
  french: { group: 4, guard: 10 },
} as const;
