import { createServer } from 'node:net';
import type { Queue } from 'bullmq';
import { sample } from '../tests/helpers/prometheus.js';
import { finalAnswer, freePort, type Cluster, type DemoTable } from './cluster.js';

/**
 * What bench:load and bench:soak share: one player's `/act` at a demo table through the sandbox against the real
 * bot, read back the way a player reads it, and the Redis and queue figures both print.
 */

/** How a move ended, as the player's answer says (`timeout`: no answer within the wait). */
export type Outcome = 'applied' | 'refused' | 'limited' | 'error' | 'timeout';

export interface Move {
  readonly outcome: Outcome;
  /** Submitted → final answer in the sandbox, ms (NaN on a timeout). */
  readonly replyMs: number;
  /** Submitted → the interaction's first callback, ms (NaN when none came). */
  readonly firstCallbackMs: number;
  /** That callback's type (4: the answer in the callback itself, 5: deferred, then edited; 0: none). */
  readonly callbackType: number;
}

/**
 * The table's next move with `/act`, waiting up to `answerMs` for its answer. The table's model follows: the move
 * is applied to it, or (anything else) it is resynchronised from the store (another change came first, the game
 * ended, or the answer never came).
 */
export async function playMove(cluster: Cluster, table: DemoTable, answerMs: number): Promise<Move> {
  const { sandbox, games } = cluster;
  const move = table.next();
  const sent = performance.now();
  const handle = sandbox.invokeCommand({
    user: table.player.id,
    channel: table.table.channelId,
    command: 'act',
    options: { action: move.value },
  });
  const acknowledged = handle.acknowledged(answerMs).then(
    () => performance.now(),
    () => Number.NaN,
  );
  let outcome: Outcome;
  let replyMs = Number.NaN;
  let firstCallbackMs = Number.NaN;
  let callbackType = 0;
  try {
    const answer = String((await finalAnswer(sandbox, handle, answerMs)).json['content'] ?? '');
    replyMs = performance.now() - sent;
    firstCallbackMs = (await acknowledged) - sent;
    callbackType = handle.record.callbackType ?? 0;
    const version = /· v(\d+)/.exec(answer);
    if (answer.startsWith('▶️') && version) {
      outcome = 'applied';
      move.applied();
      table.version = Number(version[1]);
    } else if (/going too fast/.test(answer)) outcome = 'limited';
    else if (/Something went wrong/.test(answer)) outcome = 'error';
    else outcome = 'refused';
  } catch {
    outcome = 'timeout';
  }
  if (outcome !== 'applied') {
    const loaded = await games.store.load(table.table.channelId);
    if (loaded) table.resync(loaded);
  }
  return { outcome, replyMs, firstCallbackMs, callbackType };
}

/** A game at every table, set up straight in the store, 50 at a time. */
export async function setUpTables(cluster: Cluster): Promise<void> {
  for (let i = 0; i < cluster.tables.length; i += 50) {
    await Promise.all(cluster.tables.slice(i, i + 50).map((t) => cluster.setUp(t)));
  }
}

/** Redis' used_memory, bytes. */
export async function usedMemory(cluster: Cluster): Promise<number> {
  const info = await cluster.redis.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
}

/** Render jobs waiting or running (waiting, active, delayed and prioritised). */
export async function renderBacklog(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** How the bot's answers went, from its own umpire_answers_total (its /metrics on `port`). */
export async function answerPaths(port: number): Promise<string> {
  const text = await scrape(port);
  const callback = sample(text, 'umpire_answers_total', { path: 'callback' });
  const deferred = sample(text, 'umpire_answers_total', { path: 'deferred' });
  if (callback === undefined && deferred === undefined) return 'not read';
  return `in the callback ${callback ?? 0}, deferred first ${deferred ?? 0}`;
}

/** A process's /metrics text ('' when it does not answer). */
export async function scrape(port: number): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(3000) });
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

/** `count` free consecutive ports (the bot's, then one per render worker), the first returned. */
export async function freePorts(count: number): Promise<number> {
  for (let tries = 0; tries < 20; tries++) {
    const first = await freePort();
    let free = true;
    for (let k = 1; k < count && free; k++) free = await canListen(first + k);
    if (free) return first;
  }
  throw new Error(`no ${count} free consecutive ports for the metrics servers`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A duration in whole ms, or '-' when there is none. */
export const fmt = (ms: number): string => (Number.isFinite(ms) ? ms.toFixed(0) : '-');
