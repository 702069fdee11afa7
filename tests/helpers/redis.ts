import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The test Redis (REDIS_URL, default 127.0.0.1:6379) and a random key prefix so suites never collide. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function testPrefix(name: string): string {
  return `test:${name}:${randomBytes(4).toString('hex')}:`;
}

export function testRedis(): Redis {
  return new Redis(testRedisUrl(), { maxRetriesPerRequest: 2 });
}

/** Deletes every key under a prefix (SCAN, never KEYS). */
export async function dropPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
