// First, before anything loads the canvas library: its allocator reads its options when it is loaded.
import './allocator.js';
import { REST } from 'discord.js';
import { ConfigError, loadConfig, DEFAULT_REDIS_URL } from '../config.js';
import { createLogger, registerSecret } from '../log.js';
import { maybeStartOpsServer } from '../ops/http.js';
import { Metrics } from '../ops/metrics.js';
import { startRedisProbe } from '../ops/probes.js';
import { redisReady, workerReady } from '../ops/readiness.js';
import { watchRest } from '../ops/rest.js';
import { GameService } from '../store/games.js';
import { bullConnection, bullPrefix, clusterUrl, connectCluster, connectRedis } from '../store/connect.js';
import { PackLibrary } from '../store/packs.js';
import { RedisLeagueStore } from '../store/league-redis-store.js';
import { RedisGameStore } from '../store/redis-store.js';
import { closeWorker } from '../store/bullmq-close.js';
import { renderMap } from '../render/draw.js';
import { RedisMessageBudget } from '../bot/message-budget.js';
import { RedisFollowupMarks, RedisLock } from '../bot/pictures.js';
import { createRenderWorker } from '../bot/render-queue.js';
import { createStandingsWorker } from '../bot/standings-queue.js';
import { RedisGlobalLimit } from './global-limit.js';

/**
 * `npm run worker`: a render worker, its own process, so drawing and encoding never block the bot's event loop.
 * It recycles itself (exits 0 for its supervisor to restart it) after RENDER_MAX_JOBS jobs or when its resident
 * memory passes RENDER_MAX_RSS_MB, because canvas memory is not always given back; on SIGTERM it finishes its
 * job (or hands it back after a timeout) and closes its connections.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.discordToken) {
    process.stderr.write(
      'The render worker posts pictures with the bot token: set DISCORD_TOKEN (npm start passes it to the workers it starts).\n',
    );
    process.exit(1);
  }
  registerSecret(config.discordToken);
  const log = createLogger(config.logLevel).child({ role: 'render-worker', pid: process.pid });
  const cluster = config.redisCluster;
  const redisUrl = cluster ? clusterUrl(cluster) : (config.redisUrl ?? DEFAULT_REDIS_URL);
  const redis = await (cluster ? connectCluster(cluster) : connectRedis(redisUrl)).catch((error: unknown) => {
    process.stderr.write(`The render worker needs Redis at ${redisUrl}: ${String(error)}\n`);
    process.exit(1);
  });
  // An empty UMPIRE_PREFIX (as a copied .env.example leaves it) means the default, as it does for the bot.
  const prefix = process.env['UMPIRE_PREFIX'] || 'umpire:';
  // BullMQ's prefix, in a hash tag on a cluster; one connection for its queues (a cluster client of its own there).
  const queuePrefix = bullPrefix(prefix, redis);
  const bull = bullConnection(redis);
  const games = new GameService(new RedisGameStore(redis, prefix), PackLibrary.redis(redis, prefix));
  const rest = new REST(config.discordApiUrlSet ? { api: config.discordApiUrl } : {}).setToken(config.discordToken);
  // Pictures go as follow-ups of their action's interaction, which Discord leaves out of the global limit; discord.js
  // counts them against its own limit of 50 a second all the same, so they have a client whose limit is lifted.
  const followups = new REST({
    ...(config.discordApiUrlSet ? { api: config.discordApiUrl } : {}),
    globalRequestsPerSecond: 100_000,
  }).setToken(config.discordToken);
  // What is under the global limit (channel messages: a picture whose interaction is too old, a retry, text before
  // a picture) takes a slot of one schedule shared by every worker, RENDER_GLOBAL_PER_SECOND a second (default 40,
  // leaving the rest of Discord's 50 to the bot's own calls).
  const perSecond = config.renderGlobalPerSecond;
  const metrics = new Metrics('render-worker');
  watchRest(rest, metrics);
  watchRest(followups, metrics);
  const probe = startRedisProbe(redis, metrics);
  const started: { worker?: ReturnType<typeof createRenderWorker> } = {};
  const ops = await maybeStartOpsServer({
    port: config.metricsPort ?? 0,
    host: config.metricsHost,
    metrics,
    checks: [redisReady(redis), workerReady(() => started.worker)],
    log,
  });
  const maxJobs = config.renderMaxJobs;
  const maxRss = config.renderMaxRssBytes;
  // How long the job and the channel's lock of a worker that died stay held before another worker takes the job
  // over, and how often the workers look for such jobs (BullMQ's lockDuration and stalledInterval).
  const lockMs = config.renderLockMs;
  const stalledIntervalMs = config.renderStalledIntervalMs;
  let jobs = 0;
  let memoryReadAt = 0;
  let stopping = false;

  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, jobs, rssMb: Math.round(process.memoryUsage.rss() / 1048576) }, 'render worker stopping');
    ops?.drain();
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000).unref());
    const closed = await Promise.race([
      Promise.all([worker.close(), standings.close()]).then(() => 'closed' as const),
      timeout,
    ]);
    if (closed === 'timeout') {
      log.warn('the job in progress did not finish in time; handing it back to the queue');
      // The active job goes back to the queue; bounded, as BullMQ's close never settles while Redis is away.
      await closeWorker({ close: () => worker.close(true) }, 5_000);
    }
    probe.stop();
    await ops?.close();
    await bull.close();
    redis.disconnect();
    log.info({ reason, code }, 'render worker stopped');
    process.exit(code);
  };

  const worker = createRenderWorker({
    connection: bull.connection,
    prefix: queuePrefix,
    deps: {
      games,
      rest,
      render: renderMap,
      lock: new RedisLock(redis, prefix, lockMs),
      log,
      budget: new RedisMessageBudget(redis, prefix),
      followups,
      globalLimit: new RedisGlobalLimit(redis, `${prefix}render-global-limit`, perSecond),
      marks: new RedisFollowupMarks(redis, prefix),
    },
    log,
    concurrency: config.renderConcurrency,
    lockDurationMs: lockMs,
    stalledIntervalMs,
    observer: metrics,
    afterJob: () => {
      jobs++;
      if (jobs >= maxJobs) return void stop('job limit', 0);
      // The resident memory at most once a second: reading it costs the job's thread a system call, which under
      // bench:load's drain took about 2% of a worker's CPU when made after every job.
      const now = Date.now();
      if (now - memoryReadAt < 1_000) return;
      memoryReadAt = now;
      if (process.memoryUsage.rss() > maxRss) void stop('memory limit', 0);
    },
  });
  // The second kind of render job: league standings as a table picture.
  const standings = createStandingsWorker({
    connection: bull.connection,
    prefix: queuePrefix,
    deps: { leagues: new RedisLeagueStore(redis, prefix), rest, log },
    log,
  });
  started.worker = worker;
  // Started by the bot's supervisor (npm start): should the bot die without stopping it (SIGKILL, a crash), this
  // worker is re-parented; it then stops as on SIGTERM rather than run on alone.
  // (Its pid comes in the environment: the bot may die while this worker is still starting.)
  const supervisor = Number(process.env['UMPIRE_SUPERVISOR_PID']);
  if (supervisor > 0) {
    const watch = setInterval(() => {
      if (process.ppid === supervisor) return;
      clearInterval(watch);
      void stop('supervisor gone', 0);
    }, 1_000);
    watch.unref();
  }
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));
  log.info({ maxJobs, maxRssMb: maxRss / 1048576 }, 'render worker ready');
}

void main().catch((error: unknown) => {
  process.stderr.write(`The render worker could not start: ${String(error)}\n`);
  process.exit(1);
});
