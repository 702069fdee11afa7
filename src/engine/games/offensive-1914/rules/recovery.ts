import { problem, type Problem } from '../../../core/explain.js';
import { CE_STATUSES, type CeStatus } from '../model.js';
import { statusLevel } from './efficiency.js';
import { checkRecoveryArea } from './aoa.js';
import type { O1914Position, PlacedUnit, Player } from './position.js';

/**
 * CE recovery (7.5) and its MP Spent marker (7.8): a Formation raises its CE status one level by spending 9 MP while
 * it stays in its hex, never Forced March MP; the MP a phase cannot give are carried on a marker into the next
 * movement phase, whose first MP finish the task (7.8.2). Pure: the caller gives the position, the GT and the MP.
 */

/** 7.5: the MP one level of CE costs. */
export const RECOVERY_MP = 9;

/** 7.5.2, 7.5.3: the least distance (in hexes) from the nearest enemy unit at which a recovery may begin. */
export function recoveryDistance(status: CeStatus): number {
  return status === 'd1' || status === 'd2' ? 5 : 3;
}

export type RecoveryCheck = { readonly ok: true } | { readonly ok: false; readonly problem: Problem };

/**
 * 7.5, 7.5.2, 7.5.3: whether a Formation of `side` in `hex`, with CE status `status`, may begin a recovery in GT `gt`:
 * a reduced status, 3 hexes or more from the nearest enemy unit (two empty hexes between), 5 if Demoralized (four).
 * The IP alternatives of 7.5.2 need IPs (14.0), which the caller passes when it plays them (`ipExempt`). With the
 * `unit`, 5.3.1 (3): the Formation inside its army's Area of Assignment (where the position keeps Areas).
 */
export function checkRecoveryStart(
  p: O1914Position,
  input: { side: Player; hex: string; status: CeStatus; gt: number; ipExempt?: boolean; unit?: PlacedUnit },
): RecoveryCheck {
  if (input.status === 'full') return problem('recover-full', undefined, { rule: '7.5' });
  // 5.3.1 (3): inside its army's Area of Assignment, where the position keeps them.
  if (input.unit) {
    const area = checkRecoveryArea(p, input.unit);
    if (!area.ok) return area;
  }
  const demoralized = input.status === 'd1' || input.status === 'd2';
  if (!demoralized && input.ipExempt) return { ok: true };
  const need = recoveryDistance(input.status);
  const near = p.units.some((u) => u.side !== input.side && p.grid.distance(u.hex, input.hex) < need);
  if (near) return problem('recover-enemy-near', { hex: input.hex }, { rule: demoralized ? '7.5.3' : '7.5.2' });
  return { ok: true };
}

/**
 * 7.5, 7.8.2: `available` MP (the phase's, never Forced March's) spent on a recovery that already holds `progress` MP:
 * the MP spent now, and either the status raised one level or the MP carried on the marker.
 */
export function spendRecovery(
  status: CeStatus,
  progress: number,
  available: number,
): { spent: number; status: CeStatus; progress: number | null } {
  const need = RECOVERY_MP - progress;
  if (available >= need) return { spent: need, status: raiseStatus(status), progress: null };
  return { spent: available, status, progress: progress + available };
}

/** 7.5: one level of CE status back (D2 → D1 → CI → -3 → … → full). */
export function raiseStatus(status: CeStatus): CeStatus {
  const level = statusLevel(status);
  return level === 0 ? status : CE_STATUSES[CE_STATUSES.indexOf(status) - 1]!;
}
