import { problem, type Problem } from '../../../core/explain.js';
import type { Arm, Orders } from '../model.js';
import { TERRAIN_TABLE, type MoveCell, type TerrainRow } from '../tables.js';
import {
  enemyFrontalZoc,
  facingProblem,
  hexsideOf,
  inEnemyZoc,
  isArtillery,
  isVertex,
  otherSide,
  unitsAt,
  enemyZoc,
  type BorodinoPosition,
  type Facing,
  type PlacedLeader,
  type PlacedUnit,
} from './position.js';
import { stackingProblem } from './stacking.js';

/**
 * A unit's move in its activation (6.1, 6.2, 6.3, 7.1–7.4, SR5, SR8) over the map: whether it is legal, what it
 * costs and what it brings about (stopping in an enemy ZOC, a Disorder the terrain gives). Pure: a position in, an
 * answer out, for the play module's Movement step (3.0 C.3.b). Each unit moves alone (7.31): the caller asks once
 * per unit, with the position as the units before it left it.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 7.12 and 7.36: a unit with No Orders, or artillery under a Fire – ½ Move marker, has half its Movement
 *   Allowance rounded up (7.12's rounding; 7.36 gives none); both at once halve it once, each rule speaking of
 *   "half its capacity".
 * - 7.13 "entro 3 esagoni" (also "più vicina di 3 esagoni"): a hex 3 or fewer hexes from an enemy combat unit bars
 *   Extended Movement. The rest of 7.13 (the whole Command or none) reads the Command's other units: the caller's.
 * - 7.36 "non può andare adiacente ad unità nemiche": no hex the fired artillery enters may be next to an enemy
 *   combat unit.
 * - 6.21 and 7.38: stacking is checked where the unit stops; a hex passed through costs +1 MP (7.38: "see the
 *   stacking rules if you stop in the hex").
 * - 6.34: the +1 MP for leaving an enemy ZOC is paid on the first hex entered, by a unit that starts its move in an
 *   enemy ZOC (6.34: "se iniziano la loro attivazione lì"; each unit moves once in its activation, 7.31).
 * - 7.44 "entro 2 esagoni": a hex 2 or fewer hexes from an enemy entry hex.
 * - 7.39 "o di un'unità di cacciatori (Jager) da sola": "da sola" is the jager's; any cavalry whose ZOC the infantry
 *   enters may withdraw. Jagers never do at Borodino (11.0: "non si usano in Borodino"; SR12).
 *
 * Gaps (the book's values the pack lacks, named, not invented): the pack's map has `open` and `town` hexes, `river`
 * and `bridge` hexsides, and `redoubt`, `village` and `entry` features. It has no roads or trails (7.22, 7.24,
 * 7.37, 7.42 are not read), no streams, slopes, walls, entrenchments or fords (their Terrain Table rows are read when
 * a club's pack names them as hexside features), and no emplacement. A `redoubt` is in no Terrain Table row the book
 * ties it to: it costs what its hex's terrain costs. A hex whose terrain the Terrain Table has no row for is refused
 * as unknown (`move-terrain-unknown`), never priced.
 */

export interface MoveInput {
  /** The unit that moves, as it stands in the position (the same object, or the same id). */
  readonly unit: PlacedUnit;
  /** The hexes from the start hex (first) to the destination (last). */
  readonly path: readonly string[];
  /** 5.2: its Command's Orders (No Orders halves the allowance, 7.12). */
  readonly orders: Orders;
  /** 7.13: Extended Movement. */
  readonly extended?: boolean;
  /** 7.11: its Movement Allowance, when the position does not know it (the player reads it off the counter). */
  readonly movement?: number;
  /** 6.12: its facing at the end of the move (its own when absent); facing is free. */
  readonly facing?: Facing;
  /**
   * 7.41: the unit enters as a reinforcement, from off the map into the path's first hex (an entry hex of its side),
   * after the units of its Activation Group whose arms `before` lists, which entered before it in this activation.
   */
  readonly enters?: { readonly before: readonly Arm[] };
}

export interface Move {
  /** Hexes entered (the start hex excluded, the entry hex included for a reinforcement). */
  readonly hexes: number;
  /** MP spent (7.21, 7.38, 6.33, 6.34). */
  readonly mp: number;
  /** The MP it had (7.11–7.13, 7.36). */
  readonly allowance: number;
  /** 7.35: the one-hex move a unit always has, though it cost more than the allowance. */
  readonly minimum: boolean;
  /** 6.33: it ends in an enemy ZOC. */
  readonly inZoc: boolean;
  /** 6.34: it left the enemy ZOC it started in. */
  readonly leftZoc: boolean;
  /** Terrain Table "D": the terrain it entered Disorders it. */
  readonly disorders: boolean;
  readonly facing: Facing;
  /**
   * 7.39: the enemy cavalry whose ZOC the infantry entered where it stops; each may withdraw one hex before it
   * (`withdrawalHexes`), and the infantry may not advance into the hex left.
   */
  readonly mayWithdraw: readonly PlacedUnit[];
  /** 5.63: enemy Commanders-in-Chief in the hexes entered, each removed and placed with the nearest friendly unit. */
  readonly commandersMet: readonly PlacedLeader[];
}

export type MoveCheck = { readonly ok: true; readonly value: Move } | { readonly ok: false; readonly problem: Problem };

/** 7.13: Extended Movement is barred within this many hexes of enemy combat units. */
export const EXTENDED_CLEARANCE = 3;
/** 7.44: no unit moves within this many hexes of an enemy entry hex until its reinforcements are in. */
export const ENTRY_CLEARANCE = 2;
/** 6.33 [c], 6.34, 7.38: the MP added for a Disordered unit entering an enemy ZOC, leaving a ZOC, passing friends. */
export const ZOC_DISORDERED_MP = 1;
export const PASS_THROUGH_MP = 1;

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

type Column = 'infantry' | 'cavalry' | 'artillery';
/** 7.21: the Terrain Table column of an arm (horse artillery uses the artillery one). */
const columnOf = (arm: Arm): Column => (arm === 'horse-artillery' ? 'artillery' : arm);

const row = (id: string, kinds: readonly TerrainRow['kind'][]): TerrainRow | undefined =>
  TERRAIN_TABLE.find((r) => r.id === id && kinds.includes(r.kind));

/** A Terrain Table cell's MP, or null for NA (the trail's 'half' is a route's, which the pack has none of). */
const mpOf = (cell: MoveCell): number | null => (typeof cell === 'object' ? cell.mp : null);

/** Terrain Table "D": entering (or crossing) it Disorders the unit. */
const disordering = (cell: MoveCell): boolean => typeof cell === 'object' && cell.disorder === true;

/** 6.34: the Terrain Table's "Lasciare una ZOC" row, for the arm. */
function leaveZocMp(column: Column): number {
  return mpOf(row('leave-zoc', ['zoc'])![column]) ?? 0;
}

/** 7.11–7.13, 7.36: the MP a unit has for this move. */
export function allowanceOf(ma: number, orders: Orders, fired: boolean, extended: boolean): number {
  if (extended) return ma * 2;
  return orders === 'none' || fired ? Math.ceil(ma / 2) : ma;
}

/**
 * 7.13: whether a Command may use Extended Movement this activation, read where its units start: none of them
 * within 3 hexes of an enemy combat unit (each move then checks the hexes it enters, `checkMove`).
 */
export function extendedCommandProblem(p: BorodinoPosition, command: readonly PlacedUnit[]): Problem | null {
  for (const u of command) {
    const near = p.units.some((e) => e.side !== u.side && p.grid.distance(e.hex, u.hex) <= EXTENDED_CLEARANCE);
    if (near)
      return problem('extended-near-enemy', { hex: u.hex, hexes: EXTENDED_CLEARANCE }, { rule: '7.13' }).problem;
  }
  return null;
}

/** 6.1–6.3, 7.1–7.4, SR5, SR8: whether the move is legal, and what it costs and brings about. */
export function checkMove(p: BorodinoPosition, input: MoveInput): MoveCheck {
  const { path } = input;
  const start = path[0];
  const entering = input.enters !== undefined;
  // 7.41: a reinforcement enters at an entry hex of its side whose units are not all in.
  if (entering) {
    const entry = (p.entries ?? []).some((e) => e.side === input.unit.side && e.hex === start);
    if (!entry || p.units.some((u) => same(u, input.unit)))
      return problem('enter-not-entry', { hex: start ?? '' }, { rule: '7.41' });
  }
  const unit = entering ? { ...input.unit, hex: start ?? '' } : p.units.find((u) => same(u, input.unit));
  // 7.31: the unit traces its path from where it stands.
  if (!unit || start === undefined || unit.hex !== start)
    return problem('move-unit-not-here', { hex: start ?? '' }, { rule: '7.31' });
  const last = path.length - 1;
  const first = entering ? 0 : 1;
  if (last < first) return problem('move-no-hexes', undefined, { rule: '7.31' });
  const ma = input.movement ?? unit.movement ?? null;
  if (ma === null || !Number.isInteger(ma) || ma < 0)
    return problem('move-allowance-unknown', undefined, { rule: '7.11' });
  const facing = input.facing ?? unit.facing;
  if (!isVertex(p.grid, facing)) return problem('facing-vertex', { facing }, { rule: '6.11' });

  const { side } = unit;
  const enemy = otherSide(side);
  const enemies = p.units.filter((u) => u.side === enemy);
  const fired = isArtillery(unit) && unit.fired === true;
  const extended = input.extended === true;
  const nearEnemy = (hex: string): boolean => enemies.some((e) => p.grid.distance(e.hex, hex) <= EXTENDED_CLEARANCE);
  if (extended) {
    if (p.scenario === 'borodino' && side === 'russian') return problem('extended-russian', undefined, { rule: 'SR8' });
    if (input.orders === 'none') return problem('extended-no-orders', undefined, { rule: '7.13' });
    if (unit.disordered) return problem('extended-disordered', undefined, { rule: '7.13' });
    if (fired) return problem('extended-fired', undefined, { rule: '7.36' });
    if (nearEnemy(start))
      return problem('extended-near-enemy', { hex: start, hexes: EXTENDED_CLEARANCE }, { rule: '7.13' });
  }
  const allowance = allowanceOf(ma, input.orders, fired, extended);

  const column = columnOf(unit.arm);
  const friends = (hex: string): PlacedUnit[] => unitsAt(p, hex, side).filter((u) => !same(u, unit));
  const startInZoc = !entering && inEnemyZoc(p, side, start);
  const entries = (p.entries ?? []).filter((e) => e.side === enemy);
  let mp = 0;
  let disorders = false;
  let minimum = false;
  for (let i = first; i <= last; i++) {
    const from = i > 0 ? path[i - 1]! : null;
    const hex = path[i]!;
    const mapHex = p.hexes.get(hex);
    if (!mapHex) return problem('move-off-map', { hex }, { rule: '7.31' });
    if (from !== null && !p.grid.adjacent(from, hex))
      return problem('move-not-adjacent', { from, to: hex }, { rule: '7.31' });
    // 6.22, 7.32: never into or through a hex with an enemy combat unit.
    if (unitsAt(p, hex, enemy).length > 0) return problem('move-enemy-unit', { hex }, { rule: '7.32' });
    // 7.21: the hex's terrain (SR5: a village on fire or in rubble reads its own row).
    const village = p.villages?.get(hex);
    const terrainId = village === 'burning' ? 'burning-village' : village === 'rubble' ? 'rubble' : mapHex.terrain;
    const terrain = row(terrainId, ['hex']);
    if (!terrain) return problem('move-terrain-unknown', { hex, terrain: terrainId }, { rule: '7.21' });
    const hexMp = mpOf(terrain[column]);
    if (hexMp === null)
      return problem('move-prohibited', { hex, terrain: terrainId }, { rule: village === 'burning' ? 'SR5' : '7.23' });
    let cost = hexMp;
    disorders ||= disordering(terrain[column]);
    // 7.41: a reinforcement pays the entry hex's cost for each unit of the column before it too.
    if (i === 0) {
      for (const arm of input.enters?.before ?? []) {
        const before = mpOf(terrain[columnOf(arm)]);
        if (before === null) return problem('move-prohibited', { hex, terrain: terrainId }, { rule: '7.23' });
        cost += before;
      }
    }
    // Features in the hex that the Terrain Table prices (an emplacement); the pack's redoubt is in no row (gap).
    for (const f of mapHex.features) {
      const feature = row(f, ['feature']);
      if (!feature) continue;
      const add = mpOf(feature[column]);
      if (add === null) return problem('move-prohibited', { hex, terrain: f }, { rule: '7.23' });
      cost += add;
    }
    // 7.23: a river only at a bridge (SR9: no extra cost); the other hexsides the Terrain Table prices.
    const edge = from === null ? [] : hexsideOf(p, from, hex);
    if (from !== null && edge.includes('river') && !edge.includes('bridge'))
      // SR5: a bridge the Russians destroyed is the river it crossed.
      return problem(
        'move-river',
        { from, to: hex },
        { rule: p.grid.hexside(from, hex).includes('bridge') ? 'SR5' : '7.23' },
      );
    for (const f of edge) {
      if (f === 'river') continue;
      const crossing = row(f, ['hexside']);
      if (!crossing) continue;
      const add = mpOf(crossing[column]);
      if (add === null)
        return problem('move-prohibited-side', { from: from ?? '', to: hex, hexside: f }, { rule: '7.23' });
      disorders ||= disordering(crossing[column]);
      cost += add;
    }
    // 6.34: leaving the enemy ZOC it started in, +1; never into an enemy-controlled Frontal hex this activation.
    if (i === 1 && startInZoc) cost += leaveZocMp(column);
    const zoc = inEnemyZoc(p, side, hex);
    if (startInZoc && zoc && enemyFrontalZoc(p, side, hex))
      return problem('move-zoc-frontal', { hex }, { rule: '6.34' });
    // 6.33 [c]: a Disordered unit pays +1 to enter an enemy ZOC.
    if (zoc && unit.disordered) cost += ZOC_DISORDERED_MP;
    // 6.33: a unit entering an enemy ZOC stops there.
    if (zoc && i < last) return problem('move-zoc-stop', { hex }, { rule: '6.33' });
    // 7.38: +1 to pass through friendly units; 7.13: never through them in Extended Movement.
    if (i < last && friends(hex).length > 0) {
      if (extended) return problem('extended-through-friends', { hex }, { rule: '7.13' });
      cost += PASS_THROUGH_MP;
    }
    if (extended && nearEnemy(hex))
      return problem('extended-near-enemy', { hex, hexes: EXTENDED_CLEARANCE }, { rule: '7.13' });
    // 7.36: fired artillery goes next to no enemy unit.
    if (fired && enemies.some((e) => p.grid.adjacent(e.hex, hex)))
      return problem('move-fired-adjacent', { hex }, { rule: '7.36' });
    // 7.44: not within 2 hexes of an enemy entry hex while its reinforcements are to come.
    if (entries.some((e) => p.grid.distance(e.hex, hex) <= ENTRY_CLEARANCE))
      return problem('move-near-entry', { hex, hexes: ENTRY_CLEARANCE }, { rule: '7.44' });
    // 7.34: enough MP for every hex entered; 7.35: one hex always, but not into an enemy ZOC.
    if (mp + cost > allowance) {
      if (last - first !== 0) return problem('move-not-enough-mp', { hex, mp: mp + cost, allowance }, { rule: '7.34' });
      if (zoc) return problem('move-minimum-zoc', { hex }, { rule: '7.35' });
      minimum = true;
    }
    mp += cost;
  }

  // Where it stops: 6.21 (SR10) with the friendly units there, 6.11 and 6.14 their facing, 7.13 no stack.
  const end = path[last]!;
  const moved: PlacedUnit = { ...unit, hex: end, facing };
  const there = friends(end);
  if (extended && there.length > 0 && (!isArtillery(unit) || there.some((u) => !isArtillery(u))))
    return problem('extended-stacked', { hex: end }, { rule: '7.13' });
  const stacking = stackingProblem(p, [...there, moved]);
  if (stacking) return { ok: false, problem: stacking };
  const facingWrong = facingProblem(p.grid, [...there, moved]);
  if (facingWrong) return { ok: false, problem: facingWrong };
  // 7.39: infantry entering the ZOC of enemy cavalry (jagers' withdrawal is 11.0's, not used at Borodino).
  const mayWithdraw = unit.arm === 'infantry' ? enemyZoc(p, side, end).filter((u) => u.arm === 'cavalry') : [];
  const entered = path.slice(1);
  const commandersMet = p.leaders.filter((l) => l.side === enemy && entered.includes(l.hex));
  return {
    ok: true,
    value: {
      mayWithdraw,
      commandersMet,
      hexes: last - first + 1,
      mp,
      allowance,
      minimum,
      inZoc: inEnemyZoc(p, side, end),
      leftZoc: startInZoc,
      disorders,
      facing,
    },
  };
}

/**
 * 7.39: the hexes enemy cavalry may withdraw into before infantry that entered its ZOC: next to it, with no enemy
 * combat unit (friendly units are allowed, the stack legal there, 6.21), not across a river but at a bridge nor into
 * terrain cavalry may not enter (7.23, SR5). The book sets no other limit (an enemy ZOC does not bar it: the README's
 * reading); the cavalry may change its facing there.
 */
export function withdrawalHexes(p: BorodinoPosition, cavalry: PlacedUnit): string[] {
  const enemy = otherSide(cavalry.side);
  return p.grid.neighbours(cavalry.hex).filter((hex) => {
    const mapHex = p.hexes.get(hex);
    if (!mapHex || unitsAt(p, hex, enemy).length > 0) return false;
    const edge = hexsideOf(p, cavalry.hex, hex);
    if (edge.includes('river') && !edge.includes('bridge')) return false;
    const terrain = p.villages?.get(hex) === 'burning' ? 'burning-village' : mapHex.terrain;
    const cost = row(terrain, ['hex'])?.[columnOf(cavalry.arm)];
    if (cost === undefined || mpOf(cost) === null) return false;
    const there = unitsAt(p, hex, cavalry.side).filter((u) => !same(u, cavalry));
    return stackingProblem(p, [...there, { ...cavalry, hex }]) === null;
  });
}
