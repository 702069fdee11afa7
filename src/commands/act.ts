import { SlashCommandBuilder } from 'discord.js';
import { langOf } from '../engine/core/localized.js';
import type { BotContext } from '../bot/context.js';
import { actingSide, isReferee } from '../bot/game-flow.js';
import { both, t } from '../bot/i18n.js';
import { actionByLabel, clipLabel, searchActions } from '../bot/menus.js';
import { named, str } from './builders.js';
import { actorHere, failPrivately, gameHere, report } from './game/common.js';
import { sideAutocomplete } from './play.js';
import type { Command } from './types.js';

/**
 * `/act action:<autocomplete>`: the caller's legal actions, narrowed by what they type (a unit, a place, a verb);
 * the value carries the version it was offered at, so an action chosen before the game moved on is refused.
 */
export const act: Command = {
  answer: 'public',
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
    const { module, game } = loaded;
    const status = module.view(game.state, 'observer').status;
    if (!actor.referee && !status.active.includes(actor.side))
      return failPrivately(interaction, t(lang, 'act.notYourTurn', { phase: status.phase[lang] }));
    const value = interaction.options.getString('action', true);
    // A picked suggestion carries `<version>:<key>`; a label typed out in full is taken at the current version.
    const match = /^(\d+):(.+)$/.exec(value);
    const typed = match ? undefined : actionByLabel(module, game.state, actor.side, value, lang);
    const key = match ? match[2]! : typed?.key;
    const action = key === undefined ? undefined : module.decode(game.state, key);
    if (action === undefined)
      return failPrivately(interaction, t(lang, 'act.chooseFromList', { typed: clipLabel(value, 80) }));
    await interaction.deferReply();
    const result = await context.games.act(interaction.channelId, {
      actor,
      action,
      expected: match ? Number(match[1]) : game.version,
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
    // Not this player's turn: one line that says so and whose turn it is (picking it explains privately).
    const status = loaded.module.view(loaded.game.state, 'observer').status;
    if (!referee && !status.active.includes(side))
      return interaction.respond([
        {
          name: clipLabel(t(lang, 'act.notYourTurnChoice', { phase: status.phase[lang] }), 100),
          value: `${loaded.game.version}:-`,
        },
      ]);
    const found = searchActions(loaded.module, loaded.game.state, side, String(focused.value), lang);
    await interaction.respond(
      found
        .map((choice) => ({ name: clipLabel(choice.label[lang], 100), value: `${loaded.game.version}:${choice.key}` }))
        .filter((c) => c.value.length <= 100),
    );
  },
};
