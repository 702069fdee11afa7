import { Queue } from 'bullmq';
import { REST } from 'discord.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueLeagueDeadlines, type DeadlineJob } from '../../src/bot/league-reminders.js';
import { plainConnection } from '../../src/bot/services.js';
import { reportResult } from '../../src/league/results.js';
import { StandingsQueue, createStandingsWorker } from '../../src/bot/standings-queue.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { RedisLeagueStore } from '../../src/store/league-redis-store.js';
import type { JsonObject } from '../../src/sandbox/model.js';
import { T0, pairedLeague, unwrap } from '../helpers/leagues.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

/** The league's two BullMQ queues against a real Redis: deadline jobs, and standings pictures posted to the sandbox. */

const redis = testRedis();
const prefix = testPrefix('league-queues');
const bullPrefix = prefix.replace(/:$/, '');
const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

describe('league deadline jobs', () => {
  it('the reminder fires before the deadline; scheduling again replaces both; a cancelled pairing fires nothing', async () => {
    const fired: DeadlineJob[] = [];
    const deadlines = new QueueLeagueDeadlines(
      plainConnection(redis),
      async (job) => void fired.push(job),
      log,
      bullPrefix,
    );
    try {
      const now = Date.now();
      await deadlines.schedule('lg', '1.1.1', now + 60_000, now + 30_000);
      await deadlines.schedule('lg', '1.1.1', now + 400, now + 150);
      // Far enough ahead that it cannot fire during the test whatever the load: the cancel is checked in the queue.
      await deadlines.schedule('lg', '1.1.2', now + 600_000, now + 300_000);
      await deadlines.cancel('lg', '1.1.2');
      await sandbox.waitFor(() => (fired.length >= 2 ? true : undefined), 10_000);
      expect(fired.map((j) => [j.pairingId, j.kind, j.deadline])).toEqual([
        ['1.1.1', 'remind', now + 400],
        ['1.1.1', 'due', now + 400],
      ]);
      const probe = new Queue('league-deadlines', { connection: plainConnection(redis), prefix: bullPrefix });
      const left = await probe.getJobs(['delayed', 'waiting', 'active', 'prioritized']);
      await probe.close();
      expect(left.filter((job) => (job.data as DeadlineJob).pairingId === '1.1.2')).toEqual([]);
    } finally {
      await deadlines.close();
    }
  });
});

describe('standings pictures on the render queue', () => {
  it('a worker draws the standings and posts them with their alt text; requests for one channel are merged', async () => {
    const store = new RedisLeagueStore(redis, prefix);
    let league = pairedLeague({}, ['ann', 'ben', 'cat']);
    league = unwrap(reportResult(league, '1.1.1', 'ben', 'win', 'played', T0)).league;
    league = unwrap(reportResult(league, '1.1.1', 'cat', 'loss', 'played', T0)).league;
    await store.create(league, { at: T0, by: 'org', op: 'create', detail: {} });
    const channel = sandbox.model.addTextChannel('classifica');
    const rest = new REST({ api: sandbox.apiUrl, retries: 1 }).setToken(sandbox.token);
    const queue = new StandingsQueue(plainConnection(redis), bullPrefix);
    for (let i = 0; i < 3; i++)
      await queue.request({ leagueId: league.id, season: 1, channelId: channel.id, lang: 'en' });
    const worker = createStandingsWorker({
      connection: plainConnection(redis),
      prefix: bullPrefix,
      deps: { leagues: store, rest, log },
      log,
    });
    try {
      const picture = await sandbox.waitFor(() => sandbox.messages(channel.id)[0], 15_000);
      const attachment = (picture.json['attachments'] as JsonObject[])[0]!;
      expect(String(picture.json['content'])).toBe('📊 **Coppa**, season 1');
      expect(attachment).toMatchObject({ content_type: 'image/png' });
      expect(String(attachment['description'])).toMatch(/^Standings of Coppa, season 1: 1\. BEN, points 1,/);
      await new Promise((r) => setTimeout(r, 500));
      expect(sandbox.messages(channel.id).length).toBeLessThanOrEqual(2);
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
