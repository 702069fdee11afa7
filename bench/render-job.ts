import { randomBytes } from 'node:crypto';
import { REST, Routes } from 'discord.js';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { RedisFollowupMarks, RedisLock, processRender, type InteractionRef } from '../src/bot/pictures.js';
import { publicView } from '../src/bot/game-flow.js';
import { builtInPack } from '../src/engine/packs.js';
import { renderMap } from '../src/render/draw.js';
import { createCanvas } from '@napi-rs/canvas';
import { FOCUS_HEIGHT, FOCUS_WIDTH, drawFocus, planFocus } from '../src/render/focus.js';
import { encodeIndexedPng } from '../src/render/png.js';
import { quantise } from '../src/render/quantise.js';
import type { RenderInput } from '../src/render/types.js';
import { startSandbox } from '../src/sandbox/server.js';
import { GameService } from '../src/store/games.js';
import { RedisGameStore } from '../src/store/redis-store.js';

/**
 * `node --import tsx bench/render-job.ts`: where a render job's time goes, in one process, for the demo game's
 * action pictures that `bench:load` posts (a unit moved one hex).
 *
 *   1. The picture alone, stage by stage, side by side in the same run: the map stamped from cached tiles into a
 *      canvas kept between pictures, quantised into a kept buffer (now), against every place of the map drawn as
 *      vectors into a new canvas for each picture (before): issuing the drawing, the canvas rasterising it (read
 *      back), quantising to 256 colours, deflating the indexed PNG; and the CPU time of each path a picture.
 *   2. Whole jobs (processRender) against the local Redis (REDIS_URL, a throwaway key prefix) and a sandbox in this
 *      process, posted as follow-ups of an interaction: per job, Redis reads, drawing and encoding, posting (the
 *      REST call and the sandbox's parsing, which is this process too), and the CPU time of the whole.
 *
 * p10 is given beside p50: on a machine others share, the fastest tenth is nearest what the work itself costs.
 * BENCH_RUNS (200) pictures per path in part 1, BENCH_PAUSE_MS (5) between them, BENCH_JOBS (300) jobs in part 2.
 * The render worker sets MIMALLOC_PURGE_DELAY (src/workers/allocator.ts); this script does not, so give it on the
 * command line to compare (`MIMALLOC_PURGE_DELAY=1000 node --import tsx bench/render-job.ts`). Prints; asserts nothing.
 */

const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const JOBS = Number(process.env['BENCH_JOBS'] ?? 300);
const WARMUP = 20;
/** Milliseconds between pictures in part 1 (BENCH_PAUSE_MS). */
const PAUSE_MS = Number(process.env['BENCH_PAUSE_MS'] ?? 5);

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const f = (values: readonly number[]) =>
  `p10 ${percentile(values, 10).toFixed(1)} p50 ${percentile(values, 50).toFixed(1)} ms`;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
const prefix = `bench:render-job:${randomBytes(4).toString('hex')}:`;
const sandbox = await startSandbox();
const demo = builtInPack('demo')!;
const games = new GameService(new RedisGameStore(redis, prefix), {
  get: async (ref) => (ref.id === 'demo' && ref.version === demo.version ? demo : undefined),
});
const blue = { userId: 'u-blue', side: 'blue' } as const;
const moves = ['b1/0303', 'b1/0203', 'b2/0305', 'b2/0205', 'b4/0507', 'b4/0407'];

/** A demo game in a new channel of the sandbox, `n` moves in. */
async function channelWithMoves(n: number): Promise<string> {
  const channelId = sandbox.model.addTextChannel(`job-${randomBytes(3).toString('hex')}`).id;
  const created = await games.create({
    channelId,
    guildId: sandbox.guildId,
    pack: demo,
    packRef: { id: 'demo', version: demo.version },
    scenario: 'meeting',
    createdBy: blue.userId,
    seats: { blue: blue.userId, red: 'u-red' },
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  for (let i = 0; i < n; i++) {
    const loaded = (await games.load(channelId))!;
    const action = loaded.module.decode(loaded.game.state, `mv/${moves[i % moves.length]}`);
    const moved = await games.act(channelId, { actor: blue, action });
    if (moved.kind !== 'applied') throw new Error(moved.kind);
  }
  return channelId;
}

try {
  console.log(`Render job benchmark: the demo game's action pictures (Node ${process.version})\n`);
  // 1. The picture alone, stage by stage.
  const inputs: RenderInput[] = [];
  for (let n = 1; n <= moves.length; n++) {
    const loaded = (await games.load(await channelWithMoves(n)))!;
    const scenario = loaded.module.scenarios(loaded.pack).find((s) => s.id === loaded.game.meta.scenario)!;
    inputs.push({
      pack: loaded.pack,
      view: publicView(loaded.game, loaded.module),
      sides: scenario.sides,
      title: { game: loaded.pack.title, scenario: scenario.title },
      lang: 'en',
      frame: 'action',
    });
  }
  const stages = ['issue the drawing', 'rasterise (read back)', 'quantise', 'deflate', 'total'] as const;
  const by = { tiles: stages.map(() => [] as number[]), vectors: stages.map(() => [] as number[]) };
  // CPU time of the process per stage, summed over the pictures (process.cpuUsage: user + system).
  const cpuBy = { tiles: stages.map(() => 0), vectors: stages.map(() => 0) };
  const bytes: number[] = [];
  // As renderMap does now: the picture drawn into one canvas and quantised into one buffer, both kept between
  // pictures; the reference draws into a new canvas and quantises into a new buffer each time, as before.
  const kept = createCanvas(FOCUS_WIDTH, FOCUS_HEIGHT);
  const keptIndices = Buffer.allocUnsafe((FOCUS_WIDTH + 1) * FOCUS_HEIGHT);
  for (let i = 0; i < WARMUP + 2 * RUNS; i++) {
    // A pause between pictures, as a job's round trips to Redis and Discord make: in a loop with none, the event
    // loop never turns, no read-back buffer is freed, and every picture's buffer is fresh memory.
    if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const input = inputs[(i >> 1) % inputs.length]!;
    const cached = i % 2 === 0;
    const c = [cpuMs()];
    const t = [performance.now()];
    const canvas = drawFocus(input, planFocus(input)!, cached, cached ? kept : undefined);
    [t[1], c[1]] = [performance.now(), cpuMs()];
    const pixels = canvas.data();
    [t[2], c[2]] = [performance.now(), cpuMs()];
    const indexed = quantise(pixels, canvas.width, canvas.height, cached ? keptIndices : undefined);
    [t[3], c[3]] = [performance.now(), cpuMs()];
    const png = encodeIndexedPng(indexed.indices, indexed.palette, canvas.width, canvas.height);
    [t[4], c[4]] = [performance.now(), cpuMs()];
    if (i < WARMUP) continue;
    const path = cached ? 'tiles' : 'vectors';
    for (let s = 0; s < 4; s++) {
      by[path][s]!.push(t[s + 1]! - t[s]!);
      cpuBy[path][s]! += c[s + 1]! - c[s]!;
    }
    by[path][4]!.push(t[4]! - t[0]!);
    cpuBy[path][4]! += c[4]! - c[0]!;
    if (cached) bytes.push(png.length);
  }
  console.log(
    `1. An action picture (${planFocus(inputs[0]!) ? '1100×800, zoomed' : 'whole map'}), ${RUNS} per path, alternating, ` +
      `${PAUSE_MS} ms apart; indexed PNG p50 ${(percentile(bytes, 50) / 1000).toFixed(0)} KB; ` +
      `MIMALLOC_PURGE_DELAY ${process.env['MIMALLOC_PURGE_DELAY'] || '(unset: 10 ms)'}`,
  );
  console.log('   wall p10 and p50, then CPU a picture (mean): map from tiles (now) · whole map as vectors (before)');
  stages.forEach((stage, s) =>
    console.log(
      `  ${stage.padEnd(22)} ${f(by.tiles[s]!)}, CPU ${(cpuBy.tiles[s]! / RUNS).toFixed(2)} ms · ` +
        `${f(by.vectors[s]!)}, CPU ${(cpuBy.vectors[s]! / RUNS).toFixed(2)} ms`,
    ),
  );

  // 2. Whole jobs, posted as follow-ups.
  const rest = new REST({ api: sandbox.apiUrl, globalRequestsPerSecond: 100_000 }).setToken(sandbox.token);
  const timed = { render: [] as number[], post: [] as number[], total: [] as number[], cpu: [] as number[] };
  let posting = 0;
  const timedRest = Object.create(rest, {
    post: {
      value: async (...args: Parameters<REST['post']>) => {
        const t = performance.now();
        try {
          return await rest.post(...args);
        } finally {
          posting += performance.now() - t;
        }
      },
    },
  }) as REST;
  let rendering = 0;
  const deps = {
    games,
    rest: timedRest,
    render: async (input: RenderInput) => {
      const t = performance.now();
      try {
        return await renderMap(input);
      } finally {
        rendering += performance.now() - t;
      }
    },
    lock: new RedisLock(redis, prefix),
    log: pino({ level: 'silent' }),
    marks: new RedisFollowupMarks(redis, prefix),
  };
  sandbox.model.setCommands('guild', [{ name: 'act', description: 'Act', options: [] }], sandbox.guildId);
  const channels: { channelId: string; via: InteractionRef }[] = [];
  for (let i = 0; i < WARMUP + JOBS; i++) {
    const channelId = await channelWithMoves(1 + (i % moves.length));
    const handle = sandbox.invokeCommand({ user: sandbox.users!.alice.id, channel: channelId, command: 'act' });
    await rest.post(Routes.interactionCallback(handle.id, handle.record.token), {
      auth: false,
      body: { type: 4, data: { content: 'applied' } },
    });
    const via = { applicationId: sandbox.model.appId, token: handle.record.token, channelId, at: Date.now() };
    channels.push({ channelId, via });
  }
  for (const [i, { channelId, via }] of channels.entries()) {
    [rendering, posting] = [0, 0];
    const [t, c] = [performance.now(), cpuMs()];
    const outcome = await processRender({ channelId, version: 1 + (i % moves.length), via }, deps, true);
    if (outcome.kind !== 'posted') throw new Error(`job ${i}: ${outcome.kind}`);
    if (i < WARMUP) continue;
    timed.total.push(performance.now() - t);
    timed.cpu.push(cpuMs() - c);
    timed.render.push(rendering);
    timed.post.push(posting);
  }
  const rest_ = timed.total.map((t, i) => t - timed.render[i]! - timed.post[i]!);
  console.log(`\n2. Whole render jobs (processRender), ${JOBS} channels, each picture a follow-up of its action`);
  console.log(
    `  job                    ${f(timed.total)}; CPU of this process per job (worker and sandbox) ${f(timed.cpu)}`,
  );
  console.log(`  draw + encode          ${f(timed.render)}`);
  console.log(`  post (REST + sandbox)  ${f(timed.post)}`);
  console.log(`  the rest (Redis: lock, game, log, posted version, marks)  ${f(rest_)}`);
} finally {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
  await sandbox.close();
}
