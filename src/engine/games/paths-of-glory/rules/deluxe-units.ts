import type { PogState } from '../play/state.js';

/**
 * The units only the 2022 Deluxe optional cards bring (data/counters.ts, `dx`), and the rules their cards give them
 * elsewhere than in their events (rules/events-deluxe.ts): read by movement, SR, losses and replacements.
 */

/** The units only the Deluxe cards bring (data/counters.ts, `dx`): AP #57's, AP #60's and CP #59's. */
export const RUSSIAN_CAVALRY: readonly string[] = ['rucav-c1', 'rucav-c2'];
export const CZECH_LEGION = 'czl-c1';
export const POLISH_CORPS: readonly string[] = ['pl-c1', 'pl-c2', 'pl-c3'];

/** Whether the unit is one only a Deluxe card brings: off the map for good in a game without those cards. */
export function isDeluxeUnit(unit: string): boolean {
  return RUSSIAN_CAVALRY.includes(unit) || unit === CZECH_LEGION || POLISH_CORPS.includes(unit);
}

/**
 * AP #57 and #60: the Russian cavalry corps and the Czech Legion never replace an eliminated army (12.4.4); AP #57:
 * the cavalry never enters the Near East (rules/movement.ts, rules/redeployment.ts read it).
 */
export function neverReplacesArmy(unit: string): boolean {
  return RUSSIAN_CAVALRY.includes(unit) || unit === CZECH_LEGION;
}
export function barredFromNearEast(unit: string): boolean {
  return RUSSIAN_CAVALRY.includes(unit);
}

/** CP #59 Polish Restoration: no RP are spent on the Polish corps while the Allies hold Warsaw. */
export function polishRpBarred(state: PogState, unit: string): boolean {
  return POLISH_CORPS.includes(unit) && state.control['warsaw'] === 'ap';
}
