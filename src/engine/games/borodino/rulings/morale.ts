/** Rally, recovery and Collapse (10.0, SR15): options → rules/morale.ts → words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, defineRuling, option } from '../../../core/ruling.js';
import { collapse, collapseRefusal, rally, recovery } from '../rules/morale.js';
import { borodinoWords } from '../words.js';
import { cohesionOption } from './options.js';

/** Sanity bound on a group's size, not a rule. */
const MAX_GROUP_UNITS = 100;

export const rallyRuling = defineRuling({
  id: 'rally',
  nameIt: 'recupero',
  description: loc(
    'Rally a Disordered unit that did not move, face or fire: d10 ≤ its Disordered Cohesion (10.1)',
    "Recupero di un'unità in Disordine che non ha mosso né sparato: d10 ≤ Coesione in Disordine (10.1)",
  ),
  options: [
    cohesionOption(loc("The unit's Cohesion on its Disordered side", "Coesione dell'unità in stato di Disordine")),
  ],
  input: z.object({ cohesion: z.number() }),
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(rally(v.cohesion, dice)),
});

export const recoveryRuling = defineRuling({
  id: 'recovery',
  nameIt: 'ripristino',
  description: loc(
    'Recovery of a unit in the RECOVERY BOX: d10, no DRM, ≤ Disordered Cohesion returns it (10.2)',
    "Ripristino di un'unità nella Casella di Ripristino: d10 senza DRM ≤ Coesione in Disordine (10.2)",
  ),
  options: [
    cohesionOption(loc("The unit's Cohesion on its Disordered side", "Coesione dell'unità in stato di Disordine")),
    option.boolean(
      'group-gone',
      loc(
        'Every unit of its Activation Group is Withdrawn or eliminated (10.2)',
        'Tutte le unità del suo Gruppo sono Ritirate o eliminate (10.2)',
      ),
      {
        nameIt: 'gruppo-fuori',
      },
    ),
  ],
  input: z.object({ cohesion: z.number(), groupGone: z.boolean().default(false) }),
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(recovery(v.cohesion, v.groupGone, dice)),
});

const collapseInput = z
  .object({
    units: z.number(),
    lost: z.number(),
    side: z.enum(['french', 'russian']).optional(),
    guard: z.boolean().default(false),
    collapsedBefore: z.boolean().default(false),
  })
  .superRefine((v, ctx) => blame(ctx, collapseRefusal(v)));

export const collapseRuling = defineRuling({
  id: 'collapse',
  nameIt: 'disgregazione',
  description: loc(
    "Group Collapse: 2/3 of a group's units (no artillery, no militia) Withdrawn or eliminated (10.5)",
    'Disgregazione: 2/3 delle unità del Gruppo (senza artiglieria e milizia) Ritirate o eliminate (10.5)',
  ),
  options: [
    option.integer(
      'units',
      loc(
        "The group's units, not counting artillery (10.52) or Militia (SR13)",
        'Unità del Gruppo, senza contare artiglieria (10.52) e milizia (SR13)',
      ),
      {
        required: true,
        min: 1,
        max: MAX_GROUP_UNITS,
        nameIt: 'unita',
      },
    ),
    option.integer(
      'lost',
      loc(
        'How many of them have Withdrawn or been eliminated',
        'Quante di esse si sono Ritirate o sono state eliminate',
      ),
      {
        required: true,
        min: 0,
        max: MAX_GROUP_UNITS,
        nameIt: 'perse',
      },
    ),
    option.choice(
      'side',
      loc("The group's side, for the Victory Points (SR15)", 'Parte del Gruppo, per i Punti Vittoria (SR15)'),
      [
        { value: 'french', name: loc('French', 'francese') },
        { value: 'russian', name: loc('Russian', 'russo') },
      ],
      { nameIt: 'parte' },
    ),
    option.boolean(
      'guard',
      loc(
        'The group is its side’s Imperial Guard (10 VP, SR15)',
        'Il Gruppo è la Guardia Imperiale della sua parte (10 VP, SR15)',
      ),
      {
        nameIt: 'guardia',
      },
    ),
    option.boolean(
      'collapsed-before',
      loc('The group has already Collapsed once (10.52)', 'Il Gruppo si è già Disgregato una volta (10.52)'),
      {
        nameIt: 'gia-disgregato',
      },
    ),
  ],
  input: collapseInput,
  words: borodinoWords,
  resolve: (v) => resolutionOf(collapse(v)),
});
