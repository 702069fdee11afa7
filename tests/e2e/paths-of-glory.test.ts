import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { pogThread } from '../helpers/pog.js';
import { content, newGameThread } from '../helpers/threads.js';

/**
 * Paths of Glory played by its rules, through the sandbox with the real discord.js client: Alice (Central Powers)
 * and Bruno (Allies) play the campaign game's first turn end to end, by /act (a picked suggestion, as
 * `<version>:<key>`) and /play's menus, the decks shuffled by the game's own dice. Each action must be applied; an
 * illegal one is refused with its rule; the opponent never sees a hand.
 */

let h: Harness;
let thread: string;
const EPHEMERAL = 1 << 6;
const { loaded, state, legal, act } = pogThread(
  () => h,
  () => thread,
);

/** The first legal action whose key matches. */
async function first(side: 'cp' | 'ap', pattern: RegExp): Promise<string | undefined> {
  return (await legal(side)).find((a) => pattern.test(a.key))?.key;
}

/** A round's action for a side: a card for `use` if it has one (then what that use asks), else the automatic op. */
async function action(side: 'cp' | 'ap', use: 'ops' | 'sr' | 'rp' | 'auto'): Promise<void> {
  const card = use === 'auto' ? undefined : await first(side, new RegExp(`^play/[a-z]+-\\d+/${use}$`));
  await act(side, card ?? 'auto');
  const prompt = (await state()).stack.at(-1)?.name;
  if (prompt === 'activate') {
    const space = side === 'cp' ? 'aachen' : 'sedan';
    if (await first(side, new RegExp(`^act/${space}/move$`))) await act(side, `act/${space}/move`);
    await act(side, 'activated');
    const move = await first(side, /^mv\//);
    if (move) await act(side, move);
    if ((await state()).stack.at(-1)?.name === 'move') await act(side, 'moved');
  }
  if (prompt === 'sr') {
    const sr = await first(side, /^sr\//);
    if (sr) await act(side, sr);
    await act(side, 'redeployed');
  }
}

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, { game: 'paths-of-glory', scenario: 'campaign', side: 'cp', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('Paths of Glory by its rules, the campaign game’s first turn', () => {
  it('opens with the Central Powers’ choice of Guns of August (4.3.1), offered by /play', async () => {
    const menu = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'play', locale: 'en-US' })
      .response();
    expect(JSON.stringify(menu.json)).toMatch(/Start with Guns of August in hand/);
    const bruno = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: thread, command: 'act', options: { action: 'auto' }, locale: 'en-US' })
      .response();
    expect(Number(bruno.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    await act('cp', 'guns/keep');
    expect((await state()).hand.cp).toContain('cp-1');
  });

  it('an illegal action is refused with its rule, privately, and changes nothing', async () => {
    const before = (await loaded()).game.version;
    // 9.1.2: a card from one's own hand only (an Allied card, from Alice).
    const reply = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: `${before}:play/ap-1/rp` },
        locale: 'en-US',
      })
      .response();
    expect(content(reply)).toMatch(/9\.1\.2/);
    expect((await loaded()).game.version).toBe(before);
  });

  it('six action rounds each, every use of a card, then the draw: September 1914 begins', async () => {
    const plan: ('ops' | 'sr' | 'rp' | 'auto')[][] = [
      ['ops', 'rp'],
      ['sr', 'auto'],
      ['auto', 'ops'],
      ['rp', 'sr'],
      ['auto', 'auto'],
      ['ops', 'rp'],
    ];
    for (const [round, [cp, ap]] of plan.entries()) {
      expect((await state()).round).toBe(round + 1);
      await action('cp', cp!);
      await action('ap', ap!);
    }
    // 6.0 F: the Replacement Phase, the Allies first, for each side with RP to spend (here spent on nothing).
    for (let top = (await state()).stack.at(-1); top?.name === 'replacement'; top = (await state()).stack.at(-1))
      await act(top.side, 'replaced');
    // 6.0 G: each side may discard Combat Cards, then draws back to seven.
    expect((await state()).stack.at(-1)).toEqual({ name: 'discard', side: 'cp' });
    await act('cp', 'draw');
    await act('ap', 'draw');
    const s = await state();
    expect([s.turn, s.round]).toEqual([2, 1]);
    expect(s.hand.cp).toHaveLength(7);
    expect(s.hand.ap).toHaveLength(7);
    expect(s.stack).toEqual([{ name: 'action', side: 'cp' }]);
    const replay = await h.context.games.checkReplay(thread);
    expect(replay).toEqual({ ok: true });
  });

  it('the thread shows the log and pictures; neither hand reaches a public message', async () => {
    await h.rendersIdle();
    const messages = h.sandbox.messages(thread, 'carla');
    const text = messages
      .map((m) => `${content(m)} ${JSON.stringify(m.json['attachments'] as JsonObject[])}`)
      .join('\n');
    expect(text).toMatch(/Turn 2 begins|Inizia il turno 2/);
    const s = await state();
    expect(text).toMatch(/\((CP|AP) (#|n° )\d+\)/); // cards played are named publicly
    for (const card of [...s.hand.cp, ...s.hand.ap]) {
      const [side, number] = card.split('-');
      const named = new RegExp(`\\(${side!.toUpperCase()} (#|n° )${number}\\)`);
      expect(text).not.toMatch(named);
    }
  });
});
