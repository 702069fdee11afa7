import { DAY_MS, HOUR_MS, type Flag, type League, type Pairing, type Timeout, type UserId } from './types.js';

/**
 * When pairings are due, when their players are reminded, which are overdue, and who keeps letting them run
 * out. Times are milliseconds since the epoch; the caller passes the clock.
 */

/** Round k (1-based offset from the pairing day) of a round robin is due k × roundDays after it was paired. */
export function deadlineOf(pairedAt: number, offset: number, roundDays: number): number {
  return pairedAt + offset * roundDays * DAY_MS;
}

/** When the two players hear that their deadline is near: `remindHours` before it, never in the past. */
export function reminderAt(deadline: number, remindHours: number, now: number): number | undefined {
  const at = deadline - remindHours * HOUR_MS;
  return at > now ? at : undefined;
}

/** Pairings of the active season still waiting for a result (byes have none to wait for), earliest due first. */
export function openPairings(league: League): Pairing[] {
  const season = league.seasons.find((s) => s.status === 'active');
  if (!season) return [];
  return season.rounds
    .flatMap((r) => r.pairings)
    .filter((p) => p.second !== null && !p.result)
    .sort((a, b) => a.deadline - b.deadline || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export function isOverdue(pairing: Pairing, now: number): boolean {
  return pairing.second !== null && !pairing.result && pairing.deadline <= now;
}

export function timeoutsOf(league: League, userId: UserId): Timeout[] {
  return league.timeouts.filter((t) => t.userId === userId);
}

/**
 * Records that `users` let `pairingId` run out (once per player and pairing), and flags to the organisers each
 * player whose count reaches the league's limit or goes past it.
 */
export function recordTimeouts(
  league: League,
  pairingId: string,
  users: readonly UserId[],
  now: number,
): { league: League; flagged: Flag[] } {
  const fresh = users.filter((u) => !league.timeouts.some((t) => t.userId === u && t.pairingId === pairingId));
  if (fresh.length === 0) return { league, flagged: [] };
  const timeouts = [...league.timeouts, ...fresh.map((userId) => ({ userId, pairingId, at: now }))];
  const flagged = fresh
    .map((userId) => ({ userId, timeouts: timeouts.filter((t) => t.userId === userId).length, at: now }))
    .filter((f) => f.timeouts >= league.settings.flagAfter);
  return { league: { ...league, timeouts, flags: [...league.flags, ...flagged] }, flagged };
}
