import type { Lang } from '../engine/core/localized.js';
import { nameOf } from '../league/league.js';
import { computeRatings, ratedGames, ratingOf } from '../league/ratings.js';
import { TIE_BREAKS, seasonStandings } from '../league/standings.js';
import type { League, LeagueError, Pairing, Result, Season, UserId } from '../league/types.js';
import type { StandingsTable } from '../render/standings.js';
import { t } from './i18n.js';

/**
 * A league in words, in the reader's language: results, pairing lines, deadlines, and the standings as a table
 * (the same rows in the text answer and in the picture).
 */

export const mention = (userId: UserId) => `<@${userId}>`;

export function leagueErrorText(error: LeagueError, lang: Lang): string {
  return t(lang, `league.errors.${error.code}`, { ...error.params });
}

export function sideName(league: League, index: 0 | 1, lang: Lang): string {
  return league.game.sides[index].name[lang];
}

/** A Discord timestamp: every reader sees it in their own time zone and language. */
export function deadlineText(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `<t:${s}:f> (<t:${s}:R>)`;
}

export function resultText(
  league: League,
  pairing: Pairing,
  result: Pick<Result, 'outcome' | 'how'>,
  lang: Lang,
  who: (userId: UserId) => string = mention,
): string {
  const first = who(pairing.first);
  const second = who(pairing.second ?? pairing.first);
  const words =
    result.outcome === 'first'
      ? t(lang, 'league.resultWin', { winner: first, loser: second })
      : result.outcome === 'second'
        ? t(lang, 'league.resultWin', { winner: second, loser: first })
        : result.outcome === 'draw'
          ? t(lang, 'league.resultDraw', { first, second })
          : t(lang, 'league.resultDouble', { first, second });
  return result.how === 'played'
    ? words
    : t(lang, 'league.resultHow', { result: words, how: t(lang, `league.how.${result.how}`) });
}

export function pairingLine(league: League, pairing: Pairing, lang: Lang, who = mention): string {
  if (pairing.second === null) return t(lang, 'league.byeLine', { id: pairing.id, player: who(pairing.first) });
  return t(lang, 'league.pairingLine', {
    id: pairing.id,
    first: who(pairing.first),
    firstSide: sideName(league, 0, lang),
    second: who(pairing.second),
    secondSide: sideName(league, 1, lang),
  });
}

/** `3½`, `12`: points as a league table shows them. */
export function points(n: number): string {
  const whole = Math.floor(n);
  return n - whole === 0.5 ? `${whole === 0 ? '' : whole}½` : String(Math.round(n * 100) / 100);
}

function number(n: number, lang: Lang, digits = 2): string {
  return n.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: digits });
}

/** A name safe inside a code block and a table cell. */
export function plainName(name: string): string {
  return name.replace(/[`\n\r]/g, "'").slice(0, 24);
}

export function seasonOf(league: League, number?: number | null): Season | undefined {
  if (number) return league.seasons.find((s) => s.number === number);
  return league.seasons[league.seasons.length - 1];
}

export function standingsTable(league: League, season: Season, lang: Lang): StandingsTable {
  const standings = seasonStandings(season, league.settings.byePoints);
  const ratings = computeRatings(ratedGames(league));
  const tieBreaks = TIE_BREAKS[season.format].filter((tb) => tb !== 'wins');
  const columns = [
    t(lang, 'league.columns.place'),
    t(lang, 'league.columns.player'),
    t(lang, 'league.columns.points'),
    t(lang, 'league.columns.wins'),
    t(lang, 'league.columns.draws'),
    t(lang, 'league.columns.losses'),
    ...tieBreaks.map((tb) => t(lang, `league.tieBreakShort.${tb}`)),
    t(lang, 'league.columns.rating'),
    t(lang, 'league.columns.games'),
  ];
  const rows = standings.map((s) => {
    const rating = ratingOf(ratings, s.userId);
    return [
      `${s.place}${s.shared ? '=' : ''}`,
      plainName(nameOf(league, s.userId)),
      points(s.points),
      String(s.wins),
      String(s.draws),
      String(s.losses),
      ...tieBreaks.map((tb) => number(s.tieBreaks[tb], lang)),
      `${Math.round(rating.rating)} ± ${Math.round(rating.rd)}`,
      String(rating.games),
    ];
  });
  const games = season.rounds.flatMap((r) => r.pairings).filter((p) => p.second !== null);
  const advantage = Math.round(ratings.firstSideAdvantage);
  const name = plainName(league.name);
  return {
    title: t(lang, 'league.standingsTitle', { name, season: season.number }),
    subtitle: t(lang, 'league.standingsSubtitle', {
      game: league.game.title[lang],
      format: t(lang, `league.formats.${season.format}`),
      done: games.filter((p) => p.result).length,
      total: games.length,
    }),
    columns,
    rows,
    footnote: t(lang, 'league.standingsFootnote', {
      tieBreaks: TIE_BREAKS[season.format].map((tb) => t(lang, `league.tieBreaks.${tb}`)).join(', '),
      side: sideName(league, 0, lang),
      advantage: `${advantage >= 0 ? '+' : ''}${advantage}`,
    }),
    alt: t(lang, 'league.standingsAlt', {
      name,
      season: season.number,
      rows: standings
        .map((s, i) =>
          t(lang, 'league.standingsAltRow', {
            place: s.place,
            player: plainName(nameOf(league, s.userId)),
            points: points(s.points),
            rating: rows[i]![rows[i]!.length - 2]!,
          }),
        )
        .join('; '),
    }),
  };
}

/** The standings as a fixed-width table in a code block, then the footnote; a long table is cut to one message. */
export function standingsText(league: League, season: Season, lang: Lang, max = 2000): string {
  const table = standingsTable(league, season, lang);
  const all = [table.columns, ...table.rows];
  const widths = table.columns.map((_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  const text = (rows: number) => {
    const left = table.rows.length - rows;
    const more = left > 0 ? `\n${t(lang, 'league.moreRows', { count: left })}` : '';
    const body = [table.columns, ...table.rows.slice(0, rows)].map(line).join('\n');
    return `**${table.title}**\n${table.subtitle}\n\`\`\`\n${body}\n\`\`\`${more}\n${table.footnote}`;
  };
  let rows = table.rows.length;
  while (rows > 0 && text(rows).length > max) rows--;
  return text(rows);
}
