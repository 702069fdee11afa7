import { problem, type Problem } from '../../core/explain.js';
import { ZERO, totalUnits, type SupportStack, type UnitType, type Units } from './model.js';
import { MAX_STACK_UNITS, MAX_SUPPORT_STACKS } from './rules/tables.js';

/**
 * The compact notations players type in the rulings, read once into the model's types. Each `read…` answers the
 * model object or a `Problem` (worded in words.ts; the ruling names the option that held the text).
 *
 * - Units: terms separated by commas, each `[count]<type>[d]`: type I (or F, fanteria) infantry, C cavalry,
 *   A artillery; a trailing `d` marks disrupted units. `2I,1C,1Id`.
 * - Support stacks: stacks separated by commas, each `<good-order units>[flags]`, flags in any order:
 *   `l` leader, `a` artillery, `r` across a river, `m` forced march, `c<n>` n earlier combats this turn,
 *   `d<n>` n disrupted units (they only absorb hits, 11.18). `3l,2ar,1mc1`.
 * - Support CRs: one CR per potential support stack, `2,0,1`.
 * - Leaders: names separated by commas (`Napoleon,Murat`) or a number of leaders.
 */

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

const read = <T>(value: T): Read<T> => ({ ok: true, value });

/** Bounds of the inputs, not rules facts: the highest printed CR the text gives is Napoleon's 4 (14.2). */
export const MAX_CR = 9;
export const MAX_LEADERS = 20;

// ---------------------------------------------------------------------------------------------------------------
// Units (3.1, 3.4, 4.4)

const TERM = /^(\d{0,2})([ifca])(d?)$/;
const LETTER_TYPE: Readonly<Record<string, UnitType>> = {
  i: 'infantry',
  f: 'infantry',
  c: 'cavalry',
  a: 'artillery',
};

/** Parses the unit notation; `undefined` when it does not follow it. */
export function parseUnits(text: string): Units | undefined {
  const terms = text
    .toLowerCase()
    .split(/[\s,;+]+/)
    .filter((t) => t !== '');
  if (terms.length === 0) return undefined;
  const good: Record<UnitType, number> = { ...ZERO };
  const disrupted: Record<UnitType, number> = { ...ZERO };
  for (const term of terms) {
    const match = TERM.exec(term);
    if (!match) return undefined;
    const count = match[1] === '' ? 1 : Number(match[1]);
    const type = LETTER_TYPE[match[2] ?? ''];
    if (type === undefined || count < 1) return undefined;
    (match[3] === 'd' ? disrupted : good)[type] += count;
  }
  return { good, disrupted };
}

/** One stack in the unit notation, with the 4.4 size check (a stack is 1 to 6 combat units). */
export function readUnits(text: string, min = 1): Read<Units> {
  const units = parseUnits(text);
  if (!units) return problem('units-notation');
  const total = totalUnits(units);
  // 4.4: at most 6 OF in a hex, and the smallest OF is 1.
  if (total < min || total > MAX_STACK_UNITS)
    return problem('stack-size', { min, max: MAX_STACK_UNITS, total }, { rule: '4.4' });
  return read(units);
}

// ---------------------------------------------------------------------------------------------------------------
// Support stacks (10.3–10.6, 11.5, 11.7)

const STACK = /^(\d{1,2})((?:[larm]|[cd]\d{1,2})*)$/;
const FLAG = /[larm]|[cd]\d{1,2}/g;

/** Parses the support-stack notation; `undefined` when it does not follow it; "none" or nothing is no support. */
export function parseSupport(text: string): SupportStack[] | undefined {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '' || trimmed === '0' || trimmed === 'none' || trimmed === 'nessuno') return [];
  const stacks: SupportStack[] = [];
  for (const term of trimmed.split(/[\s,;/]+/).filter((t) => t !== '')) {
    const match = STACK.exec(term);
    if (!match) return undefined;
    const flags = match[2]?.match(FLAG) ?? [];
    const seen = new Set<string>();
    let stack: SupportStack = {
      good: Number(match[1]),
      disrupted: 0,
      leader: false,
      artillery: false,
      river: false,
      forcedMarch: false,
      combats: 0,
    };
    for (const flag of flags) {
      const letter = flag.charAt(0);
      if (seen.has(letter)) return undefined;
      seen.add(letter);
      const n = Number(flag.slice(1));
      if (letter === 'l') stack = { ...stack, leader: true };
      else if (letter === 'a') stack = { ...stack, artillery: true };
      else if (letter === 'r') stack = { ...stack, river: true };
      else if (letter === 'm') stack = { ...stack, forcedMarch: true };
      else if (letter === 'c') stack = { ...stack, combats: n };
      else stack = { ...stack, disrupted: n };
    }
    stacks.push(stack);
  }
  return stacks;
}

export function readSupport(text: string): Read<SupportStack[]> {
  const stacks = parseSupport(text);
  if (!stacks) return problem('support-notation');
  // 10.3, 10.5: a hex has six neighbours and the enemy holds one of the defender's.
  if (stacks.length > MAX_SUPPORT_STACKS)
    return problem('support-too-many', { max: MAX_SUPPORT_STACKS }, { rule: '10.3' });
  const bad = stacks.findIndex((s) => s.good + s.disrupted < 1 || s.good + s.disrupted > MAX_STACK_UNITS);
  if (bad >= 0) return problem('support-stack-size', { stack: bad + 1, max: MAX_STACK_UNITS }, { rule: '4.4' });
  return read(stacks);
}

// ---------------------------------------------------------------------------------------------------------------
// Support CRs (10.4, 10.6)

/** One CR per potential support stack, `2,0,1`. */
export function readCrList(text: string): Read<number[]> {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter((p) => p !== '');
  const values = parts.map(Number);
  if (
    parts.length === 0 ||
    parts.length > MAX_SUPPORT_STACKS ||
    parts.some((p) => !/^\d+$/.test(p)) ||
    values.some((v) => v > MAX_CR)
  )
    return problem('cr-list', { stacks: MAX_SUPPORT_STACKS, maxCr: MAX_CR });
  return read(values);
}

// ---------------------------------------------------------------------------------------------------------------
// Leaders (11.19)

const NAME = /^[\p{L}][\p{L} .'’-]{0,29}$/u;

/** Leaders by name (`Napoleon,Murat`) or a number of them (named `#1`, `#2` …). */
export function readLeaders(text: string): Read<string[]> {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const count = Number(trimmed);
    if (count >= 1 && count <= MAX_LEADERS) return read(Array.from({ length: count }, (_, i) => `#${i + 1}`));
  } else {
    const names = trimmed
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    if (names.length >= 1 && names.length <= MAX_LEADERS && names.every((n) => NAME.test(n))) return read(names);
  }
  return problem('leaders-notation', { max: MAX_LEADERS });
}

/** Napoleon, as players may write him in either language. */
export function isNapoleon(name: string): boolean {
  return /^napol[eé]on[e]?$/i.test(name.trim()) || /^napoleon bonaparte$/i.test(name.trim());
}
