import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { defineRuling, option } from '../../../core/ruling.js';
import type { Side } from '../model.js';
import { capForTurn, leaderFits, type CapResult } from '../rules/cap.js';
import { fortunesOfWar, type FortunesResult } from '../rules/fortunes.js';
import { initiativeFor, type InitiativeResult } from '../rules/initiative.js';
import { CAP_COLUMNS, CAP_MAX } from '../rules/tables.js';
import { CAP_COLUMN_NAME, giWords } from '../words.js';
import { checkTurnInScenario, refuseCode, scenarioOption, SIDE_CHOICES, turnOption } from './shared.js';

/** The turn's opening rolls: CAP (5.1), initiative (6.0), and the Fortunes of War before each battle (9.1.4). */

export type { CapResult, FortunesResult, InitiativeResult };

const capInput = z
  .object({
    side: z.enum(['allied', 'german']),
    leader: z.enum(['joffre', 'joffre2', 'moltke', 'falkenhayn']).optional(),
    turn: z.number().int(),
    scenario: z.number().int(),
    empiresInArms: z.boolean().default(false),
    moreTroops: z.boolean().default(false),
    moreTroopsTurn: z.number().int().default(1),
  })
  .superRefine((v, ctx) => {
    checkTurnInScenario(ctx, v.turn, v.scenario);
    if (v.leader && !leaderFits(v.side, v.leader)) refuseCode(ctx, 'leader', 'leader-side', { side: v.side });
    const options: [string, boolean, Side, string][] = [
      ['empiresInArms', v.empiresInArms, 'allied', '13.3 a 3'],
      ['moreTroops', v.moreTroops, 'german', '13.3 b 4'],
    ];
    for (const [key, set, side, rule] of options) {
      if (!set) continue;
      if (v.scenario !== 3) refuseCode(ctx, key, 'scenario-3-option', { rule });
      else if (v.side !== side) refuseCode(ctx, key, 'option-of-side', { side, rule });
    }
  });

export const cap = defineRuling({
  id: 'cap',
  nameIt: 'cap',
  description: loc(
    "A side's Command Administrative Points for the turn (5.1, CAP table)",
    'I Punti Comando Amministrativi di una parte nel turno (5.1, Tabella CAP)',
  ),
  options: [
    option.choice('side', loc('Which side', 'Quale parte'), SIDE_CHOICES, { required: true, nameIt: 'parte' }),
    option.choice(
      'leader',
      loc(
        'CAP column (default Joffre / Moltke, before the General Retreat)',
        'Colonna CAP (predefinita Joffre / Moltke, prima della Ritirata Generale)',
      ),
      CAP_COLUMNS.map((c) => ({ value: c, name: CAP_COLUMN_NAME[c] })),
      { nameIt: 'comandante' },
    ),
    turnOption(),
    scenarioOption(),
    option.boolean(
      'empires-in-arms',
      loc('Scenario 3 Allied option 3: +1 CAP from turn 10', 'Scenario 3 opzione alleata 3: +1 CAP dal turno 10'),
      { nameIt: 'imperi-in-armi' },
    ),
    option.boolean(
      'more-troops',
      loc(
        'Scenario 3 German option 4: +1 CAP from its entry turn',
        'Scenario 3 opzione tedesca 4: +1 CAP dal turno di entrata',
      ),
      { nameIt: 'piu-truppe' },
    ),
    option.integer(
      'more-troops-turn',
      loc(
        'Entry turn of the More troops group, 1 or 2 (default 1)',
        'Turno di entrata di Più truppe, 1 o 2 (predefinito 1)',
      ),
      { min: 1, max: 2, nameIt: 'turno-piu-truppe' },
    ),
  ],
  input: capInput,
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = capForTurn(v, dice);
    return { ok: true, result: value, steps, rules };
  },
});

export const initiative = defineRuling({
  id: 'initiative',
  nameIt: 'iniziativa',
  description: loc(
    'Who has the initiative this turn (6.0): fixed turns, else both roll, ties German',
    "Chi ha l'iniziativa nel turno (6.0): turni fissi, altrimenti tirano entrambi, pari al tedesco",
  ),
  options: [turnOption(), scenarioOption()],
  input: z
    .object({ turn: z.number().int(), scenario: z.number().int() })
    .superRefine((v, ctx) => checkTurnInScenario(ctx, v.turn, v.scenario)),
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = initiativeFor(v.turn, v.scenario, dice);
    return { ok: true, result: value, steps, rules };
  },
});

const capOption = (side: Side) =>
  option.integer(
    `${side}-cap`,
    side === 'allied'
      ? loc('Allied CAP remaining, 0–10', 'CAP alleati rimanenti, 0–10')
      : loc('German CAP remaining, 0–10', 'CAP tedeschi rimanenti, 0–10'),
    { min: 0, max: CAP_MAX, nameIt: side === 'allied' ? 'cap-alleati' : 'cap-tedeschi' },
  );
const mandatedOption = (side: Side) =>
  option.integer(
    `${side}-mandated`,
    side === 'allied'
      ? loc('Allied Mandated Battles remaining marker', 'Segnalino Battaglie Obbligatorie alleate rimanenti')
      : loc('German Mandated Battles remaining marker', 'Segnalino Battaglie Obbligatorie tedesche rimanenti'),
    { min: 0, max: CAP_MAX, nameIt: side === 'allied' ? 'obbligatorie-alleate' : 'obbligatorie-tedesche' },
  );

const fortunesInput = z
  .object({
    turn: z.number().int(),
    attacker: z.enum(['allied', 'german']),
    plan17: z.boolean().default(false),
    entrenched: z.boolean().default(false),
    hex: z.number().int().optional(),
    allenby: z.boolean().default(false),
    secondActivation: z.boolean().default(false),
    alliedCap: z.number().int().optional(),
    germanCap: z.number().int().optional(),
    alliedMandated: z.number().int().optional(),
    germanMandated: z.number().int().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.plan17 && v.attacker !== 'allied') refuseCode(ctx, 'plan17', 'plan17-attacker');
    if (v.allenby && (v.turn > 2 || v.attacker !== 'german')) refuseCode(ctx, 'allenby', 'allenby-conditions');
    for (const side of ['allied', 'german'] as const) {
      const mandated = side === 'allied' ? v.alliedMandated : v.germanMandated;
      const capLeft = side === 'allied' ? v.alliedCap : v.germanCap;
      if (mandated !== undefined && capLeft === undefined)
        refuseCode(ctx, `${side}Cap`, 'mandated-needs-cap', { side });
    }
  });

const given = <T>(entries: [Side, T | undefined][]): Partial<Record<Side, T>> => {
  const out: Partial<Record<Side, T>> = {};
  for (const [side, value] of entries) if (value !== undefined) out[side] = value;
  return out;
};

export const fortunes = defineRuling({
  id: 'fortunes',
  nameIt: 'fortune',
  description: loc(
    'Fortunes of War: 2d6 before each battle, with its modifications (9.1.4)',
    'Fortune della Guerra: 2d6 prima di ogni battaglia, con le sue modifiche (9.1.4)',
  ),
  options: [
    turnOption(),
    option.choice(
      'attacker',
      loc('The attacking side (the initiative player)', "La parte che attacca (chi ha l'iniziativa)"),
      SIDE_CHOICES,
      { required: true, nameIt: 'attaccante' },
    ),
    option.boolean(
      'plan17',
      loc(
        'Allied (Plan 17) Mandated Battle: FoW 3, 7, 10 no effect',
        'Battaglia Obbligatoria alleata (Piano 17): FoW 3, 7, 10 senza effetto',
      ),
      { nameIt: 'piano17' },
    ),
    option.boolean(
      'entrenched',
      loc('The battle hex has a trench marker', "L'esagono di battaglia ha un segnalino di trincea"),
      { nameIt: 'trincerato' },
    ),
    option.integer(
      'hex',
      loc(
        'Battle hex number (102/103: Rout is no effect)',
        "Numero dell'esagono di battaglia (102/103: Rotta senza effetto)",
      ),
      { min: 1, max: 107, nameIt: 'esagono' },
    ),
    option.boolean(
      'allenby',
      loc(
        "Allenby's Cavalry: Allies take the automatic Skirmish (12.4)",
        'Cavalleria di Allenby: Schermaglia automatica scelta dagli Alleati (12.4)',
      ),
      { nameIt: 'allenby' },
    ),
    option.boolean(
      'second-activation',
      loc(
        "This is the attacker's second consecutive activation",
        "È la seconda attivazione consecutiva dell'attaccante",
      ),
      { nameIt: 'seconda-attivazione' },
    ),
    capOption('allied'),
    capOption('german'),
    mandatedOption('allied'),
    mandatedOption('german'),
  ],
  input: fortunesInput,
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = fortunesOfWar(
      {
        ...v,
        cap: given([
          ['allied', v.alliedCap],
          ['german', v.germanCap],
        ]),
        mandated: given([
          ['allied', v.alliedMandated],
          ['german', v.germanMandated],
        ]),
      },
      dice,
    );
    return { ok: true, result: value, steps, rules };
  },
});
