import { balanceSides, sideRecords } from './sides.js';
import type { UserId } from './types.js';

/**
 * Round-robin schedules by the circle method: the first player stays put, the others turn one place each round,
 * and table i pairs position i with position n−1−i. With an odd field a phantom seat makes the byes. Sides are
 * balanced round by round (sides.ts), so each player's count of first and second sides differs by at most one;
 * greedy balancing alone can leave a player two ahead with an odd field, so the schedule is then evened out by
 * flipping the sides along a chain of games (each player in the middle of the chain keeps their balance). A
 * double round robin repeats the first cycle with the sides swapped, so every pair plays both sides.
 */

export interface PlannedRound {
  /** Each pair as [first side, second side]. */
  readonly pairs: readonly (readonly [UserId, UserId])[];
  readonly bye: UserId | null;
}

export function roundRobin(players: readonly UserId[], cycles: 1 | 2 = 1): PlannedRound[] {
  if (players.length < 2) return [];
  const seats: (UserId | null)[] = [...players];
  if (seats.length % 2 === 1) seats.push(null);
  const n = seats.length;
  const rounds: PlannedRound[] = [];
  const played: { first: UserId; second: UserId | null }[] = [];
  for (let r = 0; r < n - 1; r++) {
    const records = sideRecords(played);
    const pairs: [UserId, UserId][] = [];
    let bye: UserId | null = null;
    for (let i = 0; i < n / 2; i++) {
      const a = seats[i]!;
      const b = seats[n - 1 - i]!;
      if (a === null || b === null) {
        bye = a ?? b;
        continue;
      }
      // The fixed seat alternates; elsewhere the top row takes the first side on even tables.
      const aFirst = i === 0 ? r % 2 === 0 : i % 2 === 0;
      const pair = balanceSides(a, b, records, aFirst);
      pairs.push(pair);
    }
    for (const [first, second] of pairs) played.push({ first, second });
    rounds.push({ pairs, bye });
    // Turn every seat but the first one place clockwise.
    seats.splice(1, 0, seats.pop()!);
  }
  const even = evenOut(rounds);
  if (cycles === 1) return even;
  return [...even, ...even.map((round) => ({ ...round, pairs: round.pairs.map(([a, b]) => [b, a] as const) }))];
}

/**
 * Flips sides along chains of games until every player's first-minus-second count is within one. From a player
 * two or more ahead, a chain follows games where the current player has the first side, to a player behind;
 * flipping every game of the chain moves two from its start to its end. Such a chain always exists in a round
 * robin (the players reachable from the start would otherwise have only games pointing into them).
 */
function evenOut(rounds: readonly PlannedRound[]): PlannedRound[] {
  const games = rounds.flatMap((round) => round.pairs.map((pair) => ({ round, pair })));
  const flipped = new Set<readonly [UserId, UserId]>();
  const firstOf = (i: number) => (flipped.has(games[i]!.pair) ? games[i]!.pair[1] : games[i]!.pair[0]);
  const secondOf = (i: number) => (flipped.has(games[i]!.pair) ? games[i]!.pair[0] : games[i]!.pair[1]);
  const balance = () => {
    const diff = new Map<UserId, number>();
    games.forEach((_, i) => {
      diff.set(firstOf(i), (diff.get(firstOf(i)) ?? 0) + 1);
      diff.set(secondOf(i), (diff.get(secondOf(i)) ?? 0) - 1);
    });
    return diff;
  };
  for (let guard = 0; guard < games.length; guard++) {
    const diff = balance();
    const ahead = [...diff.entries()].find(([, d]) => d >= 2)?.[0];
    const behind = [...diff.entries()].find(([, d]) => d <= -2)?.[0];
    const start = ahead ?? behind;
    if (start === undefined) break;
    // From an ahead player follow their first-side games; from a behind player, their second-side games.
    const forward = ahead !== undefined;
    const from = new Map<UserId, number>();
    const queue = [start];
    const seen = new Set([start]);
    let end: UserId | undefined;
    while (queue.length > 0 && end === undefined) {
      const at = queue.shift()!;
      games.forEach((_, i) => {
        if (end !== undefined) return;
        const next = forward
          ? firstOf(i) === at
            ? secondOf(i)
            : undefined
          : secondOf(i) === at
            ? firstOf(i)
            : undefined;
        if (next === undefined || seen.has(next)) return;
        seen.add(next);
        from.set(next, i);
        if (forward ? diff.get(next)! <= -1 : diff.get(next)! >= 1) end = next;
        else queue.push(next);
      });
    }
    if (end === undefined) break;
    for (let at = end; at !== start;) {
      const i = from.get(at)!;
      const pair = games[i]!.pair;
      if (flipped.has(pair)) flipped.delete(pair);
      else flipped.add(pair);
      at = forward ? secondOf(i) : firstOf(i);
    }
  }
  return rounds.map((round) => ({
    ...round,
    pairs: round.pairs.map((pair) => (flipped.has(pair) ? ([pair[1], pair[0]] as const) : pair)),
  }));
}
