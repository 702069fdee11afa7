import { REST, Routes } from 'discord.js';
import { commandDefinitions } from '../commands/index.js';

export interface DeployOptions {
  readonly token: string;
  readonly appId: string;
  /** Registers in one guild (instant, for development) when set; globally otherwise. */
  readonly guildId?: string | undefined;
  /** Base of the REST API without the version; Discord's when absent. */
  readonly apiUrl?: string | undefined;
  /** The command set; every command of the bot when absent. */
  readonly commands?: readonly unknown[];
}

/** Replaces the bot's whole command set (Discord's PUT is a full replacement). Returns how many were registered. */
export async function deployCommands(options: DeployOptions): Promise<{ scope: 'guild' | 'global'; count: number }> {
  const rest = new REST(options.apiUrl ? { api: options.apiUrl } : {}).setToken(options.token);
  const body = options.commands ?? commandDefinitions();
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.appId, options.guildId)
    : Routes.applicationCommands(options.appId);
  const result = (await rest.put(route, { body })) as unknown[];
  return { scope: options.guildId ? 'guild' : 'global', count: result.length };
}
