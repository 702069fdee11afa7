import { reactionsTo } from './reaction.js';
import type { Problem } from '../../../core/explain.js';
import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { hexsideKey } from '../../../core/map/hex.js';
import {
  bridgesDamaged,
  checkMove,
  checkPreparedAttack,
  isOneForce,
  MP_ALLOWANCE,
  type MoveCheck,
} from '../rules/movement.js';
import {
  isCombat,
  otherPlayer,
  unitsWithIds,
  type O1914Position,
  type PlacedUnit,
  type Player,
} from '../rules/position.js';
import { isCiOrDemoralized } from '../rules/efficiency.js';
import { FORCED_MARCH_MAX } from '../rules/forced-march.js';
import { placedOf, positionOf, type Game } from './board.js';
import { learnRiver } from './learned.js';
import { passThrough, phaseSide } from './phases.js';
import { checkPlanHalt, checkPlanPa, checkPlanStep } from './plans.js';
import type { O1914State } from './state.js';

/**
 * The movement phases (4.2.5, 4.2.6) over the rules of rules/movement.ts: a Force crosses one hexside per action
 * (7.1.2: its MP are counted from what it spent this phase), places a Prepared Attack (7.3), and an overstacked hex
 * loses units at the end (3.1.3). What the pack lacks on the way (a river's class) the mover is asked for.
 */

export type Result = { ok: true } | { ok: false; problem: Problem };

/** The movement phase now: the 9 MP of the phasing player's, the 5 of the Counter-Movement (7.1.1). */
export function movementPhase(state: O1914State): 'movement' | 'counter-movement' | null {
  return state.phase === 'movement' || state.phase === 'counter-movement' ? state.phase : null;
}

/** 28.5: an inactive unit may not move, attack or perform a task. */
export const active = (state: O1914State, id: string): boolean => state.units[id]?.inactiveUntil === undefined;

/**
 * The Forces of `side` in `hex` that may act this phase (1.1, 7.1.2): one Formation with up to two Support units, one
 * or two Support units, or a Corps Train alone; never a Fortress or a Depot (7.0, 15.6.3), nor an inactive unit.
 */
export function forcesIn(game: Game, state: O1914State, p: O1914Position, side: Player, hex: string): string[][] {
  const here = p.units.filter(
    (u) => u.hex === hex && u.side === side && u.type !== 'fortress' && u.type !== 'depot' && active(state, u.id!),
  );
  const forces: string[][] = [];
  const seen = new Set<string>();
  const add = (units: readonly PlacedUnit[]) => {
    const key = units
      .map((u) => u.id!)
      .sort()
      .join('+');
    const alone = units.length === 1 && units[0]!.type === 'train';
    if (!seen.has(key) && (alone || isOneForce(units))) {
      seen.add(key);
      forces.push(units.map((u) => u.id!).sort());
    }
  };
  for (let i = 0; i < here.length; i++) {
    add([here[i]!]);
    for (let j = i + 1; j < here.length; j++) {
      add([here[i]!, here[j]!]);
      for (let k = j + 1; k < here.length; k++) add([here[i]!, here[j]!, here[k]!]);
    }
  }
  return forces;
}

function unitsOf(p: O1914Position, ids: readonly string[]): PlacedUnit[] {
  return unitsWithIds(p, ids);
}

/** 7.1.2: the MP the Force has spent: a group shares the most any of its units spent. */
function spentBy(state: O1914State, ids: readonly string[]): number {
  return Math.max(0, ...ids.map((id) => state.units[id]?.spent ?? 0));
}

/** 7.0–7.1.6a, 8.4, 22.1 by rules/movement.ts: the Force's step across one hexside, with the MP it has spent. */
export function checkStep(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  ids: readonly string[],
  to: string,
  forced = false,
): MoveCheck {
  const phase = movementPhase(state);
  if (!phase || phaseSide(state) !== side) return problem('not-movement', undefined, { rule: '4.2.5' });
  if (!ids.every((id) => active(state, id))) return problem('inactive', undefined, { rule: '28.5' });
  // 7.3: a unit that placed a Prepared Attack marker spends no more MP this phase (nor by Forced March).
  if (state.preparedAttacks.some((a) => a.units.some((u) => ids.includes(u))))
    return problem('pa-placed', undefined, { rule: '7.3' });
  // 7.4.5: a Force whose Repulse failed moves no further this phase.
  if (ids.some((id) => state.units[id]?.halted)) return problem('repulse-halted', undefined, { rule: '7.4.5' });
  // 7.2.2: no Forced March MP for a unit whose task took every MP it had this phase.
  if (forced && ids.some((id) => state.units[id]?.taskSpent))
    return problem('forced-march-after-task', undefined, { rule: '7.2.2' });
  const units = unitsOf(p, ids);
  if (units.length !== ids.length || units.some((u) => u.side !== side))
    return problem('move-units-not-here', { hex: to }, { rule: '7.1.2' });
  const from = units[0]!.hex;
  const starts = new Set(ids.map((id) => state.units[id]?.start));
  const move = checkMove(p, {
    side,
    units,
    path: [from, to],
    phase,
    spent: spentBy(state, ids),
    ...(forced ? { forcedMarch: true } : {}),
    ...(starts.size === 1 ? { phaseStart: [...starts][0]! } : {}),
  });
  if (!move.ok) return move;
  // 26.2.1: a Formation bound by its army's Strategic Plan can still end the phase nearer its Operational Objectives.
  const plan = checkPlanStep(game, state, p, ids, to, {
    spent: spentBy(state, ids) + move.value.mp,
    forcedMarch: move.value.forcedMarchMp > 0,
  });
  return plan.ok ? move : plan;
}

/** Applies a legal step: MP spent (7.1.2), control (3.3), bridges Damaged on arrival (7.1.4a). */
export function applyStep(
  game: Game,
  state: O1914State,
  side: Player,
  ids: readonly string[],
  to: string,
  events: GameEvent[],
  forced = false,
): Result {
  const p = positionOf(game, state);
  const check = checkStep(game, state, p, side, ids, to, forced);
  if (!check.ok) return check;
  const from = state.units[ids[0]!]!.at;
  const fmMp = check.value.forcedMarchMp;
  // 7.2.2: Forced March MP are the last a unit spends: the step that needs them ends the Force's move (the README's
  // reading), and its EC follows (7.2.3).
  const spentNow = spentBy(state, ids) + check.value.mp;
  const spent = fmMp > 0 ? MP_ALLOWANCE.movement + FORCED_MARCH_MAX.cavalry : spentNow;
  if (fmMp > 0) state.marching = { side, units: [...ids], fmMp };
  const controlAtStart = (hex: string) => state.control[hex] ?? null;
  for (const id of ids) {
    state.units[id]!.at = to;
    state.units[id]!.spent = spent;
  }
  const units = unitsOf(p, ids);
  if (units.some(isCombat))
    passThrough(
      state,
      side,
      to,
      units.some((u) => u.type === 'infantry' && (u.size === 'XX' || u.size === 'X')),
    );
  const damaged = bridgesDamaged(positionOf(game, state), side, to, controlAtStart).filter(
    (b) => !state.blownBridges.includes(b),
  );
  state.blownBridges.push(...damaged);
  events.push({
    kind: 'move',
    units: [...ids],
    from,
    to,
    mp: check.value.mp,
    spent: spentNow,
    ...(fmMp > 0 ? { forcedMarchMp: fmMp } : {}),
    rule: fmMp > 0 ? '7.2' : '7.1',
  });
  if (damaged.length > 0) events.push({ kind: 'bridges-damaged', count: damaged.length, rule: '7.1.4a' });
  // 8.2.2: the enemy cavalry the step gives a Cause to may react before the Force goes on.
  reactionsTo(game, state, p, side, ids, from, to);
  return { ok: true };
}

/** 7.3–7.3.2 by rules/movement.ts: whether the Force may place a Prepared Attack marker at `target`. */
export function checkPa(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  ids: readonly string[],
  target: string,
): Result {
  const phase = movementPhase(state);
  if (!phase || phaseSide(state) !== side) return problem('not-movement', undefined, { rule: '4.2.5' });
  if (!ids.every((id) => active(state, id))) return problem('inactive', undefined, { rule: '28.5' });
  const units = unitsOf(p, ids);
  if (units.length !== ids.length || units.some((u) => u.side !== side))
    return problem('move-units-not-here', { hex: target }, { rule: '7.1.2' });
  // 7.3: one marker per Force; a unit with a marker spends no more MP.
  if (state.preparedAttacks.some((a) => a.units.some((u) => ids.includes(u))))
    return problem('pa-already', undefined, { rule: '7.3' });
  const hex = units[0]!.hex;
  const withPa = state.preparedAttacks
    .filter((a) => a.side === side)
    .flatMap((a) => a.units)
    .flatMap((id) => {
      const u = placedOf(game, state, id);
      return u && u.hex === hex ? [u] : [];
    });
  const check = checkPreparedAttack(p, {
    side,
    units,
    target,
    phase,
    spent: spentBy(state, ids),
    demoralizedOrCi: ids.some((id) => isCiOrDemoralized(state.units[id]!.status)),
    withPa,
  });
  if (!check.ok) return check;
  // 26.2.1: the marker ends the Force's move, so a bound Formation places it only where the phase may end.
  const halt = checkPlanHalt(game, state, p, ids);
  // 26.6.2a: no Prepared Attack by the Sixth Army before its plan is activated.
  return halt.ok ? checkPlanPa(state, ids) : halt;
}

export function applyPa(
  game: Game,
  state: O1914State,
  side: Player,
  ids: readonly string[],
  target: string,
  events: GameEvent[],
): Result {
  const check = checkPa(game, state, positionOf(game, state), side, ids, target);
  if (!check.ok) return check;
  state.preparedAttacks.push({ side, units: [...ids], target });
  // 7.3: once the marker is placed the unit spends no more MP this phase.
  for (const id of ids) state.units[id]!.spent = MP_ALLOWANCE.movement;
  events.push({ kind: 'pa', units: [...ids], target, rule: '7.3' });
  return { ok: true };
}

/** The river hexsides next to `hex` whose class the pack lacks (the mover is asked, once). */
export function unclassedRivers(p: O1914Position, hex: string): string[] {
  return p.grid.neighbours(hex).filter((n) => {
    const features = p.grid.hexside(hex, n);
    return features.includes('river') && !['minor', 'major', 'great', 'imposing'].some((c) => features.includes(c));
  });
}

export function applyRiver(
  state: O1914State,
  side: Player,
  a: string,
  b: string,
  river: 'minor' | 'major' | 'great' | 'imposing',
  p: O1914Position,
  events: GameEvent[],
): Result {
  if (!p.grid.adjacent(a, b) || !unclassedRivers(p, a).includes(b))
    return problem('river-known', { from: a, to: b }, { rule: '7.1.3' });
  state.rivers[hexsideKey(a, b)] = river;
  learnRiver(state, hexsideKey(a, b), river, side);
  events.push({ kind: 'river', a, b, river, by: side, rule: '7.1.3' });
  return { ok: true };
}

/** 3.1.3: the owner eliminates a unit of the overstacked hex. */
export function applyEliminate(
  state: O1914State,
  side: Player,
  hex: string,
  unit: string,
  game: Game,
  events: GameEvent[],
): Result {
  const u = placedOf(game, state, unit);
  if (!u || u.hex !== hex || u.side !== side) return problem('eliminate-not-here', { hex }, { rule: '3.1.3' });
  state.units[unit]!.at = 'gone';
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.includes(unit));
  events.push({ kind: 'eliminated', unit, rule: '3.1.3' });
  return { ok: true };
}

export { otherPlayer };
