import type { ChatInputCommandInteraction } from 'discord.js';
import { langOf, type Lang } from '../../engine/core/localized.js';
import type { BotContext } from '../../bot/context.js';
import { t } from '../../bot/i18n.js';
import { announceFlags, leaguesOf, organisersText, scheduleDeadlines } from '../../bot/league-flow.js';
import { deadlineText, mention, resultText } from '../../bot/league-text.js';
import { findPairing } from '../../league/league.js';
import {
  adjudicate as adjudicateResult,
  confirmResult,
  disputeResult,
  extendDeadline,
  forfeit as forfeitResult,
  linkGame,
  placeBid,
  reportResult,
  type Claim,
} from '../../league/results.js';
import type { League, Pairing, Result } from '../../league/types.js';
import {
  answerPrivately,
  answerPublicly,
  change,
  failPrivately,
  isOrganiser,
  leagueHere,
  organiserOnly,
  pairingOption,
} from './common.js';

/** `/league link|report|confirm|dispute|adjudicate|forfeit|extend|bid`: how a pairing gets its result. */

const roles = (league: League) => (league.organiserRoleId ? [league.organiserRoleId] : []);
const pairingIn = (league: League, id: string): Pairing => findPairing(league, id)!.pairing;

/** A pairing with its result needs no reminder any more. */
async function settledPairing(context: BotContext, league: League, id: string): Promise<void> {
  await leaguesOf(context)
    .deadlines.cancel(league.id, id)
    .catch((error: unknown) => context.log.warn({ err: error, leagueId: league.id }, 'could not cancel deadline jobs'));
}

/** A pairing just settled: its deadline jobs go, and the thread hears the result (`key` says how it came). */
async function announceSettled(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  league: League,
  id: string,
  result: Result,
  key: 'league.confirmed' | 'league.adjudicated' | 'league.forfeited',
  lang: Lang,
): Promise<void> {
  await settledPairing(context, league, id);
  await answerPublicly(
    interaction,
    t(lang, key, {
      user: mention(interaction.user.id),
      id,
      result: resultText(league, pairingIn(league, id), result, lang),
    }),
  );
}

/**
 * `/league link pairing`: in a game's thread, links the game to its pairing (its players seated on their
 * sides); when the game ends, its result goes to the league.
 */
export async function link(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const loaded = await context.games.load(interaction.channelId);
  if (!loaded) return failPrivately(interaction, t(lang, 'league.noGameHere'));
  const meta = loaded.game.meta;
  if (meta.status === 'over') return failPrivately(interaction, t(lang, 'league.gameOver'));
  const id = pairingOption(interaction);
  const found = findPairing(stored.league, id);
  const organiser = isOrganiser(interaction, stored.league);
  if (
    found &&
    !organiser &&
    found.pairing.first !== interaction.user.id &&
    found.pairing.second !== interaction.user.id
  ) {
    return failPrivately(interaction, t(lang, 'league.errors.not-your-pairing', { pairing: id }));
  }
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'link',
    (league) =>
      linkGame(league, id, {
        channelId: interaction.channelId,
        gameId: meta.id,
        packChoice: meta.pack.guildId ? `guild:${meta.pack.id}` : meta.pack.id,
        seats: meta.seats,
      }),
    { pairing: id, channelId: interaction.channelId, gameId: meta.id },
  );
  if (!done) return;
  const paceMinutes = meta.paceMinutes === 0 ? done.league.settings.paceHours * 60 : meta.paceMinutes;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await context.games.changeMeta(interaction.channelId, {
      by: { userId: interaction.user.id },
      change: (m) => ({ ...m, league: { leagueId: done.league.id, pairingId: id }, paceMinutes }),
      describe: { league: { leagueId: done.league.id, pairingId: id } },
    });
    if (result.kind !== 'stale') break;
  }
  await answerPublicly(interaction, t(lang, 'league.linked', { id, name: done.league.name }));
}

/** `/league report pairing result [how]`: a player reports a game played elsewhere. */
export async function report(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const id = pairingOption(interaction);
  const claim = interaction.options.getString('result', true) as Claim;
  const how = interaction.options.getString('how') === 'resigned' ? 'resigned' : 'played';
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'report',
    (league, now) => reportResult(league, id, interaction.user.id, claim, how, now),
    { pairing: id, claim, how },
  );
  if (!done) return;
  const league = done.league;
  const pairing = pairingIn(league, id);
  switch (done.value) {
    case 'pending': {
      const report = pairing.reports.find((r) => r.by === interaction.user.id)!;
      const opponent = pairing.first === interaction.user.id ? pairing.second! : pairing.first;
      return answerPublicly(
        interaction,
        t(lang, 'league.reported', {
          user: mention(interaction.user.id),
          id,
          result: resultText(league, pairing, report, lang),
          opponent: mention(opponent),
        }),
        { users: [opponent] },
      );
    }
    case 'confirmed':
      await settledPairing(context, league, id);
      return answerPublicly(
        interaction,
        t(lang, 'league.reportConfirmed', { id, result: resultText(league, pairing, pairing.result!, lang) }),
      );
    case 'disputed':
      return answerPublicly(
        interaction,
        t(lang, 'league.reportDisputed', { id, organisers: organisersText(league, lang) }),
        { roles: roles(league) },
      );
  }
}

/** `/league confirm pairing`: the opponent (or an organiser) confirms the reported result. */
export async function confirm(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const id = pairingOption(interaction);
  const organiser = isOrganiser(interaction, stored.league);
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'confirm',
    (league, now) => confirmResult(league, id, interaction.user.id, organiser, now),
    { pairing: id },
  );
  if (!done) return;
  await announceSettled(interaction, context, done.league, id, done.value, 'league.confirmed', lang);
}

/** `/league dispute pairing reason`: the opponent disputes the report; the organisers are called. */
export async function dispute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const id = pairingOption(interaction);
  const reason = interaction.options.getString('reason', true).slice(0, 300);
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'dispute',
    (league, now) => disputeResult(league, id, interaction.user.id, reason, now),
    { pairing: id, reason },
  );
  if (!done) return;
  await answerPublicly(
    interaction,
    t(lang, 'league.disputed', {
      user: mention(interaction.user.id),
      id,
      reason: reason.replace(/[*_`~|>]/g, '\\$&'),
      organisers: organisersText(done.league, lang),
    }),
    { roles: roles(done.league) },
  );
}

/** `/league adjudicate pairing (winner | draw:true)`: an organiser decides. */
export async function adjudicate(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const id = pairingOption(interaction);
  const winner = interaction.options.getUser('winner');
  const draw = interaction.options.getBoolean('draw') ?? false;
  if ((winner === null) === !draw) return failPrivately(interaction, t(lang, 'league.adjudicateOne'));
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'adjudicate',
    (league, now) => adjudicateResult(league, id, interaction.user.id, winner?.id ?? null, now),
    { pairing: id, winner: winner?.id ?? null },
  );
  if (!done) return;
  await announceSettled(interaction, context, done.league, id, done.value, 'league.adjudicated', lang);
}

/** `/league forfeit pairing [player] [timeout]`: a forfeit (no player: both forfeit). */
export async function forfeit(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const id = pairingOption(interaction);
  const loser = interaction.options.getUser('player');
  const timeout = interaction.options.getBoolean('timeout') ?? true;
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'forfeit',
    (league, now) => forfeitResult(league, id, interaction.user.id, loser?.id ?? null, timeout, now),
    { pairing: id, loser: loser?.id ?? null, timeout },
  );
  if (!done) return;
  await announceSettled(interaction, context, done.league, id, done.value.result, 'league.forfeited', lang);
  await announceFlags(interaction.client, done.league, done.value.flagged).catch((error: unknown) =>
    context.log.warn({ err: error }, 'could not announce a flag'),
  );
}

/** `/league extend pairing days`: a later deadline, and the reminders moved with it. */
export async function extend(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored || !(await organiserOnly(interaction, stored.league, lang))) return;
  const id = pairingOption(interaction);
  const days = interaction.options.getInteger('days', true);
  const done = await change(
    interaction,
    context,
    stored.league,
    lang,
    'extend',
    (league, now) => extendDeadline(league, id, days, now),
    { pairing: id, days },
  );
  if (!done) return;
  await scheduleDeadlines(context, done.league, [done.value]);
  await answerPublicly(
    interaction,
    t(lang, 'league.extended', {
      user: mention(interaction.user.id),
      id,
      days,
      deadline: deadlineText(done.value.deadline),
    }),
    { users: [done.value.first, done.value.second!] },
  );
}

/** `/league bid pairing side amount`: a sealed bid; when both are in, they are revealed and settle the sides. */
export async function bid(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const stored = await leagueHere(interaction, context, lang);
  if (!stored) return;
  const id = pairingOption(interaction);
  const side = interaction.options.getString('side', true);
  const amount = interaction.options.getInteger('amount', true);
  // The bid stays out of the log's detail: it is sealed until both are in.
  const done = await change(interaction, context, stored.league, lang, 'bid', (league, now) =>
    placeBid(league, id, interaction.user.id, side, amount, now),
  );
  if (!done) return;
  const league = done.league;
  const sideName = (s: string) => league.game.sides.find((x) => x.id === s)?.name[lang] ?? s;
  if (done.value === 'sealed') {
    return answerPrivately(interaction, t(lang, 'league.bidSealed', { id, amount, side: sideName(side) }));
  }
  const pairing = pairingIn(league, id);
  const bids = Object.entries(pairing.bids ?? {})
    .map(([user, b]) => t(lang, 'league.bidLine', { user: mention(user), amount: b.amount, side: sideName(b.side) }))
    .join('; ');
  const handicap = pairing.handicap
    ? t(lang, 'league.bidHandicap', { amount: pairing.handicap.amount, side: sideName(pairing.handicap.side) })
    : '';
  await answerPublicly(
    interaction,
    t(lang, 'league.bidsSettled', {
      id,
      bids,
      first: mention(pairing.first),
      firstSide: league.game.sides[0].name[lang],
      second: mention(pairing.second!),
      secondSide: league.game.sides[1].name[lang],
      handicap,
    }),
  );
}
