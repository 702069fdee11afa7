import { z } from 'zod';
import { DiceError, ScriptedDice, type Dice, type DieRoll } from './dice.js';
import { problem as problemOf, rulesOf, type Blame, type Problem, type Ruled, type Step } from './explain.js';
import { loc, type Lang, type Localized } from './localized.js';
import { capitalised, frameworkProblem } from './words.js';

export { describeRoll, signed, type Modifier } from './words.js';

/**
 * Quick rulings: one dice procedure of a game (a fire roll, a siege, a cohesion check) asked by players at a real
 * table. A ruling is an adapter: its options (what the command line and Discord offer) become the game's model
 * objects, the game's rules functions compute, and the game's words turn their steps into text. The same rules
 * functions serve full play (each game's `module.ts`).
 */

export type RulingOptionType = 'integer' | 'number' | 'string' | 'boolean';

export interface RulingChoice {
  readonly value: string;
  readonly name: Localized;
}

export interface RulingOption {
  /** kebab-case, as typed on the command line (`--fort-lf`) and as the Discord option's name. */
  readonly name: string;
  /** Italian name of the Discord option (lowercase, no spaces); defaults to `name`. */
  readonly nameIt?: string;
  readonly type: RulingOptionType;
  readonly description: Localized;
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** A closed set of values (string options only). */
  readonly choices?: readonly RulingChoice[];
}

/** A table the rulebook lacks: its data comes from a pack the club loads (or a documented public default). */
export interface MissingTable<T = unknown> {
  /** Key under the pack's `tables` object, e.g. `combat-results`. */
  readonly id: string;
  readonly title: Localized;
  /** Where the table is referenced in the rulebook and why it is missing. */
  readonly gap: Localized;
  readonly schema: z.ZodType<T>;
}

export interface RulingContext {
  /** Tables loaded from packs, by table id, already validated by the table's schema. */
  readonly tables: Readonly<Record<string, unknown>>;
}

/** How a game words its rulings: the steps of a result, and its own problems. */
export interface RulingWords {
  /** The explanation a player reads: natural dice, each modifier with its rule, the cell read, the result in words. */
  explain(steps: readonly Step[], result: unknown): Localized;
  /** The game's problems (a unit notation that does not parse, a cross-field contradiction). Never names the option. */
  problem(problem: Problem): Localized;
}

/** What a ruling's `resolve` returns: the result and its steps (data), or a problem (data). */
export type Resolution<R> =
  | { readonly ok: true; readonly result: R; readonly steps: readonly Step[]; readonly rules?: readonly string[] }
  | { readonly ok: false; readonly problem: Problem };

export interface RulingSuccess<R> {
  readonly ok: true;
  /** Plain JSON data: the fields named by the issue (e.g. `lossNumber`, `hit`). */
  readonly result: R;
  /** Every rule number the ruling applied, in order. */
  readonly rules: readonly string[];
  /** The explanation as data (absent for a ruling not yet moved to the rules core). */
  readonly steps?: readonly Step[];
  /** The explanation a player reads, worded by the game's words. */
  readonly text: Localized;
}

export interface RulingFailure {
  readonly ok: false;
  /** The option at fault, when there is one. */
  readonly option?: string;
  /** The problem as data, when it is known (the message then does not name the option: `failureText` does). */
  readonly problem?: Problem;
  readonly message: Localized;
}

export type RulingOutcome<R> = RulingSuccess<R> | RulingFailure;

/** A ruling's own result before the framework words it: the rules core's shape, or (until moved) prose. */
type LegacyOutcome<R> =
  | { readonly ok: true; readonly result: R; readonly rules: readonly string[]; readonly text: Localized }
  | { readonly ok: false; readonly option?: string; readonly message: Localized };

export interface Ruling<I = unknown, R = unknown> {
  /** kebab-case id, the CLI's ruling name and the Discord subcommand's English name. */
  readonly id: string;
  /** Italian subcommand name (lowercase, no spaces); defaults to `id`. */
  readonly nameIt?: string;
  readonly description: Localized;
  readonly options: readonly RulingOption[];
  /** Validates the object built from the options (keys in camelCase: `fort-lf` → `fortLf`); cross-field checks go here. */
  readonly input: z.ZodType<I>;
  /** Tables this ruling reads that the rulebook does not hold. */
  readonly tables?: readonly MissingTable[];
  /** The game's wording of its steps and problems (every ruling of the rules core has it). */
  readonly words?: RulingWords;
  resolve(input: I, dice: Dice, context: RulingContext): Resolution<R> | LegacyOutcome<R>;
}

/** A ruling with its types erased, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuling = Ruling<any, any>;

export function defineRuling<I, R>(ruling: Ruling<I, R>): Ruling<I, R> {
  return ruling;
}

export function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

// ---------------------------------------------------------------------------------------------------------------
// Option builders: short, and the same everywhere.

interface OptionExtras {
  readonly nameIt?: string;
  readonly required?: boolean;
}

export const option = {
  integer(
    name: string,
    description: Localized,
    extras: OptionExtras & { min?: number; max?: number } = {},
  ): RulingOption {
    return { name, type: 'integer', description, ...extras };
  },
  number(
    name: string,
    description: Localized,
    extras: OptionExtras & { min?: number; max?: number } = {},
  ): RulingOption {
    return { name, type: 'number', description, ...extras };
  },
  string(name: string, description: Localized, extras: OptionExtras = {}): RulingOption {
    return { name, type: 'string', description, ...extras };
  },
  boolean(name: string, description: Localized, extras: OptionExtras = {}): RulingOption {
    return { name, type: 'boolean', description, ...extras };
  },
  choice(
    name: string,
    description: Localized,
    choices: readonly RulingChoice[],
    extras: OptionExtras = {},
  ): RulingOption {
    return { name, type: 'string', description, choices, ...extras };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// From a ruling's options to the rules functions and back: the same few steps for every game.

/** Raises one of the game's problems from a ruling's zod schema; the framework blames the option at `path`, else the
 * field being parsed. */
export function refuse(ctx: z.RefinementCtx, p: Problem, path?: string): void {
  ctx.addIssue({
    code: 'custom',
    message: p.code,
    params: { problem: p },
    ...(path === undefined ? {} : { path: [path] }),
  });
}

/** Raises what a rules function found wrong in the input (if it found anything) on the field to blame. */
export function blame(ctx: z.RefinementCtx, found: Blame | null | undefined): void {
  if (found) refuse(ctx, found.problem, found.field);
}

/** A text option written in one of a game's notations, parsed once into the model: its value, or its problem. */
export function notationField<T>(
  parse: (text: string) => { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem },
): z.ZodType<T, string> {
  return z.string().transform((text, ctx): T => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    refuse(ctx, parsed.problem);
    return z.NEVER;
  });
}

/** A rules function's answer as a ruling's resolution. */
export function resolutionOf<T>(answer: Ruled<T>): Resolution<T> {
  if (!answer.ok) return answer;
  return {
    ok: true,
    result: answer.value,
    steps: answer.steps,
    ...(answer.rules === undefined ? {} : { rules: answer.rules }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Problems → failures, and how each surface names the option at fault.

/** Where a reader meets an option: typed on the command line (`--attackers`) or picked in Discord (`attaccanti`). */
export type Surface = 'cli' | 'discord';

export function optionLabel(ruling: AnyRuling | undefined, option: string, surface: Surface, lang: Lang): string {
  if (option === 'roll') return surface === 'cli' ? '--dice' : lang === 'it' ? 'tiro' : 'roll';
  if (surface === 'cli') return `--${option}`;
  const spec = ruling?.options.find((o) => o.name === option);
  return lang === 'it' ? (spec?.nameIt ?? option) : option;
}

/** A problem in words, the option at fault named as `surface` names it in `lang`. */
function problemText(ruling: AnyRuling | undefined, p: Problem, surface: Surface, lang: Lang): string {
  const label = p.option === undefined ? '' : optionLabel(ruling, p.option, surface, lang);
  const framework = frameworkProblem(p, label);
  if (framework) return framework[lang];
  const reason = ruling?.words?.problem(p) ?? loc(p.code, p.code);
  return p.option === undefined || p.standalone ? capitalised(reason)[lang] : `${label}: ${reason[lang]}`;
}

/** A failure from a problem; its message names the option as the command line does. */
export function failureOf(p: Problem, ruling?: AnyRuling): RulingFailure {
  const message = loc(problemText(ruling, p, 'cli', 'en'), problemText(ruling, p, 'cli', 'it'));
  return { ok: false, problem: p, message, ...(p.option !== undefined ? { option: p.option } : {}) };
}

/**
 * The text of a refusal as its reader sees it: the option at fault named the way their surface names it
 * (`--attackers: "7" is not a unit` on the command line, `attaccanti: "7" non è un'unità` in Italian Discord).
 */
export function failureText(
  ruling: AnyRuling | undefined,
  failure: RulingFailure,
  lang: Lang,
  surface: Surface = 'discord',
): string {
  // A failure written before the rules core carries its option in its own text.
  if (!failure.problem) return failure.message[lang];
  return problemText(ruling, failure.problem, surface, lang);
}

// ---------------------------------------------------------------------------------------------------------------
// Running a ruling from untrusted input (Discord options, command-line flags).

export type RawValue = string | number | boolean;

export interface RulingRun<R> {
  readonly input: Record<string, unknown>;
  readonly dice: readonly DieRoll[];
  readonly outcome: RulingOutcome<R>;
}

type Parsed<T> = { readonly ok: true; readonly value: T } | RulingFailure;

/** Validation of raw options against the ruling's option list and zod schema; errors name the option. */
export function parseRulingInput(
  ruling: AnyRuling,
  raw: Readonly<Record<string, RawValue | undefined>>,
): Parsed<Record<string, unknown>> {
  const known = new Map(ruling.options.map((o) => [o.name, o]));
  for (const key of Object.keys(raw)) {
    if (raw[key] !== undefined && !known.has(key))
      return failureOf(problemOf('unknown-option', undefined, { option: key }).problem);
  }
  const built: Record<string, unknown> = {};
  for (const spec of ruling.options) {
    const value = raw[spec.name];
    if (value === undefined || value === '') {
      if (spec.required)
        return failureOf(
          problemOf(
            'required',
            { 'hint.en': spec.description.en, 'hint.it': spec.description.it },
            { option: spec.name },
          ).problem,
        );
      continue;
    }
    const coerced = coerce(spec, value);
    if (!coerced.ok) return coerced;
    built[camelCase(spec.name)] = coerced.value;
  }
  const parsed = ruling.input.safeParse(built);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path[0];
    const spec = ruling.options.find((o) => camelCase(o.name) === key);
    // A game's schema refines with a problem of its own: ctx.addIssue({ code: 'custom', message, params: { problem } }).
    const own = issue?.code === 'custom' ? (issue.params?.['problem'] as Problem | undefined) : undefined;
    if (own) return failureOf(spec && own.option === undefined ? { ...own, option: spec.name } : own, ruling);
    const detail = issue?.message ?? 'invalid';
    // A custom issue may carry its Italian text as `params.it` (ctx.addIssue({ code: 'custom', message, params: { it } })).
    const italian =
      issue?.code === 'custom' && typeof issue.params?.['it'] === 'string' ? (issue.params['it'] as string) : detail;
    return failureOf(problemOf('invalid', { en: detail, it: italian }, spec ? { option: spec.name } : {}).problem);
  }
  return { ok: true, value: parsed.data as Record<string, unknown> };
}

function coerce(spec: RulingOption, value: RawValue): Parsed<RawValue> {
  const fail = (code: string, params?: Problem['params']) =>
    failureOf(problemOf(code, params, { option: spec.name }).problem);
  switch (spec.type) {
    case 'integer':
    case 'number': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      const isWhole = spec.type === 'integer' ? Number.isInteger(n) : Number.isFinite(n);
      if (!isWhole || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
        return fail('not-a-number', {
          integer: spec.type === 'integer',
          value: String(value),
          ...(spec.min !== undefined ? { min: spec.min } : {}),
          ...(spec.max !== undefined ? { max: spec.max } : {}),
        });
      }
      return { ok: true, value: n };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      const text = String(value).toLowerCase();
      if (['true', 'yes', 'si', 'sì', '1'].includes(text)) return { ok: true, value: true };
      if (['false', 'no', '0'].includes(text)) return { ok: true, value: false };
      return fail('not-a-boolean');
    }
    case 'string': {
      const text = String(value);
      if (text.length > 500) return fail('too-long', { max: 500 });
      if (spec.choices && !spec.choices.some((c) => c.value === text))
        return fail('not-a-choice', { choices: spec.choices.map((c) => c.value).join(', ') });
      return { ok: true, value: text };
    }
  }
}

/** Parses "4,3" or "4 3" (the dice the players rolled themselves). */
export function parseForcedDice(text: string): Parsed<number[]> {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 50 || parts.some((p) => !/^\d{1,4}$/.test(p)))
    return failureOf(problemOf('dice-format', undefined, { option: 'roll' }).problem);
  return { ok: true, value: parts.map(Number) };
}

/**
 * Validates raw input, then resolves the ruling with the given dice; forced dice (the players' own) must
 * match what the ruling rolls, in number and range. Never throws for bad input.
 */
export function runRuling<R>(
  ruling: Ruling<unknown, R>,
  raw: Readonly<Record<string, RawValue | undefined>>,
  dice: Dice,
  context: RulingContext = { tables: {} },
): RulingRun<R> {
  const parsed = parseRulingInput(ruling as AnyRuling, raw);
  if (!parsed.ok) return { input: {}, dice: [], outcome: parsed };
  let outcome: RulingOutcome<R>;
  try {
    outcome = worded(ruling, ruling.resolve(parsed.value, dice, context));
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    outcome = diceFailure(error);
  }
  if (outcome.ok && dice instanceof ScriptedDice && dice.remaining > 0)
    outcome = failureOf(problemOf('dice-too-many', { used: dice.rolls.length }, { option: 'roll' }).problem);
  return { input: parsed.value, dice: dice.rolls, outcome };
}

/** The framework's view of a ruling's own answer: words for the steps, or the prose of a ruling not yet moved. */
function worded<R>(ruling: Ruling<unknown, R>, answer: Resolution<R> | LegacyOutcome<R>): RulingOutcome<R> {
  if (!answer.ok) {
    if ('problem' in answer) return failureOf(answer.problem, ruling as AnyRuling);
    return answer.option === undefined
      ? { ok: false, message: answer.message }
      : { ok: false, option: answer.option, message: answer.message };
  }
  if ('text' in answer) return answer;
  const words = ruling.words;
  if (!words) throw new Error(`ruling ${ruling.id} returns steps but has no words`);
  return {
    ok: true,
    result: answer.result,
    rules: answer.rules ?? rulesOf(answer.steps),
    steps: answer.steps,
    text: words.explain(answer.steps, answer.result),
  };
}

function diceFailure(error: DiceError): RulingFailure {
  const params: Record<string, number> = {};
  for (const [key, value] of Object.entries(error.params)) if (value !== undefined) params[key] = value;
  return failureOf(
    problemOf(error.code === 'missing' ? 'dice-missing' : 'dice-range', params, { option: 'roll' }).problem,
  );
}
