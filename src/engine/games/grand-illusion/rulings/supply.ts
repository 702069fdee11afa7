import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option } from '../../../core/ruling.js';
import {
  attritionCheck,
  EMERGENCY_SUPPLY_FROM_TURN,
  recovery as recoveryOf,
  type AttritionResult,
} from '../rules/supply.js';
import { giWords } from '../words.js';
import { besiegedForts, checkAntwerp } from './forts.js';
import { refuseCode } from './shared.js';

/** The Administrative Phase's supply consequences: attrition (11.2.6) and recovery (11.2.7, 9.8.3, 13.1). */

export type { AttritionResult };

const attritionInput = z
  .object({
    supply: z.enum(['in', 'out', 'emergency']),
    intact: z.number().int().default(0),
    disorganized: z.number().int().default(0),
    hq: z.number().int().default(0),
    ha: z.number().int().default(0),
    besieged: besiegedForts().optional(),
    invadeHolland: z.boolean().default(false),
    turn: z.number().int().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.besieged) checkAntwerp(ctx, v.besieged, v.invadeHolland, 'besieged');
    if (v.supply === 'emergency' && v.turn !== undefined && v.turn < EMERGENCY_SUPPLY_FROM_TURN)
      refuseCode(ctx, 'turn', 'emergency-turn');
    if (v.intact + v.disorganized + v.hq + v.ha === 0 && !v.besieged) refuseCode(ctx, 'intact', 'attrition-nothing');
  });

export const attrition = defineRuling({
  id: 'attrition',
  nameIt: 'attrito',
  description: loc(
    'Attrition check: out-of-supply effects and besieged forts’ surrender rolls (11.2.6)',
    "Controllo per l'attrito: effetti del fuori rifornimento e resa dei forti assediati (11.2.6)",
  ),
  options: [
    option.choice(
      'supply',
      loc('Supply of the units checked', 'Rifornimento delle unità controllate'),
      [
        { value: 'in', name: loc('In supply', 'Riforniti') },
        { value: 'out', name: loc('Out of supply', 'Fuori rifornimento') },
        {
          value: 'emergency',
          name: loc('German emergency supply via hex 44', 'Rifornimento di emergenza tedesco via esagono 44'),
        },
      ],
      { required: true, nameIt: 'rifornimento' },
    ),
    option.integer('intact', loc('Non-Disorganized combat units', 'Unità combattenti non disorganizzate'), {
      min: 0,
      max: 40,
      nameIt: 'intatte',
    }),
    option.integer('disorganized', loc('Disorganized combat units', 'Unità combattenti disorganizzate'), {
      min: 0,
      max: 40,
      nameIt: 'disorganizzate',
    }),
    option.integer('hq', loc('HQs', 'HQ'), { min: 0, max: 12, nameIt: 'hq' }),
    option.integer('ha', loc('German heavy artillery units', 'Unità di artiglieria pesante tedesca'), {
      min: 0,
      max: 4,
      nameIt: 'ha',
    }),
    option.string(
      'besieged',
      loc(
        'Besieged forts to roll for, e.g. "maubeuge, namur"',
        'Forti assediati per cui tirare, es. "maubeuge, namur"',
      ),
      { nameIt: 'assediati' },
    ),
    option.boolean(
      'invade-holland',
      loc(
        'Scenario 3 German option 5: Antwerp can be besieged',
        'Scenario 3 opzione tedesca 5: Anversa può essere assediata',
      ),
      { nameIt: 'olanda' },
    ),
    option.integer(
      'turn',
      loc(
        'Current turn (emergency supply only from turn 3)',
        'Turno attuale (rifornimento di emergenza solo dal turno 3)',
      ),
      { min: 1, max: 15, nameIt: 'turno' },
    ),
  ],
  input: attritionInput,
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = attritionCheck(v, dice);
    return { ok: true, result: value, steps, rules };
  },
});

const recoveryInput = z
  .object({
    disorganized: z.number().int(),
    supplied: z.number().int().optional(),
    enemy: z.boolean().default(false),
    fatigue: z.boolean().default(false),
    emergency: z.boolean().default(false),
    hq: z.boolean().default(false),
    byCap: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // 9.8.3: no CAP rally in a hex holding enemy combat units or forts.
    if (v.byCap && v.enemy) refuseCode(ctx, 'enemy', 'rally-enemy');
    if (v.enemy && !v.byCap && v.supplied === undefined) refuseCode(ctx, 'supplied', 'recovery-needs-supplied');
    if (v.supplied !== undefined && v.supplied < v.disorganized)
      refuseCode(ctx, 'supplied', 'supplied-below-disorganized');
  });

export const recovery = defineRuling({
  id: 'recovery',
  nameIt: 'recupero',
  description: loc(
    'How many Disorganized units in a hex recover (11.2.7, 9.8.3, fatigue 13.1)',
    'Quante unità disorganizzate di un esagono si riprendono (11.2.7, 9.8.3, affaticamento 13.1)',
  ),
  options: [
    option.integer(
      'disorganized',
      loc('Supplied Disorganized combat units in the hex', "Unità combattenti disorganizzate rifornite nell'esagono"),
      { required: true, min: 0, max: 40, nameIt: 'disorganizzate' },
    ),
    option.integer(
      'supplied',
      loc('All supplied friendly combat units in the hex', "Tutte le unità combattenti amiche rifornite nell'esagono"),
      { min: 0, max: 40, nameIt: 'rifornite' },
    ),
    option.boolean(
      'enemy',
      loc('The hex holds an enemy combat unit or fort', "L'esagono contiene un'unità combattente o un forte nemico"),
      { nameIt: 'nemici' },
    ),
    option.boolean(
      'fatigue',
      loc(
        'Scenario 1 from turn 12: fatigue, at most half (rounded up)',
        'Scenario 1 dal turno 12: affaticamento, al massimo metà (per eccesso)',
      ),
      { nameIt: 'affaticamento' },
    ),
    option.boolean(
      'emergency',
      loc('German units on emergency supply (11.2.1 c)', 'Unità tedesche in rifornimento di emergenza (11.2.1 c)'),
      { nameIt: 'emergenza' },
    ),
    option.boolean(
      'hq',
      loc('The hex holds an HQ (emergency supply)', "L'esagono contiene un HQ (rifornimento di emergenza)"),
      { nameIt: 'hq' },
    ),
    option.boolean(
      'by-cap',
      loc(
        'Rally in the Action Phase for 1 CAP (9.8.3), not in Admin F',
        'Recupero nella Fase di Azione per 1 CAP (9.8.3), non nel segmento F',
      ),
      { nameIt: 'con-cap' },
    ),
  ],
  input: recoveryInput,
  words: giWords,
  resolve(v) {
    const { value, steps, rules } = recoveryOf(v);
    return { ok: true, result: value, steps, rules };
  },
});
