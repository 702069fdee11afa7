import type { EventRule } from './events.js';

/**
 * The 2022 Deluxe optional cards' events (AP and CP 56–65) that are neither Combat Cards (rules/combat-cards.ts) nor
 * events that change combat (rules/events-deluxe-combat.ts). In play only in a game created with the option
 * `deluxe-cards`. The book does not know these cards: their conditions and effects are the card digest's
 * (shared/reference/paths-of-glory/card-events.md, from the 2022 data), each reading named beside its card.
 */
export const DELUXE_EVENTS: readonly EventRule[] = [];

/** The units only the Deluxe cards bring (data/counters.ts, `dx`): AP #57's, AP #60's and CP #59's. */
export const RUSSIAN_CAVALRY = ['rucav-c1', 'rucav-c2'];
export const CZECH_LEGION = 'czl-c1';
export const POLISH_CORPS = ['pl-c1', 'pl-c2', 'pl-c3'];

/** Whether the unit is one only a Deluxe card brings: off the map for good in a game without those cards. */
export function isDeluxeUnit(unit: string): boolean {
  return RUSSIAN_CAVALRY.includes(unit) || unit === CZECH_LEGION || POLISH_CORPS.includes(unit);
}
