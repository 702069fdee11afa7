import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { nationOfUnit, neutralUnit, sideUnitsAt, unitsAt, type Position } from './position.js';
import type { ActivationMode } from '../play/state.js';
import { moltkeInForce, playedThisTurn } from './events-ap.js';
import { FALL_OF_THE_TSAR } from './movement.js';
import { suppliedSpaces } from './supply.js';

/**
 * Operations (9.2): which spaces may be activated, at what cost, for movement or combat.
 */

/**
 * 9.2.3: the British group (ANA, BR, AUS, CND, PT: one nationality for activation) and the special armies' nations;
 * the same nation brings them by its reinforcement cards (9.5.3.1) and takes their armies at its capital (9.5.3.3).
 */
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
  return parentNation(nationOfUnit(p.model, unit) ?? 'unknown');
}

/** The nation a special nationality belongs to (the BEF, MEF, AUS … British; the CAU Russian; the YLD Turkish …). */
export function parentNation(nation: string): string {
  return ACTIVATION_NATION[nation] ?? nation;
}

/** The nationality a unit counts as when its space is activated (9.2.3). */
export function activationNation(p: Position, unit: string, at: string): string {
  const base = nationality(p, unit);
  if (base === 'be' && BELGIAN_AS_BRITISH.includes(at)) return 'br';
  if (base === 'us' && FRANCO_AMERICAN_COUNTRIES.includes(p.model.spaces[at]?.nation ?? '')) return 'fr';
  return base;
}

/** The lasting events that change activation costs: CP #10 SUD Army and CP #29 11th Army (9.2.3), AP #9 Moltke. */
const SUD_ARMY = 'cp-10';
const ELEVENTH_ARMY = 'cp-29';
const ELEVENTH = 'ge-11';
const MOLTKE = 'ap-9';
/** AP #51 Everyone Into Battle: the countries where the Allies are one nationality this turn. */
const EVERYONE_INTO_BATTLE = 'ap-51';
const EVERYONE_COUNTRIES = ['it', 'fr', 'be'];
/** CP #10: at most two German corps join the Austro-Hungarian unit. */
const SUD_CORPS = 2;

/** What activating a space costs, and the events that set that cost (their cards), if they change it. */
export interface ActivationPrice {
  readonly cost: number;
  readonly cards: readonly string[];
}

/**
 * 9.2.3: a space costs one activation point per nationality in it (forts excluded); 9.2.4: the whole stack pays, even
 * the units that will neither move nor attack. 9.2.2: the same for movement or combat, but after Fall of the Tsar.
 */
export function activationCost(p: Position, at: string, side: Side, mode: ActivationMode = 'move'): number {
  return activationPrice(p, at, side, mode).cost;
}

/** The cost of activating `at` for `mode` (activationCost) with the events that changed it. */
export function activationPrice(p: Position, at: string, side: Side, mode: ActivationMode): ActivationPrice {
  // 9.5.2.4: neutral Greek units are not activated.
  const units = sideUnitsAt(p, at, side).filter((u) => !neutralUnit(p, u));
  const nations = units.map((u) => activationNation(p, u, at));
  const usual = new Set(nations).size;
  if (side === 'cp') return centralPrice(p, at, units, nations, usual);
  // 9.2.7.1: units supplied from the MEF Beachhead pay 3 for the MEF Army and 1 for each corps.
  if (beachheadOnly(p, at)) {
    const mef = units.filter((u) => nationOfUnit(p.model, u) === 'mef').length;
    const corps = units.filter((u) => p.model.units[u]?.size === 'corps').length;
    const others = units.filter((u) => nationOfUnit(p.model, u) !== 'mef' && p.model.units[u]?.size !== 'corps');
    return { cost: 3 * mef + corps + new Set(others.map((u) => activationNation(p, u, at))).size, cards: [] };
  }
  // AP #51 Everyone Into Battle: this turn the Allied units in Italy, France and Belgium are one nationality.
  const everyone =
    playedThisTurn(p.state, EVERYONE_INTO_BATTLE) && EVERYONE_COUNTRIES.includes(p.model.spaces[at]?.nation ?? '');
  // 9.2.2, CP #52: after Fall of the Tsar a space with Russian units pays a point a Russian unit for combat, and one
  // for each other nationality (README).
  const tsar = mode === 'attack' && p.state.events.includes(FALL_OF_THE_TSAR);
  const russian = (u: string) => tsar && nationality(p, u) === 'ru';
  const count = (one: boolean) => new Set(units.map((u, i) => (russian(u) ? u : one ? 'allied' : nations[i]!))).size;
  const withTsar = count(false);
  const cost = count(everyone);
  const cards = [
    ...(withTsar !== usual ? [FALL_OF_THE_TSAR] : []),
    ...(cost !== withTsar ? [EVERYONE_INTO_BATTLE] : []),
  ];
  return { cost, cards };
}

/**
 * The Central Powers' cost: Moltke's point a unit in Belgium and France (AP #9, until Falkenhayn), and the cheaper of
 * the groupings the SUD Army and 11th Army events allow (the player's to take: README).
 */
function centralPrice(
  p: Position,
  at: string,
  units: readonly string[],
  nations: readonly string[],
  usual: number,
): ActivationPrice {
  const eleventh = eleventhArmyGroup(p, units);
  // AP #9 Moltke, until Falkenhayn: the Central Powers pay a point a unit in Belgium and France; the 11th Army and
  // its corps are one unit.
  if (moltkeInForce(p.state) && ['be', 'fr'].includes(p.model.spaces[at]?.nation ?? '')) {
    const cost = eleventh.length > 0 ? units.length - eleventh.length + 1 : units.length;
    const cards = [...(units.length !== usual ? [MOLTKE] : []), ...(cost !== units.length ? [ELEVENTH_ARMY] : [])];
    return { cost, cards };
  }
  let best: ActivationPrice = { cost: usual, cards: [] };
  // CP #29: the German 11th Army and every Central Powers corps with it are one unit, of the 11th Army's nation.
  if (eleventh.length > 0) {
    const cost = new Set(units.map((u, i) => (eleventh.includes(u) ? 'ge' : nations[i]!))).size;
    if (cost < best.cost) best = { cost, cards: [ELEVENTH_ARMY] };
  }
  // CP #10: one stack a round (README: the first activated that it makes cheaper).
  const sud = sudCost(p, at, units);
  const spent = Object.keys(p.state.activations).some((s) => s !== at && sudSaves(p, s));
  if (sud !== null && !spent && sud < best.cost) best = { cost: sud, cards: [SUD_ARMY] };
  return best;
}

/** CP #29: the 11th Army and the Central Powers corps stacked with it, once the event is played; [] otherwise. */
function eleventhArmyGroup(p: Position, units: readonly string[]): string[] {
  if (!p.state.events.includes(ELEVENTH_ARMY) || !units.includes(ELEVENTH)) return [];
  return units.filter((u) => u === ELEVENTH || p.model.units[u]?.size === 'corps');
}

/**
 * CP #10 SUD Army: up to two German corps with one Austro-Hungarian unit activate as one nationality; the stack's
 * other units add their own (README). Null when the event is not played or the stack has no such group.
 */
function sudCost(p: Position, at: string, units: readonly string[]): number | null {
  if (!p.state.events.includes(SUD_ARMY)) return null;
  const corps = units.filter((u) => nationOfUnit(p.model, u) === 'ge' && p.model.units[u]?.size === 'corps');
  const austrian = units.find((u) => nationOfUnit(p.model, u) === 'ah');
  if (austrian === undefined || corps.length === 0 || corps.length > SUD_CORPS) return null;
  const others = units.filter((u) => u !== austrian && !corps.includes(u));
  return 1 + new Set(others.map((u) => activationNation(p, u, at))).size;
}

/** CP #10: whether the SUD Army grouping makes the stack in `at` cheaper than 9.2.3 alone (the round's SUD stack). */
function sudSaves(p: Position, at: string): boolean {
  const units = sideUnitsAt(p, at, 'cp').filter((u) => !neutralUnit(p, u));
  const sud = sudCost(p, at, units);
  return sud !== null && sud < new Set(units.map((u) => activationNation(p, u, at))).size;
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
  const cost = activationCost(p, at, side, mode);
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
