import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option } from '../../../core/ruling.js';
import { concentricAttack, NEIGHBOURS, type ConcentricResult } from '../rules/concentric.js';
import { ATTACKER_ROLES, fireRoll, type FireResult } from '../rules/fire.js';
import { landing as landingRoll, type LandingResult } from '../rules/landing.js';
import { giWords } from '../words.js';
import { hexTerrainOption, hexTrenchOption, refuseCode } from './shared.js';

/** One combat roll (9.3), the Concentric Attack DRM (9.2.3 b), and a scenario 3 landing (13.3 a 4). */

export type { ConcentricResult, FireResult, LandingResult };

const fireInput = z
  .object({
    cs: z.number().int(),
    role: z.enum(['attacker', 'defender', 'attacker-reserve', 'defender-reserve']).default('attacker'),
    drm: z.number().int().optional(),
    terrain: z.number().int().default(0),
    trench: z.number().int().default(0),
    concentric: z.number().int().default(0),
    alpine: z.boolean().default(false),
    counterattack: z.boolean().default(false),
    surprise: z.boolean().default(false),
    skirmish: z.boolean().default(false),
    defendingFort: z.boolean().default(false),
    impetus: z.boolean().default(false),
    redCircle: z.number().int().default(0),
    infantryVsFort: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const attacking = ATTACKER_ROLES.includes(v.role);
    const attackerOnly: [string, boolean][] = [
      ['concentric', v.concentric > 0],
      ['alpine', v.alpine],
      ['counterattack', v.counterattack],
      ['infantryVsFort', v.infantryVsFort],
    ];
    const defenderOnly: [string, boolean][] = [
      ['defendingFort', v.defendingFort],
      ['impetus', v.impetus],
      ['redCircle', v.redCircle > 0],
    ];
    for (const [key, set] of attacking ? defenderOnly : attackerOnly)
      if (set) refuseCode(ctx, key, 'fire-role-only', { role: attacking ? 'defender' : 'attacker' });
    if ([v.counterattack, v.surprise, v.skirmish].filter(Boolean).length > 1)
      refuseCode(ctx, 'skirmish', 'one-fow-result');
    if (v.impetus && v.counterattack) refuseCode(ctx, 'impetus', 'impetus-counterattack');
    if (v.impetus && v.terrain === 0) refuseCode(ctx, 'terrain', 'impetus-terrain');
    const named = v.terrain > 0 || v.trench > 0 || v.concentric > 0 || v.alpine || v.counterattack;
    const namedDefence = v.defendingFort || v.impetus;
    if (v.drm !== undefined && (named || namedDefence || v.surprise)) refuseCode(ctx, 'drm', 'drm-or-named');
  });

export const fire = defineRuling({
  id: 'fire',
  nameIt: 'fuoco',
  description: loc(
    'One combat roll on the Battle Map: hit if d6 + DRM ≤ CS (9.3.1)',
    'Un tiro di combattimento sulla Mappa di Battaglia: colpo se d6 + DRM ≤ CS (9.3.1)',
  ),
  options: [
    option.integer('cs', loc('Firing CS (a pair of divisions: the sum)', 'CS di chi tira (due divisioni: la somma)'), {
      required: true,
      min: 0,
      max: 20,
      nameIt: 'cs',
    }),
    option.choice(
      'role',
      loc('Who fires (default attacker)', 'Chi tira (predefinito attaccante)'),
      [
        { value: 'attacker', name: loc('Attacker, front line', 'Attaccante, prima linea') },
        { value: 'defender', name: loc('Defender, front line', 'Difensore, prima linea') },
        {
          value: 'attacker-reserve',
          name: loc('Attacker reserve (free attack)', 'Riserva attaccante (attacco gratuito)'),
        },
        {
          value: 'defender-reserve',
          name: loc('Defender reserve (free attack)', 'Riserva difensore (attacco gratuito)'),
        },
      ],
      { nameIt: 'ruolo' },
    ),
    option.integer(
      'drm',
      loc('Net DRM, instead of the named modifiers', 'DRM netto, al posto dei modificatori per nome'),
      { min: -6, max: 6, nameIt: 'drm' },
    ),
    hexTerrainOption,
    hexTrenchOption,
    option.integer(
      'concentric',
      loc('Concentric Attack: 1 for −1, 2 for −2', 'Attacco Concentrico: 1 per −1, 2 per −2'),
      { min: 0, max: 2, nameIt: 'concentrico' },
    ),
    option.boolean(
      'alpine',
      loc('XIV Corps or Chasseurs Alpins in hex 102/103 (−1)', 'XIV Corpo o Chasseurs Alpins in 102/103 (−1)'),
      { nameIt: 'alpini' },
    ),
    option.boolean(
      'counterattack',
      loc('FoW 10 counterattack: +1 instead of all DRMs', 'FoW 10 contrattacco: +1 al posto di ogni DRM'),
      { nameIt: 'contrattacco' },
    ),
    option.boolean(
      'surprise',
      loc('FoW 8 Attacker Surprise: no terrain DRM', "FoW 8 Sorpresa dell'attaccante: niente DRM del terreno"),
      { nameIt: 'sorpresa' },
    ),
    option.boolean('skirmish', loc('FoW 4 Skirmish: hits only on a 1', 'FoW 4 Schermaglia: colpi solo con 1'), {
      nameIt: 'schermaglia',
    }),
    option.boolean(
      'defending-fort',
      loc('A defending fort is in the hex (−1 to defenders)', "Un forte difendente è nell'esagono (−1 ai difensori)"),
      { nameIt: 'forte-difendente' },
    ),
    option.boolean(
      'impetus',
      loc(
        'Impetus, Plan 17 Mandated Battle: defenders −TEM',
        'Impeto, Battaglia Obbligatoria Piano 17: difensori −TEM',
      ),
      { nameIt: 'impeto' },
    ),
    option.integer(
      'red-circle',
      loc(
        'Defending British or Belgian infantry units, +1 CS each',
        'Unità inglesi o di fanteria belga in difesa, +1 CS ognuna',
      ),
      { min: 0, max: 2, nameIt: 'cerchio-rosso' },
    ),
    option.boolean(
      'infantry-vs-fort',
      loc(
        'Infantry attacking a fort: hits only on a natural 1',
        'Fanteria che attacca un forte: colpo solo con 1 naturale',
      ),
      { nameIt: 'fanteria-contro-forte' },
    ),
  ],
  input: fireInput,
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = fireRoll(v, dice);
    return { ok: true, result: value, steps, rules };
  },
});

const concentricInput = z
  .object({
    occupied: z.number().int(),
    blocked: z.number().int().default(0),
    terrain: z.number().int().default(0),
    trench: z.number().int().default(0),
  })
  .superRefine((v, ctx) => {
    if (v.occupied + v.blocked > NEIGHBOURS)
      refuseCode(ctx, 'blocked', 'too-many-neighbours', { total: v.occupied + v.blocked });
  });

export const concentric = defineRuling({
  id: 'concentric',
  nameIt: 'concentrico',
  description: loc(
    'Concentric Attack: qualifying adjacent hexes → attacker DRM (9.2.3 b)',
    "Attacco Concentrico: esagoni adiacenti validi → DRM dell'attaccante (9.2.3 b)",
  ),
  options: [
    option.integer(
      'occupied',
      loc(
        'Adjacent friendly-controlled hexes with a friendly combat unit',
        'Esagoni adiacenti amici controllati con unità combattenti amiche',
      ),
      { required: true, min: 0, max: 6, nameIt: 'occupati' },
    ),
    option.integer(
      'blocked',
      loc(
        'Other adjacent friendly hexes whose shared hexside is blocked',
        'Altri esagoni adiacenti amici il cui lato in comune è bloccato',
      ),
      { min: 0, max: 6, nameIt: 'bloccati' },
    ),
    option.integer(
      'terrain',
      loc('Hex terrain value TEM, 0–2, for the net DRM', 'Valore del terreno TEM, 0–2, per il DRM netto'),
      { min: 0, max: 2, nameIt: 'terreno' },
    ),
    option.integer('trench', loc('Trench level, 0–2, for the net DRM', 'Livello di trincea, 0–2, per il DRM netto'), {
      min: 0,
      max: 2,
      nameIt: 'trincea',
    }),
  ],
  input: concentricInput,
  words: giWords,
  resolve(v) {
    const { value, steps, rules } = concentricAttack(v);
    return { ok: true, result: value, steps, rules };
  },
});

export const landing = defineRuling({
  id: 'landing',
  nameIt: 'sbarco',
  description: loc(
    'Scenario 3 landing against Germans: d6 instead of FoW, 1–2 surprise (13.3)',
    'Sbarco dello scenario 3 contro tedeschi: d6 invece delle FoW, 1–2 sorpresa (13.3)',
  ),
  options: [
    option.integer('terrain', loc('Landing hex terrain value TEM, 0–2', "Valore del terreno TEM dell'esagono, 0–2"), {
      min: 0,
      max: 2,
      nameIt: 'terreno',
    }),
  ],
  input: z.object({ terrain: z.number().int().optional() }),
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = landingRoll(v.terrain, dice);
    return { ok: true, result: value, steps, rules };
  },
});
