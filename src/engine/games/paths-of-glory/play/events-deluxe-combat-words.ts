import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import type { Namer } from './words.js';

/** The Italian and English of rules/events-deluxe-combat.ts: its refusals and log lines. */
export const DELUXE_COMBAT_EVENT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {};
export const DELUXE_COMBAT_EVENT_LINES: Readonly<Record<string, (e: GameEvent, n: Namer) => Localized>> = {};
