import { problem, type Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { controlOf } from './control.js';
import { supplyLine } from './supply-line.js';
import {
  blockedFor,
  EXTRA_MP_HEXSIDE,
  IMPASSABLE_HEXSIDE,
  combatUnitsAt,
  enemyOccupies,
  hasFeature,
  isCombatUnit,
  unitsAt,
  type Block,
  type GiPosition,
  type PlacedUnit,
} from './position.js';

/**
 * Movement in the Action Phase (8.4, 8.4.1, 8.4.2, 8.4.4 with its entering and exiting tables, 8.4.5, 8.4.6, 8.4.7
 * a–b, 8.4.8) over the map: whether a group of units of an activated hex may move along a path of hexes, and what
 * the move brings about (the hexes whose control it takes, 8.3.3 and table 1 note 4; the hexsides it blocks, 8.4.5;
 * the HQs it flips, 8.4.1). Pure: a position in, an answer out, for the play module's Action Segment.
 *
 * Readings where the book is unclear (the README's decisions):
 * - "Occupied" in the tables (occupato) means holding units of any kind or forts not besieged; table 1 note 1 and
 *   8.7.2 leave a besieged fort out. A unit must stop on entering a hex the enemy occupies (8.3.1 says "unità
 *   combattenti nemiche"; the tables stop a move in every enemy-occupied or contested hex, and they are the detail).
 * - Table 2's rows "controlled and occupied by the enemy: No" and "any friendly-occupied: Yes" overlap on an
 *   enemy-controlled contested hex: refused, by 8.4.4 c's "mai".
 * - The Block marker (8.4.5 a) forbids the hexside to every enemy move, whatever the control of the hexes (the tables'
 *   notes repeat it for the contested and enemy hexes only).
 * - 8.4.1: a combat unit moving with an HQ of its nationality uses the larger of its MA and the HQ's ("invece che
 *   considerare la propria" is a permission); the HQ flips when a Disorganized unit of its nationality moves with it,
 *   or when the move costs 3 MP or more and some unit of its nationality could not have paid it with its own MA.
 * - 8.4.6 Vosges (102, 103): a side holds at most 3 corps, of any arm, and 1 division or brigade.
 * - 8.4.6: a combat unit of unknown size counts ½ corps, the least a counter counts, so no stack the counters allow
 *   is refused; the players check the rest.
 * - 8.4.3 a: every hex the group enters must leave each of its supplied units in supply (emergency supply counts,
 *   11.2.1 c), not only the last; c: an unsupplied unit enters a hex where it is in supply or nearer (in hexes) to
 *   the nearest hex where it would be. Its exception, "the 1st, 2nd and 3rd Armies on turns 3–5", spares a German
 *   unit whose Army is unknown (the book does not say which units belong to which Army). Read only on a map with
 *   railways (the built-in pack has none).
 * - 8.4.9 b "muovono adiacenti ad un esagono PD": entering a PD hex counts too (the PD table's "enter or move adjacent";
 *   the README's contradiction table); every hex entered counts, not only the last.
 * - 8.7.2, 8.7.3 "esagoni amici controllati che non siano contesi": friendly-controlled hexes with no enemy units and
 *   no unbesieged enemy forts, as the rule's parenthesis says; the move's other rules (8.4) hold too.
 * Not here (the play module's, README): 8.5 (units committed to a declared battle), 8.2.2 (no move once a battle is
 * being resolved).
 */

/** 8.4.6: corps per side in a hex, of which infantry; the Vosges' corps and divisions or brigades. */
export const STACKING = { corps: 8, infantryCorps: 6, vosgesCorps: 3, vosgesSmall: 1 } as const;
/** 8.4.8: German combat units enter Schlieffen Plan hexes freely from this turn. */
export const SCHLIEFFEN_FREE_FROM_TURN = 7;
/** 8.4.7 b: Paris. */
export const PARIS_HEX = '19';

export interface MoveInput {
  readonly side: Side;
  /** The group that moves, as it stands in the position (the same objects, or the same ids), HQs and HA included. */
  readonly units: readonly PlacedUnit[];
  /** The hexes from the start hex (first) to the destination (last). */
  readonly path: readonly string[];
  /** 8.7.2, 8.7.3: a move of the side's General Retreat. */
  readonly generalRetreat?: boolean;
  /** 8.7.2, 8.7.3: ids of the units that have already moved in this General Retreat. */
  readonly moved?: readonly string[];
}

export interface Move {
  /** Hexes moved (the start hex excluded). */
  readonly hexes: number;
  /** 8.4.2: movement points spent. */
  readonly mp: number;
  /** 8.3.3, table 1 note 4: hexes whose control passes to the moving side as the group enters them. */
  readonly controlTaken: readonly { readonly hex: string; readonly cavalry: boolean }[];
  /** 8.4.5 a: the hexsides the move blocks to the enemy. */
  readonly blocks: readonly Block[];
  /** 8.4.1: HQs flipped to their reduced side at the end of the move (ids, the moving HQ's and the one it joins). */
  readonly hqsReduced: readonly string[];
  /**
   * 8.4.9 b: from turn 3, supplied German combat units entered a Paris in Danger hex or one next to it (the play
   * module knows whether it is the first time).
   */
  readonly parisInDanger: boolean;
}

export type MoveCheck = { readonly ok: true; readonly value: Move } | { readonly ok: false; readonly problem: Problem };

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

const name = (u: PlacedUnit): string => u.id ?? u.nation;

/** 8.4.6: what a combat unit counts, in corps. */
function corps(u: PlacedUnit): number {
  return u.size === 'corps' ? 1 : 0.5;
}

/**
 * 8.4, 8.4.1: a unit's allowance in the group: `hexes: 1` for HA and Disorganized units without an HQ of their
 * nationality, else MP (null when no MA is known).
 */
function allowance(u: PlacedUnit, group: readonly PlacedUnit[]): { hexes: 1 } | { mp: number | null } {
  if (u.type === 'artillery') return { hexes: 1 };
  if (u.type === 'hq') return { mp: u.ma ?? null };
  const hq = group.find((h) => h.type === 'hq' && h.nation === u.nation);
  if (!hq) return u.disorganized ? { hexes: 1 } : { mp: u.ma ?? null };
  const own = u.disorganized ? null : (u.ma ?? null);
  const mas = [own, hq.ma ?? null].filter((m): m is number => m !== null);
  return { mp: mas.length > 0 ? Math.max(...mas) : null };
}

/** 8.4.6: whether `side`'s combat units in `hex` respect the stacking limit, or the limit they pass. */
export function stackingExcess(p: GiPosition, hex: string, side: Side): string | null {
  const units = combatUnitsAt(p, hex, side);
  if (hasFeature(p, hex, 'vosges')) {
    const big = units.filter((u) => u.size === 'corps').length;
    const small = units.length - big;
    return big > STACKING.vosgesCorps || small > STACKING.vosgesSmall ? 'vosges' : null;
  }
  const total = units.reduce((n, u) => n + corps(u), 0);
  const infantry = units.filter((u) => u.type === 'infantry').reduce((n, u) => n + corps(u), 0);
  if (total > STACKING.corps) return 'corps';
  return infantry > STACKING.infantryCorps ? 'infantry' : null;
}

/** 8.4.8: before turn 7, a Schlieffen Plan hex German combat units may not enter (no Allied combat units there). */
export function schlieffenClosed(p: GiPosition, hex: string): boolean {
  return (
    p.turn < SCHLIEFFEN_FREE_FROM_TURN &&
    hasFeature(p, hex, 'schlieffen-plan') &&
    combatUnitsAt(p, hex, 'allied').length === 0
  );
}

/** 8.4–8.4.8: whether the move is legal, and what it brings about. */
export function checkMove(p: GiPosition, input: MoveInput): MoveCheck {
  const { side, path, units: group } = input;
  const start = path[0];
  if (group.length === 0 || start === undefined) return problem('move-no-units', undefined, { rule: '8.4' });
  const inPosition = (u: PlacedUnit): boolean => p.units.some((v) => same(u, v) && v.side === side && v.hex === start);
  if (!group.every(inPosition)) return problem('move-units-not-here', { hex: start }, { rule: '8.4' });
  if (path.length < 2) return problem('move-no-hexes', undefined, { rule: '8.4' });
  // 8.7.2, 8.7.3: a General Retreat moves French and British units (not Belgian), or German ones, each once.
  const retreatRule = side === 'allied' ? '8.7.2' : '8.7.3';
  if (input.generalRetreat) {
    if (group.some((u) => u.nation === 'be')) return problem('retreat-move-belgian', undefined, { rule: '8.7.2' });
    const again = group.find((u) => u.id !== undefined && (input.moved ?? []).includes(u.id));
    if (again) return problem('retreat-move-twice', { unit: name(again) }, { rule: retreatRule });
  }

  // 8.4, 8.4.2: hex to adjacent hex, never across an impassable hexside; 1 MP a hex, +1 across a red diamond.
  let mp = 0;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    if (!p.grid.has(to)) return problem('move-off-map', { hex: to }, { rule: '8.4' });
    if (!p.grid.adjacent(from, to)) return problem('move-not-adjacent', { from, to }, { rule: '8.4' });
    const hexside = p.grid.hexside(from, to);
    if (hexside.includes(IMPASSABLE_HEXSIDE)) return problem('move-impassable', { from, to }, { rule: '8.4.2' });
    mp += hexside.includes(EXTRA_MP_HEXSIDE) ? 2 : 1;
  }
  const hexes = path.length - 1;
  for (const u of group) {
    const a = allowance(u, group);
    if ('hexes' in a) {
      if (hexes > 1) return problem('move-one-hex', { unit: name(u) }, { rule: '8.4' });
    } else if (a.mp === null) return problem('move-ma-unknown', { unit: name(u) }, { rule: '2.4' });
    else if (mp > a.mp) return problem('move-too-far', { unit: name(u), mp, ma: a.mp }, { rule: '8.4.2' });
  }

  // The hexes one by one, control changing as the group enters them (8.3.3).
  const moving = (u: PlacedUnit): boolean => group.some((g) => same(g, u));
  const taken = new Map<string, boolean>();
  const blocks: Block[] = [];
  const intact = group.some((u) => isCombatUnit(u) && !u.disorganized);
  const hasCombat = group.some(isCombatUnit);
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const now: GiPosition = {
      ...p,
      units: p.units.map((u) => (moving(u) ? { ...u, hex: from } : u)),
      control: (hex) => (taken.has(hex) ? side : p.control(hex)),
    };
    const friendlyFrom = now.control(from) === side;
    const friendlyTo = now.control(to) === side;
    const enemyTo = enemyOccupies(now, to, side);
    // 8.7.2, 8.7.3: a General Retreat enters only friendly hexes the enemy does not occupy.
    if (input.generalRetreat && (!friendlyTo || enemyTo))
      return problem('retreat-move-hex', { hex: to }, { rule: retreatRule });
    // 8.4.5 a: never across an enemy Block marker.
    if (blockedFor(now, side, from, to)) return problem('move-blocked', { from, to }, { rule: '8.4.5' });
    // 8.4.4 b–c, table 2: never from an enemy-controlled hex the enemy occupies into another.
    if (!friendlyFrom && enemyOccupies(now, from, side) && !friendlyTo && enemyTo)
      return problem('move-enemy-to-enemy', { from, to }, { rule: '8.4.4' });
    // Table 1 note 5: HQs, HA and Disorganized units enter an enemy hex the enemy occupies only with intact combat units.
    if (!friendlyTo && enemyTo && !intact) return problem('move-needs-intact', { hex: to }, { rule: '8.4.4' });
    if (side === 'german' && hasCombat && schlieffenClosed(p, to))
      return problem('move-schlieffen', { hex: to }, { rule: '8.4.8' });
    // 8.4.7 a: Belgian units never leave Belgium (but by retreat, not a move).
    if (group.some((u) => u.nation === 'be') && !hasFeature(p, to, 'belgium'))
      return problem('move-leave-belgium', { hex: to }, { rule: '8.4.7' });
    // 8.3.1, table 1: the move stops in a hex the enemy occupies (friendly and contested, or enemy).
    if (enemyTo && i < path.length - 1) return problem('move-must-stop', { hex: to }, { rule: '8.4.4' });
    // 8.4.5 a: leaving a friendly hex into one with enemy units blocks the hexside to the enemy.
    if (friendlyFrom && enemyTo) blocks.push({ a: from, b: to, side });
    // 8.3.3, table 1 note 4: control as the group stands in `to`.
    const there: GiPosition = { ...now, units: now.units.map((u) => (moving(u) ? { ...u, hex: to } : u)) };
    const control = controlOf(there, to);
    if (control.changed) taken.set(to, control.cavalry);
    // 8.4.3 a, c: supply in the hex entered, on a map with railways.
    const supplied: GiPosition = { ...there, control: (hex) => (taken.has(hex) ? side : p.control(hex)) };
    const refusal = supplyRefusal(p, supplied, group, from, to);
    if (refusal) return refusal;
  }

  const end = path[path.length - 1]!;
  // 8.4.7 b: the British never end a move in Paris.
  if (end === PARIS_HEX && group.some((u) => u.nation === 'gb'))
    return problem('move-british-paris', { hex: end }, { rule: '8.4.7' });
  // 8.4.6: stacking where the move ends.
  const after: GiPosition = { ...p, units: p.units.map((u) => (moving(u) ? { ...u, hex: end } : u)) };
  const excess = stackingExcess(after, end, side);
  if (excess) return problem('move-stacking', { hex: end, limit: excess }, { rule: '8.4.6' });

  return {
    ok: true,
    value: {
      hexes,
      mp,
      controlTaken: [...taken].map(([hex, cavalry]) => ({ hex, cavalry })),
      blocks,
      hqsReduced: reducedHqs(p, group, mp, end),
      parisInDanger: parisInDanger(p, group, path),
    },
  };
}

/** 8.4.3: the German Armies whose units ignore 8.4.3 a and c on turns 3 to 5, and those turns. */
export const ARMIES_FREE_OF_SUPPLY = [1, 2, 3] as const;
export const ARMIES_FREE_TURNS = { from: 3, to: 5 } as const;

/**
 * 8.4.3 a, c: why a unit of the group may not enter `to` (`q` is the position with the group there), or null. Read
 * only on a map with railways (supply-line.ts). 11.2.1 c: emergency supply is supply for movement.
 */
function supplyRefusal(
  p: GiPosition,
  q: GiPosition,
  group: readonly PlacedUnit[],
  from: string,
  to: string,
): { readonly ok: false; readonly problem: Problem } | null {
  for (const u of group) {
    if (u.side === 'german' && p.turn >= ARMIES_FREE_TURNS.from && p.turn <= ARMIES_FREE_TURNS.to) {
      // The exception's Armies: a unit whose Army is unknown is not refused (the README's decision).
      if (u.army === undefined || u.army === null) continue;
      if ((ARMIES_FREE_OF_SUPPLY as readonly number[]).includes(u.army)) continue;
    }
    const line = supplyLine(q, u, { hex: to });
    if (line === null) return null;
    if (line.supply !== 'out') continue;
    if (u.supplied !== false) return problem('move-out-of-supply', { unit: name(u), hex: to }, { rule: '8.4.3' });
    // c: out of supply, only closer to a hex where it would be in supply.
    const distance = distanceToSupply(p, u);
    if (!(distance(to) < distance(from)))
      return problem('move-away-from-supply', { unit: name(u), hex: to }, { rule: '8.4.3' });
  }
  return null;
}

/** 8.4.3 c: the distance in hexes from a hex to the nearest one where `u` would be in supply (Infinity if none). */
function distanceToSupply(p: GiPosition, u: PlacedUnit): (hex: string) => number {
  const supplied = [...p.grid.ids()].filter((h) => supplyLine(p, u, { hex: h })?.supply !== 'out');
  return (hex) => Math.min(Infinity, ...supplied.map((h) => p.grid.distance(hex, h)));
}

/** 8.4.9 a: the Paris in Danger hexes' feature; b: the turn the emergency may first occur. */
export const PARIS_IN_DANGER = 'paris-in-danger';
export const PARIS_IN_DANGER_FROM_TURN = 3;

/**
 * 8.4.9 b: supplied German combat units in the group entered a Paris in Danger hex or one next to it (also read by
 * Strategic Movement, rules/strategic.ts's caller).
 */
export function parisInDanger(p: GiPosition, group: readonly PlacedUnit[], path: readonly string[]): boolean {
  if (p.turn < PARIS_IN_DANGER_FROM_TURN) return false;
  if (!group.some((u) => u.side === 'german' && isCombatUnit(u) && u.supplied !== false)) return false;
  return path
    .slice(1)
    .some(
      (hex) =>
        hasFeature(p, hex, PARIS_IN_DANGER) || p.grid.neighbours(hex).some((n) => hasFeature(p, n, PARIS_IN_DANGER)),
    );
}

/** 8.4.1: the HQs flipped at the end of the move (those already reduced are not listed). */
function reducedHqs(p: GiPosition, group: readonly PlacedUnit[], mp: number, end: string): string[] {
  const out = new Set<string>();
  const hqs = group.filter((u) => u.type === 'hq');
  for (const hq of hqs) {
    const with_ = group.filter((u) => isCombatUnit(u) && u.nation === hq.nation);
    const lifted = mp >= 3 && with_.some((u) => typeof u.ma === 'number' && u.ma < mp);
    if (with_.some((u) => u.disorganized) || lifted) out.add(name(hq));
    // An HQ ending its move where another friendly HQ stands: both.
    const others = unitsAt(p, end, hq.side).filter((u) => u.type === 'hq' && !group.some((g) => same(g, u)));
    if (others.length > 0) {
      out.add(name(hq));
      for (const o of others) if (!o.disorganized) out.add(name(o));
    }
  }
  return [...out].filter((id) => !hqs.some((h) => name(h) === id && h.disorganized));
}
