import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the AP cards' events (rules/events-ap.ts): the refusals of their own conditions
 * (a problem code to its words; `refusal` adds the rule) and their log lines (an event kind to its words).
 */
export const AP_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {};

export const AP_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {};
