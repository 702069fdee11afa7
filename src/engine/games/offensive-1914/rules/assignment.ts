import { problem, type Problem } from '../../../core/explain.js';

/**
 * 9.2.2, 9.2.5: which units may combine in an attacking or defending hex by their assignment, and which defending units
 * are Excluded from a combat. Pure: the caller gives each unit's corps and army (5.0: a scenario's set-up boxes) and
 * whether a set of units fits 3.1.2's combat stacking.
 */

/** 5.0: a unit's assignment: its corps box (`independent` for an Independent unit) and army; null where it has none. */
export interface Assigned {
  readonly id: string;
  readonly corps: string | null;
  readonly independent: boolean;
  readonly army: string | null;
}

export type CombineCheck = { readonly ok: true } | { readonly ok: false; readonly problem: Problem };

/** 9.2.2: the corps the units count as: each corps once, every Independent unit together as one. */
export function corpsCount(units: readonly Assigned[]): number {
  const corps = new Set(units.filter((u) => !u.independent && u.corps !== null).map((u) => u.corps));
  return corps.size + (units.some((u) => u.independent) ? 1 : 0);
}

/**
 * 9.2.2: units of more than two corps may not combine in an attacking or defending hex ("un'unità Indipendente – o
 * gruppo di unità Indipendenti – conta come corpo individuale"); units of different armies may not combine to attack
 * or defend a hex. Units with no assignment are not counted.
 */
export function checkCombine(units: readonly Assigned[], hex: string): CombineCheck {
  if (corpsCount(units) > 2) return problem('combine-corps', { hex }, { rule: '9.2.2' });
  const armies = new Set(units.map((u) => u.army).filter((a) => a !== null));
  if (armies.size > 1) return problem('combine-armies', { hex }, { rule: '9.2.2' });
  return { ok: true };
}

/** A defending unit as 9.2.5 reads it. */
export interface Defending extends Assigned {
  /** 9.2.5 B: a Formation that is Combat Ineffective or Demoralized. */
  readonly ciOrDemoralized: boolean;
  /** 9.2.5 C: a Fort or Fortress, never Excluded. */
  readonly fortress: boolean;
}

/**
 * 9.2.5 A–C: the sets of defending units the owner may choose to defend a hex with (the others Excluded). A set holds
 * every Fortress (C); it fits the combat stacking limit (`fits`, 3.1.2: A) and 9.2.2 (A: "solo le truppe di una armata",
 * and at most two corps); a CI or Demoralized Formation may be left out when a unit of the hex is neither (B); any
 * other unit is left out only when it could not join the set within those limits (C: "a meno che ecceda i limiti").
 */
export function defendingSets(
  units: readonly Defending[],
  hex: string,
  fits: (ids: readonly string[]) => boolean,
): string[][] {
  const freelyExcluded = units.some((u) => !u.ciOrDemoralized)
    ? (u: Defending) => u.ciOrDemoralized && !u.fortress
    : () => false;
  const lawful = (set: readonly Defending[]) =>
    set.length > 0 && checkCombine(set, hex).ok && fits(set.map((u) => u.id));
  const sets: string[][] = [];
  for (let mask = 1; mask < 1 << units.length; mask++) {
    const set = units.filter((_, i) => mask & (1 << i));
    const out = units.filter((_, i) => !(mask & (1 << i)));
    if (out.some((u) => u.fortress) || !lawful(set)) continue;
    if (out.some((u) => !freelyExcluded(u) && lawful([...set, u]))) continue;
    sets.push(set.map((u) => u.id));
  }
  return sets;
}
