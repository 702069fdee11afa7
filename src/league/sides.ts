import type { SideId } from '../engine/core/game.js';
import type { Bid, UserId } from './types.js';

/**
 * Who plays which side. In an asymmetric game a season should give each player both sides as evenly as the
 * format allows, so a player's result does not depend on drawing the stronger side more often. Where a game's
 * community bids for sides instead (Paths of Glory tournaments do), sealed bids decide.
 */

export interface SideRecord {
  readonly first: number;
  readonly second: number;
  readonly last?: 'first' | 'second';
}

const EMPTY: SideRecord = { first: 0, second: 0 };

/** Each player's count of games on each side so far, and the side of their latest game. */
export function sideRecords(
  games: readonly { readonly first: UserId; readonly second: UserId | null }[],
): Map<UserId, SideRecord> {
  const records = new Map<UserId, SideRecord>();
  for (const game of games) {
    if (game.second === null) continue;
    const a = records.get(game.first) ?? EMPTY;
    const b = records.get(game.second) ?? EMPTY;
    records.set(game.first, { first: a.first + 1, second: a.second, last: 'first' });
    records.set(game.second, { first: b.first, second: b.second + 1, last: 'second' });
  }
  return records;
}

/**
 * Orders a pair as [first side, second side]: the player who has played the first side less (relative to the
 * second) takes it; on equal balance, the one who played the second side last game; then `aFirst` decides.
 */
export function balanceSides(
  a: UserId,
  b: UserId,
  records: ReadonlyMap<UserId, SideRecord>,
  aFirst: boolean,
): [UserId, UserId] {
  const ra = records.get(a) ?? EMPTY;
  const rb = records.get(b) ?? EMPTY;
  const da = ra.first - ra.second;
  const db = rb.first - rb.second;
  if (da !== db) return da < db ? [a, b] : [b, a];
  if (ra.last !== rb.last) {
    if (ra.last === 'second' || rb.last === 'first') return [a, b];
    return [b, a];
  }
  return aFirst ? [a, b] : [b, a];
}

export interface BidOutcome {
  readonly first: UserId;
  readonly second: UserId;
  /** The winning bid, in victory points for the other side; absent when both got the side they wanted. */
  readonly handicap?: { readonly side: SideId; readonly amount: number };
}

/**
 * Settles two sealed bids. Different sides wanted: each player gets theirs, no handicap. The same side: the
 * higher bid takes it and gives its amount to the other side; equal bids: the balanced assignment stands, with
 * the bid as handicap.
 */
export function settleBids(
  balanced: { readonly first: UserId; readonly second: UserId },
  sides: readonly [SideId, SideId],
  bids: Readonly<Record<UserId, Bid>>,
): BidOutcome {
  const { first, second } = balanced;
  const bf = bids[first];
  const bs = bids[second];
  if (!bf || !bs) return { first, second };
  const wants = (bid: Bid) => (bid.side === sides[0] ? 0 : 1);
  if (wants(bf) !== wants(bs)) {
    return wants(bf) === 0 ? { first, second } : { first: second, second: first };
  }
  const side = wants(bf);
  const winner = bf.amount > bs.amount ? first : bs.amount > bf.amount ? second : side === 0 ? first : second;
  const loser = winner === first ? second : first;
  const amount = Math.max(bf.amount, bs.amount);
  const handicap = { side: sides[1 - side]!, amount };
  return side === 0
    ? { first: winner, second: loser, ...(amount > 0 ? { handicap } : {}) }
    : { first: loser, second: winner, ...(amount > 0 ? { handicap } : {}) };
}
