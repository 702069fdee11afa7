import { problem, type Problem } from '../../../core/explain.js';
import { checkAreaEntry } from './aoa.js';
import { stepCost } from './movement.js';
import { otherPlayer, unitsAt, zocOn, type O1914Position, type PlacedUnit } from './position.js';

/**
 * Cavalry Reaction (8.2): during an enemy movement phase a cavalry unit may move one hex when an enemy unit comes next
 * to it (Cause 1) or moves from a hex next to it to another next to it or to any other friendly unit (Cause 2). Pure:
 * the caller gives the positions before and after the enemy's step.
 */

export type ReactionCause = 1 | 2;

/** The enemy's step that may cause a Reaction: the moving units (as they stand after it), and its two hexes. */
export interface EnemyStep {
  readonly units: readonly PlacedUnit[];
  readonly from: string;
  readonly to: string;
}

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

/**
 * 8.2.1: the Cause a step gives `cavalry` (in `after`), or null. Cause 1: the enemy comes next to it and it was next
 * to no enemy unit (in `before`); Cause 2: the enemy moves from a hex next to it to a hex next to it or to any other
 * friendly unit.
 */
export function reactionCause(
  before: O1914Position,
  after: O1914Position,
  cavalry: PlacedUnit,
  step: EnemyStep,
): ReactionCause | null {
  if (cavalry.type !== 'cavalry') return null;
  const near = (p: O1914Position, a: string, b: string) => p.grid.adjacent(a, b);
  const enemy = otherPlayer(cavalry.side);
  const wasNextToEnemy = before.units.some((u) => u.side === enemy && near(before, u.hex, cavalry.hex));
  if (near(after, step.to, cavalry.hex) && !near(after, step.from, cavalry.hex) && !wasNextToEnemy) return 1;
  if (!near(after, step.from, cavalry.hex)) return null;
  const friendNext = after.units.some(
    (u) => u.side === cavalry.side && !same(u, cavalry) && near(after, u.hex, step.to),
  );
  return near(after, step.to, cavalry.hex) || friendNext ? 2 : null;
}

export type ReactionCheck =
  { readonly ok: true; readonly value: { readonly mp: number } } | { readonly ok: false; readonly problem: Problem };

/**
 * 8.2.2–8.2.4: whether `cavalry` may react into `to`: one hex; after Cause 2 not into the hex the enemy just left;
 * never into an empty hex in an EZOC but the causing units' (8.2.3); the MP recorded are normal movement's across the
 * hexside, the EZOC's ignored (8.2.4). A Reaction is movement (8.2 "Movimento di Reazione"), so 5.3.1 (2) holds: next to
 * an enemy unit only inside its army's Area of Assignment, where the position keeps Areas.
 */
export function checkReaction(
  p: O1914Position,
  cavalry: PlacedUnit,
  to: string,
  cause: ReactionCause,
  step: EnemyStep,
): ReactionCheck {
  if (cause === 2 && to === step.from) return problem('react-vacated', { hex: to }, { rule: '8.2.2' });
  const zoc = zocOn(p, otherPlayer(cavalry.side), to).filter((u) => !step.units.some((m) => same(m, u)));
  if (unitsAt(p, to).length === 0 && zoc.length > 0) return problem('react-ezoc', { hex: to }, { rule: '8.2.3' });
  const area = checkAreaEntry(p, cavalry.side, [cavalry], to);
  if (!area.ok) return area;
  const cost = stepCost(p, cavalry.side, cavalry.hex, to, [cavalry]);
  if (!cost.ok) return cost;
  return { ok: true, value: { mp: cost.value.mp - cost.value.ezoc } };
}
