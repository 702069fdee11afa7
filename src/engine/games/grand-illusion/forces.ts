import { z } from 'zod';
import { loc, type Localized } from '../../core/localized.js';
import { parseFort, rosterFort, type FortStep } from './forts.js';
import { inputIssue } from './messages.js';
import type { Side } from './sides.js';

/**
 * The forces of a battle in a compact notation (one string option per side). A force is a list of Battle Map
 * groups separated by commas; a group is one unit, or two divisions/brigades of one nationality and arm sharing a
 * space, joined by "&" (9.2.2). A unit is `[label=]CS[/disorganized CS] nationality kind [dis] [alpine]`, e.g.
 * `XVIII=6/4 fr corps`, `3 gb div & 2 gb div dis`, `1/1 de cav`; a fort is a roster name (`toul@4`) or
 * `[label=]fort 5+2/4+2`.
 */

export type Nationality = 'french' | 'british' | 'belgian' | 'german';
export type Arm = 'infantry' | 'cavalry';
export type Size = 'corps' | 'division' | 'brigade';

export interface CombatUnit {
  readonly kind: 'unit';
  readonly label: string;
  readonly nationality: Nationality;
  readonly arm: Arm;
  readonly size: Size;
  /** CS of the side now showing. */
  readonly cs: number;
  /** CS of the Disorganized side, for an intact unit (needed only if it must fire after being hit). */
  readonly disorganizedCs: number | null;
  readonly disorganized: boolean;
  /** French XIV Corps or Chasseurs Alpins (yellow triangle, 2.4; 9.3.1 b). */
  readonly alpine: boolean;
}

export interface FortUnit {
  readonly kind: 'fort';
  readonly label: string;
  readonly steps: readonly FortStep[];
  readonly garrisoned: boolean;
  readonly side: Side | null;
}

export type ForceUnit = CombatUnit | FortUnit;
export type Group = readonly ForceUnit[];

export interface Force {
  /** Inferred from nationalities (German, or French/British/Belgian) and roster forts; null if nothing tells. */
  readonly side: Side | null;
  readonly groups: readonly Group[];
}

export const FORCE_FORM = loc(
  'units separated by commas, each [label=]CS[/disorganized CS] nationality kind [dis] [alpine] (nationality fr, gb, be, de; kind corps, div, bde, cav, cav-bde), two divisions in one space joined by &, forts as toul@4 or fort 5+2/4+2; e.g. "XIII=5 de corps, 3 gb div & 2 gb div dis, toul"',
  'unità separate da virgole, ognuna [nome=]CS[/CS disorganizzata] nazionalità tipo [dis] [alpine] (nazionalità fr, gb, be, de; tipo corps, div, bde, cav, cav-bde), due divisioni nello stesso spazio unite da &, forti come toul@4 o fort 5+2/4+2; es. "XIII=5 de corps, 3 gb div & 2 gb div dis, toul"',
);

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

export const SIDE_OF: Record<Nationality, Side> = {
  french: 'allied',
  british: 'allied',
  belgian: 'allied',
  german: 'german',
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

type Read<T> = { ok: true; value: T } | { ok: false; message: Localized };

function fail(token: string, why?: Localized): Read<never> {
  const reason = why ? loc(`${why.en}; `, `${why.it}; `) : loc('', '');
  return {
    ok: false,
    message: loc(
      `cannot read "${token.trim()}": ${reason.en}give ${FORCE_FORM.en}`,
      `non riesco a leggere "${token.trim()}": ${reason.it}indicate ${FORCE_FORM.it}`,
    ),
  };
}

function readUnit(token: string, defaultLabel: string): Read<ForceUnit> {
  const eq = token.indexOf('=');
  const label = eq >= 0 ? token.slice(0, eq).trim() : '';
  const body = (eq >= 0 ? token.slice(eq + 1) : token).trim().toLowerCase();
  const words = body.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return fail(token);
  // Forts: a roster name, or the word "fort" followed by the printed steps.
  const first = words[0] as string;
  if (words.length === 1 && rosterFort(first.split('@')[0] ?? '')) {
    const parsed = parseFort(first);
    if (!parsed.ok) return parsed;
    const roster = rosterFort(first.split('@')[0] ?? '');
    return {
      ok: true,
      value: {
        kind: 'fort',
        label: label || parsed.value.label,
        steps: parsed.value.steps,
        garrisoned: parsed.value.garrisoned,
        side: roster?.side ?? null,
      },
    };
  }
  if (first === 'fort') {
    const parsed = parseFort(words.slice(1).join(''));
    if (!parsed.ok) return parsed;
    return {
      ok: true,
      value: { kind: 'fort', label: label || defaultLabel, steps: parsed.value.steps, garrisoned: false, side: null },
    };
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
    else return fail(token, loc(`unknown word "${word}"`, `parola sconosciuta "${word}"`));
  }
  if (cs === undefined) return fail(token, loc('its CS is missing', 'manca la CS'));
  if (!nationality) return fail(token, loc('its nationality is missing', 'manca la nazionalità'));
  if (!kind) return fail(token, loc('its kind is missing', 'manca il tipo'));
  if (cs > 20 || (disorganizedCs !== null && disorganizedCs > cs))
    return fail(
      token,
      loc(
        'a CS is 0–20, the Disorganized one not above the full one',
        'una CS è 0–20, quella disorganizzata non oltre quella piena',
      ),
    );
  if (disorganized && disorganizedCs !== null)
    return fail(
      token,
      loc('a Disorganized unit has one CS, the one showing', "un'unità Disorganizzata ha una sola CS, quella visibile"),
    );
  const name = `${cs}${disorganizedCs !== null ? `/${disorganizedCs}` : ''} ${NAT_SHORT[nationality]} ${KIND_SHORT(kind.arm, kind.size)}${disorganized ? ' dis' : ''}`;
  return {
    ok: true,
    value: {
      kind: 'unit',
      label: label || `${defaultLabel} (${name})`,
      nationality,
      arm: kind.arm,
      size: kind.size,
      cs,
      disorganizedCs,
      disorganized,
      alpine,
    },
  };
}

/** Parses a force; `prefix` names unlabelled units (A1, A2… for the attacker, D1… for the defender). */
export function parseForce(text: string, prefix: string): Read<Force> {
  const groupTexts = text.split(/[,;]/).filter((g) => g.trim() !== '');
  if (groupTexts.length === 0 || groupTexts.length > 16)
    return {
      ok: false,
      message: loc(`give 1 to 16 groups: ${FORCE_FORM.en}`, `indicate da 1 a 16 gruppi: ${FORCE_FORM.it}`),
    };
  const groups: ForceUnit[][] = [];
  let n = 0;
  for (const groupText of groupTexts) {
    const members = groupText.split('&');
    const group: ForceUnit[] = [];
    for (const member of members) {
      n++;
      const unit = readUnit(member, `${prefix}${n}`);
      if (!unit.ok) return unit;
      group.push(unit.value);
    }
    if (group.length > 2)
      return fail(
        groupText,
        loc(
          'a space holds at most two divisions or brigades',
          'uno spazio contiene al massimo due divisioni o brigate',
        ),
      );
    if (group.length === 2) {
      const [a, b] = group as [ForceUnit, ForceUnit];
      if (
        a.kind !== 'unit' ||
        b.kind !== 'unit' ||
        a.size === 'corps' ||
        b.size === 'corps' ||
        a.nationality !== b.nationality ||
        a.arm !== b.arm
      )
        return fail(
          groupText,
          loc(
            'only two divisions/brigades of the same nationality and arm may share a space (9.2.2)',
            'solo due divisioni/brigate della stessa nazionalità e arma possono condividere uno spazio (9.2.2)',
          ),
        );
    }
    groups.push(group);
  }
  const sides = new Set<Side>();
  for (const group of groups)
    for (const unit of group) {
      if (unit.kind === 'unit') sides.add(SIDE_OF[unit.nationality]);
      else if (unit.side) sides.add(unit.side);
    }
  if (sides.size > 1)
    return {
      ok: false,
      message: loc(
        'a force is all German or all Allied (French, British, Belgian)',
        'una forza è tutta tedesca o tutta alleata (francese, inglese, belga)',
      ),
    };
  const [side] = [...sides];
  return { ok: true, value: { side: side ?? null, groups } };
}

/** A zod transform for a force option. */
export function forceOption(prefix: string) {
  return (text: string, ctx: z.RefinementCtx): Force => {
    const parsed = parseForce(text, prefix);
    if (!parsed.ok) {
      inputIssue(ctx, undefined, parsed.message.en, parsed.message.it);
      return z.NEVER;
    }
    return parsed.value;
  };
}

export const isFort = (unit: ForceUnit): unit is FortUnit => unit.kind === 'fort';
export const isCombat = (unit: ForceUnit): unit is CombatUnit => unit.kind === 'unit';
