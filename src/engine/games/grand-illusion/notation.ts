import { problem, type Problem } from '../../core/explain.js';
import {
  ANTWERP_HEX,
  rosterFort,
  SIDE_OF,
  stepText,
  type Arm,
  type BesiegedFort,
  type Force,
  type ForceUnit,
  type Fort,
  type FortStep,
  type Nationality,
  type SeaNationality,
  type SeaUnit,
  type Side,
  type Size,
} from './model.js';

/**
 * The compact notations players type in Grand Illusion's rulings, each parsed once into model objects (model.ts).
 * A text that does not parse is a Problem (worded in words.ts); the ruling blames the option that held it.
 *
 * - Forces (`battle`, `retreat-check`): Battle Map groups separated by commas; a group is one unit, or two
 *   divisions/brigades of one nationality and arm sharing a space, joined by "&" (9.2.2). A unit is
 *   `[label=]CS[/disorganized CS] nationality kind [dis] [alpine]`, e.g. `XVIII=6/4 fr corps`,
 *   `3 gb div & 2 gb div dis`, `1/1 de cav`; a fort is a roster name (`toul@4`) or `[label=]fort 5+2/4+2`.
 * - Forts (`bombard`): `toul`, `toul@3` or `[label=]5+2/4+2/3+1/2+1`.
 * - Besieged forts (`surrender`, `attrition`): roster names, or the words garrisoned / ungarrisoned.
 * - Sea retreat units (`retreat-to-sea`): british, french, territorial, belgian (and aliases), `*` if Disorganized.
 * - HA bombard numbers (`bombard`), VP hexes and marker values (`vp-draw`): lists of numbers.
 */

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

const read = <T>(value: T): Read<T> => ({ ok: true, value });
const refuse = (code: string, params?: Problem['params']): Read<never> => problem(code, params);

/** Splits a list on commas and semicolons, dropping empty items. */
const items = (text: string): string[] => text.split(/[,;]/).filter((t) => t.trim() !== '');

// ---------------------------------------------------------------------------------------------------------------
// Forts.

const STEP = /^(\d)(?:\+(\d))?$/;

/**
 * Reads one fort token: `toul`, `toul@3` or `[label=]5+2/4+2/3+1/2+1` (brackets and spaces allowed: `5 [+2] / 4 [+2]`).
 */
export function parseFort(token: string): Read<Fort> {
  const text = token.trim().toLowerCase();
  const [labelPart, body] = text.includes('=') ? (text.split('=', 2) as [string, string]) : [undefined, text];
  const compact = body.replace(/[\s[\]]/g, '');
  const named = /^([a-z][a-z0-9-]*)(?:@(\d))?$/.exec(compact);
  if (named && labelPart === undefined) {
    const [, id = '', at] = named;
    const fort = rosterFort(id);
    if (!fort) return refuse('fort-unreadable', { token: token.trim() });
    // 9.5 prints only the first values of the Belgian and German forts.
    if (!fort.steps) return refuse('fort-unprinted', { name: fort.name, printed: fort.printed, id: fort.id });
    let steps = fort.steps;
    if (at !== undefined) {
      const from = steps.findIndex((step) => step.cs === Number(at));
      if (from < 0)
        return refuse('fort-no-step', { name: fort.name, at, steps: steps.map((step) => step.cs).join(', ') });
      steps = steps.slice(from);
    }
    return read({ label: fort.name, steps, garrisoned: fort.garrisoned });
  }
  const steps: FortStep[] = [];
  for (const part of compact.split('/')) {
    const match = STEP.exec(part);
    if (!match) return refuse('fort-unreadable', { token: token.trim() });
    steps.push({ cs: Number(match[1]), defence: match[2] === undefined ? 0 : Number(match[2]) });
  }
  if (steps.length === 0 || steps.length > 4) return refuse('fort-unreadable', { token: token.trim() });
  const label = labelPart?.trim() || `fort ${steps.map(stepText).join(' / ')}`;
  return read({ label, steps, garrisoned: false });
}

/** The forts a bombardment fires at, in order (9.5.4): 1 to 4. */
export function parseForts(text: string): Read<Fort[]> {
  const forts: Fort[] = [];
  for (const token of items(text)) {
    const parsed = parseFort(token);
    if (!parsed.ok) return parsed;
    forts.push(parsed.value);
  }
  if (forts.length === 0 || forts.length > 4) return refuse('bombard-forts-count');
  return read(forts);
}

/** Reads "maubeuge, namur, garrisoned" into besieged forts (9.5.3): 1 to 8. */
export function parseBesieged(text: string): Read<BesiegedFort[]> {
  const tokens = text
    .split(/[,;]/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  const forts: BesiegedFort[] = [];
  for (const token of tokens) {
    if (token === 'garrisoned' || token === 'ungarrisoned') {
      forts.push({ label: `Fort ${forts.length + 1}`, garrisoned: token === 'garrisoned', antwerp: false });
      continue;
    }
    const fort = rosterFort(token);
    if (!fort) return refuse('besieged-unreadable', { token });
    forts.push({ label: fort.name, garrisoned: fort.garrisoned, antwerp: fort.hex === ANTWERP_HEX });
  }
  if (forts.length === 0 || forts.length > 8) return refuse('besieged-count');
  return read(forts);
}

// ---------------------------------------------------------------------------------------------------------------
// Forces.

const NATIONALITY: Readonly<Record<string, Nationality>> = {
  fr: 'french',
  french: 'french',
  gb: 'british',
  british: 'british',
  bef: 'british',
  in: 'british', // 2.5: Indian units count as British
  indian: 'british',
  be: 'belgian',
  belgian: 'belgian',
  de: 'german',
  german: 'german',
  bav: 'german', // 2.5: Bavarians count as German
};

const KIND: Readonly<Record<string, { arm: Arm; size: Size }>> = {
  corps: { arm: 'infantry', size: 'corps' },
  div: { arm: 'infantry', size: 'division' },
  division: { arm: 'infantry', size: 'division' },
  bde: { arm: 'infantry', size: 'brigade' },
  brigade: { arm: 'infantry', size: 'brigade' },
  cav: { arm: 'cavalry', size: 'division' },
  'cav-div': { arm: 'cavalry', size: 'division' },
  'cav-bde': { arm: 'cavalry', size: 'brigade' },
};

const NAT_SHORT: Record<Nationality, string> = { french: 'fr', british: 'gb', belgian: 'be', german: 'de' };
const KIND_SHORT = (arm: Arm, size: Size): string =>
  arm === 'cavalry'
    ? size === 'brigade'
      ? 'cav-bde'
      : 'cav'
    : size === 'corps'
      ? 'corps'
      : size === 'division'
        ? 'div'
        : 'bde';

/** Why a unit of a force does not read (worded in words.ts). */
export type ForceFault =
  | 'unknown-word'
  | 'no-cs'
  | 'no-nationality'
  | 'no-kind'
  | 'cs-range'
  | 'disorganized-one-cs'
  | 'space-holds-two'
  | 'pair-mismatch';

function unreadable(token: string, reason?: ForceFault, word?: string): Read<never> {
  return refuse('force-unreadable', {
    token: token.trim(),
    ...(reason !== undefined ? { reason } : {}),
    ...(word !== undefined ? { word } : {}),
  });
}

function readUnit(token: string, defaultLabel: string): Read<ForceUnit> {
  const eq = token.indexOf('=');
  const label = eq >= 0 ? token.slice(0, eq).trim() : '';
  const body = (eq >= 0 ? token.slice(eq + 1) : token).trim().toLowerCase();
  const words = body.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return unreadable(token);
  // Forts: a roster name, or the word "fort" followed by the printed steps.
  const first = words[0] as string;
  const roster = rosterFort(first.split('@')[0] ?? '');
  if (words.length === 1 && roster) {
    const parsed = parseFort(first);
    if (!parsed.ok) return parsed;
    const { steps, garrisoned } = parsed.value;
    return read({ kind: 'fort', label: label || parsed.value.label, steps, garrisoned, side: roster.side });
  }
  if (first === 'fort') {
    const parsed = parseFort(words.slice(1).join(''));
    if (!parsed.ok) return parsed;
    return read({
      kind: 'fort',
      label: label || defaultLabel,
      steps: parsed.value.steps,
      garrisoned: false,
      side: null,
    });
  }
  let cs: number | undefined;
  let disorganizedCs: number | null = null;
  let nationality: Nationality | undefined;
  let kind: { arm: Arm; size: Size } | undefined;
  let disorganized = false;
  let alpine = false;
  for (const word of words) {
    const strength = /^(\d{1,2})(?:\/(\d{1,2}))?$/.exec(word);
    if (strength && cs === undefined) {
      cs = Number(strength[1]);
      disorganizedCs = strength[2] === undefined ? null : Number(strength[2]);
    } else if (NATIONALITY[word] && !nationality) nationality = NATIONALITY[word];
    else if (KIND[word] && !kind) kind = KIND[word];
    else if (word === 'dis' || word === 'disorganized') disorganized = true;
    else if (word === 'alpine') alpine = true;
    else return unreadable(token, 'unknown-word', word);
  }
  if (cs === undefined) return unreadable(token, 'no-cs');
  if (!nationality) return unreadable(token, 'no-nationality');
  if (!kind) return unreadable(token, 'no-kind');
  if (cs > 20 || (disorganizedCs !== null && disorganizedCs > cs)) return unreadable(token, 'cs-range');
  if (disorganized && disorganizedCs !== null) return unreadable(token, 'disorganized-one-cs');
  const name = `${cs}${disorganizedCs !== null ? `/${disorganizedCs}` : ''} ${NAT_SHORT[nationality]} ${KIND_SHORT(kind.arm, kind.size)}${disorganized ? ' dis' : ''}`;
  return read({
    kind: 'unit',
    label: label || `${defaultLabel} (${name})`,
    nationality,
    arm: kind.arm,
    size: kind.size,
    cs,
    disorganizedCs,
    disorganized,
    alpine,
  });
}

/** Parses a force; `prefix` names unlabelled units (A1, A2… for the attacker, D1… for the defender). */
export function parseForce(text: string, prefix: string): Read<Force> {
  const groupTexts = items(text);
  if (groupTexts.length === 0 || groupTexts.length > 16) return refuse('force-groups');
  const groups: ForceUnit[][] = [];
  let n = 0;
  for (const groupText of groupTexts) {
    const group: ForceUnit[] = [];
    for (const member of groupText.split('&')) {
      n++;
      const unit = readUnit(member, `${prefix}${n}`);
      if (!unit.ok) return unit;
      group.push(unit.value);
    }
    if (group.length > 2) return unreadable(groupText, 'space-holds-two');
    if (group.length === 2) {
      const [a, b] = group as [ForceUnit, ForceUnit];
      // 9.2.2: only two divisions/brigades of one nationality and arm share a space.
      if (
        a.kind !== 'unit' ||
        b.kind !== 'unit' ||
        a.size === 'corps' ||
        b.size === 'corps' ||
        a.nationality !== b.nationality ||
        a.arm !== b.arm
      )
        return unreadable(groupText, 'pair-mismatch');
    }
    groups.push(group);
  }
  const sides = new Set<Side>();
  for (const group of groups)
    for (const unit of group) {
      if (unit.kind === 'unit') sides.add(SIDE_OF[unit.nationality]);
      else if (unit.side) sides.add(unit.side);
    }
  if (sides.size > 1) return refuse('force-mixed-sides');
  const [side] = [...sides];
  return read({ side: side ?? null, groups });
}

// ---------------------------------------------------------------------------------------------------------------
// Retreat to Sea units.

const SEA_ALIASES: Readonly<Record<string, SeaNationality>> = {
  british: 'british',
  gb: 'british',
  bef: 'british',
  indian: 'british', // 2.5: Indian units count as British
  french: 'french',
  fr: 'french',
  colonial: 'french', // 2.5: colonial units count as French
  territorial: 'territorial',
  t: 'territorial',
  belgian: 'belgian',
  be: 'belgian',
};

/** "british, territorial*, belgian": 1 to 16 units, `*` marking one already Disorganized. */
export function parseSeaUnits(text: string): Read<SeaUnit[]> {
  const tokens = text
    .split(/[,;]/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  const units: SeaUnit[] = [];
  for (const token of tokens) {
    const disorganized = token.endsWith('*');
    const nationality = SEA_ALIASES[token.replace(/\*$/, '').trim()];
    if (!nationality) return refuse('sea-unit-unreadable', { token });
    units.push({ nationality, disorganized });
  }
  if (units.length === 0 || units.length > 16) return refuse('sea-unit-count');
  return read(units);
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers: HA bombard numbers, VP hexes, VP marker values.

const numbers = (text: string): number[] | null => {
  const parts = text.split(/[,;\s]+/).filter((p) => p !== '');
  const values = parts.map(Number);
  return values.every((n) => Number.isInteger(n)) ? values : null;
};

/** The HA bombard numbers in firing order (9.5.4): 1 to 4, each 1–12. */
export function parseHa(text: string): Read<number[]> {
  const parts = text.split(/[,;\s]+/).filter((p) => p !== '');
  const values = parts.map(Number);
  if (parts.length === 0 || parts.length > 4 || values.some((n) => !Number.isInteger(n) || n < 1 || n > 12))
    return refuse('ha-list');
  return read(values);
}

/** VP hexes receiving a marker, in order: 1 to 15 hex numbers. */
export function parseHexList(text: string): Read<number[]> {
  const values = numbers(text);
  if (!values || values.length === 0 || values.length > 15) return refuse('vp-hexes-list');
  return read(values);
}

/** Values of the VP markers already out of the cup. */
export function parseMarkerValues(text: string): Read<number[]> {
  const values = numbers(text);
  if (!values) return refuse('vp-out-list');
  return read(values);
}
