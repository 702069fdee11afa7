import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import { CHAOS_OPTION } from '../../../../../src/engine/games/napoleon-1812/play/chaos.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { act, blank, grid, keys, kinds, lead, module, play, put, train, where } from './module-states.js';

/**
 * Advanced rule 16.5, Russian chaos (the game option `chaos`): on turns 1–5 each Russian stack's move rolls 1d6 when
 * it is confirmed; on 1–2 it does not happen (the train is spent, the pieces stay and count as moved); Constantine's
 * stack rolls a second time if the first is not 1–2. 1508 and its neighbours are clear hexes of Russia.
 */

const FROM = '1508';
const TO = grid.neighbours(FROM).sort()[0]!;

/** A Russian stack of two infantry with a leader and a real train at FROM, in phase 3 of `turn`, the Russian to move. */
function moving(turn = 3, chaos = true, leader = 'ru-Barclay'): { s: N1812State; ids: string[] } {
  const s = blank('movement', turn, 'russian');
  s.sides.french.done = true;
  if (chaos) s.chaos = true;
  const ids = put(s, 'russian', FROM, 2, { type: 'infantry' });
  lead(s, FROM, leader);
  train(s, 'russian', FROM);
  return { s, ids };
}

const start = (s: N1812State) =>
  play(s, [
    ['russian', `move/${FROM}`],
    ['russian', `mv/to/${TO}`],
  ]).state;

describe('16.5 Russian chaos (the option chaos)', () => {
  it('16.5 declared and off by default: a game without it keeps no field, and a Russian move rolls nothing', () => {
    expect(module.options!().map((o) => o.id)).toContain(CHAOS_OPTION);
    const plain = module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, new ScriptedDice([]));
    const chosen = module.setup(
      { scenario: 'historical', options: { [CHAOS_OPTION]: true } } as unknown as SetupInput,
      new ScriptedDice([]),
    );
    if (!plain.ok || !chosen.ok) throw new Error('setup');
    expect(plain.state.chaos).toBeUndefined();
    expect(chosen.state.chaos).toBe(true);
    const { s, ids } = moving(3, false);
    const r = act(start(s), 'russian', 'mv/confirm');
    expect(kinds(r.events)).not.toContain('chaos');
    expect(where(r.state, ids[0]!)).toBe(TO);
  });

  it('16.5 turn 3, a 2: the move does not happen; the train is spent and the stack stays, moved for this phase', () => {
    const { s, ids } = moving();
    // A second train on the stack: the phase goes on, and the stack may not start another move (8.3).
    train(s, 'russian', FROM);
    const r = act(start(s), 'russian', 'mv/confirm', [2]);
    const chaos = r.events.find((e) => e.kind === 'chaos')!;
    expect(module.describe(chaos).en).toContain('the move is postponed');
    expect(module.describe(chaos).it).toContain('il movimento è rimandato');
    for (const id of ids) expect(where(r.state, id)).toBe(FROM);
    expect(where(r.state, 'ru-Barclay')).toBe(FROM);
    expect(r.state.trains).toHaveLength(1);
    expect(r.state.moved).toEqual(expect.arrayContaining([...ids, 'ru-Barclay']));
    expect(keys(r.state, 'russian')).not.toContain(`move/${FROM}`);
  });

  it('16.5 turn 3, a 3: the stack moves', () => {
    const { s, ids } = moving();
    const r = act(start(s), 'russian', 'mv/confirm', [3]);
    expect(kinds(r.events)).toEqual(expect.arrayContaining(['chaos', 'move']));
    for (const id of ids) expect(where(r.state, id)).toBe(TO);
  });

  it('16.5 Constantine’s stack rolls twice if the first is not 1–2: 4 then 1, it stays; 4 then 3, it moves', () => {
    const stays = act(start(moving(3, true, 'ru-Constantine').s), 'russian', 'mv/confirm', [4, 1]);
    expect(where(stays.state, 'ru-Constantine')).toBe(FROM);
    expect(module.describe(stays.events.find((e) => e.kind === 'chaos')!).en).toContain('Constantine');
    const goes = act(start(moving(3, true, 'ru-Constantine').s), 'russian', 'mv/confirm', [4, 3]);
    expect(where(goes.state, 'ru-Constantine')).toBe(TO);
  });

  it('16.5 from turn 6, and for the French, no roll', () => {
    const late = act(start(moving(6).s), 'russian', 'mv/confirm');
    expect(kinds(late.events)).not.toContain('chaos');
    const s = blank('movement', 3, 'french');
    s.chaos = true;
    s.sides.russian.done = true;
    put(s, 'french', '2612', 2, { type: 'infantry' });
    lead(s, '2612', 'fr-Davout');
    train(s, 'french', '2612');
    const to = grid.neighbours('2612').sort()[0]!;
    const french = play(s, [
      ['french', 'move/2612'],
      ['french', `mv/to/${to}`],
      ['french', 'mv/confirm'],
    ]);
    expect(kinds(french.events)).not.toContain('chaos');
  });
});
