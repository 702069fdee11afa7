import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option, refuse } from '../../../core/ruling.js';
import { crtTable, type CrtGrid } from '../crt.js';
import { CE_STATUSES } from '../model.js';
import { artillery, inQuarters } from '../rules/artillery.js';
import { resolveCombat } from '../rules/combat.js';
import { combatIntensity } from '../rules/intensity.js';
import { missingCrtMessage, offensive1914Words } from '../words.js';
import {
  checkDoctrine,
  columnSchema,
  doctrineOptions,
  prOptions,
  refuseAt,
  statusOption,
  supportSrOption,
} from './options.js';

/** `combat` (9.1.1 f–j), `intensity` (9.8) and `artillery` (10.1). */

const sideSchema = {
  ce: z.number().optional(),
  status: z.enum(CE_STATUSES).optional(),
  support: z.boolean().default(false),
  art: z.number().default(0),
};

const combatInput = z
  .object({
    column: columnSchema,
    attPr: z.number(),
    defPr: z.number().optional(),
    attAlpins: z.boolean().default(false),
    defAlpins: z.boolean().default(false),
    fortress: z.enum(['none', 'with-units', 'alone']).default('none'),
    attIntense: z.boolean().default(false),
    defIntense: z.boolean().default(false),
    gt: z.number().optional(),
    allies: z.enum(['attacker', 'defender']).optional(),
    attCe: sideSchema.ce,
    attStatus: sideSchema.status,
    attSupport: sideSchema.support,
    attArt: sideSchema.art,
    defCe: sideSchema.ce,
    defStatus: sideSchema.status,
    defSupport: sideSchema.support,
    defArt: sideSchema.art,
    flanked: z.boolean().default(false),
    prepE: z.number().default(0),
    supportSr: z.enum(['one', 'per-level']).default('one'),
  })
  .superRefine((v, ctx) => {
    if (v.defPr === undefined && v.fortress !== 'alone') refuseAt(ctx, 'defPr', 'def-pr-missing');
    if (v.fortress === 'alone') {
      // 9.8 a Fortress defending alone cannot choose Intense; 12.2.1b it checks at CEL 11.
      if (v.defIntense) refuseAt(ctx, 'defIntense', 'fortress-alone-intense', undefined, '9.8');
      if (v.defCe !== undefined || v.defStatus || v.defSupport)
        refuseAt(ctx, 'defCe', 'fortress-alone-ce', undefined, '12.2.1b');
    }
    // 9.5.4 a hex containing a Fortress cannot be Flanked.
    if (v.flanked && v.fortress !== 'none') refuseAt(ctx, 'flanked', 'flanked-fortress', undefined, '9.5.4');
    checkDoctrine(v, ctx);
    for (const side of ['att', 'def'] as const) {
      const status = v[`${side}Status`];
      // 5.5.2 a Support unit has no CE status.
      if (status && v[`${side}Support`]) refuseAt(ctx, `${side}Status`, 'support-no-status', undefined, '5.5.2');
      if ((status || v[`${side}Support`]) && v[`${side}Ce`] === undefined)
        refuseAt(ctx, `${side}Ce`, 'base-ce-missing', { side });
    }
  });

export const combatRuling = defineRuling({
  id: 'combat',
  nameIt: 'combattimento',
  description: loc(
    'Combat: white and black dice, PR, 21.1, CRT (pack), Intensity, Post-Combat ECs',
    'Combattimento: dadi bianco e nero, PR, 21.1, CRT (pack), Intensità, EC post-combattimento',
  ),
  options: [
    option.string(
      'column',
      loc('Final odds column, e.g. 3:1 (from /oao odds)', 'Colonna finale, es. 3:1 (da /oao rapporto)'),
      {
        required: true,
        nameIt: 'colonna',
      },
    ),
    ...prOptions,
    option.choice(
      'fortress',
      loc('A Fortress in the defending hex', "Una Fortezza nell'esagono difendente"),
      [
        { value: 'none', name: loc('none', 'nessuna') },
        { value: 'with-units', name: loc('with Combat units', 'con unità Combattenti') },
        { value: 'alone', name: loc('alone', 'da sola') },
      ],
      { nameIt: 'fortezza' },
    ),
    option.boolean('att-intense', loc('The attacker declares Intense', "L'attaccante dichiara Intenso"), {
      nameIt: 'att-intenso',
    }),
    option.boolean('def-intense', loc('The defender declares Intense', 'Il difensore dichiara Intenso'), {
      nameIt: 'dif-intenso',
    }),
    ...doctrineOptions,
    option.integer('att-ce', loc('Attacker Base CE, to roll its EC', "CE Base dell'attaccante, per tirarne l'EC"), {
      min: 0,
      max: 20,
    }),
    statusOption(
      'att-status',
      'att-stato',
      'Attacker CE status (default full)',
      "Stato CE dell'attaccante (predefinito pieno)",
    ),
    option.boolean(
      'att-support',
      loc('The attacking Force is Support units only', 'La Forza attaccante è di sole unità di Supporto'),
      {
        nameIt: 'att-supporto',
      },
    ),
    option.integer(
      'att-art',
      loc('Artillery DRM to the attacker EC (10.1)', "DRM dell'Artiglieria all'EC dell'attaccante"),
      {
        min: -2,
        max: 3,
      },
    ),
    option.integer('def-ce', loc('Defender Base CE, to roll its EC', 'CE Base del difensore, per tirarne l’EC'), {
      min: 0,
      max: 20,
      nameIt: 'dif-ce',
    }),
    statusOption(
      'def-status',
      'dif-stato',
      'Defender CE status (default full)',
      'Stato CE del difensore (predefinito pieno)',
    ),
    option.boolean(
      'def-support',
      loc('The defending Force is Support units only', 'La Forza difendente è di sole unità di Supporto'),
      {
        nameIt: 'dif-supporto',
      },
    ),
    option.integer(
      'def-art',
      loc('Artillery DRM to the defender EC (10.1)', "DRM dell'Artiglieria all'EC del difensore"),
      {
        min: -2,
        max: 3,
        nameIt: 'dif-art',
      },
    ),
    option.boolean(
      'flanked',
      loc('Defender Flanked: +1 to its EC (9.5.2)', 'Difensore Aggirato sul Fianco: +1 al suo EC'),
      {
        nameIt: 'aggirato',
      },
    ),
    option.integer(
      'prep-e',
      loc('Prep Bombardment #E to the defender EC (13.3.4)', 'Bombardamento Prep #E all’EC del difensore'),
      {
        min: 0,
        max: 4,
      },
    ),
    supportSrOption,
  ],
  input: combatInput,
  tables: [crtTable],
  words: offensive1914Words,
  resolve(input, dice, ctx) {
    const grid = ctx.tables[crtTable.id] as CrtGrid | undefined;
    const combat = resolveCombat(input, dice, grid);
    if (!combat.ok) return combat;
    // Until the grid is loaded, the answer carries the message that says how to load it.
    const result = combat.value.missingTable ? { ...combat.value, message: missingCrtMessage('9.9.1') } : combat.value;
    return { ok: true, result, rules: combat.rules, steps: combat.steps };
  },
});

const retreatChoices = [
  { value: 'none', name: loc('no retreat symbol', 'nessun simbolo di ritirata') },
  { value: 'b1', name: loc('❶ regular retreat 1', '❶ ritirata regolare 1') },
  { value: 'b2', name: loc('❷ regular retreat 2', '❷ ritirata regolare 2') },
  { value: 'w1', name: loc('① intense retreat 1', '① ritirata intensa 1') },
];

const intensityInput = z
  .object({
    attIntense: z.boolean().default(false),
    defIntense: z.boolean().default(false),
    fortressAlone: z.boolean().default(false),
    plan: z.boolean().default(false),
    retreat: z.enum(['none', 'b1', 'b2', 'w1']).optional(),
  })
  .superRefine((v, ctx) => {
    // 9.8, 12.1.1 a Fortress defending alone cannot choose Intense combat.
    if (v.fortressAlone && v.defIntense) refuseAt(ctx, 'defIntense', 'fortress-alone-intense-combat');
    // 26.2.2 infantry of an army under a Strategic Plan attacks Intense.
    if (v.plan && !v.attIntense) refuseAt(ctx, 'attIntense', 'plan-intense', undefined, '26.2.2');
  });

export const intensityRuling = defineRuling({
  id: 'intensity',
  nameIt: 'intensita',
  description: loc(
    'Combat Intensity matrix and its effect on a CRT retreat (9.8)',
    "Matrice dell'Intensità del Combattimento ed effetto su una ritirata della CRT (9.8)",
  ),
  options: [
    option.boolean(
      'att-intense',
      loc('The attacker declares Intense (first)', "L'attaccante dichiara Intenso (per primo)"),
      {
        nameIt: 'att-intenso',
      },
    ),
    option.boolean('def-intense', loc('The defender declares Intense', 'Il difensore dichiara Intenso'), {
      nameIt: 'dif-intenso',
    }),
    option.boolean(
      'fortress-alone',
      loc('A Fortress defends alone (cannot be Intense)', 'Una Fortezza difende da sola (non può essere Intensa)'),
      {
        nameIt: 'fortezza-sola',
      },
    ),
    option.boolean(
      'plan',
      loc(
        'Attacking infantry of an army under a Strategic Plan (26.2.2)',
        'Fanteria attaccante di armata con Piano Strategico (26.2.2)',
      ),
      {
        nameIt: 'piano',
      },
    ),
    option.choice(
      'retreat',
      loc('Retreat symbol of the CRT result, to read its effects', 'Simbolo di ritirata del risultato della CRT'),
      retreatChoices,
      {
        nameIt: 'ritirata',
      },
    ),
  ],
  input: intensityInput,
  words: offensive1914Words,
  resolve(input) {
    const intensity = combatIntensity(input);
    const { battle, effect } = intensity.value;
    return {
      ok: true,
      result: {
        battle,
        ...(effect ? { retreat: effect.retreat, attackerSr: effect.attackerSr, defenderSr: effect.defenderSr } : {}),
      },
      rules: intensity.rules,
      steps: intensity.steps,
    };
  },
});

const artilleryInput = z.object({
  av: z.number(),
  de: z.number().superRefine((de, ctx) => {
    if (!inQuarters(de)) refuse(ctx, { code: 'de-quarters' });
  }),
});

export const artilleryRuling = defineRuling({
  id: 'artillery',
  nameIt: 'artiglieria',
  description: loc(
    'Artillery Table: enemy AV against own DE → own Post-Combat EC DRM (10.1)',
    "Tabella dell'Artiglieria: AV nemica contro le proprie DE → DRM al proprio EC (10.1)",
  ),
  options: [
    option.integer(
      'av',
      loc(
        'Opponent total AV (after Escarpment ½ and Mountainous max 2)',
        "AV totale dell'avversario (dopo Scarpata ½ e max 2 in Montagna)",
      ),
      {
        required: true,
        min: 0,
        max: 99,
      },
    ),
    option.number(
      'de',
      loc(
        'Own division-equivalents in the combat (quarters: 1.75)',
        'Proprie divisioni-equivalenti nel combattimento (quarti: 1.75)',
      ),
      {
        required: true,
        min: 0,
        max: 20,
      },
    ),
  ],
  input: artilleryInput,
  words: offensive1914Words,
  resolve(input) {
    const answer = artillery(input.av, input.de);
    return { ok: true, result: answer.value, rules: answer.rules, steps: answer.steps };
  },
});
