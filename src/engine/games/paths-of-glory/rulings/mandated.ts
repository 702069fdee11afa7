import { z } from 'zod';
import { problem } from '../../../core/explain.js';
import { loc } from '../../../core/localized.js';
import { refuse, defineRuling, option, type MissingTable } from '../../../core/ruling.js';
import {
  AP_BOXES,
  CAPITALS,
  CP_BOXES,
  DEFAULT_MANDATED_OFFENSIVES,
  NEUTRALS,
  rollMandated,
  situationProblem,
  type MandatedOffensiveTables,
} from '../rules/mandated.js';
import { MANDATED_TABLE_GAP, MANDATED_TABLE_TITLE, pogWords } from '../words.js';

export { DEFAULT_MANDATED_OFFENSIVES };

export const mandatedOffensivesTable: MissingTable<MandatedOffensiveTables> = {
  id: 'mandated-offensives',
  title: MANDATED_TABLE_TITLE,
  gap: MANDATED_TABLE_GAP,
  schema: z.object({
    cp: z.array(z.enum(CP_BOXES)).min(6).max(7),
    ap: z.array(z.enum(AP_BOXES)).min(6).max(7),
  }),
};

/** A list of nation codes, each one of `allowed` (`code` names the problem when one is not). */
function listField<T extends string>(allowed: readonly T[], code: 'not-a-neutral' | 'not-a-capital') {
  return z
    .string()
    .default('')
    .transform((text, ctx): T[] => {
      const items = text
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter((s) => s !== '');
      const bad = items.find((s) => !(allowed as readonly string[]).includes(s));
      if (bad !== undefined) {
        refuse(ctx, problem(code, { item: bad, allowed: allowed.join(', ') }).problem);
        return z.NEVER;
      }
      return [...new Set(items)] as T[];
    });
}

const mandatedInput = z
  .object({
    side: z.enum(['cp', 'ap']),
    hoffmann: z.boolean().default(false),
    neutral: listField(NEUTRALS, 'not-a-neutral'),
    enemyCapitals: listField(CAPITALS, 'not-a-capital'),
    hlTakeCommand: z.boolean().default(false),
    bolshevik: z.boolean().default(false),
    frenchMutiny: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const wrong = situationProblem(input);
    if (wrong) refuse(ctx, wrong.problem, wrong.field);
  });

export const mandatedRuling = defineRuling({
  id: 'mandated',
  nameIt: 'offensiva',
  description: loc(
    'Mandated Offensive roll, with Hoffmann and the capital and neutral rules (7.1)',
    "Tiro dell'Offensiva Obbligatoria, con Hoffmann e le regole di capitali e neutrali (7.1)",
  ),
  options: [
    option.choice(
      'side',
      loc('Whose roll', 'Di chi è il tiro'),
      [
        { value: 'cp', name: loc('Central Powers', 'Potenze Centrali') },
        { value: 'ap', name: loc('Allies', 'Alleati') },
      ],
      { required: true, nameIt: 'parte' },
    ),
    option.boolean(
      'hoffmann',
      loc('Hoffmann was played: +1 to the CP roll (7.1.9)', 'Giocato Hoffmann: +1 al tiro CP (7.1.9)'),
    ),
    option.string(
      'neutral',
      loc('Neutral nations among it, tu (Aug 1914: it,tu)', 'Nazioni neutrali tra it, tu (ago 1914: it,tu)'),
      { nameIt: 'neutrali' },
    ),
    option.string(
      'enemy-capitals',
      loc(
        'Nations whose capital the enemy holds: ge,ah,tu,fr,br,it,ru (ah = both)',
        'Nazioni con capitale in mano nemica: ge,ah,tu,fr,br,it,ru (ah = entrambe)',
      ),
      { nameIt: 'capitali-nemiche' },
    ),
    option.boolean(
      'hl-take-command',
      loc(
        'H-L Take Command was played: GE counts as None (7.1.10)',
        'Giocato H-L Prendono il Comando: GE vale Nessuna',
      ),
      { nameIt: 'hl-comando' },
    ),
    option.boolean(
      'bolshevik',
      loc(
        'Bolshevik Revolution was played: RU ignored (7.1.11)',
        'Giocata Rivoluzione Bolscevica: RU ignorata (7.1.11)',
      ),
      { nameIt: 'bolscevichi' },
    ),
    option.boolean('french-mutiny', loc('French Mutiny was played (7.1.8)', 'Giocato Ammutinamento Francese (7.1.8)'), {
      nameIt: 'ammutinamento',
    }),
  ],
  input: mandatedInput,
  tables: [mandatedOffensivesTable],
  words: pogWords,
  resolve(input, dice, ctx) {
    const loaded = ctx.tables[mandatedOffensivesTable.id] as MandatedOffensiveTables | undefined;
    const roll = rollMandated(dice, loaded ?? DEFAULT_MANDATED_OFFENSIVES, loaded ? 'pack' : 'default', input);
    if (!roll.ok) return roll;
    const { die, modified, box, offensive, mutiny, rules } = roll.value;
    return {
      ok: true,
      result: { die, modified, box, offensive, mutiny, table: loaded ? 'pack' : 'default' },
      steps: roll.steps,
      rules,
    };
  },
});
