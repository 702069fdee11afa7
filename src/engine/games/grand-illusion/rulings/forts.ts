import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { notationField, defineRuling, option } from '../../../core/ruling.js';
import type { BesiegedFort } from '../model.js';
import { parseBesieged, parseForts, parseHa } from '../notation.js';
import { besiegeable, bombardment, surrenderRolls, type BombardResult } from '../rules/forts.js';
import { giWords } from '../words.js';
import { refuseCode } from './shared.js';

/** Forts outside the Battle Map (9.5): the German heavy artillery's bombardment, and sieges' surrender rolls. */

export type { BombardResult };

const bombardInput = z
  .object({
    ha: notationField(parseHa),
    forts: notationField(parseForts),
    concentrated: z.boolean().default(false),
    naturalLimits: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // 9.5.4: a concentrated bombardment is both HA of the hex together.
    if (v.concentrated && v.ha.length !== 2)
      refuseCode(ctx, 'concentrated', 'concentrated-two-ha', { count: v.ha.length });
  });

export const bombard = defineRuling({
  id: 'bombard',
  nameIt: 'bombardamento',
  description: loc(
    'German heavy artillery bombards forts before FoW, concentrated or not (9.5.4)',
    'Artiglieria pesante tedesca bombarda i forti prima delle FoW, concentrata o no (9.5.4)',
  ),
  options: [
    option.string(
      'ha',
      loc(
        'HA bombard numbers in firing order, e.g. "5" or "5,6"',
        'Numeri di bombardamento delle HA in ordine, es. "5" o "5,6"',
      ),
      { required: true, nameIt: 'ha' },
    ),
    option.string(
      'forts',
      loc(
        'Forts in the order bombarded, e.g. "maubeuge" or "toul@3, nancy"',
        'Forti in ordine di bombardamento, es. "maubeuge" o "toul@3, nancy"',
      ),
      { required: true, nameIt: 'forti' },
    ),
    option.boolean(
      'concentrated',
      loc(
        'Both HA bombard together: one extra hit if the forts survive',
        'Le due HA sparano assieme: un colpo in più se i forti resistono',
      ),
      { nameIt: 'concentrato' },
    ),
    option.boolean(
      'natural-limits',
      loc(
        'Also apply 9.3.1 c: natural 1 always hits, 6 always misses',
        'Applicare anche 9.3.1 c: 1 naturale colpisce, 6 manca sempre',
      ),
      { nameIt: 'limiti-naturali' },
    ),
  ],
  input: bombardInput,
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = bombardment(v, dice);
    return { ok: true, result: value, steps, rules };
  },
});

/** A besieged-forts option (`surrender --forts`, `attrition --besieged`). */
export const besiegedForts = () => notationField(parseBesieged);

/** 12.5.1: Antwerp cannot be besieged, except with scenario 3's Invade Holland. */
export function checkAntwerp(
  ctx: z.RefinementCtx,
  forts: readonly BesiegedFort[],
  invadeHolland: boolean,
  path: string,
): void {
  if (!besiegeable(forts, invadeHolland)) refuseCode(ctx, path, 'antwerp-siege');
}

export const surrender = defineRuling({
  id: 'surrender',
  nameIt: 'resa',
  description: loc(
    'Besieged forts roll to surrender: 1–2, or 1 if garrisoned (9.5.3)',
    'Tiro di resa dei forti assediati: 1–2, o 1 con guarnigione (9.5.3)',
  ),
  options: [
    option.string(
      'forts',
      loc(
        'Besieged forts, e.g. "maubeuge, namur" or "garrisoned, ungarrisoned"',
        'Forti assediati, es. "maubeuge, namur" o "garrisoned, ungarrisoned"',
      ),
      { required: true, nameIt: 'forti' },
    ),
    option.boolean(
      'invade-holland',
      loc(
        'Scenario 3 German option 5: Antwerp can be besieged',
        'Scenario 3 opzione tedesca 5: Anversa può essere assediata',
      ),
      { nameIt: 'olanda' },
    ),
  ],
  input: z
    .object({ forts: besiegedForts(), invadeHolland: z.boolean().default(false) })
    .superRefine((v, ctx) => checkAntwerp(ctx, v.forts, v.invadeHolland, 'forts')),
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = surrenderRolls(v.forts, dice);
    return { ok: true, result: value, steps, rules };
  },
});
