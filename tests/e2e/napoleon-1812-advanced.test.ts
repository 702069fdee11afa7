import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { N1812State } from '../../src/engine/games/napoleon-1812/play/state.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { rulesThread } from '../helpers/rules-thread.js';
import { content, newGameThread } from '../helpers/threads.js';

/**
 * Napoleon's Greatest Gamble's advanced game (16, `options:advanced`) created and played through the sandbox with the
 * real discord.js client, up to the first turn's General Supply phase: the game has every advanced rule on, the
 * Random Event cards (16.1) are dealt and each side declares one, the values the book lacks are asked of their owner,
 * and a card in a hand never reaches a public message.
 */

type Side = 'french' | 'russian';
const USERS = { french: 'alice', russian: 'bruno' } as const;

let h: Harness;
let thread: string;
const { loaded, active, legal, act } = rulesThread<Side>(
  () => h,
  () => thread,
  USERS,
);
const state = async () => (await loaded()).game.state as N1812State;

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, {
    game: 'napoleon-1812',
    scenario: 'historical',
    side: 'french',
    opponent: 'bruno',
    options: 'advanced',
  });
});
afterAll(async () => h?.close());

describe("Napoleon's Greatest Gamble, the advanced game through Discord", () => {
  it('/game new options:advanced starts the game with every advanced rule and 15.1', async () => {
    const s = await state();
    expect(s.cards).toBeDefined();
    expect(s.advancedLeaders).toBe(true);
    expect(s.reserve).toBeDefined();
    expect(s.twoYear).toBeDefined();
    expect(s.fog).toBe(true);
  });

  it('16.1: the cards are dealt and declared by /act; a held card is never in a public message', async () => {
    let actions = 0;
    // Until turn 1's cards are settled: every question answered with the first legal action.
    while ((await state()).cards!.turn < 1) {
      expect(++actions, 'the cards of turn 1 are settled within 300 actions').toBeLessThan(300);
      const [side] = await active();
      expect(side, 'somebody is always asked').toBeDefined();
      const offered = await legal(side!);
      const key = offered.find((a) => a.key.startsWith('card/'))?.key ?? offered[0]!.key;
      await act(side!, key);
    }
    const c = (await state()).cards!;
    expect(Object.keys(c.played).sort()).toEqual(['french', 'russian']);
    await h.rendersIdle();
    const text = h.sandbox
      .messages(thread, 'carla')
      .map((m) => content(m))
      .join('\n');
    expect(text).toMatch(/draws a Random Event card|pesca una carta degli eventi casuali/);
    const played = new Set(Object.values(c.played).filter((n): n is number => n !== null));
    for (const held of Object.values(c.hand)) {
      if (held === null || played.has(held)) continue;
      expect(text).not.toMatch(new RegExp(`\\b(card|carta) ${held}\\b`));
    }
    expect(await h.context.games.checkReplay(thread)).toEqual({ ok: true });
  }, 300_000);
});
