import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../src/engine/games/borodino/play/state.js';
import { learnedOf } from '../../src/engine/games/borodino/play/values.js';
import { rulesGame } from '../helpers/rules-thread.js';
import { content, pictures, playPath } from '../helpers/threads.js';

/**
 * Borodino (Triumph & Glory) played by its rules, through the sandbox with the real discord.js client: Alice (the
 * French) and Bruno (the Russians) play turn 1 of the Shevardino scenario (the pack's first) end to end: the set-up's
 * facing (6.11), the French activation of Morand's Division, a French battery's fire (8.0) with the game's die, its
 * modifiers by rule number and the Artillery Fire Table's row in the thread, the French and a Russian move (7.0), the
 * Russian activation and the Morale Phase (10.0), to turn 2. The counter values the pack lacks are asked of each
 * counter's owner once and recorded (the French battery's by Alice through /play's menu, its target's Cohesion by
 * Bruno through his); a move past the Movement Allowance and a fourth unit in a hex are refused in Italian with their
 * rule numbers (7.34, 6.21), an action out of turn privately, and none of them changes the game.
 */

const USERS = { french: 'alice', russian: 'bruno' } as const;
type Side = keyof typeof USERS;

const { harness, thread, loaded, active, legal, act, refused, told } = rulesGame<Side>(USERS, {
  game: 'borodino',
  scenario: 'shevardino',
  side: 'french',
  opponent: 'bruno',
});
const state = async () => (await loaded()).game.state as BorodinoState;

/** The numbers the players read off their counters (the 2.2 examples; the pack prints none): `Coh.back` the Disordered side. */
const PRINTED: Readonly<Record<string, number>> = {
  FS: 4,
  Eff: 3,
  Max: 5,
  Coh: 6,
  'Coh.back': 4,
  DF: 1,
  SP: 4,
  MA: 5,
  Cav: 0,
};
/**
 * What a player answers when the bot asks something this test does not look at: the Commitments rolled once the
 * assaults are declared (9.46), no counter-battery (8.7), the
 * cavalry stays (7.39), the assaulted stands (9.31), no square nor countercharge (9.85, 9.86), no recall (9.82), no
 * Secondary Assault (9.73), no advance (9.72), the step done; otherwise the first choice offered.
 */
const PREFER = [
  /^commit$/,
  /^counter\/none$/,
  /^withdraw\/stay$/,
  /^evade\/stand$/,
  /^respond\/stand$/,
  /^recall\/no$/,
  /^secondary\/none$/,
  /^evade-advance\/no$/,
  /^done$/,
];

/** Each value asked, `<unit>/<name>/<face>`, with the side asked: never twice (core/learned.ts). */
const asked = new Map<string, Side>();
const note = (key: string, side: Side) => {
  const [, unit, name, face] = key.split('/');
  const id = `${unit}/${name}/${face}`;
  expect(asked.has(id), `${id} asked twice`).toBe(false);
  asked.set(id, side);
  return { unit: unit!, name: name!, face: face! };
};
/** The printed value's key among those offered. */
const given = (unit: string, name: string, face: string): string =>
  `value/${unit}/${name}/${face}/${PRINTED[face === 'back' ? `${name}.back` : name] ?? PRINTED[name]}`;

/** The side asked now and the key it answers with. */
async function answer(): Promise<[Side, string]> {
  const [side] = await active();
  expect(side, 'somebody is always asked until turn 2').toBeDefined();
  const offered = (await legal(side!)).map((a) => a.key);
  expect(offered.length, `${side} has a legal action`).toBeGreaterThan(0);
  // A value asked (a fire's or an assault's target, a retreat's check): every choice is a number of one counter.
  if (offered.every((k) => k.startsWith('value/'))) {
    const { unit, name, face } = note(offered[0]!, side!);
    const key = given(unit, name, face);
    return [side!, offered.includes(key) ? key : offered[0]!];
  }
  return [side!, PREFER.map((p) => offered.find((k) => p.test(k))).find((k) => k !== undefined) ?? offered[0]!];
}

/** Plays the answers above until `done` holds. */
async function playUntil(done: (s: BorodinoState) => Promise<boolean> | boolean, most: number): Promise<void> {
  let actions = 0;
  while (!(await done(await state()))) {
    expect(++actions, `within ${most} actions`).toBeLessThanOrEqual(most);
    await act(...(await answer()));
  }
}

/** `user` gives the value their /play menu asks (after `steps`), picking its number: the game's version goes up by one. */
async function giveByPlay(user: string, steps: RegExp[], n: number): Promise<string> {
  const menu = await playPath(harness(), thread(), user, steps, 'en-US');
  const version = (await loaded()).game.version;
  await playPath(harness(), thread(), user, [...steps, new RegExp(`^${n}$`)], 'en-US');
  expect((await loaded()).game.version).toBe(version + 1);
  return content(menu);
}

describe('Borodino by its rules, turn 1 of the Shevardino scenario', () => {
  it('3.0, 6.11: the bot plays the rules (not freeplay); the French set up first, the Russian acting now is refused privately', async () => {
    const s = await state();
    expect([s.scenario, s.turn, s.step]).toEqual(['shevardino', 1, 'setup']);
    expect(await active()).toEqual(['french']);
    expect((await legal('french')).map((a) => a.key)).toContain('face-all/e');
    await refused('bruno', 'face-all/w');
    expect((await state()).units['fr-CM-1']?.facing).toBe(s.units['fr-CM-1']?.facing);
  });

  it('6.11: Alice faces the French east through /play’s menu, Bruno the Russians west by /act', async () => {
    await playPath(harness(), thread(), 'alice', [/^Face every unit east$/], 'en-US');
    expect((await state()).units['fr-CM-1']?.facing).toBe('e');
    await playPath(harness(), thread(), 'alice', [/^Done$/], 'en-US');
    expect(await active()).toEqual(['russian']);
    await act('russian', 'face-all/w');
    await act('russian', 'done');
    const s = await state();
    expect([s.step, s.side, s.units['ru-4CC-ha1']?.facing]).toEqual(['activate', 'french', 'w']);
    const faced = /Every unit faces east \(6\.11\)/;
    expect(await told(faced)).toMatch(faced);
  });

  it('8.0, 8.3, issue 27: a French battery fires; its values asked of Alice by /play, the target’s Cohesion of Bruno', async () => {
    await playPath(harness(), thread(), 'alice', [/^Activate Morand Division$/], 'en-US');
    expect((await state()).step).toBe('fire');
    expect((await state()).active).toContain('MR');
    // Compans (CM) art. 1's Fire Strength: /play shows Alice the question and the numbers as a menu; she picks hers.
    const battery = /^▸ Compans \(CM\) art\. 1$/;
    expect(await giveByPlay('alice', [battery], PRINTED.FS!)).toMatch(
      /The rulebook and the pack lack it: give the Fire Strength printed on Compans \(CM\) art\. 1's good-order side/,
    );
    note('value/fr-CM-a1/FS/front', 'french');
    // Bruno may not answer for Alice's counter; she gives its ranges.
    await refused('bruno', 'value/fr-CM-a1/Eff/front/3');
    for (const name of ['Eff', 'Max'] as const) {
      note(`value/fr-CM-a1/${name}/front`, 'french');
      await act('french', given('fr-CM-a1', name, 'front'));
    }
    expect(learnedOf((await state()).learned, 'fr-CM-a1')).toEqual({ FS: 4, Eff: 3, Max: 5 });
    // Its target: the Russian horse artillery in 4008, whose Cohesion Bruno gives through his own /play menu.
    expect((await legal('french')).map((a) => a.key)).toContain('fire/fr-CM-a1/4008');
    await act('french', 'fire/fr-CM-a1/4008');
    expect(await active()).toEqual(['russian']);
    note('value/ru-4CC-ha1/Coh/front', 'russian');
    expect(await giveByPlay('bruno', [], PRINTED.Coh!)).toMatch(/Cohesion printed on IV Cav\. Corps horse art\. 1/);
    expect(learnedOf((await state()).learned, 'ru-4CC-ha1').Coh).toBe(PRINTED.Coh);
    expect((await state()).units['fr-CM-a1']?.fired).toBe(true);
  });

  it('8.0: the fire is rolled with the game’s die, shown in the thread with its modifiers by rule and the table’s row', async () => {
    const fire = /Compans \(CM\) art\. 1 fires at 4008 \(8\.0\):/;
    const text = await told(fire);
    expect(text).toMatch(fire);
    // The natural die, the Fire Strength (8.5) and range (8.3) modifiers with their rules, the total; the row read.
    expect(text).toMatch(/Dice \d; \+4 Fire Strength \(8\.5\); −2 beyond Effective range \(1 × −2\) \(8\.3\) → \d+/);
    expect(text).toMatch(/Artillery Fire Table, row (<9|9-12|13-14|15\+): /);
    // The values given are logged as recorded, never asked again.
    expect(text).toMatch(/Compans \(CM\) art\. 1 \(good-order side\): Fire Strength 4 \(printed on the counter, given/);
  });

  it('7.34, 6.21: the French Movement; a move past the MA and a fourth unit in a hex are refused in Italian, with the rule', async () => {
    await playUntil(async (s) => s.step === 'move' && (await active())[0] === 'french' && !s.withdrawal, 30);
    // Compans (CM) 2 (in 4308) is given its MA; 4307 holds three French units (CM 1, 4, 7): a fourth is refused (6.21).
    note('value/fr-CM-2/MA/front', 'french');
    await act('french', given('fr-CM-2', 'MA', 'front'));
    const stacking = await refused('alice', 'move/fr-CM-2/4307', 'it');
    expect(content(stacking)).toMatch(
      /^⛔ non vi possono mai essere più di 3 unità combattenti nello stesso esagono: 4 \(regola 6\.21\)$/,
    );
    // Compans (CM) 1's MA through /play's menu, then its move by the menu's hexes: 4307 → 4004, 5 MP.
    const cm1 = /^▸ Compans \(CM\) 1$/;
    expect(await giveByPlay('alice', [cm1], PRINTED.MA!)).toMatch(/Movement Allowance printed on Compans \(CM\) 1/);
    note('value/fr-CM-1/MA/front', 'french');
    await playPath(harness(), thread(), 'alice', [cm1, /^Compans \(CM\) 1 to 4004 \(5 MP\)$/], 'en-US');
    expect((await state()).units['fr-CM-1']).toMatchObject({ at: '4004', moved: true });
    // Compans (CM) 7's five MP do not reach a sixth hex (7.34); Bruno may not move in the French Movement.
    note('value/fr-CM-7/MA/front', 'french');
    await act('french', given('fr-CM-7', 'MA', 'front'));
    const far = await refused('alice', 'move/fr-CM-7/4207.4206.4205.4104.4004.3904', 'it');
    // The rule once: the bot prints it after the words (play/refusal.ts).
    expect(content(far)).toMatch(
      /^⛔ MP insufficienti per entrare in \d{4}: servono \d MP, se ne hanno 5 \(regola 7\.34\)$/,
    );
    expect((await state()).units['fr-CM-7']?.at).toBe('4307');
    await refused('bruno', 'move/ru-Shak-2/4106');
    const move = /Compans \(CM\) 1 moves 4307 → 4004 \(5 MP\)/;
    expect(await told(move)).toMatch(move);
    // Compans (CM) 3 marches into the Russian cavalry's ZOC at 3911 and stops there (6.33): the Russians' to assault.
    note('value/fr-CM-3/MA/front', 'french');
    await act('french', given('fr-CM-3', 'MA', 'front'));
    await act('french', 'move/fr-CM-3/4210.4211.4111.4012.3911');
    expect((await state()).units['fr-CM-3']?.at).toBe('3911');
  });

  it('3.0, 9.0, 10.0: the rest of turn 1, the Russian activation with a move and an assault, the Morale Phase; the replay equals the snapshot', async () => {
    let moved = false;
    let assaulted = false;
    let actions = 0;
    while ((await state()).turn === 1) {
      expect(++actions, 'turn 1 ends within 100 more actions').toBeLessThanOrEqual(100);
      const s = await state();
      if (!moved && s.step === 'move' && s.side === 'russian' && !s.withdrawal && (await active())[0] === 'russian') {
        // The French may not act in the Russian Movement.
        await refused('alice', 'done');
        note('value/ru-Shak-2/MA/front', 'russian');
        await act('russian', given('ru-Shak-2', 'MA', 'front'));
        const step = (await legal('russian')).find((a) => a.key.startsWith('move/ru-Shak-2/'));
        expect(step, 'Shakhovsky 2 may move').toBeDefined();
        await act('russian', step!.key);
        moved = true;
        continue;
      }
      // 9.1: the Russian cavalry in 3811 assaults Compans (CM) 3 in 3911 (its values and the defender's asked of each).
      const fresh = s.step === 'assault' && s.side === 'russian' && (s.declared?.length ?? 0) === 0;
      if (!assaulted && fresh && (await active())[0] === 'russian') {
        expect((await legal('russian')).map((a) => a.key)).toContain('assault/3811/3911');
        await act('russian', 'assault/3811/3911');
        assaulted = true;
        continue;
      }
      await act(...(await answer()));
    }
    expect([moved, assaulted]).toEqual([true, true]);
    const s = await state();
    expect([s.turn, s.step, s.side]).toEqual([2, 'activate', 'french']);
    expect(s.units['ru-Shak-2']?.at).not.toBe('4007');
    // Every value asked of the counter's owner, once.
    for (const [id, side] of asked) expect(id.startsWith(side === 'french' ? 'fr-' : 'ru-'), id).toBe(true);
    expect(await harness().context.games.checkReplay(thread())).toEqual({ ok: true });
  }, 300_000);

  it('the thread shows the Russian move, the assault’s dice with its modifiers by rule and its row, and the map pictures', async () => {
    const move = /Jager Rgt Shakhovsky 2 moves 4007 → \d{4} \(\d MP\)/;
    const text = await told(move);
    expect(text).toMatch(move);
    // 9.4: the Commitment's die with Compans (CM) 3's Defensive Fire (9.42), given by Alice, against the Cohesion.
    expect(text).toMatch(/Commitment of IV Cav\. Corps \d \(9\.4\):/);
    expect(text).toMatch(/Dice \d; \+1 Defensive Fire \(9\.42\) → \d+/);
    expect(text).toMatch(/Cohesion 6: \d+ (≤|>) 6, (passed|failed)/);
    // Committed, the assault is rolled and read on the Assault Resolution Table (9.5, 9.6).
    if (/Committed: /.test(text)) {
      expect(text).toMatch(/Assault from 3811 on 3911:/);
      expect(text).toMatch(/Assault Resolution Table, row [^:]+: /);
    }
    expect(pictures(harness(), thread()).length).toBeGreaterThan(1);
  });
});
