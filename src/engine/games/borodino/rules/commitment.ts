/**
 * Commitment (Impiego, 9.4): before any assault or charge the top unit of each attacking stack rolls d10
 * against its Cohesion (9.41, 9.45, 6.23). Pass: the whole stack must assault; fail: none of it may.
 */
import type { Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import type { Orders } from '../model.js';
import { OC_COMMAND_DRM } from '../tables.js';
import { checkSteps, otherDrm, rollCohesion, sumOf } from './cohesion.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

export interface Commitment {
  /** The Cohesion of the attacking stack's top unit (9.45). */
  readonly cohesion: number;
  readonly orders: Orders;
  /** Within the OC's Command Range: a unit of the Command, or this unit if No Orders. */
  readonly inRange: boolean;
  /** The Defensive Fire of the top infantry in each hex assaulted frontally. */
  readonly defensiveFire?: readonly number[] | undefined;
  readonly charge: boolean;
  /** The 9.42 reading: +1 for No Orders even within the OC's range (5.27 says none). */
  readonly alwaysPlusOne: boolean;
  readonly drm: number;
}

export interface CommitmentResult {
  readonly roll: number;
  readonly total: number;
  readonly committed: boolean;
}

export function commitmentRefusal(v: Commitment): Refusal | null {
  // 9.81, 9.42: a charge's Commitment is never modified by the defender's Defensive Fire.
  if (v.charge && v.defensiveFire) return refusal('defensiveFire', 'charge-defensive-fire');
  // 5.27, 9.42: the +1 question concerns a Command with No Orders only.
  if (v.alwaysPlusOne && v.orders !== 'none') return refusal('alwaysPlusOne', 'always-plus-one-under-orders');
  return null;
}

export function commitment(v: Commitment, dice: Dice): Ruled<CommitmentResult, BorodinoStep> {
  const why = new Steps<BorodinoStep>();
  why.push({ step: 'commitment', rule: '9.41' });
  if (v.orders === 'under') {
    if (v.inRange) {
      why.push({ step: 'drm', drm: 'oc-command', value: OC_COMMAND_DRM, rule: '9.42' });
      why.push({ step: 'applies', rule: '5.61' }); // the OC's Command DRM
    }
  } else if (v.inRange && !v.alwaysPlusOne) {
    why.push({ step: 'no-orders-in-range', rule: '5.27' });
  } else {
    why.push({ step: 'drm', drm: 'no-orders', value: 1, rule: '9.42' });
    why.push({ step: 'applies', rule: '5.27' });
  }
  const hexes = v.defensiveFire ?? [];
  hexes.forEach((df, i) =>
    why.push({ step: 'drm', drm: 'defensive-fire', hex: hexes.length > 1 ? i + 1 : null, value: df, rule: '9.42' }),
  );
  if (v.drm !== 0) why.push(otherDrm(v.drm));
  const check = rollCohesion(dice, v.cohesion, sumOf(why.list), 'commitment');
  why.append(checkSteps(check, '9.43'));
  why.push({ step: 'committed', rule: '9.45', committed: check.pass, charge: v.charge });
  return ruled({ roll: check.roll, total: check.total, committed: check.pass }, why.list);
}
