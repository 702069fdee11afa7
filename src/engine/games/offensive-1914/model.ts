import type { Counter, Pack } from '../../core/pack.js';
import { offensive1914Pack } from './pack.js';

/**
 * 1914 Offensive à outrance in its own vocabulary: the places (hexes written CC.RR, their terrain and hexsides), the
 * units (Formations and Support units with their printed AS, DS, PR, AV and CE; Forts; trains and depots) and the
 * Forces a ruling reasons about (an attacking Force and the hexside it crosses, a stack counted in DE). Built from the
 * pack (`fromPack`); a value the book does not print stays null, never a guess.
 */

// ---------------------------------------------------------------------------------------------------------------
// Places.

/** Hex terrain of the TEC (p. 110): what the defending hex gives the defending group (9.3.1). */
export const HEX_TERRAINS = ['open', 'woods', 'heath', 'hills', 'mountain', 'steep-mountain'] as const;
export type HexTerrain = (typeof HEX_TERRAINS)[number];

/** Hexside terrain of the TEC: what an attacking Force crosses (9.3.2). */
export const HEXSIDES = [
  'none',
  'forest',
  'dense-forest',
  'marsh',
  'escarpment',
  'minor',
  'major',
  'great',
  'imposing',
  'crest',
  'flood',
  'sea',
] as const;
export type Hexside = (typeof HEXSIDES)[number];

/** A hex as the rulebook writes it: column and row, `29.34`. */
export interface HexId {
  readonly column: number;
  readonly row: number;
  readonly label: string;
}

export interface Hex extends HexId {
  /** Null for a terrain the TEC does not know (a pack's own terrain id). */
  readonly terrain: HexTerrain | null;
  readonly name: string | null;
  readonly features: readonly string[];
  /** `fr` or `de`: which side of the 1871 border. */
  readonly nation: string | null;
  readonly vp: number | null;
}

export interface HexsideEdge {
  readonly a: string;
  readonly b: string;
  /** The TEC hexside, or null for a river whose class (minor … imposing) the pack does not say. */
  readonly hexside: Hexside | null;
  readonly river: boolean;
  readonly border: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Units.

/** 6.1.4: full strength, then six status levels below it. */
export const CE_STATUSES = ['full', '-1', '-2', '-3', 'ci', 'd1', 'd2'] as const;
export type CeStatus = (typeof CE_STATUSES)[number];

/** Who takes an Efficiency Check: a Formation (its CEL drops), Support units (5.5.2) or a lone Fortress (12.2.1b). */
export type ForceKind = 'formation' | 'support' | 'fortress';

/** The two sides of a combat; the Allies may be either (21.1). */
export type CombatSide = 'attacker' | 'defender';

/** The unit sizes and kinds of the stacking notation (1.1, p. 115). */
export const UNIT_KINDS = [
  'XX',
  'X',
  'III',
  'cXXX',
  'cXX',
  'cX',
  'cIII',
  'train',
  'art',
  'hq',
  'fort',
  'fortress',
  'depot',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** One unit of an attacking Force: its printed AS, and whether it lacks Ammo (9.4). */
export interface AttackingUnit {
  readonly as: number;
  readonly noAmmo: boolean;
}

/** One attacking Force (6.0: a Formation and up to two Support units): its units and the hexside it crosses. */
export interface AttackingForce {
  readonly units: readonly AttackingUnit[];
  readonly hexside: Hexside;
}

/** Units of one kind in a stack (3.1), `count` of them. */
export interface StackedUnit {
  readonly kind: UnitKind;
  readonly count: number;
  readonly support: boolean;
  readonly twoHex: boolean;
  readonly rail: boolean;
  readonly rnd: boolean;
}

/** What a counter is for the rules: its role decides which values it prints (2.3–2.7). */
export type CounterRole = 'formation' | 'support' | 'fort' | 'siege-train' | 'corps-train' | 'depot';

/** Values as a counter prints them; null where the book does not give them, absent where the counter has none. */
export interface PrintedValues {
  readonly ce?: number | null;
  readonly as?: number | null;
  readonly ds?: number | null;
  readonly pr?: number | null;
  readonly av?: number | null;
  readonly levels?: number | null;
  readonly range?: number | null;
}

export interface Unit {
  readonly id: string;
  readonly name: string;
  readonly nation: string;
  readonly role: CounterRole;
  readonly cavalry: boolean;
  readonly front: PrintedValues;
  /** The reduced side; null for a one-step counter. */
  readonly back: PrintedValues | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The model built from a pack.

export interface Offensive1914Model {
  readonly hexes: ReadonlyMap<string, Hex>;
  readonly hexsides: readonly HexsideEdge[];
  readonly units: ReadonlyMap<string, Unit>;
  /** Each scenario's set-up: unit id → hex label. */
  readonly setups: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

const VALUE_KEYS: Readonly<Record<string, keyof PrintedValues>> = {
  CE: 'ce',
  AS: 'as',
  DS: 'ds',
  PR: 'pr',
  AV: 'av',
  Levels: 'levels',
  Range: 'range',
};

function printed(names: readonly string[], values: readonly (number | null)[]): PrintedValues {
  const out: Partial<Record<keyof PrintedValues, number | null>> = {};
  names.forEach((name, i) => {
    const key = VALUE_KEYS[name];
    if (key) out[key] = values[i] ?? null;
  });
  return out;
}

function roleOf(counter: Counter): CounterRole {
  switch (counter.type) {
    case 'fort':
      return 'fort';
    case 'hq':
      return 'siege-train';
    case 'supply':
      return counter.size === 'army' ? 'depot' : 'corps-train';
    default:
      // 2.4 a Support unit prints its own CE; a Formation's CE is on its HQ's track.
      return counter.valueNames?.includes('CE') ? 'support' : 'formation';
  }
}

function unitOf(counter: Counter): Unit {
  const names = counter.valueNames ?? [];
  return {
    id: counter.id,
    name: counter.name,
    nation: counter.nation,
    role: roleOf(counter),
    cavalry: counter.type === 'cavalry',
    front: printed(names, counter.values),
    back: counter.reduced ? printed(names, counter.reduced) : null,
  };
}

function terrainOf(id: string): HexTerrain | null {
  return (HEX_TERRAINS as readonly string[]).includes(id) ? (id as HexTerrain) : null;
}

/** The model of a pack's map, counters and set-ups. */
export function fromPack(pack: Pack): Offensive1914Model {
  const hexes = new Map<string, Hex>();
  const hexsides: HexsideEdge[] = [];
  if (pack.map.kind === 'hex') {
    for (const h of pack.map.hexes) {
      const [column, row] = h.id.split('.').map(Number);
      hexes.set(h.id, {
        label: h.id,
        column: h.col ?? column ?? 0,
        row: h.row ?? row ?? 0,
        terrain: terrainOf(h.terrain),
        name: h.name ?? null,
        features: h.features,
        nation: h.nation ?? null,
        vp: h.values['vp'] ?? null,
      });
    }
    for (const side of pack.map.hexsides) {
      const known = side.features.find((f): f is Hexside => (HEXSIDES as readonly string[]).includes(f));
      const river = side.features.includes('river');
      hexsides.push({
        a: side.a,
        b: side.b,
        hexside: known ?? (river ? null : 'none'),
        river,
        border: side.features.includes('border'),
      });
    }
  }
  const units = new Map(pack.counters.map((c) => [c.id, unitOf(c)] as const));
  const setups = new Map(
    pack.scenarios.map((s) => [s.id, new Map(s.setup.map((entry) => [entry.unit, entry.at] as const))] as const),
  );
  return { hexes, hexsides, units, setups };
}

/** The model of the built-in pack (the Battle for Lorraine, 29.0). */
export function builtInModel(): Offensive1914Model {
  return fromPack(offensive1914Pack());
}
