/** The `cohesion` and `commitment` rulings: options → the checks (rules/cohesion.ts, rules/commitment.ts) → words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, notationField, defineRuling, option } from '../../../core/ruling.js';
import { UNIT_KINDS } from '../model.js';
import { parseDefensiveFire } from '../notation.js';
import { cohesionCheck } from '../rules/cohesion.js';
import { commitment, commitmentRefusal } from '../rules/commitment.js';
import { disorderedKindRefusal } from '../rules/disorder.js';
import { borodinoWords } from '../words.js';
import { cohesionOption, disorderedOption, drmOption, UNIT_KIND_CHOICES } from './options.js';

const cohesionInput = z
  .object({
    cohesion: z.number(),
    drm: z.number().default(0),
    reason: z.enum(['retreat', 'disorder', 'friendly-fire']).optional(),
    unit: z.enum(UNIT_KINDS).default('infantry'),
    disordered: z.boolean().default(false),
  })
  .superRefine((v, ctx) => blame(ctx, disorderedKindRefusal(v.unit, v.disordered)));

export const cohesionRuling = defineRuling({
  id: 'cohesion',
  nameIt: 'coesione',
  description: loc(
    'Cohesion check: d10 + DRM, equal to or under the Cohesion passes',
    'Controllo di Coesione: d10 + DRM, pari o inferiore alla Coesione lo supera',
  ),
  options: [
    cohesionOption(
      loc("The unit's Cohesion (its Disordered side if flipped)", "Coesione dell'unità (lato in Disordine se girata)"),
    ),
    drmOption,
    option.choice(
      'reason',
      loc('Why it rolls: the effect of a failure', 'Perché tira: effetto del fallimento'),
      [
        { value: 'retreat', name: loc('assault: retreat 1 hex (9.62)', 'assalto: ritirata di 1 esagono (9.62)') },
        {
          value: 'disorder',
          name: loc(
            'fire or retreat through: Disorder (8.5, 9.65)',
            'fuoco o ritirata attraverso: Disordine (8.5, 9.65)',
          ),
        },
        {
          value: 'friendly-fire',
          name: loc('friendly fire: DRM −2, Disorder (8.8)', 'fuoco amico errato: DRM −2, Disordine (8.8)'),
        },
      ],
      { nameIt: 'motivo' },
    ),
    option.choice(
      'unit',
      loc('Unit type, for the effect of a Disorder', "Tipo d'unità, per l'effetto del Disordine"),
      UNIT_KIND_CHOICES,
      {
        nameIt: 'unita',
      },
    ),
    disorderedOption,
  ],
  input: cohesionInput,
  words: borodinoWords,
  resolve: (v, dice) =>
    resolutionOf(
      cohesionCheck({ kind: v.unit, cohesion: v.cohesion, disordered: v.disordered }, v.reason, v.drm, dice),
    ),
});

const commitmentInput = z
  .object({
    cohesion: z.number(),
    orders: z.enum(['under', 'none']),
    inRange: z.boolean().default(false),
    defensiveFire: notationField(parseDefensiveFire).optional(),
    charge: z.boolean().default(false),
    alwaysPlusOne: z.boolean().default(false),
    drm: z.number().default(0),
  })
  .superRefine((v, ctx) => blame(ctx, commitmentRefusal(v)));

export const commitmentRuling = defineRuling({
  id: 'commitment',
  nameIt: 'impiego',
  description: loc(
    "Commitment before an assault or charge: d10 against the top unit's Cohesion (9.4)",
    "Impiego prima di Assalto o Carica: d10 contro la Coesione dell'unità sopra (9.4)",
  ),
  options: [
    cohesionOption(
      loc("Cohesion of the attacking stack's top unit (9.45)", "Coesione dell'unità sopra il gruppo attaccante (9.45)"),
    ),
    option.choice(
      'orders',
      loc(
        "The Command's orders (Reserve activation acts as No Orders, 5.53)",
        'Ordini del Comando (la Riserva opera Senza Ordini, 5.53)',
      ),
      [
        { value: 'under', name: loc('Under Orders', 'Sotto Ordini') },
        { value: 'none', name: loc('No Orders', 'Senza Ordini') },
      ],
      { required: true, nameIt: 'ordini' },
    ),
    option.boolean(
      'in-range',
      loc(
        "Within the OC's Command Range: a unit of the Command, or this unit if No Orders",
        "Entro il Raggio dell'OC: un'unità del Comando, o questa se Senza Ordini",
      ),
      { nameIt: 'nel-raggio' },
    ),
    option.string(
      'defensive-fire',
      loc(
        'Defensive Fire of the top infantry in each hex assaulted frontally, e.g. 1 or 1,2',
        'Fuoco Difensivo della fanteria sopra in ogni esagono assaltato di fronte, es. 1 o 1,2',
      ),
      { nameIt: 'fuoco-difensivo' },
    ),
    option.boolean(
      'charge',
      loc(
        'A cavalry charge (never modified by Defensive Fire, 9.81)',
        'Carica di cavalleria (mai modificata dal Fuoco Difensivo, 9.81)',
      ),
      {
        nameIt: 'carica',
      },
    ),
    option.boolean(
      'always-plus-one',
      loc(
        "No Orders: +1 even within the OC's range (9.42; default follows 5.27)",
        "Senza Ordini: +1 anche entro il Raggio dell'OC (9.42; di norma 5.27)",
      ),
      { nameIt: 'sempre-piu-uno' },
    ),
    drmOption,
  ],
  input: commitmentInput,
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(commitment(v, dice)),
});
