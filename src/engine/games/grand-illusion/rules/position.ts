import type { HexGrid } from '../../../core/map/hex.js';
import { hexGridOf, type HexMapData, type Pack } from '../../../core/pack.js';
import { otherSide, type Nation, type Side } from '../model.js';

/**
 * What the rules of play read off a game of Grand Illusion in progress (the map, the turn, who stands where, who
 * controls what), shared by the rules functions of each phase (control.ts, movement.ts, and those to come for
 * battles, retreats and supply). Plain data; the play module builds it from its state, a test from a built position.
 *
 * Gaps of the built-in pack (data/README.md), which the position takes as the play module gives them: the control of
 * each hex at the start (2.2: the black boxes; the pack has only the markers of 72 and 73), the +1 MP hexsides (2.2:
 * the red diamonds; the pack has none) and every counter's MA (2.4; null in the pack).
 */
export interface GiPosition {
  readonly grid: HexGrid;
  /** The map's hexes by id, as the pack holds them (terrain, features such as `belgium`, `schlieffen-plan`). */
  readonly hexes: ReadonlyMap<string, GiHex>;
  readonly turn: number;
  /** Infantry, cavalry, HQs and HA on the map (forts are `forts`). */
  readonly units: readonly PlacedUnit[];
  readonly forts: readonly PlacedFort[];
  /** 8.3.1: the side that controls a hex now (its control at the start, or the side that took it since). */
  readonly control: (hex: string) => Side;
  /** 8.3.4: hexes under a Cavalry Control marker (whose control cavalry alone changed). */
  readonly cavalryControl?: readonly string[];
  /** 8.4.5: the Block markers on the map. */
  readonly blocks?: readonly Block[];
}

export type GiHex = HexMapData['hexes'][number];

/** The map part of a position, from a pack (its grid by `hexGridOf`, its hexes by id); null for a pack without hexes. */
export function mapOf(pack: Pack): { readonly grid: HexGrid; readonly hexes: ReadonlyMap<string, GiHex> } | null {
  if (pack.map.kind !== 'hex') return null;
  return { grid: hexGridOf(pack.map), hexes: new Map(pack.map.hexes.map((h) => [h.id, h])) };
}

export type UnitType = 'infantry' | 'cavalry' | 'hq' | 'artillery';
/** 8.4.6: a corps counts 1, a division or brigade ½; an army is an HQ. */
export type UnitSize = 'corps' | 'division' | 'brigade';

export interface PlacedUnit {
  readonly id?: string;
  readonly side: Side;
  readonly nation: Nation;
  readonly hex: string;
  readonly type: UnitType;
  /** 8.4.6: a combat unit's size, when known (the errata's IX Corps (−) is given as a division). */
  readonly size?: UnitSize | null;
  /** 2.4, 9.8: Disorganized (for an HQ or HA: on its reduced side). */
  readonly disorganized: boolean;
  /** 2.4: the MA of the side now showing, when known (the pack's counters lack it but for VIII Corps and the HA). */
  readonly ma?: number | null;
  /** 8.4.3, 7.3: the German Army it belongs to, when known. */
  readonly army?: number | null;
  /** 11.2.4: the British Royal Naval Division, supplied in Antwerp like the Belgians. */
  readonly rnDivision?: boolean;
  /** 11.2.1: whether it is in supply now (8.3.3 reads it); in supply when not said. */
  readonly supplied?: boolean;
}

export interface PlacedFort {
  readonly id?: string;
  readonly side: Side;
  readonly hex: string;
  /** 9.5.3 a: besieged. */
  readonly besieged: boolean;
}

/** 8.4.5: a Block marker on the hexside between `a` and `b`, placed by `side` (it blocks the other side). */
export interface Block {
  readonly a: string;
  readonly b: string;
  readonly side: Side;
}

/** 2.2, 8.4.2: the hexside feature of a red diamond (+1 MP). The built-in pack has none (not in the text). */
export const EXTRA_MP_HEXSIDE = 'diamond';
/** 2.2, 8.4.2: the hexside feature of three diamonds. */
export const IMPASSABLE_HEXSIDE = 'impassable';

/** 2.9: a combat unit is infantry or cavalry. */
export const isCombatUnit = (u: PlacedUnit): boolean => u.type === 'infantry' || u.type === 'cavalry';

export function unitsAt(p: GiPosition, hex: string, side?: Side): PlacedUnit[] {
  return p.units.filter((u) => u.hex === hex && (side === undefined || u.side === side));
}

export function combatUnitsAt(p: GiPosition, hex: string, side: Side): PlacedUnit[] {
  return unitsAt(p, hex, side).filter(isCombatUnit);
}

/** 9.5.3 a: the forts of `side` in `hex` that are not besieged. */
export function unbesiegedFortsAt(p: GiPosition, hex: string, side: Side): PlacedFort[] {
  return p.forts.filter((f) => f.hex === hex && f.side === side && !f.besieged);
}

export function hasFeature(p: GiPosition, hex: string, feature: string): boolean {
  return p.hexes.get(hex)?.features.includes(feature) ?? false;
}

/**
 * Whether `side` occupies `hex`: it has units there (HQs and HA too) or forts that are not besieged (8.4.4 table 1
 * note 1: a besieged enemy fort leaves a friendly hex uncontested; 8.7.2: "non contengano cioè unità o forti nemici
 * non assediati").
 */
export function occupies(p: GiPosition, hex: string, side: Side): boolean {
  return unitsAt(p, hex, side).length > 0 || unbesiegedFortsAt(p, hex, side).length > 0;
}

/** 8.3.2: a contested hex holds units of both sides (a besieged fort does not contest it). */
export function isContested(p: GiPosition, hex: string): boolean {
  return occupies(p, hex, 'allied') && occupies(p, hex, 'german');
}

/** The side of `side`'s enemy that occupies `hex`, i.e. whether the enemy is there. */
export function enemyOccupies(p: GiPosition, hex: string, side: Side): boolean {
  return occupies(p, hex, otherSide(side));
}

/** 8.4.5: whether a Block marker of `side`'s enemy stands on the hexside between `a` and `b`. */
export function blockedFor(p: GiPosition, side: Side, a: string, b: string): boolean {
  return (p.blocks ?? []).some((k) => k.side !== side && ((k.a === a && k.b === b) || (k.a === b && k.b === a)));
}
