import { z } from 'zod';
import { loc, type Localized } from '../../../core/localized.js';
import { option, type Resolution, type RulingChoice, type RulingOption } from '../../../core/ruling.js';
import { SIDES } from '../model.js';
import type { Read } from '../notation.js';
import type { Blame, Judged } from '../rules/steps.js';
import { LAST_TURN } from '../rules/turn.js';
import { SIDE_NAME } from '../words.js';

/** What the rulings share: the side, turn and two-year options, and the bridges from notations and rules. */

export const SIDE_CHOICES: readonly RulingChoice[] = SIDES.map((value) => ({ value, name: SIDE_NAME[value] }));

export function sideOption(description: Localized, extras: { required?: boolean } = { required: true }): RulingOption {
  return option.choice('side', description, SIDE_CHOICES, { nameIt: 'lato', ...extras });
}

export const turnOption = (required = true): RulingOption =>
  option.integer('turn', loc('Game turn (1–16; winter from turn 11)', "Turno di gioco (1–16; inverno dall'11)"), {
    nameIt: 'turno',
    required,
    min: 1,
    max: LAST_TURN,
  });

export const twoYearOption: RulingOption = option.boolean(
  'two-year',
  loc('Two-year campaign (16.13): no winter turns', 'Campagna su due anni (16.13): nessun turno invernale'),
  { nameIt: 'due-anni' },
);

/** An option written in one of the game's notations, read once into the model (its problem blames the option). */
export function notation<T>(read: (text: string) => Read<T>): z.ZodType<T, string> {
  return z.string().transform((text, ctx) => {
    const answer = read(text);
    if (answer.ok) return answer.value;
    ctx.addIssue({ code: 'custom', message: answer.problem.code, params: { problem: answer.problem } });
    return z.NEVER;
  });
}

/** A contradiction a rule found among the options, blamed on the input field at fault. */
export function blame(ctx: z.RefinementCtx, found: Blame | undefined): void {
  if (!found) return;
  ctx.addIssue({
    code: 'custom',
    message: found.problem.code,
    path: [found.field],
    params: { problem: found.problem },
  });
}

/** A rules function's answer as the ruling framework takes it. */
export function resolution<T>(answer: Judged<T>): Resolution<T> {
  if (!answer.ok) return answer;
  return {
    ok: true,
    result: answer.value,
    steps: answer.steps,
    ...(answer.rules === undefined ? {} : { rules: answer.rules }),
  };
}
