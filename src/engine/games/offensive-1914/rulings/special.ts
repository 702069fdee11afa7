import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option, refuse } from '../../../core/ruling.js';
import { parseHexes, parseUnits } from '../notation.js';
import { frenchReserve, ijzerInundation, sixthArmyActivation } from '../rules/events.js';
import { checkStack } from '../rules/stacking.js';
import { deepestAdvance, planAbandonVp } from '../rules/victory.js';
import { SITUATION_NAMES, UNITS_FORM, UNITS_FORM_IT, offensive1914Words } from '../words.js';
import { refuseAt } from './options.js';

/** `stack-check` (3.1), `vp-advance` (27.4) and the one-shot rolls `ijzer` (21.3), `french-reserve` (22.4), `sixth-army` (26.6.2). */

const stackInput = z.object({
  units: z.string().transform((text, ctx) => {
    const parsed = parseUnits(text);
    if (!parsed.ok) {
      refuse(ctx, parsed.problem);
      return z.NEVER;
    }
    return parsed.units;
  }),
  situation: z.enum(['movement', 'combat', 'steep']),
});

export const stackCheckRuling = defineRuling({
  id: 'stack-check',
  nameIt: 'raggruppamento',
  description: loc(
    'Stacking limits: 3½ DE after movement, 2¼ DE / 2 Support in combat, 1¼ in Steep Mountain (3.1)',
    'Limiti al raggruppamento: 3½ DE, 2¼ DE / 2 Supporto in combattimento, 1¼ in Montagna Ripida',
  ),
  options: [
    option.string('units', loc(`Units: ${UNITS_FORM}`, `Unità: ${UNITS_FORM_IT}`), {
      required: true,
      nameIt: 'unita',
    }),
    option.choice(
      'situation',
      loc('Which limit to check', 'Quale limite verificare'),
      (['movement', 'combat', 'steep'] as const).map((s) => ({ value: s, name: SITUATION_NAMES[s] })),
      { required: true, nameIt: 'situazione' },
    ),
  ],
  input: stackInput,
  words: offensive1914Words,
  resolve(input) {
    const check = checkStack(input.units, input.situation);
    return { ok: true, result: check.value, rules: check.rules, steps: check.steps };
  },
});

const vpInput = z.object({
  hexes: z.string().transform((text, ctx) => {
    const parsed = parseHexes(text);
    if (!parsed.ok) {
      refuse(ctx, parsed.problem);
      return z.NEVER;
    }
    return parsed.hexes;
  }),
});

export const vpAdvanceRuling = defineRuling({
  id: 'vp-advance',
  nameIt: 'vp-avanzata',
  description: loc(
    'Deepest German advance: row − column of the best hex west of column 45 (27.4)',
    "Punto più avanzato dell'offensiva tedesca: riga − colonna, a ovest della colonna 45 (27.4)",
  ),
  options: [
    option.string(
      'hexes',
      loc(
        'Hexes of the most advanced German infantry Formations: 29.34, 15.32',
        'Esagoni delle Formazioni di fanteria tedesche più avanzate: 29.34, 15.32',
      ),
      {
        required: true,
        nameIt: 'esagoni',
      },
    ),
  ],
  input: vpInput,
  words: offensive1914Words,
  resolve(input) {
    const advance = deepestAdvance(input.hexes);
    return { ok: true, result: advance.value, steps: advance.steps };
  },
});

export const planVpRuling = defineRuling({
  id: 'plan-vp',
  nameIt: 'vp-piano',
  description: loc('VP, abandoned plan (27.1)', 'VP, piano abbandonato (27.1)'),
  options: [
    option.integer('distance', loc('Hexes to the objective', "Esagoni dall'obiettivo"), {
      required: true,
      min: 1,
      max: 200,
      nameIt: 'distanza',
    }),
    option.boolean('fifth-army', loc('German Fifth Army', 'V Armata tedesca'), {
      nameIt: 'quinta-armata',
    }),
  ],
  input: z.object({ distance: z.number(), fifthArmy: z.boolean().default(false) }),
  words: offensive1914Words,
  resolve(input) {
    const vp = planAbandonVp(input.distance, input.fifthArmy);
    return { ok: true, result: vp.value, rules: ['26.3', '27.1'], steps: vp.steps };
  },
});

export const ijzerRuling = defineRuling({
  id: 'ijzer',
  nameIt: 'ijzer',
  description: loc(
    'Ijzer inundation, once per game: 1d6, 1–5 succeeds for the rest of the game (21.3)',
    "Inondazione dell'Ijzer, una volta per partita: 1d6, 1–5 riesce per tutto il gioco (21.3)",
  ),
  options: [],
  input: z.object({}),
  words: offensive1914Words,
  resolve(_input, dice) {
    const roll = ijzerInundation(dice);
    return { ok: true, result: roll.value, steps: roll.steps };
  },
});

export const frenchReserveRuling = defineRuling({
  id: 'french-reserve',
  nameIt: 'riserve-francesi',
  description: loc(
    'French Reserve divisions and brigades flip to their higher CE: 1d6 per Interphase (22.4)',
    'Divisioni e Brigate francesi della Riserva girate sul retro: 1d6 per Interfase (22.4)',
  ),
  options: [
    option.integer(
      'interphase',
      loc('Interphase (from the 3rd; the 8th is automatic)', 'Interfase (dalla 3°; nella 8° è automatico)'),
      {
        required: true,
        min: 3,
        max: 8,
        nameIt: 'interfase',
      },
    ),
  ],
  input: z.object({ interphase: z.number() }),
  words: offensive1914Words,
  resolve(input, dice) {
    const roll = frenchReserve(input.interphase, dice);
    return { ok: true, result: roll.value, steps: roll.steps };
  },
});

const sixthArmyInput = z
  .object({
    gt: z.number(),
    frenchAbandoned: z.boolean().default(false),
    activateMax: z.number().optional(),
  })
  .superRefine((v, ctx) => {
    // 26.6.2 the book gives GT 3 and GT 4: a club's threshold is only for GT 1–2.
    if (v.activateMax !== undefined && v.gt >= 3) refuseAt(ctx, 'activateMax', 'club-threshold', undefined, '26.6.2');
  });

export const sixthArmyRuling = defineRuling({
  id: 'sixth-army',
  nameIt: 'sesta-armata',
  description: loc(
    'German Sixth Army plan activation: GT 3 on 1–3, automatic in GT 4 (26.6.2)',
    'Attivazione del Piano della Sesta Armata tedesca: GT 3 con 1–3, automatica nel GT 4 (26.6.2)',
  ),
  options: [
    option.integer('gt', loc('Game Turn of this Preliminary Phase', 'Turno di Gioco di questa Fase Preliminare'), {
      required: true,
      min: 1,
      max: 4,
    }),
    option.boolean(
      'french-abandoned',
      loc(
        'The French Second Army abandoned its plan last player turn',
        'La Seconda Armata francese ha abbandonato il piano nel turno precedente',
      ),
      {
        nameIt: 'abbandono-francese',
      },
    ),
    option.integer(
      'activate-max',
      loc(
        'Club threshold for a GT 1–2 roll (the book gives none: README)',
        'Soglia del club per un tiro nei GT 1–2 (il libro non la dà)',
      ),
      {
        min: 1,
        max: 6,
        nameIt: 'soglia',
      },
    ),
  ],
  input: sixthArmyInput,
  words: offensive1914Words,
  resolve(input, dice) {
    const roll = sixthArmyActivation(input, dice);
    return { ok: true, result: roll.value, steps: roll.steps };
  },
});
