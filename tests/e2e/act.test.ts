import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { content, newGameThread } from '../helpers/threads.js';

/**
 * `/act` does what the player means (issue 18.3): every suggestion names its verb, a label typed out in full
 * works without picking it, a player whose turn it is not is told so and whose turn it is, a nation's name finds
 * its units, and the exact label ranks first. The demo map in freeplay (every game of the registry is now played by
 * its rules: Borodino's own e2e test is tests/e2e/borodino.test.ts), Alice Blue, Bruno Red.
 */
let h: Harness;
let thread: string;
const EPHEMERAL = 1 << 6;
const VERBS = /^(Move|Place|Place face down|Conceal|Reveal|Flip|Remove|Place marker|Remove marker|End your turn)\b/;

async function suggest(user: string, typed: string, locale?: 'it' | 'en-US') {
  return h.sandbox.autocomplete({
    user,
    channel: thread,
    command: 'act',
    options: { action: typed },
    focused: 'action',
    locale: locale ?? 'en-US',
  });
}
const version = async () => (await h.context.games.store.load(thread))!.version;

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('/act', () => {
  it('every suggestion names its verb, and no two read the same', async () => {
    const choices = await suggest('alice', '1st Inf');
    expect(choices.length).toBeGreaterThan(3);
    for (const c of choices) expect(c.name).toMatch(VERBS);
    expect(new Set(choices.map((c) => c.name)).size).toBe(choices.length);
    expect(choices.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Flip 1st Inf in 0203', 'Remove 1st Inf in 0203', 'Conceal 1st Inf in 0203']),
    );
  });

  it('a player whose turn it is not is told so, and whose turn it is, in the list and on sending', async () => {
    const choices = await suggest('bruno', 'red');
    expect(choices).toHaveLength(1);
    expect(choices[0]!.name).toMatch(/Not your turn \(Blue to play\)/);
    const answer = await h.sandbox
      .invokeCommand({
        user: 'bruno',
        channel: thread,
        command: 'act',
        options: { action: String(choices[0]!.value) },
        locale: 'en-US',
      })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(content(answer)).toMatch(/not your turn \(Blue to play\)/);
    const italian = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: thread, command: 'act', options: { action: 'qualsiasi' }, locale: 'it' })
      .response();
    expect(content(italian)).toMatch(/Non è il tuo turno \(Di turno: Blu\)/);
    expect(await version()).toBe(0);
  });

  it('a label typed out in full, without picking it, is played', async () => {
    const answer = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: 'move 1st inf → 0303' },
        locale: 'it',
      })
      .response();
    expect(Number(answer.json['flags'] ?? 0) & EPHEMERAL).toBe(0);
    expect(await version()).toBe(1);
    const game = await h.context.games.store.load(thread);
    expect(JSON.stringify(game!.state)).toMatch(/"b1":\{[^}]*"at":"0303"/);
  });

  it('text that is no legal action changes nothing and says what to do, privately', async () => {
    const answer = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: '1st Inf' },
        locale: 'en-US',
      })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(content(answer)).toMatch(/No legal action of yours is “1st Inf”: pick one from the list/);
    expect(await version()).toBe(1);
  });

  it('a nation’s name finds its units, in either language, and the exact label ranks first', async () => {
    const end = (await suggest('alice', 'end your turn'))[0]!;
    expect(end.name).toBe('End your turn');
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'act', options: { action: String(end.value) } })
      .response();
    const red = await suggest('bruno', 'red');
    expect(red.length).toBeGreaterThan(0);
    for (const c of red) expect(String(c.value)).toMatch(/\/r\d/);
    const rosso = await suggest('bruno', 'rosso', 'it');
    expect(rosso.length).toBeGreaterThan(0);
    for (const c of rosso) expect(String(c.value)).toMatch(/\/r\d/);
    // The exact label of one deep in the list comes first when typed in full.
    const some = (await suggest('bruno', '10th Inf'))
      .map((c) => c.name)
      .filter((n) => n.startsWith('Move'))
      .at(-1)!;
    expect((await suggest('bruno', some))[0]!.name).toBe(some);
  });
});
