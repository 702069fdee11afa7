import { expect } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import {
  runRuling,
  type AnyRuling,
  type RawValue,
  type RulingFailure,
  type RulingSuccess,
} from '../../../../src/engine/core/ruling.js';

type Raw = Readonly<Record<string, RawValue | undefined>>;

/** Runs a ruling with the players' own dice and returns its success (the test fails on a refusal). */
export function ruled<R>(
  ruling: AnyRuling,
  raw: Raw,
  dice: readonly number[] = [],
  tables: Record<string, unknown> = {},
): RulingSuccess<R> & { rolled: number[] } {
  const run = runRuling(ruling, raw, new ScriptedDice(dice), { tables });
  if (!run.outcome.ok) throw new Error(`refused: ${run.outcome.message.en}`);
  return { ...(run.outcome as RulingSuccess<R>), rolled: run.dice.map((d) => d.value) };
}

/** Runs a ruling that must refuse, and returns the refusal. */
export function refused(
  ruling: AnyRuling,
  raw: Raw,
  dice: readonly number[] = [],
  tables: Record<string, unknown> = {},
): RulingFailure {
  const run = runRuling(ruling, raw, new ScriptedDice(dice), { tables });
  expect(run.outcome.ok).toBe(false);
  return run.outcome as RulingFailure;
}
