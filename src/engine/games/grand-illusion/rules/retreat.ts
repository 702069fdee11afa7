import { isCombat, type Arm, type Force } from '../model.js';
import type { Outcome } from './outcome.js';
import { VOSGES_HEXES } from './tables.js';

/** Mandatory retreat after a battle (9.4.1, 9.4.2). */

export interface Survivor {
  readonly arm: Arm;
  readonly disorganized: boolean;
}

export type RetreatReason = 'infantry' | 'rout' | 'cavalry';
export type Who = 'attacker' | 'defender' | 'both' | 'none';

export interface SideRetreat {
  readonly must: boolean;
  readonly reasons: readonly RetreatReason[];
}

export interface RetreatCheck {
  readonly mustRetreat: Who;
  readonly attacker: SideRetreat;
  readonly defender: SideRetreat;
  /** A retreat the infantry rule or a Rout would force, waived by a trench or hex 102/103 (9.4.2 exception). */
  readonly waived: Who;
}

export interface RetreatConditions {
  /** FoW 2/12 Rout. */
  readonly rout: boolean;
  /** The hex has a trench marker. */
  readonly entrenched: boolean;
  readonly hex?: number | undefined;
  /** Only cavalry took part on both sides. */
  readonly cavalryOnly: boolean;
}

export type RetreatStep =
  | {
      readonly step: 'retreat-must';
      readonly rule: '9.4.2';
      readonly side: 'attacker' | 'defender';
      readonly reasons: readonly RetreatReason[];
    }
  | {
      readonly step: 'retreat-waived';
      readonly rule: '9.4.2';
      readonly who: Exclude<Who, 'none'>;
      readonly entrenched: boolean;
      readonly hex: number | null;
    }
  | { readonly step: 'retreat-none'; readonly rule: '9.4.2' }
  | { readonly step: 'defender-may-retreat'; readonly rule: '9.4.1' };

const intact = (units: readonly Survivor[], arm?: Arm): number =>
  units.filter((u) => !u.disorganized && (arm === undefined || u.arm === arm)).length;

const who = (a: boolean, d: boolean): Who => (a && d ? 'both' : a ? 'attacker' : d ? 'defender' : 'none');

/**
 * 9.4.2: a side with only Disorganized infantry, or none (ignore its forts and cavalry), retreats if the other side
 * has an intact infantry unit; after a Rout the side with fewer intact combat units (ignore forts) retreats, nobody
 * on a tie. Neither case forces a retreat in a trench hex or in hexes 102/103. In a cavalry-only battle a side
 * retreats only if it has no intact cavalry (README: when the other side still has some).
 */
export function mandatoryRetreat(
  attacker: readonly Survivor[],
  defender: readonly Survivor[],
  c: RetreatConditions,
): RetreatCheck {
  const exempt = c.entrenched || (c.hex !== undefined && VOSGES_HEXES.includes(c.hex));
  const reasons = { attacker: [] as RetreatReason[], defender: [] as RetreatReason[] };
  const waived = { attacker: false, defender: false };
  const sides = [
    ['attacker', attacker, defender],
    ['defender', defender, attacker],
  ] as const;
  for (const [name, mine, theirs] of sides) {
    const infantryRule = intact(mine, 'infantry') === 0 && intact(theirs, 'infantry') >= 1;
    const routRule = c.rout && intact(mine) < intact(theirs);
    for (const [applies, reason] of [
      [infantryRule, 'infantry'],
      [routRule, 'rout'],
    ] as const) {
      if (!applies) continue;
      if (exempt) waived[name] = true;
      else reasons[name].push(reason);
    }
    if (c.cavalryOnly && intact(mine, 'cavalry') === 0 && intact(theirs, 'cavalry') >= 1) reasons[name].push('cavalry');
  }
  const a = reasons.attacker.length > 0;
  const d = reasons.defender.length > 0;
  return {
    mustRetreat: who(a, d),
    attacker: { must: a, reasons: reasons.attacker },
    defender: { must: d, reasons: reasons.defender },
    waived: who(waived.attacker && !a, waived.defender && !d),
  };
}

/** The retreat verdict as steps: who must retreat and why, a waived retreat, the defender's own choice (9.4.1). */
export function retreatSteps(check: RetreatCheck, c: RetreatConditions): RetreatStep[] {
  const steps: RetreatStep[] = [];
  for (const [side, verdict] of [
    ['attacker', check.attacker],
    ['defender', check.defender],
  ] as const) {
    if (verdict.must) steps.push({ step: 'retreat-must', rule: '9.4.2', side, reasons: verdict.reasons });
  }
  if (check.waived !== 'none')
    steps.push({
      step: 'retreat-waived',
      rule: '9.4.2',
      who: check.waived,
      entrenched: c.entrenched,
      hex: c.hex ?? null,
    });
  if (check.mustRetreat === 'none' && check.waived === 'none') steps.push({ step: 'retreat-none', rule: '9.4.2' });
  // 9.4.1: the defender may always retreat all its non-fort units if a retreat path exists.
  if (!check.defender.must) steps.push({ step: 'defender-may-retreat', rule: '9.4.1' });
  return steps;
}

export function survivorsOf(force: Force): Survivor[] {
  return force.groups
    .flat()
    .filter(isCombat)
    .map((u) => ({ arm: u.arm, disorganized: u.disorganized }));
}

export function cavalryOnly(a: Force, d: Force): boolean {
  const units = [...a.groups.flat(), ...d.groups.flat()].filter(isCombat);
  return units.length > 0 && units.every((u) => u.arm === 'cavalry');
}

export interface RetreatAsked {
  readonly attacker: Force;
  readonly defender: Force;
  readonly rout: boolean;
  readonly entrenched: boolean;
  readonly hex?: number | undefined;
}

/** Who must retreat, from the units left in the hex after a battle (9.4.2, 9.4.1). */
export function retreatAfterBattle(a: RetreatAsked): Outcome<RetreatCheck, RetreatStep> {
  const conditions: RetreatConditions = {
    rout: a.rout,
    entrenched: a.entrenched,
    hex: a.hex,
    cavalryOnly: cavalryOnly(a.attacker, a.defender),
  };
  const check = mandatoryRetreat(survivorsOf(a.attacker), survivorsOf(a.defender), conditions);
  return { value: check, steps: retreatSteps(check, conditions), rules: ['9.4.2', '9.4.1'] };
}
