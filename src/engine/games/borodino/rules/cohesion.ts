/**
 * Cohesion checks: one d10 (0–9, 2.3) against a unit's Cohesion; the roll passes when it is equal to or less
 * than the Cohesion (9.43, 9.62, 10.1 and every other check of the series rules). Shared by every rule that rolls
 * against Cohesion, and the plain check for any roll the others do not name (the `cohesion` ruling).
 */
import { d10zero, type Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import type { CheckedUnit, DisorderEffect } from '../model.js';
import { FRIENDLY_FIRE_DRM } from '../tables.js';
import { disorderEffect, disorderRule } from './disorder.js';
import type { BorodinoStep, CohesionCheckStep, DrmStep } from './steps.js';

/** Bounds of a player-given DRM: wide enough for any sum of the charts' modifiers. */
export const DRM_MIN = -20;
export const DRM_MAX = 20;

export interface CohesionRoll {
  readonly cohesion: number;
  readonly roll: number;
  readonly total: number;
  readonly pass: boolean;
}

/** One Cohesion check: d10 + DRM ≤ Cohesion passes. */
export function rollCohesion(dice: Dice, cohesion: number, drm = 0, purpose = 'cohesion'): CohesionRoll {
  const roll = d10zero(dice, purpose);
  const total = roll + drm;
  return { cohesion, roll, total, pass: total <= cohesion };
}

/** The steps of a single check: its roll (with the modifiers pushed before it) and its verdict. */
export function checkSteps(check: CohesionRoll, rule?: string): [BorodinoStep, CohesionCheckStep] {
  return [
    { step: 'roll', dice: [check.roll], total: check.total },
    {
      step: 'cohesion-check',
      ...(rule !== undefined ? { rule } : {}),
      cohesion: check.cohesion,
      total: check.total,
      pass: check.pass,
    },
  ];
}

/** A DRM the players give: no rule of its own. */
export const otherDrm = (value: number): DrmStep => ({ step: 'drm', drm: 'other', value });

export const sumOf = (steps: readonly BorodinoStep[]): number =>
  steps.reduce((sum, s) => sum + (s.step === 'drm' ? s.value : 0), 0);

// ---------------------------------------------------------------------------------------------------------
// A check the other rules do not name.

export type CheckReason = 'retreat' | 'disorder' | 'friendly-fire';
export type CheckEffect = 'none' | 'retreat' | DisorderEffect;

export interface CohesionCheckResult {
  readonly roll: number;
  readonly total: number;
  readonly pass: boolean;
  /** Null when no reason was given: the check alone. */
  readonly effect: CheckEffect | null;
}

export function cohesionCheck(
  unit: CheckedUnit,
  reason: CheckReason | undefined,
  drm: number,
  dice: Dice,
): Ruled<CohesionCheckResult, BorodinoStep> {
  const why = new Steps<BorodinoStep>();
  if (reason === 'friendly-fire')
    why.push({ step: 'drm', drm: 'friendly-fire', value: FRIENDLY_FIRE_DRM, rule: '8.8' });
  if (drm !== 0) why.push(otherDrm(drm));
  const check = rollCohesion(dice, unit.cohesion, sumOf(why.list));
  why.append(checkSteps(check));

  let effect: CheckEffect | null = null;
  if (reason === 'retreat') {
    why.push({ step: 'check-reason', rule: '9.62', reason });
    // SR13: Militia are eliminated by any adverse result.
    effect = check.pass ? 'none' : unit.kind === 'militia' ? 'eliminated' : 'retreat';
  } else if (reason === 'disorder' || reason === 'friendly-fire') {
    why.push({ step: 'check-reason', ...(reason === 'disorder' ? { rule: '8.5' } : {}), reason });
    effect = check.pass ? 'none' : disorderEffect(unit.kind, unit.disordered);
  }
  if (effect !== null) {
    const rule = effect === 'none' || effect === 'retreat' ? undefined : disorderRule(unit.kind, effect);
    why.push({ step: 'check-outcome', ...(rule !== undefined ? { rule } : {}), effect });
  }
  return ruled({ roll: check.roll, total: check.total, pass: check.pass, effect }, why.list);
}
