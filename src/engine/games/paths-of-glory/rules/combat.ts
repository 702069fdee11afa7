import type { Dice } from '../../../core/dice.js';
import { problem, ruled, type Problem, type Ruled } from '../../../core/explain.js';
import { isReduced, up, type Force, type Terrain, type Unit } from '../model.js';
import { labelOf } from '../notation.js';
import { rollFire, type FireReading } from './fire.js';
import { rollFlank, type FlankOutcome } from './flank.js';
import { allocationData, finalSurvivors, legalAllocations, type LossAllocation, type LossProblem } from './losses.js';
import { afterCombat } from './retreat.js';
import type { CombatSide, CombatStep } from './steps.js';
import { attackerPower, battleOf, defenderPower, expectedFire, type Firepower } from './strength.js';

/**
 * A full combat (12.2.1), in the rules' order: strengths (12.2.3), trench-cancelling cards (12.2.4), the flank
 * attempt (12.2.5, 12.3), drms (12.2.7), columns (12.2.8), fire (12.2.9) and losses (12.2.10, 12.4) — sequential
 * after a flank attempt or von Hutier, simultaneous otherwise — then the winner (12.2.11), the defender's
 * retreat (12.2.12, 12.5) and whether the attacker may advance (12.2.13, 12.7).
 */

export type FireOrder = 'simultaneous' | 'attacker-first' | 'defender-first';
export type Winner = 'attacker' | 'defender' | 'none';

/** A combat as the players set it up: the units, the defending space and the cards played. */
export interface Combat {
  readonly attackers: Force;
  readonly defenders: Force;
  /** The defending fort's value, its CF and LF (0 for none). */
  readonly fort: number;
  readonly terrain: Terrain;
  readonly trench: number;
  readonly cancelTrench: boolean;
  readonly attackerDrm: number;
  readonly defenderDrm: number;
  readonly sinai: boolean;
  readonly flank: boolean;
  readonly isolated: number;
  readonly wireless: boolean;
  readonly vonHutier: boolean;
  readonly withdrawal: boolean;
  readonly kemal: boolean;
  /** Full corps in each side's Reserve Box (12.4.4). */
  readonly attackerReserve: readonly Unit[];
  readonly defenderReserve: readonly Unit[];
  /** Which legal allocation the side hit first takes, counting from 1 (default: the one keeping most fire). */
  readonly lossChoice?: number | undefined;
}

export interface CombatOutcome {
  readonly order: FireOrder;
  readonly flank: FlankOutcome | null;
  readonly attackerFire: FireReading | null;
  readonly defenderFire: FireReading | null;
  /** The loss numbers each side suffers. */
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly winner: Winner;
  readonly retreat: 0 | 1 | 2;
  readonly canCancelRetreat: boolean;
  readonly advance: boolean;
  /** The legal allocations of each side, in the order listed. */
  readonly attackerLosses: readonly LossAllocation[];
  readonly defenderLosses: readonly LossAllocation[];
  readonly lossChoice: { readonly side: CombatSide; readonly index: number } | null;
  /** The rule numbers applied, in the order the combat applies them. */
  readonly rules: readonly string[];
}

const hasFullStrength = (units: readonly Unit[]): boolean => units.some((u) => !isReduced(u));

/** Sorts allocations: by the fire left to the side when it still has to fire, else keeping full-strength units. */
function ranked(allocations: LossAllocation[], fireAfter: ((a: LossAllocation) => number) | null): LossAllocation[] {
  const key = (a: LossAllocation): number[] => [
    fireAfter ? -fireAfter(a) : 0,
    hasFullStrength(finalSurvivors(a)) ? 0 : 1,
    a.armySteps,
    a.armySteps + a.corpsSteps,
  ];
  return [...allocations].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const d = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
}

/** A flipped unit whose reduced CF is needed and unknown (it may be flipped before its side fires, 12.3.3). */
function unknownCf(side: CombatSide, units: readonly Unit[]): { ok: false; problem: Problem } {
  const unit = units.find((u) => up(u).cf === null) ?? units.find((u) => u.reduced.cf === null);
  return problem('unknown-cf', { side, unit: unit ? labelOf(unit) : '' }, { rule: '12.3.3' });
}

/** A unit without a loss factor cannot take losses (12.4.2); the notation always gives one, a pack may not. */
function unknownLf(combat: Combat): { ok: false; problem: Problem } | null {
  const sides: [CombatSide, readonly Unit[]][] = [
    ['attacker', [...combat.attackers.units, ...combat.attackerReserve]],
    ['defender', [...combat.defenders.units, ...combat.defenderReserve]],
  ];
  for (const [side, units] of sides) {
    const unit = units.find((u) => up(u).lf === null || u.reduced.lf === null);
    if (unit) return problem('unknown-lf', { side, unit: labelOf(unit) }, { rule: '12.4.2' });
  }
  return null;
}

export function fight(combat: Combat, dice: Dice): Ruled<CombatOutcome, CombatStep> {
  const missingLf = unknownLf(combat);
  if (missingLf) return missingLf;
  const battle = battleOf(combat);
  const attackers = combat.attackers.units;
  const defenders = combat.defenders.units;
  const steps: CombatStep[] = [];
  const rules = ['12.2.1', '12.2.3'];
  if (combat.cancelTrench && combat.trench > 0) {
    rules.push('12.2.4');
    steps.push({ step: 'trench-cancelled', rule: '12.2.4' });
  }

  // Steps 4 and 8: the flank attempt, or von Hutier, make fire sequential (12.2.5, 12.3.3).
  let flank: FlankOutcome | null = null;
  if (combat.flank) {
    const attempt = rollFlank(dice, combat.isolated, combat.wireless);
    flank = attempt.flank;
    rules.push('12.2.5', '12.3.1', '12.3.2', '12.3.3');
    steps.push(...attempt.steps);
  }
  const order: FireOrder = combat.vonHutier
    ? 'attacker-first'
    : flank
      ? flank.success
        ? 'attacker-first'
        : 'defender-first'
      : 'simultaneous';
  if (combat.vonHutier) steps.push({ step: 'von-hutier', card: 'CP #44' });
  rules.push('12.2.7', '12.2.8', '12.2.9', '12.2.10');

  const attackerProblem = (lossNumber: number): LossProblem => ({
    units: attackers,
    reserve: combat.attackerReserve,
    fortLf: 0,
    lossNumber,
    attacking: true,
    withdrawal: false,
  });
  const defenderProblem = (lossNumber: number): LossProblem => ({
    units: defenders,
    reserve: combat.defenderReserve,
    fortLf: combat.fort,
    lossNumber,
    attacking: false,
    withdrawal: combat.withdrawal,
  });
  const defenderAfter = (a: LossAllocation): Firepower =>
    defenderPower(battle, a.survivors, a.fortDestroyed ? 0 : combat.fort);
  const attackerAfter = (a: LossAllocation): Firepower => attackerPower(battle, a.survivors);
  const fire = (side: CombatSide, power: Firepower, after: boolean): FireReading => {
    if (power.cf === null) throw new Error('fire with an unknown CF');
    const fired = rollFire(dice, power.table, power.cf, power.shift, power.drm, { side, after });
    steps.push(...fired.steps);
    return fired.reading;
  };
  const noFire = (side: CombatSide): null => {
    steps.push({ step: 'no-fire', rule: '12.2.9', side });
    return null;
  };
  const fires = (units: readonly Unit[], fort: number): boolean => units.length > 0 || fort > 0;
  const listLosses = (
    side: CombatSide,
    lossNumber: number,
    list: readonly LossAllocation[],
    chosen: { index: number; explicit: boolean } | null,
  ): void => {
    steps.push({
      step: 'losses',
      rule: '12.4',
      side,
      lossNumber,
      ways: list.length,
      shown: list.slice(0, 4).map(allocationData),
      chosen,
    });
  };
  const outOfRange = (side: CombatSide, count: number) => problem('loss-choice-range', { side, count });

  let attackerFire: FireReading | null;
  let defenderFire: FireReading | null;
  let attackerLosses: LossAllocation[];
  let defenderLosses: LossAllocation[];
  // The allocation the side hit first takes before the other fires (12.3.3); the other side's is the first listed.
  let choice: { side: CombatSide; index: number } | null = null;
  const explicit = combat.lossChoice !== undefined;

  if (order === 'simultaneous') {
    const aPower = attackerPower(battle, attackers);
    const dPower = defenderPower(battle, defenders, combat.fort);
    if (aPower.cf === null) return unknownCf('attacker', attackers);
    if (dPower.cf === null) return unknownCf('defender', defenders);
    const aFire = fire('attacker', aPower, false);
    const dFire = fire('defender', dPower, false);
    attackerFire = aFire;
    defenderFire = dFire;
    defenderLosses = ranked(legalAllocations(defenderProblem(aFire.lossNumber)), null);
    attackerLosses = ranked(legalAllocations(attackerProblem(dFire.lossNumber)), null);
    listLosses('defender', aFire.lossNumber, defenderLosses, null);
    listLosses('attacker', dFire.lossNumber, attackerLosses, null);
  } else if (order === 'attacker-first') {
    const aPower = attackerPower(battle, attackers);
    if (aPower.cf === null) return unknownCf('attacker', attackers);
    const aFire = fire('attacker', aPower, false);
    attackerFire = aFire;
    const legal = legalAllocations(defenderProblem(aFire.lossNumber));
    if (legal.some((a) => defenderAfter(a).cf === null)) return unknownCf('defender', defenders);
    defenderLosses = ranked(legal, (a) => expectedFire(defenderAfter(a)));
    const index = combat.lossChoice ?? 1;
    const taken = defenderLosses[index - 1];
    if (!taken) return outOfRange('defender', defenderLosses.length);
    choice = { side: 'defender', index };
    listLosses('defender', aFire.lossNumber, defenderLosses, defenderLosses.length > 1 ? { index, explicit } : null);
    defenderFire = fires(taken.survivors, taken.fortDestroyed ? 0 : combat.fort)
      ? fire('defender', defenderAfter(taken), true)
      : noFire('defender');
    attackerLosses = ranked(legalAllocations(attackerProblem(defenderFire?.lossNumber ?? 0)), null);
    listLosses('attacker', defenderFire?.lossNumber ?? 0, attackerLosses, null);
  } else {
    const dPower = defenderPower(battle, defenders, combat.fort);
    if (dPower.cf === null) return unknownCf('defender', defenders);
    const dFire = fire('defender', dPower, false);
    defenderFire = dFire;
    const legal = legalAllocations(attackerProblem(dFire.lossNumber));
    if (legal.some((a) => attackerAfter(a).cf === null)) return unknownCf('attacker', attackers);
    attackerLosses = ranked(legal, (a) => expectedFire(attackerAfter(a)));
    const index = combat.lossChoice ?? 1;
    const taken = attackerLosses[index - 1];
    if (!taken) return outOfRange('attacker', attackerLosses.length);
    choice = { side: 'attacker', index };
    listLosses('attacker', dFire.lossNumber, attackerLosses, attackerLosses.length > 1 ? { index, explicit } : null);
    attackerFire = fires(taken.survivors, 0) ? fire('attacker', attackerAfter(taken), true) : noFire('attacker');
    defenderLosses = ranked(legalAllocations(defenderProblem(attackerFire?.lossNumber ?? 0)), null);
    listLosses('defender', attackerFire?.lossNumber ?? 0, defenderLosses, null);
  }
  rules.push('12.4.1', '12.4.3');

  const attackerLoss = defenderFire?.lossNumber ?? 0;
  const defenderLoss = attackerFire?.lossNumber ?? 0;
  // 12.2.11: the side that suffered the lower loss number wins; equal numbers, both lose.
  const winner: Winner = defenderLoss > attackerLoss ? 'attacker' : defenderLoss < attackerLoss ? 'defender' : 'none';
  rules.push('12.2.11');
  steps.push({ step: 'winner', rule: '12.2.11', winner, attackerLoss, defenderLoss });

  // The allocation each side takes: the one chosen before the second fire, else the first listed.
  const takenBy = (side: CombatSide, list: readonly LossAllocation[]): LossAllocation | undefined =>
    list[choice?.side === side ? choice.index - 1 : 0];
  const attackerTaken = takenBy('attacker', attackerLosses);
  const defenderTaken = takenBy('defender', defenderLosses);
  const attackersLeft = attackerTaken ? finalSurvivors(attackerTaken) : attackers;
  const defendersLeft = defenderTaken ? finalSurvivors(defenderTaken) : defenders;
  const fortDestroyed = defenderTaken?.fortDestroyed ?? false;

  const after = afterCombat({
    space: combat,
    winner,
    margin: defenderLoss - attackerLoss,
    attackersLeft,
    defendersAtStart: defenders,
    defendersLeft,
    fortDestroyed,
  });
  steps.push(...after.steps);
  rules.push(...after.rules);
  const { retreat, canCancelRetreat, advance } = after;

  return ruled(
    {
      order,
      flank,
      attackerFire,
      defenderFire,
      attackerLoss,
      defenderLoss,
      winner,
      retreat,
      canCancelRetreat,
      advance,
      attackerLosses,
      defenderLosses,
      lossChoice: choice,
      rules: [...new Set(rules)],
    },
    steps,
  );
}
