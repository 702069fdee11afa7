import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option } from '../../../core/ruling.js';
import { CE_STATUSES } from '../model.js';
import { postCombatEc, statusLevel } from '../rules/efficiency.js';
import { FORCED_MARCH_MAX, forcedMarch } from '../rules/forced-march.js';
import { FORCED_MARCH_UNITS } from '../rules/tables.js';
import { FORCED_MARCH_UNIT_NAMES, offensive1914Words } from '../words.js';
import { refuseAt, statusOption, supportSrOption } from './options.js';

/** `ec`: one Post-Combat EC (10.2, 10.3); `forced-march`: the Forced March EC (7.2). */

const ecInput = z
  .object({
    cel: z.number().optional(),
    drm: z.number().default(0),
    crt: z.number().default(0),
    artillery: z.number().default(0),
    flanked: z.boolean().default(false),
    prep: z.number().default(0),
    status: z.enum(CE_STATUSES).optional(),
    ci: z.boolean().default(false),
    demoralized: z.boolean().default(false),
    support: z.boolean().default(false),
    fortress: z.boolean().default(false),
    supportSr: z.enum(['one', 'per-level']).default('one'),
  })
  .superRefine((v, ctx) => {
    if (v.fortress) {
      // 12.2.1b a lone Fortress checks at CEL 11, with no CE status.
      if (v.cel !== undefined && v.cel !== 11) refuseAt(ctx, 'cel', 'fortress-cel', undefined, '12.2.1b');
      if (v.support || v.status || v.ci || v.demoralized)
        refuseAt(ctx, 'fortress', 'fortress-no-status', undefined, '12.2.1b');
    } else if (v.cel === undefined) {
      refuseAt(ctx, 'cel', 'cel-missing');
    }
    // 5.5.2 a Support unit's CEL is constant.
    if (v.support && (v.status || v.ci || v.demoralized))
      refuseAt(ctx, 'support', 'support-constant-cel', undefined, '5.5.2');
    if (v.ci && v.demoralized) refuseAt(ctx, 'ci', 'ci-and-demoralized', undefined, '6.1.4');
    if (v.status) {
      const level = statusLevel(v.status);
      if (v.ci && v.status !== 'ci') refuseAt(ctx, 'ci', 'contradicts-status', { flag: 'ci', status: v.status });
      if (v.demoralized && level < statusLevel('d1'))
        refuseAt(ctx, 'demoralized', 'contradicts-status', { flag: 'demoralized', status: v.status });
    }
  });

export const ecRuling = defineRuling({
  id: 'ec',
  nameIt: 'ec',
  description: loc(
    'Post-Combat Efficiency Check: 2d6 + DRM against the CEL, failure table (10.3)',
    'Controllo di Efficienza post-combattimento: 2d6 + DRM contro la CEL, tabella dei fallimenti',
  ),
  options: [
    option.integer(
      'cel',
      loc('Current CEL of the Force (Base CE − status)', 'CEL corrente della Forza (CE Base − stato)'),
      {
        min: 0,
        max: 20,
      },
    ),
    option.integer('drm', loc('Other DRM to the EC', 'Altro DRM al EC'), { min: -12, max: 12 }),
    option.integer(
      'crt',
      loc('CRT result DRM to this side (9.9.2)', 'DRM del risultato della CRT per questa parte (9.9.2)'),
      {
        min: -9,
        max: 9,
      },
    ),
    option.integer('artillery', loc('Artillery DRM (10.1, from /oao artillery)', "DRM dell'Artiglieria (10.1)"), {
      min: -2,
      max: 3,
      nameIt: 'artiglieria',
    }),
    option.boolean('flanked', loc('Defender Flanked: +1 (9.5.2)', 'Difensore Aggirato sul Fianco: +1 (9.5.2)'), {
      nameIt: 'aggirato',
    }),
    option.integer(
      'prep',
      loc('Prep Bombardment #E to the defender (13.3.4)', 'Bombardamento Prep #E al difensore (13.3.4)'),
      {
        min: 0,
        max: 4,
      },
    ),
    statusOption(
      'status',
      'stato',
      'CE status of the Formation, to compute the new one',
      'Stato CE della Formazione, per calcolare il nuovo',
    ),
    option.boolean('ci', loc('The Force is Combat Ineffective (6.3)', 'La Forza è Inefficace in Combattimento (6.3)')),
    option.boolean('demoralized', loc('The Force is Demoralized (6.4)', 'La Forza è Demoralizzata (6.4)'), {
      nameIt: 'demoralizzata',
    }),
    option.boolean(
      'support',
      loc('A Force of Support units only (5.5.2)', 'Una Forza di sole Unità di Supporto (5.5.2)'),
      {
        nameIt: 'supporto',
      },
    ),
    option.boolean(
      'fortress',
      loc('A Fortress defending alone: CEL 11 (12.2.1b)', 'Una Fortezza che difende da sola: CEL 11'),
      {
        nameIt: 'fortezza',
      },
    ),
    supportSrOption,
  ],
  input: ecInput,
  words: offensive1914Words,
  resolve(input, dice) {
    const check = postCombatEc(input, dice);
    const o = check.value;
    return {
      ok: true,
      result: {
        dice: o.dice,
        total: o.total,
        cel: o.cel,
        passed: o.passed,
        failedBy: o.failedBy,
        row: o.row,
        ceLoss: o.ceLoss,
        retreat: o.retreat,
        ciRetreat: o.ciRetreat,
        ciApplies: o.ciApplies,
        strengthReduction: o.strengthReduction,
        newStatus: o.newStatus,
        flipped: o.flipped,
      },
      rules: check.rules,
      steps: check.steps,
    };
  },
});

const forcedMarchInput = z
  .object({
    cel: z.number(),
    fmMp: z.number(),
    unit: z.enum(FORCED_MARCH_UNITS),
    status: z.enum(CE_STATUSES).optional(),
  })
  .superRefine((v, ctx) => {
    // 7.2.1 infantry gains up to 3 MP by Forced March, cavalry up to 7.
    const max = FORCED_MARCH_MAX[v.unit];
    if (v.fmMp > max) refuseAt(ctx, 'fmMp', 'forced-march-max', { unit: v.unit, max }, '7.2.1');
    if (v.status && v.unit === 'support') refuseAt(ctx, 'status', 'support-no-status', undefined, '5.5.2');
  });

export const forcedMarchRuling = defineRuling({
  id: 'forced-march',
  nameIt: 'marcia-forzata',
  description: loc(
    'Forced March EC: 2d6 + 1 per Forced March MP against the CEL, results table (7.2)',
    'EC per la Marcia Forzata: 2d6 + 1 per MP di Marcia Forzata contro la CEL (7.2)',
  ),
  options: [
    option.integer('cel', loc('Current CEL of the Force', 'CEL corrente della Forza'), {
      required: true,
      min: 0,
      max: 20,
    }),
    option.integer(
      'fm-mp',
      loc(
        'MP gained by Forced March (infantry ≤3, cavalry ≤7)',
        'MP ottenuti con la Marcia Forzata (fanteria ≤3, cavalleria ≤7)',
      ),
      {
        required: true,
        min: 1,
        max: 7,
        nameIt: 'mp-mf',
      },
    ),
    option.choice(
      'unit',
      loc('Type of unit that marched (table row)', 'Tipo di unità che ha marciato (riga della tabella)'),
      FORCED_MARCH_UNITS.map((u) => ({ value: u, name: FORCED_MARCH_UNIT_NAMES[u] })),
      { required: true, nameIt: 'unita' },
    ),
    statusOption(
      'status',
      'stato',
      'CE status of the Formation, to compute the new one',
      'Stato CE della Formazione, per calcolare il nuovo',
    ),
  ],
  input: forcedMarchInput,
  words: offensive1914Words,
  resolve(input, dice) {
    const march = forcedMarch(input, dice);
    return { ok: true, result: march.value, rules: march.rules, steps: march.steps };
  },
});
