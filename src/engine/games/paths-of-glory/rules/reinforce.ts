import type { Problem } from '../../../core/explain.js';
import type { Card } from '../cards.js';
import { RESERVE_BOX, type Side } from '../model.js';
import { brestLitovskProblem, STACKING_LIMIT } from './movement.js';
import { parentNation } from './operations.js';
import { nationOfUnit, sideOfUnit, sideUnitsAt, type Position } from './position.js';
import { suppliedSpaces, supplyNetworkOf } from './supply.js';

/**
 * Reinforcement events (9.5.3): which counters a card brings and where each may be placed. Corps go to the Reserve
 * Box (9.5.3.2; the ANA to Arabia, the SN to Libya, as their cards say); armies to their nation's capital or a friendly
 * supply source in it (9.5.3.3), supplied, not a besieged fort's space, within stacking; American armies to any
 * French port; French armies to Orléans when Paris cannot take them; the Allied eastern armies as their cards say,
 * or at their nation's capital or supply source, giving up the east (9.5.3.4).
 */

/** AP #30 Salonika: after it the MEF lands only in London (9.5.3.4); the Army of the Orient may land there. */
const SALONIKA = 'ap-30';
/** AP #49 Sinai Pipeline: the NE Army (Allenby) may then be placed at Alexandria. */
const SINAI_PIPELINE = 'ap-49';

/** 9.5.3.2: the two corps placed as their cards say. */
const PLACED_CORPS: Readonly<Record<string, string>> = { 'ana-c1': 'arabia', 'sn-c1': 'libya' };

/** The armies that may operate in the east (11.3.1) and whose cards place them there (9.5.3.3 exceptions). */
export const EASTERN_ARMIES = ['br-mef', 'br-ne', 'fr-orient', 'ru-cau'];

/** The counters a reinforcement card brings now: a counter id, or for a corps kind (`br-c`) the first not in play. */
export function arrivals(p: Position, card: Card): string[] {
  const out: string[] = [];
  for (const entry of card.reinforcements) {
    if (p.model.units[entry]) {
      if (p.state.units[entry]?.at === 'off') out.push(entry);
      continue;
    }
    // `br-c`: any corps of that kind not yet in play (its counters are `br-c1`, `br-c2` …).
    const kind = entry;
    const next = Object.keys(p.model.units)
      .filter((u) => u.startsWith(kind) && /^\d+$/.test(u.slice(kind.length)) && p.state.units[u]?.at === 'off')
      .filter((u) => !out.includes(u))
      .sort((a, b) => Number(a.slice(kind.length)) - Number(b.slice(kind.length)))[0];
    if (next) out.push(next);
  }
  return out;
}

/** Whether the unit is placed by choice (an army) rather than straight into its box (a corps). */
export function placedByChoice(p: Position, unit: string): boolean {
  return p.model.units[unit]?.size === 'army';
}

/** Where a corps goes (9.5.3.2). */
export function corpsPlace(p: Position, unit: string, side: Side): string {
  const placed = PLACED_CORPS[unit];
  return placed && p.model.spaces[placed] ? placed : RESERVE_BOX[side];
}

/** 9.5.3.3: a space an arriving army may be placed in now. */
function fits(p: Position, unit: string, side: Side, space: string, others: readonly string[] = []): boolean {
  const s = p.model.spaces[space];
  if (!s || p.state.control[space] !== side) return false;
  if (p.state.besieged.includes(space)) return false;
  // Never into a space that holds enemy units (an Allied fort's space the Central Powers stand in, 11.1.7).
  if (sideUnitsAt(p, space, side === 'cp' ? 'ap' : 'cp').length > 0) return false;
  if (sideUnitsAt(p, space, side).length + others.length >= STACKING_LIMIT) return false;
  // 16.4.9: after Brest-Litovsk, no Russian army with other Allied units, and none of theirs with Russians.
  if (brestLitovskProblem(p, [unit, ...others], space)) return false;
  const network = supplyNetworkOf(p.model, unit);
  return network === null || suppliedSpaces(p, side, network).has(space);
}

/** The nation whose reinforcement cards bring the unit (9.5.3.1) and whose capital takes its army (9.5.3.3). */
export function homeNation(nation: string): string {
  return parentNation(nation);
}

/** The nation's capital(s) and supply sources inside it (9.5.3.3). */
function homes(p: Position, nation: string): string[] {
  const country = homeNation(nation);
  return Object.values(p.model.spaces)
    .filter((s) => s.nation === country && (s.capital || s.supplySource))
    .map((s) => s.id);
}

/**
 * Every space the army may be placed in now (`others`: armies of the same card already placed this way), each marked
 * `east: false` when an eastern army gives up the east by it (9.5.3.4).
 */
export function armyPlaces(
  p: Position,
  unit: string,
  side: Side,
  others: readonly string[] = [],
): { space: string; east: boolean }[] {
  const nation = homeNation(nationOfUnit(p.model, unit) ?? '');
  const free = (spaces: readonly string[], east: boolean) =>
    spaces
      .filter((s) =>
        fits(
          p,
          unit,
          side,
          s,
          others.filter((o) => o === s),
        ),
      )
      .map((space) => ({ space, east }));
  const normal = (): string[] => {
    if (nation === 'us')
      return Object.values(p.model.spaces)
        .filter((s) => s.nation === 'fr' && s.port !== null)
        .map((s) => s.id);
    const own = homes(p, nation);
    // 9.5.3.3: French armies at Orléans when Paris cannot take them, unless Paris is besieged or the enemy's.
    if (
      nation === 'fr' &&
      !fits(
        p,
        unit,
        side,
        'paris',
        others.filter((o) => o === 'paris'),
      )
    ) {
      if (p.state.control['paris'] === side && !p.state.besieged.includes('paris')) return [...own, 'orleans'];
    }
    return own;
  };
  if (!EASTERN_ARMIES.includes(unit)) return free(normal(), false);
  const east = eastPlaces(p, unit, side);
  const west = free(normal(), false).filter((w) => !east.some((e) => e.space === w.space));
  return [
    ...east.filter((e) =>
      fits(
        p,
        unit,
        side,
        e.space,
        others.filter((o) => o === e.space),
      ),
    ),
    ...west,
  ];
}

/** The eastern armies' own placements, as their cards say. */
function eastPlaces(p: Position, unit: string, side: Side): { space: string; east: boolean }[] {
  const spaces = Object.values(p.model.spaces);
  switch (unit) {
    case 'br-mef':
      // AP #31: one of the four MEF beaches; after Salonika, London only (9.5.3.4), as a normal army.
      if (p.state.events.includes(SALONIKA)) return [];
      return spaces.filter((s) => s.beach).map((s) => ({ space: s.id, east: true }));
    case 'ru-cau':
      // AP #29 (the Italian card): any supplied space in Russia or on the Near East map.
      return spaces
        .filter((s) => (s.nation === 'ru' || s.nearEast) && p.state.control[s.id] === side)
        .map((s) => ({ space: s.id, east: true }));
    case 'br-ne':
      // AP #50 Allenby: Alexandria once Sinai Pipeline is in play (fits() asks it Allied, supplied and not full).
      return p.state.events.includes(SINAI_PIPELINE) && p.model.spaces['alexandria']
        ? [{ space: 'alexandria', east: true }]
        : [];
    case 'fr-orient':
      // AP #53 Army of the Orient: Salonika once it is in play (the Salonika event, or Greece at war: 9.5.2.4).
      return (p.state.events.includes(SALONIKA) || p.state.atWar.includes('gr')) && p.model.spaces['salonika']
        ? [{ space: 'salonika', east: true }]
        : [];
    default:
      return [];
  }
}

/** Whether placing an eastern army in `space` keeps it an eastern army (its card's own place, not 9.5.3.4's). */
export function isEastPlace(p: Position, unit: string, space: string): boolean {
  if (unit === 'br-mef') return p.model.spaces[space]?.beach ?? false;
  return eastPlaces(p, unit, sideOfUnit(p.model, unit)).some((e) => e.space === space);
}

/**
 * 9.5.3.1, 9.5.3.3: a reinforcement card may not be played as an event when its units cannot all be placed (two
 * armies of one card may split; stacking must allow both).
 */
export function placementProblem(p: Position, card: Card, side: Side): Problem | null {
  const units = arrivals(p, card);
  if (card.reinforcements.length > 0 && units.length === 0) return { code: 'no-reinforcements-left', rule: '9.5.3.1' };
  // AP #31: the MEF lands only once Turkey is at war (its card).
  if (units.includes('br-mef') && !p.state.atWar.includes('tu')) return { code: 'mef-turkey', rule: '9.5.1.1' };
  // AP #41: the Arab Northern Army only once Turkey is at war (its card).
  if (units.includes('ana-c1') && !p.state.atWar.includes('tu'))
    return { code: 'ana-turkey', rule: '9.5.1.1', params: { unit: 'ana-c1' } };
  // 9.5.3.2: the ANA and the SN go where their cards say, which must be free of enemy units.
  for (const unit of units.filter((u) => PLACED_CORPS[u])) {
    const at = PLACED_CORPS[unit]!;
    if (sideUnitsAt(p, at, side === 'ap' ? 'cp' : 'ap').length > 0)
      return { code: 'no-place', rule: '9.5.3.2', params: { unit } };
  }
  const placed: string[] = [];
  for (const unit of units.filter((u) => placedByChoice(p, u))) {
    const places = unit === 'br-mef' ? mefPlaces(p, side) : armyPlaces(p, unit, side, placed).map((x) => x.space);
    if (places.length === 0) return { code: 'no-place', rule: '9.5.3.3', params: { unit } };
    placed.push(places[0]!);
  }
  return null;
}

function mefPlaces(p: Position, side: Side): string[] {
  const beaches = p.state.events.includes(SALONIKA)
    ? []
    : Object.values(p.model.spaces)
        .filter((s) => s.beach && !sideUnitsAt(p, s.id, side === 'ap' ? 'cp' : 'ap').length)
        .map((s) => s.id);
  return [...beaches, ...armyPlaces(p, 'br-mef', side).map((x) => x.space)];
}

/** Every space an army of the card may be placed in (the MEF's beaches included). */
export function placesFor(p: Position, unit: string, side: Side, others: readonly string[] = []): string[] {
  if (unit === 'br-mef') return [...new Set(mefPlaces(p, side))];
  return armyPlaces(p, unit, side, others).map((x) => x.space);
}
