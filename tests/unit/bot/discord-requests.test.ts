import { describe, expect, it } from 'vitest';
import { exemptFromGlobalLimit, limitedMakeRequest } from '../../../src/bot/global-requests.js';
import { LatestOnly } from '../../../src/bot/latest-only.js';

/** A send that finishes when the test says. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('the bot’s requests under Discord’s global limit', () => {
  it('interaction callbacks and webhooks are exempt; channel messages, threads and pins are not', () => {
    const api = 'https://discord.com/api/v10';
    expect(exemptFromGlobalLimit(`${api}/interactions/123/tok-en/callback`)).toBe(true);
    expect(exemptFromGlobalLimit(`${api}/webhooks/456/tok-en/messages/@original`)).toBe(true);
    expect(exemptFromGlobalLimit(`${api}/webhooks/456/tok-en?wait=true`)).toBe(true);
    expect(exemptFromGlobalLimit(`${api}/channels/789/messages`)).toBe(false);
    expect(exemptFromGlobalLimit(`${api}/channels/789/messages/1`)).toBe(false);
    expect(exemptFromGlobalLimit(`${api}/channels/789/threads`)).toBe(false);
    expect(exemptFromGlobalLimit(`${api}/channels/789/messages/pins/1`)).toBe(false);
  });

  it('a request the limit counts takes a slot first; an exempt one does not', async () => {
    const order: string[] = [];
    const limit = { take: async () => void order.push('slot') };
    const base = async (url: string) => {
      order.push(new URL(url).pathname);
      return new Response('{}') as never;
    };
    const request = limitedMakeRequest(limit, base);
    await request('http://127.0.0.1/api/v10/channels/1/messages', {});
    await request('http://127.0.0.1/api/v10/interactions/2/t/callback', {});
    expect(order).toEqual(['slot', '/api/v10/channels/1/messages', '/api/v10/interactions/2/t/callback']);
  });
});

describe('LatestOnly: a game’s status edits', () => {
  it('one in flight per key; of those asked meanwhile only the newest is sent', async () => {
    const sent: number[] = [];
    const first = gate();
    const edits = new LatestOnly(() => {});
    const v1 = edits.send('status', 1, async () => {
      await first.promise;
      sent.push(1);
    });
    const rest = [2, 3, 4].map((v) => edits.send('status', v, async () => void sent.push(v)));
    // Another key is not held up.
    await edits.send('other', 1, async () => void sent.push(100));
    expect(sent).toEqual([100]);
    first.open();
    await Promise.all([v1, ...rest]);
    expect(sent).toEqual([100, 1, 4]);
  });

  it('never sends an older version over a newer one, whatever order the handlers finish in', async () => {
    const sent: number[] = [];
    const edits = new LatestOnly(() => {});
    await edits.send('status', 5, async () => void sent.push(5));
    await edits.send('status', 4, async () => void sent.push(4));
    const slow = gate();
    const six = edits.send('status', 6, async () => {
      await slow.promise;
      sent.push(6);
    });
    const five = edits.send('status', 5, async () => void sent.push(5));
    slow.open();
    await Promise.all([six, five]);
    expect(sent).toEqual([5, 6]);
  });

  it('a failed send is reported and does not stop the next', async () => {
    const errors: string[] = [];
    const sent: number[] = [];
    const edits = new LatestOnly((key, error) => errors.push(`${key}: ${(error as Error).message}`));
    await edits.send('status', 1, async () => {
      throw new Error('429');
    });
    await edits.send('status', 2, async () => void sent.push(2));
    expect(errors).toEqual(['status: 429']);
    expect(sent).toEqual([2]);
  });

  it('forgets the oldest keys past its bound, so a long-running bot does not grow', async () => {
    const edits = new LatestOnly(() => {}, 2);
    for (const key of ['a', 'b', 'c']) await edits.send(key, 9, async () => {});
    // `a` was forgotten: an older version of it is sent again; `c` still refuses one.
    const sent: string[] = [];
    await edits.send('a', 1, async () => void sent.push('a'));
    await edits.send('c', 1, async () => void sent.push('c'));
    expect(sent).toEqual(['a']);
  });
});
