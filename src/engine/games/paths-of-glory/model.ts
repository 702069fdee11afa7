import type { Pack } from '../../core/pack.js';
import { pathsOfGloryPack } from './pack.js';

/**
 * Paths of Glory in its own words: the two sides, the nations, the combat units (armies and corps, each counter
 * printed with a full and a reduced side of CF-LF-MF), the spaces of the point-to-point map with their terrain,
 * forts and nation, the connections between them and the Reserve Boxes. The rules functions take these types; the
 * rulings build them from the players' notation (notation.ts), the play module from the pack (`modelOf`).
 *
 * Plain data only (no classes, no Maps): a game's state is stored as JSON and replayed from its log.
 */

/** The two sides (2.1): the Central Powers and the Allied Powers. */
export type Side = 'cp' | 'ap';
export const SIDES: readonly Side[] = ['cp', 'ap'];

/**
 * A unit's nationality as the rules read it. Besides the nations, the British and special armies that rules name on
 * their own: `bef` (BEF army or corps), `mef`, `ne` (BR NE Army), `aus`, `cnd`, `pt`, `ana`, `cau` (RU), `yld`,
 * `aoi` (TU), `aoo` (FR Army of the Orient), `sn` (the Sanusi corps). 12.4.4.3, 12.4.5 and 12.4.7 treat them apart
 * from their nation.
 */
export const NATIONS = [
  'ge',
  'ah',
  'tu',
  'bu',
  'fr',
  'br',
  'ru',
  'it',
  'us',
  'be',
  'sb',
  'mn',
  'ro',
  'gr',
  'bef',
  'mef',
  'ne',
  'aus',
  'cnd',
  'pt',
  'ana',
  'cau',
  'yld',
  'aoi',
  'aoo',
  'sn',
] as const;
export type Nation = (typeof NATIONS)[number];

export function isNation(code: string): code is Nation {
  return (NATIONS as readonly string[]).includes(code);
}

/** 2.1: Germany, Austria-Hungary, Turkey and Bulgaria (with their special armies and the Sanusi) are the Central Powers. */
const CENTRAL_POWERS: ReadonlySet<Nation> = new Set<Nation>(['ge', 'ah', 'tu', 'bu', 'sn', 'yld', 'aoi']);

export function sideOf(nation: Nation): Side {
  return CENTRAL_POWERS.has(nation) ? 'cp' : 'ap';
}

/** The special units of the counter sheet that the rules treat as a nationality of their own, by counter id. */
const SPECIAL_UNITS: Readonly<Record<string, Nation>> = {
  'br-bef': 'bef',
  'bef-c1': 'bef',
  'br-mef': 'mef',
  'br-ne': 'ne',
  'ru-cau': 'cau',
  'tu-yld': 'yld',
  'tu-aoi': 'aoi',
  'fr-orient': 'aoo',
};

// ---------------------------------------------------------------------------------------------------------------
// Combat units (2.2.1).

/** 2.2.1: armies and corps are the combat units. */
export type UnitSize = 'army' | 'corps';

/** Which side of its counter a unit shows: full strength, or reduced after its first step loss (12.4.2). */
export type Strength = 'full' | 'reduced';

/** The three printed factors of one side of a counter: combat, loss and movement. Null where not known. */
export interface Factors {
  readonly cf: number | null;
  readonly lf: number | null;
  readonly mf: number | null;
}

export interface Unit {
  /** The counter's id in the pack (`ge-1`), or null for a unit a player typed in a ruling. */
  readonly counter: string | null;
  readonly size: UnitSize;
  /** Undefined when the player did not give it. */
  readonly nation: Nation | undefined;
  readonly full: Factors;
  readonly reduced: Factors;
  /** The side now up. */
  readonly strength: Strength;
}

/** A side's units in a combat: by attacking space (one space for a defender or a Reserve Box), and all of them. */
export interface Force {
  readonly spaces: readonly (readonly Unit[])[];
  readonly units: readonly Unit[];
}

/** The factors of the side now up. */
export function up(unit: Unit): Factors {
  return unit.strength === 'full' ? unit.full : unit.reduced;
}

export function isReduced(unit: Unit): boolean {
  return unit.strength === 'reduced';
}

/** The unit after losing one step: its reduced side (a reduced unit is eliminated instead, 12.4.2). */
export function flipped(unit: Unit): Unit {
  return { ...unit, strength: 'reduced' };
}

/** The unit restored to its full side (Withdrawal, replacements). */
export function restored(unit: Unit): Unit {
  return { ...unit, strength: 'full' };
}

/** Two units the rules cannot tell apart: the same printed values, nationality and side up. */
export function sameUnit(a: Unit, b: Unit): boolean {
  return (
    a.size === b.size &&
    a.nation === b.nation &&
    a.strength === b.strength &&
    sameFactors(a.full, b.full) &&
    sameFactors(a.reduced, b.reduced)
  );
}

function sameFactors(a: Factors, b: Factors): boolean {
  return a.cf === b.cf && a.lf === b.lf && a.mf === b.mf;
}

// ---------------------------------------------------------------------------------------------------------------
// The map: spaces, connections, boxes.

/** The Terrain Effects Chart's terrains. */
export type Terrain = 'clear' | 'mountain' | 'swamp' | 'forest' | 'desert';
export const TERRAINS: readonly Terrain[] = ['clear', 'mountain', 'swamp', 'forest', 'desert'];

export type TrenchLevel = 0 | 1 | 2;

export interface Space {
  readonly id: string;
  readonly name: string;
  readonly terrain: Terrain;
  /** The country the space lies in, as the pack codes it (`fr`, `ge`, … `pe` Persia, `eg` Egypt); null off-map. */
  readonly nation: string | null;
  /** The fort's printed value, its CF and LF both (15.1.4); null for a space without a fort. */
  readonly fort: number | null;
  /** Victory points for controlling it (0 for none). */
  readonly vp: number;
  readonly capital: boolean;
  readonly supplySource: boolean;
  /** Whose port it is, if it is one. */
  readonly port: Side | null;
  /** In the Near East inset (units marked NE may enter it). */
  readonly nearEast: boolean;
  /** An MEF invasion beach (9.5.3.5). */
  readonly beach: boolean;
}

export type ConnectionKind = 'normal' | 'restricted' | 'beach';

/** A line between two spaces; a restricted one only some nations may cross (`only`). */
export interface Connection {
  readonly a: string;
  readonly b: string;
  readonly kind: ConnectionKind;
  /** The nations allowed across a restricted connection; empty for any. */
  readonly only: readonly string[];
}

/** The boxes off the map where units wait: each side's Reserve Box (corps only, 12.4.4) and eliminated units. */
export const RESERVE_BOX: Readonly<Record<Side, string>> = { cp: 'cp-reserve', ap: 'ap-reserve' };
export const ELIMINATED_BOX: Readonly<Record<Side, string>> = { cp: 'cp-eliminated', ap: 'ap-eliminated' };

/** Where a unit stands in a scenario's set-up: a space or a box, on one of its sides. */
export interface Placement {
  readonly unit: string;
  readonly at: string;
  readonly strength: Strength;
}

export interface Scenario {
  readonly id: string;
  readonly turns: number;
  readonly first: Side;
  readonly placements: readonly Placement[];
  /** Trench levels at the start, by space. */
  readonly trenches: Readonly<Record<string, TrenchLevel>>;
}

/** The game as the pack gives it: every counter at full strength, the map, the scenarios. */
export interface PogModel {
  readonly units: Readonly<Record<string, Unit>>;
  readonly spaces: Readonly<Record<string, Space>>;
  readonly connections: readonly Connection[];
  readonly scenarios: readonly Scenario[];
}

const CONNECTION_KINDS: readonly ConnectionKind[] = ['normal', 'restricted', 'beach'];

function factorsOf(values: readonly (number | null)[] | undefined): Factors {
  return { cf: values?.[0] ?? null, lf: values?.[1] ?? null, mf: values?.[2] ?? null };
}

function terrainOf(id: string): Terrain {
  return (TERRAINS as readonly string[]).includes(id) ? (id as Terrain) : 'clear';
}

/**
 * Builds the model from a pack. Only armies and corps are units (2.2.1); values the pack leaves null stay null.
 * A terrain the Terrain Effects Chart does not know reads as clear.
 */
export function modelOf(pack: Pack): PogModel {
  const units: Record<string, Unit> = {};
  for (const counter of pack.counters) {
    if (counter.size !== 'army' && counter.size !== 'corps') continue;
    const nation = SPECIAL_UNITS[counter.id] ?? (isNation(counter.nation) ? counter.nation : undefined);
    units[counter.id] = {
      counter: counter.id,
      size: counter.size,
      nation,
      full: factorsOf(counter.values),
      reduced: factorsOf(counter.reduced),
      strength: 'full',
    };
  }
  const spaces: Record<string, Space> = {};
  const connections: Connection[] = [];
  if (pack.map.kind === 'points') {
    for (const s of pack.map.spaces) {
      const has = (feature: string): boolean => s.features.includes(feature);
      spaces[s.id] = {
        id: s.id,
        name: s.name ?? s.id,
        terrain: terrainOf(s.terrain),
        nation: s.nation ?? null,
        fort: has('fort') ? (s.values['fort'] ?? null) : null,
        vp: s.values['vp'] ?? 0,
        capital: has('capital'),
        supplySource: has('supply-source'),
        port: has('cp-port') ? 'cp' : has('ap-port') ? 'ap' : null,
        nearEast: has('near-east'),
        beach: has('mef-beach'),
      };
    }
    for (const c of pack.map.connections) {
      const kind = (CONNECTION_KINDS as readonly string[]).includes(c.type) ? (c.type as ConnectionKind) : 'normal';
      connections.push({ a: c.a, b: c.b, kind, only: c.only ?? [] });
    }
  }
  const scenarios = pack.scenarios.map((scenario): Scenario => {
    const trenches: Record<string, TrenchLevel> = {};
    for (const marker of scenario.markers) {
      if (marker.kind === 'trench1') trenches[marker.at] = 1;
      if (marker.kind === 'trench2') trenches[marker.at] = 2;
    }
    return {
      id: scenario.id,
      turns: scenario.turns,
      first: scenario.first === 'ap' ? 'ap' : 'cp',
      placements: scenario.setup.map((p) => ({
        unit: p.unit,
        at: p.at,
        strength: p.reduced ? 'reduced' : 'full',
      })),
      trenches,
    };
  });
  return { units, spaces, connections, scenarios };
}

/** The model of the built-in pack (data/pack.json). */
export function builtInModel(): PogModel {
  return modelOf(pathsOfGloryPack());
}

/** The spaces one connection away, with the connection that leads there (restricted ones included: see `only`). */
export function neighbours(model: PogModel, space: string): { readonly space: string; readonly by: Connection }[] {
  const out: { space: string; by: Connection }[] = [];
  for (const c of model.connections) {
    if (c.a === space) out.push({ space: c.b, by: c });
    else if (c.b === space) out.push({ space: c.a, by: c });
  }
  return out;
}
