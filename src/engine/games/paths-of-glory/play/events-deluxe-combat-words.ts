import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { CardNation } from '../rules/combat-cards.js';
import { NATION_PLURAL } from './combat-card-words.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of rules/events-deluxe-combat.ts (Stavka Timidity, Haig) and of the 2022 Deluxe Combat
 * Cards (rules/combat-cards.ts `DELUXE_COMBAT_CARDS`): their refusals and log lines.
 */

const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');
const E = (e: GameEvent, k: string): string => String(e[k] ?? '');

export const DELUXE_COMBAT_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'cc-needs-all-nation': (p, n) => {
    const w = NATION_PLURAL[P(p, 'nation') as CardNation] ?? loc(P(p, 'nation'), P(p, 'nation'));
    return loc(
      `${n.card(P(p, 'card')).en}: the attackers are not all ${w.en}.`,
      `${n.card(P(p, 'card')).it}: gli attaccanti non sono tutti ${w.it}.`,
    );
  },
  'cc-maude': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: the attacking British units are not all in supply and linked to Basra, Allied and in supply, through spaces the Allies control or besiege.`,
      `${n.card(P(p, 'card')).it}: le unità inglesi attaccanti non sono tutte rifornite e collegate a Bassora, alleata e rifornita, attraverso spazi controllati o assediati dagli Alleati.`,
    ),
  'cc-backs-to-the-wall': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: only for a space in France or Belgium defended by a British army.`,
      `${n.card(P(p, 'card')).it}: solo per uno spazio in Francia o in Belgio difeso da un’armata inglese.`,
    ),
  'cc-needs-no-trench': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: the defending space already has a trench.`,
      `${n.card(P(p, 'card')).it}: lo spazio difeso ha già una trincea.`,
    ),
  'cc-needs-france-belgium': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en}: only for a space in France or Belgium.`,
      `${n.card(P(p, 'card')).it}: solo per uno spazio in Francia o in Belgio.`,
    ),
  'cc-blocked-by': (p, n) =>
    loc(
      `${n.card(P(p, 'card')).en} may not be played against this attack: ${n.card(P(p, 'by')).en} is in force in it.`,
      `${n.card(P(p, 'card')).it} non si può giocare contro questo attacco: vi è in vigore ${n.card(P(p, 'by')).it}.`,
    ),
};

export const DELUXE_COMBAT_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {
  'deluxe-combat-event': (e, n) => {
    const card = n.card(E(e, 'card'));
    switch (E(e, 'effect')) {
      case 'stavka-timidity':
        return loc(
          `${card.en}: for the rest of the turn no Russian unit attacks an entrenched space defended by German units only.`,
          `${card.it}: per il resto del turno nessuna unità russa attacca uno spazio trincerato difeso solo da unità tedesche.`,
        );
      case 'haig':
        return loc(
          `${card.en}: for the rest of the turn, German units attacked by British units in an entrenched space of France, Belgium or Germany do not retreat.`,
          `${card.it}: per il resto del turno le unità tedesche attaccate da unità inglesi in uno spazio trincerato di Francia, Belgio o Germania non si ritirano.`,
        );
      default: {
        const ends = ['cp-49', 'cp-50', 'cp-51'].map((c) => n.card(c));
        return loc(
          `${card.en} has no effect: one of ${ends[0]!.en}, ${ends[1]!.en} and ${ends[2]!.en} has been played.`,
          `${card.it} non ha effetto: una tra ${ends[0]!.it}, ${ends[1]!.it} e ${ends[2]!.it} è già stata giocata.`,
        );
      }
    }
  },
  'alberich-no-combat': (e, n) => {
    const card = n.card(E(e, 'card'));
    const back = ((e['returned'] as string[] | undefined) ?? []).map((c) => n.card(c));
    const en = back.length > 0 ? ` ${back.map((c) => c.en).join(', ')} go back where they came from.` : '';
    const it = back.length > 0 ? ` ${back.map((c) => c.it).join(', ')} tornano da dove venivano.` : '';
    return loc(
      `${card.en}: the attack on ${n.space(E(e, 'space'))} is cancelled, there is no combat.${en}`,
      `${card.it}: l’attacco contro ${n.space(E(e, 'space'))} è annullato, non si ha combattimento.${it}`,
    );
  },
  'haig-no-retreat': (e, n) => {
    const card = n.card(E(e, 'card'));
    return loc(
      `${card.en}: the defenders of ${n.space(E(e, 'space'))} do not retreat.`,
      `${card.it}: i difensori di ${n.space(E(e, 'space'))} non si ritirano.`,
    );
  },
};
