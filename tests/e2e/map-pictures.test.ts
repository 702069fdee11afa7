import { REST } from 'discord.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainConnection } from '../../src/bot/services.js';
import { renderMap } from '../../src/render/draw.js';
import { RedisLock } from '../../src/bot/pictures.js';
import { createRenderWorker } from '../../src/bot/render-queue.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { attachments, content, newGameThread, pictures as picturesIn } from '../helpers/threads.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

/**
 * The pictures people read in the thread (issue 18.1): an action's picture is the area it changed, zoomed to read
 * at Discord's 550-px preview (1100 px wide, so exactly half-size there), while the set-up shows the whole map;
 * `/game map` shows anyone the whole map, or the area round a place, privately.
 */
let h: Harness;
let thread: string;
const pictures = () => picturesIn(h, thread);
const PATHS_OF_GLORY = { game: 'paths-of-glory', scenario: 'intro', side: 'cp', opponent: 'bruno' };
const EPHEMERAL = 1 << 6;

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, PATHS_OF_GLORY);
});
afterAll(async () => h?.close());

describe('pictures that read at Discord’s preview size', () => {
  it('the set-up picture is the whole map', () => {
    const first = attachments(pictures()[0]!)[0]!;
    expect(Number(first['width'])).toBeGreaterThanOrEqual(1600);
  });

  it('a move’s picture is the area round it, 1100 px wide, naming what moved in its alt text', async () => {
    // Paths of Glory is played by its rules: the Central Powers keep Guns of August, make the automatic operation and
    // activate Aachen for movement; then the 1st Army's move is picked from /act's list.
    for (const key of ['guns/keep', 'auto', 'act/aachen/move', 'activated']) {
      const version = (await h.context.games.store.load(thread))!.version;
      await h.sandbox
        .invokeCommand({ user: 'alice', channel: thread, command: 'act', options: { action: `${version}:${key}` } })
        .response();
    }
    const choices = await h.sandbox.autocomplete({
      user: 'alice',
      channel: thread,
      command: 'act',
      options: { action: 'Liege' },
      focused: 'action',
    });
    const move = choices.find((c) => /GE 1st Army (to|a) Liege/.test(c.name));
    expect(move, JSON.stringify(choices)).toBeDefined();
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'act', options: { action: String(move!.value) } })
      .response();
    const picture = await h.sandbox.waitFor(() => pictures().find((m) => /`v5`/.test(content(m))));
    const last = attachments(picture)[0]!;
    expect(content(picture)).toMatch(/Liege/);
    expect([Number(last['width']), Number(last['height'])]).toEqual([1100, 800]);
  });

  it('/game map shows the whole map privately', async () => {
    const answer = await h.sandbox.invokeCommand({ user: 'carla', channel: thread, command: 'game map' }).response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(Number(attachments(answer)[0]!['width'])).toBeGreaterThanOrEqual(1600);
  });

  it('/game map at:<place> zooms on the place, found by its name as one types', async () => {
    const choices = await h.sandbox.autocomplete({
      user: 'carla',
      channel: thread,
      command: 'game map',
      options: { at: 'verd' },
      focused: 'at',
    });
    expect(choices[0]).toEqual({ name: 'Verdun', value: 'verdun' });
    const answer = await h.sandbox
      .invokeCommand({ user: 'carla', channel: thread, command: 'game map', options: { at: 'Verdun' } })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(Number(attachments(answer)[0]!['width'])).toBe(1100);
    expect(String(attachments(answer)[0]!['description'])).not.toBe('');
  });

  it('/game map at an unknown place says so privately, in the asker’s language, and draws nothing', async () => {
    const before = pictures().length;
    const answer = await h.sandbox
      .invokeCommand({
        user: 'carla',
        channel: thread,
        command: 'game map',
        options: { at: 'Atlantide' },
        locale: 'it',
      })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(content(answer)).toMatch(/non c’è il luogo «Atlantide»/);
    expect(attachments(answer)).toHaveLength(0);
    await h.rendersIdle();
    expect(pictures().length).toBe(before);
  });
});

describe('/game map through the render queue and a real BullMQ worker', () => {
  it('the worker draws the map and puts it in the asker’s private answer', async () => {
    const redis = testRedis();
    const prefix = testPrefix('map');
    const q = await startHarness({ redis, prefix, queue: true });
    const worker = createRenderWorker({
      connection: plainConnection(redis),
      prefix: prefix.replace(/:$/, ''),
      deps: {
        games: q.context.games,
        rest: new REST({ api: q.sandbox.apiUrl }).setToken(q.sandbox.token),
        render: renderMap,
        lock: new RedisLock(redis, prefix),
        log: pino({ level: 'silent' }),
      },
      log: pino({ level: 'silent' }),
    });
    try {
      const here = await newGameThread(q, PATHS_OF_GLORY);
      const answer = await q.sandbox
        .invokeCommand({ user: 'bruno', channel: here, command: 'game map', options: { at: 'liege' } })
        .response(30_000);
      expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
      expect(Number(attachments(answer)[0]!['width'])).toBe(1100);
      expect(content(answer)).toMatch(/^🗺️ \*\*v0\*\*/);
    } finally {
      await worker.close();
      await q.close();
      await dropPrefix(redis, prefix);
      redis.disconnect();
    }
  });
});
