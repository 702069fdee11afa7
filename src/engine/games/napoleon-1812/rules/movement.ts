import { problem, type Problem } from '../../../core/explain.js';
import { otherSide, ZERO, type Side, type TypeCounts, type UnitType } from '../model.js';
import type { AttritionInput } from './attrition.js';
import {
  adjacentOn,
  enemyCavalryZone,
  HEX_CAPACITY,
  IMPASSABLE_TERRAIN,
  isDifficult,
  leadersAt,
  occupancyOf,
  underSiege,
  unitsAt,
  winter,
  type N1812Position,
  type PlacedLeader,
  type PlacedUnit,
} from './position.js';
import { ATTRITION_TRIGGER, FORCED_MARCH_MAX, MOVE_ALLOWANCE } from './tables.js';

/**
 * Strategic movement (4.1, 8.3, 8.4, 8.5, 8.6, 8.8, 8.9, 14.5, 14.6) over the map: whether a stack may make a move
 * (its units, the leaders that accompany it, its path of hexes), what it meets on the way (enemy Depots it captures,
 * enemy leaders who roll to escape) and the input of the attrition roll (attrition.ts) at its destination. Pure: a
 * position in, an answer out, for the play module's Movement phase.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 8.4 point 5, "tutte le unità nello stack all'inizio della fase": good order is checked when the move starts,
 *   after 8.1's recovery (the digest's suggested default; the 7.5 note lets a stack recover and then move), on every
 *   friendly unit in the start hex, those left behind included.
 * - 8.4 point 7, "l'esagono adiacente sia già occupato da un'unità amica": the hex entered (the digest's suggested
 *   reading), held by a friendly unit that is not in the moving stack and has not moved this phase. Whether it moves
 *   later is the play module's to keep (8.3 allows it one move); this reads the position as it is.
 * - 8.4 point 8: the zone is read where the move starts (8.3: a unit moves once, so that is where it started the
 *   phase) with the same exceptions as point 7 (a river, bridged or not, stops it; 14.6), and the first hex entered
 *   is then free of every enemy cavalry zone unless friendly units that do not move hold it.
 * - 8.6 "+1 per ogni esagono di marcia forzata": the hexes beyond the normal allowance (attrition.ts, `beyond`).
 * - 14.5 "Napoleone da un -1 a qualsiasi unità che accompagna durante il movimento": Napoleon accompanying the stack
 *   for any part of the move (unlike 16.2's "per tutto il movimento"); basic game only.
 * - 4.1: a unit whose Occupancy Factor is unknown counts 1, the smallest printed, so no move the counters allow is
 *   refused; the players check the rest.
 * - 8.4 point 2: a leader who accompanies the stack leaves the start hex with it (at least one hex).
 */

/** 14.5: Napoleon's id in the pack. */
export const NAPOLEON_ID = 'fr-Napoleon';

/** A leader accompanying the stack: to the end of the path, or dropped off at the path's hex `until` (8.4 point 2). */
export interface MovingLeader {
  readonly leader: PlacedLeader;
  /** The index in the path of the hex where the leader stays (1 to the last; the last when absent). */
  readonly until?: number;
}

export interface MoveInput {
  readonly side: Side;
  /** The units that move, as they stand in the position (the same objects, or the same ids). */
  readonly units: readonly PlacedUnit[];
  readonly leaders: readonly MovingLeader[];
  /** The hexes from the start hex (first) to the destination (last). */
  readonly path: readonly string[];
  readonly forcedMarch: boolean;
  /** 8.4 point 1: a Supply Train is allocated to the stack in the start hex. */
  readonly train: boolean;
  /** 8.3, 8.4 point 2: ids of the units and leaders that have already moved this phase. */
  readonly moved?: readonly string[];
  /** The advanced rules are used (14.5 then gives Napoleon no modifier). */
  readonly advanced?: boolean;
}

export interface MetLeaders {
  readonly hex: string;
  readonly leaders: readonly PlacedLeader[];
}

export interface Move {
  /** Hexes moved (the start hex excluded). */
  readonly hexes: number;
  /** 8.8: hexes with enemy Depots the stack entered, each Depot eliminated. */
  readonly depotsCaptured: readonly string[];
  /** 8.9: enemy leaders in the hexes entered, whose owner rolls for their escape (11.19). */
  readonly leadersMet: readonly MetLeaders[];
  /** 8.5: whether the move rolls for attrition at its destination. */
  readonly attritionRoll: boolean;
  /** 8.5, 8.6, 14.5: what attrition.ts reads (the advanced modifiers of 16.2 and 16.4 are the caller's to add). */
  readonly attrition: AttritionInput;
}

export type MoveCheck = { readonly ok: true; readonly value: Move } | { readonly ok: false; readonly problem: Problem };

const same = <T extends { readonly id?: string }>(a: T, b: T): boolean =>
  a === b || (a.id !== undefined && a.id === b.id);

const movedAlready = (input: MoveInput, thing: { readonly id?: string }): boolean =>
  thing.id !== undefined && (input.moved ?? []).includes(thing.id);

/**
 * 8.4 points 7–8: whether `hex` lies in a good-order enemy cavalry's zone for a move of `side` (a river stops it,
 * 14.6 too), unless a friendly unit that does not move holds it.
 */
export function inCavalryZone(p: N1812Position, side: Side, hex: string, staying: readonly PlacedUnit[]): boolean {
  return enemyCavalryZone(p, side, hex, false).length > 0 && !staying.some((u) => u.hex === hex);
}

/** 4.1, 8.3–8.6, 8.8, 8.9, 14.5, 14.6: whether the move is legal, and what it brings about. */
export function checkMove(p: N1812Position, input: MoveInput): MoveCheck {
  const { side, path } = input;
  const start = path[0];
  if (input.units.length === 0 || start === undefined) return problem('move-no-units', undefined, { rule: '8.4' });
  // 8.4 point 3: the moving units start together, in the path's first hex.
  const inPosition = (u: PlacedUnit): boolean => p.units.some((v) => same(u, v) && v.side === side && v.hex === start);
  if (!input.units.every(inPosition)) return problem('move-units-not-here', { hex: start }, { rule: '8.4' });
  // 8.3: one move per unit in this phase.
  if (input.units.some((u) => movedAlready(input, u))) return problem('unit-moved-already', undefined, { rule: '8.3' });
  // 8.4 point 1: a Supply Train.
  if (!input.train) return problem('move-no-train', undefined, { rule: '8.4' });
  // 8.4 point 2: an unmoved leader, in the start hex, who accompanies the stack for part of the move or all of it.
  if (input.leaders.length === 0) return problem('move-no-leader', undefined, { rule: '8.4' });
  const last = path.length - 1;
  for (const { leader, until } of input.leaders) {
    if (leader.side !== side || !leadersAt(p, start, side).some((l) => same(l, leader)))
      return problem('leader-not-here', { hex: start }, { rule: '8.4' });
    if (movedAlready(input, leader)) return problem('leader-moved-already', undefined, { rule: '8.4' });
    if (until !== undefined && (until < 1 || until > last || !Number.isInteger(until)))
      return problem('leader-drop-off', { max: Math.max(last, 1) }, { rule: '8.4' });
  }
  // 8.4 point 5: every unit of the stack in good order, those that stay included (checked now, the README's reading).
  const stack = unitsAt(p, start, side);
  if (stack.some((u) => u.disrupted)) return problem('move-stack-disrupted', undefined, { rule: '8.4' });
  // 8.4 General Exception: a single unit under siege (position.ts).
  if (underSiege(p, start)) return problem('move-besieged', { hex: start }, { rule: '8.4' });
  // 8.4: 3 hexes (2 in winter), 5 with a Forced March.
  const isWinter = winter(p);
  const allowance = isWinter ? MOVE_ALLOWANCE.winter : MOVE_ALLOWANCE.summer;
  if (last < 1) return problem('move-no-hexes', undefined, { rule: '8.4' });
  if (last > FORCED_MARCH_MAX) return problem('move-too-long', { max: FORCED_MARCH_MAX }, { rule: '8.4' });
  if (last > allowance && !input.forcedMarch) return problem('forced-march-needed', { allowance }, { rule: '8.4' });

  const enemy = otherSide(side);
  const moving = (u: PlacedUnit): boolean => input.units.some((m) => same(m, u));
  // The friendly units that do not move (8.4 points 7–8): neither in the moving stack nor moved this phase.
  const staying = p.units.filter((u) => u.side === side && !moving(u) && !movedAlready(input, u));
  const movingOf = input.units.reduce((t, u) => t + occupancyOf(u), 0);
  const startZone = enemyCavalryZone(p, side, start, false).length > 0;
  const depotsCaptured: string[] = [];
  const leadersMet: MetLeaders[] = [];
  for (let i = 1; i <= last; i++) {
    const from = path[i - 1]!;
    const hex = path[i]!;
    const terrain = p.hexes.get(hex)?.terrain;
    if (terrain === undefined) return problem('move-off-map', { hex }, { rule: '8.4' });
    if (!adjacentOn(p.grid, from, hex)) return problem('move-not-adjacent', { from, to: hex }, { rule: '8.4' });
    if (IMPASSABLE_TERRAIN.includes(terrain)) return problem('move-impassable', { hex, terrain }, { rule: '8.4' });
    if (side === 'french' && isDifficult(p, hex)) return problem('move-difficult-terrain', { hex }, { rule: '14.6' });
    // 8.4 point 6: no hex with enemy units; one with only enemy Depots or leaders may be entered or passed.
    if (unitsAt(p, hex, enemy).length > 0) return problem('move-enemy-units', { hex }, { rule: '8.4' });
    // 4.1: 6 friendly OF, in every hex entered.
    const of = movingOf + unitsAt(p, hex, side).reduce((t, u) => t + (moving(u) ? 0 : occupancyOf(u)), 0);
    if (of > HEX_CAPACITY) return problem('move-stacking', { hex, of, max: HEX_CAPACITY }, { rule: '4.1' });
    // 8.4 point 8: from a hex in the zone, the first hex entered is in none.
    if (i === 1 && startZone && inCavalryZone(p, side, hex, staying))
      return problem('move-cavalry-start', { hex }, { rule: '8.4' });
    // 8.4 point 7: a unit that enters the zone stops there.
    if (i < last && inCavalryZone(p, side, hex, staying)) return problem('move-cavalry-zone', { hex }, { rule: '8.4' });
    if (p.depots.some((d) => d.side === enemy && d.hex === hex) && !depotsCaptured.includes(hex))
      depotsCaptured.push(hex);
    const met = leadersAt(p, hex, enemy);
    if (met.length > 0 && !leadersMet.some((m) => m.hex === hex)) leadersMet.push({ hex, leaders: met });
  }

  const count = (type: UnitType): number => input.units.filter((u) => u.type === type).length;
  const good: TypeCounts = { infantry: count('infantry'), cavalry: count('cavalry'), artillery: count('artillery') };
  const attrition: AttritionInput = {
    side,
    turn: p.turn,
    twoYear: p.twoYear ?? false,
    hexes: last,
    forcedMarch: input.forcedMarch,
    units: { good, disrupted: ZERO },
    // 14.5: the basic game's Napoleon, for any part of the move.
    napoleon: !input.advanced && side === 'french' && input.leaders.some(({ leader }) => leader.id === NAPOLEON_ID),
    command: false,
    napoleonDavout: false,
    murat: false,
    forcedMarchHexes: 'beyond',
  };
  const trigger = isWinter ? ATTRITION_TRIGGER.winter : ATTRITION_TRIGGER.summer;
  return {
    ok: true,
    value: { hexes: last, depotsCaptured, leadersMet, attritionRoll: last >= trigger, attrition },
  };
}
