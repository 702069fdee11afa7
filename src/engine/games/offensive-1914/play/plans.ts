import type { Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { isCiOrDemoralized } from '../rules/efficiency.js';
import { checkMove, MP_ALLOWANCE } from '../rules/movement.js';
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

/** 26.2.1: where a bound Formation may end the phase: its start hex (it has not moved) or one nearer an objective. */
function lawfulEnd(p: O1914Position, army: Army, start: string, hex: string): boolean {
  return hex === start || OPERATIONAL_OBJECTIVES[army].some((o) => p.grid.distance(hex, o) < p.grid.distance(start, o));
}

/** The bound Formations among `ids` that would stand where 26.2.1 forbids the phase to end, were they in `hex`. */
function unlawfulIn(game: Game, state: O1914State, p: O1914Position, ids: readonly string[], hex: string): string[] {
  return ids.filter((id) => boundByPlan(game, state, id) && !lawfulEnd(p, armyOf(id)!, state.units[id]!.start, hex));
}

/**
 * 26.2.1's NOTE: whether the Force in `from`, having spent `spent` MP, can still reach a hex where its bound Formations
 * may end the phase, within its allowance (no Forced March: 7.2.2's Forced March ends the move), each hexside crossed
 * as `checkMove` (rules/movement.ts) costs and allows it in the position as it stands. The cheapest spending per hex.
 */
export function canEndLawfully(
  game: Game,
  state: O1914State,
  p: O1914Position,
  ids: readonly string[],
  from: string,
  spent: number,
): boolean {
  const phase = state.phase === 'counter-movement' ? 'counter-movement' : 'movement';
  const units = ids.flatMap((id) => p.units.filter((u) => u.id === id));
  if (units.length === 0) return false;
  const starts = new Set(ids.map((id) => state.units[id]?.start));
  const phaseStart = starts.size === 1 ? [...starts][0] : undefined;
  const best = new Map<string, number>([[from, spent]]);
  const queue: string[] = [from];
  while (queue.length > 0) {
    queue.sort((a, b) => best.get(a)! - best.get(b)!);
    const hex = queue.shift()!;
    if (unlawfulIn(game, state, p, ids, hex).length === 0) return true;
    const at = best.get(hex)!;
    // The position with the Force in `hex`.
    const moved = new Map(units.map((u) => [u, { ...u, hex }]));
    const there = { ...p, units: p.units.map((u) => moved.get(u) ?? u) };
    for (const to of p.grid.neighbours(hex)) {
      const move = checkMove(there, {
        side: units[0]!.side,
        units: [...moved.values()],
        path: [hex, to],
        phase,
        spent: at,
        ...(phaseStart ? { phaseStart } : {}),
      });
      if (!move.ok || move.value.forcedMarchMp > 0) continue;
      const after = at + move.value.mp;
      if (after > MP_ALLOWANCE[phase] || (best.get(to) ?? Infinity) <= after) continue;
      if (!queue.includes(to)) queue.push(to);
      best.set(to, after);
    }
  }
  return false;
}

/**
 * 26.2.1 with its NOTE: a bound infantry Formation that moves ends the phase at least one hex closer to one of its
 * army's Operational Objectives than the hex it started in; during the phase it may step sideways or back, so long as
 * it can still end the phase where the rule allows (README decision 65). A step into `to`, after which the Force has
 * spent `spent` MP, is allowed when `to` is such a hex, or when the Force can reach one from it with the MP it has
 * left; a step by Forced March ends the move (7.2.2), so it must end in such a hex.
 */
export function checkPlanStep(
  game: Game,
  state: O1914State,
  p: O1914Position,
  ids: readonly string[],
  to: string,
  after: { readonly spent: number; readonly forcedMarch: boolean },
): Result {
  const bad = unlawfulIn(game, state, p, ids, to);
  if (bad.length === 0) return { ok: true };
  if (!after.forcedMarch && canEndLawfully(game, state, p, ids, to, after.spent)) return { ok: true };
  const objectives = OPERATIONAL_OBJECTIVES[armyOf(bad[0]!)!];
  return problem('plan-move', { hex: to, objectives: objectives.join(', ') }, { rule: '26.2.1' });
}

/**
 * 26.2.1: a Prepared Attack (7.3) or a Repulse (7.4.5, if it fails) ends the Force's move where it stands: a bound
 * Formation away from a hex where it may end the phase places neither until it is back in one.
 */
export function checkPlanHalt(game: Game, state: O1914State, p: O1914Position, ids: readonly string[]): Result {
  const hex = state.units[ids[0]!]?.at ?? '';
  const bad = unlawfulIn(game, state, p, ids, hex);
  if (bad.length === 0) return { ok: true };
  const objectives = OPERATIONAL_OBJECTIVES[armyOf(bad[0]!)!].join(', ');
  return problem('plan-halt', { hex, objectives }, { rule: '26.2.1' });
}

/**
 * 26.2.1 at the end of a movement phase: a bound Formation of the phasing side that stands where the rule forbids the
 * phase to end and can still reach a hex where it allows it (its own MP, `canEndLawfully`) keeps the phase open. One
 * that can no longer reach one (the position changed around it after its step) does not: the phase can always end.
 */
export function checkPlanEnd(game: Game, state: O1914State, p: O1914Position, side: Player): Result {
  for (const u of p.units) {
    const id = u.id;
    const unit = id === undefined ? undefined : state.units[id];
    if (!id || !unit || u.side !== side || unlawfulIn(game, state, p, [id], u.hex).length === 0) continue;
    if (unit.halted || unit.inactiveUntil !== undefined) continue;
    if (state.preparedAttacks.some((a) => a.units.includes(id))) continue;
    if (canEndLawfully(game, state, p, [id], u.hex, unit.spent))
      return problem('plan-end', { unit: id, hex: u.hex }, { rule: '26.2.1' });
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
