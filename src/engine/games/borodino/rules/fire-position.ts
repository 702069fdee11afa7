import { problem, type Problem } from '../../../core/explain.js';
import { fromCube, toCube, type HexGrid } from '../../../core/map/hex.js';
import type { HexTerrain } from '../model.js';
import type { ArtilleryFire } from './fire.js';
import {
  bearing,
  facingBearing,
  isArtillery,
  otherSide,
  unitArc,
  unitsAt,
  type BorodinoPosition,
  type PlacedUnit,
} from './position.js';

/**
 * Artillery fire (8.0) read off the map: which enemy hexes an artillery unit may fire at (8.1, 8.3, 8.4, 6.13) and
 * the modifiers the map decides, as the input `artilleryFire` (rules/fire.ts) takes. Pure: a position in, an answer
 * out; the arithmetic is fire.ts's.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 6.13 and 8.4 "La LOS si traccia solamente da lati d'esagono frontali": the line from the firer's centre to the
 *   target's leaves the firer's hex through one of its two Frontal hexsides, the vertex between a Frontal and a Rear
 *   hexside included: the target's bearing is at most 60° from the vertex the unit faces. At range 1 this is the two
 *   Frontal hexes. Artillery stacked with infantry faces its own way (6.14); artillery under a Square marker has six
 *   Frontal hexes (9.85: "tutti gli esagoni intorno ad esse sono però Frontali per il combattimento ed il fuoco").
 * - 8.4 "Se la LOS coincide con un lato d'esagono, il terreno sul lato d'esagono è considerato come se fosse un esagono
 *   che si frappone": where the line runs along a hexside, both hexes beside it are intervening hexes.
 * - 8.4's adjacent-enemy clause: an enemy unit in an adjacent Frontal hex of the artillery binds it to fire at one of
 *   those hexes (the "Frontal" of 6.13, the firer's own arc).
 * - 8.8: "unità amiche" that may be hit are the firer's side's units in an intervening hex next to the target.
 *
 * Gaps (named, not invented): the pack's map has no elevations, so 8.4's height rules (a higher intervening hex
 * blocks; woods at the midpoint or nearer one end) read every hex at one level: an intervening woods hex blocks, as
 * "né il bersaglio né lo sparante sono ad un'elevazione superiore rispetto al bosco". The pack has no woods either
 * (a club's pack that names `woods` is read). For the same reason the Terrain Table's slopes ([f], [g]) are not read
 * here: a hexside of the pack is an unordered pair, which says no "up" nor "down"; the players give `slope`. Walls
 * (none at Borodino, 8.4) are not read. The counters' Effective and Maximum ranges are not in the pack: the caller
 * gives them (2.2 prints them on the counter).
 */

/** The Terrain Table hex rows that block LOS when intervening: woods (8.4, no elevations) and a burning village. */
const BLOCKS_LOS: readonly string[] = ['woods'];
/** 6.13, 8.4: the widest bearing from the facing vertex a LOS may leave by a Frontal hexside. */
const FRONTAL_SECTOR = 60;
const EPSILON = 1e-6;

/** The angle between two bearings, 0 to 180. */
export const angleApart = (a: number, b: number): number => Math.abs(((((b - a) % 360) + 540) % 360) - 180);

/** The hex holding a fractional cube point: each coordinate rounded, the one rounded furthest recomputed. */
function nearestCube(point: readonly [number, number, number]): { x: number; y: number; z: number } {
  const r = point.map(Math.round);
  const off = point.map((c, i) => Math.abs(r[i]! - c));
  const k = off.indexOf(Math.max(...off));
  r[k] = -(r[(k + 1) % 3]! + r[(k + 2) % 3]!);
  return { x: r[0]! + 0, y: r[1]! + 0, z: r[2]! + 0 };
}

/**
 * 8.4: the hexes between the firer's and the target's centres, each step of the line a hex, or two where the line
 * runs along the hexside between them (the README's reading: both are intervening).
 */
export function interveningHexes(grid: HexGrid, from: string, to: string): string[][] {
  const a = grid.offsetOf(from);
  const b = grid.offsetOf(to);
  if (!a || !b) return [];
  const ca = toCube(grid.layout, a);
  const cb = toCube(grid.layout, b);
  const n = grid.distance(from, to);
  const steps: string[][] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = ca.x + (cb.x - ca.x) * t;
    const y = ca.y + (cb.y - ca.y) * t;
    const z = ca.z + (cb.z - ca.z) * t;
    const hexes = new Set<string>();
    for (const sign of [1, -1]) {
      const id = grid.idAt(
        fromCube(grid.layout, nearestCube([x + sign * EPSILON, y + sign * 2 * EPSILON, z - sign * 3 * EPSILON])),
      );
      if (id !== undefined) hexes.add(id);
    }
    steps.push([...hexes]);
  }
  return steps;
}

/** 8.4, Terrain Table: the intervening hex blocks the LOS (woods, as the map has no heights; a burning village). */
export function blocksLos(p: BorodinoPosition, hex: string): boolean {
  if (p.villages?.get(hex) === 'burning') return true;
  const terrain = p.hexes.get(hex)?.terrain;
  return terrain !== undefined && BLOCKS_LOS.includes(terrain);
}

/** 8.4: the LOS from one hex centre to another (combat units and towns never block it); null or the blocking hex. */
export function losBlockedAt(p: BorodinoPosition, from: string, to: string): string | null {
  for (const step of interveningHexes(p.grid, from, to)) {
    const blocking = step.find((h) => blocksLos(p, h));
    if (blocking !== undefined) return blocking;
  }
  return null;
}

/** 6.13, 8.4: whether the LOS to `hex` leaves the unit's hex by a Frontal hexside (a square: any, 9.85). */
export function inFireArc(p: BorodinoPosition, u: PlacedUnit, hex: string): boolean {
  if (hex === u.hex) return false;
  if (u.square === true) return true;
  return angleApart(facingBearing(p.grid, u.facing), bearing(p.grid, u.hex, hex)) <= FRONTAL_SECTOR;
}

/** 8.4: the enemy-held adjacent Frontal hexes the artillery must fire at, if any. */
export function boundTargets(p: BorodinoPosition, firer: PlacedUnit): string[] {
  const enemy = otherSide(firer.side);
  return unitArc(p, firer).frontal.filter((h) => unitsAt(p, h, enemy).length > 0);
}

export interface Ranges {
  /** 8.3: the counter's Effective and Maximum ranges, in hexes. */
  readonly effective: number;
  readonly maximum: number;
}

/** What the map decides of a fire: the fields of `ArtilleryFire` (rules/fire.ts) it reads off the position. */
export type FireOnMap = Pick<
  ArtilleryFire,
  'range' | 'effective' | 'maximum' | 'units' | 'square' | 'terrain' | 'firerCover' | 'emplacement' | 'entrenchment'
> & {
  /** 8.5: every unit in the target hex is affected. */
  readonly targets: readonly PlacedUnit[];
  /** 8.8: friendly units in an intervening hex next to the target (each may be hit on a natural 0–2). */
  readonly friendlyInLos: readonly PlacedUnit[];
};

export type FireCheck =
  { readonly ok: true; readonly value: FireOnMap } | { readonly ok: false; readonly problem: Problem };

const HEX_TERRAIN: readonly string[] = ['open', 'woods', 'marsh', 'cultivated', 'town', 'rubble'];

/** A hex's terrain as fire.ts and assault.ts read it (SR5: a village in rubble reads the Rubble row). */
export function hexTerrain(p: BorodinoPosition, hex: string): HexTerrain | undefined {
  if (p.villages?.get(hex) === 'rubble') return 'rubble';
  const terrain = p.hexes.get(hex)?.terrain;
  return terrain !== undefined && HEX_TERRAIN.includes(terrain) ? (terrain as HexTerrain) : undefined;
}

/** Terrain Table [e]: the firer stands in woods or a town. */
function inCover(p: BorodinoPosition, hex: string): boolean {
  const terrain = p.hexes.get(hex)?.terrain;
  return terrain === 'woods' || terrain === 'town';
}

/**
 * 8.1, 8.3, 8.4, 6.13: whether `firer` may fire at `target`, and what the map gives the fire. `ranges` are the
 * counter's (needed at range 2 or more).
 */
export function checkFire(p: BorodinoPosition, firer: PlacedUnit, target: string, ranges?: Ranges): FireCheck {
  if (!isArtillery(firer)) return problem('fire-not-artillery', undefined, { rule: '8.1' });
  if (firer.disordered) return problem('fire-disordered', undefined, { rule: '8.1' });
  if (!p.hexes.has(target)) return problem('move-off-map', { hex: target }, { rule: '8.3' });
  const targets = unitsAt(p, target, otherSide(firer.side));
  if (targets.length === 0) return problem('fire-no-enemy', { hex: target }, { rule: '8.1' });
  const range = p.grid.distance(firer.hex, target);
  if (range >= 2) {
    if (!ranges) return problem('fire-ranges-unknown', undefined, { rule: '8.3' });
    if (range > ranges.maximum)
      return problem('fire-beyond-maximum', { hex: target, range, maximum: ranges.maximum }, { rule: '8.3' });
  }
  if (!inFireArc(p, firer, target)) return problem('fire-not-frontal', { hex: target }, { rule: '6.13' });
  const bound = boundTargets(p, firer);
  if (bound.length > 0 && !bound.includes(target))
    return problem('fire-adjacent-first', { hex: target, adjacent: bound.join(', ') }, { rule: '8.4' });
  if (range >= 2) {
    const blocked = losBlockedAt(p, firer.hex, target);
    if (blocked !== null) return problem('fire-no-los', { hex: target, at: blocked }, { rule: '8.4' });
  }
  const friendlyHexes = interveningHexes(p.grid, firer.hex, target)
    .flat()
    .filter((h) => p.grid.adjacent(h, target));
  const friendly = p.units.filter((u) => u.side === firer.side && friendlyHexes.includes(u.hex));
  // The hexside the fire crosses into the target: the last step of the line (a pair along a hexside reads both).
  const last = interveningHexes(p.grid, firer.hex, target).at(-1) ?? [firer.hex];
  const entrenchment = last.some(
    (h) => p.grid.adjacent(h, target) && p.grid.hexside(h, target).includes('entrenchment'),
  );
  const terrain = hexTerrain(p, target);
  return {
    ok: true,
    value: {
      range,
      ...(range >= 2 && ranges ? { effective: ranges.effective, maximum: ranges.maximum } : {}),
      // 8.9 (the README's decision: at Borodino every non-artillery unit counts, the Russian jagers too).
      units: targets.filter((u) => !isArtillery(u)).length,
      square: targets.some((u) => u.square === true),
      ...(terrain ? { terrain } : {}),
      firerCover: inCover(p, firer.hex),
      emplacement: p.hexes.get(target)?.features.includes('emplacement') ?? false,
      entrenchment,
      targets,
      friendlyInLos: friendly,
    },
  };
}

/** 8.1, 8.3, 8.4: every hex `firer` may fire at, in the order of the map's hexes. */
export function fireTargets(p: BorodinoPosition, firer: PlacedUnit, ranges?: Ranges): string[] {
  const hexes = new Set(p.units.filter((u) => u.side !== firer.side).map((u) => u.hex));
  return [...hexes].filter((h) => checkFire(p, firer, h, ranges).ok);
}

/**
 * 8.21: the artillery that may combine its fire with `firer`: the other good-order artillery of its side stacked with
 * it, or, with the Barrage AM, stacked or adjacent.
 */
export function combinable(p: BorodinoPosition, firer: PlacedUnit, barrage: boolean): PlacedUnit[] {
  return p.units.filter(
    (u) =>
      u !== firer &&
      (u.id === undefined || u.id !== firer.id) &&
      u.side === firer.side &&
      isArtillery(u) &&
      !u.disordered &&
      (u.hex === firer.hex || (barrage && p.grid.adjacent(u.hex, firer.hex))),
  );
}

/**
 * 8.6: the attackers a good-order artillery unit in an assaulted hex may answer: those in its own Frontal hexes
 * (6.14: its own facing; it may not turn), one of them.
 */
export function reactionTargets(
  p: BorodinoPosition,
  artillery: PlacedUnit,
  attackers: readonly PlacedUnit[],
): string[] {
  if (!isArtillery(artillery) || artillery.disordered) return [];
  const frontal = unitArc(p, artillery).frontal;
  return [...new Set(attackers.filter((a) => a.side !== artillery.side && frontal.includes(a.hex)).map((a) => a.hex))];
}

/**
 * 8.7: good-order artillery fired on by artillery may answer it (after the fire, once per Activation or Reserve Phase,
 * the caller's count): a fire at the firing artillery's hex by the rules of any fire.
 */
export function checkCounterBattery(
  p: BorodinoPosition,
  artillery: PlacedUnit,
  firer: PlacedUnit,
  ranges?: Ranges,
): FireCheck {
  if (!isArtillery(firer)) return problem('counter-battery-not-artillery', undefined, { rule: '8.7' });
  return checkFire(p, artillery, firer.hex, ranges);
}
