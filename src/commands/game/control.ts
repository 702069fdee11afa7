import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { langOf } from '../../engine/core/localized.js';
import type { BotContext } from '../../bot/context.js';
import { isReferee, seatsOf, seedWords, shortId, sideName } from '../../bot/game-flow.js';
import { t } from '../../bot/i18n.js';
import { failPrivately, gameAndActor, gameHere, report } from './common.js';

/** `/game undo [side]`: takes back the user's own last action while nothing since rolled, revealed or passed the turn. */
export async function undo(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const found = await gameAndActor(interaction, context, lang);
  if (!found) return;
  const { loaded, actor } = found;
  await interaction.deferReply();
  const result = await context.games.undo(interaction.channelId, { actor, iid: interaction.id });
  await report(interaction, context, loaded.game, result, lang, { actor });
}

/** `/game rollback to:<version>`: proposes going back; the other side accepts or refuses with buttons. */
export async function rollback(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const found = await gameAndActor(interaction, context, lang);
  if (!found) return;
  const { loaded, actor } = found;
  const to = interaction.options.getInteger('to', true);
  await interaction.deferReply();
  const result = await context.games.proposeRollback(interaction.channelId, { actor, to, iid: interaction.id });
  if (result.kind !== 'applied' || actor.referee) {
    await report(interaction, context, loaded.game, result, lang, {
      actor,
      text: (l) => t(l, 'game.rollbackDone', { referee: `<@${interaction.user.id}>`, to }),
    });
    return;
  }
  const proposal = result.proposal!;
  const others = result.game.meta.seats.filter((s) => s.side !== actor.side && s.userId).map((s) => s.userId!);
  const id = shortId(result.game.meta);
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(`g:r:${id}:${proposal.id}:y`)
      .setStyle(ButtonStyle.Success)
      .setLabel(t(lang, 'game.rollbackAccept')),
    new ButtonBuilder()
      .setCustomId(`g:r:${id}:${proposal.id}:n`)
      .setStyle(ButtonStyle.Danger)
      .setLabel(t(lang, 'game.rollbackRefuse')),
  );
  await interaction.editReply({
    content: t(lang, 'game.rollbackProposed', {
      user: `<@${interaction.user.id}>`,
      side: sideName(loaded.module, loaded.pack, actor.side, lang),
      to,
      others: others.map((u) => `<@${u}>`).join(' ') || t(lang, 'game.rollbackAnyone'),
    }),
    components: [buttons],
    allowedMentions: { users: others },
  });
}

/** The Accept / Refuse buttons of a rollback proposal. */
export async function answerRollback(
  interaction: ButtonInteraction,
  context: BotContext,
  gameId: string,
  proposalId: string,
  accept: boolean,
): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  if (shortId(loaded.game.meta) !== gameId) return failPrivately(interaction, t(lang, 'game.otherGame'));
  const proposal = loaded.game.meta.proposal;
  if (!proposal || proposal.id !== proposalId) return failPrivately(interaction, t(lang, 'game.rollbackGone'));
  const referee = isReferee(interaction, context.refereeRole);
  const mine = seatsOf(loaded.game.meta, interaction.user.id).filter((s) => s !== proposal.bySide);
  if (mine.length === 0 && !referee) return failPrivately(interaction, t(lang, 'game.rollbackNotYours'));
  const side = mine[0] ?? loaded.game.meta.seats.find((s) => s.side !== proposal.bySide)?.side ?? proposal.bySide;
  await interaction.deferUpdate();
  const actor = { userId: interaction.user.id, side, ...(mine.length === 0 ? { referee: true } : {}) };
  const result = await context.games.answerRollback(interaction.channelId, {
    actor,
    proposalId,
    accept,
    iid: interaction.id,
  });
  // The proposal's message is updated (in the click's callback when quick); the report follows even if that failed.
  let failure: unknown;
  if (result.kind === 'applied') {
    await interaction
      .editReply({
        content: t(lang, accept ? 'game.rollbackAccepted' : 'game.rollbackRefused', {
          user: `<@${interaction.user.id}>`,
          to: proposal.to,
        }),
        components: [],
        allowedMentions: { parse: [] },
      })
      .catch((error: unknown) => {
        failure = error;
      });
  }
  await report(interaction, context, loaded.game, result, lang, {
    actor,
    publicVia: 'followup',
    text: (l) =>
      t(l, accept ? 'game.rollbackAccepted' : 'game.rollbackRefused', {
        user: `<@${interaction.user.id}>`,
        to: proposal.to,
      }),
  });
  if (failure !== undefined) throw failure;
}

/** `/game resign [side]`: the side gives up; the other side wins. */
export async function resign(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const found = await gameAndActor(interaction, context, lang);
  if (!found) return;
  const { loaded, actor } = found;
  await interaction.deferReply();
  const resignation = { type: 'resign' };
  if (loaded.module.action.safeParse(resignation).success) {
    const result = await context.games.act(interaction.channelId, { actor, action: resignation, iid: interaction.id });
    await report(interaction, context, loaded.game, result, lang, { actor });
    return;
  }
  const winner = loaded.game.meta.seats.find((s) => s.side !== actor.side)?.side;
  const result = await context.games.changeMeta(interaction.channelId, {
    by: { userId: actor.userId, side: actor.side },
    change: (meta) => ({
      ...meta,
      status: 'over',
      ended: { at: context.clock(), reason: 'resigned', ...(winner ? { winner } : {}) },
    }),
    describe: { resigned: actor.side },
    events: [{ kind: 'resign', side: actor.side }],
    iid: interaction.id,
  });
  await report(interaction, context, loaded.game, result, lang, { actor });
}

/**
 * `/game end [reason]`: a referee ends the game at once; otherwise it ends when every seated player has asked
 * (the first request is recorded and announced).
 */
export async function end(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const referee = isReferee(interaction, context.refereeRole);
  const mine = seatsOf(loaded.game.meta, interaction.user.id);
  if (!referee && mine.length === 0) return failPrivately(interaction, t(lang, 'game.endNotYours'));
  if (loaded.game.meta.status === 'over') return failPrivately(interaction, t(lang, 'game.alreadyOver'));
  const reason = interaction.options.getString('reason')?.slice(0, 200) ?? '';
  await interaction.deferReply();
  const players = [...new Set(loaded.game.meta.seats.map((s) => s.userId).filter((u): u is string => u !== null))];
  const asked = [...new Set([...(loaded.game.meta.endRequests ?? []), interaction.user.id])];
  const ends = referee || players.every((p) => asked.includes(p));
  const result = await context.games.changeMeta(interaction.channelId, {
    by: { userId: interaction.user.id, ...(referee && mine.length === 0 ? { referee: true } : {}) },
    change: (meta) =>
      ends
        ? {
            ...meta,
            status: 'over',
            endRequests: [],
            ended: { at: context.clock(), reason: reason || (referee ? 'ended by a referee' : 'ended by agreement') },
          }
        : { ...meta, endRequests: asked },
    describe: ends ? { ended: reason || true } : { endRequest: interaction.user.id },
    events: [{ kind: ends ? 'ended' : 'end-requested', user: interaction.user.id }],
    iid: interaction.id,
  });
  const waiting = players.filter((p) => !asked.includes(p));
  await report(interaction, context, loaded.game, result, lang, {
    text: (l) =>
      ends
        ? t(l, 'game.ended', {
            user: `<@${interaction.user.id}>`,
            ...(result.kind === 'applied' ? seedWords(result.game) : { seed: '', check: '' }),
          })
        : t(l, 'game.endRequested', {
            user: `<@${interaction.user.id}>`,
            waiting: waiting.map((u) => `<@${u}>`).join(' '),
          }),
  });
}

/** `/game note text:<text> [secret]`: a note in the log, or a secret one only the user's side reads until the end. */
export async function note(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const found = await gameAndActor(interaction, context, lang);
  if (!found) return;
  const { loaded, actor } = found;
  const secret = interaction.options.getBoolean('secret') ?? false;
  const action = { type: 'note', text: interaction.options.getString('text', true), secret };
  if (!loaded.module.action.safeParse(action).success) return failPrivately(interaction, t(lang, 'game.noNotes'));
  // A secret note's text must never reach a public message: its answer (and any deferral) is private.
  await interaction.deferReply(secret ? { flags: MessageFlags.Ephemeral } : {});
  const result = await context.games.act(interaction.channelId, { actor, action, iid: interaction.id });
  await report(interaction, context, loaded.game, result, lang, {
    actor,
    ...(secret ? { text: (l) => t(l, 'game.noteSecretSaved') } : {}),
  });
}
