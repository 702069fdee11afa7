import type { Dice } from '../../../core/dice.js';
import { problemRefusal, unknownSide, type GameModule, type Outcome, type ScenarioInfo } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import type { Pack } from '../../../core/pack.js';
import type { AnyRuling } from '../../../core/ruling.js';
import { baseCommand } from '../rules/command.js';
import { invariantsOf } from './invariants.js';
import { lastOf } from './last.js';
import { applyAction } from './machine.js';
import { decodeKey, menuOf } from './menu.js';
import { refereeMenuOf } from './referee-menu.js';
import { refusalWords } from './refusal.js';
import { septemberAfter } from './september.js';
import { gameOf, initialState, PLAYED_SCENARIOS } from './setup.js';
import { borodinoAction, type BorodinoAction, type BorodinoState } from './state.js';
import { statusOfGame } from './status.js';
import { viewOf } from './view.js';
import * as words from './words.js';

/**
 * Borodino (Triumph & Glory) played by its rules, the game's module (GameRulebook.module, the bot plays it): the
 * Shevardino and 7 September scenarios' turns, each side's fire, movement, assault and rally, the Morale Phase and the
 * victory, with the rules functions of `rules/` over the position the state gives; the counter values the pack lacks
 * are asked of their owners once. The README's "The game by its rules" says what is enforced and what is not yet.
 */
export function createBorodino(
  pack: Pack,
  rulings: readonly AnyRuling[] = [],
): GameModule<BorodinoState, BorodinoAction> {
  const game = gameOf(pack);
  const counters = new Map(pack.counters.map((c) => [c.id, c]));
  const namer: words.Namer = {
    unit: (id) => counters.get(id)?.name ?? id,
    command: (id) =>
      words.COMMAND_NAME[id] ??
      words.septemberCommand(words.groupLabel(game.command?.groups.find((g) => g.id === baseCommand(id))), id),
  };
  const scenarioUnits = new Map(
    pack.scenarios.map((s) => {
      const start = initialState(game, s.id);
      return [s.id, start ? Object.keys(start.units) : []] as const;
    }),
  );
  return {
    id: 'borodino',
    title: loc('Borodino (Triumph & Glory)', 'Borodino (Triumph & Glory)'),
    action: borodinoAction,
    rulings,
    scenarios(): readonly ScenarioInfo[] {
      return pack.scenarios
        .filter((s) => (PLAYED_SCENARIOS as readonly string[]).includes(s.id))
        .map((s) => ({
          id: s.id,
          title: s.title,
          sides: s.sides.map((x) => ({ id: x.id, name: x.name, color: x.color })),
        }));
    },
    setup(input, _dice: Dice): Outcome<BorodinoState> {
      const state = initialState(game, input.scenario);
      if (!state)
        return {
          ok: false,
          error: {
            rule: '—',
            code: 'unknown-scenario',
            message: loc(
              `Borodino by its rules plays no scenario ${input.scenario}.`,
              `Borodino secondo le regole non gioca lo scenario ${input.scenario}.`,
            ),
          },
        };
      return { ok: true, state, events: [{ kind: 'setup', scenario: state.scenario }] };
    },
    view: (state, viewer) => viewOf(game, counters, namer, state, viewer),
    status: (state) => statusOfGame(game, state),
    menu: (state, side, path) =>
      side === 'french' || side === 'russian'
        ? menuOf(game, namer, state, side, path)
        : { title: words.prompts.waiting, items: [] },
    decode: (_state, key) => decodeKey(key),
    apply(state, by, action, dice): Outcome<BorodinoState> {
      if (by !== 'french' && by !== 'russian') return unknownSide(by, '—');
      const applied = applyAction(game, state, by, action, dice);
      if (!applied.ok) return problemRefusal(applied.problem, (p) => refusalWords(p, namer));
      // 7 September: note [e]'s guns that moved or fired, and 5.63's Commanders-in-Chief met by the enemy.
      const events = [...applied.events];
      const { last: _shown, ...next } = septemberAfter(game, applied.state, events);
      const last = lastOf(game, state, events);
      return { ok: true, state: Object.keys(last).length > 0 ? { ...next, last } : next, events };
    },
    describe: (event) => words.describe(event, namer),
    check: (state) => invariantsOf(game, state, scenarioUnits.get(state.scenario) ?? []),
    learned: (state) => state.learned,
    refereeOnly: (action) => action.type === 'correct',
    refereeMenu: (state, _side, path) => refereeMenuOf(game, namer, state, path),
  };
}
