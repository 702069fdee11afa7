import type { EventRule } from './events.js';

/** The Central Powers cards' events (9.5.1): see rules/events.ts. One entry a card; the cards not here are the players'. */
export const CP_EVENTS: readonly EventRule[] = [];
