import type { HexGrid } from '../../core/map/hex.js';
import { hexGridOf, type HexMapData, type Pack } from '../../core/pack.js';

/**
 * Napoleon's Greatest Gamble in its own vocabulary: the two sides, the combat units (3.1–3.4) and leaders (3.5,
 * 14.2, 16.3) of the pack's counters, the hexes of its map, and the stacks and support stacks the combat rules
 * read (rule 11). The rules functions take these types; notation.ts builds them from what players type, and
 * `fromPack` builds them from a pack (the built-in one or a club's).
 */

// ---------------------------------------------------------------------------------------------------------------
// Sides (5.1, 1.1)

/** The two players (5.1): the Russian and the French ("La Grande Armée", its allies included, 1.1). */
export type Side = 'french' | 'russian';
export const SIDES: readonly Side[] = ['french', 'russian'];

export function otherSide(side: Side): Side {
  return side === 'french' ? 'russian' : 'french';
}

/** The nation codes of each side when the pack's scenario lists none (the built-in pack: `fr`, `ru`). */
const NATION_SIDE: Readonly<Record<string, Side>> = { fr: 'french', ru: 'russian' };

/**
 * The side of each nation code: the scenario's own `nations` per side, so that a club's pack may give the Grande
 * Armée's contingents their own codes (`pl`, `sx`, …: 16.11's foreign contingents), then `fr` and `ru`.
 */
function nationSides(pack: Pack, scenarioId: string): Readonly<Record<string, Side>> {
  const scenario = pack.scenarios.find((s) => s.id === scenarioId) ?? pack.scenarios[0];
  const out: Record<string, Side> = { ...NATION_SIDE };
  for (const side of scenario?.sides ?? [])
    if (side.id === 'french' || side.id === 'russian') for (const n of side.nations ?? []) out[n] = side.id;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Combat units (3.1–3.4)

/** 3.1: infantry, cavalry and artillery, the three "types" of the combined-arms bonus (11.3, 11.6). */
export type UnitType = 'infantry' | 'cavalry' | 'artillery';
export const UNIT_TYPES: readonly UnitType[] = ['infantry', 'cavalry', 'artillery'];

/** 3.3: the class, Veteran, Line or Conscript, printed as v, L, c; it sets the Occupancy Factor. */
export type UnitClass = 'v' | 'L' | 'c';

/** 3.3: the Occupancy Factor printed on the counter, by class. */
export const OCCUPANCY_FACTOR: Readonly<Record<UnitClass, number>> = { v: 1, L: 1.5, c: 2 };

/** 3.3: every good-order combat unit has a CF of 1. */
export const UNIT_COMBAT_FACTOR = 1;

export interface CombatUnit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: UnitType;
  /** 3.3; null when the counter's name does not print it. */
  readonly unitClass: UnitClass | null;
  /** 3.3: the Occupancy Factor (4.1 stacking), null when the class is unknown. */
  readonly occupancy: number | null;
}

/** 3.5, 14.2, 16.3: a leader and his Command Rating (null where the book gives none). */
export interface Leader {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly cr: number | null;
}

/** Counts of good-order or disrupted units by type. */
export type TypeCounts = Readonly<Record<UnitType, number>>;

/** A stack as the combat and attrition rules read it: its units by type, in good order or Disrupted (3.4). */
export interface Units {
  readonly good: TypeCounts;
  readonly disrupted: TypeCounts;
}

export const ZERO: TypeCounts = { infantry: 0, cavalry: 0, artillery: 0 };

export function sum(counts: TypeCounts): number {
  return counts.infantry + counts.cavalry + counts.artillery;
}

export function typesPresent(counts: TypeCounts): number {
  return UNIT_TYPES.filter((t) => counts[t] > 0).length;
}

export function add(a: TypeCounts, b: TypeCounts): TypeCounts {
  return {
    infantry: a.infantry + b.infantry,
    cavalry: a.cavalry + b.cavalry,
    artillery: a.artillery + b.artillery,
  };
}

export function totalUnits(units: Units): number {
  return sum(units.good) + sum(units.disrupted);
}

/** The stack the rules read from counters: each unit's type, Disrupted when its id is in `disrupted` (3.4). */
export function stackOf(units: readonly CombatUnit[], disrupted: ReadonlySet<string> = new Set()): Units {
  const good: Record<UnitType, number> = { ...ZERO };
  const bad: Record<UnitType, number> = { ...ZERO };
  for (const unit of units) (disrupted.has(unit.id) ? bad : good)[unit.type] += 1;
  return { good, disrupted: bad };
}

/**
 * A support stack, as 11.5 and 11.7 read it: the number of its good-order combat units, its disrupted units (they
 * only absorb hits, 11.18), its fatigue (11.2), whether a leader is with it, and for the attacker's support (11.5)
 * whether it supports across a river and whether it has artillery (the fortified-city modifier).
 */
export interface SupportStack {
  readonly good: number;
  readonly disrupted: number;
  readonly leader: boolean;
  readonly artillery: boolean;
  readonly river: boolean;
  readonly forcedMarch: boolean;
  readonly combats: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The defender's hex in combat (11.4, 11.5, 14.6)

export type Terrain = 'clear' | 'city' | 'fortified-city' | 'forest' | 'marsh' | 'rough';
export const TERRAINS: readonly Terrain[] = ['clear', 'city', 'fortified-city', 'forest', 'marsh', 'rough'];

/** 16.4: the special abilities of the highest-ranking leader that change a combat. */
export type AttackerAbility = 'none' | 'napoleon' | 'platov' | 'murat' | 'grouchy';
export type DefenderAbility = 'none' | 'napoleon';

/** ⚠ what "the attacking stack" of 11.3 (and 11.1, 11.5, 11.14–11.16) counts: the ordered units or the whole stack. */
export type ArmsFrom = 'attacking' | 'stack';

/** Where the 11.2 point 3 divisor applies (⚠ two readings, README). */
export type FatigueOn = 'value' | 'cf';

// ---------------------------------------------------------------------------------------------------------------
// The map

export interface Hex {
  /** The rulebook's hex number, XXYY. */
  readonly id: string;
  readonly name: string | null;
  /** The pack's terrain id (`clear`, `marsh`, `lake`, `sea` in the built-in pack). */
  readonly terrain: string;
  readonly city: boolean;
  readonly fortified: boolean;
  /** 14.7: the Victory Points printed on the map; null when the book does not give the number. */
  readonly vp: number | null;
  readonly victoryCity: boolean;
  /** The state of June 1812 the hex belongs to (`russia`, `warsaw`, `prussia`, `austria`). */
  readonly nation: string | null;
}

/** The hex as the combat rules read it (11.4): undefined for a hex no unit can enter (lake, sea, mountain). */
export function combatTerrain(hex: Hex): Terrain | undefined {
  if (hex.fortified) return 'fortified-city';
  if (hex.city) return 'city';
  return (TERRAINS as readonly string[]).includes(hex.terrain) ? (hex.terrain as Terrain) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The pack tables the rulebook names but does not print (their schemas and titles: ../tables.ts)

/** A row of Tab. 7.3 (or Tab. 16.13): Supply Trains per turn and side (7.2). */
export interface TrainsRow {
  readonly turn: number;
  readonly french: number;
  readonly russian: number;
}

/**
 * The arrival codes of the Tab. 13.2 legend: (A) Austrians at Lemberg (2217), (K) Kiev, (Kg) Kaluga,
 * (St P) St Petersburg, each "and/or an immediately adjacent hex"; `west` is the note's "any hex of territory
 * west of Russia" for French reinforcements other than the Austrians (13.3).
 */
export type Arrival = 'west' | 'A' | 'K' | 'Kg' | 'StP';

/** A row of Tab. 13.2: units (as the table prints them, free text) and leaders arriving at the end of a turn. */
export interface ReinforcementRow {
  readonly turn: number;
  readonly side: Side;
  readonly units: string;
  readonly leaders?: readonly string[];
  readonly arrival: Arrival;
  readonly note?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The model built from a pack

export interface Napoleon1812Model {
  readonly units: readonly CombatUnit[];
  readonly leaders: readonly Leader[];
  readonly hexes: ReadonlyMap<string, Hex>;
  /** The map's grid (adjacency, distances, the hexsides' rivers and bridges); null for a pack without a hex map. */
  readonly grid: HexGrid | null;
  /** The historical set-up (14.1): where each counter starts; absent for a counter that starts off the map. */
  readonly setup: ReadonlyMap<string, string>;
  /** 14.4: the number of turns. */
  readonly turns: number;
}

const TYPE_OF: Readonly<Record<string, UnitType>> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  artillery: 'artillery',
};
const CLASS_IN_NAME = /\b(?:inf|cav|art)\. (v|L|c)\b/;

/** The counters, map and historical set-up of a pack, in the game's vocabulary; values the book lacks stay null. */
export function fromPack(pack: Pack, scenarioId = 'historical'): Napoleon1812Model {
  const units: CombatUnit[] = [];
  const leaders: Leader[] = [];
  const sideOf = nationSides(pack, scenarioId);
  for (const counter of pack.counters) {
    const side = sideOf[counter.nation];
    if (side === undefined) continue;
    if (counter.type === 'leader') {
      const at = counter.valueNames?.indexOf('CR') ?? -1;
      leaders.push({ id: counter.id, name: counter.name, side, cr: counter.values[at < 0 ? 0 : at] ?? null });
      continue;
    }
    const type = TYPE_OF[counter.type];
    if (type === undefined) continue;
    const unitClass = (CLASS_IN_NAME.exec(counter.name)?.[1] as UnitClass | undefined) ?? null;
    units.push({
      id: counter.id,
      name: counter.name,
      side,
      type,
      unitClass,
      occupancy: unitClass === null ? null : OCCUPANCY_FACTOR[unitClass],
    });
  }
  const hexes = new Map<string, Hex>();
  if (pack.map.kind === 'hex') {
    for (const h of (pack.map as HexMapData).hexes) {
      hexes.set(h.id, {
        id: h.id,
        name: h.name ?? null,
        terrain: h.terrain,
        city: h.features.includes('city'),
        fortified: h.features.includes('fort'),
        vp: h.values['vp'] ?? null,
        victoryCity: h.features.includes('vp'),
        nation: h.nation ?? null,
      });
    }
  }
  const scenario = pack.scenarios.find((s) => s.id === scenarioId) ?? pack.scenarios[0];
  const setup = new Map((scenario?.setup ?? []).map((entry) => [entry.unit, entry.at]));
  const grid = pack.map.kind === 'hex' ? hexGridOf(pack.map as HexMapData) : null;
  return { units, leaders, hexes, grid, setup, turns: scenario?.turns ?? 0 };
}
