import { d6, type Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import { reservePenalty } from './supply.js';
import { judged, type Blame, type Judged, type N1812Step } from './steps.js';
import {
  CHAOS_LAST_TURN,
  CHAOS_NO_MOVE_UP_TO,
  CONSTANTINE_NO_MOVE_UP_TO,
  RESERVE_LOSS_TURNS,
  REVOLT_THRESHOLD,
  SWEDEN_FROM,
} from './tables.js';

/** The one-shot rolls of the advanced rules (16.4(2), 16.5, 16.7, 16.8, 16.12). Winter quarters: winter-quarters.ts. */

// ---------------------------------------------------------------------------------------------------------------
// 16.5 Russian chaos and 16.4(2) Constantine

export interface ChaosRoll {
  readonly rule: '16.5' | '16.4(2)';
  readonly die: number;
  readonly stops: boolean;
}

export interface ChaosResult {
  readonly rolls: readonly ChaosRoll[];
  readonly moves: boolean;
}

/** `russianChaos` false: 16.4(2) alone (the play's option `leaders` without the option `chaos`). */
export function chaos(turn: number, constantine: boolean, dice: Dice, russianChaos = true): Judged<ChaosResult> {
  const rolls: ChaosRoll[] = [];
  if (russianChaos && turn <= CHAOS_LAST_TURN) {
    const die = d6(dice, 'chaos');
    rolls.push({ rule: '16.5', die, stops: die <= CHAOS_NO_MOVE_UP_TO });
  }
  // 16.5: Constantine's stack rolls a second time "se il primo tiro non è 1 o 2"; from turn 6 16.4(2) alone.
  if (constantine && !rolls.some((r) => r.stops)) {
    const die = d6(dice, 'constantine');
    rolls.push({ rule: '16.4(2)', die, stops: die <= CONSTANTINE_NO_MOVE_UP_TO });
  }
  const moves = !rolls.some((r) => r.stops);
  if (rolls.length === 0)
    return judged({ rolls, moves: true }, [{ step: 'no-chaos-roll', rule: '16.5', lastTurn: CHAOS_LAST_TURN }]);
  const steps: N1812Step[] = rolls.map((r) => ({ step: 'chaos-roll', rule: r.rule, die: r.die, stops: r.stops }));
  steps.push({ step: 'chaos-outcome', rule: '16.5', moves, constantine });
  return judged(
    { rolls, moves },
    steps,
    rolls.map((r) => (r.rule === '16.5' ? '16.5' : '16.4')),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 16.7 Cavalry Reserve losses, end of phase 1 of turns 1 and 2

export interface CavalryReserveResult {
  readonly die: number;
  /** Divisions removed from the Reserve (null when the number left was not given). */
  readonly fromReserve: number | null;
  /** Other French cavalry removed because the roll exceeds the Reserve left (null when unknown). */
  readonly fromOther: number | null;
  /** Cavalry eliminated by 16.7 so far, this roll included. */
  readonly totalLost: number;
  /** French trains lost from turn 3 (Tab. 7.3); known after the turn-2 roll, null after turn 1. */
  readonly trainPenalty: number | null;
}

/** 16.7: nothing is lost before the turn-1 roll. */
export function reserveInputProblem(turn: number, lostBefore: number): Blame | undefined {
  if (turn === RESERVE_LOSS_TURNS[0] && lostBefore > 0)
    return { field: 'lostBefore', problem: problem('reserve-turn-1', undefined, { rule: '16.7' }).problem };
  return undefined;
}

export function cavalryReserve(
  turn: number,
  lostBefore: number,
  reserveLeft: number | undefined,
  dice: Dice,
): Judged<CavalryReserveResult> {
  const die = d6(dice, 'cavalry-reserve');
  const fromReserve = reserveLeft === undefined ? null : Math.min(die, reserveLeft);
  const fromOther = reserveLeft === undefined ? null : Math.max(0, die - reserveLeft);
  const totalLost = lostBefore + die;
  const final = turn === RESERVE_LOSS_TURNS[RESERVE_LOSS_TURNS.length - 1];
  const trainPenalty = final ? reservePenalty(totalLost) : null;
  const steps: N1812Step[] = [{ step: 'reserve-roll', rule: '16.7', die }];
  // 16.7: when the Reserve is short, other French cavalry is removed.
  if (reserveLeft !== undefined && fromOther !== null && fromOther > 0)
    steps.push({ step: 'reserve-short', rule: '16.7', reserveLeft, fromOther });
  steps.push({ step: 'reserve-total', rule: '16.7', totalLost, trainPenalty });
  return judged({ die, fromReserve, fromOther, totalLost, trainPenalty }, steps);
}

// ---------------------------------------------------------------------------------------------------------------
// 16.8 Ukrainian revolt

export interface RevoltResult {
  readonly die: number;
  readonly needed: number;
  readonly revolt: boolean;
}

export const LAST_REVOLT_TURN = REVOLT_THRESHOLD[REVOLT_THRESHOLD.length - 1]?.upToTurn ?? 0;

export function ukraineRevolt(turn: number, dice: Dice): Judged<RevoltResult> {
  const threshold = REVOLT_THRESHOLD.find((t) => turn <= t.upToTurn);
  if (!threshold) throw new Error(`turn ${turn} outside 16.8`); // the option's range makes this a bug
  const die = d6(dice, 'ukraine-revolt');
  const revolt = die >= threshold.from;
  const steps: N1812Step[] = [
    { step: 'revolt-roll', rule: '16.8', turn, turns: threshold.label, needed: threshold.from, die, revolt },
  ];
  // 16.9: after the revolt, the French may declare the western territories independent.
  steps.push(revolt ? { step: 'revolt-effect', rule: '16.9' } : { step: 'revolt-once', rule: '16.8' });
  return judged({ die, needed: threshold.from, revolt }, steps);
}

// ---------------------------------------------------------------------------------------------------------------
// 16.12 Sweden

export interface SwedenResult {
  readonly die: number;
  readonly swedesArrive: boolean;
}

export function sweden(dice: Dice): Judged<SwedenResult> {
  const die = d6(dice, 'sweden');
  const swedesArrive = die >= SWEDEN_FROM;
  return judged({ die, swedesArrive }, [{ step: 'sweden-roll', rule: '16.12', die, arrive: swedesArrive }]);
}
