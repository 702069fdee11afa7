import type { SideId } from '../../core/game.js';
import type { Localized } from '../../core/localized.js';
import { hexGridOf, locationIds, type Counter, type Pack, type Scenario } from '../../core/pack.js';
import { SpaceGraph } from '../../core/map/graph.js';
import type { FreeplayState } from './state.js';
import * as words from './words.js';

/** A kind of marker the pack offers: its id, name and symbol. */
export type MarkerKind = Pack['markers'][number];

/**
 * What a pack lays on the table, looked up once per pack: its places and their names, its counters and marker
 * kinds, the distances that order a move's destinations, and the stacking limit (the one rule freeplay enforces
 * besides the map and whose turn it is).
 */
export interface Tabletop {
  readonly pack: Pack;
  readonly places: ReadonlySet<string>;
  readonly counters: ReadonlyMap<string, Counter>;
  readonly markerKinds: ReadonlyMap<string, MarkerKind>;
  /** Hexes by grid distance; spaces by hops (boxes last). */
  distance(a: string, b: string): number;
  placeName(at: string): Localized;
  /** A counter's printed name; its id where the pack has no such counter. */
  unitName(unit: string): string;
  /** A side's name in the game's scenario; its id where the scenario names none. */
  sideName(state: FreeplayState, side: SideId): Localized;
  /** Whether `moving` arriving in `at` puts more of `side`'s units there than the stacking limit allows. */
  stackingBreached(state: FreeplayState, side: SideId, at: string, moving: string): boolean;
  /** Places where `side` already has as many units as the stacking limit allows. */
  fullPlaces(state: FreeplayState, side: SideId): Set<string>;
  /** What an event's ids name; an event carries no state, so a side is looked up in every scenario of the pack. */
  readonly eventNames: words.EventNames;
}

export function tabletopOf(pack: Pack): Tabletop {
  const counters = new Map(pack.counters.map((c) => [c.id, c]));
  const markerKinds = new Map(pack.markers.map((m) => [m.id, m]));
  const names = placeNames(pack);
  const placeName = (at: string): Localized => names.get(at) ?? words.asPrinted(at);
  const unitName = (unit: string): string => counters.get(unit)?.name ?? unit;

  function scenarioOf(state: { scenario: string }): Scenario {
    const scenario = pack.scenarios.find((s) => s.id === state.scenario);
    if (!scenario) throw new Error(`scenario ${state.scenario} is not in pack ${pack.id}`);
    return scenario;
  }

  return {
    pack,
    places: new Set(locationIds(pack.map)),
    counters,
    markerKinds,
    distance: distanceFunction(pack),
    placeName,
    unitName,

    sideName(state, side) {
      return scenarioOf(state).sides.find((s) => s.id === side)?.name ?? words.asPrinted(side);
    },

    stackingBreached(state, side, at, moving) {
      const limit = pack.stacking?.perLocation;
      if (limit === undefined) return false;
      let count = 0;
      for (const [unitId, unit] of Object.entries(state.units)) {
        if (unitId !== moving && unit.at === at && unit.side === side) count++;
      }
      return count + 1 > limit;
    },

    fullPlaces(state, side) {
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
    },

    eventNames: {
      side: (id) => pack.scenarios.flatMap((s) => s.sides).find((s) => s.id === id)?.name,
      unit: unitName,
      place: placeName,
      scenario: (id) => pack.scenarios.find((s) => s.id === id)?.title,
      markerKind: (id) => markerKinds.get(id)?.name,
    },
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
