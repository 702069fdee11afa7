import { parseArgs } from '../src/cli/args.js';
import { sample } from '../tests/helpers/prometheus.js';
import { DemoTable, childPids, percentile, rssMb, startCluster, type Cluster } from './cluster.js';
import {
  answerPaths,
  fmt,
  freePorts,
  playMove,
  scrape,
  setUpTables,
  usedMemory,
  type Outcome,
} from './sandbox-play.js';

/**
 * `npm run bench:soak [-- --minutes 10 --channels 200 --rate 10 --workers 2]`: bench:load's set-up (the real bot
 * as its own process with its render worker processes, its own redis-server, the sandbox in this process) played
 * at a steady, moderate rate for a long time, to see whether memory grows. Every `1 / rate` s one `/act` starts at
 * a random idle table (a game that ends is archived and a new one set up at its table); at most MAX_IN_FLIGHT wait
 * for their answers at once, and a start that would pass that is skipped and counted, so the rate stays the rate.
 *
 * Every minute one line: actions answered, errors, reply p50/p99 (submitted → final answer) of that minute; the
 * bot's and the render workers' RSS, V8 heap used and external memory (from each process's own /metrics, sampled
 * every SAMPLE_MS); Redis used_memory; the render queue's waiting and active jobs. At the end, for each memory
 * figure, the median of the first three minutes against the last three and the least-squares slope after the
 * first (warm-up) minute. Exits non-zero only on errors (an apology, no answer, a bot that died), never on timings.
 */

const SAMPLE_MS = 10_000;
const ANSWER_MS = 15_000;
const MAX_IN_FLIGHT = 64;
const WARM_UP_MINUTES = 1;
/** The issue's line for a leak: a slope after warm-up over 0.1 MB/s. */
const LEAK_MB_PER_MIN = 6;

interface Settings {
  readonly minutes: number;
  readonly channels: number;
  readonly rate: number;
  readonly workers: number;
}

/** One reading of the bot's and its workers' memory, MB; `workers*` are sums over the worker processes. */
interface MemorySample {
  readonly atMin: number;
  readonly botRss: number;
  readonly botHeap: number;
  readonly botExternal: number;
  readonly workersRss: number;
  readonly workersHeap: number;
  readonly workersExternal: number;
}

type Series = Exclude<keyof MemorySample, 'atMin'>;
const SERIES: readonly [Series, string][] = [
  ['botRss', 'bot RSS'],
  ['botHeap', 'bot heap used'],
  ['botExternal', 'bot external'],
  ['workersRss', 'workers RSS'],
  ['workersHeap', 'workers heap used'],
  ['workersExternal', 'workers external'],
];

function settings(): Settings {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const known = new Set(['minutes', 'channels', 'rate', 'workers']);
  const unknown = Object.keys(flags).filter((f) => !known.has(f));
  if (unknown.length > 0 || positional.length > 0) usage(`unknown arguments: ${[...unknown, ...positional].join(' ')}`);
  const number = (name: string, fallback: number, integer: boolean): number => {
    const raw = flags[name];
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (raw === true || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
      usage(`--${name} must be a positive ${integer ? 'whole ' : ''}number`);
    return value;
  };
  return {
    minutes: number('minutes', 10, false),
    channels: number('channels', 200, true),
    rate: number('rate', 10, false),
    workers: number('workers', 2, true),
  };
}

function usage(problem: string): never {
  console.error(`${problem}\nusage: npm run bench:soak -- [--minutes 10] [--channels 200] [--rate 10] [--workers 2]`);
  process.exit(2);
}

async function main(): Promise<number> {
  const s = settings();
  console.log(
    `Umpire soak: ${s.minutes} min at ${s.rate} actions/s over ${s.channels} channels, one bot process, ` +
      `${s.workers} render workers (Node ${process.version})`,
  );
  const startedAt = Date.now();
  const metricsPort = await freePorts(1 + s.workers);
  const cluster = await startCluster({
    guilds: Math.min(50, s.channels),
    channels: s.channels,
    renderWorkers: s.workers,
    shards: 1,
    metricsPort,
  });
  try {
    return await soak(cluster, s, metricsPort);
  } finally {
    await cluster.stop();
    console.log(`\n(${((Date.now() - startedAt) / 1000).toFixed(0)} s in all; processes stopped, Redis data removed)`);
  }
}

/** `metricsPort`: the bot's /metrics; its render workers' are on the ports after it. */
async function soak(cluster: Cluster, s: Settings, metricsPort: number): Promise<number> {
  await setUpTables(cluster);
  const botPid = cluster.botPids()[0]!;
  const workerPids = new Set(await childPids(botPid));
  console.log(
    `setup: ${cluster.tables.length} games; bot pid ${botPid} (metrics :${metricsPort}), workers ${[...workerPids].join(', ')}\n`,
  );

  const tables = cluster.tables.map((t) => new DemoTable(t));
  const busy = new Set<number>();
  const outcomes: Record<Outcome, number> = { applied: 0, refused: 0, limited: 0, error: 0, timeout: 0 };
  const latencies: number[] = [];
  let minute = { latencies: [] as number[], done: 0, errors: 0 };
  const memory: MemorySample[] = [];
  let skipped = 0;
  let restarted = 0;
  let restartFailures = 0;
  let botDied = false;
  const inFlight = new Set<Promise<void>>();

  const pick = (): number => {
    for (let tries = 0; tries < 50; tries++) {
      const i = Math.floor(Math.random() * tables.length);
      if (!busy.has(i) && !tables[i]!.over) return i;
    }
    return -1;
  };

  const play = async (i: number) => {
    const table = tables[i]!;
    const { outcome, replyMs } = await playMove(cluster, table, ANSWER_MS);
    outcomes[outcome]++;
    minute.done++;
    if (outcome === 'error' || outcome === 'timeout') minute.errors++;
    if (Number.isFinite(replyMs)) {
      latencies.push(replyMs);
      minute.latencies.push(replyMs);
    }
    if (table.over) {
      // A finished game leaves its thread as the bot's own sweep would take it, and a new one starts there.
      try {
        await cluster.games.archive(table.table.channelId);
        await cluster.setUp(table.table);
        tables[i] = new DemoTable(table.table);
        restarted++;
      } catch {
        restartFailures++;
      }
    }
  };

  const start = (i: number) => {
    busy.add(i);
    const running: Promise<void> = play(i)
      .catch(() => {
        outcomes.error++;
        minute.errors++;
      })
      .finally(() => {
        busy.delete(i);
        inFlight.delete(running);
      });
    inFlight.add(running);
  };

  const readMemory = async (atMin: number): Promise<MemorySample> => {
    const bot = await processMemory(metricsPort, botPid);
    const children = await childPids(botPid);
    for (const pid of children) workerPids.add(pid);
    const workers = await Promise.all(
      Array.from({ length: s.workers }, (_, w) => processMemory(metricsPort + 1 + w, children[w])),
    );
    const sum = (key: keyof ProcessMemory) => workers.reduce((total, w) => total + w[key], 0);
    if (Number.isNaN(bot.rss)) botDied = true;
    return {
      atMin,
      botRss: bot.rss,
      botHeap: bot.heap,
      botExternal: bot.external,
      workersRss: sum('rss'),
      workersHeap: sum('heap'),
      workersExternal: sum('external'),
    };
  };

  const printMinute = async (m: number) => {
    const last = memory.at(-1)!;
    const counts = await cluster.renderQueue.getJobCounts('wait', 'active');
    const redisMb = (await usedMemory(cluster)) / 2 ** 20;
    console.log(
      [
        String(m).padStart(3),
        String(minute.done).padStart(7),
        String(minute.errors).padStart(6),
        fmt(percentile(minute.latencies, 50)).padStart(6),
        fmt(percentile(minute.latencies, 99)).padStart(6),
        mb(last.botRss).padStart(7),
        mb(last.botHeap).padStart(6),
        mb(last.botExternal).padStart(5),
        mb(last.workersRss).padStart(8),
        mb(last.workersHeap).padStart(6),
        mb(last.workersExternal).padStart(5),
        redisMb.toFixed(1).padStart(8),
        `${counts['wait'] ?? 0}/${counts['active'] ?? 0}`.padStart(11),
      ].join(' '),
    );
    minute = { latencies: [], done: 0, errors: 0 };
    // The sandbox keeps every picture's bytes; they are the sandbox's memory, not the bot's, and nothing reads
    // them here: let them go, so that this process stays small over a long run.
    cluster.sandbox.model.files.clear();
  };

  console.log(
    `min actions errors p50 ms p99 ms | bot MB: RSS  heap   ext | workers MB (sum of ${s.workers}): RSS heap ext | ` +
      `Redis MB | queue wait/active`,
  );
  const durationMs = s.minutes * 60_000;
  const began = Date.now();
  memory.push(await readMemory(0));

  // The memory sampler and the minute lines, beside the paced starts.
  const monitor = (async () => {
    for (let n = 1; n * SAMPLE_MS <= durationMs; n++) {
      const due = began + n * SAMPLE_MS;
      while (Date.now() < due) await sleep(Math.min(1000, due - Date.now()));
      memory.push(await readMemory((n * SAMPLE_MS) / 60_000));
      if ((n * SAMPLE_MS) % 60_000 === 0) await printMinute((n * SAMPLE_MS) / 60_000);
      if (botDied) break;
    }
  })();

  let issued = 0;
  while (!botDied && Date.now() - began < durationMs) {
    await sleep(20);
    const due = Math.floor(((Date.now() - began) / 1000) * s.rate) - issued;
    for (let k = 0; k < due; k++) {
      issued++;
      const i = inFlight.size < MAX_IN_FLIGHT ? pick() : -1;
      if (i < 0) skipped++;
      else start(i);
    }
  }
  await monitor;
  await Promise.all([...inFlight]);
  const answers = await answerPaths(metricsPort);

  const total = Object.values(outcomes).reduce((a, b) => a + b, 0);
  const errors = outcomes.error + outcomes.timeout + restartFailures + (botDied ? 1 : 0);
  const minutes = (Date.now() - began) / 60_000;
  console.log(
    `
Actions: ${total} answered in ${minutes.toFixed(1)} min = ${(total / minutes / 60).toFixed(1)}/s ` +
      `(applied ${outcomes.applied}, refused ${outcomes.refused}, rate-limited ${outcomes.limited}, ` +
      `errors ${outcomes.error}, no answer within ${ANSWER_MS / 1000} s ${outcomes.timeout}); ` +
      `${skipped} starts skipped (${MAX_IN_FLIGHT} in flight or no idle table); ${restarted} finished games replaced` +
      `${restartFailures > 0 ? ` (${restartFailures} could not be)` : ''}
Reply latency over the whole run: p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms, ` +
      `max ${fmt(Math.max(...latencies))} ms
Answers (the bot's umpire_answers_total): ${answers}
Render workers: ${s.workers} at a time, ${workerPids.size} processes in all (each recycles itself after ` +
      `RENDER_MAX_JOBS jobs or past RENDER_MAX_RSS_MB; the workers' figures drop at each)${botDied ? '\nTHE BOT PROCESS DIED during the run' : ''}`,
  );
  console.log(growthReport(memory, s.minutes, workerPids.size - s.workers));
  console.log(errors > 0 ? `\nFAILED: ${errors} errors` : '\nno errors');
  return errors > 0 ? 1 : 0;
}

/**
 * First three minutes against the last three (medians), and the least-squares slope after warm-up, per figure.
 * The workers' figures are sums over processes that recycle themselves (`recycles` times in the run): there the
 * slope is that of a sawtooth's level, not one process's growth, which the recycling bounds.
 */
function growthReport(memory: readonly MemorySample[], minutes: number, recycles: number): string {
  const edge = Math.min(3, minutes / 2);
  const warmUp = Math.min(WARM_UP_MINUTES, minutes / 2);
  const lines = [
    `\nMemory growth (MB; samples every ${SAMPLE_MS / 1000} s; first ${edge} min against the last ${edge}, ` +
      `slope after the first ${warmUp} min; the issue's leak line: ${LEAK_MB_PER_MIN} MB/min = 0.1 MB/s):`,
  ];
  for (const [key, name] of SERIES) {
    const first = median(memory.filter((m) => m.atMin > 0 && m.atMin <= edge).map((m) => m[key]));
    const last = median(memory.filter((m) => m.atMin >= minutes - edge).map((m) => m[key]));
    const after = memory.filter((m) => m.atMin >= warmUp && Number.isFinite(m[key]));
    const slope = leastSquaresSlope(
      after.map((m) => m.atMin),
      after.map((m) => m[key]),
    );
    const grew = last - first > Math.max(2, 0.05 * first) && slope > 0;
    const across = key.startsWith('workers') && recycles > 0 ? ` (across ${recycles} worker recycles)` : '';
    const verdict = !Number.isFinite(slope)
      ? 'no figures'
      : slope > LEAK_MB_PER_MIN
        ? 'GREW past the leak line'
        : grew
          ? 'grew'
          : 'flat';
    lines.push(
      `  ${name.padEnd(18)} ${mb(first).padStart(7)} → ${mb(last).padStart(7)}   slope ${signed(slope)} MB/min   ${verdict}${across}`,
    );
  }
  return lines.join('\n');
}

/** The slope of the least-squares line through (x, y). */
function leastSquaresSlope(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  if (n < 2) return Number.NaN;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (x[i]! - mx) * (y[i]! - my);
    den += (x[i]! - mx) ** 2;
  }
  return den === 0 ? Number.NaN : num / den;
}

interface ProcessMemory {
  readonly rss: number;
  readonly heap: number;
  readonly external: number;
}

/** A process's memory from its /metrics (RSS from /proc when those do not answer), MB; NaN for what is unknown. */
async function processMemory(port: number, pid: number | undefined): Promise<ProcessMemory> {
  const text = await scrape(port);
  const read = (name: string) => (sample(text, name) ?? Number.NaN) / 2 ** 20;
  const rss = read('process_resident_memory_bytes');
  return {
    rss: Number.isFinite(rss) ? rss : pid === undefined ? Number.NaN : await rssMb(pid),
    heap: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}

function median(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return Number.NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const mb = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const signed = (value: number) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(2)}` : '-');

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
