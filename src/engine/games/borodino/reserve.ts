/**
 * The Reserve Phase (5.5): who activates first when nobody has the Initiative (5.51), and the Disorder
 * roll of a unit moved in a Reserve activation (5.54–5.56).
 */
import { z } from 'zod';
import { d10zero } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type RulingOutcome } from '../../core/ruling.js';
import { cohesionOption, describeCheck, rollCohesion } from './cohesion.js';
import {
  describeDisorderEffect,
  disorderEffect,
  disorderRule,
  disorderedOption,
  refineDisorderedKind,
  UNIT_KIND_CHOICES,
  type DisorderEffect,
} from './disorder.js';

/** Ties are re-rolled (5.51); this only stops a broken dice source from looping for ever. */
const MAX_ROUNDS = 100;

export const reserveFirstRuling = defineRuling({
  id: 'reserve-first',
  nameIt: 'riserva-primo',
  description: loc(
    'Reserve Phase with no Initiative: each side rolls d10, high goes first, ties re-rolled (5.51)',
    'Fase della Riserva senza Iniziativa: ogni parte tira d10, chi fa di più agisce per primo (5.51)',
  ),
  options: [],
  input: z.object({}),
  resolve(_v, dice): RulingOutcome<{ rounds: { french: number; russian: number }[]; first: 'french' | 'russian' }> {
    const rounds: { french: number; russian: number }[] = [];
    for (let i = 0; i < MAX_ROUNDS; i++) {
      const french = d10zero(dice, 'reserve French');
      const russian = d10zero(dice, 'reserve Russian');
      rounds.push({ french, russian });
      if (french === russian) continue;
      const first = french > russian ? 'french' : 'russian';
      const lines: Localized[] = rounds.map((r, n) =>
        r.french === r.russian
          ? loc(
              `Roll ${n + 1}: French ${r.french}, Russian ${r.russian}: tie, roll again (5.51).`,
              `Tiro ${n + 1}: francese ${r.french}, russo ${r.russian}: parità, si ritira (5.51).`,
            )
          : loc(
              `Roll ${n + 1}: French ${r.french}, Russian ${r.russian}.`,
              `Tiro ${n + 1}: francese ${r.french}, russo ${r.russian}.`,
            ),
      );
      lines.push(
        first === 'french'
          ? loc(
              'The French act first in the Reserve Phase (5.51).',
              'Il francese agisce per primo nella Fase della Riserva (5.51).',
            )
          : loc(
              'The Russians act first in the Reserve Phase (5.51).',
              'Il russo agisce per primo nella Fase della Riserva (5.51).',
            ),
      );
      return { ok: true, result: { rounds, first }, rules: ['5.51'], text: joinLocalized(lines) };
    }
    return { ok: false, message: loc('Too many tied rolls.', 'Troppi tiri in parità.') };
  },
});

export interface ReserveMoveResult {
  /** Null when the unit does not roll (artillery that did not fire, 5.55). */
  readonly roll: number | null;
  readonly pass: boolean;
  readonly effect: 'none' | DisorderEffect;
}

const reserveMoveInput = z
  .object({
    cohesion: z.number(),
    unit: z.enum(['infantry', 'cavalry', 'cossack', 'militia', 'artillery']),
    disordered: z.boolean().default(false),
    fired: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    refineDisorderedKind(v, ctx);
    if (v.unit !== 'artillery' && v.fired)
      ctx.addIssue({
        code: 'custom',
        path: ['fired'],
        message: 'only artillery rolls for firing in a Reserve activation (5.55)',
      });
  });

export const reserveMoveRuling = defineRuling({
  id: 'reserve-move',
  nameIt: 'movimento-riserva',
  description: loc(
    'Disorder roll of a unit moved in a Reserve activation (artillery: if it fired) (5.54)',
    "Tiro per il Disordine di un'unità mossa come Riserva (artiglieria: se ha sparato) (5.54)",
  ),
  options: [
    cohesionOption(loc("The unit's current Cohesion", "Coesione attuale dell'unità")),
    option.choice('unit', loc('Unit type', "Tipo d'unità"), UNIT_KIND_CHOICES, { required: true, nameIt: 'unita' }),
    disorderedOption,
    option.boolean(
      'fired',
      loc(
        'Artillery: it fired in this Reserve activation (5.55)',
        'Artiglieria: ha sparato in questa attivazione come Riserva (5.55)',
      ),
      {
        nameIt: 'ha-sparato',
      },
    ),
  ],
  input: reserveMoveInput,
  resolve(v, dice): RulingOutcome<ReserveMoveResult> {
    if (v.unit === 'artillery' && !v.fired) {
      return {
        ok: true,
        result: { roll: null, pass: true, effect: 'none' },
        rules: ['5.55', '5.56'],
        text: loc(
          'Artillery rolls for Disorder in a Reserve activation only if it fires, not for moving: no roll (5.55, 5.56).',
          "L'artiglieria tira per il Disordine come Riserva solo se spara, non se muove: nessun tiro (5.55, 5.56).",
        ),
      };
    }
    const check = rollCohesion(dice, v.cohesion, 0, 'reserve disorder');
    const effect: 'none' | DisorderEffect = check.pass ? 'none' : disorderEffect(v.unit, v.disordered);
    const rules = [v.unit === 'artillery' ? '5.55' : '5.54'];
    if (effect !== 'none') rules.push(disorderRule(v.unit, effect));
    const words = effect === 'none' ? loc('no effect', 'nessun effetto') : describeDisorderEffect(effect);
    return {
      ok: true,
      result: { roll: check.roll, pass: check.pass, effect },
      rules,
      text: joinLocalized([
        describeRoll([check.roll], [], check.roll),
        describeCheck(check),
        loc(`Reserve activation (5.54): ${words.en}.`, `Attivazione come Riserva (5.54): ${words.it}.`),
      ]),
    };
  },
});
