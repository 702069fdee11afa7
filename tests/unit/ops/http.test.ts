import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { maybeStartOpsServer, startOpsServer, type OpsServer } from '../../../src/ops/http.js';
import { Metrics } from '../../../src/ops/metrics.js';
import type { ReadinessCheck } from '../../../src/ops/readiness.js';

const log = pino({ level: 'silent' });
const open: OpsServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function serve(checks: ReadinessCheck[], metrics = new Metrics('bot')) {
  const server = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, checks, log });
  open.push(server);
  return { server, url: `http://127.0.0.1:${server.port}`, metrics };
}

const check = (name: string, answer: () => true | string): ReadinessCheck => ({
  name,
  check: async () => answer(),
});

describe('the health and metrics server', () => {
  it('/healthz answers 200 while the process is alive, whatever the checks say', async () => {
    const { url } = await serve([check('redis', () => 'Redis does not answer')]);
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', role: 'bot' });
  });

  it('/readyz is 200 when every check passes and 503 with the reasons when one fails', async () => {
    let redisUp = true;
    const { url } = await serve([
      check('redis', () => (redisUp ? true : 'Redis does not answer: connect ECONNREFUSED')),
      check('gateway', () => true),
    ]);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { redis: 'ok', gateway: 'ok' } });
    redisUp = false;
    const down = await fetch(`${url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      ready: false,
      checks: { redis: 'Redis does not answer: connect ECONNREFUSED', gateway: 'ok' },
    });
  });

  it('a check that throws counts as not ready instead of breaking the endpoint', async () => {
    const { url } = await serve([{ name: 'worker', check: () => Promise.reject(new Error('boom')) }]);
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: Record<string, string> }).checks['worker']).toMatch(/boom/);
  });

  it('after drain() /readyz says 503 (shutting down) while /healthz stays 200', async () => {
    const { server, url } = await serve([check('redis', () => true)]);
    server.drain();
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ready: false, checks: { process: 'shutting down' } });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('/metrics serves the registry in the Prometheus text format', async () => {
    const { url, metrics } = await serve([]);
    metrics.interaction('command', 'roll', 'ok', 0.01);
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE umpire_interactions_total counter');
    expect(text).toMatch(/umpire_interactions_total\{type="command",command="roll",outcome="ok",role="bot"\} 1/);
  });

  it('unknown paths are 404 and other methods 405', async () => {
    const { url } = await serve([]);
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${url}/healthz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('close() frees the port, even with a keep-alive connection open', async () => {
    const { server, url } = await serve([]);
    await fetch(`${url}/healthz`, { keepalive: true });
    await server.close();
    open.splice(open.indexOf(server), 1);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('METRICS_PORT 0 starts nothing; a taken port is logged and the process goes on', async () => {
    expect(
      await maybeStartOpsServer({ port: 0, host: '127.0.0.1', metrics: new Metrics('bot'), checks: [], log }),
    ).toBe(undefined);
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    const lines: string[] = [];
    const recording = pino({ level: 'info' }, { write: (s: string) => lines.push(s) });
    try {
      const server = await maybeStartOpsServer({
        port,
        host: '127.0.0.1',
        metrics: new Metrics('bot'),
        checks: [],
        log: recording,
      });
      expect(server).toBeUndefined();
      expect(lines.join('')).toMatch(/"level":50.*could not open the health and metrics port/);
    } finally {
      taken.close();
    }
  });
});
