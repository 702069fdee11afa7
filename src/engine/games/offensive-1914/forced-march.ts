import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type RulingOutcome } from '../../core/ruling.js';
import { reduceStatus, rollEc, statusName, statusOption } from './efficiency.js';
import { CE_STATUSES, FORCED_MARCH_TABLE, FORCED_MARCH_UNITS, type CeStatus, type ForcedMarchUnit } from './tables.js';

/**
 * Forced March (7.2): at the end of the Force's move, an EC (2d6, 6.2.1) at +1 per Forced March MP (7.2.3); a
 * failure is read on the Forced March Results table by margin and unit type (7.2.4). The player aid's title says
 * "[1d6]", but every EC is 2d6 against the CEL (6.2.1): README.
 */

/** 7.2.1 infantry may gain up to 3 MP, cavalry up to 7. */
export const FORCED_MARCH_MAX: Readonly<Record<ForcedMarchUnit, number>> = {
  infantry: 3,
  cavalry: 7,
  'loc-cavalry': 7,
  support: 7,
};

const UNIT_NAMES: Readonly<Record<ForcedMarchUnit, Localized>> = {
  infantry: loc('infantry Formation', 'Formazione di Fanteria'),
  cavalry: loc('cavalry Formation', 'Formazione di Cavalleria'),
  support: loc('Support unit', 'Unità di Supporto'),
  'loc-cavalry': loc('LOC cavalry', 'Cavalleria LOC'),
};

export interface ForcedMarchResult {
  readonly dice: readonly [number, number];
  readonly total: number;
  readonly cel: number;
  readonly passed: boolean;
  readonly failedBy: number;
  /** The table cell read, as printed; null when passed or for LOC cavalry. */
  readonly cell: string | null;
  readonly ceLoss: number;
  readonly strengthReduction: number;
  readonly removePa: boolean;
  readonly eliminated: boolean;
  readonly newStatus: CeStatus | null;
}

const forcedMarchInput = z
  .object({
    cel: z.number(),
    fmMp: z.number(),
    unit: z.enum(FORCED_MARCH_UNITS),
    status: z.enum(CE_STATUSES).optional(),
  })
  .superRefine((v, ctx) => {
    const max = FORCED_MARCH_MAX[v.unit];
    if (v.fmMp > max)
      ctx.addIssue({
        code: 'custom',
        path: ['fmMp'],
        message: `a unit of type ${v.unit} gains at most ${max} MP by Forced March (7.2.1)`,
      });
    if (v.status && v.unit === 'support')
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'a Support unit has no CE status (5.5.2)' });
  });

export const forcedMarchRuling = defineRuling({
  id: 'forced-march',
  nameIt: 'marcia-forzata',
  description: loc(
    'Forced March EC: 2d6 + 1 per Forced March MP against the CEL, results table (7.2)',
    'EC per la Marcia Forzata: 2d6 + 1 per MP di Marcia Forzata contro la CEL (7.2)',
  ),
  options: [
    option.integer('cel', loc('Current CEL of the Force', 'CEL corrente della Forza'), {
      required: true,
      min: 0,
      max: 20,
    }),
    option.integer(
      'fm-mp',
      loc(
        'MP gained by Forced March (infantry ≤3, cavalry ≤7)',
        'MP ottenuti con la Marcia Forzata (fanteria ≤3, cavalleria ≤7)',
      ),
      {
        required: true,
        min: 1,
        max: 7,
        nameIt: 'mp-mf',
      },
    ),
    option.choice(
      'unit',
      loc('Type of unit that marched (table row)', 'Tipo di unità che ha marciato (riga della tabella)'),
      FORCED_MARCH_UNITS.map((u) => ({ value: u, name: UNIT_NAMES[u] })),
      { required: true, nameIt: 'unita' },
    ),
    statusOption(
      'status',
      'stato',
      'CE status of the Formation, to compute the new one',
      'Stato CE della Formazione, per calcolare il nuovo',
    ),
  ],
  input: forcedMarchInput,
  resolve(input, dice): RulingOutcome<ForcedMarchResult> {
    const roll = rollEc(dice, 'forced-march-ec');
    const natural = roll[0] + roll[1];
    const total = natural + input.fmMp;
    const passed = total <= input.cel;
    const failedBy = passed ? 0 : total - input.cel;
    const rules = ['7.2.3', '6.2.1'];
    const lines: Localized[] = [
      describeRoll(
        roll,
        [{ label: loc('Forced March MP', 'MP di Marcia Forzata'), value: input.fmMp, rule: '7.2.3' }],
        total,
      ),
    ];
    const base = { dice: roll, total, cel: input.cel, passed, failedBy };
    if (passed) {
      lines.push(
        loc(
          `EC: ${total} against CEL ${input.cel}: **passed**.`,
          `EC: ${total} contro CEL ${input.cel}: **superato**.`,
        ),
      );
      return {
        ok: true,
        result: {
          ...base,
          cell: null,
          ceLoss: 0,
          strengthReduction: 0,
          removePa: false,
          eliminated: false,
          newStatus: input.status ?? null,
        },
        rules,
        text: joinLocalized(lines),
      };
    }
    rules.push('7.2.4');
    lines.push(
      loc(
        `EC: ${total} against CEL ${input.cel}: **failed by ${failedBy}**.`,
        `EC: ${total} contro CEL ${input.cel}: **fallito di ${failedBy}**.`,
      ),
    );
    if (input.unit === 'loc-cavalry') {
      rules.push('8.7.3');
      lines.push(
        loc(
          'LOC cavalry that fails a Forced March EC is **eliminated** (8.7.3).',
          'La Cavalleria LOC che fallisce un EC per la Marcia Forzata viene **eliminata** (8.7.3).',
        ),
      );
      return {
        ok: true,
        result: {
          ...base,
          cell: null,
          ceLoss: 0,
          strengthReduction: 0,
          removePa: false,
          eliminated: true,
          newStatus: null,
        },
        rules,
        text: joinLocalized(lines),
      };
    }
    const columnIndex = failedBy >= 5 ? 1 : 0;
    const cell = FORCED_MARCH_TABLE[input.unit][columnIndex];
    let sr = cell.sr;
    let newStatus: CeStatus | null = null;
    let overflow = 0;
    if (input.status && cell.ceLoss) {
      const reduced = reduceStatus(input.status, cell.ceLoss);
      newStatus = reduced.status;
      overflow = reduced.unabsorbed;
      // Table footnote *: for an infantry Formation a CEL reduction that cannot be applied becomes an SR;
      // a cavalry Formation simply stops at D2 (7.2.4 †, 6.1.3).
      if (input.unit === 'infantry') sr += overflow;
    }
    lines.push(
      loc(
        `Forced March Results table (7.2.4), ${UNIT_NAMES[input.unit].en}, failed by ${columnIndex ? '5+' : '1–4'}: **${cell.printed}**.`,
        `Tabella dei Risultati della Marcia Forzata (7.2.4), ${UNIT_NAMES[input.unit].it}, fallito di ${columnIndex ? '5+' : '1–4'}: **${cell.printed}**.`,
      ),
    );
    const effects: Localized[] = [];
    if (cell.ceLoss) {
      const status =
        input.status && newStatus
          ? loc(
              ` (status ${statusName(input.status).en} → ${statusName(newStatus).en})`,
              ` (stato ${statusName(input.status).it} → ${statusName(newStatus).it})`,
            )
          : loc('', '');
      effects.push(
        loc(
          `lose ${cell.ceLoss} CE ${cell.ceLoss === 1 ? 'level' : 'levels'}${status.en}`,
          `perdere ${cell.ceLoss} ${cell.ceLoss === 1 ? 'livello' : 'livelli'} di CE${status.it}`,
        ),
      );
    }
    if (sr)
      effects.push(
        loc(
          `take ${sr} Strength Reduction${sr === 1 ? '' : 's'}`,
          `subire ${sr} Riduzion${sr === 1 ? 'e' : 'i'} di Forza`,
        ),
      );
    if (cell.removePa) effects.push(loc('remove its PA marker', 'rimuovere il suo segnalino PA'));
    lines.push(
      loc(
        `The unit must ${effects.map((e) => e.en).join(', ')}.`,
        `L'unità deve: ${effects.map((e) => e.it).join(', ')}.`,
      ),
    );
    if (overflow && input.unit === 'cavalry')
      lines.push(
        loc(
          'A Formation cannot go below D2: the rest is ignored (7.2.4 †).',
          'Una Formazione non scende sotto D2: il resto è ignorato (7.2.4 †).',
        ),
      );
    if (cell.ceLoss && !input.status && input.unit === 'infantry')
      lines.push(
        loc(
          'A reduction it cannot absorb below D2 becomes an SR (table footnote *).',
          'Una riduzione che non può assorbire oltre D2 diviene una SR (nota * della tabella).',
        ),
      );
    return {
      ok: true,
      result: {
        ...base,
        cell: cell.printed,
        ceLoss: cell.ceLoss,
        strengthReduction: sr,
        removePa: cell.removePa,
        eliminated: false,
        newStatus,
      },
      rules,
      text: joinLocalized(lines),
    };
  },
});
