import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

/**
 * What Discord refuses in a message a bot sends, the sandbox refuses too, with Discord's status and code: one test
 * per rule (src/sandbox/README.md lists them). Each call goes to its own channel, clear of the message rate limit.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  // These calls come faster than Discord's global limit of 50 a second allows: that limit has its own test below.
  sandbox = await startSandbox({ port: 0, globalRequestsPerSecond: Number.POSITIVE_INFINITY });
});
afterAll(async () => sandbox?.close());

let channels = 0;
async function post(
  path: string,
  body: unknown,
  method = 'POST',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.apiUrl}/v10${path}`, {
    method,
    headers: { authorization: `Bot ${sandbox.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
const freshChannel = () => sandbox.model.addTextChannel(`limits-${channels++}`).id;
const send = (body: unknown) => post(`/channels/${freshChannel()}/messages`, body);
const embed = (extra: Record<string, unknown>) => ({ embeds: [{ title: 't', ...extra }] });

describe('messages a bot sends', () => {
  it.each([
    ['content over 2,000 characters', { content: 'x'.repeat(2001) }],
    ['more than 10 embeds', { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }],
    ['an embed title over 256', embed({ title: 'x'.repeat(257) })],
    ['an embed description over 4,096', embed({ description: 'x'.repeat(4097) })],
    ['more than 25 embed fields', embed({ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) })],
    ['an embed field name over 256', embed({ fields: [{ name: 'x'.repeat(257), value: 'v' }] })],
    ['an embed field value over 1,024', embed({ fields: [{ name: 'n', value: 'x'.repeat(1025) }] })],
    ['an embed footer over 2,048', embed({ footer: { text: 'x'.repeat(2049) } })],
    ['an embed author name over 256', embed({ author: { name: 'x'.repeat(257) } })],
    [
      'embeds over 6,000 characters in all',
      { embeds: [1, 2].map(() => ({ title: 't', description: 'x'.repeat(3500) })) },
    ],
    [
      'more than 5 action rows',
      { content: 'x', components: Array.from({ length: 6 }, () => ({ type: 1, components: [] })) },
    ],
    [
      'more than 5 buttons in a row',
      {
        content: 'x',
        components: [
          {
            type: 1,
            components: Array.from({ length: 6 }, (_, i) => ({ type: 2, style: 1, label: 'b', custom_id: `b${i}` })),
          },
        ],
      },
    ],
    [
      'a custom_id over 100',
      {
        content: 'x',
        components: [{ type: 1, components: [{ type: 2, style: 1, label: 'b', custom_id: 'x'.repeat(101) }] }],
      },
    ],
    [
      'a button label over 80',
      {
        content: 'x',
        components: [{ type: 1, components: [{ type: 2, style: 1, label: 'x'.repeat(81), custom_id: 'b' }] }],
      },
    ],
    [
      'allowed_mentions naming more than 100 users',
      { content: 'x', allowed_mentions: { users: Array.from({ length: 101 }, (_, i) => String(1e17 + i)) } },
    ],
    [
      'allowed_mentions parsing users and listing them too',
      { content: 'x', allowed_mentions: { parse: ['users'], users: ['1'] } },
    ],
  ])('refuses %s: 400, 50035 Invalid Form Body', async (_rule, body) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.json['code']).toBe(50035);
  });

  it('accepts the same message within the limits', async () => {
    const answer = await send({ content: 'x'.repeat(2000), ...embed({ description: 'x'.repeat(4096) }) });
    expect(answer.status).toBe(200);
  });

  it('refuses a 51st pin in a channel: 400, 30003', async () => {
    const channel = freshChannel();
    const ids: string[] = [];
    for (let i = 0; i < 51; i++) {
      const message = sandbox.model.createMessage(channel, sandbox.model.bot, { content: `m${i}` }, []);
      ids.push(String(message.json['id']));
    }
    for (const id of ids.slice(0, 50))
      expect((await post(`/channels/${channel}/pins/${id}`, undefined, 'PUT')).status).toBe(204);
    const refused = await post(`/channels/${channel}/pins/${ids[50]}`, undefined, 'PUT');
    expect(refused.status).toBe(400);
    expect(refused.json['code']).toBe(30003);
  });
});

describe('the global limit', () => {
  it('past its requests a second a bot gets a global 429; interaction callbacks and follow-ups are not counted', async () => {
    const limited = await startSandbox({ port: 0, globalRequestsPerSecond: 10 });
    try {
      const channel = limited.model.addTextChannel('global').id;
      const call = (path: string, init: RequestInit = {}) =>
        fetch(`${limited.apiUrl}/v10${path}`, {
          ...init,
          headers: { authorization: `Bot ${limited.token}`, 'content-type': 'application/json' },
        });
      const responses = await Promise.all(Array.from({ length: 30 }, () => call(`/channels/${channel}`)));
      const refused = responses.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.headers.get('x-ratelimit-global')).toBe('true');
      expect(refused[0]!.headers.get('x-ratelimit-scope')).toBe('global');
      expect(await refused[0]!.json()).toMatchObject({ message: 'You are being rate limited.', global: true });
      const counted = limited.globallyLimited;

      // An interaction's answer and follow-ups go through its own token: not counted, never refused by it.
      limited.model.setCommands('guild', [{ name: 'act', description: 'Act', options: [] }], limited.guildId);
      const handle = limited.invokeCommand({ user: limited.users!.alice.id, channel, command: 'act' });
      const token = handle.record.token;
      const answer = await call(`/interactions/${handle.id}/${token}/callback`, {
        method: 'POST',
        body: JSON.stringify({ type: 4, data: { content: 'ok' } }),
      });
      expect(answer.status).toBe(204);
      for (let i = 0; i < 12; i++) {
        const followup = await call(`/webhooks/${limited.model.appId}/${token}?wait=true`, {
          method: 'POST',
          body: JSON.stringify({ content: `follow-up ${i}` }),
        });
        expect(followup.status).toBe(200);
      }
      expect(limited.globallyLimited).toBe(counted);
    } finally {
      await limited.close();
    }
  });
});
