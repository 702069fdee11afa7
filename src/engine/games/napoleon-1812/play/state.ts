import { z } from 'zod';
import type { Highlights } from '../../../core/game.js';
import type { LearnedBook } from '../../../core/learned.js';
import type { Arrival, Side } from '../model.js';
import type { CardsState } from './cards.js';

/**
 * The state of a Napoleon's Greatest Gamble (1812) game played by its rules (the basic game, 5.1–14.7). Plain JSON:
 * stored, cloned and replayed from the action log. `step` is where the sequence of play (5.1) stands; `prompts` is a
 * stack of questions that interrupt it (a move being built, the losses to choose, a combat, a leader's refuge): the
 * last is answered by its `side` first, and when it is popped the one below it (or the step) goes on.
 */

/** Where a combat unit or leader is: a hex of the map, or `ELIMINATED`. */
export const ELIMINATED = 'eliminated';

export interface UnitState {
  hex: string;
  /** 3.4: its back up. */
  disrupted: boolean;
  /** 8.4: a Forced March marker, until the end of the Combat phase (10.9). */
  forcedMarch: boolean;
  /** 11.2: the combats it took part in this turn (support included). */
  combats: number;
}

export interface LeaderState {
  hex: string;
}

/** 7.4: a Supply Train marker placed face down on a stack: real, or one of the two dummies (7.5). */
export interface TrainMarker {
  id: string;
  side: Side;
  hex: string;
  real: boolean;
  /** 7.1: converted from a Depot, so placed face up (its owner's opponent sees it is real). */
  faceUp: boolean;
}

/**
 * The steps of the sequence of play (5.1) that ask the players something, in their order. The steps that ask
 * nothing (phase 1's supply, phase 4's Combat Commands, the Cossacks) are applied when the game reaches them.
 */
export type Step =
  /** 14.1's free set-up (the option `free-setup`): each side places its counters, the Russian first. */
  | 'setup-free'
  /** 14.1: each side places its Depots before the first turn, the Russian first (up to 11 and 14). */
  | 'setup-depots'
  /** 7.1: each side may convert one Depot into a Supply Train. */
  | 'convert'
  /** 7.2: Tab. 7.3's value for this turn, which the book does not print: asked of the side once, then known. */
  | 'trains-table'
  /** 7.4: the sides place their train markers one at a time, in alternation. */
  | 'trains'
  /** 7.6, 7.7: Depots established with the trains placed. */
  | 'depots'
  /** 8.1: stacks with a train and a leader recover disrupted units. */
  | 'recovery'
  /** 8.2: the sides move one stack at a time, in alternation. */
  | 'movement'
  /** 10.7: the sides attack in alternation. */
  | 'combat'
  /** 12.2: the sides move leaders in alternation. */
  | 'leaders'
  /** 13.2 without Tab. 13.2 in the pack: each side says which of its counters off the map arrive (play/reinforce.ts). */
  | 'arrivals'
  /** 13.2–13.3: each side places its reinforcements, the one with more trains in Tab. 7.3 first. */
  | 'reinforcements'
  /** 14.7: a VP city's value (the map's red number), asked at the end of the game when the pack lacks it. */
  | 'vp-values'
  /** 16.13 (the option `two-year`): the winter quarters, and the end of a 1813 turn (play/two-year.ts). */
  | 'two-year'
  /** 16.1 (the option `cards`): before phase 1, each side draws a Random Event card and plays one (play/cards.ts). */
  | 'cards'
  /** The start of a turn, before phase 1: the questions of 16.9 (independence) and 16.11 (defections), as prompts. */
  | 'turn-start'
  | 'over';

/** A strategic move being built (8.4): the stack's units and leaders that go, and the hexes entered so far. */
export interface MoveDraft {
  from: string;
  units: string[];
  leaders: string[];
  /** 8.4 point 2: leaders dropped off on the way: leader id → index in `path` of the hex where they stay. */
  dropped: Record<string, number>;
  /** From the start hex (first). */
  path: string[];
  forcedMarch: boolean;
  /** 16.4 (the option `leaders`): the leader the owner chose among the highest-ranking of equal rank. */
  lead?: string;
}

/** A question that interrupts the step, answered by `side`. */
export type Prompt =
  | { name: 'move'; side: Side; draft: MoveDraft }
  /** 8.5: the owner chooses the units attrition eliminates, then those it disrupts. */
  | { name: 'attrition'; side: Side; hex: string; units: string[]; eliminate: number; disrupt: number }
  /** 7.2: the opponent removes `count` of `owner`'s Depots (a negative number of trains). */
  | { name: 'remove-depots'; side: Side; owner: Side; count: number }
  /** 11.19: an escaping leader's owner chooses the friendly stack within 3 hexes he goes to. */
  | { name: 'refuge'; side: Side; leader: string; from: string; refuges: string[] }
  /** 16.7 (the option `cavalry-reserve`): how many divisions the Cavalry Reserve has, when the pack lacks them. */
  | { name: 'reserve-size'; side: Side }
  /** 16.7: the Russian chooses `count` French cavalry divisions to remove, the Reserve's first. */
  | { name: 'reserve-losses'; side: Side; count: number }
  /** 16.9 (the option `ukraine-revolt`): the French may declare the independence of the western territories. */
  | { name: 'independence'; side: Side }
  /** 16.11 (the option `defections`): the Russian removes a combat unit of a French foreign contingent. */
  | { name: 'defection'; side: Side }
  /** Any other step of the combat (play/combat.ts): its own frame. */
  | { name: 'combat'; side: Side; combat: CombatFrame }
  /** 16.2 (the option `leaders`): the owner gives the rank printed on a leader's counter, once (play/leaders.ts). */
  | { name: 'leader-rank'; side: Side; leader: string };

/**
 * A combat in progress (rules 10–11), from the attack order to the advance: `stage` says what is asked next. Its
 * fields are combat.ts's; they are kept here so that the state's shape is in one file.
 */
export interface CombatFrame {
  stage: string;
  attacker: Side;
  from: string;
  target: string;
  ordered: string[];
  [field: string]: unknown;
}

/** The events of a turn that change the next turn's Combat Commands (9.3). */
export interface CityEvents {
  tookMoscow: boolean;
  tookPetersburg: boolean;
  leftMoscow: boolean;
  leftPetersburg: boolean;
}

export interface SideTurn {
  /** 7.2: real trains still to place, and the 7.5 dummies. */
  realToPlace: number;
  dummiesToPlace: number;
  /** 7.1: a Depot converted this turn. */
  converted: boolean;
  /** The side is done with the current step (an alternation ends when both are). */
  done: boolean;
  /** 9.2: Combat Commands left this turn. */
  cc: number;
  /** 10.2, 10.7: the side failed an attack or declined: no more attacks this turn. */
  outOfAttacks: boolean;
}

export interface N1812State {
  scenario: string;
  turn: number;
  step: Step;
  /** The side asked in the step now (the alternation's turn); both sides' `done` say who is finished. */
  toAct: Side;
  /** Who placed first this turn (7.4), and so moves first (8.2). */
  first: Side;
  /** 9.4, 12.2: who attacks first this turn (more Combat Commands; the French on a tie), and moves leaders first. */
  ccFirst: Side;
  prompts: Prompt[];
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
  depots: { side: Side; hex: string }[];
  trains: TrainMarker[];
  /** 8.7: hexes of French stacks with a Forage marker. */
  forage: string[];
  /**
   * 6.4's exception: Russian units in Riga found out of supply this turn. They are not disrupted, but every other
   * effect holds ("non possono muovere, né combattere"): the rules read them as disrupted until the next turn.
   */
  rigaCut: string[];
  /** 8.7: combat units of the stacks a real train was allocated to this turn (no Forage marker for them). */
  supplied: string[];
  /** 8.3, 12.1: units and leaders that moved in the current phase. */
  moved: string[];
  sides: Record<Side, SideTurn>;
  /** 7.2, 8.8: Depots each side lost to the enemy (one train fewer a turn for each, for the rest of the game). */
  depotsLost: Record<Side, number>;
  /** 9.3: the Decisive Victories each side won (each +1 to the winner's and −1 to the loser's CC, for good). */
  decisive: Record<Side, number>;
  /** 14.7 (b): the Russian Decisive Victory Points, 0–12, 12 at the start. */
  decisivePoints: number;
  /** 9.3: whether the Grande Armée held Moscow and St Petersburg when the turn began (the turn's events, at its end). */
  heldAtStart: { moscow: boolean; petersburg: boolean };
  /** 9.3: the city events of the turn before, which this turn's Combat Commands read. */
  lastEvents: CityEvents;
  /** Values the book lacks that the players gave (core/learned.ts): Tab. 7.3's cells, the VP cities' values. */
  learned: LearnedBook;
  /** The winner and why, once the game is over. */
  over: { winner: Side; reason: 'napoleon' | 'points'; french?: number; russian?: number } | null;
  /** How many train markers were ever placed (their ids). */
  nextTrain: number;
  /** What the last action's picture marks (a move, a combat, losses). */
  last: Highlights;
  /**
   * 13.2–13.3: the reinforcements still to place in phase 7, each with where it may arrive (`any`: the side's places of
   * 13.3, when the arrival is not known because the pack lacks Tab. 13.2). Absent outside that step.
   */
  arriving?: Reinforcement[];
  /** 13.2 without Tab. 13.2: the counters the side asked has chosen so far to arrive. Absent outside that step. */
  picked?: string[];
  /** Advanced rule 16.6 (the game option `cavalry-first`): absent or false, the rule is not used. */
  cavalryFirst?: boolean;
  /** Advanced rule 16.5 (the game option `chaos`): absent or false, the rule is not used. */
  chaos?: boolean;
  /** Advanced rules 16.2–16.4 (the game option `leaders`): absent or false, the rules are not used. */
  advancedLeaders?: boolean;
  /** Advanced rule 16.10 (the game option `austrian-reluctance`): absent or false, the rule is not used. */
  austrianReluctance?: boolean;
  /** Advanced rule 16.12 (the game option `sweden`): absent or false, the rule is not used. */
  sweden?: boolean;
  /** Advanced rule 16.1 (the game option `cards`): the decks, the hands, this turn's cards; absent, not used. */
  cards?: CardsState;
  /** Advanced rule 16.13 (the game option `two-year`): absent, the rule is not used (play/two-year.ts). */
  twoYear?: TwoYearState;
  /** Advanced rule 16.7 (the game option `cavalry-reserve`): the Reserve's counters and the cavalry 16.7 removed. */
  reserve?: CavalryReserveState;
  /** Advanced rules 16.8–16.9 (the game option `ukraine-revolt`): the revolt's roll and the independence. */
  ukraine?: UkraineState;
  /** Advanced rule 16.11 (the game option `defections`): absent or false, the rule is not used. */
  defections?: boolean;
  /** 14.1's free set-up (the game option `free-setup`): absent or false, the historical set-up. */
  freeSetup?: boolean;
  /** Optional rule 15.1 (the game option `fog-of-war`): absent or false, the rule is not used. */
  fog?: boolean;
  /** 15.1: each side's fake counters on the map, hex → how many (play/fog.ts). */
  fakes?: Record<Side, Record<string, number>>;
}

/** 16.7: the Cavalry Reserve (play/cavalry-reserve.ts). */
export interface CavalryReserveState {
  /** The Reserve's combat units (empty until its size is known). */
  units: string[];
  /** French cavalry units removed by 16.7 so far (the 7.2 reduction from turn 3 reads it). */
  lost: number;
}

/** 16.8–16.9: the Ukrainian revolt (play/ukraine.ts). */
export interface UkraineState {
  /** The turn a V Corps unit first occupied Kiev (the one roll of 16.8), once it has. */
  occupiedOn?: number;
  /** The turn the revolt happened, if it did. */
  revoltOn?: number;
  /** 16.9: the French's answer at the start of the next turn. */
  declared?: boolean;
  /** 16.9: the western Russian cities French forces have occupied since the declaration: French-friendly for good. */
  freed: string[];
}

/**
 * 16.13: where a counter may be placed: `quarters` a French city or an enemy one with a French Depot; `winter-supply`
 * anywhere in Russian winter supply (with the rule's two exceptions); `capitals` in or next to Kiev, Moscow or St
 * Petersburg not held by the French; `petersburg` the Swedes', in or next to St Petersburg.
 */
export type WinterZone = 'quarters' | 'winter-supply' | 'capitals' | 'petersburg';

/**
 * 16.13, the two-year campaign: whether the French was offered the winter quarters and took them, and what the
 * winter quarters or a 1813 turn's end still ask (`stage`, with the counters to place one at a time).
 */
export interface TwoYearState {
  /** The French was asked at the end of a turn (8 Depots, or turn 7). */
  asked: boolean;
  /** He entered the winter quarters: the game is the two-year campaign (turns 8–16 are 1813). */
  entered: boolean;
  stage?: 'offer' | 'french-place' | 'uss' | 'french-losses' | 'russian-place' | 'russian-arrive' | 'napoleon';
  /** The counters still to place and where each may go. */
  toPlace?: { piece: string; zone: WinterZone }[];
  /** The Russian's hexes in winter supply (6.2's last point), read once when his repositioning starts. */
  supplied?: string[];
  /** Combat units and leaders the French still removes (16.13's 2d6). */
  unitsLost?: number;
  leadersLost?: number;
  /** Dead units the Russian still recovers (16.13's 2d6, or the 1813 roll). */
  recover?: number;
  /** The French USS city chosen (null: none, or lost to Russian occupation). */
  uss?: string | null;
  /** Napoleon's fate (16.13): with the army, in France until a 5–6 at a turn's end, or gone for good. */
  napoleon?: 'stays' | 'away' | 'gone';
}

/** 13.3: a counter to place as a reinforcement, and where it arrives. */
export interface Reinforcement {
  side: Side;
  piece: string;
  arrival: Arrival | 'any';
}

// ---------------------------------------------------------------------------------------------------------------
// Actions

const id = z.string().min(1).max(40);
const hex = z.string().regex(/^\d{4}$/);

export const n1812Action = z.discriminatedUnion('kind', [
  /** 14.1's free set-up: a counter placed. */
  z.object({ kind: z.literal('setup-place'), piece: id, hex }),
  /** 14.1: a Depot placed before the first turn. */
  z.object({ kind: z.literal('setup-depot'), hex }),
  /** The side is done with the current step, or passes in an alternation (7.4, 8.2: a real train discarded). */
  z.object({ kind: z.literal('done') }),
  /** 7.4: a real train discarded from those to place; 8.2: the real train of the stack in `hex` discarded. */
  z.object({ kind: z.literal('pass'), hex: hex.optional() }),
  /** 7.1 */
  z.object({ kind: z.literal('convert'), hex }),
  /** 7.2: Tab. 7.3's value for this turn, for the side asked. */
  z.object({ kind: z.literal('trains-table'), value: z.number().int().min(0).max(30) }),
  /** 7.4 */
  z.object({ kind: z.literal('place-train'), hex, real: z.boolean() }),
  /** 7.6 */
  z.object({ kind: z.literal('establish'), hex }),
  /** 8.1 */
  z.object({ kind: z.literal('recover'), hex }),
  /** 8.2–8.4: start a move from a stack; then build it. */
  z.object({ kind: z.literal('move-start'), hex }),
  z.object({ kind: z.literal('move-toggle'), piece: id }),
  z.object({ kind: z.literal('move-drop'), leader: id }),
  /** 16.4 (the option `leaders`): the leader whose ability counts, among those of equal highest rank. */
  z.object({ kind: z.literal('move-lead'), leader: id }),
  z.object({ kind: z.literal('move-to'), hex }),
  z.object({ kind: z.literal('move-forced'), on: z.boolean() }),
  z.object({ kind: z.literal('move-back') }),
  z.object({ kind: z.literal('move-confirm') }),
  z.object({ kind: z.literal('move-cancel') }),
  /** 8.5: a unit chosen for attrition. */
  z.object({ kind: z.literal('attrition-unit'), unit: id }),
  /** 11.19 */
  z.object({ kind: z.literal('refuge'), hex }),
  /** 16.2 (the option `leaders`): the rank printed on a leader's counter, as its code (play/leaders.ts `rankCode`). */
  z.object({ kind: z.literal('leader-rank'), leader: id, value: z.number().int().min(0).max(200) }),
  /** 7.2: a Depot of the opponent's removed. */
  z.object({ kind: z.literal('remove-depot'), hex }),
  /** 12.1: a leader moves along a path. */
  z.object({ kind: z.literal('leader-move'), leader: id, path: z.array(hex).min(2).max(4) }),
  /** 14.7: a VP city's value. */
  z.object({ kind: z.literal('vp-value'), hex, value: z.number().int().min(0).max(10) }),
  /** Rules 10–11 (play/combat.ts). */
  z.object({ kind: z.literal('combat'), step: z.string().min(1).max(40), arg: z.string().max(60).optional() }),
  /** 13.2 without Tab. 13.2: one of the side's counters off the map chosen to arrive, or no longer. */
  z.object({ kind: z.literal('arrive'), piece: id }),
  /** 13.3: a reinforcement placed. */
  z.object({ kind: z.literal('reinforce'), piece: id, hex }),
  /** 16.7: the Cavalry Reserve's size when the pack lacks it (asked once of the French). */
  z.object({ kind: z.literal('reserve-size'), value: z.number().int().min(1).max(24) }),
  /** 16.7, 16.11: a unit the Russian removes (a French cavalry division; a foreign contingent's unit). */
  z.object({ kind: z.literal('remove-unit'), unit: id }),
  /** 16.9: the French declares the western territories independent, or not. */
  z.object({ kind: z.literal('independence'), declare: z.boolean() }),
  /** 16.13 (play/two-year.ts): a step of the winter quarters or of a 1813 turn's end, with its argument. */
  z.object({ kind: z.literal('two-year'), step: z.string().min(1).max(20), arg: z.string().max(60).optional() }),
  /** 16.1: the Random Event card played, the one drawn this turn or the one held. */
  z.object({ kind: z.literal('card'), play: z.enum(['drawn', 'held']) }),
  /** 16.1 without the pack's cards: a value of a card (its deck split, single instruction, trains or CC change). */
  z.object({ kind: z.literal('card-value'), value: z.number().int().min(-35).max(35) }),
  /** 15.1: a fake counter put on (`on`) or taken off the side's stack in `hex`. */
  z.object({ kind: z.literal('fake'), hex, on: z.boolean() }),
  /** A referee's correction (a logged freeplay edit), so that a game is never stuck. */
  z.object({
    kind: z.literal('correct'),
    piece: id,
    to: z.union([hex, z.literal(ELIMINATED)]),
    disrupted: z.boolean().optional(),
  }),
]);

export type N1812Action = z.infer<typeof n1812Action>;
