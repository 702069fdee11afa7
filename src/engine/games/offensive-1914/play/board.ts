import type { HexGrid } from '../../../core/map/hex.js';
import { hexsideKey } from '../../../core/map/hex.js';
import { hexGridOf, type Counter, type Pack } from '../../../core/pack.js';
import { crtSchema, type CrtGrid } from '../crt.js';
import { fromPack, type Hex } from '../model.js';
import type { O1914Position, PlacedUnit, Player, UnitSize, UnitType } from '../rules/position.js';
import { areaReader } from './aoa.js';
import { GONE, OFF, type Face, type O1914State, type ValueKey } from './state.js';

/**
 * What a game reads from its pack once (the map, the counters, the CRT grid if the pack has it), and the position the
 * rules functions read (rules/position.ts) built from the play state: the units on the map with their side, type,
 * size and role, the Prepared Attacks, the Damaged bridges, and the river classes the players gave.
 */

export interface Game {
  readonly pack: Pack;
  readonly counters: ReadonlyMap<string, Counter>;
  readonly hexes: ReadonlyMap<string, Hex>;
  readonly grid: HexGrid;
  /** 9.9: the CRT grid, when the pack supplies `tables.combat-results`. */
  readonly crt: CrtGrid | undefined;
  /** The side of each nation in each scenario (the pack's scenario sides). */
  readonly sideOfNation: (scenario: string, nation: string) => Player;
  /** Grids with the river classes the players gave, by their list (a position is built at every menu). */
  readonly gridCache: Map<string, HexGrid>;
  /**
   * By scenario, then counter: what the counter is for the rules there (its side, type, size, role), read once, and
   * the counter on each hex it has stood on (a Fortress with or without its garrison shown), one object shared by every
   * position that has it there, as positions are built at every step of every action.
   */
  readonly unitCache: Map<string, Map<string, CachedUnit>>;
  /** Each counter's place in the pack (3.1.5's ties). */
  readonly order: ReadonlyMap<string, number>;
}

interface CachedUnit {
  readonly fixed: Omit<PlacedUnit, 'hex'>;
  readonly placed: Map<string, PlacedUnit>;
}

export function gameOf(pack: Pack): Game {
  if (pack.map.kind !== 'hex') throw new Error('1914 is played on a hex map');
  const parsed = crtSchema.safeParse(pack.tables['combat-results']);
  const sides = new Map<string, Player>();
  for (const scenario of pack.scenarios)
    for (const side of scenario.sides)
      for (const nation of side.nations ?? [])
        sides.set(`${scenario.id}:${nation}`, side.id === 'german' ? 'german' : 'allied');
  return {
    pack,
    counters: new Map(pack.counters.map((c) => [c.id, c])),
    hexes: fromPack(pack).hexes,
    grid: hexGridOf(pack.map),
    crt: parsed.success ? parsed.data : undefined,
    sideOfNation: (scenario, nation) => sides.get(`${scenario}:${nation}`) ?? 'allied',
    gridCache: new Map(),
    unitCache: new Map(),
    order: new Map(pack.counters.map((c, i) => [c.id, i])),
  };
}

const SIZES: Readonly<Record<string, UnitSize>> = { corps: 'XXX', division: 'XX', brigade: 'X', regiment: 'III' };

/**
 * A counter as the rules read it. The pack's `fort` counters print AV, DS and Levels: they are the Fortress units of
 * 12.0 (29.5's set-up: "Unità Fortezza: Frouard …, Toul x3"), their camp the counter's name (12.0: Fortresses with the
 * same ID make a Fortified Camp). A supply counter of army size is a Depot, of corps size a Corps Train (15.6); a
 * Combat unit that prints its own CE is a Support unit, the others Formations (2.4).
 */
export function placedOf(game: Game, state: O1914State, id: string): PlacedUnit | undefined {
  const unit = state.units[id];
  if (!unit || unit.at === OFF || unit.at === GONE) return undefined;
  let scenario = game.unitCache.get(state.scenario);
  if (!scenario) {
    scenario = new Map();
    game.unitCache.set(state.scenario, scenario);
  }
  let cached = scenario.get(id);
  if (!cached) {
    const counter = game.counters.get(id);
    if (!counter) return undefined;
    cached = { fixed: unitOf(game, state.scenario, id, counter), placed: new Map() };
    scenario.set(id, cached);
  }
  const { fixed, placed } = cached;
  const bare = fixed.type === 'fortress' && unit.garrison === false;
  const at = bare ? `${unit.at}:bare` : unit.at;
  let u = placed.get(at);
  if (!u) {
    u = fixed.type === 'fortress' ? { ...fixed, hex: unit.at, garrisoned: !bare } : { ...fixed, hex: unit.at };
    placed.set(at, u);
  }
  return u;
}

function unitOf(game: Game, scenario: string, id: string, counter: Counter): Omit<PlacedUnit, 'hex'> {
  const side = game.sideOfNation(scenario, counter.nation);
  const base = { id, side, nation: counter.nation };
  switch (counter.type) {
    case 'fort':
      return { ...base, type: 'fortress', camp: counter.name };
    case 'supply':
      return { ...base, type: counter.size === 'army' ? 'depot' : 'train' };
    case 'hq':
      return { ...base, type: 'hq' };
    case 'infantry':
    case 'cavalry': {
      const size = SIZES[counter.size ?? ''];
      return {
        ...base,
        type: counter.type as UnitType,
        formation: !(counter.valueNames ?? []).includes('CE'),
        ...(size ? { size } : {}),
      };
    }
    default:
      return { ...base, type: 'artillery' };
  }
}

/**
 * The grid a state's `rivers` object gave, with their number then: a river's class, once given, is never given again
 * (applyRiver, 7.1.3), so the object holds the same classes while it holds as many.
 */
const gridsOfRivers = new WeakMap<O1914State['rivers'], { readonly count: number; readonly grid: HexGrid }>();

function gridOf(game: Game, state: O1914State): HexGrid {
  const known = gridsOfRivers.get(state.rivers);
  const count = Object.keys(state.rivers).length;
  if (known?.count === count) return known.grid;
  const grid = riverGrid(game, state);
  gridsOfRivers.set(state.rivers, { count, grid });
  return grid;
}

function riverGrid(game: Game, state: O1914State): HexGrid {
  const learned = Object.entries(state.rivers);
  if (learned.length === 0 || game.pack.map.kind !== 'hex') return game.grid;
  const key = learned
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join(',');
  const cached = game.gridCache.get(key);
  if (cached) return cached;
  const map = game.pack.map;
  const hexsides = map.hexsides.map((s) => {
    const river = state.rivers[hexsideKey(s.a, s.b)];
    return river ? { ...s, features: [...s.features, river] } : s;
  });
  const grid = hexGridOf({ ...map, hexsides });
  if (game.gridCache.size > 64) game.gridCache.clear();
  game.gridCache.set(key, grid);
  return grid;
}

const positions = new WeakMap<O1914State, O1914Position>();

/**
 * The position of a state no one changes any more (a menu's or a view's): built once per state object. `apply` works
 * on a copy it changes, and reads `positionOf` afresh.
 */
export function settledPositionOf(game: Game, state: O1914State): O1914Position {
  let p = positions.get(state);
  if (!p) {
    p = positionOf(game, state);
    positions.set(state, p);
  }
  return p;
}

/** The position the rules functions read, from the play state. */
export function positionOf(game: Game, state: O1914State): O1914Position {
  const units: PlacedUnit[] = [];
  for (const id in state.units) {
    const placed = placedOf(game, state, id);
    if (placed) units.push(placed);
  }
  const byId = state.preparedAttacks.length > 0 ? new Map(units.map((u) => [u.id!, u])) : undefined;
  // 5.3.1: the Areas of Assignment, where the game keeps them.
  const inOwnArea = areaReader(game, state);
  return {
    grid: gridOf(game, state),
    hexes: game.hexes,
    turn: state.turn,
    units,
    blownBridges: new Set(state.blownBridges),
    ...(inOwnArea ? { inOwnArea } : {}),
    preparedAttacks: state.preparedAttacks.map((a) => ({
      side: a.side,
      target: a.target,
      units: a.units.flatMap((u) => (byId!.has(u) ? [byId!.get(u)!] : [])),
    })),
  };
}

export function sideOf(game: Game, state: O1914State, unit: string): Player {
  return game.sideOfNation(state.scenario, game.counters.get(unit)?.nation ?? '');
}

/** The counter's printed value, from the pack or as its owner gave it; undefined while nobody has. */
export function valueOf(game: Game, state: O1914State, unit: string, face: Face, key: ValueKey): number | undefined {
  const counter = game.counters.get(unit);
  if (counter) {
    // A Formation's Base CE is on its army's track: a pack gives it as `BaseCE` (play/learned.ts).
    const index = (counter.valueNames ?? []).findIndex(
      (n) => n.toLowerCase() === key || (key === 'ce' && n === 'BaseCE'),
    );
    const printed = index < 0 ? null : ((face === 'back' ? counter.reduced : counter.values)?.[index] ?? null);
    if (printed !== null) return printed;
  }
  return state.values[unit]?.[face]?.[key];
}

/** Whether the counter prints this value at all (2.3–2.7): a Formation's CE is on its army's track, asked likewise. */
export function printsValue(game: Game, unit: string, key: ValueKey): boolean {
  const counter = game.counters.get(unit);
  if (!counter) return false;
  if (key === 'ce') return counter.type === 'infantry' || counter.type === 'cavalry';
  return (counter.valueNames ?? []).some((n) => n.toLowerCase() === key);
}

/** The face a unit shows now: a reduced unit's back (9.10.1), a supply unit's in Extended Mode (15.6.1). */
export function faceOf(state: O1914State, unit: string): Face {
  return state.units[unit]?.reduced || state.units[unit]?.extended ? 'back' : 'front';
}
