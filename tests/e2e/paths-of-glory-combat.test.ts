import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/cli/play.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { pogThread } from '../helpers/pog.js';
import { attachments, content, newGameThread, pictures } from '../helpers/threads.js';

/**
 * A Paths of Glory combat through the sandbox with the real discord.js client: Alice's Central Powers attack Liège
 * from Aachen on the first action round; Bruno, defending, is asked for his combat cards in the thread; the fire,
 * its dice and the result reach the thread in words, and the picture marks the combat. The dice are the game's own.
 */

let h: Harness;
let thread: string;
const EPHEMERAL = 1 << 6;
const { loaded, state, act } = pogThread(
  () => h,
  () => thread,
);

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, { game: 'paths-of-glory', scenario: 'campaign', side: 'cp', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('Paths of Glory combat in a thread', () => {
  it('the attacker declares the combat, the defender is asked for his cards, the fire is told with its dice', async () => {
    await act('cp', 'guns/keep');
    await act('cp', 'auto');
    await act('cp', 'act/aachen/attack');
    await act('cp', 'activated');
    expect((await state()).stack.at(-1)).toEqual({ name: 'attack', side: 'cp' });
    // 12.1: the menu offers the attack on Liège with the 1st Army.
    const { module, game } = await loaded();
    expect(legalActions(module, game.state, 'cp').map((a) => a.key)).toContain('atk/liege/ge-1');
    await act('cp', 'atk/liege/ge-1');
    await act('cp', 'fight');
    // 12.2.6: the defender's window: Bruno is asked, Alice may not answer for him (privately refused, unchanged).
    expect((await state()).stack.at(-1)).toMatchObject({ name: 'combat-cards', side: 'ap', role: 'defender' });
    const before = (await loaded()).game.version;
    const refused = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: `${before}:fight` },
        locale: 'en-US',
      })
      .response();
    expect(Number(refused.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect((await loaded()).game.version).toBe(before);
    await act('ap', 'fight');
    // The fort alone defended: its loss number is the attacker's; with the fort destroyed Alice may advance.
    let s = await state();
    while (s.stack.at(-1)?.name === 'losses' || s.stack.at(-1)?.name === 'advance') {
      const top = s.stack.at(-1)!;
      await act(top.side, top.name === 'losses' ? 'loss/1' : 'advanced');
      s = await state();
    }
    expect(s.stack.at(-1)).toEqual({ name: 'action', side: 'ap' });
    expect(s.fight).toBeUndefined();
  });

  it('the thread reads the combat: the attack, each fire with its table, column and natural die, the result', async () => {
    await h.rendersIdle();
    const text = h.sandbox
      .messages(thread)
      .map((m) => content(m))
      .join('\n');
    expect(text).toMatch(/Central Powers attack Liege with GE 1st Army/);
    expect(text).toMatch(/Central Powers fire: CF 5 on the Army table, column 5, die [1-6]: loss number \d/);
    expect(text).toMatch(/Allies fire: CF 3 on the Corps table, column 3, die [1-6]: loss number \d/);
    expect(text).toMatch(/Loss numbers \d–\d: (the attacker wins|the defender wins|both sides lose)/);
  });

  it('the picture of the combat marks it, and its alt text says where', async () => {
    const last = pictures(h, thread).at(-1)!;
    const description = attachments(last)
      .map((a) => String(a['description'] ?? ''))
      .join(' ');
    expect(description).toMatch(/Liege/);
    expect(description).toMatch(/[Cc]ombat/);
  });
});
