import { afterAll, describe, expect, it } from 'vitest';
import { LocalMessageBudget, RedisMessageBudget, type MessageBudget } from '../../src/bot/message-budget.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

/**
 * The bot and the render workers share each channel's message budget through Redis, so that together they never
 * send more than Discord allows in one channel. Checked by what was granted, never by how long it took: a slow
 * machine only spreads the grants further apart.
 */
const redis = testRedis();
const prefix = testPrefix('budget');
afterAll(async () => {
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

/** The most grants that fell within any `windowMs` (by the budget's own clock, as each grant reports it). */
function busiestWindow(grants: readonly number[], windowMs: number): number {
  const sorted = [...grants].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j < sorted.length && sorted[j]! - sorted[i]! < windowMs) j++;
    most = Math.max(most, j - i);
  }
  return most;
}

async function grantsOf(budgets: readonly MessageBudget[], channel: string, sends: number): Promise<number[]> {
  const grants: number[] = [];
  await Promise.all(
    Array.from({ length: sends }, async (_, i) => {
      // The time the budget granted the send, not when this busy test process got round to noting it.
      grants.push(await budgets[i % budgets.length]!.take(channel));
    }),
  );
  return grants;
}

describe('the per-channel message budget', () => {
  it('two processes sharing Redis never grant more than the limit within a window, and grant every send', async () => {
    const a = new RedisMessageBudget(redis, prefix, 3, 400);
    const b = new RedisMessageBudget(redis, prefix, 3, 400);
    const grants = await grantsOf([a, b], 'c1', 10);
    expect(grants).toHaveLength(10);
    expect(busiestWindow(grants, 400)).toBeLessThanOrEqual(3);
  });

  it('counts each channel on its own', async () => {
    const budget = new RedisMessageBudget(redis, prefix, 2, 3_000);
    await budget.take('c2');
    await budget.take('c2');
    // A third message in c2 waits for the window; another channel's is granted meanwhile.
    const pending = budget.take('c2').then(() => 'same channel');
    const first = await Promise.race([pending, budget.take('c4').then(() => 'other channel')]);
    expect(first).toBe('other channel');
    expect(await pending).toBe('same channel');
  });

  it('keeps its key in the game’s Cluster slot (the channel’s hash tag)', async () => {
    const budget = new RedisMessageBudget(redis, prefix, 5, 5_000);
    await budget.take('c5');
    expect(await redis.exists(`${prefix}game:{c5}:sent`)).toBe(1);
  });

  it('in one process without Redis, the same limit holds', async () => {
    const grants = await grantsOf([new LocalMessageBudget(3, 400)], 'c6', 8);
    expect(grants).toHaveLength(8);
    expect(busiestWindow(grants, 400)).toBeLessThanOrEqual(3);
  });
});
