import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { BotContext } from '../bot/context.js';

export type Visibility = 'public' | 'private';

/** One slash command: its registration data and its handlers, side by side. No game rules here. */
export interface Command {
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /**
   * Who reads the answer, as far as the command knows before its handler runs: `public` (the channel) or `private`
   * (the user alone), or a function of the interaction (a subcommand's). The handler starts at once and its answer
   * goes in the interaction's callback; only when it takes longer than the answer budget is the interaction deferred
   * first, with this visibility (src/bot/answer.ts). A handler may still declare otherwise (`deferReply({ flags })`)
   * and answer privately (its mistakes and refusals) whatever this says.
   */
  readonly answer: Visibility | ((interaction: ChatInputCommandInteraction) => Visibility);
  execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, context: BotContext): Promise<void>;
}

/** Handles buttons, select menus and modals whose custom id starts with `prefix:`. */
export interface ComponentHandler {
  readonly prefix: string;
  handle(
    interaction: ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction,
    context: BotContext,
  ): Promise<void>;
}
