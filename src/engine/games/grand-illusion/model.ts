import type { Pack } from '../../core/pack.js';

/**
 * Grand Illusion's model in its own vocabulary: the two players, the combat units and forts a battle puts on the
 * Battle Map, the fort roster of 9.5, and the counters of the built-in pack with their printed values. The rules
 * functions (rules/) take these types; the notation (notation.ts) builds them from what players type.
 */

// ---------------------------------------------------------------------------------------------------------------
// Players and scenarios.

/** The two players (1.1): the Allied player (France, Britain, Belgium) and the German player. */
export type Side = 'allied' | 'german';
export const SIDES: readonly Side[] = ['allied', 'german'];

export function otherSide(side: Side): Side {
  return side === 'allied' ? 'german' : 'allied';
}

/** The three scenarios (13.0): 1 the full campaign, 2 the short campaign, 3 the hypothetical one. */
export type Scenario = 1 | 2 | 3;

/** Length in turns: 15 (13.1), 7 (13.2), 15 (13.3). */
export const SCENARIO_LENGTH: Record<Scenario, number> = { 1: 15, 2: 7, 3: 15 };
export const LAST_TURN = 15;

// ---------------------------------------------------------------------------------------------------------------
// Combat units and forces on the Battle Map (9.2).

export type Nationality = 'french' | 'british' | 'belgian' | 'german';
export type Arm = 'infantry' | 'cavalry';
export type Size = 'corps' | 'division' | 'brigade';

export const SIDE_OF: Record<Nationality, Side> = {
  french: 'allied',
  british: 'allied',
  belgian: 'allied',
  german: 'german',
};

export interface CombatUnit {
  readonly kind: 'unit';
  readonly label: string;
  readonly nationality: Nationality;
  readonly arm: Arm;
  readonly size: Size;
  /** CS of the side now showing. */
  readonly cs: number;
  /** CS of the Disorganized side, for an intact unit (needed only if it must fire after being hit). */
  readonly disorganizedCs: number | null;
  readonly disorganized: boolean;
  /** French XIV Corps or Chasseurs Alpins (yellow triangle, 2.4; 9.3.1 b). */
  readonly alpine: boolean;
}

export interface FortUnit {
  readonly kind: 'fort';
  readonly label: string;
  readonly steps: readonly FortStep[];
  readonly garrisoned: boolean;
  readonly side: Side | null;
}

export type ForceUnit = CombatUnit | FortUnit;
/** One Battle Map space: a unit, or two divisions/brigades of one nationality and arm (9.2.2). */
export type Group = readonly ForceUnit[];

export interface Force {
  /** Inferred from nationalities (German, or French/British/Belgian) and roster forts; null if nothing tells. */
  readonly side: Side | null;
  readonly groups: readonly Group[];
}

export const isFort = (unit: ForceUnit): unit is FortUnit => unit.kind === 'fort';
export const isCombat = (unit: ForceUnit): unit is CombatUnit => unit.kind === 'unit';

// ---------------------------------------------------------------------------------------------------------------
// Forts (9.5): the roster as the errata (@) print it. A fort's steps run from the side now showing down to its last
// step; a fort with an "R" counter has four (both sides of its first counter, then both sides of the R counter), as
// 9.3.3 describes the losses.

export interface FortStep {
  /** Combat strength of this side of the counter. */
  readonly cs: number;
  /** Bombardment-defence number "[+n]" (2.4), added to the HA's die; 0 where none is printed. */
  readonly defence: number;
}

export interface RosterFort {
  readonly id: string;
  readonly name: string;
  readonly hex: number;
  readonly side: Side;
  /** 9.5.2 and the Garrisoned Forts table: surrenders only on a 1, besieged only by an intact infantry corps. */
  readonly garrisoned: boolean;
  /** Orange-stripe counter, scenario 3 only (2.6 note). */
  readonly optional: boolean;
  /** Every step, full strength first, when the rulebook prints every side; absent when it does not. */
  readonly steps?: readonly FortStep[];
  /** The roster line as 9.5 prints it. */
  readonly printed: string;
}

/** A fort as a ruling uses it: its remaining steps, the side now showing first. */
export interface Fort {
  readonly label: string;
  readonly steps: readonly FortStep[];
  readonly garrisoned: boolean;
}

/** A fort rolling to surrender (9.5.3). */
export interface BesiegedFort {
  readonly label: string;
  readonly garrisoned: boolean;
  /** Antwerp can be besieged only with the German scenario 3 option "Invade Holland" (12.5.1, 13.3 b 5). */
  readonly antwerp: boolean;
}

const s = (cs: number, defence = 0): FortStep => ({ cs, defence });

/**
 * 9.5 (@ errata) roster. Decisions (README): Maubeuge is hex 54 (9.5, 11.2.1 c, 13.2.2; the garrison table's 45 is
 * a slip); the two "Verdun" forts are kept apart by hex (67 and 76), as both the roster and the garrison table list
 * them; Belfort is hex 104, the only number the text gives (garrison table); only the Epinal fort printed [+2] is
 * garrisoned (9.5.2's rule; the table names "Epinal" once); Antwerp is garrisoned only as the scenario 3 "Belgian
 * preparation" counter (garrison table: "Anversa (opzione scenario 3)"). The built-in pack holds the same steps
 * (tests/unit/games/grand-illusion/model.test.ts checks them against it).
 */
export const FORT_ROSTER: readonly RosterFort[] = [
  // Belgian forts
  { id: 'antwerp', name: 'Antwerp', hex: 52, side: 'allied', garrisoned: false, optional: false, printed: '5, R 3' },
  {
    id: 'antwerp-prepared',
    name: 'Antwerp (Belgian preparation)',
    hex: 52,
    side: 'allied',
    garrisoned: true,
    optional: true,
    printed: '5 [+1], R 3 [+1]',
  },
  { id: 'namur', name: 'Namur', hex: 64, side: 'allied', garrisoned: false, optional: false, printed: '3 [+1], no R' },
  { id: 'liege', name: 'Liège', hex: 72, side: 'allied', garrisoned: false, optional: true, printed: '4, R 2 [+1]' },
  // German forts
  { id: 'metz', name: 'Metz', hex: 86, side: 'german', garrisoned: true, optional: false, printed: 'Metz 5, R Metz 3' },
  { id: 'trier', name: 'Trier', hex: 94, side: 'german', garrisoned: false, optional: false, printed: '3, no R' },
  {
    id: 'strasbourg',
    name: 'Strasbourg',
    hex: 105,
    side: 'german',
    garrisoned: false,
    optional: false,
    printed: '5, R 3',
  },
  // French forts
  {
    id: 'versailles',
    name: 'Versailles',
    hex: 10,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(2), s(1)],
    printed: '2/1',
  },
  {
    id: 'paris',
    name: 'Paris',
    hex: 19,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(5), s(4), s(2), s(1)],
    printed: '5/4, R 2/1',
  },
  {
    id: 'hazebrouck',
    name: 'Hazebrouck',
    hex: 24,
    side: 'allied',
    garrisoned: false,
    optional: true,
    steps: [s(3), s(2)],
    printed: '3/2',
  },
  {
    id: 'lille',
    name: 'Lille',
    hex: 34,
    side: 'allied',
    garrisoned: false,
    optional: true,
    steps: [s(3), s(2)],
    printed: '3/2',
  },
  {
    id: 'maubeuge',
    name: 'Maubeuge',
    hex: 54,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 1), s(2, 1)],
    printed: '5 [+2] / 4 [+2], R 3 [+1] / 2 [+1]',
  },
  {
    id: 'verdun-67',
    name: 'Verdun (hex 67)',
    hex: 67,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
  {
    id: 'verdun-76',
    name: 'Verdun (hex 76)',
    hex: 76,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 3), s(4, 3), s(3, 3), s(2, 3)],
    printed: '5 [+3] / 4 [+3], R 3 [+3] / 2 [+3]',
  },
  {
    id: 'st-mihiel',
    name: 'St Mihiel',
    hex: 77,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4), s(3), s(2), s(1)],
    printed: '4/3, R 2/1',
  },
  {
    id: 'langres',
    name: 'Langres',
    hex: 79,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4), s(3), s(2), s(1)],
    printed: '4/3, R 2/1',
  },
  {
    id: 'nancy',
    name: 'Nancy',
    hex: 87,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4, 1), s(3, 1), s(2, 1), s(1, 1)],
    printed: '4 [+1] / 3 [+1], R 2 [+1] / 1 [+1]',
  },
  {
    id: 'toul',
    name: 'Toul',
    hex: 87,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
  {
    id: 'epinal-4',
    name: 'Epinal (4/3)',
    hex: 98,
    side: 'allied',
    garrisoned: false,
    optional: false,
    steps: [s(4), s(3), s(2), s(1)],
    printed: '4/3, R 2/1',
  },
  {
    id: 'epinal-5',
    name: 'Epinal (5 [+2])',
    hex: 98,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
  {
    id: 'belfort',
    name: 'Belfort',
    hex: 104,
    side: 'allied',
    garrisoned: true,
    optional: false,
    steps: [s(5, 2), s(4, 2), s(3, 2), s(2, 2)],
    printed: '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]',
  },
];

export const FORT_IDS: readonly string[] = FORT_ROSTER.map((f) => f.id);

export function rosterFort(id: string): RosterFort | undefined {
  return FORT_ROSTER.find((f) => f.id === id);
}

/** "5 [+2]" or "3", as the roster prints a step. */
export function stepText(step: FortStep): string {
  return step.defence > 0 ? `${step.cs} [+${step.defence}]` : `${step.cs}`;
}

/** The Antwerp hex (52): besieged only with scenario 3's "Invade Holland" (12.5.1). */
export const ANTWERP_HEX = 52;

// ---------------------------------------------------------------------------------------------------------------
// Retreat to Sea (9.4.5): the Allied units the Sea Retreat table tells apart.

export type SeaNationality = 'british' | 'french' | 'territorial' | 'belgian';
export const SEA_NATIONALITIES: readonly SeaNationality[] = ['british', 'french', 'territorial', 'belgian'];

export interface SeaUnit {
  readonly nationality: SeaNationality;
  readonly disorganized: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// The counters of a pack (the built-in one: data/pack.json), as typed model objects.

export type Nation = 'fr' | 'gb' | 'be' | 'de';
export type CounterType = 'infantry' | 'cavalry' | 'artillery' | 'hq' | 'fort';

export const NATION_SIDE: Record<Nation, Side> = { fr: 'allied', gb: 'allied', be: 'allied', de: 'german' };

/** A counter's values by the names it prints them under (CS, BD, MA, BN); null where the rulebook lacks the value. */
export type PrintedValues = Readonly<Record<string, number | null>>;

export interface Counter {
  readonly id: string;
  readonly name: string;
  readonly nation: Nation;
  readonly side: Side;
  readonly type: CounterType;
  readonly size: string | null;
  readonly front: PrintedValues;
  /** The reduced (Disorganized, or a fort's second) side; null for a one-sided counter. */
  readonly back: PrintedValues | null;
}

/** A fort of the pack: its steps from its counter and its R counter, null when a side's values are not printed. */
export interface PackFort {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly hex: number | null;
  readonly steps: readonly FortStep[] | null;
}

export interface GameModel {
  readonly counters: readonly Counter[];
  readonly forts: readonly PackFort[];
  /** Where the pack's first scenario sets each counter up, by counter id (hex number). */
  readonly setup: Readonly<Record<string, number>>;
  /** The first scenario's length in turns. */
  readonly turns: number;
}

const NATIONS: readonly Nation[] = ['fr', 'gb', 'be', 'de'];
const TYPES: readonly CounterType[] = ['infantry', 'cavalry', 'artillery', 'hq', 'fort'];

function printed(names: readonly string[], values: readonly (number | null)[]): PrintedValues {
  const out: Record<string, number | null> = {};
  names.forEach((name, i) => (out[name] = values[i] ?? null));
  return out;
}

/** The fort's steps from its two sides (CS and BD, the "[+n]"): null when any value is not printed. */
function sidesAsSteps(counter: Counter | undefined): FortStep[] | null {
  if (!counter) return [];
  const steps: FortStep[] = [];
  for (const side of [counter.front, counter.back]) {
    if (side === null) continue;
    const cs = side['CS'];
    const defence = 'BD' in side ? side['BD'] : 0;
    if (cs === null || cs === undefined || defence === null || defence === undefined) return null;
    steps.push({ cs, defence });
  }
  return steps;
}

/** Builds the game's model from a pack: its counters with their printed values, its forts, its set-up. */
export function fromPack(pack: Pack): GameModel {
  const counters: Counter[] = pack.counters
    .filter((c) => NATIONS.includes(c.nation as Nation) && TYPES.includes(c.type as CounterType))
    .map((c) => {
      const names = c.valueNames ?? c.values.map((_, i) => `v${i + 1}`);
      const nation = c.nation as Nation;
      return {
        id: c.id,
        name: c.name,
        nation,
        side: NATION_SIDE[nation],
        type: c.type as CounterType,
        size: c.size ?? null,
        front: printed(names, c.values),
        back: c.reduced ? printed(names, c.reduced) : null,
      };
    });
  const scenario = pack.scenarios[0];
  const setup: Record<string, number> = {};
  for (const entry of scenario?.setup ?? []) {
    const hex = Number(entry.at);
    if (Number.isInteger(hex)) setup[entry.unit] = hex;
  }
  const byId = new Map(counters.map((c) => [c.id, c]));
  const forts: PackFort[] = counters
    .filter((c) => c.type === 'fort' && !c.id.endsWith('-r'))
    .map((c) => {
      const first = sidesAsSteps(c);
      const replacement = sidesAsSteps(byId.get(`${c.id}-r`));
      return {
        id: c.id,
        name: c.name,
        side: c.side,
        hex: setup[c.id] ?? null,
        steps: first === null || replacement === null ? null : [...first, ...replacement],
      };
    });
  return { counters, forts, setup, turns: scenario?.turns ?? LAST_TURN };
}
