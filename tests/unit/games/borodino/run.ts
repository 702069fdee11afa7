/** Runs a Borodino ruling the way the CLI and the bot do: raw options, the players' own dice. */
import { expect } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type AnyRuling, type RawValue, type RulingSuccess } from '../../../../src/engine/core/ruling.js';

type Raw = Readonly<Record<string, RawValue | undefined>>;

/** A successful run: its result, rules, text and the dice it rolled. */
export function ruled<R = Record<string, unknown>>(ruling: AnyRuling, raw: Raw, dice: readonly number[] = []) {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (!run.outcome.ok) throw new Error(`expected success, got: ${run.outcome.message.en}`);
  return { ...(run.outcome as RulingSuccess<R>), dice: run.dice, input: run.input };
}

/** A refused run: the option named and the message, which must exist in both languages. */
export function refused(ruling: AnyRuling, raw: Raw, dice: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0]) {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (run.outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(run.outcome.result)}`);
  expect(run.outcome.message.it.length).toBeGreaterThan(0);
  return { option: run.outcome.option, message: run.outcome.message.en };
}
