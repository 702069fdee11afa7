import type { Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import { COMMITMENTS, type Card, type Commitment } from '../cards.js';
import type { Side } from '../model.js';

/**
 * The strategy cards in play (2.3, 9.0, 16.1): card ids, the deck a War Commitment Level brings, shuffling and
 * drawing, the uses a card may be put to this round, the RP a card records, War Status and commitment.
 */

export type CardUse = 'ops' | 'sr' | 'rp' | 'event';

/** A card's id in a game: its side and number (`cp-12`). */
export function cardId(card: Pick<Card, 'side' | 'number'>): string {
  return `${card.side}-${card.number}`;
}

/**
 * The cards a commitment level adds to a side's deck (9.1.2, 16.1.3, 16.1.4): the 2004 deck's, and the 2022 Deluxe
 * optional cards of that level too when the game was created with them (`deluxe`).
 */
export function cardsOfLevel(cards: readonly Card[], side: Side, level: Commitment, deluxe = false): string[] {
  return cards.filter((c) => c.side === side && (deluxe || !c.deluxe) && c.commitment === level).map(cardId);
}

/** The levels between two commitments, the new one included (16.1.4: a jump adds both decks, README). */
export function levelsAdded(from: Commitment, to: Commitment): Commitment[] {
  return COMMITMENTS.slice(COMMITMENTS.indexOf(from) + 1, COMMITMENTS.indexOf(to) + 1);
}

/** A fair shuffle (Fisher–Yates) with the game's dice. */
export function shuffle<T>(items: readonly T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1, { purpose: 'shuffle' }) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface Pile {
  readonly deck: readonly string[];
  readonly hand: readonly string[];
  readonly discard: readonly string[];
}

/**
 * 6.0 G: draw back up to `size` cards; when the draw pile runs out, the discards are shuffled into a new one and the
 * drawing goes on; with fewer cards than that in all, the player draws what there is and starts the turn short.
 */
export function drawUpTo(
  pile: Pile,
  size: number,
  dice: Dice,
): { deck: string[]; hand: string[]; discard: string[]; reshuffled: boolean; drawn: number } {
  let deck = [...pile.deck];
  let discard = [...pile.discard];
  const hand = [...pile.hand];
  let reshuffled = false;
  let drawn = 0;
  while (hand.length < size) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      deck = shuffle(discard, dice);
      discard = [];
      reshuffled = true;
    }
    hand.push(deck.shift()!);
    drawn++;
  }
  return { deck, hand, discard, reshuffled, drawn };
}

/** 9.5.2.1: the neutral-entry cards and the nation each brings into the war (Turkey and the USA enter otherwise, 9.5.2.3). */
export const NEUTRAL_ENTRY: Readonly<Record<string, string>> = {
  'ap-16': 'ro',
  'ap-17': 'it',
  'ap-44': 'gr',
  'cp-34': 'bu',
};
/** 9.5.4.6: the entry cards of Romania and Italy may be discarded before the draw, as Combat Cards may. */
const DISCARDABLE_ENTRY = ['ap-16', 'ap-17'];

/** 9.5.4.6: whether the card may be discarded before the draw (Combat Cards, and Romania's and Italy's entry). */
export function discardable(card: Card): boolean {
  return card.combat || DISCARDABLE_ENTRY.includes(cardId(card));
}

/** The state's `limits` mark of a neutral-entry card played this turn (9.5.2.2). */
export const ENTRY_LIMIT = 'neutral-entry';

/** What the uses of a card this round depend on. */
export interface UseContext {
  readonly side: Side;
  readonly turn: number;
  readonly round: number;
  /** This turn's uses by round, index 0 for round 1 (9.3.3, 9.4.3). */
  readonly uses: readonly (string | undefined)[];
  /** Cards played as events in this game (9.5.1.1: one Entrench). */
  readonly events: readonly string[];
  /** Nations that brought reinforcements by event this turn (9.5.3.1). */
  readonly reinforcedNations: readonly string[];
  /** Counter id → the nation whose reinforcement card brings it (9.5.3.1: AUS and CND corps come as British). */
  readonly nationOf: (unit: string) => string;
  /** The Entrench cards of both sides (9.5.1.1). */
  readonly entrenchCards: readonly string[];
  /** 9.5.1: why the event may not be played now by its own conditions (rules/events.ts). */
  readonly eventProblem?: (card: Card) => Problem | null;
  /** 9.5.2.2: a neutral-entry card was played this turn, by either player. */
  readonly neutralEntryPlayed?: boolean;
  /** 9.5.3.1: why a reinforcement card's units cannot be placed now (the position's rules, rules/reinforce.ts). */
  readonly placement?: (card: Card) => Problem | null;
  /** AP #65 Influenza (Deluxe): no card is played for RP for the rest of the turn. */
  readonly rpBarred?: boolean;
}

/** Why `card` may not be used as `use` now; null when it may. */
export function useProblem(card: Card, use: CardUse, ctx: UseContext): Problem | null {
  const previous = ctx.uses[ctx.round - 2];
  // 9.3.3: no SR card the round after an SR card of the same turn (the last round of a turn and the first of the next may).
  if (use === 'sr' && previous === 'sr') return { code: 'sr-twice', rule: '9.3.3' };
  // 9.4.3: the same for RP.
  if (use === 'rp' && previous === 'rp') return { code: 'rp-twice', rule: '9.4.3' };
  if (use === 'rp' && ctx.rpBarred) return { code: 'dx-influenza', rule: '9.5.1.1' };
  if (use === 'event') {
    // 9.5.4.1: a Combat Card event is played during a combat, not as the action of a round.
    if (card.combat) return { code: 'combat-card', rule: '9.5.4.1' };
    // 9.5.1.1, 11.2.1: only one side's Entrench card can ever be played as an event.
    const id = cardId(card);
    if (ctx.entrenchCards.includes(id) && ctx.events.some((e) => ctx.entrenchCards.includes(e)))
      return { code: 'entrench-once', rule: '9.5.1.1' };
    const own = ctx.eventProblem?.(card);
    if (own) return own;
    // 9.5.2.2: one neutral-entry card a turn, for both players together.
    if (NEUTRAL_ENTRY[id] && ctx.neutralEntryPlayed) return { code: 'neutral-entry-twice', rule: '9.5.2.2' };
    const nations = [...new Set(card.reinforcements.map(ctx.nationOf))];
    if (nations.length > 0) {
      // 9.5.3.1: no reinforcements in August 1914, and one reinforcement card per nation per turn.
      if (ctx.turn === 1) return { code: 'no-reinforcements-august', rule: '9.5.3.1' };
      const again = nations.find((n) => ctx.reinforcedNations.includes(n));
      if (again) return { code: 'reinforcements-twice', rule: '9.5.3.1', params: { nation: again } };
      const placement = ctx.placement?.(card);
      if (placement) return placement;
    }
  }
  return null;
}

/** The nations a reinforcement event brings units of (9.5.3.1). */
export function reinforcedBy(card: Card, nationOf: (unit: string) => string): string[] {
  return [...new Set(card.reinforcements.map(nationOf))];
}

/** RP nations that cannot record RP while neutral (9.4.1: Bulgaria, Italy and Turkey). */
const NEUTRAL_RP = ['bu', 'it', 'tu'];

/** 9.4.1: the RP a card records, by nation; a neutral nation records none; 9.4.5, 17.1.8: +1 US after Over There. */
export function rpRecorded(card: Card, atWar: readonly string[], overThere: boolean): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [nation, value] of Object.entries(card.rp)) {
    if (value === undefined) continue;
    if (NEUTRAL_RP.includes(nation) && !atWar.includes(nation)) continue; // 9.4.1
    out[nation] = value;
  }
  if (card.side === 'ap' && overThere) out['us'] = (out['us'] ?? 0) + 1; // 9.4.5, 17.1.8
  return out;
}

/** 9.5.1.3: an event's War Status number adds to its player's WS and to the CWS; 16.1.6: at Total War only to the CWS. */
export function warStatusAfter(
  ws: number,
  cws: number,
  commitment: Commitment,
  n: number,
): { ws: number; cws: number } {
  return { ws: commitment === 'total' ? ws : ws + n, cws: cws + n };
}

/** 16.1.3: War Status 4 or more brings Limited War; 16.1.4: 11 or more Total War; 16.1.5: it never goes back. */
export const LIMITED_WAR_WS = 4;
export const TOTAL_WAR_WS = 11;
export function commitmentFor(ws: number, now: Commitment): Commitment {
  const reached: Commitment = ws >= TOTAL_WAR_WS ? 'total' : ws >= LIMITED_WAR_WS ? 'limited' : 'mobilization';
  return COMMITMENTS.indexOf(reached) > COMMITMENTS.indexOf(now) ? reached : now;
}
