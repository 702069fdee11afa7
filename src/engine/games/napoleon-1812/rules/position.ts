import type { HexGrid } from '../../../core/map/hex.js';
import { otherSide, type Hex, type Side, type UnitClass, type UnitType } from '../model.js';
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

/** 4.1: the friendly Occupancy Factors a hex holds (leaders count 0). */
export const HEX_CAPACITY = 6;

/** 1.1: difficult terrain (the pack's terrain ids), impassable to French units and lines (14.6). */
export const DIFFICULT_TERRAIN: readonly string[] = ['forest', 'marsh', 'rough', 'mountain'];
/** 2.2: terrain no unit enters. */
export const IMPASSABLE_TERRAIN: readonly string[] = ['lake', 'sea', 'mountain'];

export function winter(p: N1812Position): boolean {
  return isWinter(p.turn, p.twoYear ?? false);
}

export function isDifficult(p: N1812Position, hex: string): boolean {
  return DIFFICULT_TERRAIN.includes(p.hexes.get(hex)?.terrain ?? '');
}

export function unitsAt(p: N1812Position, hex: string, side?: Side): PlacedUnit[] {
  return p.units.filter((u) => u.hex === hex && (side === undefined || u.side === side));
}

export function leadersAt(p: N1812Position, hex: string, side?: Side): PlacedLeader[] {
  return p.leaders.filter((l) => l.hex === hex && (side === undefined || l.side === side));
}

/**
 * The good-order enemy cavalry whose zone covers `hex` for `side` (6.2 point 1, 8.4 points 7–8): in a hex next to it,
 * not across a river (8.4: a river, bridged or not, stops the zone; 6.2 gives supply lines no such exception, so
 * `acrossRivers` says whether it counts), and none of French cavalry over difficult terrain (14.6).
 */
export function enemyCavalryZone(p: N1812Position, side: Side, hex: string, acrossRivers: boolean): PlacedUnit[] {
  const enemy = otherSide(side);
  if (enemy === 'french' && isDifficult(p, hex)) return [];
  const near = p.grid.neighbours(hex);
  return p.units.filter(
    (u) =>
      u.side === enemy &&
      u.type === 'cavalry' &&
      !u.disrupted &&
      near.includes(u.hex) &&
      (acrossRivers || !p.grid.hexside(hex, u.hex).includes('river')),
  );
}

/**
 * 8.4's General Exception: a single combat unit in a city next to a hex with at least two good-order enemy combat
 * units is under siege, unless those units are across a river (bridged or not). Read by movement (8.4), Depots (7.6)
 * and Forage markers (8.7).
 */
export function underSiege(p: N1812Position, hex: string): boolean {
  const here = p.units.filter((u) => u.hex === hex);
  if (here.length !== 1 || !p.hexes.get(hex)?.city) return false;
  const enemy = otherSide(here[0]!.side);
  return p.grid
    .neighbours(hex)
    .some(
      (n) =>
        !p.grid.hexside(hex, n).includes('river') &&
        p.units.filter((u) => u.hex === n && u.side === enemy && !u.disrupted).length >= 2,
    );
}
