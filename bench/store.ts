import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { builtInPack } from '../src/engine/packs.js';
import { GameService } from '../src/store/games.js';
import { RedisGameStore } from '../src/store/redis-store.js';
import { blue, note, playNotes, summary, timed } from './store-play.js';

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

  const { sequential, seqSeconds, parallel, parSeconds, committed } = await playNotes(games, newGame, {
    actions: SEQUENTIAL,
    games: GAMES,
    concurrency: CONCURRENCY,
  });

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
