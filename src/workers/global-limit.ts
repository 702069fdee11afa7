import type { RedisClient } from '../store/connect.js';
import type { GlobalLimit } from '../bot/pictures.js';

/**
 * Discord's global limit (50 requests a second for a bot, interaction endpoints exempt) shared by every render
 * worker process through Redis: each request takes the next free slot of one schedule, slots `1000 / perSecond` ms
 * apart, on Redis' clock, and waits for it. Each worker's REST client also limits itself to 50 a second, but only
 * itself: without a shared schedule, two workers could send 100 a second between them and be refused.
 *
 * Slots are spaced evenly rather than granted in bursts, so no window of a second, however it falls, holds more than
 * `perSecond` of them. A slot is taken when the wait is shorter than `maxWaitMs`; past it, the caller waits and asks
 * again, so that a worker that stops does not leave slots reserved far ahead.
 */

const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local next = tonumber(redis.call('GET', KEYS[1]) or '0')
local at = math.max(now, next)
if at - now > tonumber(ARGV[2]) then return -(at - now) end
redis.call('SET', KEYS[1], tostring(at + tonumber(ARGV[1])), 'PX', 60000)
return at - now
`;

export class RedisGlobalLimit implements GlobalLimit {
  private readonly intervalMs: number;

  constructor(
    private readonly redis: RedisClient,
    private readonly key: string,
    perSecond: number,
    private readonly maxWaitMs = 2_000,
  ) {
    if (!(perSecond > 0)) throw new RangeError(`global limit: ${perSecond} requests a second`);
    this.intervalMs = 1000 / perSecond;
  }

  async take(): Promise<void> {
    for (;;) {
      const wait = Number(await this.redis.eval(TAKE, 1, this.key, String(this.intervalMs), String(this.maxWaitMs)));
      if (wait >= 0) {
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        return;
      }
      await new Promise((r) => setTimeout(r, Math.min(-wait, this.maxWaitMs)));
    }
  }
}
