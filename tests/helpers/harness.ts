import { randomInt } from 'node:crypto';
import { pino } from 'pino';
import { startBot, type Bot } from '../../src/bot/client.js';
import type { BotContext } from '../../src/bot/context.js';
import { deployCommands } from '../../src/bot/deploy.js';
import type { Command, ComponentHandler } from '../../src/commands/types.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';

export interface Harness {
  readonly sandbox: Sandbox;
  readonly bot: Bot;
  close(): Promise<void>;
}

/** The real bot, logged in to a fresh sandbox, with its commands registered in the sandbox's guild. */
export async function startHarness(
  options: {
    sandbox?: SandboxOptions;
    context?: Partial<BotContext>;
    commands?: readonly Command[];
    components?: readonly ComponentHandler[];
    deploy?: boolean;
  } = {},
): Promise<Harness> {
  const sandbox = await startSandbox(options.sandbox ?? {});
  const context: BotContext = {
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    randomFace: (sides) => randomInt(sides),
    ...options.context,
  };
  if (options.deploy !== false) {
    await deployCommands({
      token: sandbox.token,
      appId: sandbox.appId,
      guildId: sandbox.guildId,
      apiUrl: sandbox.apiUrl,
      ...(options.commands ? { commands: options.commands.map((c) => c.data) } : {}),
    });
  }
  const bot = await startBot({
    token: sandbox.token,
    apiUrl: sandbox.apiUrl,
    context,
    restRetries: 1,
    ...(options.commands ? { commands: options.commands } : {}),
    ...(options.components ? { components: options.components } : {}),
  });
  return {
    sandbox,
    bot,
    async close() {
      await bot.stop();
      await sandbox.close();
    },
  };
}
