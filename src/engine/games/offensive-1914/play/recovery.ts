import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { MP_ALLOWANCE } from '../rules/movement.js';
import { checkRecoveryStart, spendRecovery } from '../rules/recovery.js';
import { isCombat, type O1914Position, type Player } from '../rules/position.js';
import { positionOf, sideOf, type Game } from './board.js';
import { active, movementPhase, type Result } from './movement.js';
import { phaseSide } from './phases.js';
import type { O1914State } from './state.js';

/**
 * CE recovery in the movement phases (7.5) over rules/recovery.ts, with its MP Spent marker (7.8): a Formation that
 * has not moved this phase spends its phase's MP staying in its hex; 9 MP raise its CE status one level, fewer are
 * carried into its next movement phase, whose first MP finish it (7.8.2); the marker is removed when an enemy unit
 * comes next to it (7.8.3), and a unit with one starts no attack (7.8).
 */

/** 7.5, 7.5.2, 7.5.3: whether the Formation `id` of `side` may begin (or go on with) a CE recovery now. */
export function checkRecover(game: Game, state: O1914State, p: O1914Position, side: Player, id: string): Result {
  const phase = movementPhase(state);
  if (!phase || phaseSide(state) !== side) return problem('not-movement', undefined, { rule: '7.5' });
  const unit = p.units.find((u) => u.id === id);
  const s = state.units[id];
  if (!unit || !s || unit.side !== side || !unit.formation || !isCombat(unit))
    return problem('recover-not-formation', undefined, { rule: '7.5' });
  if (!active(state, id)) return problem('inactive', undefined, { rule: '28.5' });
  // "Rimanendo ferma": it spends its MP where it stands, before any other.
  if (s.spent > 0 || s.halted || state.preparedAttacks.some((a) => a.units.includes(id)))
    return problem('recover-moved', undefined, { rule: '7.5' });
  if (s.recovering !== undefined) return { ok: true };
  return checkRecoveryStart(p, { side, hex: unit.hex, status: s.status, gt: state.turn, unit });
}

/** 7.5, 7.8: the Formation spends the phase's MP (never Forced March's) on its recovery. */
export function applyRecover(game: Game, state: O1914State, by: Player, id: string, events: GameEvent[]): Result {
  const check = checkRecover(game, state, positionOf(game, state), by, id);
  if (!check.ok) return check;
  spend(state, id, MP_ALLOWANCE[movementPhase(state)!], events);
  return { ok: true };
}

function spend(state: O1914State, id: string, available: number, events: GameEvent[]): void {
  const s = state.units[id]!;
  const done = spendRecovery(s.status, s.recovering ?? 0, available);
  s.spent += done.spent;
  s.status = done.status;
  // 7.2.2: Forced March after a task only "sempre che abbia 1 MP rimanente dopo aver completato il compito".
  if (done.spent >= available) s.taskSpent = true;
  if (done.progress === null) delete s.recovering;
  else s.recovering = done.progress;
  events.push({
    kind: 'ce-recovery',
    unit: id,
    mp: done.spent,
    status: done.progress === null ? done.status : null,
    carried: done.progress,
    rule: done.progress === null ? '7.5' : '7.8',
  });
}

/** 7.8.2: as the side's movement phase opens, each MP Spent marker takes the unit's first MP to finish the task. */
export function finishRecoveries(game: Game, state: O1914State, side: Player, events: GameEvent[]): void {
  const phase = movementPhase(state);
  if (!phase) return;
  for (const [id, s] of Object.entries(state.units))
    if (s.recovering !== undefined && sideOf(game, state, id) === side && active(state, id))
      spend(state, id, MP_ALLOWANCE[phase] - s.spent, events);
}

/** 7.8.3 (1): a CE recovery's MP Spent marker is removed when an enemy unit is next to its unit. */
export function dropRecoveriesNextToEnemy(game: Game, state: O1914State, events: GameEvent[]): void {
  if (!Object.values(state.units).some((s) => s.recovering !== undefined)) return;
  const p = positionOf(game, state);
  for (const [id, s] of Object.entries(state.units)) {
    if (s.recovering === undefined) continue;
    const unit = p.units.find((u) => u.id === id);
    const enemyNext =
      unit !== undefined && p.units.some((e) => e.side !== unit.side && p.grid.neighbours(unit.hex).includes(e.hex));
    if (unit === undefined || enemyNext) {
      delete s.recovering;
      events.push({ kind: 'recovery-lost', unit: id, rule: '7.8.3' });
    }
  }
}
