/** The game turn (1.1, 14.4, 16.13): its range, winter, and the 1813 campaign. */

/** 14.4: the game lasts 16 turns. */
export const LAST_TURN = 16;

/** 1.1 "Inverno": turn 11 and later. */
export const FIRST_WINTER_TURN = 11;

/** 16.13: the 1813 campaign starts at turn 8 (May 1813), whatever the turn the French went into winter quarters. */
export const FIRST_1813_TURN = 8;

/**
 * Winter (1.1) is fixed by the turn number. In the two-year campaign (16.13) "all the turns of 1812 and 1813 are
 * non-winter turns and every reference to winter is ignored".
 */
export function isWinter(turn: number, twoYear: boolean): boolean {
  return !twoYear && turn >= FIRST_WINTER_TURN;
}
