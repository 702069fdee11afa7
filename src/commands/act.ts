import { SlashCommandBuilder } from 'discord.js';
import { langOf } from '../engine/core/localized.js';
import type { BotContext } from '../bot/context.js';
import { actingSide, isReferee } from '../bot/game-flow.js';
import { both, t } from '../bot/i18n.js';
import { clipLabel, searchActions } from '../bot/menus.js';
import { named, str } from './builders.js';
import { actorHere, failPrivately, gameHere, report } from './game/common.js';
import { sideAutocomplete } from './play.js';
import type { Command } from './types.js';

/**
 * `/act action:<autocomplete>`: the caller's legal actions, narrowed by what they type (a unit, a place, a verb);
 * the value carries the version it was offered at, so an action chosen before the game moved on is refused.
 */
export const act: Command = {
  acknowledge: 'reply',
  data: named(new SlashCommandBuilder(), 'act', 'agisci', both('act.description'))
    .addStringOption(
      str('action', 'azione', both('act.optionAction'), (o) =>
        o.setRequired(true).setAutocomplete(true).setMaxLength(100),
      ),
    )
    .addStringOption(str('side', 'parte', both('play.optionSide'), (o) => o.setAutocomplete(true)))
    .toJSON(),

  async execute(interaction, context) {
    const lang = langOf(interaction.locale);
    const loaded = await gameHere(interaction, context, lang);
    if (!loaded) return;
    const actor = await actorHere(interaction, context, loaded, lang, interaction.options.getString('side'));
    if (!actor) return;
    const value = interaction.options.getString('action', true);
    const match = /^(\d+):(.+)$/.exec(value);
    const action = match ? loaded.module.decode(loaded.game.state, match[2]!) : undefined;
    if (!match || action === undefined) return failPrivately(interaction, t(lang, 'act.chooseFromList'));
    await interaction.deferReply();
    const result = await context.games.act(interaction.channelId, {
      actor,
      action,
      expected: Number(match[1]),
      iid: interaction.id,
    });
    await report(interaction, context, loaded.game, result, lang, { actor });
  },

  async autocomplete(interaction, context: BotContext) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'side') return sideAutocomplete(interaction, context);
    const lang = langOf(interaction.locale);
    const loaded = interaction.channelId ? await context.games.load(interaction.channelId) : undefined;
    if (!loaded || loaded.game.meta.status === 'over') return interaction.respond([]);
    const referee = isReferee(interaction, context.refereeRole);
    const side = actingSide(
      loaded.game,
      loaded.module,
      interaction.user.id,
      referee,
      interaction.options.getString('side'),
    );
    if (!side) return interaction.respond([]);
    const found = searchActions(loaded.module, loaded.game.state, side, String(focused.value), lang);
    await interaction.respond(
      found
        .map((choice) => ({ name: clipLabel(choice.label[lang], 100), value: `${loaded.game.version}:${choice.key}` }))
        .filter((c) => c.value.length <= 100),
    );
  },
};
