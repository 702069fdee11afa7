import { problem } from '../../../core/explain.js';
import { otherSide, type Side } from '../model.js';
import { leadersAt, underSiege, unitsAt, WATER_TERRAIN, winter, type N1812Position } from './position.js';
import { judged, type Judged } from './steps.js';
import { lineReach, supplyLine, SUPPLY_RANGE, SUPPLY_RANGE_WINTER, type LineBlock } from './supply-line.js';

/**
 * Supply Trains and Depots over the map (7.1, 7.3, 7.6, 7.7) and Recovery (8.1): whether a side may convert a Depot,
 * allocate a train to a stack, establish a Depot, and how many disrupted units a stack recovers. Pure: a position in,
 * an answer or a refusal (a `Problem` naming its rule) out, for the play module's Supply and Recovery phases. How
 * many trains a side has is `trains` (supply.ts, 7.2); the trains placed on a stack and the Depots converted this
 * turn are not in the position, so the caller gives them. The answers carry no explanation steps yet (`rules` lists
 * the rules applied).
 *
 * Readings where the book is unclear (the README's decisions):
 * - 7.6: the establishing stack need be neither in supply nor with a leader (the digest's suggested reading of an
 *   [AMBIG]: 7.3 asks for a leader only for recovery and movement; 7.7's chain governs).
 * - 7.1: "un'unità amica" is a combat unit: the marker goes on top of the units, a train serves a stack (7.3).
 * - 7.7: a link is counted as a supply line is (6.2 point 5): from the Depot's hex, excluded, to the next Depot or
 *   USS hex, included; 6.2's first four restrictions apply to the hexes each link enters (`lineStepBlock`).
 * - The USS (1.1) are read off the built-in pack's schematic map (`ultimateSupplySources`); the sea is no source.
 */

// ---------------------------------------------------------------------------------------------------------------
// The map's Ultimate Supply Sources (1.1) and the cities 7.3 names

/** 7.3: the cities the French never put a Depot in (the pack's names, and the translation's). */
const NO_FRENCH_DEPOT: readonly string[] = ['Moscow', 'Mosca', 'St Petersburg', 'San Pietroburgo'];
/** 1.1: the Russian USS besides the eastern edge. */
const RUSSIAN_USS_CITIES: readonly string[] = ['Kiev', 'St Petersburg', 'San Pietroburgo'];

function hexesNamed(p: Pick<N1812Position, 'hexes'>, names: readonly string[]): string[] {
  return [...p.hexes.values()].filter((h) => h.name !== null && names.includes(h.name)).map((h) => h.id);
}

/**
 * 1.1: the hexes of `side`'s Ultimate Supply Sources that start a Depot chain (7.7): for the French the western
 * map-edge hexes, for the Russians the eastern ones plus Kiev and St Petersburg. The Austrian south-edge hexes start
 * no chain (1.1), so they are not here. The map's edges are read off the grid, drawn north up and east right
 * (data/README.md): the west edge is each row's westmost hex, the highest XX of the book's numbering (29 in the
 * built-in pack, where XX falls eastwards), the east edge its eastmost (XX 01); a sea or lake hex is no source (no
 * line enters it). The built-in map is schematic: this one function is where a club pack's own map, with a `uss`
 * flag on its hexes, would replace the reading (16.13's chosen city too).
 */
export function ultimateSupplySources(p: Pick<N1812Position, 'grid' | 'hexes'>, side: Side): ReadonlySet<string> {
  // Read off the map alone: remembered per map (its grid and hexes never change).
  let byGrid = sourcesOfMap.get(p.hexes);
  if (!byGrid) sourcesOfMap.set(p.hexes, (byGrid = new WeakMap()));
  let sources = byGrid.get(p.grid);
  if (!sources) byGrid.set(p.grid, (sources = {}));
  return (sources[side] ??= sourcesOf(p, side));
}

const sourcesOfMap = new WeakMap<
  ReadonlyMap<string, unknown>,
  WeakMap<N1812Position['grid'], Partial<Record<Side, ReadonlySet<string>>>>
>();

function sourcesOf(p: Pick<N1812Position, 'grid' | 'hexes'>, side: Side): ReadonlySet<string> {
  const edge = new Map<number, { id: string; col: number }>();
  for (const id of p.grid.ids()) {
    const at = p.grid.offsetOf(id)!;
    const best = edge.get(at.row);
    const further = side === 'french' ? (best?.col ?? Infinity) > at.col : (best?.col ?? -Infinity) < at.col;
    if (further) edge.set(at.row, { id, col: at.col });
  }
  const out = new Set(
    [...edge.values()].map((e) => e.id).filter((id) => !WATER_TERRAIN.includes(p.hexes.get(id)?.terrain ?? '')),
  );
  if (side === 'russian') for (const id of hexesNamed(p, RUSSIAN_USS_CITIES)) out.add(id);
  return out;
}

/** 7.3: Moscow and St Petersburg, where the French never establish a Depot. */
export function noFrenchDepotHexes(p: Pick<N1812Position, 'hexes'>): readonly string[] {
  let hexes = noFrenchDepot.get(p.hexes);
  if (!hexes) noFrenchDepot.set(p.hexes, (hexes = hexesNamed(p, NO_FRENCH_DEPOT)));
  return hexes;
}

const noFrenchDepot = new WeakMap<ReadonlyMap<string, unknown>, readonly string[]>();

// ---------------------------------------------------------------------------------------------------------------
// 7.1 Converting a Depot into a Supply Train

/**
 * 7.1: whether `side` may convert its Depot in `hex` into a Supply Train at the start of the Supply phase: one a turn
 * (`converted`: how many it converted this turn), a friendly combat unit in the hex (the train goes face up on it).
 */
export function mayConvertDepot(p: N1812Position, side: Side, hex: string, converted: number): Judged<true> {
  if (converted >= 1) return problem('convert-one-per-turn', undefined, { rule: '7.1' });
  if (!p.depots.some((d) => d.side === side && d.hex === hex))
    return problem('convert-no-depot', { hex }, { rule: '7.1' });
  if (unitsAt(p, hex, side).length === 0) return problem('convert-no-unit', { hex }, { rule: '7.1' });
  return judged(true, [], ['7.1']);
}

// ---------------------------------------------------------------------------------------------------------------
// 7.3 Allocating a train for Recovery or Movement

export type TrainUse = 'recovery' | 'movement';

export interface Allocation {
  /** 6.1: the stack's supply line (its own hex alone when it stands on a friendly Depot's city). */
  readonly line: readonly string[];
}

/**
 * 7.3, 8.1, 8.2: whether a real train may be allocated to the stack of `side` in `hex` for Recovery or Movement: a
 * stack (combat units) in supply by 6.1, accompanied by a leader. A move also meets 8.4, which the move itself checks
 * (movement.ts); a Depot is established under 7.6 and 7.7 (`mayEstablishDepot`).
 */
export function mayAllocateTrain(p: N1812Position, side: Side, hex: string, use: TrainUse): Judged<Allocation> {
  if (unitsAt(p, hex, side).length === 0) return problem('train-no-stack', { hex, use }, { rule: '7.3' });
  if (leadersAt(p, hex, side).length === 0) return problem('train-no-leader', { hex, use }, { rule: '7.3' });
  const supply = supplyLine(p, side, hex);
  if (!supply.inSupply) return problem('train-out-of-supply', { hex, use }, { rule: '7.3' });
  return judged({ line: supply.line! }, [], ['7.3', use === 'recovery' ? '8.1' : '8.2', '6.1']);
}

// ---------------------------------------------------------------------------------------------------------------
// 7.6, 7.7 Establishing a Depot

/** 7.7: a link's longest reach: 5 hexes, 3 for the Grande Armée in winter; the Russians keep 5. */
export function linkRange(p: N1812Position, side: Side): number {
  return side === 'french' && winter(p) ? SUPPLY_RANGE_WINTER : SUPPLY_RANGE;
}

export interface DepotChain {
  readonly connected: boolean;
  /** With a chain: the new Depot's hex, the friendly Depots it links through, and the USS hex it reaches. */
  readonly chain?: readonly string[];
  /** Without one: the restrictions that stopped a step of a link (6.2's points), and `range` when reach ran out. */
  readonly blocked?: readonly LineBlock[];
}

/**
 * 7.7: whether a new Depot of `side` in `hex` links to a friendly USS through a chain of friendly Depots (those on
 * the map, this turn's included): each link at most `linkRange` hexes, each step under 6.2's first four restrictions
 * (`lineStepBlock`). Read when the Depot is established only: Depots on the map are never checked again.
 */
export function depotChain(p: N1812Position, side: Side, hex: string): DepotChain {
  // 16.13: a USS chosen in play (the French winter-quarters city) starts a chain as the map's do.
  const chosen = p.chosenSources?.[side] ?? [];
  const map = ultimateSupplySources(p, side);
  const sources = chosen.length > 0 ? new Set([...map, ...chosen]) : map;
  if (sources.has(hex)) return { connected: true, chain: [hex] };
  const depots = new Set(p.depots.filter((d) => d.side === side && p.hexes.get(d.hex)?.city).map((d) => d.hex));
  const range = linkRange(p, side);
  // Breadth-first over the Depots: from each, the hexes a link reaches.
  const from = new Map<string, string>([[hex, hex]]);
  const blocked = new Set<LineBlock>();
  const queue = [hex];
  while (queue.length > 0) {
    const depot = queue.shift()!;
    const reach = [...lineReach(p, side, depot, range, blocked).keys()].slice(1);
    const source = reach.find((h) => sources.has(h));
    if (source !== undefined) return { connected: true, chain: [...chainTo(from, depot), source] };
    for (const h of reach) {
      if (!depots.has(h) || from.has(h)) continue;
      from.set(h, depot);
      queue.push(h);
    }
  }
  return { connected: false, blocked: [...blocked].sort() };
}

/** The Depots from the new one to `depot`, both included. */
function chainTo(from: ReadonlyMap<string, string>, depot: string): string[] {
  const out = [depot];
  for (let at = depot; from.get(at) !== at;) {
    at = from.get(at)!;
    out.push(at);
  }
  return out.reverse();
}

/**
 * 7.6, 7.7, 7.3: whether the stack of `side` in `hex` may establish a Depot there (its train flipped under it): a
 * city, friendly, or enemy and held by friendly combat units or a lone leader; not under siege (8.4's General
 * Exception, `underSiege`); linked to a friendly USS (7.7); for the French, neither Moscow nor St Petersburg (7.3).
 * A stack of disrupted units may (7.6); neither supply nor a leader is asked (the digest's reading). With `setup`
 * (14.1's Depots before the first turn), a friendly city needs no stack.
 */
export function mayEstablishDepot(p: N1812Position, side: Side, hex: string, setup = false): Judged<DepotChain> {
  const here = p.hexes.get(hex);
  if (!here?.city) return problem('depot-not-city', { hex }, { rule: '7.6' });
  if (side === 'french' && noFrenchDepotHexes(p).includes(hex))
    return problem('depot-french-forbidden', { hex, city: here.name ?? hex }, { rule: '7.3' });
  const held = unitsAt(p, hex, side).length > 0 || leadersAt(p, hex, side).length > 0;
  // 14.1: at the set-up a Depot goes on a friendly city with or without units ("sulle città secondo la reg. 7.6":
  // 7.6 asks units only of an enemy city); in play it is a train flipped under the stack it was placed on.
  if (!held && !(setup && p.cityOwner(hex) === side)) {
    const enemyCity = p.cityOwner(hex) === otherSide(side);
    return problem(enemyCity ? 'depot-enemy-city' : 'depot-no-stack', { hex }, { rule: '7.6' });
  }
  if (underSiege(p, hex)) return problem('depot-under-siege', { hex }, { rule: '7.6' });
  const chain = depotChain(p, side, hex);
  if (!chain.connected) return problem('depot-no-chain', { hex, range: linkRange(p, side) }, { rule: '7.7' });
  return judged(chain, [], side === 'french' ? ['7.6', '7.7', '7.3'] : ['7.6', '7.7']);
}

// ---------------------------------------------------------------------------------------------------------------
// 8.1 Recovery

export interface Recovery {
  /** The stack's disrupted combat units. */
  readonly disrupted: number;
  /** The sum of the CRs of the leaders in the hex. */
  readonly cr: number;
  /** How many it may recover: its disrupted units, at most the leaders' CR. */
  readonly most: number;
}

/**
 * 8.1: how many disrupted units the stack of `side` in `hex` may recover, and whether it may: in supply (6.1), with a
 * train allocated (`trains`: the real trains on it), accompanied by a leader; at most the sum of the CRs of the
 * leaders in the hex. `wanted`, when given, is refused above that. The train is then removed (the caller's).
 */
export function recovery(p: N1812Position, side: Side, hex: string, trains: number, wanted?: number): Judged<Recovery> {
  const disrupted = unitsAt(p, hex, side).filter((u) => u.disrupted).length;
  if (disrupted === 0) return problem('recovery-none-disrupted', { hex }, { rule: '8.1' });
  if (trains < 1) return problem('recovery-no-train', { hex }, { rule: '8.1' });
  const leaders = leadersAt(p, hex, side);
  if (leaders.length === 0) return problem('recovery-no-leader', { hex }, { rule: '8.1' });
  if (!supplyLine(p, side, hex).inSupply) return problem('recovery-out-of-supply', { hex }, { rule: '8.1' });
  if (leaders.some((l) => l.cr === undefined || l.cr === null))
    return problem('recovery-cr-unknown', { hex }, { rule: '8.1' });
  const cr = leaders.reduce((total, l) => total + l.cr!, 0);
  const most = Math.min(disrupted, cr);
  if (wanted !== undefined && wanted > most)
    return problem('recovery-over-cr', { hex, wanted, most, cr, disrupted }, { rule: '8.1' });
  return judged({ disrupted, cr, most }, [], ['8.1', '6.1']);
}
