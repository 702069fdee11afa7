/**
 * SR5's Destruction AM over a position: which villages the Russians may set on fire and where the infantry that burns
 * one goes, and which bridges they may destroy. The fire's own roll is rules/scenario.ts's `villageFire`; a destroyed
 * bridge is read by every rule through rules/position.ts's `hexsideOf`.
 */
import { hexsideKey, type HexGrid } from '../../../core/map/hex.js';
import type { Side } from '../model.js';
import { columnOf, enterCost } from './assault-position.js';
import { isArtillery, otherSide, unitsAt, type BorodinoPosition, type PlacedUnit } from './position.js';
import { stackingProblem } from './stacking.js';

/** SR5: the Destruction AM in the cup (the Russians', "va sempre nella tazza, obbligatoriamente"). */
export const DESTRUCTION_AM = 'destruction';

/** SR5: the side that has the Destruction AM ("I russi hanno uno speciale AM"). */
export const DESTRUCTION_SIDE: Side = 'russian';

/** The map's villages (the pack's `village` feature), neither burning nor in rubble yet. */
const standingVillages = (p: BorodinoPosition): string[] =>
  [...p.hexes.entries()].filter(([id, h]) => h.features.includes('village') && !p.villages?.has(id)).map(([id]) => id);

/**
 * SR5 "per mettere a fuoco un paese, il russo deve avere un'unità di fanteria nell'esagono di paese, e non possono
 * esserci unità nemiche adiacenti": the villages `side` may set on fire, each with somewhere for its units to go.
 */
export function burnableVillages(p: BorodinoPosition, side: Side = DESTRUCTION_SIDE): string[] {
  const enemy = otherSide(side);
  return standingVillages(p).filter(
    (hex) =>
      unitsAt(p, hex, side).some((u) => u.arm === 'infantry') &&
      !p.grid.neighbours(hex).some((n) => unitsAt(p, n, enemy).length > 0) &&
      burnExits(p, hex, side).length > 0,
  );
}

/**
 * SR5 "muove la fanteria in qualsiasi esagono adiacente e nel quale normalmente potrebbe muovere. Non vi è costo per il
 * movimento": the hexes next to the village the side's stack there may move into: no enemy unit (7.32), terrain and
 * hexside each of its units may enter (7.21, 7.23: a river only at a bridge; a burning village is NA), its stack legal
 * there (6.21). The whole stack leaves (the README: no unit may stay in a hex on fire).
 */
export function burnExits(p: BorodinoPosition, hex: string, side: Side = DESTRUCTION_SIDE): string[] {
  const stack = unitsAt(p, hex, side);
  const enemy = otherSide(side);
  return p.grid.neighbours(hex).filter((to) => {
    if (unitsAt(p, to, enemy).length > 0) return false;
    if (stack.some((u) => enterCost(p, hex, to, columnOf(u)) === null)) return false;
    return stackingProblem(p, [...unitsAt(p, to, side), ...stack.map((u) => ({ ...u, hex: to }))]) === null;
  });
}

/** A bridge: the two hexes its hexside joins, in the order `hexsideKey` gives them. */
export type Bridge = readonly [string, string];

/** The map's bridges (the pack's `bridge` hexsides), found once per grid (HexGrid lists no hexsides). */
const bridgesByGrid = new WeakMap<HexGrid, readonly Bridge[]>();
function mapBridges(grid: HexGrid): readonly Bridge[] {
  let found = bridgesByGrid.get(grid);
  if (!found) {
    const all: Bridge[] = [];
    for (const a of grid.ids())
      for (const b of grid.neighbours(a)) if (a < b && grid.hexside(a, b).includes('bridge')) all.push([a, b]);
    found = all;
    bridgesByGrid.set(grid, found);
  }
  return found;
}

/** SR5: the bridges still standing (not destroyed: `BorodinoPosition.bridgesDown`). */
export const standingBridges = (p: BorodinoPosition): Bridge[] =>
  mapBridges(p.grid).filter(([a, b]) => !p.bridgesDown?.has(hexsideKey(a, b)));

/**
 * SR5 "entro raggio 'Effettivo'": the enemy artillery (of `side`'s enemy) on the map with its distance to the bridge,
 * counted to the nearer of the two hexes it joins (8.3 counts the target's hex, not the firer's; the README: "entro
 * raggio" reads range alone, no line of sight nor Frontal arc), nearest first.
 */
export function bridgeArtillery(
  p: BorodinoPosition,
  [a, b]: Bridge,
  side: Side = DESTRUCTION_SIDE,
): { readonly unit: PlacedUnit; readonly distance: number }[] {
  const enemy = otherSide(side);
  return p.units
    .filter((u) => u.side === enemy && isArtillery(u))
    .map((unit) => ({ unit, distance: Math.min(p.grid.distance(unit.hex, a), p.grid.distance(unit.hex, b)) }))
    .sort((x, y) => x.distance - y.distance || (x.unit.id ?? '').localeCompare(y.unit.id ?? ''));
}

/** Why the bridge may not be destroyed: SR5's three conditions, each its own refusal. */
export type BridgeProblem = 'bridge-no-unit' | 'bridge-enemy' | 'bridge-artillery';

/**
 * SR5 "il russo può distruggere un qualsiasi ponte dove ha una sua unità adiacente, non vi sono nemici adiacenti e
 * nessuna artiglieria nemica entro raggio 'Effettivo'": a unit of `side` in one of the two hexes the bridge joins (the
 * hexes next to a hexside, the README's reading), no enemy unit in either, and no enemy battery whose Effective range
 * (`effective`, null while unknown: such a battery is not counted here, its owner is asked first) reaches the bridge.
 */
export function bridgeProblem(
  p: BorodinoPosition,
  bridge: Bridge,
  effective: (u: PlacedUnit) => number | null,
  side: Side = DESTRUCTION_SIDE,
): BridgeProblem | null {
  if (!bridge.some((hex) => unitsAt(p, hex, side).length > 0)) return 'bridge-no-unit';
  if (bridge.some((hex) => unitsAt(p, hex, otherSide(side)).length > 0)) return 'bridge-enemy';
  const covered = bridgeArtillery(p, bridge, side).some(({ unit, distance }) => {
    const range = effective(unit);
    return range !== null && distance <= range;
  });
  return covered ? 'bridge-artillery' : null;
}
