/** The rolls around a cavalry charge (9.8): options → rules/charge.ts → words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, defineRuling, option } from '../../../core/ruling.js';
import type { UnitKind } from '../model.js';
import { countercharge, formSquare, recall, recallRefusal, retreatBeforeCharge } from '../rules/charge.js';
import { disorderedKindRefusal } from '../rules/disorder.js';
import { borodinoWords } from '../words.js';
import { cohesionOption, disorderedOption } from './options.js';

const cavalryWeight = [
  { value: 'light', name: loc('light (Cossacks too, SR11)', 'leggera (anche i cosacchi, SR11)') },
  { value: 'heavy', name: loc('heavy', 'pesante') },
];

// ---------------------------------------------------------------------------------------------------------
// 9.85 Square.

export const squareRuling = defineRuling({
  id: 'square',
  nameIt: 'quadrato',
  description: loc(
    "Forming square against a charge: d10 at or under the top infantry's Cohesion (9.85)",
    'Formare il quadrato contro una carica: d10 pari o inferiore alla Coesione della fanteria (9.85)',
  ),
  options: [
    cohesionOption(loc("Cohesion of the stack's top infantry unit", "Coesione dell'unità di fanteria sopra il gruppo")),
  ],
  input: z.object({ cohesion: z.number() }),
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(formSquare(v.cohesion, dice)),
});

// ---------------------------------------------------------------------------------------------------------
// 9.86 Countercharge.

export const counterchargeRuling = defineRuling({
  id: 'countercharge',
  nameIt: 'controcarica',
  description: loc(
    'Countercharge by charged cavalry: d10 (+2 light against heavy) at or under its Cohesion (9.86)',
    'Controcarica della cavalleria caricata: d10 (+2 leggera contro pesante) ≤ Coesione (9.86)',
  ),
  options: [
    cohesionOption(loc('Cohesion of the countercharging cavalry', 'Coesione della cavalleria che controcarica')),
    option.choice(
      'countercharger',
      loc('The countercharging cavalry', 'La cavalleria che controcarica'),
      cavalryWeight,
      {
        required: true,
        nameIt: 'controcaricante',
      },
    ),
    option.choice(
      'charge',
      loc(
        'The charge: heavy if any heavy cavalry charges (9.83)',
        'La carica: pesante se vi carica cavalleria pesante (9.83)',
      ),
      cavalryWeight,
      {
        required: true,
        nameIt: 'carica',
      },
    ),
  ],
  input: z.object({
    cohesion: z.number(),
    countercharger: z.enum(['light', 'heavy']),
    charge: z.enum(['light', 'heavy']),
  }),
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(countercharge(v.cohesion, v.countercharger, v.charge, dice)),
});

// ---------------------------------------------------------------------------------------------------------
// 9.82 Recall.

const recallInput = z
  .object({ cohesion: z.number(), reason: z.enum(['square', 'reaction-fire']), pursuing: z.boolean().default(false) })
  .superRefine((v, ctx) => blame(ctx, recallRefusal(v.pursuing)));

export const recallRuling = defineRuling({
  id: 'recall',
  nameIt: 'richiamo',
  description: loc(
    'Recall of charging cavalry (square, or Disorder by Reaction Fire): d10 ≤ Cohesion (9.82)',
    'Richiamo della cavalleria in carica (quadrato o Fuoco di Reazione): d10 ≤ Coesione (9.82)',
  ),
  options: [
    cohesionOption(loc("The charging cavalry's current Cohesion", 'Coesione attuale della cavalleria in carica')),
    option.choice(
      'reason',
      loc('Why it may try (9.82)', 'Perché può tentarlo (9.82)'),
      [
        { value: 'square', name: loc('the target formed square', 'il bersaglio ha formato il quadrato') },
        { value: 'reaction-fire', name: loc('Disordered by Reaction Fire', 'in Disordine per il Fuoco di Reazione') },
      ],
      { required: true, nameIt: 'motivo' },
    ),
    option.boolean(
      'pursuing',
      loc('The cavalry is pursuing (it may not Recall)', 'La cavalleria sta inseguendo (non può Richiamare)'),
      {
        nameIt: 'insegue',
      },
    ),
  ],
  input: recallInput,
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(recall(v.cohesion, v.reason, dice)),
});

// ---------------------------------------------------------------------------------------------------------
// 9.31 Retreat before a heavy cavalry charge: POSSIBILE DISORDINE.

type Retreating = 'light-cavalry' | 'cossack' | 'horse-artillery';

function kindOf(unit: Retreating): UnitKind {
  return unit === 'light-cavalry' ? 'cavalry' : unit === 'cossack' ? 'cossack' : 'artillery';
}

const retreatInput = z
  .object({
    cohesion: z.number(),
    unit: z.enum(['light-cavalry', 'cossack', 'horse-artillery']).default('light-cavalry'),
    disordered: z.boolean().default(false),
  })
  .superRefine((v, ctx) => blame(ctx, disorderedKindRefusal(kindOf(v.unit), v.disordered)));

export const retreatBeforeChargeRuling = defineRuling({
  id: 'retreat-before-charge',
  nameIt: 'ritirata-prima-carica',
  description: loc(
    'Light cavalry or horse artillery retreating before a heavy charge: d10 ≤ Cohesion (9.31)',
    'Ritirata di cavalleria leggera o art. a cavallo davanti a carica pesante: d10 ≤ Coesione (9.31)',
  ),
  options: [
    cohesionOption(loc("The retreating unit's current Cohesion", "Coesione attuale dell'unità che si ritira")),
    option.choice(
      'unit',
      loc('The retreating unit (default light cavalry)', "L'unità che si ritira (default cavalleria leggera)"),
      [
        { value: 'light-cavalry', name: loc('light cavalry', 'cavalleria leggera') },
        { value: 'cossack', name: loc('Cossacks (SR11)', 'cosacchi (SR11)') },
        { value: 'horse-artillery', name: loc('horse artillery', 'artiglieria a cavallo') },
      ],
      { nameIt: 'unita' },
    ),
    disorderedOption,
  ],
  input: retreatInput,
  words: borodinoWords,
  resolve: (v, dice) =>
    resolutionOf(retreatBeforeCharge({ kind: kindOf(v.unit), cohesion: v.cohesion, disordered: v.disordered }, dice)),
});
