import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option, refuse } from '../../../core/ruling.js';
import { bombard, CALIBRES, FORTRESS_CLASSES } from '../rules/bombardment.js';
import { fortAbandonment } from '../rules/forts.js';
import { PREP_MIN_UNITS, prepBombardment } from '../rules/prep-bombardment.js';
import { offensive1914Words } from '../words.js';

/** Forts and fortresses: `bombard` (12.4), `prep` (13.3), `fort-abandon` (8.5.2). */

const bombardInput = z.object({
  calibre: z.enum(CALIBRES),
  class: z.enum(FORTRESS_CLASSES),
  gunDice: z
    .number()
    .default(1)
    .superRefine((n, ctx) => {
      // 12.4.1 a siege unit rolls 1 die, "x2" two, "x4" four.
      if (n !== 1 && n !== 2 && n !== 4) refuse(ctx, { code: 'gun-dice', rule: '12.4.1' });
    }),
  pionier: z.boolean().default(false),
  skm: z.boolean().default(false),
  levels: z.number().optional(),
  star5: z.enum(['c', 'a']).default('c'),
  pionierReroll: z.boolean().default(false),
});

export const bombardRuling = defineRuling({
  id: 'bombard',
  nameIt: 'bombardamento',
  description: loc(
    'Fortress Bombardment: a d6 per gun die on calibre × Fortress Class (12.4)',
    'Bombardamento di Fortezza: un d6 per dado del cannone su calibro × Classe (12.4)',
  ),
  options: [
    option.choice(
      'calibre',
      loc('Calibre of the firing siege unit', "Calibro dell'unità da assedio che spara"),
      CALIBRES.map((c) => ({ value: c, name: loc(`${c} cm`, `${c} cm`) })),
      { required: true, nameIt: 'calibro' },
    ),
    option.choice(
      'class',
      loc('Fortress Class (FC)', 'Classe della Fortezza (FC)'),
      FORTRESS_CLASSES.map((c) => ({ value: c, name: loc(c, c) })),
      { required: true, nameIt: 'classe' },
    ),
    option.integer(
      'gun-dice',
      loc('Gun dice: 1, or 2 for "x2", 4 for "x4" (12.4.1)', 'Dadi del cannone: 1, 2 per "x2", 4 per "x4" (12.4.1)'),
      {
        min: 1,
        max: 4,
        nameIt: 'dadi-cannone',
      },
    ),
    option.boolean(
      'pionier',
      loc(
        'Pionier-Regiment marker with its HQ: −1 (13.1.4)',
        'Segnalino Reggimento Pionieri con il suo HQ: −1 (13.1.4)',
      ),
    ),
    option.boolean(
      'skm',
      loc('The firing unit is the 5+6 sKM (the "*" cells)', 'L\'unità che spara è la 5+6 sKM (caselle "*")'),
    ),
    option.integer(
      'levels',
      loc(
        'Strength levels the Fortress has left (excess ignored)',
        'Livelli di forza rimasti alla Fortezza (eccesso ignorato)',
      ),
      {
        min: 1,
        max: 9,
        nameIt: 'livelli',
      },
    ),
    option.choice(
      'star5',
      loc(
        'Where row 5\'s "◆*" sits: 30.5 cm Class C or A (README)',
        'Dove sta il "◆*" della riga 5: 30.5 cm Classe C o A (README)',
      ),
      [
        { value: 'c', name: loc('Class C (default)', 'Classe C (predefinito)') },
        { value: 'a', name: loc('Class A', 'Classe A') },
      ],
      { nameIt: 'asterisco5' },
    ),
    option.boolean(
      'pionier-reroll',
      loc('Apply the Pionier −1 to the "+" re-roll too (README)', 'Applicare il −1 dei Pionieri anche al ritiro "+"'),
      {
        nameIt: 'pionieri-ritiro',
      },
    ),
  ],
  input: bombardInput,
  words: offensive1914Words,
  resolve(input, dice) {
    const answer = bombard(input, dice);
    return { ok: true, result: answer.value, rules: answer.rules, steps: answer.steps };
  },
});

const prepInput = z.object({
  units: z.number(),
  heavy: z.boolean().default(false),
  uphill: z.boolean().default(false),
  escarpment: z.boolean().default(false),
  fortress: z.boolean().default(false),
});

export const prepRuling = defineRuling({
  id: 'prep',
  nameIt: 'prep',
  description: loc(
    'Prep Bombardment: d6 + terrain DRM on the 21 cm units column → shifts, s, #E (13.3)',
    'Bombardamento Preparatorio: d6 + DRM del terreno sulla colonna delle unità da 21 cm (13.3)',
  ),
  options: [
    option.integer(
      'units',
      loc(
        'Deployed 21 cm units ("x2" count 2, METZ counts 4)',
        'Unità da 21 cm schierate ("x2" contano 2, METZ conta 4)',
      ),
      {
        required: true,
        min: PREP_MIN_UNITS,
        max: 30,
        nameIt: 'unita',
      },
    ),
    option.boolean('heavy', loc('A 30.5 cm or 42 cm unit takes part', 'Partecipa una unità da 30.5 cm o 42 cm'), {
      nameIt: 'pesante',
    }),
    option.boolean('uphill', loc('The attack goes up in Elevation: +1', 'Si attacca in alto in Elevazione: +1'), {
      nameIt: 'in-alto',
    }),
    option.boolean('escarpment', loc('The attack goes up an Escarpment: +2', 'Si attacca in alto su Scarpata: +2'), {
      nameIt: 'scarpata',
    }),
    option.boolean(
      'fortress',
      loc('A Fortress is in the defending hex: shifts ignored', "Una Fortezza è nell'esagono: spostamenti ignorati"),
      {
        nameIt: 'fortezza',
      },
    ),
  ],
  input: prepInput,
  words: offensive1914Words,
  resolve(input, dice) {
    const answer = prepBombardment(input, dice);
    return { ok: true, result: answer.value, rules: answer.rules, steps: answer.steps };
  },
});

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
  words: offensive1914Words,
  resolve(input, dice) {
    const answer = fortAbandonment(input, dice);
    return { ok: true, result: answer.value, steps: answer.steps };
  },
});
