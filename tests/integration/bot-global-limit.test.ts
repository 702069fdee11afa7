import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitedMakeRequest } from '../../src/bot/global-requests.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { RedisGlobalLimit } from '../../src/workers/global-limit.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

/**
 * Two bot processes (two discord.js REST clients, each limiting itself to Discord's global limit as discord.js does)
 * against the sandbox, which answers a bot's requests past that limit with a global 429 as Discord does: sharing one
 * schedule in a real Redis, they are never refused; each on its own, they are. The sandbox's limit is 10 a second here
 * so that the test is short, and the schedule keeps the product's margin below it (src/config.ts: 2 of 50; here 2 of
 * 10, for the jitter of a loaded machine between a slot and its request's arrival).
 */

const PER_SECOND = 10;
const SCHEDULED = PER_SECOND - 2;
const redis = testRedis();
const prefix = testPrefix('bot-global');
let sandbox: Sandbox;
let channel: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, globalRequestsPerSecond: PER_SECOND });
  channel = sandbox.model.addTextChannel('limits').id;
});
afterAll(async () => {
  await dropPrefix(redis, prefix);
  redis.disconnect();
  await sandbox.close();
});

function client(shared?: RedisGlobalLimit): REST {
  return new REST({
    api: sandbox.apiUrl,
    globalRequestsPerSecond: PER_SECOND,
    ...(shared ? { makeRequest: limitedMakeRequest(shared) } : {}),
  }).setToken(sandbox.token);
}

/** Each process reads the channel `n` times at once; every read must succeed. */
async function burst(clients: readonly REST[], n: number): Promise<void> {
  const reads = clients.flatMap((c) => Array.from({ length: n }, () => c.get(Routes.channel(channel))));
  const answers = (await Promise.all(reads)) as { id: string }[];
  expect(answers.every((a) => a.id === channel)).toBe(true);
}

describe('the bot processes’ shared global limit', () => {
  it('two processes on one schedule in Redis are never refused by the global limit', async () => {
    const key = `${prefix}bot-global-limit`;
    const before = sandbox.globallyLimited;
    await burst(
      [client(new RedisGlobalLimit(redis, key, SCHEDULED)), client(new RedisGlobalLimit(redis, key, SCHEDULED))],
      12,
    );
    expect(sandbox.globallyLimited).toBe(before);
  });

  it('without it, each limiting only itself, they are (the case the schedule is for)', async () => {
    // A new second in the sandbox's window: the first test's last slots are behind.
    await new Promise((r) => setTimeout(r, 1100));
    const before = sandbox.globallyLimited;
    await burst([client(), client()], 12);
    expect(sandbox.globallyLimited).toBeGreaterThan(before);
  });
});
