import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, defineRuling, option } from '../../../core/ruling.js';
import type { TrainsRow } from '../model.js';
import {
  forage as rollForage,
  forageTurnProblem,
  trains as countTrains,
  trainsInputProblem,
  type ForageResult,
  type TrainsInput,
  type TrainsResult,
} from '../rules/supply.js';
import { MAX_STACK_UNITS } from '../rules/tables.js';
import { loadedTable, supplyTrains1813Table, supplyTrainsTable } from '../tables.js';
import { words } from '../words.js';
import { sideOption, turnOption, twoYearOption } from './options.js';

/** `forage` (6.3, 6.4) and `trains` (7.2–7.5, from Tab. 7.3 or 16.13 loaded from a pack). */

export const forage = defineRuling<{ units: number; turn?: number; twoYear: boolean }, ForageResult>({
  id: 'forage',
  nameIt: 'foraggio',
  description: loc(
    'Forage roll (6.3): d6 ≤ units in the French stack and it is out of supply',
    'Tiro di foraggio (6.3): d6 ≤ unità dello stack francese ed è fuori rifornimento',
  ),
  options: [
    option.integer(
      'units',
      loc(
        'Combat units in the stack with the Forage marker',
        'Unità di combattimento nello stack col segnalino Forage',
      ),
      {
        required: true,
        min: 1,
        max: MAX_STACK_UNITS,
        nameIt: 'unita',
      },
    ),
    turnOption(false),
    twoYearOption,
  ],
  input: z
    .object({ units: z.number().int(), turn: z.number().int().optional(), twoYear: z.boolean().default(false) })
    .superRefine((input, ctx) => blame(ctx, forageTurnProblem(input.turn, input.twoYear))),
  words,
  resolve: ({ units, turn, twoYear }, dice) => resolutionOf(rollForage(units, turn, twoYear, dice)),
});

/** Input bounds, not rules facts: the setup allows 11 Russian and 14 French depots (14.1). */
const MAX_DEPOTS = 50;

export const trains = defineRuling<TrainsInput, TrainsResult>({
  id: 'trains',
  nameIt: 'treni',
  description: loc(
    'Supply Trains this turn (7.2): Tab. 7.3 (or 16.13) minus depots, captures (8.8), Reserve (16.7)',
    'Treni di Rifornimento (7.2): Tab. 7.3 (o 16.13) meno depositi, catture (8.8), Riserva (16.7)',
  ),
  options: [
    sideOption(loc('Whose trains', 'Di chi sono i treni')),
    turnOption(),
    option.integer('depots', loc('Friendly Depots already on the map (7.2)', 'Depositi amici già sulla mappa (7.2)'), {
      required: true,
      min: 0,
      max: MAX_DEPOTS,
      nameIt: 'depositi',
    }),
    option.integer(
      'captured',
      loc('Friendly Depots the enemy has captured so far (8.8)', 'Depositi amici catturati finora dal nemico (8.8)'),
      {
        min: 0,
        max: MAX_DEPOTS,
        nameIt: 'catturati',
      },
    ),
    option.integer(
      'reserve-lost',
      loc(
        'Advanced 16.7: cavalry the Reserve rolls eliminated (French; omit if none deployed)',
        'Avanzate 16.7: cavallerie eliminate dai tiri della Riserva (Francese; ometti se non schierata)',
      ),
      { min: 0, max: 12, nameIt: 'perdite-riserva' },
    ),
    option.integer(
      'card',
      loc(
        'Advanced 16.1: trains added (+) or removed (−) by a card',
        'Avanzate 16.1: treni aggiunti (+) o tolti (−) da una carta',
      ),
      {
        min: -9,
        max: 9,
        nameIt: 'carta',
      },
    ),
    twoYearOption,
  ],
  input: z
    .object({
      side: z.enum(['french', 'russian']),
      turn: z.number().int(),
      depots: z.number().int(),
      captured: z.number().int().default(0),
      reserveLost: z.number().int().optional(),
      card: z.number().int().default(0),
      twoYear: z.boolean().default(false),
    })
    .superRefine((input, ctx) => blame(ctx, trainsInputProblem(input))),
  tables: [supplyTrainsTable, supplyTrains1813Table],
  words,
  resolve(input, _dice, context) {
    const answer = countTrains(input, {
      trains: loadedTable<TrainsRow[]>(context, supplyTrainsTable),
      trains1813: loadedTable<TrainsRow[]>(context, supplyTrains1813Table),
    });
    // A turn the loaded table lacks: the pack is at fault, yet the turn is what the reader typed. The answer blames
    // `turn` and its words stand alone (they name the table and the turn themselves).
    if (!answer.ok && answer.problem.code === 'table-row-missing') {
      return { ok: false, problem: { ...answer.problem, option: 'turn', standalone: true } };
    }
    return resolutionOf(answer);
  },
});
