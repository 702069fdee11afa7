import { loc } from '../../../core/localized.js';
import type { Side } from '../model.js';
import type { N1812Game } from './game.js';
import type { N1812State } from './state.js';

/**
 * Advanced rule 16.10, the Austrians' reluctance (the game option `austrian-reluctance`): "unità Austriache possono
 * attaccare solo se impilate con altre unità non-Austriache. Se attaccate si difendono normalmente." The Austrians are
 * the units of Tab. 13.2's rows arriving at (A) (its legend: "Austriaci") and any counter the pack names Austrian; the
 * built-in pack has neither (README). Readings: a stack of Austrian units alone may not order an attack (10.1), with a
 * non-Austrian unit in the hex any of them may; supporting an attack (10.3) is not attacking.
 */

export const AUSTRIAN_RELUCTANCE_OPTION = 'austrian-reluctance';

const AUSTRIAN_IN_NAME = /\bAustria/i;

/** The game's Austrian combat units (Tab. 13.2's (A) rows, and the pack's counters named Austrian). */
export function austrianUnits(game: N1812Game): Set<string> {
  const ids = new Set<string>();
  for (const row of game.reinforcements?.rows ?? []) if (row.arrival === 'A') row.units.forEach((id) => ids.add(id));
  for (const u of game.model.units) if (u.side === 'french' && AUSTRIAN_IN_NAME.test(u.name)) ids.add(u.id);
  return ids;
}

/** 16.10: whether `side`'s stack in `hex` is held back: Austrian units with no non-Austrian unit stacked with them. */
export function austriansReluctant(game: N1812Game, s: N1812State, side: Side, hex: string): boolean {
  if (s.austrianReluctance !== true || side !== 'french') return false;
  const austrians = austrianUnits(game);
  const here = game.model.units.filter((u) => u.side === side && s.units[u.id]?.hex === hex).map((u) => u.id);
  return here.length > 0 && here.every((id) => austrians.has(id));
}

export const austrianRefusal = loc(
  'Austrian units attack only when stacked with non-Austrian units (16.10); attacked, they defend normally.',
  'Le unità austriache possono attaccare solo se impilate con unità non austriache (16.10); se attaccate si difendono normalmente.',
);
