import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { eventAttackProblem } from './combat-events.js';
import { mayCross } from './movement.js';
import { nationality } from './operations.js';
import {
  adjacent,
  canBesiege,
  enemyFort,
  holdsNeutralUnits,
  nationOfUnit,
  neutralCountry,
  neutralUnit,
  sideOfUnit,
  sideUnitsAt,
  unitsAt,
  type Position,
} from './position.js';
import { seasonOf } from './sequence.js';

/**
 * Declaring a combat (12.1, 15.1): which units may attack which space. A combat is one defending space and the
 * attacking units chosen from the adjacent spaces activated for combat (12.1.3, 12.1.4); units in a besieged enemy
 * fort's space may attack the fort itself (15.1.3, 15.2.3).
 */

/** CP #11: once played, German units may attack Russian forts (15.1.11). */
export const OBEROST = 'cp-11';

/**
 * 12.1.11: the nationality a unit counts as in a multinational attack: 9.2.3's one nationality of the British group
 * and the special armies (`nationality`), without its cases of place, so Belgians and Americans count as nations of
 * their own. The AUS, CND, PT and ANA corps are British: the book's Cambrai example has the French attack with the
 * British only because the Canadian corps is in the French space.
 */
export function attackNation(p: Position, unit: string): string {
  return nationality(p, unit);
}

/** 12.1.9: no combat involves more than three nationalities a side. */
export const MAX_NATIONS = 3;

/** The units that defend a space: the defending side's units there (12.1.2). */
export function defendersOf(p: Position, target: string, attacker: Side): string[] {
  return sideUnitsAt(p, target, attacker === 'cp' ? 'ap' : 'cp');
}

/** An intact fort of the defender in the target space (15.1.4): its value, or 0. */
export function defendingFort(p: Position, target: string, attacker: Side): number {
  return enemyFort(p, target, attacker) ? (p.model.spaces[target]?.fort ?? 0) : 0;
}

/** Units of `side` that may still attack this action: in a space activated for combat, not yet in a combat (12.1.5). */
export function readyAttackers(p: Position, side: Side, fought: readonly string[]): string[] {
  return Object.entries(p.state.activations)
    .filter(([, mode]) => mode === 'attack')
    .flatMap(([at]) => sideUnitsAt(p, at, side))
    .filter((u) => !fought.includes(u) && !neutralUnit(p, u));
}

/** Whether `unit` (of the attacker) is placed to attack `target`: across a line it may use (12.1.8) or in the fort's space (15.1.3). */
function reaches(p: Position, unit: string, target: string, attacker: Side): boolean {
  const at = p.state.units[unit]?.at ?? '';
  if (at === target) return p.state.besieged.includes(target) && enemyFort(p, target, attacker);
  return adjacent(p.model, at).some((n) => n.space === target && mayCross(p, unit, n.by));
}

/** Spaces `side`'s ready units could attack: adjacent spaces holding enemy units or an enemy fort. */
export function targetsOf(p: Position, side: Side, fought: readonly string[]): string[] {
  const ready = readyAttackers(p, side, fought);
  const found = new Set<string>();
  for (const unit of ready) {
    const at = p.state.units[unit]!.at;
    for (const candidate of [at, ...adjacent(p.model, at).map((n) => n.space)])
      if (!found.has(candidate) && hasDefence(p, candidate, side) && reaches(p, unit, candidate, side))
        found.add(candidate);
  }
  return [...found].filter((t) => attackersFor(p, side, t, fought).length > 0);
}

/** Something to attack in `target`: enemy units, or an intact enemy fort (15.1.1); never neutral Greek units (9.5.2.4). */
function hasDefence(p: Position, target: string, attacker: Side): boolean {
  if (holdsNeutralUnits(p, target)) return false;
  return defendersOf(p, target, attacker).length > 0 || defendingFort(p, target, attacker) > 0;
}

/** The ready units that may take part in a combat against `target`, each alone (before 12.1.9's combination rule). */
export function attackersFor(p: Position, side: Side, target: string, fought: readonly string[]): string[] {
  return readyAttackers(p, side, fought).filter((u) => !unitProblem(p, side, target, u));
}

/** Why one unit may not attack `target` (placement, season, forts, the events that forbid it); null when it may. */
function unitProblem(p: Position, side: Side, target: string, unit: string): Problem | null {
  const at = p.state.units[unit]?.at ?? '';
  // 14.1.1.1, 14.3.1: not a unit that was out of supply when its space was activated.
  if (p.state.unsupplied?.includes(unit)) return { code: 'out-of-supply', rule: '14.3.1', params: { unit } };
  if (!reaches(p, unit, target, side)) return { code: 'not-adjacent', rule: '12.1.3', params: { unit, space: target } };
  // TEC: no combat into or out of a desert space in summer.
  const summer = seasonOf(p.state.turn).season === 'summer';
  if (summer && (p.model.spaces[target]?.terrain === 'desert' || p.model.spaces[at]?.terrain === 'desert'))
    return { code: 'desert-summer', rule: 'TEC', params: { space: target } };
  const nation = nationOfUnit(p.model, unit);
  const fortNation = p.model.spaces[target]?.nation;
  const fort = defendingFort(p, target, side) > 0;
  // 15.1.11: German units may not attack a Russian fort's space until Oberost or CP War Status 4.
  if (nation === 'ge' && fort && fortNation === 'ru' && !p.state.events.includes(OBEROST) && p.state.warStatus.cp < 4)
    return { code: 'russian-fort', rule: '15.1.11', params: { space: target } };
  // 15.1.12: Russian units may not attack a German fort's space in August 1914.
  if ((nation === 'ru' || nation === 'cau') && fort && fortNation === 'ge' && p.state.turn === 1)
    return { code: 'german-fort-1914', rule: '15.1.12', params: { space: target } };
  // Lloyd George, Brest-Litovsk (16.4.10).
  return eventAttackProblem(p, side, target, unit);
}

/** Why the units may not attack `target` together; null when they may. */
export function attackProblem(
  p: Position,
  side: Side,
  target: string,
  units: readonly string[],
  fought: readonly string[],
): Problem | null {
  if (!p.model.spaces[target]) return { code: 'unknown-space', rule: '12.1.3', params: { space: target } };
  if (units.length === 0 || new Set(units).size !== units.length) return { code: 'no-attackers', rule: '12.1.3' };
  if (holdsNeutralUnits(p, target)) return { code: 'neutral-units', rule: '9.5.2.4', params: { space: target } };
  if (!hasDefence(p, target, side)) return { code: 'nothing-to-attack', rule: '12.1.3', params: { space: target } };
  for (const unit of units) {
    if (sideOfUnit(p.model, unit) !== side || !p.state.units[unit])
      return { code: 'not-here', rule: '12.1.1', params: { unit } };
    const at = p.state.units[unit]!.at;
    // 12.1.1: only units in a space activated for combat.
    if (p.state.activations[at] !== 'attack') return { code: 'not-attack-activated', rule: '12.1.1', params: { unit } };
    // 12.1.5: one combat a unit each action round.
    if (fought.includes(unit)) return { code: 'already-fought', rule: '12.1.5', params: { unit } };
    if (neutralUnit(p, unit)) return { code: 'neutral-units', rule: '9.5.2.4', params: { space: at } };
    const problem = unitProblem(p, side, target, unit);
    if (problem) return problem;
  }
  // 12.1.9: several nationalities only if one space holds them all; three at most.
  const nations = new Set(units.map((u) => attackNation(p, u)));
  if (nations.size > MAX_NATIONS) return { code: 'too-many-nations', rule: '12.1.9', params: { max: MAX_NATIONS } };
  if (nations.size > 1) {
    const spaces = [...new Set(units.map((u) => p.state.units[u]!.at))];
    const holdsAll = spaces.some((s) => {
      const here = new Set(
        unitsAt(p, s)
          .filter((u) => units.includes(u))
          .map((u) => attackNation(p, u)),
      );
      return [...nations].every((n) => here.has(n));
    });
    if (!holdsAll) return { code: 'multinational', rule: '12.1.9' };
  }
  // 12.1.10: units in London fight only beside friendly units attacking from France or Belgium.
  if (units.some((u) => p.state.units[u]!.at === 'london')) {
    const continental = units.some((u) => ['fr', 'be'].includes(p.model.spaces[p.state.units[u]!.at]?.nation ?? ''));
    if (!continental) return { code: 'london', rule: '12.1.10' };
  }
  // 15.2.3: units besieging a fort attack out of its space only with what exceeds the siege's needs.
  for (const at of new Set(units.map((u) => p.state.units[u]!.at))) {
    if (at === target || !p.state.besieged.includes(at) || !enemyFort(p, at, side)) continue;
    const staying = sideUnitsAt(p, at, side).filter((u) => !units.includes(u));
    if (!canBesiege(p, staying, p.model.spaces[at]?.fort ?? 0))
      return { code: 'besiegers-stay', rule: '15.2.3', params: { space: at } };
  }
  if (neutralCountry(p, p.model.spaces[target]?.nation ?? null))
    return { code: 'neutral', rule: '11.1.11', params: { space: target } };
  return null;
}

const BRITISH_FOR_OFFENSIVE = ['br', 'bef', 'mef', 'ne'];
const ALLIED_WEST = ['fr', 'be', 'ge'];

/**
 * 7.1.3–7.1.7: whether this attack makes `side`'s Mandated Offensive `box` (a nation, `ah-it`, or `none`). British
 * or French units attacking German units in Belgium, France or Germany (AUS, CND, PT and ANA do not count as
 * British, 7.1.4); German units attacking an American, British, French or Belgian unit there (7.1.5); a Turkish unit
 * other than the SN attacking an Allied unit (7.1.5); for AH-It, AH units attacking Italian units or a space in Italy
 * (7.1.6; the case of Allied units tracing supply through Italy waits for the supply trace); any other nation, one
 * of its units attacking.
 */
export function makesOffensive(
  p: Position,
  side: Side,
  box: string,
  units: readonly string[],
  target: string,
): boolean {
  if (box === 'none') return false;
  const nations = units.map((u) => nationOfUnit(p.model, u) ?? '');
  const defenders = defendersOf(p, target, side).map((u) => nationOfUnit(p.model, u) ?? '');
  const country = p.model.spaces[target]?.nation ?? '';
  switch (box) {
    case 'br':
    case 'fr': {
      const attackers = box === 'br' ? BRITISH_FOR_OFFENSIVE : ['fr'];
      return nations.some((n) => attackers.includes(n)) && defenders.includes('ge') && ALLIED_WEST.includes(country);
    }
    case 'ge':
      return (
        nations.includes('ge') &&
        defenders.some((n) => ['us', 'fr', 'be', ...BRITISH_FOR_OFFENSIVE, 'aus', 'cnd', 'pt', 'ana'].includes(n)) &&
        ALLIED_WEST.includes(country)
      );
    case 'tu':
      return nations.some((n) => ['tu', 'yld', 'aoi'].includes(n)) && defenders.length > 0;
    case 'ah-it': {
      // 7.1.6: with Italy neutral (or Rome held by the Central Powers) the result is AH.
      if (!p.state.atWar.includes('it') || p.state.control['rome'] === 'cp') return nations.includes('ah');
      return nations.includes('ah') && (defenders.includes('it') || country === 'it');
    }
    case 'ru':
      return nations.some((n) => n === 'ru' || n === 'cau');
    default:
      return (nations as string[]).includes(box);
  }
}

/** CP #47 French Mutiny (7.1.8). */
export const FRENCH_MUTINY = 'cp-47';

/**
 * 7.1.8: on a French Mutiny turn (the Allied offensive FR after the card), French units attacking in France, Belgium
 * or Germany without American units in their space cost the Allies 1 VP, once a turn.
 */
export function mutinyPenalty(p: Position, side: Side, box: string, units: readonly string[]): boolean {
  if (side !== 'ap' || box !== 'fr' || !p.state.events.includes(FRENCH_MUTINY)) return false;
  return units.some((u) => {
    if (nationOfUnit(p.model, u) !== 'fr') return false;
    const at = p.state.units[u]!.at;
    if (!ALLIED_WEST.includes(p.model.spaces[at]?.nation ?? '')) return false;
    return !unitsAt(p, at).some((o) => nationOfUnit(p.model, o) === 'us');
  });
}
