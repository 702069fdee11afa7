import { z } from 'zod';
import { problem, type Problem } from '../../../core/explain.js';
import { loc } from '../../../core/localized.js';
import { option, refuse } from '../../../core/ruling.js';
import { CE_STATUSES, HEX_TERRAINS } from '../model.js';
import { parseForces, parseOddsColumn } from '../notation.js';
import { doctrineApplies } from '../rules/combat.js';
import { CE_STATUS_NAMES, TERRAIN_NAMES } from '../words.js';

/**
 * What several 1914 rulings share: the options of the odds (`odds`, `repulse`), of the PR and the Allied Doctrine
 * (`combat`, `repulse`), of a Force's CE status (`combat`, `ec`, `forced-march`); the notations read into the model;
 * and the cross-field checks, each refusing with a Problem (worded in words.ts) on the option at fault.
 */

/** Refuses the input at `path` with one of the game's problems (core/ruling.ts names the option). */
export function refuseAt(
  ctx: z.RefinementCtx,
  path: string,
  code: string,
  params?: Problem['params'],
  rule?: string,
): void {
  refuse(ctx, problem(code, params, rule === undefined ? {} : { rule }).problem, path);
}

/** Attacking Forces in the notation of notation.ts. */
export const forcesSchema = z.string().transform((text, ctx) => {
  const parsed = parseForces(text);
  if (!parsed.ok) {
    refuse(ctx, parsed.problem);
    return z.NEVER;
  }
  return parsed.forces;
});

/** An odds column (`3:1`, `1:6`, `12:1`) as a ladder position. */
export const columnSchema = z.string().transform((text, ctx) => {
  const parsed = parseOddsColumn(text);
  if (!parsed.ok) {
    refuse(ctx, parsed.problem);
    return z.NEVER;
  }
  return parsed.index;
});

// ---------------------------------------------------------------------------------------------------------------
// Options shared by `odds` and `repulse`.

const terrainChoices = HEX_TERRAINS.map((t) => ({ value: t, name: TERRAIN_NAMES[t] }));

export const defenceOptions = [
  option.number('ds', loc('DS of the defending units with Ammo', 'DS delle unità difendenti con Munizioni'), {
    required: true,
    min: 0,
    max: 200,
  }),
  option.number(
    'ds-noammo',
    loc('DS of defending units without Ammo (halved, 9.4)', 'DS delle unità difendenti senza Munizioni (9.4)'),
    {
      min: 0,
      max: 200,
      nameIt: 'ds-senza-munizioni',
    },
  ),
  option.choice(
    'terrain',
    loc('Terrain of the defending hex (TEC)', "Terreno dell'esagono difendente (TEC)"),
    terrainChoices,
    {
      nameIt: 'terreno',
    },
  ),
  option.integer(
    'ds-bonus',
    loc('Terrain DS bonus, instead of the TEC reading (README)', 'Bonus DS del terreno, al posto della TEC (README)'),
    {
      min: 0,
      max: 9,
      nameIt: 'bonus-ds',
    },
  ),
];

export const shiftOptions = [
  option.boolean(
    'pa',
    loc('All attacking Combat units have a PA on the hex: 1R', "Tutti gli attaccanti hanno un PA sull'esagono: 1D"),
  ),
  option.boolean('flanked', loc('Defender Flanked (9.5): 2R', 'Difensore Aggirato sul Fianco (9.5): 2D'), {
    nameIt: 'aggirato',
  }),
  option.integer(
    'ip',
    loc('Improved Position level of the defender: 1L/2L', 'Livello della Postazione Protetta: 1S/2S'),
    {
      min: 0,
      max: 2,
    },
  ),
  option.boolean('uphill', loc('Attackers attack uphill (3.5): 1L', 'Gli attaccanti attaccano in alto (3.5): 1S'), {
    nameIt: 'in-alto',
  }),
  option.boolean('naval', loc('British Naval Support (21.2): 2L', 'Supporto Navale Inglese (21.2): 2S'), {
    nameIt: 'navale',
  }),
  option.boolean('fortress', loc('A Fortress is in the defending hex', "Una Fortezza è nell'esagono difendente"), {
    nameIt: 'fortezza',
  }),
];

export const tecReadingOption = option.choice(
  'tec-reading',
  loc('Hexside with the TEC "−2 AS" (README): Dense Forest or Marsh', 'Lato con il "−2 AS" della TEC (README)'),
  [
    { value: 'dense-forest', name: loc('Dense Forest', 'Foresta Fitta') },
    { value: 'marsh', name: loc('Marsh', 'Paludi') },
  ],
  { nameIt: 'lettura-tec' },
);

export const ammoRoundingOption = option.choice(
  'ammo-rounding',
  loc(
    'Halving without Ammo: exact, down or up (README)',
    'Dimezzamento senza Munizioni: esatto, per difetto o eccesso',
  ),
  [
    { value: 'exact', name: loc('exact (halves kept)', 'esatto') },
    { value: 'down', name: loc('round down', 'per difetto') },
    { value: 'up', name: loc('round up', 'per eccesso') },
  ],
  { nameIt: 'arrotonda-munizioni' },
);

export const oddsFields = {
  ds: z.number(),
  dsNoammo: z.number().default(0),
  terrain: z.enum(HEX_TERRAINS).default('open'),
  dsBonus: z.number().optional(),
  pa: z.boolean().default(false),
  flanked: z.boolean().default(false),
  ip: z.number().default(0),
  uphill: z.boolean().default(false),
  naval: z.boolean().default(false),
  fortress: z.boolean().default(false),
  tecReading: z.enum(['dense-forest', 'marsh']).default('dense-forest'),
  ammoRounding: z.enum(['exact', 'down', 'up']).default('exact'),
};

interface OddsFieldValues {
  ds: number;
  dsNoammo: number;
  flanked: boolean;
  fortress: boolean;
}

/** Cross-field checks shared by the rulings that compute odds. */
export function checkOdds(v: OddsFieldValues, ctx: z.RefinementCtx): void {
  // 9.5.4 a hex containing a Fortress cannot be Flanked.
  if (v.flanked && v.fortress) refuseAt(ctx, 'flanked', 'flanked-fortress', undefined, '9.5.4');
  if (v.ds + v.dsNoammo <= 0) refuseAt(ctx, 'ds', 'no-defence');
}

// ---------------------------------------------------------------------------------------------------------------
// Options shared by `combat` and `repulse`: the PR (9.7) and the Inferior Allied Doctrine (21.1).

export const prOptions = [
  option.integer('att-pr', loc('Highest PR among the attacking units', 'PR più alto delle unità attaccanti'), {
    required: true,
    min: 0,
    max: 9,
  }),
  option.integer('def-pr', loc('Highest PR among the defending units', 'PR più alto delle unità difendenti'), {
    min: 0,
    max: 9,
    nameIt: 'dif-pr',
  }),
  option.boolean(
    'att-alpins',
    loc(
      'That attacking Force has Chasseurs d’Alpins in Mountainous terrain: +1',
      'Quella Forza attaccante ha Chasseurs d’Alpins in Montagna: +1',
    ),
    {
      nameIt: 'att-alpins',
    },
  ),
  option.boolean(
    'def-alpins',
    loc(
      'That defending Force has Chasseurs d’Alpins in Mountainous terrain: +1',
      'Quella Forza difendente ha Chasseurs d’Alpins in Montagna: +1',
    ),
    {
      nameIt: 'dif-alpins',
    },
  ),
];

export const doctrineOptions = [
  option.integer(
    'gt',
    loc(
      'Game Turn (21.1: Inferior Allied Doctrine in GT 1–5)',
      'Turno di Gioco (21.1: Dottrina Alleata Inferiore GT 1–5)',
    ),
    {
      min: 1,
      max: 30,
    },
  ),
  option.choice(
    'allies',
    loc('Which side is Allied', 'Quale parte è Alleata'),
    [
      { value: 'attacker', name: loc('the attacker', "l'attaccante") },
      { value: 'defender', name: loc('the defender', 'il difensore') },
    ],
    { nameIt: 'alleati' },
  ),
];

/** 21.1 in GT 1–5 the dice depend on which side is Allied. */
export function checkDoctrine(v: { gt?: number | undefined; allies?: string | undefined }, ctx: z.RefinementCtx): void {
  if (doctrineApplies(v.gt) && v.allies === undefined) refuseAt(ctx, 'allies', 'allies-missing', undefined, '21.1');
}

// ---------------------------------------------------------------------------------------------------------------
// A Force's CE status (6.1.4) and the Support unit reading (5.5.2): `combat`, `ec`, `forced-march`.

const statusChoices = CE_STATUSES.map((s) => ({ value: s, name: CE_STATUS_NAMES[s] }));

export const statusOption = (name: string, nameIt: string, en: string, it: string) =>
  option.choice(name, loc(en, it), statusChoices, { nameIt });

export const supportSrOption = option.choice(
  'support-sr',
  loc(
    'SR a failing Support unit takes: one, or one per CE level (README)',
    'SR di una unità di Supporto che fallisce: una, o una per livello',
  ),
  [
    { value: 'one', name: loc('one (5.5.2)', 'una (5.5.2)') },
    { value: 'per-level', name: loc('one per CE level', 'una per livello CE') },
  ],
  { nameIt: 'sr-supporto' },
);
