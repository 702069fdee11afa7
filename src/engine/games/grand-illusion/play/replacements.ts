import type { GameEvent } from '../../../core/game.js';
import { type Applied, type Of, refuse, type S } from './edit.js';
import { replaceable, replaceHexes, returningNow } from './legal.js';
import { type Game, startOf } from './setup.js';
import { type GiState, TRACK } from './state.js';

/** The Replacement segment of Phase III (7.2). */

/** Scenario 1: from turn 8 the 1-CAP replacements, from turn 10 the 2-CAP ones, come back Disorganized (13.1). */
const DISORGANIZED_LATER_FROM = 8;
const DISORGANIZED_NOW_FROM = 10;

export function replaceAnswer(game: Game, s: S, frame: Of<'replace'>, key: string, ev: GameEvent[]): Applied | null {
  const side = frame.side;
  const [verb, unit, hex] = key.split('/');
  const start = (h: string): boolean => startOf(game, s.scenario)[h] === 'german';
  const due = returningNow(game, s as GiState, side);
  if (key === 'replace-done') {
    const placeable = due.find((u) => replaceHexes(game, s as GiState, u, start).length > 0);
    if (placeable) return refuse('returning-first', { unit: placeable }, '7.2');
    // A unit due with nowhere to enter waits for the next turn (README).
    for (const r of s.returning) if (due.includes(r.unit)) r.turn = s.turn + 1;
    s.stack.pop();
    return null;
  }
  if (verb === 'return' && unit && hex) {
    if (!due.includes(unit) || !replaceHexes(game, s as GiState, unit, start).includes(hex))
      return refuse('replace-key', { key }, '7.2');
    s.units[unit]!.at = hex;
    s.returning = s.returning.filter((r) => r.unit !== unit);
    ev.push({ kind: 'return', unit, hex });
    return null;
  }
  if (!unit || !replaceable(game, s as GiState, side).includes(unit)) return refuse('replace-key', { key }, '7.2');
  if (verb === 'replace' && hex) {
    if (s.cap[side] < 2 || !replaceHexes(game, s as GiState, unit, start).includes(hex))
      return refuse('replace-key', { key }, '7.2');
    s.cap[side] -= 2;
    s.units[unit] = { at: hex, disorganized: s.number === 1 && s.turn >= DISORGANIZED_NOW_FROM };
    ev.push({ kind: 'replace', unit, hex, cap: 2 });
    return null;
  }
  if (verb === 'replace-later') {
    if (s.cap[side] < 1) return refuse('replace-key', { key }, '7.2');
    s.cap[side] -= 1;
    s.units[unit] = { at: TRACK, disorganized: s.number === 1 && s.turn >= DISORGANIZED_LATER_FROM };
    s.returning.push({ unit, turn: s.turn + 2 });
    ev.push({ kind: 'replace', unit, turn: s.turn + 2, cap: 1 });
    return null;
  }
  return refuse('replace-key', { key }, '7.2');
}
