import { type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { AnyGameModule } from '../../engine/core/game.js';
import type { Lang } from '../../engine/core/localized.js';
import type { Pack } from '../../engine/core/pack.js';
import type { Actor, ChangeResult } from '../../store/games.js';
import type { StoredGame } from '../../store/types.js';
import type { BotContext } from '../../bot/context.js';
import {
  actingSide,
  afterChange,
  entryText,
  isReferee,
  refusalText,
  seatsOf,
  sideName,
  type GameInteraction,
} from '../../bot/game-flow.js';
import { t } from '../../bot/i18n.js';
import { clip } from '../builders.js';
import { answerPrivately } from '../../bot/private-answer.js';
import { markRefused } from '../../ops/interaction-scope.js';

export interface Loaded {
  readonly game: StoredGame;
  readonly module: AnyGameModule;
  readonly pack: Pack;
}

/** A refusal is private, however the answer was expected (after a public deferral, the placeholder goes first). */
export async function failPrivately(interaction: GameInteraction, content: string): Promise<void> {
  markRefused();
  await answerPrivately(interaction, content);
}

/** The channel's game, or a private answer that there is none (and how to start one). */
export async function gameHere(
  interaction: GameInteraction,
  context: BotContext,
  lang: Lang,
): Promise<Loaded | undefined> {
  const loaded = interaction.channelId ? await context.games.load(interaction.channelId) : undefined;
  if (!loaded) await failPrivately(interaction, t(lang, 'game.noGame'));
  return loaded;
}

/** Who acts, for which side; or a private answer saying why the user cannot. */
export async function actorHere(
  interaction: GameInteraction,
  context: BotContext,
  loaded: Loaded,
  lang: Lang,
  asked?: string | null,
): Promise<Actor | undefined> {
  const referee = isReferee(interaction, context.refereeRole);
  const side = actingSide(loaded.game, loaded.module, interaction.user.id, referee, asked);
  if (!side) {
    const mine = seatsOf(loaded.game.meta, interaction.user.id);
    await failPrivately(
      interaction,
      asked && mine.length > 0 ? t(lang, 'game.notThatSide', { side: clip(asked, 40) }) : t(lang, 'game.spectator'),
    );
    return undefined;
  }
  const seated = loaded.game.meta.seats.some((s) => s.side === side && s.userId === interaction.user.id);
  return { userId: interaction.user.id, side, lang, ...(seated ? {} : { referee: true }) };
}

/** The channel's game and who acts in it for the `side` option (or their seat); a private answer when either fails. */
export async function gameAndActor(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  lang: Lang,
): Promise<{ loaded: Loaded; actor: Actor } | undefined> {
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return undefined;
  const actor = await actorHere(interaction, context, loaded, lang, interaction.options.getString('side'));
  return actor ? { loaded, actor } : undefined;
}

/**
 * Reports a change: applied, a public message in the thread with what happened and its dice, then the picture,
 * status, ping and reminder; refused, a private message that says why and what is legal instead.
 */
export async function report(
  interaction: ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction,
  context: BotContext,
  previous: StoredGame,
  result: ChangeResult,
  lang: Lang,
  options: { actor?: Actor; publicVia?: 'reply' | 'followup'; text?: (lang: Lang) => string } = {},
): Promise<boolean> {
  if (result.kind !== 'applied') {
    const loaded = await context.games.load(previous.meta.channelId);
    await failPrivately(interaction, refusalText(result, lang, loaded?.module, options.actor?.side));
    return false;
  }
  const { module, pack, entry, game } = result;
  const side = entry.by?.side ? sideName(module, pack, entry.by.side, lang) : '';
  const dice = entry.dice.length > 0 ? `\n🎲 ${entry.dice.map((d) => d.value).join(', ')}` : '';
  const content =
    options.text?.(lang) ??
    `▶️ <@${interaction.user.id}>${side ? ` (${side})` : ''} · v${game.version}\n${entryText(module, entry, lang)}${dice}`;
  const message = { content: content.slice(0, 2000), allowedMentions: { parse: [] as [] } };
  try {
    if (options.publicVia === 'followup') await interaction.followUp(message);
    else await interaction.editReply(message);
  } finally {
    // The change is committed: its picture, status and reminder follow even when its answer could not be sent.
    const via = {
      applicationId: interaction.applicationId,
      token: interaction.token,
      channelId: interaction.channelId ?? '',
      at: interaction.createdTimestamp,
    };
    await afterChange(context, interaction.client, previous, result, via).catch((error: unknown) =>
      context.log.warn({ err: error }, 'after-change steps failed'),
    );
  }
  return true;
}
