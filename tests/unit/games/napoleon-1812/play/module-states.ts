import { expect } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent, RuleError, SetupInput } from '../../../../../src/engine/core/game.js';
import type { Side, UnitType } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import { ELIMINATED, type N1812State, type Step } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { game } from './combat-states.js';

/**
 * Positions for the sequence of play (5.1) played through the module's public contract (`setup`, `decode`, `apply`,
 * `menu`, `view`, `check`), on the built-in pack's schematic map. Map facts the tests lean on (the pack's hexes):
 * Moscow 0208 is next to 0108/0109, hexes of the east map edge (a Russian USS, 1.1); Warsaw 2612 is 3 hexes from
 * 2912 on the west edge (a French USS); 1608, 1508 and their neighbours are clear hexes of Russia, far from any USS.
 * Unit classes (3.3/4.1): `v` Veteran (OF 1), `L` Line (OF 1.5), `c` Conscript (OF 2).
 */

export const module = createNapoleon1812(napoleon1812Pack());
export { game };
export const grid = game.model.grid!;

export const MOSCOW = '0208';
export const WARSAW = '2612';

/**
 * A state at `step` of `turn`, with no combat unit or leader on the map (all of them eliminated), nothing placed: the
 * set-up's state (so every field the module keeps is there) with the pieces taken off.
 */
export function blank(step: Step, turn = 3, toAct: Side = 'french'): N1812State {
  const r = module.setup({ scenario: 'historical' } as SetupInput, new ScriptedDice([]));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const s = r.state;
  for (const u of Object.values(s.units)) u.hex = ELIMINATED;
  for (const l of game.model.leaders) s.leaders[l.id] = { hex: ELIMINATED };
  s.step = step;
  s.turn = turn;
  s.toAct = toAct;
  s.first = 'french';
  s.ccFirst = 'french';
  for (const side of ['french', 'russian'] as const) s.sides[side].done = false;
  return s;
}

export interface Kind {
  readonly type?: UnitType;
  /** The unit's class: `v`, `L` or `c`. */
  readonly cls?: string;
  readonly disrupted?: boolean;
}

/** Puts `n` of `side`'s combat units of that kind that are not on the map into `hex`; their ids. */
export function put(s: N1812State, side: Side, hex: string, n = 1, kind: Kind = {}): string[] {
  const ids: string[] = [];
  for (const u of game.model.units) {
    if (ids.length === n) break;
    if (u.side !== side || s.units[u.id]?.hex !== ELIMINATED) continue;
    if (kind.type && u.type !== kind.type) continue;
    if (kind.cls && u.unitClass !== kind.cls) continue;
    s.units[u.id] = { hex, disrupted: kind.disrupted ?? false, forcedMarch: false, combats: 0 };
    ids.push(u.id);
  }
  if (ids.length < n) throw new Error(`not ${n} ${side} ${kind.type ?? 'units'} left`);
  return ids;
}

/** Puts leaders (pack ids, e.g. `fr-Davout`) into `hex`. */
export function lead(s: N1812State, hex: string, ...leaders: string[]): void {
  for (const l of leaders) s.leaders[l] = { hex };
}

/** A train marker of `side` on `hex` (real unless said). */
export function train(s: N1812State, side: Side, hex: string, real = true): void {
  s.trains.push({ id: `t${s.nextTrain++}`, side, hex, real, faceUp: false });
}

export const depot = (s: N1812State, side: Side, hex: string): void => void s.depots.push({ side, hex });

/** Applies a menu key for `side` through `decode` and `apply`, with exactly these dice; the new state and events. */
export function act(
  s: N1812State,
  side: Side,
  key: string,
  dice: readonly number[] = [],
): { state: N1812State; events: readonly GameEvent[] } {
  const action = module.decode(s, key);
  if (!action) throw new Error(`${key} does not decode`);
  const scripted = new ScriptedDice(dice);
  const r = module.apply(s, side, action, scripted);
  if (!r.ok) throw new Error(`${key} refused: ${JSON.stringify(r.error)}`);
  expect(scripted.remaining, `dice left over after ${key}`).toBe(0);
  return { state: r.state, events: r.events };
}

/** Plays keys in order (each with its dice); the last state and every event. */
export function play(
  s: N1812State,
  steps: readonly (readonly [Side, string, (readonly number[])?])[],
): { state: N1812State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [side, key, dice] of steps) {
    const r = act(s, side, key, dice ?? []);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal of a key (decoded, or an action given as is), and that the state given is left as it was. */
export function refusal(s: N1812State, side: Side, key: string, dice: readonly number[] = []): RuleError {
  const before = structuredClone(s);
  const action = module.decode(s, key);
  if (!action) throw new Error(`${key} does not decode`);
  const r = module.apply(s, side, action, new ScriptedDice(dice));
  expect(s).toEqual(before);
  if (r.ok) throw new Error(`${key} was accepted`);
  return r.error;
}

/** The keys `side` is offered now (at `path` in the menu). */
export const keys = (s: N1812State, side: Side, path: readonly string[] = []): string[] =>
  module.menu(s, side, path).items.map((i) => i.key);

const RIVERS = new Set(
  ((game.pack.map as { hexsides?: { a: string; b: string; features: string[] }[] }).hexsides ?? [])
    .filter((h) => h.features.includes('river'))
    .map((h) => [h.a, h.b].sort().join('-')),
);

/** Whether `path` is a chain of adjacent hexes of the pack's map with no river hexside between any two (6.2). */
export const riverFree = (path: readonly string[]): boolean =>
  path.every((h, i) => i === 0 || (grid.adjacent(path[i - 1]!, h) && !RIVERS.has([path[i - 1]!, h].sort().join('-'))));

export const where = (s: N1812State, id: string): string => s.units[id]?.hex ?? s.leaders[id]!.hex;
export const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);
