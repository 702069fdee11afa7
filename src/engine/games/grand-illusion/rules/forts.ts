import { d6, type Dice } from '../../../core/dice.js';
import { stepText, type BesiegedFort, type Fort, type FortStep } from '../model.js';
import type { Outcome } from './outcome.js';
import { SURRENDER_AT_MOST } from './tables.js';

/**
 * Forts under attack outside the Battle Map (9.5): the German heavy artillery's bombardment (9.5.4) and the
 * surrender rolls of besieged forts (9.5.3).
 */

// ---------------------------------------------------------------------------------------------------------------
// Bombardment (9.5.4): before the FoW roll each HA in the battle hex bombards the forts there, one HA after the
// other. Die + the fort's bombard-defence number ≤ the HA's bombard number: the fort loses a step and the HA fires
// again, at the same fort until it is gone, then at the next; the first miss stops it. Concentrated: both HA declared
// together; if the forts survive both, the bombarded fort takes one extra hit.

export interface BombardAsked {
  /** Bombard numbers in firing order. */
  readonly ha: readonly number[];
  readonly forts: readonly Fort[];
  readonly concentrated: boolean;
  /** Also apply 9.3.1 c (natural 1 hits, natural 6 misses); not the rule's reading (README). */
  readonly naturalLimits: boolean;
}

export interface BombardRoll {
  readonly ha: number;
  readonly bombard: number;
  readonly fort: string;
  readonly natural: number;
  readonly defence: number;
  readonly final: number;
  readonly hit: boolean;
}

export interface BombardFortResult {
  readonly fort: string;
  readonly stepsBefore: number;
  readonly stepsLost: number;
  readonly eliminated: boolean;
  /** The side now showing, "4 [+2]", or null once eliminated. */
  readonly showing: string | null;
}

export interface BombardResult {
  readonly rolls: readonly BombardRoll[];
  readonly forts: readonly BombardFortResult[];
  readonly extraHit: boolean;
  /** HA flipped to their FIRED side. */
  readonly fired: number;
  readonly allEliminated: boolean;
}

export type BombardStep =
  | { readonly step: 'ha-nothing-left'; readonly rule: '9.5.4'; readonly ha: number; readonly bombard: number }
  | {
      readonly step: 'bombard-roll';
      readonly rule: '9.5.4';
      readonly ha: number;
      readonly bombard: number;
      readonly fort: string;
      /** The side fired at, as the roster prints it. */
      readonly side: string;
      readonly natural: number;
      readonly defence: number;
      readonly final: number;
      readonly hit: boolean;
      /** After a hit: the side now showing, or null if the fort is gone. */
      readonly now: string | null;
    }
  | {
      readonly step: 'concentrated-extra-hit';
      readonly rule: '9.5.4';
      readonly fort: string;
      readonly now: string | null;
    }
  | { readonly step: 'ha-fired'; readonly rule: '9.5.4'; readonly count: number }
  | { readonly step: 'forts-all-eliminated'; readonly rule: '9.1.4' };

export function bombardment(a: BombardAsked, dice: Dice): Outcome<BombardResult, BombardStep> {
  const remaining: FortStep[][] = a.forts.map((f) => [...f.steps]);
  const current = (): number => remaining.findIndex((steps) => steps.length > 0);
  const rolls: BombardRoll[] = [];
  const steps: BombardStep[] = [];
  const rules = ['9.5.4'];
  let fired = 0;
  let lastTarget = -1;
  for (const [h, bombardNumber] of a.ha.entries()) {
    if (current() < 0) {
      // With concentration the second HA flips even with nothing left to fire at (README).
      if (a.concentrated) {
        fired++;
        steps.push({ step: 'ha-nothing-left', rule: '9.5.4', ha: h + 1, bombard: bombardNumber });
      }
      continue;
    }
    // One HA fires until it misses or no fort is left, then flips (9.5.4 "Più bombardamenti").
    for (;;) {
      const target = current();
      if (target < 0) break;
      lastTarget = target;
      const fort = a.forts[target] as Fort;
      const left = remaining[target] as FortStep[];
      const step = left[0] as FortStep;
      const natural = d6(dice, 'bombard');
      const final = natural + step.defence;
      const hit =
        a.naturalLimits && natural === 1 ? true : a.naturalLimits && natural === 6 ? false : final <= bombardNumber;
      rolls.push({ ha: h + 1, bombard: bombardNumber, fort: fort.label, natural, defence: step.defence, final, hit });
      if (hit) left.shift();
      const now = left[0];
      steps.push({
        step: 'bombard-roll',
        rule: '9.5.4',
        ha: h + 1,
        bombard: bombardNumber,
        fort: fort.label,
        side: stepText(step),
        natural,
        defence: step.defence,
        final,
        hit,
        now: hit && now ? stepText(now) : null,
      });
      if (!hit) break;
    }
    fired++;
  }
  let extraHit = false;
  if (a.concentrated && current() >= 0 && lastTarget >= 0) {
    // Concentrated bombardment: when the second HA flips, the bombarded fort takes one more hit.
    extraHit = true;
    const left = remaining[lastTarget] as FortStep[];
    const fort = a.forts[lastTarget] as Fort;
    left.shift();
    const now = left[0];
    steps.push({ step: 'concentrated-extra-hit', rule: '9.5.4', fort: fort.label, now: now ? stepText(now) : null });
  }
  if (a.naturalLimits) rules.push('9.3.1 c');
  const forts: BombardFortResult[] = a.forts.map((fort, i) => {
    const left = remaining[i] ?? [];
    const now = left[0];
    return {
      fort: fort.label,
      stepsBefore: fort.steps.length,
      stepsLost: fort.steps.length - left.length,
      eliminated: left.length === 0,
      showing: now ? stepText(now) : null,
    };
  });
  const allEliminated = forts.every((f) => f.eliminated);
  steps.push({ step: 'ha-fired', rule: '9.5.4', count: fired });
  // 9.1.4: the FoW roll is made even when no fort is left.
  if (allEliminated) steps.push({ step: 'forts-all-eliminated', rule: '9.1.4' });
  return { value: { rolls, forts, extraHit, fired, allEliminated }, steps, rules };
}

// ---------------------------------------------------------------------------------------------------------------
// Sieges (9.5.3): in the Attrition segment (11.2.6) each besieged fort rolls one d6; a fort without a garrison
// surrenders on 1–2, a garrisoned fort (9.5.2) only on a 1.

export interface SurrenderRoll {
  readonly fort: string;
  readonly garrisoned: boolean;
  readonly natural: number;
  readonly surrenders: boolean;
}

export type SurrenderStep = {
  readonly step: 'surrender-roll';
  readonly rule: '9.5.3';
  readonly fort: string;
  readonly garrisoned: boolean;
  readonly natural: number;
  readonly surrenders: boolean;
};

/** One d6 per besieged fort, in the order given. */
export function rollSurrender(
  forts: readonly BesiegedFort[],
  dice: Dice,
): { rolls: SurrenderRoll[]; steps: SurrenderStep[] } {
  const rolls: SurrenderRoll[] = [];
  const steps: SurrenderStep[] = [];
  for (const fort of forts) {
    const natural = d6(dice, 'surrender');
    const limit = SURRENDER_AT_MOST[fort.garrisoned ? 'garrisoned' : 'ungarrisoned'];
    const surrenders = natural <= limit;
    rolls.push({ fort: fort.label, garrisoned: fort.garrisoned, natural, surrenders });
    steps.push({
      step: 'surrender-roll',
      rule: '9.5.3',
      fort: fort.label,
      garrisoned: fort.garrisoned,
      natural,
      surrenders,
    });
  }
  return { rolls, steps };
}

export interface SurrenderResult {
  readonly forts: readonly SurrenderRoll[];
  readonly surrendered: number;
}

/** The surrender rolls of the Attrition segment (9.5.3, 11.2.6; 9.5.2 for garrisoned forts). */
export function surrenderRolls(forts: readonly BesiegedFort[], dice: Dice): Outcome<SurrenderResult, SurrenderStep> {
  const { rolls, steps } = rollSurrender(forts, dice);
  const rules = ['9.5.3', '11.2.6'];
  if (forts.some((f) => f.garrisoned)) rules.push('9.5.2');
  return { value: { forts: rolls, surrendered: rolls.filter((r) => r.surrenders).length }, steps, rules };
}

/** 12.5.1: Antwerp cannot be besieged, except with the German scenario 3 option Invade Holland (13.3 b 5). */
export function besiegeable(forts: readonly BesiegedFort[], invadeHolland: boolean): boolean {
  return invadeHolland || !forts.some((f) => f.antwerp);
}
