import { d6, type Dice } from '../../../core/dice.js';
import { judged, type Judged, type N1812Step } from './steps.js';
import { ABORT_FACE, ACTIVATION_TARGET } from './tables.js';

/** Rule 10: the attack activation (10.2) and the support activation (10.4, 10.6). */

// ---------------------------------------------------------------------------------------------------------------
// 10.2 The attack activation

export type AttackOutcome = 'aborted' | 'proceeds' | 'failed';

export function attackOutcome(die: number, cc: number, cr: number): AttackOutcome {
  if (die === ABORT_FACE) return 'aborted'; // 10.2: a natural 1 aborts, whatever the CC and CR
  return die + cc + cr >= ACTIVATION_TARGET ? 'proceeds' : 'failed';
}

export interface AttackCheckResult {
  readonly die: number;
  readonly total: number;
  readonly outcome: AttackOutcome;
}

/** 10.2: d6 + CC committed + CR of the best leader ≥ 7 and the attack goes ahead; a natural 1 aborts (10.7). */
export function attackCheck(cc: number, cr: number, dice: Dice): Judged<AttackCheckResult> {
  const die = d6(dice, 'attack-check');
  const total = die + cc + cr;
  const outcome = attackOutcome(die, cc, cr);
  const steps: N1812Step[] = [{ step: 'activation-roll', rule: '10.2', die, cc, cr, total }];
  steps.push({
    step: 'attack-outcome',
    rule: outcome === 'proceeds' ? '10.2' : '10.7', // 10.7: an aborted or failed attack ends the attacks
    outcome,
    cc,
    total,
    target: ACTIVATION_TARGET,
    abortFace: ABORT_FACE,
  });
  return judged({ die, total, outcome }, steps);
}

// ---------------------------------------------------------------------------------------------------------------
// 10.4 / 10.6 Support activation: one roll per potential support stack

export type SupportingSide = 'attacker' | 'defender';

export interface SupportRoll {
  readonly stack: number;
  readonly cr: number;
  readonly die: number;
  readonly total: number;
  readonly joins: boolean;
}

export interface SupportCheckResult {
  readonly stacks: readonly SupportRoll[];
  readonly joined: number;
}

/** 10.4 (attacker) / 10.6 (defender): each potential support stack rolls d6 + the same CC + its CR ≥ 7. */
export function supportCheck(
  cc: number,
  crs: readonly number[],
  side: SupportingSide,
  dice: Dice,
): Judged<SupportCheckResult> {
  const rule = side === 'attacker' ? '10.4' : '10.6';
  const steps: N1812Step[] = [{ step: 'support-call', rule, side, cc }];
  const stacks = crs.map((cr, i): SupportRoll => {
    const die = d6(dice, 'support-check');
    const total = die + cc + cr;
    // 10.4 note: a 1 on a support roll has no special effect; only the sum counts.
    const joins = total >= ACTIVATION_TARGET;
    steps.push({ step: 'support-roll', rule, stack: i + 1, die, cc, cr, total, joins, target: ACTIVATION_TARGET });
    return { stack: i + 1, cr, die, total, joins };
  });
  const joined = stacks.filter((s) => s.joins).length;
  steps.push({ step: 'support-joined', rule, side, joined, stacks: stacks.length });
  return judged({ stacks, joined }, steps);
}
