import type { Dice } from '../../../core/dice.js';
import type { BesiegedFort } from '../model.js';
import { rollSurrender, type SurrenderRoll, type SurrenderStep } from './forts.js';
import type { Outcome } from './outcome.js';

/**
 * Supply consequences in the Administrative Phase: the Attrition check (11.2.6, German emergency supply 11.2.1 c)
 * with the besieged forts' surrender rolls (9.5.3), and the recovery of Disorganized units (11.2.7, 9.8.3, 13.1).
 */

export type Supply = 'in' | 'out' | 'emergency';

/** 11.2.1 c: German emergency supply through hex 44 begins on turn 3. */
export const EMERGENCY_SUPPLY_FROM_TURN = 3;

export interface AttritionAsked {
  readonly supply: Supply;
  readonly intact: number;
  readonly disorganized: number;
  readonly hq: number;
  readonly ha: number;
  readonly besieged?: readonly BesiegedFort[] | undefined;
}

export interface AttritionResult {
  readonly becomeDisorganized: number;
  readonly eliminated: number;
  readonly hqFlipped: number;
  readonly haFlipped: number;
  readonly forts: readonly SurrenderRoll[];
  readonly surrendered: number;
}

export type AttritionStep =
  | { readonly step: 'attrition-in-supply'; readonly rule: '11.2.6' }
  | {
      readonly step: 'attrition-out-of-supply';
      readonly rule: '11.2.6';
      readonly intact: number;
      readonly disorganized: number;
      readonly hq: number;
      readonly ha: number;
    }
  | { readonly step: 'attrition-emergency'; readonly rule: '11.2.1 c'; readonly hq: number }
  | { readonly step: 'besieged-roll'; readonly rule: '9.5.3' }
  | SurrenderStep
  | { readonly step: 'forts-unsupplied'; readonly rule: '11.2.3' };

export function attritionCheck(a: AttritionAsked, dice: Dice): Outcome<AttritionResult, AttritionStep> {
  const steps: AttritionStep[] = [];
  const rules: string[] = ['11.2.6'];
  let becomeDisorganized = 0;
  let eliminated = 0;
  let hqFlipped = 0;
  let haFlipped = 0;
  const units = a.intact + a.disorganized + a.hq + a.ha;
  if (units > 0) {
    if (a.supply === 'in') {
      steps.push({ step: 'attrition-in-supply', rule: '11.2.6' });
    } else if (a.supply === 'out') {
      // 11.2.6: intact units become Disorganized, Disorganized ones are eliminated, HQ and HA flip.
      becomeDisorganized = a.intact;
      eliminated = a.disorganized;
      hqFlipped = a.hq;
      haFlipped = a.ha;
      steps.push({
        step: 'attrition-out-of-supply',
        rule: '11.2.6',
        intact: a.intact,
        disorganized: a.disorganized,
        hq: a.hq,
        ha: a.ha,
      });
    } else {
      // 11.2.1 c: on emergency supply only the HQs flip; HA are unaffected (README).
      rules.push('11.2.1 c');
      hqFlipped = a.hq;
      steps.push({ step: 'attrition-emergency', rule: '11.2.1 c', hq: a.hq });
    }
  }
  let forts: SurrenderRoll[] = [];
  if (a.besieged) {
    rules.push('9.5.3');
    steps.push({ step: 'besieged-roll', rule: '9.5.3' });
    const rolled = rollSurrender(a.besieged, dice);
    forts = rolled.rolls;
    steps.push(...rolled.steps);
  } else {
    steps.push({ step: 'forts-unsupplied', rule: '11.2.3' });
  }
  const value: AttritionResult = {
    becomeDisorganized,
    eliminated,
    hqFlipped,
    haFlipped,
    forts,
    surrendered: forts.filter((f) => f.surrenders).length,
  };
  return { value, steps, rules };
}

// ---------------------------------------------------------------------------------------------------------------

export interface RecoveryAsked {
  readonly disorganized: number;
  readonly supplied?: number | undefined;
  readonly enemy: boolean;
  readonly fatigue: boolean;
  readonly emergency: boolean;
  readonly hq: boolean;
  readonly byCap: boolean;
}

export interface RecoveryResult {
  readonly recover: number;
}

export type RecoveryStep =
  | { readonly step: 'rally-by-cap'; readonly rule: '9.8.3' }
  | { readonly step: 'recovery-emergency'; readonly rule: '11.2.1 c'; readonly hq: boolean }
  | {
      readonly step: 'recovery-near-enemy';
      readonly rule: '11.2.7 b';
      readonly supplied: number;
      readonly limit: number;
    }
  | { readonly step: 'recovery-free'; readonly rule: '11.2.7' }
  | { readonly step: 'fatigue'; readonly rule: '13.1'; readonly disorganized: number; readonly half: number }
  | { readonly step: 'recovery-total'; readonly recover: number; readonly disorganized: number };

/** How many Disorganized units in a hex recover (11.2.7, 9.8.3, 11.2.1 c, fatigue 13.1). */
export function recovery(a: RecoveryAsked): Outcome<RecoveryResult, RecoveryStep> {
  const rules: string[] = [];
  const steps: RecoveryStep[] = [];
  const half = Math.ceil(a.disorganized / 2);
  let recover = a.disorganized;
  if (a.byCap) {
    // 9.8.3: 1 CAP rallies every supplied combat unit in the hex.
    rules.push('9.8.3');
    steps.push({ step: 'rally-by-cap', rule: '9.8.3' });
    if (a.fatigue) {
      recover = half;
      rules.push('13.1');
    }
  } else if (a.emergency) {
    // 11.2.1 c: one unit of the German's choice in a hex with an HQ recovers.
    rules.push('11.2.1 c');
    recover = Math.min(a.disorganized, a.hq ? 1 : 0);
    steps.push({ step: 'recovery-emergency', rule: '11.2.1 c', hq: a.hq });
  } else {
    rules.push('11.2.7');
  }
  if (a.enemy && !a.byCap) {
    // 11.2.7 b: with enemy units in the hex, 1–2 supplied friendly combat units: 1 recovers; 3 or more: 2.
    const supplied = a.supplied ?? 0;
    const limit = supplied >= 3 ? 2 : supplied >= 1 ? 1 : 0;
    rules.push('11.2.7 b');
    recover = Math.min(recover, limit);
    steps.push({ step: 'recovery-near-enemy', rule: '11.2.7 b', supplied, limit });
  } else if (!a.byCap && !a.emergency) {
    if (a.fatigue) {
      recover = half;
      rules.push('13.1');
    } else {
      steps.push({ step: 'recovery-free', rule: '11.2.7' });
    }
  }
  // 13.1: fatigue halves (rounded up) only where all could recover (README).
  if (a.fatigue && !a.enemy && !a.emergency)
    steps.push({ step: 'fatigue', rule: '13.1', disorganized: a.disorganized, half });
  steps.push({ step: 'recovery-total', recover, disorganized: a.disorganized });
  return { value: { recover }, steps, rules };
}
