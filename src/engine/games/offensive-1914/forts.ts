import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option } from '../../core/ruling.js';
import { FORT_ABANDON_RETREAT } from './tables.js';

/**
 * Involuntary Fort abandonment (8.5.2): the first time an enemy Combat unit becomes adjacent to a Fort with no
 * friendly Combat unit stacked with it, roll 1d6; above the Abandonment Number the Fort is flipped (or
 * eliminated if it has no back) and retreats 3 hexes as an infantry Support unit. Once only.
 */

const fortInput = z.object({
  number: z.number(),
  noBack: z.boolean().default(false),
});

export const fortAbandonRuling = defineRuling({
  id: 'fort-abandon',
  nameIt: 'abbandono-forte',
  description: loc(
    'Involuntary Fort abandonment: 1d6 above the Abandonment Number (8.5.2)',
    'Abbandono involontario del Forte: 1d6 superiore al Numero di Abbandono (8.5.2)',
  ),
  options: [
    option.integer('number', loc('Abandonment Number printed on the Fort', 'Numero di Abbandono stampato sul Forte'), {
      required: true,
      min: 0,
      max: 6,
      nameIt: 'numero',
    }),
    option.boolean(
      'no-back',
      loc('The Fort has no back side (eliminated if abandoned)', 'Il Forte non ha retro (eliminato se abbandonato)'),
      {
        nameIt: 'senza-retro',
      },
    ),
  ],
  input: fortInput,
  resolve(input, dice) {
    const die = d6(dice, 'fort-abandonment');
    const abandoned = die > input.number;
    const eliminated = abandoned && input.noBack;
    const verdict = !abandoned
      ? loc(
          `${die} is not above ${input.number}: the Fort **stays** (8.5.2). This roll is made once only.`,
          `${die} non è superiore a ${input.number}: il Forte **rimane** (8.5.2). Questo tiro si fa una sola volta.`,
        )
      : eliminated
        ? loc(
            `${die} is above ${input.number}: the Fort is **abandoned** and, having no back, **eliminated** (8.5.2).`,
            `${die} è superiore a ${input.number}: il Forte viene **abbandonato** e, privo di retro, **eliminato** (8.5.2).`,
          )
        : loc(
            `${die} is above ${input.number}: the Fort is **abandoned**: flip it and retreat it **${FORT_ABANDON_RETREAT} hexes**; it is now an infantry Support unit (8.5.2).`,
            `${die} è superiore a ${input.number}: il Forte viene **abbandonato**: giratelo e ritiratelo di **${FORT_ABANDON_RETREAT} esagoni**; diviene un'unità di Supporto di fanteria (8.5.2).`,
          );
    return {
      ok: true,
      result: { die, abandoned, eliminated, retreat: abandoned && !eliminated ? FORT_ABANDON_RETREAT : 0 },
      rules: ['8.5.2'],
      text: joinLocalized([describeRoll([die], [], die), verdict]),
    };
  },
});
