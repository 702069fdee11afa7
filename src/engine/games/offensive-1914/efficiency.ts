import { z } from 'zod';
import { twoD6, type Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { CE_STATUS_NAMES, CE_STATUSES, EC_FAILURE_TABLE, type CeStatus, type EcFailureRow } from './tables.js';

/**
 * Combat Effectiveness (6.0) and the Post-Combat Efficiency Check (10.0): the status ladder, the CEL, and the
 * failure table. Shared by `ec`, `combat`, `repulse` and `forced-march`.
 */

// 6.1.4 the six status levels: −1, −2, −3, CI (−3), D1 (−3), D2 (−3).
export function statusLevel(status: CeStatus): number {
  return CE_STATUSES.indexOf(status);
}

function statusAt(level: number): CeStatus {
  return CE_STATUSES[Math.min(Math.max(level, 0), CE_STATUSES.length - 1)] ?? 'd2';
}

/** 6.1.2 CEL = Base CE − status; CI, D1 and D2 count −3 (6.1.4). */
export function celOf(baseCe: number, status: CeStatus): number {
  return baseCe - Math.min(statusLevel(status), 3);
}

/** 6.1.3 CI on the 4th reduction, then D1, D2; `unabsorbed` counts reductions past D2. */
export function reduceStatus(status: CeStatus, levels: number): { status: CeStatus; unabsorbed: number } {
  const target = statusLevel(status) + levels;
  const last = CE_STATUSES.length - 1;
  return { status: statusAt(target), unabsorbed: Math.max(0, target - last) };
}

export function isCiOrDemoralized(status: CeStatus): boolean {
  return statusLevel(status) >= statusLevel('ci');
}

/** 6.2.1 pass if the modified roll is at most the CEL; the margin of failure picks the row of 10.3. */
export function failureRow(failedBy: number): EcFailureRow {
  const row = [...EC_FAILURE_TABLE].reverse().find((r) => failedBy >= r.from);
  if (!row) throw new Error(`no failure row for a margin of ${failedBy}`);
  return row;
}

export function failureRowText(row: EcFailureRow): Localized {
  const parts = [`-${row.ceLoss} E`];
  if (row.sr) parts.push('s');
  if (row.retreat) parts.push(`retreat ${row.retreat}`);
  const en = parts.join(' + ');
  const it = en.replace(/retreat/g, 'ritirata');
  return loc(
    `${en}; if CI or Demoralized + retreat ${row.ciRetreat}`,
    `${it}; se CI o Demoralizzata + ritirata ${row.ciRetreat}`,
  );
}

export type ForceKind = 'formation' | 'support' | 'fortress';
export type SupportSrReading = 'one' | 'per-level';

/** The Force that takes an EC. */
export interface EcSubject {
  readonly kind: ForceKind;
  readonly cel: number;
  /** The Formation's CE status, when known: then the new status and any overflow past D2 are computed. */
  readonly status?: CeStatus;
  /** Known to be CI or Demoralized before the check (without the exact status). */
  readonly ciOrDemoralized?: boolean;
  /** 5.5.2 how many SR a Support unit takes for the CE levels a failure orders (README). */
  readonly supportSr: SupportSrReading;
}

export interface EcOutcome {
  readonly dice: readonly [number, number];
  readonly natural: number;
  readonly drm: number;
  readonly total: number;
  readonly cel: number;
  readonly passed: boolean;
  readonly failedBy: number;
  /** The failure row read (e.g. `4–6`), null when passed. */
  readonly row: string | null;
  /** CE levels the Force loses (Support units and Fortresses lose none: 5.5.2, 12.2.1b). */
  readonly ceLoss: number;
  /** Hexes of retreat ordered by the failure, including the CI/Demoralized column when it applies. */
  readonly retreat: number;
  /** The "& if CI or Demoralized" retreat of the row (0 when passed). */
  readonly ciRetreat: number;
  /** Whether the Force was or became CI or Demoralized; null when its status was not given. */
  readonly ciApplies: boolean | null;
  readonly strengthReduction: number;
  readonly oldStatus: CeStatus | null;
  readonly newStatus: CeStatus | null;
  /** 12.2.1b a lone Fortress that fails is flipped. */
  readonly flipped: boolean;
}

/** 10.2–10.3: one Post-Combat EC with the given total (2d6 + DRM) against the subject's CEL. */
export function resolvePostCombatEc(subject: EcSubject, dice: readonly [number, number], drm: number): EcOutcome {
  const natural = dice[0] + dice[1];
  const total = natural + drm;
  const passed = total <= subject.cel;
  const failedBy = passed ? 0 : total - subject.cel;
  const oldStatus = subject.kind === 'formation' ? (subject.status ?? null) : null;
  const base = { dice, natural, drm, total, cel: subject.cel, passed, failedBy, oldStatus };
  if (passed) {
    return {
      ...base,
      row: null,
      ceLoss: 0,
      retreat: 0,
      ciRetreat: 0,
      ciApplies: subject.kind === 'formation' ? ciBefore(subject) : false,
      strengthReduction: 0,
      newStatus: oldStatus,
      flipped: false,
    };
  }
  const row = failureRow(failedBy);
  switch (subject.kind) {
    case 'fortress':
      // 12.2.1b a lone Fortress that fails is flipped; Fortresses never lose strength levels in combat (12.2).
      return {
        ...base,
        row: row.label,
        ceLoss: 0,
        retreat: 0,
        ciRetreat: 0,
        ciApplies: false,
        strengthReduction: 0,
        newStatus: null,
        flipped: true,
      };
    case 'support': {
      // 5.5.2 a Support unit's CEL never drops: the reduction becomes a Strength Reduction.
      const converted = subject.supportSr === 'one' ? 1 : row.ceLoss;
      return {
        ...base,
        row: row.label,
        ceLoss: 0,
        retreat: row.retreat,
        ciRetreat: row.ciRetreat,
        ciApplies: false,
        strengthReduction: row.sr + converted,
        newStatus: null,
        flipped: false,
      };
    }
    case 'formation': {
      let newStatus: CeStatus | null = null;
      let unabsorbed = 0;
      let ciApplies = ciBefore(subject);
      if (subject.status) {
        const reduced = reduceStatus(subject.status, row.ceLoss);
        newStatus = reduced.status;
        // 10.3 a Formation cannot go below D2: a reduction it cannot absorb becomes a Strength Reduction.
        unabsorbed = reduced.unabsorbed;
        ciApplies = isCiOrDemoralized(subject.status) || isCiOrDemoralized(newStatus);
      }
      return {
        ...base,
        row: row.label,
        ceLoss: row.ceLoss,
        retreat: row.retreat + (ciApplies ? row.ciRetreat : 0),
        ciRetreat: row.ciRetreat,
        ciApplies,
        strengthReduction: row.sr + unabsorbed,
        newStatus,
        flipped: false,
      };
    }
  }
}

function ciBefore(subject: EcSubject): boolean | null {
  if (subject.status) return isCiOrDemoralized(subject.status);
  return subject.ciOrDemoralized ? true : null;
}

/**
 * CE reductions outside the failure table (CRT "E", 9.9.2; a failed Repulse EC, 7.4.4–7.4.5): a Formation
 * moves down the ladder (a level past D2 becomes an SR, 10.3); a Support unit takes SR instead (5.5.2).
 */
export function applyCeReductions(
  kind: ForceKind,
  status: CeStatus | undefined,
  levels: number,
  supportSr: SupportSrReading,
): { status: CeStatus | null; sr: number } {
  if (levels <= 0) return { status: status ?? null, sr: 0 };
  if (kind === 'support') return { status: null, sr: supportSr === 'one' ? 1 : levels };
  if (kind === 'fortress') return { status: null, sr: 0 };
  if (!status) return { status: null, sr: 0 };
  const reduced = reduceStatus(status, levels);
  return { status: reduced.status, sr: reduced.unabsorbed };
}

export function statusName(status: CeStatus): Localized {
  return CE_STATUS_NAMES[status];
}

/** The player's reading of one EC: the check, the row read and what the Force suffers. */
export function describeEc(outcome: EcOutcome, kind: ForceKind, rule = '10.3'): Localized {
  const head = outcome.passed
    ? loc(
        `EC: ${outcome.total} against CEL ${outcome.cel}: **passed**.`,
        `EC: ${outcome.total} contro CEL ${outcome.cel}: **superato**.`,
      )
    : loc(
        `EC: ${outcome.total} against CEL ${outcome.cel}: **failed by ${outcome.failedBy}**.`,
        `EC: ${outcome.total} contro CEL ${outcome.cel}: **fallito di ${outcome.failedBy}**.`,
      );
  if (outcome.passed) return head;
  const row = failureRow(outcome.failedBy);
  const lines: Localized[] = [
    head,
    loc(
      `EC Failure Table (${rule}), row ${row.label}: ${failureRowText(row).en}.`,
      `Tabella dei Risultati del Fallimento dell'EC (${rule}), riga ${row.label}: ${failureRowText(row).it}.`,
    ),
  ];
  if (kind === 'fortress') {
    lines.push(
      loc(
        'The lone Fortress is **flipped** to its ungarrisoned side (12.2.1b); it loses no strength level (12.2).',
        "L'unità Fortezza da sola viene **girata** sul retro (12.2.1b); non perde livelli di forza (12.2).",
      ),
    );
    return joinLocalized(lines);
  }
  if (kind === 'support') {
    lines.push(
      loc(
        `Support unit: its CEL never drops (5.5.2); it takes **${plural(outcome.strengthReduction, 'Strength Reduction', 'Strength Reductions')}** and retreats **${outcome.retreat}** ${hexes(outcome.retreat)}.`,
        `Unità di Supporto: la sua CEL non si riduce (5.5.2); subisce **${outcome.strengthReduction} ${outcome.strengthReduction === 1 ? 'Riduzione' : 'Riduzioni'} di Forza** e si ritira di **${outcome.retreat}** ${esagoni(outcome.retreat)}.`,
      ),
    );
    return joinLocalized(lines);
  }
  const status =
    outcome.oldStatus && outcome.newStatus
      ? loc(
          ` (status ${statusName(outcome.oldStatus).en} → **${statusName(outcome.newStatus).en}**)`,
          ` (stato ${statusName(outcome.oldStatus).it} → **${statusName(outcome.newStatus).it}**)`,
        )
      : loc('', '');
  lines.push(
    loc(
      `The Force loses **${outcome.ceLoss} CE ${outcome.ceLoss === 1 ? 'level' : 'levels'}**${status.en}.`,
      `La Forza perde **${outcome.ceLoss} ${outcome.ceLoss === 1 ? 'livello' : 'livelli'} di CE**${status.it}.`,
    ),
  );
  if (outcome.ciApplies === null) {
    lines.push(
      loc(
        `Retreat **${outcome.retreat}** ${hexes(outcome.retreat)}, **+${outcome.ciRetreat}** if the Force was or becomes CI or Demoralized (10.3; give its status to decide).`,
        `Ritirata di **${outcome.retreat}** ${esagoni(outcome.retreat)}, **+${outcome.ciRetreat}** se la Forza era o diviene CI o Demoralizzata (10.3; indicate lo stato per deciderlo).`,
      ),
    );
  } else if (outcome.retreat === 0) {
    lines.push(loc('No retreat.', 'Nessuna ritirata.'));
  } else {
    const why = outcome.ciApplies
      ? loc(
          ` (including ${outcome.ciRetreat} for being CI or Demoralized)`,
          ` (di cui ${outcome.ciRetreat} perché CI o Demoralizzata)`,
        )
      : loc('', '');
    lines.push(
      loc(
        `Retreat **${outcome.retreat}** ${hexes(outcome.retreat)}${why.en}.`,
        `Ritirata di **${outcome.retreat}** ${esagoni(outcome.retreat)}${why.it}.`,
      ),
    );
  }
  if (outcome.strengthReduction > 0 || outcome.newStatus === null) {
    const beyond =
      outcome.newStatus === null
        ? loc(
            ' (each level it cannot absorb below D2 is one more, 10.3)',
            ' (ogni livello che non può assorbire oltre D2 ne aggiunge una, 10.3)',
          )
        : loc('', '');
    lines.push(
      loc(
        `Strength Reductions: **${outcome.strengthReduction}**${beyond.en}.`,
        `Riduzioni di Forza: **${outcome.strengthReduction}**${beyond.it}.`,
      ),
    );
  }
  return joinLocalized(lines);
}

export function hexes(n: number): string {
  return n === 1 ? 'hex' : 'hexes';
}

export function esagoni(n: number): string {
  return n === 1 ? 'esagono' : 'esagoni';
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Rolls the 2d6 of an EC (6.2.1). */
export function rollEc(dice: Dice, purpose = 'ec'): readonly [number, number] {
  return twoD6(dice, purpose).dice;
}

// ---------------------------------------------------------------------------------------------------------------
// The `ec` ruling: one Post-Combat EC for one Force.

const statusChoices = CE_STATUSES.map((s) => ({ value: s, name: CE_STATUS_NAMES[s] }));

export const statusOption = (name: string, nameIt: string, en: string, it: string) =>
  option.choice(name, loc(en, it), statusChoices, { nameIt });

export const supportSrOption = option.choice(
  'support-sr',
  loc(
    'SR a failing Support unit takes: one, or one per CE level (README)',
    'SR di una unità di Supporto che fallisce: una, o una per livello',
  ),
  [
    { value: 'one', name: loc('one (5.5.2)', 'una (5.5.2)') },
    { value: 'per-level', name: loc('one per CE level', 'una per livello CE') },
  ],
  { nameIt: 'sr-supporto' },
);

const ecInput = z
  .object({
    cel: z.number().optional(),
    drm: z.number().default(0),
    crt: z.number().default(0),
    artillery: z.number().default(0),
    flanked: z.boolean().default(false),
    prep: z.number().default(0),
    status: z.enum(CE_STATUSES).optional(),
    ci: z.boolean().default(false),
    demoralized: z.boolean().default(false),
    support: z.boolean().default(false),
    fortress: z.boolean().default(false),
    supportSr: z.enum(['one', 'per-level']).default('one'),
  })
  .superRefine((v, ctx) => {
    if (v.fortress) {
      if (v.cel !== undefined && v.cel !== 11)
        ctx.addIssue({ code: 'custom', path: ['cel'], message: 'a lone Fortress checks at CEL 11 (12.2.1b)' });
      if (v.support || v.status || v.ci || v.demoralized)
        ctx.addIssue({
          code: 'custom',
          path: ['fortress'],
          message: 'a lone Fortress has no CE status and is not a Support unit (12.2.1b)',
        });
    } else if (v.cel === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['cel'],
        message: 'give the CEL of the Force (or --fortress for a lone Fortress)',
      });
    }
    if (v.support && (v.status || v.ci || v.demoralized))
      ctx.addIssue({
        code: 'custom',
        path: ['support'],
        message: 'a Support unit has a constant CEL: it is never CI or Demoralized (5.5.2)',
      });
    if (v.ci && v.demoralized)
      ctx.addIssue({ code: 'custom', path: ['ci'], message: 'a Force is CI or Demoralized, not both (6.1.4)' });
    if (v.status) {
      const level = statusLevel(v.status);
      if (v.ci && v.status !== 'ci')
        ctx.addIssue({ code: 'custom', path: ['ci'], message: `--ci contradicts --status ${v.status}` });
      if (v.demoralized && level < statusLevel('d1'))
        ctx.addIssue({
          code: 'custom',
          path: ['demoralized'],
          message: `--demoralized contradicts --status ${v.status}`,
        });
    }
  });

export const ecRuling = defineRuling({
  id: 'ec',
  nameIt: 'ec',
  description: loc(
    'Post-Combat Efficiency Check: 2d6 + DRM against the CEL, failure table (10.3)',
    'Controllo di Efficienza post-combattimento: 2d6 + DRM contro la CEL, tabella dei fallimenti',
  ),
  options: [
    option.integer(
      'cel',
      loc('Current CEL of the Force (Base CE − status)', 'CEL corrente della Forza (CE Base − stato)'),
      {
        min: 0,
        max: 20,
      },
    ),
    option.integer('drm', loc('Other DRM to the EC', 'Altro DRM al EC'), { min: -12, max: 12 }),
    option.integer(
      'crt',
      loc('CRT result DRM to this side (9.9.2)', 'DRM del risultato della CRT per questa parte (9.9.2)'),
      {
        min: -9,
        max: 9,
      },
    ),
    option.integer('artillery', loc('Artillery DRM (10.1, from /oao artillery)', "DRM dell'Artiglieria (10.1)"), {
      min: -2,
      max: 3,
      nameIt: 'artiglieria',
    }),
    option.boolean('flanked', loc('Defender Flanked: +1 (9.5.2)', 'Difensore Aggirato sul Fianco: +1 (9.5.2)'), {
      nameIt: 'aggirato',
    }),
    option.integer(
      'prep',
      loc('Prep Bombardment #E to the defender (13.3.4)', 'Bombardamento Prep #E al difensore (13.3.4)'),
      {
        min: 0,
        max: 4,
      },
    ),
    statusOption(
      'status',
      'stato',
      'CE status of the Formation, to compute the new one',
      'Stato CE della Formazione, per calcolare il nuovo',
    ),
    option.boolean('ci', loc('The Force is Combat Ineffective (6.3)', 'La Forza è Inefficace in Combattimento (6.3)')),
    option.boolean('demoralized', loc('The Force is Demoralized (6.4)', 'La Forza è Demoralizzata (6.4)'), {
      nameIt: 'demoralizzata',
    }),
    option.boolean(
      'support',
      loc('A Force of Support units only (5.5.2)', 'Una Forza di sole Unità di Supporto (5.5.2)'),
      {
        nameIt: 'supporto',
      },
    ),
    option.boolean(
      'fortress',
      loc('A Fortress defending alone: CEL 11 (12.2.1b)', 'Una Fortezza che difende da sola: CEL 11'),
      {
        nameIt: 'fortezza',
      },
    ),
    supportSrOption,
  ],
  input: ecInput,
  resolve(input, dice) {
    const kind: ForceKind = input.fortress ? 'fortress' : input.support ? 'support' : 'formation';
    const cel = input.fortress ? 11 : (input.cel ?? 0);
    const modifiers: Modifier[] = [
      { label: loc('CRT result', 'risultato della CRT'), value: input.crt, rule: '9.9.2' },
      { label: loc('artillery', 'artiglieria'), value: input.artillery, rule: '10.1' },
      { label: loc('defender flanked', 'difensore aggirato sul fianco'), value: input.flanked ? 1 : 0, rule: '9.5.2' },
      { label: loc('Prep Bombardment', 'Bombardamento Prep'), value: input.prep, rule: '13.3.4' },
      { label: loc('other', 'altro'), value: input.drm },
    ];
    const drm = modifiers.reduce((sum, m) => sum + m.value, 0);
    const roll = rollEc(dice, 'post-combat-ec');
    const outcome = resolvePostCombatEc(
      {
        kind,
        cel,
        supportSr: input.supportSr,
        ...(input.status ? { status: input.status } : {}),
        ciOrDemoralized: input.ci || input.demoralized,
      },
      roll,
      drm,
    );
    const rules = ['6.2.1', '10.2'];
    if (input.crt) rules.push('9.9.2');
    if (input.artillery) rules.push('10.1');
    if (input.flanked) rules.push('9.5.2');
    if (input.prep) rules.push('13.3.4');
    if (!outcome.passed) {
      rules.push('10.3');
      if (kind === 'support') rules.push('5.5.2');
      if (kind === 'fortress') rules.push('12.2.1b');
    }
    return {
      ok: true,
      result: {
        dice: outcome.dice,
        total: outcome.total,
        cel: outcome.cel,
        passed: outcome.passed,
        failedBy: outcome.failedBy,
        row: outcome.row,
        ceLoss: outcome.ceLoss,
        retreat: outcome.retreat,
        ciRetreat: outcome.ciRetreat,
        ciApplies: outcome.ciApplies,
        strengthReduction: outcome.strengthReduction,
        newStatus: outcome.newStatus,
        flipped: outcome.flipped,
      },
      rules,
      text: joinLocalized([describeRoll(outcome.dice, modifiers, outcome.total), describeEc(outcome, kind)]),
    };
  },
});
