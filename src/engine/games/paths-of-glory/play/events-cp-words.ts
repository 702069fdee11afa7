import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the CP cards' events (rules/events-cp.ts): the refusals of their own conditions
 * (a problem code to its words; `refusal` adds the rule) and their log lines (an event kind to its words).
 */
export const CP_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {};

export const CP_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {};
