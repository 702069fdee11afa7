import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';

// Faces are forced through the context's dice source so the replies can be asserted exactly.
const faces: number[] = [];
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    context: {
      randomFace: (sides) => {
        const next = faces.shift();
        if (next === undefined) throw new Error('test ran out of faces');
        if (next > sides) throw new Error(`face ${next} does not fit a d${sides}`);
        return next - 1;
      },
    },
  });
});
afterAll(async () => harness?.close());

describe('/roll through the sandbox with the real discord.js client', () => {
  it('registers /roll with its Italian name and descriptions', () => {
    const put = harness.sandbox.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    expect(put?.path).toBe(`/applications/${harness.sandbox.appId}/guilds/${harness.sandbox.guildId}/commands`);
    const roll = (put?.json as Array<Record<string, unknown>>).find((c) => c['name'] === 'roll');
    expect(roll?.['name_localizations']).toEqual({ it: 'tira' });
    expect((roll?.['description_localizations'] as Record<string, string>)['it']).toMatch(/Tira i dadi/);
  });

  it('answers /roll 2d6 in English for an English-speaking user', async () => {
    faces.push(3, 5);
    const bruno = harness.sandbox.users!.bruno;
    const reply = await harness.sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'roll', options: { dice: '2d6' } })
      .response();
    expect(reply.json['content']).toBe(`🎲 <@${bruno.id}> rolled \`2d6\`: 2d6 (3, 5) = **8**`);
    expect(reply.visibleTo).toBeUndefined();
    expect(reply.json['author']).toMatchObject({ bot: true });
  });

  it('answers /roll 2d6 in Italian for an Italian-speaking user', async () => {
    faces.push(6, 1);
    const alice = harness.sandbox.users!.alice;
    const reply = await harness.sandbox
      .invokeCommand({ user: 'alice', channel: 'regole', command: 'roll', options: { dice: '2d6' } })
      .response();
    expect(reply.json['content']).toBe(`🎲 <@${alice.id}> tira \`2d6\`: 2d6 (6, 1) = **7**`);
  });

  it('shows several terms, kept dice and the reason', async () => {
    faces.push(2, 6, 4, 5, 1, 3);
    const reply = await harness.sandbox
      .invokeCommand({
        user: 'bruno',
        channel: 'regole',
        command: 'roll',
        options: { dice: '4d6kh3+1d10-1', reason: 'Attack on *Liège*' },
      })
      .response();
    expect(reply.json['content']).toContain(
      '`4d6kh3+1d10-1` for *Attack on Liège*: 4d6kh3 (~~2~~, 6, 4, 5) + 1d10 (1) − 1 = **15**',
    );
  });

  it('mentions the roller without pinging anyone', () => {
    const callback = harness.sandbox.calls.find((c) => c.path.includes('/callback'));
    expect((callback?.json as { data: { allowed_mentions: unknown } }).data.allowed_mentions).toEqual({ parse: [] });
  });

  it.each([
    ['2x6', 'en-US', "I can't read `2x6`"],
    ['101d6', 'en-US', 'too many dice: 100 at most'],
    ['1d1001', 'it', 'al massimo 1000 facce'],
    ['5', 'it', 'non ci sono dadi'],
  ])('refuses %s with an ephemeral, translated error (%s)', async (dice, locale, text) => {
    const before = harness.sandbox.messages('regole', 'bruno').length;
    const handle = harness.sandbox.invokeCommand({
      user: 'bruno',
      channel: 'regole',
      command: 'roll',
      options: { dice },
      locale,
    });
    const reply = await handle.response();
    expect(reply.json['content']).toContain(text);
    expect(reply.visibleTo).toBe(harness.sandbox.users!.bruno.id);
    expect(Number(reply.json['flags']) & 64).toBe(64);
    // Nobody else sees it.
    expect(harness.sandbox.messages('regole', 'alice').some((m) => m.json['id'] === reply.json['id'])).toBe(false);
    expect(harness.sandbox.messages('regole', 'bruno').length).toBe(before + 1);
  });
});
