import { expect } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type AnyRuling, type RawValue, type RulingRun } from '../../../../src/engine/core/ruling.js';

export type Raw = Readonly<Record<string, RawValue | undefined>>;

/** Runs a ruling with the dice forced, as a player who rolled real dice would. */
export function run(
  ruling: AnyRuling,
  raw: Raw,
  dice: readonly number[],
  tables: Readonly<Record<string, unknown>> = {},
): RulingRun<unknown> {
  return runRuling(ruling, raw, new ScriptedDice(dice), { tables });
}

/** The result of a ruling that must succeed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function resultOf(ruling: AnyRuling, raw: Raw, dice: readonly number[], tables = {}): any {
  const { outcome } = run(ruling, raw, dice, tables);
  if (!outcome.ok) throw new Error(`expected success, got: ${outcome.message.en}`);
  return outcome.result;
}

/** The text of a ruling that must succeed. */
export function textOf(ruling: AnyRuling, raw: Raw, dice: readonly number[], tables = {}): { en: string; it: string } {
  const { outcome } = run(ruling, raw, dice, tables);
  if (!outcome.ok) throw new Error(`expected success, got: ${outcome.message.en}`);
  return outcome.text;
}

/** The failure of a ruling that must refuse its input. */
export function failureOf(ruling: AnyRuling, raw: Raw, dice: readonly number[] = [1, 1, 1, 1]) {
  const { outcome } = run(ruling, raw, dice);
  expect(outcome.ok).toBe(false);
  if (outcome.ok) throw new Error('expected a failure');
  // Every refusal reads in Italian too, not the English text repeated.
  expect(outcome.message.it).not.toBe(outcome.message.en);
  return outcome;
}
