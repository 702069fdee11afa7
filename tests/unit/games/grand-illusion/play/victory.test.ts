import { describe, expect, it } from 'vitest';
import { top } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok, TestDice } from './position.js';

describe('3.2.4 b: the Allied Automatic Victory', () => {
  /** French VI Corps (MA given as 2) in hex 93, next to Trier (94), whose fort is gone. */
  const nearTrier = (fortGone: boolean) =>
    built({
      units: { 'fr-vi': '93' },
      learned: { 'fr-vi.front.MA': 2 },
      state: {
        turn: 3,
        forts: fortGone ? { ...built({}).forts, trier: { at: 'eliminated', step: 0 } } : built({}).forts,
      },
    });

  it('ends the game the moment the Allies control hex 94', () => {
    const moving = ok(act(ok(act(nearTrier(true), 'allied', 'activate/93')), 'allied', 'move/fr-vi'));
    const won = ok(act(ok(act(moving, 'allied', 'to/94')), 'allied', 'stop'));
    expect(won.over).toEqual({ winner: 'allied', reason: 'trier' });
    expect(act(won, 'german', 'pass').ok).toBe(false);
  });

  it('not while the German fort of Trier holds the hex (8.3.2)', () => {
    const moving = ok(act(ok(act(nearTrier(false), 'allied', 'activate/93')), 'allied', 'move/fr-vi'));
    const there = ok(act(ok(act(moving, 'allied', 'to/94')), 'allied', 'stop'));
    expect(there.over).toBeUndefined();
    expect(there.control['94']).toBe('german');
  });
});

describe('3.2.1: a Plan 17 VP hex that becomes Allied draws a marker', () => {
  it('asks the Allied player the value of the marker drawn (the pack has no markers) and adds it once', () => {
    const s = built({ units: { 'fr-vi': '75' }, learned: { 'fr-vi.front.MA': 2 }, state: { turn: 3 } });
    const moving = ok(act(ok(act(s, 'allied', 'activate/75')), 'allied', 'move/fr-vi'));
    const taken = ok(act(ok(act(moving, 'allied', 'to/85')), 'allied', 'stop'));
    expect(top(taken)).toEqual({ name: 'ask', side: 'allied', value: 'vp.plan17.85', max: 10 });
    const told = ok(act(taken, 'allied', 'value/4'));
    expect(told.vp.plan17).toBe(s.vp.plan17 + 4);
    expect(told.markers).toEqual([{ hex: '85', cup: 'plan17', value: 4, vp: 4 }]);
    expect(act(taken, 'german', 'value/4').ok).toBe(false);
  });
});

describe('3.2.4 c, 13.2.2 c: the end of scenario 2 (turn 7)', () => {
  const lastTurn = (german: Record<string, 'german'>) =>
    built({
      control: german,
      frames: [{ name: 'segment', side: 'german' }],
      state: {
        turn: 7,
        lastTurn: 7,
        initiative: 'german',
        cap: { allied: 2, german: 2 },
        mandated: { allied: 0, german: 0 },
      },
    });

  it('the Allies win when the Germans have fewer than 6 VP', () => {
    const s = lastTurn({});
    const over = ok(act(ok(act(s, 'german', 'pass')), 'allied', 'pass', new TestDice([])));
    expect(over.over).toEqual({ winner: 'allied', reason: 'regular' });
  });

  it('the Germans win with 6 or more and at least double the Allies, from the markers of the VP hexes they hold', () => {
    const s = lastTurn({ '8': 'german', '14': 'german' });
    const asked = ok(act(ok(act(s, 'german', 'pass')), 'allied', 'pass', new TestDice([])));
    expect(top(asked)).toEqual({ name: 'ask', side: 'german', value: 'vp.german.8', max: 10 });
    const second = ok(act(asked, 'german', 'value/3'));
    const over = ok(act(second, 'german', 'value/4'));
    expect(over.vp.german).toBe(7);
    expect(over.over).toEqual({ winner: 'german', reason: 'regular' });
  });
});

describe('12.1: the BEF fights alone', () => {
  const endOfTurnOne = (at: string) => {
    const s = built({ units: { 'gb-bef': at } });
    return ok(act(ok(act(s, 'allied', 'pass')), 'german', 'pass', new TestDice([3, 3])));
  };

  it('costs 1 Plan 17 VP when a British unit is in a Schlieffen Plan hex at the end of the Action Phase (turns 1–5)', () => {
    // 3 at the start, −1 for turn 1's Mandated Battle not fought (9.1.1 b), −1 here.
    expect(endOfTurnOne('42').vp.plan17).toBe(1);
  });

  it('costs nothing when the British stand outside the Schlieffen Plan hexes', () => {
    expect(endOfTurnOne('45').vp.plan17).toBe(2);
  });
});

describe('13.2.2 c: the German bonus for Maubeuge and Namur at the end of turn 7', () => {
  const end = (namurStands: boolean) => {
    const s = built({
      control: { '54': 'german', '64': 'german' },
      frames: [{ name: 'segment', side: 'german' }],
      state: {
        turn: 7,
        lastTurn: 7,
        initiative: 'german',
        cap: { allied: 2, german: 2 },
        mandated: { allied: 0, german: 0 },
        forts: {
          ...built({}).forts,
          maubeuge: { at: 'eliminated', step: 0 },
          namur: namurStands ? { at: '64', step: 0 } : { at: 'eliminated', step: 0 },
        },
      },
    });
    return ok(act(ok(act(s, 'german', 'pass')), 'allied', 'pass', new TestDice([])));
  };

  it('+3 German VP when both hexes are German and both forts eliminated', () => {
    expect(end(false).vp.german).toBe(3);
  });

  it('nothing while the Namur fort stands', () => {
    expect(end(true).vp.german).toBe(0);
  });
});

describe('3.2.4: the Interim Victory of turn 9 (scenarios 1 and 3)', () => {
  const endOf = (turn: number, number: 1 | 2) =>
    built({
      control: { '8': 'german', '14': 'german' },
      frames: [{ name: 'segment', side: 'german' }],
      state: {
        number,
        turn,
        lastTurn: 15,
        initiative: 'german',
        cap: { allied: 2, german: 2 },
        mandated: { allied: 0, german: 0 },
      },
    });

  it('draws a German marker for each German VP hex the Germans hold; they count, and the game goes on', () => {
    const asked = ok(act(ok(act(endOf(9, 1), 'german', 'pass')), 'allied', 'pass', new TestDice([])));
    expect(top(asked)).toEqual({ name: 'ask', side: 'german', value: 'vp.german.8', max: 10 });
    const over = ok(act(ok(act(asked, 'german', 'value/3')), 'german', 'value/4', new TestDice([3, 3, 3, 3])));
    expect(over.vp.german).toBe(7);
    expect(over.markers.map((m) => m.hex)).toEqual(['8', '14']);
    expect(over.over).toBeUndefined();
    expect(over.turn).toBe(10);
  });

  it('draws nothing on another turn, nor in scenario 2', () => {
    for (const s of [endOf(8, 1), endOf(9, 2)]) {
      const next = ok(act(ok(act(s, 'german', 'pass')), 'allied', 'pass', new TestDice([3, 3, 3, 3])));
      expect(next.markers).toEqual([]);
      expect(next.vp.german).toBe(0);
      expect(next.over).toBeUndefined();
    }
  });
});
