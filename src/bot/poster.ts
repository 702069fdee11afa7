import { Routes, type Client } from 'discord.js';
import type { RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import type { MessageBudget } from './message-budget.js';

/** Messages the bot sends on its own (not in answer to an interaction): status edits, pings, reminders. */
export class Poster {
  constructor(
    private readonly client: Client,
    /** The channel's message budget shared with the render workers (none: send at once). */
    private readonly budget?: MessageBudget,
  ) {}

  async send(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<{ id: string }> {
    await this.budget?.take(channelId);
    return (await this.client.rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
  }

  async edit(channelId: string, messageId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<void> {
    await this.client.rest.patch(Routes.channelMessage(channelId, messageId), { body });
  }

  async pin(channelId: string, messageId: string): Promise<void> {
    await this.client.rest.put(Routes.channelMessagesPin(channelId, messageId));
  }
}
