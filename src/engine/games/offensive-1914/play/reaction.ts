import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { checkReaction, reactionCause, type EnemyStep, type ReactionCheck } from '../rules/reaction.js';
import { otherPlayer, type O1914Position, type Player } from '../rules/position.js';
import { positionOf, type Game } from './board.js';
import { active, type Result } from './movement.js';
import { passThrough } from './phases.js';
import type { Frame, O1914State } from './state.js';

/**
 * Cavalry Reaction (8.2) in the enemy's movement phases over rules/reaction.ts: after each step of the moving Force,
 * each cavalry unit of the other side the step gives a Cause to (8.2.1) is its owner's to react with, one hex, or not
 * (8.2.2), before the mover goes on; the MP it spends are recorded (8.2.4) and spent first in its side's next
 * movement phase (8.2.4a, play/final.ts).
 */

type ReactionFrame = Extract<Frame, { name: 'reaction' }>;

function stepOf(p: O1914Position, frame: ReactionFrame): EnemyStep {
  return { units: p.units.filter((u) => frame.movers.includes(u.id!)), from: frame.from, to: frame.to };
}

/** 8.2.1: the prompts the moving Force's step from `from` to `to` gives the other side's cavalry. */
export function reactionsTo(
  game: Game,
  state: O1914State,
  before: O1914Position,
  mover: Player,
  movers: readonly string[],
  from: string,
  to: string,
): void {
  const after = positionOf(game, state);
  const reacting = otherPlayer(mover);
  const step: EnemyStep = { units: after.units.filter((u) => movers.includes(u.id!)), from, to };
  for (const cavalry of after.units) {
    if (cavalry.side !== reacting || cavalry.type !== 'cavalry' || !active(state, cavalry.id!)) continue;
    const cause = reactionCause(before, after, cavalry, step);
    if (cause === null) continue;
    const frame: ReactionFrame = {
      name: 'reaction',
      side: reacting,
      unit: cavalry.id!,
      cause,
      from,
      to,
      movers: [...movers],
    };
    if (reactionHexes(game, state, after, frame).length > 0) state.stack.push(frame);
  }
}

/** 8.2.2, 8.2.3: the hexes the cavalry of `frame` may react into, with their MP. */
export function reactionHexes(
  game: Game,
  state: O1914State,
  p: O1914Position,
  frame: ReactionFrame,
): { hex: string; mp: number }[] {
  const cavalry = p.units.find((u) => u.id === frame.unit);
  if (!cavalry) return [];
  return p.grid.neighbours(cavalry.hex).flatMap((hex) => {
    const check: ReactionCheck = checkReaction(p, cavalry, hex, frame.cause, stepOf(p, frame));
    return check.ok ? [{ hex, mp: check.value.mp }] : [];
  });
}

/** 8.2.2: the owner reacts into `to`, or not (null); the MP go on its marker (8.2.4). */
export function answerReaction(game: Game, state: O1914State, to: string | null, events: GameEvent[]): Result {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.name !== 'reaction') return problem('no-reaction-asked');
  if (to === null) {
    state.stack.pop();
    return { ok: true };
  }
  const p = positionOf(game, state);
  const cavalry = p.units.find((u) => u.id === frame.unit);
  if (!cavalry) return problem('no-reaction-asked');
  const check = checkReaction(p, cavalry, to, frame.cause, stepOf(p, frame));
  if (!check.ok) return check;
  if (!p.grid.adjacent(cavalry.hex, to))
    return problem('move-not-adjacent', { from: cavalry.hex, to }, { rule: '8.2.2' });
  state.stack.pop();
  const u = state.units[frame.unit]!;
  u.at = to;
  u.reactionMp = (u.reactionMp ?? 0) + check.value.mp;
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.includes(frame.unit));
  passThrough(state, frame.side, to, false);
  state.settled = null;
  events.push({
    kind: 'reaction',
    unit: frame.unit,
    from: cavalry.hex,
    to,
    mp: check.value.mp,
    cause: frame.cause,
    rule: '8.2',
  });
  // 8.2.3: "Non vi è limite al numero di reazioni": the other prompts of this step still stand.
  state.stack = state.stack.filter(
    (f) => f.name !== 'reaction' || reactionHexes(game, state, positionOf(game, state), f).length > 0,
  );
  return { ok: true };
}
