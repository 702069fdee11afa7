import { d6, type Dice } from '../../../core/dice.js';
import type { Outcome } from './outcome.js';

/**
 * One combat roll on the Battle Map (9.3.1–9.3.4, 9.5.1, 9.6.1, 12.2): the rule every fire of a battle follows,
 * and the `fire` ruling's single roll.
 */

export interface HexConditions {
  /** The battle hex's terrain value, the yellow "+n" box (2.2): 0, 1 or 2. */
  readonly terrain: number;
  /** Trench level in the hex (9.7): 0, 1 or 2. */
  readonly trench: number;
  /** Concentric Attack, as the size of the attacker's DRM (9.2.3 b): 0, 1 or 2. */
  readonly concentric: number;
}

export type BattleMode = 'normal' | 'skirmish' | 'surprise' | 'counterattack';

export interface AttackerFire extends HexConditions {
  readonly mode: BattleMode;
  /** The firing group holds XIV Corps or the Chasseurs Alpins and the battle is in hex 102 or 103 (9.3.1 b). */
  readonly alpine: boolean;
  /** The target is a fort (trench DRMs never apply against forts, 9.2.1). */
  readonly targetIsFort: boolean;
}

export interface DefenderFire {
  readonly mode: BattleMode;
  /** A defending fort is in the battle hex, on the Battle Map or not (9.3.2, 9.5.1). */
  readonly defendingFort: boolean;
  /** Impetus (9.3.5; a prepared landing, 13.3): defenders subtract the hex's terrain value. */
  readonly impetus: boolean;
  readonly terrain: number;
}

/** What a die roll modifier stands for (worded in words.ts); `given` is a net DRM the players give. */
export type DrmKind = 'terrain' | 'trench' | 'concentric' | 'alpine' | 'counterattack' | 'fort' | 'impetus' | 'given';

export type Drm = { readonly drm: DrmKind; readonly value: number; readonly rule: string | null };

/** 9.3.1 b: the attacker's DRMs; a counterattacker adds +1 instead of all of them. */
export function attackerModifiers(f: AttackerFire): Drm[] {
  if (f.mode === 'skirmish') return []; // FoW 4: hits only on a 1, no trench or terrain effects
  if (f.mode === 'counterattack') return [{ drm: 'counterattack', value: 1, rule: '9.3.1 b' }];
  const mods: Drm[] = [];
  // FoW 8 Attacker Surprise: terrain DRMs are ignored, trench and fort DRMs are not.
  if (f.mode !== 'surprise' && f.terrain > 0) mods.push({ drm: 'terrain', value: f.terrain, rule: '9.3.1 b' });
  // 9.2.1: the trench never counts against a fort.
  if (f.trench > 0 && !f.targetIsFort) mods.push({ drm: 'trench', value: f.trench, rule: '9.3.1 b' });
  if (f.concentric > 0) mods.push({ drm: 'concentric', value: -f.concentric, rule: '9.2.3 b' });
  if (f.alpine) mods.push({ drm: 'alpine', value: -1, rule: '9.3.1 b' });
  return mods;
}

/** 9.3.2: defenders take no TEM, trench or concentric DRM; a defending fort gives −1; Impetus gives −TEM. */
export function defenderModifiers(f: DefenderFire): Drm[] {
  if (f.mode === 'skirmish') return []; // 9.5.1: the fort's −1 does not apply in a Skirmish
  const mods: Drm[] = [];
  if (f.defendingFort) mods.push({ drm: 'fort', value: -1, rule: '9.3.2' });
  // Attacker Surprise ignores "all terrain DRMs": the Impetus DRM is the terrain value, so it goes too (README).
  if (f.impetus && f.mode !== 'surprise' && f.terrain > 0)
    mods.push({ drm: 'impetus', value: -f.terrain, rule: '9.3.5' });
  return mods;
}

export const drmTotal = (mods: readonly Drm[]): number => mods.reduce((sum, m) => sum + m.value, 0);

export type HitReason = 'natural-1' | 'natural-6' | 'only-natural-1' | 'at-or-under' | 'over';
/** Why only a natural 1 hits: a Skirmish (FoW 4) or infantry firing at a fort (9.5.1). */
export type OnlyOneWhy = 'skirmish' | 'fort';

export interface FireRoll {
  readonly natural: number;
  readonly drm: number;
  readonly final: number;
  readonly cs: number;
  readonly hit: boolean;
  readonly reason: HitReason;
}

/**
 * 9.3.1 c: a natural 1 always hits, a natural 6 always misses; otherwise roll + DRM ≤ CS hits. In a Skirmish
 * (FoW 4) and when infantry attacks a fort (9.5.1) only a natural 1 hits.
 */
export function fireOutcome(natural: number, cs: number, modifiers: readonly Drm[], onlyNaturalOne: boolean): FireRoll {
  const drm = drmTotal(modifiers);
  const final = natural + drm;
  const base = { natural, drm, final, cs };
  if (natural === 1) return { ...base, hit: true, reason: 'natural-1' };
  if (natural === 6) return { ...base, hit: false, reason: 'natural-6' };
  if (onlyNaturalOne) return { ...base, hit: false, reason: 'only-natural-1' };
  return final <= cs ? { ...base, hit: true, reason: 'at-or-under' } : { ...base, hit: false, reason: 'over' };
}

// ---------------------------------------------------------------------------------------------------------------
// A single roll, as the `fire` ruling asks it.

export type FireRole = 'attacker' | 'defender' | 'attacker-reserve' | 'defender-reserve';
export const ATTACKER_ROLES: readonly FireRole[] = ['attacker', 'attacker-reserve'];

export interface FireAsked extends HexConditions {
  readonly cs: number;
  readonly role: FireRole;
  /** A net DRM given instead of the named modifiers. */
  readonly drm?: number | undefined;
  readonly alpine: boolean;
  readonly counterattack: boolean;
  readonly surprise: boolean;
  readonly skirmish: boolean;
  readonly defendingFort: boolean;
  readonly impetus: boolean;
  /** Defending British or Belgian infantry units, +1 CS each (12.2). */
  readonly redCircle: number;
  readonly infantryVsFort: boolean;
}

export interface FireResult {
  readonly hit: boolean;
  readonly natural: number;
  readonly drm: number;
  readonly final: number;
  readonly cs: number;
  readonly reason: HitReason;
}

export type FireStep =
  | {
      readonly step: 'fire-roll';
      readonly natural: number;
      readonly modifiers: readonly Drm[];
      readonly final: number;
    }
  | {
      readonly step: 'red-circle';
      readonly rule: '12.2';
      readonly cs: number;
      readonly bonus: number;
      readonly total: number;
    }
  | { readonly step: 'defender-no-drm'; readonly rule: '9.3.2' }
  | { readonly step: 'no-trench-against-fort'; readonly rule: '9.2.1' }
  | {
      readonly step: 'fire-outcome';
      readonly rule: '9.3.1 c';
      readonly cs: number;
      readonly final: number;
      readonly reason: HitReason;
      readonly why: OnlyOneWhy;
    }
  | { readonly step: 'reserve-no-reply'; readonly rule: '9.3.4' };

/** One combat roll (9.3.1 a–c, 9.3.2, 9.3.4, 9.5.1, 12.2). */
export function fireRoll(a: FireAsked, dice: Dice): Outcome<FireResult, FireStep> {
  const attacking = ATTACKER_ROLES.includes(a.role);
  const mode: BattleMode = a.skirmish
    ? 'skirmish'
    : a.counterattack
      ? 'counterattack'
      : a.surprise
        ? 'surprise'
        : 'normal';
  const rules: string[] = ['9.3.1 a'];
  const steps: FireStep[] = [];
  let modifiers: Drm[];
  if (a.drm !== undefined) {
    modifiers = [{ drm: 'given', value: a.drm, rule: null }];
  } else if (attacking) {
    modifiers = attackerModifiers({ ...a, mode, targetIsFort: a.infantryVsFort });
    rules.push('9.3.1 b');
  } else {
    modifiers = defenderModifiers({ mode, defendingFort: a.defendingFort, impetus: a.impetus, terrain: a.terrain });
    rules.push('9.3.2');
  }
  for (const m of modifiers) if (m.rule && !rules.includes(m.rule)) rules.push(m.rule);
  // 12.2: defending British units and Belgian infantry add 1 CS each.
  const cs = a.cs + (attacking ? 0 : a.redCircle);
  if (!attacking && a.redCircle > 0) rules.push('12.2');
  const natural = d6(dice, 'combat');
  const onlyOne = a.skirmish || a.infantryVsFort;
  const roll = fireOutcome(natural, cs, modifiers, onlyOne);
  rules.push('9.3.1 c');
  if (a.skirmish) rules.push('9.1.4');
  if (a.infantryVsFort) rules.push('9.5.1');
  const reserve = a.role === 'attacker-reserve' || a.role === 'defender-reserve';
  if (reserve) rules.push('9.3.4');

  steps.push({ step: 'fire-roll', natural, modifiers, final: roll.final });
  if (!attacking && a.redCircle > 0)
    steps.push({ step: 'red-circle', rule: '12.2', cs: a.cs, bonus: a.redCircle, total: cs });
  // 9.3.2: the terrain, trench and concentric DRMs are the attacker's only.
  if (!attacking && a.drm === undefined && (a.trench > 0 || (a.terrain > 0 && !a.impetus)))
    steps.push({ step: 'defender-no-drm', rule: '9.3.2' });
  if (
    attacking &&
    a.infantryVsFort &&
    a.trench > 0 &&
    a.drm === undefined &&
    mode !== 'skirmish' &&
    mode !== 'counterattack'
  )
    steps.push({ step: 'no-trench-against-fort', rule: '9.2.1' });
  steps.push({
    step: 'fire-outcome',
    rule: '9.3.1 c',
    cs,
    final: roll.final,
    reason: roll.reason,
    why: a.skirmish ? 'skirmish' : 'fort',
  });
  // 9.3.4: a reserve's attack gets no reply.
  if (reserve) steps.push({ step: 'reserve-no-reply', rule: '9.3.4' });
  const value: FireResult = { hit: roll.hit, natural, drm: roll.drm, final: roll.final, cs, reason: roll.reason };
  return { value, steps, rules };
}
