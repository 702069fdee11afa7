import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option } from '../../../core/ruling.js';
import { attackOdds } from '../rules/odds.js';
import { FORCES_FORM, FORCES_FORM_IT, offensive1914Words, shiftCauseName } from '../words.js';
import {
  ammoRoundingOption,
  checkOdds,
  defenceOptions,
  forcesSchema,
  oddsFields,
  shiftOptions,
  tecReadingOption,
} from './options.js';

/** `odds`: the initial odds and the final CRT column, step by step (9.3, 9.4, 9.6). */

const oddsInput = z
  .object({
    attackers: forcesSchema,
    prep: z.number().default(0),
    ...oddsFields,
  })
  .superRefine(checkOdds);

export const oddsRuling = defineRuling({
  id: 'odds',
  nameIt: 'rapporto',
  description: loc(
    'Initial odds and final CRT column with every step (9.3, 9.4, 9.6)',
    'Rapporto di forze iniziale e colonna finale della CRT, passo per passo (9.3, 9.4, 9.6)',
  ),
  options: [
    option.string('attackers', loc(`Attacking Forces: ${FORCES_FORM}`, `Forze attaccanti: ${FORCES_FORM_IT}`), {
      required: true,
      nameIt: 'attaccanti',
    }),
    ...defenceOptions,
    ...shiftOptions,
    option.integer(
      'prep',
      loc('Prep Bombardment column shifts right (13.3)', 'Spostamenti a destra del Bombardamento Prep'),
      {
        min: 0,
        max: 7,
      },
    ),
    tecReadingOption,
    ammoRoundingOption,
  ],
  input: oddsInput,
  words: offensive1914Words,
  resolve(input) {
    const odds = attackOdds({
      forces: input.attackers,
      ds: input.ds,
      dsNoAmmo: input.dsNoammo,
      terrain: input.terrain,
      ...(input.dsBonus !== undefined ? { dsBonus: input.dsBonus } : {}),
      pa: input.pa,
      flanked: input.flanked,
      ip: input.ip,
      uphill: input.uphill,
      naval: input.naval,
      prep: input.prep,
      fortress: input.fortress,
      tecReading: input.tecReading,
      ammoRounding: input.ammoRounding,
      rounding: 'down',
    });
    if (!odds.ok) return odds;
    const o = odds.value;
    return {
      ok: true,
      result: {
        attack: o.attack,
        defence: o.defence,
        initial: o.initial,
        shifts: o.shifts.map((s) => ({ cause: shiftCauseName(s.cause, s.value).en, shift: s.value, rule: s.rule })),
        net: o.net,
        final: o.final,
        column: o.column,
      },
      rules: o.rules,
      steps: odds.steps,
    };
  },
});
