import type { GameEvent, MenuItem } from '../../../core/game.js';
import { askMenu } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { SIDE_NAME } from '../words.js';
import { cardRow, cardsAsk, isSingle, playable } from './cards.js';
import type { N1812Game } from './game.js';
import type { N1812State } from './state.js';

/**
 * The words of 16.1 (the option `cards`), in English and Italian: the step's prompt, the menu of the card to play or
 * the value asked, and the log's lines. The log never names a card before it is played (the hand is hidden).
 */

export const CARDS_STEP_NAME = loc('Random Events: the cards (16.1)', 'Eventi casuali: le carte (16.1)');

/** The gap, said where a card is shown without the pack. */
const NOT_IN_BOOK = loc(
  'the card’s text is not in the rulebook: the pack’s table `random-events` would give it',
  'il testo della carta non è nel regolamento: lo darebbe la tabella `random-events` del pacchetto',
);

/** A card as the players read it: its number, and the pack's title when it has one. */
export function cardName(game: N1812Game, card: number): Localized {
  const row = cardRow(game, card);
  return row
    ? loc(`card ${card} “${row.title}”`, `carta ${card} “${row.title}”`)
    : loc(`card ${card}`, `carta ${card}`);
}

export function cardsPrompt(game: N1812Game, s: N1812State, side: Side): Localized {
  const ask = cardsAsk(game, s, side);
  if (ask)
    return loc(
      `16.1: ${NOT_IN_BOOK.en}. Give the value asked; it is recorded, and not asked again when the card comes back. Anything else the card says is done by the referee's correction.`,
      `16.1: ${NOT_IN_BOOK.it}. Indica il valore richiesto; è registrato, e non sarà chiesto di nuovo quando la carta ritorna. Il resto di ciò che la carta dice si fa con la correzione dell'arbitro.`,
    );
  return loc(
    'Play the card you drew or the one you hold (16.1); the other stays in your hand. A single-instruction card cannot be held.',
    'Gioca la carta pescata o quella che hai in mano (16.1); l’altra resta in mano. Una carta a istruzione singola non può essere tenuta.',
  );
}

/** The items of the step for `side`: the value asked, or the cards it may play. */
export function cardsItems(game: N1812Game, s: N1812State, side: Side): MenuItem[] {
  const ask = cardsAsk(game, s, side);
  if (ask)
    return askMenu(ask).items.map((item) => ({
      kind: 'action' as const,
      key: `card-value/${item.key.slice('value/'.length)}`,
      label: item.label,
    }));
  const c = s.cards!;
  return playable(game, s, side).map((which) => {
    const card = which === 'drawn' ? c.drawn[side]! : c.hand[side]!;
    const kept = which === 'drawn' ? c.hand[side] : c.drawn[side];
    const name = cardName(game, card);
    const single = isSingle(game, s, card) === true;
    const keep =
      kept === null ? loc('', '') : loc(`, keep ${cardName(game, kept).en}`, `, tieni la ${cardName(game, kept).it}`);
    return {
      kind: 'action' as const,
      key: `card/${which}`,
      label: single
        ? loc(
            `Play ${name.en}, drawn: a single-instruction card, it cannot be held${keep.en}`,
            `Gioca la ${name.it}, pescata: a istruzione singola, non può essere tenuta${keep.it}`,
          )
        : which === 'drawn'
          ? loc(`Play ${name.en}, drawn${keep.en}`, `Gioca la ${name.it}, pescata${keep.it}`)
          : loc(`Play ${name.en}, held${keep.en}`, `Gioca la ${name.it}, in mano${keep.it}`),
    };
  });
}

/** The lines `side` alone may read: the card it holds and the one it drew (View.secret). */
export function cardsSecret(game: N1812Game, s: N1812State, side: Side): Localized[] {
  const c = s.cards;
  if (!c) return [];
  const out: Localized[] = [];
  const held = c.hand[side];
  const drawn = c.drawn[side];
  if (held !== null) out.push(loc(`Your hand: ${cardName(game, held).en}`, `In mano: ${cardName(game, held).it}`));
  if (drawn !== null) out.push(loc(`Drawn: ${cardName(game, drawn).en}`, `Pescata: ${cardName(game, drawn).it}`));
  return out;
}

const n = (e: GameEvent, k: string): number => Number(e[k] ?? 0);
const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

export function describeCards(game: N1812Game, e: GameEvent): Localized | undefined {
  const who = SIDE_NAME[String(e['side']) as Side] ?? loc('', '');
  switch (e.kind) {
    case 'cards-dealt':
      return loc(
        `16.1: the Random Event cards in two decks (${n(e, 'first')} for turns 1–8, ${n(e, 'second')} for turns 9–16), shuffled; cards 5, 9, 12, 13, 14 out of the first deck, each side draws one card, they go back and the deck is shuffled again.`,
        `16.1: le carte degli eventi casuali in due mazzi (${n(e, 'first')} per i turni 1–8, ${n(e, 'second')} per i turni 9–16), mischiati; tolte dal primo mazzo le carte 5, 9, 12, 13, 14, ogni giocatore pesca una carta, poi si rimettono dentro e si rimischia.`,
      );
    case 'card-drawn':
      return e['drew'] === false
        ? loc(
            `${who.en}: the deck is empty, no card drawn (16.1).`,
            `${who.it}: il mazzo è vuoto, nessuna carta pescata (16.1).`,
          )
        : loc(`${who.en} draws a Random Event card (16.1).`, `${who.it} pesca una carta degli eventi casuali (16.1).`);
    case 'card-played': {
      const card = n(e, 'card');
      const name = cardName(game, card);
      const text = typeof e['text'] === 'string' && e['text'] !== '' ? ` “${e['text']}”` : '';
      const rest =
        text === ''
          ? loc(
              ` (${NOT_IN_BOOK.en}; its trains and Combat Commands are asked once and applied, anything else it says is done by the referee's correction).`,
              ` (${NOT_IN_BOOK.it}; i suoi treni e Comandi di Combattimento sono chiesti una volta e applicati, il resto di ciò che dice si fa con la correzione dell'arbitro).`,
            )
          : loc(
              `: the game applies its trains (7.2) and Combat Commands (after 9.4); anything else it says is done by the referee's correction.`,
              `: il gioco ne applica i treni (7.2) e i Comandi di Combattimento (dopo la 9.4); il resto di ciò che dice si fa con la correzione dell'arbitro.`,
            );
      return loc(
        `${who.en} plays ${name.en}${e['single'] ? ' (single instruction)' : ''}${text}${rest.en}`,
        `${who.it} gioca la ${name.it}${e['single'] ? ' (istruzione singola)' : ''}${text}${rest.it}`,
      );
    }
    case 'cards-effects': {
      const t = e['trains'] as Record<Side, number> | undefined;
      const cc = e['cc'] as Record<Side, number> | undefined;
      if (!t || !cc) return undefined;
      return loc(
        `16.1 this turn: trains French ${signed(t.french)}, Russian ${signed(t.russian)} (7.2); Combat Commands French ${signed(cc.french)}, Russian ${signed(cc.russian)} (after 9.4).`,
        `16.1 in questo turno: treni francesi ${signed(t.french)}, russi ${signed(t.russian)} (7.2); Comandi di Combattimento francesi ${signed(cc.french)}, russi ${signed(cc.russian)} (dopo la 9.4).`,
      );
    }
    case 'card-trains':
      return loc(
        `${who.en}: ${signed(n(e, 'value'))} Supply Train(s) from the cards (16.1, 7.2).`,
        `${who.it}: ${signed(n(e, 'value'))} Treni di Rifornimento dalle carte (16.1, 7.2).`,
      );
    case 'card-cc':
      return loc(
        `${who.en}: ${signed(n(e, 'value'))} Combat Command(s) from the cards, after who attacks first was decided (16.1, 9.4): ${n(e, 'cc')}.`,
        `${who.it}: ${signed(n(e, 'value'))} Comandi di Combattimento dalle carte, dopo aver deciso chi attacca per primo (16.1, 9.4): ${n(e, 'cc')}.`,
      );
    case 'cards-merged':
      return loc(
        `16.13: card ${n(e, 'removed')} leaves the game; the first deck's cards not drawn are shuffled into the second, used for the rest of the game.`,
        `16.13: la carta ${n(e, 'removed')} è tolta dal gioco; le carte non pescate del primo mazzo sono mischiate nel secondo, usato per il resto del gioco.`,
      );
    default:
      return undefined;
  }
}
