import type { GameEvent } from '../../../core/game.js';
import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { inEnemyZoc } from '../rules/position.js';
import { isActive, withUnit, type Applied } from './machine.js';
import { positionOf, stackAt, stacksOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState } from './state.js';

/**
 * The stacking order (6.24): a unit that moves and stops on others is put under them (move.ts); the order "può essere
 * cambiato all'inizio o alla fine della fase di attivazione di quell'unità ed in nessun altro momento. Inoltre un'unità
 * in ZOC nemica non può cambiare ordine di raggruppamento". Played: in the Fire step before any unit of the side has
 * acted (the start of its activation) and in the Rally step (its end), a unit of an active command whose whole stack is
 * active and not in an enemy ZOC is put on top (the README's reading).
 */

/** Why `unit` of `side` in `hex` may not be put on top of its stack now, or null. */
export function restackProblem(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  unit: string,
): Problem | null {
  if (!restackTime(game, state, side)) return { code: 'restack-when', rule: '6.24' };
  return stackProblem(
    game,
    state,
    side,
    hex,
    unit,
    stackAt(state, hex, side, (id) => sideOf(game, id)),
  );
}

/**
 * 6.24 "all'inizio o alla fine della fase di attivazione": the Fire step before any unit of the side has acted (the
 * start of its activation) or the Rally step (its end).
 */
function restackTime(game: Game, state: BorodinoState, side: Side): boolean {
  if (state.step === 'rally') return true;
  return state.step === 'fire' && !Object.entries(state.units).some(([id, u]) => sideOf(game, id) === side && u.acted);
}

/** Why `unit` may not be put on top of `stack`, the side's units in `hex` top first, at a time 6.24 allows, or null. */
function stackProblem(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  unit: string,
  stack: readonly string[],
): Problem | null {
  if (!stack.includes(unit) || stack.some((id) => !isActive(state, id)))
    return { code: 'restack-unit', rule: '6.24', params: { unit } };
  if (stack[0] === unit) return { code: 'restack-top', rule: '6.24', params: { unit } };
  if (inEnemyZoc(positionOf(game, state), side, hex)) return { code: 'restack-zoc', rule: '6.24', params: { hex } };
  return null;
}

/**
 * The units of `side` that may be put on top of their stacks now, with their hexes: the side's stacks gathered in one
 * pass (the menu asks this at every action).
 */
export function restackable(game: Game, state: BorodinoState, side: Side): { hex: string; unit: string }[] {
  if (!restackTime(game, state, side)) return [];
  const stacks = stacksOf(state, (id, u) => sideOf(game, id) === side && game.hexes.has(u.at));
  return [...stacks.keys()]
    .sort()
    .flatMap((hex) => stacks.get(hex)!.map((unit) => ({ hex, unit })))
    .filter(({ hex, unit }) => stackProblem(game, state, side, hex, unit, stacks.get(hex)!) === null);
}

export function restack(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  unit: string,
  events: GameEvent[],
): Applied {
  const problem = restackProblem(game, state, side, hex, unit);
  if (problem) return { ok: false, problem };
  const seq = state.seq + 1;
  events.push({ kind: 'restack', unit, hex });
  return { ok: true, state: withUnit({ ...state, seq }, unit, { stack: seq }), events };
}
