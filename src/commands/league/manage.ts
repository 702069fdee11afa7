import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { langOf, type Lang } from '../../engine/core/localized.js';
import { moduleFor } from '../../engine/modules.js';
import type { BotContext } from '../../bot/context.js';
import { isReferee } from '../../bot/game-flow.js';
import { t } from '../../bot/i18n.js';
import { leaguesOf, organisersText, scheduleDeadlines } from '../../bot/league-flow.js';
import { deadlineText, leagueErrorText, mention, pairingLine, standingsText } from '../../bot/league-text.js';
import { closeSeason, joinLeague, pairSeason, startSeason } from '../../league/league.js';
import type { League, LeagueFormat, LeagueSettings, Round } from '../../league/types.js';
import { clip } from '../builders.js';
import { answerPublicly, change, failPrivately, leagueHere, organiserOnly } from './common.js';

/** `/league create|join|add|start|pair|close`: a league's roster and its seasons. */

const FORMATS: readonly LeagueFormat[] = ['round-robin', 'double-round-robin', 'swiss'];

/** `/league create name game [scenario] organisers …`: needs Manage Server or the referee role. */
export async function create(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  if (!interaction.inGuild()) return failPrivately(interaction, t(lang, 'league.guildOnly'));
  const manager = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true;
  if (!manager && !isReferee(interaction, context.refereeRole)) {
    return failPrivately(interaction, t(lang, 'league.notCreator'));
  }
  const choice = interaction.options.getString('game', true);
  const found = await context.packs.resolveChoice(interaction.guildId, choice);
  if (!found) return failPrivately(interaction, t(lang, 'league.unknownGame', { game: clip(choice, 40) }));
  const scenarios = moduleFor(found.pack).scenarios(found.pack);
  const asked = interaction.options.getString('scenario');
  const scenario = asked ? scenarios.find((s) => s.id === asked) : scenarios[0];
  if (!scenario) {
    return failPrivately(
      interaction,
      t(lang, 'league.unknownScenario', {
        scenario: clip(asked ?? '', 40),
        list: scenarios.map((s) => s.id).join(', '),
      }),
    );
  }
  const [first, second, ...more] = scenario.sides;
  if (!first || !second || more.length > 0) {
    return failPrivately(interaction, t(lang, 'league.twoSides', { count: scenario.sides.length }));
  }
  // Discord resolves role options into the interaction; the raw value (the role's id) is all a league keeps.
  const role = interaction.options.get('organisers', true).value;
  const format = (interaction.options.getString('format') ?? 'round-robin') as LeagueFormat;
  const settings: Partial<LeagueSettings> = {
    format: FORMATS.includes(format) ? format : 'round-robin',
    ...optional('swissRounds', interaction.options.getInteger('rounds')),
    ...optional('roundDays', interaction.options.getInteger('days')),
    ...optional('paceHours', interaction.options.getInteger('pace')),
    ...optional('remindHours', interaction.options.getInteger('remind')),
    ...optional('bidding', interaction.options.getBoolean('bidding')),
  };
  const created = await leaguesOf(context).service.create(
    {
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      name: interaction.options.getString('name', true),
      game: {
        choice: found.ref.guildId ? `guild:${found.ref.id}` : found.ref.id,
        title: found.pack.title,
        scenario: scenario.id,
        sides: [
          { id: first.id, name: first.name },
          { id: second.id, name: second.name },
        ],
      },
      organiserRoleId: typeof role === 'string' ? role : null,
      settings,
      createdBy: interaction.user.id,
      lang,
    },
    interaction.id,
  );
  if (created.kind === 'refused') return failPrivately(interaction, leagueErrorText(created.error, lang));
  const league = created.league;
  await answerPublicly(
    interaction,
    t(lang, 'league.created', {
      user: mention(interaction.user.id),
      name: league.name,
      game: league.game.title[lang],
      scenario: scenario.title[lang],
      format: t(lang, `league.formats.${league.settings.format}`),
      days: league.settings.roundDays,
      bidding: league.settings.bidding ? t(lang, 'league.biddingOn') : '',
      organisers: organisersText(league, lang),
    }),
  );
}

function optional<K extends keyof LeagueSettings>(key: K, value: LeagueSettings[K] | null): Partial<LeagueSettings> {
  return value === null ? {} : { [key]: value };
}

/** `/league join [league]`. */
export async function join(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const user = interaction.user;
  const done = await change(interaction, context, stored.league, lang, 'join', (league, now) =>
    joinLeague(league, { userId: user.id, name: user.globalName ?? user.username }, null, now),
  );
  if (!done) return;
  const next = done.value.nextSeason ? ` ${t(lang, 'league.nextSeason')}` : '';
  await answerPublicly(
    interaction,
    t(lang, 'league.joined', { user: mention(user.id), name: done.league.name }) + next,
  );
}

/** `/league add player [league]`: an organiser adds a player. */
export async function add(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const player = interaction.options.getUser('player', true);
  if (player.bot) return failPrivately(interaction, t(lang, 'league.botPlayer'));
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'add',
    (league, now) =>
      joinLeague(league, { userId: player.id, name: player.globalName ?? player.username }, interaction.user.id, now),
    { player: player.id },
  );
  if (!done) return;
  const next = done.value.nextSeason ? ` ${t(lang, 'league.nextSeason')}` : '';
  await answerPublicly(
    interaction,
    t(lang, 'league.added', {
      organiser: mention(interaction.user.id),
      user: mention(player.id),
      name: done.league.name,
    }) + next,
    { users: [player.id] },
  );
}

/** `/league start [league]`: a new season with the roster as it is now. */
export async function start(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const done = await change(interaction, context, stored.league, lang, 'start', startSeason);
  if (!done) return;
  const season = done.value;
  await answerPublicly(
    interaction,
    t(lang, 'league.seasonStarted', {
      season: season.number,
      name: done.league.name,
      count: season.players.length,
      players: season.players.map(mention).join(', '),
      rounds: season.totalRounds,
      format: t(lang, `league.formats.${season.format}`),
    }),
  );
}

/** `/league pair [league]`: pairs the season (a round robin at once, Swiss a round), and sets the deadlines. */
export async function pair(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const done = await change(interaction, context, stored.league, lang, 'pair', pairSeason);
  if (!done) return;
  const rounds = done.value;
  await scheduleDeadlines(
    context,
    done.league,
    rounds.flatMap((r) => r.pairings),
  );
  const season = done.league.seasons.find((s) => s.status === 'active')!;
  const intro = t(lang, 'league.paired', { name: done.league.name, season: season.number });
  const players = rounds.flatMap((r) => r.pairings.flatMap((p) => [p.first, ...(p.second ? [p.second] : [])]));
  await answerPublicly(interaction, roundsText(done.league, rounds, lang, intro), { users: [...new Set(players)] });
}

/** The rounds' pairings under their headings, cut to one message with a pointer to /league schedule. */
export function roundsText(league: League, rounds: readonly Round[], lang: Lang, intro: string): string {
  const lines: string[] = [];
  for (const round of rounds) {
    lines.push(
      t(lang, 'league.roundHeading', { round: round.number, deadline: deadlineText(round.pairings[0]!.deadline) }),
    );
    for (const pairing of round.pairings) lines.push(pairingLine(league, pairing, lang));
  }
  let text = intro;
  for (let i = 0; i < lines.length; i++) {
    const more = `\n${t(lang, 'league.moreLines', { count: lines.length - i })}`;
    if (text.length + lines[i]!.length + 1 + more.length > 2000) return text + more;
    text += `\n${lines[i]}`;
  }
  return text;
}

/** `/league close [league]`: closes the season once every game has its result; the final standings follow. */
export async function close(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const done = await change(interaction, context, stored.league, lang, 'close', closeSeason);
  if (!done) return;
  const season = done.value;
  await answerPublicly(
    interaction,
    `${t(lang, 'league.seasonClosed', { season: season.number, name: done.league.name })}\n${standingsText(done.league, season, lang)}`,
  );
  await leaguesOf(context).standings.request({
    leagueId: done.league.id,
    season: season.number,
    channelId: interaction.channelId,
    lang,
  });
}
