import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { plainConnection } from '../../../src/bot/services.js';
import { RenderQueue } from '../../../src/bot/render-queue.js';
import { startSandbox } from '../../../src/sandbox/server.js';
import { GameService } from '../../../src/store/games.js';
import { RedisGameStore } from '../../../src/store/redis-store.js';
import { builtInPackSource, demo } from '../../helpers/games.js';
import { freePort, freePortRun } from '../../helpers/ports.js';
import { sample } from '../../helpers/prometheus.js';
import { dropPrefix, testPrefix, testRedis, testRedisUrl } from '../../helpers/redis.js';

/**
 * The real processes: `node --import tsx src/main.ts` (the bot with the sandbox and one render worker it starts)
 * and `src/workers/render-worker.ts` on its own, each with its health and metrics port, stopped with SIGTERM.
 */

const redis = testRedis();
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await dropPrefix(redis, prefix);
  redis.disconnect();
});

interface Running {
  readonly child: ChildProcess;
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Sends SIGTERM; `exit` then says how long the process took. */
  terminate(): void;
}

function run(entry: string, env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  let termAt = 0;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ms: termAt ? Date.now() - termAt : -1 })),
  );
  return {
    child,
    output: () => out,
    exit,
    terminate() {
      termAt = Date.now();
      child.kill('SIGTERM');
    },
  };
}

async function status(url: string): Promise<number | string> {
  return fetch(url).then(
    (r) => r.status,
    (e: unknown) => String((e as { cause?: { code?: string } }).cause?.code ?? e),
  );
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start (the bot process) on SIGTERM', () => {
  it('serves /readyz for itself and its worker, then stops both and exits 0 within the bound', async () => {
    const prefix = testPrefix('ops-main');
    prefixes.push(prefix);
    // The bot's port and, after it, its worker's.
    const [port] = (await freePortRun(2)) as [number, number];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SANDBOX_PORT: '0',
      RENDER_WORKERS: '1',
      REDIS_URL: testRedisUrl(),
      UMPIRE_PREFIX: prefix,
      METRICS_PORT: String(port),
      LOG_LEVEL: 'info',
    };
    delete env.DISCORD_TOKEN;
    const bot = run('src/main.ts', env);
    try {
      const sandboxUrl = await expect
        .poll(() => /Open (http:\/\/127\.0\.0\.1:\d+)\/ in a browser/.exec(bot.output())?.[1], { timeout: 30_000 })
        .toBeTruthy()
        .then(() => /Open (http:\/\/127\.0\.0\.1:\d+)\/ in a browser/.exec(bot.output())![1]!);
      await expect.poll(() => status(`http://127.0.0.1:${port}/readyz`), { timeout: 10_000 }).toBe(200);
      // The worker it started has the next port, and is ready too.
      await expect.poll(() => status(`http://127.0.0.1:${port + 1}/readyz`), { timeout: 20_000 }).toBe(200);
      const workerPid = Number(/"role":"render-worker","pid":(\d+)/.exec(bot.output())![1]);
      expect(alive(workerPid)).toBe(true);
      // One real interaction, so that the bot has something to count.
      const state = (await (await fetch(`${sandboxUrl}/sandbox/api/state`)).json()) as {
        users: { id: string; username: string }[];
        channels: { id: string; name: string }[];
      };
      const sent = await fetch(`${sandboxUrl}/sandbox/api/interact`, {
        method: 'POST',
        body: JSON.stringify({
          kind: 'command',
          as: state.users.find((u) => u.username === 'bruno')!.id,
          channel: state.channels.find((c) => c.name === 'regole')!.id,
          command: 'roll',
          options: { dice: '2d6' },
        }),
      });
      expect(await sent.json()).toMatchObject({ acknowledged: true });
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(sample(metrics, 'umpire_interactions_total', { command: 'roll', outcome: 'ok' })).toBe(1);
      expect(sample(metrics, 'umpire_render_queue_jobs', { state: 'waiting' })).toBeDefined();

      bot.terminate();
      const exit = await bot.exit;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(bot.output()).toMatch(/"msg":"render worker stopped"/);
      expect(bot.output()).toMatch(/"msg":"stopped"/);
      expect(alive(workerPid)).toBe(false);
      expect(await status(`http://127.0.0.1:${port}/healthz`)).toBe('ECONNREFUSED');
      expect(await status(`http://127.0.0.1:${port + 1}/healthz`)).toBe('ECONNREFUSED');
    } finally {
      if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
    }
  }, 90_000);
});

describe('npm run worker (a render worker on its own)', () => {
  it('renders through Discord 500s (a failed attempt, then a retry), shows it in /metrics, logs no token at trace level, and stops on SIGTERM', async () => {
    const prefix = testPrefix('ops-worker');
    prefixes.push(prefix);
    const sandbox = await startSandbox();
    const port = await freePort();
    const channelId = sandbox.model.addTextChannel('ops-worker').id;
    const games = new GameService(new RedisGameStore(redis, prefix), builtInPackSource);
    const created = await games.create({
      channelId,
      guildId: sandbox.guildId,
      pack: demo(),
      packRef: { id: 'demo', version: '1' },
      scenario: 'meeting',
      createdBy: 'u-blue',
      seats: { blue: 'u-blue', red: 'u-red' },
    });
    expect(created.kind).toBe('created');
    sandbox.injectFault({
      method: 'POST',
      path: new RegExp(`^/channels/${channelId}/messages$`),
      status: 500,
      times: 4,
    });
    const worker = run('src/workers/render-worker.ts', {
      ...process.env,
      DISCORD_TOKEN: sandbox.token,
      DISCORD_APP_ID: sandbox.appId,
      DISCORD_API_URL: sandbox.apiUrl,
      REDIS_URL: testRedisUrl(),
      UMPIRE_PREFIX: prefix,
      METRICS_PORT: String(port),
      LOG_LEVEL: 'trace',
    });
    const queue = new RenderQueue(plainConnection(redis), prefix.replace(/:$/, ''));
    try {
      await expect.poll(() => status(`http://127.0.0.1:${port}/readyz`), { timeout: 30_000 }).toBe(200);
      await queue.request(channelId, 0);
      await expect
        .poll(() => sandbox.messages(channelId).filter((m) => (m.json['attachments'] as unknown[]).length > 0).length, {
          timeout: 20_000,
        })
        .toBe(1);
      // The job completes (and is counted) just after its message is posted.
      const metricsText = () => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
      await expect
        .poll(async () => sample(await metricsText(), 'umpire_render_jobs_total', { outcome: 'posted' }), {
          timeout: 5_000,
        })
        .toBe(1);
      const metrics = await metricsText();
      expect(sample(metrics, 'umpire_render_jobs_total', { outcome: 'posted', role: 'render-worker' })).toBe(1);
      // Four 500s: the first attempt fails after @discordjs/rest's 3 retries; BullMQ's second attempt posts.
      expect(sample(metrics, 'umpire_render_jobs_total', { outcome: 'failed' })).toBe(1);
      expect(sample(metrics, 'umpire_render_latency_seconds_count', { outcome: 'posted' })).toBe(1);
      expect(sample(metrics, 'umpire_render_encode_seconds_count')).toBe(1);
      const messages = { route: '/channels/:id/messages' };
      expect(sample(metrics, 'umpire_discord_rest_responses_total', { ...messages, status: '500' })).toBe(4);
      expect(sample(metrics, 'umpire_discord_rest_responses_total', { ...messages, status: '200' })).toBe(1);

      worker.terminate();
      const exit = await worker.exit;
      expect(exit).toMatchObject({ code: 0, signal: null });
      const logs = worker.output();
      expect(logs).toMatch(/"msg":"render job done"/);
      expect(logs).toMatch(/"msg":"render job failed"/);
      // An error's request body is logged without the picture's bytes.
      expect(Math.max(...logs.split('\n').map((line) => line.length))).toBeLessThan(20_000);
      expect(logs).toMatch(/"msg":"render worker stopped"/);
      expect(logs).not.toContain(sandbox.token);
      expect(logs).not.toContain(sandbox.token.split('.')[1]);
      expect(await status(`http://127.0.0.1:${port}/healthz`)).toBe('ECONNREFUSED');
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await queue.queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await sandbox.close();
    }
  }, 90_000);
});
