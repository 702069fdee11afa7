import type { Problem } from './explain.js';
import { loc, type Localized } from './localized.js';

/**
 * Wording shared by every game: dice with their modifiers, and the problems the ruling framework itself finds in
 * raw input (a missing option, a number out of range, the players' own dice). A game's own steps and problems are
 * worded by its `words.ts`; this file holds only what is the same for all five.
 */

export interface Modifier {
  readonly label: Localized;
  readonly value: number;
  /** Rule number, e.g. `12.3.4`. */
  readonly rule?: string;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** "Dice 4; +1 trench (12.3.4); −1 flank (12.3.5) → 4" in both languages. */
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

function rangeText(min: unknown, max: unknown): Localized {
  if (typeof min === 'number' && typeof max === 'number') return loc(` from ${min} to ${max}`, ` da ${min} a ${max}`);
  if (typeof min === 'number') return loc(` of at least ${min}`, ` di almeno ${min}`);
  if (typeof max === 'number') return loc(` of at most ${max}`, ` di al massimo ${max}`);
  return loc('', '');
}

/**
 * The problems the ruling framework finds before any rule runs (core/ruling.ts), worded as whole sentences that
 * name the option as the reader's surface names it (`label`: `--cr` on the command line, `cr` or its Italian name in
 * Discord). `undefined` for a code that is not the framework's: the game's words handle it.
 */
export function frameworkProblem(p: Problem, label: string): Localized | undefined {
  const v = p.params ?? {};
  const s = (key: string) => String(v[key] ?? '');
  switch (p.code) {
    case 'unknown-option':
      return loc(`Unknown option ${label}.`, `Opzione sconosciuta ${label}.`);
    case 'required':
      return loc(`${label} is required: ${s('hint.en')}.`, `${label} è obbligatoria: ${s('hint.it')}.`);
    case 'not-a-number': {
      const range = rangeText(v['min'], v['max']);
      return v['integer']
        ? loc(
            `${label} must be a whole number${range.en}, not "${s('value')}".`,
            `${label} deve essere un numero intero${range.it}, non "${s('value')}".`,
          )
        : loc(
            `${label} must be a number${range.en}, not "${s('value')}".`,
            `${label} deve essere un numero${range.it}, non "${s('value')}".`,
          );
    }
    case 'not-a-boolean':
      return loc(`${label} must be true or false.`, `${label} deve essere true o false.`);
    case 'too-long':
      return loc(
        `${label} is too long (${s('max')} characters at most).`,
        `${label} è troppo lunga (al massimo ${s('max')} caratteri).`,
      );
    case 'not-a-choice':
      return loc(`${label} must be one of: ${s('choices')}.`, `${label} deve essere uno tra: ${s('choices')}.`);
    case 'invalid':
      return loc(`${label}: ${s('en') || 'invalid'}`, `${label}: ${s('it') || s('en') || 'non valido'}`);
    case 'dice-format':
      return loc(
        `${label}: the dice must be whole numbers separated by commas, e.g. 4,3.`,
        `${label}: i dadi devono essere numeri interi separati da virgole, ad es. 4,3.`,
      );
    case 'dice-missing':
      return loc(
        `Not enough dice given: die ${s('position')} (a d${s('sides')}) is missing.`,
        `Dadi insufficienti: manca il dado ${s('position')} (un d${s('sides')}).`,
      );
    case 'dice-range':
      return loc(
        `Die ${s('position')} must be from ${s('min')} to ${s('max')} (a d${s('sides')}), not ${s('value')}.`,
        `Il dado ${s('position')} deve essere da ${s('min')} a ${s('max')} (un d${s('sides')}), non ${s('value')}.`,
      );
    case 'dice-too-many':
      return loc(
        `Too many dice given: this ruling rolled ${s('used')}.`,
        `Troppi dadi indicati: questa regola ne ha tirati ${s('used')}.`,
      );
    default:
      return undefined;
  }
}

/** Upper-cases the first letter (a message that stands alone, with no option name before it). */
export function capitalised(text: Localized): Localized {
  const up = (s: string) => (s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s);
  return loc(up(text.en), up(text.it));
}
