/**
 * Rally and recovery (10.1–10.4) and the Collapse of an Activation Group (10.5) with its Victory Points
 * (SR15).
 */
import type { Dice } from '../../../core/dice.js';
import { ruled, type Ruled } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { COLLAPSE_VP } from '../tables.js';
import { checkSteps, rollCohesion } from './cohesion.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

/** 10.1: a Disordered unit that did not move, face or fire rallies on d10 ≤ its Disordered Cohesion. */
export function rally(cohesion: number, dice: Dice) {
  const check = rollCohesion(dice, cohesion, 0, 'rally');
  const why: BorodinoStep[] = [...checkSteps(check, '10.1'), { step: 'rally', rallied: check.pass }];
  return ruled({ roll: check.roll, rallied: check.pass }, why);
}

export interface RecoveryResult {
  /** Null when the whole Activation Group is gone and nothing is rolled (10.2). */
  readonly roll: number | null;
  readonly recovered: boolean;
  /** A failed roll eliminates the unit for good. */
  readonly eliminated: boolean;
}

/** 10.2: a unit in the RECOVERY BOX returns on d10 ≤ its Disordered Cohesion, or is eliminated; 10.3 where. */
export function recovery(cohesion: number, groupGone: boolean, dice: Dice): Ruled<RecoveryResult, BorodinoStep> {
  if (groupGone)
    return ruled({ roll: null, recovered: false, eliminated: false }, [{ step: 'recovery-group-gone', rule: '10.2' }]);
  const check = rollCohesion(dice, cohesion, 0, 'recovery');
  return ruled({ roll: check.roll, recovered: check.pass, eliminated: !check.pass }, [
    ...checkSteps(check, '10.2'),
    { step: 'recovery', ...(check.pass ? { rule: '10.3' } : {}), recovered: check.pass },
  ]);
}

export interface CollapseResult {
  readonly collapsed: boolean;
  /** Units that must be Withdrawn or eliminated for the group to Collapse: two thirds, rounded up. */
  readonly threshold: number;
  /** SR15 Victory Points to the other side, when the side is known and the group Collapses now. */
  readonly vp: number | null;
}

export interface Group {
  /** The group's units, not counting artillery (10.52) or Militia (SR13). */
  readonly units: number;
  /** How many of them have Withdrawn or been eliminated. */
  readonly lost: number;
  readonly side?: Side | undefined;
  /** The side's Imperial Guard (SR15). */
  readonly guard: boolean;
  readonly collapsedBefore: boolean;
}

export function collapseRefusal(g: Group): Refusal | null {
  if (g.lost > g.units) return refusal('lost', 'lost-over-units', { units: g.units });
  if (g.guard && !g.side) return refusal('side', 'guard-without-side', undefined, 'SR15');
  return null;
}

/** 10.52: a group Collapses, once per game, when two thirds of its units are Withdrawn or eliminated. */
export function collapse(g: Group): Ruled<CollapseResult, BorodinoStep> {
  const threshold = Math.ceil((2 * g.units) / 3);
  const reached = 3 * g.lost >= 2 * g.units; // at least two thirds, counted exactly
  const collapsed = reached && !g.collapsedBefore;
  const why: BorodinoStep[] = [{ step: 'collapse-count', rule: '10.52', lost: g.lost, units: g.units, threshold }];
  let vp: number | null = null;
  if (reached && g.collapsedBefore) why.push({ step: 'collapse', outcome: 'already-collapsed' });
  else if (collapsed) {
    why.push({ step: 'collapse', outcome: 'collapses' });
    if (g.side) {
      vp = g.guard ? COLLAPSE_VP[g.side].guard : COLLAPSE_VP[g.side].group;
      why.push({ step: 'collapse-vp', rule: 'SR15', collapsed: g.side, vp });
    }
  } else why.push({ step: 'collapse', outcome: 'none' });
  return ruled({ collapsed, threshold, vp }, why);
}
