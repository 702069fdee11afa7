import { d6, type Dice } from '../../../core/dice.js';
import { ruled, type Ruled } from '../../../core/explain.js';
import type { RollStep, SiegeStep } from './steps.js';

/** 15.3.3: siege rolls are modified by −2 in August and September 1914 (the sign is lost in the Italian text). */
export const SHORT_TURN_DRM = -2;

export interface SiegeOutcome {
  readonly destroyed: boolean;
  readonly die: number;
  readonly modified: number;
}

/** The Siege Phase roll against one besieged fort (15.3.2), `early` in August or September 1914 (15.3.3). */
export function besiege(
  dice: Dice,
  fortLf: number,
  early: boolean,
): Ruled<SiegeOutcome & { rules: string[] }, RollStep | SiegeStep> {
  const die = d6(dice, 'siege');
  const drm = early ? SHORT_TURN_DRM : 0;
  const modified = die + drm;
  // 15.3.2: "Se il risultato ottenuto è superiore al LF del forte assediato, questo viene distrutto."
  const destroyed = modified > fortLf;
  return ruled({ destroyed, die, modified, rules: early ? ['15.3.2', '15.3.3'] : ['15.3.2'] }, [
    { step: 'roll', dice: [die], modifiers: [{ why: 'aug-sep-1914', value: drm, rule: '15.3.3' }], total: modified },
    { step: 'siege', rule: '15.3.2', modified, fortLf, destroyed },
  ]);
}
