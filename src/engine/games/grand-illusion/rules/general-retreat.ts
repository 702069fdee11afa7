import { problem, type Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import type { GiPosition, PlacedUnit } from './position.js';
import type { CapColumn } from './tables.js';

/**
 * The General Retreat (8.7) as the rules read it, pure: whether a side may declare it now (8.7.1), which of its units
 * may move in it (8.7.2, 8.7.3; each move is `checkMove` with `generalRetreat`), what it costs (8.7.2, 8.7.3, 13.4 d–e)
 * and the CAP column it opens (5.1.2, 5.1.3).
 *
 * Readings (the README's decisions):
 * - 8.7.1 "dal turno seguente in poi": the Germans may declare from the turn after the turn of the Allied one.
 * - 8.7.3 and 13.4 e: the German cost is 4 VP on turn 4, 3 VP from turn 5 (the aid card's "dal turno 4 in poi, 3 VP"
 *   contradicts its own first clause; 13.4 e says turn 5).
 * - Cost on a turn before the first the rule prices (turn 3 for the Germans cannot happen: the Allies declare on turn 3
 *   at the earliest) reads the first price.
 */

/** 8.7.1: not on turns 1 and 2. */
export const GENERAL_RETREAT_FROM_TURN = 3;

/** 5.1.2, 5.1.3: the column each side rolls on from the turn after its General Retreat. */
export const GENERAL_RETREAT_COLUMN: Readonly<Record<Side, CapColumn>> = { allied: 'joffre2', german: 'falkenhayn' };

/** The turns each side declared its General Retreat (absent: not yet). */
export type Declared = Readonly<Partial<Record<Side, number>>>;

export type Allowed = { readonly ok: true } | { readonly ok: false; readonly problem: Problem };

/** 8.7.1: whether `side` may declare its General Retreat on `turn`, given the ones already declared. */
export function mayDeclareGeneralRetreat(side: Side, turn: number, declared: Declared): Allowed {
  if (declared[side] !== undefined) return problem('general-retreat-once', { turn: declared[side] }, { rule: '8.7.1' });
  if (turn < GENERAL_RETREAT_FROM_TURN) return problem('general-retreat-early', { turn }, { rule: '8.7.1' });
  if (side === 'german') {
    const allied = declared.allied;
    if (allied === undefined) return problem('general-retreat-allies-first', undefined, { rule: '8.7.1' });
    if (turn <= allied) return problem('general-retreat-next-turn', { turn: allied + 1 }, { rule: '8.7.1' });
  }
  return { ok: true };
}

/**
 * 8.7.2, 8.7.3, 13.4 d–e: the VP the General Retreat costs its side (Plan 17 VP for the Allies), applied at its end:
 * Allies 3 on turn 3, 2 later; Germans 4 on turn 4, 3 later.
 */
export function generalRetreatCost(side: Side, turn: number): number {
  if (side === 'allied') return turn <= 3 ? 3 : 2;
  return turn <= 4 ? 4 : 3;
}

/** 8.7.2: French and British units, not Belgian; 8.7.3: German (and Bavarian) units, HA included. */
export function movesInGeneralRetreat(u: PlacedUnit, side: Side): boolean {
  return u.side === side && u.nation !== 'be';
}

/** 8.7.2, 8.7.3: the hexes holding units of `side` that may still move in its General Retreat. */
export function generalRetreatHexes(p: GiPosition, side: Side, moved: readonly string[]): string[] {
  const hexes = new Set<string>();
  for (const u of p.units)
    if (movesInGeneralRetreat(u, side) && u.id !== undefined && !moved.includes(u.id)) hexes.add(u.hex);
  return [...hexes].sort((a, b) => Number(a) - Number(b));
}
