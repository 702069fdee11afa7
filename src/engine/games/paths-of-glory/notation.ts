import { problem, type Problem } from '../../core/explain.js';
import { isNation, NATIONS, type Force, type Nation, type Unit } from './model.js';
import { REPLACEMENT_ACTION_LIST, type ReplacementAction } from './rules/tables.js';

/**
 * What players type in the rulings, parsed once into model objects; a text that does not parse is a `Problem`
 * (worded in words.ts). Two notations:
 *
 * Combat units (2.2.1): armies and corps with a combat factor (CF) and a loss factor (LF) on each side of the
 * counter. The rulebook marks reduced units with parentheses, and so does this notation:
 *
 *   A5-3        full Army, CF 5 LF 3 (its reduced side keeps LF 3, 2.2.1; its reduced CF is unknown)
 *   A5-3/3-3    full Army with its reduced side 3-3
 *   (A3-3)      reduced Army showing 3-3
 *   C2-1/1-1    full Corps; (C1-1) a reduced Corps
 *   3xA5-3/3-3  three such units
 *   A5-3/3-3:ge with its nationality (needed for reserve corps, 12.4.4, and loss priority, 12.4.5)
 *
 * Units are separated by commas; attacking spaces by semicolons: `A5-3:ge,C2-1:ge;A5-3:ge`.
 *
 * Replacement actions (17.1.4): `ge:army-flip, fr:2xarmy-reduced, br:corps-flip`.
 */

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

const fail = (code: string, params?: Problem['params'], rule?: string): { ok: false; problem: Problem } =>
  problem(code, params, rule === undefined ? {} : { rule });

/** The unit as the notation writes it: how results and steps name a unit. */
export function labelOf(unit: Unit): string {
  const letter = unit.size === 'army' ? 'A' : 'C';
  const nation = unit.nation ? `:${unit.nation}` : '';
  const { full, reduced } = unit;
  if (unit.strength === 'reduced') return `(${letter}${reduced.cf ?? '?'}-${reduced.lf ?? '?'})${nation}`;
  const back =
    reduced.cf === null
      ? reduced.lf === full.lf
        ? ''
        : `/?-${reduced.lf ?? '?'}`
      : `/${reduced.cf}-${reduced.lf ?? '?'}`;
  return `${letter}${full.cf ?? '?'}-${full.lf ?? '?'}${back}${nation}`;
}

const UNIT = /^(?:(\d)x)?(\()?([ac])(\d{1,2})-(\d{1,2})(\))?(?:\/(\d{1,2})-(\d{1,2}))?(?::([a-z]+))?$/;

function parseUnit(token: string): Parsed<Unit[]> {
  const match = UNIT.exec(token.toLowerCase());
  if (!match) return fail('not-a-unit', { token });
  const [, count, open, letter, cf, lf, close, backCf, backLf, nation] = match;
  if (Boolean(open) !== Boolean(close)) return fail('unbalanced-parenthesis', { token });
  const reduced = Boolean(open);
  if (reduced && backCf !== undefined) return fail('reduced-one-side', { token });
  if (nation !== undefined && !isNation(nation)) return fail('unknown-nation', { token, nation });
  const n = count === undefined ? 1 : Number(count);
  if (n < 1) return fail('unit-count', { token });
  const lfValue = Number(lf);
  const backLfValue = backLf === undefined ? lfValue : Number(backLf);
  if (lfValue < 1 || backLfValue < 1) return fail('loss-factor', { token });
  const unit: Unit = {
    counter: null,
    size: letter === 'a' ? 'army' : 'corps',
    nation: nation as Nation | undefined,
    strength: reduced ? 'reduced' : 'full',
    // A reduced unit shows one side only: its full side is not known.
    full: reduced ? { cf: null, lf: null, mf: null } : { cf: Number(cf), lf: lfValue, mf: null },
    // 2.2.1: the reduced side keeps the LF unless given.
    reduced: reduced
      ? { cf: Number(cf), lf: lfValue, mf: null }
      : { cf: backCf === undefined ? null : Number(backCf), lf: backLfValue, mf: null },
  };
  return { ok: true, value: Array.from({ length: n }, () => unit) };
}

/** Parses a force; `maxSpaces` is 1 for a defender and a reserve. */
export function parseForce(text: string, maxSpaces: number, maxUnits = 12): Parsed<Force> {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { ok: true, value: { spaces: [], units: [] } };
  const spaceTexts = compact.split(';');
  if (spaceTexts.length > maxSpaces)
    return maxSpaces === 1 ? fail('one-space', undefined, '12.1.3') : fail('too-many-spaces', { max: maxSpaces });
  const spaces: Unit[][] = [];
  for (const spaceText of spaceTexts) {
    const units: Unit[] = [];
    for (const token of spaceText.split(',')) {
      if (token === '') return fail('empty-unit', { text });
      const parsed = parseUnit(token);
      if (!parsed.ok) return parsed;
      units.push(...parsed.value);
    }
    spaces.push(units);
  }
  const units = spaces.flat();
  if (units.length > maxUnits) return fail('too-many-units', { max: maxUnits });
  return { ok: true, value: { spaces, units } };
}

// ---------------------------------------------------------------------------------------------------------------
// Replacement actions (17.1.4).

export const RP_NATIONS = ['ge', 'ah', 'tu', 'bu', 'br', 'fr', 'ru', 'it', 'us', 'a'] as const;
export type RpNation = (typeof RP_NATIONS)[number];

/** 17.1.1.1: these units may be replaced only with Allied ("A") RP. */
export const MINOR_ALLIES = ['ana', 'aus', 'be', 'cnd', 'mn', 'pt', 'ro', 'gr', 'gk', 'sb'];

export interface ReplacementItem {
  readonly nation: RpNation | 'all';
  readonly action: ReplacementAction;
  readonly count: number;
}

const ITEM = /^(?:([a-z]+):)?(?:(\d{1,2})x)?([a-z-]+)$/;

export function parseReplacements(text: string): Parsed<ReplacementItem[]> {
  const items: ReplacementItem[] = [];
  for (const raw of text.toLowerCase().replace(/\s+/g, '').split(',')) {
    if (raw === '') continue;
    const match = ITEM.exec(raw);
    if (!match) return fail('not-a-replacement', { item: raw });
    const [, nationText, countText, actionText] = match;
    if (!REPLACEMENT_ACTION_LIST.includes(actionText as ReplacementAction))
      return fail('not-a-replacement-action', { action: actionText ?? '' });
    let nation: RpNation | 'all' = 'all';
    if (nationText !== undefined) {
      if (MINOR_ALLIES.includes(nationText)) nation = 'a';
      else if ((RP_NATIONS as readonly string[]).includes(nationText)) nation = nationText as RpNation;
      else return fail('not-an-rp-nation', { nation: nationText });
    }
    const count = countText === undefined ? 1 : Number(countText);
    if (count < 1) return fail('replacement-count', { item: raw });
    items.push({ nation, action: actionText as ReplacementAction, count });
  }
  if (items.length === 0) return fail('no-replacement');
  const named = items.filter((i) => i.nation !== 'all').length;
  if (named > 0 && named < items.length) return fail('rp-nation-all-or-none', undefined, '17.1.1');
  return { ok: true, value: items };
}

export { NATIONS };
