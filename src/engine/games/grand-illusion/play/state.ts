import { z } from 'zod';
import type { LearnedBook } from '../../../core/learned.js';
import type { Side } from '../model.js';
import type { BattleKind } from '../rules/battle-position.js';
import type { FowMarker } from '../rules/fortunes.js';
import type { BattleMap, MapStage } from '../rules/placement.js';
import type { Block } from '../rules/position.js';
import type { CapColumn } from '../rules/tables.js';

/**
 * The state of a Grand Illusion game played by its rules (the draft module). Plain JSON (no classes, no Maps):
 * stored, cloned and replayed from the action log. The prompt in force is the top of `stack`; an interrupt (a value
 * the book lacks asked of the counter's owner, the defender's choice after Defender's Tactical Advantage, a retreat)
 * is pushed on top and popped when answered. An empty stack means the sequence of play (4.0) goes on by itself from
 * `step` (machine.ts `run`).
 */

/** Where a unit is: a hex id, `off` (not on the map: not placed at set-up), `eliminated` or `track` (7.2). */
export const OFF = 'off';
export const ELIMINATED = 'eliminated';
/** 7.2: a replacement bought for 1 CAP waits on the Turn Record Track (`GiState.returning` says for which turn). */
export const TRACK = 'track';

export interface UnitState {
  at: string;
  /** 2.4, 9.8: on its Disorganized side (an HQ or HA: its reduced side). */
  disorganized: boolean;
}

export interface FortState {
  /** The fort's hex, or `eliminated`. */
  at: string;
  /** The step now showing: 0 the counter's front, 1 its back, 2 and 3 the R counter's (9.3.3). */
  step: number;
}

/** The points of the sequence of play (4.0) `run` performs in order while no prompt is open. */
export type Step =
  | 'cap'
  | 'initiative'
  | 'reinforcement'
  | 'action-begin'
  | 'action'
  | 'strategic'
  | 'admin-a'
  | 'admin-b'
  | 'admin-b2'
  | 'admin-c'
  | 'admin-c2'
  | 'admin-d'
  | 'admin-e'
  | 'admin-f'
  | 'admin-g'
  | 'admin-h';

/** A battle declared in the activation (9.1.2) and not yet fought. */
export interface Pending {
  readonly hex: string;
  readonly kind: BattleKind;
  /** 9.1.2 b, c: the units that entered the hex and must (b) or chose to (c) attack. */
  readonly entered?: readonly string[];
  /** 9.1.4: the Fortunes of War already rolled (a battle resumed after the defender's choice, FoW 7). */
  readonly fow?: { readonly marker: FowMarker };
  /** 9.1.2 a: the combat units designated to attack (absent: every one that began in the hex and has not moved). */
  readonly attackers?: readonly string[];
  /** 13.1: the Allies have been offered the Belgian retreat to Antwerp for this battle. */
  readonly belgian?: boolean;
  /** 9.2.2–9.2.5: the Battle Map as its owners placed it (present once placed, play/placement.ts). */
  readonly placed?: BattleMap;
  /** 9.6.2: the defending cavalry that withdrew from the Battle Map (present once the owner has been asked). */
  readonly withdrawn?: readonly string[];
  /** 9.5.4: the German HA have bombarded (or the German declined) before this battle's Fortunes of War. */
  readonly bombarded?: boolean;
  /** 12.4: the Allies took Allenby's automatic Skirmish for this battle. */
  readonly allenby?: boolean;
}

/** What the Fortunes of War of a battle read (9.1.4), kept when the HA's bombardment may leave the hex empty. */
export interface BattleFow {
  readonly hex: string;
  readonly plan17: boolean;
  readonly mandated: boolean | null;
  readonly hexNumber: number | null;
}

export type Frame =
  /** 3.1, the pack's set-up notes: the side places its counters the pack leaves off the map. */
  | { readonly name: 'place'; readonly side: Side }
  /** 8.1: the side's Action Segment: activate a hex, rally one, or pass. */
  | { readonly name: 'segment'; readonly side: Side }
  /** 8.2: the activated hex: move its units, declare and fight battles, end the activation. */
  | {
      readonly name: 'activation';
      readonly side: Side;
      readonly hex: string;
      /** 9.1.2 a, 8.2: the side's units in the hex when it was activated. */
      readonly began: readonly string[];
      readonly moved: readonly string[];
      /** 9.1.3 e: hexes attacked in this activation. */
      readonly attacked: readonly string[];
      readonly battles: readonly Pending[];
      /** 9.1.2 c: hexes where a move may declare a battle, with the units that entered. */
      readonly optional: readonly { readonly hex: string; readonly entered: readonly string[] }[];
      /** 8.2.2: a battle has been resolved: no more movement. */
      readonly fought: boolean;
      /** 8.1.1 item 4: a FoW result hands the initiative over when the activation ends. */
      readonly cede: boolean;
    }
  /** 8.4: a group moving hex by hex from the activated hex (the path so far); 8.7.2–8.7.3: in a General Retreat. */
  | {
      readonly name: 'move';
      readonly side: Side;
      readonly units: readonly string[];
      readonly path: readonly string[];
      readonly generalRetreat?: boolean;
    }
  /** 8.7.1: at the start of the other side's Action Segment, the side may declare its General Retreat. */
  | { readonly name: 'gr-offer'; readonly side: Side }
  /**
   * 8.7.2, 8.7.3: the side's General Retreat: its units are activated one hex at a time at no CAP cost (`hex`, or null
   * between two) and each moves once (`moved`).
   */
  | {
      readonly name: 'general-retreat';
      readonly side: Side;
      readonly hex: string | null;
      readonly moved: readonly string[];
    }
  /** 8.7.3: at the end of the German General Retreat, trenches for 1 CAP a hex. */
  | { readonly name: 'gr-trench'; readonly side: Side }
  /** A value the book and the pack lack, asked of the side that owns it (README, "Values the book lacks"). */
  | { readonly name: 'ask'; readonly side: Side; readonly value: string; readonly max: number }
  /** FoW 7 (8.1.1): the defender cancels the battle, makes it a Skirmish, or fights it. */
  | { readonly name: 'dta'; readonly side: Side; readonly hex: string }
  /** 7.2: the side buys and places replacements (its segment of the Reinforcement and Replacement Phase). */
  | { readonly name: 'replace'; readonly side: Side }
  /** 9.4.3: the side retreats `units` from the battle hex (`first`: the overstacked hex already entered). */
  | {
      readonly name: 'retreat';
      readonly side: Side;
      readonly hex: string;
      readonly units: readonly string[];
      readonly first?: string;
    }
  /** 9.4.3: the retreating side takes `steps` steps from units of its choice in the group that retreated along `path`. */
  | {
      readonly name: 'retreat-loss';
      readonly side: Side;
      readonly hex: string;
      readonly path: readonly string[];
      readonly units: readonly string[];
      readonly steps: number;
    }
  /** 9.3.5: the German removes one step from an Allied unit in the battle hex. */
  | { readonly name: 'impetus'; readonly side: Side; readonly hex: string }
  /**
   * 9.6.2: the defender's intact front-line cavalry (`units`) may withdraw from the battle before it is fought;
   * `cavalry` are those facing attacking cavalry (Disorganized if they withdraw). `pending` is fought after.
   */
  | {
      readonly name: 'withdraw';
      readonly side: Side;
      readonly hex: string;
      readonly pending: Pending;
      readonly marker: FowMarker;
      readonly units: readonly string[];
      readonly cavalry: readonly string[];
      readonly withdrawn: readonly string[];
    }
  /**
   * 9.2.2–9.2.5: the owner places its `stage` of the Battle Map of the battle in `hex` (`attacker`: the side attacking
   * on it, 9.2.4); `map` so far, `begun` as the stage began. `pending` is fought once the map is finished.
   */
  | {
      readonly name: 'battle-map';
      readonly side: Side;
      readonly hex: string;
      readonly pending: Pending;
      readonly marker: FowMarker;
      readonly attacker: Side;
      readonly stage: MapStage;
      readonly map: BattleMap;
      readonly begun: BattleMap;
    }
  /**
   * 9.6.3: the owner of the enemy cavalry alone in `hex` keeps it there (eliminated) or retreats it three hexes
   * (`path`: the hexes chosen so far, once it retreats).
   */
  | {
      readonly name: 'rearguard';
      readonly side: Side;
      readonly hex: string;
      readonly units: readonly string[];
      readonly path?: readonly string[];
    }
  /**
   * 9.5.4: before the Fortunes of War of the German battle in `hex`, the German's unfired HA there may bombard the
   * Allied forts in it, one HA after the other or both together (concentrated); `fow` is the battle's, rolled after.
   */
  | { readonly name: 'bombard'; readonly side: Side; readonly hex: string; readonly fow: BattleFow }
  /** 13.1: a German battle against the Belgians in Brussels on turn 1: the Allies may retreat them to Antwerp. */
  | { readonly name: 'antwerp'; readonly side: Side; readonly hex: string }
  /** 7.1: the side places its reinforcements due (its segment of the Reinforcement and Replacement Phase). */
  | { readonly name: 'reinforce'; readonly side: Side }
  /** 7.3: turn 3, the German sends `chosen` (at least 9 CS of infantry and a cavalry division) east, or loses 2 VP. */
  | { readonly name: 'east-front'; readonly side: Side; readonly chosen: readonly string[] }
  /** 12.4: the Allies may take an automatic Skirmish instead of the Fortunes of War roll of the battle in `hex`. */
  | { readonly name: 'allenby'; readonly side: Side; readonly hex: string; readonly fow: BattleFow }
  /** 9.1.2 a: the attacker designates which of the activated hex's combat units attack (`units`, all at first). */
  | { readonly name: 'attackers'; readonly side: Side; readonly hex: string; readonly units: readonly string[] }
  /** 9.4.4: an HQ group left alone with the enemy in `hex` retreats to the owner's choice of the nearest `hexes`. */
  | {
      readonly name: 'hq-retreat';
      readonly side: Side;
      readonly hex: string;
      readonly units: readonly string[];
      readonly hexes: readonly string[];
      readonly afterBattle: boolean;
    }
  /**
   * 10.0: the side's Strategic Movement: units move one at a time by rail or sea (1 CAP each, each once: `moved`);
   * `free`: Paris in Danger B, one French infantry corps may still move to Paris at no CAP cost.
   */
  | { readonly name: 'strategic'; readonly side: Side; readonly moved: readonly string[]; readonly free: boolean }
  /** 11.2.7 b: the owner chooses which `count` of the Disorganized combat units `units` in `hex` recover. */
  | {
      readonly name: 'recover';
      readonly side: Side;
      readonly hex: string;
      readonly units: readonly string[];
      readonly count: number;
      /** 11.2.1 c: the hex is on German emergency supply (one unit recovers, of the German's choice). */
      readonly emergency?: boolean;
    };

export type Cup = 'german' | 'plan17';

/** A VP marker drawn and placed in a hex (3.2). */
export interface VpMarker {
  readonly hex: string;
  readonly cup: Cup;
  readonly value: number;
  readonly vp: number;
  /** 3.2.4 a: drawn for the German Immediate Victory check, to go back into the cup if the Germans do not win. */
  readonly check?: boolean;
}

export interface GiState {
  readonly scenario: string;
  /** 13.0: 1, 2 or 3 (the pack's scenario `short` is 2). */
  readonly number: 1 | 2 | 3;
  readonly turn: number;
  readonly lastTurn: number;
  readonly step: Step;
  readonly stack: readonly Frame[];
  readonly initiative: Side;
  /** 6.0: turn 1, the Allies make one activation only. */
  readonly oneActivation: boolean;
  /** 13.1 (scenarios 1 and 2): the one of hexes 62, 54, 46, 45 the Allies activated or rallied on turn 1. */
  readonly alliedTurnOne?: string;
  readonly cap: Readonly<Record<Side, number>>;
  readonly column: Readonly<Record<Side, CapColumn>>;
  /** 8.1: the Action Segment in progress: activations made, consecutive passes, hexes rallied (9.8.3). */
  readonly segment: { readonly activations: number; readonly passes: number; readonly rallies: number };
  readonly units: Readonly<Record<string, UnitState>>;
  readonly forts: Readonly<Record<string, FortState>>;
  /** 9.5.3: besieged forts (ids). */
  readonly besieged: readonly string[];
  /** 8.3: who controls each hex. */
  readonly control: Readonly<Record<string, Side>>;
  readonly cavalryControl: readonly string[];
  readonly blocks: readonly Block[];
  /** 8.7.1: the turn each side declared its General Retreat (absent: not yet); 9.7.1: the German one allows trenches. */
  readonly generalRetreat: Readonly<Partial<Record<Side, number>>>;
  /** 9.7: trench level by hex. */
  readonly trench: Readonly<Record<string, number>>;
  /** Values the pack lacks, as the owner gave them (core/learned.ts; play/learned.ts names them by key). */
  readonly learned: LearnedBook;
  /** 3.2: the German and the Plan 17 (Allied) VP totals. */
  readonly vp: Readonly<Record<Cup, number>>;
  readonly markers: readonly VpMarker[];
  /** 3.1.2: the markers left in each cup (their values, hidden from both sides), when the pack holds them. */
  readonly cups: Readonly<Record<Cup, readonly number[]>> | null;
  /** 9.1.1: Mandated Battles each side still owes this turn. */
  readonly mandated: Readonly<Record<Side, number>>;
  /** 7.2: replacements on the Turn Record Track and the turn they come back. */
  readonly returning: readonly { readonly unit: string; readonly turn: number; readonly coastal?: boolean }[];
  /** 3.2.4 a: the German Immediate Victory check has been made. */
  readonly parisChecked: boolean;
  /** 13.1, 12.5.2–12.5.3: the Belgians retreated into Antwerp on turn 1. */
  readonly antwerp?: boolean;
  /** 8.4.9 b: the turn of the Paris in Danger emergency (absent: not yet). */
  readonly parisInDanger?: number;
  /** 8.4.9 c, f: units out of play (never replaced, 7.2); 7.3: the units sent to the East Front. */
  readonly outOfPlay?: readonly string[];
  /**
   * 7.1: reinforcements put on the Turn Record Track for `turn`: a fixed one whose hex was enemy-controlled or
   * overstacked enters in a supply source of its nationality (`source`); 13.1's numbered Army HQ re-enters variable.
   */
  readonly reinforcing?: readonly {
    readonly unit: string;
    readonly turn: number;
    readonly mode: 'source' | 'variable';
  }[];
  /** 7.1.2, 7.2: the turn each reinforcement was placed (an HQ placed this turn is no entry hex for others). */
  readonly reinforced?: Readonly<Record<string, number>>;
  /** 12.4: the hexes whose first battle against British infantry and cavalry on turns 1–2 was offered the Skirmish. */
  readonly allenbyHexes?: readonly string[];
  /**
   * 11.2.1: the supply found in the Supply Determination segment of this turn's Administrative Phase (a map with
   * railways only): the units out of supply and those on German emergency supply (11.2.1 c): the OoS markers (2.8), read
   * until the next turn's Supply Determination replaces them.
   */
  readonly supply?: { readonly out: readonly string[]; readonly emergency: readonly string[] };
  readonly over?: { readonly winner: Side; readonly reason: string };
}

/** A referee's correction (a freeplay edit inside a rules game, logged as such). */
export const correction = z.discriminatedUnion('edit', [
  z.object({ edit: z.literal('place'), unit: z.string().max(40), at: z.string().max(20) }).strict(),
  z.object({ edit: z.literal('flip'), unit: z.string().max(40) }).strict(),
  z.object({ edit: z.literal('control'), hex: z.string().max(10) }).strict(),
  z
    .object({ edit: z.literal('cap'), side: z.enum(['allied', 'german']), value: z.number().int().min(0).max(10) })
    .strict(),
  z.object({ edit: z.literal('skip') }).strict(),
]);
export type Correction = z.infer<typeof correction>;

export const giAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('act'), key: z.string().min(1).max(80) }).strict(),
  z.object({ type: z.literal('correct'), correction }).strict(),
]);
export type GiAction = z.infer<typeof giAction>;

export const top = (s: GiState): Frame | undefined => s.stack[s.stack.length - 1];
