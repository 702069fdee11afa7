import { z } from 'zod';
import { refuse } from './input-errors.js';

/**
 * Combat units as a ruling receives them. 3.1: infantry, cavalry and artillery (the three "types" of the combined
 * arms bonus, 11.3/11.6); 3.4: a unit is in good order or Disrupted. Class (3.3) only sets the Occupancy Factor,
 * which no dice ruling reads.
 *
 * Notation: terms separated by commas, each `[count]<type>[d]`: type I (or F, fanteria) infantry, C cavalry,
 * A artillery; a trailing `d` marks disrupted units. `2I,1C,1Id` = 2 good-order infantry, 1 cavalry, 1 disrupted
 * infantry.
 */

export type UnitType = 'infantry' | 'cavalry' | 'artillery';
export const UNIT_TYPES: readonly UnitType[] = ['infantry', 'cavalry', 'artillery'];

export type TypeCounts = Readonly<Record<UnitType, number>>;

export interface Units {
  readonly good: TypeCounts;
  readonly disrupted: TypeCounts;
}

/** 4.4: a stack is 1 to 6 combat units (4.1: at most 6 OF, and the smallest OF is 1). */
export const MAX_STACK_UNITS = 6;

export const UNITS_FORM = '2I,1C,1A (I infantry, C cavalry, A artillery; d = disrupted: 1Id)';
export const UNITS_FORM_IT = '2I,1C,1A (I fanteria, C cavalleria, A artiglieria; d = disorganizzata: 1Id)';

const TERM = /^(\d{0,2})([ifca])(d?)$/;
const LETTER_TYPE: Readonly<Record<string, UnitType>> = {
  i: 'infantry',
  f: 'infantry',
  c: 'cavalry',
  a: 'artillery',
};

export const ZERO: TypeCounts = { infantry: 0, cavalry: 0, artillery: 0 };

export function sum(counts: TypeCounts): number {
  return counts.infantry + counts.cavalry + counts.artillery;
}

export function typesPresent(counts: TypeCounts): number {
  return UNIT_TYPES.filter((t) => counts[t] > 0).length;
}

export function add(a: TypeCounts, b: TypeCounts): TypeCounts {
  return {
    infantry: a.infantry + b.infantry,
    cavalry: a.cavalry + b.cavalry,
    artillery: a.artillery + b.artillery,
  };
}

export function totalUnits(units: Units): number {
  return sum(units.good) + sum(units.disrupted);
}

/** Parses the notation; `undefined` when it does not follow it. */
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

/** A zod schema for one stack in the notation, with the 4.4 size check; errors show the expected form. */
export function unitsSchema(min = 1): z.ZodType<Units, string> {
  return z.string().transform((text, ctx) => {
    const units = parseUnits(text);
    if (!units) {
      refuse(ctx, `write the units as ${UNITS_FORM}`, `scrivi le unità come ${UNITS_FORM_IT}`);
      return z.NEVER;
    }
    const total = totalUnits(units);
    if (total < min || total > MAX_STACK_UNITS) {
      refuse(
        ctx,
        `a stack holds ${min} to ${MAX_STACK_UNITS} combat units (4.4), not ${total}`,
        `uno stack ha da ${min} a ${MAX_STACK_UNITS} unità di combattimento (4.4), non ${total}`,
      );
      return z.NEVER;
    }
    return units;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Support stacks (10.3–10.6, 11.5, 11.7)

/**
 * A support stack, as 11.5 and 11.7 read it: the number of its good-order combat units, its fatigue (11.2),
 * whether a leader is with it, and for the attacker's support (11.5) whether it supports across a river and whether
 * it has artillery (the fortified-city modifier).
 *
 * Notation: stacks separated by commas, each `<good-order units>[flags]`, flags in any order:
 * `l` leader, `a` artillery, `r` across a river, `m` forced march, `c<n>` n earlier combats this turn,
 * `d<n>` n disrupted units (they only absorb hits, 11.18). `3l,2ar,1mc1`.
 */
export interface SupportStack {
  readonly good: number;
  readonly disrupted: number;
  readonly leader: boolean;
  readonly artillery: boolean;
  readonly river: boolean;
  readonly forcedMarch: boolean;
  readonly combats: number;
}

/** A hex has six neighbours and the enemy holds one of the defender's: at most 5 friendly stacks can support. */
export const MAX_SUPPORT_STACKS = 5;

export const SUPPORT_FORM =
  '3l,2ar (good-order units, then l leader, a artillery, r across river, m forced march, c1 combats, d2 disrupted)';
export const SUPPORT_FORM_IT =
  '3l,2ar (unità in buon ordine, poi l comandante, a artiglieria, r oltre fiume, m marcia forzata, ' +
  'c1 combattimenti, d2 disorganizzate)';

const STACK = /^(\d{1,2})((?:[larm]|[cd]\d{1,2})*)$/;
const FLAG = /[larm]|[cd]\d{1,2}/g;

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

export function supportSchema(): z.ZodType<SupportStack[], string> {
  return z.string().transform((text, ctx) => {
    const stacks = parseSupport(text);
    if (!stacks) {
      refuse(
        ctx,
        `write the support stacks as ${SUPPORT_FORM}`,
        `scrivi gli stack di supporto come ${SUPPORT_FORM_IT}`,
      );
      return z.NEVER;
    }
    if (stacks.length > MAX_SUPPORT_STACKS) {
      refuse(
        ctx,
        `at most ${MAX_SUPPORT_STACKS} stacks can be adjacent to the defender besides the enemy (10.3, 10.5)`,
        `al massimo ${MAX_SUPPORT_STACKS} stack possono essere adiacenti al difensore oltre al nemico (10.3, 10.5)`,
      );
      return z.NEVER;
    }
    const bad = stacks.findIndex((s) => s.good + s.disrupted < 1 || s.good + s.disrupted > MAX_STACK_UNITS);
    if (bad >= 0) {
      refuse(
        ctx,
        `support stack ${bad + 1} must hold 1 to ${MAX_STACK_UNITS} combat units (4.4)`,
        `lo stack di supporto ${bad + 1} deve avere da 1 a ${MAX_STACK_UNITS} unità di combattimento (4.4)`,
      );
      return z.NEVER;
    }
    return stacks;
  });
}
