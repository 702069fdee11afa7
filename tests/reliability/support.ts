import type { MapJob } from '../../src/bot/pictures.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { startBot, type Bot } from '../../src/bot/client.js';
import type { BotContext } from '../../src/bot/context.js';
import { deployCommands } from '../../src/bot/deploy.js';
import { createServices, type ServiceOptions, type Services } from '../../src/bot/services.js';
import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';
import { freePort } from '../helpers/ports.js';

/**
 * What the reliability tests share: a bot started on a sandbox that outlives it (to restart the bot mid-game),
 * our own redis-server (to kill and restart), child processes (render workers, bot processes) with their
 * output, and readers of the messages the sandbox recorded. Everything listens on 127.0.0.1 only.
 */

export const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Limits generous enough that only a test that sets its own meets them. */
export const NO_LIMITS = { burst: 100_000, perSecond: 100_000, guildBurst: 100_000, guildPerSecond: 100_000 };

export async function sandboxWithCommands(options: SandboxOptions = {}): Promise<Sandbox> {
  const sandbox = await startSandbox(options);
  await deployCommands({
    token: sandbox.token,
    appId: sandbox.appId,
    guildId: sandbox.guildId,
    apiUrl: sandbox.apiUrl,
  });
  return sandbox;
}

export interface BotInstance {
  readonly bot: Bot;
  readonly services: Services;
  readonly context: BotContext;
  /** Stops the bot (its interactions in progress may finish) and closes its services; the sandbox stays. */
  close(): Promise<void>;
}

/** The real bot logged in to `sandbox`, on `redis` (its own key prefix) or on memory. */
export async function startBotOn(
  sandbox: Sandbox,
  options: {
    redis?: Redis;
    prefix?: string;
    /** Render through the BullMQ queue (workers elsewhere) instead of in this process. */
    queue?: boolean;
    context?: Partial<BotContext>;
    rateLimit?: ServiceOptions['rateLimit'];
    restRetries?: number;
    /** discord.js' client-side cap on REST calls a second (Discord's 50 when set to 50). */
    restGlobalRequestsPerSecond?: number;
  } = {},
): Promise<BotInstance> {
  const services = createServices({
    log,
    redis: options.redis,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    discord: { token: sandbox.token, apiUrl: sandbox.apiUrl },
    renderInProcess: !options.queue,
    randomFace: (sides) => randomInt(sides),
    rateLimit: options.rateLimit ?? NO_LIMITS,
  });
  const context: BotContext = { ...services.context, ...options.context };
  const bot = await startBot({
    token: sandbox.token,
    apiUrl: sandbox.apiUrl,
    context,
    restRetries: options.restRetries ?? 1,
    // The tests are about concurrency and faults, not about Discord's global limit (which discord.js applies to
    // interaction answers too): a test of 2,000 clicks would otherwise spend a minute waiting on it.
    restGlobalRequestsPerSecond: options.restGlobalRequestsPerSecond ?? 5_000,
  });
  services.attach(bot.client);
  return {
    bot,
    services,
    context,
    async close() {
      await bot.stop();
      await services.close();
    },
  };
}

/** Renders that are only counted: for tests about something else, so the machine's two cores stay free. */
/**
 * Counts picture requests instead of drawing them (the tests using it are about something else). A `/game map`
 * request is answered as the render worker answers it, by editing the asker's deferred reply in the sandbox, so
 * that the command gets its answer.
 */
export function countedRenders(sandbox?: Sandbox): {
  request(channelId: string, version: number): Promise<void>;
  map(job: MapJob): Promise<void>;
  count: number;
} {
  const renders = {
    count: 0,
    async request() {
      renders.count++;
    },
    async map(job: MapJob) {
      renders.count++;
      if (!sandbox) return;
      await fetch(`${sandbox.apiUrl}/v10/webhooks/${job.applicationId}/${job.token}/messages/@original`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: '🗺️ (counted, not drawn)' }),
      });
    },
  };
  return renders;
}

/** A child process with its output kept, to wait for a line and to kill it. */
export interface Child {
  readonly process: ChildProcess;
  readonly exited: Promise<number | null>;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnChild(command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => {
    output += d.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    process: child,
    exited,
    output: () => output,
    async waitFor(pattern, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(output);
        if (match) return match;
        if (done) throw new Error(`${command} exited before printing ${pattern}:\n${output.slice(-3000)}`);
        if (Date.now() > deadline)
          throw new Error(`${command} did not print ${pattern} in ${timeoutMs} ms:\n${output.slice(-3000)}`);
        await sleep(25);
      }
    },
    async kill(signal = 'SIGKILL') {
      if (done) return;
      child.kill(signal);
      await Promise.race([exited, sleep(10_000)]);
    },
  };
}

/** A node process running one of the project's entry points (TypeScript through tsx). */
export function spawnNode(entry: string, env: Record<string, string>): Child {
  return spawnChild(process.execPath, ['--import', 'tsx', entry], { ...process.env, LOG_LEVEL: 'info', ...env });
}

/** A render worker process (`npm run worker`) posting to the sandbox, with a short lock for tests of crashes. */
export function spawnWorker(
  sandbox: Sandbox,
  redisUrl: string,
  prefix: string,
  env: Record<string, string> = {},
): Child {
  return spawnNode('src/workers/render-worker.ts', {
    DISCORD_TOKEN: sandbox.token,
    DISCORD_APP_ID: sandbox.appId,
    DISCORD_API_URL: sandbox.apiUrl,
    REDIS_URL: redisUrl,
    UMPIRE_PREFIX: prefix,
    METRICS_PORT: '0',
    ...env,
  });
}

/** Our own redis-server on a free port and a temporary directory, with AOF, that a test may kill and restart. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** kill -9: no chance to write anything more. */
  crash(): Promise<void>;
  /** Starts again on the same port and directory (it reloads its AOF). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedisServer(options: { appendfsync?: 'always' | 'everysec' } = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'umpire-redis-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    options.appendfsync ?? 'always',
    '--save',
    '',
    '--maxmemory-policy',
    'noeviction',
  ];
  let child: Child | undefined;
  const start = async () => {
    child = spawnChild('redis-server', args, process.env);
    await child.waitFor(/Ready to accept connections/, 10_000);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    async crash() {
      await child?.kill('SIGKILL');
    },
    async restart() {
      await start();
    },
    async stop() {
      await child?.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// -- reading what the sandbox recorded --------------------------------------------------------------------------

export const content = (m: MessageRecord | undefined) => String(m?.json['content'] ?? '');

export function components(m: MessageRecord): JsonObject[] {
  return ((m.json['components'] as JsonObject[] | undefined) ?? []).flatMap(
    (row) => (row['components'] as JsonObject[]) ?? [],
  );
}

export function buttonId(m: MessageRecord, label: RegExp): string {
  const found = components(m).find((c) => c['type'] === 2 && label.test(String(c['label'])));
  if (!found) throw new Error(`no button ${label} in ${JSON.stringify(components(m).map((b) => b['label']))}`);
  return String(found['custom_id']);
}

export function pictures(sandbox: Sandbox, channelId: string): MessageRecord[] {
  return sandbox.model
    .visibleMessages(channelId)
    .filter((m) => ((m.json['attachments'] as unknown[] | undefined) ?? []).length > 0);
}

/** The version in a picture's caption (`🗺️ **v12**`). */
export function pictureVersion(m: MessageRecord): number {
  return Number(/\*\*v(\d+)\*\*/.exec(content(m))?.[1] ?? -1);
}

/** Starts a demo game in a new thread of `channel` by `/game new`, `user` blue against `opponent` red. */
export async function newDemoGame(sandbox: Sandbox, channel: string, user: string, opponent: string): Promise<string> {
  const before = new Set(sandbox.threads(channel).map((t) => t.id));
  const reply = await sandbox
    .invokeCommand({
      user,
      channel,
      command: 'game new',
      options: { game: 'demo', scenario: 'meeting', side: 'blue', opponent },
    })
    .response(15_000);
  const thread = sandbox.threads(channel).find((t) => !before.has(t.id));
  if (!thread) throw new Error(`no thread created: ${content(reply)}`);
  return thread.id;
}
