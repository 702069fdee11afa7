import { shortestPath } from '../../../core/map/path.js';
import { problem, type Problem } from '../../../core/explain.js';
import { otherSide, type SeaUnit, type Side } from '../model.js';
import { PARIS_HEX, stackingExcess } from './movement.js';
import {
  blockedFor,
  combatUnitsAt,
  enemyOccupies,
  hasFeature,
  IMPASSABLE_HEXSIDE,
  isCombatUnit,
  unbesiegedFortsAt,
  unitsAt,
  type GiPosition,
  type PlacedUnit,
} from './position.js';
import { supplyLine } from './supply-line.js';

/**
 * Retreats over the map (9.4.1, 9.4.3, 9.4.4, 9.4.5, 9.5.4, 8.4.3 b, 8.4.7 a–b): the hexes a beaten side may retreat
 * to, in the book's order of priority, the step lost entering enemy cavalry's hex or leaving an overstacked one, and
 * what happens when there is none (eliminated, or to sea from a Channel port); the HQs' retreat to the nearest hex
 * with supplied friendly units; HA left alone with the enemy. Pure: who must retreat is retreat.ts's
 * (`mandatoryRetreat`); the Sea Retreat roll is sea.ts's (`retreatToSea`, fed by `seaUnits`).
 *
 * Readings where the book is unclear (the README's decisions):
 * - 9.4.3's rows are a strict order: a group retreats into a hex of the best row any adjacent hex offers. 8.4.3 b (out of
 *   supply only if no other retreat), 8.4.7 a (Belgians leave Belgium only when forced) and 8.4.7 b (the British into
 *   Paris only with no other option) are read first, over every row: such a hex is a retreat hex only when no other is.
 * - "Unità nemiche" in the rows: enemy units of any kind or unbesieged enemy forts (as `occupies`, the movement
 *   reading); row 4's "unità amiche rifornite" are friendly units of any kind in supply (not the retreating ones).
 * - Row 5: the enemy has a non-Disorganized cavalry unit and no infantry in the hex (the text names nothing else).
 * - Overstacking (8.4.6): a group enters a hex where it breaks the stacking limits only when every hex of the best row
 *   does ("obbligate a ritirarsi in un esagono violando i limiti"); then it retreats one more hex by the same rows,
 *   never back into the battle hex, and loses one step (the owner's choice) to enter it; still overstacked, it is
 *   eliminated.
 * - 9.4.4 "l'HQ si ritira anch'esso": an HQ retreating with its units follows them (9.4.3); an HQ left alone goes to
 *   the nearest hex, counted along friendly-controlled hexes, with supplied friendly units and no Battle marker.
 * - 9.4.5: Allied units that must retreat from a Channel port (the hexes with the feature `port`: the five coastal
 *   cities of 10.4; Antwerp is none, 12.5.4) and have no retreat hex retreat to sea instead of being eliminated.
 * Gaps (README): the footnotes (1) and (2) of 9.4.3's rows are not in the text, nor which French units are
 * Territorials (9.4.5's +2: `seaUnits` takes their ids).
 */

/** 9.4.3: the row of priority of a retreat hex (1 the best). */
export type RetreatRow = 1 | 2 | 3 | 4 | 5;

export interface RetreatOption {
  readonly hex: string;
  readonly row: RetreatRow;
  /** Row 5: one retreating unit (owner's choice) loses a step to enter. */
  readonly stepLoss: boolean;
  /** 8.4.6: the group would overstack there, so it must retreat one more hex. */
  readonly overstacked: boolean;
}

export interface RetreatInput {
  readonly side: Side;
  /** The battle hex. */
  readonly from: string;
  /** The units that retreat together (9.4.1: singly or in groups), as the position holds them. */
  readonly units: readonly PlacedUnit[];
  /** Hexes with a Battle marker (9.4.3 row 4), the battle hex's own included or not. */
  readonly battles?: readonly string[];
}

export interface RetreatOptions {
  /** The hexes the group may retreat to (the best row, after 8.4.3 b and 8.4.7). */
  readonly options: readonly RetreatOption[];
  /** 9.4.3: no hex: the units are eliminated, unless they retreat to sea. */
  readonly eliminated: boolean;
  /** 9.4.5: Allied units cut off in a Channel port retreat to sea. */
  readonly toSea: boolean;
}

export interface Retreat {
  readonly path: readonly string[];
  /** 9.4.3: steps the owner removes from the group (row 5, the onward hex of an overstacked retreat). */
  readonly stepsLost: number;
  /** 9.4.3: overstacked even after the onward hex: the units are eliminated. */
  readonly eliminated: boolean;
}

export type RetreatPathCheck =
  { readonly ok: true; readonly value: Retreat } | { readonly ok: false; readonly problem: Problem };

/** 9.4.5: the feature of a Channel port. */
export const PORT = 'port';

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);
const name = (u: PlacedUnit): string => u.id ?? u.nation;

/** The position with the group in `hex`. */
function movedTo(p: GiPosition, units: readonly PlacedUnit[], hex: string): GiPosition {
  return { ...p, units: p.units.map((u) => (units.some((g) => same(g, u)) ? { ...u, hex } : u)) };
}

/** 9.4.3: the row of `to` for a group retreating from `from`, or why it is none. */
export function retreatRow(
  p: GiPosition,
  input: RetreatInput,
  from: string,
  to: string,
): { readonly row: RetreatRow } | { readonly refusal: string; readonly rule: string } {
  const { side, units } = input;
  if (!p.grid.has(to)) return { refusal: 'retreat-off-map', rule: '9.4.3' };
  if (!p.grid.adjacent(from, to)) return { refusal: 'retreat-not-adjacent', rule: '9.4.3' };
  if (p.grid.hexside(from, to).includes(IMPASSABLE_HEXSIDE)) return { refusal: 'retreat-impassable', rule: '9.4.3' };
  if (blockedFor(p, side, from, to)) return { refusal: 'retreat-blocked', rule: '9.4.3' };
  const enemy = otherSide(side);
  const enemyThere = enemyOccupies(p, to, side);
  if (p.control(to) === side) return { row: enemyThere ? 2 : 1 };
  if (!enemyThere) return { row: 3 };
  const battle = (input.battles ?? []).includes(to);
  const friends = unitsAt(p, to, side).filter((u) => !units.some((g) => same(g, u)) && u.supplied !== false);
  if (!battle && (friends.length > 0 || unbesiegedFortsAt(p, to, side).length > 0)) return { row: 4 };
  const enemyUnits = combatUnitsAt(p, to, enemy);
  if (enemyUnits.some((u) => u.type === 'cavalry' && !u.disorganized) && !enemyUnits.some((u) => u.type === 'infantry'))
    return { row: 5 };
  return { refusal: 'retreat-enemy-hex', rule: '9.4.3' };
}

/** 8.4.3 b, 8.4.7 a–b: why `to` is a retreat hex only when no other is (null: it is not such a hex). */
function lastResort(p: GiPosition, units: readonly PlacedUnit[], to: string): { code: string; rule: string } | null {
  if (units.some((u) => supplyLine(p, u, { hex: to })?.supply === 'out'))
    return { code: 'retreat-out-of-supply', rule: '8.4.3 b' };
  if (units.some((u) => u.nation === 'be') && !hasFeature(p, to, 'belgium'))
    return { code: 'retreat-leave-belgium', rule: '8.4.7 a' };
  if (to === PARIS_HEX && units.some((u) => u.nation === 'gb'))
    return { code: 'retreat-british-paris', rule: '8.4.7 b' };
  return null;
}

/** The hexes next to `from` the group may retreat to (the best row), leaving out `not`. */
function choices(
  p: GiPosition,
  input: RetreatInput,
  from: string,
  not: readonly string[] = [],
  stacking = true,
): RetreatOption[] {
  const all: RetreatOption[] = [];
  for (const to of p.grid.neighbours(from)) {
    if (not.includes(to)) continue;
    const r = retreatRow(p, input, from, to);
    if (!('row' in r)) continue;
    const overstacked = stacking && stackingExcess(movedTo(p, input.units, to), to, input.side) !== null;
    all.push({ hex: to, row: r.row, stepLoss: r.row === 5, overstacked });
  }
  const preferred = all.filter((o) => lastResort(p, input.units, o.hex) === null);
  const pool = preferred.length > 0 ? preferred : all;
  const best = pool.filter((o) => o.row === Math.min(...pool.map((q) => q.row)));
  // Into an overstacked hex only when forced ("obbligate a ritirarsi in un esagono violando i limiti").
  const roomy = best.filter((o) => !o.overstacked);
  return roomy.length > 0 ? roomy : best;
}

/** 9.4.3, 9.4.5: the hexes the group may retreat to from the battle hex, or its fate when there is none. */
export function retreatOptions(p: GiPosition, input: RetreatInput): RetreatOptions {
  const options = choices(p, input, input.from);
  const cut = options.length === 0;
  const toSea = cut && input.side === 'allied' && hasFeature(p, input.from, PORT);
  return { options, eliminated: cut && !toSea, toSea };
}

/**
 * 9.4.1, 9.4.3, 9.5.4: whether the group may retreat along `path` (the hex it enters, then the onward hex if the first
 * is overstacked), and the steps it loses.
 */
export function checkRetreat(
  p: GiPosition,
  input: RetreatInput & { readonly path: readonly string[] },
): RetreatPathCheck {
  const { side, from, units, path } = input;
  if (units.length === 0) return problem('retreat-no-units', undefined, { rule: '9.4.1' });
  const away = units.find((u) => !p.units.some((v) => same(u, v) && v.hex === from && v.side === side));
  if (away) return problem('retreat-units-not-here', { unit: name(away), hex: from }, { rule: '9.4.1' });
  // 9.5.4: HA do not retreat after a battle.
  const ha = units.find((u) => u.type === 'artillery');
  if (ha) return problem('retreat-ha', { unit: name(ha) }, { rule: '9.5.4' });
  if (path.length === 0 || path.length > 2) return problem('retreat-path-length', undefined, { rule: '9.4.3' });

  let stepsLost = 0;
  let here = from;
  let q = p;
  for (const [i, to] of path.entries()) {
    if (i === 1 && to === from) return problem('retreat-back', { hex: to }, { rule: '9.4.3' });
    const r = retreatRow(q, input, here, to);
    if (!('row' in r)) return problem(r.refusal, { from: here, to }, { rule: r.rule });
    const legal = choices(q, input, here, i === 1 ? [from] : []);
    if (!legal.some((o) => o.hex === to)) {
      const resort = lastResort(q, units, to);
      if (resort) return problem(resort.code, { hex: to }, { rule: resort.rule });
      const better = legal[0]!;
      if (better.row === r.row) return problem('retreat-room', { hex: to, better: better.hex }, { rule: '9.4.3' });
      return problem('retreat-priority', { hex: to, row: r.row, better: better.hex }, { rule: '9.4.3' });
    }
    if (r.row === 5) stepsLost++;
    q = movedTo(q, units, to);
    here = to;
    const overstacked = stackingExcess(q, to, side) !== null;
    if (i === 0 && !overstacked && path.length > 1)
      return problem('retreat-not-overstacked', { hex: to }, { rule: '9.4.3' });
    if (i === 0 && overstacked && path.length === 1)
      return problem('retreat-overstacked', { hex: to }, { rule: '9.4.3' });
    if (i === 1) {
      // The onward hex costs a step; still overstacked, the units are eliminated.
      stepsLost++;
      if (overstacked) return { ok: true, value: { path, stepsLost, eliminated: true } };
    }
  }
  return { ok: true, value: { path, stepsLost, eliminated: false } };
}

/**
 * 9.4.3: the onward hexes of a group overstacked in `hex` after its retreat from `from` (none: it is eliminated).
 */
export function onwardOptions(p: GiPosition, input: RetreatInput, hex: string): RetreatOption[] {
  return choices(movedTo(p, input.units, hex), input, hex, [input.from]);
}

// ---------------------------------------------------------------------------------------------------------------
// The Cavalry Rearguard's retreat (9.6.3 b).

/** 9.6.3 b: the hexes the cavalry retreats. */
export const REARGUARD_HEXES = 3;

export interface RearguardRetreat {
  /** Steps lost entering enemy cavalry's hexes (9.4.3 row 5). */
  readonly stepsLost: number;
  /** 9.6.3 b: the non-Disorganized cavalry divisions that become Disorganized at the end (ids or nations). */
  readonly disorganized: readonly string[];
  /** 8.4.6: the group breaks the stacking limits in the last hex (the play module applies 9.4.3's onward rule). */
  readonly overstacked: boolean;
}

/**
 * 9.6.3 b: whether the enemy cavalry (`input.units`, cavalry only) may retreat along `path`, three hexes, each by
 * 9.4.3's rows from the hex before, never into a hex of the path or the battle hex again. Reading (README): the
 * stacking limits count in the last hex only (8.4.6: "si applicano quando cessa il movimento o ritirata").
 */
export function checkRearguardRetreat(
  p: GiPosition,
  input: RetreatInput & { readonly path: readonly string[] },
): { readonly ok: true; readonly value: RearguardRetreat } | { readonly ok: false; readonly problem: Problem } {
  const { side, from, units, path } = input;
  const notCavalry = units.find((u) => u.type !== 'cavalry');
  if (notCavalry) return problem('rearguard-not-cavalry', { unit: name(notCavalry) }, { rule: '9.6.3' });
  if (units.length === 0) return problem('retreat-no-units', undefined, { rule: '9.4.1' });
  if (path.length !== REARGUARD_HEXES)
    return problem('rearguard-three-hexes', { hexes: path.length }, { rule: '9.6.3' });
  let q = p;
  let here = from;
  let stepsLost = 0;
  const visited = [from];
  for (const to of path) {
    if (visited.includes(to)) return problem('retreat-back', { hex: to }, { rule: '9.6.3' });
    const r = retreatRow(q, input, here, to);
    if (!('row' in r)) return problem(r.refusal, { from: here, to }, { rule: r.rule });
    const legal = rearguardChoices(q, input, here, visited);
    if (!legal.some((o) => o.hex === to)) {
      const resort = lastResort(q, units, to);
      if (resort) return problem(resort.code, { hex: to }, { rule: resort.rule });
      return problem('retreat-priority', { hex: to, row: r.row, better: legal[0]?.hex ?? '' }, { rule: '9.4.3' });
    }
    if (r.row === 5) stepsLost++;
    q = movedTo(q, units, to);
    here = to;
    visited.push(to);
  }
  return {
    ok: true,
    value: {
      stepsLost,
      // "le divisioni di cavalleria non disorganizzate": a unit of another known size (a brigade, the pack's army
      // stand-in) is not flipped; an unknown size is read as a division (the cavalry counters of 2.4 are).
      disorganized: units
        .filter((u) => !u.disorganized && (u.size === undefined || u.size === null || u.size === 'division'))
        .map(name),
      overstacked: stackingExcess(q, here, side) !== null,
    },
  };
}

/** 9.4.3's best row from `from` for the rearguard's retreat: stacking counts in the last hex only. */
function rearguardChoices(
  p: GiPosition,
  input: RetreatInput,
  from: string,
  visited: readonly string[],
): RetreatOption[] {
  return choices(p, input, from, visited, visited.length === REARGUARD_HEXES);
}

/** 9.6.3 b: whether the cavalry can retreat all three hexes (if not, it is eliminated). */
export function rearguardCanRetreat(p: GiPosition, input: RetreatInput): boolean {
  const go = (q: GiPosition, here: string, visited: readonly string[]): boolean => {
    if (visited.length === REARGUARD_HEXES + 1) return true;
    return rearguardChoices(q, input, here, visited).some((o) =>
      go(movedTo(q, input.units, o.hex), o.hex, [...visited, o.hex]),
    );
  };
  return go(p, input.from, [input.from]);
}

// ---------------------------------------------------------------------------------------------------------------
// HQs and HA left with the enemy (9.4.4, 9.5.4).

/**
 * 9.4.4: an HQ of `side` in `hex` must retreat: it is there without friendly combat units or HA (friendly forts and
 * other HQs do not keep it), and enemy units or forts (besieged or not) are there.
 */
export function hqMustRetreat(p: GiPosition, side: Side, hex: string): boolean {
  const own = unitsAt(p, hex, side);
  const enemy = otherSide(side);
  return (
    own.some((u) => u.type === 'hq') &&
    own.every((u) => u.type === 'hq') &&
    (unitsAt(p, hex, enemy).length > 0 || p.forts.some((f) => f.hex === hex && f.side === enemy))
  );
}

export interface HqRetreat {
  /** The nearest hexes with supplied friendly units and no Battle marker, by a path of friendly-controlled hexes. */
  readonly hexes: readonly string[];
  /** 9.4.4: no such path: the HQ is eliminated, never to be replaced. */
  readonly eliminated: boolean;
}

/**
 * 9.4.4: where an HQ of `side` retreating from `hex` goes: the nearest hex holding supplied friendly units (not the
 * retreating HQs) and no Battle marker, along friendly-controlled hexes, not across impassable or enemy-blocked
 * hexsides. The HQ is always flipped (the play module's).
 */
export function hqRetreat(p: GiPosition, side: Side, hex: string, battles: readonly string[] = []): HqRetreat {
  const target = (h: string): boolean =>
    h !== hex && !battles.includes(h) && unitsAt(p, h, side).some((u) => u.type !== 'hq' && u.supplied !== false);
  const step = (a: string, b: string): number =>
    p.control(b) === side && !p.grid.hexside(a, b).includes(IMPASSABLE_HEXSIDE) && !blockedFor(p, side, a, b)
      ? 1
      : Infinity;
  let best = Infinity;
  let hexes: string[] = [];
  for (const goal of p.grid.ids()) {
    if (!target(goal)) continue;
    const path = shortestPath(hex, goal, (h) => p.grid.neighbours(h), step);
    if (!path) continue;
    const length = path.nodes.length - 1;
    if (length < best) {
      best = length;
      hexes = [goal];
    } else if (length === best) hexes.push(goal);
  }
  return { hexes, eliminated: hexes.length === 0 };
}

/** 9.5.4: HA of `side` alone in `hex` (friendly forts ignored) with enemy infantry or cavalry are eliminated. */
export function haEliminated(p: GiPosition, side: Side, hex: string): PlacedUnit[] {
  const own = unitsAt(p, hex, side);
  if (!own.every((u) => u.type === 'artillery')) return [];
  return combatUnitsAt(p, hex, otherSide(side)).length > 0 ? own : [];
}

// ---------------------------------------------------------------------------------------------------------------
// Retreat to Sea (9.4.5).

/** 9.4.5: the retreating Allied units as sea.ts's table tells them apart (`territorial`: ids of French Territorials). */
export function seaUnits(units: readonly PlacedUnit[], territorial: readonly string[] = []): SeaUnit[] {
  return units
    .filter((u) => u.side === 'allied' && isCombatUnit(u))
    .map((u) => ({
      nationality:
        u.nation === 'gb'
          ? 'british'
          : u.nation === 'be'
            ? 'belgian'
            : u.id !== undefined && territorial.includes(u.id)
              ? 'territorial'
              : 'french',
      disorganized: u.disorganized,
    }));
}
