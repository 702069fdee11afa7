import { problem, type Problem } from '../../../core/explain.js';
import { stepCost } from './movement.js';
import { inEzoc, otherPlayer, type O1914Position, type PlacedUnit, type Player } from './position.js';
import { retreatBlock } from './retreat.js';

/**
 * The Final Phase's voluntary steps back (4.2.9): Cavalry Retirement (8.3) and the optional Voluntary Fallback (20).
 * Pure: the caller gives the position, the units (as they stand in it) and the hex they step into.
 */

export type FinalStepCheck =
  { readonly ok: true; readonly value: { readonly mp: number } } | { readonly ok: false; readonly problem: Problem };

const nextToEnemy = (p: O1914Position, side: Player, hex: string): boolean =>
  p.units.some((u) => u.side === otherPlayer(side) && p.grid.neighbours(hex).includes(u.hex));

/**
 * 8.3, 8.3.1, 8.3.2: a cavalry unit next to an enemy unit retires one hex, never into a hex in an EZOC (friendly units
 * there or not); the MP it records are those of normal movement across the hexside, the EZOC's ignored (8.2.4).
 */
export function checkCavalryRetirement(p: O1914Position, side: Player, unit: PlacedUnit, to: string): FinalStepCheck {
  if (unit.type !== 'cavalry' || unit.side !== side) return problem('retire-not-cavalry', undefined, { rule: '8.3' });
  if (!nextToEnemy(p, side, unit.hex)) return problem('retire-not-adjacent', undefined, { rule: '8.3' });
  if (inEzoc(p, side, to)) return problem('retire-ezoc', { hex: to }, { rule: '8.3.1' });
  const step = stepCost(p, side, unit.hex, to, [unit]);
  if (!step.ok) return step;
  return { ok: true, value: { mp: step.value.mp - step.value.ezoc } };
}

/**
 * 20.0: a Force next to an enemy unit, not Isolated (15.5), falls back one hex, EZOC to EZOC too, at the cost of one
 * CEL. The hex it enters is one a retreat could (11.1: on the map, no Sea hexside, no enemy unit).
 */
export function checkVoluntaryFallback(
  p: O1914Position,
  side: Player,
  units: readonly PlacedUnit[],
  to: string,
  isolated: boolean,
): FinalStepCheck {
  const from = units[0]?.hex;
  if (from === undefined || units.some((u) => u.side !== side || u.hex !== from))
    return problem('fallback-not-here', undefined, { rule: '20.0' });
  if (units.some((u) => u.type === 'fortress' || u.type === 'fort' || u.type === 'depot'))
    return problem('move-immobile', undefined, { rule: '7.0' });
  if (!nextToEnemy(p, side, from)) return problem('fallback-not-adjacent', undefined, { rule: '20.0' });
  if (isolated) return problem('fallback-isolated', undefined, { rule: '20.0' });
  if (!p.grid.adjacent(from, to)) return problem('move-not-adjacent', { from, to }, { rule: '20.0' });
  const block = retreatBlock(p, side, from, to);
  if (block !== null) return problem(`retreat-${block}`, { hex: to }, { rule: '20.0' });
  return { ok: true, value: { mp: 0 } };
}
