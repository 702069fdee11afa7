import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../store/connect.js';

/**
 * Discord limits the messages a bot sends in one channel (bots observe 5 every 5 seconds, answered with a 429
 * past it). The bot and the render workers are separate processes posting to the same threads, so they take their
 * turns from one budget per channel, kept in Redis, and wait for a turn rather than be refused. Interaction answers
 * do not count (Discord does not count them against the channel).
 */
export interface MessageBudget {
  /**
   * Resolves when a message may be sent in the channel now, and counts it; with the time it was granted (ms, on the
   * budget's own clock: Redis' for the shared budget).
   */
  take(channelId: string): Promise<number>;
}

/** 5 messages per 5 s as Discord allows, with a quarter second of margin for the clocks that differ. */
export const CHANNEL_MESSAGES = 5;
export const CHANNEL_WINDOW_MS = 5_250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A sliding window of the channel's recent sends, on Redis' own clock (the same for every process).
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return -now
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + window - now + 1
`;

export class RedisMessageBudget implements MessageBudget {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'umpire:',
    private readonly limit = CHANNEL_MESSAGES,
    private readonly windowMs = CHANNEL_WINDOW_MS,
  ) {}

  async take(channelId: string): Promise<number> {
    // The game's hash tag keeps the key in the game's Cluster slot.
    const key = `${this.prefix}game:{${channelId}}:sent`;
    for (;;) {
      const wait = Number(
        await this.redis.eval(TAKE, 1, key, String(this.limit), String(this.windowMs), randomBytes(6).toString('hex')),
      );
      // Granted: minus the time of the grant; refused: how long until the oldest send leaves the window.
      if (wait < 0) return -wait;
      await sleep(wait);
    }
  }
}

/** The same budget in this process, for the sandbox without Redis (one process posts everything). */
export class LocalMessageBudget implements MessageBudget {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly limit = CHANNEL_MESSAGES,
    private readonly windowMs = CHANNEL_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  async take(channelId: string): Promise<number> {
    for (;;) {
      const now = this.clock();
      const recent = (this.sent.get(channelId) ?? []).filter((at) => now - at < this.windowMs);
      if (recent.length < this.limit) {
        recent.push(now);
        this.sent.set(channelId, recent);
        return now;
      }
      this.sent.set(channelId, recent);
      await sleep(recent[0]! + this.windowMs - now + 1);
    }
  }
}
