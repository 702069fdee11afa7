import type { EventRule } from './events.js';

/**
 * The 2022 Deluxe optional cards' events that change combat and are played as the action of a round (CP #58 Stavka
 * Timidity, CP #61 Haig): their conditions and their marks, read by rules/combat-events.ts. In play only in a game
 * created with the option `deluxe-cards`.
 */
export const DELUXE_COMBAT_EVENTS: readonly EventRule[] = [];
