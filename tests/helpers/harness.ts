import { randomInt } from 'node:crypto';
import { pino } from 'pino';
import type { Redis } from 'ioredis';
import { startBot, type Bot } from '../../src/bot/client.js';
import type { BotContext } from '../../src/bot/context.js';
import { deployCommands } from '../../src/bot/deploy.js';
import { createServices, type Services } from '../../src/bot/services.js';
import type { Command, ComponentHandler } from '../../src/commands/types.js';
import type { InProcessRenders } from '../../src/bot/render-queue.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';

export interface Harness {
  readonly sandbox: Sandbox;
  readonly bot: Bot;
  readonly services: Services;
  readonly context: BotContext;
  /** Resolves when every requested picture (in-process rendering) has been posted. */
  rendersIdle(): Promise<void>;
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
    /** A real Redis (with its own key prefix); memory when absent. */
    redis?: Redis;
    prefix?: string;
    /** Render through the BullMQ queue (a worker must run) instead of in this process. */
    queue?: boolean;
    refereeRole?: string;
    rateLimit?: { burst: number; perSecond: number };
    /** The answer budget (ANSWER_BUDGET_MS): 0 defers every interaction at once, the slow path. */
    answerBudgetMs?: number;
  } = {},
): Promise<Harness> {
  const sandbox = await startSandbox(options.sandbox ?? {});
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const services = createServices({
    log,
    redis: options.redis,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    discord: { token: sandbox.token, apiUrl: sandbox.apiUrl },
    renderInProcess: !options.queue,
    randomFace: (sides) => randomInt(sides),
    // Tests click faster than people: a generous limit unless a test sets its own.
    rateLimit: options.rateLimit ?? { burst: 1000, perSecond: 1000 },
    ...(options.refereeRole ? { refereeRole: options.refereeRole } : {}),
  });
  const context: BotContext = { ...services.context, ...options.context };
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
    ...(options.answerBudgetMs !== undefined ? { answerBudgetMs: options.answerBudgetMs } : {}),
    ...(options.commands ? { commands: options.commands } : {}),
    ...(options.components ? { components: options.components } : {}),
  });
  services.attach(bot.client);
  return {
    sandbox,
    bot,
    services,
    context,
    async rendersIdle() {
      const renders = context.renders as Partial<InProcessRenders>;
      await renders.idle?.();
    },
    async close() {
      await bot.stop();
      await services.close();
      await sandbox.close();
    },
  };
}
