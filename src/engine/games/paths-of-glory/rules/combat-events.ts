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
 * - CP #45 Brest-Litovsk, 16.4.10: Russian units no longer attack; Central Powers units attack Russian units only if
 *   they are Turkish and the space is on the Near East map.
 */
export function eventAttackProblem(p: Position, side: Side, target: string, unit: string): Problem | null {
  const defenders = sideUnitsAt(p, target, side === 'cp' ? 'ap' : 'cp');
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
