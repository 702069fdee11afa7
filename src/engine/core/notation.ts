import type { Dice } from './dice.js';

/**
 * Dice notation for `/roll` and `umpire roll`: terms joined by `+` or `-`.
 *   NdS, dS        N dice of S sides (N defaults to 1)
 *   NdSkhK, NdSklK keep the K highest / lowest
 *   d66            two d6 read as tens and units (11..66)
 *   M              a whole-number modifier
 * Errors are values (code + params) that the caller translates.
 */

export const MAX_DICE = 100;
export const MAX_SIDES = 1000;
const MAX_EXPRESSION = 200;
const MAX_MODIFIER = 1_000_000;

export type NotationErrorCode =
  | 'empty'
  | 'too-long'
  | 'bad-term'
  | 'too-many-dice'
  | 'too-many-sides'
  | 'too-few-sides'
  | 'no-dice'
  | 'bad-keep'
  | 'modifier-too-large';

export interface NotationError {
  readonly code: NotationErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
}

export type DiceTerm =
  | {
      readonly kind: 'dice';
      readonly sign: 1 | -1;
      readonly count: number;
      readonly sides: number;
      readonly keep?: { readonly which: 'highest' | 'lowest'; readonly count: number };
    }
  | { readonly kind: 'd66'; readonly sign: 1 | -1; readonly count: number }
  | { readonly kind: 'constant'; readonly sign: 1 | -1; readonly value: number };

export interface ParsedNotation {
  readonly expression: string;
  readonly terms: readonly DiceTerm[];
}

export interface RolledDie {
  readonly sides: number;
  readonly value: number;
  /** Set when a keep-highest/lowest term set this die aside. */
  readonly dropped?: boolean;
}

export interface RolledTerm {
  readonly term: DiceTerm;
  readonly dice: readonly RolledDie[];
  readonly subtotal: number;
}

export interface NotationResult {
  readonly expression: string;
  readonly terms: readonly RolledTerm[];
  readonly dice: readonly RolledDie[];
  readonly total: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: NotationError };

const TERM = /^(\d*)d(\d+)(?:(kh|kl)(\d+))?$/;

export function parseNotation(input: string): Parsed<ParsedNotation> {
  const compact = input.replace(/\s+/g, '').toLowerCase();
  if (compact.length === 0) return fail('empty', {});
  if (compact.length > MAX_EXPRESSION) return fail('too-long', { max: MAX_EXPRESSION });
  const pieces = compact.match(/[+-]?[^+-]+|[+-]$/g) ?? [];
  // A sign with nothing after it ("2d6+") or two signs in a row ("2d6++1") leave a bare sign or empty piece.
  if (pieces.join('') !== compact) return fail('bad-term', { term: compact });
  const terms: DiceTerm[] = [];
  let diceCount = 0;
  for (const piece of pieces) {
    const sign: 1 | -1 = piece.startsWith('-') ? -1 : 1;
    const body = piece.replace(/^[+-]/, '');
    if (body.length === 0) return fail('bad-term', { term: piece });
    if (/^\d+$/.test(body)) {
      const value = Number(body);
      if (value > MAX_MODIFIER) return fail('modifier-too-large', { max: MAX_MODIFIER });
      terms.push({ kind: 'constant', sign, value });
      continue;
    }
    const match = TERM.exec(body);
    if (!match) return fail('bad-term', { term: body });
    const count = match[1] === '' ? 1 : Number(match[1]);
    const sidesText = match[2] ?? '';
    const sides = Number(sidesText);
    if (count < 1) return fail('bad-term', { term: body });
    diceCount += sidesText === '66' && !match[3] ? count * 2 : count;
    if (count > MAX_DICE || diceCount > MAX_DICE) return fail('too-many-dice', { max: MAX_DICE });
    if (sidesText === '66' && !match[3]) {
      terms.push({ kind: 'd66', sign, count });
      continue;
    }
    if (sides > MAX_SIDES) return fail('too-many-sides', { max: MAX_SIDES });
    if (sides < 2) return fail('too-few-sides', { term: body });
    if (match[3]) {
      const keep = Number(match[4]);
      if (keep < 1 || keep > count) return fail('bad-keep', { term: body, count });
      terms.push({
        kind: 'dice',
        sign,
        count,
        sides,
        keep: { which: match[3] === 'kh' ? 'highest' : 'lowest', count: keep },
      });
    } else {
      terms.push({ kind: 'dice', sign, count, sides });
    }
  }
  if (!terms.some((t) => t.kind !== 'constant')) return fail('no-dice', {});
  return { ok: true, value: { expression: compact, terms } };
}

export function rollNotation(parsed: ParsedNotation, dice: Dice): NotationResult {
  const rolled: RolledTerm[] = parsed.terms.map((term) => rollTerm(term, dice));
  return {
    expression: parsed.expression,
    terms: rolled,
    dice: rolled.flatMap((t) => t.dice),
    total: rolled.reduce((sum, t) => sum + t.subtotal, 0),
  };
}

function rollTerm(term: DiceTerm, dice: Dice): RolledTerm {
  switch (term.kind) {
    case 'constant':
      return { term, dice: [], subtotal: term.sign * term.value };
    case 'd66': {
      const faces: RolledDie[] = [];
      let sum = 0;
      for (let i = 0; i < term.count; i++) {
        const tens = dice.roll(6);
        const units = dice.roll(6);
        faces.push({ sides: 6, value: tens }, { sides: 6, value: units });
        sum += tens * 10 + units;
      }
      return { term, dice: faces, subtotal: term.sign * sum };
    }
    case 'dice': {
      const values = Array.from({ length: term.count }, () => dice.roll(term.sides));
      const kept = keptIndices(values, term.keep);
      const faces = values.map((value, i) =>
        kept.has(i) ? { sides: term.sides, value } : { sides: term.sides, value, dropped: true },
      );
      const sum = values.reduce((s, v, i) => (kept.has(i) ? s + v : s), 0);
      return { term, dice: faces, subtotal: term.sign * sum };
    }
  }
}

function keptIndices(values: readonly number[], keep: Extract<DiceTerm, { kind: 'dice' }>['keep']): Set<number> {
  const all = values.map((_, i) => i);
  if (!keep) return new Set(all);
  // Stable: among equal faces the earlier die is kept.
  const order = [...all].sort((a, b) => {
    const diff = (values[b] ?? 0) - (values[a] ?? 0);
    return (keep.which === 'highest' ? diff : -diff) || a - b;
  });
  return new Set(order.slice(0, keep.count));
}

function fail(code: NotationErrorCode, params: Record<string, string | number>): Parsed<never> {
  return { ok: false, error: { code, params } };
}
