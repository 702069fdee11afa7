import { AUSTRIAN_RELUCTANCE_OPTION } from './austrians.js';
import { CARDS_OPTION } from './cards.js';
import { CAVALRY_FIRST_OPTION } from './cavalry-first.js';
import { CAVALRY_RESERVE_OPTION } from './cavalry-reserve.js';
import { CHAOS_OPTION } from './chaos.js';
import { DEFECTIONS_OPTION } from './defections.js';
import { FOG_OPTION } from './fog.js';
import { LEADERS_OPTION } from './leaders.js';
import { SWEDEN_OPTION } from './reinforce.js';
import { TWO_YEAR_OPTION } from './two-year.js';
import { UKRAINE_OPTION } from './ukraine.js';

/**
 * The advanced game (16): the game option `advanced` turns on every advanced rule, and optional rule 15.1 with them
 * ("Si noti che anche la reg. Opzionale 15.1 è parte delle Regole Avanzate"). One word, because `/game new options:`
 * holds 100 characters and the eleven ids together do not fit. 14.1's free set-up is no advanced rule: it stays its
 * own option.
 */
export const ADVANCED_OPTION = 'advanced';

/** Every option the advanced game turns on, in the book's order (16.1 … 16.13, then 15.1). */
export const ADVANCED_RULES: readonly string[] = [
  CARDS_OPTION, // 16.1
  LEADERS_OPTION, // 16.2–16.4
  CHAOS_OPTION, // 16.5
  CAVALRY_FIRST_OPTION, // 16.6
  CAVALRY_RESERVE_OPTION, // 16.7
  UKRAINE_OPTION, // 16.8–16.9
  AUSTRIAN_RELUCTANCE_OPTION, // 16.10
  DEFECTIONS_OPTION, // 16.11
  SWEDEN_OPTION, // 16.12
  TWO_YEAR_OPTION, // 16.13
  FOG_OPTION, // 15.1
];

/** The options as the set-up reads them: `advanced` stands for every advanced rule; the others as chosen. */
export function withAdvanced(options: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (options[ADVANCED_OPTION] !== true) return options;
  return { ...options, ...Object.fromEntries(ADVANCED_RULES.map((id) => [id, true])) };
}
