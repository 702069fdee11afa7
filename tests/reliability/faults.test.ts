import { Worker } from 'bullmq';
import { Events } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainConnection } from '../../src/bot/services.js';
import { RenderQueue } from '../../src/bot/render-queue.js';
import type { MessageRecord } from '../../src/sandbox/model.js';
import type { InteractionHandle, Sandbox } from '../../src/sandbox/server.js';
import { closeWorker } from '../../src/store/bullmq-close.js';
import { connectRedis } from '../../src/store/connect.js';
import { GameService } from '../../src/store/games.js';
import { RedisGameStore } from '../../src/store/redis-store.js';
import { builtInPackSource, demo } from '../helpers/games.js';
import { dropPrefix, testPrefix, testRedis, testRedisUrl } from '../helpers/redis.js';
import {
  buttonId,
  content,
  countedRenders,
  newDemoGame,
  pictures,
  sandboxWithCommands,
  sleep,
  spawnWorker,
  startBotOn,
  startRedisServer,
  type BotInstance,
  type Child,
} from './support.js';

/**
 * The faults a club's bot meets in a season, each provoked on purpose: a render worker killed in the middle of a
 * job, Redis killed under load and restarted from its AOF, the gateway connection dropped, Discord answering 500
 * and 429 to the bot's own calls, and the bot itself restarted in the middle of a game.
 */

const redis = testRedis();
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await dropPrefix(redis, prefix);
  redis.disconnect();
});
function prefixFor(name: string): string {
  const prefix = testPrefix(name);
  prefixes.push(prefix);
  return prefix;
}

/** The first answer of an interaction: its response, or a follow-up (an apology or a refusal). */
async function answer(sandbox: Sandbox, handle: InteractionHandle, timeoutMs = 8_000): Promise<MessageRecord> {
  return sandbox.waitFor(
    () => {
      const followup = handle.followups()[0];
      if (followup) return followup;
      const id = handle.record.originalMessageId;
      const message = id ? sandbox.model.messages.get(id) : undefined;
      if (!message || message.deleted) return undefined;
      return (Number(message.json['flags'] ?? 0) & 128) === 0 ? message : undefined;
    },
    timeoutMs,
    `an answer to ${handle.id}`,
  );
}

describe('a render worker killed in the middle of a job', () => {
  it('another worker takes the job over and the picture is posted once', async () => {
    const prefix = prefixFor('rel-kill');
    const sandbox = await sandboxWithCommands();
    const games = new GameService(new RedisGameStore(redis, prefix), builtInPackSource);
    const queue = new RenderQueue(plainConnection(redis), prefix.replace(/:$/, ''));
    // A short lock so that the test need not wait BullMQ's default minute for the stalled job.
    const env = { RENDER_LOCK_MS: '1500', RENDER_STALLED_INTERVAL_MS: '500' };
    const workers: Child[] = [];
    try {
      const channelId = sandbox.model.addTextChannel('crash').id;
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
      // Discord makes the first worker wait (429 for 30 s) just as it posts: that is where it dies.
      const path = new RegExp(`^/channels/${channelId}/messages$`);
      sandbox.injectFault({ method: 'POST', path, status: 429, retryAfter: 30 });
      const first = spawnWorker(sandbox, testRedisUrl(), prefix, env);
      workers.push(first);
      await first.waitFor(/render worker ready/);
      await queue.request(channelId, 0);
      await sandbox.waitFor(
        () => sandbox.calls.find((c) => path.test(c.path) && c.status === 429),
        20_000,
        'the first worker posting',
      );
      const second = spawnWorker(sandbox, testRedisUrl(), prefix, env);
      workers.push(second);
      await second.waitFor(/render worker ready/);
      expect(pictures(sandbox, channelId)).toHaveLength(0);
      await first.kill('SIGKILL');

      await sandbox.waitFor(() => pictures(sandbox, channelId)[0], 20_000, 'the picture');
      await sleep(1_500);
      expect(pictures(sandbox, channelId)).toHaveLength(1);
      expect(await games.store.postedVersion(channelId)).toBe(0);
      expect(second.output()).toMatch(/render job done/);
    } finally {
      for (const worker of workers) await worker.kill('SIGKILL');
      await queue.close();
      await sandbox.close();
    }
  }, 60_000);
});

describe('Redis killed under load and restarted from its AOF', () => {
  it('no acknowledged action is lost; the bot reconnects and serves', async () => {
    const server = await startRedisServer({ appendfsync: 'always' });
    const client = await connectRedis(server.url);
    const sandbox = await sandboxWithCommands();
    let bot: BotInstance | undefined;
    try {
      bot = await startBotOn(sandbox, { redis: client, context: { renders: countedRenders(sandbox) } });
      const thread = await newDemoGame(sandbox, 'partite', 'alice', 'bruno');
      let running = true;
      let restartedAt = Number.POSITIVE_INFINITY;
      const outcomes = { ok: 0, refused: 0, apologies: 0, okAfterRestart: 0 };
      // Four players' streams of notes, one after another in each stream, until told to stop.
      const stream = async (user: string, n: number) => {
        for (let i = 0; running && i < 400; i++) {
          const sent = Date.now();
          const handle = sandbox.invokeCommand({
            user,
            channel: thread,
            command: 'game note',
            options: { text: `stream ${n} note ${i}` },
          });
          const reply = await answer(sandbox, handle).catch(() => undefined);
          if (reply && /^▶️/.test(content(reply))) {
            outcomes.ok++;
            if (sent > restartedAt) outcomes.okAfterRestart++;
          } else if (/Something went wrong|Qualcosa è andato storto/.test(content(reply))) outcomes.apologies++;
          else outcomes.refused++; // two notes at once: the later is told the game changed
        }
      };
      const streams = [stream('alice', 0), stream('bruno', 1), stream('alice', 2), stream('bruno', 3)];
      await sandbox.waitFor(() => (outcomes.ok >= 20 ? true : undefined), 20_000, 'load before the crash');
      await server.crash();
      await sleep(1_000);
      await server.restart();
      restartedAt = Date.now();
      await sandbox.waitFor(() => (outcomes.okAfterRestart >= 20 ? true : undefined), 20_000, 'service after restart');
      running = false;
      await Promise.all(streams);

      // Every action the bot announced (its interaction id and version) is in the log as announced.
      const log = await bot.context.games.store.log(thread);
      const announced = sandbox.messages(thread).filter((m) => /^▶️/.test(content(m)));
      expect(announced.length).toBe(outcomes.ok);
      for (const message of announced) {
        const version = Number(/· v(\d+)/.exec(content(message))?.[1]);
        const entry = log.find((e) => e.v === version);
        expect(entry?.iid, `announced v${version}`).toBe(message.interactionId);
      }
      expect(outcomes.apologies).toBeGreaterThan(0); // the crash was felt (and said so)…
      expect(await bot.context.games.checkReplay(thread)).toEqual({ ok: true }); // …and nothing is torn
    } finally {
      await sleep(1_500); // BullMQ's connections back, so that closing does not wait for them
      await bot?.close().catch(() => undefined);
      client.disconnect();
      await sandbox.close();
      await server.stop();
    }
  }, 90_000);
});

describe('shutting down while Redis is away', () => {
  it('closing a BullMQ worker is bounded (BullMQ’s own close never settles then)', async () => {
    const server = await startRedisServer();
    const worker = new Worker('bounded', async () => undefined, {
      connection: { host: '127.0.0.1', port: server.port },
    });
    worker.on('error', () => undefined);
    try {
      await worker.waitUntilReady();
      await sleep(200);
      await server.crash();
      await sleep(1_200);
      expect(await closeWorker(worker, 1_000)).toBe(false);
    } finally {
      await server.stop();
    }
  }, 20_000);
});

describe('the gateway, Discord’s REST and the bot itself failing under a game', () => {
  const prefix = prefixFor('rel-faults');
  let sandbox: Sandbox;
  let bot: BotInstance;
  let thread: string;

  beforeAll(async () => {
    sandbox = await sandboxWithCommands();
    bot = await startBotOn(sandbox, { redis, prefix });
    thread = await newDemoGame(sandbox, 'partite', 'alice', 'bruno');
  });
  afterAll(async () => {
    await bot?.close();
    await sandbox?.close();
  });

  it('the gateway connection drops: the client resumes and the interactions sent meanwhile are answered', async () => {
    const resumes = sandbox.gateway.received.get(6) ?? 0;
    const resumed = new Promise((resolve) => bot.bot.client.once(Events.ShardResume, resolve));
    sandbox.gateway.dropConnections();
    const handles = ['alice', 'bruno', 'carla'].map((user) =>
      sandbox.invokeCommand({ user, channel: 'regole', command: 'roll', options: { dice: '2d6' } }),
    );
    await resumed;
    for (const handle of handles) expect(content(await handle.response(5_000))).toMatch(/2d6/);
    expect(sandbox.gateway.received.get(6)).toBe(resumes + 1);
  }, 20_000);

  it('Discord answers 500, then 429, to a callback and to follow-ups (the answer’s and the picture’s): each is retried and posted once', async () => {
    for (const status of [500, 429] as const) {
      // Every picture of the game so far is posted before counting what follows.
      const shown = (await bot.context.games.load(thread))!.game.version;
      for (let tries = 0; (await bot.context.games.store.postedVersion(thread)) < shown && tries < 200; tries++)
        await sleep(50);
      const before = sandbox.messages(thread).length;
      const callsBefore = sandbox.calls.length;
      const fault = { status, retryAfter: 0.2, times: 1 };
      sandbox.injectFault({ ...fault, method: 'POST', path: /^\/interactions\/\d+\/[^/]+\/callback$/ });
      // The picture goes as a follow-up of the click too (outside Discord's global limit): its first try fails as well.
      const followup = /^\/webhooks\/\d+\/[^/]+$/;
      sandbox.injectFault({ ...fault, method: 'POST', path: followup, withFiles: false });
      sandbox.injectFault({ ...fault, method: 'POST', path: followup, withFiles: true });
      const game = (await bot.context.games.load(thread))!.game;
      const player = game.meta.seats.find((s) => s.side === (game.state as { active: string }).active)!.userId!;
      const user = sandbox.model.users.get(player)!.username;
      // /play (its callback fails first), then End turn: the public follow-up, and the picture whose caption
      // mentions the other player (one message per action, a follow-up of the click).
      const menu = await sandbox.invokeCommand({ user, channel: thread, command: 'play' }).response(8_000);
      const click = sandbox.clickButton({
        user,
        message: String(menu.json['id']),
        customId: buttonId(menu, /End your turn|Termina il turno/),
      });
      await click.acknowledged(8_000);
      const posted = () => sandbox.messages(thread).slice(before);
      await sandbox.waitFor(
        () => (posted().some((m) => /⏰/.test(content(m))) ? true : undefined),
        10_000,
        `the ping after a ${status}`,
      );
      await sleep(300);
      const failed = sandbox.calls.slice(callsBefore).filter((c) => c.status === status);
      expect(failed, `${status}s answered`).toHaveLength(3);
      expect(
        posted().filter((m) => /^▶️/.test(content(m))),
        `announcements after a ${status}`,
      ).toHaveLength(1);
      expect(
        posted().filter((m) => /⏰/.test(content(m))),
        `pings after a ${status}`,
      ).toHaveLength(1);
      expect(sandbox.rest.faults.every((f) => f.remaining === 0)).toBe(true);
    }
  }, 30_000);

  it('the bot restarted mid-game: the buttons shown before still work, and the game goes on', async () => {
    const game = (await bot.context.games.load(thread))!.game;
    const player = game.meta.seats.find((s) => s.side === (game.state as { active: string }).active)!.userId!;
    const user = sandbox.model.users.get(player)!.username;
    const menu = await sandbox.invokeCommand({ user, channel: thread, command: 'play' }).response();
    await bot.close();
    bot = await startBotOn(sandbox, { redis, prefix });
    const before = sandbox.messages(thread).length;
    const click = sandbox.clickButton({
      user,
      message: String(menu.json['id']),
      customId: buttonId(menu, /End your turn|Termina il turno/),
    });
    await click.acknowledged();
    await sandbox.waitFor(() =>
      sandbox
        .messages(thread)
        .slice(before)
        .find((m) => /^▶️/.test(content(m))),
    );
    const now = (await bot.context.games.load(thread))!.game;
    expect(now.version).toBe(game.version + 1);
    expect(await bot.context.games.checkReplay(thread)).toEqual({ ok: true });
  }, 20_000);
});
