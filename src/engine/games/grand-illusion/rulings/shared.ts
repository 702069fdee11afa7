import type { z } from 'zod';
import { problem, type Problem } from '../../../core/explain.js';
import { loc } from '../../../core/localized.js';
import { refuse, option, type RulingChoice, type RulingOption } from '../../../core/ruling.js';
import { LAST_TURN, SCENARIO_LENGTH, SIDES, type Scenario } from '../model.js';
import { SIDE_NAME } from '../words.js';

/** What the Grand Illusion rulings share: common options, and problems raised from their zod schemas. */

export const SIDE_CHOICES: readonly RulingChoice[] = SIDES.map((side) => ({ value: side, name: SIDE_NAME[side] }));

export const turnOption = (required = true): RulingOption =>
  option.integer('turn', loc('Game turn, 1 to 15', 'Turno di gioco, da 1 a 15'), {
    required,
    min: 1,
    max: LAST_TURN,
    nameIt: 'turno',
  });

export const scenarioOption = (required = true): RulingOption =>
  option.integer(
    'scenario',
    loc('Scenario: 1 full campaign, 2 short, 3 hypothetical', 'Scenario: 1 intera campagna, 2 breve, 3 ipotetico'),
    { required, min: 1, max: 3, nameIt: 'scenario' },
  );

/** The hex's terrain value (TEM) and trench level, as battle and fire read them (9.3). */
export const hexTerrainOption: RulingOption = option.integer(
  'terrain',
  loc('Hex terrain value TEM, 0–2', "Valore del terreno TEM dell'esagono, 0–2"),
  { min: 0, max: 2, nameIt: 'terreno' },
);

export const hexTrenchOption: RulingOption = option.integer(
  'trench',
  loc('Trench level in the hex, 0–2', "Livello di trincea nell'esagono, 0–2"),
  { min: 0, max: 2, nameIt: 'trincea' },
);

export function refuseCode(ctx: z.RefinementCtx, path: string, code: string, params?: Problem['params']): void {
  refuse(ctx, problem(code, params).problem, path);
}

/** 13.2: scenario 2 ends with turn 7; a later turn does not exist in it. */
export function checkTurnInScenario(ctx: z.RefinementCtx, turn: number, scenario: number): void {
  const length = SCENARIO_LENGTH[scenario as Scenario];
  if (turn > length) refuseCode(ctx, 'turn', 'turn-past-scenario', { scenario, length });
}
