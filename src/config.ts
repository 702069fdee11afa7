import { z } from 'zod';

/** Discord's global limit: requests a second for a bot, every process together (interactions' own excepted). */
export const DISCORD_GLOBAL_PER_SECOND = 50;
/**
 * Requests a second of that limit left unscheduled: a slot is granted on Redis' clock and the request reaches Discord
 * a little later, so two schedules filling the limit exactly would now and then put 51 in one of Discord's seconds.
 */
export const GLOBAL_MARGIN_PER_SECOND = 2;

/** The bot processes' share of the global limit: what the render workers (RENDER_GLOBAL_PER_SECOND) and the margin leave. */
export function botGlobalPerSecond(renderGlobalPerSecond: number): number {
  return DISCORD_GLOBAL_PER_SECOND - GLOBAL_MARGIN_PER_SECOND - renderGlobalPerSecond;
}

/**
 * The process configuration, read once from the environment and validated at start. A bad variable stops the
 * process with a message naming it (ConfigError), never a stack trace from deep inside a library.
 */

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const snowflake = z.string().regex(/^\d{15,21}$/, 'must be a Discord id (15 to 21 digits)');
const METRICS_PORT_ERROR = 'must be a port number from 0 to 65535 (0 turns the health and metrics server off)';

/**
 * ANSWER_BUDGET_MS's default: what a handler may take before its interaction is deferred. Under bench:load on two
 * shared cores every /act was answered in its callback, at most 1.9 s after it was sent (p99 0.5–1.2 s). 1 s
 * answers nearly all of them in the callback and leaves two thirds of Discord's 3 s for the gateway's delivery, the
 * callback's round trip (a file upload included) and an event loop stalled by load: with 1.5 s, a forged button on
 * a machine loaded well past its cores once missed the 3 s (tests/reliability/hostile-input.test.ts).
 */
export const DEFAULT_ANSWER_BUDGET_MS = 1_000;

const schema = z.object({
  DISCORD_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(20, 'looks too short for a bot token').optional()),
  DISCORD_APP_ID: z.preprocess(emptyAsUndefined, snowflake.optional()),
  DISCORD_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://discord.com/api' })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
  ),
  DISCORD_GUILD_ID: z.preprocess(emptyAsUndefined, snowflake.optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REDIS_CLUSTER_NODES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const parsed = parseClusterNodes(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
  ),
  SANDBOX_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  SANDBOX_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REFEREE_ROLE: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  GAME_EXPIRY_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
  RENDER_WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(32).default(1)),
  RENDER_MAX_JOBS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(20_000)),
  RENDER_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16).default(2)),
  RENDER_GLOBAL_PER_SECOND: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(DISCORD_GLOBAL_PER_SECOND - GLOBAL_MARGIN_PER_SECOND - 1, {
        error: `must be at most ${DISCORD_GLOBAL_PER_SECOND - GLOBAL_MARGIN_PER_SECOND - 1}: Discord allows the bot ${DISCORD_GLOBAL_PER_SECOND} a second, ${GLOBAL_MARGIN_PER_SECOND} are kept as a margin and the bot's own calls need at least 1`,
      })
      .default(40),
  ),
  RENDER_MAX_RSS_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(128).max(65_536).default(768)),
  RENDER_LOCK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1_000).max(3_600_000).default(60_000)),
  RENDER_STALLED_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  ),
  SHARD_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(16383).optional()),
  SHARD_COUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16384).optional()),
  METRICS_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: METRICS_PORT_ERROR })
      .int({ error: METRICS_PORT_ERROR })
      .min(0, { error: METRICS_PORT_ERROR })
      .max(65535, { error: METRICS_PORT_ERROR })
      .optional(),
  ),
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  ANSWER_BUDGET_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(2_500, { error: "must be at most 2500: Discord's deadline for the first answer is 3000 ms" })
      .default(DEFAULT_ANSWER_BUDGET_MS),
  ),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  /** Connects to Discord (or DISCORD_API_URL) when set; runs the local sandbox when not. */
  readonly discordToken: string | undefined;
  readonly discordAppId: string | undefined;
  /** Base of the REST API, without the version: `https://discord.com/api` for Discord. */
  readonly discordApiUrl: string;
  readonly discordApiUrlSet: boolean;
  readonly discordGuildId: string | undefined;
  /** Undefined when REDIS_URL is not set: the caller tries the local default and falls back to memory. */
  readonly redisUrl: string | undefined;
  /** A Redis Cluster (REDIS_CLUSTER_NODES) instead of one Redis; never set together with redisUrl. */
  readonly redisCluster: RedisClusterConfig | undefined;
  readonly sandboxPort: number;
  readonly sandboxHost: string;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly refereeRole: string | undefined;
  readonly gameExpiryDays: number;
  readonly renderWorkers: number;
  /** A render worker recycles itself after this many jobs or past this resident memory (bytes). */
  readonly renderMaxJobs: number;
  readonly renderMaxRssBytes: number;
  /**
   * Render jobs one worker process runs at once: drawing is synchronous, so a second job only overlaps the first's
   * Redis and Discord round trips (different channels; one channel's jobs never run together).
   */
  readonly renderConcurrency: number;
  /**
   * Channel messages a second the render workers post together (a schedule shared through Redis), within Discord's
   * global limit of 50 for the bot; the rest, less a margin of 2 (`botGlobalPerSecond`), is the bot processes' own
   * calls, on a schedule of their own. Interaction callbacks and follow-ups are not counted.
   */
  readonly renderGlobalPerSecond: number;
  /** How long a dead worker's job and channel lock stay held (ms), and how often workers look for such jobs. */
  readonly renderLockMs: number;
  readonly renderStalledIntervalMs: number;
  /** This process's shard when the bot runs as several processes: SHARD_ID of SHARD_COUNT. */
  readonly shard: { readonly id: number; readonly count: number } | undefined;
  /**
   * Port of the /healthz, /readyz and /metrics server; undefined when METRICS_PORT is not set, and each process
   * picks its default (the bot 9464, a render worker none). 0 turns the server off.
   */
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  /**
   * ms a handler has to produce its answer before its interaction is deferred (ANSWER_BUDGET_MS): within it the
   * answer goes in the interaction's callback, past it the interaction is deferred and the answer edited in.
   */
  readonly answerBudgetMs: number;
}

/** Some of a Redis Cluster's nodes (the client discovers the others), and how to log in to every node. */
export interface RedisClusterConfig {
  readonly nodes: readonly { readonly host: string; readonly port: number }[];
  readonly username?: string;
  readonly password?: string;
  readonly tls: boolean;
}

const CLUSTER_NODES_ERROR =
  'must be the cluster nodes as host:port separated by commas (e.g. 10.0.0.1:7000,10.0.0.2:7000,10.0.0.3:7000), ' +
  'each optionally a redis:// or rediss:// URL with the same user and password';

/** REDIS_CLUSTER_NODES: `host:port,host:port`, or the same as `redis[s]://[user:password@]host:port` URLs. */
export function parseClusterNodes(value: string): RedisClusterConfig | string {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) return CLUSTER_NODES_ERROR;
  const nodes: { host: string; port: number }[] = [];
  const logins = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(/^[a-z]+:\/\//i.test(entry) ? entry : `redis://${entry}`);
    } catch {
      return `${CLUSTER_NODES_ERROR}; "${entry}" is not`;
    }
    const port = Number(url.port);
    if (!/^rediss?:$/.test(url.protocol) || !url.hostname || !url.port || !(port > 0 && port < 65536)) {
      return `${CLUSTER_NODES_ERROR}; "${entry.replace(/\/\/[^@]*@/, '//***@')}" is not`;
    }
    if (url.pathname !== '' && url.pathname !== '/' && url.pathname !== '/0') {
      return 'a Redis Cluster has only database 0: leave the database number out of its nodes';
    }
    nodes.push({ host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port });
    logins.add(JSON.stringify([url.protocol, url.username, url.password]));
  }
  if (logins.size > 1) return 'every cluster node must be given with the same scheme, user and password';
  const [protocol, username, password] = JSON.parse([...logins][0]!) as [string, string, string];
  return {
    nodes,
    ...(username ? { username: decodeURIComponent(username) } : {}),
    ...(password ? { password: decodeURIComponent(password) } : {}),
    tls: protocol === 'rediss:',
  };
}

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export const DISCORD_API = 'https://discord.com/api';

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const shown =
          name === 'DISCORD_TOKEN' || name === 'REDIS_CLUSTER_NODES' ? '' : ` (got "${String(env[name] ?? '')}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.DISCORD_TOKEN && !e.DISCORD_APP_ID) {
    throw new ConfigError(['DISCORD_APP_ID: required when DISCORD_TOKEN is set (the application id of your bot)']);
  }
  if (e.REDIS_URL && e.REDIS_CLUSTER_NODES) {
    throw new ConfigError([
      'REDIS_URL and REDIS_CLUSTER_NODES: set one (REDIS_URL for one Redis, REDIS_CLUSTER_NODES for a Redis Cluster), not both',
    ]);
  }
  if ((e.SHARD_ID === undefined) !== (e.SHARD_COUNT === undefined)) {
    throw new ConfigError([
      'SHARD_ID and SHARD_COUNT: set both (this process is shard SHARD_ID of SHARD_COUNT) or neither',
    ]);
  }
  if (e.SHARD_ID !== undefined && e.SHARD_COUNT !== undefined && e.SHARD_ID >= e.SHARD_COUNT) {
    throw new ConfigError([`SHARD_ID: must be below SHARD_COUNT (got ${e.SHARD_ID} of ${e.SHARD_COUNT})`]);
  }
  return {
    discordToken: e.DISCORD_TOKEN,
    discordAppId: e.DISCORD_APP_ID,
    discordApiUrl: e.DISCORD_API_URL ?? DISCORD_API,
    discordApiUrlSet: e.DISCORD_API_URL !== undefined,
    discordGuildId: e.DISCORD_GUILD_ID,
    redisUrl: e.REDIS_URL,
    redisCluster: e.REDIS_CLUSTER_NODES,
    sandboxPort: e.SANDBOX_PORT,
    sandboxHost: e.SANDBOX_HOST,
    logLevel: e.LOG_LEVEL,
    refereeRole: e.REFEREE_ROLE,
    gameExpiryDays: e.GAME_EXPIRY_DAYS,
    renderWorkers: e.RENDER_WORKERS,
    renderMaxJobs: e.RENDER_MAX_JOBS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    renderGlobalPerSecond: e.RENDER_GLOBAL_PER_SECOND,
    renderMaxRssBytes: e.RENDER_MAX_RSS_MB * 1024 * 1024,
    renderLockMs: e.RENDER_LOCK_MS,
    renderStalledIntervalMs: e.RENDER_STALLED_INTERVAL_MS,
    shard:
      e.SHARD_ID !== undefined && e.SHARD_COUNT !== undefined ? { id: e.SHARD_ID, count: e.SHARD_COUNT } : undefined,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    answerBudgetMs: e.ANSWER_BUDGET_MS,
  };
}
