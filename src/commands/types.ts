import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { BotContext } from '../bot/context.js';

/** One slash command: its registration data and its handlers, side by side. No game rules here. */
export interface Command {
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /**
   * `reply`: the handler answers itself, fast (no I/O before the first answer).
   * `defer` / `defer-ephemeral`: the router acknowledges first, then the handler edits the deferred reply.
   */
  readonly acknowledge: 'reply' | 'defer' | 'defer-ephemeral';
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
