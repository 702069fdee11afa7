import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option } from '../../core/ruling.js';

/** 15.3.3: siege rolls are modified by −2 in August and September 1914 (the sign is lost in the Italian text). */
export const SHORT_TURN_DRM = -2;

export const siegeRuling = defineRuling({
  id: 'siege',
  nameIt: 'assedio',
  description: loc(
    'Siege Phase roll: the besieged fort is destroyed if the die beats its LF (15.3)',
    'Tiro della Fase di Assedio: il forte assediato è distrutto se il dado supera il suo LF (15.3)',
  ),
  options: [
    option.integer('fort-lf', loc("The besieged fort's loss factor", 'Fattore di perdita del forte assediato'), {
      required: true,
      min: 1,
      max: 9,
      nameIt: 'lf-forte',
    }),
    option.boolean(
      'early',
      loc('August or September 1914: −2 to the roll (15.3.3)', 'Agosto o settembre 1914: −2 al tiro (15.3.3)'),
      {
        nameIt: 'inizio',
      },
    ),
  ],
  input: z.object({ fortLf: z.number().int(), early: z.boolean().default(false) }),
  resolve(input, dice) {
    const die = d6(dice, 'siege');
    const drm = input.early ? SHORT_TURN_DRM : 0;
    const modified = die + drm;
    // 15.3.2: "Se il risultato ottenuto è superiore al LF del forte assediato, questo viene distrutto."
    const destroyed = modified > input.fortLf;
    const roll = describeRoll(
      [die],
      [{ label: loc('August–September 1914', 'agosto–settembre 1914'), value: drm, rule: '15.3.3' }],
      modified,
    );
    return {
      ok: true,
      result: { destroyed, die, modified },
      rules: input.early ? ['15.3.2', '15.3.3'] : ['15.3.2'],
      text: joinLocalized([
        roll,
        destroyed
          ? loc(
              `${modified} beats the fort's LF ${input.fortLf}: **the fort is destroyed** (15.3.2).`,
              `${modified} supera il LF ${input.fortLf} del forte: **il forte è distrutto** (15.3.2).`,
            )
          : loc(
              `${modified} does not beat the fort's LF ${input.fortLf}: **the fort holds** (15.3.2).`,
              `${modified} non supera il LF ${input.fortLf} del forte: **il forte resiste** (15.3.2).`,
            ),
      ]),
    };
  },
});
