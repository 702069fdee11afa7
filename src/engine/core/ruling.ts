import type { z } from 'zod';
import { DiceError, ScriptedDice, type Dice, type DieRoll } from './dice.js';
import { loc, type Localized } from './localized.js';

/**
 * Quick rulings: one dice procedure of a game (a fire roll, a siege, a cohesion check), as a pure function
 * from validated input and dice to a result that cites its rules. The same functions serve the Discord
 * command of each game (a subcommand per ruling), the command line (`umpire ruling ...`) and full play.
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

export interface RulingSuccess<R> {
  readonly ok: true;
  /** Plain JSON data: the fields named by the issue (e.g. `lossNumber`, `hit`). */
  readonly result: R;
  /** Every rule number the ruling applied, in order. */
  readonly rules: readonly string[];
  /** The explanation a player reads: natural dice, each modifier with its rule, the final value, the cell read, the result in words. */
  readonly text: Localized;
}

export interface RulingFailure {
  readonly ok: false;
  /** The option at fault, when there is one. */
  readonly option?: string;
  readonly message: Localized;
}

export type RulingOutcome<R> = RulingSuccess<R> | RulingFailure;

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
  resolve(input: I, dice: Dice, context: RulingContext): RulingOutcome<R>;
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
// Running a ruling from untrusted input (Discord options, command-line flags).

export type RawValue = string | number | boolean;

export interface RulingRun<R> {
  readonly input: Record<string, unknown>;
  readonly dice: readonly DieRoll[];
  readonly outcome: RulingOutcome<R>;
}

/** Validation of raw options against the ruling's option list and zod schema; errors name the option. */
export function parseRulingInput(
  ruling: AnyRuling,
  raw: Readonly<Record<string, RawValue | undefined>>,
): RulingOutcome<Record<string, unknown>> {
  const known = new Map(ruling.options.map((o) => [o.name, o]));
  for (const key of Object.keys(raw)) {
    if (raw[key] !== undefined && !known.has(key)) {
      return failure(key, loc(`Unknown option --${key}.`, `Opzione sconosciuta --${key}.`));
    }
  }
  const built: Record<string, unknown> = {};
  for (const spec of ruling.options) {
    const value = raw[spec.name];
    if (value === undefined || value === '') {
      if (spec.required)
        return failure(
          spec.name,
          loc(
            `--${spec.name} is required: ${spec.description.en}.`,
            `--${spec.name} è obbligatoria: ${spec.description.it}.`,
          ),
        );
      continue;
    }
    const coerced = coerce(spec, value);
    if (!coerced.ok) return coerced;
    built[camelCase(spec.name)] = coerced.result;
  }
  const parsed = ruling.input.safeParse(built);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path[0];
    const spec = ruling.options.find((o) => camelCase(o.name) === key);
    const where = spec ? `--${spec.name}` : 'input';
    const detail = issue?.message ?? 'invalid';
    // A custom issue may carry its Italian text as `params.it` (ctx.addIssue({ code: 'custom', message, params: { it } })).
    const italian =
      issue?.code === 'custom' && typeof issue.params?.['it'] === 'string' ? (issue.params['it'] as string) : detail;
    return failure(spec?.name, loc(`${where}: ${detail}`, `${where}: ${italian}`));
  }
  return { ok: true, result: parsed.data as Record<string, unknown>, rules: [], text: loc('', '') };
}

function coerce(spec: RulingOption, value: RawValue): RulingOutcome<RawValue> {
  const range = rangeText(spec);
  switch (spec.type) {
    case 'integer':
    case 'number': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      const isWhole = spec.type === 'integer' ? Number.isInteger(n) : Number.isFinite(n);
      if (!isWhole || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
        const kind = spec.type === 'integer' ? loc('a whole number', 'un numero intero') : loc('a number', 'un numero');
        return failure(
          spec.name,
          loc(
            `--${spec.name} must be ${kind.en}${range.en}, not "${String(value)}".`,
            `--${spec.name} deve essere ${kind.it}${range.it}, non "${String(value)}".`,
          ),
        );
      }
      return { ok: true, result: n, rules: [], text: loc('', '') };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, result: value, rules: [], text: loc('', '') };
      const text = String(value).toLowerCase();
      if (['true', 'yes', 'si', 'sì', '1'].includes(text))
        return { ok: true, result: true, rules: [], text: loc('', '') };
      if (['false', 'no', '0'].includes(text)) return { ok: true, result: false, rules: [], text: loc('', '') };
      return failure(
        spec.name,
        loc(`--${spec.name} must be true or false.`, `--${spec.name} deve essere true o false.`),
      );
    }
    case 'string': {
      const text = String(value);
      if (text.length > 500)
        return failure(
          spec.name,
          loc(
            `--${spec.name} is too long (500 characters at most).`,
            `--${spec.name} è troppo lunga (al massimo 500 caratteri).`,
          ),
        );
      if (spec.choices && !spec.choices.some((c) => c.value === text)) {
        const list = spec.choices.map((c) => c.value).join(', ');
        return failure(
          spec.name,
          loc(`--${spec.name} must be one of: ${list}.`, `--${spec.name} deve essere uno tra: ${list}.`),
        );
      }
      return { ok: true, result: text, rules: [], text: loc('', '') };
    }
  }
}

function rangeText(spec: RulingOption): Localized {
  if (spec.min !== undefined && spec.max !== undefined)
    return loc(` from ${spec.min} to ${spec.max}`, ` da ${spec.min} a ${spec.max}`);
  if (spec.min !== undefined) return loc(` of at least ${spec.min}`, ` di almeno ${spec.min}`);
  if (spec.max !== undefined) return loc(` of at most ${spec.max}`, ` di al massimo ${spec.max}`);
  return loc('', '');
}

function failure(option: string | undefined, message: Localized): RulingFailure {
  return option === undefined ? { ok: false, message } : { ok: false, option, message };
}

/** Parses "4,3" or "4 3" (the dice the players rolled themselves). */
export function parseForcedDice(text: string): RulingOutcome<number[]> {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 50 || parts.some((p) => !/^\d{1,4}$/.test(p))) {
    return failure(
      'roll',
      loc(
        'The dice must be whole numbers separated by commas, e.g. 4,3.',
        'I dadi devono essere numeri interi separati da virgole, ad es. 4,3.',
      ),
    );
  }
  return { ok: true, result: parts.map(Number), rules: [], text: loc('', '') };
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
  const parsed = parseRulingInput(ruling, raw);
  if (!parsed.ok) return { input: {}, dice: [], outcome: parsed };
  let outcome: RulingOutcome<R>;
  try {
    outcome = ruling.resolve(parsed.result, dice, context);
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    outcome = diceFailure(error);
  }
  if (outcome.ok && dice instanceof ScriptedDice && dice.remaining > 0) {
    const used = dice.rolls.length;
    outcome = failure(
      'roll',
      loc(
        `Too many dice given: this ruling rolled ${used}.`,
        `Troppi dadi indicati: questa regola ne ha tirati ${used}.`,
      ),
    );
  }
  return { input: parsed.result, dice: dice.rolls, outcome };
}

function diceFailure(error: DiceError): RulingFailure {
  const { position, sides, min, max, value } = error.params;
  if (error.code === 'missing') {
    return failure(
      'roll',
      loc(
        `Not enough dice given: die ${position} (a d${sides}) is missing.`,
        `Dadi insufficienti: manca il dado ${position} (un d${sides}).`,
      ),
    );
  }
  return failure(
    'roll',
    loc(
      `Die ${position} must be from ${min} to ${max} (a d${sides}), not ${value}.`,
      `Il dado ${position} deve essere da ${min} a ${max} (un d${sides}), non ${value}.`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Explanations in a common shape.

export interface Modifier {
  readonly label: Localized;
  readonly value: number;
  /** Rule number, e.g. `12.3.4`. */
  readonly rule?: string;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** "Die 4; +1 trench (12.3.4); −1 flank (12.3.5) → 4" in both languages. */
export function describeRoll(
  natural: readonly number[],
  modifiers: readonly Modifier[],
  final: number | string,
): Localized {
  const dice = natural.join(' + ');
  const mods = modifiers
    .filter((m) => m.value !== 0)
    .map((m) => ({
      en: `${signed(m.value)} ${m.label.en}${m.rule ? ` (${m.rule})` : ''}`,
      it: `${signed(m.value)} ${m.label.it}${m.rule ? ` (${m.rule})` : ''}`,
    }));
  const enMods = mods.map((m) => `; ${m.en}`).join('');
  const itMods = mods.map((m) => `; ${m.it}`).join('');
  return loc(`Dice ${dice}${enMods} → ${final}`, `Dadi ${dice}${itMods} → ${final}`);
}
