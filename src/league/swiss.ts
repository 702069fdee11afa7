import type { PlannedRound } from './round-robin.js';
import { balanceSides, sideRecords } from './sides.js';
import type { UserId } from './types.js';

/**
 * Swiss pairings, one round at a time, in the spirit of the Dutch system without its full rulebook: players are
 * ranked by score, then rating; an odd field gives the bye to the lowest-ranked player who has not had one; each
 * score group pairs its top half against its bottom half, and a player with no partner left in the group floats
 * to the nearest score; within a score, two players due the same side are kept apart when another partner
 * fits. Nobody meets the same opponent twice while any other pairing exists (a search with backtracking; only if
 * none exists are rematches allowed). Sides follow the season's balance (sides.ts).
 */

export interface SwissEntrant {
  readonly id: UserId;
  readonly score: number;
  readonly rating: number;
}

export type PastGame = { readonly first: UserId; readonly second: UserId | null };

export function swissRound(entrants: readonly SwissEntrant[], history: readonly PastGame[]): PlannedRound {
  const ranked = [...entrants].sort((a, b) => b.score - a.score || b.rating - a.rating || cmp(a.id, b.id));
  const met = new Set(history.filter((g) => g.second !== null).map((g) => key(g.first, g.second!)));
  const byes = new Set(history.filter((g) => g.second === null).map((g) => g.first));
  let bye: UserId | null = null;
  let field = ranked;
  if (ranked.length % 2 === 1) {
    const chosen = [...ranked].reverse().find((p) => !byes.has(p.id)) ?? ranked[ranked.length - 1]!;
    bye = chosen.id;
    field = ranked.filter((p) => p.id !== chosen.id);
  }
  const records = sideRecords(history);
  const lean = (id: UserId) => {
    const r = records.get(id);
    return r ? Math.sign(r.first - r.second) : 0;
  };
  const clash = (a: UserId, b: UserId) => lean(a) !== 0 && lean(a) === lean(b);
  const pairs =
    pairUp(field, met, clash, { left: SEARCH_BUDGET }) ??
    pairUp(field, new Set(), clash, { left: SEARCH_BUDGET }) ??
    [];
  const rank = new Map(ranked.map((p, i) => [p.id, i]));
  return {
    pairs: pairs.map(([a, b], board) => {
      // With nothing to choose between them, the higher-ranked player takes the first side on odd boards and the
      // second on even ones, so a score group does not all lean the same way next round.
      const [high, low] = rank.get(a)! < rank.get(b)! ? [a, b] : [b, a];
      return balanceSides(high, low, records, board % 2 === 0);
    }),
    bye,
  };
}

/** Steps the search may take before it settles for allowing rematches (a big field with no way out). */
const SEARCH_BUDGET = 200_000;

/** Pairs the ranked field top-down; undefined when no pairing avoids the `met` pairs (within the budget). */
function pairUp(
  field: readonly SwissEntrant[],
  met: ReadonlySet<string>,
  clash: (a: UserId, b: UserId) => boolean,
  budget: { left: number },
): [UserId, UserId][] | undefined {
  if (field.length === 0) return [];
  if (--budget.left < 0) return undefined;
  const [top, ...rest] = field as [SwissEntrant, ...SwissEntrant[]];
  const group = rest.filter((p) => p.score === top.score);
  // Within its score group the top player's ideal partner sits half the group below it.
  const ideal = Math.floor((group.length + 1) / 2) - 1;
  const candidates = rest
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => !met.has(key(top.id, p.id)))
    .sort(
      (x, y) =>
        Math.abs(top.score - x.p.score) - Math.abs(top.score - y.p.score) ||
        Number(clash(top.id, x.p.id)) - Number(clash(top.id, y.p.id)) ||
        Math.abs(x.index - ideal) - Math.abs(y.index - ideal) ||
        // Equally far from the ideal: the bottom half first, as a transposition in the Dutch system would.
        Number(x.index < ideal) - Number(y.index < ideal),
    );
  for (const { p } of candidates) {
    const paired = pairUp(
      rest.filter((q) => q.id !== p.id),
      met,
      clash,
      budget,
    );
    if (paired) return [[top.id, p.id], ...paired];
  }
  return undefined;
}

function key(a: UserId, b: UserId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rounds a Swiss season needs to separate a field of `players` (⌈log2 n⌉, at least 1). */
export function swissRoundsFor(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(2, players))));
}
