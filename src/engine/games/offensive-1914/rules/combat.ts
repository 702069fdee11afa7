import { d6, type Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import type { CeStatus, CombatSide, ForceKind } from '../model.js';
import { CRT_TABLE_ID, lookupCrt, type CrtGridData, type CrtSide } from './crt.js';
import {
  applyCeReductions,
  celOf,
  resolvePostCombatEc,
  type EcOutcome,
  type EcStep,
  type SupportSrReading,
} from './efficiency.js';
import { applyIntensity, battleStep, type IntensityStep } from './intensity.js';
import { columnOf, ladderLabel } from './odds.js';
import { drmTotal, rollEc, rollStep, type Drm, type RollStep } from './roll.js';
import type { CrtColumn } from './tables.js';

/**
 * One combat (9.1.1 f–j): intensity, the white and black dice with the PR DRM (9.7, 9.9.1) and the Inferior
 * Allied Doctrine (21.1), the CRT (pack-loaded), the Intensity effects (9.8.2), then the Post-Combat ECs (10.0),
 * attacker first.
 */

// ---------------------------------------------------------------------------------------------------------------
// 9.7 the PR DRM to the white die.

/** PR DRM to the white die (9.7): highest defending PR − highest attacking PR. */
export interface PrInput {
  readonly attPr: number;
  readonly defPr?: number | undefined;
  readonly attAlpins: boolean;
  readonly defAlpins: boolean;
  readonly fortress: 'none' | 'with-units' | 'alone';
}

export type PrStep = {
  readonly step: 'pr';
  readonly rule: '9.7';
  readonly attacker: number;
  readonly defender: number;
  readonly drm: number;
  readonly attackerAlpins: boolean;
  readonly defenderAlpins: boolean;
  readonly fortress: boolean;
  /** The white die once modified, when the ruling states it on the same line. */
  readonly modifiedWhite: number | null;
};

export function prDrm(input: PrInput): { attacker: number; defender: number; drm: number } {
  // 9.7.2 Chasseurs d'Alpins in Mountainous terrain: +1 to their side's PR.
  const attacker = input.attPr + (input.attAlpins ? 1 : 0);
  let defender = (input.defPr ?? 0) + (input.defAlpins ? 1 : 0);
  // 9.7.1 / 12.2.1 a defending group that includes a Fortress has PR 5 (the Fortress defends with PR 5).
  if (input.fortress === 'alone') defender = 5;
  else if (input.fortress === 'with-units') defender = Math.max(defender, 5);
  return { attacker, defender, drm: defender - attacker };
}

export function prStep(input: PrInput, modifiedWhite: number | null): PrStep {
  const pr = prDrm(input);
  return {
    step: 'pr',
    rule: '9.7',
    ...pr,
    attackerAlpins: input.attAlpins,
    defenderAlpins: input.defAlpins,
    fortress: input.fortress !== 'none',
    modifiedWhite,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rolling the CRT dice (9.9.1) with the Inferior Allied Doctrine (21.1).

export interface CrtRoll {
  readonly white: number;
  readonly black: number;
  /** The first pair when 21.1 made the Allies roll again. */
  readonly first?: { readonly white: number; readonly black: number };
}

export type DoctrineStep =
  | {
      readonly step: 'doctrine-reroll';
      readonly rule: '21.1';
      readonly allies: CombatSide;
      readonly first: { readonly white: number; readonly black: number };
      readonly white: number;
      readonly black: number;
    }
  | { readonly step: 'doctrine-unchecked'; readonly rule: '21.1' };

/** 21.1 in GT 1–5 an Allied attacker re-rolls both dice on a black 1, an Allied defender on a black 6; once. */
export function doctrineApplies(gt: number | undefined): boolean {
  return gt !== undefined && gt >= 1 && gt <= 5;
}

export function rollCrt(dice: Dice, gt: number | undefined, allied: CombatSide | undefined): CrtRoll {
  const white = d6(dice, 'crt-white');
  const black = d6(dice, 'crt-black');
  const trigger = allied === 'attacker' ? 1 : 6;
  if (doctrineApplies(gt) && allied !== undefined && black === trigger) {
    const again = { white: d6(dice, 'crt-white'), black: d6(dice, 'crt-black') };
    return { ...again, first: { white, black } };
  }
  return { white, black };
}

/** The CRT dice as rolled: the dice line with the PR DRM, and the 21.1 re-roll when there was one. */
export function crtRollSteps(roll: CrtRoll, allied: CombatSide | undefined, pr: number): (RollStep | DoctrineStep)[] {
  const modifiedWhite = roll.white + pr;
  const steps: (RollStep | DoctrineStep)[] = [
    rollStep(
      [roll.white, roll.black],
      [{ cause: 'pr-white', value: pr, rule: '9.7' }],
      `${modifiedWhite} / ${roll.black}`,
    ),
  ];
  if (roll.first && allied !== undefined)
    steps.push({
      step: 'doctrine-reroll',
      rule: '21.1',
      allies: allied,
      first: roll.first,
      white: roll.white,
      black: roll.black,
    });
  return steps;
}

// ---------------------------------------------------------------------------------------------------------------
// The combat.

export interface CombatInput {
  /** The final odds column, a ladder position (rules/odds.ts). */
  readonly column: number;
  readonly attPr: number;
  readonly defPr?: number | undefined;
  readonly attAlpins: boolean;
  readonly defAlpins: boolean;
  readonly fortress: 'none' | 'with-units' | 'alone';
  readonly attIntense: boolean;
  readonly defIntense: boolean;
  readonly gt?: number | undefined;
  readonly allies?: CombatSide | undefined;
  readonly attCe?: number | undefined;
  readonly attStatus?: CeStatus | undefined;
  readonly attSupport: boolean;
  readonly attArt: number;
  readonly defCe?: number | undefined;
  readonly defStatus?: CeStatus | undefined;
  readonly defSupport: boolean;
  readonly defArt: number;
  readonly flanked: boolean;
  readonly prepE: number;
  readonly supportSr: SupportSrReading;
}

export type SideReport = {
  readonly ecDrm: number;
  readonly e: number;
  readonly crtSr: number;
  readonly intensitySr: number;
  readonly crtRetreat: number;
  readonly ec: EcOutcome | null;
  readonly strengthReduction: number;
  readonly retreat: number;
  readonly status: CeStatus | null;
  readonly flipped: boolean;
};

export interface CombatResult {
  readonly column: string;
  readonly final: string;
  readonly white: number;
  readonly black: number;
  readonly rerolled: boolean;
  readonly firstRoll: { readonly white: number; readonly black: number } | null;
  readonly prDrm: number;
  readonly modifiedWhite: number;
  readonly battle: string;
  /** The CRT cell read, as printed; null while the grid is not loaded. */
  readonly crt: string | null;
  readonly row?: number;
  /** The table to load, while the grid is not loaded. */
  readonly missingTable?: string;
  readonly attacker?: SideReport;
  readonly defender?: SideReport;
}

export type CombatStep =
  | RollStep
  | DoctrineStep
  | PrStep
  | IntensityStep
  | EcStep
  | { readonly step: 'odds-column'; readonly rule?: '9.9'; readonly final: string; readonly column: CrtColumn }
  | { readonly step: 'crt-missing'; readonly rule: string; readonly table: string }
  | {
      readonly step: 'crt-result';
      readonly rule: '9.9.1';
      readonly column: CrtColumn;
      readonly row: number;
      readonly black: number;
      readonly printed: string;
    }
  | { readonly step: 'side'; readonly side: CombatSide }
  | {
      readonly step: 'crt-effects';
      readonly rule: '9.9.2';
      readonly kind: ForceKind;
      readonly e: number;
      readonly crtSr: number;
      readonly intensitySr: number;
      readonly crtRetreat: number;
      readonly drm: number;
    }
  | { readonly step: 'no-ec-below-table'; readonly rule: '10.0' }
  | { readonly step: 'ec-not-rolled' }
  | {
      readonly step: 'side-total';
      readonly kind: ForceKind;
      readonly strengthReduction: number;
      readonly retreat: number;
      readonly status: CeStatus | null;
      readonly flipped: boolean;
    };

export function resolveCombat(
  input: CombatInput,
  dice: Dice,
  grid: CrtGridData | undefined,
): { ok: true; value: CombatResult; rules: string[]; steps: CombatStep[] } | { ok: false; problem: Problem } {
  const roll = rollCrt(dice, input.gt, input.allies);
  const pr = prDrm(input);
  const modifiedWhite = roll.white + pr.drm;
  const battle = battleStep(input.attIntense, input.defIntense);
  const column = columnOf(input.column);
  const final = ladderLabel(input.column);
  const rules = ['9.1.1', '9.7', '9.8.1', '9.9.1'];
  if (input.fortress !== 'none') rules.push('9.7.1');
  if (input.attAlpins || input.defAlpins) rules.push('9.7.2');
  if (roll.first) rules.push('21.1');
  if (final !== column) rules.push('9.9');

  const steps: CombatStep[] = [...crtRollSteps(roll, input.allies, pr.drm), prStep(input, modifiedWhite)];
  // 9.9 odds beyond the table are read on its extreme columns.
  steps.push(
    final === column ? { step: 'odds-column', final, column } : { step: 'odds-column', rule: '9.9', final, column },
  );
  steps.push(battle);
  if (input.gt === undefined) steps.push({ step: 'doctrine-unchecked', rule: '21.1' });

  const base = {
    column,
    final,
    white: roll.white,
    black: roll.black,
    rerolled: roll.first !== undefined,
    firstRoll: roll.first ?? null,
    prDrm: pr.drm,
    modifiedWhite,
    battle: battle.battle,
  };
  if (!grid) {
    steps.push({ step: 'crt-missing', rule: '9.9.1', table: CRT_TABLE_ID });
    return { ok: true, value: { ...base, crt: null, missingTable: CRT_TABLE_ID }, rules, steps };
  }
  const cell = lookupCrt(grid, column, modifiedWhite, roll.black);
  if (!cell.ok) return cell;
  const crt = cell.result;
  rules.push('9.9.2', '9.8.2');
  steps.push({ step: 'crt-result', rule: '9.9.1', column, row: cell.row, black: roll.black, printed: crt.printed });
  const intensity = applyIntensity(battle.battle, crt.defender.retreat);
  steps.push({
    step: 'intensity-effect',
    rule: '9.8.2',
    battle: battle.battle,
    retreat: crt.defender.retreat,
    effect: intensity,
  });

  // 10.0 one EC roll per hex, the attacker's results first; the defender takes none below 1:4.
  const attacker = resolveSide({
    kind: input.attSupport ? 'support' : 'formation',
    ce: input.attCe,
    status: input.attStatus,
    crt: crt.attacker,
    intensitySr: intensity.attackerSr,
    crtRetreat: 0,
    modifiers: [
      { cause: 'crt-result', value: crt.attacker.drm, rule: '9.9.2' },
      { cause: 'artillery', value: input.attArt, rule: '10.1' },
    ],
    supportSr: input.supportSr,
    belowTable: false,
    dice,
  });
  const defender = resolveSide({
    kind: input.fortress === 'alone' ? 'fortress' : input.defSupport ? 'support' : 'formation',
    ce: input.fortress === 'alone' ? 11 : input.defCe, // 12.2.1b a lone Fortress checks at CEL 11
    status: input.defStatus,
    crt: crt.defender,
    intensitySr: intensity.defenderSr,
    crtRetreat: intensity.retreat,
    modifiers: [
      { cause: 'crt-result', value: crt.defender.drm, rule: '9.9.2' },
      { cause: 'artillery', value: input.defArt, rule: '10.1' },
      { cause: 'flanked', value: input.flanked ? 1 : 0, rule: '9.5.2' },
      { cause: 'prep-bombardment', value: input.prepE, rule: '13.3.4' },
    ],
    supportSr: input.supportSr,
    belowTable: input.column < 0,
    dice,
  });
  steps.push(
    { step: 'side', side: 'attacker' },
    ...attacker.steps,
    { step: 'side', side: 'defender' },
    ...defender.steps,
  );
  if (attacker.report.ec || defender.report.ec) rules.push('10.2');
  if (attacker.report.ec?.passed === false || defender.report.ec?.passed === false) rules.push('10.3');
  if (input.fortress === 'alone') rules.push('12.2.1b');
  return {
    ok: true,
    value: { ...base, crt: crt.printed, row: cell.row, attacker: attacker.report, defender: defender.report },
    rules,
    steps,
  };
}

interface SideInput {
  readonly kind: ForceKind;
  readonly ce: number | undefined;
  readonly status: CeStatus | undefined;
  readonly crt: CrtSide;
  readonly intensitySr: number;
  readonly crtRetreat: number;
  readonly modifiers: readonly Drm[];
  readonly supportSr: SupportSrReading;
  /** 10.0 below 1:4 the defender takes no EC. */
  readonly belowTable: boolean;
  readonly dice: Dice;
}

/** 9.1.1 h–j for one side: the CRT's E and s, the Intensity SR, then its Post-Combat EC. */
function resolveSide(side: SideInput): { report: SideReport; steps: CombatStep[] } {
  const steps: CombatStep[] = [];
  const fortressAlone = side.kind === 'fortress';
  const statusBefore: CeStatus | undefined = side.kind === 'formation' ? (side.status ?? 'full') : undefined;
  // 9.9.2 "E": one CE level per Force, applied before the EC (9.1.1h).
  const afterE = applyCeReductions(side.kind, statusBefore, side.crt.e, side.supportSr);
  const crtSr = fortressAlone ? 0 : side.crt.s; // 12.2.1 the garrison never takes a CRT "s"
  const ecDrm = drmTotal(side.modifiers);
  steps.push({
    step: 'crt-effects',
    rule: '9.9.2',
    kind: side.kind,
    e: side.crt.e,
    crtSr,
    intensitySr: side.intensitySr,
    crtRetreat: side.crtRetreat,
    drm: side.crt.drm,
  });
  let ec: EcOutcome | null = null;
  if (side.belowTable) steps.push({ step: 'no-ec-below-table', rule: '10.0' });
  else if (side.ce === undefined) steps.push({ step: 'ec-not-rolled' });
  else {
    const status = afterE.status ?? undefined;
    const cel = side.kind === 'formation' && status ? celOf(side.ce, status) : side.ce;
    const roll = rollEc(side.dice, 'post-combat-ec');
    ec = resolvePostCombatEc(
      { kind: side.kind, cel, supportSr: side.supportSr, ...(status ? { status } : {}) },
      roll,
      ecDrm,
    );
    steps.push(rollStep(roll, side.modifiers, ec.total), { step: 'ec', rule: '10.3', kind: side.kind, ec });
  }
  const strengthReduction = crtSr + side.intensitySr + afterE.sr + (ec?.strengthReduction ?? 0);
  const retreat = (fortressAlone ? 0 : side.crtRetreat) + (ec?.retreat ?? 0);
  const status = ec ? ec.newStatus : afterE.status;
  // 11.1.2 a CRT retreat flips a lone Fortress; 12.2.1b so does a failed EC.
  const flipped = fortressAlone && (side.crtRetreat > 0 || (ec?.flipped ?? false));
  steps.push({ step: 'side-total', kind: side.kind, strengthReduction, retreat, status, flipped });
  return {
    report: {
      ecDrm,
      e: side.crt.e,
      crtSr,
      intensitySr: side.intensitySr,
      crtRetreat: side.crtRetreat,
      ec,
      strengthReduction,
      retreat,
      status,
      flipped,
    },
    steps,
  };
}
