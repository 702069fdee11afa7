import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, notationField, defineRuling, option } from '../../../core/ruling.js';
import { readLeaders } from '../notation.js';
import { escape as rollEscape, type EscapeResult } from '../rules/leaders.js';
import { words } from '../words.js';

/** `escape`: the leaders' escape roll (11.19; 14.7 for Napoleon). */

export const escape = defineRuling<{ leaders: string[]; noRefuge: boolean }, EscapeResult>({
  id: 'escape',
  nameIt: 'fuga',
  description: loc(
    'Leader escape (11.19): d6 per leader, 1 eliminated (Napoleon: Russian victory)',
    'Fuga dei Comandanti (11.19): d6 per Comandante, 1 eliminato (Napoleone: vittoria russa)',
  ),
  options: [
    option.string(
      'leaders',
      loc(
        'Leaders in the hex, by name (e.g. Napoleon,Murat) or number',
        "Comandanti nell'esagono, per nome (ad es. Napoleone,Murat) o numero",
      ),
      {
        required: true,
        nameIt: 'comandanti',
      },
    ),
    option.boolean(
      'no-refuge',
      loc('No friendly stack lies within 3 hexes (11.19)', 'Nessuno stack amico entro 3 esagoni (11.19)'),
      { nameIt: 'nessun-rifugio' },
    ),
  ],
  input: z.object({ leaders: notationField(readLeaders), noRefuge: z.boolean().default(false) }),
  words,
  resolve: ({ leaders, noRefuge }, dice) => resolutionOf(rollEscape(leaders, !noRefuge, dice)),
});
