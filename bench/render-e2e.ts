import type { SandboxEvent } from '../src/sandbox/model.js';
import { DemoTable, finalAnswer, percentile, startCluster } from './cluster.js';

/**
 * `npm run bench:render-e2e`: the picture's whole path through the sandbox. On 20 channels at once, a player makes
 * 10 moves one after another (`/act`, the next one once the previous picture is in and at least a second after the
 * previous move, as the per-user rate limit allows); each move is timed from the
 * moment it is submitted to the moment the map picture showing it is recorded in the thread (the bot's reply,
 * the render job on the BullMQ queue, a render worker process drawing and encoding it, and its post to Discord).
 * Prints p50 and p95 over the 200 moves, with the reply alone for reference. Asserts nothing; cleans up.
 *
 * Also prints what the threads cost against Discord's per-channel message limit (5 per 5 s, which the sandbox
 * enforces): the messages the bot and the workers posted in the threads per move, and the 429s per 100 moves.
 * BENCH_PACE_MS=0 plays at a fast pace: each move as soon as the previous one is answered, without waiting for its
 * picture (the per-user limit of the bot still refuses what a player could not do).
 *
 *   BENCH_CHANNELS (20)  BENCH_ACTIONS (10 per channel)  BENCH_WORKERS (2)  BENCH_REDIS_URL (own redis-server)
 *   BENCH_PACE_MS (1000)
 */

const CHANNELS = Number(process.env['BENCH_CHANNELS'] ?? 20);
const ACTIONS = Number(process.env['BENCH_ACTIONS'] ?? 10);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 2);
const WAIT_MS = 30_000;
const PACE_MS = Number(process.env['BENCH_PACE_MS'] ?? 1_000);

async function main(): Promise<void> {
  console.log(
    `Render end to end: ${CHANNELS} channels × ${ACTIONS} moves, ${WORKERS} render worker processes (Node ${process.version})`,
  );
  const cluster = await startCluster({ guilds: 2, channels: CHANNELS, renderWorkers: WORKERS, shards: 1 });
  try {
    for (const table of cluster.tables) await cluster.setUp(table);
    const { sandbox, games } = cluster;
    // When each picture (by channel and the version in its caption) was recorded.
    const seen = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    const threads = new Set(cluster.tables.map((t) => t.channelId));
    const rateLimitedBefore = sandbox.rateLimited;
    let threadPosts = 0;
    const onEvent = (event: SandboxEvent) => {
      if (event.type !== 'message-create') return;
      if (threads.has(event.message.channelId) && event.message.json['interaction_metadata'] === undefined)
        threadPosts++;
      const attachments = (event.message.json['attachments'] as unknown[] | undefined) ?? [];
      const version = /\*\*v(\d+)\*\*/.exec(String(event.message.json['content'] ?? ''))?.[1];
      if (attachments.length === 0 || version === undefined) return;
      const key = `${event.message.channelId}:${version}`;
      seen.set(key, performance.now());
      waiters.get(key)?.();
    };
    sandbox.model.on('event', onEvent);

    const endToEnd: number[] = [];
    const replies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      cluster.tables.map(async (t) => {
        const table = new DemoTable(t, 1_000);
        // The players do not all move on the same millisecond.
        let last = performance.now() - 1_000 + Math.random() * 1_000;
        for (let i = 0; i < ACTIONS; i++) {
          // A player acts at most about once a second (the bot's per-user limit: 8 at once, then 1 a second).
          const pause = last + PACE_MS - performance.now();
          if (pause > 0) await new Promise((r) => setTimeout(r, pause));
          const move = table.next();
          const sent = performance.now();
          last = sent;
          const handle = sandbox.invokeCommand({
            user: table.player.id,
            channel: t.channelId,
            command: 'act',
            options: { action: move.value },
          });
          const answer = String((await finalAnswer(sandbox, handle, WAIT_MS)).json['content'] ?? '');
          replies.push(performance.now() - sent);
          const version = Number(/· v(\d+)/.exec(answer)?.[1] ?? NaN);
          if (!answer.startsWith('▶️') || Number.isNaN(version)) {
            failed++;
            if (process.env['BENCH_VERBOSE']) console.log(`refused: ${answer.slice(0, 160)}`);
            table.resync((await games.store.load(t.channelId))!);
            continue;
          }
          move.applied();
          table.version = version;
          const key = `${t.channelId}:${version}`;
          if (PACE_MS === 0) continue;

          if (!seen.has(key)) {
            await new Promise<void>((resolve, reject) => {
              const timer = setTimeout(() => reject(new Error(`no picture of ${key} in ${WAIT_MS} ms`)), WAIT_MS);
              waiters.set(key, () => {
                clearTimeout(timer);
                resolve();
              });
            });
            waiters.delete(key);
          }
          endToEnd.push(seen.get(key)! - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Let the last pictures be posted before counting the thread's messages.
    for (let i = 0; i < 100 && (await cluster.renderQueue.count()) > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3_000));
    sandbox.model.off('event', onEvent);
    const moves = CHANNELS * ACTIONS - failed;
    const limited = sandbox.rateLimited - rateLimitedBefore;
    // Where the time goes, from the queue's own records of the jobs it kept (the last 200 completed).
    const jobs = await cluster.renderQueue.getJobs(['completed'], 0, 199);
    const waited = jobs.filter((j) => j.processedOn).map((j) => j.processedOn! - j.timestamp);
    const ran = jobs.filter((j) => j.finishedOn && j.processedOn).map((j) => j.finishedOn! - j.processedOn!);
    const drawn = jobs
      .map((j) => j.returnvalue as { drawMs?: number; encodeMs?: number } | null)
      .filter((r) => r?.drawMs !== undefined);
    const f = (ms: number) => ms.toFixed(0).padStart(5);
    console.log(`
moves: ${moves} applied (${failed} refused) in ${seconds.toFixed(1)} s, pace ${PACE_MS} ms
thread messages posted by the bot and the workers: ${threadPosts} (${(threadPosts / Math.max(1, moves)).toFixed(2)} per move)
429s from the channels' message limit: ${limited} (${((100 * limited) / Math.max(1, moves)).toFixed(1)} per 100 moves)
moves timed to their picture: ${endToEnd.length}
action submitted → image message recorded:  ${
      endToEnd.length === 0
        ? 'not timed at a pace of 0 (a move does not wait for its picture)'
        : `p50 ${f(percentile(endToEnd, 50))} ms   p95 ${f(percentile(endToEnd, 95))} ms   max ${f(Math.max(...endToEnd))} ms`
    }
action submitted → reply (for reference):   p50 ${f(percentile(replies, 50))} ms   p95 ${f(percentile(replies, 95))} ms
render job waiting in the queue:            p50 ${f(percentile(waited, 50))} ms   p95 ${f(percentile(waited, 95))} ms
render job running (draw, encode, post):    p50 ${f(percentile(ran, 50))} ms   p95 ${f(percentile(ran, 95))} ms
  of which drawing / PNG encoding:          p50 ${f(
    percentile(
      drawn.map((r) => r!.drawMs!),
      50,
    ),
  )} / ${percentile(
    drawn.map((r) => r!.encodeMs!),
    50,
  ).toFixed(0)} ms   (${jobs.length} jobs sampled)`);
  } finally {
    await cluster.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
