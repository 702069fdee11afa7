import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of rules/events-deluxe.ts (the 2022 Deluxe optional cards' events): its refusals (a
 * problem code to its words; `refusal` adds the rule) and its log lines (an event kind to its words).
 */

const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');
const E = (e: GameEvent, k: string): string => String(e[k] ?? '');
const signed = (v: unknown): string => `${Number(v) > 0 ? '+' : ''}${Number(v)}`;
const units = (e: GameEvent, n: Namer): string =>
  Array.isArray(e['units']) ? (e['units'] as string[]).map((u) => n.unit(u)).join(', ') : '';

export const DELUXE_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'dx-no-counter': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} brings ${P(p, 'unit')}, a counter this game’s pack does not have: add it to the pack (/pack import) to play the card.`,
      `${n.card(P(p, 'card')).it} porta ${P(p, 'unit')}, una pedina che il pacchetto di questa partita non ha: aggiungila al pacchetto (/pacchetto importa) per giocare la carta.`,
    ),
  'dx-paris-taxis': (_p, n) =>
    loc(
      `${n.card('ap-56').en} needs a reduced French army in Paris or in a space next to it.`,
      `${n.card('ap-56').it} richiede un’armata francese ridotta a Parigi o in uno spazio adiacente.`,
    ),
  'dx-russian-cavalry': (_p, n) =>
    loc(
      `${n.card('ap-57').en} needs a space of Russia (not in the Near East) with a Russian army in supply and room for two more units.`,
      `${n.card('ap-57').it} richiede uno spazio della Russia (non in Vicino Oriente) con un’armata russa rifornita e posto per altre due unità.`,
    ),
  'dx-influenza-cws': (p, n) =>
    loc(
      `${n.card('ap-65').en} needs a Combined War Status of ${P(p, 'needed')} or more; it is ${P(p, 'cws')}.`,
      `${n.card('ap-65').it} richiede uno Stato di Guerra Combinato di ${P(p, 'needed')} o più; è ${P(p, 'cws')}.`,
    ),
  'dx-polish-warsaw': (p, n) =>
    loc(
      `${n.card('cp-59').en} may be played only while the Central Powers control ${n.space(P(p, 'space'))}.`,
      `${n.card('cp-59').it} si può giocare solo se gli Imperi Centrali controllano ${n.space(P(p, 'space'))}.`,
    ),
  'dx-turns': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} may not be played after turn ${P(p, 'last')}.`,
      `${n.card(P(p, 'card')).it} non si può giocare dopo il turno ${P(p, 'last')}.`,
    ),
  'dx-influenza': (_p, n) =>
    loc(
      `${n.card('ap-65').en} was played this turn: no card may be played for replacement points until the turn ends.`,
      `${n.card('ap-65').it} è stata giocata in questo turno: nessuna carta si può giocare per i punti rimpiazzo fino alla fine del turno.`,
    ),
  'dx-cavalry-near-east': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is Russian cavalry, which never enters the Near East (${n.card('ap-57').en}).`,
      `${n.unit(P(p, 'unit'))} è cavalleria russa, che non entra mai in Vicino Oriente (${n.card('ap-57').it}).`,
    ),
  'dx-polish-rp': (p, n) =>
    loc(
      `No replacement points may be spent on ${n.unit(P(p, 'unit'))} while the Allies control Warsaw (${n.card('cp-59').en}).`,
      `Non si possono spendere punti rimpiazzo per ${n.unit(P(p, 'unit'))} finché gli Alleati controllano Varsavia (${n.card('cp-59').it}).`,
    ),
};

export const DELUXE_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {
  'dx-flipped': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: ${n.unit(E(e, 'unit'))} in ${n.space(E(e, 'at'))} flipped to full strength.`,
      `${n.card(E(e, 'card')).it}: ${n.unit(E(e, 'unit'))} a ${n.space(E(e, 'at'))} girata a piena forza.`,
    ),
  'dx-reduced': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: ${n.unit(E(e, 'unit'))} in ${n.space(E(e, 'at'))} flipped to its reduced side.`,
      `${n.card(E(e, 'card')).it}: ${n.unit(E(e, 'unit'))} a ${n.space(E(e, 'at'))} girata sul lato ridotto.`,
    ),
  'dx-arrive': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: ${units(e, n)} to ${n.space(E(e, 'at'))}.`,
      `${n.card(E(e, 'card')).it}: ${units(e, n)} a ${n.space(E(e, 'at'))}.`,
    ),
  'dx-gone': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: ${n.unit(E(e, 'unit'))} leaves the Central Powers’ eliminated units box, out of the game for good.`,
      `${n.card(E(e, 'card')).it}: ${n.unit(E(e, 'unit'))} lascia la casella delle unità eliminate degli Imperi Centrali, fuori dal gioco per sempre.`,
    ),
  'dx-sixtus': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: die ${E(e, 'die')} on the Allied Peace Terms table (Combined War Status 0–19): VP ${signed(e['vp'])}. No peace is made.`,
      `${n.card(E(e, 'card')).it}: dado ${E(e, 'die')} sulla tabella dei Termini di Pace alleata (Stato di Guerra Combinato 0–19): VP ${signed(e['vp'])}. Nessuna pace è conclusa.`,
    ),
  'dx-influenza': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: for the rest of the turn neither player may play a card for replacement points (those recorded are kept).`,
      `${n.card(E(e, 'card')).it}: per il resto del turno nessun giocatore può giocare carte per i punti rimpiazzo (quelli già registrati restano).`,
    ),
  'dx-vp': (e, n) =>
    loc(`${n.card(E(e, 'card')).en}: VP ${signed(e['vp'])}.`, `${n.card(E(e, 'card')).it}: VP ${signed(e['vp'])}.`),
};
