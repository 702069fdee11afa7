import type { HexGrid } from '../../../core/map/hex.js';
import { hexsideKey } from '../../../core/map/hex.js';
import { hexGridOf, type Pack } from '../../../core/pack.js';
import {
  fromPack,
  HEXSIDES,
  type CounterRole,
  type Hex,
  type Hexside,
  type StackedUnit,
  type UnitKind,
} from '../model.js';
import { checkStack, type StackCheck } from './stacking.js';
import type { StackingSituation } from './tables.js';

/**
 * What the rules of play read off a game of 1914 in progress (the map's grid and hexes with the book's `CC.RR` ids,
 * the turn, the phase, who stands where), shared by the rules functions of each phase (movement.ts, supply-line.ts,
 * and those to come for combat, retreat, rail…). Plain data; the play module builds it from its state, a test from a
 * built position. Stacking (3.1) is counted by rules/stacking.ts; this module only says which units it counts.
 */

/** The two players (21.1: the Allies are the French, British and Belgians). */
export type Player = 'allied' | 'german';

export const otherPlayer = (p: Player): Player => (p === 'allied' ? 'german' : 'allied');

/** 2.1's unit categories, with the Combat units split into infantry and cavalry type (8.1). */
export type UnitType = 'infantry' | 'cavalry' | 'artillery' | 'hq' | 'fort' | 'fortress' | 'depot' | 'train';

/** The size symbols (1.1): XXX Corps, XX Division, X Brigade, III Regiment. */
export type UnitSize = 'XXX' | 'XX' | 'X' | 'III';

export interface PlacedUnit {
  readonly id?: string;
  readonly side: Player;
  readonly hex: string;
  readonly type: UnitType;
  /** The pack's nation (`fr`, `de`…): 22.1 restricts the French. */
  readonly nation?: string;
  /** Its size symbol, for infantry and cavalry (1.1's DE). */
  readonly size?: UnitSize;
  /** 2.1: a Formation (a Combat unit with its Assignment marker); every other unit is a Support unit. */
  readonly formation?: boolean;
  /** 7.7.4: in Rail Mode (no ZOC, not counted for stacking, no Forced March). */
  readonly rail?: boolean;
  /** 12.1.2: a Fortress on its front, showing its external garrison's infantry symbol (true unless said). */
  readonly garrisoned?: boolean;
  /** 23.3.2: a Royal Naval Division unit. */
  readonly rnd?: boolean;
  /** 12.0: a Fortress's ID; Fortresses with the same ID make a Fortified Camp (rules/fortress.ts). */
  readonly camp?: string;
  /** 12.0, 12.2.2: a Fortress 2 (a Fortress 1 unless said). */
  readonly fortress2?: boolean;
}

export type Phase = 'movement' | 'counter-movement';

/** Who controls a hex (3.3, with the Front Line), as the play module keeps it: a side, or null for nobody. */
export type Control = (hex: string) => Player | null;

export interface O1914Position {
  readonly grid: HexGrid;
  readonly hexes: ReadonlyMap<string, Hex>;
  readonly turn: number;
  readonly units: readonly PlacedUnit[];
  /** 7.1.4a: the hexsides (`hexsideKey`) whose road bridge is Damaged (a Blown Bridge marker). */
  readonly blownBridges?: ReadonlySet<string>;
  /** 7.3: the Prepared Attack markers on the map, one per Force (its units, in its hex). */
  readonly preparedAttacks?: readonly PreparedAttack[];
  /**
   * 5.1, 5.3.1: whether `hex` lies in the Area of Assignment of the army `unit` is assigned to (true for a unit of no
   * army); absent where Areas of Assignment are not kept (rules/aoa.ts reads it).
   */
  readonly inOwnArea?: (unit: PlacedUnit, hex: string) => boolean;
}

export interface PreparedAttack {
  readonly side: Player;
  readonly units: readonly PlacedUnit[];
  /** The hex the marker points at. */
  readonly target: string;
}

/** The position of a pack's map with no unit on it, turn 1. */
export function emptyPosition(pack: Pack): O1914Position {
  if (pack.map.kind !== 'hex') throw new Error('1914 is played on a hex map');
  return { grid: hexGridOf(pack.map), hexes: fromPack(pack).hexes, turn: 1, units: [] };
}

const SIZES: Readonly<Record<string, UnitSize>> = { corps: 'XXX', division: 'XX', brigade: 'X', regiment: 'III' };

/**
 * The pack's `fort` counters print AV, DS and Levels: the Fortress units of 12.0 (29.5's set-up: "Unità Fortezza:
 * Frouard …, Toul x3"), not the Forts of 8.5; their ID, the counter's name, makes a Fortified Camp of Toul's three.
 */
const TYPE_OF_ROLE: Readonly<Record<Exclude<CounterRole, 'formation' | 'support'>, UnitType>> = {
  fort: 'fortress',
  'siege-train': 'hq',
  'corps-train': 'train',
  depot: 'depot',
};

/**
 * A scenario's set-up as a position, turn 1: each counter of the pack on its hex, its side the scenario's side of its
 * nation, its type and Formation or Support role as model.ts reads the counter (2.1–2.4), its size from the pack.
 */
export function scenarioPosition(pack: Pack, scenarioId: string): O1914Position {
  const scenario = pack.scenarios.find((sc) => sc.id === scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  const model = fromPack(pack);
  const sideOf = (nation: string): Player =>
    scenario.sides.find((side) => side.nations?.includes(nation))?.id === 'german' ? 'german' : 'allied';
  const counters = new Map(pack.counters.map((c) => [c.id, c] as const));
  const units = scenario.setup.flatMap(({ unit: id, at }): PlacedUnit[] => {
    const unit = model.units.get(id);
    const size = SIZES[counters.get(id)?.size ?? ''];
    if (!unit || !model.hexes.has(at)) return [];
    const combat = unit.role === 'formation' || unit.role === 'support';
    const type = combat ? (unit.cavalry ? 'cavalry' : 'infantry') : TYPE_OF_ROLE[unit.role];
    return [
      {
        id,
        side: sideOf(unit.nation),
        hex: at,
        type,
        nation: unit.nation,
        ...(size && combat ? { size } : {}),
        ...(combat ? { formation: unit.role === 'formation' } : {}),
        ...(unit.role === 'fort' ? { camp: unit.name } : {}),
      },
    ];
  });
  return { ...emptyPosition(pack), units };
}

interface UnitIndex {
  /** The units of each hex, in the position's order. */
  readonly byHex: ReadonlyMap<string, readonly PlacedUnit[]>;
  /** Each unit's place in the position's list. */
  readonly order: ReadonlyMap<PlacedUnit, number>;
  /** The units of each id, in the position's order. */
  readonly byId: ReadonlyMap<string, readonly PlacedUnit[]>;
}

const indexes = new WeakMap<readonly PlacedUnit[], UnitIndex>();

/**
 * The position's units by hex, built once per list of units (a position is plain data no one changes: a changed one
 * is a new object with a new list). The rules ask who stands in a hex or next to it at every step of every search.
 */
function indexOf(p: O1914Position): UnitIndex {
  let index = indexes.get(p.units);
  if (!index) {
    const byHex = new Map<string, PlacedUnit[]>();
    const order = new Map<PlacedUnit, number>();
    const byId = new Map<string, PlacedUnit[]>();
    p.units.forEach((u, i) => {
      const here = byHex.get(u.hex);
      if (here) here.push(u);
      else byHex.set(u.hex, [u]);
      order.set(u, i);
      if (u.id === undefined) return;
      const same = byId.get(u.id);
      if (same) same.push(u);
      else byId.set(u.id, [u]);
    });
    index = { byHex, order, byId };
    indexes.set(p.units, index);
  }
  return index;
}

/** The units with these ids, in the ids' order. */
export function unitsWithIds(p: O1914Position, ids: readonly string[]): PlacedUnit[] {
  const { byId } = indexOf(p);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function unitsAt(p: O1914Position, hex: string, side?: Player): PlacedUnit[] {
  return (indexOf(p).byHex.get(hex) ?? []).filter((u) => side === undefined || u.side === side);
}

/** 2.1: Combat units, of infantry or cavalry type. */
export const isCombat = (u: PlacedUnit): boolean => u.type === 'infantry' || u.type === 'cavalry';

/** 1.1: a Formation, or else a Support unit (a Fortress, a Depot or a Corps Train is neither). */
export const isSupport = (u: PlacedUnit): boolean =>
  (isCombat(u) && !u.formation) || u.type === 'artillery' || u.type === 'hq' || u.type === 'fort';

/** The notation kind stacking.ts counts (1.1's DE); a Combat unit of unknown size counts as its smallest. */
export function kindOf(u: PlacedUnit): UnitKind {
  switch (u.type) {
    case 'infantry':
      return u.size === 'XX' || u.size === 'XXX' ? 'XX' : u.size === 'X' ? 'X' : 'III';
    case 'cavalry':
      return u.size === 'XXX' ? 'cXXX' : u.size === 'XX' ? 'cXX' : u.size === 'X' ? 'cX' : 'cIII';
    case 'artillery':
      return 'art';
    default:
      return u.type;
  }
}

export function stackedOf(u: PlacedUnit): StackedUnit {
  return { kind: kindOf(u), count: 1, support: isSupport(u), twoHex: false, rail: !!u.rail, rnd: !!u.rnd };
}

/**
 * 3.1.1, 3.1.2, 3.1.2a: the stack of `side` in `hex` counted against a limit (stacking.ts). For combat, a Steep
 * Mountain hex takes 3.1.2a's limit (a Steep Mountain hexside is the attack's to say: pass `steep`).
 */
export function hexStack(p: O1914Position, hex: string, side: Player, situation: StackingSituation): StackCheck {
  const steep = situation === 'combat' && p.hexes.get(hex)?.terrain === 'steep-mountain' ? 'steep' : situation;
  return checkStack(unitsAt(p, hex, side).map(stackedOf), steep).value;
}

/** 3.2: whether a unit exerts a ZOC: Combat units not in Rail Mode, and Fortresses showing their garrison. */
export function exertsZoc(u: PlacedUnit): boolean {
  if (u.type === 'fortress') return u.garrisoned !== false;
  return isCombat(u) && !u.rail;
}

/** The river classes of the TEC; `unknown` for a river the map does not class (the pack's schematic rivers). */
export type RiverClass = 'minor' | 'major' | 'great' | 'imposing' | 'unknown';

export interface HexsideTerrain {
  /** The hexside terrains of the TEC drawn on it (forest, marsh, crest, sea…), rivers and floods apart. */
  readonly terrains: readonly Hexside[];
  readonly river: RiverClass | null;
  readonly flood: boolean;
  /** 7.1.4: a road bridge: printed, or deemed present on every Major and Great river; none where Damaged (7.1.4a). */
  readonly bridge: boolean;
}

const RIVER_CLASSES: readonly RiverClass[] = ['minor', 'major', 'great', 'imposing'];
const NOT_TERRAIN: readonly string[] = ['none', 'flood', ...RIVER_CLASSES];

/**
 * The hexside between two adjacent hexes as the TEC reads it, from the map's features: its own terrains, its river
 * (`river` with the class as a feature of its own, e.g. `river` + `major`), a flood, and its road bridge.
 */
export function hexsideTerrain(p: O1914Position, a: string, b: string): HexsideTerrain {
  const key = hexsideKey(a, b);
  const drawn = drawnHexside(p.grid, key, a, b);
  const blown = p.blownBridges?.has(key) ?? false;
  return { terrains: drawn.terrains, river: drawn.river, flood: drawn.flood, bridge: !blown && drawn.bridge };
}

const drawnHexsides = new WeakMap<HexGrid, Map<string, HexsideTerrain>>();

/** What the map draws on a hexside (its bridge before 7.1.4a's Damage), read once per grid: a grid never changes. */
function drawnHexside(grid: HexGrid, key: string, a: string, b: string): HexsideTerrain {
  let sides = drawnHexsides.get(grid);
  if (!sides) {
    sides = new Map();
    drawnHexsides.set(grid, sides);
  }
  let drawn = sides.get(key);
  if (!drawn) {
    const features = grid.hexside(a, b);
    const classed = RIVER_CLASSES.find((c) => features.includes(c));
    const river = classed ?? (features.includes('river') ? 'unknown' : null);
    const deemed = river === 'major' || river === 'great';
    drawn = {
      terrains: HEXSIDES.filter((h) => !NOT_TERRAIN.includes(h) && features.includes(h)),
      river,
      flood: features.includes('flood'),
      bridge: deemed || (river !== null && features.includes('bridge')),
    };
    sides.set(key, drawn);
  }
  return drawn;
}

/** 3.2.1: a ZOC does not extend across a Sea or Mountain Crest hexside. */
export function zocCrosses(p: O1914Position, a: string, b: string): boolean {
  const { terrains } = hexsideTerrain(p, a, b);
  return !terrains.includes('sea') && !terrains.includes('crest');
}

/** 3.2: the units of `owner` whose ZOC covers `hex` (the six hexes round each, never across Sea or Crest). */
export function zocOn(p: O1914Position, owner: Player, hex: string): PlacedUnit[] {
  const { byHex, order } = indexOf(p);
  const found = p.grid
    .neighbours(hex)
    .flatMap((n) => byHex.get(n) ?? [])
    .filter((u) => u.side === owner && exertsZoc(u) && zocCrosses(p, hex, u.hex));
  // In the position's order, as a scan of its units gives them.
  return found.length > 1 ? found.sort((a, b) => order.get(a)! - order.get(b)!) : found;
}

/** 3.2, 7.1.6: whether `hex` is in an enemy ZOC for `side` (friendly units never negate it for movement). */
export function inEzoc(p: O1914Position, side: Player, hex: string): boolean {
  return zocOn(p, otherPlayer(side), hex).length > 0;
}
