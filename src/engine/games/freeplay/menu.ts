import type { Menu, MenuItem, SideId } from '../../core/game.js';
import type { Localized } from '../../core/localized.js';
import { nationWords } from '../../core/nations.js';
import type { FreeplayAction, FreeplayState, UnitState } from './state.js';
import type { Tabletop } from './tabletop.js';
import * as words from './words.js';

/**
 * The legal-action menus of the side to play, one level at a time, and the keys they make: an action's code and
 * its ids joined by `/` (`mv/b1/0909`: move b1 to 0909). `decodeKey` reads back the keys `menuOf` makes.
 */

const SEP = '/';

export function menuOf(table: Tabletop, state: FreeplayState, side: SideId, path: readonly string[]): Menu {
  const { places, counters, markerKinds, distance, placeName, unitName, sideName, fullPlaces } = table;
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
}

/** The action a menu key stands for; undefined for a key the menu never made. */
export function decodeKey(key: string): FreeplayAction | undefined {
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
}
