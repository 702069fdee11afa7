import { describe, expect, it } from 'vitest';
import type { GiState } from '../../src/engine/games/grand-illusion/play/state.js';
import { rulesGame } from '../helpers/rules-thread.js';
import { content, pictures } from '../helpers/threads.js';

/**
 * Grand Illusion played by its rules, through the sandbox with the real discord.js client: Alice (the Allies) and
 * Bruno (the Germans) play scenario 2's first turn end to end by /act: the set-up of the counters the pack leaves
 * off the map (3.1), the fixed CAP and the Allies' initiative (5.1.4, 6.0), the Allies' one activation of turn 1
 * (13.1) with a movement allowance the pack lacks asked of its owner, a German activation, the passes that end the
 * Action Phase (8.1.1), the Mandated Battle not fought (9.1.1 b) and the Administrative Phase, to turn 2.
 * An action out of turn or against the rules is refused privately with its rule and changes nothing.
 */

type Side = 'allied' | 'german';
const USERS = { allied: 'alice', german: 'bruno' } as const;

const { harness, thread, loaded, active, legal, act, refused } = rulesGame<Side>(USERS, {
  game: 'grand-illusion',
  scenario: 'short',
  side: 'allied',
  opponent: 'bruno',
});
const state = async () => (await loaded()).game.state as GiState;
const key = (offered: readonly { key: string }[], ...prefer: RegExp[]): string =>
  prefer.map((p) => offered.find((a) => p.test(a.key))?.key).find((k) => k !== undefined) ?? offered[0]!.key;

describe('Grand Illusion by its rules, scenario 2’s first turn', () => {
  it('3.1: the Allies set up first; the German acting now is refused privately and nothing changes', async () => {
    expect(await active()).toEqual(['allied']);
    const offered = await legal('allied');
    expect(offered.some((a) => a.key.startsWith('place/'))).toBe(true);
    await refused('bruno', offered[0]!.key);
  });

  it('sets up both sides: each places its counters on hexes it controls, then ends the set-up', async () => {
    for (const side of ['allied', 'german'] as const) {
      let placed = 0;
      while ((await state()).stack.at(-1)?.name === 'place' && (await active())[0] === side) {
        expect(++placed, 'the set-up ends within 100 placements').toBeLessThan(100);
        const offered = await legal(side);
        await act(
          side,
          key(
            offered,
            /^place\/fr-[^/]+\/(19|46)$/,
            /^place\/gb-[^/]+\/45$/,
            /^place\/be-[^/]+\/62$/,
            /^place\/de-[^/]+\/(72|73)$/,
            /^place\//,
            /^place-done$/,
          ),
        );
      }
    }
    const s = await state();
    expect(s.turn).toBe(1);
    expect(s.cap).toEqual({ allied: 4, german: 6 });
    expect(await active()).toEqual(['allied']);
  });

  it('13.1: an Allied hex other than 62, 54, 46 and 45 is refused with its rule, in the player’s language', async () => {
    const reply = await refused('alice', 'activate/66', 'it');
    expect(content(reply)).toMatch(/13\.1/);
    expect(content(reply)).toMatch(/esagono/i);
  });

  it('plays the rest of turn 1 by the rules: one Allied activation, a German one, the passes; turn 2 begins', async () => {
    // The Allies activate the French 5th Army (46); its MA, which the pack lacks, is asked of Alice once.
    await act('allied', 'activate/46');
    await act('allied', 'move/fr-5a');
    expect((await legal('allied')).map((a) => a.key)).toContain('value/3');
    await act('allied', 'value/3');
    expect((await state()).stack.at(-1)?.name).toBe('activation');
    await act('allied', 'move/fr-5a');
    await act('allied', 'to/56');
    await act('allied', 'stop');
    await act('allied', 'end');
    expect((await state()).units['fr-5a']?.at).toBe('56');
    // 6.0: the Allies' one activation hands the initiative to the German, who moves VIII Corps a hex.
    expect(await active()).toEqual(['german']);
    await act('german', 'activate/84');
    await act('german', 'move/de-viii');
    const steps = (await legal('german')).filter((a) => a.key.startsWith('to/'));
    expect(steps.length).toBeGreaterThan(0);
    await act('german', steps[0]!.key);
    await act('german', 'stop');
    await act('german', 'end');
    let actions = 0;
    while ((await state()).turn === 1) {
      expect(++actions, 'turn 1 ends within 50 more actions').toBeLessThan(50);
      const [side] = await active();
      expect(side, 'somebody is always asked until the turn ends').toBeDefined();
      const offered = await legal(side!);
      // 13.1: the Allies' one hex is spent; no later Allied segment activates another.
      if (side === 'allied') expect(offered.filter((a) => a.key.startsWith('activate/'))).toEqual([]);
      await act(side!, key(offered, /^pass$/, /^end$/, /^stop$/, /^skip$/, /^done$/));
    }
    expect((await state()).turn).toBe(2);
    expect(await harness().context.games.checkReplay(thread())).toEqual({ ok: true });
  }, 300_000);

  it('the thread shows the log and the map: the value given, the Mandated Battle not fought', async () => {
    await harness().rendersIdle();
    const text = harness()
      .sandbox.messages(thread(), 'carla')
      .map((m) => content(m))
      .join('\n');
    expect(text).toMatch(
      /\(MA\) printed on French 5th Army \(stand-in\) is 3, as its player says|\(MA\) stampato su French 5th Army \(stand-in\) è 3/,
    );
    expect(text).toMatch(/Mandated Battle\(s\) not fought|Battaglia\/e Obbligatoria\/e non combattuta\/e/);
    expect(pictures(harness(), thread()).length).toBeGreaterThan(1);
  });
});
