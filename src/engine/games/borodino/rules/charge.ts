/**
 * The rolls around a cavalry charge (9.8): the target's square (9.85) or countercharge (9.86), the
 * charger's recall (9.82), and the Disorder roll of light cavalry or horse artillery retreating before a
 * heavy cavalry charge (9.31).
 */
import type { Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import type { CavalryWeight, CheckedUnit, DisorderEffect } from '../model.js';
import { checkSteps, rollCohesion, sumOf } from './cohesion.js';
import { disorderEffect, disorderRule } from './disorder.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

/** 9.86: +2 when light cavalry countercharges a heavy cavalry charge. */
const LIGHT_VS_HEAVY_DRM = 2;
/** 9.86: −1 to a light cavalry charge successfully countercharged by heavy cavalry. */
const HEAVY_COUNTERCHARGE_ASSAULT_DRM = -1;

/** 9.85: the top infantry of the charged stack forms square on d10 ≤ its Cohesion. */
export function formSquare(cohesion: number, dice: Dice) {
  const check = rollCohesion(dice, cohesion, 0, 'square');
  const why: BorodinoStep[] = [...checkSteps(check, '9.85'), { step: 'square', formed: check.pass }];
  return ruled({ roll: check.roll, square: check.pass, disordered: !check.pass }, why);
}

export interface CounterchargeResult {
  readonly roll: number;
  readonly total: number;
  readonly success: boolean;
  /** 9.86: the DRM the charge's assault then gets. */
  readonly assaultDrm: number;
}

/** 9.86: charged cavalry countercharges on d10 (+2 light against heavy) ≤ its Cohesion. */
export function countercharge(
  cohesion: number,
  countercharger: CavalryWeight,
  charge: CavalryWeight,
  dice: Dice,
): Ruled<CounterchargeResult, BorodinoStep> {
  const why = new Steps<BorodinoStep>();
  if (countercharger === 'light' && charge === 'heavy')
    why.push({ step: 'drm', drm: 'light-against-heavy', value: LIGHT_VS_HEAVY_DRM, rule: '9.86' });
  const check = rollCohesion(dice, cohesion, sumOf(why.list), 'countercharge');
  why.append(checkSteps(check, '9.86'));
  const assaultDrm =
    check.pass && countercharger === 'heavy' && charge === 'light' ? HEAVY_COUNTERCHARGE_ASSAULT_DRM : 0;
  // 9.84: the countercharging cavalry is Disordered at the end of the charge.
  why.push({ step: 'countercharge', ...(check.pass ? { rule: '9.84' } : {}), success: check.pass });
  if (assaultDrm !== 0) why.push({ step: 'countercharge-assault-drm', rule: '9.86', value: assaultDrm });
  return ruled({ roll: check.roll, total: check.total, success: check.pass, assaultDrm }, why.list);
}

export type RecallReason = 'square' | 'reaction-fire';

/** Pursuing cavalry may not Recall: it must charge (9.82 note, 9.85). */
export function recallRefusal(pursuing: boolean): Refusal | null {
  return pursuing ? refusal('pursuing', 'pursuing-recall') : null;
}

/** 9.82: charging cavalry faced with a square (9.85) or Disordered by Reaction Fire (8.6) may try to Recall. */
export function recall(cohesion: number, reason: RecallReason, dice: Dice) {
  const check = rollCohesion(dice, cohesion, 0, 'recall');
  const why: BorodinoStep[] = [
    { step: 'recall-reason', rule: reason === 'square' ? '9.85' : '8.6', reason },
    ...checkSteps(check, '9.82'),
    { step: 'recall', recalled: check.pass },
  ];
  return ruled({ roll: check.roll, recalled: check.pass }, why);
}

export interface RetreatBeforeChargeResult {
  readonly roll: number;
  readonly pass: boolean;
  readonly effect: 'none' | DisorderEffect;
}

/** 9.31: light cavalry or horse artillery retreating before a heavy charge rolls for Disorder. */
export function retreatBeforeCharge(unit: CheckedUnit, dice: Dice): Ruled<RetreatBeforeChargeResult, BorodinoStep> {
  const check = rollCohesion(dice, unit.cohesion, 0, 'retreat before charge');
  const effect: 'none' | DisorderEffect = check.pass ? 'none' : disorderEffect(unit.kind, unit.disordered);
  const why: BorodinoStep[] = [
    ...checkSteps(check, '9.31'),
    {
      step: 'retreat-before-charge',
      ...(effect !== 'none' ? { rule: disorderRule(unit.kind, effect) } : {}),
      kind: unit.kind,
      effect,
    },
  ];
  return ruled({ roll: check.roll, pass: check.pass, effect }, why);
}
