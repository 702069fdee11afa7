import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { content } from '../helpers/threads.js';

/**
 * A game's options at /game new (`options`), through the sandbox with the real discord.js client: suggested as one
 * types, refused privately with the list when one names none (and no thread is opened), and kept by the game (Paths
 * of Glory's 2022 Deluxe optional cards, then in its decks) and shown on its pinned status.
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('/game new options', () => {
  it('suggests the game’s options as one types, each once', async () => {
    const ask = (value: string, game = 'paths-of-glory') =>
      h.sandbox.autocomplete({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: { game, scenario: 'campaign', options: value },
        focused: 'options',
        locale: 'en-US',
      });
    const choices = await ask('del');
    expect(choices).toEqual([{ name: 'deluxe-cards · the 2022 Deluxe optional cards (56–65)', value: 'deluxe-cards' }]);
    expect(await ask('deluxe-cards,')).toEqual([]);
    // A game with no options suggests none.
    expect(await ask('', 'demo')).toEqual([]);
  });

  it('an option the game does not have is refused privately, with the list, and opens no thread', async () => {
    const threads = h.sandbox.threads('partite').length;
    const reply = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: { game: 'paths-of-glory', scenario: 'campaign', side: 'cp', options: 'deluxe' },
        locale: 'it',
      })
      .answer();
    expect(reply.visibleTo).toBe(h.sandbox.users!.alice.id);
    expect(content(reply)).toContain('Questo gioco non ha l’opzione “deluxe”');
    expect(content(reply)).toContain('`deluxe-cards` (le carte opzionali Deluxe 2022 (56–65))');
    expect(h.sandbox.threads('partite')).toHaveLength(threads);
  });

  it('a game created with deluxe-cards deals them, and its pinned status says so', async () => {
    const reply = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: {
          game: 'paths-of-glory',
          scenario: 'campaign',
          side: 'cp',
          opponent: 'bruno',
          options: 'deluxe-cards',
        },
        locale: 'en-US',
      })
      .response();
    expect(content(reply)).toMatch(
      /Campaign game \(Aug 1914 – Winter 1919\) \(the 2022 Deluxe optional cards \(56–65\)\)\.$/,
    );
    const thread = h.sandbox.threads('partite').at(-1)!.id;
    await h.rendersIdle();
    const game = await h.context.games.store.load<{
      deluxe?: boolean;
      deck: Record<string, string[]>;
      hand: Record<string, string[]>;
    }>(thread);
    expect(game!.meta.options).toEqual({ 'deluxe-cards': true });
    expect(game!.state.deluxe).toBe(true);
    const cards = [...game!.state.deck['ap']!, ...game!.state.hand['ap']!];
    expect(cards).toEqual(expect.arrayContaining(['ap-56', 'ap-57']));
    const status = h.sandbox.messages(thread).find((m) => m.json['pinned'] === true);
    expect(content(status!)).toContain('⚙️ Options: the 2022 Deluxe optional cards (56–65)');
    // The replay (as `umpire verify` runs on an export) sets the game up with its options again.
    expect(await h.context.games.checkReplay(thread)).toEqual({ ok: true });
  });
});
