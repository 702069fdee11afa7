import { d6, type Dice } from '../../../core/dice.js';
import type { Side } from '../model.js';
import type { Outcome } from './outcome.js';

/** The Initiative Determination Phase (6.0; scenario 3: 13.3 #3). */

export interface InitiativeResult {
  readonly side: Side;
  readonly rolled: boolean;
  readonly allied: number | null;
  readonly german: number | null;
  /** Turn 1 of scenarios 1–2: the Allies make only one activation before passing the initiative (6.0). */
  readonly oneActivation: boolean;
}

export type InitiativeStep =
  | { readonly step: 'initiative-turn-one'; readonly rule: '6.0' }
  | { readonly step: 'initiative-german-turns'; readonly rule: '6.0' }
  | { readonly step: 'initiative-dice'; readonly allied: number; readonly german: number }
  | { readonly step: 'initiative-compare'; readonly rule: '6.0'; readonly tie: boolean }
  | { readonly step: 'initiative-winner'; readonly side: Side };

export function initiativeFor(turn: number, scenario: number, dice: Dice): Outcome<InitiativeResult, InitiativeStep> {
  if (scenario !== 3 && turn === 1) {
    // 6.0: turn 1 the Allies have it but make one activation (Mulhouse); the German's first two took Liège.
    return {
      value: { side: 'allied', rolled: false, allied: null, german: null, oneActivation: true },
      steps: [{ step: 'initiative-turn-one', rule: '6.0' }],
      rules: ['6.0'],
    };
  }
  if (scenario !== 3 && turn <= 3) {
    // 6.0: turns 2 and 3 the German has it.
    return {
      value: { side: 'german', rolled: false, allied: null, german: null, oneActivation: false },
      steps: [{ step: 'initiative-german-turns', rule: '6.0' }],
      rules: ['6.0'],
    };
  }
  // 6.0 turns 4–15, and every turn of scenario 3 (13.3 #3): one die each, higher wins, ties to the German.
  const allied = d6(dice, 'initiative-allied');
  const german = d6(dice, 'initiative-german');
  const side: Side = allied > german ? 'allied' : 'german';
  const steps: InitiativeStep[] = [
    { step: 'initiative-dice', allied, german },
    { step: 'initiative-compare', rule: '6.0', tie: allied === german },
    { step: 'initiative-winner', side },
  ];
  const rules = scenario === 3 && turn < 4 ? ['6.0', '13.3'] : ['6.0'];
  return { value: { side, rolled: true, allied, german, oneActivation: false }, steps, rules };
}
