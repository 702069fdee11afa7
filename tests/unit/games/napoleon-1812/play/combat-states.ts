import { expect } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent, RuleError } from '../../../../../src/engine/core/game.js';
import type { Side, UnitType } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import { applyCombat, combatMenu } from '../../../../../src/engine/games/napoleon-1812/play/combat.js';
import { gameOf, unitsIn } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import { initialState } from '../../../../../src/engine/games/napoleon-1812/play/setup.js';
import { ELIMINATED, type N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';

/**
 * Combat positions on the built-in pack's map (schematic; clear hexes, no river between them): the French attack
 * from F (1608) the Russian stack in T (1508). T's other neighbours: 1607 and 1509 (next to F too: French support,
 * never a Russian retreat), 1408, 1407 and 1507 (Russian support, or where a Russian retreat may go).
 */

export const game = gameOf(napoleon1812Pack());
export const F = '1608';
export const T = '1508';

export interface StackSpec {
  readonly hex: string;
  readonly infantry?: number;
  readonly cavalry?: number;
  readonly artillery?: number;
  /** How many of them (infantry first, then cavalry, then artillery) are disrupted. */
  readonly disrupted?: number;
  readonly leaders?: readonly string[];
  readonly combats?: number;
}

export interface Built {
  readonly french?: readonly StackSpec[];
  readonly russian?: readonly StackSpec[];
  readonly toAct?: Side;
  readonly cc?: Partial<Record<Side, number>>;
  readonly out?: readonly Side[];
}

const TYPES: readonly UnitType[] = ['infantry', 'cavalry', 'artillery'];

/** The combat step of turn 3, with only the units and leaders given on the map (the others eliminated). */
export function combatState(b: Built): N1812State {
  const units: N1812State['units'] = {};
  for (const u of game.model.units) units[u.id] = { hex: ELIMINATED, disrupted: false, forcedMarch: false, combats: 0 };
  const leaders: N1812State['leaders'] = {};
  for (const l of game.model.leaders) leaders[l.id] = { hex: ELIMINATED };
  const used = new Set<string>();
  for (const side of ['french', 'russian'] as const)
    for (const stack of b[side] ?? []) {
      let disrupted = stack.disrupted ?? 0;
      for (const type of TYPES)
        for (let i = 0; i < (stack[type] ?? 0); i++) {
          const unit = game.model.units.find((u) => u.side === side && u.type === type && !used.has(u.id));
          if (!unit) throw new Error(`no ${side} ${type} left`);
          used.add(unit.id);
          units[unit.id] = {
            hex: stack.hex,
            disrupted: disrupted-- > 0,
            forcedMarch: false,
            combats: stack.combats ?? 0,
          };
        }
      for (const l of stack.leaders ?? []) leaders[l] = { hex: stack.hex };
    }
  // The set-up's state (every field the module keeps), at the combat step of turn 3 with these pieces.
  const state = initialState(game, 'historical')!;
  state.turn = 3;
  state.step = 'combat';
  state.toAct = b.toAct ?? 'french';
  state.units = units;
  state.leaders = leaders;
  for (const s of ['french', 'russian'] as const) {
    state.sides[s].cc = b.cc?.[s] ?? 3;
    state.sides[s].outOfAttacks = b.out?.includes(s) ?? false;
  }
  return state;
}

/** A menu key as the lead's decode reads it: `combat/<step>/<arg...>`. */
function actionOf(key: string) {
  const [, step, ...rest] = key.split('/');
  return rest.length > 0
    ? { kind: 'combat' as const, step: step!, arg: rest.join('/') }
    : { kind: 'combat' as const, step: step! };
}

/** Applies a key for `side` with these dice (all of them used); the new state and the events. */
export function act(
  state: N1812State,
  side: Side,
  key: string,
  dice: readonly number[] = [],
): { state: N1812State; events: readonly GameEvent[] } {
  const scripted = new ScriptedDice(dice);
  const r = applyCombat(game, structuredClone(state), side, actionOf(key), scripted);
  if (!r.ok) throw new Error(`${key} refused: ${JSON.stringify(r.error)}`);
  expect(scripted.remaining, `dice left over after ${key}`).toBe(0);
  return { state: r.state, events: r.events };
}

/** Plays keys in order (each with its dice), returning the last state and every event. */
export type Step = readonly [Side, string, (readonly number[])?];

export function play(state: N1812State, steps: readonly Step[]): { state: N1812State; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const [side, key, dice] of steps) {
    const r = act(s, side, key, dice ?? []);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal of a key, which changed nothing in the state it was given. */
export function refused(state: N1812State, side: Side, key: string, dice: readonly number[] = []): RuleError {
  // applyCombat may mutate the copy it is given; a refusal must not have.
  const copy = structuredClone(state);
  const r = applyCombat(game, copy, side, actionOf(key), new ScriptedDice(dice));
  expect(copy).toEqual(state);
  if (r.ok) throw new Error(`${key} was accepted`);
  return r.error;
}

/** The keys `side` is offered now (at `path` in the menu). */
export function keys(state: N1812State, side: Side, path: readonly string[] = []): string[] {
  return combatMenu(game, state, side, path).items.map((i) => i.key);
}

export const at = (state: N1812State, hex: string, side?: Side) => unitsIn(game, state, hex, side);
export const top = (state: N1812State) => state.prompts.at(-1);
