import type { Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import type { PogState } from '../play/state.js';
import { AP_EVENTS } from './events-ap.js';
import { CP_EVENTS } from './events-cp.js';
import { DELUXE_EVENTS } from './events-deluxe.js';
import { DELUXE_COMBAT_EVENTS } from './events-deluxe-combat.js';
import { DONE_OPTION } from './event-choices.js';
import type { Position } from './position.js';

/**
 * The events of the strategy cards (9.5.1), card by card, as pure rules: when each may be played (its own
 * conditions, beyond 9.5.1–9.5.4's), and what it does at once. The machine has already added the card's War Status,
 * removed a `*` card, and marked the card played (state.events), which is how the lasting events are read by the
 * rules they change (Race to the Sea, Oberost, Entrench …). Reinforcement (9.5.3) and neutral-entry (9.5.2) cards are
 * the machine's (rules/reinforce.ts); the combat cards are rules/combat-cards.ts. An event with no entry here, or
 * whose entry says `manual`, is resolved by the players, a referee correcting the board.
 */

export interface EventOutcome {
  readonly state: PogState;
  readonly events: readonly GameEvent[];
}

/** One option of an event's choice: its key, and what a menu shows (a unit, a space, or the words `word` names). */
export interface EventOption {
  readonly key: string;
  readonly unit?: string;
  readonly space?: string;
  readonly word?: string;
}

/** A choice an event asks once its effect is applied: who chooses, among which options. */
export interface EventChoice {
  readonly by: Side;
  readonly options: readonly EventOption[];
}

export interface EventRule {
  /** `${side}-${number}`. */
  readonly card: string;
  /** Why the event may not be played now; null when it may. */
  problem?(p: Position, side: Side): Problem | null;
  /** The event's effect: the state after it (the card already marked played) and what to log. */
  apply?(p: Position, side: Side, dice: Dice): EventOutcome;
  /** Part of the effect is the players' (a choice this module does not prompt yet): the log says so. */
  readonly manual?: string;
  /** 9.1.3's exception: after the event, the same card's OPS are spent in the same action (Mata Hari, Cloak and
   * Dagger, Yanks and Tanks, Kerensky, Brusilov). */
  readonly ops?: boolean;
  /**
   * A choice the event then asks, or null when there is nothing to choose. `chosen`: the keys already chosen, for an
   * event that asks again (`repeat`).
   */
  choice?(p: Position, side: Side, chosen: readonly string[]): EventChoice | null;
  /** The chosen option's effect (`side`: the event's player). */
  choose?(p: Position, side: Side, key: string, chosen: readonly string[]): EventOutcome;
  /**
   * The choice is asked again after each option until its player picks `DONE_OPTION` or none is left (Landwehr's
   * flips, Salonika's corps).
   */
  readonly repeat?: boolean;
}

export const EVENT_RULES: Readonly<Record<string, EventRule>> = Object.fromEntries(
  [...AP_EVENTS, ...CP_EVENTS, ...DELUXE_EVENTS, ...DELUXE_COMBAT_EVENTS].map((rule) => [rule.card, rule]),
);

/** Why the card's event may not be played now (its own conditions); null when it may or it has none here. */
export function eventProblem(p: Position, side: Side, card: string): Problem | null {
  return EVENT_RULES[card]?.problem?.(p, side) ?? null;
}

/**
 * The choice the card's event asks now, if any: with at least one option other than `DONE_OPTION` (a repeated choice
 * with nothing left to pick is over).
 */
export function eventChoice(p: Position, side: Side, card: string, chosen: readonly string[] = []): EventChoice | null {
  const choice = EVENT_RULES[card]?.choice?.(p, side, chosen) ?? null;
  return choice && choice.options.some((o) => o.key !== DONE_OPTION) ? choice : null;
}

/** Applies the option `key` of the card's choice; null when `key` is not one of its options now. */
export function chooseForEvent(
  p: Position,
  side: Side,
  card: string,
  key: string,
  chosen: readonly string[] = [],
): EventOutcome | null {
  const rule = EVENT_RULES[card];
  const choice = eventChoice(p, side, card, chosen);
  if (!rule?.choose || !choice?.options.some((o) => o.key === key)) return null;
  return rule.choose(p, side, key, chosen);
}

/** Whether the card's choice is asked again after `key` (its rule repeats and `key` does not end it). */
export function choiceRepeats(card: string, key: string): boolean {
  return (EVENT_RULES[card]?.repeat ?? false) && key !== DONE_OPTION;
}

/** Whether the card's OPS follow its event in the same action (9.1.3). */
export function opsAfterEvent(card: string): boolean {
  return EVENT_RULES[card]?.ops ?? false;
}

/** The event's effect, or the state unchanged with a note when the event is the players' to resolve. */
export function applyEvent(p: Position, side: Side, card: string, dice: Dice): EventOutcome {
  const rule = EVENT_RULES[card];
  const outcome = rule?.apply?.(p, side, dice) ?? { state: p.state, events: [] };
  // A lasting event with neither effect nor note is read by the rules it changes (state.events).
  if (rule && !rule.manual) return outcome;
  return {
    state: outcome.state,
    events: [...outcome.events, { kind: 'event-manual', card, what: rule?.manual ?? '', rule: '9.5.1' }],
  };
}
