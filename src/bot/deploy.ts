import { REST, Routes, type RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import { COMMAND_CHARACTER_LIMIT, commandSize } from '../commands/command-size.js';
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

/** A command over Discord's size limit: registration would fail whole, so nothing is sent. */
export class CommandTooLarge extends Error {
  constructor(readonly commands: readonly { readonly name: string; readonly size: number }[]) {
    super(
      `${commands.map((c) => `/${c.name} is ${c.size} characters`).join(', ')}: Discord allows ${COMMAND_CHARACTER_LIMIT} ` +
        '(names, descriptions and choices, each in its longest language); nothing was registered.',
    );
    this.name = 'CommandTooLarge';
  }
}

/**
 * Replaces the bot's whole command set (Discord's PUT is a full replacement). Returns how many were registered.
 * Refuses before sending when a command is over Discord's size limit (Discord would refuse the whole set).
 */
export async function deployCommands(options: DeployOptions): Promise<{ scope: 'guild' | 'global'; count: number }> {
  const body = options.commands ?? commandDefinitions();
  const over = (body as RESTPostAPIApplicationCommandsJSONBody[])
    .map((command) => ({ name: command.name, size: commandSize(command) }))
    .filter((c) => c.size > COMMAND_CHARACTER_LIMIT);
  if (over.length > 0) throw new CommandTooLarge(over);
  const rest = new REST(options.apiUrl ? { api: options.apiUrl } : {}).setToken(options.token);
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.appId, options.guildId)
    : Routes.applicationCommands(options.appId);
  const result = (await rest.put(route, { body })) as unknown[];
  return { scope: options.guildId ? 'guild' : 'global', count: result.length };
}
