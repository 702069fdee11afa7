/**
 * The Reserve Phase (5.5): who activates first when nobody has the Initiative (5.51), and the Disorder
 * roll of a unit moved in a Reserve activation (5.54–5.56).
 */
import { d10zero, type Dice } from '../../../core/dice.js';
import { problem, ruled, type Problem, type Ruled } from '../../../core/explain.js';
import type { CheckedUnit, DisorderEffect, Side } from '../model.js';
import { checkSteps, rollCohesion } from './cohesion.js';
import { disorderEffect, disorderRule } from './disorder.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';

/** Ties are re-rolled (5.51); this only stops a broken dice source from looping for ever. */
const MAX_ROUNDS = 100;

export interface ReserveFirstResult {
  readonly rounds: { french: number; russian: number }[];
  readonly first: Side;
}

export function reserveFirst(dice: Dice): Ruled<ReserveFirstResult, BorodinoStep> | { ok: false; problem: Problem } {
  const rounds: { french: number; russian: number }[] = [];
  const steps: BorodinoStep[] = [];
  for (let i = 0; i < MAX_ROUNDS; i++) {
    const french = d10zero(dice, 'reserve French');
    const russian = d10zero(dice, 'reserve Russian');
    rounds.push({ french, russian });
    steps.push({ step: 'reserve-roll', rule: '5.51', round: i + 1, french, russian });
    if (french === russian) continue; // 5.51: a tie is rolled again
    const first: Side = french > russian ? 'french' : 'russian';
    steps.push({ step: 'reserve-first', rule: '5.51', first });
    return ruled({ rounds, first }, steps);
  }
  return problem('too-many-ties');
}

export interface ReserveMoveResult {
  /** Null when the unit does not roll (artillery that did not fire, 5.55). */
  readonly roll: number | null;
  readonly pass: boolean;
  readonly effect: 'none' | DisorderEffect;
}

/** 5.55: only artillery rolls for firing in a Reserve activation. */
export function reserveMoveRefusal(unit: CheckedUnit, fired: boolean): Refusal | null {
  return unit.kind !== 'artillery' && fired ? refusal('fired', 'fired-not-artillery') : null;
}

/** 5.54: a unit moved in a Reserve activation rolls for Disorder; artillery only if it fired (5.55, 5.56). */
export function reserveMove(unit: CheckedUnit, fired: boolean, dice: Dice): Ruled<ReserveMoveResult, BorodinoStep> {
  if (unit.kind === 'artillery' && !fired)
    return ruled({ roll: null, pass: true, effect: 'none' }, [
      { step: 'reserve-artillery-idle', rule: '5.55' },
      { step: 'applies', rule: '5.56' }, // moving alone never Disorders artillery in a Reserve activation
    ]);
  const check = rollCohesion(dice, unit.cohesion, 0, 'reserve disorder');
  const effect: 'none' | DisorderEffect = check.pass ? 'none' : disorderEffect(unit.kind, unit.disordered);
  return ruled({ roll: check.roll, pass: check.pass, effect }, [
    ...checkSteps(check, unit.kind === 'artillery' ? '5.55' : '5.54'),
    {
      step: 'reserve-move',
      ...(effect !== 'none' ? { rule: disorderRule(unit.kind, effect) } : {}),
      kind: unit.kind,
      effect,
    },
  ]);
}
