import { ScriptedDice, SeededDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { LearnedBook, LearnedValue } from '../../../../../src/engine/core/learned.js';
import { borodinoPack } from '../../../../../src/engine/games/borodino/pack.js';
import { createBorodino } from '../../../../../src/engine/games/borodino/play/module.js';
import { gameOf, initialState } from '../../../../../src/engine/games/borodino/play/setup.js';
import {
  ELIMINATED,
  type BorodinoState,
  type Step,
  type UnitState,
  type ValueKey,
} from '../../../../../src/engine/games/borodino/play/state.js';

/**
 * Built positions for the play module's tests, on the built-in pack's map (schematic open ground; around 4616 every
 * hex is open with no river: its neighbours are 4515 south-east, 4516 north-east, 4617 north, 4716 north-west, 4715
 * south-west and 4615 south, so a unit in 4616 facing `nw` has 4617 and 4716 Frontal).
 */

export const pack = borodinoPack();
export const module = createBorodino(pack);
export const game = gameOf(pack);

export interface Build {
  readonly step: Step;
  readonly side: 'french' | 'russian';
  readonly turn?: number;
  /** The units placed; every other unit of the scenario is put out of the way (eliminated) unless `keep`. */
  readonly units: Readonly<Record<string, Partial<UnitState> & { readonly at: string }>>;
  readonly learned?: Readonly<Record<string, Partial<Record<ValueKey, number>>>>;
  readonly keep?: boolean;
  readonly active?: readonly string[];
}

export function built(b: Build): BorodinoState {
  const start = initialState(game, 'shevardino')!;
  const units: Record<string, UnitState> = {};
  let seq = start.seq;
  for (const [id, u] of Object.entries(start.units)) units[id] = b.keep ? u : { ...u, at: ELIMINATED };
  for (const [id, u] of Object.entries(b.units))
    units[id] = { ...units[id]!, facing: 'nw', disordered: false, stack: ++seq, ...u };
  return {
    ...start,
    step: b.step,
    side: b.side,
    turn: b.turn ?? 1,
    units,
    learned: bookOf(b.learned ?? {}),
    seq,
    ...(b.active ? { active: b.active } : {}),
  };
}

/** Values as the players would have given them (by the counter's owner, on turn 1), as the state's LearnedBook. */
export function bookOf(values: Readonly<Record<string, Partial<Record<ValueKey, number>>>>): LearnedBook {
  const book: LearnedValue[] = [];
  for (const [unit, given] of Object.entries(values))
    for (const [key, number] of Object.entries(given)) {
      if (number === undefined) continue;
      const [name, back] = key.split('.');
      book.push({
        subject: { kind: 'counter', counter: unit, value: name!, ...(back ? { reduced: true } : {}) },
        number,
        by: game.units.get(unit)?.side ?? 'french',
        turn: 1,
      });
    }
  return book;
}

export type Played =
  { ok: true; state: BorodinoState; events: readonly GameEvent[] } | { ok: false; rule: string; code: string };

/** Applies the action a menu key stands for, with the given die faces (random ones when none are given). */
export function play(state: BorodinoState, side: string, key: string, faces?: readonly number[]): Played {
  const action = module.decode(state, key);
  if (!action) throw new Error(`no action for ${key}`);
  const dice = faces ? new ScriptedDice(faces) : new SeededDice(new Uint8Array(32), 'test', 0);
  const out = module.apply(state, side, action, dice);
  return out.ok
    ? { ok: true, state: out.state, events: out.events }
    : { ok: false, rule: out.error.rule, code: out.error.code };
}

/** Like `play`, for a key that must be legal: the state after it. */
export function must(state: BorodinoState, side: string, key: string, faces?: readonly number[]): BorodinoState {
  const out = play(state, side, key, faces);
  if (!out.ok) throw new Error(`${key} refused: ${out.code} (${out.rule})`);
  return out.state;
}

/** Every action key of a menu level. */
export const keys = (state: BorodinoState, side: string, path: readonly string[] = []): string[] =>
  module.menu(state, side, path).items.map((i) => i.key);

/** The 7 September scenario through its set-up, at turn 1's Orders Phase (Napoleon's Range 3, Kutuzov's Orders 2). */
export function septemberOrders(): BorodinoState {
  const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
  if (!setup.ok) throw new Error('setup');
  let s = must(setup.state, 'french', 'command-value/fr-Napoleon/range/3');
  s = must(s, 'french', 'done');
  s = must(s, 'russian', 'command-value/ru-Kutuzov/orders/2');
  return must(s, 'russian', 'done');
}

/** A step of an event's explanation (core/explain.ts): a die, a modifier with its rule, a table cell. */
export interface LogStep {
  readonly step: string;
  readonly drm?: string;
  readonly value?: number;
  readonly [key: string]: unknown;
}

/** The explanation steps of every event of `kind`, in order. */
export const stepsOf = (events: readonly GameEvent[], kind: string): LogStep[] =>
  events.filter((e) => e.kind === kind).flatMap((e) => (e['steps'] ?? []) as LogStep[]);

/** The modifier `drm` among `steps`. */
export const drmOf = (steps: readonly LogStep[], drm: string): LogStep | undefined =>
  steps.find((x) => x.step === 'drm' && x.drm === drm);
