import {
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
} from 'discord.js';
import type { Lang } from '../../engine/core/localized.js';
import { answerOf } from '../../bot/answer.js';
import type { BotContext } from '../../bot/context.js';
import { t } from '../../bot/i18n.js';
import { leaguesOf } from '../../bot/league-flow.js';
import { leagueErrorText } from '../../bot/league-text.js';
import { nameOf } from '../../league/league.js';
import type { League, LeagueResult, Pairing } from '../../league/types.js';
import type { StoredLeague } from '../../store/league-types.js';
import type { LeagueChange } from '../../store/leagues.js';
import { clip } from '../builders.js';

/**
 * What every `/league` subcommand shares: finding the league meant, telling organisers from players, running a
 * change and answering once — publicly when something happened, privately (and having changed nothing) when the
 * user made a mistake, with what to do instead.
 */

/**
 * Every /league answer is expected public (the router defers it so when it takes longer than the answer budget).
 * A public answer goes in the callback or fills the placeholder; a private one goes in the callback, or removes a
 * public placeholder and follows up for the user alone.
 */
async function answer(
  interaction: ChatInputCommandInteraction,
  message: InteractionReplyOptions,
  ephemeral: boolean,
): Promise<void> {
  const wrapped = answerOf(interaction);
  if (wrapped) {
    await wrapped.send(message, ephemeral);
    return;
  }
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({
      ...message,
      ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    } as InteractionReplyOptions);
    return;
  }
  if (!ephemeral) {
    await interaction.editReply(message as InteractionEditReplyOptions);
    return;
  }
  if (interaction.deferred && !interaction.ephemeral) await interaction.deleteReply().catch(() => undefined);
  await interaction.followUp({ ...message, flags: MessageFlags.Ephemeral } as InteractionReplyOptions);
}

/** A private answer that says why nothing happened. */
export async function failPrivately(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  await answer(interaction, { content: clip(content, 2000), allowedMentions: { parse: [] } }, true);
}

/** A public answer; `users` and `roles` are the only mentions that notify. */
export async function answerPublicly(
  interaction: ChatInputCommandInteraction,
  content: string,
  mentions: { users?: string[]; roles?: string[] } = {},
): Promise<void> {
  await answer(
    interaction,
    { content: clip(content, 2000), allowedMentions: { users: mentions.users ?? [], roles: mentions.roles ?? [] } },
    false,
  );
}

export async function answerPrivately(
  interaction: ChatInputCommandInteraction,
  content: string,
  files?: InteractionReplyOptions['files'],
): Promise<void> {
  await answer(
    interaction,
    { content: clip(content, 2000), allowedMentions: { parse: [] }, ...(files ? { files } : {}) },
    true,
  );
}

/** The guild's league named by the `league` option, or its only league; a private answer when that fails. */
export async function leagueHere(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  lang: Lang,
): Promise<StoredLeague | undefined> {
  if (!interaction.inGuild()) {
    await failPrivately(interaction, t(lang, 'league.guildOnly'));
    return undefined;
  }
  const found = await findLeague(context, interaction.guildId, interaction.options.getString('league'));
  if (found.kind === 'found') return found.league;
  const list = found.names.join(', ');
  const content =
    found.kind === 'none'
      ? t(lang, 'league.noLeagues')
      : found.kind === 'ambiguous'
        ? t(lang, 'league.whichLeague', { list })
        : t(lang, 'league.unknownLeague', { name: clip(found.asked, 40), list });
  await failPrivately(interaction, content);
  return undefined;
}

type Found =
  | { kind: 'found'; league: StoredLeague }
  | { kind: 'none'; names: string[] }
  | { kind: 'ambiguous'; names: string[] }
  | { kind: 'unknown'; names: string[]; asked: string };

async function findLeague(context: BotContext, guildId: string, asked: string | null): Promise<Found> {
  const all = await leaguesOf(context).service.list(guildId);
  const names = all.map((l) => l.name);
  if (asked) {
    const league = await leaguesOf(context).service.find(guildId, asked);
    return league ? { kind: 'found', league } : { kind: 'unknown', names, asked };
  }
  if (all.length === 0) return { kind: 'none', names };
  if (all.length > 1) return { kind: 'ambiguous', names };
  const league = await leaguesOf(context).service.load(all[0]!.id);
  return league ? { kind: 'found', league } : { kind: 'none', names };
}

function hasRole(interaction: Interaction, roleId: string): boolean {
  const roles = interaction.member?.roles;
  if (!roles) return false;
  return Array.isArray(roles) ? roles.includes(roleId) : roles.cache.has(roleId);
}

/** Organisers: the league's organiser role, or Manage Server. */
export function isOrganiser(interaction: Interaction, league: League): boolean {
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  return league.organiserRoleId !== null && hasRole(interaction, league.organiserRoleId);
}

/** Refuses privately unless the user organises the league. */
export async function organiserOnly(interaction: ChatInputCommandInteraction, league: League, lang: Lang) {
  if (isOrganiser(interaction, league)) return true;
  await failPrivately(interaction, t(lang, 'league.notOrganiser', { name: league.name }));
  return false;
}

/**
 * Runs a league change; a refusal is answered privately in words that say what to do, and undefined comes back.
 * `unchanged` counts as done (nothing was needed).
 */
export async function change<T>(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  league: League,
  lang: Lang,
  op: string,
  apply: (league: League, now: number) => LeagueResult<T>,
  detail: Record<string, unknown> = {},
): Promise<{ league: League; value: T } | undefined> {
  const result: LeagueChange<T> = await leaguesOf(context).service.change(league.id, {
    by: interaction.user.id,
    op,
    detail,
    iid: interaction.id,
    apply,
  });
  switch (result.kind) {
    case 'applied':
    case 'unchanged':
      return { league: result.league, value: result.value };
    case 'refused':
      await failPrivately(interaction, leagueErrorText(result.error, lang));
      return undefined;
    case 'duplicate':
      return undefined;
    case 'no-league':
      await failPrivately(interaction, t(lang, 'league.noLeagues'));
      return undefined;
  }
}

/** The `pairing` option, trimmed. */
export function pairingOption(interaction: ChatInputCommandInteraction): string {
  return interaction.options.getString('pairing', true).trim();
}

/** The name players read for a pairing in a list: `1.2.3 · Alice (Blue) – Bruno (Red)`. */
export function pairingChoice(league: League, pairing: Pairing, lang: Lang): string {
  const [a, b] = league.game.sides;
  if (pairing.second === null) return `${pairing.id} · ${nameOf(league, pairing.first)} · bye`;
  const result = pairing.result ? ' ✓' : '';
  return clip(
    `${pairing.id} · ${nameOf(league, pairing.first)} (${a.name[lang]}) – ${nameOf(league, pairing.second)} (${b.name[lang]})${result}`,
    100,
  );
}

/** Autocomplete of the `league` option and of `pairing` (the user's own open pairings; organisers see all). */
export async function leagueAutocomplete(interaction: AutocompleteInteraction, context: BotContext): Promise<void> {
  if (!interaction.inGuild()) return interaction.respond([]);
  const focused = interaction.options.getFocused(true);
  const typed = String(focused.value).toLowerCase();
  const lang: Lang = interaction.locale.startsWith('it') ? 'it' : 'en';
  if (focused.name === 'league') {
    const all = await leaguesOf(context).service.list(interaction.guildId);
    return interaction.respond(
      all
        .filter((l) => l.name.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((l) => ({ name: clip(l.name, 100), value: l.name })),
    );
  }
  const found = await findLeague(context, interaction.guildId, interaction.options.getString('league'));
  if (found.kind !== 'found') return interaction.respond([]);
  const league = found.league.league;
  if (focused.name === 'side') {
    return interaction.respond(league.game.sides.map((s) => ({ name: s.name[lang], value: s.id })));
  }
  if (focused.name !== 'pairing') return interaction.respond([]);
  const sub = interaction.options.getSubcommand();
  const organiser = isOrganiser(interaction, league);
  const everything = sub === 'adjudicate' || sub === 'forfeit';
  const pairings = league.seasons
    .flatMap((s) => s.rounds.flatMap((r) => r.pairings))
    .filter((p) => p.second !== null)
    .filter((p) => everything || !p.result)
    .filter((p) => organiser || p.first === interaction.user.id || p.second === interaction.user.id)
    .sort((a, b) => Number(a.result !== undefined) - Number(b.result !== undefined) || a.deadline - b.deadline);
  await interaction.respond(
    pairings
      .map((p) => ({ name: pairingChoice(league, p, lang), value: p.id }))
      .filter((c) => c.name.toLowerCase().includes(typed))
      .slice(0, 25),
  );
}
