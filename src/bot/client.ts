import { Client, Events, GatewayIntentBits, Options, type ClientOptions } from 'discord.js';
import type { Logger } from 'pino';
import { COMMANDS, COMPONENT_HANDLERS } from '../commands/index.js';
import type { Command, ComponentHandler } from '../commands/types.js';
import type { Metrics } from '../ops/metrics.js';
import { watchRest } from '../ops/rest.js';
import type { BotContext } from './context.js';
import { Router } from './router.js';
import { limitedMakeRequest } from './global-requests.js';
import type { GlobalLimit } from './pictures.js';

export interface BotOptions {
  readonly token: string;
  /** Base of the REST API without the version (`http://127.0.0.1:8080/api` for the sandbox); Discord's when absent. */
  readonly apiUrl?: string;
  readonly context: BotContext;
  readonly commands?: readonly Command[];
  readonly components?: readonly ComponentHandler[];
  readonly restRetries?: number;
  /**
   * discord.js' own cap on REST calls per second (default 50, Discord's global limit). It counts the edits and
   * follow-ups of interaction answers too (webhook routes, which Discord exempts), though not the callbacks, so it
   * bounds a process's throughput when answers are deferred; tests about something else raise it.
   */
  readonly restGlobalRequestsPerSecond?: number;
  /**
   * ms a handler has to produce its answer before its interaction is deferred (ANSWER_BUDGET_MS; default
   * DEFAULT_ANSWER_BUDGET_MS). Within it the answer goes in the interaction's callback; 0 defers every interaction
   * at once (tests of the slow path).
   */
  readonly answerBudgetMs?: number;
  /**
   * This process's shard when the bot runs as several processes (discord.js sharding): it gets only the events of
   * the guilds with `(guild_id >> 22) % count === id`. The processes share Redis and nothing in memory is needed
   * for correctness, so any process may serve any game.
   */
  readonly shard?: { readonly id: number; readonly count: number };
  /** Counts interactions and Discord REST responses when given. */
  readonly metrics?: Metrics;
  /**
   * A schedule shared with the bot's other processes (src/workers/global-limit.ts): each request under Discord's global
   * limit (all but the interactions' own) takes a slot of it first. None: discord.js' own limit of this process alone.
   */
  readonly globalLimit?: GlobalLimit;
  /** On stop, how long interactions being handled may take to finish before the client goes. Default 5 s. */
  readonly drainMs?: number;
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
    ...(options.restGlobalRequestsPerSecond ? { globalRequestsPerSecond: options.restGlobalRequestsPerSecond } : {}),
    ...(options.globalLimit ? { makeRequest: limitedMakeRequest(options.globalLimit) } : {}),
  };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // The bot never reads a message back from discord.js' cache (a button carries what it acts on), which would
    // otherwise keep the last 200 messages of every channel it answers in: about 5 KB each, a gigabyte at
    // 1,000 busy channels (bench:load).
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    rest,
    ...(options.shard ? { shards: [options.shard.id], shardCount: options.shard.count } : {}),
  });
  const router = new Router(
    options.commands ?? COMMANDS,
    options.components ?? COMPONENT_HANDLERS,
    options.context,
    options.metrics,
    options.answerBudgetMs === undefined ? {} : { answerBudgetMs: options.answerBudgetMs },
  );
  const log = options.context.log;
  if (options.metrics) watchRest(client.rest, options.metrics);
  // Interactions being handled, so that stop() lets them finish (their replies need the client's REST).
  const handling = new Set<Promise<void>>();
  client.on(Events.InteractionCreate, (interaction) => {
    const handled = router.route(interaction).finally(() => handling.delete(handled));
    handling.add(handled);
  });
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
      if (handling.size > 0) {
        log.info({ interactions: handling.size }, 'letting interactions in progress finish');
        const deadline = new Promise((r) => setTimeout(r, options.drainMs ?? 5_000).unref());
        await Promise.race([Promise.allSettled([...handling]), deadline]);
      }
      await client.destroy();
    },
  };
}
