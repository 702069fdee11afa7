import type { Queue } from 'bullmq';
import type { RedisClient } from '../store/connect.js';
import type { Metrics } from './metrics.js';

/**
 * Periodic measurements that do not come from a request: the Redis round trip and the render queue's depth.
 * Sampled on a timer (not at scrape time) so that GET /metrics answers at once even when Redis does not.
 */

export const PROBE_INTERVAL_MS = 5_000;

/** One PING with a deadline: resolves with the round trip in seconds, or rejects with why it failed. */
export async function pingRedis(redis: RedisClient, timeoutMs = 1_000): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return (performance.now() - started) / 1000;
  } finally {
    clearTimeout(timer);
  }
}

export interface Probe {
  /** Runs the probe once now (tests, and the first sample at start). */
  sample(): Promise<void>;
  stop(): void;
}

function every(intervalMs: number, sample: () => Promise<void>): Probe {
  let running: Promise<void> | undefined;
  const once = async () => {
    if (running) return running;
    running = sample().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void once(), intervalMs);
  timer.unref();
  void once();
  return { sample: once, stop: () => clearInterval(timer) };
}

export function startRedisProbe(redis: RedisClient, metrics: Metrics, intervalMs = PROBE_INTERVAL_MS): Probe {
  return every(intervalMs, async () => {
    try {
      metrics.redisPingSeconds.observe(await pingRedis(redis));
    } catch {
      metrics.redisPingFailures.inc();
    }
  });
}

export function startQueueSampler(
  queue: Pick<Queue, 'getJobCounts'>,
  metrics: Metrics,
  intervalMs = PROBE_INTERVAL_MS,
): Probe {
  return every(intervalMs, async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed').catch(() => undefined);
    if (counts) metrics.queueDepth(counts);
  });
}
