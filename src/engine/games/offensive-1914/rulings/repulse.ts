import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option } from '../../../core/ruling.js';
import { crtTable, type CrtGrid } from '../crt.js';
import { repulse } from '../rules/repulse.js';
import { missingCrtMessage, offensive1914Words } from '../words.js';
import {
  ammoRoundingOption,
  checkDoctrine,
  checkOdds,
  defenceOptions,
  doctrineOptions,
  forcesSchema,
  oddsFields,
  refuseAt,
  shiftOptions,
  tecReadingOption,
} from './options.js';

/** `repulse` (7.4): odds, automatic / CRT / failure, then the EC of the loser. */

const repulseInput = z
  .object({
    force: forcesSchema,
    ...oddsFields,
    attPr: z.number(),
    defPr: z.number().optional(),
    gt: z.number().optional(),
    allies: z.enum(['attacker', 'defender']).optional(),
    cel: z.number().optional(),
    support: z.boolean().default(false),
    defCel: z.number().optional(),
    defSupport: z.boolean().default(false),
    rounding: z.enum(['up', 'down']).default('up'),
    during: z.enum(['movement', 'retreat']).default('movement'),
  })
  .superRefine((v, ctx) => {
    checkOdds(v, ctx);
    checkDoctrine(v, ctx);
    // 7.4.1 ONE Force repulses, and only two of its units count.
    if (v.force.length !== 1) refuseAt(ctx, 'force', 'repulse-one-force', undefined, '7.4.1');
    else if ((v.force[0]?.units.length ?? 0) > 2) refuseAt(ctx, 'force', 'repulse-two-units', undefined, '7.4.1');
    if (v.defPr === undefined && !v.fortress) refuseAt(ctx, 'defPr', 'def-pr-needed');
  });

export const repulseRuling = defineRuling({
  id: 'repulse',
  nameIt: 'respinta',
  description: loc(
    'Repulse: odds, automatic/CRT/failure, then the EC of the loser (7.4)',
    'Respinta: rapporto, automatica/CRT/fallita, poi l’EC di chi perde (7.4)',
  ),
  options: [
    option.string(
      'force',
      loc(
        'Repulsing Force, 2 units at most: 7+3*@minor (AS, * = no Ammo, @hexside)',
        'Forza che respinge, max 2 unità: 7+3*@minore (AS, * = senza Munizioni, @lato)',
      ),
      { required: true, nameIt: 'forza' },
    ),
    ...defenceOptions.slice(0, 1),
    option.integer(
      'att-pr',
      loc('Highest PR of the repulsing units (with 9.7.2)', 'PR più alto delle unità che respingono'),
      {
        required: true,
        min: 0,
        max: 9,
      },
    ),
    ...defenceOptions.slice(1),
    ...shiftOptions,
    option.integer(
      'def-pr',
      loc('Highest PR of the defending units (with 9.7.2)', 'PR più alto delle unità difendenti'),
      {
        min: 0,
        max: 9,
        nameIt: 'dif-pr',
      },
    ),
    ...doctrineOptions,
    option.integer(
      'cel',
      loc('CEL of the repulsing Force (EC after a failure)', 'CEL della Forza che respinge (EC se fallisce)'),
      {
        min: 0,
        max: 20,
      },
    ),
    option.boolean(
      'support',
      loc('The repulsing Force is Support units only', 'La Forza che respinge è di sole unità di Supporto'),
      {
        nameIt: 'supporto',
      },
    ),
    option.integer(
      'def-cel',
      loc('CEL of the defending Force (EC at +1 after a success)', 'CEL della Forza difendente (EC a +1 se riesce)'),
      {
        min: 0,
        max: 20,
        nameIt: 'dif-cel',
      },
    ),
    option.boolean(
      'def-support',
      loc('The defending Force is Support units only', 'La Forza difendente è di sole unità di Supporto'),
      {
        nameIt: 'dif-supporto',
      },
    ),
    option.choice(
      'rounding',
      loc(
        'Odds rounding: up (7.4 examples) or down (9.1.1e)',
        'Arrotondamento: eccesso (esempi 7.4) o difetto (9.1.1e)',
      ),
      [
        { value: 'up', name: loc('up (7.4 examples)', 'per eccesso (esempi 7.4)') },
        { value: 'down', name: loc('down (9.1.1e)', 'per difetto (9.1.1e)') },
      ],
      { nameIt: 'arrotondamento' },
    ),
    option.choice(
      'during',
      loc('When: in a movement phase or during a retreat', 'Quando: in fase di movimento o durante una ritirata'),
      [
        { value: 'movement', name: loc('movement phase', 'fase di movimento') },
        { value: 'retreat', name: loc('retreat', 'ritirata') },
      ],
      { nameIt: 'durante' },
    ),
    tecReadingOption,
    ammoRoundingOption,
  ],
  input: repulseInput,
  tables: [crtTable],
  words: offensive1914Words,
  resolve(input, dice, ctx) {
    const grid = ctx.tables[crtTable.id] as CrtGrid | undefined;
    const answer = repulse(
      {
        ...input,
        forces: input.force,
        dsNoAmmo: input.dsNoammo,
      },
      dice,
      grid,
    );
    if (!answer.ok) return answer;
    // Until the grid is loaded, the answer carries the message that says how to load it.
    const result = answer.value.missingTable ? { ...answer.value, message: missingCrtMessage('7.4.3') } : answer.value;
    return { ok: true, result, rules: answer.rules, steps: answer.steps };
  },
});
