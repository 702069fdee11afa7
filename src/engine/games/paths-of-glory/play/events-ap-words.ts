import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the AP cards' events (rules/events-ap.ts): the refusals of their own conditions
 * (a problem code to its words; `refusal` adds the rule) and their log lines (an event kind to its words).
 */

const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');
const E = (e: GameEvent, k: string): string => String(e[k] ?? '');
const signed = (v: unknown): string => `${Number(v) > 0 ? '+' : ''}${Number(v)}`;

export const AP_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'ap-event-needs': (p, n) => {
    const card = n.card(P(p, 'card'));
    const needed = n.card(P(p, 'needs'));
    return loc(
      `${card.en} may be played as an event only after ${needed.en}.`,
      `${card.it} si gioca come evento solo dopo ${needed.it}.`,
    );
  },
  'ap-event-closed': (p, n) => {
    const card = n.card(P(p, 'card'));
    const closed = n.card(P(p, 'closed'));
    return loc(
      `${card.en} may no longer be played as an event: ${closed.en} has been played.`,
      `${card.it} non si può più giocare come evento: è stata giocata ${closed.it}.`,
    );
  },
  'ap-event-turns': (p, n) => {
    const card = n.card(P(p, 'card'));
    return loc(
      `${card.en} may be played as an event only in August or September 1914 (turns 1–${P(p, 'last')}).`,
      `${card.it} si gioca come evento solo in agosto o settembre 1914 (turni 1–${P(p, 'last')}).`,
    );
  },
  'ap-event-later-turn': (p, n) => {
    const card = n.card(P(p, 'card'));
    const after = n.card(P(p, 'after'));
    return loc(
      `${card.en} may be played as an event only in a turn after the one of ${after.en}.`,
      `${card.it} si gioca come evento solo in un turno seguente a quello di ${after.it}.`,
    );
  },
  'ap-zimmermann-cws': (p) =>
    loc(
      `Zimmermann Telegram may be played only with the US entry marker in its box: Combined War Status ${P(p, 'needed')} or more (now ${P(p, 'cws')}).`,
      `Il Telegramma Zimmermann si gioca solo con il segnalino di entrata in guerra USA nella sua casella: Stato di Guerra Combinato ${P(p, 'needed')} o più (ora ${P(p, 'cws')}).`,
    ),
  'ap-romania-tsar': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} may not be played after ${n.card(P(p, 'after')).en}.`,
      `${n.card(P(p, 'card')).it} non si può giocare dopo ${n.card(P(p, 'after')).it}.`,
    ),
  'ap-salonika-held': () =>
    loc(
      'With Greece at war, Salonika may be played only while Salonika is the Allies’ and not full.',
      'Con la Grecia in guerra, Salonicco si gioca solo se Salonicco è degli Alleati e non è pieno.',
    ),
  'ap-salonika-sr': () =>
    loc(
      'Salonika counts as an SR card: it may not be played the round after an Allied SR card of the same turn.',
      'Salonicco conta come carta SR: non si gioca nel round dopo una carta SR alleata dello stesso turno.',
    ),
  'ap-everyone-into-battle': (p, n) => {
    const card = n.card(P(p, 'card'));
    return loc(
      `${card.en} may be played as an event only after Michael, Blücher or Peace Offensive.`,
      `${card.it} si gioca come evento solo dopo Michel, Blücher o Offensiva per la Pace.`,
    );
  },
};

export const AP_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {
  'ap-vp': (e, n) => {
    const card = n.card(E(e, 'card'));
    return loc(`${card.en}: VP ${signed(e['vp'])}.`, `${card.it}: VP ${signed(e['vp'])}.`);
  },
  'ap-cancels': (e, n) => {
    const card = n.card(E(e, 'card'));
    const cancelled = n.card(E(e, 'cancelled'));
    const vp =
      e['vp'] === undefined ? { en: '', it: '' } : { en: ` VP ${signed(e['vp'])}.`, it: ` VP ${signed(e['vp'])}.` };
    return loc(`${card.en} cancels ${cancelled.en}.${vp.en}`, `${card.it} annulla ${cancelled.it}.${vp.it}`);
  },
  'ap-no-effect': (e, n) => {
    const card = n.card(E(e, 'card'));
    const after = n.card(E(e, 'after'));
    return loc(
      `${card.en}: not played right after ${after.en}, it has no effect (9.5.1.1 note).`,
      `${card.it}: non giocata subito dopo ${after.it}, non ha effetto (nota a 9.5.1.1).`,
    );
  },
  'ap-one-nationality': (e, n) => {
    const card = n.card(E(e, 'card'));
    return loc(
      `${card.en}: for the rest of the turn the Allied units in Italy, France and Belgium are one nationality for activation (a space there costs 1).`,
      `${card.it}: per il resto del turno le unità alleate in Italia, Francia e Belgio sono una sola nazionalità per l’attivazione (uno spazio lì costa 1).`,
    );
  },
  'ap-allows': (e, n) => {
    const card = n.card(E(e, 'card'));
    const allowed = n.card(E(e, 'allowed'));
    return loc(`${card.en}: ${allowed.en} may now be played.`, `${card.it}: ora si può giocare ${allowed.it}.`);
  },
  'ap-over-there': (e, n) => {
    const card = n.card(E(e, 'card'));
    return loc(
      `${card.en}: US reinforcement cards may be played from the next turn, one a turn; every Allied RP card now includes 1 US RP.`,
      `${card.it}: le carte di rinforzo USA si possono giocare dal turno seguente, una per turno; ogni carta RP alleata include ora 1 RP USA.`,
    );
  },
  'ap-greek-units': (e, n) => {
    const units = Array.isArray(e['units']) ? (e['units'] as string[]) : [];
    const list = units.map((u) => n.unit(u)).join(', ') || '—';
    return loc(
      `Greece's limited entry: the Greek units are set up and stay neutral (${list}).`,
      `Impegno limitato greco: le unità greche sono piazzate e restano neutrali (${list}).`,
    );
  },
  'ap-hand-shown': (e, n) => {
    const cards = Array.isArray(e['cards']) ? (e['cards'] as string[]) : [];
    const en = cards.map((c) => n.card(c).en).join(', ') || 'none';
    const it = cards.map((c) => n.card(c).it).join(', ') || 'nessuna';
    return loc(
      `The Central Powers' hand, shown to the Allies: ${en}.`,
      `La mano degli Imperi Centrali, mostrata agli Alleati: ${it}.`,
    );
  },
};
