import { Client, Events, GatewayIntentBits, type ClientOptions } from 'discord.js';
import type { Logger } from 'pino';
import { COMMANDS, COMPONENT_HANDLERS } from '../commands/index.js';
import type { Command, ComponentHandler } from '../commands/types.js';
import type { BotContext } from './context.js';
import { Router } from './router.js';

export interface BotOptions {
  readonly token: string;
  /** Base of the REST API without the version (`http://127.0.0.1:8080/api` for the sandbox); Discord's when absent. */
  readonly apiUrl?: string;
  readonly context: BotContext;
  readonly commands?: readonly Command[];
  readonly components?: readonly ComponentHandler[];
  readonly restRetries?: number;
  /**
   * This process's shard when the bot runs as several processes (discord.js sharding): it gets only the events of
   * the guilds with `(guild_id >> 22) % count === id`. The processes share Redis and nothing in memory is needed
   * for correctness, so any process may serve any game.
   */
  readonly shard?: { readonly id: number; readonly count: number };
}

export interface Bot {
  readonly client: Client;
  readonly log: Logger;
  stop(): Promise<void>;
}

/** Logs in and resolves once the bot is ready to answer interactions. */
export async function startBot(options: BotOptions): Promise<Bot> {
  const rest: ClientOptions['rest'] = {
    ...(options.apiUrl ? { api: options.apiUrl } : {}),
    retries: options.restRetries ?? 3,
    timeout: 15_000,
  };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest,
    ...(options.shard ? { shards: [options.shard.id], shardCount: options.shard.count } : {}),
  });
  const router = new Router(options.commands ?? COMMANDS, options.components ?? COMPONENT_HANDLERS, options.context);
  const log = options.context.log;
  client.on(Events.InteractionCreate, (interaction) => void router.route(interaction));
  client.on(Events.Error, (error) => log.error({ err: error }, 'discord client error'));
  client.on(Events.ShardResume, (shard, replayed) => log.info({ shard, replayed }, 'gateway session resumed'));
  client.on(Events.ShardDisconnect, (event, shard) => log.warn({ shard, code: event.code }, 'gateway disconnected'));
  client.rest.on('rateLimited', (info) =>
    log.warn({ route: info.route, retryAfter: info.retryAfter, scope: info.scope }, 'rate limited by Discord'),
  );
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(options.token);
  await ready;
  log.info(
    { user: client.user?.tag, guilds: client.guilds.cache.size, shard: options.shard ?? { id: 0, count: 1 } },
    'bot ready',
  );
  return {
    client,
    log,
    async stop() {
      await client.destroy();
    },
  };
}
