import { spawn, type ChildProcess } from 'node:child_process';
import { REST, Routes } from 'discord.js';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plainConnection } from '../../src/bot/services.js';
import { renderMap } from '../../src/render/draw.js';
import {
  RedisFollowupMarks,
  RedisLock,
  processRender,
  type InteractionRef,
  type RenderDeps,
} from '../../src/bot/pictures.js';
import { RenderQueue, createRenderWorker } from '../../src/bot/render-queue.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { RedisGlobalLimit } from '../../src/workers/global-limit.js';
import { GameService } from '../../src/store/games.js';
import { RedisGameStore } from '../../src/store/redis-store.js';
import type { GameStore } from '../../src/store/types.js';
import { blue, builtInPackSource, demo } from '../helpers/games.js';
import { dropPrefix, testPrefix, testRedis, testRedisUrl } from '../helpers/redis.js';

/** The render queue against a real Redis, a real BullMQ worker, the real renderer, and the sandbox as Discord. */

const redis = testRedis();
const prefix = testPrefix('render');
const bullPrefix = prefix.replace(/:$/, '');
const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
let sandbox: Sandbox;
let rest: REST;
let games: GameService;
let store: RedisGameStore;

beforeAll(async () => {
  sandbox = await startSandbox();
  rest = new REST({ api: sandbox.apiUrl, retries: 2 }).setToken(sandbox.token);
  store = new RedisGameStore(redis, prefix);
  games = new GameService(store, builtInPackSource);
});
afterAll(async () => {
  await dropPrefix(redis, prefix);
  redis.disconnect();
  await sandbox.close();
});

async function gameIn(name: string): Promise<string> {
  const channelId = sandbox.model.addTextChannel(name).id;
  const created = await games.create({
    channelId,
    guildId: sandbox.guildId,
    pack: demo(),
    packRef: { id: 'demo', version: '1' },
    scenario: 'meeting',
    createdBy: 'u-blue',
    seats: { blue: 'u-blue', red: 'u-red' },
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  return channelId;
}

const pictures = (channelId: string) =>
  sandbox.messages(channelId).filter((m) => (m.json['attachments'] as unknown[]).length > 0);
const deps = (overrides: Partial<RenderDeps> = {}): RenderDeps => ({
  games,
  rest,
  render: renderMap,
  lock: new RedisLock(redis, prefix),
  log,
  ...overrides,
});

describe('the render queue with a real BullMQ worker', () => {
  it('six quick requests for one channel post the newest picture, each version at most once, in order', async () => {
    const channelId = await gameIn('quick');
    const queue = new RenderQueue(plainConnection(redis), bullPrefix);
    const worker = createRenderWorker({ connection: plainConnection(redis), prefix: bullPrefix, deps: deps(), log });
    try {
      for (let i = 0; i < 6; i++) {
        const moved = await games.act(channelId, {
          actor: blue,
          action: { type: 'note', text: `n${i}`, secret: false },
        });
        expect(moved.kind).toBe('applied');
        await queue.request(channelId, i + 1);
      }
      const last = await sandbox.waitFor(
        () => pictures(channelId).find((m) => String(m.json['content']).startsWith('🗺️ **v6**')),
        15_000,
      );
      const versions = pictures(channelId).map((m) => Number(/\*\*v(\d+)\*\*/.exec(String(m.json['content']))![1]));
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(versions.length);
      // How many pictures the six make depends on how fast the worker takes them (four on a busy CI machine), so only
      // the order and each version once are asserted; that waiting requests are one job is the paused worker's test
      // below, where no timing decides it.
      // The caption lists every action since the previous picture.
      expect(String(last.json['content'])).toMatch(/`v6` Blue notes: “n5”/);
      await expect.poll(() => store.postedVersion(channelId)).toBe(6);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  // What players read in the thread for a channel: each message's content, oldest first.
  const thread = (channelId: string) => sandbox.messages(channelId).map((m) => String(m.json['content']));
  const versionOf = (content: string) => Number(/🗺️ \*\*v(\d+)\*\*/.exec(content)?.[1]);
  // Five actions, dice among them: two notes and three rolls, each with its reason to find it by.
  const actions = [
    { type: 'note', text: 'first note', secret: false },
    { type: 'roll', dice: '2d6', reason: 'roll one' },
    { type: 'roll', dice: '1d6', reason: 'roll two' },
    { type: 'note', text: 'second note', secret: false },
    { type: 'roll', dice: '3d6', reason: 'roll three' },
  ];

  /** Applies the actions one by one, asking for a picture after each as the bot does; returns each one's dice. */
  async function play(channelId: string, queue: RenderQueue, list: readonly object[]): Promise<number[][]> {
    const dice: number[][] = [];
    for (const action of list) {
      const moved = await games.act(channelId, { actor: blue, action });
      if (moved.kind !== 'applied') throw new Error(moved.kind);
      dice.push(moved.entry.dice.map((d) => d.value));
      await queue.request(channelId, moved.game.version);
    }
    return dice;
  }

  /** Every action's words and its dice are in the thread, in the entry's caption line. */
  function expectEveryAction(channelId: string, dice: readonly number[][], from = 1, to = actions.length) {
    const text = thread(channelId).join('\n');
    actions.slice(from - 1, to).forEach((action, k) => {
      const words =
        'text' in action ? `notes: “${action.text}”` : `(${action.reason}): ${dice[k + from - 1]!.join(', ')}`;
      expect(text).toContain(`\`v${k + from}\` Blue `);
      expect(text).toContain(words);
      if (dice[k + from - 1]!.length > 0) expect(text).toContain(`🎲 ${dice[k + from - 1]!.join(', ')}`);
    });
  }

  it('while the worker is paused, five actions leave one job waiting; it draws the newest version once and its caption has every action', async () => {
    const channelId = await gameIn('paused');
    const queue = new RenderQueue(plainConnection(redis), bullPrefix);
    const worker = createRenderWorker({
      connection: plainConnection(redis),
      prefix: bullPrefix,
      deps: deps(),
      log,
      concurrency: 2,
    });
    let renders = 0;
    worker.on('completed', () => renders++);
    try {
      await worker.waitUntilReady();
      await worker.pause();
      const dice = await play(channelId, queue, actions);
      // One job for the channel, not five: each later request found it waiting.
      const waiting = await queue.queue.getWaiting();
      expect(waiting.filter((j) => j.data.channelId === channelId)).toHaveLength(1);
      worker.resume();
      const picture = await sandbox.waitFor(() => pictures(channelId)[0], 15_000);
      await expect.poll(() => store.postedVersion(channelId)).toBe(5);
      await new Promise((r) => setTimeout(r, 300));
      expect(pictures(channelId)).toHaveLength(1);
      expect(versionOf(String(picture.json['content']))).toBe(5);
      expect(renders).toBe(1);
      expectEveryAction(channelId, dice);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('while a render is drawing, later actions wait as one job that draws the newest version after it', async () => {
    const channelId = await gameIn('busy');
    const queue = new RenderQueue(plainConnection(redis), bullPrefix);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let drawing!: () => void;
    const started = new Promise<void>((resolve) => (drawing = resolve));
    const drawn: number[] = [];
    const worker = createRenderWorker({
      connection: plainConnection(redis),
      prefix: bullPrefix,
      deps: deps({
        render: async (input) => {
          drawn.push(input.view.pieces.length);
          if (drawn.length === 1) {
            drawing();
            await gate;
          }
          return renderMap(input);
        },
      }),
      log,
    });
    try {
      const dice = await play(channelId, queue, actions.slice(0, 1));
      await started;
      // The first picture is drawing (v1); four more actions come meanwhile.
      dice.push(...(await play(channelId, queue, actions.slice(1))));
      const counts = await queue.queue.getJobCounts('active', 'wait', 'delayed', 'prioritized');
      expect(counts['active']).toBe(1);
      // The next job is held back until the active one ends (keepLastIfActive), so nothing waits yet.
      expect((counts['wait'] ?? 0) + (counts['delayed'] ?? 0) + (counts['prioritized'] ?? 0)).toBe(0);
      release();
      await sandbox.waitFor(() => (pictures(channelId).length >= 2 ? true : undefined), 15_000);
      await expect.poll(() => store.postedVersion(channelId)).toBe(5);
      await new Promise((r) => setTimeout(r, 300));
      const shown = pictures(channelId).map((m) => versionOf(String(m.json['content'])));
      expect(shown).toEqual([1, 5]);
      expect(drawn).toHaveLength(2);
      expectEveryAction(channelId, dice);
      // The second picture's caption covers v2..v5, not v1 again.
      expect(String(pictures(channelId)[1]!.json['content'])).not.toContain('`v1`');
    } finally {
      release();
      await worker.close();
      await queue.close();
    }
  });

  it('a waiting job whose own version the thread already shows still draws the actions deduplicated into it', async () => {
    // The sequence bench:load found: a job waits (for v1); another job of the channel, that was running, shows v1;
    // then v2's request finds the waiting job and is folded into it. That job must draw v2, not drop itself as v1.
    const channelId = await gameIn('folded');
    const queue = new RenderQueue(plainConnection(redis), bullPrefix);
    try {
      const dice = await play(channelId, queue, actions.slice(0, 1));
      expect((await processRender({ channelId, version: 1 }, deps(), true)).kind).toBe('posted');
      dice.push(...(await play(channelId, queue, actions.slice(1, 2))));
      const waiting = (await queue.queue.getWaiting()).filter((j) => j.data.channelId === channelId);
      expect(waiting.map((j) => j.data)).toEqual([{ channelId, version: 1 }]);
      const worker = createRenderWorker({ connection: plainConnection(redis), prefix: bullPrefix, deps: deps(), log });
      try {
        await expect.poll(() => store.postedVersion(channelId), { timeout: 15_000 }).toBe(2);
        expect(pictures(channelId).map((m) => versionOf(String(m.json['content'])))).toEqual([1, 2]);
        expectEveryAction(channelId, dice.concat(actions.slice(2).map(() => [])), 1, 2);
      } finally {
        await worker.close();
      }
    } finally {
      await queue.close();
    }
  });

  it('when the actions since the last picture do not fit its caption, the earlier ones go in text before it', async () => {
    const channelId = await gameIn('long');
    const long = (k: number) => `${'long words '.repeat(40)}end of note ${k}`;
    for (let k = 0; k < 12; k++) {
      const moved = await games.act(channelId, { actor: blue, action: { type: 'note', text: long(k), secret: false } });
      expect(moved.kind).toBe('applied');
    }
    // The first attempt dies after posting, before recording it; its retry posts nothing twice (enforce_nonce).
    let crashes = 1;
    const crashingStore: GameStore = Object.create(store, {
      markPosted: {
        value: async (c: string, v: number) => {
          if (crashes-- > 0) throw new Error('process died after posting');
          return store.markPosted(c, v);
        },
      },
    });
    const flaky = deps({ games: new GameService(crashingStore, builtInPackSource) });
    await expect(processRender({ channelId, version: 12 }, flaky, false)).rejects.toThrow(/died/);
    const posted = thread(channelId).length;
    expect((await processRender({ channelId, version: 12 }, flaky, true)).kind).toBe('posted');
    const messages = thread(channelId);
    expect(messages).toHaveLength(posted);
    expect(messages.length).toBeGreaterThan(1);
    for (const content of messages) expect(content.length).toBeLessThanOrEqual(2000);
    // The picture comes last, with the newest entries; every note is in the thread, in order, once.
    expect(pictures(channelId)).toHaveLength(1);
    expect(sandbox.messages(channelId).at(-1)!.json['id']).toBe(pictures(channelId)[0]!.json['id']);
    const all = messages.join('\n');
    const found = Array.from({ length: 12 }, (_, k) => all.indexOf(`end of note ${k}”`));
    expect(found.every((at) => at >= 0)).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    expect(all).not.toMatch(/earlier entries/);
  });

  it('a Discord 500 is retried with backoff and the picture is posted once', async () => {
    const channelId = await gameIn('flaky');
    sandbox.injectFault({
      method: 'POST',
      path: new RegExp(`/channels/${channelId}/messages$`),
      status: 500,
      times: 3,
    });
    const queue = new RenderQueue(plainConnection(redis), bullPrefix);
    const worker = createRenderWorker({
      connection: plainConnection(redis),
      prefix: bullPrefix,
      deps: deps({ rest: new REST({ api: sandbox.apiUrl, retries: 0 }).setToken(sandbox.token) }),
      log,
    });
    try {
      await queue.request(channelId, 0);
      await sandbox.waitFor(() => pictures(channelId)[0], 20_000);
      expect(pictures(channelId)).toHaveLength(1);
      expect(
        sandbox.calls.filter((c) => c.path === `/channels/${channelId}/messages` && c.status === 500),
      ).toHaveLength(3);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('a 429 is waited out and the picture is posted once', async () => {
    const channelId = await gameIn('limited');
    sandbox.injectFault({
      method: 'POST',
      path: new RegExp(`/channels/${channelId}/messages$`),
      status: 429,
      retryAfter: 0.2,
    });
    const outcome = await processRender({ channelId, version: 0 }, deps(), true);
    expect(outcome.kind).toBe('posted');
    expect(pictures(channelId)).toHaveLength(1);
  });

  it('a retry after a crash between posting and recording it does not post twice (enforce_nonce)', async () => {
    const channelId = await gameIn('crash');
    let crashes = 1;
    const crashingStore: GameStore = Object.create(store, {
      markPosted: {
        value: async (c: string, v: number) => {
          if (crashes-- > 0) throw new Error('process died after posting');
          return store.markPosted(c, v);
        },
      },
    });
    const flaky = new GameService(crashingStore, builtInPackSource);
    await expect(processRender({ channelId, version: 0 }, deps({ games: flaky }), false)).rejects.toThrow(/died/);
    const retried = await processRender({ channelId, version: 0 }, deps({ games: flaky }), false);
    expect(retried.kind).toBe('posted');
    expect(pictures(channelId)).toHaveLength(1);
  });

  it('a job older than what the thread shows is dropped', async () => {
    const channelId = await gameIn('old');
    expect((await processRender({ channelId, version: 0 }, deps(), true)).kind).toBe('posted');
    expect(await processRender({ channelId, version: 0 }, deps(), true)).toEqual({
      kind: 'dropped',
      reason: 'already-shown',
    });
    expect(pictures(channelId)).toHaveLength(1);
  });

  it('when drawing keeps failing, the last attempt posts the caption as text with an apology', async () => {
    const channelId = await gameIn('broken');
    const broken = deps({ render: async () => Promise.reject(new Error('canvas exploded')) });
    await expect(processRender({ channelId, version: 0 }, broken, false)).rejects.toThrow(/exploded/);
    const outcome = await processRender({ channelId, version: 0 }, broken, true);
    expect(outcome.kind).toBe('fallback');
    const [message] = sandbox.messages(channelId);
    expect(String(message!.json['content'])).toMatch(/Sorry, I could not draw the map/);
  });
});

describe('pictures as follow-ups of the action’s interaction', () => {
  /**
   * An interaction in the channel, answered in its callback as the bot answers an action; with `deferred`, only
   * deferred (privately, as a slow answer is), its answer still "thinking".
   */
  async function interactionIn(channelId: string, deferred = false): Promise<InteractionRef> {
    if (!sandbox.model.guildCommandsOf(sandbox.guildId).some((c) => c.name === 'act'))
      sandbox.model.setCommands('guild', [{ name: 'act', description: 'Act', options: [] }], sandbox.guildId);
    const handle = sandbox.invokeCommand({ user: sandbox.users!.alice.id, channel: channelId, command: 'act' });
    await rest.post(Routes.interactionCallback(handle.id, handle.record.token), {
      auth: false,
      body: deferred ? { type: 5, data: { flags: 64 } } : { type: 4, data: { content: '▶️ applied' } },
    });
    return { applicationId: sandbox.model.appId, token: handle.record.token, channelId, at: Date.now() };
  }
  const channelPosts = (channelId: string) =>
    sandbox.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${channelId}/messages`);
  const limit = () => {
    let taken = 0;
    return { take: async () => void taken++, taken: () => taken };
  };

  it('a job carrying the interaction posts its picture as the interaction’s follow-up, not under the global limit', async () => {
    const channelId = await gameIn('followup');
    const via = await interactionIn(channelId);
    const global = limit();
    const outcome = await processRender({ channelId, version: 0, via }, deps({ globalLimit: global }), true);
    expect(outcome.kind).toBe('posted');
    const [picture] = pictures(channelId);
    expect(String(picture!.json['content'])).toMatch(/^🗺️ \*\*v0\*\*/);
    const interaction = sandbox.model.interactionsByToken.get(via.token)!;
    expect(interaction.followupIds).toContain(String(picture!.json['id']));
    expect(channelPosts(channelId)).toHaveLength(0);
    expect(global.taken()).toBe(0);
    expect(await store.postedVersion(channelId)).toBe(0);
  });

  it('past its token’s life (15 minutes, less a minute for the post) the picture goes as a channel message under the global limit', async () => {
    const channelId = await gameIn('stale-token');
    const via = await interactionIn(channelId);
    const global = limit();
    const later = () => via.at + 14 * 60_000 + 1;
    const outcome = await processRender(
      { channelId, version: 0, via },
      deps({ globalLimit: global, now: later }),
      true,
    );
    expect(outcome.kind).toBe('posted');
    expect(channelPosts(channelId)).toHaveLength(1);
    expect(global.taken()).toBe(1);
    expect(sandbox.model.interactionsByToken.get(via.token)!.followupIds).toHaveLength(0);
  });

  it('while the action’s answer is still deferred, the picture goes as a channel message and never takes the answer’s place', async () => {
    // Discord makes a follow-up sent while the answer is "thinking" that answer, private as the deferral was.
    const channelId = await gameIn('deferred');
    const via = await interactionIn(channelId, true);
    const global = limit();
    expect((await processRender({ channelId, version: 0, via }, deps({ globalLimit: global }), true)).kind).toBe(
      'posted',
    );
    const interaction = sandbox.model.interactionsByToken.get(via.token)!;
    expect(interaction.followupIds).toHaveLength(0);
    expect(channelPosts(channelId)).toHaveLength(1);
    expect(global.taken()).toBe(1);
    const [picture] = pictures(channelId);
    expect(picture!.json['flags'] ?? 0).toBe(0);
    // The answer is still the player's to receive.
    const original = sandbox.model.messages.get(interaction.originalMessageId!)!;
    expect(String(original.json['content'] ?? '')).not.toMatch(/🗺️/);
  });

  it('an interaction of another channel is not used', async () => {
    const channelId = await gameIn('other-channel');
    const via = await interactionIn(await gameIn('elsewhere'));
    expect((await processRender({ channelId, version: 0, via }, deps(), true)).kind).toBe('posted');
    expect(channelPosts(channelId)).toHaveLength(1);
  });

  it('a retry after a crash between the follow-up and recording it finds the picture in the thread and posts nothing', async () => {
    const channelId = await gameIn('followup-crash');
    const via = await interactionIn(channelId);
    const marks = new RedisFollowupMarks(redis, prefix);
    let crashes = 1;
    const crashingStore: GameStore = Object.create(store, {
      markPosted: {
        value: async (c: string, v: number) => {
          if (crashes-- > 0) throw new Error('process died after posting');
          return store.markPosted(c, v);
        },
      },
    });
    const flaky = deps({ games: new GameService(crashingStore, builtInPackSource), marks });
    await expect(processRender({ channelId, version: 0, via }, flaky, false)).rejects.toThrow(/died/);
    expect(await marks.begun(channelId)).toBe(0);
    const retried = await processRender({ channelId, version: 0, via }, flaky, false, true);
    expect(retried).toEqual({ kind: 'dropped', reason: 'already-shown' });
    expect(pictures(channelId)).toHaveLength(1);
    expect(await store.postedVersion(channelId)).toBe(0);
  });

  it('a retry that finds no follow-up of its version posts as a channel message, with its nonce', async () => {
    const channelId = await gameIn('followup-retry');
    const via = await interactionIn(channelId);
    const marks = new RedisFollowupMarks(redis, prefix);
    await marks.begin(channelId, 0);
    const outcome = await processRender({ channelId, version: 0, via }, deps({ marks }), false, true);
    expect(outcome.kind).toBe('posted');
    expect(channelPosts(channelId)).toHaveLength(1);
    expect(channelPosts(channelId)[0]!.json).toMatchObject({ enforce_nonce: true });
  });

  it('the workers’ global limit spaces the slots it grants, whichever worker takes them', async () => {
    const key = `${prefix}global-limit-test`;
    const a = new RedisGlobalLimit(redis, key, 1000);
    const b = new RedisGlobalLimit(redis, key, 1000);
    const before = Number((await redis.time())[0]) * 1000;
    await Promise.all([a.take(), b.take(), a.take(), b.take(), a.take()]);
    // Five slots of 1 ms each: the next free slot is at least five slots after the first was granted.
    const next = Number(await redis.get(key));
    expect(next - before).toBeGreaterThanOrEqual(5);
  });
});

describe('the worker process', () => {
  // Stopped after each test, passed or failed (a test that fails on its timeout never reaches a `finally` of its
  // own): no worker it started outlives it, and its queue is closed.
  const started: ChildProcess[] = [];
  const queues: RenderQueue[] = [];
  afterEach(async () => {
    for (const child of started.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const queue of queues.splice(0)) await queue.close();
  });

  function openQueue(): RenderQueue {
    const queue = new RenderQueue(plainConnection(redis), bullPrefix);
    queues.push(queue);
    return queue;
  }

  function startWorker(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/workers/render-worker.ts'], {
      env: {
        ...process.env,
        DISCORD_TOKEN: sandbox.token,
        DISCORD_APP_ID: sandbox.appId,
        DISCORD_API_URL: sandbox.apiUrl,
        REDIS_URL: testRedisUrl(),
        UMPIRE_PREFIX: prefix,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve) => {
      const check = () => (output.includes('render worker ready') ? resolve() : setTimeout(check, 50));
      check();
    });
    return { child, exited, ready, output: () => output };
  }

  it('renders and posts in its own process, recycles itself after its job limit, and stops on SIGTERM', async () => {
    const queue = openQueue();
    const worker = startWorker({ RENDER_MAX_JOBS: '2' });
    await worker.ready;
    const a = await gameIn('proc-a');
    const b = await gameIn('proc-b');
    await queue.request(a, 0);
    await queue.request(b, 0);
    await sandbox.waitFor(() => (pictures(a).length > 0 && pictures(b).length > 0 ? true : undefined), 30_000);
    // Two jobs done: it exits 0 for its supervisor to start a fresh one.
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toMatch(/job limit/);
    const again = startWorker({});
    await again.ready;
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('recycles itself after a job once past its memory bound, the job posted first', async () => {
    const queue = openQueue();
    // 128 MB, the least allowed: a worker that has loaded its code and drawn a picture is past it.
    const worker = startWorker({ RENDER_MAX_RSS_MB: '128' });
    await worker.ready;
    const a = await gameIn('proc-rss');
    await queue.request(a, 0);
    await sandbox.waitFor(() => (pictures(a).length > 0 ? true : undefined), 30_000);
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toMatch(/"reason":"memory limit"/);
  }, 60_000);
});
