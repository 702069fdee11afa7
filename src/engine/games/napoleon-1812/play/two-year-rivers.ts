import type { HexGrid } from '../../../core/map/hex.js';
import type { Hex } from '../model.js';
import { neighboursOf } from '../rules/position.js';

/**
 * 16.13's rivers, read off the pack's map: "a river that flows into the Baltic", the cities it bathes "in the direction
 * of the current towards the Baltic", and "a city along a river" with a French USS. The map gives only hexsides marked
 * `river`: no river's name, no direction of flow, no sea's name. So the game reads what the map can justify:
 * - a river is a chain of river hexsides that touch end to end (two hexsides meeting at a corner), confluences
 *   included (the chain does not know where one river becomes another);
 * - it flows into the Baltic when the chain reaches a hexside whose corner touches a sea hex (the map's only sea is the
 *   Baltic; lakes are not seas);
 * - a city is bathed by it when one of its hexsides is in the chain;
 * - downstream of a city are the cities along the shortest run of the chain from the city's hexsides to the sea.
 * The README's decisions table says so.
 */

export interface RiverMap {
  /** Every river hexside, `a|b` with a < b. */
  readonly sides: ReadonlySet<string>;
  /** The hexsides that touch each river hexside end to end. */
  readonly links: ReadonlyMap<string, readonly string[]>;
  /** The river hexsides one of whose corners touches a sea hex. */
  readonly mouths: ReadonlySet<string>;
}

const sideKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const ends = (side: string) => side.split('|') as [string, string];

const maps = new WeakMap<HexGrid, RiverMap>();

/** The rivers of a map, read once per grid (a map never changes). */
export function riverMap(grid: HexGrid, hexes: ReadonlyMap<string, Hex>): RiverMap {
  let out = maps.get(grid);
  if (out) return out;
  const sides = new Set<string>();
  for (const id of grid.ids()) for (const n of neighboursOf(grid, id)) if (n.river) sides.add(sideKey(id, n.hex));
  const links = new Map<string, string[]>();
  const mouths = new Set<string>();
  for (const side of sides) {
    const [a, b] = ends(side);
    const around = new Set(grid.neighbours(b));
    // The two corners of hexside a|b are shared with the hexes next to both a and b.
    const corners = grid.neighbours(a).filter((z) => around.has(z));
    const linked: string[] = [];
    for (const z of corners) {
      if (hexes.get(z)?.terrain === 'sea') mouths.add(side);
      for (const other of [sideKey(a, z), sideKey(b, z)]) if (sides.has(other)) linked.push(other);
    }
    links.set(side, linked);
  }
  out = { sides, links, mouths };
  maps.set(grid, out);
  return out;
}

/** The river hexsides of a hex. */
export function riverSidesOf(grid: HexGrid, hex: string): string[] {
  return neighboursOf(grid, hex)
    .filter((n) => n.river)
    .map((n) => sideKey(hex, n.hex));
}

/** The cities (hex ids) one of whose hexsides is in `sides`. */
function citiesOn(hexes: ReadonlyMap<string, Hex>, sides: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const side of sides) for (const h of ends(side)) if (hexes.get(h)?.city) out.add(h);
  return out;
}

/**
 * 16.13: the cities downstream of `city` towards the Baltic (the city itself left out), or undefined when no river of
 * the city reaches the sea (it is not on a river that flows into the Baltic).
 */
export function downstreamCities(grid: HexGrid, hexes: ReadonlyMap<string, Hex>, city: string): string[] | undefined {
  const rivers = riverMap(grid, hexes);
  const start = riverSidesOf(grid, city);
  const previous = new Map<string, string | null>(start.map((s) => [s, null]));
  let frontier = start;
  let mouth: string | undefined = start.find((s) => rivers.mouths.has(s));
  while (!mouth && frontier.length > 0) {
    const next: string[] = [];
    for (const side of frontier)
      for (const other of rivers.links.get(side) ?? []) {
        if (previous.has(other)) continue;
        previous.set(other, side);
        if (rivers.mouths.has(other)) mouth ??= other;
        next.push(other);
      }
    frontier = next;
  }
  if (!mouth) return undefined;
  const run: string[] = [];
  for (let at: string | null | undefined = mouth; at; at = previous.get(at)) run.push(at);
  const cities = citiesOn(hexes, run);
  cities.delete(city);
  return [...cities].sort();
}

/** 16.13 b): the cities along the river (the whole chain of hexsides) that bathes `city`; none when it bathes none. */
export function citiesAlongRiver(grid: HexGrid, hexes: ReadonlyMap<string, Hex>, city: string): string[] {
  const rivers = riverMap(grid, hexes);
  const seen = new Set(riverSidesOf(grid, city));
  const queue = [...seen];
  while (queue.length > 0)
    for (const other of rivers.links.get(queue.pop()!) ?? [])
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
  return [...citiesOn(hexes, seen)].sort();
}
