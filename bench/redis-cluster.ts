import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInPack } from '../src/engine/packs.js';
import { connectCluster, connectRedis, isCluster, type RedisClient } from '../src/store/connect.js';
import { GameService } from '../src/store/games.js';
import { RedisGameStore } from '../src/store/redis-store.js';
import { startRedisCluster, type LocalCluster } from '../tests/helpers/redis-cluster.js';
import { blue, note, playNotes, summary, timed } from './store-play.js';

/**
 * `npm run bench:cluster`: bench:store's play (actions through the game service, one at a time on one game, then
 * many games with many in flight) against a local three-master Redis Cluster of our own redis-server processes,
 * and the same against one redis-server of our own with the same settings (AOF everysec, noeviction) for
 * comparison. Prints figures; asserts nothing; stops every process and removes its files at the end, on Ctrl+C, or
 * past BENCH_LIMIT_SECONDS (default 180).
 */

const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 2000);
const GAMES = Number(process.env.BENCH_GAMES ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const LIMIT_SECONDS = Number(process.env.BENCH_LIMIT_SECONDS ?? 180);

const pack = builtInPack('demo')!;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** One redis-server of our own, configured as a cluster node is (AOF everysec, noeviction), without the cluster. */
async function startSingle(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-redis-'));
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
      ...['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server not ready:\n${output}`)), 10_000);
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** bench:store's play on one client; its figures as lines (on a cluster, with how the games spread over the masters). */
async function play(redis: RedisClient): Promise<string[]> {
  const prefix = `bench:${randomBytes(3).toString('hex')}:`;
  const store = new RedisGameStore(redis, prefix);
  const games = new GameService(store, { get: async () => pack });
  const newGame = async (channelId: string) => {
    const created = await games.create({
      channelId,
      guildId: 'bench',
      pack,
      packRef: { id: pack.id, version: pack.version },
      scenario: 'meeting',
      createdBy: 'u-blue',
      seats: { blue: 'u-blue', red: 'u-red' },
    });
    if (created.kind !== 'created') throw new Error(`could not create ${channelId}: ${created.kind}`);
  };
  // Warm up connections, scripts and the JIT.
  await newGame('warm');
  for (let i = 0; i < 200; i++) await games.act('warm', { actor: blue, action: note(i) });

  const ping: number[] = [];
  for (let i = 0; i < ACTIONS; i++) ping.push((await timed(() => redis.ping()))[1]);

  const { sequential, seqSeconds, parallel, parSeconds, committed } = await playNotes(games, newGame, {
    actions: ACTIONS,
    games: GAMES,
    concurrency: CONCURRENCY,
  });

  let spread = '';
  if (isCluster(redis)) {
    const masters = redis.nodes('master');
    const counts = await Promise.all(
      masters.map(async (node) => {
        let n = 0;
        for (let g = 0; g < GAMES; g++) n += await node.exists(`${prefix}game:{par-${g}}`).catch(() => 0);
        return n;
      }),
    );
    spread = ` (the ${GAMES} games' keys on ${masters.length} masters: ${counts.join(' / ')})`;
  }
  // Clean up: every game's keys (in their slots) and the index.
  const channels = ['warm', 'seq', ...Array.from({ length: GAMES }, (_, g) => `par-${g}`)];
  for (const channelId of channels) await store.remove(channelId);
  return [
    '  ' + summary('PING round trip (reference)', ping),
    '  ' + summary('action through the service, one at a time', sequential, seqSeconds, ACTIONS),
    '  ' + summary(`actions on ${GAMES} games, ${CONCURRENCY} in flight`, parallel, parSeconds, committed) + spread,
    `  (${ACTIONS * 2 - committed} of ${ACTIONS * 2} concurrent actions lost a version race: "the game changed")`,
  ];
}

let cluster: LocalCluster | undefined;
let single: { url: string; stop(): Promise<void> } | undefined;
const clients: RedisClient[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([cluster?.stop(), single?.stop()]);
  })());
const stopOn = (reason: string, code: number) => {
  process.stderr.write(`${reason}: stopping the Redis processes\n`);
  void cleanUp().finally(() => process.exit(code));
};
process.once('SIGINT', () => stopOn('SIGINT', 130));
process.once('SIGTERM', () => stopOn('SIGTERM', 143));
const limit = setTimeout(() => stopOn(`past BENCH_LIMIT_SECONDS=${LIMIT_SECONDS}`, 1), LIMIT_SECONDS * 1000);
limit.unref();

try {
  const started = performance.now();
  cluster = await startRedisCluster({ masters: 3 });
  const clusterReady = (performance.now() - started) / 1000;
  single = await startSingle();
  const singleClient = await connectRedis(single.url);
  clients.push(singleClient);
  const clusterClient = await connectCluster({ nodes: cluster.nodes, tls: false });
  clients.push(clusterClient);

  console.log(
    `Store benchmark, one Redis against a three-master Redis Cluster (Node ${process.version}, redis-server on this ` +
      `machine, AOF everysec; ${ACTIONS} actions one at a time, ${ACTIONS * 2} on ${GAMES} games)`,
  );
  console.log(`one redis-server (${single.url})`);
  for (const line of await play(singleClient)) console.log(line);
  console.log(`three-master cluster (${cluster.env}; started and joined in ${clusterReady.toFixed(1)} s)`);
  for (const line of await play(clusterClient)) console.log(line);
  console.log(
    '(Three masters on one machine share its cores with the benchmark: the cluster buys room for data and writes ' +
      'spread over machines, not a faster answer here; an action is one key slot, so it costs the same round trips.)',
  );
} finally {
  clearTimeout(limit);
  await cleanUp();
}
