import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, notationField, blame, defineRuling, option, type RulingOption } from '../../../core/ruling.js';
import { TERRAINS } from '../model.js';
import { MAX_CR, readSupport, readUnits } from '../notation.js';
import { combatInputProblem, fight, type CombatInput, type CombatResult } from '../rules/combat.js';
import { hitsOnWinner, type WinnerHitsResult } from '../rules/hits.js';
import { MAX_STACK_UNITS } from '../rules/tables.js';
import { TERRAIN_NAME, words } from '../words.js';
import { sideOption } from './options.js';

/** The `combat` ruling (rule 11, with 4.4, 10.1, 14.6, 16.2, 16.4) and `winner-hits` (11.15 on its own). */

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

const units = notationField((text) => readUnits(text));
const support = notationField(readSupport);

export const combatInputSchema = z
  .object({
    side: z.enum(['french', 'russian']),
    attackers: units,
    others: units.optional(),
    defenders: units,
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
    attackerSupport: support.default([]),
    defenderSupport: support.default([]),
    terrain: z.enum(['clear', 'city', 'fortified-city', 'forest', 'marsh', 'rough']).default('clear'),
    river: z.boolean().default(false),
    fatigueOn: z.enum(['value', 'cf']).default('value'),
    armsFrom: z.enum(['attacking', 'stack']).default('attacking'),
  })
  .superRefine((input, ctx) => blame(ctx, combatInputProblem(input)));

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

export const combat = defineRuling<CombatInput, CombatResult>({
  id: 'combat',
  nameIt: 'combattimento',
  description: loc(
    'Full combat (11): attack and defence values, support, fatigue, three d6, hits and retreat',
    'Combattimento completo (11): valori di attacco e difesa, supporto, fatica, tre d6, danni e ritirata',
  ),
  options: COMBAT_OPTIONS,
  input: combatInputSchema,
  words,
  resolve: (input, dice) => resolutionOf(fight(input, dice)),
});

/** Bound of the input only: a final value is a handful of units, leaders, support and a d6. */
export const MAX_DIFFERENCE = 60;

export const winnerHitsRuling = defineRuling<{ diff: number; loserGoodOrder: number }, WinnerHitsResult>({
  id: 'winner-hits',
  nameIt: 'danni-vincitore',
  description: loc(
    'Hits the loser inflicts on the winner (11.15): ⌊diff/2⌋ and d6 1–2 −1, 5–6 +1',
    'Danni del perdente al vincitore (11.15): ⌊diff/2⌋ e d6 1–2 −1, 5–6 +1',
  ),
  options: [
    option.integer(
      'diff',
      loc('Difference between the final values, |FAV − FDV|', 'Differenza tra i valori finali, |FAV − FDV|'),
      {
        required: true,
        min: 1,
        max: MAX_DIFFERENCE,
      },
    ),
    option.integer(
      'loser-good-order',
      loc(
        "Good-order units on the loser's side before combat, support included",
        'Unità in buon ordine del perdente prima del combattimento, supporto incluso',
      ),
      { required: true, min: 0, max: 36, nameIt: 'buon-ordine-perdente' },
    ),
  ],
  input: z.object({ diff: z.number().int(), loserGoodOrder: z.number().int() }),
  words,
  resolve: ({ diff, loserGoodOrder }, dice) => resolutionOf(hitsOnWinner(diff, loserGoodOrder, dice)),
});
