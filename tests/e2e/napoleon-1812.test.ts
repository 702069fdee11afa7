import { describe, expect, it } from 'vitest';
import type { N1812State } from '../../src/engine/games/napoleon-1812/play/state.js';
import { rulesGame } from '../helpers/rules-thread.js';
import { content, pictures } from '../helpers/threads.js';

/**
 * Napoleon's Greatest Gamble (1812) played by its rules, through the sandbox with the real discord.js client: Alice
 * (the French) and Bruno (the Russians) play the historical scenario's first turn end to end by /act, from the
 * set-up's Depots (14.1) to the leaders' movement (12) and the Cossacks (13.1): each side's Depots, Tab. 7.3 asked
 * of each side, the train markers face down, a strategic move built hex by hex, combat declined, the leaders.
 * An action out of turn or against the rules is refused privately with its rule and changes nothing; which train
 * markers are real never reaches a public message.
 */

type Side = 'french' | 'russian';
const USERS = { french: 'alice', russian: 'bruno' } as const;

const { harness, thread, loaded, active, legal, act, refused } = rulesGame<Side>(USERS, {
  game: 'napoleon-1812',
  scenario: 'historical',
  side: 'french',
  opponent: 'bruno',
});
const state = async () => (await loaded()).game.state as N1812State;

describe("Napoleon's Greatest Gamble by its rules, the historical scenario's first turn", () => {
  it('14.1: the Russian places his Depots first; the French player acting now is refused privately', async () => {
    expect(await active()).toEqual(['russian']);
    const offered = await legal('russian');
    expect(offered.map((a) => a.key)).toContain('depot/0208'); // Moscow
    await refused('alice', offered[0]!.key);
  });

  it('7.6: a Depot on a city that is not the side’s own is refused with its rule, in the player’s language', async () => {
    // Vilna (2607), a French city nobody occupies, offered to the Russians by no menu.
    const reply = await refused('bruno', 'depot/2607', 'it');
    expect(content(reply)).toMatch(/7\.6/);
    expect(content(reply)).toMatch(/Deposito/);
  });

  it('plays the whole first turn by the rules: Depots, trains, a move, combat declined, leaders; turn 2 begins', async () => {
    const moved = new Set<Side>();
    // What each side does when asked: Depots wherever offered, the Russians' first near their armies (columns 14
    // and east, so that their stacks are in supply and may take a train), Tab. 7.3’s cell 20, real trains first,
    // one strategic move of one hex a side, no attack, leaders kept where they are.
    const prefer = [
      /^depot\/(1[4-9]|2\d)\d\d$/,
      /^depot\//,
      /^trains\/20$/,
      /^train\/\d{4}\/real$/,
      /^mv\/confirm$/,
      /^mv\/to\//,
      /^move\//,
      /^done$/,
      /^pass$/,
      /^pass\//,
      /^combat\/decline$/,
    ];
    let actions = 0;
    while ((await state()).turn === 1) {
      expect(++actions, 'the first turn ends within 200 actions').toBeLessThan(200);
      const [side] = await active();
      expect(side, 'somebody is always asked until the turn ends').toBeDefined();
      const offered = await legal(side!);
      const s = await state();
      const top = s.prompts.at(-1);
      const path = top?.name === 'move' ? top.draft.path.length : 0;
      const allowed = (key: string) =>
        !(key.startsWith('move/') && moved.has(side!)) && !(key.startsWith('mv/to/') && path > 1);
      const key =
        prefer.map((p) => offered.find((a) => p.test(a.key) && allowed(a.key))?.key).find((k) => k !== undefined) ??
        offered[0]!.key;
      if (key.startsWith('move/')) moved.add(side!);
      await act(side!, key);
    }
    const s = await state();
    expect(s.turn).toBe(2);
    expect(moved).toEqual(new Set(['french', 'russian']));
    expect(await harness().context.games.checkReplay(thread())).toEqual({ ok: true });
  }, 300_000);

  it('the thread shows the log and the map; which train markers are real is never public', async () => {
    await harness().rendersIdle();
    const text = harness()
      .sandbox.messages(thread(), 'carla')
      .map((m) => content(m))
      .join('\n');
    expect(text).toMatch(/Tab\. 7\.3/);
    expect(text).toMatch(/a train marker on|un segnalino treno su/);
    expect(text).not.toMatch(/real train on|dummy on|treno vero su|fittizio su|\/(real|dummy)\b/);
    expect(pictures(harness(), thread()).length).toBeGreaterThan(1);
  });
});
