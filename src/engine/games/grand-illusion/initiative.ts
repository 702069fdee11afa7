import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling } from '../../core/ruling.js';
import { checkTurnInScenario, scenarioOption, turnOption } from './scenarios.js';
import { SIDE_NAME, type Side } from './sides.js';

/** The Initiative Determination Phase (6.0; scenario 3: 13.3 #3). */

const input = z
  .object({ turn: z.number().int(), scenario: z.number().int() })
  .superRefine((v, ctx) => checkTurnInScenario(ctx, v.turn, v.scenario));

export interface InitiativeResult {
  readonly side: Side;
  readonly rolled: boolean;
  readonly allied: number | null;
  readonly german: number | null;
  /** Turn 1 of scenarios 1–2: the Allies make only one activation before passing the initiative (6.0). */
  readonly oneActivation: boolean;
}

export const initiative = defineRuling({
  id: 'initiative',
  nameIt: 'iniziativa',
  description: loc(
    'Who has the initiative this turn (6.0): fixed turns, else both roll, ties German',
    "Chi ha l'iniziativa nel turno (6.0): turni fissi, altrimenti tirano entrambi, pari al tedesco",
  ),
  options: [turnOption(), scenarioOption()],
  input,
  resolve(v, dice) {
    if (v.scenario !== 3 && v.turn === 1) {
      const result: InitiativeResult = {
        side: 'allied',
        rolled: false,
        allied: null,
        german: null,
        oneActivation: true,
      };
      return {
        ok: true,
        result,
        rules: ['6.0'],
        text: loc(
          'Turn 1 (6.0): the **Allied** player has the initiative automatically but makes only one activation before passing it to the German (the first was the capture of Mulhouse; the German’s first two took Liège and its fort).',
          "Turno 1 (6.0): l'**Alleato** ha automaticamente l'iniziativa ma può effettuare una sola attivazione prima di passarla al tedesco (la prima ha portato alla cattura di Mulhouse; le prime due tedesche hanno preso Liegi e il suo forte).",
        ),
      };
    }
    if (v.scenario !== 3 && v.turn <= 3) {
      const result: InitiativeResult = {
        side: 'german',
        rolled: false,
        allied: null,
        german: null,
        oneActivation: false,
      };
      return {
        ok: true,
        result,
        rules: ['6.0'],
        text: loc(
          `Turns 2 and 3 (6.0): the **German** player has the initiative automatically.`,
          `Turni 2 e 3 (6.0): il **tedesco** ha automaticamente l'iniziativa.`,
        ),
      };
    }
    // 6.0 turns 4–15, and every turn of scenario 3 (13.3 #3): one die each, higher wins, ties to the German.
    const allied = d6(dice, 'initiative-allied');
    const german = d6(dice, 'initiative-german');
    const side: Side = allied > german ? 'allied' : 'german';
    const rules = v.scenario === 3 && v.turn < 4 ? ['6.0', '13.3'] : ['6.0'];
    const lines: Localized[] = [
      loc(`Allied die ${allied}, German die ${german}.`, `Dado alleato ${allied}, dado tedesco ${german}.`),
      allied === german
        ? loc('A tie goes to the German (6.0).', 'In caso di parità inizia il tedesco (6.0).')
        : loc('The higher roll has the initiative (6.0).', 'Chi ottiene di più ha l’iniziativa (6.0).'),
      loc(
        `The **${SIDE_NAME[side].en}** player has the initiative.`,
        side === 'allied' ? "L'iniziativa è dell'**Alleato**." : "L'iniziativa è del **tedesco**.",
      ),
    ];
    const result: InitiativeResult = { side, rolled: true, allied, german, oneActivation: false };
    return { ok: true, result, rules, text: joinLocalized(lines) };
  },
});
