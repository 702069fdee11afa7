import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { builtInPack } from '../src/engine/packs.js';
import { GameService } from '../src/store/games.js';
import { RedisGameStore } from '../src/store/redis-store.js';

/**
 * Store throughput and latency against a real Redis: a bare PING, the raw Lua commit, and a whole action
 * through the game service (load, engine, commit). Prints figures; asserts nothing.
 */
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEQUENTIAL = Number(process.env.BENCH_ACTIONS ?? 2000);
const GAMES = 50;
const CONCURRENCY = 32;

const pack = builtInPack('demo')!;
const redis = new Redis(url);
const prefix = `bench:${randomBytes(3).toString('hex')}:`;
const store = new RedisGameStore(redis, prefix);
const games = new GameService(store, { get: async () => pack });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(name: string, samples: number[], seconds?: number, count?: number): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const rate =
    seconds !== undefined && count !== undefined ? `${(count / seconds).toFixed(0).padStart(7)} /s` : '          ';
  return `${name.padEnd(44)} ${rate}   p50 ${percentile(sorted, 50).toFixed(3)} ms   p99 ${percentile(sorted, 99).toFixed(3)} ms`;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = process.hrtime.bigint();
  const value = await run();
  return [value, Number(process.hrtime.bigint() - started) / 1e6];
}

async function newGame(channel: string): Promise<void> {
  await games.create({
    channelId: channel,
    guildId: 'bench',
    pack,
    packRef: { id: pack.id, version: pack.version },
    scenario: 'meeting',
    createdBy: 'u-blue',
    seats: { blue: 'u-blue', red: 'u-red' },
  });
}

const blue = { userId: 'u-blue', side: 'blue' };
const note = (i: number) => ({ type: 'note', text: `bench ${i}`, secret: false });

try {
  await redis.ping();
  // Warm up connections, scripts and the JIT.
  await newGame('warm');
  for (let i = 0; i < 200; i++) await games.act('warm', { actor: blue, action: note(i) });

  const ping: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) ping.push((await timed(() => redis.ping()))[1]);

  await newGame('raw');
  const raw: number[] = [];
  const base = (await store.load('raw'))!;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const [, ms] = await timed(() =>
      store.commit('raw', {
        expected: i,
        state: base.state,
        meta: base.meta,
        diceNext: 0,
        entry: {
          kind: 'action',
          at: Date.now(),
          by: { side: 'blue', user: 'u-blue' },
          action: note(i),
          dice: [],
          events: [{ kind: 'note' }],
          closesUndo: false,
          iid: `raw-${i}`,
        },
      }),
    );
    raw.push(ms);
  }

  await newGame('seq');
  const sequential: number[] = [];
  const seqStart = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const [result, ms] = await timed(() => games.act('seq', { actor: blue, action: note(i), iid: `seq-${i}` }));
    if (result.kind !== 'applied') throw new Error(`unexpected ${result.kind}`);
    sequential.push(ms);
  }
  const seqSeconds = (performance.now() - seqStart) / 1000;

  for (let g = 0; g < GAMES; g++) await newGame(`par-${g}`);
  const parallel: number[] = [];
  let committed = 0;
  let next = 0;
  const parStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SEQUENTIAL * 2) {
        const i = next++;
        const [result, ms] = await timed(() =>
          games.act(`par-${i % GAMES}`, { actor: blue, action: note(i), iid: `par-${i}` }),
        );
        if (result.kind === 'applied') {
          committed++;
          parallel.push(ms);
        }
      }
    }),
  );
  const parSeconds = (performance.now() - parStart) / 1000;

  console.log(
    `Store benchmark against ${url} (Node ${process.version}; state of the demo game: ${JSON.stringify(base.state).length} bytes)`,
  );
  console.log(summary('PING round trip (reference)', ping));
  console.log(summary('raw Lua commit (CAS + snapshot + XADD)', raw));
  console.log(summary('action through the service, one at a time', sequential, seqSeconds, SEQUENTIAL));
  console.log(summary(`actions on ${GAMES} games, ${CONCURRENCY} in flight`, parallel, parSeconds, committed));
  console.log(
    `(${SEQUENTIAL * 2 - committed} of ${SEQUENTIAL * 2} concurrent actions lost a version race and were answered "the game changed")`,
  );
} finally {
  let cursor = '0';
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = nextCursor;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}
