import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Player } from '../rules/position.js';
import { positionOf, sideOf, type Game } from './board.js';
import type { Result } from './movement.js';
import { top, type O1914State } from './state.js';
import { askRanges, extendable, isSupplyUnit, supplyTraced } from './supply.js';

/**
 * Extended Mode (15.6.1): "Le unità di rifornimento possono girarsi a Modalità Estesa durante la fase di rifornimenti
 * amica per dare Provvigioni, e durante qualsiasi fase di attacco per fornire Munizioni". The owner flips a Depot or
 * Corps Train in its own Supply Phase, before the phase's trace (15.4), or when a combat of an attack phase asks it
 * (9.4.1, play/supply.ts's `missingRange`). Flipped, it traces with the Supply Range of its back and gives Ammunition
 * within its Ammo Limit (2.6.2, 9.4.2); both values are asked of the owner once, as the Normal range is. It stays
 * flipped until its side's next Supply Phase (4.2.3 step 1). The involuntary flips are the retreat's and the
 * displacement's (15.6.2a, 15.6.2b).
 */

/** 15.6.1: the supply units `side` may flip to Extended Mode now. */
export function extendChoices(game: Game, state: O1914State, side: Player): string[] {
  const frame = top(state);
  if (frame?.name === 'extend') return frame.side === side ? extendable(game, state, side) : [];
  if (frame || state.phase !== 'supply' || state.phasing !== side || !supplyTraced(game, state)) return [];
  return positionOf(game, state)
    .units.filter((u) => u.side === side && isSupplyUnit(u) && !state.units[u.id!]?.extended)
    .map((u) => u.id!);
}

/**
 * 15.6.1: `by` flips `unit` to Extended Mode (in its Supply Phase, or when a combat asks), or, asked in a combat, flips
 * none (no `unit`). Its back's range and Ammo Limit are asked at once if nobody gave them.
 */
export function applyExtend(
  game: Game,
  state: O1914State,
  by: Player,
  unit: string | undefined,
  events: GameEvent[],
): Result {
  const frame = top(state);
  const asked = frame?.name === 'extend' && frame.side === by;
  if (unit === undefined) {
    if (!asked || !state.fight) return problem('extend-which', undefined, { rule: '15.6.1' });
    state.stack.pop();
    state.fight = { ...state.fight, extendAsked: [...(state.fight.extendAsked ?? []), by] };
    return { ok: true };
  }
  if (!extendChoices(game, state, by).includes(unit)) return refused(game, state, by, unit);
  state.units[unit]!.extended = true;
  if (asked) state.stack.pop();
  events.push({ kind: 'extended', unit, side: by, rule: '15.6.1' });
  askRanges(game, state, by);
  return { ok: true };
}

/** Why `unit` may not be flipped now (15.6.1). */
function refused(game: Game, state: O1914State, by: Player, unit: string): Result {
  const placed = positionOf(game, state).units.find((u) => u.id === unit);
  if (!placed || !isSupplyUnit(placed) || sideOf(game, state, unit) !== by)
    return problem('extend-not-supply', { unit }, { rule: '15.6.1' });
  if (state.units[unit]?.extended) return problem('extend-already', { unit }, { rule: '15.6.1' });
  return problem('extend-not-now', { unit }, { rule: '15.6.1' });
}
