import { randomInt } from 'node:crypto';
import { REST, type Client } from 'discord.js';
import type { Logger } from 'pino';
import { renderMap } from '../render/draw.js';
import { LocalLock } from './pictures.js';
import { InProcessRenders, RenderQueue } from './render-queue.js';
import { InProcessStandings, StandingsQueue, type StandingsRenders } from './standings-queue.js';
import type { Metrics } from '../ops/metrics.js';
import { ObservedGameService } from '../ops/observed-games.js';
import { MemoryLeagueStore } from '../store/league-memory-store.js';
import { RedisLeagueStore } from '../store/league-redis-store.js';
import { LeagueService } from '../store/leagues.js';
import { MemoryGameStore } from '../store/memory-store.js';
import { PackLibrary } from '../store/packs.js';
import { RedisGameStore } from '../store/redis-store.js';
import { bullConnection, bullPrefix as bullPrefixOf, type RedisClient } from '../store/connect.js';
import type { BotContext, RenderRequests } from './context.js';
import { remind } from './game-flow.js';
import { fireDeadline, reportGameEnd } from './league-flow.js';
import {
  QueueLeagueDeadlines,
  TimerLeagueDeadlines,
  type DeadlineJob,
  type LeagueDeadlines,
} from './league-reminders.js';
import { LocalMessageBudget, RedisMessageBudget } from './message-budget.js';
import { RateLimiter } from './rate-limit.js';
import { QueueReminders } from './reminders-queue.js';
import { TimerReminders, type Reminders } from './reminders.js';
import { LatestOnly } from './latest-only.js';

/**
 * Everything the bot's handlers use, built once at start: on Redis (store, packs, the render queue, reminders
 * as delayed jobs) or, with no Redis, in this process's memory (and rendering in this process).
 */
export interface Services {
  readonly context: BotContext;
  /** Set once the client has logged in (reminders post through it). */
  attach(client: Client): void;
  close(): Promise<void>;
}

export interface ServiceOptions {
  readonly log: Logger;
  /** One Redis or a Redis Cluster; none: everything in this process's memory. */
  readonly redis?: RedisClient | undefined;
  /** Key prefix in Redis (tests use their own). */
  readonly prefix?: string;
  /** For rendering in this process: where and how to post. */
  readonly discord: { readonly token: string; readonly apiUrl?: string | undefined };
  readonly refereeRole?: string | undefined;
  readonly randomFace?: (sides: number) => number;
  readonly clock?: () => number;
  /** Render in this process even with Redis (no separate worker). */
  readonly renderInProcess?: boolean;
  readonly gameExpiryDays?: number;
  /** Per-user actions allowed at once, and refilled per second. */
  readonly rateLimit?: {
    readonly burst: number;
    readonly perSecond: number;
    /** Per-guild actions allowed at once, and refilled per second (default 120 and 20). */
    readonly guildBurst?: number;
    readonly guildPerSecond?: number;
  };
  /** Times game changes and in-process renders when given. */
  readonly metrics?: Metrics;
}

export function createServices(options: ServiceOptions): Services {
  const { log } = options;
  const prefix = options.prefix ?? 'umpire:';
  const clock = options.clock ?? Date.now;
  let client: Client | undefined;
  const fire = async (channelId: string, version: number) => {
    if (client) await remind(context, client, channelId, version);
  };
  const store = options.redis ? new RedisGameStore(options.redis, prefix) : new MemoryGameStore();
  const packs = options.redis ? PackLibrary.redis(options.redis, prefix) : PackLibrary.inMemory();
  const games = new ObservedGameService(store, packs, clock, { log, metrics: options.metrics });
  const bull = options.redis ? bullConnection(options.redis) : undefined;
  const connection = bull?.connection;
  const messageBudget = options.redis ? new RedisMessageBudget(options.redis, prefix) : new LocalMessageBudget();
  // In a hash tag on a Redis Cluster ({umpire}), as BullMQ needs there; `umpire` on one Redis.
  const bullPrefix = bullPrefixOf(prefix, options.redis);
  let renders: RenderRequests & { close(): Promise<void> };
  if (connection && !options.renderInProcess) {
    renders = new RenderQueue(connection, bullPrefix);
  } else {
    const rest = new REST(options.discord.apiUrl ? { api: options.discord.apiUrl } : {}).setToken(
      options.discord.token,
    );
    renders = new InProcessRenders(
      { games, rest, render: renderMap, lock: new LocalLock(), log, budget: messageBudget },
      log,
      options.metrics,
    );
  }
  const reminders: Reminders = connection
    ? new QueueReminders(connection, fire, log, bullPrefix)
    : new TimerReminders(fire, log, clock);
  const leagueService = new LeagueService(
    options.redis ? new RedisLeagueStore(options.redis, prefix) : new MemoryLeagueStore(),
    clock,
  );
  const fireLeague = async (job: DeadlineJob) => {
    if (client) await fireDeadline(context, client, job);
  };
  const deadlines: LeagueDeadlines = connection
    ? new QueueLeagueDeadlines(connection, fireLeague, log, bullPrefix, clock)
    : new TimerLeagueDeadlines(fireLeague, log, clock);
  const standings: StandingsRenders =
    connection && !options.renderInProcess
      ? new StandingsQueue(connection, bullPrefix)
      : new InProcessStandings({
          leagues: leagueService,
          rest: new REST(options.discord.apiUrl ? { api: options.discord.apiUrl } : {}).setToken(options.discord.token),
          log,
        });
  const context: BotContext = {
    log,
    randomFace: options.randomFace ?? ((sides) => randomInt(sides)),
    games,
    packs,
    renders,
    reminders,
    messageBudget,
    statusEdits: new LatestOnly((messageId, error) => log.warn({ err: error, messageId }, 'status edit failed')),
    limiter: new RateLimiter(options.rateLimit?.burst ?? 8, options.rateLimit?.perSecond ?? 1, clock),
    guildLimiter: new RateLimiter(options.rateLimit?.guildBurst ?? 120, options.rateLimit?.guildPerSecond ?? 20, clock),
    refereeRole: options.refereeRole,
    gameExpiryDays: options.gameExpiryDays ?? 90,
    clock,
    leagues: { service: leagueService, deadlines, standings },
    onGameEnd: (game, c) => reportGameEnd(context, c, game),
  };
  return {
    context,
    attach(c) {
      client = c;
    },
    async close() {
      await reminders.close();
      await renders.close();
      await deadlines.close();
      await standings.close();
      await bull?.close();
    },
  };
}

/** Plain connection options for BullMQ, which makes its own connections (and sets what blocking ones need). */
export { plainConnection } from '../store/connect.js';
