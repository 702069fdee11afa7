import {
  ChannelType,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { optionLabels, readOptions } from '../../engine/core/game-options.js';
import { langOf } from '../../engine/core/localized.js';
import { moduleFor } from '../../engine/modules.js';
import type { BotContext } from '../../bot/context.js';
import { announceStart, pinnedStatus } from '../../bot/game-flow.js';
import { t } from '../../bot/i18n.js';
import { Poster } from '../../bot/poster.js';
import { INVITE_PERMISSIONS, missingPermissions } from '../../bot/permissions.js';
import { answerPrivately } from '../../bot/private-answer.js';
import { clip } from '../builders.js';
import { failPrivately } from './common.js';

/**
 * `/game new`: a game in a thread of its own (or in the thread it is asked in), its opening picture, the dice
 * commitment, and a pinned status message edited in place as the game goes.
 */
export async function newGame(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  if (!interaction.inGuild() || !interaction.channel) {
    await interaction.reply({ content: t(lang, 'game.new.guildOnly'), flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.deferReply();
  const choice = interaction.options.getString('game', true);
  const found = await context.packs.resolveChoice(interaction.guildId, choice);
  if (!found) return failPrivately(interaction, t(lang, 'game.new.unknownGame', { game: clip(choice, 40) }));
  const { pack, ref } = found;
  const module = moduleFor(pack);
  const scenarios = module.scenarios(pack);
  const scenarioId = interaction.options.getString('scenario', true);
  const scenario = scenarios.find((s) => s.id === scenarioId);
  if (!scenario) {
    return failPrivately(
      interaction,
      t(lang, 'game.new.unknownScenario', {
        scenario: clip(scenarioId, 40),
        list: scenarios.map((s) => s.id).join(', '),
      }),
    );
  }
  const sideId = interaction.options.getString('side') ?? scenario.sides[0]!.id;
  if (!scenario.sides.some((s) => s.id === sideId)) {
    return failPrivately(
      interaction,
      t(lang, 'game.new.unknownSide', { side: clip(sideId, 40), list: scenario.sides.map((s) => s.id).join(', ') }),
    );
  }
  const chosen = readOptions(module, interaction.options.getString('options'));
  if (!chosen.ok) {
    return failPrivately(
      interaction,
      t(lang, 'game.new.unknownOption', {
        option: clip(chosen.unknown.join(', '), 60),
        list:
          chosen.known.length > 0
            ? t(lang, 'game.new.optionList', {
                list: chosen.known.map((o) => `\`${o.id}\` (${o.label[lang]})`).join(', '),
              })
            : t(lang, 'game.new.noOptions'),
      }),
    );
  }
  const opponent = interaction.options.getUser('opponent');
  if (opponent?.bot) return failPrivately(interaction, t(lang, 'game.new.botOpponent'));
  const paceHours = interaction.options.getInteger('pace') ?? 0;
  const seats: Record<string, string | null> = { [sideId]: interaction.user.id };
  const otherSide = scenario.sides.find((s) => s.id !== sideId);
  if (opponent && otherSide) seats[otherSide.id] = opponent.id;

  // What the bot may do here comes with the interaction: a game it cannot run is refused now, with what to grant.
  const missing = missingPermissions(
    interaction.appPermissions?.bitfield ?? INVITE_PERMISSIONS,
    lang,
    interaction.channel?.isThread() ?? false,
  );
  if (missing.critical.length > 0)
    return failPrivately(interaction, t(lang, 'game.new.missingPermissions', { list: missing.critical.join(', ') }));

  const poster = new Poster(interaction.client, context.messageBudget);
  const channel = interaction.channel;
  let threadId: string;
  if (channel.isThread()) {
    threadId = channel.id;
  } else if (channel.type === ChannelType.GuildText) {
    const name = clip(`${pack.title[lang]} · ${scenario.title[lang]}`, 100);
    const thread = (await interaction.client.rest.post(Routes.threads(channel.id), {
      body: { name, type: ChannelType.PublicThread, auto_archive_duration: 10080 },
    })) as { id: string };
    threadId = thread.id;
  } else {
    return failPrivately(interaction, t(lang, 'game.new.wrongChannel'));
  }

  // A finished game leaves the thread to its archive; one in progress keeps it (refused before anything is posted).
  const existing = await context.games.load(threadId);
  if (existing && existing.game.meta.status !== 'over') return failPrivately(interaction, t(lang, 'game.new.exists'));
  if (existing) await context.games.archive(threadId);

  // The pinned status comes first, so that the game records it from its set-up: version 0 is the set-up everywhere.
  const status = await poster.send(threadId, {
    content: t(lang, 'game.new.preparing'),
    allowed_mentions: { parse: [] },
  });
  if ((missing.bits & PermissionFlagsBits.PinMessages) === 0n)
    await poster
      .pin(threadId, status.id)
      .catch((error: unknown) => context.log.warn({ err: error }, 'could not pin the status message'));
  const created = await context.games.create({
    channelId: threadId,
    guildId: interaction.guildId,
    pack,
    packRef: ref,
    scenario: scenario.id,
    options: chosen.options,
    createdBy: interaction.user.id,
    seats,
    paceMinutes: paceHours * 60,
    iid: interaction.id,
    statusMessageId: status.id,
    lang,
  });
  if (created.kind !== 'created') {
    await interaction.client.rest.delete(Routes.channelMessage(threadId, status.id)).catch(() => undefined);
    return failPrivately(
      interaction,
      created.kind === 'exists' ? t(lang, 'game.new.exists') : created.error.message[lang],
    );
  }
  const current = created.game;
  await poster
    .edit(threadId, status.id, { content: pinnedStatus(current, module, pack), allowed_mentions: { parse: [] } })
    .catch((error: unknown) => context.log.warn({ err: error }, 'could not write the status message'));
  // The thread's second and last message of the creation: the set-up picture, mentioning whoever moves first.
  await announceStart(context, current).catch((error: unknown) =>
    context.log.warn({ err: error }, 'after-create steps failed'),
  );
  const labels = optionLabels(module, chosen.options, lang);
  await interaction.editReply({
    content: t(lang, 'game.new.created', {
      thread: `<#${threadId}>`,
      game: pack.title[lang],
      scenario: labels.length > 0 ? `${scenario.title[lang]} (${labels.join(', ')})` : scenario.title[lang],
    }),
    allowedMentions: { parse: [] },
  });
  // Told once, to the person who started the game, at the moment it matters.
  if (missing.other.length > 0)
    await answerPrivately(interaction, t(lang, 'game.new.lessPermissions', { list: missing.other.join(', ') }));
}

/** Autocomplete for `/game new`: the games (packs) of this guild, their scenarios, the scenario's sides. */
export async function newGameAutocomplete(interaction: AutocompleteInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const focused = interaction.options.getFocused(true);
  const typed = String(focused.value).toLowerCase();
  const available = await context.packs.available(interaction.guildId);
  if (focused.name === 'game') {
    const choices = available
      .map((a) => ({
        name: clip(`${a.pack.title[lang]}${a.builtIn ? '' : ` · ${t(lang, 'game.new.clubPack')}`}`, 100),
        value: a.builtIn ? a.ref.id : `guild:${a.ref.id}`,
      }))
      .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed));
    await interaction.respond(choices.slice(0, 25));
    return;
  }
  const found = await context.packs.resolveChoice(interaction.guildId, interaction.options.getString('game') ?? '');
  if (!found) {
    await interaction.respond([]);
    return;
  }
  const module = moduleFor(found.pack);
  if (focused.name === 'options') {
    // Each option once, appended to what is typed before the last comma.
    const cut = String(focused.value).lastIndexOf(',');
    const before = cut >= 0 ? String(focused.value).slice(0, cut + 1) : '';
    const last = typed.slice(cut + 1).trim();
    const taken = before.toLowerCase().split(/[\s,;]+/);
    await interaction.respond(
      (module.options?.() ?? [])
        .filter((o) => !taken.includes(o.id))
        .filter((o) => o.id.includes(last) || o.label[lang].toLowerCase().includes(last))
        .map((o) => ({ name: clip(`${o.id} · ${o.label[lang]}`, 100), value: clip(`${before}${o.id}`, 100) }))
        .slice(0, 25),
    );
    return;
  }
  const scenarios = module.scenarios(found.pack);
  if (focused.name === 'scenario') {
    await interaction.respond(
      scenarios
        .map((s) => ({ name: clip(s.title[lang], 100), value: s.id }))
        .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
        .slice(0, 25),
    );
    return;
  }
  const scenario = scenarios.find((s) => s.id === interaction.options.getString('scenario')) ?? scenarios[0];
  await interaction.respond(
    (scenario?.sides ?? [])
      .map((s) => ({ name: clip(s.name[lang], 100), value: s.id }))
      .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
      .slice(0, 25),
  );
}
