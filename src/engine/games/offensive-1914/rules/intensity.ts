import type { RetreatSymbol } from './crt.js';
import { battleType, type BattleType } from './tables.js';

/** Combat Intensity (9.8): the matrix (9.8.1) and what each battle type does to a CRT result (9.8.2). */

export type IntensityEffect = {
  /** Hexes of CRT retreat the defender actually makes. */
  readonly retreat: number;
  readonly attackerSr: number;
  readonly defenderSr: number;
};

export type IntensityStep =
  | {
      readonly step: 'battle';
      readonly rule: '9.8.1';
      readonly attackerIntense: boolean;
      readonly defenderIntense: boolean;
      readonly battle: BattleType;
    }
  | {
      readonly step: 'intensity-effect';
      readonly rule: '9.8.2';
      readonly battle: BattleType;
      readonly retreat: RetreatSymbol | null;
      readonly effect: IntensityEffect;
    }
  | { readonly step: 'intensity-summary'; readonly rule: '9.8.2'; readonly battle: BattleType };

/** 9.8.1 the battle type the two declarations make. */
export function battleStep(attackerIntense: boolean, defenderIntense: boolean): IntensityStep & { step: 'battle' } {
  return {
    step: 'battle',
    rule: '9.8.1',
    attackerIntense,
    defenderIntense,
    battle: battleType(attackerIntense, defenderIntense),
  };
}

/** 9.8.2 which CRT retreat applies and the extra Strength Reductions. */
export function applyIntensity(battle: BattleType, retreat: RetreatSymbol | null): IntensityEffect {
  const black = retreat === 'b1' ? 1 : retreat === 'b2' ? 2 : 0;
  const white = retreat === 'w1' ? 1 : 0;
  const noBlackRetreat = retreat === null || retreat === 'w1';
  switch (battle) {
    case 'none': // no effect: black retreats apply, the white ① only in an Attacker Intense battle
      return { retreat: black, attackerSr: 0, defenderSr: 0 };
    case 'attacker': // ① active; SR to the attacker on no retreat or ①
      return { retreat: black + white, attackerSr: noBlackRetreat ? 1 : 0, defenderSr: 0 };
    case 'defender': // all retreats ignored; SR to the defender on ①, ❶ or ❷
      return { retreat: 0, attackerSr: 0, defenderSr: retreat === null ? 0 : 1 };
    case 'intense': // only black retreats; both SR rules
      return { retreat: black, attackerSr: noBlackRetreat ? 1 : 0, defenderSr: retreat === null ? 0 : 1 };
  }
}

export interface IntensityInput {
  readonly attIntense: boolean;
  readonly defIntense: boolean;
  readonly plan: boolean;
  /** The CRT result's retreat symbol, to read its effect; `none` for a result without one. */
  readonly retreat?: RetreatSymbol | 'none' | undefined;
}

/** The `intensity` ruling: the matrix, and the effect on a CRT retreat when one is given (else the battle's summary). */
export function combatIntensity(input: IntensityInput): {
  value: { battle: BattleType; effect: IntensityEffect | null };
  rules: string[];
  steps: IntensityStep[];
} {
  const battle = battleStep(input.attIntense, input.defIntense);
  const rules = ['9.8', '9.8.1'];
  if (input.plan) rules.push('26.2.2'); // 26.2.2 checked by the ruling's input: a Plan's infantry attacks Intense
  const steps: IntensityStep[] = [battle];
  let effect: IntensityEffect | null = null;
  if (input.retreat !== undefined) {
    const retreat = input.retreat === 'none' ? null : input.retreat;
    effect = applyIntensity(battle.battle, retreat);
    rules.push('9.8.2');
    steps.push({ step: 'intensity-effect', rule: '9.8.2', battle: battle.battle, retreat, effect });
  } else {
    steps.push({ step: 'intensity-summary', rule: '9.8.2', battle: battle.battle });
  }
  return { value: { battle: battle.battle, effect }, rules, steps };
}
