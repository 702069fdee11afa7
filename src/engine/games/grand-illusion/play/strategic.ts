import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, type Side } from '../model.js';
import { PARIS_HEX, parisInDanger as nearParis } from '../rules/movement.js';
import { checkStrategic, strategicMoves, type StrategicMove } from '../rules/strategic.js';
import { settle } from './aftermath.js';
import { type Applied, type DeepMut, type Of, refuse, type S } from './edit.js';
import { parisInDanger } from './paris.js';
import { positionOf } from './position.js';
import { type Game, startOf } from './setup.js';
import type { GiState } from './state.js';

/**
 * The Strategic Movement Phase (10.0): the side without the initiative moves first, then the other; a unit at a time
 * by rail or sea (rules/strategic.ts), 1 CAP each (10.1), and in the turn of Paris in Danger one French infantry
 * corps to Paris at no cost (Paris in Danger B).
 */

/** Paris in Danger B: the free move is a French infantry corps's, to Paris. */
function freeFor(game: Game, frame: Of<'strategic'>, unit: string, to: string): boolean {
  const c = game.counters.get(unit);
  return frame.free && to === PARIS_HEX && c?.nation === 'fr' && c.type === 'infantry' && c.size === 'corps';
}

/** 10.0: the side's units that may still move by Strategic Movement, each with its destinations and what each costs. */
export function strategicChoices(
  game: Game,
  state: GiState,
  frame: Of<'strategic'>,
): Map<string, readonly (StrategicMove & { readonly cap: number })[]> {
  const p = positionOf(game, state);
  const start = startOf(game, state.scenario);
  const startAllied = (hex: string): boolean => start[hex] !== 'german';
  const out = new Map<string, (StrategicMove & { cap: number })[]>();
  for (const unit of p.units) {
    if (unit.side !== frame.side || unit.id === undefined || frame.moved.includes(unit.id)) continue;
    const moves = strategicMoves(p, { unit, startAllied })
      .map((m) => ({ ...m, cap: freeFor(game, frame, unit.id!, m.to) ? 0 : 1 }))
      .filter((m) => m.cap <= state.cap[frame.side]);
    if (moves.length > 0) out.set(unit.id, moves);
  }
  return out;
}

/** 10.0 A, B: the phase's prompts, the side without the initiative on top; a side with no move is not asked. */
export function openStrategic(game: Game, s: S, ev: GameEvent[]): void {
  const state = s as GiState;
  for (const side of [state.initiative, otherSide(state.initiative)] as Side[]) {
    const frame: Of<'strategic'> = { name: 'strategic', side, moved: [], free: freeMoveDue(state, side) };
    if (strategicChoices(game, state, frame).size > 0) s.stack.push({ ...frame, moved: [] });
  }
  if (s.stack.length === 0) ev.push({ kind: 'phase-advances', phase: 'strategic' });
}

/** Paris in Danger B: the Allies in the turn of the emergency. */
const freeMoveDue = (state: GiState, side: Side): boolean =>
  side === 'allied' && state.parisInDanger !== undefined && state.parisInDanger === state.turn;

export function strategicAnswer(
  game: Game,
  s: S,
  frame: Of<'strategic'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  if (key === 'sm-done') {
    s.stack.pop();
    ev.push({ kind: 'strategic-end', side: frame.side });
    return null;
  }
  const [verb, unit, to] = key.split('/');
  if (verb !== 'sm' || !unit || !to) return refuse('bad-key', { key });
  const choices = strategicChoices(game, s as GiState, frame);
  const move = choices.get(unit)?.find((m) => m.to === to);
  if (!move) {
    const p = positionOf(game, s as GiState);
    const placed = p.units.find((u) => u.id === unit);
    if (!placed || placed.side !== frame.side) return refuse('not-your-unit', { unit }, '10.0');
    if (frame.moved.includes(unit)) return refuse('sm-once', { unit }, '10.1');
    const start = startOf(game, s.scenario);
    const check = checkStrategic(p, { unit: placed, startAllied: (h) => start[h] !== 'german' }, to);
    if (!check.ok) return { ok: false, problem: check.problem };
    return refuse('sm-cap', { unit }, '10.1');
  }
  const from = s.units[unit]!.at;
  // 8.4.9 b: supplied German combat units moving into or next to a Paris in Danger hex, by rail too.
  const before = positionOf(game, s as GiState);
  const mover = before.units.find((u) => u.id === unit);
  const danger = mover !== undefined && nearParis(before, [mover], move.path);
  s.units[unit]!.at = to;
  s.cap[frame.side] -= move.cap;
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'strategic'>>;
  mut.moved.push(unit);
  if (move.cap === 0) mut.free = false;
  ev.push({ kind: 'strategic', side: frame.side, unit, mode: move.mode, path: [...move.path], cap: move.cap });
  if (danger) parisInDanger(game, s, to, ev);
  // Nothing more to move: the side's Strategic Movement ends.
  if (strategicChoices(game, s as GiState, mut as Of<'strategic'>).size === 0) {
    s.stack.pop();
    ev.push({ kind: 'strategic-end', side: frame.side });
  }
  // 8.3.3: the hex left may pass to enemy units in it; 9.4.4, 9.5.4: HQs and HA left with the enemy.
  settle(game, s, from, false, dice, ev);
  settle(game, s, to, false, dice, ev);
  return null;
}
