import type { Dice } from '../../core/dice.js';
import type {
  BoardPiece,
  GameEvent,
  GameModule,
  Menu,
  MenuItem,
  Outcome,
  RuleError,
  ScenarioInfo,
  SideId,
  View,
} from '../../core/game.js';
import { nationWords } from '../../core/nations.js';
import type { Localized } from '../../core/localized.js';
import { parseNotation, rollNotation } from '../../core/notation.js';
import { hexGridOf, locationIds, type Counter, type Pack, type Scenario } from '../../core/pack.js';
import { SpaceGraph } from '../../core/map/graph.js';
import { runRuling, type AnyRuling, type RawValue } from '../../core/ruling.js';
import { tablesOf } from '../../pack-tables.js';
import { rulebook } from '../../registry.js';
import { freeplayAction, type FreeplayAction, type FreeplayState, type UnitState } from './state.js';
import * as words from './words.js';

const SEP = '/';

/** The most markers on the board at once. */
const MARKER_LIMIT = 500;

/**
 * The freeplay module for one pack. Enforced: a unit moves only to a place on this map, one side's units in a
 * place stay within the pack's stacking limit, and only the side to play changes the board. Everything else is
 * the players' business, as on a real table.
 */
export function createFreeplay(pack: Pack): GameModule<FreeplayState, FreeplayAction> {
  const places = new Set(locationIds(pack.map));
  const counters = new Map(pack.counters.map((c) => [c.id, c]));
  const markerKinds = new Map(pack.markers.map((m) => [m.id, m]));
  const distance = distanceFunction(pack);
  const names = placeNames(pack);
  const placeName = (at: string): Localized => names.get(at) ?? words.asPrinted(at);

  function scenarioOf(state: { scenario: string }): Scenario {
    const scenario = pack.scenarios.find((s) => s.id === state.scenario);
    if (!scenario) throw new Error(`scenario ${state.scenario} is not in pack ${pack.id}`);
    return scenario;
  }

  function sideName(state: FreeplayState, side: SideId): Localized {
    return scenarioOf(state).sides.find((s) => s.id === side)?.name ?? words.asPrinted(side);
  }

  function unitName(unit: string): string {
    return counters.get(unit)?.name ?? unit;
  }

  /** A refusal: which of the tabletop's rules refuses (`freeplay`, `map`, `stacking`, `dice`…) and why, as data. */
  function error(rule: string, problem: words.FreeplayProblem): Outcome<FreeplayState> {
    const e: RuleError = { rule, code: problem.code, message: words.refusal(problem) };
    return { ok: false, error: e };
  }

  function stackingBreached(state: FreeplayState, side: SideId, at: string, moving: string): boolean {
    const limit = pack.stacking?.perLocation;
    if (limit === undefined) return false;
    let count = 0;
    for (const [unitId, unit] of Object.entries(state.units)) {
      if (unitId !== moving && unit.at === at && unit.side === side) count++;
    }
    return count + 1 > limit;
  }

  /** Places where `side` already has as many units as the stacking limit allows. */
  function fullPlaces(state: FreeplayState, side: SideId): Set<string> {
    const limit = pack.stacking?.perLocation;
    const full = new Set<string>();
    if (limit === undefined) return full;
    const counts = new Map<string, number>();
    for (const unit of Object.values(state.units)) {
      if (unit.at === null || unit.side !== side) continue;
      const n = (counts.get(unit.at) ?? 0) + 1;
      counts.set(unit.at, n);
      if (n >= limit) full.add(unit.at);
    }
    return full;
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

  /** What an event's ids name; an event carries no state, so a side is looked up in every scenario of the pack. */
  const eventNames: words.EventNames = {
    side: (id) => pack.scenarios.flatMap((s) => s.sides).find((s) => s.id === id)?.name,
    unit: unitName,
    place: placeName,
    scenario: (id) => pack.scenarios.find((s) => s.id === id)?.title,
    markerKind: (id) => markerKinds.get(id)?.name,
  };

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
      const units: Record<string, UnitState> = {};
      for (const counter of pack.counters) {
        const side = sideOfNation.get(counter.nation);
        if (side) units[counter.id] = { at: null, reduced: false, hidden: false, side };
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
      const pieces: BoardPiece[] = [];
      const concealedHere = new Map<string, number>();
      for (const [unitId, unit] of Object.entries(state.units)) {
        if (unit.at === null) continue;
        const counter = counters.get(unitId);
        if (!counter) continue;
        if (unit.hidden && viewer !== unit.side && !state.over) {
          const n = (concealedHere.get(unit.at) ?? 0) + 1;
          concealedHere.set(unit.at, n);
          pieces.push(hiddenPiece(`hidden-${unit.at}-${n}`, unit, counter));
        } else {
          pieces.push(piece(unitId, unit, counter));
        }
      }
      for (const marker of state.markers) {
        const kind = markerKinds.get(marker.kind);
        pieces.push({
          id: marker.id,
          at: marker.at,
          type: 'marker',
          label: kind?.symbol ?? '•',
          values: [],
          marker: true,
          nation: marker.kind,
        });
      }
      const activeName = sideName(state, state.active);
      const over = state.over;
      const status = {
        turn: state.turn,
        turnLabel: words.turnLabel(state.turn, state.lastTurn),
        phase: over ? words.gameOver : words.toPlay(activeName),
        active: over ? [] : [state.active],
        ...(over
          ? {
              over: {
                ...(over.winner ? { winner: over.winner } : {}),
                reason:
                  over.reason === 'resigned'
                    ? words.resigned(sideName(state, otherSide(state, over.winner)))
                    : words.lastTurnOver,
              },
            }
          : {}),
      };
      const prompt = over ? status.phase : viewer === state.active ? words.yourMove : words.waitingFor(activeName);
      const visibleNotes = state.notes.filter((n) => !n.secret || n.side === viewer || state.over);
      return {
        status,
        prompt,
        pieces,
        highlights: state.last,
        notes: visibleNotes.slice(-10).map((n) => noteLine(state, n)),
        ...(viewer !== 'observer'
          ? {
              secret: state.notes
                .filter((n) => n.secret && n.side === viewer)
                .slice(-10)
                .map((n) => noteLine(state, n)),
            }
          : {}),
      };
    },

    menu(state, side, path): Menu {
      if (state.over) return { title: words.gameOver, items: [] };
      if (side !== state.active) return { title: words.waitingTitle(sideName(state, state.active)), items: [] };
      const mine = Object.entries(state.units).filter(([, u]) => u.side === side);
      const onMap = mine.filter(([, u]) => u.at !== null);
      const offMap = mine.filter(([, u]) => u.at === null);
      // Branch keys are `move`, then `move/<unit>`: the second level's key carries the chosen unit or marker.
      const first = path[0];
      const second = path[1]?.split(SEP)[1];
      const branchItem = (key: Exclude<keyof typeof words.branches, 'end'>): MenuItem => ({
        kind: 'branch',
        key,
        label: words.branches[key],
      });
      if (first === undefined) {
        const items: MenuItem[] = [];
        if (onMap.length > 0) items.push(branchItem('move'));
        if (offMap.length > 0) items.push(branchItem('place'), branchItem('conceal'));
        if (onMap.some(([id]) => counters.get(id)?.reduced)) items.push(branchItem('flip'));
        if (onMap.length > 0) items.push(branchItem('remove'));
        if (onMap.some(([, u]) => !u.hidden)) items.push(branchItem('hide'));
        if (onMap.some(([, u]) => u.hidden)) items.push(branchItem('reveal'));
        if (markerKinds.size > 0) items.push(branchItem('marker'));
        if (state.markers.length > 0) items.push(branchItem('unmark'));
        items.push({ kind: 'action', key: 'end', label: words.branches.end });
        return { title: words.asks.whatDoYouDo, items };
      }
      // What `/act` also finds a unit by: its nation and side, in both languages (`russ` finds Russian units).
      const searchOf = (unitId: string) => {
        const sideOf = state.units[unitId]?.side;
        const names = sideOf ? sideName(state, sideOf) : undefined;
        return `${nationWords(counters.get(unitId)?.nation)} ${names ? `${names.en} ${names.it}` : ''}`.trim();
      };
      const unitItem = (
        unitId: string,
        unit: UnitState,
        branch: string,
        kind: 'branch' | 'action' = 'branch',
        verb: Localized = words.noVerb,
      ): MenuItem => {
        const label = words.unitLabel(verb, unitName(unitId), unit.reduced, unit.at ? placeName(unit.at) : undefined);
        return kind === 'action'
          ? { kind, key: `${branch}${SEP}${unitId}`, label, search: searchOf(unitId) }
          : { kind, key: `${branch}${SEP}${unitId}`, label };
      };
      switch (first) {
        case 'move': {
          if (second === undefined)
            return { title: words.asks.whichUnit, items: onMap.map(([id, u]) => unitItem(id, u, 'move')) };
          const unit = state.units[second];
          if (!unit?.at || unit.side !== side) return { title: words.asks.whichUnit, items: [] };
          const from = unit.at;
          const full = fullPlaces(state, side);
          const destinations = [...places].filter((p) => p !== from && !full.has(p));
          destinations.sort((a, b) => distance(from, a) - distance(from, b) || a.localeCompare(b));
          return {
            title: words.moveWhere(unitName(second)),
            items: destinations.map((to) => ({
              kind: 'action',
              key: ['mv', second, to].join(SEP),
              label: words.moveTo(unitName(second), placeName(to)),
              search: searchOf(second),
            })),
          };
        }
        case 'place':
        case 'conceal': {
          if (second === undefined)
            return { title: words.asks.whichUnit, items: offMap.map(([id, u]) => unitItem(id, u, first)) };
          const unit = state.units[second];
          if (!unit || unit.at !== null || unit.side !== side) return { title: words.asks.whichUnit, items: [] };
          const full = fullPlaces(state, side);
          const code = first === 'place' ? 'pl' : 'ph';
          const verb = first === 'place' ? words.verbs.place : words.verbs.placeFaceDown;
          return {
            title: words.placeWhere(unitName(second)),
            items: [...places]
              .filter((p) => !full.has(p))
              .map((at) => ({
                kind: 'action',
                key: [code, second, at].join(SEP),
                label: words.placeAt(verb, unitName(second), placeName(at)),
                search: searchOf(second),
              })),
          };
        }
        case 'hide':
          return {
            title: words.asks.hideWhich,
            items: onMap
              .filter(([, u]) => !u.hidden)
              .map(([id, u]) => ({
                ...unitItem(id, u, 'hd', 'action', words.verbs.conceal),
                key: ['hd', id].join(SEP),
              })),
          };
        case 'reveal':
          return {
            title: words.asks.revealWhich,
            items: onMap
              .filter(([, u]) => u.hidden)
              .map(([id, u]) => ({
                ...unitItem(id, u, 'rv', 'action', words.verbs.reveal),
                key: ['rv', id].join(SEP),
              })),
          };
        case 'flip':
          return {
            title: words.asks.flipWhich,
            items: onMap
              .filter(([id]) => counters.get(id)?.reduced)
              .map(([id, u]) => ({
                ...unitItem(id, u, 'fl', 'action', words.verbs.flip),
                key: ['fl', id].join(SEP),
              })),
          };
        case 'remove':
          return {
            title: words.asks.removeWhich,
            items: onMap.map(([id, u]) => ({
              ...unitItem(id, u, 'rm', 'action', words.verbs.remove),
              key: ['rm', id].join(SEP),
            })),
          };
        case 'marker': {
          if (second === undefined) {
            return {
              title: words.asks.whichMarker,
              items: [...markerKinds.values()].map((m) => ({
                kind: 'branch',
                key: `marker${SEP}${m.id}`,
                label: m.name,
              })),
            };
          }
          const kind = markerKinds.get(second);
          if (!kind) return { title: words.asks.whichMarker, items: [] };
          return {
            title: words.placeMarkerWhere(kind.name),
            items: [...places].map((at) => ({
              kind: 'action',
              key: ['mk', second, at].join(SEP),
              label: words.placeMarkerAt(kind.name, placeName(at)),
            })),
          };
        }
        case 'unmark':
          return {
            title: words.asks.removeWhichMarker,
            items: state.markers.map((m) => ({
              kind: 'action',
              key: ['um', m.id].join(SEP),
              label: words.removeMarkerAt(markerKinds.get(m.kind)?.name ?? words.asPrinted(m.kind), placeName(m.at)),
            })),
          };
        default:
          return { title: words.asks.whatDoYouDo, items: [] };
      }
    },

    decode(_state, key): FreeplayAction | undefined {
      const [kind, a, b] = key.split(SEP);
      switch (kind) {
        case 'mv':
          return a && b ? { type: 'move', unit: a, to: b } : undefined;
        case 'pl':
        case 'ph':
          return a && b ? { type: 'place', unit: a, at: b, hidden: kind === 'ph' } : undefined;
        case 'hd':
          return a ? { type: 'hide', unit: a } : undefined;
        case 'rv':
          return a ? { type: 'reveal', unit: a } : undefined;
        case 'fl':
          return a ? { type: 'flip', unit: a } : undefined;
        case 'rm':
          return a ? { type: 'remove', unit: a } : undefined;
        case 'mk':
          return a && b ? { type: 'marker-add', kind: a, at: b } : undefined;
        case 'um':
          return a ? { type: 'marker-remove', marker: a } : undefined;
        case 'end':
          return { type: 'end-turn' };
        default:
          return undefined;
      }
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
      return words.describeEvent(event, eventNames);
    },
  };

  function noteLine(
    state: FreeplayState,
    note: { turn: number; side: SideId; text: string; secret: boolean },
  ): Localized {
    return words.noteLine(note.turn, sideName(state, note.side), note.secret, note.text);
  }

  function stackingError(at: string): Outcome<FreeplayState> {
    const limit = pack.stacking?.perLocation ?? 0;
    return error('stacking', { code: 'stacking-limit', at: placeName(at), limit });
  }

  return module;
}

function otherSide(state: FreeplayState, winner: SideId | undefined): SideId {
  return state.sides.find((s) => s !== winner) ?? state.sides[0]!;
}

function piece(id: string, unit: UnitState, counter: Counter): BoardPiece {
  return {
    id,
    at: unit.at!,
    side: unit.side,
    nation: counter.nation,
    type: counter.type,
    ...(counter.size ? { size: counter.size } : {}),
    label: counter.name,
    values: unit.reduced && counter.reduced ? counter.reduced : counter.values,
    reduced: unit.reduced,
    ...(unit.hidden ? { hidden: true } : {}),
  };
}

/** A face-down counter: its place, side and nation show, as on the table; its id is the place and a count. */
function hiddenPiece(id: string, unit: UnitState, counter: Counter): BoardPiece {
  return {
    id,
    at: unit.at!,
    side: unit.side,
    nation: counter.nation,
    type: 'marker',
    label: '?',
    values: [],
    hidden: true,
  };
}

/** Every place's display name: its printed name and number (`Villanova (0604)`), a space's name, a box's title. */
function placeNames(pack: Pack): Map<string, Localized> {
  const map = pack.map;
  const names = new Map<string, Localized>();
  if (map.kind === 'hex') {
    for (const hex of map.hexes) {
      const name = hex.name ? `${hex.name} (${hex.id})` : hex.id;
      names.set(hex.id, words.asPrinted(name));
    }
    return names;
  }
  for (const space of map.spaces) names.set(space.id, words.asPrinted(space.name ?? space.id));
  for (const box of map.boxes) names.set(box.id, box.name);
  return names;
}

/** Distance used to order destinations: hexes by grid distance; spaces by hops (boxes last). */
function distanceFunction(pack: Pack): (a: string, b: string) => number {
  const map = pack.map;
  if (map.kind === 'hex') {
    const grid = hexGridOf(map);
    return (a, b) => grid.distance(a, b);
  }
  const graph = new SpaceGraph(
    map.spaces.map((s) => s.id),
    map.connections,
  );
  const cache = new Map<string, Map<string, number>>();
  return (a, b) => {
    let hops = cache.get(a);
    if (!hops) {
      hops = new Map([[a, 0]]);
      const queue = [a];
      for (let i = 0; i < queue.length; i++) {
        const node = queue[i]!;
        for (const next of graph.neighbours(node)) {
          if (!hops.has(next)) {
            hops.set(next, hops.get(node)! + 1);
            queue.push(next);
          }
        }
      }
      if (cache.size > 64) cache.clear();
      cache.set(a, hops);
    }
    return hops.get(b) ?? 10_000;
  };
}
