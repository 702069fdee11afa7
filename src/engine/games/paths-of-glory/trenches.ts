import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option } from '../../core/ruling.js';

/** 11.2.10 (optional): after a failed attempt, a German, British, French or Italian army's next attempt gets −1. */
export const RETRY_DRM = -1;

export const entrenchRuling = defineRuling({
  id: 'entrench',
  nameIt: 'trincea',
  description: loc(
    "Entrenchment roll: a trench if the die is at most the Army's LF (11.2.2)",
    "Tiro di trinceramento: trincea se il dado è pari o inferiore al LF dell'Armata (11.2.2)",
  ),
  options: [
    option.integer('lf', loc('Loss factor of the Army entrenching', "Fattore di perdita dell'Armata che si trincera"), {
      required: true,
      min: 1,
      max: 9,
    }),
    option.integer(
      'trench',
      loc('Trench level already in the space (0 or 1)', 'Livello di trincea già nello spazio (0 o 1)'),
      {
        min: 0,
        max: 2,
        nameIt: 'trincea',
      },
    ),
    option.boolean(
      'retry',
      loc(
        'Optional 11.2.10: a GE/BR/FR/IT unit failed last round, −1',
        'Opzionale 11.2.10: unità GE/BR/FR/IT fallì nel round prima, −1',
      ),
      { nameIt: 'ritenta' },
    ),
  ],
  input: z
    .object({ lf: z.number().int(), trench: z.number().int().default(0), retry: z.boolean().default(false) })
    .refine((input) => input.trench < 2, {
      path: ['trench'],
      message: 'a trench is already at level 2, the highest (11.2.3): 0 or 1',
      params: { it: 'una trincea di livello 2 è già al massimo (11.2.3): 0 o 1' },
    }),
  resolve(input, dice) {
    const die = d6(dice, 'entrench');
    const drm = input.retry ? RETRY_DRM : 0;
    const modified = die + drm;
    // 11.2.2: "Se il risultato è pari o inferiore al fattore di perdita (LF), ponete una trincea di Livello 1 ..."
    const success = modified <= input.lf;
    const level = success ? input.trench + 1 : input.trench;
    const roll = describeRoll(
      [die],
      [{ label: loc('repeated attempt', 'tentativo ripetuto'), value: drm, rule: '11.2.10' }],
      modified,
    );
    const placed =
      input.trench === 0
        ? loc('a level 1 trench is placed', 'si pone una trincea di livello 1')
        : loc('the trench is flipped to level 2', 'la trincea è girata al livello 2');
    return {
      ok: true,
      result: { success, level, die, modified },
      rules: input.retry ? ['11.2.2', '11.2.10'] : ['11.2.2'],
      text: joinLocalized([
        roll,
        success
          ? loc(
              `${modified} is at most the LF ${input.lf}: **success**, ${placed.en} (11.2.2).`,
              `${modified} è pari o inferiore al LF ${input.lf}: **riuscito**, ${placed.it} (11.2.2).`,
            )
          : loc(
              `${modified} is above the LF ${input.lf}: **failed**, no trench (11.2.2)${input.retry ? '' : '; with optional 11.2.10 a GE, BR, FR or IT army gets −1 next round'}.`,
              `${modified} supera il LF ${input.lf}: **fallito**, nessuna trincea (11.2.2)${input.retry ? '' : "; con la 11.2.10 opzionale un'Armata GE, BR, FR o IT ha −1 al round seguente"}.`,
            ),
      ]),
    };
  },
});
