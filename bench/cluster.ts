import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { deployCommands } from '../src/bot/deploy.js';
import { builtInPack } from '../src/engine/packs.js';
import type { ChannelRecord, MessageRecord, SandboxUser } from '../src/sandbox/model.js';
import { shardOf } from '../src/sandbox/gateway.js';
import { startSandbox, type InteractionHandle, type Sandbox } from '../src/sandbox/server.js';
import { GameService } from '../src/store/games.js';
import { PackLibrary } from '../src/store/packs.js';
import { RedisGameStore } from '../src/store/redis-store.js';

/**
 * What the end-to-end benchmarks run on this machine: our own redis-server (AOF everysec, as in production) or
 * BENCH_REDIS_URL with a random key prefix; the sandbox in this process with many guilds, channels and players;
 * the real bot as its own process (`src/main.ts`, as `npm start` runs it against a Discord API URL), which starts
 * its render worker processes. Everything stops and is removed at the end, or on Ctrl+C.
 */

export interface ClusterOptions {
  readonly guilds: number;
  readonly channels: number;
  readonly renderWorkers: number;
  /** Bot processes, as shards of one bot (1: unsharded). */
  readonly shards: number;
  /**
   * The first bot process's health and metrics port (METRICS_PORT; its render workers take the ports after it),
   * for a benchmark that reads their heap; 0 or absent: none.
   */
  readonly metricsPort?: number;
}

export interface Table {
  readonly channelId: string;
  readonly guildId: string;
  readonly blue: SandboxUser;
  readonly red: SandboxUser;
}

export interface Cluster {
  readonly sandbox: Sandbox;
  readonly redis: Redis;
  readonly prefix: string;
  readonly games: GameService;
  readonly renderQueue: Queue;
  readonly tables: Table[];
  readonly botPids: () => number[];
  /** A game between the table's players in its thread, created straight in the store (no Discord traffic). */
  setUp(table: Table): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} not ready in ${timeoutMs} ms:\n${seen.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (data: Buffer) => {
      seen = (seen + data.toString()).slice(-20_000);
      if (pattern.test(seen)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${seen.slice(-2000)}`));
    });
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  const interrupt = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  cleanups.push(async () => void process.off('SIGINT', interrupt));
  try {
    // Redis: our own, with AOF as in production, unless one is given.
    let redisUrl = process.env['BENCH_REDIS_URL'];
    if (!redisUrl) {
      const port = await freePort();
      const dir = await mkdtemp(join(tmpdir(), 'umpire-bench-'));
      const server = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--appendonly',
          'yes',
          '--appendfsync',
          'everysec',
          '--save',
          '',
          '--maxmemory-policy',
          'noeviction',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      cleanups.push(async () => {
        server.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      });
      await waitForOutput(server, /Ready to accept connections/, 10_000, 'redis-server');
      redisUrl = `redis://127.0.0.1:${port}`;
    }
    const prefix = `bench:${randomBytes(3).toString('hex')}:`;
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    cleanups.push(async () => {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    });
    const games = new GameService(new RedisGameStore(redis, prefix), PackLibrary.redis(redis, prefix));
    const renderQueue = new Queue('render', {
      connection: { host: redis.options.host, port: redis.options.port },
      prefix: prefix.replace(/:$/, ''),
    });
    cleanups.push(() => renderQueue.close());

    // The sandbox: guilds, a games channel in each, a thread per table, two players per table.
    const sandbox = await startSandbox({ shards: options.shards, seed: false });
    cleanups.push(() => sandbox.close());
    const m = sandbox.model;
    // Guilds spread evenly over the shards (a guild's shard is its id's timestamp modulo the count).
    const guildIds = [m.guildId];
    for (let g = 1; g < options.guilds; g++) {
      const wanted = (shardOf(m.guildId, options.shards) + g) % options.shards;
      let id = m.ids.next();
      for (let tries = 0; tries < 1000 && shardOf(id, options.shards) !== wanted; tries++) {
        await sleep(1);
        id = m.ids.next();
      }
      guildIds.push(m.addGuild(`Club ${g}`, { id }).id);
    }
    const parents = guildIds.map((id, g) => m.addTextChannel(`games-${g}`, null, 0, id));
    const tables: Table[] = [];
    for (let i = 0; i < options.channels; i++) {
      const parent: ChannelRecord = parents[i % parents.length]!;
      const thread = m.createThread(parent.id, { name: `table ${i}` }, m.bot.id);
      tables.push({
        channelId: thread.id,
        guildId: parent.guild_id!,
        blue: m.addUser({ username: `blue${i}`, locale: 'en-US' }),
        red: m.addUser({ username: `red${i}`, locale: 'en-US' }),
      });
    }
    await deployCommands({ token: sandbox.token, appId: sandbox.appId, apiUrl: sandbox.apiUrl });

    // The bot, as its own process(es), with its render workers.
    const bots: ChildProcess[] = [];
    for (let shard = 0; shard < options.shards; shard++) {
      const bot = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        env: {
          ...process.env,
          DISCORD_TOKEN: sandbox.token,
          DISCORD_APP_ID: sandbox.appId,
          DISCORD_API_URL: sandbox.apiUrl,
          REDIS_URL: redisUrl,
          UMPIRE_PREFIX: prefix,
          // Only the first process runs the workers (they share the queue whichever process starts them).
          RENDER_WORKERS: String(shard === 0 ? options.renderWorkers : 0),
          METRICS_PORT: String(shard === 0 ? (options.metricsPort ?? 0) : 0),
          LOG_LEVEL: 'info',
          ...(options.shards > 1 ? { SHARD_ID: String(shard), SHARD_COUNT: String(options.shards) } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      bot.stderr?.resume();
      bots.push(bot);
      cleanups.push(async () => {
        if (bot.exitCode !== null) return;
        const exited = new Promise((resolve) => bot.once('exit', resolve));
        bot.kill('SIGTERM');
        await Promise.race([exited, sleep(15_000)]);
        if (bot.exitCode === null) bot.kill('SIGKILL');
      });
      await waitForOutput(bot, /"msg":"bot ready"/, 60_000, `bot process ${shard}`);
      // Its render workers (they log to the bot's output) ready too, so that no figure includes their start.
      const workers = shard === 0 ? options.renderWorkers : 0;
      if (workers > 0) {
        const ready = new RegExp(`(?:render worker ready[\\s\\S]*){${workers}}`);
        await waitForOutput(bot, ready, 60_000, 'the render workers');
      }
      bot.stdout?.resume();
    }

    const demo = builtInPack('demo')!;
    return {
      sandbox,
      redis,
      prefix,
      games,
      renderQueue,
      tables,
      botPids: () => bots.map((b) => b.pid!).filter(Boolean),
      async setUp(table) {
        const created = await games.create({
          channelId: table.channelId,
          guildId: table.guildId,
          pack: demo,
          packRef: { id: 'demo', version: demo.version },
          scenario: 'meeting',
          createdBy: table.blue.id,
          seats: { blue: table.blue.id, red: table.red.id },
        });
        if (created.kind !== 'created') throw new Error(`could not set up ${table.channelId}: ${created.kind}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resident memory of a process in MB (Linux /proc), or NaN. */
export async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The processes a process started (its render workers), Linux only. */
export async function childPids(pid: number): Promise<number[]> {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The final answer of an interaction: its edited reply, or the first follow-up (a refusal, an apology). */
export function finalAnswer(sandbox: Sandbox, handle: InteractionHandle, timeoutMs: number): Promise<MessageRecord> {
  return sandbox.waitFor(
    () => {
      const followup = handle.followups()[0];
      if (followup) return followup;
      const id = handle.record.originalMessageId;
      const message = id ? sandbox.model.messages.get(id) : undefined;
      if (!message || message.deleted) return undefined;
      return (Number(message.json['flags'] ?? 0) & 128) === 0 ? message : undefined;
    },
    timeoutMs,
    `the answer to ${handle.id}`,
  );
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A player's next legal move at a table of the demo game, without asking the bot: the side to play moves one of
 * its units to the next hex and back (never stacking past the limit), and ends its turn every `turnEvery` moves.
 */
export class DemoTable {
  version = 0;
  active: 'blue' | 'red' = 'blue';
  moves = 0;
  over = false;
  private readonly away = new Set<string>();
  private static readonly units = { blue: ['b1', 'b2', 'b3', 'b4', 'b5'], red: ['r1', 'r2', 'r3', 'r4', 'r5'] };
  private static readonly home: Record<string, string> = {
    b1: '0203',
    b2: '0205',
    b3: '0302',
    b4: '0407',
    b5: '0204',
    r1: '1003',
    r2: '1005',
    r3: '0907',
    r4: '1108',
    r5: '1104',
  };

  constructor(
    readonly table: Table,
    private readonly turnEvery = 5,
  ) {}

  get player(): SandboxUser {
    return this.active === 'blue' ? this.table.blue : this.table.red;
  }

  /** Takes the game as the store has it (after a refusal: another change came first, or the game ended). */
  resync(game: { version: number; state: unknown; meta: { status: string } }): void {
    const state = game.state as { active: 'blue' | 'red'; units: Record<string, { at: string | null }> };
    this.version = game.version;
    this.active = state.active;
    this.over = game.meta.status === 'over';
    this.away.clear();
    for (const [unit, home] of Object.entries(DemoTable.home)) if (state.units[unit]?.at !== home) this.away.add(unit);
  }

  /** The `/act` value (`<version>:<action key>`) and what it does to this model once applied. */
  next(): { value: string; applied: () => void } {
    if (this.moves > 0 && this.moves % this.turnEvery === 0) {
      return {
        value: `${this.version}:end`,
        applied: () => {
          this.active = this.active === 'blue' ? 'red' : 'blue';
          this.moves = 0;
        },
      };
    }
    const units = DemoTable.units[this.active];
    const unit = units[this.moves % units.length]!;
    const home = DemoTable.home[unit]!;
    const column = Number(home.slice(0, 2)) + (this.active === 'blue' ? 1 : -1);
    const alt = `${String(column).padStart(2, '0')}${home.slice(2)}`;
    const to = this.away.has(unit) ? home : alt;
    return {
      value: `${this.version}:mv/${unit}/${to}`,
      applied: () => {
        if (this.away.has(unit)) this.away.delete(unit);
        else this.away.add(unit);
        this.moves++;
      },
    };
  }
}
