import type { HexGrid } from '../../../core/map/hex.js';
import {
  OCCUPANCY_FACTOR,
  otherSide,
  type Hex,
  type Napoleon1812Model,
  type Side,
  type UnitClass,
  type UnitType,
} from '../model.js';
import { isWinter } from './turn.js';

/**
 * What the rules of play read off a game in progress (the map, the turn, who stands where), shared by the rules
 * functions of each phase (supply-line.ts, and those to come for trains, depots, movement…). Plain data; the play
 * module builds it from its state, a test from a built position.
 */
export interface N1812Position {
  readonly grid: HexGrid;
  readonly hexes: ReadonlyMap<string, Hex>;
  readonly turn: number;
  /** The two-year campaign (16.13), whose winter differs. */
  readonly twoYear?: boolean;
  /** 16.13: Ultimate Supply Sources chosen in play beside the map's (the French winter-quarters city), by side. */
  readonly chosenSources?: Partial<Readonly<Record<Side, readonly string[]>>>;
  /** Combat units on the map. */
  readonly units: readonly PlacedUnit[];
  /** Leaders on the map. */
  readonly leaders: readonly PlacedLeader[];
  readonly depots: readonly { readonly side: Side; readonly hex: string }[];
  /** Whose city a city hex is now (its owner at the start, or the side that took it); null for none. */
  readonly cityOwner: (hex: string) => Side | null;
}

export interface PlacedUnit {
  readonly id?: string;
  readonly side: Side;
  readonly hex: string;
  readonly type: UnitType;
  /** 3.4: its back up. */
  readonly disrupted: boolean;
  /** 3.3: its Occupancy Factor (4.1), when known. */
  readonly occupancy?: number | null;
  /** 3.3: Veteran, Line or Conscript, when known (6.4 spares disrupted French Veterans but in winter). */
  readonly unitClass?: UnitClass | null;
}

export interface PlacedLeader {
  readonly id?: string;
  readonly side: Side;
  readonly hex: string;
  readonly cr?: number | null;
}

/** 4.1, 3.3: a unit's Occupancy Factor, from its class when not given (1 when unknown: the README's decision). */
export function occupancyOf(u: PlacedUnit): number {
  return u.occupancy ?? (u.unitClass ? OCCUPANCY_FACTOR[u.unitClass] : 1);
}

/** 4.1: the friendly Occupancy Factors a hex holds (leaders count 0). */
export const HEX_CAPACITY = 6;

/** 1.1: difficult terrain (the pack's terrain ids), impassable to French units and lines (14.6). */
export const DIFFICULT_TERRAIN: readonly string[] = ['forest', 'marsh', 'rough', 'mountain'];
/** Terrain no supply line crosses (no unit enters it, 2.2; 6.2's lines are over land). */
export const WATER_TERRAIN: readonly string[] = ['lake', 'sea'];
/** 2.2: terrain no unit enters. */
export const IMPASSABLE_TERRAIN: readonly string[] = ['lake', 'sea', 'mountain'];

export function winter(p: N1812Position): boolean {
  return isWinter(p.turn, p.twoYear ?? false);
}

export function isDifficult(p: N1812Position, hex: string): boolean {
  return DIFFICULT_TERRAIN.includes(p.hexes.get(hex)?.terrain ?? '');
}

/**
 * The units and leaders of a position by hex, built once per position object (positions are read-only: a changed
 * position is a new object), so that the rules' many "who stands here" questions do not each scan every unit.
 */
const byHex = new WeakMap<N1812Position, { units: Map<string, PlacedUnit[]>; leaders: Map<string, PlacedLeader[]> }>();

function indexOf(p: N1812Position): { units: Map<string, PlacedUnit[]>; leaders: Map<string, PlacedLeader[]> } {
  let index = byHex.get(p);
  if (!index) {
    index = { units: new Map(), leaders: new Map() };
    for (const u of p.units) index.units.set(u.hex, [...(index.units.get(u.hex) ?? []), u]);
    for (const l of p.leaders) index.leaders.set(l.hex, [...(index.leaders.get(l.hex) ?? []), l]);
    byHex.set(p, index);
  }
  return index;
}

export function unitsAt(p: N1812Position, hex: string, side?: Side): PlacedUnit[] {
  const here = indexOf(p).units.get(hex) ?? [];
  return here.filter((u) => side === undefined || u.side === side);
}

export function leadersAt(p: N1812Position, hex: string, side?: Side): PlacedLeader[] {
  const here = indexOf(p).leaders.get(hex) ?? [];
  return here.filter((l) => side === undefined || l.side === side);
}

/**
 * The good-order enemy cavalry whose zone covers `hex` for `side` (6.2 point 1, 8.4 points 7–8): in a hex next to it,
 * not across a river (8.4: a river, bridged or not, stops the zone; 6.2 gives supply lines no such exception, so
 * `acrossRivers` says whether it counts), and none of French cavalry over difficult terrain (14.6).
 */
export function enemyCavalryZone(p: N1812Position, side: Side, hex: string, acrossRivers: boolean): PlacedUnit[] {
  const enemy = otherSide(side);
  if (enemy === 'french' && isDifficult(p, hex)) return [];
  const out: PlacedUnit[] = [];
  for (const n of neighboursOf(p.grid, hex))
    for (const u of unitsAt(p, n.hex, enemy))
      if (u.type === 'cavalry' && !u.disrupted && (acrossRivers || !n.river)) out.push(u);
  return out;
}

/** Whether `b` is next to `a` (HexGrid.adjacent, read from `neighboursOf`'s cache). */
export function adjacentOn(grid: HexGrid, a: string, b: string): boolean {
  return neighboursOf(grid, a).some((n) => n.hex === b);
}

/** A hex's neighbour on the map, and the hexside's two features the rules of play read. */
export interface Neighbour {
  readonly hex: string;
  /** A river runs along the hexside (8.4, 8.5, 8.8: a zone, an attrition or a line stops at it). */
  readonly river: boolean;
  /** A bridge crosses it (6.2 point 3: a line crosses a river only there). */
  readonly bridge: boolean;
}

/**
 * The neighbours of `hex` in the grid's direction order (HexGrid.neighbours), each with its hexside's river and
 * bridge, built once per grid and hex: a grid never changes, and the supply lines' searches ask for them thousands of
 * times a turn.
 */
const neighbourCache = new WeakMap<HexGrid, Map<string, readonly Neighbour[]>>();

export function neighboursOf(grid: HexGrid, hex: string): readonly Neighbour[] {
  let byHex = neighbourCache.get(grid);
  if (!byHex) neighbourCache.set(grid, (byHex = new Map()));
  let out = byHex.get(hex);
  if (!out) {
    out = grid.neighbours(hex).map((n) => {
      const features = grid.hexside(hex, n);
      return { hex: n, river: features.includes('river'), bridge: features.includes('bridge') };
    });
    byHex.set(hex, out);
  }
  return out;
}

/**
 * 8.4's General Exception: a single combat unit in a city next to a hex with at least two good-order enemy combat
 * units is under siege, unless those units are across a river (bridged or not). Read by movement (8.4), Depots (7.6)
 * and Forage markers (8.7).
 */
export function underSiege(p: N1812Position, hex: string): boolean {
  const here = unitsAt(p, hex);
  if (here.length !== 1 || !p.hexes.get(hex)?.city) return false;
  const enemy = otherSide(here[0]!.side);
  return neighboursOf(p.grid, hex).some(
    (n) => !n.river && unitsAt(p, n.hex, enemy).filter((u) => !u.disrupted).length >= 2,
  );
}

/**
 * 14.1–14.3: the historical set-up as a position, turn 1: each combat unit and leader on its set-up hex (those that
 * start off the map left out: the advanced game's leaders, 16.3), every unit in good order; the cities are their
 * territory's (1.1: Russia's Russian, the others French); no Depot yet (each side places its own, 14.1, 7.6–7.7).
 */
export function setupPosition(model: Napoleon1812Model): N1812Position {
  if (!model.grid) throw new Error('the pack has no hex map');
  const placed = <T extends { readonly id: string }>(xs: readonly T[]) => xs.filter((x) => model.setup.has(x.id));
  return {
    grid: model.grid,
    hexes: model.hexes,
    turn: 1,
    units: placed(model.units).map((u) => ({
      id: u.id,
      side: u.side,
      hex: model.setup.get(u.id)!,
      type: u.type,
      disrupted: false,
      occupancy: u.occupancy,
      unitClass: u.unitClass,
    })),
    leaders: placed(model.leaders).map((l) => ({ id: l.id, side: l.side, hex: model.setup.get(l.id)!, cr: l.cr })),
    depots: [],
    cityOwner: (hex) =>
      model.hexes.get(hex)?.city ? (model.hexes.get(hex)?.nation === 'russia' ? 'russian' : 'french') : null,
  };
}

/**
 * What must hold in every position of a game (the play module's invariants, for the fuzzer): no hex holds both
 * sides' combat units (8.4 point 6, 11.11), none more than 6 friendly OF (4.1), none a unit on a hex no unit enters
 * (2.2) or off the map. The problems found, as text.
 */
export function positionProblems(p: N1812Position): string[] {
  const wrong: string[] = [];
  const byHex = new Map<string, PlacedUnit[]>();
  for (const u of p.units) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  for (const [hex, units] of byHex) {
    const terrain = p.hexes.get(hex)?.terrain;
    if (terrain === undefined) wrong.push(`${hex}: not a hex of the map`);
    else if (IMPASSABLE_TERRAIN.includes(terrain)) wrong.push(`${hex}: ${terrain}, which no unit enters (2.2)`);
    if (new Set(units.map((u) => u.side)).size > 1) wrong.push(`${hex}: units of both sides`);
    for (const side of ['french', 'russian'] as const) {
      const of = units.filter((u) => u.side === side).reduce((n, u) => n + occupancyOf(u), 0);
      if (of > HEX_CAPACITY) wrong.push(`${hex}: ${of} ${side} OF, over ${HEX_CAPACITY} (4.1)`);
    }
  }
  return wrong;
}
