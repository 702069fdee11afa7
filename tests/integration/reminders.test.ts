import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remind } from '../../src/bot/game-flow.js';
import { plainConnection } from '../../src/bot/services.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

/** Pace reminders as BullMQ delayed jobs on a real Redis: scheduled by the pace, fired when still waiting, void after a move. */

const redis = testRedis();
const prefix = testPrefix('reminders');
let h: Harness;
let thread: string;
let queue: Queue;

beforeAll(async () => {
  h = await startHarness({ redis, prefix });
  queue = new Queue('reminders', { connection: plainConnection(redis), prefix: prefix.replace(/:$/, '') });
  await h.sandbox
    .invokeCommand({
      user: 'alice',
      channel: 'partite',
      command: 'game new',
      options: { game: 'demo', scenario: 'meeting', opponent: 'bruno', pace: 2 },
    })
    .response();
  thread = h.sandbox.threads('partite')[0]!.id;
});
afterAll(async () => {
  await queue?.close();
  await h?.close();
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

const reminders = () =>
  h.sandbox.messages(thread).filter((m) => /aspetta la tua mossa|waited more than/.test(String(m.json['content'])));

describe('pace reminders', () => {
  it('a game with a pace has a delayed reminder for the side to play, replaced at every move', async () => {
    const game = (await h.context.games.store.load(thread))!;
    const job = await queue.getJob(`remind-${thread}`);
    expect(job?.data).toEqual({ channelId: thread, version: game.version });
    expect(job!.opts.delay).toBeGreaterThan(2 * 3_600_000 - 60_000);
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game note', options: { text: 'muovo dopo' } })
      .response();
    await expect.poll(async () => (await queue.getJob(`remind-${thread}`))?.data.version).toBe(game.version + 1);
  });

  it('fires when the game still waits at its version, mentioning the player to move', async () => {
    const game = (await h.context.games.store.load(thread))!;
    await h.context.reminders.schedule(thread, game.version, Date.now() + 200);
    const reminder = await h.sandbox.waitFor(() => reminders()[0], 10_000);
    expect(String(reminder.json['content'])).toContain(`<@${h.sandbox.users!.alice.id}>`);
    expect(reminder.json['mentions']).toEqual([expect.objectContaining({ id: h.sandbox.users!.alice.id })]);
  });

  it('does nothing when the game moved on before it fired', async () => {
    const game = (await h.context.games.store.load(thread))!;
    await h.context.reminders.schedule(thread, game.version, Date.now() + 400);
    // A move before the reminder fires: afterChange replaces it with one for the new version; the old one is
    // forced to fire anyway through the handler to show it checks the version.
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game note', options: { text: 'eccomi' } })
      .response();
    const before = reminders().length;
    await remind(h.context, h.bot.client, thread, game.version);
    await new Promise((r) => setTimeout(r, 800));
    expect(reminders().length).toBe(before);
  });
});
