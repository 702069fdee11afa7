import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { REARGUARD_HEXES, checkRearguardRetreat } from '../rules/retreat-position.js';
import { type PlacedUnit, unitsAt } from '../rules/position.js';
import { settle } from './aftermath.js';
import { updateControl } from './control.js';
import { type Applied, type DeepMut, loseStep, type Of, refuse, type S } from './edit.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, type GiState } from './state.js';

/**
 * The Cavalry Rearguard (9.6.3): a non-Disorganized infantry corps moved by a CAP into a hex holding only enemy
 * cavalry brings no battle; the cavalry's owner chooses: it stays and is eliminated (a), or it retreats three hexes
 * and its intact divisions end Disorganized, eliminated if it cannot (b).
 */

/** 9.6.3 b: every three-hex path the cavalry may retreat along (`checkRearguardRetreat` on each). */
export function rearguardPaths(game: Game, state: GiState, frame: Of<'rearguard'>): string[][] {
  const p = positionOf(game, state);
  const units = frame.units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  const input = { side: frame.side, from: frame.hex, units, battles: [frame.hex] };
  const out: string[][] = [];
  const walk = (path: string[]): void => {
    if (path.length === REARGUARD_HEXES) {
      if (checkRearguardRetreat(p, { ...input, path }).ok) out.push(path);
      return;
    }
    const here = path[path.length - 1] ?? frame.hex;
    for (const n of p.grid.neighbours(here)) if (n !== frame.hex && !path.includes(n)) walk([...path, n]);
  };
  walk([]);
  return out;
}

/** 9.6.3 b: the hexes the retreat may enter next (the first hex of a legal path from the path so far). */
export function rearguardNext(game: Game, state: GiState, frame: Of<'rearguard'>): string[] {
  const done = frame.path ?? [];
  const next = rearguardPaths(game, state, frame)
    .filter((path) => done.every((h, i) => path[i] === h))
    .map((path) => path[done.length]!);
  return [...new Set(next)];
}

export function rearguardAnswer(
  game: Game,
  s: S,
  frame: Of<'rearguard'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, hex] = key.split('/');
  if (key === 'rearguard-stay' && frame.path === undefined) {
    // 9.6.3 a: the cavalry stays and is eliminated; the enemy takes the hex.
    s.stack.pop();
    for (const id of frame.units) s.units[id]!.at = ELIMINATED;
    ev.push({ kind: 'rearguard', side: frame.side, hex: frame.hex, choice: 'stay', units: [...frame.units] });
    updateControl(game, s, frame.hex, dice, ev);
    settle(game, s, frame.hex, false, dice, ev);
    return null;
  }
  if (verb !== 'rearguard-to' || !hex || !rearguardNext(game, s as GiState, frame).includes(hex))
    return refuse('rearguard-hex', { hex: hex ?? '' }, '9.6.3');
  const path = [...(frame.path ?? []), hex];
  if (path.length < REARGUARD_HEXES) {
    (s.stack[s.stack.length - 1] as DeepMut<Of<'rearguard'>>).path = path;
    return null;
  }
  s.stack.pop();
  const p = positionOf(game, s as GiState);
  const units = frame.units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  const checked = checkRearguardRetreat(p, { side: frame.side, from: frame.hex, units, battles: [frame.hex], path });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const end = path[path.length - 1]!;
  for (const id of frame.units) s.units[id]!.at = end;
  // 9.4.3 row 5: steps lost entering a hex of enemy cavalry (in counter order: README); then 9.6.3 b: the intact
  // divisions end Disorganized.
  for (let n = 0; n < checked.value.stepsLost; n++) {
    const id = frame.units.find((u) => s.units[u]?.at === end);
    if (id) loseStep(game, s, id);
  }
  for (const id of checked.value.disorganized)
    if (s.units[id]?.at === end && !s.units[id]!.disorganized) loseStep(game, s, id);
  ev.push({ kind: 'rearguard', side: frame.side, hex: frame.hex, choice: 'retreat', units: [...frame.units], path });
  for (const h of [frame.hex, ...path]) updateControl(game, s, h, dice, ev);
  settle(game, s, frame.hex, false, dice, ev);
  return null;
}

/** 9.6.3: the cavalry of `hex` (owned by `side`) the rearguard concerns. */
export function rearguardUnits(game: Game, state: GiState, hex: string, side: GiState['initiative']): string[] {
  return unitsAt(positionOf(game, state), hex, side).map((u) => u.id!);
}
