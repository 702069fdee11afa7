import { AttachmentBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { langOf } from '../../engine/core/localized.js';
import type { BotContext } from '../../bot/context.js';
import { t } from '../../bot/i18n.js';
import { leaguesOf } from '../../bot/league-flow.js';
import {
  deadlineText,
  leagueErrorText,
  mention,
  pairingLine,
  points,
  seasonOf,
  sideName,
  standingsText,
} from '../../bot/league-text.js';
import { isOverdue, openPairings, timeoutsOf } from '../../league/deadlines.js';
import { seasonCsv, seasonJson } from '../../league/export.js';
import { activeSeason, isMember } from '../../league/league.js';
import { computeRatings, ratedGames, ratingOf } from '../../league/ratings.js';
import { sideRecords } from '../../league/sides.js';
import { seasonStandings } from '../../league/standings.js';
import { answerPrivately, answerPublicly, failPrivately, leagueHere } from './common.js';

/** `/league schedule|standings|player|export`: reading a league. */

/** `/league schedule [league]`: the games waiting for a result, earliest deadline first, with their state. */
export async function schedule(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const league = stored.league;
  const season = activeSeason(league);
  if (!season) return failPrivately(interaction, leagueErrorText({ code: 'no-season' }, lang));
  const open = openPairings(league);
  if (open.length === 0) return answerPrivately(interaction, t(lang, 'league.scheduleEmpty', { name: league.name }));
  const now = context.clock();
  const lines = open.map((p) => {
    const marks = [
      t(lang, 'league.due', { deadline: deadlineText(p.deadline) }),
      ...(p.overdueAt !== undefined || isOverdue(p, now) ? [t(lang, 'league.overdue')] : []),
      ...(p.dispute ? [t(lang, 'league.disputedMark')] : []),
      ...p.reports.map((r) => t(lang, 'league.reportedMark', { user: mention(r.by) })),
      ...(p.game ? [t(lang, 'league.linkedMark', { thread: `<#${p.game.channelId}>` })] : []),
      ...(p.handicap
        ? [
            t(lang, 'league.handicapMark', {
              amount: p.handicap.amount,
              side: league.game.sides.find((s) => s.id === p.handicap!.side)?.name[lang] ?? p.handicap.side,
            }),
          ]
        : []),
    ];
    return `${pairingLine(league, p, lang)} · ${marks.join(' · ')}`;
  });
  const title = t(lang, 'league.scheduleTitle', { name: league.name, season: season.number, count: open.length });
  let text = title;
  for (let i = 0; i < lines.length; i++) {
    const more = `\n${t(lang, 'league.moreLines', { count: lines.length - i })}`;
    if (text.length + lines[i]!.length + 1 + more.length > 2000) {
      text += more;
      break;
    }
    text += `\n${lines[i]}`;
  }
  await answerPrivately(interaction, text);
}

/** `/league standings [league] [season]`: the table as text now, and as a picture from the render queue. */
export async function standings(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const season = seasonOf(stored.league, interaction.options.getInteger('season'));
  if (!season) return failPrivately(interaction, leagueErrorText({ code: 'no-season' }, lang));
  await answerPublicly(interaction, standingsText(stored.league, season, lang));
  await leaguesOf(context).standings.request({
    leagueId: stored.league.id,
    season: season.number,
    channelId: interaction.channelId,
    lang,
  });
}

/** `/league player [player] [league]`: rating ± RD, this season's record, sides played, timeouts, open games. */
export async function player(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const league = stored.league;
  const user = interaction.options.getUser('player') ?? interaction.user;
  if (!isMember(league, user.id)) {
    return failPrivately(interaction, t(lang, 'league.notAPlayer', { user: mention(user.id), name: league.name }));
  }
  const rating = ratingOf(computeRatings(ratedGames(league)), user.id);
  const lines = [
    t(lang, 'league.playerTitle', { user: mention(user.id), name: league.name }),
    t(lang, 'league.playerRating', {
      rating: Math.round(rating.rating),
      rd: Math.round(rating.rd),
      games: rating.games,
    }),
  ];
  const season = seasonOf(league);
  const row = season ? seasonStandings(season, league.settings.byePoints).find((s) => s.userId === user.id) : undefined;
  if (season && row) {
    lines.push(
      t(lang, 'league.playerRecord', {
        season: season.number,
        place: row.place,
        points: points(row.points),
        wins: row.wins,
        draws: row.draws,
        losses: row.losses,
      }),
    );
  }
  const played = league.seasons.flatMap((s) => s.rounds.flatMap((r) => r.pairings)).filter((p) => p.result);
  const sides = sideRecords(played).get(user.id);
  lines.push(
    t(lang, 'league.playerSides', {
      firstSide: sideName(league, 0, lang),
      first: sides?.first ?? 0,
      secondSide: sideName(league, 1, lang),
      second: sides?.second ?? 0,
    }),
  );
  const timeouts = timeoutsOf(league, user.id).length;
  if (timeouts > 0) {
    const flagged = league.flags.some((f) => f.userId === user.id);
    lines.push(
      [
        t(lang, 'league.playerTimeouts', { count: timeouts }),
        ...(flagged ? [t(lang, 'league.playerFlagged')] : []),
      ].join(' · '),
    );
  }
  const open = openPairings(league).filter((p) => p.first === user.id || p.second === user.id);
  if (open.length > 0) lines.push(t(lang, 'league.playerOpen', { list: open.map((p) => `\`${p.id}\``).join(', ') }));
  await answerPrivately(interaction, lines.join('\n'));
}

/** `/league export [league] [season] [format]`: the season as CSV and/or JSON files. */
export async function exportSeason(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const league = stored.league;
  const season = seasonOf(league, interaction.options.getInteger('season'));
  if (!season) return failPrivately(interaction, leagueErrorText({ code: 'no-season' }, lang));
  const format = interaction.options.getString('format') ?? 'both';
  const base = `${league.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-season-${season.number}`;
  const files: AttachmentBuilder[] = [];
  if (format !== 'json')
    files.push(new AttachmentBuilder(Buffer.from(seasonCsv(league, season)), { name: `${base}.csv` }));
  if (format !== 'csv') {
    files.push(
      new AttachmentBuilder(Buffer.from(JSON.stringify(seasonJson(league, season), null, 1)), { name: `${base}.json` }),
    );
  }
  await answerPrivately(interaction, t(lang, 'league.exported', { season: season.number, name: league.name }), files);
}
