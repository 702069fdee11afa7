import { sideOf, type Connection, type Nation, type PogModel, type Side, type Space } from '../model.js';
import type { PogState } from '../play/state.js';

/**
 * What the rules read off a position: whose units stand where, who controls a space, which nations are neutral.
 * Pure queries over the model (the pack) and a game's state.
 */

export interface Position {
  readonly model: PogModel;
  readonly state: PogState;
}

/** Nations that start the game neutral (4.2, 9.5.2, 16.1.3.1, 16.3). */
export const NEUTRAL_AT_START: readonly string[] = ['it', 'ro', 'gr', 'bu', 'tu', 'us'];

/** The side a space's country belongs to (neutral countries included: the side they would join). */
const COUNTRY_SIDE: Readonly<Record<string, Side>> = {
  ge: 'cp',
  ah: 'cp',
  tu: 'cp',
  bu: 'cp',
  br: 'ap',
  fr: 'ap',
  be: 'ap',
  it: 'ap',
  ru: 'ap',
  mn: 'ap',
  sb: 'ap',
  ro: 'ap',
  gr: 'ap',
  eg: 'ap',
  al: 'ap',
};
export function countrySide(country: string | null): Side | null {
  return country ? (COUNTRY_SIDE[country] ?? null) : null;
}

export function nationOfUnit(model: PogModel, unit: string): Nation | undefined {
  return model.units[unit]?.nation;
}

export function sideOfUnit(model: PogModel, unit: string): Side {
  const nation = nationOfUnit(model, unit);
  return nation ? sideOf(nation) : 'ap';
}

/** Units by place, computed once per units record (a state is never changed in place). */
const placesCache = new WeakMap<object, Map<string, string[]>>();
function byPlace(units: PogState['units']): Map<string, string[]> {
  let places = placesCache.get(units);
  if (!places) {
    places = new Map();
    for (const [id, u] of Object.entries(units)) {
      const list = places.get(u.at);
      if (list) list.push(id);
      else places.set(u.at, [id]);
    }
    placesCache.set(units, places);
  }
  return places;
}

/** The units on a space (or in a box), in counter order. */
export function unitsAt(p: Position, place: string): string[] {
  return byPlace(p.state.units).get(place) ?? [];
}

/** The places where some unit stands. */
export function occupiedPlaces(p: Position): string[] {
  return [...byPlace(p.state.units).keys()];
}

export function sideUnitsAt(p: Position, place: string, side: Side): string[] {
  return unitsAt(p, place).filter((u) => sideOfUnit(p.model, u) === side);
}

/** A country is neutral while its nation is not at war (9.5.2); Albania may always be entered (11.1.12). */
export function neutralCountry(p: Position, country: string | null): boolean {
  if (!country || country === 'al') return false;
  // 11.1.13: Persia may be entered once Turkey is at war.
  if (country === 'pe') return !p.state.atWar.includes('tu');
  return NEUTRAL_AT_START.includes(country) && !p.state.atWar.includes(country);
}

/**
 * 9.5.2.4: a unit of a nation not yet at war standing on the map (the Greek units Salonika sets up): no one moves it,
 * moves into its space, attacks it or traces supply through it.
 */
export function neutralUnit(p: Position, unit: string): boolean {
  const nation = nationOfUnit(p.model, unit);
  return nation !== undefined && NEUTRAL_AT_START.includes(nation) && !p.state.atWar.includes(nation);
}

/** A space holding such units (9.5.2.4). */
export function holdsNeutralUnits(p: Position, id: string): boolean {
  return unitsAt(p, id).some((u) => neutralUnit(p, u));
}

export function space(p: Position, id: string): Space | undefined {
  return p.model.spaces[id];
}

/** An intact fort in a space the enemy of `side` controls (11.1.8, 15.2). */
export function enemyFort(p: Position, id: string, side: Side): boolean {
  const s = p.model.spaces[id];
  if (!s || s.fort === null || p.state.destroyed.includes(id)) return false;
  const owner = p.state.control[id];
  return owner !== undefined && owner !== null && owner !== side;
}

/** 15.2.1: an army, or as many corps as the fort's LF, can besiege it. */
export function canBesiege(p: Position, units: readonly string[], fort: number): boolean {
  const armies = units.filter((u) => p.model.units[u]?.size === 'army').length;
  return armies > 0 || units.length >= fort;
}

/** The VP spaces a side controls, for the victory checks. */
export function vpSpaces(p: Position): string[] {
  return Object.values(p.model.spaces)
    .filter((s) => s.vp > 0)
    .map((s) => s.id);
}

/** The spaces one connection away from each space, computed once per model. */
const adjacencyCache = new WeakMap<PogModel, Map<string, { space: string; by: Connection }[]>>();
export function adjacent(model: PogModel, at: string): readonly { readonly space: string; readonly by: Connection }[] {
  let map = adjacencyCache.get(model);
  if (!map) {
    map = new Map();
    const add = (from: string, to: string, by: Connection) => {
      const list = map!.get(from);
      if (list) list.push({ space: to, by });
      else map!.set(from, [{ space: to, by }]);
    };
    for (const c of model.connections) {
      add(c.a, c.b, c);
      add(c.b, c.a, c);
    }
    adjacencyCache.set(model, map);
  }
  return map.get(at) ?? [];
}
