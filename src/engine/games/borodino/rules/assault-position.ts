import { problem, type Problem } from '../../../core/explain.js';
import { HEXSIDES, type Crossing, type Side } from '../model.js';
import { TERRAIN_TABLE, type MoveCell } from '../tables.js';
import type { Assault } from './assault.js';
import { angleApart, hexTerrain, losBlockedAt } from './fire-position.js';
import {
  bearing,
  enemyZoc,
  exertsZoc,
  facingArc,
  facingBearing,
  FACINGS,
  hexsideOf,
  inEnemyZoc,
  isArtillery,
  otherSide,
  stopsZoc,
  unitArc,
  unitsAt,
  type BorodinoPosition,
  type Facing,
  type PlacedUnit,
} from './position.js';
import { ENTRY_CLEARANCE } from './movement.js';
import { stackingProblem } from './stacking.js';
import { chargeTerrainRefusal } from './terrain.js';

/**
 * Assault and charge (9.0–9.8) read off the map: who may assault or charge which hex (6.13, 9.21, 9.22, 9.24, 9.25,
 * 9.81), who defends, the modifiers the map decides as the input `assault` (rules/assault.ts) takes (9.53's terrain,
 * hexsides and open ground, 9.54's position, 9.85's square), who may form square or countercharge (9.85, 9.86), and
 * the hexes of a retreat (9.62–9.65). Pure; the arithmetic is assault.ts's and charge.ts's.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 9.21 "separata da queste da terreno intransitabile": a river hexside without a bridge, or a hexside or hex the
 *   Terrain Table makes NA for the attacker's arm (an entrenchment for cavalry).
 * - 9.53 open ground: "i due esagoni … di fianco" are the two neighbours 90° from the vertex the defender faces (its
 *   printed facing, also for a square or Defensive Facing); "libero" is with no unit of either side; "un'unità
 *   differente appartenente al difensore" is a unit of the defender's side outside the defender's hex. "Dagli
 *   esagoni frontali" reads the arc for the attacker's position (Defensive Facing for good-order cavalry, 6.11).
 * - 9.54: the hexes are the defender's for the attacker's position (6.11); the units occupying the Frontal and Rear
 *   hexes for [2] are attacking units (an "attacco di fronte e retro"); "un'altra unità nemica" is a unit of the
 *   defender's side outside the defender's hex; with several defender hexes each one must qualify, and the lower
 *   modifier of them all applies to every hex.
 * - 9.81 "villaggio/castello/fortificazione": a `town` hex or one with the pack's `redoubt` (as 6.11 reads it). The
 *   charge may turn one vertex on entering each hex; its first hex is one of its Frontal hexes (6.13), the target is
 *   one of its Frontal hexes where it stops. "Attraverso (non in) una ZOC frontale": the path's hexes before the last.
 * - 9.62 "un esagono distante dall'unità nemica": a neighbour farther (in hexes) from the hex of the unit that caused
 *   the retreat. 9.63 "unico percorso": friends are entered only when no empty hex is left (a hex leading to
 *   Withdrawal being an empty one).
 *
 * Gaps (named, not invented): the pack's `redoubt` is in no Terrain Table row, so it gives no assault DRM (as in
 * movement); the stacking order (6.24) is not in the position, so 9.24's "unità sotto un'unità in Disordine" and 6.23's
 * top unit are the caller's; the hexes of a retreat before assault (9.31) are not read.
 */

/** The Terrain Table's row of a terrain id, when it has one of these kinds. */
const rowOf = (id: string, kind: 'hex' | 'feature' | 'hexside') =>
  TERRAIN_TABLE.find((r) => r.id === id && r.kind === kind);

const mpOf = (cell: MoveCell): number | null => (typeof cell === 'object' ? cell.mp : null);

export const columnOf = (u: PlacedUnit): 'infantry' | 'cavalry' | 'artillery' =>
  u.arm === 'horse-artillery' ? 'artillery' : u.arm;

const sameUnit = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

/** The Terrain Table row of a hex's terrain (SR5: a burning village or rubble its own), if it has one. */
const hexRow = (p: BorodinoPosition, hex: string) =>
  rowOf(p.villages?.get(hex) === 'burning' ? 'burning-village' : (hexTerrain(p, hex) ?? ''), 'hex');

/** The Terrain Table hexside crossed from `from` into `to` (a bridge over the river reads the Bridge row). */
export function crossing(p: BorodinoPosition, from: string, to: string): Crossing {
  const side = hexsideOf(p, from, to);
  return HEXSIDES.find((h) => side.includes(h)) ?? 'none';
}

/** 9.21: a hexside or hex between the units the attacker's arm may not cross or enter. */
function impassable(p: BorodinoPosition, u: PlacedUnit, target: string): boolean {
  const terrain = rowOf(hexTerrain(p, target) ?? '', 'hex');
  return sideClosed(p, u, u.hex, target) || (terrain !== undefined && mpOf(terrain[columnOf(u)]) === null);
}

/** 7.23, 9.21, 9.63: a river hexside but at a bridge (SR9), or a hexside the Terrain Table makes NA for the arm. */
function sideClosed(p: BorodinoPosition, u: PlacedUnit, from: string, to: string): boolean {
  const side = hexsideOf(p, from, to);
  if (side.includes('river') && !side.includes('bridge')) return true;
  const column = columnOf(u);
  return side.some((f) => {
    const row = f === 'river' ? undefined : rowOf(f, 'hexside');
    return row !== undefined && mpOf(row[column]) === null;
  });
}

/** The non-artillery defenders, whose facing the assault reads (6.14: the infantry's). */
const holding = (p: BorodinoPosition, hex: string, side: Side) => unitsAt(p, hex, side).filter((u) => !isArtillery(u));

export interface AssaultOptions {
  /** 9.21, 9.81: the hex where the unit began its activation (where it stands when absent). */
  readonly startHex?: string;
}

export type PositionCheck = { readonly ok: true } | { readonly ok: false; readonly problem: Problem };
const OK: PositionCheck = { ok: true };

/**
 * 6.13, 9.21, 9.24, 9.25, 9.85, 9.81, SR13: whether `u` may assault (not charge) the enemy in `target`: a committed,
 * good-order infantry or cavalry unit, not in square, at an enemy in one of its Frontal hexes not beyond impassable
 * terrain; cavalry only where it began its activation next to the enemy, and only the units in whose ZOC it began.
 */
export function checkAssault(
  p: BorodinoPosition,
  u: PlacedUnit,
  target: string,
  options: AssaultOptions = {},
): PositionCheck {
  if (isArtillery(u)) return problem('assault-artillery', undefined, { rule: '9.25' });
  if (u.kind === 'militia') return problem('assault-militia', undefined, { rule: 'SR13' });
  if (u.disordered) return problem('assault-disordered', undefined, { rule: '9.24' });
  if (u.square === true) return problem('assault-square', undefined, { rule: '9.85' });
  const enemy = otherSide(u.side);
  const defenders = unitsAt(p, target, enemy);
  if (defenders.length === 0) return problem('assault-no-enemy', { hex: target }, { rule: '9.21' });
  if (!unitArc(p, u).frontal.includes(target)) return problem('assault-not-frontal', { hex: target }, { rule: '9.21' });
  if (impassable(p, u, target)) return problem('assault-impassable', { hex: target }, { rule: '9.21' });
  if (u.arm === 'cavalry') {
    const start = options.startHex ?? u.hex;
    if (!defenders.some((d) => p.grid.adjacent(d.hex, start)))
      return problem('assault-cavalry-not-adjacent', { hex: target }, { rule: '9.21' });
    const zoc = enemyZoc(p, u.side, start);
    if (zoc.length > 0 && !zoc.some((z) => z.hex === target))
      return problem('assault-cavalry-zoc', { hex: target }, { rule: '9.81' });
  }
  return OK;
}

/** 9.22: the enemy-held Frontal hexes of `u`: it must assault them all but those another friendly unit assaults. */
export function frontalEnemies(p: BorodinoPosition, u: PlacedUnit): string[] {
  const enemy = otherSide(u.side);
  return unitArc(p, u).frontal.filter((h) => unitsAt(p, h, enemy).length > 0);
}

/** 9.22: the assault of `u` on `targets` leaves out no enemy Frontal hex that no other friendly unit assaults. */
export function checkAssaultHexes(
  p: BorodinoPosition,
  u: PlacedUnit,
  targets: readonly string[],
  assaultedByOthers: readonly string[] = [],
): PositionCheck {
  const left = frontalEnemies(p, u).filter((h) => !targets.includes(h) && !assaultedByOthers.includes(h));
  if (left.length > 0) return problem('assault-all-frontal', { hexes: left.join(', ') }, { rule: '9.22' });
  return OK;
}

/** The flank hexes of 9.53: the two neighbours 90° from the vertex the unit faces. */
function flankHexes(p: BorodinoPosition, u: PlacedUnit): string[] {
  const axis = facingBearing(p.grid, u.facing);
  return p.grid.neighbours(u.hex).filter((n) => Math.abs(angleApart(axis, bearing(p.grid, u.hex, n)) - 90) < 1);
}

/** 9.53 open ground: attacked from a Frontal hex, and a flank hex empty and in no other defending unit's ZOC. */
export function openFlank(p: BorodinoPosition, attackers: readonly PlacedUnit[], target: string): boolean {
  const side = attackers[0] ? otherSide(attackers[0].side) : null;
  if (!side || hexTerrain(p, target) !== 'open') return false;
  const defender = holding(p, target, side)[0];
  if (!defender) return false;
  const frontal = unitArc(p, defender, true).frontal;
  if (!attackers.some((a) => frontal.includes(a.hex))) return false;
  const others = p.units.filter((o) => o.side === side && o.hex !== target && exertsZoc(o));
  return flankHexes(p, defender).some(
    (h) =>
      p.units.every((o) => o.hex !== h) &&
      !others.some((o) => p.grid.adjacent(o.hex, h) && !stopsZoc(p.grid, o.hex, h)),
  );
}

/** 9.54 for one defender hex: 0, 2 (Rear) or 3 (Front and Rear). */
function positionLevel(p: BorodinoPosition, attackers: readonly PlacedUnit[], target: string): 0 | 2 | 3 {
  const side = attackers[0] ? otherSide(attackers[0].side) : null;
  const defender = side ? holding(p, target, side)[0] : undefined;
  if (!side || !defender) return 0;
  const arc = unitArc(p, defender, true);
  const facingIt = attackers.filter((a) => unitArc(p, a).frontal.includes(target));
  const rear = facingIt.filter((a) => arc.rear.includes(a.hex));
  const front = facingIt.filter((a) => arc.frontal.includes(a.hex));
  const others = p.units.filter((o) => o.side === side && o.hex !== target);
  const freeRear = rear.some((a) => !others.some((o) => unitArc(p, o, true).frontal.includes(a.hex)));
  if (!freeRear) return 0;
  return front.length > 0 ? 3 : 2;
}

/**
 * 9.54: the position modifier of an assault on `targets` (one or more defender hexes), each hex read with the
 * attackers next to it; every hex must qualify (the note), the lowest level applies.
 */
export function assaultPosition(
  p: BorodinoPosition,
  attackers: readonly PlacedUnit[],
  targets: readonly string[],
): 'rear' | 'front-rear' | undefined {
  const levels = targets.map((t) =>
    positionLevel(
      p,
      attackers.filter((a) => p.grid.adjacent(a.hex, t)),
      t,
    ),
  );
  const level = levels.length === 0 ? 0 : Math.min(...levels);
  return level === 3 ? 'front-rear' : level === 2 ? 'rear' : undefined;
}

/** What the map decides of an assault on one hex: the fields of `Assault` (rules/assault.ts) it reads. */
export type AssaultOnMap = Pick<
  Assault,
  'terrain' | 'hexside' | 'emplacement' | 'openFlank' | 'position' | 'square'
> & {
  readonly defenderType: Assault['defenderType'];
  /** Every unit in the defender's hex: all suffer the result (chart explanation, 9.25). */
  readonly defenders: readonly PlacedUnit[];
  /** 9.25: artillery assaulted alone (or only with artillery) is eliminated without a roll. */
  readonly artilleryAlone: boolean;
};

/**
 * 9.53, 9.54, 9.85, 9.25: what the map gives an assault of `attackers` on `target`; `targets` lists every defender
 * hex of the assault (9.22, 9.54's note), `target` alone when absent.
 */
export function assaultOnMap(
  p: BorodinoPosition,
  attackers: readonly PlacedUnit[],
  target: string,
  targets: readonly string[] = [target],
): AssaultOnMap {
  const side = attackers[0] ? otherSide(attackers[0].side) : 'russian';
  const defenders = unitsAt(p, target, side);
  const foot = defenders.filter((u) => !isArtillery(u));
  const here = attackers.filter((a) => p.grid.adjacent(a.hex, target));
  const terrain = hexTerrain(p, target);
  // 9.85: a square has every adjacent hex Frontal, so no position DRM; 9.22: nor an assault on two hexes with one.
  const inSquare = (t: string) => unitsAt(p, t, side).some((u) => !isArtillery(u) && u.square === true);
  const position = targets.some(inSquare) ? undefined : assaultPosition(p, attackers, targets);
  return {
    defenders,
    artilleryAlone: foot.length === 0,
    defenderType: foot.some((u) => u.arm === 'cavalry') ? 'cavalry' : 'infantry',
    ...(terrain ? { terrain } : {}),
    hexside: [...new Set(here.map((a) => a.hex))].map((h) => crossing(p, h, target)),
    emplacement: p.hexes.get(target)?.features.includes('emplacement') ?? false,
    openFlank: openFlank(p, here, target),
    ...(position ? { position } : {}),
    square: foot.some((u) => u.square === true),
  };
}

/** 9.81: a charge's declared path, the hexes entered (1 or 2), and its facing where it stops. */
export interface ChargeInput {
  readonly path: readonly string[];
  readonly facing?: Facing;
}

/** The cost for `column` of entering `hex` from `from` (hex, emplacement, hexside), or null for NA or unknown. */
export function enterCost(
  p: BorodinoPosition,
  from: string,
  hex: string,
  column: 'infantry' | 'cavalry' | 'artillery',
): number | null {
  const mapHex = p.hexes.get(hex);
  const terrain = hexRow(p, hex);
  if (!mapHex || !terrain) return null;
  let mp = mpOf(terrain[column]);
  for (const f of mapHex.features) {
    const row = rowOf(f, 'feature');
    if (row && mp !== null) mp = mpOf(row[column]) === null ? null : mp + mpOf(row[column])!;
  }
  const side = hexsideOf(p, from, hex);
  if (side.includes('river') && !side.includes('bridge')) return null;
  for (const f of side) {
    const row = f === 'river' ? undefined : rowOf(f, 'hexside');
    if (row && mp !== null) mp = mpOf(row[column]) === null ? null : mp + mpOf(row[column])!;
  }
  return mp;
}

/** 9.81: the cavalry cost of entering `hex` from `from` (hex, emplacement, hexside), or null for NA or unknown. */
const chargeCost = (p: BorodinoPosition, from: string, hex: string): number | null =>
  enterCost(p, from, hex, 'cavalry');

/** 9.85: a square moves into no hex costing more than this. */
export const SQUARE_MAX_MP = 2;

/**
 * 9.85 "Le unità in quadrato possono muovere di un solo esagono, fintanto che non iniziano né muovono in ZOC nemica, ed
 * il terreno dove muovono costa 2 MP o meno": the hexes next to it the stack in square in `hex` may move to: not when
 * it starts in an enemy ZOC; no enemy unit there (6.22) nor an enemy ZOC; at most 2 MP for each unit's arm (the hex,
 * an emplacement and the hexside; a river but at a bridge and NA terrain refused, 7.23); not within 2 hexes of an
 * enemy entry hex while its reinforcements are to come (7.44); the stack legal where it stops (6.21).
 */
export function squareMoveHexes(p: BorodinoPosition, hex: string, side: Side): string[] {
  const stack = unitsAt(p, hex, side);
  if (!stack.some((u) => u.square === true) || inEnemyZoc(p, side, hex)) return [];
  const enemy = otherSide(side);
  const entries = (p.entries ?? []).filter((e) => e.side === enemy);
  return p.grid.neighbours(hex).filter((to) => {
    if (unitsAt(p, to, enemy).length > 0 || inEnemyZoc(p, side, to)) return false;
    if (entries.some((e) => p.grid.distance(e.hex, to) <= ENTRY_CLEARANCE)) return false;
    const costs = stack.map((u) => enterCost(p, hex, to, columnOf(u)));
    if (costs.some((c) => c === null || c > SQUARE_MAX_MP)) return false;
    // Into no friendly unit: the square keeps its formation and facing, which friends there share with it only by
    // chance (6.11 "Tutte le unità in un esagono devono essere orientate allo stesso modo"; the README's decision).
    return (
      unitsAt(p, to, side).length === 0 &&
      stackingProblem(
        p,
        stack.map((u) => ({ ...u, hex: to })),
      ) === null
    );
  });
}

/** 9.81: a charge's cavalry may enter no hex costing more than this. */
export const CHARGE_MAX_MP = 2;
/** 9.81: it starts its activation 2 to 3 hexes from its target, and enters at most 2 hexes. */
export const CHARGE_MIN_DISTANCE = 2;
export const CHARGE_MAX_DISTANCE = 3;

/** The facings one vertex either side of `f`, and `f`. */
function turns(p: BorodinoPosition, f: Facing): Facing[] {
  const all = FACINGS[p.grid.layout.orientation];
  const i = all.indexOf(f);
  return [f, all[(i + 1) % 6]!, all[(i + 5) % 6]!];
}

/**
 * 9.81, 6.13: whether `u` may charge the enemy in `target` along `input.path`, and the facings it may have where it
 * stops (the target Frontal to each).
 */
export function checkCharge(
  p: BorodinoPosition,
  u: PlacedUnit,
  target: string,
  input: ChargeInput,
): { readonly ok: true; readonly facings: readonly Facing[] } | { readonly ok: false; readonly problem: Problem } {
  if (u.arm !== 'cavalry') return problem('charge-not-cavalry', undefined, { rule: '9.81' });
  if (u.disordered) return problem('charge-disordered', undefined, { rule: '9.81' });
  const enemy = otherSide(u.side);
  if (unitsAt(p, target, enemy).length === 0) return problem('assault-no-enemy', { hex: target }, { rule: '9.81' });
  const distance = p.grid.distance(u.hex, target);
  if (distance < CHARGE_MIN_DISTANCE || distance > CHARGE_MAX_DISTANCE)
    return problem('charge-distance', { hex: target, distance }, { rule: '9.81' });
  if (inEnemyZoc(p, u.side, u.hex)) return problem('charge-in-zoc', undefined, { rule: '9.81' });
  const blocked = losBlockedAt(p, u.hex, target);
  if (blocked !== null) return problem('charge-no-los', { hex: target, at: blocked }, { rule: '9.81' });
  const path = input.path;
  const last = path.at(-1);
  if (
    path.length === 0 ||
    path.length > CHARGE_MAX_DISTANCE - 1 ||
    last === undefined ||
    !p.grid.adjacent(last, target)
  )
    return problem('charge-path', { hex: target }, { rule: '9.81' });
  let from = u.hex;
  for (const [i, hex] of path.entries()) {
    if (!p.grid.adjacent(from, hex)) return problem('charge-path', { hex: target }, { rule: '9.81' });
    if (unitsAt(p, hex, enemy).length > 0) return problem('move-enemy-unit', { hex }, { rule: '7.32' });
    const mp = chargeCost(p, from, hex);
    if (mp === null || mp > CHARGE_MAX_MP)
      return problem('charge-path-too-dear', { hex, mp: mp ?? 'NA' }, { rule: '9.81' });
    const throughCavalry =
      i < path.length - 1 &&
      enemyZoc(p, u.side, hex).some((c) => c.arm === 'cavalry' && unitArc(p, c).frontal.includes(hex));
    if (throughCavalry) return problem('charge-through-cavalry', { hex }, { rule: '9.81' });
    from = hex;
  }
  // The target: 9.81's terrain, its cost from the last hex, and a fortification (the pack's redoubt).
  if (p.hexes.get(target)?.features.includes('redoubt'))
    return problem('charge-fortification', { hex: target }, { rule: '9.81' });
  const terrain = chargeTerrainRefusal(
    hexTerrain(p, target),
    [crossing(p, last, target)],
    p.hexes.get(target)?.features.includes('emplacement') ?? false,
  );
  if (terrain) return { ok: false, problem: terrain.problem };
  const side = hexsideOf(p, last, target);
  if (side.includes('river') && !side.includes('bridge'))
    return problem('assault-impassable', { hex: target }, { rule: '9.21' });
  // 6.13: into its Frontal hexes, turning one vertex per hex entered.
  let facings: Facing[] = [u.facing];
  let at = u.hex;
  for (const hex of path) {
    const here = at;
    facings = facings.filter((f) => facingArc(p.grid, here, f).frontal.includes(hex));
    facings = [...new Set(facings.flatMap((f) => turns(p, f)))];
    at = hex;
  }
  const ending = facings.filter((f) => facingArc(p.grid, at, f).frontal.includes(target));
  const chosen = input.facing === undefined ? ending : ending.filter((f) => f === input.facing);
  if (chosen.length === 0) return problem('charge-not-frontal', { hex: target }, { rule: '6.13' });
  const there = unitsAt(p, last, u.side).filter((o) => !sameUnit(o, u));
  const stacking = stackingProblem(p, [...there, { ...u, hex: last, facing: chosen[0]! }]);
  if (stacking) return { ok: false, problem: stacking };
  return { ok: true, facings: chosen };
}

/**
 * 9.85: whether the units in `hex`, charged, may try to form square; with `zoc` false the enemy ZOC is not read (the
 * caller read it where the charge was declared, the README's decision).
 */
export function checkSquare(p: BorodinoPosition, hex: string, side: Side, zoc = true): PositionCheck {
  const units = unitsAt(p, hex, side);
  if (!units.some((u) => u.arm === 'infantry')) return problem('square-not-infantry', undefined, { rule: '9.85' });
  if (units.some((u) => u.disordered && !isArtillery(u)))
    return problem('square-disordered', undefined, { rule: '9.85' });
  if (zoc && inEnemyZoc(p, side, hex)) return problem('square-in-zoc', undefined, { rule: '9.85' });
  return OK;
}

/** 9.86: whether the cavalry `u`, charged from `chargerHex`, may countercharge. */
export function checkCountercharge(p: BorodinoPosition, u: PlacedUnit, chargerHex: string): PositionCheck {
  if (u.arm !== 'cavalry') return problem('countercharge-not-cavalry', undefined, { rule: '9.86' });
  if (u.disordered) return problem('countercharge-disordered', undefined, { rule: '9.86' });
  if (inEnemyZoc(p, u.side, u.hex)) return problem('countercharge-in-zoc', undefined, { rule: '9.86' });
  if (!unitArc(p, u, true).frontal.includes(chargerHex))
    return problem('countercharge-not-frontal', { hex: chargerHex }, { rule: '9.86' });
  return OK;
}

/** 9.62–9.66: what retreating into a hex does. */
export type RetreatResult = 'retreat' | 'withdrawn' | 'eliminated' | 'stack' | 'through';

export interface RetreatHex {
  readonly hex: string;
  readonly result: RetreatResult;
  readonly rule: string;
}

/**
 * 9.62–9.65: the hexes `u` may retreat into, one hex farther from `cause` (the hex of the enemy unit that caused the
 * retreat): empty ones (`retreat`, or `withdrawn` in an enemy Frontal hex, 9.63); friends only when no empty hex is
 * left (`stack` within the limits, 9.64, else `through` them, 9.65); and, when nothing else is left, the hexes that
 * eliminate it (enemy units, a river but at a bridge, terrain it may not enter, 9.63).
 */
export function retreatHexes(p: BorodinoPosition, u: PlacedUnit, cause: string): RetreatHex[] {
  const enemy = otherSide(u.side);
  const away = p.grid.neighbours(u.hex).filter((n) => p.grid.distance(n, cause) > p.grid.distance(u.hex, cause));
  const all = away.map((hex): RetreatHex => {
    const terrain = hexRow(p, hex);
    if (
      unitsAt(p, hex, enemy).length > 0 ||
      sideClosed(p, u, u.hex, hex) ||
      !terrain ||
      mpOf(terrain[columnOf(u)]) === null
    )
      return { hex, result: 'eliminated', rule: '9.63' };
    const friends = unitsAt(p, hex, u.side).filter((o) => !sameUnit(o, u));
    if (friends.length > 0)
      return stackingProblem(p, [...friends, { ...u, hex }]) === null
        ? { hex, result: 'stack', rule: '9.64' }
        : { hex, result: 'through', rule: '9.65' };
    const frontal = p.units.some((e) => e.side === enemy && unitArc(p, e).frontal.includes(hex));
    return frontal ? { hex, result: 'withdrawn', rule: '9.66' } : { hex, result: 'retreat', rule: '9.62' };
  });
  const empty = all.filter((r) => r.result === 'retreat' || r.result === 'withdrawn');
  if (empty.length > 0) return empty;
  // 9.65: through friends only when "l'unico percorso di ritirata" is through them (no stack it may join, 9.64).
  const stack = all.filter((r) => r.result === 'stack');
  if (stack.length > 0) return stack;
  const through = all.filter((r) => r.result === 'through');
  return through.length > 0 ? through : all;
}

/**
 * 9.42: the assaulted hexes whose top infantry's Defensive Fire modifies the Commitment of `attackers` (one stack):
 * those with infantry that the stack assaults from one of the defender's Frontal hexes; none for a charge. The
 * position has no stacking order (6.24): the caller reads the top unit's value.
 */
export function defensiveFireHexes(
  p: BorodinoPosition,
  attackers: readonly PlacedUnit[],
  targets: readonly string[],
  charge: boolean,
): string[] {
  const side = attackers[0] ? otherSide(attackers[0].side) : null;
  if (charge || !side) return [];
  return targets.filter((t) =>
    holding(p, t, side).some(
      (d) => d.arm === 'infantry' && attackers.some((a) => unitArc(p, d, true).frontal.includes(a.hex)),
    ),
  );
}

/** 9.31: what assaults the unit that may retreat before it. */
export interface RetreatBeforeAssault {
  /** The assaulting units (it may not retreat through their ZOC). */
  readonly attackers: readonly PlacedUnit[];
  /** Infantry alone, or heavy cavalry alone (charging or not). */
  readonly by: 'infantry' | 'heavy-cavalry';
  /** 9.31: the retreating unit is light cavalry (horse artillery always counts as such); absent when not known. */
  readonly light?: boolean;
  /** The 1 or 2 hexes it retreats through. */
  readonly path: readonly string[];
}

/**
 * 9.31: whether cavalry or horse artillery may retreat 1 or 2 hexes before an assault by infantry (light cavalry and
 * horse artillery also before heavy cavalry alone, even Disordered), along `path`: contiguous hexes it may enter
 * (no enemy unit, no river but at a bridge, no terrain NA for it), none in the ZOC of an enemy unit other than the
 * attackers, not through the attackers' ZOC, its stack legal where it stops.
 */
export function checkRetreatBeforeAssault(
  p: BorodinoPosition,
  u: PlacedUnit,
  input: RetreatBeforeAssault,
): PositionCheck {
  const horse = u.arm === 'cavalry' || u.arm === 'horse-artillery';
  const light = u.arm === 'horse-artillery' || input.light === true;
  if (!horse || (input.by === 'heavy-cavalry' && !light))
    return problem('retreat-before-not-allowed', undefined, { rule: '9.31' });
  const { path } = input;
  if (path.length < 1 || path.length > 2) return problem('retreat-before-path', undefined, { rule: '9.31' });
  const enemy = otherSide(u.side);
  const attackers = input.attackers;
  let from = u.hex;
  for (const [i, hex] of path.entries()) {
    const terrain = hexRow(p, hex);
    if (
      !p.grid.adjacent(from, hex) ||
      unitsAt(p, hex, enemy).length > 0 ||
      sideClosed(p, u, from, hex) ||
      !terrain ||
      mpOf(terrain[columnOf(u)]) === null
    )
      return problem('retreat-before-path', undefined, { rule: '9.31' });
    const zoc = enemyZoc(p, u.side, hex);
    if (zoc.some((z) => !attackers.some((a) => sameUnit(a, z))))
      return problem('retreat-before-zoc', { hex }, { rule: '9.31' });
    if (i < path.length - 1 && zoc.length > 0) return problem('retreat-before-through', { hex }, { rule: '9.31' });
    from = hex;
  }
  const there = unitsAt(p, from, u.side).filter((o) => !sameUnit(o, u));
  const stacking = stackingProblem(p, [...there, { ...u, hex: from }]);
  return stacking ? { ok: false, problem: stacking } : OK;
}

/** 9.71: an attacking stack that may advance into the vacated hex, with its top unit's Cohesion (the caller's). */
export interface AdvancingStack {
  readonly hex: string;
  readonly cohesion: number;
  /** 9.72 exception: charging cavalry always advances before infantry. */
  readonly charging: boolean;
}

/**
 * 9.71, 9.72: the hexes of the stacks among which the attacker chooses the one that advances: charging cavalry
 * first, then the highest Cohesion (ties: the attacker's choice).
 */
export function advancingHexes(stacks: readonly AdvancingStack[]): string[] {
  const charging = stacks.filter((s) => s.charging);
  const pool = charging.length > 0 ? charging : stacks;
  const best = Math.max(...pool.map((s) => s.cohesion));
  return pool.filter((s) => s.cohesion === best).map((s) => s.hex);
}

/** 9.71: advancing into `hex` Disorders `u` where the Terrain Table's D would (the hex or the hexside crossed). */
export function advanceDisorders(p: BorodinoPosition, u: PlacedUnit, hex: string): boolean {
  const column = columnOf(u);
  const disorders = (cell: MoveCell | undefined) => typeof cell === 'object' && cell.disorder === true;
  const terrain = rowOf(hexTerrain(p, hex) ?? '', 'hex');
  if (disorders(terrain?.[column])) return true;
  return hexsideOf(p, u.hex, hex).some((f) => disorders(rowOf(f, 'hexside')?.[column]));
}

/** 9.73: where a unit may Secondary-Assault from, and the enemy hexes it then assaults. */
export interface SecondaryAssault {
  readonly hex: string;
  readonly targets: readonly string[];
}

/**
 * 9.73 Breakthrough and Pursuit: the attacker advanced into `hex` with `facing` (9.71 lets it turn on entering) and
 * assaults again without turning: all the enemy units in its Frontal hexes there.
 */
export function breakthroughTargets(p: BorodinoPosition, u: PlacedUnit, hex: string, facing: Facing): string[] {
  return frontalEnemies(p, { ...u, hex, facing });
}

/**
 * 9.73 Counter-assault: the hexes the defender `u` may counter-assault from, its own or one next to it it may enter
 * (no enemy unit, no river but at a bridge, no NA terrain, its stack legal), without turning, and the enemy hexes in
 * its Frontal hexes there. Only infantry (non-pursuing cavalry never uses a Secondary Assault).
 */
export function counterAssaultHexes(p: BorodinoPosition, u: PlacedUnit): SecondaryAssault[] {
  if (u.arm !== 'infantry') return [];
  const enemy = otherSide(u.side);
  const out: SecondaryAssault[] = [];
  for (const hex of [u.hex, ...p.grid.neighbours(u.hex)]) {
    if (hex !== u.hex) {
      const terrain = hexRow(p, hex);
      if (unitsAt(p, hex, enemy).length > 0 || sideClosed(p, u, u.hex, hex)) continue;
      if (!terrain || mpOf(terrain[columnOf(u)]) === null) continue;
      const there = unitsAt(p, hex, u.side).filter((o) => !sameUnit(o, u));
      if (stackingProblem(p, [...there, { ...u, hex }]) !== null) continue;
    }
    const targets = frontalEnemies(p, { ...u, hex }).filter((t) => !impassable(p, { ...u, hex }, t));
    if (targets.length > 0) out.push({ hex, targets });
  }
  return out;
}

/** 9.87: a facing the pursuing cavalry may take in the vacated hex, and what it then must or may charge. */
export interface PursuitFacing {
  readonly facing: Facing;
  /** The enemy hexes in its Frontal hexes. */
  readonly targets: readonly string[];
  /** Only the retreating units are in its Frontal hexes: it must charge them. */
  readonly mandatory: boolean;
}

/**
 * 9.87: cavalry pursuing into `vacated` faces the unit it pursues (now at `pursued`): the facings with that hex
 * Frontal, each with its targets; the pursuit charge is mandatory when the pursued units (`pursuedHexes`, the hexes
 * they retreated into) are the only enemies in its Frontal hexes, optional (both, or stop) when another enemy is there
 * too.
 */
export function pursuitFacings(
  p: BorodinoPosition,
  u: PlacedUnit,
  vacated: string,
  pursued: string,
  pursuedHexes: readonly string[] = [pursued],
): PursuitFacing[] {
  return FACINGS[p.grid.layout.orientation]
    .filter((facing) => facingArc(p.grid, vacated, facing).frontal.includes(pursued))
    .map((facing) => {
      const targets = frontalEnemies(p, { ...u, hex: vacated, facing });
      return { facing, targets, mandatory: targets.every((t) => pursuedHexes.includes(t)) };
    });
}

/**
 * 9.87, 9.81: whether the pursuing cavalry in `from` may charge `target` next to it: 9.81's limits on the target (no
 * swamp, woods, village nor fortification, at most 2 MP with the hexside, no river but at a bridge). The charge starts
 * next to its target, so 9.81's distance, path and "in ZOC" limits do not apply (9.87: "deve immediatamente effettuare
 * un'altra carica").
 */
export function checkPursuitCharge(p: BorodinoPosition, from: string, target: string): PositionCheck {
  if (!p.grid.adjacent(from, target)) return problem('charge-path', { hex: target }, { rule: '9.87' });
  if (p.hexes.get(target)?.features.includes('redoubt'))
    return problem('charge-fortification', { hex: target }, { rule: '9.81' });
  const terrain = chargeTerrainRefusal(
    hexTerrain(p, target),
    [crossing(p, from, target)],
    p.hexes.get(target)?.features.includes('emplacement') ?? false,
  );
  if (terrain) return { ok: false, problem: terrain.problem };
  const side = hexsideOf(p, from, target);
  if (side.includes('river') && !side.includes('bridge'))
    return problem('assault-impassable', { hex: target }, { rule: '9.21' });
  return OK;
}

/** 9.23: one attacking unit as declared (9.44: charging cavalry under a CHARGE marker). */
export interface DeclaredAttacker {
  readonly unit: PlacedUnit;
  readonly charging: boolean;
}

/**
 * 9.23: the attackers of one defender in the groups that never combine their strength, in the order they are
 * resolved: Cavalry Charge, Cavalry Assault, Infantry Assault (empty groups left out).
 */
export function assaultGroups(attackers: readonly DeclaredAttacker[]): PlacedUnit[][] {
  const charge = attackers.filter((a) => a.charging).map((a) => a.unit);
  const cavalry = attackers.filter((a) => !a.charging && a.unit.arm === 'cavalry').map((a) => a.unit);
  const infantry = attackers.filter((a) => !a.charging && a.unit.arm === 'infantry').map((a) => a.unit);
  return [charge, cavalry, infantry].filter((g) => g.length > 0);
}

/** 9.87: a cavalry unit that may pursue, with its weight and Cohesion (the caller's: the counters' values). */
export interface Pursuer {
  readonly unit: PlacedUnit;
  readonly heavy: boolean;
  readonly cohesion: number;
}

/**
 * 9.87 stacking: the pursuers that enter the vacated hex, as many as stacking allows (6.21), heavy cavalry first, then
 * the higher Cohesion; ties keep the order given (the players').
 */
export function pursuers(p: BorodinoPosition, vacated: string, candidates: readonly Pursuer[]): PlacedUnit[] {
  const ordered = [...candidates].sort((a, b) => Number(b.heavy) - Number(a.heavy) || b.cohesion - a.cohesion);
  const inside: PlacedUnit[] = unitsAt(p, vacated, candidates[0]?.unit.side ?? 'french');
  const chosen: PlacedUnit[] = [];
  for (const c of ordered) {
    const moved = { ...c.unit, hex: vacated };
    if (stackingProblem(p, [...inside, ...chosen.map((u) => ({ ...u, hex: vacated })), moved]) === null)
      chosen.push(c.unit);
  }
  return chosen;
}
