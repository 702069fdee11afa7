import type { GameEvent } from '../../../core/game.js';
import type { Side, Unit } from '../model.js';
import { targetsOf } from '../rules/attack.js';
import type { Position } from '../rules/position.js';
import type { Game } from './setup.js';
import { GONE, other, pop, push, top, type Fight, type PogState, type Role } from './state.js';

/**
 * The fight in progress as each part of a combat reads it (12.2): what the combat needs from the machine, the side
 * attacking and the side of each role, a unit as the rules functions take it, the units still in the fight, the
 * state with its fight set or cleared, and the attack prompt again once a combat is over (9.2.9).
 */

/** What the combat needs from the machine: ending the action (8.1.4), moving units in with what entering does. */
export interface Machine {
  finish(state: PogState, side: Side, events: GameEvent[]): PogState;
  enter(
    state: PogState,
    side: Side,
    units: readonly string[],
    from: string,
    path: readonly string[],
    events: GameEvent[],
  ): PogState;
}

/** The side of a role in this fight: the attacker's, or the other. */
export const sideOf = (fight: Fight, role: Role, attacker: Side): Side =>
  role === 'attacker' ? attacker : other(attacker);

/** A unit as the rules functions take it: its printed values with the side now up. */
export function unitOf(game: Game, state: PogState, id: string): Unit {
  return { ...game.model.units[id]!, strength: state.units[id]!.strength };
}

/** The side acting: the one whose action the combat is part of. */
export function attackingSide(state: PogState): Side {
  const frame = state.stack.find((f) => f.name === 'attack');
  return frame?.side ?? top(state)?.side ?? 'cp';
}

/** The fight's units still in it: attackers where they attacked from, defenders in the defending space. */
export function attackersLeft(state: PogState, fight: Fight): string[] {
  return fight.attackers.filter((u) => {
    const at = state.units[u]?.at ?? '';
    return at !== GONE && !at.endsWith('-eliminated') && !at.endsWith('-reserve') && at !== 'off';
  });
}
export function defendersLeft(state: PogState, fight: Fight): string[] {
  return fight.defenders.filter((u) => state.units[u]?.at === fight.target);
}

/** The state with this fight, or with none once the combat is over. */
export function withFight(state: PogState, fight: Fight | undefined): PogState {
  if (fight) return { ...state, fight };
  const { fight: _gone, ...rest } = state;
  void _gone;
  return rest;
}

/** The attack prompt again, or the end of the action when nothing is left to attack. */
export function nextCombat(game: Game, state: PogState, side: Side, m: Machine, events: GameEvent[]): PogState {
  const p: Position = { model: game.model, state };
  const rest = top(state)?.name === 'attack' ? state : push(state, { name: 'attack', side });
  if (targetsOf(p, side, state.fought ?? []).length > 0) return rest;
  return m.finish(pop(rest), side, events);
}
