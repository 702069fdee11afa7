import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/ports.js';

/**
 * deploy/redis-umpire.conf and the Redis command line of deploy/compose.yaml, given to a real redis-server: both
 * are accepted and give the settings Umpire needs, and a write lands in the append-only file.
 */

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** The `command:` list of the redis service in compose.yaml, without `redis-server` itself. */
function composeRedisArgs(): string[] {
  const compose = readFileSync('deploy/compose.yaml', 'utf8');
  const block = /\n {2}redis:\n[\s\S]*?\n {4}command:\n((?: {6}- .*\n)+)/.exec(compose)![1]!;
  return block
    .trim()
    .split('\n')
    .map((l) =>
      l
        .trim()
        .slice(2)
        .replace(/^'(.*)'$/, '$1'),
    )
    .slice(1);
}

async function withRedis(args: string[], check: (redis: Redis, dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-redis-'));
  const port = await freePort();
  const server = spawn(
    'redis-server',
    [...args, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const redis = new Redis({ port, lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await expect.poll(async () => redis.ping().catch(() => output), { timeout: 10_000, interval: 100 }).toBe('PONG');
    await check(redis, dir);
  } finally {
    redis.disconnect();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function settings(redis: Redis): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of ['appendonly', 'appendfsync', 'maxmemory-policy']) {
    const [, value] = (await redis.config('GET', name)) as [string, string];
    result[name] = value;
  }
  return result;
}

const NEEDED = { appendonly: 'yes', appendfsync: 'everysec', 'maxmemory-policy': 'noeviction' };

describe.skipIf(!hasRedisServer)('the Redis configuration Umpire ships', () => {
  it('deploy/redis-umpire.conf is accepted by redis-server and sets AOF every second and noeviction', async () => {
    await withRedis([join(process.cwd(), 'deploy/redis-umpire.conf')], async (redis, dir) => {
      expect(await settings(redis)).toEqual(NEEDED);
      await redis.set('umpire:test', '1');
      await expect
        .poll(() => existsSync(join(dir, 'appendonlydir')) && readdirSync(join(dir, 'appendonlydir')).length)
        .toBeGreaterThan(0);
    });
  });

  it('the command line of compose.yaml gives the same settings', async () => {
    const args = composeRedisArgs();
    expect(args).toContain('--appendonly');
    await withRedis(args, async (redis) => {
      expect(await settings(redis)).toEqual(NEEDED);
    });
  });
});
