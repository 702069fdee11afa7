import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../src/sandbox/rest.js';
import type { InteractionHandle } from '../../src/sandbox/server.js';
import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * The answer rule (src/bot/answer.ts) through the sandbox with the real discord.js client, both ways: with the
 * default budget a quick answer goes in the interaction's callback (type 4, or 7 for a component's message); with
 * the budget at 0 the same interactions are deferred first (type 5 or 6) and answered by an edit or a follow-up.
 * Either way the user reads the same answer with the same visibility, and an action is applied once. No duration
 * is asserted: the sandbox's recorded calls say which way each answer went.
 */

const ways = [
  { name: 'answered in the callback', budget: undefined, slow: false },
  { name: 'deferred (budget 0)', budget: 0, slow: true },
] as const;

const content = (m: MessageRecord) => String(m.json['content'] ?? '');
const callsOf = (h: Harness, handle: InteractionHandle): RecordedCall[] =>
  h.sandbox.calls.filter((c) => c.path.includes(handle.record.token));
const callbacks = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.endsWith('/callback')).map((c) => c.json as { type: number; data?: { flags?: number } });
const editsOfOriginal = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PATCH' && /\/messages\/(@|%40)original$/.test(c.path));

describe.each(ways)('an interaction $name', ({ budget, slow }) => {
  let h: Harness;
  let thread: string;

  beforeAll(async () => {
    h = await startHarness(budget === undefined ? {} : { answerBudgetMs: budget });
    await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' },
        locale: 'en-US',
      })
      .response();
    thread = h.sandbox.threads('partite')[0]!.id;
    await h.rendersIdle();
  });
  afterAll(async () => h?.close());

  it('a quick public command: one callback of type 4, or a public deferral and an edit', async () => {
    const handle = h.sandbox.invokeCommand({
      user: 'bruno',
      channel: 'regole',
      command: 'roll',
      options: { dice: '2d6' },
    });
    const reply = await handle.response();
    expect(content(reply)).toMatch(/rolled `2d6`: 2d6 \(\d, \d\) = \*\*\d+\*\*/);
    expect(reply.visibleTo).toBeUndefined();
    await h.sandbox.waitFor(() => (editsOfOriginal(callsOf(h, handle)).length > 0 || !slow ? true : undefined));
    const calls = callsOf(h, handle);
    if (slow) {
      expect(callbacks(calls)).toEqual([{ type: 5, data: { flags: 0 } }]);
      expect(editsOfOriginal(calls)).toHaveLength(1);
    } else {
      expect(callbacks(calls).map((c) => c.type)).toEqual([4]);
      expect(editsOfOriginal(calls)).toHaveLength(0);
      expect(calls).toHaveLength(1);
    }
  });

  it('a mistake answered privately after a public command stays private, and nothing public is left', async () => {
    const before = h.sandbox.messages('regole').length;
    const handle = h.sandbox.invokeCommand({
      user: 'bruno',
      channel: 'regole',
      command: 'roll',
      options: { dice: '2x6' },
    });
    const answer = await handle.answer();
    expect(content(answer)).toContain("I can't read `2x6`");
    expect(answer.visibleTo).toBe(h.sandbox.users!.bruno.id);
    expect(Number(answer.json['flags']) & 64).toBe(64);
    const types = callbacks(callsOf(h, handle)).map((c) => c.type);
    expect(types).toEqual([slow ? 5 : 4]);
    // The public placeholder of the slow path is gone: the channel shows nothing new.
    await h.sandbox.waitFor(() => (h.sandbox.messages('regole').length === before ? true : undefined));
  });

  it('a private command: an ephemeral callback, or an ephemeral deferral edited; never public', async () => {
    const before = h.sandbox.messages('regole').length;
    const handle = h.sandbox.invokeCommand({ user: 'dario', channel: 'regole', command: 'game status' });
    const reply = await handle.response();
    expect(content(reply)).toMatch(/no game/i);
    expect(reply.visibleTo).toBe(h.sandbox.users!.dario.id);
    const calls = callsOf(h, handle);
    expect(callbacks(calls)).toEqual([expect.objectContaining({ type: slow ? 5 : 4 })]);
    expect(Number(callbacks(calls)[0]!.data?.flags) & 64).toBe(64);
    expect(editsOfOriginal(calls)).toHaveLength(slow ? 1 : 0);
    expect(h.sandbox.messages('regole')).toHaveLength(before);
  });

  it('a component that redraws its message: a type 7 update, or a type 6 deferral and an edit of @original', async () => {
    const menu = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'play', locale: 'en-US' })
      .response();
    expect(menu.visibleTo).toBe(h.sandbox.users!.alice.id);
    const move = ((menu.json['components'] as JsonObject[]).flatMap((r) => r['components'] as JsonObject[]) ?? []).find(
      (c) => c['type'] === 2 && /Move/.test(String(c['label'])),
    );
    const before = JSON.stringify(menu.json);
    const click = h.sandbox.clickButton({
      user: 'alice',
      message: String(menu.json['id']),
      customId: String(move!['custom_id']),
    });
    const redrawn = await h.sandbox.waitFor(() => {
      const now = h.sandbox.model.messages.get(String(menu.json['id']))!;
      return JSON.stringify(now.json) !== before ? now : undefined;
    });
    expect(redrawn.visibleTo).toBe(h.sandbox.users!.alice.id);
    await h.sandbox.waitFor(() => (editsOfOriginal(callsOf(h, click)).length > 0 || !slow ? true : undefined));
    const calls = callsOf(h, click);
    expect(callbacks(calls).map((c) => c.type)).toEqual([slow ? 6 : 7]);
    expect(editsOfOriginal(calls)).toHaveLength(slow ? 1 : 0);
  });

  it('a private answer with a file: the file goes in the callback itself, or in the edit', async () => {
    const handle = h.sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'game export', locale: 'en-US' });
    const reply = await handle.response();
    expect(reply.visibleTo).toBe(h.sandbox.users!.alice.id);
    expect((reply.json['attachments'] as JsonObject[])[0]).toMatchObject({
      filename: expect.stringMatching(/\.json$/),
    });
    const calls = callsOf(h, handle);
    const carrying = calls.filter((c) => c.files.length > 0);
    expect(carrying).toHaveLength(1);
    expect(carrying[0]!.path).toMatch(slow ? /\/messages\/(@|%40)original$/ : /\/callback$/);
    expect(callbacks(calls).map((c) => c.type)).toEqual([slow ? 5 : 4]);
  });

  it('a game action is applied once, whichever way it is answered', async () => {
    const store = h.context.games.store;
    const before = (await store.load(thread))!.version;
    const choices = await h.sandbox.autocomplete({
      user: 'alice',
      channel: thread,
      command: 'act',
      options: { action: '2nd Inf 0304' },
      focused: 'action',
      locale: 'en-US',
    });
    const handle = h.sandbox.invokeCommand({
      user: 'alice',
      channel: thread,
      command: 'act',
      options: { action: String(choices[0]!.value) },
      locale: 'en-US',
    });
    const reply = await handle.response();
    expect(content(reply)).toMatch(new RegExp(`· v${before + 1}\\n`));
    expect(reply.visibleTo).toBeUndefined();
    await h.rendersIdle();
    const after = await store.load(thread);
    expect(after!.version).toBe(before + 1);
    expect(await store.log(thread, { from: before + 1 })).toHaveLength(1);
    expect(callbacks(callsOf(h, handle)).map((c) => c.type)).toEqual([slow ? 5 : 4]);
  });
});
