import type { Dice } from '../../../core/dice.js';
import { unknownSide, type GameModule, type Outcome, type ScenarioInfo } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import type { Pack } from '../../../core/pack.js';
import type { AnyRuling } from '../../../core/ruling.js';
import { describeCombat } from './combat.js';
import { FOG_OPTION } from './fog.js';
import { CAVALRY_FIRST_OPTION } from './cavalry-first.js';
import { CHAOS_OPTION } from './chaos.js';
import { FREE_SETUP_OPTION } from './free-setup.js';
import { LEADERS_OPTION } from './leaders.js';
import { AUSTRIAN_RELUCTANCE_OPTION } from './austrians.js';
import { SWEDEN_OPTION } from './reinforce.js';
import { CAVALRY_RESERVE_OPTION } from './cavalry-reserve.js';
import { DEFECTIONS_OPTION } from './defections.js';
import { UKRAINE_OPTION } from './ukraine.js';
import { TWO_YEAR_OPTION } from './two-year.js';
import { describeTwoYear } from './two-year-words.js';
import { CARDS_OPTION, cardsProblems } from './cards.js';
import { ADVANCED_OPTION } from './advanced-game.js';
import { describeCards } from './card-words.js';
import { gameOf } from './game.js';
import { invariantsOf } from './invariants.js';
import { applyAction, settle } from './machine.js';
import { decodeKey, menuOf, refereeMenuOf } from './menu.js';
import { initialState } from './setup.js';
import { n1812Action, type N1812Action, type N1812State } from './state.js';
import { viewOf } from './view.js';
import * as words from './words.js';

/**
 * Napoleon's Greatest Gamble (1812) played by its rules (GameModule): the basic game's sequence of play (5.1) over
 * the pack's map. A draft (GameRulebook.draft) until every phase is enforced: `umpire play|fuzz --draft` plays it,
 * the bot does not. The README's "The game by its rules (draft)" says what is enforced and what is not yet.
 */
export function createNapoleon1812(
  pack: Pack,
  rulings: readonly AnyRuling[] = [],
): GameModule<N1812State, N1812Action> {
  const game = gameOf(pack);
  const sides = (id: string) =>
    pack.scenarios.find((s) => s.id === id)?.sides.map((x) => ({ id: x.id, name: x.name, color: x.color })) ?? [];
  return {
    id: 'napoleon-1812',
    title: loc("Napoleon's Greatest Gamble (1812)", "Napoleon's Greatest Gamble (1812)"),
    action: n1812Action,
    rulings,
    options: () => [
      {
        id: ADVANCED_OPTION,
        label: loc(
          'the advanced game: every advanced rule (16.1–16.13) and optional rule 15.1, as the options below',
          'il gioco avanzato: tutte le regole avanzate (16.1–16.13) e la regola opzionale 15.1, come le opzioni qui sotto',
        ),
      },
      {
        id: CARDS_OPTION,
        label: loc(
          'advanced rule 16.1: Random Event cards (a hidden hand; the cards’ texts are not in the rulebook: a pack’s table, or asked once)',
          'regola avanzata 16.1: carte degli eventi casuali (mano nascosta; i testi delle carte non sono nel regolamento: tabella di un pacchetto, o chiesti una volta)',
        ),
      },
      {
        id: CAVALRY_FIRST_OPTION,
        label: loc(
          'advanced rule 16.6: on turns 1–2 attrition takes cavalry before infantry',
          'regola avanzata 16.6: nei turni 1–2 l’attrito colpisce la cavalleria prima della fanteria',
        ),
      },
      {
        id: CHAOS_OPTION,
        label: loc(
          'advanced rule 16.5: Russian chaos (turns 1–5, each Russian move rolls: 1–2, it does not happen)',
          'regola avanzata 16.5: caos russo (turni 1–5, ogni movimento russo tira: 1–2, non avviene)',
        ),
      },
      {
        id: LEADERS_OPTION,
        label: loc(
          'advanced rules 16.2–16.4: leaders’ ranks and command (attrition, combat CR), the extra leaders, special abilities',
          'regole avanzate 16.2–16.4: gradi e comando dei Comandanti (attrito, CR in combattimento), i Comandanti aggiuntivi, caratteristiche speciali',
        ),
      },
      {
        id: AUSTRIAN_RELUCTANCE_OPTION,
        label: loc(
          'advanced rule 16.10: Austrian units attack only when stacked with non-Austrian units',
          'regola avanzata 16.10: le unità austriache attaccano solo se impilate con unità non austriache',
        ),
      },
      {
        id: CAVALRY_RESERVE_OPTION,
        label: loc(
          'advanced rule 16.7: the Cavalry Reserve (2309–2510 with Murat and Grouchy; turns 1–2 a roll removes cavalry; fewer French trains from turn 3)',
          'regola avanzata 16.7: la Riserva di Cavalleria (2309–2510 con Murat e Grouchy; turni 1–2 un tiro toglie cavalleria; meno treni francesi dal turno 3)',
        ),
      },
      {
        id: UKRAINE_OPTION,
        label: loc(
          'advanced rules 16.8–16.9: the Ukrainian revolt when V Corps takes Kiev, and the western territories’ independence',
          'regole avanzate 16.8–16.9: la rivolta ucraina quando il V Corpo prende Kiev, e l’indipendenza dei territori occidentali',
        ),
      },
      {
        id: DEFECTIONS_OPTION,
        label: loc(
          'advanced rule 16.11: from turn 11 a foreign contingent’s unit defects each turn unless the French holds Moscow or St Petersburg',
          'regola avanzata 16.11: dal turno 11 ogni turno un’unità di un contingente straniero diserta, salvo che i francesi tengano Mosca o San Pietroburgo',
        ),
      },
      {
        id: SWEDEN_OPTION,
        label: loc(
          'advanced rule 16.12: Sweden (end of turn 6, 4–6: Swedish infantry, cavalry and leader at St Petersburg)',
          'regola avanzata 16.12: Svezia (fine del turno 6, 4–6: fanteria, cavalleria e Comandante svedesi a San Pietroburgo)',
        ),
      },
      {
        id: TWO_YEAR_OPTION,
        label: loc(
          'advanced rule 16.13: the two-year campaign (winter quarters offered at 8 French Depots or the end of turn 7; 1813 from turn 8)',
          'regola avanzata 16.13: campagna su due anni (quartieri invernali offerti a 8 Depositi francesi o alla fine del turno 7; 1813 dal turno 8)',
        ),
      },
      {
        id: FREE_SETUP_OPTION,
        label: loc(
          '14.1 free set-up: each side places the historical set-up’s counters itself (the Russian first)',
          '14.1 disposizione libera: ogni parte piazza da sé i segnalini della disposizione storica (il russo per primo)',
        ),
      },
      {
        id: FOG_OPTION,
        label: loc(
          'optional rule 15.1: fog of war (fake counters, enemy stacks hidden until a combat)',
          'regola opzionale 15.1: nebbia di guerra (segnalini fasulli, stack nemici nascosti fino a un combattimento)',
        ),
      },
    ],
    scenarios(): readonly ScenarioInfo[] {
      return pack.scenarios.map((s) => ({ id: s.id, title: s.title, sides: sides(s.id) }));
    },
    setup(input, dice: Dice): Outcome<N1812State> {
      const state = initialState(game, input.scenario, input.options ?? {});
      if (!state)
        return {
          ok: false,
          error: {
            rule: '14.1',
            code: 'unknown-scenario',
            message: loc(`There is no scenario ${input.scenario}.`, `Non esiste lo scenario ${input.scenario}.`),
          },
        };
      const events = [{ kind: 'setup', scenario: state.scenario, ...(state.freeSetup ? { free: true } : {}) }];
      settle(game, state, dice, events);
      return { ok: true, state, events };
    },
    view: (state, viewer) => viewOf(game, state, viewer),
    menu: (state, side, path) => menuOf(game, state, side as 'french' | 'russian', path),
    decode: (state, key) => decodeKey(game, state, key),
    apply(state, by, action, dice): Outcome<N1812State> {
      if (by !== 'french' && by !== 'russian') return unknownSide(by, '5.1');
      return applyAction(game, state, by, action, dice);
    },
    describe: (event) =>
      words.describe(game, event) ??
      describeCombat(game, event) ??
      describeTwoYear(game, event) ??
      describeCards(game, event) ??
      loc(String(event.kind), String(event.kind)),
    check: (state) => [...invariantsOf(game, state), ...cardsProblems(state)],
    learned: (state) => state.learned,
    refereeOnly: (action) => action.kind === 'correct',
    refereeMenu: (state, _side, path) => refereeMenuOf(game, state, path),
  };
}
