import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { plainConnection } from '../../../src/bot/services.js';
import { startOpsServer } from '../../../src/ops/http.js';
import { Metrics } from '../../../src/ops/metrics.js';
import { startQueueSampler, startRedisProbe } from '../../../src/ops/probes.js';
import { redisReady, workerReady } from '../../../src/ops/readiness.js';
import { RenderQueue, createRenderWorker } from '../../../src/bot/render-queue.js';
import { redisOptions } from '../../../src/store/connect.js';
import type { RenderDeps } from '../../../src/bot/pictures.js';
import { sample } from '../../helpers/prometheus.js';
import { dropPrefix, testPrefix, testRedis, testRedisUrl } from '../../helpers/redis.js';

/** Readiness against a real Redis that goes away and comes back, and the queue-depth sampler on a real queue. */

const log = pino({ level: 'silent' });
const target = new URL(testRedisUrl());
const admin = testRedis();
const prefix = testPrefix('ops-ready');

afterAll(async () => {
  await dropPrefix(admin, prefix);
  admin.disconnect();
});

/** A TCP proxy to the test Redis that can be cut and restored on the same port. */
class RedisProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream: Socket = createConnection(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function readyz(
  port: number,
): Promise<{ status: number; body: { ready: boolean; checks: Record<string, string> } }> {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`);
  return { status: res.status, body: (await res.json()) as { ready: boolean; checks: Record<string, string> } };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('readiness follows Redis', () => {
  it('is 503 with the reason when the Redis URL points at a closed port, and /healthz stays 200', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { ...redisOptions(), retryStrategy: () => 200 });
    redis.on('error', () => undefined);
    const metrics = new Metrics('bot');
    const ops = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, checks: [redisReady(redis, 500)], log });
    const probe = startRedisProbe(redis, metrics, 60_000);
    try {
      const { status, body } = await readyz(ops.port);
      expect(status).toBe(503);
      expect(body.checks['redis']).toMatch(/^Redis does not answer/);
      expect((await fetch(`http://127.0.0.1:${ops.port}/healthz`)).status).toBe(200);
      await probe.sample();
      expect(sample(await metrics.text(), 'umpire_redis_ping_failures_total')).toBeGreaterThanOrEqual(1);
    } finally {
      probe.stop();
      await ops.close();
      redis.disconnect();
    }
  });

  it('flips to 503 when Redis goes away and back to 200 when it returns', async () => {
    const proxy = new RedisProxy();
    await proxy.open();
    const redis = new Redis(`redis://127.0.0.1:${proxy.port}`, {
      ...redisOptions(),
      lazyConnect: false,
      retryStrategy: () => 100,
    });
    redis.on('error', () => undefined);
    const ops = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      metrics: new Metrics('bot'),
      checks: [redisReady(redis, 500)],
      log,
    });
    try {
      await expect.poll(async () => (await readyz(ops.port)).status, { timeout: 5_000 }).toBe(200);
      await proxy.cut();
      await expect.poll(async () => (await readyz(ops.port)).status, { timeout: 5_000 }).toBe(503);
      await proxy.open();
      await expect.poll(async () => (await readyz(ops.port)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    } finally {
      await ops.close();
      redis.disconnect();
      await proxy.cut();
    }
  }, 30_000);
});

describe('the render queue seen from the ops layer', () => {
  it('samples the queue depth by state from BullMQ', async () => {
    const queue = new RenderQueue(plainConnection(admin), prefix.replace(/:$/, ''));
    const metrics = new Metrics('bot');
    const sampler = startQueueSampler(queue.queue, metrics, 60_000);
    try {
      await queue.request('100000000000000001', 1);
      await queue.request('100000000000000002', 1);
      await sampler.sample();
      const text = await metrics.text();
      expect(sample(text, 'umpire_render_queue_jobs', { state: 'waiting' })).toBe(2);
      expect(sample(text, 'umpire_render_queue_jobs', { state: 'active' })).toBe(0);
      expect(sample(text, 'umpire_render_queue_jobs', { state: 'failed' })).toBe(0);
    } finally {
      sampler.stop();
      await queue.queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('a render worker is ready while its BullMQ worker runs, and not once it closes', async () => {
    const worker = createRenderWorker({
      connection: plainConnection(admin),
      prefix: `${prefix}w`,
      deps: {} as RenderDeps,
      log,
    });
    const check = workerReady(() => worker);
    await worker.waitUntilReady();
    await expect.poll(() => check.check()).toBe(true);
    const closing = worker.close();
    expect(await check.check()).toMatch(/shutting down|not running/);
    await closing;
    expect(await check.check()).toMatch(/shutting down|not running/);
  });
});
