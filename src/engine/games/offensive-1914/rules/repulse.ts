import type { Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/explain.js';
import type { CombatSide } from '../model.js';
import { crtRollSteps, prDrm, prStep, rollCrt, type DoctrineStep, type PrStep } from './combat.js';
import { CRT_TABLE_ID, lookupCrt, type CrtGridData, type RetreatSymbol } from './crt.js';
import { computeOdds, type OddsInput, type OddsStep } from './odds.js';
import { rollEc, rollStep, type RollStep } from './roll.js';
import type { CrtColumn } from './tables.js';

/**
 * Repulse (7.4): a special attack during movement or retreat. Two units of one Force count; the odds use the
 * terrain and column shifts of combat (7.4.3). 8:1 succeeds, 3:1–6:1 roll on the CRT (success = a black-circled
 * retreat), below 3:1 fails. Then one EC: the defender at +1 after a success, the repulser unmodified after a failure.
 */

/** Columns 3:1, 4:1 and 6:1 of the ladder (rules/odds.ts). */
export const ROLL_FROM = 5;
export const AUTOMATIC_FROM = 8;

export type RepulseEc = {
  readonly dice: readonly [number, number];
  readonly total: number;
  readonly cel: number;
  readonly passed: boolean;
  readonly failedBy: number;
  readonly ceLoss: number;
  readonly strengthReduction: number;
};

/** Whose EC follows the Repulse: the defending Force after a success (7.4.4), the repulsing one after a failure (7.4.5). */
export type RepulseEcTaker = 'defending' | 'repulsing';

export type RepulseStep =
  | OddsStep
  | RollStep
  | DoctrineStep
  | PrStep
  | { readonly step: 'repulse-automatic'; readonly rule: '7.4.3' }
  | { readonly step: 'repulse-too-low'; readonly rule: '7.4.5'; readonly column: CrtColumn }
  | { readonly step: 'crt-missing'; readonly rule: string; readonly table: string }
  | {
      readonly step: 'repulse-crt';
      readonly rule: '7.4.3' | '7.4.5';
      readonly column: CrtColumn;
      readonly row: number;
      readonly black: number;
      readonly printed: string;
      readonly retreat: RetreatSymbol | null;
      readonly success: boolean;
    }
  | { readonly step: 'repulse-success'; readonly rule: '7.4.4'; readonly fortress: boolean }
  | { readonly step: 'repulse-failure'; readonly rule: '7.4.5'; readonly during: 'movement' | 'retreat' }
  | {
      readonly step: 'repulse-ec';
      readonly rule: '7.4.4' | '7.4.5';
      readonly who: RepulseEcTaker;
      readonly support: boolean;
      readonly ec: RepulseEc | null;
    };

export interface RepulseInput extends Omit<OddsInput, 'prep'> {
  readonly attPr: number;
  readonly defPr?: number | undefined;
  readonly gt?: number | undefined;
  readonly allies?: CombatSide | undefined;
  readonly cel?: number | undefined;
  readonly support: boolean;
  readonly defCel?: number | undefined;
  readonly defSupport: boolean;
  readonly during: 'movement' | 'retreat';
}

export interface RepulseResult {
  readonly attack: number;
  readonly defence: number;
  readonly initial: string;
  readonly final: string;
  readonly column: string;
  readonly outcome: 'automatic' | 'rolled' | 'too-low';
  readonly white?: number;
  readonly black?: number;
  readonly rerolled?: boolean;
  readonly prDrm?: number;
  readonly modifiedWhite?: number;
  readonly crt?: string | null;
  /** Null while the CRT grid is not loaded. */
  readonly success: boolean | null;
  readonly retreat?: number;
  readonly ec?: RepulseEc | null;
  /** The table to load, while the grid is not loaded. */
  readonly missingTable?: string;
}

type Answer =
  { ok: true; value: RepulseResult; rules: string[]; steps: RepulseStep[] } | { ok: false; problem: Problem };

export function repulse(input: RepulseInput, dice: Dice, grid: CrtGridData | undefined): Answer {
  const odds = computeOdds({ ...input, prep: 0 });
  // 9.3.2 nothing left to repulse with after Ammo and terrain.
  if (odds.value.attack <= 0) return problem('no-repulse-strength', undefined, { option: 'force', rule: '9.3.2' });
  const { value: o } = odds;
  const rules = ['7.4', '7.4.1', '7.4.3', ...o.rules];
  const steps: RepulseStep[] = [...odds.steps];
  const base = { attack: o.attack, defence: o.defence, initial: o.initial, final: o.final, column: o.column };

  let success: boolean;
  let outcome: 'automatic' | 'rolled' | 'too-low';
  let dicePart: Partial<RepulseResult> = {};
  if (o.finalIndex >= AUTOMATIC_FROM) {
    outcome = 'automatic';
    success = true;
    steps.push({ step: 'repulse-automatic', rule: '7.4.3' }); // 7.4.3 8:1 succeeds without a roll
  } else if (o.finalIndex < ROLL_FROM) {
    outcome = 'too-low';
    success = false;
    steps.push({ step: 'repulse-too-low', rule: '7.4.5', column: o.column }); // 7.4.5 below 3:1 it fails
  } else {
    outcome = 'rolled';
    const roll = rollCrt(dice, input.gt, input.allies);
    if (roll.first) rules.push('21.1');
    const prInput = {
      attPr: input.attPr,
      defPr: input.defPr,
      attAlpins: false,
      defAlpins: false,
      fortress: input.fortress ? ('with-units' as const) : ('none' as const),
    };
    const pr = prDrm(prInput);
    const modifiedWhite = roll.white + pr.drm;
    rules.push('9.7', '9.9.1');
    steps.push(...crtRollSteps(roll, input.allies, pr.drm), prStep(prInput, null));
    dicePart = {
      white: roll.white,
      black: roll.black,
      rerolled: roll.first !== undefined,
      prDrm: pr.drm,
      modifiedWhite,
    };
    if (!grid) {
      steps.push({ step: 'crt-missing', rule: '7.4.3', table: CRT_TABLE_ID });
      return {
        ok: true,
        value: { ...base, outcome, ...dicePart, crt: null, success: null, missingTable: CRT_TABLE_ID },
        rules,
        steps,
      };
    }
    const cell = lookupCrt(grid, o.column, modifiedWhite, roll.black);
    if (!cell.ok) return cell;
    const retreat = cell.result.defender.retreat;
    // 7.4.3 only a black-circled retreat succeeds; the rest of the result is ignored.
    success = retreat === 'b1' || retreat === 'b2';
    dicePart = { ...dicePart, crt: cell.result.printed };
    steps.push({
      step: 'repulse-crt',
      rule: success ? '7.4.3' : '7.4.5',
      column: o.column,
      row: cell.row,
      black: roll.black,
      printed: cell.result.printed,
      retreat,
      success,
    });
  }
  rules.push(success ? '7.4.4' : '7.4.5');
  const ec = success
    ? repulseEc(dice, input.defCel, input.defSupport, 1, 'defending')
    : repulseEc(dice, input.cel, input.support, 0, 'repulsing');
  if (success) steps.push({ step: 'repulse-success', rule: '7.4.4', fortress: input.fortress });
  else steps.push({ step: 'repulse-failure', rule: '7.4.5', during: input.during });
  steps.push(...ec.steps);
  return {
    ok: true,
    value: { ...base, outcome, ...dicePart, success, retreat: success ? 2 : 0, ec: ec.report },
    rules,
    steps,
  };
}

/** 7.4.4 / 7.4.5 the EC after a Repulse: a failure costs ONE CE level (a Support unit: an SR, 5.5.2). */
function repulseEc(
  dice: Dice,
  cel: number | undefined,
  support: boolean,
  drm: number,
  who: RepulseEcTaker,
): { report: RepulseEc | null; steps: RepulseStep[] } {
  const rule = who === 'defending' ? '7.4.4' : '7.4.5';
  if (cel === undefined) return { report: null, steps: [{ step: 'repulse-ec', rule, who, support, ec: null }] };
  const roll = rollEc(dice, 'repulse-ec');
  const total = roll[0] + roll[1] + drm;
  const passed = total <= cel;
  const report = {
    dice: roll,
    total,
    cel,
    passed,
    failedBy: passed ? 0 : total - cel,
    ceLoss: passed || support ? 0 : 1,
    strengthReduction: !passed && support ? 1 : 0,
  };
  // 7.4.4 the defending Force's EC is at +1 after a successful Repulse.
  const mods = drm ? [{ cause: 'repulse-success' as const, value: drm, rule: '7.4.4' }] : [];
  return {
    report,
    steps: [rollStep(roll, mods, total), { step: 'repulse-ec', rule, who, support, ec: report }],
  };
}
