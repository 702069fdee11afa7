import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { content, newGameThread } from '../helpers/threads.js';

/**
 * `/act` does what the player means (issue 18.3): every suggestion names its verb, a label typed out in full
 * works without picking it, a player whose turn it is not is told so and whose turn it is, a nation's name finds
 * its units, and the exact label ranks first. Borodino in freeplay (Paths of Glory is now played by its rules: its
 * own e2e test is tests/e2e/paths-of-glory.test.ts), Alice the French, Bruno the Russians.
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
  thread = await newGameThread(h, { game: 'borodino', scenario: 'shevardino', side: 'french', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('/act', () => {
  it('every suggestion names its verb, and no two read the same', async () => {
    const choices = await suggest('alice', 'Compans (CM) 1');
    expect(choices.length).toBeGreaterThan(3);
    for (const c of choices) expect(c.name).toMatch(VERBS);
    expect(new Set(choices.map((c) => c.name)).size).toBe(choices.length);
    expect(choices.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Flip Compans (CM) 1 in 4307',
        'Remove Compans (CM) 1 in 4307',
        'Conceal Compans (CM) 1 in 4307',
      ]),
    );
  });

  it('a player whose turn it is not is told so, and whose turn it is, in the list and on sending', async () => {
    const choices = await suggest('bruno', 'russ');
    expect(choices).toHaveLength(1);
    expect(choices[0]!.name).toMatch(/Not your turn \(French to play\)/);
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
    expect(content(answer)).toMatch(/not your turn \(French to play\)/);
    const italian = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: thread, command: 'act', options: { action: 'qualsiasi' }, locale: 'it' })
      .response();
    expect(content(italian)).toMatch(/Non è il tuo turno \(Di turno: Francesi\)/);
    expect(await version()).toBe(0);
  });

  it('a label typed out in full, without picking it, is played', async () => {
    const answer = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: 'move compans (cm) 1 → 4207' },
        locale: 'it',
      })
      .response();
    expect(Number(answer.json['flags'] ?? 0) & EPHEMERAL).toBe(0);
    expect(await version()).toBe(1);
    const game = await h.context.games.store.load(thread);
    expect(JSON.stringify(game!.state)).toMatch(/"fr-CM-1":\{[^}]*"at":"4207"/);
  });

  it('text that is no legal action changes nothing and says what to do, privately', async () => {
    const answer = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: 'Compans (CM) 1' },
        locale: 'en-US',
      })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(content(answer)).toMatch(/No legal action of yours is “Compans \(CM\) 1”: pick one from the list/);
    expect(await version()).toBe(1);
  });

  it('a nation’s name finds its units, in either language, and the exact label ranks first', async () => {
    const end = (await suggest('alice', 'end your turn'))[0]!;
    expect(end.name).toBe('End your turn');
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'act', options: { action: String(end.value) } })
      .response();
    const russians = await suggest('bruno', 'russ');
    expect(russians.length).toBeGreaterThan(0);
    for (const c of russians) expect(String(c.value)).toMatch(/\/ru-/);
    const russi = await suggest('bruno', 'russi', 'it');
    expect(russi.length).toBeGreaterThan(0);
    for (const c of russi) expect(String(c.value)).toMatch(/\/ru-/);
    // The exact label of one deep in the list comes first when typed in full.
    const some = (await suggest('bruno', 'Shakhovsky 1'))
      .map((c) => c.name)
      .filter((n) => n.startsWith('Move'))
      .at(-1)!;
    expect((await suggest('bruno', some))[0]!.name).toBe(some);
  });
});
