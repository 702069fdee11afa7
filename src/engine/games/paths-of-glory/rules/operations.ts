import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { nationOfUnit, neutralUnit, sideUnitsAt, unitsAt, type Position } from './position.js';
import { moltkeInForce } from './events-ap.js';
import { suppliedSpaces } from './supply.js';

/**
 * Operations (9.2): which spaces may be activated, at what cost, for movement or combat.
 */

/** 9.2.3: the British group (ANA, BR, AUS, CND, PT: one nationality for activation) and the special armies' nations. */
const ACTIVATION_NATION: Readonly<Record<string, string>> = {
  bef: 'br',
  mef: 'br',
  ne: 'br',
  aus: 'br',
  cnd: 'br',
  pt: 'br',
  ana: 'br',
  cau: 'ru',
  yld: 'tu',
  aoi: 'tu',
  sn: 'tu',
  aoo: 'fr',
};
/** 9.2.3: Belgian units in these spaces may be treated as British. */
const BELGIAN_AS_BRITISH = ['antwerp', 'ostend', 'calais', 'amiens'];
/** 9.2.3: French and American units are one nationality in France and Germany. */
const FRANCO_AMERICAN_COUNTRIES = ['fr', 'ge'];

/**
 * The nationality a unit counts as, wherever it stands: the British group one (9.2.3), the special armies their
 * nation's. Activation adds the cases of place (below); multinational attacks use this alone (12.1.11).
 */
export function nationality(p: Position, unit: string): string {
  const nation = nationOfUnit(p.model, unit) ?? 'unknown';
  return ACTIVATION_NATION[nation] ?? nation;
}

/** The nationality a unit counts as when its space is activated (9.2.3). */
export function activationNation(p: Position, unit: string, at: string): string {
  const base = nationality(p, unit);
  if (base === 'be' && BELGIAN_AS_BRITISH.includes(at)) return 'br';
  if (base === 'us' && FRANCO_AMERICAN_COUNTRIES.includes(p.model.spaces[at]?.nation ?? '')) return 'fr';
  return base;
}

/**
 * 9.2.3: a space costs one activation point per nationality in it (forts excluded); 9.2.4: the whole stack pays, even
 * the units that will neither move nor attack.
 */
export function activationCost(p: Position, at: string, side: Side): number {
  // 9.5.2.4: neutral Greek units are not activated.
  const units = sideUnitsAt(p, at, side).filter((u) => !neutralUnit(p, u));
  // AP #9 Moltke, until Falkenhayn: the Central Powers pay a point a unit in Belgium and France.
  if (side === 'cp' && moltkeInForce(p.state) && ['be', 'fr'].includes(p.model.spaces[at]?.nation ?? ''))
    return units.length;
  // 9.2.7.1: units supplied from the MEF Beachhead pay 3 for the MEF Army and 1 for each corps.
  if (side === 'ap' && beachheadOnly(p, at)) {
    const mef = units.filter((u) => nationOfUnit(p.model, u) === 'mef').length;
    const corps = units.filter((u) => p.model.units[u]?.size === 'corps').length;
    const others = units.filter((u) => nationOfUnit(p.model, u) !== 'mef' && p.model.units[u]?.size !== 'corps');
    return 3 * mef + corps + new Set(others.map((u) => activationNation(p, u, at))).size;
  }
  return new Set(units.map((u) => activationNation(p, u, at))).size;
}

/**
 * 9.2.7.1: a space whose British units trace supply only through the MEF Beachhead (in supply with it, not
 * without it). The Beachhead exists only once the MEF event was played (rules/supply.ts), so an MEF that came as a
 * normal reinforcement (9.5.3.4) never pays these costs.
 */
export function beachheadOnly(p: Position, at: string): boolean {
  return suppliedSpaces(p, 'ap', 'ap-mef').has(at) && !suppliedSpaces(p, 'ap', 'ap-br').has(at);
}

/** Why `side` may not activate `at` for `mode` with `points` left; null when it may. */
export function activationProblem(
  p: Position,
  side: Side,
  at: string,
  mode: 'move' | 'attack',
  points: number,
): Problem | null {
  const s = p.model.spaces[at];
  if (!s) return { code: 'unknown-space', rule: '9.2.6', params: { space: at } };
  // 9.2.6: only spaces with friendly units (a friendly fort alone does not count).
  if (sideUnitsAt(p, at, side).filter((u) => !neutralUnit(p, u)).length === 0)
    return { code: 'not-occupied', rule: '9.2.6', params: { space: at } };
  // 9.2.5: a space is activated for movement or for combat, once.
  if (p.state.activations[at]) return { code: 'already-activated', rule: '9.2.5', params: { space: at } };
  const cost = activationCost(p, at, side);
  // 9.2.1: no more than the card's activation points.
  if (cost > points) return { code: 'too-costly', rule: '9.2.1', params: { space: at, cost, points } };
  // 9.2.7: the Allies activate one space a round for combat on the Near East map (the BR NE Army's space excepted).
  if (mode === 'attack' && side === 'ap' && s.nearEast && !unitsAt(p, at).includes('br-ne')) {
    const other = Object.entries(p.state.activations).some(
      ([id, m]) => m === 'attack' && p.model.spaces[id]?.nearEast && !unitsAt(p, id).includes('br-ne'),
    );
    if (other) return { code: 'near-east-combat', rule: '9.2.7', params: { space: at } };
  }
  return null;
}
