import { d6, type Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/explain.js';
import type { Force, Terrain } from '../model.js';
import type { FlankStep } from './steps.js';

/** A flank attack attempt (12.3.2–12.3.3). */
export interface FlankOutcome {
  /** The natural die; null when Wireless Intercepts made the attempt succeed without a roll. */
  readonly die: number | null;
  /** +1 per attacking space, other than the frontal one, not adjacent to another enemy-occupied space (12.3.2). */
  readonly drm: number;
  readonly total: number | null;
  readonly success: boolean;
  readonly automatic: boolean;
}

/** 12.3.3: a modified 4 or more succeeds; Wireless Intercepts (CP #2) succeeds against a space of Russians only. */
export function rollFlank(
  dice: Dice,
  isolated: number,
  wireless: boolean,
): { flank: FlankOutcome; steps: FlankStep[]; rules: string[] } {
  if (wireless) {
    const flank = { die: null, drm: isolated, total: null, success: true, automatic: true };
    // CP #2 wins the attempt outright; the attacker fires first as with any success (12.2.9).
    return { flank, steps: [{ step: 'flank', rule: '12.3.3', ...flank }], rules: ['12.3.3', '12.2.9'] };
  }
  const die = d6(dice, 'flank');
  const total = die + isolated; // 12.3.2: +1 per isolated attacking space
  const flank = { die, drm: isolated, total, success: total >= 4, automatic: false };
  return { flank, steps: [{ step: 'flank', rule: '12.3.3', ...flank }], rules: ['12.3.2', '12.3.3'] };
}

/** What decides whether a flank attack may be attempted. */
export interface FlankAttempt {
  readonly attackers: Force;
  readonly defenders: Force;
  readonly terrain: Terrain;
  /** A trench that still stands (not cancelled by a card or von Hutier). */
  readonly trenchStands: boolean;
  /** 12.3.1 "attacca almeno un'Armata": read as an attacking Army (default) or a defending one (README.md). */
  readonly army: 'attacking' | 'defending';
  /** Allow it into mountain, as 12.3.1's text does (the TEC forbids it). */
  readonly mountainFlank: boolean;
  readonly isolated: number;
}

/** Why a flank attack may not be attempted (12.3.1, 12.3.2, 15.1.6), or null when it may. */
export function flankProblem(attempt: FlankAttempt): Problem | null {
  const spaces = attempt.attackers.spaces.length;
  const armyAt = attempt.army === 'attacking' ? attempt.attackers.units : attempt.defenders.units;
  if (spaces < 2) return problem('flank-one-space', undefined, { rule: '12.3.1' }).problem;
  if (!armyAt.some((u) => u.size === 'army'))
    return problem('flank-no-army', { army: attempt.army }, { rule: '12.3.1' }).problem;
  if (attempt.defenders.units.length === 0)
    return problem('flank-unoccupied-fort', undefined, { rule: '15.1.6' }).problem;
  if (attempt.terrain === 'swamp') return problem('flank-swamp', undefined, { rule: '12.3.1' }).problem;
  if (attempt.terrain === 'mountain' && !attempt.mountainFlank) return problem('flank-mountain').problem;
  if (attempt.trenchStands) return problem('flank-trench', undefined, { rule: '12.3.1' }).problem;
  if (attempt.isolated > spaces - 1)
    return problem('isolated-too-many', { max: spaces - 1 }, { rule: '12.3.2' }).problem;
  return null;
}
