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
import { loc, type Localized } from '../../core/localized.js';
import { parseNotation, rollNotation } from '../../core/notation.js';
import { hexGridOf, locationIds, type Counter, type Pack, type Scenario } from '../../core/pack.js';
import { SpaceGraph } from '../../core/map/graph.js';
import { failureText, runRuling, type AnyRuling, type RawValue } from '../../core/ruling.js';
import { tablesOf } from '../../pack-tables.js';
import { rulebook } from '../../registry.js';
import { freeplayAction, type FreeplayAction, type FreeplayState, type UnitState } from './state.js';

const SEP = '/';

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
  const placeName = (at: string, lang: 'en' | 'it' = 'en') => names.get(at)?.[lang] ?? at;

  function scenarioOf(state: { scenario: string }): Scenario {
    const scenario = pack.scenarios.find((s) => s.id === state.scenario);
    if (!scenario) throw new Error(`scenario ${state.scenario} is not in pack ${pack.id}`);
    return scenario;
  }

  function sideName(state: FreeplayState, side: SideId): Localized {
    return scenarioOf(state).sides.find((s) => s.id === side)?.name ?? loc(side, side);
  }

  function unitName(unit: string): string {
    return counters.get(unit)?.name ?? unit;
  }

  function error(rule: string, code: string, en: string, it: string): Outcome<FreeplayState> {
    const e: RuleError = { rule, code, message: loc(en, it) };
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
    if (!unit)
      return error(
        'freeplay',
        'unknown-unit',
        `There is no unit ${unitId} in this game.`,
        `In questa partita non c'è l'unità ${unitId}.`,
      );
    if (unit.side !== by) {
      return error(
        'freeplay',
        'not-your-unit',
        `${unitName(unitId)} is not yours to move.`,
        `${unitName(unitId)} non è tua.`,
      );
    }
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
    if (unit.at === null)
      return error(
        'freeplay',
        'off-map',
        `${unitName(unitId)} is not on the map.`,
        `${unitName(unitId)} non è sulla mappa.`,
      );
    return unit as UnitState & { at: string };
  }

  const withUnit = (state: FreeplayState, unitId: string, change: Partial<UnitState>): FreeplayState['units'] => ({
    ...state.units,
    [unitId]: { ...state.units[unitId]!, ...change },
  });

  const module: GameModule<FreeplayState, FreeplayAction> = {
    id: 'freeplay',
    title: loc(`Freeplay: ${pack.title.en}`, `Gioco libero: ${pack.title.it}`),
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
        const list = pack.scenarios.map((s) => s.id).join(', ');
        return error(
          'setup',
          'unknown-scenario',
          `No scenario ${input.scenario} in this pack; choose one of: ${list}.`,
          `Nessuno scenario ${input.scenario} in questo pacchetto; scegli tra: ${list}.`,
        );
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
        turnLabel: loc(`Turn ${state.turn} of ${state.lastTurn}`, `Turno ${state.turn} di ${state.lastTurn}`),
        phase: over
          ? loc('Game over', 'Partita finita')
          : loc(`${activeName.en} to play`, `Di turno: ${activeName.it}`),
        active: over ? [] : [state.active],
        ...(over
          ? {
              over: {
                ...(over.winner ? { winner: over.winner } : {}),
                reason:
                  over.reason === 'resigned'
                    ? loc(
                        `${sideName(state, otherSide(state, over.winner))?.en} resigned.`,
                        `${sideName(state, otherSide(state, over.winner))?.it} ha abbandonato.`,
                      )
                    : loc(
                        'The last turn is over: count victory by the game’s rules.',
                        'L’ultimo turno è finito: contate la vittoria secondo le regole del gioco.',
                      ),
              },
            }
          : {}),
      };
      const prompt = over
        ? status.phase
        : viewer === state.active
          ? loc(
              'Your move: move, place, flip or remove units, then end your turn.',
              'Tocca a te: muovi, piazza, gira o rimuovi unità, poi termina il turno.',
            )
          : loc(`Waiting for ${activeName.en}.`, `Di turno: ${activeName.it}. Aspetta la fine del loro turno.`);
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
      if (state.over) return { title: loc('Game over', 'Partita finita'), items: [] };
      if (side !== state.active) {
        const active = sideName(state, state.active);
        return { title: loc(`Waiting for ${active.en}`, `Di turno: ${active.it}`), items: [] };
      }
      const mine = Object.entries(state.units).filter(([, u]) => u.side === side);
      const onMap = mine.filter(([, u]) => u.at !== null);
      const offMap = mine.filter(([, u]) => u.at === null);
      // Branch keys are `move`, then `move/<unit>`: the second level's key carries the chosen unit or marker.
      const first = path[0];
      const second = path[1]?.split(SEP)[1];
      if (first === undefined) {
        const items: MenuItem[] = [];
        if (onMap.length > 0) items.push({ kind: 'branch', key: 'move', label: loc('Move a unit', 'Muovi un’unità') });
        if (offMap.length > 0)
          items.push(
            { kind: 'branch', key: 'place', label: loc('Place a unit', 'Piazza un’unità') },
            { kind: 'branch', key: 'conceal', label: loc('Place a unit face down', 'Piazza un’unità coperta') },
          );
        if (onMap.some(([id]) => counters.get(id)?.reduced))
          items.push({
            kind: 'branch',
            key: 'flip',
            label: loc('Flip a unit (full / reduced)', 'Gira un’unità (piena / ridotta)'),
          });
        if (onMap.length > 0)
          items.push({ kind: 'branch', key: 'remove', label: loc('Remove a unit', 'Rimuovi un’unità') });
        if (onMap.some(([, u]) => !u.hidden))
          items.push({ kind: 'branch', key: 'hide', label: loc('Turn a unit face down', 'Copri un’unità') });
        if (onMap.some(([, u]) => u.hidden))
          items.push({
            kind: 'branch',
            key: 'reveal',
            label: loc('Reveal a face-down unit', 'Scopri un’unità coperta'),
          });
        if (markerKinds.size > 0)
          items.push({ kind: 'branch', key: 'marker', label: loc('Place a marker', 'Piazza un segnalino') });
        if (state.markers.length > 0)
          items.push({ kind: 'branch', key: 'unmark', label: loc('Remove a marker', 'Togli un segnalino') });
        items.push({ kind: 'action', key: 'end', label: loc('End your turn', 'Termina il turno') });
        return { title: loc('What do you do?', 'Cosa fai?'), items };
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
        verb: Localized = loc('', ''),
      ): MenuItem => {
        const label = loc(
          `${verb.en}${unitName(unitId)}${unit.reduced ? ' (reduced)' : ''}${unit.at ? ` in ${placeName(unit.at)}` : ''}`,
          `${verb.it}${unitName(unitId)}${unit.reduced ? ' (ridotta)' : ''}${unit.at ? ` in ${placeName(unit.at, 'it')}` : ''}`,
        );
        return kind === 'action'
          ? { kind, key: `${branch}${SEP}${unitId}`, label, search: searchOf(unitId) }
          : { kind, key: `${branch}${SEP}${unitId}`, label };
      };
      switch (first) {
        case 'move': {
          if (second === undefined)
            return {
              title: loc('Which unit?', 'Quale unità?'),
              items: onMap.map(([id, u]) => unitItem(id, u, 'move')),
            };
          const unit = state.units[second];
          if (!unit?.at || unit.side !== side) return { title: loc('Which unit?', 'Quale unità?'), items: [] };
          const from = unit.at;
          const full = fullPlaces(state, side);
          const destinations = [...places].filter((p) => p !== from && !full.has(p));
          destinations.sort((a, b) => distance(from, a) - distance(from, b) || a.localeCompare(b));
          return {
            title: loc(`Move ${unitName(second)} where?`, `Dove muovi ${unitName(second)}?`),
            items: destinations.map((to) => ({
              kind: 'action',
              key: ['mv', second, to].join(SEP),
              label: loc(
                `Move ${unitName(second)} → ${placeName(to)}`,
                `Muovi ${unitName(second)} → ${placeName(to, 'it')}`,
              ),
              search: searchOf(second),
            })),
          };
        }
        case 'place':
        case 'conceal': {
          if (second === undefined)
            return {
              title: loc('Which unit?', 'Quale unità?'),
              items: offMap.map(([id, u]) => unitItem(id, u, first)),
            };
          const unit = state.units[second];
          if (!unit || unit.at !== null || unit.side !== side)
            return { title: loc('Which unit?', 'Quale unità?'), items: [] };
          const full = fullPlaces(state, side);
          const code = first === 'place' ? 'pl' : 'ph';
          const verb = first === 'place' ? loc('Place', 'Piazza') : loc('Place face down', 'Piazza coperta');
          return {
            title: loc(`Place ${unitName(second)} where?`, `Dove piazzi ${unitName(second)}?`),
            items: [...places]
              .filter((p) => !full.has(p))
              .map((at) => ({
                kind: 'action',
                key: [code, second, at].join(SEP),
                label: loc(
                  `${verb.en} ${unitName(second)} → ${placeName(at)}`,
                  `${verb.it} ${unitName(second)} → ${placeName(at, 'it')}`,
                ),
                search: searchOf(second),
              })),
          };
        }
        case 'hide':
          return {
            title: loc('Turn which unit face down?', 'Quale unità copri?'),
            items: onMap
              .filter(([, u]) => !u.hidden)
              .map(([id, u]) => ({
                ...unitItem(id, u, 'hd', 'action', loc('Conceal ', 'Copri ')),
                key: ['hd', id].join(SEP),
              })),
          };
        case 'reveal':
          return {
            title: loc('Reveal which unit?', 'Quale unità scopri?'),
            items: onMap
              .filter(([, u]) => u.hidden)
              .map(([id, u]) => ({
                ...unitItem(id, u, 'rv', 'action', loc('Reveal ', 'Scopri ')),
                key: ['rv', id].join(SEP),
              })),
          };
        case 'flip':
          return {
            title: loc('Flip which unit?', 'Quale unità giri?'),
            items: onMap
              .filter(([id]) => counters.get(id)?.reduced)
              .map(([id, u]) => ({
                ...unitItem(id, u, 'fl', 'action', loc('Flip ', 'Gira ')),
                key: ['fl', id].join(SEP),
              })),
          };
        case 'remove':
          return {
            title: loc('Remove which unit?', 'Quale unità rimuovi?'),
            items: onMap.map(([id, u]) => ({
              ...unitItem(id, u, 'rm', 'action', loc('Remove ', 'Rimuovi ')),
              key: ['rm', id].join(SEP),
            })),
          };
        case 'marker': {
          if (second === undefined) {
            return {
              title: loc('Which marker?', 'Quale segnalino?'),
              items: [...markerKinds.values()].map((m) => ({
                kind: 'branch',
                key: `marker${SEP}${m.id}`,
                label: m.name,
              })),
            };
          }
          const kind = markerKinds.get(second);
          if (!kind) return { title: loc('Which marker?', 'Quale segnalino?'), items: [] };
          return {
            title: loc(`Place ${kind.name.en} where?`, `Dove piazzi ${kind.name.it}?`),
            items: [...places].map((at) => ({
              kind: 'action',
              key: ['mk', second, at].join(SEP),
              label: loc(
                `Place marker ${kind.name.en} → ${placeName(at)}`,
                `Piazza segnalino ${kind.name.it} → ${placeName(at, 'it')}`,
              ),
            })),
          };
        }
        case 'unmark':
          return {
            title: loc('Remove which marker?', 'Quale segnalino togli?'),
            items: state.markers.map((m) => {
              const kind = markerKinds.get(m.kind);
              return {
                kind: 'action',
                key: ['um', m.id].join(SEP),
                label: loc(
                  `Remove marker ${kind?.name.en ?? m.kind} in ${placeName(m.at)}`,
                  `Togli segnalino ${kind?.name.it ?? m.kind} in ${placeName(m.at, 'it')}`,
                ),
              };
            }),
          };
        default:
          return { title: loc('What do you do?', 'Cosa fai?'), items: [] };
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
      if (state.over) return error('freeplay', 'game-over', 'The game is over.', 'La partita è finita.');
      if (!state.sides.includes(by))
        return error(
          'freeplay',
          'unknown-side',
          `There is no side ${by} in this game.`,
          `In questa partita non c'è la parte ${by}.`,
        );
      const boardAction = !['note', 'roll', 'ruling', 'resign'].includes(action.type);
      if (boardAction && by !== state.active) {
        const active = sideName(state, state.active);
        return error(
          'freeplay',
          'not-your-turn',
          `Not your turn: ${active.en} to play. Wait for the end of their turn.`,
          `Non è il tuo turno (di turno: ${active.it}): aspetta la fine del loro turno.`,
        );
      }
      switch (action.type) {
        case 'move': {
          const unit = ownUnit(state, by, action.unit);
          if ('ok' in unit) return unit;
          if (unit.at === null)
            return error(
              'freeplay',
              'off-map',
              `${unitName(action.unit)} is not on the map: place it instead.`,
              `${unitName(action.unit)} non è sulla mappa: piazzala.`,
            );
          if (!places.has(action.to))
            return error(
              'map',
              'not-on-map',
              `${action.to} is not on this map.`,
              `${action.to} non è su questa mappa.`,
            );
          if (action.to === unit.at)
            return error(
              'freeplay',
              'same-place',
              `${unitName(action.unit)} is already there.`,
              `${unitName(action.unit)} è già lì.`,
            );
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
          if (unit.at !== null)
            return error(
              'freeplay',
              'on-map',
              `${unitName(action.unit)} is already on the map: move it instead.`,
              `${unitName(action.unit)} è già sulla mappa: muovila.`,
            );
          if (!places.has(action.at))
            return error(
              'map',
              'not-on-map',
              `${action.at} is not on this map.`,
              `${action.at} non è su questa mappa.`,
            );
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
            return error(
              'freeplay',
              'one-step',
              `${unitName(action.unit)} has no reduced side.`,
              `${unitName(action.unit)} non ha un lato ridotto.`,
            );
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
          if (!markerKinds.has(action.kind))
            return error(
              'freeplay',
              'unknown-marker',
              `This pack has no marker ${action.kind}.`,
              `Questo pacchetto non ha il segnalino ${action.kind}.`,
            );
          if (!places.has(action.at))
            return error(
              'map',
              'not-on-map',
              `${action.at} is not on this map.`,
              `${action.at} non è su questa mappa.`,
            );
          if (state.markers.length >= 500)
            return error(
              'freeplay',
              'too-many-markers',
              'There are 500 markers already: remove some first.',
              'Ci sono già 500 segnalini: togline qualcuno.',
            );
          const marker = { id: `m${state.nextMarker}`, kind: action.kind, at: action.at };
          return {
            ok: true,
            state: { ...state, markers: [...state.markers, marker], nextMarker: state.nextMarker + 1, last: {} },
            events: [{ kind: 'marker-add', side: by, marker: marker.id, markerKind: action.kind, at: action.at }],
          };
        }
        case 'marker-remove': {
          const marker = state.markers.find((m) => m.id === action.marker);
          if (!marker)
            return error(
              'freeplay',
              'unknown-marker',
              `There is no marker ${action.marker}.`,
              `Non c'è il segnalino ${action.marker}.`,
            );
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
          if (!parsed.ok)
            return error(
              'dice',
              `notation-${parsed.error.code}`,
              `Cannot roll "${action.dice}": write dice as 2d6, 1d10+2, 4d6kh3 or d66.`,
              `Non posso tirare "${action.dice}": scrivi i dadi come 2d6, 1d10+2, 4d6kh3 o d66.`,
            );
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
            return error(
              'ruling',
              'unknown-ruling',
              `No ruling ${action.game} ${action.ruling}.`,
              `Nessuna regola rapida ${action.game} ${action.ruling}.`,
            );
          // The same parsed tables as the game's ruling command reads (19: one reading of a pack's tables).
          const run = runRuling(ruling, action.options as Record<string, RawValue>, dice, {
            tables: pack.game === book.id ? tablesOf(pack) : {},
          });
          if (!run.outcome.ok) {
            const failed = run.outcome;
            const message = loc(failureText(ruling, failed, 'en'), failureText(ruling, failed, 'it'));
            return { ok: false, error: { rule: 'ruling', code: 'bad-input', message } };
          }
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
      const side = typeof event['side'] === 'string' ? event['side'] : '';
      const who = pack.scenarios.flatMap((s) => s.sides).find((s) => s.id === side)?.name ?? loc(side, side);
      const unit = typeof event['unit'] === 'string' ? event['unit'] : '';
      const shown = event['hidden'] === true ? '?' : unitName(unit);
      const at = (key: string, lang: 'en' | 'it') =>
        typeof event[key] === 'string' ? placeName(event[key] as string, lang) : '';
      switch (event.kind) {
        case 'setup': {
          const scenario = pack.scenarios.find((s) => s.id === event['scenario']);
          const title = scenario?.title ?? loc(String(event['scenario']), String(event['scenario']));
          return loc(`Set-up: ${title.en}.`, `Schieramento: ${title.it}.`);
        }
        case 'move':
          return loc(
            `${who.en}: ${shown} moves ${at('from', 'en')} → ${at('to', 'en')}.`,
            `${who.it}: ${shown} muove ${at('from', 'it')} → ${at('to', 'it')}.`,
          );
        case 'place':
          return loc(
            `${who.en}: ${shown} placed in ${at('at', 'en')}.`,
            `${who.it}: ${shown} piazzata in ${at('at', 'it')}.`,
          );
        case 'remove':
          return loc(
            `${who.en}: ${unitName(unit)} removed from ${at('from', 'en')}.`,
            `${who.it}: ${unitName(unit)} rimossa da ${at('from', 'it')}.`,
          );
        case 'flip':
          return event['reduced']
            ? loc(
                `${who.en}: ${shown} in ${at('at', 'en')} is reduced.`,
                `${who.it}: ${shown} in ${at('at', 'it')} è ridotta.`,
              )
            : loc(
                `${who.en}: ${shown} in ${at('at', 'en')} is back to full strength.`,
                `${who.it}: ${shown} in ${at('at', 'it')} torna a piena forza.`,
              );
        case 'hide':
          return loc(
            `${who.en}: a unit in ${at('at', 'en')} is turned face down.`,
            `${who.it}: un’unità in ${at('at', 'it')} viene coperta.`,
          );
        case 'reveal':
          return loc(
            `${who.en}: ${unitName(unit)} in ${at('at', 'en')} is revealed.`,
            `${who.it}: ${unitName(unit)} in ${at('at', 'it')} è rivelata.`,
          );
        case 'marker-add':
        case 'marker-remove': {
          const kind = markerKinds.get(String(event['markerKind']));
          const name = kind?.name ?? loc(String(event['markerKind']), String(event['markerKind']));
          return event.kind === 'marker-add'
            ? loc(
                `${who.en}: ${name.en} marker in ${at('at', 'en')}.`,
                `${who.it}: segnalino ${name.it} in ${at('at', 'it')}.`,
              )
            : loc(
                `${who.en}: ${name.en} marker removed from ${at('at', 'en')}.`,
                `${who.it}: segnalino ${name.it} tolto da ${at('at', 'it')}.`,
              );
        }
        case 'note':
          return event['secret']
            ? loc(`${who.en} writes a secret note.`, `${who.it} scrive una nota segreta.`)
            : loc(`${who.en} notes: “${String(event['text'])}”`, `${who.it} annota: “${String(event['text'])}”`);
        case 'roll': {
          const reason = typeof event['reason'] === 'string' ? ` (${event['reason']})` : '';
          const dice = (event['dice'] as number[]).join(', ');
          return loc(
            `${who.en} rolls ${String(event['expression'])}${reason}: ${dice} = ${String(event['total'])}.`,
            `${who.it} tira ${String(event['expression'])}${reason}: ${dice} = ${String(event['total'])}.`,
          );
        }
        case 'ruling': {
          const text = event['text'] as Localized;
          return loc(
            `${who.en} — ${String(event['game'])} ${String(event['ruling'])}: ${text.en}`,
            `${who.it} — ${String(event['game'])} ${String(event['ruling'])}: ${text.it}`,
          );
        }
        case 'end-turn': {
          const next =
            typeof event['next'] === 'string'
              ? pack.scenarios.flatMap((s) => s.sides).find((s) => s.id === event['next'])?.name
              : undefined;
          return next
            ? loc(`${who.en} ends the turn; ${next.en} to play.`, `${who.it} termina il turno; di turno: ${next.it}.`)
            : loc(`${who.en} ends the last turn.`, `${who.it} termina l’ultimo turno.`);
        }
        case 'resign':
          return loc(`${who.en} resigns.`, `${who.it} abbandona.`);
        case 'game-over':
          return loc('The game is over.', 'La partita è finita.');
        default:
          return loc(event.kind, event.kind);
      }
    },
  };

  function noteLine(
    state: FreeplayState,
    note: { turn: number; side: SideId; text: string; secret: boolean },
  ): Localized {
    const who = sideName(state, note.side);
    return loc(
      `T${note.turn} ${who.en}${note.secret ? ' (secret)' : ''}: ${note.text}`,
      `T${note.turn} ${who.it}${note.secret ? ' (segreta)' : ''}: ${note.text}`,
    );
  }

  function stackingError(at: string): Outcome<FreeplayState> {
    const limit = pack.stacking?.perLocation ?? 0;
    return error(
      'stacking',
      'stacking-limit',
      `${placeName(at)} already holds ${limit} of your units (the stacking limit).`,
      `${placeName(at, 'it')} ha già ${limit} tue unità (il limite di ammassamento).`,
    );
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
      names.set(hex.id, loc(name, name));
    }
    return names;
  }
  for (const space of map.spaces) names.set(space.id, loc(space.name ?? space.id, space.name ?? space.id));
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
