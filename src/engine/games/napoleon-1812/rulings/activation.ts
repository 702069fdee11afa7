import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, notationField, defineRuling, option } from '../../../core/ruling.js';
import { MAX_CR, readCrList } from '../notation.js';
import {
  attackCheck as rollAttack,
  supportCheck as rollSupport,
  type AttackCheckResult,
  type SupportCheckResult,
  type SupportingSide,
} from '../rules/activation.js';
import { words } from '../words.js';

/** Bound of the input (not a rules fact): a CC pool starts at 3 or 4 (14.1) and moves by ±1 steps (9.3). */
export const MAX_CC = 20;

const ccOption = option.integer(
  'cc',
  loc('Combat Commands committed to this combat (10.2, 10.6)', 'Comandi di Combattimento impiegati (10.2, 10.6)'),
  { required: true, min: 0, max: MAX_CC },
);

export const attackCheck = defineRuling<{ cc: number; cr: number }, AttackCheckResult>({
  id: 'attack-check',
  nameIt: 'verifica-attacco',
  description: loc(
    'Attack activation (10.2): 1 aborts, d6 + CC + CR ≥ 7 proceeds, else failed',
    "Attivazione dell'attacco (10.2): 1 abortito, d6 + CC + CR ≥ 7 prosegue, altrimenti fallito",
  ),
  options: [
    ccOption,
    option.integer(
      'cr',
      loc(
        'CR of the best leader in the attacking stack (0 if none)',
        'CR del miglior Comandante nello stack (0 se nessuno)',
      ),
      { required: true, min: 0, max: MAX_CR },
    ),
  ],
  input: z.object({ cc: z.number().int(), cr: z.number().int() }),
  words,
  resolve: ({ cc, cr }, dice) => resolutionOf(rollAttack(cc, cr, dice)),
});

export const supportCheck = defineRuling<{ cc: number; cr: number[]; side: SupportingSide }, SupportCheckResult>({
  id: 'support-check',
  nameIt: 'verifica-supporto',
  description: loc(
    'Support activation (10.4, 10.6): one d6 per stack, d6 + CC + CR ≥ 7 joins',
    'Attivazione del supporto (10.4, 10.6): un d6 per stack, d6 + CC + CR ≥ 7 interviene',
  ),
  options: [
    ccOption,
    option.string(
      'cr',
      loc(
        'CR of the best leader of each support stack, e.g. 2,0,1',
        'CR del miglior Comandante di ogni stack, ad es. 2,0,1',
      ),
      { required: true },
    ),
    option.choice(
      'side',
      loc('Whose support: attacker (10.4) or defender (10.6)', 'Supporto di chi: attaccante (10.4) o difensore (10.6)'),
      [
        { value: 'attacker', name: loc('Attacker', 'Attaccante') },
        { value: 'defender', name: loc('Defender', 'Difensore') },
      ],
      { nameIt: 'lato' },
    ),
  ],
  input: z.object({
    cc: z.number().int(),
    cr: notationField(readCrList),
    side: z.enum(['attacker', 'defender']).default('attacker'),
  }),
  words,
  resolve: ({ cc, cr, side }, dice) => resolutionOf(rollSupport(cc, cr, side, dice)),
});
