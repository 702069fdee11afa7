import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy.js';
import { plainConnection } from '../../src/bot/services.js';
import { RenderQueue } from '../../src/bot/render-queue.js';
import { shardOf } from '../../src/sandbox/gateway.js';
import type { MessageRecord } from '../../src/sandbox/model.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { GameService } from '../../src/store/games.js';
import { RedisGameStore } from '../../src/store/redis-store.js';
import { blue, builtInPackSource, demo } from '../helpers/games.js';
import { dropPrefix, testPrefix, testRedis, testRedisUrl } from '../helpers/redis.js';
import {
  buttonId,
  content,
  newDemoGame,
  pictures,
  pictureVersion,
  sleep,
  spawnNode,
  spawnWorker,
  startBotOn,
  type Child,
} from './support.js';

/**
 * Scale-out on one machine, as README's "Several processes on one Redis" describes it: two render worker
 * processes share the BullMQ queue (many channels, each picture posted exactly once), and two bot processes,
 * shards 0 and 1 of 2, share Redis with them: each guild's interactions reach one process only, every one is
 * answered once, and games started before continue on whichever process now owns their guild.
 */

const redis = testRedis();
const prefix = testPrefix('rel-scale');
const games = new GameService(new RedisGameStore(redis, prefix), builtInPackSource);
const children: Child[] = [];
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ shards: 2 });
  children.push(spawnWorker(sandbox, testRedisUrl(), prefix), spawnWorker(sandbox, testRedisUrl(), prefix));
  await Promise.all(children.map((c) => c.waitFor(/render worker ready/, 30_000)));
}, 40_000);
afterAll(async () => {
  await Promise.all(children.map((c) => c.kill('SIGKILL')));
  await sandbox?.close();
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

const versionsPosted = (channelId: string) => pictures(sandbox, channelId).map((m) => pictureVersion(m));

describe('two render worker processes share the queue', () => {
  it('forty channels, three versions each asked for in a burst: every picture posted once, the newest last', async () => {
    const queue = new RenderQueue(plainConnection(redis), prefix.replace(/:$/, ''));
    try {
      const channels = Array.from({ length: 40 }, (_, i) => sandbox.model.addTextChannel(`scale-${i}`).id);
      await Promise.all(
        channels.map(async (channelId) => {
          const created = await games.create({
            channelId,
            guildId: sandbox.guildId,
            pack: demo(),
            packRef: { id: 'demo', version: '1' },
            scenario: 'meeting',
            createdBy: 'u-blue',
            seats: { blue: 'u-blue', red: 'u-red' },
          });
          expect(created.kind).toBe('created');
          await queue.request(channelId, 0);
          for (let v = 1; v <= 2; v++) {
            const note = await games.act(channelId, { actor: blue, action: { type: 'note', text: `n${v}` } });
            expect(note.kind).toBe('applied');
            await queue.request(channelId, v);
          }
        }),
      );
      await sandbox.waitFor(
        () => (channels.every((c) => versionsPosted(c).at(-1) === 2) ? true : undefined),
        60_000,
        'every channel showing v2',
      );
      await sleep(500);
      for (const channelId of channels) {
        const posted = versionsPosted(channelId);
        expect(new Set(posted).size, `${channelId}: ${posted.join(',')}`).toBe(posted.length);
        expect(posted, channelId).toEqual([...posted].sort((a, b) => a - b));
        expect(await games.store.postedVersion(channelId)).toBe(2);
      }
      // Both processes took jobs.
      for (const worker of children) expect(worker.output().match(/render job done/g)?.length ?? 0).toBeGreaterThan(0);
    } finally {
      await queue.close();
    }
  }, 90_000);
});

describe('two bot processes, shards 0 and 1 of 2, on one Redis', () => {
  it('each guild’s interactions go to one process and are answered once; games started before go on', async () => {
    // A second guild on the other shard than the first.
    const first = shardOf(sandbox.guildId, 2);
    let otherId = sandbox.model.ids.next();
    for (let i = 0; i < 10_000 && shardOf(otherId, 2) === first; i++) {
      await sleep(1);
      otherId = sandbox.model.ids.next();
    }
    const second = sandbox.model.addGuild('Circolo due', { id: otherId });
    expect(shardOf(second.id, 2)).not.toBe(first);
    sandbox.model.addTextChannel('partite', null, 0, second.id);
    const secondGames = [...sandbox.model.channels.values()].find((c) => c.guild_id === second.id)!.id;
    // Commands registered globally, so both guilds have them (as a bot in many guilds does).
    await deployCommands({ token: sandbox.token, appId: sandbox.appId, apiUrl: sandbox.apiUrl });

    // Before: one unsharded bot (in this process) starts a game in each guild, and the players open their menus.
    const before = await startBotOn(sandbox, { redis, prefix, queue: true });
    const threads: string[] = [];
    const menus: MessageRecord[] = [];
    try {
      for (const [channel, opponent] of [
        ['partite', 'bruno'],
        [secondGames, 'carla'],
      ] as const) {
        const thread = await newDemoGame(sandbox, channel, 'alice', opponent);
        threads.push(thread);
        menus.push(await sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'play' }).response());
      }
    } finally {
      await before.close();
    }

    // After: two bot processes, one per shard (npm start's main, with SHARD_ID of SHARD_COUNT).
    const env = (shard: number) => ({
      DISCORD_TOKEN: sandbox.token,
      DISCORD_APP_ID: sandbox.appId,
      DISCORD_API_URL: sandbox.apiUrl,
      REDIS_URL: testRedisUrl(),
      UMPIRE_PREFIX: prefix,
      RENDER_WORKERS: '0',
      METRICS_PORT: '0',
      SHARD_ID: String(shard),
      SHARD_COUNT: '2',
    });
    const bots = [spawnNode('src/main.ts', env(0)), spawnNode('src/main.ts', env(1))];
    children.push(...bots);
    await Promise.all(bots.map((b) => b.waitFor(/"msg":"bot ready"/, 40_000)));
    expect(
      sandbox.gateway
        .sessionsInfo()
        .filter((s) => s.connected)
        .map((s) => s.shard.join('/'))
        .sort(),
    ).toEqual(['0/2', '1/2']);

    const callsFrom = sandbox.calls.length;
    for (const [i, thread] of threads.entries()) {
      const version = (await games.store.load(thread))!.version;
      // The button Alice was shown before the processes changed.
      const click = sandbox.clickButton({
        user: 'alice',
        message: String(menus[i]!.json['id']),
        customId: buttonId(menus[i]!, /Termina il turno|End your turn/),
      });
      await click.acknowledged(10_000);
      for (let t = 0; t < 200 && (await games.store.load(thread))!.version === version; t++) await sleep(25);
      expect((await games.store.load(thread))!.version).toBe(version + 1);
      // And a new command, answered by the process that owns the guild.
      const status = await sandbox.invokeCommand({ user: 'dario', channel: thread, command: 'game status' }).response();
      expect(content(status)).toMatch(/Mappa dimostrativa|Umpire demo map/);
      // The workers post the new position.
      await sandbox.waitFor(() => (versionsPosted(thread).includes(version + 1) ? true : undefined), 30_000);
      expect(await games.checkReplay(thread)).toEqual({ ok: true });
    }
    // Each shard's process got its own guild's interactions, and nothing was answered twice.
    const sessions = sandbox.gateway.sessionsInfo().filter((s) => s.connected);
    expect(sessions.map((s) => s.interactions)).toEqual([2, 2]);
    expect(sandbox.calls.slice(callsFrom).filter((c) => c.status === 400 || c.status === 404)).toEqual([]);
  }, 120_000);
});
