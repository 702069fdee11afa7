import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import type { BorodinoState, September } from '../../../../../src/engine/games/borodino/play/state.js';
import { keys, module, must, pack, play } from './build.js';

/**
 * 4.0: "chi ha l'iniziativa sceglie chi effettua per primo la Fase della Riserva e di Movimento dell'OC"; 5.51: "Il
 * giocatore con l'Iniziativa sceglie se agire per primo o dopo l'avversario per questa fase. Se nessuno dei due ha
 * l'Iniziativa, si tira un dado e chi ottiene di più agisce per primo."
 */

/** The 7 September game after its set-up (Napoleon's Range 3, Kutuzov's Orders 2: the test's numbers), changed. */
const september = (change: Partial<BorodinoState>, chain: Partial<September>): BorodinoState => {
  const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
  if (!setup.ok) throw new Error('setup');
  let s = must(setup.state, 'french', 'command-value/fr-Napoleon/range/3');
  s = must(s, 'french', 'done');
  s = must(s, 'russian', 'command-value/ru-Kutuzov/orders/2');
  s = must(s, 'russian', 'done');
  return { ...s, ...change, september: { ...s.september!, ...chain } };
};

/** The last AM's group at its Rally step, the cup empty: its `done` opens the Reserve Phase (3.0 D). */
const lastActivation = (initiative: September['initiative']) =>
  september({ step: 'rally', side: 'french', active: [] }, { initiative, cup: [], group: 'fr-i' });

/** The Morale Phase's last side: its `done` opens the OC Movement Phase (3.0 F). */
const lastMorale = (initiative: September['initiative']) =>
  september({ step: 'morale', side: 'russian' }, { initiative });

const GO = ['go/first', 'go/second'];

describe('4.0, 5.51 the side with the Initiative goes first or second', () => {
  it('5.51 the French, with the Initiative, choose to act second in the Reserve Phase: the Russians act first', () => {
    let s = must(lastActivation('french'), 'french', 'done');
    expect(s.step).toBe('reserve');
    expect(s.side).toBe('french');
    expect(keys(s, 'french')).toEqual(GO);
    expect(module.view(s, 'french').prompt.it).toContain('agite per primi o dopo l’avversario');
    expect(module.view(s, 'russian').prompt.en).not.toContain('Initiative');
    const out = play(s, 'french', 'go/second');
    if (!out.ok) throw new Error('go/second');
    expect(out.events.map((e) => module.describe(e).en)).toEqual([
      'Reserve Phase (5.51): the French, with the Initiative, choose that the Russians act first.',
    ]);
    s = out.state;
    expect(s.side).toBe('russian');
    expect(s.september!.choosing).toBeUndefined();
    expect(keys(s, 'russian')).toContain('done');
    s = must(s, 'russian', 'done');
    expect(s.step).toBe('reserve');
    expect(s.side).toBe('french');
    expect(keys(s, 'french')).toContain('reserve/fr-i');
    expect(must(s, 'french', 'done').step).toBe('morale');
  });

  it('5.51 illegal: no Reserve activation before the choice, the other side does not choose, nor a second time', () => {
    const s = must(lastActivation('french'), 'french', 'done');
    expect(play(s, 'french', 'reserve/fr-i')).toMatchObject({ ok: false, code: 'go-first', rule: '5.51' });
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, code: 'go-first', rule: '5.51' });
    expect(play(s, 'russian', 'go/first')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(keys(s, 'russian')).toEqual([]);
    const first = must(s, 'french', 'go/first');
    expect(first.side).toBe('french');
    expect(keys(first, 'french')).not.toContain('go/first');
    expect(play(first, 'french', 'go/second')).toMatchObject({ ok: false, code: 'go-not', rule: '4.0' });
  });

  it('5.51 nobody has the Initiative: no choice, a die each (French 3, Russians 7: the Russians first)', () => {
    const s = must(lastActivation('none'), 'french', 'done', [3, 7]);
    expect(s.step).toBe('reserve');
    expect(s.side).toBe('russian');
    expect(s.september!.choosing).toBeUndefined();
    expect(keys(s, 'russian')).not.toContain('go/first');
    expect(play(s, 'russian', 'go/first')).toMatchObject({ ok: false, code: 'go-not', rule: '4.0' });
  });

  it('4.0 the Russians, with the Initiative, choose the French to move first in the OC Movement Phase', () => {
    let s = must(lastMorale('russian'), 'russian', 'done');
    expect(s.step).toBe('oc-move');
    expect(s.side).toBe('russian');
    expect(keys(s, 'russian')).toEqual(GO);
    expect(module.view(s, 'russian').prompt.en).toContain('who moves first in the OC Movement Phase (4.0)');
    expect(play(s, 'russian', 'oc-move/2617')).toMatchObject({ ok: false, code: 'go-first', rule: '4.0' });
    // SR7: Napoleon's MP are rolled when the French turn comes (a 4: 4 MP here).
    s = must(s, 'russian', 'go/second', [4]);
    expect(s.side).toBe('french');
    expect(s.september!.napoleonMp).toBe(4);
    s = must(s, 'french', 'done');
    expect(s.side).toBe('russian');
    expect(keys(s, 'russian').some((k) => k.startsWith('oc-move/'))).toBe(true);
    expect(must(s, 'russian', 'done').turn).toBe(2);
  });

  it('4.0 the Russians choose to move their OC first: Napoleon rolls only after them; not before the choice', () => {
    let s = must(lastMorale('russian'), 'russian', 'done');
    expect(s.september!.napoleonMp).toBeNull();
    expect(play(s, 'french', 'go/second')).toMatchObject({ ok: false, code: 'not-your-turn' });
    s = must(s, 'russian', 'go/first', []);
    expect(s.side).toBe('russian');
    expect(s.september!.napoleonMp).toBeNull();
    s = must(s, 'russian', 'done', [6]);
    expect(s.side).toBe('french');
    expect(s.september!.napoleonMp).toBe(6);
  });
});
