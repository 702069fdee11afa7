import { problem, type Problem } from '../../core/explain.js';
import {
  HEXSIDES,
  UNIT_KINDS,
  type AttackingForce,
  type AttackingUnit,
  type HexId,
  type Hexside,
  type StackedUnit,
  type UnitKind,
} from './model.js';
import { isLadderRung, oddsIndexOfN } from './rules/odds.js';
import { NO_ATTACK_HEXSIDES, UNIT_KIND_INFO } from './rules/tables.js';

/**
 * What players type in the rulings, read once into the model: attacking Forces (`13@minor, 7+3*@major`), a stack
 * (`2XX, X*, cXX`), hexes (`29.34, 15.32`) and an odds column (`3:1`, `1:6`, `12:1`). A text that does not read is a
 * Problem (worded in words.ts); the ruling names the option that held it.
 */

type Parsed<K extends string, T> =
  | ({ readonly ok: true } & { readonly [key in K]: T })
  | {
      readonly ok: false;
      readonly problem: Problem;
    };

const refuse = (code: string, params?: Problem['params'], rule?: string) =>
  problem(code, params, rule === undefined ? {} : { rule });

// ---------------------------------------------------------------------------------------------------------------
// Attacking Forces: a Force per comma, its units' AS joined by "+", "*" for no Ammo (9.4), "@hexside" crossed.

const HEXSIDE_ALIASES: Readonly<Record<string, Hexside>> = {
  foresta: 'forest',
  'foresta-fitta': 'dense-forest',
  palude: 'marsh',
  paludi: 'marsh',
  scarpata: 'escarpment',
  minore: 'minor',
  maggiore: 'major',
  grande: 'great',
  imponente: 'imposing',
  cresta: 'crest',
  inondazione: 'flood',
  mare: 'sea',
};

function hexsideOf(name: string): Hexside | undefined {
  const key = name.toLowerCase();
  if ((HEXSIDES as readonly string[]).includes(key)) return key as Hexside;
  return HEXSIDE_ALIASES[key];
}

/** Parses attacking Forces: "13@minor, 7+3*@major, 10" (a Force per comma, its units joined by "+"). */
export function parseForces(text: string): Parsed<'forces', AttackingForce[]> {
  const items = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return refuse('forces-empty');
  const forces: AttackingForce[] = [];
  for (const item of items) {
    const match = /^([0-9.*+\s]+?)\s*(?:@\s*([a-zA-Z-]+))?$/.exec(item);
    const unitTexts = match?.[1]?.split('+').map((u) => u.trim()) ?? [];
    const units: AttackingUnit[] = [];
    for (const unit of unitTexts) {
      const u = /^(\d{1,3}(?:\.\d{1,2})?)(\*)?$/.exec(unit);
      if (!u) return refuse('not-a-force', { text: item });
      units.push({ as: Number(u[1]), noAmmo: u[2] === '*' });
    }
    if (!match || units.length === 0) return refuse('not-a-force', { text: item });
    const hexside = match[2] === undefined ? 'none' : hexsideOf(match[2]);
    if (hexside === undefined) return refuse('not-a-hexside', { text: match[2] ?? '' });
    // 9.2.3 no attack across a Mountain Crest, a Flooded or a Sea hexside (TEC "P").
    if (NO_ATTACK_HEXSIDES.includes(hexside)) return refuse('no-attack-across', { hexside }, '9.2.3');
    forces.push({ units, hexside });
  }
  return { ok: true, forces };
}

// ---------------------------------------------------------------------------------------------------------------
// A stack (3.1): "2XX, X*, cXX, IIIt": count, size (c cavalry), * Support, t Two-Hex, r Rail Mode, n RND.

const KIND_PATTERN = /^(\d+)?\s*(c?xxx|c?xx|c?iii|c?x|train|art|hq|fortress|fort|depot)([*trn]*)$/i;

function normaliseKind(raw: string): UnitKind | undefined {
  const lower = raw.toLowerCase();
  if (['train', 'art', 'hq', 'fortress', 'fort', 'depot'].includes(lower)) return lower as UnitKind;
  const cavalry = lower.startsWith('c');
  const size = (cavalry ? lower.slice(1) : lower).toUpperCase();
  const kind = `${cavalry ? 'c' : ''}${size}`;
  return (UNIT_KINDS as readonly string[]).includes(kind) ? (kind as UnitKind) : undefined;
}

export function parseUnits(text: string): Parsed<'units', StackedUnit[]> {
  const items = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return refuse('units-empty');
  const units: StackedUnit[] = [];
  for (const item of items) {
    const match = KIND_PATTERN.exec(item);
    const raw = match?.[2];
    const kind = raw === undefined ? undefined : normaliseKind(raw);
    if (!match || kind === undefined) return refuse('not-a-unit', { text: item });
    const flags = match[3] ?? '';
    const rnd = flags.includes('n');
    units.push({
      kind,
      count: match[1] ? Number(match[1]) : 1,
      // 23.3.2 RND units are Support units; artillery, HQs and Forts always are (8.8, 8.5.1).
      support: flags.includes('*') || rnd || UNIT_KIND_INFO[kind].alwaysSupport === true,
      twoHex: flags.includes('t'),
      rail: flags.includes('r'),
      rnd,
    });
  }
  return { ok: true, units };
}

// ---------------------------------------------------------------------------------------------------------------
// Hexes: CC.RR, as the rulebook writes them.

export function parseHexes(text: string): Parsed<'hexes', HexId[]> {
  const items = text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return refuse('hexes-empty');
  const hexes: HexId[] = [];
  for (const item of items) {
    const match = /^(\d{2})\.(\d{2})$/.exec(item);
    if (!match) return refuse('not-a-hex', { text: item });
    hexes.push({ column: Number(match[1]), row: Number(match[2]), label: item });
  }
  return { ok: true, hexes };
}

// ---------------------------------------------------------------------------------------------------------------
// Odds columns: "3:1", "1:5", "10:1" (or with a dash), as a position on the ladder (rules/odds.ts).

/** Reads "3:1", "1:5", "10:1" (or with a dash) as a ladder position; null if it is not one. */
export function parseLadder(text: string): number | null {
  const match = /^\s*(\d+)\s*[:-]\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  if (b === 1) return isLadderRung(a) ? oddsIndexOfN(a) : null;
  if (a === 1 && b >= 2) return 4 - b;
  return null;
}

export function parseOddsColumn(text: string): Parsed<'index', number> {
  const index = parseLadder(text);
  return index === null ? refuse('not-an-odds-column', { text }) : { ok: true, index };
}
