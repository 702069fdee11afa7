import type { Dice } from '../../core/dice.js';
import type { GameEvent, GameModule, Menu, Outcome, RuleError, ScenarioInfo, SideId, View } from '../../core/game.js';
import type { Localized } from '../../core/localized.js';
import { parseNotation, rollNotation } from '../../core/notation.js';
import type { Pack } from '../../core/pack.js';
import { runRuling, type AnyRuling, type RawValue } from '../../core/ruling.js';
import { tablesOf } from '../../pack-tables.js';
import { rulebook } from '../../registry.js';
import { decodeKey, menuOf } from './menu.js';
import { freeplayAction, type FreeplayAction, type FreeplayState, type UnitState } from './state.js';
import { tabletopOf } from './tabletop.js';
import { viewOf } from './view.js';
import * as words from './words.js';

/** The most markers on the board at once. */
const MARKER_LIMIT = 500;

/**
 * The freeplay module for one pack. Enforced: a unit moves only to a place on this map, one side's units in a
 * place stay within the pack's stacking limit, and only the side to play changes the board. Everything else is
 * the players' business, as on a real table.
 */
export function createFreeplay(pack: Pack): GameModule<FreeplayState, FreeplayAction> {
  const table = tabletopOf(pack);
  const { places, counters, markerKinds, placeName, unitName, sideName, stackingBreached } = table;

  /** A refusal: which of the tabletop's rules refuses (`freeplay`, `map`, `stacking`, `dice`…) and why, as data. */
  function error(rule: string, problem: words.FreeplayProblem): Outcome<FreeplayState> {
    const e: RuleError = { rule, code: problem.code, message: words.refusal(problem) };
    return { ok: false, error: e };
  }

  function ownUnit(state: FreeplayState, by: SideId, unitId: string): UnitState | Outcome<FreeplayState> {
    const unit = state.units[unitId];
    if (!unit) return error('freeplay', { code: 'unknown-unit', unit: unitId });
    if (unit.side !== by) return error('freeplay', { code: 'not-your-unit', unit: unitName(unitId) });
    return unit;
  }

  /** The acting side's unit, which must be on the map; or the error to answer with. */
  function ownUnitOnMap(
    state: FreeplayState,
    by: SideId,
    unitId: string,
  ): (UnitState & { at: string }) | Outcome<FreeplayState> {
    const unit = ownUnit(state, by, unitId);
    if ('ok' in unit) return unit;
    if (unit.at === null) return error('freeplay', { code: 'off-map', unit: unitName(unitId) });
    return unit as UnitState & { at: string };
  }

  const withUnit = (state: FreeplayState, unitId: string, change: Partial<UnitState>): FreeplayState['units'] => ({
    ...state.units,
    [unitId]: { ...state.units[unitId]!, ...change },
  });

  const module: GameModule<FreeplayState, FreeplayAction> = {
    id: 'freeplay',
    title: words.title(pack.title),
    action: freeplayAction,
    rulings: rulebook(pack.game)?.rulings ?? [],

    scenarios(): readonly ScenarioInfo[] {
      return pack.scenarios.map((s) => ({
        id: s.id,
        title: s.title,
        sides: s.sides.map((x) => ({ id: x.id, name: x.name, color: x.color })),
      }));
    },

    setup(input) {
      const scenario = pack.scenarios.find((s) => s.id === input.scenario);
      if (!scenario) {
        const choices = pack.scenarios.map((s) => s.id);
        return error('setup', { code: 'unknown-scenario', scenario: input.scenario, choices });
      }
      const sideOfNation = new Map(scenario.sides.flatMap((side) => side.nations.map((n) => [n, side.id] as const)));
      // The scenario's own counters when it lists its reinforcements (its set-up and those), else all its nations'.
      const listed =
        scenario.reinforcements && new Set([...scenario.setup.map((e) => e.unit), ...scenario.reinforcements]);
      const units: Record<string, UnitState> = {};
      for (const counter of pack.counters) {
        const side = sideOfNation.get(counter.nation);
        if (side && (!listed || listed.has(counter.id)))
          units[counter.id] = { at: null, reduced: false, hidden: false, side };
      }
      for (const entry of scenario.setup) {
        const unit = units[entry.unit];
        if (unit) units[entry.unit] = { ...unit, at: entry.at, reduced: entry.reduced };
      }
      const state: FreeplayState = {
        pack: { id: pack.id, version: pack.version },
        scenario: scenario.id,
        turn: 1,
        lastTurn: scenario.turns,
        sides: scenario.sides.map((s) => s.id),
        active: scenario.first,
        units,
        markers: scenario.markers.map((m, i) => ({ id: `m${i + 1}`, kind: m.kind, at: m.at })),
        nextMarker: scenario.markers.length + 1,
        notes: [],
        last: {},
      };
      return { ok: true, state, events: [{ kind: 'setup', scenario: scenario.id }] };
    },

    view(state, viewer): View {
      return viewOf(table, state, viewer);
    },

    menu(state, side, path): Menu {
      return menuOf(table, state, side, path);
    },

    decode(_state, key): FreeplayAction | undefined {
      return decodeKey(key);
    },

    apply(state, by, action, dice: Dice): Outcome<FreeplayState> {
      if (state.over) return error('freeplay', { code: 'game-over' });
      if (!state.sides.includes(by)) return error('freeplay', { code: 'unknown-side', side: by });
      const boardAction = !['note', 'roll', 'ruling', 'resign'].includes(action.type);
      if (boardAction && by !== state.active)
        return error('freeplay', { code: 'not-your-turn', active: sideName(state, state.active) });
      switch (action.type) {
        case 'move': {
          const unit = ownUnit(state, by, action.unit);
          if ('ok' in unit) return unit;
          if (unit.at === null)
            return error('freeplay', { code: 'off-map', unit: unitName(action.unit), tried: 'move' });
          if (!places.has(action.to)) return error('map', { code: 'not-on-map', at: action.to });
          if (action.to === unit.at) return error('freeplay', { code: 'same-place', unit: unitName(action.unit) });
          if (stackingBreached(state, by, action.to, action.unit)) return stackingError(action.to);
          const from = unit.at;
          return {
            ok: true,
            state: {
              ...state,
              units: withUnit(state, action.unit, { at: action.to }),
              last: { moves: [{ from, to: action.to }] },
            },
            events: [{ kind: 'move', side: by, unit: action.unit, from, to: action.to, hidden: unit.hidden }],
          };
        }
        case 'place': {
          const unit = ownUnit(state, by, action.unit);
          if ('ok' in unit) return unit;
          if (unit.at !== null) return error('freeplay', { code: 'on-map', unit: unitName(action.unit) });
          if (!places.has(action.at)) return error('map', { code: 'not-on-map', at: action.at });
          if (stackingBreached(state, by, action.at, action.unit)) return stackingError(action.at);
          return {
            ok: true,
            state: {
              ...state,
              units: withUnit(state, action.unit, { at: action.at, hidden: action.hidden }),
              last: { moves: [] },
            },
            events: [{ kind: 'place', side: by, unit: action.unit, at: action.at, hidden: action.hidden }],
          };
        }
        case 'remove': {
          const unit = ownUnitOnMap(state, by, action.unit);
          if ('ok' in unit) return unit;
          return {
            ok: true,
            state: {
              ...state,
              units: withUnit(state, action.unit, { at: null, hidden: false }),
              last: { losses: [unit.at] },
            },
            events: [{ kind: 'remove', side: by, unit: action.unit, from: unit.at }],
            reveals: unit.hidden,
          };
        }
        case 'flip': {
          const unit = ownUnitOnMap(state, by, action.unit);
          if ('ok' in unit) return unit;
          if (!counters.get(action.unit)?.reduced)
            return error('freeplay', { code: 'one-step', unit: unitName(action.unit) });
          return {
            ok: true,
            state: {
              ...state,
              units: withUnit(state, action.unit, { reduced: !unit.reduced }),
              last: { losses: unit.reduced ? [] : [unit.at] },
            },
            events: [
              { kind: 'flip', side: by, unit: action.unit, at: unit.at, reduced: !unit.reduced, hidden: unit.hidden },
            ],
          };
        }
        case 'hide':
        case 'reveal': {
          const unit = ownUnitOnMap(state, by, action.unit);
          if ('ok' in unit) return unit;
          const hidden = action.type === 'hide';
          return {
            ok: true,
            state: { ...state, units: withUnit(state, action.unit, { hidden }), last: {} },
            events: [{ kind: action.type, side: by, unit: action.unit, at: unit.at }],
            reveals: !hidden,
          };
        }
        case 'marker-add': {
          if (!markerKinds.has(action.kind)) return error('freeplay', { code: 'unknown-marker', kind: action.kind });
          if (!places.has(action.at)) return error('map', { code: 'not-on-map', at: action.at });
          if (state.markers.length >= MARKER_LIMIT)
            return error('freeplay', { code: 'too-many-markers', limit: MARKER_LIMIT });
          const marker = { id: `m${state.nextMarker}`, kind: action.kind, at: action.at };
          return {
            ok: true,
            state: { ...state, markers: [...state.markers, marker], nextMarker: state.nextMarker + 1, last: {} },
            events: [{ kind: 'marker-add', side: by, marker: marker.id, markerKind: action.kind, at: action.at }],
          };
        }
        case 'marker-remove': {
          const marker = state.markers.find((m) => m.id === action.marker);
          if (!marker) return error('freeplay', { code: 'unknown-marker', marker: action.marker });
          return {
            ok: true,
            state: { ...state, markers: state.markers.filter((m) => m.id !== action.marker), last: {} },
            events: [{ kind: 'marker-remove', side: by, marker: marker.id, markerKind: marker.kind, at: marker.at }],
          };
        }
        case 'note': {
          const note = { turn: state.turn, side: by, text: action.text, secret: action.secret };
          return {
            ok: true,
            state: { ...state, notes: [...state.notes, note].slice(-200) },
            events: [
              { kind: 'note', side: by, secret: action.secret, ...(action.secret ? {} : { text: action.text }) },
            ],
          };
        }
        case 'roll': {
          const parsed = parseNotation(action.dice);
          if (!parsed.ok) return error('dice', { code: `notation-${parsed.error.code}`, dice: action.dice });
          const result = rollNotation(parsed.value, dice);
          return {
            ok: true,
            state,
            events: [
              {
                kind: 'roll',
                side: by,
                expression: result.expression,
                dice: result.dice.map((d) => d.value),
                total: result.total,
                ...(action.reason ? { reason: action.reason } : {}),
              },
            ],
          };
        }
        case 'ruling': {
          const book = rulebook(action.game);
          const ruling = book?.rulings.find((r) => r.id === action.ruling) as AnyRuling | undefined;
          if (!book || !ruling)
            return error('ruling', { code: 'unknown-ruling', game: action.game, ruling: action.ruling });
          // The same parsed tables as the game's ruling command reads (19: one reading of a pack's tables).
          const run = runRuling(ruling, action.options as Record<string, RawValue>, dice, {
            tables: pack.game === book.id ? tablesOf(pack) : {},
          });
          if (!run.outcome.ok) return error('ruling', { code: 'bad-input', ruling, failure: run.outcome });
          return {
            ok: true,
            state,
            events: [
              {
                kind: 'ruling',
                side: by,
                game: book.id,
                ruling: ruling.id,
                input: run.input,
                dice: run.dice.map((d) => d.value),
                result: run.outcome.result,
                rules: run.outcome.rules,
                text: run.outcome.text,
              },
            ],
          };
        }
        case 'end-turn': {
          const index = state.sides.indexOf(state.active);
          const wraps = index === state.sides.length - 1;
          const next = state.sides[(index + 1) % state.sides.length]!;
          const turn = wraps ? state.turn + 1 : state.turn;
          if (wraps && state.turn >= state.lastTurn) {
            return {
              ok: true,
              state: { ...state, over: { reason: 'last-turn' }, last: {} },
              events: [
                { kind: 'end-turn', side: by, next: null, turn: state.turn },
                { kind: 'game-over', reason: 'last-turn' },
              ],
            };
          }
          return {
            ok: true,
            state: { ...state, active: next, turn, last: {} },
            events: [{ kind: 'end-turn', side: by, next, turn }],
          };
        }
        case 'resign': {
          const winner = state.sides.length === 2 ? state.sides.find((s) => s !== by) : undefined;
          return {
            ok: true,
            state: { ...state, over: { reason: 'resigned', ...(winner ? { winner } : {}) }, last: {} },
            events: [
              { kind: 'resign', side: by },
              { kind: 'game-over', reason: 'resigned', ...(winner ? { winner } : {}) },
            ],
            reveals: true,
          };
        }
      }
    },

    describe(event: GameEvent): Localized {
      return words.describeEvent(event, table.eventNames);
    },
  };

  function stackingError(at: string): Outcome<FreeplayState> {
    const limit = pack.stacking?.perLocation ?? 0;
    return error('stacking', { code: 'stacking-limit', at: placeName(at), limit });
  }

  return module;
}
