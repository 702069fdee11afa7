import type { Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/explain.js';
import type { Outcome } from './outcome.js';
import {
  GERMAN_DOUBLE_HEXES,
  GERMAN_VP_HEXES,
  PARIS_HEX,
  PARIS_VP,
  PLAN17_DOUBLE_HEXES,
  PLAN17_VP_HEXES,
} from './tables.js';

/** Victory points (3.2, 13.4): the hidden VP markers drawn from the cups, and the victory checks. */

export type Cup = 'german' | 'plan17';

export interface VpMarkers {
  readonly german: readonly number[];
  readonly plan17: readonly number[];
}

export const CUP_HEXES: Record<Cup, readonly number[]> = { german: GERMAN_VP_HEXES, plan17: PLAN17_VP_HEXES };
const DOUBLE_HEXES: Record<Cup, readonly number[]> = { german: GERMAN_DOUBLE_HEXES, plan17: PLAN17_DOUBLE_HEXES };

/** Why a list of hexes cannot receive markers from a cup (3.1.2, 3.2.1, 3.2.2, 3.2.4), or null if it can. */
export function hexesProblem(cup: Cup, hexes: readonly number[]): Problem | null {
  const allowed = CUP_HEXES[cup];
  for (const hex of hexes) {
    // 3.1.2, 3.2.4: Paris scores through its own 10 VP marker.
    if (cup === 'german' && hex === PARIS_HEX) return problem('vp-paris', { hex, vp: PARIS_VP }).problem;
    if (!allowed.includes(hex))
      return problem('vp-not-a-vp-hex', {
        hex,
        cup,
        hexes: allowed.join(', '),
        rule: cup === 'german' ? '3.2.2' : '3.2.1',
      }).problem;
  }
  if (new Set(hexes).size !== hexes.length) return problem('vp-hex-twice').problem;
  return null;
}

export interface VpDraw {
  readonly hex: number;
  readonly value: number;
  readonly doubled: boolean;
  readonly vp: number;
}

export interface VpDrawResult {
  readonly cup: Cup;
  readonly draws: readonly VpDraw[];
  readonly total: number;
  readonly remaining: number;
}

export type VpStep =
  | {
      readonly step: 'vp-draw';
      readonly rule: string;
      readonly hex: number;
      /** The marker drawn (1-based) among the `size` left in the cup. */
      readonly marker: number;
      readonly size: number;
      readonly value: number;
      readonly doubled: boolean;
      readonly vp: number;
    }
  | { readonly step: 'vp-total'; readonly total: number; readonly left: number };

/**
 * Draws one marker per hex from the cup, the markers `out` (on the map) set aside first (3.1.2, 3.2, 13.4 g–h).
 * A marker value the cup does not hold, or more hexes than markers, is a problem.
 */
export function drawVp(
  markers: VpMarkers,
  cup: Cup,
  hexes: readonly number[],
  out: readonly number[],
  dice: Dice,
): Outcome<VpDrawResult, VpStep> | { readonly ok: false; readonly problem: Problem } {
  const left = [...markers[cup]];
  for (const value of out) {
    const at = left.indexOf(value);
    if (at < 0) return problem('vp-out-missing', { value, cup }, { option: 'out' });
    left.splice(at, 1);
  }
  if (hexes.length > left.length)
    return problem('vp-cup-short', { left: left.length, cup, wanted: hexes.length }, { option: 'hexes' });
  const draws: VpDraw[] = [];
  const steps: VpStep[] = [];
  // 13.4 h (German) and 13.4 g (Plan 17): the doubled hexes.
  const rule = cup === 'german' ? '13.4 h' : '13.4 g';
  for (const hex of hexes) {
    // A draw at random: a die with as many faces as markers in the cup (the last one needs no die).
    const index = left.length === 1 ? 0 : dice.roll(left.length, { purpose: 'vp-draw' }) - 1;
    const size = left.length;
    const value = left.splice(index, 1)[0] as number;
    const doubled = DOUBLE_HEXES[cup].includes(hex);
    const vp = doubled ? value * 2 : value;
    draws.push({ hex, value, doubled, vp });
    steps.push({ step: 'vp-draw', rule, hex, marker: index + 1, size, value, doubled, vp });
  }
  const total = draws.reduce((sum, d) => sum + d.vp, 0);
  steps.push({ step: 'vp-total', total, left: left.length });
  const rules = cup === 'german' ? ['3.2.2', '3.2.4', '13.4 h'] : ['3.2.1', '13.4 g'];
  return { value: { cup, draws, total, remaining: left.length }, steps, rules };
}

// ---------------------------------------------------------------------------------------------------------------

export type Winner = 'german' | 'allied' | null;
export type ImmediateTest = 'half' | 'under-10';

export interface VictoryResult {
  readonly winner: Winner;
}

export type VictoryStep =
  | {
      readonly step: 'victory-regular';
      readonly rule: '3.2.4';
      readonly german: number;
      readonly allied: number;
      readonly winner: 'german' | 'allied';
    }
  | {
      readonly step: 'victory-immediate-test';
      readonly rule: string;
      readonly test: ImmediateTest;
      readonly german: number;
      readonly allied: number;
      readonly wins: boolean;
    }
  | { readonly step: 'victory-immediate' }
  | { readonly step: 'no-immediate-victory'; readonly rule: '3.2.4'; readonly parisVp: number };

/** 3.2.4: the Germans win with 6 or more VP and at least double the Allied total; otherwise the Allies. No draws. */
export function regularVictory(german: number, allied: number): Outcome<VictoryResult, VictoryStep> {
  const winner = german >= 6 && german >= 2 * allied ? 'german' : 'allied';
  return {
    value: { winner },
    steps: [{ step: 'victory-regular', rule: '3.2.4', german, allied, winner }],
    rules: ['3.2.4'],
  };
}

/** German immediate victory when Paris falls: 3.2.4 (below half the German total) or 11.1 (below 10) (README). */
export function immediateVictory(
  german: number,
  allied: number,
  test: ImmediateTest,
): Outcome<VictoryResult, VictoryStep> {
  const half = test === 'half';
  const wins = half ? 2 * allied < german : allied < 10;
  const rule = half ? '3.2.4' : '11.1';
  const steps: VictoryStep[] = [{ step: 'victory-immediate-test', rule, test, german, allied, wins }];
  // 3.2.4: without an immediate win the markers go back, Paris's 10 VP stay while the Germans hold it.
  steps.push(wins ? { step: 'victory-immediate' } : { step: 'no-immediate-victory', rule: '3.2.4', parisVp: PARIS_VP });
  return { value: { winner: wins ? 'german' : null }, steps, rules: [rule] };
}
