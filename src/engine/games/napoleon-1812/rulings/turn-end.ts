import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, defineRuling, option } from '../../../core/ruling.js';
import type { ReinforcementRow, TrainsRow } from '../model.js';
import { cossacks, type CossackResult } from '../rules/cossacks.js';
import { reinforcements as arriving, type ReinforcementsResult } from '../rules/reinforcements.js';
import { loadedTable, reinforcementsTable, supplyTrainsTable } from '../tables.js';
import { words } from '../words.js';
import { turnOption, twoYearOption } from './options.js';

/** The end of the turn (13): `cossack` (13.1) and `reinforcements` (13.2, 13.3, from Tab. 13.2 in a pack). */

/** Input bound only: the French start with 45 units (14.1). */
const MAX_HEXES = 30;

export const cossack = defineRuling<{ turn: number; twoYear: boolean; hexes: number }, CossackResult>({
  id: 'cossack',
  nameIt: 'cosacchi',
  description: loc(
    'Cossacks (13.1): d6 per non-city hex with a lone French unit; hit on 6, 5–6 in winter',
    'Cosacchi (13.1): d6 per esagono non-città con una sola unità francese; danno con 6, 5–6 in inverno',
  ),
  options: [
    turnOption(),
    option.integer(
      'hexes',
      loc(
        'Non-city hexes holding exactly one French combat unit',
        'Esagoni non-città con una sola unità di combattimento francese',
      ),
      {
        min: 1,
        max: MAX_HEXES,
        nameIt: 'esagoni',
      },
    ),
    twoYearOption,
  ],
  input: z.object({ turn: z.number().int(), twoYear: z.boolean().default(false), hexes: z.number().int().default(1) }),
  words,
  resolve: ({ turn, twoYear, hexes }, dice) => resolutionOf(cossacks(turn, twoYear, hexes, dice)),
});

export const reinforcements = defineRuling<{ turn: number; twoYear: boolean }, ReinforcementsResult>({
  id: 'reinforcements',
  nameIt: 'rinforzi',
  description: loc(
    'Reinforcements at the end of a turn (13.2, 13.3) from Tab. 13.2, and who places first',
    'Rinforzi alla fine di un turno (13.2, 13.3) dalla Tab. 13.2, e chi piazza per primo',
  ),
  options: [turnOption(), twoYearOption],
  input: z.object({ turn: z.number().int(), twoYear: z.boolean().default(false) }),
  tables: [reinforcementsTable, supplyTrainsTable],
  words,
  resolve: ({ turn, twoYear }, _dice, context) =>
    resolutionOf(
      arriving(
        turn,
        twoYear,
        loadedTable<ReinforcementRow[]>(context, reinforcementsTable),
        loadedTable<TrainsRow[]>(context, supplyTrainsTable),
      ),
    ),
});
