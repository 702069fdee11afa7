import { loc, type Localized } from '../../../core/localized.js';
import { option, type RulingChoice, type RulingOption } from '../../../core/ruling.js';
import { SIDES } from '../model.js';
import { LAST_TURN } from '../rules/turn.js';
import { SIDE_NAME } from '../words.js';

/** What the rulings share: the side, turn and two-year options, and the bridges from notations and rules. */

export const SIDE_CHOICES: readonly RulingChoice[] = SIDES.map((value) => ({ value, name: SIDE_NAME[value] }));

export function sideOption(description: Localized, extras: { required?: boolean } = { required: true }): RulingOption {
  return option.choice('side', description, SIDE_CHOICES, { nameIt: 'lato', ...extras });
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
