import { isReduced, type Terrain, type Unit } from '../model.js';
import type { CombatStep } from './steps.js';
import { TERRAIN } from './tables.js';

/**
 * After the winner is known (12.2.11): the defender's retreat (12.2.12, 12.5.1–12.5.3), Withdrawal's own retreat
 * (12.6.4–12.6.5) and whether the attacker may advance (12.2.13, 12.7.1, 12.7.3, 12.7.6).
 */

export interface AfterCombatInput {
  readonly space: {
    readonly terrain: Terrain;
    readonly trench: number;
    readonly cancelTrench: boolean;
    readonly vonHutier: boolean;
    readonly withdrawal: boolean;
    readonly fort: number;
  };
  readonly winner: 'attacker' | 'defender' | 'none';
  /** The defender's loss number minus the attacker's. */
  readonly margin: number;
  readonly attackersLeft: readonly Unit[];
  readonly defendersAtStart: readonly Unit[];
  readonly defendersLeft: readonly Unit[];
  readonly fortDestroyed: boolean;
}

export interface AfterCombat {
  readonly retreat: 0 | 1 | 2;
  readonly canCancelRetreat: boolean;
  readonly advance: boolean;
  readonly steps: readonly CombatStep[];
  readonly rules: readonly string[];
}

const stepsOf = (units: readonly Unit[]): number => units.reduce((n, u) => n + (isReduced(u) ? 1 : 2), 0);

export function afterCombat(args: AfterCombatInput): AfterCombat {
  const { space, winner, margin, attackersLeft, defendersAtStart, defendersLeft, fortDestroyed } = args;
  const steps: CombatStep[] = [];
  const rules: string[] = [];
  const attackerFull = attackersLeft.some((u) => !isReduced(u));

  // 12.5.1: the attacker won and still has a unit at full strength; 12.5.2: 1 space for a margin of 1, else 2.
  // 12.6.4: Withdrawal retreats 1 space whatever the result.
  let retreat: 0 | 1 | 2 = 0;
  if (defendersLeft.length > 0) {
    if (space.withdrawal) retreat = 1;
    else if (winner === 'attacker' && attackerFull) retreat = margin >= 2 ? 2 : 1;
  }
  const terrain = TERRAIN[space.terrain];
  const inTrench = space.trench > 0 && !space.cancelTrench && !space.vonHutier;
  // 12.5.3: in trench, forest, desert, mountain or swamp, one more step instead, if a step is left after it.
  const canCancelRetreat =
    retreat > 0 && !space.withdrawal && (terrain.cancelRetreat || inTrench) && stepsOf(defendersLeft) >= 2;
  const defenderGone = defendersAtStart.length > 0 && defendersLeft.length === 0;
  // 12.7.1: full-strength attackers advance if the defender retreated or was eliminated; not into an
  // unoccupied fort unless it was destroyed.
  const advance =
    attackerFull && (defendersAtStart.length === 0 ? fortDestroyed : defenderGone || retreat > 0 || space.withdrawal);

  if (space.withdrawal) {
    rules.push('12.6.3', '12.6.4', '12.6.5');
    if (defendersLeft.length > 0) steps.push({ step: 'withdrawal-retreat', rule: '12.6.4' });
  } else if (retreat > 0) {
    rules.push('12.5.1', '12.5.2');
    if (canCancelRetreat) rules.push('12.5.3');
    steps.push({
      step: 'retreat',
      rule: '12.5.2',
      spaces: retreat === 2 ? 2 : 1,
      canCancel: canCancelRetreat,
      cover: inTrench ? 'trench' : space.terrain,
    });
  } else if (winner === 'attacker' && !attackerFull && defendersLeft.length > 0) {
    rules.push('12.5.1');
    steps.push({ step: 'no-retreat', rule: '12.5.1' });
  } else if (defenderGone) {
    steps.push({ step: 'defenders-eliminated' });
  }
  if (advance) {
    rules.push('12.7.1');
    const fortStands = space.fort > 0 && !fortDestroyed;
    if (terrain.stopsAdvance) rules.push('12.7.3');
    if (fortStands) rules.push('12.7.6');
    steps.push({
      step: 'advance',
      rule: '12.7.1',
      stopIn: terrain.stopsAdvance ? space.terrain : null,
      fortStands,
    });
  }
  return { retreat, canCancelRetreat, advance, steps, rules };
}
