import type { LeagueFormat, Pairing, Result, Season, UserId } from './types.js';

/**
 * A season's table: 1 point a win, ½ a draw, the league's bye points for a bye once the rest of its round has
 * its results (a round robin is paired at once, and a bye five rounds ahead is not a point yet); forfeits score
 * like results (the forfeiting player loses; a double forfeit scores nothing). Ties are broken, in order:
 *   round robin: direct encounter (points among the tied players), Sonneborn–Berger, wins;
 *   Swiss:       Buchholz (opponents' points), Sonneborn–Berger, wins.
 * Sonneborn–Berger sums, over a player's games, the opponent's points times the player's score against them.
 * Byes count in neither Buchholz nor Sonneborn–Berger; forfeited games count as games (simpler than FIDE's
 * virtual opponent, and a league forfeit is usually a real no-show). Players equal on everything share a place.
 */

export type TieBreak = 'direct' | 'sonneborn-berger' | 'buchholz' | 'wins';

export const TIE_BREAKS: Record<LeagueFormat, readonly TieBreak[]> = {
  'round-robin': ['direct', 'sonneborn-berger', 'wins'],
  'double-round-robin': ['direct', 'sonneborn-berger', 'wins'],
  swiss: ['buchholz', 'sonneborn-berger', 'wins'],
};

export interface Standing {
  readonly userId: UserId;
  readonly place: number;
  /** Equal with the row above or below on points and every tie-break. */
  readonly shared: boolean;
  readonly points: number;
  /** Games with a result (forfeits included). */
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  readonly tieBreaks: Readonly<Record<TieBreak, number>>;
}

/** Points for the first and the second player of a result. */
export function scoresOf(result: Pick<Result, 'outcome'>): [number, number] {
  switch (result.outcome) {
    case 'first':
      return [1, 0];
    case 'second':
      return [0, 1];
    case 'draw':
      return [0.5, 0.5];
    case 'double-forfeit':
      return [0, 0];
  }
}

interface Game {
  readonly player: UserId;
  readonly opponent: UserId;
  readonly score: number;
}

export function seasonStandings(season: Season, byePoints: number): Standing[] {
  const pairings: Pairing[] = season.rounds.flatMap((r) => r.pairings);
  const games: Game[] = [];
  const byes = new Map<UserId, number>();
  const complete = new Set(
    season.rounds
      .filter((r) => r.pairings.every((p) => p.second === null || p.result !== undefined))
      .map((r) => r.number),
  );
  for (const pairing of pairings) {
    if (pairing.second === null) {
      if (complete.has(pairing.round)) byes.set(pairing.first, (byes.get(pairing.first) ?? 0) + 1);
      continue;
    }
    if (!pairing.result) continue;
    const [a, b] = scoresOf(pairing.result);
    const double = pairing.result.outcome === 'double-forfeit';
    games.push({ player: pairing.first, opponent: pairing.second, score: double ? -1 : a });
    games.push({ player: pairing.second, opponent: pairing.first, score: double ? -1 : b });
  }
  const counted = (g: Game) => Math.max(0, g.score);
  const points = new Map<UserId, number>(season.players.map((p) => [p, (byes.get(p) ?? 0) * byePoints]));
  for (const game of games) points.set(game.player, (points.get(game.player) ?? 0) + counted(game));
  const pointsOf = (u: UserId) => points.get(u) ?? 0;

  const rows = season.players.map((userId) => {
    const own = games.filter((g) => g.player === userId);
    const direct = own.filter((g) => pointsOf(g.opponent) === pointsOf(userId)).reduce((s, g) => s + counted(g), 0);
    const tieBreaks: Record<TieBreak, number> = {
      direct,
      'sonneborn-berger': own.reduce((s, g) => s + counted(g) * pointsOf(g.opponent), 0),
      buchholz: own.reduce((s, g) => s + pointsOf(g.opponent), 0),
      wins: own.filter((g) => g.score === 1).length,
    };
    return {
      userId,
      points: pointsOf(userId),
      played: own.length,
      wins: own.filter((g) => g.score === 1).length,
      draws: own.filter((g) => g.score === 0.5).length,
      losses: own.filter((g) => g.score === 0 || g.score === -1).length,
      byes: byes.get(userId) ?? 0,
      tieBreaks,
    };
  });
  const order = TIE_BREAKS[season.format];
  const keyOf = (row: (typeof rows)[number]) => [row.points, ...order.map((t) => row.tieBreaks[t])];
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  // Seeding order (the season's player list) settles the display order of shared places.
  const sorted = rows
    .map((row, seed) => ({ row, seed }))
    .sort((a, b) => compare(a.row, b.row) || a.seed - b.seed)
    .map(({ row }) => row);
  return sorted.map((row, i) => {
    const firstEqual = sorted.findIndex((other) => compare(other, row) === 0);
    const shared = sorted.some((other, j) => j !== i && compare(other, row) === 0);
    return { ...row, place: firstEqual + 1, shared };
  });
}
