import type { Side } from '../model.js';
import { channelPortClosed, entryProblem, mayCross, STACKING_LIMIT } from './movement.js';
import { adjacent, canBesiege, enemyFort, sideUnitsAt, type Position } from './position.js';

/**
 * Where units go after a combat: the defender's retreat (12.5.4–12.5.7) and the attacker's advance (12.7). Pure
 * queries over a position; the machine applies the path a player picks.
 */

/** Which spaces a side's units would be in supply in (14.1); the module passes its supply trace. */
export type Supplied = (space: string) => boolean;

/** 12.5.7's order of preference for a retreat space: 1 friendly in supply … 4 enemy out of supply. */
function preference(p: Position, side: Side, space: string, supplied: Supplied): number {
  const friendly = p.state.control[space] === side;
  return (friendly ? 0 : 2) + (supplied(space) ? 1 : 2);
}

/** Spaces one retreat step away from `at` for `unit`, never back into the defending space `target` (12.5.7). */
function stepsFrom(p: Position, unit: string, side: Side, at: string, target: string): string[] {
  return adjacent(p.model, at)
    .filter(({ space, by }) => {
      if (space === target || by.kind === 'beach' || !mayCross(p, unit, by)) return false;
      // 12.5.7: never into enemy units, an enemy fort not besieged, nor wherever the unit could not move (11.1).
      if (entryProblem(p, [unit], side, space)) return false;
      return !(enemyFort(p, space, side) && !p.state.besieged.includes(space));
    })
    .map(({ space }) => space);
}

/** 12.5.7: a retreat may not end overstacked (the units already retreated there count). */
function roomIn(p: Position, side: Side, unit: string, space: string): boolean {
  return sideUnitsAt(p, space, side).filter((u) => u !== unit).length < STACKING_LIMIT;
}

/** The best-preferred of the candidates (12.5.7: "friendly if possible … in supply if possible"). */
function preferred(p: Position, side: Side, candidates: readonly string[], supplied: Supplied): string[] {
  // Friendly spaces first: the enemy ones' supply (the costlier question) is asked only when there is none.
  const friendly = candidates.filter((s) => p.state.control[s] === side);
  const pool = friendly.length > 0 ? friendly : candidates;
  if (pool.length === 0) return [];
  const ranks = new Map(pool.map((s) => [s, preference(p, side, s, supplied)]));
  const best = Math.min(...ranks.values());
  return pool.filter((s) => ranks.get(s) === best);
}

/**
 * Every legal retreat of one unit from `target`, one or two spaces (12.5.2), as the path of spaces entered. For two
 * spaces the preference applies to the first space, then again from the first to the second (12.5.7); a first space
 * from which the retreat cannot be completed is no way out. Empty when the unit cannot retreat (12.5.4).
 */
export function retreatPaths(
  p: Position,
  unit: string,
  side: Side,
  target: string,
  spaces: 1 | 2,
  supplied: Supplied,
): string[][] {
  const firsts = stepsFrom(p, unit, side, target, target);
  if (spaces === 1) {
    return preferred(
      p,
      side,
      firsts.filter((s) => roomIn(p, side, unit, s)),
      supplied,
    ).map((s) => [s]);
  }
  const seconds = new Map<string, string[]>();
  for (const first of firsts) {
    const ends = stepsFrom(p, unit, side, first, target).filter((s) => s !== first && roomIn(p, side, unit, s));
    if (ends.length > 0) seconds.set(first, preferred(p, side, ends, supplied));
  }
  return preferred(p, side, [...seconds.keys()], supplied).flatMap((first) =>
    seconds.get(first)!.map((second) => [first, second]),
  );
}

const STOPS_ADVANCE = ['forest', 'mountain', 'swamp', 'desert'];

/**
 * Where attacking units may advance (12.7): into the defending space, and when the defender retreated two spaces on
 * into the spaces its retreat went through, stopping on entering forest, mountain, swamp or desert (12.7.3, TEC);
 * never into enemy units (12.7.5); into an intact enemy fort only to besiege it, stopping there (12.7.6); the
 * Central Powers into Amiens, Calais or Ostend only as 12.7.7 allows. Returns each reachable space with its path.
 */
export function advancePaths(
  p: Position,
  side: Side,
  units: readonly string[],
  target: string,
  vacated: readonly string[],
  twoSpaces: boolean,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const mayEnter = (space: string, from: string | null): boolean => {
    if (
      from !== null &&
      !adjacent(p.model, from).some((n) => n.space === space && units.every((u) => mayCross(p, u, n.by)))
    )
      return false;
    if (entryProblem(p, units, side, space)) return false;
    if (sideUnitsAt(p, space, side).filter((u) => !units.includes(u)).length + units.length > STACKING_LIMIT)
      return false;
    if (space !== target && channelPortClosed(p, side, space)) return false;
    const fort = p.model.spaces[space]?.fort ?? 0;
    if (enemyFort(p, space, side) && !p.state.besieged.includes(space)) {
      const with_ = [...units, ...sideUnitsAt(p, space, side).filter((u) => !units.includes(u))];
      return canBesiege(p, with_, fort);
    }
    return true;
  };
  if (!mayEnter(target, null)) return out;
  out.set(target, [target]);
  const stops =
    STOPS_ADVANCE.includes(p.model.spaces[target]?.terrain ?? '') ||
    (enemyFort(p, target, side) && !p.state.besieged.includes(target));
  if (!twoSpaces || stops) return out;
  for (const space of new Set(vacated))
    if (space !== target && mayEnter(space, target)) out.set(space, [target, space]);
  return out;
}
