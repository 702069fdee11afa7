import { d6, type Dice } from '../../../core/dice.js';
import type { Outcome } from './outcome.js';
import { LANDING_TABLE, type LandingOutcome } from './tables.js';

/**
 * Amphibious landing, scenario 3 Allied option 4 "Better sea control" (13.3 a 4): a landing in a hex holding
 * German units must declare a battle, and rolls one d6 instead of the FoW table.
 */

export interface LandingResult {
  readonly natural: number;
  readonly outcome: LandingOutcome;
  /** The attacker's terrain DRM: ignored on a surprise. */
  readonly attackerTerrainDrm: number | null;
  /** Each defender's DRM when prepared: −TEM, as in an Impetus attack (9.3.5). */
  readonly defenderDrm: number | null;
  readonly impetus: boolean;
}

export type LandingStep =
  | { readonly step: 'landing-roll'; readonly rule: '13.3'; readonly natural: number }
  | { readonly step: 'landing-surprise'; readonly rule: '13.3'; readonly terrain: number | null }
  | { readonly step: 'landing-prepared'; readonly rule: '9.3.5'; readonly terrain: number | null };

/** `terrain`: the landing hex's TEM, when the players give it. */
export function landing(terrain: number | undefined, dice: Dice): Outcome<LandingResult, LandingStep> {
  const natural = d6(dice, 'landing');
  const outcome = LANDING_TABLE[natural - 1] ?? 'prepared';
  const steps: LandingStep[] = [{ step: 'landing-roll', rule: '13.3', natural }];
  if (outcome === 'surprise') {
    // 1–2: surprise, the terrain DRM is ignored.
    steps.push({ step: 'landing-surprise', rule: '13.3', terrain: terrain ?? null });
    const value: LandingResult = {
      natural,
      outcome,
      attackerTerrainDrm: terrain === undefined ? null : 0,
      defenderDrm: null,
      impetus: false,
    };
    return { value, steps, rules: ['13.3'] };
  }
  // 3–6: the Germans are prepared; an Impetus attack (9.3.5).
  steps.push({ step: 'landing-prepared', rule: '9.3.5', terrain: terrain ?? null });
  const value: LandingResult = {
    natural,
    outcome,
    attackerTerrainDrm: terrain === undefined ? null : terrain,
    defenderDrm: terrain === undefined ? null : -terrain,
    impetus: true,
  };
  return { value, steps, rules: ['13.3', '9.3.5'] };
}
