import {
  MessageFlags,
  SlashCommandBuilder,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { langOf, type Lang } from '../engine/core/localized.js';
import type { BotContext } from '../bot/context.js';
import { isReferee, seatsOf, shortId, sideName } from '../bot/game-flow.js';
import { both, t } from '../bot/i18n.js';
import { menuItem, menuMessage } from '../bot/menus.js';
import type { StoredGame } from '../store/types.js';
import { named, str } from './builders.js';
import { answerRollback } from './game/control.js';
import { actorHere, failPrivately, gameHere, report, type Loaded } from './game/common.js';
import type { Command, ComponentHandler } from './types.js';

/** `/play [side]`: the caller's prompt as buttons and select menus (private), built from the game's legal actions. */
export const play: Command = {
  answer: 'private',
  data: named(new SlashCommandBuilder(), 'play', 'gioca', both('play.description'))
    .addStringOption(str('side', 'parte', both('play.optionSide'), (o) => o.setAutocomplete(true)))
    .toJSON(),
  async execute(interaction, context) {
    const lang = langOf(interaction.locale);
    // Private (the router expects it so too): the menus go in the callback when ready within the answer budget.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const loaded = await gameHere(interaction, context, lang);
    if (!loaded) return;
    const actor = await actorHere(interaction, context, loaded, lang, interaction.options.getString('side'));
    if (!actor) return;
    await interaction.editReply(
      menuMessage(loaded.game, loaded.module, actor.side, [], 0, lang, header(loaded, actor.side, lang), actor.referee),
    );
  },
  async autocomplete(interaction, context) {
    await sideAutocomplete(interaction, context);
  },
};

function header(loaded: Loaded, side: string, lang: Lang, notice?: string): string {
  return [notice, `🎮 ${sideName(loaded.module, loaded.pack, side, lang)} · v${loaded.game.version}`]
    .filter(Boolean)
    .join('\n');
}

export async function sideAutocomplete(interaction: AutocompleteInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = interaction.channelId ? await context.games.load(interaction.channelId) : undefined;
  if (!loaded) return interaction.respond([]);
  const referee = isReferee(interaction, context.refereeRole);
  const sides = referee ? loaded.game.meta.seats.map((s) => s.side) : seatsOf(loaded.game.meta, interaction.user.id);
  await interaction.respond(
    sides.map((s) => ({ name: sideName(loaded.module, loaded.pack, s, lang), value: s })).slice(0, 25),
  );
}

/**
 * Buttons and select menus of `/play` and of rollback proposals. A click against an older version is refused
 * and the menu is redrawn for the game as it now is.
 */
export const gameComponents: ComponentHandler = {
  prefix: 'g',
  async handle(interaction, context) {
    if (interaction.isModalSubmit()) return;
    const [, kind, gameId = '', ...rest] = interaction.customId.split(':');
    if (kind === 'r' && interaction.isButton()) {
      const [proposalId = '', answer] = rest;
      return answerRollback(interaction, context, gameId, proposalId, answer === 'y');
    }
    const lang = langOf(interaction.locale);
    const [versionText, sideText, ...tail] = rest;
    const version = Number(versionText);
    const loaded = await gameHere(interaction, context, lang);
    if (!loaded) return;
    if (shortId(loaded.game.meta) !== gameId) return failPrivately(interaction, t(lang, 'game.otherGame'));
    const seat = loaded.game.meta.seats[Number(sideText)];
    if (!seat) return failPrivately(interaction, t(lang, 'game.otherGame'));
    const actor = await actorHere(interaction, context, loaded, lang, seat.side);
    if (!actor) return;
    await interaction.deferUpdate();
    if (version !== loaded.game.version) {
      // Stale: the player saw an older position. Nothing is applied; the menu is redrawn as the game now is.
      await interaction.editReply(
        menuMessage(
          loaded.game,
          loaded.module,
          actor.side,
          [],
          0,
          lang,
          header(loaded, actor.side, lang, `⚠️ ${t(lang, 'play.stale', { version: loaded.game.version })}`),
          actor.referee,
        ),
      );
      return;
    }
    if (kind === 'm') {
      const [pageText, ...pathParts] = tail;
      const path = pathParts
        .join(':')
        .split(' ')
        .filter((p) => p.length > 0);
      await interaction.editReply(
        menuMessage(
          loaded.game,
          loaded.module,
          actor.side,
          path,
          Number(pageText) || 0,
          lang,
          header(loaded, actor.side, lang),
          actor.referee,
        ),
      );
      return;
    }
    let key: string;
    if (kind === 's' && interaction.isStringSelectMenu()) {
      const path = tail
        .join(':')
        .split(' ')
        .filter((p) => p.length > 0);
      const chosen = interaction.values[0] ?? '';
      const item = menuItem(loaded.module, loaded.game, actor.side, path, chosen, actor.referee);
      if (!item) return failPrivately(interaction, t(lang, 'play.unknownChoice'));
      if (item.kind === 'branch') {
        await interaction.editReply(
          menuMessage(
            loaded.game,
            loaded.module,
            actor.side,
            [...path, item.key],
            0,
            lang,
            header(loaded, actor.side, lang),
            actor.referee,
          ),
        );
        return;
      }
      key = item.key;
    } else if (kind === 'a') {
      key = tail.join(':');
    } else {
      return;
    }
    await applyKey(interaction, context, loaded, actor, key, lang);
  },
};

async function applyKey(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  context: BotContext,
  loaded: Loaded,
  actor: { userId: string; side: string; referee?: boolean },
  key: string,
  lang: Lang,
): Promise<void> {
  const action = loaded.module.decode(loaded.game.state, key);
  if (action === undefined) return failPrivately(interaction, t(lang, 'play.unknownChoice'));
  const result = await context.games.act(loaded.game.meta.channelId, {
    actor,
    action,
    expected: loaded.game.version,
    iid: interaction.id,
  });
  const fresh: StoredGame =
    result.kind === 'applied' || result.kind === 'stale' || result.kind === 'duplicate' ? result.game : loaded.game;
  const now = { ...loaded, game: fresh };
  const notice =
    result.kind === 'applied'
      ? `✅ ${t(lang, 'play.done')}`
      : result.kind === 'stale'
        ? `⚠️ ${t(lang, 'play.stale', { version: fresh.version })}`
        : undefined;
  // The menu is updated in the click's callback when quick; the public report follows it. The action is committed
  // either way, so the report (and its picture and status) is not skipped when the menu could not be updated.
  let failure: unknown;
  await interaction
    .editReply(
      menuMessage(fresh, loaded.module, actor.side, [], 0, lang, header(now, actor.side, lang, notice), actor.referee),
    )
    .catch((error: unknown) => {
      failure = error;
    });
  await report(interaction, context, loaded.game, result, lang, { actor, publicVia: 'followup' });
  if (failure !== undefined) throw failure;
}
