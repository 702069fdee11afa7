import type { Client } from 'discord.js';
import { reminderAt } from '../league/deadlines.js';
import { findPairing } from '../league/league.js';
import { gameEnded, markOverdue } from '../league/results.js';
import type { Flag, League, Pairing } from '../league/types.js';
import type { StoredGame } from '../store/types.js';
import type { BotContext, LeagueContext } from './context.js';
import { t, type Lang } from './i18n.js';
import type { DeadlineJob } from './league-reminders.js';
import { deadlineText, mention, resultText } from './league-text.js';
import { Poster } from './poster.js';

/**
 * What a league does on its own, outside a command: a linked game's result when the game ends, the reminders
 * and deadlines of pairings, and flagging players who keep letting games run out. Its messages go to the
 * league's channel, in the language of the guild's league (the creator's).
 */

/** The context's leagues; a context without them is a setup bug, not a player's mistake. */
export function leaguesOf(context: BotContext): LeagueContext {
  if (!context.leagues) throw new Error('this bot context has no leagues');
  return context.leagues;
}

/** The league's public messages are in the language its organiser created it in; English by default. */
export function leagueLang(league: League): Lang {
  return league.lang ?? 'en';
}

export function organisersText(league: League, lang: Lang): string {
  return league.organiserRoleId ? `<@&${league.organiserRoleId}>` : t(lang, 'league.organisersManage');
}

async function announce(
  client: Client,
  league: League,
  content: string,
  mentions: { users?: string[]; roles?: string[] } = {},
): Promise<void> {
  await new Poster(client).send(league.channelId, {
    content: content.slice(0, 2000),
    allowed_mentions: { users: mentions.users ?? [], roles: mentions.roles ?? [] },
  });
}

/** Schedules the reminder and deadline jobs of pairings still waiting for a result. */
export async function scheduleDeadlines(
  context: BotContext,
  league: League,
  pairings: readonly Pairing[],
): Promise<void> {
  const now = context.clock();
  for (const pairing of pairings) {
    if (pairing.second === null || pairing.result) continue;
    await leaguesOf(context).deadlines.schedule(
      league.id,
      pairing.id,
      pairing.deadline,
      reminderAt(pairing.deadline, league.settings.remindHours, now),
    );
  }
}

/** Tells the organisers about players who reached the timeout flag. */
export async function announceFlags(client: Client, league: League, flags: readonly Flag[]): Promise<void> {
  const lang = leagueLang(league);
  for (const flag of flags) {
    await announce(
      client,
      league,
      t(lang, 'league.flagged', {
        user: mention(flag.userId),
        count: flag.timeouts,
        name: league.name,
        organisers: organisersText(league, lang),
      }),
      { roles: league.organiserRoleId ? [league.organiserRoleId] : [] },
    );
  }
}

/** The game-end listener: a linked game's result goes to its pairing, and the league hears of it. */
export async function reportGameEnd(context: BotContext, client: Client, game: StoredGame): Promise<void> {
  const link = game.meta.league;
  if (!link) return;
  const ended = game.meta.ended;
  const reason = ended?.reason ?? '';
  const change = await leaguesOf(context).service.change(link.leagueId, {
    by: null,
    op: 'game-ended',
    detail: { pairing: link.pairingId, gameId: game.meta.id, winner: ended?.winner ?? null, reason },
    apply: (league, now) =>
      gameEnded(
        league,
        link.pairingId,
        game.meta.id,
        { ...(ended?.winner ? { winner: ended.winner } : {}), resigned: /resign/i.test(reason) },
        now,
      ),
  });
  if (change.kind !== 'applied' || !change.value) return;
  const league = change.league;
  const pairing = findPairing(league, link.pairingId)!.pairing;
  await leaguesOf(context).deadlines.cancel(league.id, pairing.id);
  const lang = leagueLang(league);
  await announce(
    client,
    league,
    t(lang, 'league.gameResult', {
      name: league.name,
      id: pairing.id,
      result: resultText(league, pairing, change.value, lang),
      thread: `<#${game.meta.channelId}>`,
    }),
  );
}

/**
 * A pairing's reminder or deadline fired. Nothing happens when the pairing has its result or a new deadline.
 * At the deadline, a linked game still in progress charges a timeout to the players it was waiting for.
 */
export async function fireDeadline(context: BotContext, client: Client, job: DeadlineJob): Promise<void> {
  const stored = await leaguesOf(context).service.load(job.leagueId);
  const found = stored && findPairing(stored.league, job.pairingId);
  if (!stored || !found) return;
  const { pairing } = found;
  if (pairing.result || pairing.second === null || pairing.deadline !== job.deadline) return;
  const league = stored.league;
  const lang = leagueLang(league);
  if (job.kind === 'remind') {
    const players = [pairing.first, pairing.second];
    await announce(
      client,
      league,
      t(lang, 'league.reminder', {
        players: players.map(mention).join(' '),
        id: pairing.id,
        name: league.name,
        deadline: deadlineText(pairing.deadline),
      }),
      { users: players },
    );
    return;
  }
  const waitingFor = await waitingPlayers(context, pairing);
  const change = await leaguesOf(context).service.change(league.id, {
    by: null,
    op: 'overdue',
    detail: { pairing: pairing.id, deadline: job.deadline, waitingFor },
    apply: (current, now) => markOverdue(current, pairing.id, job.deadline, waitingFor, now),
  });
  if (change.kind !== 'applied' || !change.value) return;
  const waiting =
    waitingFor.length > 0 ? ` ${t(lang, 'league.waitingFor', { users: waitingFor.map(mention).join(' ') })}` : '';
  await announce(
    client,
    change.league,
    t(lang, 'league.deadlinePassed', { id: pairing.id, name: league.name, organisers: organisersText(league, lang) }) +
      waiting,
    { roles: league.organiserRoleId ? [league.organiserRoleId] : [] },
  );
  await announceFlags(client, change.league, change.value.flagged);
}

/** The players a linked game in progress is waiting for (the sides to play); none without a linked game. */
async function waitingPlayers(context: BotContext, pairing: Pairing): Promise<string[]> {
  if (!pairing.game) return [];
  const loaded = await context.games.load(pairing.game.channelId).catch(() => undefined);
  if (!loaded || loaded.game.meta.id !== pairing.game.gameId || loaded.game.meta.status === 'over') return [];
  const active = loaded.module.view(loaded.game.state, 'observer').status.active;
  const users = loaded.game.meta.seats.filter((s) => active.includes(s.side) && s.userId).map((s) => s.userId!);
  return [...new Set(users)].filter((u) => u === pairing.first || u === pairing.second);
}
