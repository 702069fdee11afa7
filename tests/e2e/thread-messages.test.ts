import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import {
  attachments,
  content,
  endTurn as endTurnAs,
  newGameThread,
  pictures as picturesIn,
} from '../helpers/threads.js';

/**
 * A thread stays within Discord's per-channel message limit (5 per 5 s, which the sandbox enforces with a 429):
 * creating a game costs two messages, an action at most one (its picture, caption, dice and the next player's
 * mention together), and something that does not change the board (a note, a ruling) none. The answers to the
 * players' own commands are interaction responses, which Discord does not count against the channel; so are the
 * pictures posted as follow-ups of an action's interaction, which are counted here all the same.
 */
let h: Harness;
let thread: string;
/** The messages the bot posted in a thread, but the answers to the players' commands (the interactions' own). */
const postsIn = (channel: string) => {
  const answers = new Set([...h.sandbox.model.interactions.values()].map((i) => i.originalMessageId));
  return h.sandbox.messages(channel).filter((m) => !answers.has(String(m.json['id'])));
};
const posts = () => postsIn(thread);
const pictures = () => picturesIn(h, thread);
/** The active player ends their turn through /act, as fast as a player can type. */
const endTurn = (user: 'alice' | 'bruno') => endTurnAs(h, thread, user);

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('messages in a game thread', () => {
  it('creating a game posts two: the pinned status and the first picture mentioning the first player', async () => {
    const messages = posts();
    expect(messages).toHaveLength(2);
    expect(messages[0]!.json['pinned']).toBe(true);
    expect(pictures()).toHaveLength(1);
    expect(pictures()[0]!.notified).toEqual([h.sandbox.users!.alice.id]);
    // One numbering everywhere (18.10): the set-up is version 0 in the game, the status and the picture.
    expect((await h.context.games.store.load(thread))!.version).toBe(0);
    expect(content(messages[0]!)).toMatch(/versione 0\b/);
    expect(content(pictures()[0]!)).toMatch(/^🗺️ \*\*v0\*\*\n`v0` /);
  });

  it('ten turns played back to back: at most one message each, the last mentioning the next player, and no 429', async () => {
    const before = posts().length;
    const players = ['alice', 'bruno'] as const;
    for (let i = 0; i < 10; i++) await endTurn(players[i % 2]!);
    const last = (await h.context.games.store.load(thread))!.version;
    await h.sandbox.waitFor(() => posts().find((m) => content(m).includes(`\`v${last}\``)));
    const posted = posts().slice(before);
    expect(posted.length).toBeGreaterThan(0);
    expect(posted.length).toBeLessThanOrEqual(10);
    // Pictures may merge several turns when the players are faster than the renderer; the last one names who is next.
    expect(posted.at(-1)!.notified, content(posted.at(-1)!)).toEqual([h.sandbox.users!.alice.id]);
    expect(h.sandbox.rateLimited).toBe(0);
  });

  it('the game’s last turn: one message with the end, its reason and the seed, mentioning nobody', async () => {
    await endTurn('alice');
    await endTurn('bruno');
    const last = await h.sandbox.waitFor(() => pictures().find((m) => /🏁/.test(content(m))));
    expect(posts().at(-1)).toBe(last);
    expect(content(last)).toMatch(/🏁 La partita è finita: /);
    expect(content(last)).toMatch(/Seme: `[0-9a-f]{64}`/);
    expect(last.notified).toEqual([]);
    expect(h.sandbox.rateLimited).toBe(0);
  });

  it('a note and a ruling asked in the thread change nothing on the map: no new picture', async () => {
    const before = pictures().length;
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game note', options: { text: 'feint north' } })
      .answer();
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'pog fire', options: { table: 'army', cf: 7 } })
      .answer();
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'roll', options: { dice: '2d6' } })
      .answer();
    await h.rendersIdle();
    expect(pictures()).toHaveLength(before);
  });

  it('the sandbox answers a bot past 5 messages in 5 s in one channel with a 429 and retry-after, as Discord does', async () => {
    const channel = h.sandbox.channel('general').id;
    const send = () =>
      fetch(`${h.sandbox.apiUrl}/v10/channels/${channel}/messages`, {
        method: 'POST',
        headers: { authorization: `Bot ${h.sandbox.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'x' }),
      });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await send();
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await limited!.json()).toMatchObject({ message: 'You are being rate limited.', global: false });
  });
});

describe('a game ended outside its rules', () => {
  it('a referee’s /game end: the last picture, its alt text and the pinned status say it is over, why, and the seed', async () => {
    await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'general',
        command: 'game new',
        options: { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' },
      })
      .response();
    const ended = h.sandbox.threads('general').at(-1)!.id;
    await h.rendersIdle();
    await h.sandbox
      .invokeCommand({ user: 'carla', channel: ended, command: 'game end', options: { reason: 'time' } })
      .response();
    const thread = () => postsIn(ended);
    const last = await h.sandbox.waitFor(() =>
      thread().find((m) => /🏁/.test(content(m)) && attachments(m).length > 0),
    );
    expect(content(last)).toMatch(/🏁 La partita è finita: time/);
    expect(content(last)).toMatch(/Seme: `[0-9a-f]{64}`/);
    expect(last.notified).toEqual([]);
    const alt = String(attachments(last)[0]!['description'] ?? '');
    expect(alt).toMatch(/time/);
    const status = thread().find((m) => m.json['pinned'] === true)!;
    expect(content(status)).toMatch(/partita finita/);
    expect(content(status)).toMatch(/🏁 time/);
    expect(content(status)).not.toMatch(/Tocca a/);
  });
});
