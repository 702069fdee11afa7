/**
 * Initiative (4.0): each player rolls d10 and adds his OC's Orders Value; the higher total has the
 * Initiative, a tie gives it to nobody. At Borodino the French have it automatically on the 0600 turn.
 */
import { z } from 'zod';
import { d10zero } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type RulingOutcome } from '../../core/ruling.js';
import { NAPOLEON_ORDERS_VALUE } from './tables.js';

export type Initiative = 'french' | 'russian' | 'none';

export interface SideRoll {
  readonly roll: number;
  readonly total: number;
}
export interface InitiativeResult {
  /** Null when no roll is made (the 0600 turn). */
  readonly french: SideRoll | null;
  readonly russian: SideRoll | null;
  readonly initiative: Initiative;
}

/** Sanity bound on an Orders Value, not a rule. */
const MAX_ORDERS_VALUE = 20;

const initiativeInput = z
  .object({
    russian: z.number().optional(),
    french: z.number().default(NAPOLEON_ORDERS_VALUE),
    opening: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.opening && v.russian === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['russian'],
        message:
          "give Kutuzov's Orders Value for the Initiative roll: his counter prints '?' and the rules do not give it (2.2, 4.0)",
      });
  });

export const initiativeRuling = defineRuling({
  id: 'initiative',
  nameIt: 'iniziativa',
  description: loc(
    "Initiative: each side rolls d10 + its OC's Orders Value; a tie gives it to nobody (4.0)",
    "Iniziativa: ogni parte tira d10 + Valore degli Ordini dell'OC; parità, nessuno (4.0)",
  ),
  options: [
    option.integer(
      'russian',
      loc(
        "Kutuzov's Orders Value for Initiative (not in the rules: '?' on his counter)",
        "Valore degli Ordini di Kutuzov per l'Iniziativa ('?' sulla pedina, non dato)",
      ),
      { min: 0, max: MAX_ORDERS_VALUE, nameIt: 'russo' },
    ),
    option.integer(
      'french',
      loc("Napoleon's Orders Value (3 at Borodino, 5.22)", 'Valore degli Ordini di Napoleone (3 a Borodino, 5.22)'),
      {
        min: 0,
        max: MAX_ORDERS_VALUE,
        nameIt: 'francese',
      },
    ),
    option.boolean(
      'opening',
      loc(
        'The 0600 turn of 7 September: the French have it, no roll',
        'Turno delle 0600 del 7 settembre: è del francese, senza tiro',
      ),
      {
        nameIt: 'apertura',
      },
    ),
  ],
  input: initiativeInput,
  resolve(v, dice): RulingOutcome<InitiativeResult> {
    if (v.opening) {
      return {
        ok: true,
        result: { french: null, russian: null, initiative: 'french' },
        rules: ['Borodino: Initiative'],
        text: loc(
          'The French automatically have the Initiative on the 0600 turn (7 September scenario, Initiative).',
          "Il francese ha automaticamente l'Iniziativa nel turno delle 0600 (scenario del 7 settembre, Iniziativa).",
        ),
      };
    }
    const russianValue = v.russian as number;
    const frenchRoll = d10zero(dice, 'initiative French');
    const russianRoll = d10zero(dice, 'initiative Russian');
    const french = { roll: frenchRoll, total: frenchRoll + v.french };
    const russian = { roll: russianRoll, total: russianRoll + russianValue };
    const initiative: Initiative =
      french.total > russian.total ? 'french' : russian.total > french.total ? 'russian' : 'none';
    const frenchLine = describeRoll(
      [frenchRoll],
      [{ label: loc("Napoleon's Orders Value", 'Valore degli Ordini di Napoleone'), value: v.french, rule: '4.0' }],
      french.total,
    );
    const russianLine = describeRoll(
      [russianRoll],
      [{ label: loc("Kutuzov's Orders Value", 'Valore degli Ordini di Kutuzov'), value: russianValue, rule: '4.0' }],
      russian.total,
    );
    const verdict =
      initiative === 'none'
        ? loc(
            `Tie ${french.total}–${russian.total}: nobody has the Initiative and every AM goes into the cup (4.0).`,
            `Parità ${french.total}–${russian.total}: nessuno ha l'Iniziativa e tutti gli AM vanno nella tazza (4.0).`,
          )
        : initiative === 'french'
          ? loc(
              `The French have the Initiative (${french.total} to ${russian.total}): they pick the first AM and who goes first in the Reserve and OC Movement Phases (4.0).`,
              `Il francese ha l'Iniziativa (${french.total} a ${russian.total}): sceglie il primo AM e chi agisce per primo nelle Fasi della Riserva e di Movimento dell'OC (4.0).`,
            )
          : loc(
              `The Russians have the Initiative (${russian.total} to ${french.total}): they pick the first AM and who goes first in the Reserve and OC Movement Phases (4.0).`,
              `Il russo ha l'Iniziativa (${russian.total} a ${french.total}): sceglie il primo AM e chi agisce per primo nelle Fasi della Riserva e di Movimento dell'OC (4.0).`,
            );
    return {
      ok: true,
      result: { french, russian, initiative },
      rules: ['4.0'],
      text: joinLocalized([
        loc(`French: ${frenchLine.en}`, `Francese: ${frenchLine.it}`),
        loc(`Russian: ${russianLine.en}`, `Russo: ${russianLine.it}`),
        verdict,
      ]),
    };
  },
});
