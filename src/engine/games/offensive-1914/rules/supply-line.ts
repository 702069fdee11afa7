import { hexsideKey } from '../../../core/map/hex.js';
import { reachable, shortestPath } from '../../../core/map/path.js';
import {
  hexsideTerrain,
  otherPlayer,
  unitsAt,
  zocOn,
  type Control,
  type O1914Position,
  type PlacedUnit,
  type Player,
} from './position.js';

/**
 * Tracing supply (15.3, 15.3.1, 15.3.2, 3.2.2, 7.1.4a) over the map: whether a supply source in one hex traces a line
 * of contiguous hexes, each counting 1 against its Supply Range, to a unit in another. Pure: a position in, an answer
 * out, for the play module's Supply Phase (15.4) and the Ammo check (9.4). Which source supplies whom (15.1, 15.2),
 * its range (printed on the Depot or Train: the pack's values are unknown, so the caller passes what the players
 * gave) and the LOC along railroads (the pack's map has no railroads) are the caller's.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 15.3.1 applies to the hexes the line enters: the source's own hex is where it starts; the receiving unit's hex is
 *   held by friendly units and so never blocked by an EZOC.
 * - 15.3.1 "in, ma non attraverso, un esagono che contiene un'unità Fortezza nemica": an enemy Fortress's hex (with
 *   no other enemy unit) may end the line; 15.3.2's unbridged Imposing river and Mountain Crest likewise: the hex
 *   beyond may end the line, never pass it on. A Damaged bridge over an Imposing river is no bridge (7.1.4a).
 */

export type SupplyBlock = 'sea' | 'enemy-units' | 'ezoc' | 'range';

export interface SupplyTrace {
  readonly inSupply: boolean;
  /** The line from the source's hex to the unit's (both included), when there is one. */
  readonly line?: readonly string[];
  /**
   * The river hexsides the line crosses whose class the map does not give (`hexsideKey`): an Imposing river would stop
   * it (15.3.2), so the play module asks for their class (the README's gap).
   */
  readonly unclassedRivers?: readonly string[];
  /** With no line: what stopped the steps out of the hexes reached. */
  readonly blocked?: readonly SupplyBlock[];
}

export interface SupplyInput {
  readonly side: Player;
  /** The source's hex (a Depot, a Corps Train, a railroad hex: 15.1). */
  readonly from: string;
  /** The receiving unit's hex. */
  readonly to: string;
  /** 15.3: the source's Supply Range (15.1.3: 5 from a railroad hex). */
  readonly range: number;
  /** 15.3.1: the receiving units, whose own ZOC does not negate an EZOC (every friendly unit in `to` unless said). */
  readonly receiving?: readonly PlacedUnit[];
}

/** 15.1.3: a railroad hex supplies Combat and Artillery units 5 hexes away. */
export const RAILROAD_SUPPLY_RANGE = 5;

/** Whether a line may step from `from` into `to`, and whether it must stop there (15.3, 15.3.1, 15.3.2). */
export function supplyStep(
  p: O1914Position,
  input: SupplyInput,
  from: string,
  to: string,
): { readonly block: SupplyBlock } | { readonly block: null; readonly stops: boolean } {
  const { side } = input;
  const hexside = hexsideTerrain(p, from, to);
  // 15.3: never across a Sea hexside.
  if (hexside.terrains.includes('sea')) return { block: 'sea' };
  const enemies = unitsAt(p, to, otherPlayer(side));
  // 15.3.1: never through enemy units; into an enemy Fortress's hex, and no further.
  if (enemies.some((u) => u.type !== 'fortress')) return { block: 'enemy-units' };
  // 15.3.1, 3.2.2: nor an EZOC hex, unless friendly units hold it or a friendly ZOC (not the receiver's) covers it.
  const receiving = input.receiving ?? unitsAt(p, input.to, side);
  const friendlyZoc = zocOn(p, side, to).some(
    (u) => !receiving.includes(u) && !receiving.some((r) => r.id !== undefined && r.id === u.id),
  );
  if (zocOn(p, otherPlayer(side), to).length > 0 && unitsAt(p, to, side).length === 0 && !friendlyZoc)
    return { block: 'ezoc' };
  // 15.3.2: across an unbridged Imposing river or a Mountain Crest, and no further.
  const stops =
    enemies.length > 0 || (hexside.river === 'imposing' && !hexside.bridge) || hexside.terrains.includes('crest');
  return { block: null, stops };
}

/** A hex the line entered and may not leave (15.3.1's enemy Fortress, 15.3.2's river and crest). */
const STOP = '#stop';

/** 15.3: the shortest line from the source to the unit within the source's range, or what stopped it. */
export function traceSupply(p: O1914Position, input: SupplyInput): SupplyTrace {
  const { from, to, range } = input;
  const open = (node: string): { hex: string; step: ReturnType<typeof supplyStep> }[] =>
    node.endsWith(STOP) ? [] : p.grid.neighbours(node).map((hex) => ({ hex, step: supplyStep(p, input, node, hex) }));
  const neighbours = (node: string): string[] =>
    open(node).flatMap(({ hex, step }) => (step.block !== null ? [] : [step.stops && hex !== to ? hex + STOP : hex]));
  const path = shortestPath(from, to, neighbours, () => 1, range);
  if (path) {
    const line = path.nodes.map((node) => node.replace(STOP, ''));
    const unclassed = line
      .slice(1)
      .flatMap((hex, i) => (hexsideTerrain(p, line[i]!, hex).river === 'unknown' ? [hexsideKey(line[i]!, hex)] : []));
    return { inSupply: true, line, ...(unclassed.length > 0 ? { unclassedRivers: unclassed } : {}) };
  }
  // What stopped it: the blocked steps out of the hexes reached within the range, and the range itself.
  const blocked = new Set<SupplyBlock>();
  const reached = reachable(from, neighbours, () => 1, range);
  for (const [node, cost] of reached) {
    for (const { hex, step } of open(node)) {
      if (step.block !== null && cost < range) blocked.add(step.block);
      else if (step.block === null && cost === range && !reached.has(hex) && !reached.has(hex + STOP))
        blocked.add('range');
    }
  }
  return { inSupply: false, blocked: [...blocked].sort() };
}

/** 15.5: a path to a friendly railroad may pass through at most 6 enemy-controlled hexes. */
export const ISOLATION_ENEMY_HEXES = 6;

/**
 * 15.5: whether the unit of `side` in `hex` is Isolated: no path of any length to one of `targets` (the friendly
 * operational railroad hexes, and for the Allies the Ports: the caller's, the pack's map has no railroad) that
 * avoids enemy units, EZOC hexes neither held by friendly units nor in a friendly ZOC (the unit's own counts), and
 * more than 6 enemy-controlled hexes (3.3, `control`). A Sea hexside is no step (15.3's, the README's reading).
 */
export function isolated(
  p: O1914Position,
  side: Player,
  hex: string,
  targets: ReadonlySet<string>,
  control: Control,
): boolean {
  if (targets.has(hex)) return false;
  const enemy = otherPlayer(side);
  const open = (from: string, to: string): boolean =>
    !hexsideTerrain(p, from, to).terrains.includes('sea') &&
    unitsAt(p, to, enemy).length === 0 &&
    (zocOn(p, enemy, to).length === 0 || unitsAt(p, to, side).length > 0 || zocOn(p, side, to).length > 0);
  const cost = (from: string, to: string): number => (!open(from, to) ? Infinity : control(to) === enemy ? 1 : 0);
  const reached = reachable(hex, (h) => p.grid.neighbours(h), cost, ISOLATION_ENEMY_HEXES);
  return ![...targets].some((t) => reached.has(t));
}
