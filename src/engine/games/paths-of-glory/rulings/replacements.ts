import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { notationField, defineRuling, option } from '../../../core/ruling.js';
import { parseReplacements } from '../notation.js';
import { replacementCost } from '../rules/replacements.js';
import { pogWords } from '../words.js';

export const rpCostRuling = defineRuling({
  id: 'rp-cost',
  nameIt: 'costo-rp',
  description: loc(
    'Replacement points a list of replacement actions costs, by nation (17.1.4)',
    'Punti rimpiazzo che costa una lista di rimpiazzi, per nazione (17.1.4)',
  ),
  options: [
    option.string(
      'steps',
      loc(
        'Actions: ge:army-flip, fr:2xarmy-reduced, br:corps-flip, ...',
        'Azioni: ge:army-flip, fr:2xarmy-reduced, br:corps-flip, ...',
      ),
      { required: true, nameIt: 'azioni' },
    ),
  ],
  input: z.object({ steps: notationField(parseReplacements) }),
  words: pogWords,
  resolve(input) {
    const cost = replacementCost(input.steps);
    if (!cost.ok) return cost;
    const { rp, byNation, rules } = cost.value;
    return { ok: true, result: { rp, byNation }, steps: cost.steps, rules };
  },
});
