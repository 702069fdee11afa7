import type { Problem } from '../../../core/explain.js';
import { RESERVE_BOX, type Side } from '../model.js';
import {
  brestLitovskProblem,
  channelPortClosed,
  mayCross,
  mayGoEast,
  siegeAfterLeaving,
  STACKING_LIMIT,
} from './movement.js';
import {
  adjacent,
  holdsNeutralUnits,
  nationOfUnit,
  neutralUnit,
  neutralCountry,
  occupiedPlaces,
  sideOfUnit,
  sideUnitsAt,
  type Position,
} from './position.js';
import { suppliedSpaces, supplyNetworkOf, supplySources, tracedSpaces, unitInSupply } from './supply.js';
import { barredFromNearEast } from './deluxe-units.js';

/**
 * Strategic Redeployment (9.3, 13.0): its cost, and where a unit may go overland, by sea, to and from the Reserve
 * Box, within the Near East limits (13.2), in supply (13.1.5, 13.1.6, 13.1.8, 13.1.12).
 */

/** 13.1.6, 13.1.8: a space the unit would be in supply in (its own supply network, 14.1). */
function suppliedFor(p: Position, unit: string, side: Side, space: string): boolean {
  const network = supplyNetworkOf(p.model, unit);
  // 14.1.5: the units that need no line are in supply anywhere.
  return network === null || suppliedSpaces(p, side, network).has(space);
}

/**
 * 13.1.12: no SR to or from the Reserve Box for German and Austro-Hungarian units tracing supply to Sofia or
 * Constantinople, Turkish units tracing to Essen or Breslau, Russian units tracing to Belgrade: the unit's space must
 * trace to the sources its nation may use for the box. The Italian text also lists Constantinople for the Turks,
 * which would close the box to every Turkish unit; read as a slip (README, decisions).
 */
function reserveSources(p: Position, nation: string): readonly string[] | null {
  if (nation === 'ge' || nation === 'ah') return ['essen', 'breslau'];
  if (['tu', 'yld', 'aoi'].includes(nation)) return ['constantinople'];
  if (RUSSIAN.includes(nation)) return supplySources(p, 'ru').filter((s) => s !== 'belgrade');
  return null;
}
function boxLine(p: Position, unit: string, space: string): boolean {
  const nation = nationOfUnit(p.model, unit) ?? '';
  const sources = reserveSources(p, nation);
  const network = supplyNetworkOf(p.model, unit);
  if (!sources || !network) return true;
  // Traced once per state, network and nation (the SR menus ask for every unit).
  let byKey = boxLines.get(p.state);
  if (!byKey) boxLines.set(p.state, (byKey = new Map()));
  const key = `${network}:${nation}`;
  let traced = byKey.get(key);
  if (!traced)
    byKey.set(
      key,
      (traced = tracedSpaces(
        p,
        network,
        sources.filter((s) => p.model.spaces[s]),
      )),
    );
  return traced.has(space);
}
const boxLines = new WeakMap<object, Map<string, ReadonlySet<string>>>();

/** How an SR goes: overland (13.1.6), by sea (13.1.7), or to or from the Reserve Box (13.1.8, 13.1.9). */
export type SrRoute = 'land' | 'sea' | 'reserve';

/** The Near East limits used this turn (13.2.1–13.2.3), as kept in the state's `limits`. */
export const SR_LIMIT = { br: 'sr-br', ru: 'sr-ru', cp: 'sr-cp' } as const;
/** 11.3.1: on both maps. */
const BOTH_MAPS = ['constantinople', 'bursa'];
const RUSSIAN = ['ru', 'cau'];
/** 13.2.1: the British corps under the one-a-turn limit (AUS included; CND, PT, BEF not). */
const BRITISH_NE = ['br', 'aus'];
/** 13.2.3: Turkish units do not count. */
const TURKISH = ['tu', 'yld', 'aoi', 'sn'];

function onNearEast(p: Position, place: string): boolean {
  return p.model.spaces[place]?.nearEast ?? false;
}
function onMainMap(p: Position, place: string): boolean {
  return !onNearEast(p, place) || BOTH_MAPS.includes(place);
}

/** 13.2: an SR to or from the Near East map (not within it, 13.2.4, nor within the main map). */
export function nearEastCrossing(p: Position, from: string, to: string): boolean {
  return !(onNearEast(p, from) && onNearEast(p, to)) && !(onMainMap(p, from) && onMainMap(p, to));
}

/** 13.1.2: one SR point a corps, four an army, full or reduced. */
export function srCost(p: Position, unit: string): number {
  return p.model.units[unit]?.size === 'army' ? 4 : 1;
}

/** The capitals of the nations whose corps may not use the Reserve Box while the enemy controls them (13.1.11). */
const CAPITALS: Readonly<Record<string, readonly string[]>> = {
  fr: ['paris'],
  ah: ['vienna', 'budapest'],
  ge: ['berlin'],
  ru: ['petrograd'],
  br: ['london'],
  it: ['rome'],
  tu: ['constantinople'],
  bu: ['sofia'],
  ro: ['bucharest'],
  gr: ['athens'],
};

function capitalLost(p: Position, nation: string, side: Side): boolean {
  return (CAPITALS[nation] ?? []).some((c) => (p.state.control[c] ?? side) !== side || p.state.besieged.includes(c));
}

function friendly(p: Position, at: string, side: Side): boolean {
  const s = p.model.spaces[at];
  if (!s || neutralCountry(p, s.nation)) return false;
  return p.state.control[at] === side && sideUnitsAt(p, at, side === 'cp' ? 'ap' : 'cp').length === 0;
}

/** Why a friendly space cannot take the unit at the end of its SR; null when it can. */
function arrivalProblem(p: Position, unit: string, side: Side, to: string): Problem | null {
  if (!friendly(p, to, side)) return { code: 'sr-not-friendly', rule: '13.1.6', params: { space: to } };
  // 9.5.2.4: no unit enters a space with neutral Greek units.
  if (holdsNeutralUnits(p, to)) return { code: 'neutral-units', rule: '9.5.2.4', params: { space: to } };
  // 16.4.9: after Brest-Litovsk, Russians stay in their five countries and apart from the other Allies.
  const brest = brestLitovskProblem(p, [unit], to);
  if (brest) return brest;
  // 11.3.1: only the Near East armies on the Near East map.
  if (onNearEast(p, to) && p.model.units[unit]?.size === 'army' && !mayGoEast(p, unit))
    return { code: 'near-east-army', rule: '11.3.1', params: { space: to } };
  // AP #57 (Deluxe): the Russian cavalry never enters the Near East.
  if (onNearEast(p, to) && barredFromNearEast(unit))
    return { code: 'dx-cavalry-near-east', rule: '9.5.1.1', params: { unit, space: to } };
  if (sideUnitsAt(p, to, side).filter((u) => u !== unit).length + 1 > STACKING_LIMIT)
    return { code: 'stacking', rule: '10.1.1', params: { space: to, limit: STACKING_LIMIT } };
  // 11.1.9: nor SR into the channel ports.
  if (channelPortClosed(p, side, to)) return { code: 'channel-ports', rule: '11.1.9', params: { space: to } };
  return null;
}

/** Why the Near East limits forbid this SR (13.2); null when they allow it. */
function limitProblem(p: Position, unit: string, side: Side, from: string, to: string, route: SrRoute): Problem | null {
  if (!nearEastCrossing(p, from, to)) return null;
  const nation = nationOfUnit(p.model, unit) ?? '';
  const used = p.state.limits ?? [];
  if (side === 'ap') {
    if (RUSSIAN.includes(nation)) {
      // 13.2.2: one Russian corps a turn, never an army.
      if (p.model.units[unit]?.size === 'army') return { code: 'sr-near-east-army', rule: '13.2.2', params: { unit } };
      if (used.includes(SR_LIMIT.ru)) return { code: 'sr-near-east-limit', rule: '13.2.2', params: { unit } };
      return null;
    }
    if (route === 'land') return null; // 13.2.1: overland, no limit.
    if (BRITISH_NE.includes(nation)) {
      // 13.2.1: one British corps a turn from the Reserve Box or by sea.
      if (used.includes(SR_LIMIT.br)) return { code: 'sr-near-east-limit', rule: '13.2.1', params: { unit } };
      return null;
    }
    // 13.2.1: no other Allied corps by sea to or from the Near East.
    if (route === 'sea') return { code: 'sr-near-east-sea', rule: '13.2.1', params: { unit } };
    return null;
  }
  // 13.2.3: one non-Turkish Central Powers corps a turn.
  if (!TURKISH.includes(nation) && used.includes(SR_LIMIT.cp))
    return { code: 'sr-near-east-limit', rule: '13.2.3', params: { unit } };
  return null;
}

/** The Near East limit (13.2) this SR uses up, if any. */
export function srLimitUsed(p: Position, unit: string, side: Side, from: string, to: string): string | null {
  if (!nearEastCrossing(p, from, to)) return null;
  const nation = nationOfUnit(p.model, unit) ?? '';
  const route = srRoute(p, unit, side, to);
  if (side === 'ap') {
    if (RUSSIAN.includes(nation)) return SR_LIMIT.ru; // 13.2.2
    return BRITISH_NE.includes(nation) && route !== 'land' ? SR_LIMIT.br : null; // 13.2.1
  }
  return TURKISH.includes(nation) ? null : SR_LIMIT.cp; // 13.2.3
}

/** 13.1.7.1, 13.1.7.2: whether the side may use this port for SR by sea. */
function usablePort(p: Position, side: Side, at: string): boolean {
  // 13.1.7.1, 13.1.7.2: the side's ports (the CP's in Germany and Russia, the Allies' elsewhere), friendly.
  if (p.model.spaces[at]?.port !== side || !friendly(p, at, side)) return false;
  // 13.1.7.1: not a besieged Riga.
  if (side === 'cp' && at === 'riga' && p.state.besieged.includes(at)) return false;
  // 13.1.7.2: the Allies to or from Constantinople only while they control Gallipoli.
  if (side === 'ap' && at === 'constantinople' && p.state.control['gallipoli'] !== 'ap') return false;
  return true;
}

/** Why the unit may not SR by sea from where it stands; null when it may. */
function seaProblem(p: Position, unit: string, side: Side, from: string): Problem | null {
  // 13.1.7: corps only.
  if (p.model.units[unit]?.size !== 'corps') return { code: 'sr-sea-army', rule: '13.1.7', params: { unit } };
  // 13.1.6: Russian corps never by sea.
  if (RUSSIAN.includes(nationOfUnit(p.model, unit) ?? ''))
    return { code: 'sr-sea-russian', rule: '13.1.6', params: { unit } };
  // 13.1.7: from a port space the side may use.
  if (!usablePort(p, side, from)) return { code: 'sr-sea-port', rule: '13.1.7', params: { space: from } };
  return null;
}

/** 13.1.7: the friendly ports the corps may reach by sea, ending its SR there. */
function bySea(p: Position, unit: string, side: Side, from: string, accept: (to: string) => boolean, first: boolean) {
  if (seaProblem(p, unit, side, from)) return [];
  const out: string[] = [];
  for (const s of Object.values(p.model.spaces))
    if (s.id !== from && usablePort(p, side, s.id) && accept(s.id)) {
      out.push(s.id);
      if (first) return out;
    }
  return out;
}

/**
 * 13.1.6: the friendly spaces reachable overland from `from` through friendly spaces only, that can take the unit;
 * with `first`, the search stops at the first one (the menus only ask whether there is one).
 */
function overland(
  p: Position,
  unit: string,
  side: Side,
  from: string,
  accept: (to: string) => boolean,
  first: boolean,
): string[] {
  const russian = ['ru', 'cau'].includes(nationOfUnit(p.model, unit) ?? '');
  const seen = new Set<string>([from]);
  const queue = [from];
  const out: string[] = [];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const { space: to, by } of adjacent(p.model, at)) {
      if (seen.has(to) || !mayCross(p, unit, by) || !friendly(p, to, side)) continue;
      // 13.1.6: Russian units SR only within Russia.
      if (russian && p.model.spaces[to]?.nation !== 'ru') continue;
      // 16.4.9: after Brest-Litovsk, not through the other side of the Russian-Allied divide either.
      if (brestLitovskProblem(p, [unit], to)) continue;
      seen.add(to);
      queue.push(to);
      if (accept(to)) {
        out.push(to);
        if (first) return out;
      }
    }
  }
  return out;
}

/**
 * Every place the unit may SR to now by `route`, or by any route; with `limits` false, before the Near East limits
 * (13.2); with `first`, at most one (whether there is any).
 */
function reachable(
  p: Position,
  unit: string,
  side: Side,
  first: boolean,
  only?: SrRoute,
  limits = true,
): { to: string; route: SrRoute }[] {
  const from = p.state.units[unit]?.at;
  if (!from) return [];
  const reserve = RESERVE_BOX[side];
  const nation = nationOfUnit(p.model, unit) ?? '';
  const corps = p.model.units[unit]?.size === 'corps';
  // 13.1.11: no SR to or from the Reserve Box while the enemy controls or besieges the nation's capital (BE, SB exempt).
  const boxClosed = !['be', 'sb'].includes(nation) && capitalLost(p, nation, side);
  // 13.1.6, 15.2.4: out of a besieged enemy fort's space only if it stays besieged (or no one is left).
  if (typeof siegeAfterLeaving(p, side, from, [unit]) === 'object') return [];
  // 9.5.2.4: a neutral unit never moves.
  if (neutralUnit(p, unit)) return [];
  // 13.1.5: a unit on the map SRs only in supply; 13.1.6, 13.1.8: to a space where it is in supply.
  if (p.model.spaces[from] && !unitInSupply(p, unit)) return [];
  const accept = (route: SrRoute) => (to: string) =>
    !arrivalProblem(p, unit, side, to) &&
    suppliedFor(p, unit, side, to) &&
    (route !== 'reserve' || boxLine(p, unit, to)) &&
    (!limits || !limitProblem(p, unit, side, from, to, route));
  const out: { to: string; route: SrRoute }[] = [];
  if (from === reserve) {
    if (boxClosed || (only && only !== 'reserve')) return [];
    // 13.1.8: from the Reserve Box to a space with friendly units; a corps also to its nation's capital or supply source.
    const candidates = new Set(
      occupiedPlaces(p).filter((at) => p.model.spaces[at] && sideUnitsAt(p, at, side).length > 0),
    );
    if (corps)
      for (const s of Object.values(p.model.spaces))
        if (s.nation === nation && (s.capital || s.supplySource)) candidates.add(s.id);
    const ok = accept('reserve');
    for (const at of [...candidates].sort())
      if (ok(at)) {
        out.push({ to: at, route: 'reserve' });
        if (first) return out;
      }
    return out;
  }
  if (!p.model.spaces[from]) return [];
  // 13.1.9: corps may SR from the map to the Reserve Box (13.1.12: with a line to their nation's sources).
  if (
    corps &&
    !boxClosed &&
    boxLine(p, unit, from) &&
    (!only || only === 'reserve') &&
    (!limits || !limitProblem(p, unit, side, from, reserve, 'reserve'))
  ) {
    out.push({ to: reserve, route: 'reserve' });
    if (first) return out;
  }
  if (!only || only === 'land') {
    for (const to of overland(p, unit, side, from, accept('land'), first)) out.push({ to, route: 'land' });
    if (first && out.length > 0) return out;
  }
  if (!only || only === 'sea') {
    const land = new Set(out.map((r) => r.to));
    // 13.1.7: by sea where overland does not reach (overland first: it is never limited, 13.2.1).
    for (const to of bySea(p, unit, side, from, (t) => !land.has(t) && accept('sea')(t), first))
      out.push({ to, route: 'sea' });
  }
  return out;
}

/** Every place the unit may SR to now (with `first`, at most one: whether there is any). */
export function srDestinations(p: Position, unit: string, side: Side, first = false): string[] {
  return reachable(p, unit, side, first).map((r) => r.to);
}

/** How the unit's SR to `to` goes (overland when it can, 13.2.1), before the Near East limits; null if it cannot. */
export function srRoute(p: Position, unit: string, side: Side, to: string): SrRoute | null {
  return reachable(p, unit, side, false, undefined, false).find((r) => r.to === to)?.route ?? null;
}

/** Why the unit may not SR to `to` with `points` left; null when it may. */
export function srProblem(p: Position, unit: string, side: Side, to: string, points: number): Problem | null {
  const at = p.state.units[unit]?.at;
  if (!at || sideOfUnit(p.model, unit) !== side || !(p.model.spaces[at] || at === RESERVE_BOX[side]))
    return { code: 'not-here', rule: '13.1.1', params: { unit } };
  // 13.1.3: once a round.
  if (p.state.done.includes(unit)) return { code: 'sr-once', rule: '13.1.3', params: { unit } };
  const cost = srCost(p, unit);
  if (cost > points) return { code: 'sr-points', rule: '13.1.2', params: { cost, points } };
  // 13.1.6, 15.2.4: out of a besieged enemy fort's space only if it stays besieged (or no one is left).
  const siege = siegeAfterLeaving(p, side, at, [unit]);
  if (typeof siege === 'object') return siege;
  if (srDestinations(p, unit, side).includes(to)) return null;
  // 13.2: a route there that the Near East limits close.
  const route = srRoute(p, unit, side, to);
  const limit = route ? limitProblem(p, unit, side, at, to, route) : null;
  if (limit) return limit;
  // 11.3.1: only the Near East armies on the Near East map.
  if (onNearEast(p, to) && p.model.units[unit]?.size === 'army' && !mayGoEast(p, unit))
    return { code: 'near-east-army', rule: '11.3.1', params: { space: to } };
  // 13.1.7: a friendly port out of overland reach, but no SR by sea from here, or not to that port.
  if (p.model.spaces[at] && p.model.spaces[to]?.port && friendly(p, to, side)) {
    const sea = seaProblem(p, unit, side, at);
    if (sea) return sea;
    if (!usablePort(p, side, to))
      return { code: 'sr-sea-port', rule: side === 'cp' ? '13.1.7.1' : '13.1.7.2', params: { space: to } };
  }
  return { code: 'sr-destination', rule: '13.1.6', params: { unit, space: to } };
}
