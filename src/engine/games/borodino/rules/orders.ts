/**
 * Orders (5.2): the Orders-Delay roll of the Orders Phase (5.29, SR1) and a No-Orders Command's attempt at
 * Individual Orders when its AM is drawn (5.28).
 */
import { d10zero, type Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import type { Commander } from '../model.js';
import { KUTUZOV_DELAY_VALUE, OC_COMMAND_DRM } from '../tables.js';
import { otherDrm, sumOf } from './cohesion.js';
import type { BorodinoStep } from './steps.js';

export interface DelayResult {
  /** Null when nothing is rolled (Napoleon, or the first turn). */
  readonly roll: number | null;
  readonly total: number | null;
  /** The OC may give new orders to every Command this turn. */
  readonly newOrders: boolean;
}

/** 5.29: d10 minus the failures in a row, at or under the OC's Delay Value gives new orders. */
export function ordersDelay(
  oc: Commander,
  failures: number,
  turn: number | undefined,
  dice: Dice,
): Ruled<DelayResult, BorodinoStep> {
  if (oc === 'napoleon')
    return ruled({ roll: null, total: null, newOrders: true }, [{ step: 'napoleon-never-delayed', rule: '5.29' }]);
  if (turn === 1)
    return ruled({ roll: null, total: null, newOrders: true }, [
      { step: 'first-turn-orders', rule: '5.29' },
      { step: 'applies', rule: 'SR1' }, // the note: no Delay roll on the first turn
    ]);
  const why = new Steps<BorodinoStep>();
  if (failures > 0) why.push({ step: 'drm', drm: 'failed-delays', count: failures, value: -failures, rule: '5.29' });
  const roll = d10zero(dice, 'orders delay');
  const total = roll - failures;
  const newOrders = total <= KUTUZOV_DELAY_VALUE;
  why.push({ step: 'roll', dice: [roll], total });
  why.push({ step: 'orders-delay', rule: '5.29', total, delayValue: KUTUZOV_DELAY_VALUE, newOrders });
  why.push({ step: 'applies', rule: 'SR1' }); // the Russian Orders: Kutuzov's value and the markers he places
  return ruled({ roll, total, newOrders }, why.list);
}

export interface IndividualOrdersResult {
  readonly roll: number;
  readonly total: number;
  readonly underOrders: boolean;
}

/** 5.28: a No-Orders Command rolls d10 at or under the Orders Value of its AM for Individual Orders. */
export function individualOrders(
  amValue: number,
  inRange: boolean,
  drm: number,
  dice: Dice,
): Ruled<IndividualOrdersResult, BorodinoStep> {
  const why = new Steps<BorodinoStep>();
  if (inRange) {
    why.push({ step: 'drm', drm: 'oc-command-value', value: OC_COMMAND_DRM, rule: '5.28' });
    why.push({ step: 'applies', rule: '5.61' }); // the OC's Command value
  }
  if (drm !== 0) why.push(otherDrm(drm));
  const roll = d10zero(dice, 'individual orders');
  const total = roll + sumOf(why.list);
  const underOrders = total <= amValue;
  why.push({ step: 'roll', dice: [roll], total });
  why.push({ step: 'individual-orders', rule: '5.28', total, amValue, underOrders });
  return ruled({ roll, total, underOrders }, why.list);
}
