import { d6, type Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import {
  add,
  sum,
  totalUnits,
  type ArmsFrom,
  type AttackerAbility,
  type DefenderAbility,
  type FatigueOn,
  type Side,
  type SupportStack,
  type Terrain,
  type Units,
} from '../model.js';
import {
  attackModifiers,
  attackSupportValue,
  defenceSupportValue,
  fatigueDivisor,
  isDifficult,
  leaderBonus,
  napoleonCf,
  stackValue,
} from './combat-values.js';
import {
  advanceFor,
  defenderAnnihilation,
  resolveHits,
  retreatFor,
  type Advance,
  type Annihilation,
  type CombatOutcome,
  type Retreat,
} from './hits.js';
import { judged, type Blame, type Judged, type N1812Step, type StepModifier } from './steps.js';
import { MAX_STACK_UNITS } from './tables.js';

/**
 * A full combat (rule 11) once the attack and the support stacks have been activated (10.2–10.6): the three dice
 * are the attacker's 1xd6 (11.5), the defender's 1xd6 (11.7) and, when there is a winner, the 1xd6 of the hits the
 * loser inflicts (11.15).
 */

export interface CombatInput {
  readonly side: Side;
  readonly attackers: Units;
  readonly others?: Units | undefined;
  readonly defenders: Units;
  readonly attackerCr: number;
  readonly defenderCr: number;
  readonly attackerCommand?: number | undefined;
  readonly defenderCommand?: number | undefined;
  readonly attackerLeader: AttackerAbility;
  readonly defenderLeader: DefenderAbility;
  readonly attackerForcedMarch: boolean;
  readonly attackerCombats: number;
  readonly defenderForcedMarch: boolean;
  readonly defenderCombats: number;
  readonly attackerSupport: readonly SupportStack[];
  readonly defenderSupport: readonly SupportStack[];
  readonly terrain: Terrain;
  readonly river: boolean;
  readonly fatigueOn: FatigueOn;
  readonly armsFrom: ArmsFrom;
}

export interface CombatResult {
  readonly av: number;
  readonly mav: number;
  readonly fav: number;
  readonly dv: number;
  readonly fdv: number;
  readonly difference: number;
  readonly outcome: CombatOutcome;
  readonly attackerHits: number;
  readonly defenderHits: number;
  readonly retreat: Retreat;
  readonly advance: Advance;
  readonly pursuit: boolean;
  /** 11.13: whether the hits wipe out the defending stack whatever its owner does, may do so, or cannot. */
  readonly annihilation: Annihilation;
  /** 11.1: an all-cavalry defender attacked by a stack without cavalry could have retreated before the combat. */
  readonly cavalryMayWithdraw: boolean;
  readonly attackDie: number;
  readonly defenceDie: number;
  /** The 11.15 die; null on a tie, which has no winner. */
  readonly hitDie: number | null;
}

/** The units "the attacking stack" means in 11.1, 11.3, 11.5, 11.14–11.16, per the `arms-from` reading. */
export function attackingGroup(input: Pick<CombatInput, 'attackers' | 'others' | 'armsFrom'>): Units {
  if (input.armsFrom === 'attacking' || !input.others) return input.attackers;
  return {
    good: add(input.attackers.good, input.others.good),
    disrupted: add(input.attackers.disrupted, input.others.disrupted),
  };
}

/** What a combat cannot be (10.1, 4.4, 16.2, 16.4): the first contradiction found, and the input at fault. */
export function combatInputProblem(input: CombatInput): Blame | undefined {
  // 10.1: only a stack whose units are all in good order may attack.
  if (sum(input.attackers.disrupted) > 0)
    return { field: 'attackers', problem: problem('attackers-disrupted', undefined, { rule: '10.1' }).problem };
  if (input.others && sum(input.others.disrupted) > 0)
    return { field: 'others', problem: problem('others-disrupted', undefined, { rule: '10.1' }).problem };
  // 4.4: a stack is at most 6 units.
  const stackSize = totalUnits(input.attackers) + (input.others ? totalUnits(input.others) : 0);
  if (stackSize > MAX_STACK_UNITS)
    return {
      field: 'others',
      problem: problem('attacking-stack-size', { max: MAX_STACK_UNITS, total: stackSize }, { rule: '4.4' }).problem,
    };
  // 16.4: each ability belongs to one side's leader.
  const frenchOnly =
    input.attackerLeader === 'napoleon' || input.attackerLeader === 'murat' || input.attackerLeader === 'grouchy';
  if (frenchOnly && input.side !== 'french')
    return {
      field: 'attackerLeader',
      problem: problem('french-leader', { leader: input.attackerLeader }, { rule: '16.4' }).problem,
    };
  if (input.attackerLeader === 'platov' && input.side !== 'russian')
    return { field: 'attackerLeader', problem: problem('platov-russian', undefined, { rule: '16.4' }).problem };
  if (input.defenderLeader === 'napoleon' && input.side !== 'russian')
    return { field: 'defenderLeader', problem: problem('napoleon-defends', undefined, { rule: '16.4' }).problem };
  // 16.2: a leader commands at most the units present.
  const group = attackingGroup(input);
  if (input.attackerCommand !== undefined && input.attackerCommand > sum(group.good))
    return {
      field: 'attackerCommand',
      problem: problem('attacker-command', { max: sum(group.good) }, { rule: '16.2' }).problem,
    };
  if (input.defenderCommand !== undefined && input.defenderCommand > sum(input.defenders.good))
    return {
      field: 'defenderCommand',
      problem: problem('defender-command', { max: sum(input.defenders.good) }, { rule: '16.2' }).problem,
    };
  return undefined;
}

/** Rule 11 from the activated attack to the advance after combat. */
export function fight(input: CombatInput, dice: Dice): Judged<CombatResult> {
  const rules = new RuleList();
  const steps: N1812Step[] = [];
  const group = attackingGroup(input);
  const attackers = input.attackers;
  const defenders = input.defenders;
  const attackingGood = sum(attackers.good);

  // 11.1: an all-cavalry defender attacked by a stack without cavalry may retreat before combat.
  const defenderCavalryOnly =
    totalUnits(defenders) === defenders.good.cavalry + defenders.disrupted.cavalry && totalUnits(defenders) > 0;
  const cavalryMayWithdraw = defenderCavalryOnly && group.good.cavalry === 0;
  if (cavalryMayWithdraw) {
    rules.add('11.1');
    steps.push({ step: 'cavalry-withdraw', rule: '11.1' });
  }

  // 16.4: CF adjustments "immediately before 11.3", only the highest-ranking leader's.
  const attackAbility =
    input.attackerLeader === 'napoleon'
      ? napoleonCf(attackingGood) // 16.4(5)
      : input.attackerLeader === 'none'
        ? 0
        : attackers.good.cavalry; // 16.4(3) Platov, 16.4(7) Murat and Grouchy, when attacking
  if (attackAbility > 0) rules.add('16.4');

  // 11.3 with 11.2 point 3.
  const attackDivisor = fatigueDivisor(input.attackerForcedMarch, input.attackerCombats);
  if (attackDivisor > 1) rules.add('11.2');
  rules.add('11.3');
  const attack = stackValue(attackingGood, attackAbility, group.good, attackDivisor, input.fatigueOn);
  steps.push({ step: 'stack-value', rule: '11.3', who: 'attack', ...attack });

  // 11.4
  const attackMods = attackModifiers(input.terrain, input.river, attackers.good.artillery > 0);
  const mav = attack.value + attackMods.reduce((total, m) => total + m.value, 0);
  if (attackMods.length > 0) rules.add('11.4');
  steps.push({ step: 'modified-attack', rule: '11.4', av: attack.value, modifiers: attackMods, mav });

  // 11.5 (16.2 in the advanced game: the cap is the units in the leader's command).
  rules.add('11.5');
  if (input.attackerCommand !== undefined) rules.add('16.2');
  const attackCap = input.attackerCommand ?? sum(group.good);
  const attackLeader = leaderBonus(input.attackerCr, attackCap);
  const attackSupport = input.attackerSupport.map((s, i) => attackSupportValue(s, i, input.terrain));
  if (attackSupport.some((s) => s.divisor > 1)) rules.add('11.2');
  for (const s of attackSupport) steps.push({ step: 'support-value', rule: '11.5', ...s });
  const attackDie = d6(dice, 'combat-attack');
  const favMods: StepModifier[] = [
    { kind: 'mav', value: mav, rule: '11.4', of: null },
    { kind: 'leader-cr', value: attackLeader, rule: input.attackerCommand !== undefined ? '16.2' : '11.5', of: null },
    ...attackSupport.map((s): StepModifier => ({ kind: 'support', value: s.value, rule: '11.5', of: s.stack })),
  ];
  const fav = attackDie + favMods.reduce((total, m) => total + m.value, 0);
  steps.push({ step: 'final-value', rule: '11.5', who: 'attack', die: attackDie, modifiers: favMods, value: fav });

  // 11.6, 11.7, 11.18
  const defendingGood = sum(defenders.good);
  const allDisrupted = defendingGood === 0;
  const defenceAbility = input.defenderLeader === 'napoleon' ? napoleonCf(defendingGood) : 0; // 16.4(5)
  if (defenceAbility > 0) rules.add('16.4');
  const defenceDivisor = fatigueDivisor(input.defenderForcedMarch, input.defenderCombats);
  if (defenceDivisor > 1 && !allDisrupted) rules.add('11.2');
  rules.add('11.6');
  const defence = stackValue(defendingGood, defenceAbility, defenders.good, defenceDivisor, input.fatigueOn);
  const defenceCap = input.defenderCommand ?? defendingGood;
  const defenceLeader = leaderBonus(input.defenderCr, defenceCap);
  const defenceSupport = input.defenderSupport.map((s, i) => defenceSupportValue(s, i));
  if (!allDisrupted && defenceSupport.some((s) => s.divisor > 1)) rules.add('11.2');
  rules.add('11.7');
  if (input.defenderCommand !== undefined) rules.add('16.2');
  const defenceDie = d6(dice, 'combat-defence');
  const fdvMods: StepModifier[] = allDisrupted
    ? []
    : [
        { kind: 'dv', value: defence.value, rule: '11.6', of: null },
        {
          kind: 'leader-cr',
          value: defenceLeader,
          rule: input.defenderCommand !== undefined ? '16.2' : '11.7',
          of: null,
        },
        ...defenceSupport.map((s): StepModifier => ({ kind: 'support', value: s.value, rule: '11.7', of: s.stack })),
      ];
  const fdv = defenceDie + fdvMods.reduce((total, m) => total + m.value, 0);
  if (allDisrupted) {
    // 11.18: a hex of disrupted units only defends with 1xd6, whatever leader or support.
    rules.add('11.18');
    steps.push({ step: 'disrupted-defence', rule: '11.18', die: defenceDie });
  } else {
    steps.push({ step: 'stack-value', rule: '11.6', who: 'defence', ...defence });
    for (const s of defenceSupport) steps.push({ step: 'support-value', rule: '11.7', ...s });
    steps.push({ step: 'final-value', rule: '11.7', who: 'defence', die: defenceDie, modifiers: fdvMods, value: fdv });
  }

  // 11.8–11.15
  const difference = fav - fdv;
  const attackerSideGood = sum(group.good) + input.attackerSupport.reduce((t, s) => t + s.good, 0);
  const defenderSideGood = defendingGood + input.defenderSupport.reduce((t, s) => t + s.good, 0);
  const hits = resolveHits(difference, attackerSideGood, defenderSideGood, dice);
  hits.rules.forEach((r) => rules.add(r));
  steps.push(...hits.steps);
  rules.add('11.17');
  steps.push({ step: 'hit-allocation', rule: '11.17' });

  // 11.13 annihilation, 11.11–11.12 retreat and advance, 11.16 pursuit, 14.6.
  const annihilation = defenderAnnihilation(hits.defenderHits, defenders, input.defenderSupport);
  if (annihilation === 'certain') rules.add('11.13');
  if (annihilation !== 'no') steps.push({ step: 'annihilation', rule: '11.13', annihilation });
  const retreat: Retreat = annihilation === 'certain' ? 'none' : retreatFor(difference);
  if (retreat !== 'none') {
    rules.add('11.11');
    const rule = retreat === 'optional' && difference < 0 ? '11.10' : '11.12';
    steps.push({ step: 'retreat', rule, retreat, attackerWon: difference > 0 });
  }
  const frenchBarred = input.side === 'french' && isDifficult(input.terrain);
  const advance = advanceFor(difference, annihilation, attackers.good.cavalry, frenchBarred);
  if (frenchBarred && (annihilation === 'certain' || difference > 0)) rules.add('14.6');
  if (frenchBarred) steps.push({ step: 'advance', rule: '14.6', advance: 'barred' });
  else if ((advance === 'all' && annihilation !== 'certain') || advance === 'cavalry')
    steps.push({ step: 'advance', rule: '11.12', advance });
  const pursuit = retreat !== 'none' && group.good.cavalry > 0 && defenders.good.cavalry === 0;
  if (pursuit) {
    rules.add('11.16');
    steps.push({ step: 'pursuit', rule: '11.16' });
  }

  return judged(
    {
      av: attack.value,
      mav,
      fav,
      dv: allDisrupted ? 0 : defence.value,
      fdv,
      difference,
      outcome: hits.outcome,
      attackerHits: hits.attackerHits,
      defenderHits: hits.defenderHits,
      retreat,
      advance,
      pursuit,
      annihilation,
      cavalryMayWithdraw,
      attackDie,
      defenceDie,
      hitDie: hits.hitDie,
    },
    steps,
    rules.list(),
  );
}

/** The rules a combat applied, in the order the ruling has always reported them (first applied, once each). */
class RuleList {
  private readonly seen: string[] = [];
  add(rule: string): void {
    if (!this.seen.includes(rule)) this.seen.push(rule);
  }
  list(): string[] {
    return [...this.seen];
  }
}
