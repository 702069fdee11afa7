import type { Problem } from '../../../core/explain.js';
import { RESERVE_BOX, type Side } from '../model.js';
import { CHANNEL_PORTS, mayCross, RACE_TO_THE_SEA, siegeAfterLeaving, STACKING_LIMIT } from './movement.js';
import {
  adjacent,
  nationOfUnit,
  neutralCountry,
  occupiedPlaces,
  sideOfUnit,
  sideUnitsAt,
  type Position,
} from './position.js';

/**
 * Strategic Redeployment (9.3, 13.0): its cost, and where a unit may go overland, to and from the Reserve Box.
 * Supply (13.1.5) comes with the supply rules; SR by sea (13.1.7) and the Near East limits (13.2) are not enforced
 * yet (README).
 */

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
  if (sideUnitsAt(p, to, side).filter((u) => u !== unit).length + 1 > STACKING_LIMIT)
    return { code: 'stacking', rule: '10.1.1', params: { space: to, limit: STACKING_LIMIT } };
  // 11.1.9: nor SR into the channel ports.
  if (
    side === 'cp' &&
    CHANNEL_PORTS.includes(to) &&
    !p.state.events.includes(RACE_TO_THE_SEA) &&
    p.state.warStatus.cp < 4
  )
    return { code: 'channel-ports', rule: '11.1.9', params: { space: to } };
  return null;
}

/**
 * 13.1.6: the friendly spaces reachable overland from `from` through friendly spaces only, that can take the unit;
 * with `first`, the search stops at the first one (the menus only ask whether there is one).
 */
function overland(p: Position, unit: string, side: Side, from: string, first: boolean): string[] {
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
      seen.add(to);
      queue.push(to);
      if (!arrivalProblem(p, unit, side, to)) {
        out.push(to);
        if (first) return out;
      }
    }
  }
  return out;
}

/** Every place the unit may SR to now (with `first`, at most one: whether there is any). */
export function srDestinations(p: Position, unit: string, side: Side, first = false): string[] {
  const from = p.state.units[unit]?.at;
  if (!from) return [];
  const reserve = RESERVE_BOX[side];
  const nation = nationOfUnit(p.model, unit) ?? '';
  const corps = p.model.units[unit]?.size === 'corps';
  // 13.1.11: no SR to or from the Reserve Box while the enemy controls or besieges the nation's capital (BE, SB exempt).
  const boxClosed = !['be', 'sb'].includes(nation) && capitalLost(p, nation, side);
  // 13.1.6, 15.2.4: out of a besieged enemy fort's space only if it stays besieged (or no one is left).
  if (typeof siegeAfterLeaving(p, side, from, [unit]) === 'object') return [];
  const out: string[] = [];
  if (from === reserve) {
    if (boxClosed) return [];
    // 13.1.8: from the Reserve Box to a space with friendly units; a corps also to its nation's capital or supply source.
    const candidates = new Set(
      occupiedPlaces(p).filter((at) => p.model.spaces[at] && sideUnitsAt(p, at, side).length > 0),
    );
    if (corps)
      for (const s of Object.values(p.model.spaces))
        if (s.nation === nation && (s.capital || s.supplySource)) candidates.add(s.id);
    for (const at of candidates)
      if (!arrivalProblem(p, unit, side, at)) {
        out.push(at);
        if (first) return out;
      }
    return out.sort();
  }
  if (!p.model.spaces[from]) return [];
  // 13.1.9: corps may SR from the map to the Reserve Box.
  if (corps && !boxClosed) {
    if (first) return [reserve];
    out.push(reserve);
  }
  return [...overland(p, unit, side, from, first), ...out];
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
  if (!srDestinations(p, unit, side).includes(to))
    return { code: 'sr-destination', rule: '13.1.6', params: { unit, space: to } };
  return null;
}
