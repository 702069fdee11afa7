import type { Dice } from '../../../core/dice.js';
import { problemRefusal, unknownSide, type GameModule, type Outcome, type ScenarioInfo } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import type { Pack } from '../../../core/pack.js';
import type { AnyRuling } from '../../../core/ruling.js';
import { modelOf, type Side } from '../model.js';
import { suppliedSpaces } from '../rules/supply.js';
import { invariantsOf } from './invariants.js';
import { applyAction } from './machine.js';
import { decodeKey, menuOf } from './menu.js';
import { refereeMenuOf } from './referee-menu.js';
import { DELUXE_OPTION, gameOf, initialState } from './setup.js';
import { pogAction, type PogAction, type PogState } from './state.js';
import { viewOf } from './view.js';
import * as words from './words.js';

/**
 * Paths of Glory played by its rules (GameModule): the sequence of play, the cards and their events, operations,
 * movement, combat, SR, supply, attrition, replacements, War Status and victory. What the players still resolve (an
 * event's choice this module does not prompt yet) the log says, and a referee's correction (`correct`) edits the
 * board.
 */
export function createPathsOfGlory(pack: Pack, rulings: readonly AnyRuling[] = []): GameModule<PogState, PogAction> {
  const game = gameOf(modelOf(pack), pack);
  const counters = new Map(pack.counters.map((c) => [c.id, c]));
  const boxNames = new Map(
    pack.map.kind === 'points' ? (pack.map.boxes ?? []).map((b) => [b.id, b.name.en] as const) : [],
  );
  const namer: words.Namer = {
    space: (id) => game.model.spaces[id]?.name ?? boxNames.get(id) ?? id,
    unit: (id) => counters.get(id)?.name ?? id,
    card: (id) => {
      const card = game.cardById.get(id);
      return card
        ? loc(
            `${card.name.en} (${card.side.toUpperCase()} #${card.number})`,
            `${card.name.it} (${card.side.toUpperCase()} n° ${card.number})`,
          )
        : loc(id, id);
    },
  };
  const sides = (id: string) =>
    pack.scenarios.find((s) => s.id === id)?.sides.map((x) => ({ id: x.id, name: x.name, color: x.color })) ?? [];

  return {
    id: 'paths-of-glory',
    title: loc('Paths of Glory', 'I Sentieri della Gloria'),
    action: pogAction,
    rulings,
    options: () => [
      {
        id: DELUXE_OPTION,
        label: loc('the 2022 Deluxe optional cards (56–65)', 'le carte opzionali Deluxe 2022 (56–65)'),
      },
    ],
    scenarios(): readonly ScenarioInfo[] {
      return pack.scenarios.map((s) => ({ id: s.id, title: s.title, sides: sides(s.id) }));
    },
    setup(input, dice: Dice): Outcome<PogState> {
      const state = initialState(game, pack, input.scenario, dice, input.options);
      if (!state)
        return {
          ok: false,
          error: {
            rule: '4.0',
            code: 'unknown-scenario',
            message: loc(`There is no scenario ${input.scenario}.`, `Non esiste lo scenario ${input.scenario}.`),
          },
        };
      return { ok: true, state, events: [{ kind: 'setup', scenario: state.scenario }] };
    },
    view: (state, viewer) => viewOf(game, counters, namer, state, viewer),
    menu: (state, side, path) => menuOf(game, namer, state, side as Side, path),
    decode: (_state, key) => decodeKey(key),
    apply(state, by, action, dice): Outcome<PogState> {
      if (by !== 'cp' && by !== 'ap') return unknownSide(by, '2.1');
      const applied = applyAction(game, state, by, action, dice);
      if (!applied.ok) return problemRefusal(applied.problem, (p) => words.refusal(p, namer));
      return { ok: true, state: applied.state, events: applied.events, ...(applied.reveals ? { reveals: true } : {}) };
    },
    describe: (event) => words.describe(event, namer),
    check: (state) => invariantsOf(game, state),
    // `/game map supply:<side>`: the spaces the side's units trace supply from (14.1, rules/supply.ts).
    overlay: (state, kind, side) =>
      kind === 'supply' && (side === 'cp' || side === 'ap')
        ? { kind, side, places: [...suppliedSpaces({ model: game.model, state }, side)].sort() }
        : undefined,
    refereeOnly: (action) => action.type === 'correct',
    refereeMenu: (state, _side, path) => refereeMenuOf(game, namer, counters, state, path),
  };
}
