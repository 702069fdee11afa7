import { Redis, type RedisOptions } from 'ioredis';
import { DEFAULT_REDIS_URL } from '../config.js';

export type RedisChoice =
  | { readonly kind: 'redis'; readonly url: string; readonly client: Redis }
  | { readonly kind: 'memory'; readonly reason: string };

/** Options for the connection that commits game actions: fail fast rather than queue while Redis is away. */
export function redisOptions(): RedisOptions {
  return { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2_000, lazyConnect: true };
}

/** Connects and PINGs; resolves with the client or rejects with the reason. */
export async function connectRedis(url: string, options: RedisOptions = redisOptions()): Promise<Redis> {
  const client = new Redis(url, {
    ...options,
    lazyConnect: true,
    retryStrategy: (times) => (times > 3 ? null : 200 * times),
  });
  client.on('error', () => undefined); // reported by connect() below; later errors are retried by ioredis
  try {
    await client.connect();
    await client.ping();
    client.options.retryStrategy = (times) => Math.min(times * 200, 5_000);
    return client;
  } catch (error) {
    client.disconnect();
    throw error;
  }
}

/**
 * REDIS_URL when set (it must answer: a club's bot never silently forgets its games); otherwise the local
 * default if it answers; otherwise memory, which the caller announces loudly.
 */
export async function chooseRedis(configured: string | undefined): Promise<RedisChoice> {
  if (configured) return { kind: 'redis', url: configured, client: await connectRedis(configured) };
  try {
    return {
      kind: 'redis',
      url: DEFAULT_REDIS_URL,
      client: await connectRedis(DEFAULT_REDIS_URL, { ...redisOptions(), connectTimeout: 800 }),
    };
  } catch (error) {
    return { kind: 'memory', reason: error instanceof Error ? error.message : String(error) };
  }
}
