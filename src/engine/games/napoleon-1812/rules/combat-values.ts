import { floorDiv } from '../../../core/tables.js';
import { typesPresent, type FatigueOn, type SupportStack, type Terrain, type TypeCounts } from '../model.js';
import type { StepModifier } from './steps.js';
import {
  ATTACK_MODIFIER,
  ATTACK_SUPPORT_MODIFIER,
  COMBAT_FACTOR,
  COMBINED_ARMS_BONUS,
  DEFENCE_SUPPORT_LEADER,
  FATIGUE_DIVISOR,
  NAPOLEON_CF_MAX,
} from './tables.js';

/**
 * The values of rule 11: attack value (11.3), modified attack value (11.4), the additions that make the final
 * attack value (11.5), the defence value (11.6) and its additions (11.7). Pure arithmetic on counts; rules/combat.ts
 * adds the dice.
 */

/** 1.1 "terreno difficoltoso" that matters in combat: forest, marsh, rough (mountain cannot be entered). */
export function isDifficult(terrain: Terrain): boolean {
  return terrain === 'forest' || terrain === 'marsh' || terrain === 'rough';
}

/** 11.2 point 3: the worst state of any unit in the stack decides. */
export function fatigueDivisor(forcedMarch: boolean, combats: number): 1 | 2 | 4 {
  if ((forcedMarch && combats >= 1) || combats >= 2) return FATIGUE_DIVISOR.exhausted;
  if (forcedMarch || combats >= 1) return FATIGUE_DIVISOR.tired;
  return FATIGUE_DIVISOR.fresh;
}

/** 11.3 / 11.6: +2 for two different unit types, +4 for three. */
export function combinedArms(counts: TypeCounts): number {
  return COMBINED_ARMS_BONUS[typesPresent(counts)] ?? 0;
}

export interface StackValue {
  readonly goodUnits: number;
  /** Sum of the CF of the units, with the 16.4 adjustments made "immediately before 11.3". */
  readonly cf: number;
  readonly abilityCf: number;
  readonly types: number;
  readonly arms: number;
  readonly divisor: 1 | 2 | 4;
  readonly fatigueOn: FatigueOn;
  /** The CF sum after fatigue (what the `cf` reading adds the combined-arms bonus to). */
  readonly cfDivided: number;
  /** The attack value (11.3) or defence value (11.6), after fatigue. */
  readonly value: number;
}

/**
 * 11.3 / 11.6 with 11.2 point 3. `fatigueOn: 'value'` divides the whole value (CF sum and combined-arms bonus,
 * "tale valore"); `'cf'` divides the CF sum only, as 11.2 point 3 words it.
 */
export function stackValue(
  goodUnits: number,
  abilityCf: number,
  armsCounts: TypeCounts,
  divisor: 1 | 2 | 4,
  fatigueOn: FatigueOn,
): StackValue {
  const cf = goodUnits * COMBAT_FACTOR + abilityCf;
  const types = typesPresent(armsCounts);
  const arms = combinedArms(armsCounts);
  const cfDivided = floorDiv(cf, divisor);
  const value = fatigueOn === 'value' ? floorDiv(cf + arms, divisor) : cfDivided + arms;
  return { goodUnits, cf, abilityCf, types, arms, divisor, fatigueOn, cfDivided, value };
}

const modifier = (kind: StepModifier['kind'], value: number, rule: string | null, of: string | null = null) =>
  ({ kind, value, rule, of }) satisfies StepModifier;

/** 11.4: the reductions of the attack value by the defender's hex and a river between the stacks. */
export function attackModifiers(terrain: Terrain, river: boolean, withArtillery: boolean): StepModifier[] {
  const mods: StepModifier[] = [];
  if (river) mods.push(modifier('river', ATTACK_MODIFIER.river, '11.4'));
  if (terrain === 'fortified-city') {
    mods.push(
      withArtillery
        ? modifier('fortified-with-artillery', ATTACK_MODIFIER.fortifiedWithArtillery, '11.4')
        : modifier('fortified-without-artillery', ATTACK_MODIFIER.fortifiedWithoutArtillery, '11.4'),
    );
  }
  if (isDifficult(terrain)) mods.push(modifier('terrain', ATTACK_MODIFIER.difficult, '11.4', terrain));
  return mods;
}

export interface SupportValue {
  readonly stack: number;
  readonly good: number;
  readonly divisor: 1 | 2 | 4;
  /** The good-order units after fatigue. */
  readonly units: number;
  readonly modifiers: readonly StepModifier[];
  readonly value: number;
}

/**
 * 11.5: an attacker support stack adds its good-order units (divided per 11.2 point 3), −2 across a river,
 * −1 into a fortified city without artillery, −1 into forest/marsh/rough, +1 with a leader; the sum may be negative.
 */
export function attackSupportValue(stack: SupportStack, index: number, terrain: Terrain): SupportValue {
  const divisor = fatigueDivisor(stack.forcedMarch, stack.combats);
  const mods: StepModifier[] = [];
  if (stack.river) mods.push(modifier('river', ATTACK_SUPPORT_MODIFIER.river, null));
  if (terrain === 'fortified-city' && !stack.artillery)
    mods.push(modifier('support-fortified-without-artillery', ATTACK_SUPPORT_MODIFIER.fortifiedWithoutArtillery, null));
  if (isDifficult(terrain)) mods.push(modifier('terrain', ATTACK_SUPPORT_MODIFIER.difficult, null, terrain));
  if (stack.leader) mods.push(modifier('leader', ATTACK_SUPPORT_MODIFIER.leader, null));
  return supportValue(stack, index, divisor, mods);
}

/** 11.7: a defender support stack adds its good-order units (divided per 11.2 point 3) and +1 with a leader. */
export function defenceSupportValue(stack: SupportStack, index: number): SupportValue {
  const divisor = fatigueDivisor(stack.forcedMarch, stack.combats);
  const mods = stack.leader ? [modifier('leader', DEFENCE_SUPPORT_LEADER, null)] : [];
  return supportValue(stack, index, divisor, mods);
}

function supportValue(
  stack: SupportStack,
  index: number,
  divisor: 1 | 2 | 4,
  mods: readonly StepModifier[],
): SupportValue {
  const units = floorDiv(stack.good, divisor);
  const value = units + mods.reduce((total, m) => total + m.value, 0);
  return { stack: index + 1, good: stack.good, divisor, units, modifiers: mods, value };
}

/** 11.5 / 11.7 (and 16.2): the leader's CR, capped at the units present (advanced: the units in his command). */
export function leaderBonus(cr: number, cap: number): number {
  return Math.min(cr, cap);
}

/** 16.4(5): Napoleon +1 CF to each good-order unit he commands, at most +3. */
export function napoleonCf(goodUnits: number): number {
  return Math.min(goodUnits, NAPOLEON_CF_MAX);
}
