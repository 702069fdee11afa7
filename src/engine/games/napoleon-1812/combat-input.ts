import { z } from 'zod';
import { loc } from '../../core/localized.js';
import { option, type RulingOption } from '../../core/ruling.js';
import { MAX_CR } from './activation.js';
import { TERRAIN_NAME, TERRAINS, type FatigueOn, type Terrain } from './combat-values.js';
import { sideOption, type Side } from './sides.js';
import {
  add,
  MAX_STACK_UNITS,
  sum,
  supportSchema,
  totalUnits,
  unitsSchema,
  type SupportStack,
  type Units,
} from './units.js';
import { refuse } from './input-errors.js';

/** The inputs of the `combat` ruling: its options, their validation (10.1, 4.4, 16.2, 16.4) and their readings. */

/** ⚠ what "the attacking stack" of 11.3 (and 11.1, 11.5, 11.14–11.16) counts: the ordered units or the whole stack. */
export type ArmsFrom = 'attacking' | 'stack';
export type AttackerAbility = 'none' | 'napoleon' | 'platov' | 'murat' | 'grouchy';
export type DefenderAbility = 'none' | 'napoleon';

export interface CombatInput {
  readonly side: Side;
  readonly attackers: Units;
  readonly others?: Units;
  readonly defenders: Units;
  readonly attackerCr: number;
  readonly defenderCr: number;
  readonly attackerCommand?: number;
  readonly defenderCommand?: number;
  readonly attackerLeader: AttackerAbility;
  readonly defenderLeader: DefenderAbility;
  readonly attackerForcedMarch: boolean;
  readonly attackerCombats: number;
  readonly defenderForcedMarch: boolean;
  readonly defenderCombats: number;
  readonly attackerSupport: readonly SupportStack[];
  readonly defenderSupport: readonly SupportStack[];
  readonly terrain: Terrain;
  readonly river: boolean;
  readonly fatigueOn: FatigueOn;
  readonly armsFrom: ArmsFrom;
}

const MAX_COMBATS = 20;

const combatsOption = (who: 'attacker' | 'defender', it: string) =>
  option.integer(
    `${who}-combats`,
    who === 'attacker'
      ? loc(
          'Combats the attacking stack already fought this turn (11.2)',
          'Combattimenti già sostenuti dallo stack attaccante nel turno (11.2)',
        )
      : loc(
          'Combats the defending stack already fought this turn (11.2)',
          'Combattimenti già sostenuti dallo stack difensore nel turno (11.2)',
        ),
    { min: 0, max: MAX_COMBATS, nameIt: it },
  );

export const combatInputSchema = z
  .object({
    side: z.enum(['french', 'russian']),
    attackers: unitsSchema(),
    others: unitsSchema().optional(),
    defenders: unitsSchema(),
    attackerCr: z.number().int().default(0),
    defenderCr: z.number().int().default(0),
    attackerCommand: z.number().int().optional(),
    defenderCommand: z.number().int().optional(),
    attackerLeader: z.enum(['none', 'napoleon', 'platov', 'murat', 'grouchy']).default('none'),
    defenderLeader: z.enum(['none', 'napoleon']).default('none'),
    attackerForcedMarch: z.boolean().default(false),
    attackerCombats: z.number().int().default(0),
    defenderForcedMarch: z.boolean().default(false),
    defenderCombats: z.number().int().default(0),
    attackerSupport: supportSchema().default([]),
    defenderSupport: supportSchema().default([]),
    terrain: z.enum(['clear', 'city', 'fortified-city', 'forest', 'marsh', 'rough']).default('clear'),
    river: z.boolean().default(false),
    fatigueOn: z.enum(['value', 'cf']).default('value'),
    armsFrom: z.enum(['attacking', 'stack']).default('attacking'),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, en: string, it: string): void => {
      refuse(ctx, en, it, path);
    };
    if (sum(input.attackers.disrupted) > 0) {
      issue(
        'attackers',
        'every unit of the attacking stack must be in good order (10.1)',
        'tutte le unità dello stack attaccante devono essere in buon ordine (10.1)',
      );
    }
    if (input.others && sum(input.others.disrupted) > 0) {
      issue(
        'others',
        'every unit of the attacking stack must be in good order, not only those attacking (10.1)',
        'tutte le unità dello stack attaccante devono essere in buon ordine, non solo quelle che attaccano (10.1)',
      );
    }
    const stackSize = totalUnits(input.attackers) + (input.others ? totalUnits(input.others) : 0);
    if (stackSize > MAX_STACK_UNITS) {
      issue(
        'others',
        `attackers and the rest of their stack are at most ${MAX_STACK_UNITS} units (4.4), not ${stackSize}`,
        `attaccanti e resto dello stack sono al massimo ${MAX_STACK_UNITS} unità (4.4), non ${stackSize}`,
      );
    }
    const frenchOnly =
      input.attackerLeader === 'napoleon' || input.attackerLeader === 'murat' || input.attackerLeader === 'grouchy';
    if (frenchOnly && input.side !== 'french') {
      issue(
        'attackerLeader',
        `${input.attackerLeader} is a French leader (16.4): the attacker must be French`,
        `${input.attackerLeader} è un Comandante francese (16.4): l'attaccante deve essere francese`,
      );
    }
    if (input.attackerLeader === 'platov' && input.side !== 'russian') {
      issue(
        'attackerLeader',
        'Platov is a Russian leader (16.4): the attacker must be Russian',
        "Platov è un Comandante russo (16.4): l'attaccante deve essere russo",
      );
    }
    if (input.defenderLeader === 'napoleon' && input.side !== 'russian') {
      issue(
        'defenderLeader',
        'Napoleon defends only against a Russian attacker (--side russian)',
        'Napoleone difende solo contro un attaccante russo (--side russian)',
      );
    }
    const group = attackingGroup(input);
    if (input.attackerCommand !== undefined && input.attackerCommand > sum(group.good)) {
      issue(
        'attackerCommand',
        `at most ${sum(group.good)}, the units of the attacking stack (16.2)`,
        `al massimo ${sum(group.good)}, le unità dello stack attaccante (16.2)`,
      );
    }
    if (input.defenderCommand !== undefined && input.defenderCommand > sum(input.defenders.good)) {
      issue(
        'defenderCommand',
        `at most ${sum(input.defenders.good)}, the good-order defending units (16.2)`,
        `al massimo ${sum(input.defenders.good)}, le unità difendenti in buon ordine (16.2)`,
      );
    }
  });

/** The units "the attacking stack" means in 11.1, 11.3, 11.5, 11.14–11.16, per the `arms-from` reading. */
export function attackingGroup(input: Pick<CombatInput, 'attackers' | 'others' | 'armsFrom'>): Units {
  if (input.armsFrom === 'attacking' || !input.others) return input.attackers;
  return {
    good: add(input.attackers.good, input.others.good),
    disrupted: add(input.attackers.disrupted, input.others.disrupted),
  };
}

export const COMBAT_OPTIONS: readonly RulingOption[] = [
  sideOption(loc("The attacker's side", "La parte dell'attaccante")),
  option.string(
    'attackers',
    loc(
      'Units ordered to attack, e.g. 2I,1C,1A (all in good order, 10.1)',
      "Unità a cui è dato l'ordine di attacco, ad es. 2I,1C,1A (10.1)",
    ),
    {
      required: true,
      nameIt: 'attaccanti',
    },
  ),
  option.string(
    'others',
    loc(
      'Units of the attacking stack that do not attack, e.g. 1A',
      'Unità dello stack attaccante che non attaccano, ad es. 1A',
    ),
    {
      nameIt: 'altri',
    },
  ),
  option.string(
    'defenders',
    loc(
      'Defending stack, e.g. 2I,1C,1Id (d = disrupted)',
      'Stack che si difende, ad es. 2I,1C,1Id (d = disorganizzata)',
    ),
    {
      required: true,
      nameIt: 'difensori',
    },
  ),
  option.integer(
    'attacker-cr',
    loc(
      "CR of the attacking stack's leader (11.5; 0 if none)",
      'CR del Comandante dello stack attaccante (11.5; 0 se nessuno)',
    ),
    {
      min: 0,
      max: MAX_CR,
      nameIt: 'cr-attaccante',
    },
  ),
  option.integer(
    'defender-cr',
    loc(
      "CR of the defending stack's leader (11.7; 0 if none)",
      'CR del Comandante dello stack difensore (11.7; 0 se nessuno)',
    ),
    {
      min: 0,
      max: MAX_CR,
      nameIt: 'cr-difensore',
    },
  ),
  option.integer(
    'attacker-command',
    loc(
      'Advanced 16.2: attacking units under that leader’s command (CR cap)',
      'Avanzate 16.2: unità attaccanti al comando di quel Comandante (limite al CR)',
    ),
    {
      min: 0,
      max: MAX_STACK_UNITS,
      nameIt: 'comando-attaccante',
    },
  ),
  option.integer(
    'defender-command',
    loc(
      'Advanced 16.2: defending units under that leader’s command (CR cap)',
      'Avanzate 16.2: unità difendenti al comando di quel Comandante (limite al CR)',
    ),
    {
      min: 0,
      max: MAX_STACK_UNITS,
      nameIt: 'comando-difensore',
    },
  ),
  option.choice(
    'attacker-leader',
    loc(
      'Advanced 16.4: special ability of the highest-ranking attacking leader',
      'Avanzate 16.4: caratteristica del Comandante attaccante di grado più alto',
    ),
    [
      { value: 'none', name: loc('None', 'Nessuna') },
      { value: 'napoleon', name: loc('Napoleon: +1 CF per unit, max +3', 'Napoleone: +1 CF per unità, max +3') },
      { value: 'platov', name: loc('Platov: +1 CF per cavalry', 'Platov: +1 CF per cavalleria') },
      { value: 'murat', name: loc('Murat: +1 CF per cavalry', 'Murat: +1 CF per cavalleria') },
      { value: 'grouchy', name: loc('Grouchy: +1 CF per cavalry', 'Grouchy: +1 CF per cavalleria') },
    ],
    { nameIt: 'abilita-attaccante' },
  ),
  option.choice(
    'defender-leader',
    loc(
      'Advanced 16.4: special ability of the highest-ranking defending leader',
      'Avanzate 16.4: caratteristica del Comandante difensore di grado più alto',
    ),
    [
      { value: 'none', name: loc('None', 'Nessuna') },
      { value: 'napoleon', name: loc('Napoleon: +1 CF per unit, max +3', 'Napoleone: +1 CF per unità, max +3') },
    ],
    { nameIt: 'abilita-difensore' },
  ),
  option.boolean(
    'attacker-forced-march',
    loc(
      'A unit of the attacking stack used a Forced March (11.2)',
      'Un’unità dello stack attaccante ha usato la Marcia Forzata (11.2)',
    ),
    {
      nameIt: 'marcia-forzata-att',
    },
  ),
  combatsOption('attacker', 'combattimenti-att'),
  option.boolean(
    'defender-forced-march',
    loc(
      'A unit of the defending stack used a Forced March (11.2)',
      'Un’unità dello stack difensore ha usato la Marcia Forzata (11.2)',
    ),
    {
      nameIt: 'marcia-forzata-dif',
    },
  ),
  combatsOption('defender', 'combattimenti-dif'),
  option.string(
    'attacker-support',
    loc(
      "Attacker's support stacks that joined, e.g. 3l,2ar (see README)",
      "Stack di supporto all'attaccante intervenuti, ad es. 3l,2ar (vedi README)",
    ),
    {
      nameIt: 'supporto-att',
    },
  ),
  option.string(
    'defender-support',
    loc(
      "Defender's support stacks that joined, e.g. 2l,1mc1",
      'Stack di supporto al difensore intervenuti, ad es. 2l,1mc1',
    ),
    {
      nameIt: 'supporto-dif',
    },
  ),
  option.choice(
    'terrain',
    loc("Terrain of the defender's hex (11.4, 11.5)", "Terreno dell'esagono del difensore (11.4, 11.5)"),
    TERRAINS.map((value) => ({ value, name: TERRAIN_NAME[value] })),
    { nameIt: 'terreno' },
  ),
  option.boolean(
    'river',
    loc('The attack crosses a river, bridge or not (11.4)', "L'attacco attraversa un fiume, con o senza ponte (11.4)"),
    {
      nameIt: 'fiume',
    },
  ),
  option.choice(
    'fatigue-on',
    loc(
      '⚠ 11.2 fatigue divides the whole value (default) or the CF sum only',
      '⚠ La fatica 11.2 divide tutto il valore (predefinito) o solo la somma dei CF',
    ),
    [
      { value: 'value', name: loc('Whole value (11.3 "tale valore")', 'Tutto il valore (11.3 "tale valore")') },
      { value: 'cf', name: loc('CF sum only (11.2)', 'Solo la somma dei CF (11.2)') },
    ],
    { nameIt: 'fatica-su' },
  ),
  option.choice(
    'arms-from',
    loc(
      '⚠ Combined arms (11.3) count the attacking units (default) or the whole stack',
      '⚠ Armi combinate (11.3): unità attaccanti (predefinito) o tutto lo stack',
    ),
    [
      { value: 'attacking', name: loc('Units ordered to attack', "Unità con l'ordine di attacco") },
      { value: 'stack', name: loc('Whole attacking stack', 'Tutto lo stack attaccante') },
    ],
    { nameIt: 'armi-da' },
  ),
];
