import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option, signed } from '../../core/ruling.js';
import { PEACE_HIGH_CWS, PEACE_TABLE } from './tables.js';

/** 16.5.1.1: the Central Powers may offer peace at VP 11 or more. */
export const CP_PEACE_VP = 11;
/** 16.5.1.2 and the table's header: the Allies "if the VP total is 9 or more" (see README.md). */
export const AP_PEACE_VP = 9;

export const peaceRuling = defineRuling({
  id: 'peace',
  nameIt: 'pace',
  description: loc(
    'Peace terms refused: the offerer rolls on the Peace Terms table (16.5.2)',
    "Termini di pace rifiutati: l'offerente tira sulla Tabella dei Termini di Pace (16.5.2)",
  ),
  options: [
    option.choice(
      'side',
      loc('Who offered peace', 'Chi ha offerto la pace'),
      [
        { value: 'cp', name: loc('Central Powers', 'Potenze Centrali') },
        { value: 'ap', name: loc('Allies', 'Alleati') },
      ],
      { required: true, nameIt: 'parte' },
    ),
    option.integer(
      'cws',
      loc('Combined War Status (column 0-19 or 20+)', 'Stato di Guerra Combinato (colonna 0-19 o 20+)'),
      {
        required: true,
        min: 0,
        max: 99,
        nameIt: 'sgc',
      },
    ),
    option.integer(
      'vp',
      loc(
        'VP total now, to check that the offer is allowed (16.5.1)',
        "Totale VP attuale, per verificare che l'offerta sia permessa",
      ),
      {
        min: 0,
        max: 40,
      },
    ),
    option.choice(
      'ap-offer',
      loc(
        '16.5.1.2: the Allies offer at VP 9 or more (as printed) or at 9 or less',
        '16.5.1.2: gli Alleati offrono con VP 9 o più (testo) o 9 o meno',
      ),
      [
        {
          value: 'as-printed',
          name: loc('VP 9 or more, as printed (default)', 'VP 9 o più, come stampato (predefinito)'),
        },
        {
          value: 'mirrored',
          name: loc('VP 9 or less, mirroring the CP rule', 'VP 9 o meno, speculare alla regola CP'),
        },
      ],
      { nameIt: 'offerta-alleata' },
    ),
  ],
  input: z
    .object({
      side: z.enum(['cp', 'ap']),
      cws: z.number().int(),
      vp: z.number().int().optional(),
      apOffer: z.enum(['as-printed', 'mirrored']).default('as-printed'),
    })
    .superRefine((input, ctx) => {
      if (input.vp === undefined) return;
      if (input.side === 'cp' && input.vp < CP_PEACE_VP) {
        ctx.addIssue({
          code: 'custom',
          path: ['vp'],
          message: 'the Central Powers may offer peace only at VP 11 or more (16.5.1.1)',
          params: { it: 'le Potenze Centrali possono offrire la pace solo con VP 11 o più (16.5.1.1)' },
        });
      }
      if (input.side === 'ap' && input.apOffer === 'as-printed' && input.vp < AP_PEACE_VP) {
        ctx.addIssue({
          code: 'custom',
          path: ['vp'],
          message: 'the Allies may offer peace only at VP 9 or more (16.5.1.2, as printed)',
          params: { it: 'gli Alleati possono offrire la pace solo con VP 9 o più (16.5.1.2, come stampato)' },
        });
      }
      if (input.side === 'ap' && input.apOffer === 'mirrored' && input.vp > AP_PEACE_VP) {
        ctx.addIssue({
          code: 'custom',
          path: ['vp'],
          message: 'the Allies may offer peace only at VP 9 or less (16.5.1.2, mirrored reading)',
          params: { it: 'gli Alleati possono offrire la pace solo con VP 9 o meno (16.5.1.2, lettura speculare)' },
        });
      }
    }),
  resolve(input, dice) {
    const die = d6(dice, 'peace');
    const high = input.cws >= PEACE_HIGH_CWS;
    const column = high ? '20+' : '0-19';
    const vp = (high ? PEACE_TABLE[input.side].high : PEACE_TABLE[input.side].low)[die - 1] ?? 0;
    const table =
      input.side === 'cp'
        ? loc('Peace Terms table, Central Powers offer', 'Tabella dei Termini di Pace, offerta delle Potenze Centrali')
        : loc('Peace Terms table, Allied offer', 'Tabella dei Termini di Pace, offerta delle Potenze Alleate');
    const effect =
      vp === 0
        ? loc('**no effect** (–)', '**nessun effetto** (–)')
        : loc(
            `**${signed(vp)} VP** (towards the ${vp > 0 ? 'Central Powers' : 'Allies'})`,
            `**${signed(vp)} VP** (a favore ${vp > 0 ? 'delle Potenze Centrali' : 'degli Alleati'})`,
          );
    const after =
      input.vp === undefined
        ? loc('', '')
        : loc(`; VP ${input.vp} → ${input.vp + vp}`, `; VP ${input.vp} → ${input.vp + vp}`);
    return {
      ok: true,
      result: { vp, die, column, ...(input.vp === undefined ? {} : { newVp: input.vp + vp }) },
      rules: input.vp === undefined ? ['16.5.2'] : ['16.5.1', '16.5.2'],
      text: joinLocalized([
        describeRoll([die], [], die),
        loc(
          `${table.en}, CWS ${input.cws} → column ${column}, row ${die}: ${effect.en}${after.en} (16.5.2).`,
          `${table.it}, SGC ${input.cws} → colonna ${column}, riga ${die}: ${effect.it}${after.it} (16.5.2).`,
        ),
      ]),
    };
  },
});
