import type { Problem } from '../../../core/explain.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { CardNation, CardWindow } from '../rules/combat-cards.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the Combat Cards' refusals (rules/combat-cards.ts), in the shape of `REFUSALS` in
 * play/words.ts: a problem code to its words, the rule number added by `refusal`.
 */

const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');

/** A unit of that nationality: the adjective agrees with "unità" (feminine). */
const NATION: Readonly<Record<CardNation, Localized>> = {
  ge: loc('German', 'tedesca'),
  br: loc('British', 'inglese'),
  fr: loc('French', 'francese'),
  ru: loc('Russian', 'russa'),
  tu: loc('Turkish', 'turca'),
  sb: loc('Serbian', 'serba'),
  it: loc('Italian', 'italiana'),
  ah: loc('Austro-Hungarian', 'austro-ungarica'),
};
/** Units all of that nationality: masculine plural, as "i difensori". */
export const NATION_PLURAL: Readonly<Record<CardNation, Localized>> = {
  ge: loc('German', 'tedeschi'),
  br: loc('British', 'inglesi'),
  fr: loc('French', 'francesi'),
  ru: loc('Russian', 'russi'),
  tu: loc('Turkish', 'turchi'),
  sb: loc('Serbian', 'serbi'),
  it: loc('Italian', 'italiani'),
  ah: loc('Austro-Hungarian', 'austro-ungarici'),
};

const WINDOW: Readonly<Record<CardWindow, Localized>> = {
  trench: loc('when trenches are cancelled (step 3)', 'all’annullamento delle trincee (fase 3)'),
  flank: loc('at the flank attempt (step 4)', 'al tentativo di attacco di fianco (fase 4)'),
  cards: loc('with the combat cards (step 5)', 'con le carte di combattimento (fase 5)'),
};

const SEASON: Readonly<Record<string, Localized>> = {
  'august-1914': loc('August 1914', 'agosto 1914'),
  'september-1914': loc('September 1914', 'settembre 1914'),
  fall: loc('Fall', 'autunno'),
  winter: loc('Winter', 'inverno'),
  spring: loc('Spring', 'primavera'),
  summer: loc('Summer', 'estate'),
};

function nations(p: Problem): { en: string; it: string } {
  const codes = P(p, 'nations').split(' ').filter(Boolean) as CardNation[];
  const words = codes.map((c) => NATION[c] ?? loc(c, c));
  return { en: words.map((w) => w.en).join(' or '), it: words.map((w) => w.it).join(' o ') };
}

export const COMBAT_CARD_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'cc-not-combat-card': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} is not a Combat Card.`,
      `${n.card(P(p, 'card')).it} non è una carta di Combattimento.`,
    ),
  'cc-not-yours': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} is the other side’s card.`,
      `${n.card(P(p, 'card')).it} è una carta dell’avversario.`,
    ),
  'cc-wrong-role': (p, n) =>
    P(p, 'role') === 'attacker'
      ? loc(
          `${n.card(P(p, 'card')).en} is played by the attacker only.`,
          `${n.card(P(p, 'card')).it} si gioca solo in attacco.`,
        )
      : loc(
          `${n.card(P(p, 'card')).en} is played by the defender only.`,
          `${n.card(P(p, 'card')).it} si gioca solo in difesa.`,
        ),
  'cc-wrong-window': (p, n) => {
    const w = WINDOW[P(p, 'window') as CardWindow] ?? loc('', '');
    return loc(`${n.card(P(p, 'card')).en} is played ${w.en}.`, `${n.card(P(p, 'card')).it} si gioca ${w.it}.`);
  },
  'cc-used-this-round': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} has already been used this action round.`,
      `${n.card(P(p, 'card')).it} è già stata usata in questo round di azione.`,
    ),
  'cc-unoccupied-fort': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: no card supports a fort without units.`,
      `${n.card(P(p, 'card')).it}: nessuna carta sostiene un forte senza unità.`,
    ),
  'cc-out-of-supply': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: out-of-supply defenders get nothing from Combat Cards.`,
      `${n.card(P(p, 'card')).it}: i difensori non riforniti non beneficiano delle carte di Combattimento.`,
    ),
  'cc-needs-nation': (p, n) => {
    const w = nations(p);
    return P(p, 'role') === 'attacker'
      ? loc(
          `${n.card(P(p, 'card')).en}: no ${w.en} unit attacks.`,
          `${n.card(P(p, 'card')).it}: nessuna unità ${w.it} attacca.`,
        )
      : loc(
          `${n.card(P(p, 'card')).en}: no ${w.en} unit defends.`,
          `${n.card(P(p, 'card')).it}: nessuna unità ${w.it} difende.`,
        );
  },
  'cc-needs-only-nation': (p, n) => {
    const w = NATION_PLURAL[P(p, 'nation') as CardNation] ?? loc(P(p, 'nation'), P(p, 'nation'));
    return loc(
      `${n.card(P(p, 'card')).en}: the defenders are not all ${w.en}.`,
      `${n.card(P(p, 'card')).it}: i difensori non sono tutti ${w.it}.`,
    );
  },
  'cc-weather': (p, n) => {
    const season = SEASON[P(p, 'season')] ?? loc(P(p, 'season'), P(p, 'season'));
    return loc(
      `${n.card(P(p, 'card')).en}: only in mountain in Fall or Winter, or in swamp in Spring or Fall (now ${season.en}).`,
      `${n.card(P(p, 'card')).it}: solo in montagna in autunno o inverno, o in palude in primavera o autunno (ora ${season.it}).`,
    );
  },
  'cc-year': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} is played only up to ${P(p, 'last')}.`,
      `${n.card(P(p, 'card')).it} si gioca solo fino al ${P(p, 'last')}.`,
    ),
  'cc-needs-event': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} is played only after ${n.card(P(p, 'event')).en}.`,
      `${n.card(P(p, 'card')).it} si gioca solo dopo ${n.card(P(p, 'event')).it}.`,
    ),
  'cc-after-event': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} can no longer be played after ${n.card(P(p, 'event')).en}.`,
      `${n.card(P(p, 'card')).it} non si può più giocare dopo ${n.card(P(p, 'event')).it}.`,
    ),
  'cc-needs-trench': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: the defender is not entrenched.`,
      `${n.card(P(p, 'card')).it}: il difensore non è trincerato.`,
    ),
  'cc-needs-french-fort': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: the defending space has no intact French fort.`,
      `${n.card(P(p, 'card')).it}: lo spazio difeso non ha un forte francese intatto.`,
    ),
  'cc-needs-clear': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: only for an attack into clear terrain.`,
      `${n.card(P(p, 'card')).it}: solo per un attacco in terreno aperto.`,
    ),
  'cc-needs-mountain': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: only for an attack into or out of a mountain space.`,
      `${n.card(P(p, 'card')).it}: solo per un attacco verso o da uno spazio di montagna.`,
    ),
  'cc-needs-flank': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: no flank attack is being attempted.`,
      `${n.card(P(p, 'card')).it}: non si sta tentando un attacco di fianco.`,
    ),
  'cc-kemal': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: no Turkish defender with a combat factor of 1 or more.`,
      `${n.card(P(p, 'card')).it}: nessun difensore turco con fattore di combattimento 1 o più.`,
    ),
};
