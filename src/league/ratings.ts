import {
  DEFAULT_RATING,
  DEFAULT_RD,
  DEFAULT_TAU,
  DEFAULT_VOLATILITY,
  GLICKO2_SCALE,
  glicko2Update,
  type Glicko2Game,
} from './glicko2.js';
import type { League, UserId } from './types.js';

/**
 * A league's ratings, recomputed from its results every time (never stored, never edited): Glicko-2 with one
 * rating period per round (each player plays at most one league game a round), seasons following each other.
 *
 * Asymmetric games: a side may win more often than the other. Before each period the league's record so far
 * gives the first side's expected score p, shrunk towards ½ by SIDE_PRIOR_GAMES imaginary even games (so a
 * handful of results does not swing it). Its logit, ln(p / (1 − p)), is the first side's advantage on the
 * Glicko-2 scale: the player of the first side meets an opponent rated that much lower, the player of the second
 * side an opponent rated that much higher. Between equal players with a certain rating the first side is then
 * expected to score exactly p, and beating the odds of the stronger side earns less.
 *
 * Forfeits and timeouts score in the standings but are not rated: no game was played.
 */

export const SIDE_PRIOR_GAMES = 10;

export interface RatedGame {
  /** Orders rating periods: season × 1000 + round. */
  readonly period: number;
  readonly first: UserId;
  readonly second: UserId;
  /** The first player's score: 1, ½ or 0. */
  readonly score: number;
}

export interface PlayerRating {
  readonly userId: UserId;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly games: number;
}

export interface SideRecordSoFar {
  readonly games: number;
  /** Points the first side scored in them. */
  readonly firstScore: number;
}

export interface LeagueRatings {
  readonly players: ReadonlyMap<UserId, PlayerRating>;
  /** Every rated game, for the side statistics. */
  readonly sides: SideRecordSoFar;
  /** The first side's advantage in rating points for the next period. */
  readonly firstSideAdvantage: number;
}

/** The first side's advantage on the Glicko-2 scale, from the record of earlier periods. */
export function sideAdvantage(record: SideRecordSoFar, prior = SIDE_PRIOR_GAMES): number {
  const p = (record.firstScore + prior / 2) / (record.games + prior);
  return Math.log(p / (1 - p));
}

/** The games a league's ratings are computed from: played, resigned or adjudicated results, in period order. */
export function ratedGames(league: League): RatedGame[] {
  const games: RatedGame[] = [];
  for (const season of league.seasons) {
    for (const round of season.rounds) {
      for (const pairing of round.pairings) {
        const result = pairing.result;
        if (!result || pairing.second === null) continue;
        if (result.how === 'forfeit' || result.how === 'timeout' || result.outcome === 'double-forfeit') continue;
        const score = result.outcome === 'first' ? 1 : result.outcome === 'second' ? 0 : 0.5;
        games.push({
          period: season.number * 1000 + round.number,
          first: pairing.first,
          second: pairing.second,
          score,
        });
      }
    }
  }
  return games.sort((a, b) => a.period - b.period);
}

export function computeRatings(games: readonly RatedGame[], tau: number = DEFAULT_TAU): LeagueRatings {
  const ratings = new Map<UserId, PlayerRating>();
  const get = (userId: UserId): PlayerRating =>
    ratings.get(userId) ?? { userId, rating: DEFAULT_RATING, rd: DEFAULT_RD, volatility: DEFAULT_VOLATILITY, games: 0 };
  let sides: SideRecordSoFar = { games: 0, firstScore: 0 };
  const periods = [...new Set(games.map((g) => g.period))].sort((a, b) => a - b);
  for (const period of periods) {
    const inPeriod = games.filter((g) => g.period === period);
    const advantage = sideAdvantage(sides) * GLICKO2_SCALE;
    const results = new Map<UserId, Glicko2Game[]>();
    const add = (userId: UserId, game: Glicko2Game) => results.set(userId, [...(results.get(userId) ?? []), game]);
    for (const game of inPeriod) {
      const first = get(game.first);
      const second = get(game.second);
      add(game.first, { rating: second.rating - advantage, rd: second.rd, score: game.score });
      add(game.second, { rating: first.rating + advantage, rd: first.rd, score: 1 - game.score });
    }
    // Everyone already rated takes part in the period: without games their RD grows.
    const next = new Map<UserId, PlayerRating>();
    for (const userId of new Set([...ratings.keys(), ...results.keys()])) {
      const before = get(userId);
      const played = results.get(userId) ?? [];
      const after = glicko2Update(before, played, tau);
      next.set(userId, {
        userId,
        rating: after.rating,
        rd: after.rd,
        volatility: after.volatility,
        games: before.games + played.length,
      });
    }
    for (const [userId, rating] of next) ratings.set(userId, rating);
    sides = {
      games: sides.games + inPeriod.length,
      firstScore: sides.firstScore + inPeriod.reduce((s, g) => s + g.score, 0),
    };
  }
  return { players: ratings, sides, firstSideAdvantage: sideAdvantage(sides) * GLICKO2_SCALE };
}

/** A player's rating as shown: unrated players read as the starting values with no games. */
export function ratingOf(ratings: LeagueRatings, userId: UserId): PlayerRating {
  return (
    ratings.players.get(userId) ?? {
      userId,
      rating: DEFAULT_RATING,
      rd: DEFAULT_RD,
      volatility: DEFAULT_VOLATILITY,
      games: 0,
    }
  );
}
