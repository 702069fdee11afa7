import { loc, type Localized } from '../../core/localized.js';
import type { Modifier } from '../../core/ruling.js';
import { floorDiv } from '../../core/tables.js';
import {
  ATTACK_MODIFIER,
  ATTACK_SUPPORT_MODIFIER,
  COMBAT_FACTOR,
  COMBINED_ARMS_BONUS,
  DEFENCE_SUPPORT_LEADER,
  FATIGUE_DIVISOR,
  NAPOLEON_CF_MAX,
} from './tables.js';
import { typesPresent, type SupportStack, type TypeCounts } from './units.js';

/**
 * The values of rule 11: attack value (11.3), modified attack value (11.4), the additions that make the final
 * attack value (11.5), the defence value (11.6) and its additions (11.7). Pure arithmetic on counts; the ruling in
 * combat.ts adds the dice.
 */

export type Terrain = 'clear' | 'city' | 'fortified-city' | 'forest' | 'marsh' | 'rough';
export const TERRAINS: readonly Terrain[] = ['clear', 'city', 'fortified-city', 'forest', 'marsh', 'rough'];
export const TERRAIN_NAME: Readonly<Record<Terrain, Localized>> = {
  clear: loc('clear', 'terreno chiaro'),
  city: loc('city', 'città'),
  'fortified-city': loc('fortified city', 'città fortificata'),
  forest: loc('forest', 'foresta'),
  marsh: loc('marsh', 'palude'),
  rough: loc('rough', 'terreno accidentato'),
};

/** 1.1 "terreno difficoltoso" that matters in combat: forest, marsh, rough (mountain cannot be entered). */
export function isDifficult(terrain: Terrain): boolean {
  return terrain === 'forest' || terrain === 'marsh' || terrain === 'rough';
}

/** Where the 11.2 point 3 divisor applies (⚠ two readings, README). */
export type FatigueOn = 'value' | 'cf';

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
  /** Sum of the CF of the units, with the 16.4 adjustments made "immediately before 11.3". */
  readonly cf: number;
  readonly abilityCf: number;
  readonly types: number;
  readonly arms: number;
  readonly divisor: 1 | 2 | 4;
  /** The attack value (11.3) or defence value (11.6), after fatigue. */
  readonly value: number;
  readonly text: Localized;
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
  name: Localized,
): StackValue {
  const cf = goodUnits * COMBAT_FACTOR + abilityCf;
  const types = typesPresent(armsCounts);
  const arms = combinedArms(armsCounts);
  const value = fatigueOn === 'value' ? floorDiv(cf + arms, divisor) : floorDiv(cf, divisor) + arms;
  const ability =
    abilityCf > 0
      ? loc(` (${goodUnits} + ${abilityCf} leader, 16.4)`, ` (${goodUnits} + ${abilityCf} Comandante, 16.4)`)
      : loc('', '');
  const armsText = loc(
    `combined arms +${arms} (${types} type${types === 1 ? '' : 's'})`,
    `armi combinate +${arms} (${types} tip${types === 1 ? 'o' : 'i'})`,
  );
  let text: Localized;
  if (divisor === 1) {
    text = loc(
      `CF ${cf}${ability.en}, ${armsText.en} → ${name.en} ${value}`,
      `CF ${cf}${ability.it}, ${armsText.it} → ${name.it} ${value}`,
    );
  } else if (fatigueOn === 'value') {
    text = loc(
      `(CF ${cf}${ability.en} + ${armsText.en}) = ${cf + arms}, fatigue ÷${divisor} (11.2) → ${name.en} ${value}`,
      `(CF ${cf}${ability.it} + ${armsText.it}) = ${cf + arms}, fatica ÷${divisor} (11.2) → ${name.it} ${value}`,
    );
  } else {
    text = loc(
      `CF ${cf}${ability.en} ÷${divisor} (fatigue, 11.2) = ${floorDiv(cf, divisor)}, ${armsText.en} → ${name.en} ${value}`,
      `CF ${cf}${ability.it} ÷${divisor} (fatica, 11.2) = ${floorDiv(cf, divisor)}, ${armsText.it} → ${name.it} ${value}`,
    );
  }
  return { cf, abilityCf, types, arms, divisor, value, text };
}

/** 11.4: the reductions of the attack value by the defender's hex and a river between the stacks. */
export function attackModifiers(terrain: Terrain, river: boolean, withArtillery: boolean): Modifier[] {
  const mods: Modifier[] = [];
  if (river)
    mods.push({ label: loc('across a river', 'attraverso un fiume'), value: ATTACK_MODIFIER.river, rule: '11.4' });
  if (terrain === 'fortified-city') {
    mods.push(
      withArtillery
        ? {
            label: loc('fortified city, with artillery', 'città fortificata, con artiglieria'),
            value: ATTACK_MODIFIER.fortifiedWithArtillery,
            rule: '11.4',
          }
        : {
            label: loc('fortified city, without artillery', 'città fortificata, senza artiglieria'),
            value: ATTACK_MODIFIER.fortifiedWithoutArtillery,
            rule: '11.4',
          },
    );
  }
  if (isDifficult(terrain)) {
    mods.push({ label: TERRAIN_NAME[terrain], value: ATTACK_MODIFIER.difficult, rule: '11.4' });
  }
  return mods;
}

export interface SupportValue {
  readonly stack: number;
  readonly divisor: 1 | 2 | 4;
  readonly value: number;
  readonly text: Localized;
}

/**
 * 11.5: an attacker support stack adds its good-order units (divided per 11.2 point 3), −2 across a river,
 * −1 into a fortified city without artillery, −1 into forest/marsh/rough, +1 with a leader; the sum may be negative.
 */
export function attackSupportValue(stack: SupportStack, index: number, terrain: Terrain): SupportValue {
  const divisor = fatigueDivisor(stack.forcedMarch, stack.combats);
  const units = floorDiv(stack.good, divisor);
  const mods: Modifier[] = [];
  if (stack.river)
    mods.push({ label: loc('across a river', 'attraverso un fiume'), value: ATTACK_SUPPORT_MODIFIER.river });
  if (terrain === 'fortified-city' && !stack.artillery) {
    mods.push({
      label: loc('fortified city without artillery', 'città fortificata senza artiglieria'),
      value: ATTACK_SUPPORT_MODIFIER.fortifiedWithoutArtillery,
    });
  }
  if (isDifficult(terrain)) mods.push({ label: TERRAIN_NAME[terrain], value: ATTACK_SUPPORT_MODIFIER.difficult });
  if (stack.leader) mods.push({ label: loc('leader', 'Comandante'), value: ATTACK_SUPPORT_MODIFIER.leader });
  return supportValue(stack, index, divisor, units, mods);
}

/** 11.7: a defender support stack adds its good-order units (divided per 11.2 point 3) and +1 with a leader. */
export function defenceSupportValue(stack: SupportStack, index: number): SupportValue {
  const divisor = fatigueDivisor(stack.forcedMarch, stack.combats);
  const units = floorDiv(stack.good, divisor);
  const mods: Modifier[] = stack.leader ? [{ label: loc('leader', 'Comandante'), value: DEFENCE_SUPPORT_LEADER }] : [];
  return supportValue(stack, index, divisor, units, mods);
}

function supportValue(
  stack: SupportStack,
  index: number,
  divisor: 1 | 2 | 4,
  units: number,
  mods: readonly Modifier[],
): SupportValue {
  const value = units + mods.reduce((total, m) => total + m.value, 0);
  const base =
    divisor === 1
      ? loc(`${stack.good} unit${stack.good === 1 ? '' : 's'}`, `${stack.good} unità`)
      : loc(
          `${stack.good} units ÷${divisor} (fatigue) = ${units}`,
          `${stack.good} unità ÷${divisor} (fatica) = ${units}`,
        );
  const modText = (lang: 'en' | 'it'): string =>
    mods.map((m) => `, ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label[lang]}`).join('');
  return {
    stack: index + 1,
    divisor,
    value,
    text: loc(
      `support ${index + 1}: ${base.en}${modText('en')} → ${value}`,
      `supporto ${index + 1}: ${base.it}${modText('it')} → ${value}`,
    ),
  };
}

/** 11.5 / 11.7 (and 16.2): the leader's CR, capped at the units present (advanced: the units in his command). */
export function leaderBonus(cr: number, cap: number): number {
  return Math.min(cr, cap);
}

/** 16.4(5): Napoleon +1 CF to each good-order unit he commands, at most +3. */
export function napoleonCf(goodUnits: number): number {
  return Math.min(goodUnits, NAPOLEON_CF_MAX);
}
