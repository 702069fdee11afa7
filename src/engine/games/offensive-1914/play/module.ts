import { problemRefusal, unknownSide, type GameModule, type Outcome, type ScenarioInfo } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import type { Pack } from '../../../core/pack.js';
import type { AnyRuling } from '../../../core/ruling.js';
import { gameOf } from './board.js';
import { invariantsOf } from './invariants.js';
import { LORRAINE } from './lorraine.js';
import { applyAction } from './machine.js';
import { decodeKey, menuOf } from './menu.js';
import { lastOf } from './last.js';
import { openGame } from './phases.js';
import { refereeMenuOf } from './referee-menu.js';
import { initialState } from './setup.js';
import {
  o1914Action,
  OPTIONAL_SUPPLY,
  REPULSE_ROUND_DOWN,
  VOLUNTARY_FALLBACK,
  type O1914Action,
  type O1914State,
} from './state.js';
import { statusOf, viewOf } from './view.js';
import * as words from './words.js';

/**
 * 1914 Offensive à outrance played by its rules (a draft: GameRulebook.draft, until every phase is enforced): the
 * sequence of play (4.0–4.3) for the pack's scenarios, movement (7.0–7.3) and combat (9.0–11.2) over the rules of
 * rules/, the values the pack lacks asked of their owners, the victory of 29.5, and a referee's correction.
 */
export function createOffensive1914(
  pack: Pack,
  rulings: readonly AnyRuling[] = [],
): GameModule<O1914State, O1914Action> {
  const game = gameOf(pack);
  return {
    id: 'offensive-1914',
    title: loc('1914 Offensive à outrance', '1914 Offensive à outrance'),
    action: o1914Action,
    rulings,
    options: () => [
      {
        id: REPULSE_ROUND_DOWN,
        label: loc(
          'Repulse odds rounded down (9.1.1e) instead of up as the 7.4 examples',
          'Rapporto della Respinta arrotondato per difetto (9.1.1e) invece che per eccesso come negli esempi del 7.4',
        ),
      },
      {
        id: VOLUNTARY_FALLBACK,
        label: loc('Optional rule 20: Voluntary Fallback', 'Regola opzionale 20: Arretramento Volontario'),
      },
      {
        id: OPTIONAL_SUPPLY,
        label: loc(
          'Optional supply (29.4): supply ignored, every unit in Full Supply',
          'Rifornimenti Opzionali (29.4): regole sui Rifornimenti ignorate, tutte le unità a Rifornimento Pieno',
        ),
      },
    ],
    scenarios(): readonly ScenarioInfo[] {
      return pack.scenarios.map((s) => ({
        id: s.id,
        title: s.title,
        sides: s.sides.map((x) => ({ id: x.id, name: x.name, color: x.color })),
      }));
    },
    setup(input, dice): Outcome<O1914State> {
      if (input.scenario !== LORRAINE && pack.scenarios.some((s) => s.id === input.scenario))
        return {
          ok: false,
          error: {
            rule: '29.0',
            code: 'scenario-not-refereed',
            message: loc(
              `Umpire referees 1914 Offensive à outrance by its rules in the Battle for Lorraine (29.0) only: the scenario ${input.scenario} of this pack is not refereed. To play it by hand, import the pack as a freeplay pack ("game": "freeplay").`,
              `Umpire arbitra 1914 Offensive à outrance secondo le regole solo nella Battaglia per la Lorena (29.0): lo scenario ${input.scenario} di questo pack non è arbitrato. Per giocarlo a mano, importate il pack come pack libero ("game": "freeplay").`,
            ),
          },
        };
      const state = initialState(game, input.scenario, input.options);
      if (!state)
        return {
          ok: false,
          error: {
            rule: '29.0',
            code: 'unknown-scenario',
            message: loc(`There is no scenario ${input.scenario}.`, `Non esiste lo scenario ${input.scenario}.`),
          },
        };
      const events = [{ kind: 'setup', scenario: state.scenario }];
      openGame(game, state, dice, events);
      return { ok: true, state, events };
    },
    view: (state, viewer) => viewOf(game, state, viewer),
    status: (state) => statusOf(state),
    menu: (state, side, path) =>
      side === 'allied' || side === 'german'
        ? menuOf(game, state, side, path)
        : { title: words.waiting(state), items: [] },
    decode: (_state, key) => decodeKey(key),
    apply(state, by, action, dice): Outcome<O1914State> {
      if (by !== 'allied' && by !== 'german') return unknownSide(by, '4.1');
      const applied = applyAction(game, state, by, action, dice);
      if (!applied.ok) return problemRefusal(applied.problem, (p) => words.refusal(p));
      // What the action's picture marks (play/last.ts), kept only while there is something to mark.
      const { last: _shown, ...next } = applied.state;
      const last = lastOf(game, state, applied.events);
      return {
        ok: true,
        state: Object.keys(last).length > 0 ? { ...next, last } : next,
        events: applied.events,
        ...(applied.reveals ? { reveals: true } : {}),
      };
    },
    describe: (event) => words.describe(game, event),
    check: (state) => invariantsOf(game, state),
    // The values the pack lacks that the players gave (play/learned.ts): `/game export` carries them.
    learned: (state) => state.learned,
    refereeOnly: (action) => action.type === 'correct',
    refereeMenu: (state, _side, path) => refereeMenuOf(game, state, path),
  };
}
