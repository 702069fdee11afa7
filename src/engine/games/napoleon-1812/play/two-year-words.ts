import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { hexName, pieceName, type N1812Game } from './game.js';
import type { N1812State } from './state.js';

/** The words of 16.13's step (play/two-year.ts): its questions and its events, in both languages. */

export const TWO_YEAR_STEP_NAME = loc(
  'Two-year campaign: winter quarters (16.13)',
  'Campagna su due anni: quartieri invernali (16.13)',
);

/** What the side asked must do now in the step `two-year`. */
export function twoYearPrompt(s: N1812State): Localized {
  const t = s.twoYear;
  switch (t?.stage) {
    case 'offer':
      return loc(
        'You may enter the winter quarters now (16.13): the game would go on at turn 8 (May 1813), with no winter. Or go on with the 1812 campaign (you are asked once).',
        'Puoi entrare ora nei quartieri invernali (16.13): il gioco riprenderebbe al turno 8 (maggio 1813), senza inverno. Oppure prosegui la campagna del 1812 (lo si chiede una volta).',
      );
    case 'french-place':
      return loc(
        'Winter quarters (16.13): place each of your counters, IX and XI Corps with Augereau and Victor too, in a friendly city or an enemy one with your Depot (4.1: at most 6 OF a hex).',
        'Quartieri invernali (16.13): piazza ogni tuo segnalino, anche IX e XI Corpo con Augereau e Victor, in una città amica o in una nemica con un tuo Deposito (4.1: al massimo 6 FO per esagono).',
      );
    case 'uss':
      return loc(
        'Choose your Ultimate Supply Source (16.13): a friendly city, or an enemy one with your Depot on a river flowing into the Baltic with no Russian units downstream (read off the map’s river hexsides: see the README).',
        'Scegli la tua Fonte Ultimativa di Rifornimento (16.13): una città amica, o una nemica con un tuo Deposito su un fiume che si getta nel Baltico senza unità russe a valle (letto dai lati d’esagono di fiume della mappa: vedi il README).',
      );
    case 'french-losses':
      return (t.unitsLost ?? 0) > 0
        ? loc(
            `Winter losses (16.13): remove ${t.unitsLost} more combat unit(s), units that are neither French nor Polish first (the pack’s counters do not say their nation: the choice is yours to make right).`,
            `Perdite invernali (16.13): rimuovi ancora ${t.unitsLost} unità di combattimento, preferendo quelle né Francesi né Polacche (i segnalini del pacchetto non dicono la nazione: la scelta corretta spetta a te).`,
          )
        : loc(
            `Winter losses (16.13): remove ${t.leadersLost} more leader(s) (Napoleon has his own roll).`,
            `Perdite invernali (16.13): rimuovi ancora ${t.leadersLost} Comandante/i (Napoleone ha il suo tiro).`,
          );
    case 'russian-place':
      return loc(
        'Winter quarters (16.13): place each of your counters in a hex in winter supply (a line of at most 3 hexes, 6.2), not next to French units, not in a city along the river of the French USS (4.1).',
        'Quartieri invernali (16.13): piazza ogni tuo segnalino in un esagono in rifornimento invernale (linea di al massimo 3 esagoni, 6.2), non adiacente a unità francesi, non in una città lungo il fiume della USS francese (4.1).',
      );
    case 'russian-arrive':
      return loc(
        `16.13: place your reinforcements (and the Swedes, at St Petersburg) and recover ${t.recover ?? 0} dead unit(s), in or next to Kiev, Moscow or St Petersburg not held by the French (4.1).`,
        `16.13: piazza i tuoi rinforzi (e gli Svedesi, a San Pietroburgo) e recupera ${t.recover ?? 0} unità morte, dentro o adiacenti a Kiev, Mosca o San Pietroburgo non occupate dai Francesi (4.1).`,
      );
    case 'napoleon':
      return loc(
        'Napoleon returns (16.13): choose the French stack he joins.',
        'Napoleone torna (16.13): scegli lo stack francese a cui si unisce.',
      );
    default:
      return TWO_YEAR_STEP_NAME;
  }
}

const FATE: Readonly<Record<string, Localized>> = {
  stays: loc('stays with the army', 'resta con l’armata'),
  away: loc(
    'goes back to France, and may return (5–6 at each turn’s end)',
    'torna in Francia, e può tornare (5–6 alla fine di ogni turno)',
  ),
  gone: loc('goes back to France for good', 'torna in Francia per sempre'),
};

export function describeTwoYear(game: N1812Game, e: GameEvent): Localized | undefined {
  const piece = () => pieceName(game, String(e['piece']));
  const at = () => hexName(game, String(e['hex']));
  switch (e.kind) {
    case 'winter-offer':
      return loc(
        `End of turn ${String(e['turn'])}, ${String(e['depots'])} French Depots: the French may enter the winter quarters (16.13).`,
        `Fine del turno ${String(e['turn'])}, ${String(e['depots'])} Depositi francesi: il Francese può entrare nei quartieri invernali (16.13).`,
      );
    case 'winter-declined':
      return loc(
        'The French goes on with the 1812 campaign (16.13 is not asked again).',
        'Il Francese prosegue la campagna del 1812 (la 16.13 non è più chiesta).',
      );
    case 'winter-entered':
      return loc(
        'The French enters the winter quarters (16.13).',
        'Il Francese entra nei quartieri invernali (16.13).',
      );
    case 'winter-recover': {
      const n = Array.isArray(e['units']) ? e['units'].length : 0;
      return e['side'] === 'french'
        ? loc(
            `French: ${n} disrupted unit(s) back in good order (16.13).`,
            `Francese: ${n} unità disorganizzate tornano in buon ordine (16.13).`,
          )
        : loc(
            `Russian: ${n} disrupted unit(s) back in good order (16.13).`,
            `Russo: ${n} unità disorganizzate tornano in buon ordine (16.13).`,
          );
    }
    case 'winter-place':
      return e['fog'] === true
        ? loc(`A counter placed at ${at()} (16.13).`, `Un segnalino piazzato a ${at()} (16.13).`)
        : loc(`${piece()} placed at ${at()} (16.13).`, `${piece()} piazzato a ${at()} (16.13).`);
    case 'winter-unplaced':
      return loc(
        `${piece()} has no hex 16.13 allows (4.1): removed from the game.`,
        `${piece()} non ha un esagono consentito dalla 16.13 (4.1): rimosso dal gioco.`,
      );
    case 'winter-uss':
      return loc(`The French USS is ${at()} (16.13).`, `La USS francese è ${at()} (16.13).`);
    case 'uss-none':
      return loc(
        'No city can be the French USS (16.13): the west map edge only.',
        'Nessuna città può essere la USS francese (16.13): solo il bordo ovest.',
      );
    case 'uss-lost':
      return loc(
        `The French USS at ${at()} is lost: the Russians hold it or a city downstream (16.13). The west map edge stays a USS.`,
        `La USS francese a ${at()} è perduta: i Russi occupano la città o una a valle (16.13). Il bordo ovest resta USS.`,
      );
    case 'winter-french': {
      const dice = (e['dice'] as number[]) ?? [];
      const fate = FATE[String(e['napoleon'])] ?? FATE['stays']!;
      return loc(
        `Winter losses (16.13): dice ${dice.join(' + ')} → ${String(e['unitsLost'])} combat unit(s), ${String(e['leadersLost'])} leader(s) removed; Napoleon's die ${String(e['napoleonDie'])}: he ${fate.en}.`,
        `Perdite invernali (16.13): dadi ${dice.join(' + ')} → ${String(e['unitsLost'])} unità di combattimento, ${String(e['leadersLost'])} Comandante/i rimossi; dado di Napoleone ${String(e['napoleonDie'])}: ${fate.it}.`,
      );
    }
    case 'winter-loss':
      return loc(`${piece()} removed (16.13).`, `${piece()} rimosso (16.13).`);
    case 'winter-russian': {
      const dice = (e['dice'] as number[]) ?? [];
      return loc(
        `Russian (16.13): dice ${dice.join(' + ')} → ${String(e['recovered'])} dead unit(s) of 1812 recovered; his reinforcements arrive.`,
        `Russo (16.13): dadi ${dice.join(' + ')} → ${String(e['recovered'])} unità morte nel 1812 recuperate; arrivano i suoi rinforzi.`,
      );
    }
    case 'winter-raise':
      return loc(`${piece()} recovered at ${at()} (16.13).`, `${piece()} recuperato a ${at()} (16.13).`);
    case 'winter-over':
      return loc(
        `The winter quarters are over: the 1813 campaign begins at turn 8 (16.13). Card ${String(e['card'])} leaves the game and the undrawn cards go into the second deck (16.1's cards, when played).`,
        `I quartieri invernali sono finiti: la campagna del 1813 comincia al turno 8 (16.13). La carta ${String(e['card'])} è tolta dal gioco e le carte non pescate vanno nel secondo mazzo (le carte della 16.1, quando giocate).`,
      );
    case 'napoleon-return':
      return e['returns'] === true
        ? loc(
            `Die ${String(e['die'])}: Napoleon returns (16.13).`,
            `Dado ${String(e['die'])}: Napoleone torna (16.13).`,
          )
        : loc(
            `Die ${String(e['die'])}: Napoleon stays in France this turn (16.13).`,
            `Dado ${String(e['die'])}: Napoleone resta in Francia in questo turno (16.13).`,
          );
    case 'napoleon-back':
      return loc(`Napoleon joins the stack at ${at()} (16.13).`, `Napoleone raggiunge lo stack a ${at()} (16.13).`);
    case 'russian-recovery':
      return loc(
        `End of a 1813 turn: die ${String(e['die'])} → the Russian recovers ${String(e['recovered'])} dead unit(s) (16.13).`,
        `Fine di un turno del 1813: dado ${String(e['die'])} → il Russo recupera ${String(e['recovered'])} unità morte (16.13).`,
      );
    default:
      return undefined;
  }
}
