import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import type { PogState } from '../play/state.js';
import { isOf } from './combat-cards.js';
import { playedThisTurn } from './events-ap.js';
import { nationOfUnit, sideUnitsAt, type Position } from './position.js';

/**
 * The strategy cards' events that change combat (9.5.1), as the Italian book's card list words them (pp. 28–35):
 * who may not attack whom (Lloyd George, Brest-Litovsk 16.4.10), what an event played for its OPS gives the attacks
 * of its action (Kerensky, Brusilov), and who may leave before the roll (Great Retreat). The combat (play/combat.ts)
 * and the declaration (rules/attack.ts) read them; the readings where the book is silent are in the README.
 */

const GREAT_RETREAT = 'ap-27';
const KERENSKY = 'ap-45';
const BRUSILOV = 'ap-46';
const BREST_LITOVSK = 'cp-45';
const MICHAEL = 'cp-49';
const BLUCHER = 'cp-50';
const PEACE_OFFENSIVE = 'cp-51';
const LLOYD_GEORGE = 'cp-55';
const STAVKA_TIMIDITY = 'cp-58';
const HAIG = 'cp-61';

/** The combat cards whose play ends Lloyd George's effect (its card text). */
export const ENDS_LLOYD_GEORGE: readonly string[] = [MICHAEL, BLUCHER, PEACE_OFFENSIVE];

/** The `limits` marks: Lloyd George ended this turn; Brusilov's trench cancel spent in its action. */
const LLOYD_GEORGE_ENDED = `ended-this-turn:${LLOYD_GEORGE}`;
const BRUSILOV_SPENT = `spent:${BRUSILOV}`;

/** Austro-Hungarian or Bulgarian (no special army is either). */
const ahOrBu = (p: Position, unit: string): boolean => ['ah', 'bu'].includes(nationOfUnit(p.model, unit) ?? '');

/** The card played as an event for this action, whose OPS are being spent (9.1.3). */
function thisActionEvent(state: PogState, card: string): boolean {
  return state.actionUse === 'event' && state.inPlay.includes(card);
}

/** Whether the Allies attack with Russian units ("attacco russo"): one Russian unit among the attackers is enough. */
function russianAttack(p: Position, side: Side, units: readonly string[]): boolean {
  return side === 'ap' && units.some((u) => isOf(p, u, ['ru']));
}

// --- Lloyd George (CP #55) -------------------------------------------------------------------------------------

/** Lloyd George's effect holds: played this turn, and not ended since by Michael, Blücher or Peace Offensive. */
export function lloydGeorgeInForce(state: PogState): boolean {
  return playedThisTurn(state, LLOYD_GEORGE) && !(state.limits ?? []).includes(LLOYD_GEORGE_ENDED);
}

/** The state once `card` is played in a combat: Lloyd George's effect ends if the card is one that ends it. */
export function afterCombatCard(state: PogState, card: string): { state: PogState; ended: boolean } {
  if (!ENDS_LLOYD_GEORGE.includes(card) || !lloydGeorgeInForce(state)) return { state, ended: false };
  return { state: { ...state, limits: [...(state.limits ?? []), LLOYD_GEORGE_ENDED] }, ended: true };
}

// --- Who may attack whom ---------------------------------------------------------------------------------------

/**
 * Why this unit may not attack `target` by an event's rule; null when no event forbids it. The nationalities are
 * the combat cards' (rules/combat-cards.ts `isOf`: AUS, CND, PT and ANA are not British, the Sanusi not Turks).
 * - CP #55 Lloyd George: no British unit attacks German units in a level 2 trench.
 * - CP #58 Stavka Timidity (Deluxe), the turn it is played: no Russian unit attacks an entrenched space (trench 1 or
 *   more) whose defenders are all German (the Polish corps are German units); a space with any other Central Powers
 *   unit may be attacked. Reading: the digest's "stacks that include Russian units" are the attacks a Russian unit
 *   takes part in; units of other nations may attack that space without them.
 * - CP #45 Brest-Litovsk, 16.4.10: Russian units no longer attack; Central Powers units attack Russian units only if
 *   they are Turkish and the space is on the Near East map.
 */
export function eventAttackProblem(p: Position, side: Side, target: string, unit: string): Problem | null {
  const defenders = sideUnitsAt(p, target, side === 'cp' ? 'ap' : 'cp');
  if (
    side === 'ap' &&
    stavkaTimidityInForce(p.state) &&
    isOf(p, unit, ['ru']) &&
    (p.state.trenches[target] ?? 0) >= 1 &&
    defenders.length > 0 &&
    defenders.every((d) => isOf(p, d, ['ge']))
  )
    return { code: 'stavka-timidity', rule: '9.5.1', params: { unit, space: target, card: STAVKA_TIMIDITY } };
  if (
    side === 'ap' &&
    lloydGeorgeInForce(p.state) &&
    isOf(p, unit, ['br']) &&
    p.state.trenches[target] === 2 &&
    defenders.some((d) => isOf(p, d, ['ge']))
  )
    return { code: 'lloyd-george', rule: '9.5.1', params: { unit, space: target, card: LLOYD_GEORGE } };
  if (!p.state.events.includes(BREST_LITOVSK)) return null;
  if (side === 'ap' && isOf(p, unit, ['ru']))
    return { code: 'brest-litovsk-russians', rule: '16.4.10', params: { unit, card: BREST_LITOVSK } };
  const nearEastTurks = isOf(p, unit, ['tu']) && (p.model.spaces[target]?.nearEast ?? false);
  if (side === 'cp' && !nearEastTurks && defenders.some((d) => isOf(p, d, ['ru'])))
    return { code: 'brest-litovsk-attacked', rule: '16.4.10', params: { unit, space: target, card: BREST_LITOVSK } };
  return null;
}

// --- What the attack gets --------------------------------------------------------------------------------------

/** AP #45 Kerensky Offensive: +2 drm to every Russian attack of its action on Turkish, Bulgarian or AH units. */
export function kerenskyDrm(p: Position, side: Side, units: readonly string[], defenders: readonly string[]): number {
  if (!thisActionEvent(p.state, KERENSKY) || !russianAttack(p, side, units)) return 0;
  return defenders.some((d) => isOf(p, d, ['tu']) || ahOrBu(p, d)) ? 2 : 0;
}

/**
 * AP #46 Brusilov Offensive: once in its action, a Russian attack on units none of which is German ignores the
 * trench (12.2.4's effects). Spent on the first such attack into a space with a trench, where it changes something.
 */
export function brusilovCancelsTrench(p: Position, side: Side, units: readonly string[], target: string): boolean {
  if (!thisActionEvent(p.state, BRUSILOV) || (p.state.limits ?? []).includes(BRUSILOV_SPENT)) return false;
  if (!russianAttack(p, side, units) || (p.state.trenches[target] ?? 0) === 0) return false;
  return !sideUnitsAt(p, target, 'cp').some((d) => isOf(p, d, ['ge']));
}

/** The state with Brusilov's trench cancel spent. */
export function spendBrusilov(state: PogState): PogState {
  return { ...state, limits: [...(state.limits ?? []), BRUSILOV_SPENT] };
}

// --- Great Retreat (AP #27) --------------------------------------------------------------------------------------

/**
 * AP #27 Great Retreat, the turn it is played: the Russian units the Central Powers attack may retreat one space
 * before the combat, declared before the roll. These are the attacked space's Russian units.
 */
export function greatRetreatUnits(p: Position, side: Side, target: string): string[] {
  if (side !== 'cp' || !playedThisTurn(p.state, GREAT_RETREAT)) return [];
  return sideUnitsAt(p, target, 'ap').filter((u) => isOf(p, u, ['ru']));
}

// --- Stavka Timidity, Haig (CP #58, #61: 2022 Deluxe optional cards) -------------------------------------------

/** CP #58 Stavka Timidity: in force for the rest of the turn it is played (rules/events-deluxe-combat.ts marks it). */
export function stavkaTimidityInForce(state: PogState): boolean {
  return playedThisTurn(state, STAVKA_TIMIDITY);
}

/** Michael, Blücher or Peace Offensive has ever been played: marked as an event, or removed after its combat. */
export function hlOffensivePlayed(state: PogState): boolean {
  return ENDS_LLOYD_GEORGE.some((c) => state.events.includes(c) || state.removed.cp.includes(c));
}

/** CP #61 Haig: played this turn, and none of Michael, Blücher, Peace Offensive ever played (then it does nothing). */
export function haigInForce(state: PogState): boolean {
  return playedThisTurn(state, HAIG) && !hlOffensivePlayed(state);
}

/**
 * CP #61 Haig: whether the defenders of this combat do not retreat. British units (one among the attackers is
 * enough; AUS, CND, PT and ANA are not British: `isOf`) attack a space in France, Belgium or Germany with a trench
 * marker of level 1 or more (the marker: a card that cancels its effects in this combat does not make the space
 * unentrenched) and German units among the defenders (the Polish corps are German). Reading: the digest's source
 * cancels the retreat of the whole stack, non-German units with the Germans, and does so without asking the Central
 * Powers ("need not retreat" read as "do not retreat"); this takes that reading. Withdrawal's own retreat (12.6.4),
 * which the defender chose by playing it, stays.
 */
export function haigCancelsRetreat(
  p: Position,
  side: Side,
  attackers: readonly string[],
  target: string,
  defenders: readonly string[],
): boolean {
  if (side !== 'ap' || !haigInForce(p.state)) return false;
  if (!['fr', 'be', 'ge'].includes(p.model.spaces[target]?.nation ?? '')) return false;
  if ((p.state.trenches[target] ?? 0) < 1) return false;
  return attackers.some((u) => isOf(p, u, ['br'])) && defenders.some((d) => isOf(p, d, ['ge']));
}
