import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_PERMISSIONS } from '../../src/bot/permissions.js';
import type { JsonObject } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * The permissions Umpire asks for are enough, and no more is assumed: the sandbox refuses, as Discord does, a pin
 * without Pin Messages, a thread without Create Public Threads, a message without the right to send it; a game
 * started where something is missing tells the person who started it what to grant, once.
 */
let h: Harness;
const content = (m: { json: JsonObject }) => String(m.json['content'] ?? '');
const newGame = (user: string, channel: string) =>
  h.sandbox.invokeCommand({
    user,
    channel,
    command: 'game new',
    options: { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' },
  });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('the permissions the bot asks for', () => {
  it('asks for exactly View Channels, Send Messages (and in threads), Create Public Threads, Attach Files, Pin Messages', () => {
    expect(INVITE_PERMISSIONS).toBe(
      PermissionFlagsBits.ViewChannel |
        PermissionFlagsBits.SendMessages |
        PermissionFlagsBits.SendMessagesInThreads |
        PermissionFlagsBits.CreatePublicThreads |
        PermissionFlagsBits.AttachFiles |
        PermissionFlagsBits.PinMessages,
    );
    expect(INVITE_PERMISSIONS.toString()).toBe('2252109051366400');
    expect(INVITE_PERMISSIONS & PermissionFlagsBits.ManageMessages).toBe(0n);
  });

  it('with exactly those, a game starts in its thread with the status pinned and the map posted', async () => {
    h.sandbox.model.setBotPermissions(h.sandbox.channel('partite').id, INVITE_PERMISSIONS);
    const reply = await newGame('alice', 'partite').response();
    expect(content(reply)).toMatch(/^Partita creata: <#\d+>/);
    const thread = h.sandbox.threads('partite').at(-1)!.id;
    await h.rendersIdle();
    const messages = h.sandbox.messages(thread);
    expect(messages.some((m) => m.json['pinned'] === true)).toBe(true);
    expect(messages.some((m) => (m.json['attachments'] as unknown[] | undefined)?.length)).toBe(true);
  });

  it('without Pin Messages the game starts, nothing is pinned, and its creator alone is told what to grant', async () => {
    h.sandbox.model.setBotPermissions(
      h.sandbox.channel('regole').id,
      INVITE_PERMISSIONS & ~PermissionFlagsBits.PinMessages,
    );
    const handle = newGame('alice', 'regole');
    const note = await handle.followup();
    expect(note.visibleTo).toBe(h.sandbox.users!.alice.id);
    expect(content(note)).toMatch(/mancano: Fissare i messaggi \(lo stato della partita\)/);
    const thread = h.sandbox.threads('regole').at(-1)!.id;
    await h.rendersIdle();
    expect(h.sandbox.messages(thread).some((m) => m.json['pinned'] === true)).toBe(false);
    expect(
      h.sandbox.calls.some(
        (c) => c.method === 'PUT' && c.path.includes(`/channels/${thread}/`) && c.path.includes('pins'),
      ),
    ).toBe(false);
  });

  it('without Create Public Threads the game is refused privately, naming the permission, and no thread is made', async () => {
    const general = h.sandbox.channel('general').id;
    h.sandbox.model.setBotPermissions(general, INVITE_PERMISSIONS & ~PermissionFlagsBits.CreatePublicThreads);
    const threads = h.sandbox.threads('general').length;
    const refused = await newGame('bruno', 'general').answer();
    expect(refused.visibleTo).toBe(h.sandbox.users!.bruno.id);
    expect(content(refused)).toMatch(/Create Public Threads/);
    expect(h.sandbox.threads('general').length).toBe(threads);
  });
});

describe('the sandbox refuses what Discord refuses without the permission (403, 50013)', () => {
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${h.sandbox.apiUrl}/v10${path}`, {
      method,
      headers: { authorization: `Bot ${h.sandbox.token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it.each([
    ['pinning', PermissionFlagsBits.PinMessages, 'pin'],
    ['creating a public thread', PermissionFlagsBits.CreatePublicThreads, 'thread'],
    ['sending a message', PermissionFlagsBits.SendMessages, 'send'],
  ] as const)('%s', async (_what, taken, kind) => {
    const channel = h.sandbox.channel('general').id;
    h.sandbox.model.setBotPermissions(channel, INVITE_PERMISSIONS);
    const message = (await (await call('POST', `/channels/${channel}/messages`, { content: 'hello' })).json()) as {
      id: string;
    };
    h.sandbox.model.setBotPermissions(channel, INVITE_PERMISSIONS & ~taken);
    const response =
      kind === 'pin'
        ? await call('PUT', `/channels/${channel}/pins/${message.id}`)
        : kind === 'thread'
          ? await call('POST', `/channels/${channel}/threads`, { name: 'x', type: 11 })
          : await call('POST', `/channels/${channel}/messages`, { content: 'hello again' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 50013, message: 'Missing Permissions' });
    h.sandbox.model.setBotPermissions(channel, INVITE_PERMISSIONS);
  });
});
