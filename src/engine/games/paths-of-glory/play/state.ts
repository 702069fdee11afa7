import { z } from 'zod';
import type { Problem } from '../../../core/explain.js';
import type { GameEvent, Highlights } from '../../../core/game.js';
import type { Commitment } from '../cards.js';
import type { Side, Strength } from '../model.js';
import type { ReplacementAction } from '../rules/tables.js';

/**
 * The state of a Paths of Glory game played by its rules. Plain JSON (no classes, no Maps): stored, cloned and
 * replayed from the action log. The prompt in force is the top of `stack`, a stack of named states: an interrupt
 * (the opponent's answer to peace terms, a discard before the draw) is pushed on top and popped when answered, so
 * control goes back to whoever was acting below it.
 */

/** Where a unit is: a space, a side's Reserve Box or eliminated box, `off` (not yet in play) or `gone` (for good). */
export type UnitPlace = string;
export const OFF = 'off';
export const GONE = 'gone';

export interface UnitState {
  at: UnitPlace;
  strength: Strength;
}

/** How a card was used in an action round (8.1.3), for the rules on consecutive uses (9.3.3, 9.4.3). */
export type Use = 'ops' | 'sr' | 'rp' | 'event' | 'auto' | 'peace';
export type ActivationMode = 'move' | 'attack';

/** The named states of the game. The top of the stack is the prompt in force, `side` the side it asks. */
export type Frame =
  /** 4.3.1: the Central Powers choose whether to start with Guns of August in hand. */
  | { readonly name: 'guns'; readonly side: Side }
  /** 8.1.3: the side's action of this round. */
  | { readonly name: 'action'; readonly side: Side }
  /** 9.2: spend activation points; `card` null for the automatic operation (8.1.3). */
  | {
      readonly name: 'activate';
      readonly side: Side;
      readonly card: string | null;
      readonly points: number;
    }
  /** 9.2.8: move the units that began in spaces activated for movement. */
  | { readonly name: 'move'; readonly side: Side; readonly entrench: readonly string[] }
  /** 9.3: spend SR points. */
  | { readonly name: 'sr'; readonly side: Side; readonly card: string; readonly points: number }
  /** 16.5.2: the other side accepts or refuses the peace terms `offerer` offered. */
  | { readonly name: 'peace-answer'; readonly side: Side; readonly offerer: Side }
  /** 6.0 G, 9.5.4.6: discard Combat Cards before drawing. */
  | { readonly name: 'discard'; readonly side: Side }
  /** 10.1.3: `side`, the opponent, eliminates units of `owner` in `space` until the stack is within the limit. */
  | { readonly name: 'overstack'; readonly side: Side; readonly owner: Side; readonly space: string }
  /** 9.5.1: the choice an event asks (`card`, played by `player`), answered by `side`. */
  | {
      readonly name: 'event-choice';
      readonly side: Side;
      readonly card: string;
      readonly player: Side;
      /** The options already chosen, when the event asks again (rules/events.ts `repeat`). */
      readonly chosen?: readonly string[];
    }
  /** 9.5.3.3: place the armies a reinforcement event brought (`units`: those still to place). */
  | { readonly name: 'reinforce'; readonly side: Side; readonly card: string; readonly units: readonly string[] }
  /** 9.2.9, 12.1: declare the next combat from the spaces activated for combat, or end the combats. */
  | { readonly name: 'attack'; readonly side: Side }
  /** 12.2.1 steps 3–5: the attacker's, then the defender's combat cards (the attacker may attempt a flank first). */
  | { readonly name: 'combat-cards'; readonly side: Side; readonly role: Role }
  /** 12.2.10, 12.4: take the loss number `ln` (choose among the legal ways). */
  | { readonly name: 'losses'; readonly side: Side; readonly role: Role; readonly ln: number }
  /**
   * 12.5: retreat the defending units (or cancel the retreat where 12.5.3 allows); with `card`, the retreat before the
   * roll that card's event allows (Great Retreat), which the defender may stop at any unit.
   */
  | { readonly name: 'retreat'; readonly side: Side; readonly card?: string }
  /** 12.7: advance the attacker's full-strength units, or not. */
  | { readonly name: 'advance'; readonly side: Side }
  /** 6.0 F, 17.1: spend the RP recorded this turn (`rp`, by RP nation); `spent`: what was bought so far (17.1.4). */
  | {
      readonly name: 'replacement';
      readonly side: Side;
      readonly rp: Readonly<Record<string, number>>;
      readonly spent: readonly { readonly unit: string; readonly nation: string; readonly action: ReplacementAction }[];
    };

export type Role = 'attacker' | 'defender';

/** A combat being fought (12.2): what was declared, played and rolled so far. */
export interface Fight {
  readonly target: string;
  readonly attackers: readonly string[];
  /** The units in the defending space when the combat was declared (12.5.8: those that retreated there excepted). */
  readonly defenders: readonly string[];
  /** The defender's units that retreated into the space earlier this round (12.5.8). */
  readonly refugees: readonly string[];
  /** Combat cards played or selected, by role (9.5.4). */
  readonly cards: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  /** Those of `cards` selected from the cards kept face up (9.5.4.2), not played from hand (Alberich sends them back). */
  readonly kept?: readonly string[];
  /** 12.3: the flank attempt, once made. */
  readonly flank: {
    readonly front: string;
    readonly die: number | null;
    readonly drm: number;
    readonly success: boolean;
  } | null;
  /** The loss number each side inflicted, once it fired (12.2.9). */
  readonly inflicted: { readonly attacker?: number; readonly defender?: number };
  /** Losses still to take, in order (12.2.10: the defender first in a simultaneous combat). */
  readonly owed: readonly Role[];
  /** The defender's loss number comes with Withdrawal (12.6), the defending fort destroyed (12.4.6). */
  readonly fortDestroyed: boolean;
  /** 12.5.2: spaces to retreat; the units still to retreat; the spaces the retreat went through (12.7.3). */
  readonly retreat: 0 | 1 | 2;
  readonly retreating: readonly string[];
  /** 12.5.3: the defender may still cancel the retreat with one more step lost. */
  readonly mayCancel: boolean;
  readonly vacated: readonly string[];
  /** The event of this action that cancels the trench for this combat (Brusilov), if one does. */
  readonly trenchCancelledBy?: string;
  /** Peace Offensive's VP change if no attacker advances into the defending space. */
  readonly noAdvanceVp?: number;
  /** Who won (12.2.11), once known. */
  readonly winner?: Role | 'none';
}

export interface PerSide<T> {
  cp: T;
  ap: T;
}

export interface PogState {
  readonly pack: { readonly id: string; readonly version: string };
  readonly scenario: string;
  readonly lastTurn: number;
  readonly turn: number;
  /** The action round, 1 to 6 (8.1.1); 0 outside the Action Phase. */
  readonly round: number;
  readonly stack: readonly Frame[];
  /** Draw piles (top first), hands, discards and removed cards, by card id (`cp-12`); the card being used. */
  readonly deck: PerSide<string[]>;
  readonly hand: PerSide<string[]>;
  readonly discard: PerSide<string[]>;
  readonly removed: PerSide<string[]>;
  readonly inPlay: string[];
  /** 16.1: War Commitment Level; 9.5.1.3, 16.2: War Status and Combined War Status. */
  readonly commitment: PerSide<Commitment>;
  readonly warStatus: PerSide<number>;
  readonly combinedWarStatus: number;
  /** 4.1.2: the VP marker (10 at start; higher favours the Central Powers). */
  readonly vp: number;
  /** 9.4.1: RP recorded this turn, by RP nation of the cards (`a` the Allied minors, 17.1.1.1). */
  readonly rp: Record<string, number>;
  /** Nations at war among those that start neutral (9.5.2, 16.1.3.1, 16.3). */
  readonly atWar: string[];
  readonly units: Record<string, UnitState>;
  /** Who controls each space; null for a neutral or uncontrolled one. */
  readonly control: Record<string, Side | null>;
  readonly trenches: Record<string, 1 | 2>;
  /** Enemy forts besieged (15.2.1) and destroyed (15.3). */
  readonly besieged: string[];
  readonly destroyed: string[];
  /** 9.2.5: this action's activated spaces, and the units that may move (those that began there). */
  readonly activations: Record<string, ActivationMode>;
  readonly movers: string[];
  /** Units that moved or SR'd this action (11.1.1, 13.1.3), and spaces entered this round (11.1.8). */
  readonly done: string[];
  readonly entered: string[];
  /** 7.1.1: this turn's Mandated Offensive result per side (a box of the table; `none` for none). */
  readonly mandated: PerSide<string>;
  /** This turn's uses by round (9.3.3, 9.4.3), and reinforcement events by nation (9.5.3.1). */
  readonly uses: PerSide<Use[]>;
  readonly reinforcedNations: string[];
  /**
   * Limits used up: the Near East SR limits this turn (`sr-br`, `sr-ru`, `sr-cp`: 13.2.1–13.2.3) and the Russian corps
   * between the Caucasus and the Near East this round (`caucasus`: 11.3.2). Absent in games stored before them.
   */
  readonly limits?: string[];
  /** Cards played as events, by card id, for the events that later rules read (Entrench, Race to the Sea …). */
  readonly events: string[];
  /** How the card of this action is being used when it is not plain OPS: `event` for an event whose OPS follow it (9.1.3). */
  readonly actionUse?: Use;
  /** 12.1.5: units that took part in a combat this action; 12.5.8: units that retreated this action. */
  readonly fought?: string[];
  readonly retreated?: string[];
  /** 14.1.1.1, 14.3.1: units of this action's activated spaces out of supply when activated: they do not act. */
  readonly unsupplied?: string[];
  /** The combat being fought (12.2), if one is. */
  readonly fight?: Fight;
  /** 9.5.4.2: Combat Cards kept face up by the side that won with them, and those used this round (9.5.4.4). */
  readonly retained?: PerSide<string[]>;
  readonly ccUsed?: string[];
  /** 9.5.3.4: eastern armies that entered at their nation's capital or supply source and may not go east (11.3.1). */
  readonly lostEast?: string[];
  /**
   * 16.4.5: the Central Powers' Russian VP spaces when the Tsar fell (the "Tsar has fallen" marker), and the turn;
   * Bolshevik Revolution reads both (16.4.6). Absent before Fall of the Tsar, and in games stored before it.
   */
  readonly tsarFell?: { readonly count: number; readonly turn: number };
  /**
   * The 2022 Deluxe optional cards (AP and CP 56–65) are in the decks: the game option `deluxe-cards`, chosen when the
   * game is created. Absent in the 2004 deck's games.
   */
  readonly deluxe?: true;
  /** 7.1.3: the sides whose Mandated Offensive was made this turn. */
  readonly offensiveMade?: Side[];
  /** The units on the map in supply when this action round began, for its supply warnings (rules/supply-warnings.ts). */
  readonly roundSupply?: string[];
  /** What the last action did, for the picture. */
  readonly last: Highlights;
  readonly over?: { readonly winner?: Side; readonly reason: EndReason };
}

export type EndReason = 'last-turn' | 'automatic' | 'armistice' | 'peace' | 'total-war' | 'resigned';

const id = z.string().min(1).max(48);

/** A referee's correction (a freeplay edit inside a rules game, logged as such). */
export const correction = z.discriminatedUnion('edit', [
  z.object({ edit: z.literal('place'), unit: id, at: id }).strict(),
  z.object({ edit: z.literal('flip'), unit: id }).strict(),
  z.object({ edit: z.literal('control'), space: id, side: z.enum(['cp', 'ap']).nullable() }).strict(),
  z
    .object({ edit: z.literal('trench'), space: id, level: z.union([z.literal(0), z.literal(1), z.literal(2)]) })
    .strict(),
  z
    .object({
      edit: z.literal('counter'),
      counter: z.enum(['vp', 'ws-cp', 'ws-ap', 'cws']),
      value: z.number().int().min(-99).max(99),
    })
    .strict(),
  z.object({ edit: z.literal('card'), card: id, to: z.enum(['hand', 'discard', 'removed', 'deck']) }).strict(),
  z.object({ edit: z.literal('event'), card: id, played: z.boolean() }).strict(),
  z.object({ edit: z.literal('war'), nation: z.enum(['it', 'ro', 'gr', 'bu', 'tu', 'us']) }).strict(),
]);

export const pogAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('guns'), keep: z.boolean() }).strict(),
  z.object({ type: z.literal('card'), card: id, use: z.enum(['ops', 'sr', 'rp', 'event']) }).strict(),
  z.object({ type: z.literal('auto') }).strict(),
  z.object({ type: z.literal('peace') }).strict(),
  z.object({ type: z.literal('answer'), accept: z.boolean() }).strict(),
  z.object({ type: z.literal('activate'), space: id, mode: z.enum(['move', 'attack']) }).strict(),
  z.object({ type: z.literal('activated') }).strict(),
  z.object({ type: z.literal('move'), units: z.array(id).min(1).max(3), to: id }).strict(),
  z.object({ type: z.literal('entrench'), unit: id }).strict(),
  z.object({ type: z.literal('moved') }).strict(),
  z.object({ type: z.literal('sr'), unit: id, to: id }).strict(),
  z.object({ type: z.literal('redeployed') }).strict(),
  z.object({ type: z.literal('discard'), card: id }).strict(),
  z.object({ type: z.literal('draw') }).strict(),
  z.object({ type: z.literal('eliminate'), unit: id }).strict(),
  z.object({ type: z.literal('place'), unit: id, at: id }).strict(),
  z.object({ type: z.literal('choose'), key: id }).strict(),
  z.object({ type: z.literal('attack'), target: id, units: z.array(id).min(1).max(18) }).strict(),
  z.object({ type: z.literal('attacked') }).strict(),
  z.object({ type: z.literal('cc'), card: id }).strict(),
  z.object({ type: z.literal('flank'), front: id }).strict(),
  z.object({ type: z.literal('fight') }).strict(),
  z.object({ type: z.literal('losses'), choice: z.number().int().min(1).max(999) }).strict(),
  z.object({ type: z.literal('retreat'), unit: id, path: z.array(id).min(1).max(2) }).strict(),
  z.object({ type: z.literal('hold'), unit: id }).strict(),
  z.object({ type: z.literal('advance'), units: z.array(id).min(1).max(3), to: id }).strict(),
  z.object({ type: z.literal('advanced') }).strict(),
  z.object({ type: z.literal('replace'), unit: id, strength: z.enum(['full', 'reduced']), at: id.optional() }).strict(),
  z.object({ type: z.literal('replaced') }).strict(),
  z.object({ type: z.literal('correct'), correction, note: z.string().max(200).optional() }).strict(),
  z.object({ type: z.literal('resign') }).strict(),
]);

export type PogAction = z.infer<typeof pogAction>;
export type Correction = z.infer<typeof correction>;

/** What applying an action gives: the next state and the events (data), or the Problem (with its rule) that refuses it. */
export type Applied =
  | { readonly ok: true; readonly state: PogState; readonly events: GameEvent[]; readonly reveals?: boolean }
  | { readonly ok: false; readonly problem: Problem };

export const refuse = (code: string, rule: string, params?: Problem['params']): Applied => ({
  ok: false,
  problem: { code, rule, ...(params ? { params } : {}) },
});

/** The stack of prompts: replaced, popped (an answered prompt), pushed (a new one on top). */
export const withStack = (state: PogState, stack: readonly Frame[]): PogState => ({ ...state, stack });
export const pop = (state: PogState): PogState => withStack(state, state.stack.slice(0, -1));
export const push = (state: PogState, frame: Frame): PogState => withStack(state, [...state.stack, frame]);

export function top(state: PogState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function other(side: Side): Side {
  return side === 'cp' ? 'ap' : 'cp';
}
