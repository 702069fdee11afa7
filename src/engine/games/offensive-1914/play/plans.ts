import type { Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { isCiOrDemoralized } from '../rules/efficiency.js';
import { sixthArmyActivation } from '../rules/events.js';
import type { O1914Position, Player } from '../rules/position.js';
import { placedOf, type Game } from './board.js';
import { LORRAINE_SECOND_ARMY_INFANTRY, LORRAINE_SIXTH_ARMY, SIXTH_ARMY_OBJECTIVE } from './lorraine.js';
import type { Result } from './movement.js';
import type { O1914State } from './state.js';

/**
 * The Strategic Plans of the Battle for Lorraine (26.0, 29.2 A): the French Second Army's, in effect from the start,
 * and the German Sixth Army's, suspended until 26.6.2 activates it. A plan in effect binds its army's infantry
 * Formations (26.2); it is fulfilled when its main objective is captured (26.1, 26.1.1) or abandoned by its owner in
 * the Special Joint Preliminary Phase of GT 3 and later (26.3, 4.2.1a).
 */

export type Army = 'second' | 'sixth';
export type PlanStatus = 'suspended' | 'in-effect' | 'fulfilled' | 'abandoned';
export type Plans = Record<Army, PlanStatus>;

/** 29.2 A: the Second Army's plan is in effect; 26.6.2: the Sixth Army's starts suspended. */
export const LORRAINE_PLANS: Readonly<Plans> = { second: 'in-effect', sixth: 'suspended' };

export const PLAN_SIDE: Readonly<Record<Army, Player>> = { second: 'allied', sixth: 'german' };

/** 26.3: "I Piani Strategici non possono essere abbandonati nei GT 1 o GT 2". */
export const FIRST_ABANDON_GT = 3;

/** The army whose plan binds a unit in Lorraine (29.0's set-up boxes), or null. */
export function armyOf(id: string): Army | null {
  if (LORRAINE_SECOND_ARMY_INFANTRY.includes(id)) return 'second';
  if (LORRAINE_SIXTH_ARMY.includes(id)) return 'sixth';
  return null;
}

/** A plan's status now: the Second Army's is fulfilled once 29.5 a1's objective is captured (26.1, 26.1.1). */
export function planOf(state: O1914State, army: Army): PlanStatus {
  const status = state.plans[army];
  if (army === 'second' && status === 'in-effect' && state.objective) return 'fulfilled';
  return status;
}

/**
 * 26.2: a unit bound by its army's Strategic Plan: an infantry Formation, not CI, D1 or D2, of an army whose plan is in
 * effect (not suspended, 26.6.2; not fulfilled, 26.1; not abandoned, 26.3).
 */
export function boundByPlan(game: Game, state: O1914State, id: string): boolean {
  const army = armyOf(id);
  if (army === null || planOf(state, army) !== 'in-effect') return false;
  const u = placedOf(game, state, id);
  const unit = state.units[id];
  return !!u && !!unit && u.type === 'infantry' && !!u.formation && !isCiOrDemoralized(unit.status);
}

/** 26.4.1, 26.6.1: the Operational Objectives of the armies with a plan in Lorraine (their main objectives apart). */
export const OPERATIONAL_OBJECTIVES: Readonly<Record<Army, readonly string[]>> = {
  // Saargemünd, Saarbrücken, Metz.
  second: ['62.52', '62.50', '54.48'],
  // Toul, Epinal.
  sixth: ['48.53', '50.61'],
};

/**
 * 26.2.1: a bound infantry Formation that moves ends the phase at least one hex closer to one of its army's Operational
 * Objectives than the hex it started in. Read step by step (README decision 65): every hex a bound Formation enters is
 * its start hex or one closer to an objective than its start, so that the phase may end after any step; the sideways
 * or backward steps the NOTE allows during the phase are not offered.
 */
export function checkPlanStep(
  game: Game,
  state: O1914State,
  p: O1914Position,
  ids: readonly string[],
  to: string,
): Result {
  for (const id of ids) {
    if (!boundByPlan(game, state, id)) continue;
    const start = state.units[id]!.start;
    if (to === start) continue;
    const objectives = OPERATIONAL_OBJECTIVES[armyOf(id)!];
    if (!objectives.some((o) => p.grid.distance(to, o) < p.grid.distance(start, o)))
      return problem('plan-move', { hex: to, objectives: objectives.join(', ') }, { rule: '26.2.1' });
  }
  return { ok: true };
}

/** 26.6.2a: before the Sixth Army's plan is activated its units place no Prepared Attack markers. */
export function checkPlanPa(state: O1914State, ids: readonly string[]): Result {
  if (state.plans.sixth === 'suspended' && ids.some((id) => armyOf(id) === 'sixth'))
    return problem('plan-sixth-pa', undefined, { rule: '26.6.2a' });
  return { ok: true };
}

/**
 * 4.2.1, 4.2.1a in the Preliminary Phase: 26.6.2's Sixth Army (activated in the Preliminary Phase after the Player Turn
 * in which the French Second Army abandoned its plan; else on the German 1d6 of 1–3 in each Preliminary Phase of GT 3;
 * automatically in the French Player Turn of GT 4; no roll activates it in GT 1–2, README decision 19), then the
 * Special Joint Preliminary Phase's abandonment (26.3): from GT 3 each plan in effect is its owner's to keep or abandon.
 */
export function plansPreliminary(state: O1914State, dice: Dice, events: GameEvent[]): void {
  if (state.plans.sixth === 'suspended') {
    const frenchAbandoned = state.plans.second === 'abandoned';
    const due = frenchAbandoned || state.turn >= 4 || state.turn === 3;
    if (due) {
      const rolled = sixthArmyActivation({ gt: Math.min(state.turn, 4), frenchAbandoned }, dice).value;
      const how = frenchAbandoned ? 'french-abandoned' : state.turn >= 4 ? 'automatic' : 'roll';
      if (rolled.activated) state.plans.sixth = 'in-effect';
      events.push({
        kind: 'sixth-army',
        how,
        die: rolled.die,
        activated: rolled.activated,
        rule: '26.6.2',
      });
    }
  }
  if (state.turn < FIRST_ABANDON_GT) return;
  // 4.2.1a: the German's question first on the stack, so that the French (the Allies, 4.1) answer first.
  for (const army of ['sixth', 'second'] as const)
    if (planOf(state, army) === 'in-effect') state.stack.push({ name: 'plan', side: PLAN_SIDE[army], army });
}

/** 26.3: the owner keeps or abandons its army's plan; abandoned, its units are free from this Player Turn on. */
export function answerPlan(state: O1914State, by: Player, abandon: boolean, events: GameEvent[]): Result {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.name !== 'plan') return problem('no-plan-asked');
  if (frame.side !== by) return problem('not-your-turn', undefined, { rule: '26.3' });
  state.stack.pop();
  if (!abandon) return { ok: true };
  state.plans[frame.army] = 'abandoned';
  events.push({ kind: 'plan-abandoned', army: frame.army, side: by, rule: '26.3' });
  return { ok: true };
}

/**
 * 26.1, 26.1.1 at the end of a Player Turn: the Sixth Army's plan is fulfilled when a German infantry division or
 * brigade occupied or passed through Manonviller and the Germans control it (the Second Army's is 29.5 a1's
 * `objective`); its units are free from the next Player Turn.
 */
export function scorePlans(state: O1914State, events: GameEvent[]): void {
  const hex = SIXTH_ARMY_OBJECTIVE;
  if (
    state.plans.sixth === 'in-effect' &&
    state.control[hex] === 'german' &&
    (state.passed[hex] ?? []).includes('german')
  ) {
    state.plans.sixth = 'fulfilled';
    events.push({ kind: 'plan-fulfilled', army: 'sixth', rule: '26.1' });
  }
}
