import { describe, expect, it } from 'vitest';
import { learnedNumber } from '../../../../../src/engine/games/grand-illusion/play/learned.js';
import { top } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok } from './position.js';

/** The German VIII Corps (CS 5, MA 2 printed in the pack) in hex 84, the German to act on turn 2. */
const german = (units: Record<string, string> = {}, control: Record<string, 'allied' | 'german'> = {}) =>
  built({
    units: { 'de-viii': '84', ...units },
    control,
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });

describe('8.4, 8.4.2: movement hex by hex within the MA', () => {
  it('offers the hexes checkMove allows and moves the group when it stops', () => {
    const s = ok(act(ok(act(german(), 'german', 'activate/84')), 'german', 'move/de-viii'));
    expect(top(s)).toMatchObject({ name: 'move', path: ['84'] });
    const moved = ok(act(ok(act(ok(act(s, 'german', 'to/83')), 'german', 'to/93')), 'german', 'stop'));
    expect(moved.units['de-viii']!.at).toBe('93');
    // 8.3.3: entering empty Allied hexes takes them.
    expect(moved.control['83']).toBe('german');
    expect(moved.control['93']).toBe('german');
  });

  it('refuses a third hex to a unit of MA 2 (8.4.2), with the rule', () => {
    const s = ok(act(ok(act(german(), 'german', 'activate/84')), 'german', 'move/de-viii'));
    const two = ok(act(ok(act(s, 'german', 'to/83')), 'german', 'to/93'));
    const three = act(two, 'german', 'to/92');
    expect(three.ok).toBe(false);
    if (!three.ok) expect(three.problem.rule).toBe('8.4.2');
  });

  it('8.3.1, 8.4.4: a move stops in a hex the enemy occupies', () => {
    const s = ok(act(ok(act(german({ 'fr-vi': '83' }), 'german', 'activate/84')), 'german', 'move/de-viii'));
    const into = ok(act(s, 'german', 'to/83'));
    const beyond = act(into, 'german', 'to/93');
    expect(beyond.ok).toBe(false);
    if (!beyond.ok) expect(beyond.problem.code).toBe('move-must-stop');
  });

  it('8.2.2, 8.5: a unit moves once in an activation', () => {
    const s = ok(act(ok(act(german(), 'german', 'activate/84')), 'german', 'move/de-viii'));
    const moved = ok(act(ok(act(s, 'german', 'to/85')), 'german', 'stop'));
    const again = act(moved, 'german', 'move/de-viii');
    expect(again.ok).toBe(false);
  });
});

describe("2.4: a value the pack lacks is asked of the counter's owner, once", () => {
  const belgian = built({ units: { 'be-i': '52' }, state: { turn: 3 } });

  it('asks the MA of I Belgian Corps before it moves, records it and moves on the next ask', () => {
    const activated = ok(act(belgian, 'allied', 'activate/52'));
    const asked = ok(act(activated, 'allied', 'move/be-i'));
    expect(top(asked)).toEqual({ name: 'ask', side: 'allied', value: 'be-i.front.MA', max: 9 });
    const told = ok(act(asked, 'allied', 'value/3'));
    expect(learnedNumber(told.learned, 'be-i.front.MA')).toBe(3);
    const moving = ok(act(told, 'allied', 'move/be-i'));
    expect(top(moving)).toMatchObject({ name: 'move', units: ['be-i'] });
  });

  it('refuses a value off the menu', () => {
    const asked = ok(act(ok(act(belgian, 'allied', 'activate/52')), 'allied', 'move/be-i'));
    expect(act(asked, 'allied', 'value/10').ok).toBe(false);
    expect(act(asked, 'german', 'value/3').ok).toBe(false);
  });

  it('8.4.2: never across the impassable hexside 42/52', () => {
    const s = built({ units: { 'be-i': '52' }, learned: { 'be-i.front.MA': 3 }, state: { turn: 3 } });
    const moving = ok(act(ok(act(s, 'allied', 'activate/52')), 'allied', 'move/be-i'));
    const across = act(moving, 'allied', 'to/42');
    expect(across.ok).toBe(false);
    if (!across.ok) expect(across.problem.code).toBe('move-impassable');
    expect(act(moving, 'allied', 'to/62').ok).toBe(true);
  });
});
