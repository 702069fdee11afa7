import { expect } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type AnyRuling, type RawValue, type RulingFailure } from '../../../../src/engine/core/ruling.js';

/** Runs a ruling as the CLI and Discord do, with the dice forced in the order the rules roll them. */
export function run<R>(
  ruling: AnyRuling,
  raw: Readonly<Record<string, RawValue | undefined>>,
  dice: readonly number[] = [],
  tables: Readonly<Record<string, unknown>> = {},
) {
  return runRuling<R>(ruling, raw, new ScriptedDice(dice), { tables });
}

/** The result of a ruling that must succeed. */
export function ok<R = Record<string, unknown>>(
  ruling: AnyRuling,
  raw: Readonly<Record<string, RawValue | undefined>>,
  dice: readonly number[] = [],
  tables: Readonly<Record<string, unknown>> = {},
): { result: R; rules: readonly string[]; en: string; it: string } {
  const outcome = run<R>(ruling, raw, dice, tables).outcome;
  if (!outcome.ok) throw new Error(`expected success, got: ${outcome.message.en}`);
  return { result: outcome.result, rules: outcome.rules, en: outcome.text.en, it: outcome.text.it };
}

/** The failure of a ruling that must refuse its input, checked to name the option. */
export function refused(
  ruling: AnyRuling,
  raw: Readonly<Record<string, RawValue | undefined>>,
  dice: readonly number[] = [],
  tables: Readonly<Record<string, unknown>> = {},
): RulingFailure {
  const outcome = run(ruling, raw, dice, tables).outcome;
  expect(outcome.ok).toBe(false);
  if (outcome.ok) throw new Error('expected a refusal');
  expect(outcome.message.it.length).toBeGreaterThan(0);
  return outcome;
}
