/**
 * SR5's Destruction AM over a position: which villages the Russians may set on fire and where the infantry that burns
 * one goes. The fire's own roll is rules/scenario.ts's `villageFire`.
 */
import type { Side } from '../model.js';
import { columnOf, enterCost } from './assault-position.js';
import { otherSide, unitsAt, type BorodinoPosition } from './position.js';
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
