import type { Dice } from '../../../core/dice.js';
import { CE_STATUSES, type CeStatus, type ForceKind } from '../model.js';
import { drmTotal, rollEc, rollStep, type Drm, type RollStep } from './roll.js';
import { EC_FAILURE_TABLE, type EcFailureRow } from './tables.js';

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

export type EcOutcome = {
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
};

/** One EC read against the failure table: the check, the row and what the Force suffers (words.ts words it). */
export type EcStep = { readonly step: 'ec'; readonly rule: '10.3'; readonly kind: ForceKind; readonly ec: EcOutcome };

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

// ---------------------------------------------------------------------------------------------------------------
// One Post-Combat EC for one Force (the `ec` ruling).

export interface PostCombatEcInput {
  readonly cel?: number | undefined;
  readonly drm: number;
  readonly crt: number;
  readonly artillery: number;
  readonly flanked: boolean;
  readonly prep: number;
  readonly status?: CeStatus | undefined;
  readonly ci: boolean;
  readonly demoralized: boolean;
  readonly support: boolean;
  readonly fortress: boolean;
  readonly supportSr: SupportSrReading;
}

export function postCombatEc(
  input: PostCombatEcInput,
  dice: Dice,
): { value: EcOutcome; rules: string[]; steps: (RollStep | EcStep)[] } {
  const kind: ForceKind = input.fortress ? 'fortress' : input.support ? 'support' : 'formation';
  // 12.2.1b a lone Fortress checks at CEL 11.
  const cel = input.fortress ? 11 : (input.cel ?? 0);
  const modifiers: Drm[] = [
    { cause: 'crt-result', value: input.crt, rule: '9.9.2' },
    { cause: 'artillery', value: input.artillery, rule: '10.1' },
    { cause: 'defender-flanked', value: input.flanked ? 1 : 0, rule: '9.5.2' },
    { cause: 'prep-bombardment', value: input.prep, rule: '13.3.4' },
    { cause: 'other', value: input.drm },
  ];
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
    drmTotal(modifiers),
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
    value: outcome,
    rules,
    steps: [rollStep(outcome.dice, modifiers, outcome.total), { step: 'ec', rule: '10.3', kind, ec: outcome }],
  };
}
