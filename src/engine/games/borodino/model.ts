/**
 * Borodino in its own vocabulary: the sides, the arms and what a Disorder does to each (2.2, 9.61, 9.66, SR11,
 * SR13), the terrain an assault or a fire reads (Terrain Table), and the pack's counters, places and scenarios as
 * typed objects (`fromPack`). The rules functions (rules/) take these types; the rulings build them from options.
 *
 * The rulebook prints no counter values (2.2 shows one example counter): the built-in pack carries them as null
 * (drawn `?`), and a ruling that needs one asks for it. Nothing here invents a value.
 */
import type { Counter, Pack } from '../../core/pack.js';

// ---------------------------------------------------------------------------------------------------------
// Closed sets of the rules.

export type Side = 'french' | 'russian';
export type Commander = 'napoleon' | 'kutuzov';

/** The arms the counters print (2.2); horse artillery is artillery with MA 8 (2.4). */
export type Arm = 'infantry' | 'cavalry' | 'artillery' | 'horse-artillery';

/** What a Disorder does depends on this (9.61, 9.66; Cossacks SR11, Russian Militia SR13). */
export type UnitKind = 'infantry' | 'cavalry' | 'cossack' | 'militia' | 'artillery';
export const UNIT_KINDS = ['infantry', 'cavalry', 'cossack', 'militia', 'artillery'] as const;

export type DisorderEffect = 'disordered' | 'withdrawn' | 'eliminated';

/** 9.83: any heavy cavalry makes a charge heavy; Cossacks are light (SR11). */
export type CavalryWeight = 'light' | 'heavy';

/** 5.2: a Command is Under Orders or has No Orders (a Reserve activation acts as No Orders, 5.53). */
export type Orders = 'under' | 'none';

/** Who assaults (9.5), and a cavalry charge's weight (9.83). */
export const ATTACKS = ['infantry', 'cavalry', 'light-charge', 'heavy-charge'] as const;
export type Attack = (typeof ATTACKS)[number];
export const isCharge = (a: Attack): boolean => a === 'light-charge' || a === 'heavy-charge';

/** The hex terrain a fire or an assault reads (Terrain Table rows a unit may stand in). */
export const HEX_TERRAIN = ['open', 'woods', 'marsh', 'cultivated', 'town', 'rubble'] as const;
export type HexTerrain = (typeof HEX_TERRAIN)[number];

/** The hexsides an assault may cross (Terrain Table hexside rows a unit may cross). */
export const HEXSIDES = [
  'entrenchment',
  'slope-up',
  'steep-slope-up',
  'slope-down',
  'steep-slope-down',
  'wall',
  'stream',
  'banked-stream',
  'steep-banked-stream',
  'very-steep-banked-stream',
  'bridge',
  'ford',
] as const;
export type Hexside = (typeof HEXSIDES)[number];
/** The hexside crossed from one attacking hex: a Terrain Table hexside, or `none` for a plain side. */
export type Crossing = Hexside | 'none';

/** The slopes an artillery fire may cross (Terrain Table [f], [g]). */
export const SLOPES = ['slope-up', 'steep-slope-up', 'slope-down', 'steep-slope-down'] as const;
export type Slope = (typeof SLOPES)[number];

// ---------------------------------------------------------------------------------------------------------
// A unit as a check sees it.

/** Printed Cohesions are one digit (2.2: "Coesione: 6"); 10 leaves room for any counter without inventing one. */
export const COHESION_MIN = 0;
export const COHESION_MAX = 10;

/** A unit about to roll against its Cohesion: its kind, its current Cohesion and whether it is Disordered. */
export interface CheckedUnit {
  readonly kind: UnitKind;
  readonly cohesion: number;
  /** On its Disordered side: a new Disorder Withdraws it (9.66). */
  readonly disordered: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// The pack: counters, places, scenarios.

/** One side of a counter as printed (2.2): null where the book gives no value. */
export interface Printed {
  /** Infantry: the Defensive Fire DRM. */
  readonly defensiveFire: number | null;
  /** Infantry and cavalry: Strength Points (assault strength, 9.51). */
  readonly strength: number | null;
  readonly cohesion: number | null;
  readonly movement: number | null;
  /** Artillery: Effective and Maximum range (8.3) and Fire Strength (8.5). */
  readonly effectiveRange: number | null;
  readonly maximumRange: number | null;
  readonly fireStrength: number | null;
}

export interface Unit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly arm: Arm;
  /** For what a Disorder does to it (horse artillery is artillery). */
  readonly kind: UnitKind;
  readonly front: Printed;
  /** The back side: the unit Disordered (2.2); null for a counter without one. */
  readonly back: Printed | null;
  /** Values or split supplied by us, not by the book. */
  readonly schematic: boolean;
}

/** A hex the rulebook names (a village, a redoubt, the Kalatcha bridge) or scores (SR16). */
export interface Place {
  readonly hex: string;
  readonly name: string | null;
  readonly terrain: string;
  readonly features: readonly string[];
  /** Victory Points for occupying it, when it has any. */
  readonly vp: number | null;
  readonly schematic: boolean;
}

export interface ScenarioSetUp {
  readonly id: string;
  readonly first: Side;
  readonly turns: number;
  /** Each unit on the map at the start, with its hex. */
  readonly setup: readonly { readonly unit: string; readonly hex: string; readonly disordered: boolean }[];
  /** Units of the scenario's sides not set up: they enter later. */
  readonly reinforcements: readonly string[];
}

export interface BorodinoModel {
  readonly units: readonly Unit[];
  readonly places: readonly Place[];
  /** River hexsides (the Kolocha): no unit crosses them (Terrain Table: NA). */
  readonly rivers: readonly (readonly [string, string])[];
  readonly scenarios: readonly ScenarioSetUp[];
}

const NATION_SIDE: Readonly<Record<string, Side>> = { fr: 'french', ru: 'russian' };

/** The printed value names of the pack's counters (2.2), mapped to the model's fields. */
const VALUE_FIELD: Readonly<Record<string, keyof Printed>> = {
  DF: 'defensiveFire',
  SP: 'strength',
  Coh: 'cohesion',
  MA: 'movement',
  Eff: 'effectiveRange',
  Max: 'maximumRange',
  FS: 'fireStrength',
};

function printed(names: readonly string[], values: readonly (number | null)[]): Printed {
  const side: Record<keyof Printed, number | null> = {
    defensiveFire: null,
    strength: null,
    cohesion: null,
    movement: null,
    effectiveRange: null,
    maximumRange: null,
    fireStrength: null,
  };
  names.forEach((name, i) => {
    const field = VALUE_FIELD[name];
    if (field) side[field] = values[i] ?? null;
  });
  return side;
}

function armOf(counter: Counter): Arm | null {
  const t = counter.type;
  // SR13: the Russian Militia are foot units with rules of their own (their kind).
  if (t === 'militia') return 'infantry';
  return t === 'infantry' || t === 'cavalry' || t === 'artillery' || t === 'horse-artillery' ? t : null;
}

/** SR13's Militia by their counter type; SR11's Cossacks are the cavalry printed without a back ("non hanno retro"). */
function kindOf(counter: Counter, arm: Arm): UnitKind {
  if (counter.type === 'militia') return 'militia';
  if (arm === 'cavalry' && !counter.reduced) return 'cossack';
  return arm === 'horse-artillery' ? 'artillery' : arm;
}

function unitOf(counter: Counter): Unit | null {
  const arm = armOf(counter);
  const side = NATION_SIDE[counter.nation];
  if (!arm || !side) return null;
  const names = counter.valueNames ?? [];
  return {
    id: counter.id,
    name: counter.name,
    side,
    arm,
    kind: kindOf(counter, arm),
    front: printed(names, counter.values),
    back: counter.reduced ? printed(names, counter.reduced) : null,
    schematic: counter.schematic,
  };
}

/** The game's model from a Borodino pack (the built-in one, or a club's own with its counters' values). */
export function fromPack(pack: Pack): BorodinoModel {
  const units = pack.counters.map(unitOf).filter((u): u is Unit => u !== null);
  const places: Place[] = [];
  const rivers: (readonly [string, string])[] = [];
  if (pack.map.kind === 'hex') {
    for (const h of pack.map.hexes) {
      const vp = h.values['vp'] ?? null;
      if (h.name === undefined && h.features.length === 0 && vp === null) continue;
      places.push({
        hex: h.id,
        name: h.name ?? null,
        terrain: h.terrain,
        features: h.features,
        vp,
        schematic: h.schematic,
      });
    }
    for (const s of pack.map.hexsides) if (s.features.includes('river')) rivers.push([s.a, s.b]);
  }
  const scenarios = pack.scenarios.map((s): ScenarioSetUp => {
    const placed = new Set(s.setup.map((e) => e.unit));
    const nations = new Set(s.sides.flatMap((side) => side.nations));
    return {
      id: s.id,
      first: NATION_SIDE[s.sides.find((side) => side.id === s.first)?.nations[0] ?? ''] ?? 'french',
      turns: s.turns,
      setup: s.setup.map((e) => ({ unit: e.unit, hex: e.at, disordered: e.reduced })),
      reinforcements:
        s.reinforcements ?? pack.counters.filter((c) => nations.has(c.nation) && !placed.has(c.id)).map((c) => c.id),
    };
  });
  return { units, places, rivers, scenarios };
}

export function unitById(model: BorodinoModel, id: string): Unit | undefined {
  return model.units.find((u) => u.id === id);
}

/** A pack unit about to check its Cohesion, or null while its counter's Cohesion is unknown (the pack's null). */
export function checkedUnit(unit: Unit, disordered: boolean): CheckedUnit | null {
  const cohesion = (disordered ? unit.back : unit.front)?.cohesion ?? null;
  return cohesion === null ? null : { kind: unit.kind, cohesion, disordered };
}
