import type { Orders } from '../model.js';
import { checkMove, type MoveCheck } from '../rules/movement.js';
import { isArtillery, type BorodinoPosition, type Facing, type PlacedUnit } from '../rules/position.js';
import { scenarioForbids } from './shevardino.js';

/**
 * The hexes a unit may move to in the Movement step (7.0), each with a path `checkMove` (rules/movement.ts) accepts:
 * a search over paths from where the unit stands, cheapest first, every path judged by `checkMove` itself (this file
 * prices nothing). A hex where the unit may not stop (6.21 stacking, 6.11 facing with the units there) may still be
 * passed through (7.38): the path to it is judged as if it stopped there alone, and extended. Shevardino's limits
 * (shevardino.ts) close hexes the scenario forbids.
 */

export interface Reach {
  readonly path: readonly string[];
  readonly mp: number;
}

/** 6.11, 6.14: the facing a unit takes where it stops: that of the units there it must face alike, else its own. */
export function facingAt(p: BorodinoPosition, u: PlacedUnit, hex: string): Facing {
  const there = p.units.filter((o) => o.hex === hex && o.side === u.side && o.id !== u.id);
  const infantry = [...there, u].some((o) => o.arm === 'infantry');
  const bound = there.filter((o) => !(infantry && isArtillery(o)) && !(infantry && isArtillery(u)));
  return bound[0]?.facing ?? u.facing;
}

const STOP_ONLY_RULES = ['6.21', 'SR10', '6.11'];
/** checkMove's refusals of a hex itself, whatever the path to it. */
const ANYWAY = [
  'move-enemy-unit',
  'move-terrain-unknown',
  'move-prohibited',
  'move-near-entry',
  'move-off-map',
  'extended-near-enemy',
];

export interface ReachOptions {
  /** 7.41: the unit enters at this entry hex, after the units whose arms are listed. */
  readonly enters?: { readonly hex: string; readonly before: readonly PlacedUnit['arm'][] };
  readonly vCorpsIn: boolean;
  /** 5.26, 5.27: the unit's Orders (No Orders halves its allowance, 7.12); Under Orders when absent. */
  readonly orders?: Orders;
  /** 7.13: the unit's command uses Extended Movement. */
  readonly extended?: boolean;
  /** SR14: the hexes the unit's side may not enter now (2400–2800 for the Russians while the French flank). */
  readonly closed?: readonly string[];
}

/** Every hex `u` may end its move in, with a path; the unit's Movement Allowance must be known (7.11). */
export function reachable(whole: BorodinoPosition, u: PlacedUnit, options: ReachOptions): Map<string, Reach> {
  // Only the units within the unit's allowance (doubled at most, 7.13) and 3 hexes more (7.13's clearance) can bear
  // on its move: its ZOCs (6.3), the hexes it may not enter (7.32) or stops in (6.21); the search reads those only.
  const start = options.enters?.hex ?? u.hex;
  const span = 2 * (u.movement ?? 0) + 4;
  const p = { ...whole, units: whole.units.filter((o) => o.id === u.id || whole.grid.distance(o.hex, start) <= span) };
  const found = new Map<string, Reach>();
  const best = new Map<string, number>();
  const check = (path: readonly string[], alone: boolean): MoveCheck => {
    const last = path[path.length - 1]!;
    const pos = alone
      ? { ...p, units: p.units.filter((o) => o.hex !== last || o.side !== u.side || o.id === u.id) }
      : p;
    return checkMove(pos, {
      unit: u,
      path,
      orders: options.orders ?? 'under',
      extended: options.extended === true,
      facing: alone ? u.facing : facingAt(p, u, last),
      ...(options.enters ? { enters: { before: options.enters.before } } : {}),
    });
  };
  // Refusals that hold whatever the path to the hex (an enemy in it, its terrain, 7.44, 6.34): never tried again.
  const dead = new Set<string>();
  const frontier: Reach[] = [];
  const consider = (path: readonly string[], mpBefore: number) => {
    const last = path[path.length - 1]!;
    if (dead.has(last) || (best.get(last) ?? Infinity) <= mpBefore) return;
    if (scenarioForbids(u.side, last, options.vCorpsIn, p.scenario) !== null || options.closed?.includes(last)) {
      dead.add(last);
      return;
    }
    const stop = check(path, false);
    if (stop.ok) {
      const known = found.get(last);
      if (!known || stop.value.mp < known.mp) found.set(last, { path, mp: stop.value.mp });
    } else if (ANYWAY.includes(stop.problem.code)) {
      dead.add(last);
      return;
    }
    const through = stop.ok || !STOP_ONLY_RULES.includes(stop.problem.rule ?? '') ? stop : check(path, true);
    if (!through.ok || through.value.inZoc || through.value.minimum) return;
    const mp = through.value.mp;
    if ((best.get(last) ?? Infinity) <= mp) return;
    best.set(last, mp);
    frontier.push({ path, mp });
  };
  if (options.enters) consider([options.enters.hex], -1);
  else {
    best.set(u.hex, 0);
    frontier.push({ path: [u.hex], mp: 0 });
  }
  while (frontier.length > 0) {
    let at = 0;
    for (let i = 1; i < frontier.length; i++) if (frontier[i]!.mp < frontier[at]!.mp) at = i;
    const { path, mp } = frontier.splice(at, 1)[0]!;
    const last = path[path.length - 1]!;
    if ((best.get(last) ?? Infinity) < mp) continue;
    for (const n of p.grid.neighbours(last)) if (!path.includes(n)) consider([...path, n], mp);
  }
  found.delete(u.hex);
  return found;
}
