import { problem, type Problem } from '../../../core/explain.js';
import type { CrtColumn } from './tables.js';

/**
 * The Combat Results Table's results (9.9.2). The rulebook prints only its legend and column shifts; the grid
 * (odds column × modified white die, possibly × black die) comes from the club's own player-aid card as pack data
 * (its declaration and schema: crt.ts).
 */

/** The pack table that holds the grid (`tables.combat-results`). */
export const CRT_TABLE_ID = 'combat-results';

export type RetreatSymbol = 'b1' | 'b2' | 'w1';

export interface CrtSide {
  /** "E": CEL reductions per Force. */
  readonly e: number;
  /** "+#/−#": DRM to this side's Post-Combat EC. */
  readonly drm: number;
  /** "s": Strength Reductions (one unit each). */
  readonly s: number;
}

export interface CrtResult {
  readonly printed: string;
  readonly attacker: CrtSide;
  readonly defender: CrtSide & { readonly retreat: RetreatSymbol | null };
}

/** The grid as a pack holds it: column → modified white die → one result, or six by black die. */
export interface CrtGridData {
  readonly columns: Partial<Record<CrtColumn, Readonly<Record<string, string | readonly string[]>>>>;
}

const RETREAT_TOKENS: ReadonlyArray<readonly [string, RetreatSymbol]> = [
  ['❶', 'b1'],
  ['\uf08c', 'b1'],
  ['b1', 'b1'],
  ['❷', 'b2'],
  ['\uf08d', 'b2'],
  ['b2', 'b2'],
  ['①', 'w1'],
  ['\uf081', 'w1'],
  ['w1', 'w1'],
];

export const RETREAT_PRINTED: Readonly<Record<RetreatSymbol, string>> = { b1: '❶', b2: '❷', w1: '①' };

type SideRead =
  | { readonly ok: true; readonly side: CrtSide & { readonly retreat: RetreatSymbol | null } }
  | { readonly ok: false; readonly reason: 'retreat-attacker' | 'retreat-twice' | 'unreadable'; readonly rest: string };

/** 9.9.2 one side of a result: E, ±#, s and (defender only) one retreat symbol; "-" or "" for nothing. */
function readSide(text: string, defender: boolean): SideRead {
  let rest = text.replace(/\s+/g, '').replace(/−/g, '-');
  const side = { e: 0, drm: 0, s: 0, retreat: null as RetreatSymbol | null };
  if (rest === '-' || rest === '—' || rest === '–') return { ok: true, side };
  while (rest !== '') {
    const number = /^([+-]\d+)/.exec(rest);
    if (number?.[1]) {
      side.drm += Number(number[1]);
      rest = rest.slice(number[1].length);
      continue;
    }
    const e = /^(\d*)E/.exec(rest);
    if (e) {
      side.e += e[1] ? Number(e[1]) : 1;
      rest = rest.slice(e[0].length);
      continue;
    }
    const s = /^(\d*)s/.exec(rest);
    if (s) {
      side.s += s[1] ? Number(s[1]) : 1;
      rest = rest.slice(s[0].length);
      continue;
    }
    const retreat = RETREAT_TOKENS.find(([token]) => rest.startsWith(token));
    if (retreat) {
      // 9.9.2 retreats are the defender's, right of the "/"; one per result.
      if (!defender) return { ok: false, reason: 'retreat-attacker', rest };
      if (side.retreat) return { ok: false, reason: 'retreat-twice', rest };
      side.retreat = retreat[1];
      rest = rest.slice(retreat[0].length);
      continue;
    }
    return { ok: false, reason: 'unreadable', rest };
  }
  return { ok: true, side };
}

/** Reads a printed result, "attacker/defender" (`+3/+3①`, `-1/+4❶`, `+3s/s`, `E/-`). */
export function readCrtCell(printed: string): { ok: true; result: CrtResult } | { ok: false; problem: Problem } {
  const halves = printed.split('/');
  if (halves.length !== 2) return problem('crt-cell-form');
  const attacker = readSide(halves[0] ?? '', false);
  if (!attacker.ok)
    return problem('crt-cell-side', { side: 'attacker', printed, reason: attacker.reason, rest: attacker.rest });
  const defender = readSide(halves[1] ?? '', true);
  if (!defender.ok)
    return problem('crt-cell-side', { side: 'defender', printed, reason: defender.reason, rest: defender.rest });
  const { retreat: _none, ...attackerSide } = attacker.side;
  return { ok: true, result: { printed, attacker: attackerSide, defender: defender.side } };
}

/** 9.9.1 reads the loaded grid; a die beyond the rows printed reads the lowest/highest row. */
export function lookupCrt(
  grid: CrtGridData,
  column: CrtColumn,
  modifiedWhite: number,
  black: number,
): { ok: true; result: CrtResult; row: number } | { ok: false; problem: Problem } {
  const rows = grid.columns[column];
  if (!rows || Object.keys(rows).length === 0) return problem('crt-no-column', { column }, { rule: '9.9.1' });
  const keys = Object.keys(rows)
    .map(Number)
    .sort((a, b) => a - b);
  const lowest = keys[0] ?? 0;
  const highest = keys[keys.length - 1] ?? 0;
  const row = Math.min(Math.max(modifiedWhite, lowest), highest);
  const entry = rows[String(row)];
  if (entry === undefined) return problem('crt-no-row', { column, row }, { rule: '9.9.1' });
  const printed = typeof entry === 'string' ? entry : (entry[black - 1] ?? '');
  const parsed = readCrtCell(printed);
  if (!parsed.ok) throw new Error(`a validated CRT cell failed to parse: ${parsed.problem.code}`);
  return { ok: true, result: parsed.result, row };
}
