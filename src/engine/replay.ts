import { DiceError, SeededDice, type DieRoll } from './core/dice.js';
import type { AnyGameModule, Outcome } from './core/game.js';
import type { Pack } from './core/pack.js';

/**
 * Replaying a game from its seed and its action log, which is the source of truth: setup, then every action with
 * the dice from its logged index, undo and rollback restoring the state of an earlier version. Pure: the same
 * seed and log give the same states, so the store's snapshot can be checked and a finished game verified by
 * anyone holding its export.
 */

export interface ReplayEntry {
  readonly v: number;
  readonly kind: 'setup' | 'action' | 'undo' | 'rollback' | 'meta';
  readonly by?: { readonly side: string | null };
  readonly action?: unknown;
  readonly setup?: { readonly scenario: string; readonly options: Readonly<Record<string, unknown>> };
  readonly to?: number;
  readonly dice: readonly { readonly index: number; readonly sides: number; readonly value: number }[];
}

export type ReplayResult =
  | { readonly ok: true; readonly state: unknown; readonly diceNext: number }
  | { readonly ok: false; readonly version: number; readonly problem: string };

export function replay(
  module: AnyGameModule,
  pack: Pack,
  seed: Uint8Array,
  gameId: string,
  entries: readonly ReplayEntry[],
): ReplayResult {
  const needed = new Set(entries.filter((e) => e.to !== undefined).map((e) => e.to!));
  const kept = new Map<number, unknown>();
  let state: unknown;
  let diceNext = 0;
  let expectedVersion = 0;
  for (const entry of entries) {
    if (entry.v !== expectedVersion)
      return {
        ok: false,
        version: entry.v,
        problem: `the log jumps from version ${expectedVersion - 1} to ${entry.v}`,
      };
    expectedVersion++;
    switch (entry.kind) {
      case 'setup': {
        if (entry.v !== 0 || !entry.setup)
          return { ok: false, version: entry.v, problem: 'the log does not start with its setup' };
        const dice = new SeededDice(seed, gameId, 0);
        const outcome = safely(() =>
          module.setup({ scenario: entry.setup!.scenario, options: entry.setup!.options, pack }, dice),
        );
        const checked = check(outcome, dice.rolls, entry, 0);
        if (!checked.ok) return checked;
        state = checked.state;
        diceNext = dice.next;
        break;
      }
      case 'action': {
        if (entry.v === 0) return { ok: false, version: 0, problem: 'the log does not start with its setup' };
        const parsed = module.action.safeParse(entry.action);
        if (!parsed.success)
          return { ok: false, version: entry.v, problem: 'the logged action is not a valid action of this game' };
        const dice = new SeededDice(seed, gameId, diceNext);
        const outcome = safely(() => module.apply(state, entry.by?.side ?? '', parsed.data, dice));
        const checked = check(outcome, dice.rolls, entry, diceNext);
        if (!checked.ok) return checked;
        state = checked.state;
        diceNext = dice.next;
        break;
      }
      case 'undo':
      case 'rollback': {
        if (entry.to === undefined || !kept.has(entry.to))
          return {
            ok: false,
            version: entry.v,
            problem: `it restores version ${String(entry.to)}, which is not earlier in the log`,
          };
        state = kept.get(entry.to);
        break;
      }
      case 'meta':
        break;
    }
    if (needed.has(entry.v)) kept.set(entry.v, state);
  }
  return { ok: true, state, diceNext };
}

function safely(run: () => Outcome<unknown>): Outcome<unknown> | Error {
  try {
    return run();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function check(
  outcome: Outcome<unknown> | Error,
  rolls: readonly DieRoll[],
  entry: ReplayEntry,
  diceFrom: number,
): { ok: true; state: unknown } | { ok: false; version: number; problem: string } {
  if (outcome instanceof DiceError) return { ok: false, version: entry.v, problem: 'the dice ran out' };
  if (outcome instanceof Error)
    return { ok: false, version: entry.v, problem: `the engine failed: ${outcome.message}` };
  if (!outcome.ok)
    return {
      ok: false,
      version: entry.v,
      problem: `the action is illegal here (${outcome.error.rule}: ${outcome.error.message.en})`,
    };
  if (rolls.length !== entry.dice.length) {
    return {
      ok: false,
      version: entry.v,
      problem: `the log records ${entry.dice.length} dice but the action rolls ${rolls.length}`,
    };
  }
  for (let i = 0; i < rolls.length; i++) {
    const rolled = rolls[i]!;
    const logged = entry.dice[i]!;
    if (logged.index !== diceFrom + i || logged.sides !== rolled.sides || logged.value !== rolled.value) {
      return {
        ok: false,
        version: entry.v,
        problem: `die ${i + 1} (roll #${diceFrom + i}, a d${rolled.sides}) is logged as ${logged.value} but the seed gives ${rolled.value}`,
      };
    }
  }
  return { ok: true, state: outcome.state };
}

/** Deep equality of two JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bkeys = Object.keys(bo).filter((k) => bo[k] !== undefined);
  return keys.length === bkeys.length && keys.every((k) => sameJson(ao[k], bo[k]));
}
