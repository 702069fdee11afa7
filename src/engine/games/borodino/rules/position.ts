import { problem, type Problem } from '../../../core/explain.js';
import { hexCentre } from '../../../core/map/geography.js';
import { hexsideKey, type HexGrid, type Orientation } from '../../../core/map/hex.js';
import { hexGridOf, type Pack } from '../../../core/pack.js';
import { fromPack, type Arm, type Commander, type Side, type UnitKind } from '../model.js';

/**
 * What the rules of play read off a game of Borodino in progress (the map, the turn, who stands where and how he
 * faces), shared by the rules functions of each phase (movement.ts, and those to come for fire, assault and
 * charges). Plain data; the play module builds it from its state, a test from a built position on the pack's map.
 *
 * Facing (6.1) and Zones of Control (6.3) live here because fire, assault and movement all read them.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 6.11 "paesi, castelli e fortificazioni": the pack's `town` terrain and its `redoubt` feature (the Shevardino
 *   redoubt, the flèches, the Raevsky redoubt) give infantry all six hexes Frontal. The book does not say whether
 *   the Terrain Table's emplacement ("Postazione") is a fortification; the pack has none, so it is left out.
 * - 9.85: a unit in square has all six hexes Frontal (its effects: "anche se caricare dal retro", the charge DRMs).
 * - 6.32: the pack's `river` hexsides, bridged or not, stop a ZOC ("né attraverso ponti"); so does any hexside the
 *   Terrain Table says no unit crosses.
 */

/** A hex as the rules read it: the pack's terrain id and features (`redoubt`, `village`, `bridge`…). */
export interface MapHex {
  readonly terrain: string;
  readonly features: readonly string[];
}

/**
 * 6.11: a unit points its top at a hex vertex, named by its compass direction on the map as drawn (north up). A
 * flat-topped grid has its vertices east, north-east, north-west, west, south-west and south-east; a pointy-topped
 * one north-east, north, north-west, south-west, south and south-east.
 */
export type Facing = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/**
 * Each layout's six vertices, counter-clockwise from the first: a flat-topped hex has one due east (0°), a
 * pointy-topped one at 30°; the others follow every 60°.
 */
export const FACINGS: Readonly<Record<Orientation, readonly Facing[]>> = {
  flat: ['e', 'ne', 'nw', 'w', 'sw', 'se'],
  pointy: ['ne', 'n', 'nw', 'sw', 's', 'se'],
};

export interface PlacedUnit {
  readonly id?: string;
  readonly side: Side;
  readonly hex: string;
  readonly facing: Facing;
  /** 2.2: the arm the counter prints (horse artillery moves as artillery, 7.21). */
  readonly arm: Arm;
  /** 9.66, SR11, SR13: Cossacks and Militia are cavalry and infantry of their own kind. */
  readonly kind: UnitKind;
  /** 2.2: on its Disordered side. */
  readonly disordered: boolean;
  /** 9.85: under a Square marker. */
  readonly square?: boolean;
  /** 7.36: under a Fire – ½ Move marker. */
  readonly fired?: boolean;
  /** 2.2 note, 6.21: the star letter of a multi-unit brigade, with its formation; null or absent when not known. */
  readonly brigade?: string | null;
  /** 5.3, 6.21: its Activation Group; null or absent when not known. */
  readonly group?: string | null;
  /** 8.5, 6.21: an artillery unit's Fire Strength (Strength Points), when known. */
  readonly fireStrength?: number | null;
  /** 7.11: its Movement Allowance, when known. */
  readonly movement?: number | null;
}

/** The Commanders-in-Chief on the map (5.6); no combat unit, so no ZOC and no stacking (6.21, 6.31). */
export interface PlacedLeader {
  readonly id?: string;
  readonly side: Side;
  readonly hex: string;
  readonly commander?: Commander;
}

export interface BorodinoPosition {
  readonly grid: HexGrid;
  readonly hexes: ReadonlyMap<string, MapHex>;
  readonly turn: number;
  /** The scenario played: its special rules (SR1–SR16) are the 7 September scenario's only. */
  readonly scenario: 'shevardino' | 'borodino';
  readonly units: readonly PlacedUnit[];
  readonly leaders: readonly PlacedLeader[];
  /** SR5: village hexes on fire (no unit enters) or in rubble (the Rubble row of the Terrain Table). */
  readonly villages?: ReadonlyMap<string, 'burning' | 'rubble'>;
  /** SR5: the bridges the Russians destroyed, by hexside (core/map/hex.ts's `hexsideKey`); read through `hexsideOf`. */
  readonly bridgesDown?: ReadonlySet<string>;
  /** 7.44: each side's entry hexes whose reinforcements have not all entered yet. */
  readonly entries?: readonly { readonly side: Side; readonly hex: string }[];
}

/** The pack's map as the rules read it: its grid and each hex's terrain and features. */
export function mapOf(pack: Pack): { readonly grid: HexGrid; readonly hexes: ReadonlyMap<string, MapHex> } {
  if (pack.map.kind !== 'hex') throw new Error('Borodino is played on a hex map');
  const hexes = new Map<string, MapHex>(
    pack.map.hexes.map((h) => [h.id, { terrain: h.terrain, features: h.features }]),
  );
  return { grid: hexGridOf(pack.map), hexes };
}

/**
 * The position at the start of a pack's scenario: its set-up on the pack's map, turn 1. The set-up lists no facing
 * ("Le unità possono essere orientate come si desidera"): each side's is the players' choice, given here. The
 * pack's `entry` hexes are the entry hexes of the side whose units are still to enter (7.44), when one side has
 * reinforcements; the counters' values the pack knows (Movement Allowance, Fire Strength) are read, the rest left
 * unknown.
 */
export function scenarioPosition(
  pack: Pack,
  scenarioId: string,
  facing: Readonly<Record<Side, Facing>>,
): BorodinoPosition | null {
  const model = fromPack(pack);
  const scenario = model.scenarios.find((s) => s.id === scenarioId);
  if (!scenario || pack.map.kind !== 'hex') return null;
  const { grid, hexes } = mapOf(pack);
  const units: PlacedUnit[] = [];
  for (const { unit: id, hex, disordered } of scenario.setup) {
    const unit = model.units.find((u) => u.id === id);
    if (!unit) continue;
    const printed = (disordered ? unit.back : unit.front) ?? unit.front;
    units.push({
      id,
      side: unit.side,
      hex,
      facing: facing[unit.side],
      arm: unit.arm,
      kind: unit.kind,
      disordered,
      movement: printed.movement,
      fireStrength: printed.fireStrength,
    });
  }
  const late = new Set(
    scenario.reinforcements.flatMap((id) => model.units.filter((u) => u.id === id).map((u) => u.side)),
  );
  const entrySide = late.size === 1 ? [...late][0]! : null;
  const entries = entrySide
    ? pack.map.hexes.filter((h) => h.features.includes('entry')).map((h) => ({ side: entrySide, hex: h.id }))
    : [];
  return {
    grid,
    hexes,
    turn: 1,
    scenario: scenarioId === 'shevardino' ? 'shevardino' : 'borodino',
    units,
    leaders: [],
    entries,
  };
}

export const otherSide = (side: Side): Side => (side === 'french' ? 'russian' : 'french');

export const isArtillery = (u: PlacedUnit): boolean => u.arm === 'artillery' || u.arm === 'horse-artillery';

export function unitsAt(p: BorodinoPosition, hex: string, side?: Side): PlacedUnit[] {
  return p.units.filter((u) => u.hex === hex && (side === undefined || u.side === side));
}

/**
 * The bearing of `to` from `from` on the map as drawn, in degrees counter-clockwise from east (north up; the
 * renderer's centres, whose y grows downwards).
 */
export function bearing(grid: HexGrid, from: string, to: string): number {
  const a = grid.offsetOf(from);
  const b = grid.offsetOf(to);
  if (!a || !b) return NaN;
  const p = hexCentre(grid.layout, a);
  const q = hexCentre(grid.layout, b);
  const degrees = (Math.atan2(p.y - q.y, q.x - p.x) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The bearing a facing points at (a vertex of the grid's hexes). */
export function facingBearing(grid: HexGrid, facing: Facing): number {
  const i = FACINGS[grid.layout.orientation].indexOf(facing);
  return i < 0 ? NaN : (grid.layout.orientation === 'flat' ? 0 : 30) + 60 * i;
}

/** The angle between two bearings, 0 to 180. */
const apart = (a: number, b: number): number => Math.abs(((((b - a) % 360) + 540) % 360) - 180);

/** 6.11: whether `facing` is a vertex of this grid's hexes (a unit never points at a hexside). */
export function isVertex(grid: HexGrid, facing: string): facing is Facing {
  return (FACINGS[grid.layout.orientation] as readonly string[]).includes(facing);
}

export interface Arc {
  /** The Frontal hexes (on the map). */
  readonly frontal: readonly string[];
  /** The Rear hexes (on the map). */
  readonly rear: readonly string[];
}

/** Degrees either side of the facing: the two Frontal hexes, and Defensive Facing's four (6.11). */
const FRONT = 31;
const DEFENSIVE = 91;

/**
 * The neighbours of `hex` within `width` degrees either side of `facing` (Frontal) and the others (Rear): a
 * neighbour lies 30° from the vertex it touches, 90° from the next, 150° from the two behind.
 */
function arc(grid: HexGrid, hex: string, facing: Facing, width: number): Arc {
  const axis = facingBearing(grid, facing);
  const frontal: string[] = [];
  const rear: string[] = [];
  for (const n of grid.neighbours(hex)) (apart(axis, bearing(grid, hex, n)) <= width ? frontal : rear).push(n);
  return { frontal, rear };
}

/** 6.11: the two hexes either side of the vertex `facing` points at are Frontal, the four behind Rear. */
export function facingArc(grid: HexGrid, hex: string, facing: Facing): Arc {
  return arc(grid, hex, facing, FRONT);
}

/** 6.11 exceptions: infantry in a town or a redoubt (the README's reading of "fortificazioni"). */
export const ALL_ROUND_TERRAIN: readonly string[] = ['town'];
export const ALL_ROUND_FEATURES: readonly string[] = ['redoubt'];

/**
 * A unit's Frontal and Rear hexes (6.11, 9.85). `forAttacker`: the arc that says where an attacker stands (9.54),
 * which gives good-order cavalry its Defensive Facing (6.11: the two flank hexes count as Frontal too).
 */
export function unitArc(p: BorodinoPosition, u: PlacedUnit, forAttacker = false): Arc {
  const hex = p.hexes.get(u.hex);
  const allRound =
    u.square === true ||
    (u.arm === 'infantry' &&
      hex !== undefined &&
      (ALL_ROUND_TERRAIN.includes(hex.terrain) || hex.features.some((f) => ALL_ROUND_FEATURES.includes(f))));
  if (allRound) return { frontal: p.grid.neighbours(u.hex), rear: [] };
  const defensive = forAttacker && u.arm === 'cavalry' && !u.disordered;
  return arc(p.grid, u.hex, u.facing, defensive ? DEFENSIVE : FRONT);
}

/**
 * 6.11, 6.14: the facings of the units in one hex: each on a vertex, all the same but artillery stacked with
 * infantry, which may face its own way. Null when they are as the book wants them.
 */
export function facingProblem(grid: HexGrid, units: readonly PlacedUnit[]): Problem | null {
  const wrong = units.find((u) => !isVertex(grid, u.facing));
  if (wrong) return problem('facing-vertex', { facing: wrong.facing }, { rule: '6.11' }).problem;
  const withInfantry = units.some((u) => u.arm === 'infantry');
  const bound = units.filter((u) => !(withInfantry && isArtillery(u)));
  const facings = new Set(bound.map((u) => u.facing));
  if (facings.size > 1) return problem('facing-mixed', { facings: [...facings].join(', ') }, { rule: '6.11' }).problem;
  return null;
}

/**
 * The features of the hexside between two adjacent hexes as the rules of play read them now: the pack's, less a bridge
 * the Russians destroyed (SR5 "Ponete semplicemente un segnalino di ponte distrutto sullo stesso"), which leaves the
 * river it crossed (SR9 "le unità non lo possono attraversare, eccetto su ponte"). Every rule that reads a hexside
 * (movement, retreat, assault, charge, the OC's movement) reads it here.
 */
export function hexsideOf(p: Pick<BorodinoPosition, 'grid' | 'bridgesDown'>, a: string, b: string): readonly string[] {
  const side = p.grid.hexside(a, b);
  return p.bridgesDown?.has(hexsideKey(a, b)) ? side.filter((f) => f !== 'bridge') : side;
}

/** 6.31: artillery, units in square, Disordered units and Russian Militia have no ZOC. */
export function exertsZoc(u: PlacedUnit): boolean {
  return !isArtillery(u) && u.square !== true && !u.disordered && u.kind !== 'militia';
}

/** 6.32: a hexside that stops a ZOC: a river, bridged or not ("né attraverso ponti"). */
export function stopsZoc(grid: HexGrid, a: string, b: string): boolean {
  const side = grid.hexside(a, b);
  return side.includes('river') || side.includes('bridge');
}

/** 6.31, 6.32: the enemy units (of `side`'s enemy) whose ZOC covers `hex`. */
export function enemyZoc(p: BorodinoPosition, side: Side, hex: string): PlacedUnit[] {
  const enemy = otherSide(side);
  // Only the units in the hexes next to it (adjacency is symmetric), in the position's order.
  const { byHex, order } = unitsByHex(p.units);
  return p.grid
    .neighbours(hex)
    .flatMap((n) => byHex.get(n) ?? [])
    .filter((u) => u.side === enemy && exertsZoc(u) && !stopsZoc(p.grid, u.hex, hex))
    .sort((a, b) => order.get(a)! - order.get(b)!);
}

/**
 * A position's units by hex and each one's place among them, built once per list of units: a move's search asks
 * 6.31's ZOC of every hex it tries, and a scan of all the units each time was most of a 7 September move's time.
 */
const hexIndexes = new WeakMap<
  readonly PlacedUnit[],
  { readonly length: number; readonly byHex: Map<string, PlacedUnit[]>; readonly order: Map<PlacedUnit, number> }
>();
function unitsByHex(units: readonly PlacedUnit[]): {
  byHex: ReadonlyMap<string, readonly PlacedUnit[]>;
  order: ReadonlyMap<PlacedUnit, number>;
} {
  const known = hexIndexes.get(units);
  if (known?.length === units.length) return known;
  const byHex = new Map<string, PlacedUnit[]>();
  const order = new Map<PlacedUnit, number>();
  units.forEach((u, i) => {
    order.set(u, i);
    const here = byHex.get(u.hex);
    if (here) here.push(u);
    else byHex.set(u.hex, [u]);
  });
  const index = { length: units.length, byHex, order };
  hexIndexes.set(units, index);
  return index;
}

export function inEnemyZoc(p: BorodinoPosition, side: Side, hex: string): boolean {
  return enemyZoc(p, side, hex).length > 0;
}

/**
 * 6.34: whether `hex` is an enemy-controlled Frontal hex: in the ZOC of an enemy unit and one of that unit's
 * Frontal hexes (the README's reading of "Esagono Frontale controllato dal nemico"; the normal arc, Defensive Facing
 * being for the attacker's position only).
 */
export function enemyFrontalZoc(p: BorodinoPosition, side: Side, hex: string): boolean {
  return enemyZoc(p, side, hex).some((u) => unitArc(p, u).frontal.includes(hex));
}
