import { loc } from '../../core/localized.js';
import { option, type RulingOption } from '../../core/ruling.js';

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

export const turnOption = (required = true): RulingOption =>
  option.integer('turn', loc('Game turn (1–16; winter from turn 11)', "Turno di gioco (1–16; inverno dall'11)"), {
    nameIt: 'turno',
    required,
    min: 1,
    max: LAST_TURN,
  });

export const twoYearOption: RulingOption = option.boolean(
  'two-year',
  loc('Two-year campaign (16.13): no winter turns', 'Campagna su due anni (16.13): nessun turno invernale'),
  { nameIt: 'due-anni' },
);
