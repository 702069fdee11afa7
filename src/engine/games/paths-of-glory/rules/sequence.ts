import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';

/**
 * The sequence of play (6.0) and the action rounds (8.0), as data and pure functions over turn and round.
 */

/** 8.1.1: six action rounds in each Action Phase. */
export const ROUNDS = 6;
/** 6.0 G, 4.3: each player draws back up to seven cards. */
export const HAND_SIZE = 7;
/** 8.1.3 (c): the automatic operation is worth one OPS. */
export const AUTOMATIC_OPS = 1;

/** 6.0's phases after the Action Phase, in order, each with the rule that runs it. */
export const END_OF_TURN = [
  { phase: 'attrition', rule: '6.0 C' },
  { phase: 'siege', rule: '6.0 D' },
  { phase: 'war-status', rule: '6.0 E' },
  { phase: 'replacement', rule: '6.0 F' },
  { phase: 'draw', rule: '6.0 G' },
  { phase: 'end-of-turn', rule: '6.0 H' },
] as const;
export type EndPhase = (typeof END_OF_TURN)[number]['phase'];

/** Who acts after `side` has acted in `round` (8.1.2: the Central Powers first in every round; 8.1.5). */
export function nextAction(side: Side, round: number): { side: Side; round: number } | 'end-of-action-phase' {
  if (side === 'cp') return { side: 'ap', round }; // 8.1.2
  if (round < ROUNDS) return { side: 'cp', round: round + 1 }; // 8.1.5
  return 'end-of-action-phase';
}

/** The season of a turn (1.0: turn 1 August 1914, turn 2 September 1914, then a season a turn from Fall 1914). */
export type Season = 'august-1914' | 'september-1914' | 'fall' | 'winter' | 'spring' | 'summer';
export function seasonOf(turn: number): { season: Season; year: number } {
  if (turn <= 1) return { season: 'august-1914', year: 1914 };
  if (turn === 2) return { season: 'september-1914', year: 1914 };
  const seasons: Season[] = ['fall', 'winter', 'spring', 'summer'];
  const season = seasons[(turn - 3) % 4]!;
  // Fall 1914 is turn 3, Winter 1915 turn 4, Summer 1916 turn 10 (5.4.1), Winter 1919 turn 20 (5.5.1).
  const year = 1914 + Math.floor((turn - 3) / 4) + (season === 'fall' ? 0 : 1);
  return { season, year };
}

/** 16.1.2: the War Commitment check is made from turn 2, and never in the Introductory scenario (5.3.2). */
export function commitmentCheckProblem(turn: number, scenario: string): Problem | null {
  if (scenario === 'intro') return { code: 'intro-no-commitment', rule: '5.3.2' };
  if (turn < 2) return { code: 'no-commitment-turn-1', rule: '16.1.2' };
  return null;
}

/** 16.5: peace terms are not used in the Introductory scenario (5.3.3). */
export function peaceAllowedIn(scenario: string): boolean {
  return scenario !== 'intro';
}
