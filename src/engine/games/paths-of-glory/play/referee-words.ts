import { loc, type Localized } from '../../../core/localized.js';
import type { Correction } from './state.js';

/** The words of the referee's correction menu (referee-menu.ts), in Italian and English. */

export const refereeTitle = loc('Referee’s correction', 'Correzione dell’arbitro');

export type CorrectionKind = Correction['edit'];

export const KIND_LABEL: Readonly<Record<CorrectionKind, Localized>> = {
  place: loc('Place a unit', 'Piazza un’unità'),
  flip: loc('Flip a unit', 'Gira un’unità'),
  control: loc('Control of a space', 'Controllo di uno spazio'),
  trench: loc('Trench in a space', 'Trincea in uno spazio'),
  counter: loc('VP or War Status', 'VP o Stato di Guerra'),
  card: loc('Move a card', 'Sposta una carta'),
  event: loc('Event played or not', 'Evento giocato o no'),
  war: loc('A nation enters the war', 'Una nazione entra in guerra'),
};

/** The nations of the counters and the countries of the spaces, by code. */
const NATION_NAME: Readonly<Record<string, Localized>> = {
  ge: loc('Germany', 'Germania'),
  ah: loc('Austria-Hungary', 'Austria-Ungheria'),
  tu: loc('Turkey', 'Turchia'),
  bu: loc('Bulgaria', 'Bulgaria'),
  sn: loc('Sanusi', 'Senussi'),
  fr: loc('France', 'Francia'),
  br: loc('Britain', 'Gran Bretagna'),
  ru: loc('Russia', 'Russia'),
  it: loc('Italy', 'Italia'),
  us: loc('United States', 'Stati Uniti'),
  be: loc('Belgium', 'Belgio'),
  sb: loc('Serbia', 'Serbia'),
  mn: loc('Montenegro', 'Montenegro'),
  ro: loc('Romania', 'Romania'),
  gr: loc('Greece', 'Grecia'),
  aus: loc('Australia', 'Australia'),
  cnd: loc('Canada', 'Canada'),
  pt: loc('Portugal', 'Portogallo'),
  ana: loc('Arab Northern Army', 'Esercito Arabo del Nord'),
  al: loc('Albania', 'Albania'),
  pe: loc('Persia', 'Persia'),
  ar: loc('Arabia', 'Arabia'),
  eg: loc('Egypt', 'Egitto'),
};

export function nationName(code: string | null): Localized {
  if (code === null) return loc('Other spaces', 'Altri spazi');
  return NATION_NAME[code] ?? loc(code.toUpperCase(), code.toUpperCase());
}

export const COUNTER_LABEL: Readonly<Record<'vp' | 'ws-cp' | 'ws-ap' | 'cws', Localized>> = {
  vp: loc('VP', 'VP'),
  'ws-cp': loc('Central Powers War Status', 'Stato di Guerra degli Imperi Centrali'),
  'ws-ap': loc('Allied War Status', 'Stato di Guerra degli Alleati'),
  cws: loc('Combined War Status', 'Stato di Guerra Combinato'),
};

export const NO_ONE = loc('No one', 'Nessuno');

export type CardPlace = 'hand' | 'discard' | 'removed' | 'deck' | 'in-play';

export const CARD_PLACE: Readonly<Record<CardPlace, Localized>> = {
  hand: loc('hand', 'mano'),
  discard: loc('discards', 'scarti'),
  removed: loc('removed', 'rimosse'),
  deck: loc('draw pile', 'mazzo'),
  'in-play': loc('in play', 'in gioco'),
};

export const OFF_MAP = loc('not yet in play', 'non ancora in gioco');
export const GONE_FOR_GOOD = loc('eliminated for good', 'eliminata definitivamente');

export const prompts = {
  nation: loc('Which nation’s unit?', 'Un’unità di quale nazione?'),
  unit: loc('Which unit?', 'Quale unità?'),
  where: (unit: string, now: Localized) => loc(`${unit} (now ${now.en}): where to?`, `${unit} (ora ${now.it}): dove?`),
  country: loc('Which country’s space?', 'Uno spazio di quale paese?'),
  space: loc('Which space?', 'Quale spazio?'),
  counter: loc('Which counter?', 'Quale segnalino?'),
  value: (what: Localized, now: number) =>
    loc(`${what.en}: now ${now}; set it to`, `${what.it}: ora ${now}; portalo a`),
  side: loc('Whose card?', 'Carta di chi?'),
  card: loc('Which card?', 'Quale carta?'),
  cardTo: (card: Localized, now: Localized) =>
    loc(`${card.en} (now ${now.en}): move it to`, `${card.it} (ora ${now.it}): spostala in`),
  nationAtWar: loc('Which nation enters the war?', 'Quale nazione entra in guerra?'),
};

export const labels = {
  nearby: (space: string) => loc(`${space} (adjacent)`, `${space} (adiacente)`),
  flip: (unit: string, reduced: boolean) =>
    reduced
      ? loc(`${unit}: back to full strength`, `${unit}: torna a piena forza`)
      : loc(`${unit}: to its reduced side`, `${unit}: al lato ridotto`),
  control: (space: string, who: Localized) => loc(`${space}: ${who.en}`, `${space}: ${who.it}`),
  trenchLevel: (level: number) =>
    level === 0 ? loc('No trench', 'Nessuna trincea') : loc(`Trench level ${level}`, `Trincea di livello ${level}`),
  eventPlayed: (card: Localized, played: boolean) =>
    played
      ? loc(`${card.en}: mark as played`, `${card.it}: segna come giocato`)
      : loc(`${card.en}: mark as not played`, `${card.it}: segna come non giocato`),
  cardIn: (card: Localized, place: Localized) => loc(`${card.en} (${place.en})`, `${card.it} (${place.it})`),
  unitAt: (unit: string, where: Localized) => loc(`${unit} (${where.en})`, `${unit} (${where.it})`),
  enters: (nation: Localized) => loc(`${nation.en} enters the war`, `${nation.it} entra in guerra`),
};
