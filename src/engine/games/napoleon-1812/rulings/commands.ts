import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, defineRuling, option } from '../../../core/ruling.js';
import { turnCommands, type CcInput, type CcResult } from '../rules/commands.js';
import { words } from '../words.js';

/** `cc`: the Combat Commands of the turn (9.3) and who attacks first (9.4). No dice. */

/** Input bound only: a Decisive Victory needs 3 more eliminations than the winner's (14.7b). */
const MAX_DECISIVE = 30;

export const cc = defineRuling<CcInput, CcResult>({
  id: 'cc',
  nameIt: 'cc',
  description: loc(
    'Combat Commands this turn (9.3) and who attacks first (9.4); no dice',
    'Comandi di Combattimento del turno (9.3) e chi attacca per primo (9.4); nessun dado',
  ),
  options: [
    option.integer(
      'french-decisive',
      loc(
        'French Decisive Victories in earlier turns (9.3, 14.7b)',
        'Vittorie Decisive francesi nei turni precedenti (9.3, 14.7b)',
      ),
      {
        min: 0,
        max: MAX_DECISIVE,
        nameIt: 'vittorie-decisive-fra',
      },
    ),
    option.integer(
      'russian-decisive',
      loc(
        'Russian Decisive Victories in earlier turns (9.3, 14.7b)',
        'Vittorie Decisive russe nei turni precedenti (9.3, 14.7b)',
      ),
      {
        min: 0,
        max: MAX_DECISIVE,
        nameIt: 'vittorie-decisive-rus',
      },
    ),
    option.boolean(
      'took-moscow',
      loc('Last turn the Grande Armée occupied Moscow', 'Nel turno precedente la Grande Armée ha occupato Mosca'),
      { nameIt: 'presa-mosca' },
    ),
    option.boolean(
      'took-petersburg',
      loc(
        'Last turn the Grande Armée occupied St Petersburg',
        'Nel turno precedente la Grande Armée ha occupato San Pietroburgo',
      ),
      {
        nameIt: 'presa-pietroburgo',
      },
    ),
    option.boolean(
      'left-moscow',
      loc('Last turn the Grande Armée left Moscow', 'Nel turno precedente la Grande Armée ha lasciato Mosca'),
      { nameIt: 'lasciata-mosca' },
    ),
    option.boolean(
      'left-petersburg',
      loc(
        'Last turn the Grande Armée left St Petersburg',
        'Nel turno precedente la Grande Armée ha lasciato San Pietroburgo',
      ),
      {
        nameIt: 'lasciata-pietroburgo',
      },
    ),
  ],
  input: z.object({
    frenchDecisive: z.number().int().default(0),
    russianDecisive: z.number().int().default(0),
    tookMoscow: z.boolean().default(false),
    tookPetersburg: z.boolean().default(false),
    leftMoscow: z.boolean().default(false),
    leftPetersburg: z.boolean().default(false),
  }),
  words,
  resolve: (input) => resolutionOf(turnCommands(input)),
});
