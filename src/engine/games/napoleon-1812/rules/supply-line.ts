import { otherSide, type Side } from '../model.js';
import {
  enemyCavalryZone,
  isDifficult,
  leadersAt,
  neighboursOf,
  unitsAt,
  WATER_TERRAIN,
  winter,
  type N1812Position,
} from './position.js';

/**
 * General supply (6.1, 6.2, 6.5, 14.6) over the map: whether a stack traces a line of adjacent hexes to a city with a
 * friendly Depot, and the line it traces. Pure: a position in, an answer out, for the play module's Supply phase and
 * for the Depot chains of 7.7, which read the same four restrictions.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 6.2 point 1's "unless occupied by friendly units" is read of the path hex (the digest's suggested reading), not of
 *   the cavalry's neighbour.
 * - The restrictions apply to the hexes the line enters; the stack's own hex is where the line starts (a stack next to
 *   enemy cavalry is not cut off by standing there), and the Depot's city is a hex the line enters like any other.
 * - Lakes and sea are no hexes a line passes through (no unit enters them; the book speaks of land lines).
 */

/** 6.2 point 5: the line's length, the stack's own hex excluded and the Depot's city included. */
export const SUPPLY_RANGE = 5;
export const SUPPLY_RANGE_WINTER = 3;

export type LineBlock =
  'enemy-units' | 'enemy-cavalry' | 'enemy-city' | 'river' | 'difficult-terrain' | 'water' | 'range';

export interface SupplyLine {
  readonly inSupply: boolean;
  /** The line from the stack's hex to the Depot's city (both included), when there is one. */
  readonly line?: readonly string[];
  /** With no line: the restrictions that stopped a step out of the hexes the stack could reach (6.2's points). */
  readonly blocked?: readonly LineBlock[];
}

/** Why a line of `side` may not step from `from` into `to` (6.2 points 1–4, 14.6), or null when it may. */
export function lineStepBlock(p: N1812Position, side: Side, from: string, to: string): LineBlock | null {
  const hex = p.hexes.get(to);
  if (!hex || WATER_TERRAIN.includes(hex.terrain)) return 'water';
  // Point 3: a river only at a bridge.
  const hexside = p.grid.hexside(from, to);
  if (hexside.includes('river') && !hexside.includes('bridge')) return 'river';
  return entryBlock(p, side, to);
}

/**
 * Points 1, 2 and 4 of 6.2 (and 14.6), which read only the hex a line enters, not the hexside: remembered per
 * position, side and hex (a position is read-only, as `unitsAt`'s index assumes), for the searches that ask them of
 * the same hexes from every stack and Depot. The caller has ruled out water and the river first, in 6.2's order.
 */
const entryBlocks = new WeakMap<N1812Position, Record<Side, Map<string, LineBlock | null>>>();

function entryBlock(p: N1812Position, side: Side, to: string): LineBlock | null {
  let memo = entryBlocks.get(p);
  if (!memo) entryBlocks.set(p, (memo = { french: new Map(), russian: new Map() }));
  const known = memo[side].get(to);
  if (known !== undefined) return known;
  const block = entryBlockOf(p, side, to);
  memo[side].set(to, block);
  return block;
}

function entryBlockOf(p: N1812Position, side: Side, to: string): LineBlock | null {
  const hex = p.hexes.get(to)!;
  const enemy = otherSide(side);
  // Point 4, 14.6: difficult terrain stops French lines only.
  if (side === 'french' && isDifficult(p, to)) return 'difficult-terrain';
  // Point 1: no hex with enemy combat units.
  if (unitsAt(p, to, enemy).length > 0) return 'enemy-units';
  const friendlyHere = unitsAt(p, to, side).length > 0;
  // Point 1: nor one next to good-order enemy cavalry, unless friendly units stand in it (a river does not stop the
  // zone of a line, as it does a move's, 8.4); 14.6: French cavalry restricts no difficult-terrain hex.
  if (!friendlyHere && enemyCavalryZone(p, side, to, true).length > 0) return 'enemy-cavalry';
  // Point 2: no enemy city, unless friendly units (a lone leader too) hold it.
  if (hex.city && p.cityOwner(to) === enemy && !friendlyHere && leadersAt(p, to, side).length === 0)
    return 'enemy-city';
  return null;
}

/**
 * The hexes a line of `side` reaches from `start` within `range` hexes, each step under 6.2's restrictions
 * (`lineStepBlock`), nearest first, each with the hex it is reached from (`start` maps to itself); `blocked` collects
 * the restrictions met, and `range` when the search was cut short by the length (6.2 point 5). Supply lines (6.1) and
 * Depot chains' links (7.7) both walk this. The search is remembered per position (it reads no Depot): the caller
 * gets its own copy of the map.
 */
export function lineReach(
  p: N1812Position,
  side: Side,
  start: string,
  range: number,
  blocked: Set<LineBlock>,
): Map<string, string> {
  let memo = reaches.get(p);
  if (!memo) reaches.set(p, (memo = new Map()));
  const key = `${side}|${start}|${range}`;
  let reach = memo.get(key);
  if (!reach) memo.set(key, (reach = search(p, side, start, range)));
  for (const b of reach.blocked) blocked.add(b);
  return new Map(reach.previous);
}

const reaches = new WeakMap<N1812Position, Map<string, Reach>>();

interface Reach {
  readonly previous: ReadonlyMap<string, string>;
  readonly blocked: readonly LineBlock[];
}

function search(p: N1812Position, side: Side, start: string, range: number): Reach {
  const previous = new Map<string, string>([[start, start]]);
  const blocked = new Set<LineBlock>();
  let frontier = [start];
  for (let length = 1; length <= range && frontier.length > 0; length++) {
    const next: string[] = [];
    for (const from of frontier) {
      for (const { hex: to, river, bridge } of neighboursOf(p.grid, from)) {
        if (previous.has(to)) continue;
        // lineStepBlock, with the hexside read once per grid.
        const hex = p.hexes.get(to);
        const block =
          !hex || WATER_TERRAIN.includes(hex.terrain) ? 'water' : river && !bridge ? 'river' : entryBlock(p, side, to);
        if (block) {
          blocked.add(block);
          continue;
        }
        previous.set(to, from);
        next.push(to);
      }
    }
    frontier = next;
  }
  if (frontier.length > 0) blocked.add('range');
  return { previous, blocked: [...blocked] };
}

/**
 * 6.1, 6.2: the supply line of a stack of `side` in `hex` (a shortest one, when there are several). Remembered per
 * position and its Depots (the play module adds a Depot to the state's list, which its position shares).
 */
export function supplyLine(p: N1812Position, side: Side, hex: string): SupplyLine {
  const depotsKey = p.depots.map((d) => `${d.side}:${d.hex}`).join();
  let memo = lines.get(p);
  if (!memo || memo.depots !== depotsKey) lines.set(p, (memo = { depots: depotsKey, lines: new Map() }));
  const key = `${side}|${hex}`;
  let line = memo.lines.get(key);
  if (!line) memo.lines.set(key, (line = supplyLineOf(p, side, hex)));
  return line;
}

const lines = new WeakMap<N1812Position, { depots: string; lines: Map<string, SupplyLine> }>();

function supplyLineOf(p: N1812Position, side: Side, hex: string): SupplyLine {
  const depots = new Set(p.depots.filter((d) => d.side === side && p.hexes.get(d.hex)?.city).map((d) => d.hex));
  // 6.1: in a city with a friendly Depot.
  if (depots.has(hex)) return { inSupply: true, line: [hex] };
  const blocked = new Set<LineBlock>();
  const previous = lineReach(p, side, hex, winter(p) ? SUPPLY_RANGE_WINTER : SUPPLY_RANGE, blocked);
  // The nearest Depot first: the map keeps the order the hexes were reached in.
  const depot = [...previous.keys()].find((h) => h !== hex && depots.has(h));
  if (depot) return { inSupply: true, line: lineTo(previous, hex, depot) };
  return { inSupply: false, blocked: [...blocked].sort() };
}

function lineTo(previous: ReadonlyMap<string, string>, start: string, end: string): string[] {
  const line = [end];
  for (let at = end; at !== start;) {
    at = previous.get(at)!;
    line.push(at);
  }
  return line.reverse();
}

/**
 * 6.5: the supply of every stack of both sides, read from one position before any effect is applied (6.4's
 * disruptions and eliminations come after, all at once). By hex: whether the stack there is in supply.
 */
export function supplyOfAll(p: N1812Position): ReadonlyMap<string, boolean> {
  const out = new Map<string, boolean>();
  for (const u of p.units) {
    const key = `${u.side}:${u.hex}`;
    if (!out.has(key)) out.set(key, supplyLine(p, u.side, u.hex).inSupply);
  }
  return out;
}
