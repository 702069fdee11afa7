import { Status, type Client } from 'discord.js';
import type { RedisClient } from '../store/connect.js';
import { pingRedis } from './probes.js';

/**
 * What GET /readyz asks: each check says `true` or why the process cannot serve now. The bot is ready when Redis
 * answers and its gateway session is up; a render worker when Redis answers and its BullMQ worker is running.
 */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<true | string>;
}

export function redisReady(redis: RedisClient | undefined, timeoutMs = 1_000): ReadinessCheck {
  return {
    name: 'redis',
    async check() {
      if (!redis) return true; // in-memory store: nothing to wait for
      try {
        await pingRedis(redis, timeoutMs);
        return true;
      } catch (error) {
        return `Redis does not answer: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
  };
}

export function gatewayReady(client: () => Client | undefined): ReadinessCheck {
  return {
    name: 'gateway',
    async check() {
      const c = client();
      if (!c?.isReady()) return 'not logged in to the Discord gateway';
      const down = c.ws.shards.filter((shard) => shard.status !== Status.Ready);
      if (down.size > 0) return `gateway shard ${[...down.keys()].join(', ')} is reconnecting`;
      return true;
    },
  };
}

export function workerReady(
  worker: () => { isRunning(): boolean; closing?: Promise<void> | undefined } | undefined,
): ReadinessCheck {
  return {
    name: 'worker',
    async check() {
      const w = worker();
      if (!w) return 'the render worker has not started';
      if (w.closing) return 'the render worker is shutting down';
      return w.isRunning() ? true : 'the render worker is not running';
    },
  };
}
