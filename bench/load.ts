import { readFile } from 'node:fs/promises';
import { DemoTable, childPids, percentile, rssMb, startCluster, type Cluster } from './cluster.js';
import {
  answerPaths,
  fmt,
  freePorts,
  playMove,
  renderBacklog,
  setUpTables,
  usedMemory,
  type Outcome,
} from './sandbox-play.js';

/**
 * `npm run bench:load`: 1,000 channels of simulated play through the sandbox against the real bot (its own
 * process, as `npm start` runs it), Redis and the render worker processes, on this machine. The games are set up
 * straight in the store; then, for BENCH_SECONDS, BENCH_CONCURRENCY players at a time each make the next move of
 * a random table with `/act` (a unit there and back, the turn ended every few moves) and wait for the answer.
 * Prints throughput, reply latency (p50/p99, submitted → final answer), the render backlog and the bot's RSS over
 * time, and Redis memory per game. Asserts nothing; cleans up after itself.
 *
 *   BENCH_SECONDS (60)  BENCH_CHANNELS (1000)  BENCH_GUILDS (50)  BENCH_CONCURRENCY (32)
 *   BENCH_WORKERS (2, render worker processes)  BENCH_SHARDS (1, bot processes)  BENCH_REDIS_URL (own redis-server)
 */

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
const CHANNELS = Number(process.env['BENCH_CHANNELS'] ?? 1000);
const GUILDS = Number(process.env['BENCH_GUILDS'] ?? 50);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 32);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 2);
const SHARDS = Number(process.env['BENCH_SHARDS'] ?? 1);
const ANSWER_MS = 15_000;
const DRAIN_MS = 90_000;

async function main(): Promise<void> {
  console.log(
    `Umpire load benchmark: ${CHANNELS} channels in ${GUILDS} guilds, ${SHARDS} bot process(es), ${WORKERS} render workers, ` +
      `${SECONDS} s of play, ${CONCURRENCY} players at a time (Node ${process.version})`,
  );
  const startedAt = Date.now();
  // A metrics port for the (first) bot and its workers, so that the bot's own count of its answers can be read.
  const metricsPort = await freePorts(1 + WORKERS);
  const cluster = await startCluster({
    guilds: GUILDS,
    channels: CHANNELS,
    renderWorkers: WORKERS,
    shards: SHARDS,
    metricsPort,
  });
  try {
    await run(cluster, metricsPort);
  } finally {
    await cluster.stop();
    console.log(`\n(${((Date.now() - startedAt) / 1000).toFixed(0)} s in all; processes stopped, Redis data removed)`);
  }
}

async function run(cluster: Cluster, metricsPort: number): Promise<void> {
  const { redis, games } = cluster;
  const memoryBefore = await usedMemory(cluster);
  const setupStarted = Date.now();
  await setUpTables(cluster);
  const setupSeconds = (Date.now() - setupStarted) / 1000;
  const memoryAfterSetup = await usedMemory(cluster);
  console.log(
    `setup: ${cluster.tables.length} games in ${setupSeconds.toFixed(1)} s; bot ready (pid ${cluster.botPids().join(', ')})\n`,
  );

  const tables = cluster.tables.map((t) => new DemoTable(t));
  const busy = new Set<number>();
  const latencies: number[] = [];
  // How each answer went: time to the interaction's first callback, and that callback's type (4: the answer in
  // the callback itself, 5: deferred, then edited).
  const firstCallbacks: number[] = [];
  const callbackTypes = new Map<number, number>();
  const outcomes: Record<Outcome, number> = { applied: 0, refused: 0, limited: 0, error: 0, timeout: 0 };
  const window: { latencies: number[]; done: number } = { latencies: [], done: 0 };
  const rows: string[] = [];
  const rss: number[] = [];
  const backlogs: number[] = [];
  // Jobs waiting (not yet started): with the per-channel deduplication, at most one per channel.
  const waitings: number[] = [];
  let stopping = false;

  const pick = (): number => {
    for (let tries = 0; tries < 50; tries++) {
      const i = Math.floor(Math.random() * tables.length);
      if (!busy.has(i) && !tables[i]!.over) return i;
    }
    return -1;
  };

  const player = async () => {
    while (!stopping) {
      const i = pick();
      if (i < 0) break;
      busy.add(i);
      const { outcome, replyMs, firstCallbackMs, callbackType } = await playMove(cluster, tables[i]!, ANSWER_MS);
      if (outcome !== 'timeout') {
        latencies.push(replyMs);
        window.latencies.push(replyMs);
        firstCallbacks.push(firstCallbackMs);
        callbackTypes.set(callbackType, (callbackTypes.get(callbackType) ?? 0) + 1);
      }
      outcomes[outcome]++;
      window.done++;
      busy.delete(i);
    }
  };

  const sample = async (t: number) => {
    const pid = cluster.botPids()[0]!;
    const botRss = await rssMb(pid);
    const workers = await childPids(pid);
    const workerRss = (await Promise.all(workers.map((w) => rssMb(w)))).filter((x) => !Number.isNaN(x));
    const backlog = await renderBacklog(cluster.renderQueue);
    waitings.push(await waiting(cluster));
    rss.push(botRss);
    backlogs.push(backlog);
    const pictures = countPictures(cluster);
    rows.push(
      [
        String(t).padStart(4),
        String(window.done).padStart(8),
        fmt(percentile(window.latencies, 50)).padStart(7),
        fmt(percentile(window.latencies, 99)).padStart(7),
        String(backlog).padStart(8),
        String(pictures).padStart(8),
        botRss.toFixed(0).padStart(9),
        workerRss
          .map((w) => w.toFixed(0))
          .join('+')
          .padStart(12),
      ].join(' '),
    );
    console.log(rows.at(-1));
    window.latencies = [];
    window.done = 0;
  };

  console.log('   t  actions  p50 ms  p99 ms  backlog  posted  bot RSS MB  workers RSS MB');
  const loadStarted = Date.now();
  const players = Array.from({ length: CONCURRENCY }, () => player());
  let t = 0;
  while (Date.now() - loadStarted < SECONDS * 1000) {
    await new Promise((r) => setTimeout(r, 1000 - ((Date.now() - loadStarted) % 1000)));
    t++;
    if (t % 5 === 0 || Date.now() - loadStarted >= SECONDS * 1000)
      await sample(Math.round((Date.now() - loadStarted) / 1000));
  }
  stopping = true;
  await Promise.all(players);
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  const total = Object.values(outcomes).reduce((a, b) => a + b, 0);

  // The render backlog left when the players stop, and how long the workers take to clear it (from the last answer:
  // every action's answer is in by then, so what is left is pictures).
  const drainStarted = Date.now();
  const cpuAtEnd = await cpuSample(cluster);
  const postedAtEnd = countPictures(cluster);
  const backlogAtEnd = await renderBacklog(cluster.renderQueue);
  let backlog = backlogAtEnd;
  while (Date.now() - drainStarted < DRAIN_MS) {
    backlog = await renderBacklog(cluster.renderQueue);
    if (backlog === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  const drained = countPictures(cluster) - postedAtEnd;
  const cpuDrained = await cpuSample(cluster);
  // What each picture of the drain cost in CPU, process by process: the figure that decides how long the drain
  // takes on given cores, whatever else shares them (wall-clock rates on a shared machine follow its load).
  const perPicture = (key: keyof CpuSample) =>
    drained > 0 ? ((cpuDrained[key] - cpuAtEnd[key]) * 1000) / drained : Number.NaN;
  const cpuLine =
    `CPU per picture during the drain: workers ${perPicture('workers').toFixed(1)} ms, sandbox (this process) ` +
    `${perPicture('sandbox').toFixed(1)} ms, Redis ${perPicture('redis').toFixed(1)} ms, bot ${perPicture('bot').toFixed(1)} ms; ` +
    `the machine's two cores were ${(100 * busyShare(cpuAtEnd, cpuDrained)).toFixed(0)}% busy (all processes, others' too); ` +
    `at ${(perPicture('workers') + perPicture('sandbox') + perPicture('redis') + perPicture('bot')).toFixed(1)} ms a picture, ` +
    `${backlogAtEnd} pictures need ${(
      (backlogAtEnd * (perPicture('workers') + perPicture('sandbox') + perPicture('redis') + perPicture('bot'))) /
      1000 /
      CORES
    ).toFixed(1)} s of ${CORES} idle cores`;
  // Whether every channel's thread shows its newest version once drained (a picture or its text fallback).
  const lagging = (
    await Promise.all(
      cluster.tables.map(async (t) => {
        const game = await games.store.load(t.channelId);
        const posted = await games.store.postedVersion(t.channelId);
        return game !== undefined && posted < game.version
          ? `${t.channelId} v${game.version} (${game.meta.status}) shown v${posted}`
          : '';
      }),
    )
  ).filter(Boolean);
  const behind = lagging.length;
  const failed = await cluster.renderQueue.getFailed(0, 4);
  if (behind > 0 || failed.length > 0)
    console.log(
      `\nBehind: ${lagging.slice(0, 5).join('; ')}\nFailed render jobs (${await cluster.renderQueue.getFailedCount()}): ${failed
        .map((j) => `${j.data.channelId}: ${j.failedReason}`)
        .join('; ')}`,
    );

  // Redis memory per game: MEMORY USAGE of a sample of games' keys, and the growth of used_memory.
  const sampleTables = cluster.tables.slice(0, 100);
  const perGame: number[] = [];
  const perLog: number[] = [];
  for (const table of sampleTables) {
    const base = `${cluster.prefix}game:{${table.channelId}}`;
    const sizes = await Promise.all(
      [base, `${base}:log`, `${base}:iid`, `${base}:posted`].map(async (key) =>
        Number((await redis.call('MEMORY', 'USAGE', key)) ?? 0),
      ),
    );
    perGame.push(sizes.reduce((a, b) => a + b, 0));
    perLog.push(sizes[1]!);
  }
  const versions = await Promise.all(
    sampleTables.map(async (t) => (await games.store.load(t.channelId))?.version ?? 0),
  );
  const memoryAfter = await usedMemory(cluster);
  const growth = await perActionGrowth(cluster);
  const pid = cluster.botPids()[0]!;
  const finalRss = await rssMb(pid);
  const answers = await answerPaths(metricsPort);

  console.log(
    `
Throughput: ${total} actions in ${loadSeconds.toFixed(1)} s = ${(total / loadSeconds).toFixed(1)} actions/s ` +
      `(applied ${outcomes.applied} = ${(outcomes.applied / loadSeconds).toFixed(1)}/s; refused ${outcomes.refused}, ` +
      `rate-limited ${outcomes.limited}, errors ${outcomes.error}, timeouts ${outcomes.timeout})
Reply latency (action submitted → final answer in the sandbox): p50 ${fmt(percentile(latencies, 50))} ms, ` +
      `p90 ${fmt(percentile(latencies, 90))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(Math.max(...latencies))} ms
First callback (action submitted → the interaction's callback, ANSWER_BUDGET_MS ${
        process.env['ANSWER_BUDGET_MS'] || 'default'
      }): p50 ${fmt(percentile(firstCallbacks, 50))} ms, p99 ${fmt(percentile(firstCallbacks, 99))} ms, max ${fmt(
        Math.max(...firstCallbacks),
      )} ms; answered in the callback (type 4) ${callbackTypes.get(4) ?? 0}, deferred first (type 5) ${callbackTypes.get(5) ?? 0}; the ${
        SHARDS > 1 ? 'first ' : ''
      }bot's umpire_answers_total: ${answers}
Render backlog (jobs waiting or running): max ${Math.max(...backlogs, 0)} during the run (of which waiting, not yet ` +
      `started: max ${Math.max(...waitings, 0)}, for ${cluster.tables.length} channels); ${backlogAtEnd} at the end, ${backlog} left after ` +
      `${drainSeconds.toFixed(1)} s of draining: ${drained} pictures in that time = ${(drained / drainSeconds).toFixed(1)}/s, ` +
      `${(drained / drainSeconds / WORKERS).toFixed(1)}/s per worker (RENDER_CONCURRENCY ${process.env['RENDER_CONCURRENCY'] || 'default'}); ` +
      `${countPictures(cluster)} pictures posted for ${outcomes.applied} actions; ${behind} channels without their newest version in the thread
${cpuLine}; the sandbox refused ${cluster.sandbox.globallyLimited} requests past Discord's global limit and ${cluster.sandbox.rateLimited} past a channel's
Redis memory per game (MEMORY USAGE of its 4 keys, ${sampleTables.length} games at v${percentile(versions, 50)} median): ` +
      `mean ${kb(mean(perGame))} KB, p50 ${kb(percentile(perGame, 50))} KB, max ${kb(Math.max(...perGame))} KB (of which the log ${kb(mean(perLog))} KB)
Redis memory as a game grows (one game, ${growth.actions} more moves): ${kb(growth.before)} KB → ${kb(growth.after)} KB, ` +
      `≈ ${growth.perAction.toFixed(0)} bytes per logged action
Redis used_memory: +${kb((memoryAfterSetup - memoryBefore) / cluster.tables.length)} KB per game at setup, ` +
      `+${kb((memoryAfter - memoryBefore) / cluster.tables.length)} KB per game after play (queue and indexes included)
Bot RSS: ${rss.length > 0 ? `${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB during the run, ` : ''}${finalRss.toFixed(0)} MB at the end`,
  );
}

/** MEMORY USAGE of one game's keys before and after many more moves (made straight through the game service). */
async function perActionGrowth(
  cluster: Cluster,
): Promise<{ before: number; after: number; actions: number; perAction: number }> {
  const table = cluster.tables.at(-1)!;
  const base = `${cluster.prefix}game:{${table.channelId}}`;
  const usage = async () => {
    let total = 0;
    for (const key of [base, `${base}:log`, `${base}:iid`, `${base}:posted`])
      total += Number((await cluster.redis.call('MEMORY', 'USAGE', key)) ?? 0);
    return total;
  };
  const model = new DemoTable(table);
  model.resync((await cluster.games.store.load(table.channelId))!);
  const before = await usage();
  let actions = 0;
  for (let i = 0; i < 300 && !model.over; i++) {
    const move = model.next();
    const [version, key] = [Number(move.value.split(':')[0]), move.value.slice(move.value.indexOf(':') + 1)];
    const game = (await cluster.games.load(table.channelId))!;
    const actor = { userId: model.player.id, side: model.active };
    const result = await cluster.games.act(table.channelId, {
      actor,
      action: game.module.decode(game.game.state, key),
      expected: version,
      iid: `bench-${i}`,
    });
    if (result.kind !== 'applied') break;
    move.applied();
    model.version = result.game.version;
    actions++;
  }
  const after = await usage();
  return { before, after, actions, perAction: actions > 0 ? (after - before) / actions : Number.NaN };
}

const CORES = 2;
const TICKS = 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux

interface CpuSample {
  /** CPU seconds so far: the render workers (live ones, and those the bot has reaped), the sandbox, Redis, the bot. */
  readonly workers: number;
  readonly sandbox: number;
  readonly redis: number;
  readonly bot: number;
  /** The machine's busy and total CPU ticks (/proc/stat), every process's. */
  readonly busy: number;
  readonly total: number;
}

/** CPU seconds a process has used (utime + stime), and its reaped children's (cutime + cstime). */
async function cpuOf(pid: number): Promise<{ own: number; children: number }> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // After the command: state is field 3, so utime (14) is at index 11 here.
    return { own: (fields[11]! + fields[12]!) / TICKS, children: (fields[13]! + fields[14]!) / TICKS };
  } catch {
    return { own: 0, children: 0 };
  }
}

async function cpuSample(cluster: Cluster): Promise<CpuSample> {
  const botPid = cluster.botPids()[0]!;
  const bot = await cpuOf(botPid);
  const workers = await Promise.all((await childPids(botPid)).map((pid) => cpuOf(pid)));
  const mine = await childPids(process.pid);
  const comms = await Promise.all(mine.map(async (pid) => readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')));
  const redisPid = mine.find((_, i) => comms[i]!.trim() === 'redis-server');
  const redis = redisPid ? (await cpuOf(redisPid)).own : 0;
  const usage = process.cpuUsage();
  const cpu = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  return {
    workers: workers.reduce((sum, w) => sum + w.own, 0) + bot.children,
    sandbox: (usage.user + usage.system) / 1e6,
    redis,
    bot: bot.own,
    busy: total - idle,
    total,
  };
}

const busyShare = (a: CpuSample, b: CpuSample) => (b.busy - a.busy) / Math.max(1, b.total - a.total);

/** Render jobs waiting to start (wait, prioritised, delayed). */
async function waiting(cluster: Cluster): Promise<number> {
  const counts = await cluster.renderQueue.getJobCounts('wait', 'delayed', 'prioritized');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

function countPictures(cluster: Cluster): number {
  let n = 0;
  for (const table of cluster.tables) {
    for (const id of cluster.sandbox.model.channelMessages.get(table.channelId) ?? []) {
      const message = cluster.sandbox.model.messages.get(id);
      if (((message?.json['attachments'] as unknown[] | undefined) ?? []).length > 0) n++;
    }
  }
  return n;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
