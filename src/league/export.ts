import { nameOf } from './league.js';
import { computeRatings, ratedGames, ratingOf } from './ratings.js';
import { scoresOf, seasonStandings } from './standings.js';
import type { League, Season } from './types.js';

/**
 * A season as files a club can keep or load into a spreadsheet: CSV of every pairing, and JSON with the league's
 * settings, the players, the pairings, the standings and the ratings. Sealed bids stay sealed until both are in.
 */

const iso = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toISOString());

/** A CSV field: quoted when needed, and defused when a spreadsheet would read it as a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_COLUMNS = [
  'season',
  'round',
  'pairing',
  'first_player',
  'first_id',
  'first_side',
  'second_player',
  'second_id',
  'second_side',
  'first_score',
  'second_score',
  'outcome',
  'how',
  'source',
  'deadline',
  'result_at',
  'game_channel',
  'handicap',
] as const;

export function seasonCsv(league: League, season: Season): string {
  const [firstSide, secondSide] = league.game.sides;
  const rows = season.rounds.flatMap((round) =>
    round.pairings.map((p) => {
      const bye = p.second === null;
      const scores = p.result ? scoresOf(p.result) : undefined;
      return [
        season.number,
        round.number,
        p.id,
        nameOf(league, p.first),
        p.first,
        bye ? '' : firstSide.id,
        bye ? '' : nameOf(league, p.second!),
        p.second ?? '',
        bye ? '' : secondSide.id,
        bye ? league.settings.byePoints : (scores?.[0] ?? ''),
        bye ? '' : (scores?.[1] ?? ''),
        bye ? 'bye' : (p.result?.outcome ?? ''),
        p.result?.how ?? '',
        p.result?.source ?? '',
        iso(p.deadline),
        iso(p.result?.at),
        p.game?.channelId ?? '',
        p.handicap ? `${p.handicap.amount} ${p.handicap.side}` : '',
      ];
    }),
  );
  return [CSV_COLUMNS.join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n') + '\r\n';
}

export function seasonJson(league: League, season: Season): unknown {
  const ratings = computeRatings(ratedGames(league));
  return {
    format: 'umpire-league-season',
    version: 1,
    league: {
      id: league.id,
      name: league.name,
      game: league.game,
      settings: league.settings,
    },
    season: {
      number: season.number,
      status: season.status,
      format: season.format,
      startedAt: iso(season.startedAt),
      closedAt: iso(season.closedAt),
      totalRounds: season.totalRounds,
    },
    players: season.players.map((userId) => ({ userId, name: nameOf(league, userId) })),
    rounds: season.rounds.map((round) => ({
      number: round.number,
      pairedAt: iso(round.pairedAt),
      pairings: round.pairings.map((p) => {
        const { bids, ...rest } = p;
        const revealed = bids && Object.keys(bids).length >= 2 ? { bids } : {};
        return { ...rest, ...revealed };
      }),
    })),
    standings: seasonStandings(season, league.settings.byePoints),
    ratings: season.players.map((userId) => {
      const r = ratingOf(ratings, userId);
      return { userId, rating: round2(r.rating), rd: round2(r.rd), volatility: r.volatility, games: r.games };
    }),
    firstSideAdvantage: round2(ratings.firstSideAdvantage),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
