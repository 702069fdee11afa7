import { problem, type Problem } from '../../../core/explain.js';
import { MP_ALLOWANCE } from './movement.js';
import type { O1914Position, PlacedUnit, Player } from './position.js';
import { exposedUnits } from './retreat.js';

/**
 * Depots and Corps Trains over the railroads (15.6.2b, 15.6.3, 15.6.4, 16.7), on the side's friendly operational
 * railroad hexes as rules/supply.ts's `operationalRail` reads them (18.1.1, 18.1.3, 29.3.2): pure, the position and
 * those hexes in, a check or the hexes out; the play module asks the owner and moves the counters.
 *
 * Readings where the book is unclear (the README's decisions 85–87):
 * - 15.6.2 "Un'unità di rifornimento non può mai essere in EZOC a meno che sia raggruppata con un'unità Combattente
 *   amica o unità Fortezza con guarnigione esterna": a Depot's railroad step never enters such a hex, and a supply
 *   unit is never placed on one (15.6.2b, 16.7); `exposedUnits` (rules/retreat.ts) is what "in EZOC with no cover"
 *   means here as for 15.6.2a.
 * - 15.6.3 "ciascun esagono di linea RR costa 1 MP": a step costs 1 MP whatever the terrain, hexside or EZOC; the Depot
 *   starts on an operational railroad hex and enters one.
 */

/** 15.6.3: each railroad hex a Depot enters costs 1 MP. */
export const DEPOT_RAIL_MP = 1;

/** 15.6.4: a relocated Depot comes back two GTs later; 16.7: so does an eliminated Corps Train. */
export const RAIL_RETURN_GTS = 2;

type Check<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** 15.6.2: whether `unit` of `side`, placed in `hex`, would be in an EZOC with no friendly Combat unit nor garrison. */
export function exposedIn(p: O1914Position, unit: PlacedUnit, hex: string): boolean {
  const moved = { ...unit, hex };
  const units = [...p.units.filter((u) => u !== unit && (u.id === undefined || u.id !== unit.id)), moved];
  const { trains, depots } = exposedUnits({ ...p, units }, unit.side);
  return [...trains, ...depots].some((u) => u === moved);
}

export interface DepotStep {
  readonly side: Player;
  readonly depot: PlacedUnit;
  readonly to: string;
  /** 7.1.1, 15.6.3: the phase, for its 9 or 5 MP. */
  readonly phase: 'movement' | 'counter-movement';
  /** MP the Depot has spent this phase. */
  readonly spent: number;
  /** The side's friendly operational railroad hexes (rules/supply.ts's `operationalRail`). */
  readonly operational: ReadonlySet<string>;
}

/** 15.6.3: whether the Depot may step into `to` along friendly operational railroad, and its MP. */
export function checkDepotStep(p: O1914Position, input: DepotStep): Check<{ mp: number }> {
  const { depot, to, operational } = input;
  if (depot.type !== 'depot' || depot.side !== input.side)
    return problem('rail-not-depot', undefined, { rule: '15.6.3' });
  if (!p.grid.adjacent(depot.hex, to)) return problem('rail-not-adjacent', { hex: to }, { rule: '15.6.3' });
  // 15.6.3: "(solamente) lungo linee RR amiche operazionali".
  if (!operational.has(depot.hex) || !operational.has(to))
    return problem('rail-not-operational', { hex: to }, { rule: '15.6.3' });
  // 15.6.2: never in an EZOC but with a friendly Combat unit or a Fortress showing its garrison.
  if (exposedIn(p, depot, to)) return problem('rail-ezoc', { hex: to }, { rule: '15.6.2' });
  const allowance = MP_ALLOWANCE[input.phase];
  if (input.spent + DEPOT_RAIL_MP > allowance)
    return problem('rail-no-mp', { mp: input.spent + DEPOT_RAIL_MP, allowance }, { rule: '15.6.3' });
  return { ok: true, value: { mp: DEPOT_RAIL_MP } };
}

/**
 * 15.6.2b, 16.7 (and 15.6.4 when the Destination is lost): the hexes a supply unit may be placed on: "qualsiasi esagono
 * operazionale di linea RR" of its side, none where it would be in an EZOC with no cover (15.6.2).
 */
export function railPlacements(p: O1914Position, unit: PlacedUnit, operational: ReadonlySet<string>): string[] {
  return [...operational].filter((hex) => !exposedIn(p, unit, hex)).sort();
}
