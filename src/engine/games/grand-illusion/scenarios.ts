import type { z } from 'zod';
import { loc } from '../../core/localized.js';
import { option, type RulingOption } from '../../core/ruling.js';
import { inputIssue } from './messages.js';

/** The three scenarios (13.0): 1 the full campaign, 2 the short campaign, 3 the hypothetical one. */
export type Scenario = 1 | 2 | 3;

/** Length in turns: 15 (13.1), 7 (13.2), 15 (13.3). */
export const SCENARIO_LENGTH: Record<Scenario, number> = { 1: 15, 2: 7, 3: 15 };
export const LAST_TURN = 15;

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
    {
      required,
      min: 1,
      max: 3,
      nameIt: 'scenario',
    },
  );

/** 13.2: scenario 2 ends with turn 7; a later turn does not exist in it. */
export function checkTurnInScenario(ctx: z.RefinementCtx, turn: number, scenario: number): void {
  const length = SCENARIO_LENGTH[scenario as Scenario];
  if (turn > length) {
    inputIssue(
      ctx,
      'turn',
      `scenario ${scenario} lasts ${length} turns (13.2): the turn must be from 1 to ${length}`,
      `lo scenario ${scenario} dura ${length} turni (13.2): il turno deve essere da 1 a ${length}`,
    );
  }
}
