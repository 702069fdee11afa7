import { describe, expect, it } from 'vitest';
import type { O1914State } from '../../src/engine/games/offensive-1914/play/state.js';
import { rulesGame } from '../helpers/rules-thread.js';
import { content, pictures, playPath } from '../helpers/threads.js';

/**
 * 1914 Offensive à outrance played by its rules, through the sandbox with the real discord.js client: Alice (the
 * French, `allied`) and Bruno (the Germans) play GT 1 of the Battle for Lorraine (29.0) end to end, the French Player
 * Turn and then the German one (4.1, 4.2), until GT 2 begins. The French 29/15 moves a hex through /play's menu (7.1)
 * and attacks the German 42/21 (9.1); the printed values the pack lacks (AS, DS, PR, AV, CE) are asked of each
 * counter's owner and recorded (issue 27), 29/15's AS given by Alice and 42/21's DS by Bruno through /play's menu, the
 * others by /act; the CRT dice are the game's own and shown in the thread (9.9.1). An action out of turn is refused
 * privately, one against the rules in Italian with its rule number, and neither changes anything.
 */

const USERS = { allied: 'alice', german: 'bruno' } as const;
type Side = keyof typeof USERS;

const { harness, thread, loaded, active, legal, act, refused, told } = rulesGame<Side>(USERS, {
  game: 'offensive-1914',
  scenario: 'lorraine',
  side: 'allied',
  opponent: 'bruno',
});
const state = async () => (await loaded()).game.state as O1914State;
const top = async () => (await state()).stack.at(-1);

/** The numbers the players read off their counters when the bot asks for one (issue 27: the pack prints none). */
const PRINTED: Readonly<Record<string, number>> = { as: 10, ds: 6, pr: 3, av: 4, ce: 8, range: 5 };
/** The answer to a value prompt: the number above, or the least the menu offers for a value not listed. */
const given = (key: string, offered: readonly string[]): string =>
  offered.includes(`val/${PRINTED[key]}`) ? `val/${PRINTED[key]}` : offered[0]!;
/**
 * 9.9.1: the cell Alice reads off the CRT when asked (the pack has no grid): nothing for the attacker, +1 to the
 * defender's EC and a 1-hex retreat (9.9.2's legend), as the menu builds it part by part.
 */
const CELL = 'cell/-~+1b1';
/**
 * What a player answers when the bot asks something this test does not look at: no Intense combat where the rules
 * leave it free (26.2.2 binds the French 2nd Army), no Cavalry Reaction (8.2), no advance (11.2), no supporting
 * artillery (10.1.1), a plan or an Army Area boundary kept (26.3, 5.1.2), the phase ended; otherwise the first
 * choice offered (the first retreat path, the first boundary line 28.3 B suggests, the first unit to take an SR).
 */
const PREFER = [/^int\/no$/, /^int\/yes$/, /^react\/-$/, /^adv\/-$/, /^sup\/-$/, /^plan\/keep$/, /keep$/, /^next$/];

/** The side asked now and the key it answers with. */
async function answer(): Promise<[Side, string]> {
  const [side] = await active();
  expect(side, 'somebody is always asked until GT 2').toBeDefined();
  const frame = await top();
  if (frame?.name === 'crt-cell') return [frame.side, CELL];
  const offered = (await legal(side!)).map((a) => a.key);
  expect(offered.length, `${side} has a legal action`).toBeGreaterThan(0);
  if (frame?.name === 'value') return [frame.side, given(frame.key, offered)];
  return [side!, PREFER.map((p) => offered.find((k) => p.test(k))).find((k) => k !== undefined) ?? offered[0]!];
}

/** Plays the answers above until `done` holds. */
async function playUntil(done: (s: O1914State) => boolean, most: number): Promise<void> {
  let actions = 0;
  while (!done(await state())) {
    expect(++actions, `within ${most} actions`).toBeLessThanOrEqual(most);
    await act(...(await answer()));
  }
}

describe('1914 Offensive à outrance by its rules, the Battle for Lorraine’s GT 1', () => {
  it('4.1, 4.2: the bot plays the rules (not freeplay); the French act first, the German acting now is refused privately', async () => {
    const s = await state();
    expect([s.scenario, s.turn, s.phasing, s.phase]).toEqual(['lorraine', 1, 'allied', 'preliminary']);
    expect(await active()).toEqual(['allied']);
    const offered = await legal('allied');
    expect(offered.length).toBeGreaterThan(0);
    await refused('bruno', offered[0]!.key);
  });

  it('4.2: the French Player Turn’s phases up to the Movement Phase', async () => {
    await playUntil((s) => s.phase === 'movement' && s.stack.length === 0, 30);
    expect([(await state()).phasing, await active()]).toEqual(['allied', ['allied']]);
  });

  it('7.1: Alice moves 29/15 from 56.55 to 57.55 through /play’s buttons; the move is told in the thread', async () => {
    await playPath(harness(), thread(), 'alice', [/56\.55/, /^▸ 29\/15 in 56\.55$/, /^To 57\.55 \(4 MP\)$/], 'en-US');
    const s = await state();
    expect(s.units['fr-29.15']).toMatchObject({ at: '57.55', spent: 4 });
    // The move is posted publicly (in the thread, to every reader), with its rule.
    const move = /A Force of 1 unit\(s\): 56\.55 → 57\.55, 4 MP \(7\.1\)/;
    expect(await told(move)).toMatch(move);
  });

  it('22.1: a French Forced March in the French Movement Phase of GT 1 is refused in Italian, with its rule', async () => {
    // 57.55 → 58.55 costs more than the 5 MP 29/15 has left (7.1.2): only a Forced March (7.2) would reach it.
    expect((await legal('allied')).map((a) => a.key)).not.toContain('mv/fr-29.15/58.55');
    const reply = await refused('alice', 'fm/fr-29.15/58.55', 'it');
    expect(content(reply)).toMatch(/22\.1/);
    expect(content(reply)).toMatch(/Marcia Forzata/);
    expect((await state()).units['fr-29.15']?.at).toBe('57.55');
  });

  it('9.1, issue 27: the French attack 58.54; each value the pack lacks is asked of its counter’s owner and recorded', async () => {
    await playUntil((s) => s.phase === 'attack' && s.phasing === 'allied' && s.stack.length === 0, 10);
    expect((await legal('allied')).map((a) => a.key)).toContain('atk/58.54');
    await act('allied', 'atk/58.54');
    await act('allied', 'force/fr-29.15');
    await act('allied', 'fight');
    // 29/15's Attack Strength: Alice's to give; Bruno answering for her is refused privately.
    expect(await top()).toEqual({ name: 'value', side: 'allied', unit: 'fr-29.15', face: 'front', key: 'as' });
    await refused('bruno', `val/${PRINTED.as}`);
    // /play shows Alice the question and the numbers as a menu; she picks hers.
    const asked = await playPath(harness(), thread(), 'alice', [], 'en-US');
    expect(content(asked)).toMatch(/The pack lacks 29\/15's Attack Strength \(AS\) \(front\): give the number printed/);
    const version = (await loaded()).game.version;
    await playPath(harness(), thread(), 'alice', [new RegExp(`^${PRINTED.as}$`)], 'en-US');
    expect((await loaded()).game.version).toBe(version + 1);
    expect((await state()).values['fr-29.15']?.front?.as).toBe(PRINTED.as);
    // The others, each asked of its owner once: 29/15's by Alice, 42/21's (the defender) by Bruno.
    const askedOf: Record<string, Side> = {};
    for (let frame = await top(); frame?.name === 'value'; frame = await top()) {
      expect(askedOf[`${frame.unit}.${frame.key}`], 'no value asked twice').toBeUndefined();
      askedOf[`${frame.unit}.${frame.key}`] = frame.side;
      const answer = given(
        frame.key,
        (await legal(frame.side)).map((a) => a.key),
      );
      // Bruno gives 42/21's DS through /play's menu too, as Alice gave her AS.
      if (frame.unit === 'de-42.21' && frame.key === 'ds') {
        const version = (await loaded()).game.version;
        await playPath(harness(), thread(), 'bruno', [new RegExp(`^${answer.slice(4)}$`)], 'en-US');
        expect((await loaded()).game.version).toBe(version + 1);
      } else await act(frame.side, answer);
    }
    expect(askedOf['de-42.21.ds']).toBe('german');
    expect(Object.entries(askedOf).every(([k, side]) => side === (k.startsWith('fr-') ? 'allied' : 'german'))).toBe(
      true,
    );
    const s = await state();
    expect(s.values['de-42.21']?.front?.ds).toBe(PRINTED.ds);
    expect(Object.keys(s.learned).length).toBeGreaterThan(0);
  });

  it('9.8, 9.9.1, 10.0: the combat is fought with the game’s dice, shown in the thread, and its result applied', async () => {
    await playUntil((s) => s.stack.length === 0, 40);
    expect((await state()).phase).toBe('attack');
    const dice = /CRT dice: white [1-6], black [1-6]/;
    const text = await told(dice);
    expect(text).toMatch(dice);
    expect(text).toMatch(/Odds 10 : \d+ = \d+:\d+/);
    expect(text).toMatch(/The attacker reads the cell -\/\+1b1 \(9\.9\.1\)/);
    // The log says a value was given, never the number (3.1.6).
    expect(text).toMatch(/the Allies gave 29\/15's Attack Strength \(AS\): recorded, never asked again/i);
    // 9.9.2's b1: the defender left 58.54 (retreated or eliminated).
    expect((await state()).units['de-42.21']?.at).not.toBe('58.54');
  }, 300_000);

  it('4.1: the rest of GT 1, the German Player Turn with a German move, to GT 2; the replay equals the snapshot', async () => {
    let moved = false;
    let actions = 0;
    while ((await state()).turn === 1) {
      expect(++actions, 'GT 1 ends within 100 more actions').toBeLessThanOrEqual(100);
      const s = await state();
      if (!moved && s.phasing === 'german' && s.phase === 'movement' && s.stack.length === 0) {
        expect(await active()).toEqual(['german']);
        // The French may not move in the German Movement Phase (4.2.5).
        await refused('alice', 'mv/fr-30.15/56.54');
        expect((await legal('german')).map((a) => a.key)).toContain('mv/de-3B.2B/57.53');
        await act('german', 'mv/de-3B.2B/57.53');
        moved = true;
        continue;
      }
      await act(...(await answer()));
    }
    expect(moved).toBe(true);
    const s = await state();
    expect([s.turn, s.phasing, s.phase]).toEqual([2, 'allied', 'preliminary']);
    expect(s.units['de-3B.2B']?.at).toBe('57.53');
    expect(await harness().context.games.checkReplay(thread())).toEqual({ ok: true });
  }, 300_000);

  it('the thread shows the German move and the map pictures', async () => {
    const move = /A Force of 1 unit\(s\): 57\.52 → 57\.53/;
    expect(await told(move)).toMatch(move);
    expect(pictures(harness(), thread()).length).toBeGreaterThan(1);
  });
});
