import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the CP cards' events (rules/events-cp.ts): the refusals of their own conditions
 * (a problem code to its words; `refusal` adds the rule) and their log lines (an event kind to its words).
 */

const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');
const E = (e: GameEvent, k: string): string => String(e[k] ?? '');

export const CP_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'cp-event-needs': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} may be played only after the ${n.card(P(p, 'needed')).en} event.`,
      `${n.card(P(p, 'card')).it} si può giocare solo dopo l’evento ${n.card(P(p, 'needed')).it}.`,
    ),
  'cp-guns-first-round': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} may be played only in the first action round of August 1914.`,
      `${n.card(P(p, 'card')).it} si può giocare solo nel primo round del turno di agosto 1914.`,
    ),
  'cp-reichstag-total-war': (_p, n) =>
    loc(
      `${n.card('cp-9').en} may not be played once the Central Powers are at Total War.`,
      `${n.card('cp-9').it} non si può giocare se gli Imperi Centrali sono in Guerra Totale.`,
    ),
  'cp-tsar-command-spaces': (p, n) =>
    loc(
      `${n.card('cp-28').en} needs 3 Russian VP spaces in Central Powers hands; they hold ${P(p, 'count')}.`,
      `${n.card('cp-28').it} richiede 3 spazi VP in Russia controllati dagli Imperi Centrali; ne controllano ${P(p, 'count')}.`,
    ),
  'cp-tsar-fall-total': (p, n) =>
    loc(
      `${n.card('cp-52').en} needs the Combined War Status plus the Central Powers’ Russian VP spaces at 33 or more: ${P(p, 'cws')} + ${P(p, 'count')} = ${P(p, 'total')}.`,
      `${n.card('cp-52').it} richiede che lo Stato di Guerra Combinato più gli spazi VP in Russia controllati dagli Imperi Centrali facciano 33 o più: ${P(p, 'cws')} + ${P(p, 'count')} = ${P(p, 'total')}.`,
    ),
  'cp-bolshevik-count': (p, n) =>
    loc(
      `${n.card('cp-53').en} needs more Russian VP spaces in Central Powers hands than when the Tsar fell (${P(p, 'fell')}), or all ${P(p, 'all')}: they hold ${P(p, 'count')}.`,
      `${n.card('cp-53').it} richiede più spazi VP in Russia controllati dagli Imperi Centrali di quando lo Zar è caduto (${P(p, 'fell')}), o tutti e ${P(p, 'all')}: ne controllano ${P(p, 'count')}.`,
    ),
  'cp-bolshevik-same-turn': (_p, n) =>
    loc(
      `${n.card('cp-53').en} may be played only in a turn after the one of ${n.card('cp-52').en}.`,
      `${n.card('cp-53').it} si può giocare solo in un turno successivo a quello della ${n.card('cp-52').it}.`,
    ),
};

/** What a lasting CP event now does, by the `effect` of its log line. */
const LASTING: Readonly<Record<string, Localized>> = {
  entrench: loc('both sides may now entrench', 'entrambi i giocatori possono ora trincerarsi'),
  'race-to-the-sea': loc(
    'Central Powers units may now end their moves in Ostend, Calais and Amiens',
    'le unità degli Imperi Centrali possono ora terminare il movimento a Ostenda, Calais e Amiens',
  ),
  'sud-army': loc(
    'up to 2 German corps stacked with 1 Austro-Hungarian unit activate as one nationality',
    'fino a 2 corpi tedeschi raggruppati con 1 unità austro-ungarica si attivano come una sola nazionalità',
  ),
  oberost: loc(
    'German units may now attack spaces with Russian forts',
    'le unità tedesche possono ora attaccare spazi con forti russi',
  ),
  falkenhayn: loc(
    'Moltke’s effects end; Place of Execution may be played',
    'gli effetti di Moltke sono annullati; si può giocare Piazza delle Esecuzioni',
  ),
  'tsar-takes-command': loc(
    'the Russian Capitulation marker moves on: Fall of the Tsar may follow',
    'il segnalino di Capitolazione russa avanza: potrà seguire la Caduta dello Zar',
  ),
  'eleventh-army': loc(
    'the German 11th Army and any Central Powers corps with it activate as one unit',
    'l’11ª Armata tedesca e qualsiasi corpo degli Imperi Centrali con essa si attivano come una sola unità',
  ),
  'zeppelin-raids': loc(
    '4 British RP fewer in this turn’s Replacement Phase',
    '4 RP inglesi in meno nella Fase dei Rimpiazzi di questo turno',
  ),
  'lloyd-george': loc(
    'for the rest of the turn no British attack on German units in a level 2 trench',
    'per il resto del turno nessun attacco inglese contro unità tedesche trincerate a livello 2',
  ),
  rathenau: loc(
    'one more German RP in each Replacement Phase',
    'un RP tedesco in più nella Fase dei Rimpiazzi di ogni turno',
  ),
  'u-boats': loc(
    'until Convoy, 1 British RP less each turn and no US reinforcements',
    'fino a Convoglio, 1 RP inglese in meno ogni turno e nessun Rinforzo USA',
  ),
  hoffmann: loc(
    '+1 to the Central Powers’ later Mandated Offensive rolls',
    '+1 ai futuri tiri degli Imperi Centrali per le Offensive Obbligatorie',
  ),
  'brest-litovsk': loc(
    'Russia is out of the war: Russian units no longer attack nor are attacked (but by Turks in the Near East), and neither stack with nor move through the other Allied units',
    'la Russia esce dalla guerra: le unità russe non attaccano più né sono attaccate (tranne dai turchi nel Vicino Oriente), e non si raggruppano con le altre unità alleate né le attraversano',
  ),
  'french-mutiny': loc(
    'French Mandated Offensives are mutinies from now on',
    'le Offensive Obbligatorie francesi sono ora di ammutinamento',
  ),
  'fall-of-the-tsar': loc(
    'a space with Russian units now costs 1 activation point a Russian unit for combat (movement unchanged), and no Russian unit moves between the Caucasus and the Near East',
    'uno spazio con unità russe costa ora 1 punto attivazione per unità russa per il combattimento (il movimento non cambia), e nessuna unità russa muove tra il Caucaso e il Vicino Oriente',
  ),
  bolshevik: loc(
    'no more Russian Mandated Offensives; at most 1 Russian RP a turn',
    'niente più Offensive Obbligatorie russe; al massimo 1 RP russo per turno',
  ),
  'hl-take-command': loc(
    'German Mandated Offensives are ignored; Michael, Blücher, Peace Offensive, Hoffmann and U-Boats Unleashed may be played, Place of Execution no more',
    'le Offensive Obbligatorie tedesche sono ignorate; si possono giocare Michel, Blucher, Offensiva per la Pace, Hoffmann e Sottomarini all’Attacco, non più Piazza delle Esecuzioni',
  ),
};

const OFFENSIVE: Readonly<Record<string, Localized>> = {
  ge: loc('German', 'tedesca'),
  ru: loc('Russian', 'russa'),
};

export const CP_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {
  'cp-event-lasting': (e, n) => {
    const what = LASTING[E(e, 'effect')] ?? loc(E(e, 'effect'), E(e, 'effect'));
    return loc(`${n.card(E(e, 'card')).en}: ${what.en}.`, `${n.card(E(e, 'card')).it}: ${what.it}.`);
  },
  'cp-guns-activated': (e, n) => {
    const spaces = Array.isArray(e['spaces']) ? (e['spaces'] as string[]).map((s) => n.space(s)).join(', ') : '';
    return loc(
      `${n.card(E(e, 'card')).en}: ${spaces} activated for combat; the German 1st, 2nd and 3rd Armies may attack.`,
      `${n.card(E(e, 'card')).it}: ${spaces} attivati per il combattimento; la 1ª, 2ª e 3ª Armata tedesca possono attaccare.`,
    );
  },
  'cp-event-vp': (e, n) => {
    const dv = Number(e['dv'] ?? 0);
    const signed = dv > 0 ? `+${dv}` : String(dv);
    return loc(
      `${n.card(E(e, 'card')).en}: ${signed} VP, now ${E(e, 'vp')}.`,
      `${n.card(E(e, 'card')).it}: ${signed} VP, ora ${E(e, 'vp')}.`,
    );
  },
  'cp-event-mo-cancelled': (e, n) => {
    const o = OFFENSIVE[E(e, 'offensive')] ?? loc(E(e, 'offensive'), E(e, 'offensive'));
    return loc(
      `${n.card(E(e, 'card')).en}: this turn’s ${o.en} Mandated Offensive is ignored.`,
      `${n.card(E(e, 'card')).it}: l’Offensiva Obbligatoria ${o.it} del turno è ignorata.`,
    );
  },
  'cp-event-moved': (e, n) =>
    loc(
      `${n.unit(E(e, 'unit'))} moves from ${n.space(E(e, 'from'))} to ${n.space(E(e, 'to'))} (${n.card(E(e, 'card')).en}).`,
      `${n.unit(E(e, 'unit'))} muove da ${n.space(E(e, 'from'))} a ${n.space(E(e, 'to'))} (${n.card(E(e, 'card')).it}).`,
    ),
  'cp-guns-fort': (e, n) =>
    loc(
      `${n.card(E(e, 'card')).en}: the fort of ${n.space(E(e, 'space'))} is destroyed and the space is the Central Powers’.`,
      `${n.card(E(e, 'card')).it}: il forte di ${n.space(E(e, 'space'))} è distrutto e lo spazio passa agli Imperi Centrali.`,
    ),
  'cp-mata-hari': (e, n) => {
    const cards = Array.isArray(e['cards']) ? (e['cards'] as string[]) : [];
    const en = cards.map((c) => n.card(c).en).join(', ') || 'no cards';
    const it = cards.map((c) => n.card(c).it).join(', ') || 'nessuna carta';
    return loc(`The Allies show their hand: ${en}.`, `Gli Alleati mostrano la loro mano: ${it}.`);
  },
  'cp-tsar-fell': (e) =>
    loc(
      `The Tsar has fallen with ${E(e, 'count')} Russian VP spaces in Central Powers hands: Bolshevik Revolution needs more, or all 7, in a later turn.`,
      `Lo Zar è caduto con ${E(e, 'count')} spazi VP in Russia controllati dagli Imperi Centrali: la Rivoluzione Bolscevica ne richiede di più, o tutti e 7, in un turno successivo.`,
    ),
  'cp-brest-eliminated': (e, n) =>
    loc(
      `${n.unit(E(e, 'unit'))} in ${n.space(E(e, 'at'))} is eliminated.`,
      `${n.unit(E(e, 'unit'))} a ${n.space(E(e, 'at'))} è eliminata.`,
    ),
};
