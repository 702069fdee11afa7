import type { Dice } from '../../../core/dice.js';
import { problemRefusal, unknownSide, type GameModule, type Outcome, type ScenarioInfo } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import type { Pack } from '../../../core/pack.js';
import type { AnyRuling } from '../../../core/ruling.js';
import { invariantsOf } from './invariants.js';
import { applyAction, run } from './machine.js';
import { decodeKey, menuOf } from './menu.js';
import { refereeMenuOf } from './referee-menu.js';
import { gameOf, initialState } from './setup.js';
import { giAction, type GiAction, type GiState } from './state.js';
import { viewOf } from './view.js';
import * as words from './words.js';

/**
 * Grand Illusion played by its rules: the draft (GameRulebook.draft) that `umpire play|fuzz --draft` plays while its
 * phases are enforced one by one; the bot keeps playing the game in freeplay. README "The game by its rules (draft)"
 * says what is enforced and what only advances.
 */
export function createGrandIllusion(pack: Pack, rulings: readonly AnyRuling[] = []): GameModule<GiState, GiAction> {
  const game = gameOf(pack);
  const namer = words.namerOf(game);
  const starts = new Map<string, GiState>();
  const startOf = (scenario: string) => {
    let s = starts.get(scenario);
    if (!s) {
      s = initialState(game, pack, scenario) ?? undefined;
      if (s) starts.set(scenario, s);
    }
    return s?.control ?? {};
  };
  return {
    id: 'grand-illusion',
    title: loc('Grand Illusion', 'La Grande Illusione'),
    action: giAction,
    rulings,
    scenarios(): readonly ScenarioInfo[] {
      return pack.scenarios.map((s) => ({
        id: s.id,
        title: s.title,
        sides: s.sides.map((x) => ({ id: x.id, name: x.name, color: x.color })),
      }));
    },
    setup(input, dice: Dice): Outcome<GiState> {
      const state = initialState(game, pack, input.scenario);
      if (!state)
        return {
          ok: false,
          error: {
            rule: '13.0',
            code: 'unknown-scenario',
            message: loc(`There is no scenario ${input.scenario}.`, `Non esiste lo scenario ${input.scenario}.`),
          },
        };
      const events = [{ kind: 'setup', scenario: input.scenario }];
      // With nothing to place, the sequence of play starts at once (5.0).
      const s = JSON.parse(JSON.stringify(state)) as Parameters<typeof run>[1];
      run(game, s, dice, events);
      return { ok: true, state: s as GiState, events };
    },
    view: (state, viewer) => viewOf(game, namer, state, viewer, startOf(state.scenario)),
    menu: (state, side, path) =>
      side === 'allied' || side === 'german'
        ? menuOf(game, namer, state, side, path)
        : { title: words.titles.none, items: [] },
    decode: (_state, key) => decodeKey(key),
    apply(state, by, action, dice): Outcome<GiState> {
      if (by !== 'allied' && by !== 'german') return unknownSide(by, '1.1');
      const applied = applyAction(game, state, by, action, dice);
      if (!applied.ok)
        return applied.message
          ? {
              ok: false,
              error: { rule: applied.problem.rule ?? '', code: applied.problem.code, message: applied.message },
            }
          : problemRefusal(applied.problem, (p) => words.refusal(p));
      // 3.2: a VP marker drawn from the cup shows both sides what neither knew (GameService closes the undo).
      const reveals = applied.events.some((e) => e.kind === 'vp-drawn');
      return { ok: true, state: applied.state, events: applied.events, ...(reveals ? { reveals: true } : {}) };
    },
    describe: (event) => words.describe(event, namer),
    check: (state) => invariantsOf(game, state),
    // The counters' values and hexes' TEM the players gave (core/learned.ts): `/game export` carries them.
    learned: (state) => state.learned,
    refereeOnly: (action) => action.type === 'correct',
    refereeMenu: (state, _side, path) => refereeMenuOf(game, namer, state, path),
  };
}
