import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, notationField, blame, defineRuling, option } from '../../../core/ruling.js';
import { readUnits } from '../notation.js';
import {
  attrition as rollAttrition,
  attritionInputProblem,
  type AttritionInput,
  type AttritionResult,
} from '../rules/attrition.js';
import { FORCED_MARCH_MAX } from '../rules/tables.js';
import { words } from '../words.js';
import { sideOption, turnOption, twoYearOption } from './options.js';

/** `attrition` after a strategic move (8.5, 8.6; 14.5; 16.2, 16.4(4), 16.4(6)). */

export const attrition = defineRuling<AttritionInput, AttritionResult>({
  id: 'attrition',
  nameIt: 'attrito',
  description: loc(
    'Attrition after a strategic move of 3+ hexes, 2+ in winter (8.5, 8.6): d6 + modifiers',
    'Attrito dopo un movimento strategico di 3+ esagoni, 2+ in inverno (8.5, 8.6): d6 + modificatori',
  ),
  options: [
    sideOption(loc("The moving stack's side", 'La parte dello stack che muove')),
    turnOption(),
    option.integer(
      'hexes',
      loc(
        'Hexes moved (8.4: 3, 2 in winter; up to 5 with Forced March)',
        'Esagoni percorsi (8.4: 3, 2 in inverno; fino a 5 con Marcia Forzata)',
      ),
      {
        required: true,
        min: 1,
        max: FORCED_MARCH_MAX,
        nameIt: 'esagoni',
      },
    ),
    option.string(
      'units',
      loc(
        'Moving units, e.g. 2I,1C,1A (all in good order, 8.4)',
        'Unità che muovono, ad es. 2I,1C,1A (tutte in buon ordine, 8.4)',
      ),
      {
        required: true,
        nameIt: 'unita',
      },
    ),
    option.boolean(
      'forced-march',
      loc('The stack used a Forced March (8.4)', 'Lo stack ha usato la Marcia Forzata (8.4)'),
      { nameIt: 'marcia-forzata' },
    ),
    option.boolean(
      'napoleon',
      loc(
        'Basic game only (14.5): Napoleon accompanies the units, −1',
        'Solo gioco base (14.5): Napoleone accompagna le unità, −1',
      ),
      {
        nameIt: 'napoleone',
      },
    ),
    option.boolean(
      'command',
      loc(
        'Advanced 16.2: a leader commanding all the units, whole move, −1 (not Murat)',
        'Avanzate 16.2: Comandante che comanda tutte le unità, tutta la mossa, −1 (non Murat)',
      ),
      {
        nameIt: 'comando',
      },
    ),
    option.boolean(
      'napoleon-davout',
      loc(
        'Advanced 16.4(4): Napoleon or Davout for the whole move, a further −1',
        'Avanzate 16.4(4): Napoleone o Davout per tutta la mossa, un ulteriore −1',
      ),
      {
        nameIt: 'napoleone-davout',
      },
    ),
    option.boolean(
      'murat',
      loc(
        'Advanced 16.4(6): Murat begins the move with the units, +1',
        'Avanzate 16.4(6): Murat inizia il movimento con le unità, +1',
      ),
      {
        nameIt: 'murat',
      },
    ),
    twoYearOption,
    option.choice(
      'forced-march-hexes',
      loc(
        '⚠ 8.6 forced-march hexes: beyond the normal allowance (default) or all hexes',
        '⚠ 8.6 esagoni di marcia forzata: oltre il normale (predefinito) o tutti',
      ),
      [
        { value: 'beyond', name: loc('Hexes beyond 3 (2 in winter)', 'Esagoni oltre 3 (2 in inverno)') },
        { value: 'all', name: loc('Every hex of the forced march', 'Ogni esagono della marcia forzata') },
      ],
      { nameIt: 'esagoni-marcia-forzata' },
    ),
  ],
  input: z
    .object({
      side: z.enum(['french', 'russian']),
      turn: z.number().int(),
      twoYear: z.boolean().default(false),
      hexes: z.number().int(),
      forcedMarch: z.boolean().default(false),
      units: notationField((text) => readUnits(text)),
      napoleon: z.boolean().default(false),
      command: z.boolean().default(false),
      napoleonDavout: z.boolean().default(false),
      murat: z.boolean().default(false),
      forcedMarchHexes: z.enum(['beyond', 'all']).default('beyond'),
    })
    .superRefine((input, ctx) => blame(ctx, attritionInputProblem(input))),
  words,
  resolve: (input, dice) => resolutionOf(rollAttrition(input, dice)),
});
