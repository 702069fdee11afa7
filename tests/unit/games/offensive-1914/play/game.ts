import { expect } from 'vitest';
import { ScriptedDice, type Dice } from '../../../../../src/engine/core/dice.js';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import { offensive1914Pack } from '../../../../../src/engine/games/offensive-1914/pack.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import type { O1914State, PhaseId } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import type { Player } from '../../../../../src/engine/games/offensive-1914/rules/position.js';
import { RAIL } from '../../../../../src/engine/games/offensive-1914/rules/supply.js';

/**
 * Games of the draft module on the built-in pack (the Battle for Lorraine): the set-up, or a built position where only
 * the units named stand on the map (the others off it), in a given phase. Columns 60 to 62, rows 55 to 59 of the
 * pack's map are Open with no hexside terrain; a river of no class runs 59.57–60.57 (tests/…/positions.ts).
 */

export const pack = offensive1914Pack();
export const game = createOffensive1914(pack);

export function start(module = game, p: Pack = pack): O1914State {
  const made = module.setup({ scenario: 'lorraine', options: {}, pack: p }, new ScriptedDice([]));
  if (!made.ok) throw new Error(made.error.message.en);
  return made.state;
}

export interface Built {
  /** Unit id → hex: only these stand on the map. */
  readonly units: Readonly<Record<string, string>>;
  readonly phase?: PhaseId;
  readonly phasing?: Player;
  readonly turn?: number;
  /** Values the owners gave: unit → key → value (front). */
  readonly values?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** 5.1: keep the set-up's Areas of Assignment (the German boundary; the French one as the test places it). */
  readonly aoa?: boolean;
}

export function built(b: Built, module = game, p: Pack = pack): O1914State {
  const state = structuredClone(start(module, p));
  for (const [id, u] of Object.entries(state.units)) {
    u.at = b.units[id] ?? 'off';
    u.start = u.at;
    delete u.inactiveUntil;
  }
  state.phase = b.phase ?? 'movement';
  state.phasing = b.phasing ?? 'allied';
  state.turn = b.turn ?? 1;
  for (const [id, values] of Object.entries(b.values ?? {})) state.values[id] = { front: { ...values } };
  // 28.3 B: the set-up's French boundary prompt is answered by the tests that keep Areas; the others keep none.
  state.stack = state.stack.filter((f) => f.name !== 'boundary');
  if (!b.aoa) {
    delete state.aoa;
    delete state.assigned;
  }
  return state;
}

export type Acted =
  | { ok: true; state: O1914State; events: readonly { kind: string; [k: string]: unknown }[] }
  | { ok: false; rule: string; code: string };

/** Applies the action a key stands for, as `side`. */
export function act(
  state: O1914State,
  side: Player,
  key: string,
  dice: Dice = new ScriptedDice([]),
  module = game,
): Acted {
  const action = module.decode(state, key);
  if (!action) throw new Error(`the module made no key ${key}`);
  const out = module.apply(state, side, action, dice);
  return out.ok
    ? { ok: true, state: out.state, events: out.events }
    : { ok: false, rule: out.error.rule, code: out.error.code };
}

/** Applies a legal action, failing the test if it is refused, and checks the invariants after it. */
export function ok(state: O1914State, side: Player, key: string, dice?: Dice, module = game): O1914State {
  const out = act(state, side, key, dice, module);
  if (!out.ok) throw new Error(`${key} refused: ${out.code} (${out.rule})`);
  expect(module.check!(out.state)).toEqual([]);
  return out.state;
}

/** The action keys of a menu level. */
export function keys(state: O1914State, side: Player, path: readonly string[] = [], module = game): string[] {
  return module.menu(state, side, path).items.map((i) => i.key);
}

/** Every action key reachable from a menu level, at any depth. */
export function allKeys(state: O1914State, side: Player, path: readonly string[] = [], module = game): string[] {
  return module
    .menu(state, side, path)
    .items.flatMap((i) => (i.kind === 'action' ? [i.key] : allKeys(state, side, [...path, i.key], module)));
}

/** A French railroad from the west map edge, 46.57, to 56.57 (the hex feature `rail` on each of its hexes). */
export const FRENCH_LINE = [
  '46.57',
  '47.58',
  '48.57',
  '49.57',
  '50.57',
  '51.58',
  '52.58',
  '53.59',
  '54.58',
  '55.58',
  '56.57',
] as const;

/** A copy of the built-in pack with `FRENCH_LINE`, so that supply is traced (15.0's LOC, 15.1.3's railroad source). */
export function frenchRailPack(): Pack {
  const copy = structuredClone(pack);
  if (copy.map.kind !== 'hex') throw new Error('hex map');
  const line: readonly string[] = FRENCH_LINE;
  for (const h of copy.map.hexes) if (line.includes(h.id)) h.features = [...h.features, RAIL];
  return copy;
}

/**
 * A German attack fought to its result in the German Attack Phase of a built game: `target` attacked by the units
 * `forces` (a Force each), neither side Intense, no supporting AV added (10.1.1), the CRT dice white 4, black 3, the
 * cell read off the card "-/-" (9.9.1), both Post-Combat ECs rolling 1 + 1. The fight as rolled and its `combat` event.
 */
export function germanAttack(
  b: Omit<Built, 'phase' | 'phasing'>,
  target: string,
  forces: readonly string[],
): { fight: O1914State['fight']; combat: { kind: string; [k: string]: unknown } | undefined } {
  let s = ok(built({ ...b, phase: 'attack', phasing: 'german' }), 'german', `atk/${target}`);
  for (const id of forces) s = ok(s, 'german', `force/${id}`);
  s = ok(ok(ok(s, 'german', 'fight'), 'german', 'int/no'), 'allied', 'int/no', new ScriptedDice([4, 3]));
  while (s.stack.at(-1)?.name === 'support') s = ok(s, 'allied', 'sup/-', new ScriptedDice([4, 3]));
  const out = act(s, 'german', 'cell/-~-', new ScriptedDice([1, 1, 1, 1]));
  if (!out.ok) throw new Error(out.code);
  return { fight: s.fight, combat: out.events.find((e) => e.kind === 'combat') };
}
