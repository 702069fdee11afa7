import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { ABORT_FACE, ACTIVATION_TARGET } from './tables.js';
import { MAX_SUPPORT_STACKS } from './units.js';
import { refuse } from './input-errors.js';

/** Bounds of the inputs (not rules facts): a CC pool starts at 3 or 4 (14.1) and moves by ±1 steps (9.3). */
export const MAX_CC = 20;
/** The highest printed CR the text gives is Napoleon's 4 (14.2); some counters are not in the text. */
export const MAX_CR = 9;

const ccOption = option.integer(
  'cc',
  loc('Combat Commands committed to this combat (10.2, 10.6)', 'Comandi di Combattimento impiegati (10.2, 10.6)'),
  { required: true, min: 0, max: MAX_CC },
);

function activationModifiers(cc: number, cr: number): Modifier[] {
  return [
    { label: loc('CC committed', 'CC impiegati'), value: cc, rule: '10.2' },
    { label: loc('leader CR', 'CR del Comandante'), value: cr, rule: '10.2' },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// 10.2 The attack activation

export type AttackOutcome = 'aborted' | 'proceeds' | 'failed';

export function attackOutcome(die: number, cc: number, cr: number): AttackOutcome {
  if (die === ABORT_FACE) return 'aborted'; // 10.2: a natural 1 aborts, whatever the CC and CR
  return die + cc + cr >= ACTIVATION_TARGET ? 'proceeds' : 'failed';
}

export interface AttackCheckResult {
  readonly die: number;
  readonly total: number;
  readonly outcome: AttackOutcome;
}

export const attackCheck = defineRuling<{ cc: number; cr: number }, AttackCheckResult>({
  id: 'attack-check',
  nameIt: 'verifica-attacco',
  description: loc(
    'Attack activation (10.2): 1 aborts, d6 + CC + CR ≥ 7 proceeds, else failed',
    "Attivazione dell'attacco (10.2): 1 abortito, d6 + CC + CR ≥ 7 prosegue, altrimenti fallito",
  ),
  options: [
    ccOption,
    option.integer(
      'cr',
      loc(
        'CR of the best leader in the attacking stack (0 if none)',
        'CR del miglior Comandante nello stack (0 se nessuno)',
      ),
      { required: true, min: 0, max: MAX_CR },
    ),
  ],
  input: z.object({ cc: z.number().int(), cr: z.number().int() }),
  resolve({ cc, cr }, dice) {
    const die = d6(dice, 'attack-check');
    const total = die + cc + cr;
    const outcome = attackOutcome(die, cc, cr);
    const roll = describeRoll([die], activationModifiers(cc, cr), total);
    const verdict = {
      aborted: loc(
        `**Aborted**: a natural ${ABORT_FACE}. The attack does not happen, the ${cc} CC committed are lost and the ` +
          'chance to attack passes to the opponent; you may try again at your next turn to attack (10.2, 10.7).',
        `**Abortito**: ${ABORT_FACE} naturale. L'attacco non viene eseguito, i ${cc} CC impiegati sono persi e ` +
          "l'opportunità di attaccare passa all'avversario; potrai riprovare al tuo prossimo turno (10.2, 10.7).",
      ),
      proceeds: loc(
        `**Proceeds**: ${total} ≥ ${ACTIVATION_TARGET}. Call the support stacks (10.3).`,
        `**Prosegue**: ${total} ≥ ${ACTIVATION_TARGET}. Chiama gli stack di supporto (10.3).`,
      ),
      failed: loc(
        `**Failed**: ${total} < ${ACTIVATION_TARGET}. No more attacks for you this turn (10.2, 10.7).`,
        `**Fallito**: ${total} < ${ACTIVATION_TARGET}. Non puoi più attaccare in questo turno (10.2, 10.7).`,
      ),
    }[outcome];
    return {
      ok: true,
      result: { die, total, outcome },
      rules: outcome === 'proceeds' ? ['10.2'] : ['10.2', '10.7'],
      text: joinLocalized([roll, verdict]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 10.4 / 10.6 Support activation: one roll per potential support stack

export type SupportingSide = 'attacker' | 'defender';

export interface SupportRoll {
  readonly stack: number;
  readonly cr: number;
  readonly die: number;
  readonly total: number;
  readonly joins: boolean;
}

export interface SupportCheckResult {
  readonly stacks: readonly SupportRoll[];
  readonly joined: number;
}

const crListSchema = z.string().transform((text, ctx) => {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter((p) => p !== '');
  const values = parts.map(Number);
  if (
    parts.length === 0 ||
    parts.length > MAX_SUPPORT_STACKS ||
    parts.some((p) => !/^\d+$/.test(p)) ||
    values.some((v) => v > MAX_CR)
  ) {
    refuse(
      ctx,
      `give one CR per support stack, 1 to ${MAX_SUPPORT_STACKS} values from 0 to ${MAX_CR}, e.g. 2,0,1`,
      `indica un CR per stack di supporto, da 1 a ${MAX_SUPPORT_STACKS} valori da 0 a ${MAX_CR}, ad es. 2,0,1`,
    );
    return z.NEVER;
  }
  return values;
});

export const supportCheck = defineRuling<{ cc: number; cr: number[]; side: SupportingSide }, SupportCheckResult>({
  id: 'support-check',
  nameIt: 'verifica-supporto',
  description: loc(
    'Support activation (10.4, 10.6): one d6 per stack, d6 + CC + CR ≥ 7 joins',
    'Attivazione del supporto (10.4, 10.6): un d6 per stack, d6 + CC + CR ≥ 7 interviene',
  ),
  options: [
    ccOption,
    option.string(
      'cr',
      loc(
        'CR of the best leader of each support stack, e.g. 2,0,1',
        'CR del miglior Comandante di ogni stack, ad es. 2,0,1',
      ),
      { required: true },
    ),
    option.choice(
      'side',
      loc('Whose support: attacker (10.4) or defender (10.6)', 'Supporto di chi: attaccante (10.4) o difensore (10.6)'),
      [
        { value: 'attacker', name: loc('Attacker', 'Attaccante') },
        { value: 'defender', name: loc('Defender', 'Difensore') },
      ],
      { nameIt: 'lato' },
    ),
  ],
  input: z.object({
    cc: z.number().int(),
    cr: crListSchema,
    side: z.enum(['attacker', 'defender']).default('attacker'),
  }),
  resolve({ cc, cr, side }, dice) {
    const rule = side === 'attacker' ? '10.4' : '10.6';
    const stacks = cr.map((stackCr, i): SupportRoll => {
      const die = d6(dice, 'support-check');
      const total = die + cc + stackCr;
      // 10.4 note: a 1 on a support roll has no special effect; only the sum counts.
      return { stack: i + 1, cr: stackCr, die, total, joins: total >= ACTIVATION_TARGET };
    });
    const lines = stacks.map((s) => {
      const roll = describeRoll(
        [s.die],
        [
          { label: loc('CC', 'CC'), value: cc, rule },
          { label: loc('leader CR', 'CR del Comandante'), value: s.cr, rule },
        ],
        s.total,
      );
      return loc(
        `Stack ${s.stack}: ${roll.en}: ${s.joins ? `**joins** (≥ ${ACTIVATION_TARGET})` : `does not join (< ${ACTIVATION_TARGET})`}`,
        `Stack ${s.stack}: ${roll.it}: ${s.joins ? `**interviene** (≥ ${ACTIVATION_TARGET})` : `non interviene (< ${ACTIVATION_TARGET})`}`,
      );
    });
    const joined = stacks.filter((s) => s.joins).length;
    const head =
      side === 'attacker'
        ? loc(
            `Attacker's support (${rule}), the same ${cc} CC for every stack:`,
            `Supporto all'attaccante (${rule}), gli stessi ${cc} CC per ogni stack:`,
          )
        : loc(
            `Defender's support (${rule}), ${cc} CC committed:`,
            `Supporto al difensore (${rule}), ${cc} CC impiegati:`,
          );
    const tail = loc(
      `${joined} of ${stacks.length} support stacks join.` +
        (side === 'defender' ? ' The defending stack itself always takes part (10.6 note).' : ''),
      `${joined} stack di supporto su ${stacks.length} intervengono.` +
        (side === 'defender' ? ' Lo stack che si difende partecipa sempre (10.6, nota).' : ''),
    );
    return {
      ok: true,
      result: { stacks, joined },
      rules: [rule],
      text: joinLocalized([head, ...lines, tail]),
    };
  },
});
