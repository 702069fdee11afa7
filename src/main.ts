import { startBot, type Bot } from './bot/client.js';
import { sweepIdleGames } from './bot/expiry.js';
import { createServices } from './bot/services.js';
import { deployCommands } from './bot/deploy.js';
import { botGlobalPerSecond, ConfigError, loadConfig, type Config } from './config.js';
import type { Client } from 'discord.js';
import { createLogger, registerSecret, type Logger } from './log.js';
import { maybeStartOpsServer } from './ops/http.js';
import { Metrics } from './ops/metrics.js';
import { startQueueSampler, startRedisProbe, type Probe } from './ops/probes.js';
import { gatewayReady, redisReady } from './ops/readiness.js';
import { RenderQueue } from './bot/render-queue.js';
import { WorkerSupervisor } from './workers/supervisor.js';
import { startSandbox, type Sandbox } from './sandbox/server.js';
import { chooseRedis, isCluster, type RedisChoice, type RedisClient } from './store/connect.js';
import { RedisGlobalLimit } from './workers/global-limit.js';

/**
 * `npm start`: with DISCORD_TOKEN, the bot connects to Discord (or DISCORD_API_URL); without, it starts the
 * local sandbox, connects to it and prints its address. Redis from REDIS_URL, else the local one, else memory.
 */
async function main(): Promise<void> {
  // A signal during start-up (before the full shutdown below is ready) still stops the render workers already
  // spawned, then exits; once started, `stop` takes over.
  let workers: WorkerSupervisor | undefined;
  let onSignal = (signal: string): void => {
    onSignal = () => {};
    process.stderr.write(`${signal} during start-up: stopping.\n`);
    void Promise.resolve(workers?.stop(5_000)).finally(() => process.exit(0));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for what each variable means.\n`);
      process.exit(1);
    }
    throw error;
  }
  registerSecret(config.discordToken);
  const log = createLogger(config.logLevel);
  const redis = await chooseRedis(config.redisUrl, config.redisCluster).catch((error: unknown) => {
    process.stderr.write(
      config.redisCluster
        ? `REDIS_CLUSTER_NODES is set but the Redis Cluster does not answer there: ${String(error)}\n`
        : `REDIS_URL is set to ${config.redisUrl} but Redis does not answer there: ${String(error)}\n`,
    );
    process.exit(1);
  });
  announceStorage(redis, log);
  const metrics = new Metrics('bot');
  const gateway: { client?: Client } = {}; // set once logged in
  const metricsPort = config.metricsPort ?? DEFAULT_BOT_METRICS_PORT;
  const ops = await maybeStartOpsServer({
    port: metricsPort,
    host: config.metricsHost,
    metrics,
    checks: [redisReady(redis.kind === 'redis' ? redis.client : undefined), gatewayReady(() => gateway.client)],
    log,
  });
  const probes: Probe[] = redis.kind === 'redis' ? [startRedisProbe(redis.client, metrics)] : [];

  let sandbox: Sandbox | undefined;
  let token = config.discordToken;
  let apiUrl = config.discordApiUrlSet ? config.discordApiUrl : undefined;
  if (!token) {
    // The sandbox's Discord (its server, channels and messages) lives in this process and starts fresh each time,
    // so games left in Redis by an earlier run belong to channels that no longer exist: the sandbox keeps its games
    // under a key prefix of its own and clears it at start. The render workers inherit the prefix.
    if (redis.kind === 'redis' && !process.env['UMPIRE_PREFIX']) {
      process.env['UMPIRE_PREFIX'] = SANDBOX_PREFIX;
      await clearPrefix(redis.client, SANDBOX_PREFIX);
    }
    sandbox = await startSandbox({ port: config.sandboxPort, host: config.sandboxHost });
    token = sandbox.token;
    registerSecret(token);
    apiUrl = sandbox.apiUrl;
    await deployCommands({ token, appId: sandbox.appId, guildId: sandbox.guildId, apiUrl });
  }
  const services = createServices({
    log,
    redis: redis.kind === 'redis' ? redis.client : undefined,
    // The same key prefix as the render workers read (they inherit this environment).
    ...(process.env['UMPIRE_PREFIX'] ? { prefix: process.env['UMPIRE_PREFIX'] } : {}),
    discord: { token, apiUrl },
    metrics,
    refereeRole: config.refereeRole,
    gameExpiryDays: config.gameExpiryDays,
    renderInProcess: redis.kind === 'redis' && config.renderWorkers === 0 && !!sandbox,
  });
  if (services.context.renders instanceof RenderQueue) {
    probes.push(startQueueSampler(services.context.renders.queue, metrics));
  }
  if (redis.kind === 'redis' && config.renderWorkers > 0) {
    workers = new WorkerSupervisor(
      config.renderWorkers,
      (index) => ({
        ...process.env,
        DISCORD_TOKEN: token,
        ...(sandbox ? { DISCORD_APP_ID: sandbox.appId } : {}),
        ...(apiUrl ? { DISCORD_API_URL: apiUrl } : {}),
        ...redis.env,
        // Each worker gets its own health and metrics port after the bot's (none when the bot has none).
        METRICS_PORT: String(metricsPort > 0 ? metricsPort + 1 + index : 0),
      }),
      log,
    );
    workers.start();
  }
  const bot: Bot = await startBot({
    token,
    ...(apiUrl ? { apiUrl } : {}),
    context: services.context,
    metrics,
    answerBudgetMs: config.answerBudgetMs,
    ...(config.shard ? { shard: config.shard } : {}),
    // Discord's 50 requests a second are the bot's, every process together: the render workers share
    // RENDER_GLOBAL_PER_SECOND of them, the bot's processes (shards) the rest but a margin, each through one schedule
    // in Redis.
    ...(redis.kind === 'redis'
      ? {
          globalLimit: new RedisGlobalLimit(
            redis.client,
            `${process.env['UMPIRE_PREFIX'] || 'umpire:'}bot-global-limit`,
            botGlobalPerSecond(config.renderGlobalPerSecond),
          ),
        }
      : {}),
  });
  services.attach(bot.client);
  // Finished games go to the archive; abandoned ones are warned, then archived (hourly).
  const sweep = setInterval(
    () =>
      void sweepIdleGames(services.context, bot.client).catch((error: unknown) =>
        log.warn({ err: error }, 'idle-game sweep failed'),
      ),
    3_600_000,
  );
  sweep.unref();
  gateway.client = bot.client;
  if (sandbox) {
    process.stdout.write(
      [
        '',
        `  Umpire is running in the local sandbox (no DISCORD_TOKEN set).`,
        `  Open ${sandbox.url}/ in a browser to play; Discord API for other clients: ${sandbox.apiUrl}`,
        `  Try /roll 2d6 in #regole. Stop with Ctrl+C.`,
        redis.kind === 'redis'
          ? `  The sandbox's server and messages are in memory and its games in Redis (${process.env['UMPIRE_PREFIX']}*); each start begins afresh.`
          : `  The sandbox's server, messages and games are in memory: each start begins afresh.`,
        '',
      ].join('\n'),
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    ops?.drain(); // /readyz answers 503 from now on
    // Interactions in progress finish (bounded), then the gateway closes; workers finish or hand back their job.
    await Promise.all([
      bot.stop().catch((e: unknown) => log.warn({ err: e }, 'bot stop failed')),
      workers?.stop(SHUTDOWN_LIMIT_MS - 3_000),
    ]);
    await services.close().catch((e: unknown) => log.warn({ err: e }, 'services stop failed'));
    for (const probe of probes) probe.stop();
    await ops?.close();
    await sandbox?.close();
    if (redis.kind === 'redis') await redis.client.quit().catch(() => redis.client.disconnect());
    log.info('stopped');
    process.exit(0);
  };
  // `npm start` runs `exec node …` so that the SIGTERM/SIGINT npm forwards reaches this process (the handlers at
  // the top), which stops the render workers it spawned (workers.stop above) before exiting: stopping npm stops the
  // whole tree.
  onSignal = (signal) => void stop(signal);
  watchLauncher(() => void stop('parent exited'));
}

/**
 * Safety net for `npm start`: if npm itself dies without forwarding a signal (SIGKILL, a crash), this process is
 * re-parented and would run on with its workers. Under npm, a change of parent pid therefore stops Umpire. Only
 * under npm (npm_lifecycle_event set): a bot started directly, as PID 1 in a container or detached from a shell,
 * is left alone.
 */
function watchLauncher(onGone: () => void): void {
  if (!process.env['npm_lifecycle_event']) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, 1_000);
  timer.unref();
}

const DEFAULT_BOT_METRICS_PORT = 9464;
/** Where the sandbox keeps its games in Redis, apart from a club's (`umpire:`). */
const SANDBOX_PREFIX = 'umpire-sandbox:';

/** Deletes every key under a prefix (SCAN, never KEYS; on a cluster, SCAN on every master, one key at a time). */
async function clearPrefix(client: RedisClient, prefix: string): Promise<void> {
  for (const node of isCluster(client) ? client.nodes('master') : [client]) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      if (node === client) await client.del(...keys);
      else await Promise.all(keys.map((key) => client.del(key)));
    } while (cursor !== '0');
  }
}
/** A shutdown stuck longer than this exits 1 (inside Docker's stop grace period set in deploy/compose.yaml). */
const SHUTDOWN_LIMIT_MS = 25_000;

function announceStorage(redis: RedisChoice, log: Logger): void {
  if (redis.kind === 'redis') {
    log.info({ redis: redis.url.replace(/\/\/[^@]*@/, '//***@') }, 'using Redis');
    return;
  }
  const banner = [
    '',
    '  !!! No Redis: REDIS_URL is not set and nothing answers at redis://127.0.0.1:6379.',
    '  !!! Games are kept in memory only and are LOST when Umpire stops. Fine for trying it out,',
    '  !!! not for a club: install redis-server or set REDIS_URL.',
    '',
  ].join('\n');
  process.stderr.write(`${banner}\n`);
  log.warn({ reason: redis.reason }, 'running on in-memory state');
}

void main().catch((error: unknown) => {
  process.stderr.write(
    `Umpire could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
