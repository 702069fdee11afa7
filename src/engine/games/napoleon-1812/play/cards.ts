import type { Dice } from '../../../core/dice.js';
import type { GameEvent, Outcome } from '../../../core/game.js';
import { learnFromAnswer, tableCell, type LearnedAsk } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import { otherSide, SIDES, type Side } from '../model.js';
import { MOST_CARD_CC, MOST_CARD_TRAINS, randomEventsTable, type RandomEventRow } from '../tables.js';
import type { N1812Game } from './game.js';
import type { N1812Action, N1812State } from './state.js';

/**
 * Advanced rule 16.1, the Random Event cards (the game option `cards`). The book gives the decks' mechanics, not the
 * 35 cards' texts: what a card does is the pack's table `random-events` (tables.ts), or, without it, what the player
 * who plays the card says the first time it is played (learned values, core/learned.ts), limited to what the play
 * applies (the trains of 7.2, the Combat Commands after 9.4, single instruction or not); anything else a card says is
 * the referee's correction. The hand is hidden: the other side's view and the log never show a held or drawn card,
 * only a played one. Readings taken where the rule is silent are in the README (16.1).
 */

export const CARDS_OPTION = 'cards';

/** 16.1: the deck's size, and the cards taken out of the first deck for the opening draw. */
export const CARD_COUNT = 35;
export const OPENING_EXCLUDED: readonly number[] = [5, 9, 12, 13, 14];
/** 16.1: the first deck serves turns 1–8, the second turns 9–16. */
export const FIRST_DECK_LAST_TURN = 8;
/** 16.13: the card taken out of the game in the 1813 campaign. */
export const CARD_OUT_IN_1813 = 24;

/** Whose instruction a card's values belong to: the playing side's (two instructions) or the card's only one. */
export type Instruction = Side | 'single';

export interface CardEffects {
  trains: Record<Side, number>;
  cc: Record<Side, number>;
}

export interface CardsState {
  /** The two decks' cards not drawn yet, the top first: [turns 1–8, turns 9–16]. */
  decks: [number[], number[]];
  /** 16.13: the first deck's cards were shuffled into the second, which serves the rest of the game. */
  merged?: boolean;
  /** The card each side holds (hidden from the other). */
  hand: Record<Side, number | null>;
  /** The card each side drew this turn, until it declares (hidden from the other). */
  drawn: Record<Side, number | null>;
  /** The card each side played this turn (public), null if none; absent until it declares. */
  played: Partial<Record<Side, number | null>>;
  /** The sides in the order they declared this turn. */
  declared: Side[];
  /** This turn's changes to the trains (7.2) and Combat Commands (after 9.4), once both sides have played. */
  effects: CardEffects | null;
  discard: number[];
  /** 16.1's note: the "Jerome" card was played (known only from the pack). */
  jerome: boolean;
  /** The last turn whose cards are settled (0 before the first). */
  turn: number;
}

export const cardsOn = (s: N1812State): boolean => s.cards !== undefined;

export function initialCards(): CardsState {
  return {
    decks: [[], []],
    hand: { french: null, russian: null },
    drawn: { french: null, russian: null },
    played: {},
    declared: [],
    effects: null,
    discard: [],
    jerome: false,
    turn: 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The pack's cards, or the values learned

/** The pack's table when it holds the cards (validated by its schema). */
export function cardRows(game: N1812Game): readonly RandomEventRow[] | undefined {
  const parsed = randomEventsTable.schema.safeParse(game.pack.tables[randomEventsTable.id]);
  return parsed.success ? parsed.data : undefined;
}

export const cardRow = (game: N1812Game, card: number): RandomEventRow | undefined =>
  cardRows(game)?.find((r) => r.card === card);

/** The deck split question (without the pack): deck 1 holds cards 1 to N (README, 16.1). */
const SPLIT = { row: 'deck-1', column: 'last' } as const;
const SPLIT_RANGE = { min: Math.max(...OPENING_EXCLUDED), max: CARD_COUNT - 1 };

export function splitAsk(): LearnedAsk {
  return {
    subject: { kind: 'table', table: randomEventsTable.id, ...SPLIT },
    side: 'russian',
    rule: '16.1',
    what: randomEventsTable.title,
    on: loc(
      'the last card of the first deck (turns 1–8), the first deck holding cards 1 to that number',
      "l'ultima carta del primo mazzo (turni 1–8), il primo mazzo avendo le carte da 1 a quel numero",
    ),
    ...SPLIT_RANGE,
  };
}

/** The cards of each deck: the pack's split, or cards 1..N and N+1..35 with N as given; undefined until known. */
function deckCards(game: N1812Game, s: N1812State): [number[], number[]] | undefined {
  const rows = cardRows(game);
  if (rows)
    return [rows.filter((r) => r.deck === 1).map((r) => r.card), rows.filter((r) => r.deck === 2).map((r) => r.card)];
  const last = tableCell(s.learned, randomEventsTable.id, SPLIT.row, SPLIT.column);
  if (last === undefined) return undefined;
  const all = Array.from({ length: CARD_COUNT }, (_, i) => i + 1);
  return [all.filter((c) => c <= last), all.filter((c) => c > last)];
}

/** The values the play needs of a card without the pack, in the order asked (`single` first). */
type Column = 'single' | 'trains-french' | 'trains-russian' | 'cc-french' | 'cc-russian';
const EFFECT_COLUMNS: readonly Column[] = ['trains-french', 'trains-russian', 'cc-french', 'cc-russian'];

const cardKey = (card: number) => `card-${card}`;
const learnedOf = (s: N1812State, card: number, column: string): number | undefined =>
  tableCell(s.learned, randomEventsTable.id, cardKey(card), column);

/** Whether the card is a single-instruction one; undefined while nobody has said (no pack, never played). */
export function isSingle(game: N1812Game, s: N1812State, card: number): boolean | undefined {
  const row = cardRow(game, card);
  if (row) return row.single;
  const v = learnedOf(s, card, 'single');
  return v === undefined ? undefined : v === 1;
}

const COLUMN_WORDS: Readonly<Record<Column, { en: string; it: string }>> = {
  single: {
    en: 'single instruction (1 yes, 0 no: two instructions, one per side)',
    it: 'istruzione singola (1 sì, 0 no: due istruzioni, una per parte)',
  },
  'trains-french': { en: 'change to the French Supply Trains (7.2)', it: 'variazione dei Treni francesi (7.2)' },
  'trains-russian': { en: 'change to the Russian Supply Trains (7.2)', it: 'variazione dei Treni russi (7.2)' },
  'cc-french': { en: 'change to the French Combat Commands (9.4)', it: 'variazione dei CC francesi (9.4)' },
  'cc-russian': { en: 'change to the Russian Combat Commands (9.4)', it: 'variazione dei CC russi (9.4)' },
};

function columnAsk(side: Side, card: number, ins: Instruction, column: Column): LearnedAsk {
  const key = column === 'single' ? column : `${ins}:${column}`;
  const whose =
    column === 'single'
      ? { en: '', it: '' }
      : ins === 'single'
        ? { en: ', its single instruction', it: ', la sua istruzione singola' }
        : ins === 'french'
          ? { en: ', the French instruction', it: ', l’istruzione francese' }
          : { en: ', the Russian instruction', it: ', l’istruzione russa' };
  const most = column.startsWith('cc') ? MOST_CARD_CC : MOST_CARD_TRAINS;
  return {
    subject: { kind: 'table', table: randomEventsTable.id, row: cardKey(card), column: key },
    side,
    rule: '16.1',
    what: randomEventsTable.title,
    on: loc(
      `card ${card}${whose.en}: ${COLUMN_WORDS[column].en}`,
      `carta ${card}${whose.it}: ${COLUMN_WORDS[column].it}`,
    ),
    min: column === 'single' ? 0 : -most,
    max: column === 'single' ? 1 : most,
  };
}

/** The next value the play needs of the card `side` played (no pack), or undefined when all are known. */
function missingAsk(game: N1812Game, s: N1812State, side: Side): LearnedAsk | undefined {
  const card = s.cards?.played[side];
  if (card === undefined || card === null || cardRow(game, card)) return undefined;
  const single = isSingle(game, s, card);
  if (single === undefined) return columnAsk(side, card, side, 'single');
  const ins: Instruction = single ? 'single' : side;
  for (const column of EFFECT_COLUMNS)
    if (learnedOf(s, card, `${ins}:${column}`) === undefined) return columnAsk(side, card, ins, column);
  return undefined;
}

/** What one played card changes (the instruction that applies: the player's, or the card's single one). */
function cardEffects(game: N1812Game, s: N1812State, side: Side, card: number): CardEffects & { single: boolean } {
  const row = cardRow(game, card);
  if (row) {
    const ins = row.single ? (row.french ?? row.russian) : row[side];
    const of = (d?: { french?: number; russian?: number }) => ({ french: d?.french ?? 0, russian: d?.russian ?? 0 });
    return { trains: of(ins?.trains), cc: of(ins?.cc), single: row.single };
  }
  const single = isSingle(game, s, card) === true;
  const ins: Instruction = single ? 'single' : side;
  const v = (column: Column) => learnedOf(s, card, `${ins}:${column}`) ?? 0;
  return {
    trains: { french: v('trains-french'), russian: v('trains-russian') },
    cc: { french: v('cc-french'), russian: v('cc-russian') },
    single,
  };
}

/**
 * 16.1: this turn's changes, both cards together. "Le istruzioni singole soprassedono qualsiasi altra istruzione
 * contraria di una carta non singola": a two-instruction card's change of the opposite sign to a single card's on the
 * same count of the same side is dropped (README).
 */
export function turnEffects(game: N1812Game, s: N1812State): CardEffects {
  const total: CardEffects = { trains: { french: 0, russian: 0 }, cc: { french: 0, russian: 0 } };
  const played = SIDES.flatMap((side) => {
    const card = s.cards?.played[side];
    return card === undefined || card === null ? [] : [cardEffects(game, s, side, card)];
  });
  for (const what of ['trains', 'cc'] as const)
    for (const x of SIDES) {
      const singles = played.filter((e) => e.single).map((e) => e[what][x]);
      for (const e of played) {
        const v = e[what][x];
        if (!e.single && singles.some((w) => w * v < 0)) continue;
        total[what][x] += v;
      }
    }
  return total;
}

// ---------------------------------------------------------------------------------------------------------------
// Decks and draws

/** A deck shuffled with the game's dice (so that a replay deals the same cards): Fisher–Yates. */
export function shuffle(cards: readonly number[], dice: Dice): number[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1, { purpose: 'cards' }) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The deck the turn draws from: the first on turns 1–8, the second on 9–16 (the second always after 16.13's merge). */
export const deckIndex = (s: N1812State): 0 | 1 => (s.cards?.merged || s.turn > FIRST_DECK_LAST_TURN ? 1 : 0);

/**
 * 16.13 "La carta n.ro 24 è tolta dal gioco. Le carte non ancora pescate del mazzo sono mischiate nel secondo mazzo":
 * card 24 leaves the game (wherever it is: a deck, a hand, the discards), the first deck's cards go into the second,
 * which is shuffled and serves the rest of the game. For the 1813 campaign's code to call; nothing without the option.
 */
export function mergeDecksFor1813(s: N1812State, dice: Dice, events: GameEvent[]): void {
  const c = s.cards;
  if (!c || c.merged) return;
  const out = (x: number) => x !== CARD_OUT_IN_1813;
  c.decks = [[], shuffle([...c.decks[0], ...c.decks[1]].filter(out), dice)];
  for (const side of SIDES) {
    if (c.hand[side] === CARD_OUT_IN_1813) c.hand[side] = null;
    if (c.drawn[side] === CARD_OUT_IN_1813) c.drawn[side] = null;
  }
  c.discard = c.discard.filter(out);
  c.merged = true;
  events.push({ kind: 'cards-merged', removed: CARD_OUT_IN_1813, rule: '16.13' });
}

/** Whether the turn's cards are still to be drawn and played (before phase 1: the hook at the turn's start). */
export const cardsPending = (s: N1812State): boolean => s.cards !== undefined && s.cards.turn < s.turn;

/**
 * 16.1 before the game: the two decks, cards 5, 9, 12, 13, 14 out of the first, each shuffled; each side draws one
 * from the first deck; the cards taken out go back in and the first deck is shuffled again.
 */
function openingDraw(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): boolean {
  const c = s.cards!;
  const split = deckCards(game, s);
  if (!split) return false;
  const [first, second] = split;
  const out = first.filter((x) => OPENING_EXCLUDED.includes(x));
  const opening = shuffle(
    first.filter((x) => !out.includes(x)),
    dice,
  );
  c.decks[1] = shuffle(second, dice);
  for (const side of ['russian', 'french'] as const) c.hand[side] = opening.shift() ?? null;
  c.decks[0] = shuffle([...opening, ...out], dice);
  events.push({ kind: 'cards-dealt', first: first.length, second: second.length, rule: '16.1' });
  return true;
}

/** The turn's draw: each side draws one card from the turn's deck (none when it is empty). */
function drawForTurn(s: N1812State, events: GameEvent[]): void {
  const c = s.cards!;
  const deck = c.decks[deckIndex(s)];
  c.played = {};
  c.declared = [];
  c.effects = null;
  for (const side of ['russian', 'french'] as const) {
    c.drawn[side] = deck.shift() ?? null;
    events.push({ kind: 'card-drawn', side, turn: s.turn, drew: c.drawn[side] !== null, rule: '16.1' });
  }
}

/** Starts the turn's cards: the opening draw the first time (once the decks are known), then this turn's draw. */
export function startCards(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  s.step = 'cards';
  for (const x of SIDES) s.sides[x].done = false;
  const c = s.cards!;
  const fresh = c.turn === 0 && c.hand.french === null && c.hand.russian === null && c.decks.every((d) => !d.length);
  if (fresh && !openingDraw(game, s, dice, events)) return;
  // 16.13: once the French has entered the winter quarters, the 1813 turns draw from the merged deck.
  if (s.twoYear?.entered) mergeDecksFor1813(s, dice, events);
  drawForTurn(s, events);
}

// ---------------------------------------------------------------------------------------------------------------
// Declaring

/** 16.1: turns 1–8 the Russian declares first; turns 9–16 the French (the book is silent: README). */
export const declaresFirst = (s: N1812State): Side => (s.turn <= FIRST_DECK_LAST_TURN ? 'russian' : 'french');

/** What `side` may play now: the drawn card, the held one (a known single-instruction drawn card must be played). */
export function playable(game: N1812Game, s: N1812State, side: Side): ('drawn' | 'held')[] {
  const c = s.cards!;
  const drawn = c.drawn[side];
  const held = c.hand[side];
  if (drawn !== null && isSingle(game, s, drawn) === true) return ['drawn'];
  return [...(drawn !== null ? (['drawn'] as const) : []), ...(held !== null ? (['held'] as const) : [])];
}

/**
 * The side that declares next: in 16.1's order, but a side whose drawn card is a (known) single-instruction one plays
 * it right after the other's, "indipendentemente da chi doveva giocare per primo"; both singles keep the order.
 */
function nextDeclarer(game: N1812Game, s: N1812State): Side | undefined {
  const c = s.cards!;
  const order = [declaresFirst(s), otherSide(declaresFirst(s))];
  const pending = order.filter((x) => !c.declared.includes(x) && playable(game, s, x).length > 0);
  const waits = (x: Side) => c.drawn[x] !== null && isSingle(game, s, c.drawn[x]!) === true;
  return pending.find((x) => !waits(x)) ?? pending[0];
}

/** The split question before the first draw, the questions about a played card, or the next declaration. */
function pendingQuestion(game: N1812Game, s: N1812State): { side: Side; ask?: LearnedAsk } | undefined {
  if (!deckCards(game, s)) return { side: 'russian', ask: splitAsk() };
  for (const side of s.cards!.declared) {
    const ask = missingAsk(game, s, side);
    if (ask) return { side, ask };
  }
  const next = nextDeclarer(game, s);
  return next ? { side: next } : undefined;
}

/** The sides asked in the step `cards`. */
export function cardsActive(game: N1812Game, s: N1812State): Side[] {
  const q = pendingQuestion(game, s);
  return q ? [q.side] : [];
}

/** The question put to `side` now, if it is a value to give (no pack). */
export function cardsAsk(game: N1812Game, s: N1812State, side: Side): LearnedAsk | undefined {
  const q = pendingQuestion(game, s);
  return q?.side === side ? q.ask : undefined;
}

type Refusal = { readonly ok: false; readonly error: { rule: string; code: string; message: ReturnType<typeof loc> } };
const refuse = (code: string, en: string, it: string): Refusal => ({
  ok: false,
  error: { rule: '16.1', code, message: loc(en, it) },
});

/** An action of the step `cards`: a value given, or a card declared. */
export function cardsAction(
  game: N1812Game,
  s: N1812State,
  side: Side,
  action: N1812Action,
  dice: Dice,
): Outcome<N1812State> {
  const q = pendingQuestion(game, s);
  if (!q || q.side !== side) return refuse('card-not-yours', 'It is not your turn to act.', 'Non tocca a te.');
  const events: GameEvent[] = [];
  if (q.ask) {
    if (action.kind !== 'card-value')
      return refuse('card-value-needed', 'Give the value asked first.', 'Indica prima il valore richiesto.');
    const learned = learnFromAnswer(s.learned, q.ask, { number: action.value, by: side, turn: s.turn });
    if (!learned.ok) return learned;
    s.learned = [...learned.book];
    events.push(learned.event);
    if (!s.cards!.decks.some((d) => d.length) && s.cards!.turn === 0 && s.cards!.hand[side] === null)
      startCards(game, s, dice, events);
    return { ok: true, state: s, events };
  }
  if (action.kind !== 'card')
    return refuse('card-declare', 'Declare the card you play first.', 'Dichiara prima la carta che giochi.');
  const c = s.cards!;
  const choices = playable(game, s, side);
  if (!choices.includes(action.play))
    return action.play === 'held' && c.hand[side] !== null
      ? refuse(
          'card-single',
          `Card ${c.drawn[side]} is a single-instruction card: it cannot be held, it is played now (16.1).`,
          `La carta ${c.drawn[side]} è a istruzione singola: non può essere tenuta, si gioca ora (16.1).`,
        )
      : refuse('card-none', 'You have no such card.', 'Non hai quella carta.');
  const drawn = c.drawn[side];
  const held = c.hand[side];
  const card = action.play === 'drawn' ? drawn! : held!;
  c.hand[side] = action.play === 'drawn' ? held : drawn;
  c.drawn[side] = null;
  c.played[side] = card;
  c.declared.push(side);
  c.discard.push(card);
  const row = cardRow(game, card);
  if (row?.jerome) c.jerome = true;
  events.push({
    kind: 'card-played',
    side,
    card,
    ...(row ? { title: row.title, text: (row.single ? (row.french ?? row.russian) : row[side])?.text ?? '' } : {}),
    ...(row?.single ? { single: true } : {}),
    rule: '16.1',
  });
  return { ok: true, state: s, events, reveals: true };
}

/**
 * The end of the turn's cards, once both sides have played (and every value is known): the turn's changes for 7.2 and
 * 9.4, logged; a side with no card at all plays none. False while someone must still answer.
 */
export function settleCards(game: N1812Game, s: N1812State, events: GameEvent[]): boolean {
  if (pendingQuestion(game, s)) return false;
  const c = s.cards!;
  for (const x of SIDES) if (!c.declared.includes(x)) c.played[x] = null;
  c.effects = turnEffects(game, s);
  c.turn = s.turn;
  events.push({ kind: 'cards-effects', ...c.effects, rule: '16.1' });
  return true;
}

/** 7.2: this turn's trains added or removed by the cards. */
export const cardTrains = (s: N1812State, side: Side): number => s.cards?.effects?.trains[side] ?? 0;
/** After 9.4: this turn's Combat Commands added or removed by the cards. */
export const cardCc = (s: N1812State, side: Side): number => s.cards?.effects?.cc[side] ?? 0;

/**
 * 16.1's note: "le divisioni dell'VIII Corpo d'Armata Francese non possono forzare le marce fino a che non viene giocata
 * la carta Jerome". Only the pack says which card is Jerome: without it (or without the option) nothing is forbidden.
 */
export function jeromeForbids(game: N1812Game, s: N1812State, units: readonly string[]): boolean {
  if (!s.cards || s.cards.jerome || !cardRows(game)?.some((r) => r.jerome)) return false;
  return units.some((id) => {
    const unit = game.unitById.get(id);
    const counter = game.pack.counters.find((x) => x.id === id);
    return unit?.side === 'french' && counter !== undefined && /^VIII Corps\b/.test(counter.name);
  });
}

/** What must always hold: every card in one place (a deck, a hand, drawn, the discards), none twice. */
export function cardsProblems(s: N1812State): string[] {
  const c = s.cards;
  if (!c) return [];
  const all = [...c.decks[0], ...c.decks[1], ...c.discard, ...SIDES.flatMap((x) => [c.hand[x], c.drawn[x]])].filter(
    (x): x is number => x !== null,
  );
  const twice = all.filter((x, i) => all.indexOf(x) !== i);
  return twice.length > 0 ? [`16.1: cards in two places: ${[...new Set(twice)].join(', ')}`] : [];
}
