import { describe, expect, it } from 'vitest';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok, TestDice } from './position.js';

/**
 * The German VIII Corps (CS 5, MA 2) in hex 84 moves into hex 75 where the French VI Corps stands (its CS given as 3,
 * the hex's TEM as 0): 9.1.2 b makes the battle mandatory.
 */
function entered(units: Record<string, string> = {}): GiState {
  const s = built({
    units: { 'de-viii': '84', 'fr-vi': '75', ...units },
    learned: { 'fr-vi.front.CS': 3, 'hex.75.TEM': 0 },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  const moving = ok(act(ok(act(s, 'german', 'activate/84')), 'german', 'move/de-viii'));
  return ok(act(ok(act(moving, 'german', 'to/75')), 'german', 'stop'));
}

describe('9.1.2 b: entering a hex the enemy holds', () => {
  it('declares a mandatory battle there', () => {
    const s = entered();
    expect(top(s)).toMatchObject({ name: 'activation', battles: [{ hex: '75', kind: 'mandatory' }] });
  });

  it('the activation does not end before the battle is fought', () => {
    const refused = act(entered(), 'german', 'end');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.code).toBe('battles-pending');
  });
});

describe('9.1.4, 9.3.1, 9.3.3: the battle from the units on the map', () => {
  it('rolls the Fortunes of War, then each front-line unit fires: a hit Disorganizes (9.3.3)', () => {
    // FoW 2+3 = 5 (German General Staff: fought); VIII fires a 2 (≤ 5: hit); VI fires a 6 (miss).
    const dice = new TestDice([2, 3, 2, 6]);
    const applied = act(entered(), 'german', 'fight/75', dice);
    const s = ok(applied);
    expect(dice.unused).toBe(0);
    expect(s.units['fr-vi']!.disorganized).toBe(true);
    expect(s.units['de-viii']!.disorganized).toBe(false);
    if (applied.ok) expect(applied.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['fow', 'battle']));
  });

  it("asks the values the battle needs first (2.4): the defender's CS, of its owner", () => {
    const s = built({
      units: { 'de-viii': '84', 'fr-vii': '75' },
      learned: { 'hex.75.TEM': 0 },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
    });
    const moving = ok(act(ok(act(s, 'german', 'activate/84')), 'german', 'move/de-viii'));
    const there = ok(act(ok(act(moving, 'german', 'to/75')), 'german', 'stop'));
    const asked = ok(act(there, 'german', 'fight/75', new TestDice([])));
    expect(top(asked)).toEqual({ name: 'ask', side: 'allied', value: 'fr-vii.front.CS', max: 9 });
    expect(act(asked, 'german', 'value/3').ok).toBe(false);
  });
});

describe('9.4.2, 9.4.3: the loser retreats by the rows of priority', () => {
  const fought = (): GiState => ok(act(entered(), 'german', 'fight/75', new TestDice([2, 3, 2, 6])));

  it('a side left with Disorganized infantry only retreats, into a hex the rules offer', () => {
    const s = fought();
    expect(top(s)).toMatchObject({ name: 'retreat', side: 'allied', hex: '75', units: ['fr-vi'] });
    const retreated = ok(act(s, 'allied', 'retreat/66'));
    expect(retreated.units['fr-vi']!.at).toBe('66');
    // 8.3.3: the German alone in 75 takes it.
    expect(retreated.control['75']).toBe('german');
    expect(top(retreated)).toMatchObject({ name: 'activation', side: 'german' });
  });

  it('never into a hex the enemy controls while a friendly one is offered (row order)', () => {
    const refused = act(fought(), 'allied', 'retreat/85');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('9.4.3');
  });
});

describe('8.2.2: once a battle is resolved, no more movement in the activation', () => {
  it('offers no move after the battle', () => {
    const s = built({
      units: { 'de-viii': '84', 'de-xiii': '84', 'fr-vi': '75' },
      learned: { 'fr-vi.front.CS': 3, 'hex.75.TEM': 0, 'de-xiii.front.MA': 2 },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
    });
    const moving = ok(act(ok(act(s, 'german', 'activate/84')), 'german', 'move/de-viii'));
    const there = ok(act(ok(act(moving, 'german', 'to/75')), 'german', 'stop'));
    const after = ok(act(there, 'german', 'fight/75', new TestDice([2, 3, 6, 6])));
    expect(act(after, 'german', 'move/de-xiii').ok).toBe(false);
    expect(act(there, 'german', 'move/de-xiii').ok).toBe(true);
  });
});

describe('8.1.1, FoW table: the Fortunes of War results the module plays', () => {
  it("7 Defender's Tactical Advantage: the defender chooses; a cancel ends the battle", () => {
    const s = ok(act(entered(), 'german', 'fight/75', new TestDice([3, 4])));
    expect(top(s)).toEqual({ name: 'dta', side: 'allied', hex: '75' });
    expect(act(s, 'german', 'dta/cancel').ok).toBe(false);
    const cancelled = ok(act(s, 'allied', 'dta/cancel'));
    expect(top(cancelled)).toMatchObject({ name: 'activation', battles: [], attacked: ['75'] });
    expect(cancelled.units['fr-vi']!.disorganized).toBe(false);
  });

  it('7: a defender who fights has the battle fought with no second FoW roll', () => {
    const s = ok(act(entered(), 'german', 'fight/75', new TestDice([3, 4])));
    const dice = new TestDice([2, 6]);
    const fought = ok(act(s, 'allied', 'dta/fight', dice));
    expect(dice.unused).toBe(0);
    expect(fought.units['fr-vi']!.disorganized).toBe(true);
  });

  it('3 Cautious Attacker: the battle is cancelled and the initiative passes when the activation ends', () => {
    const s = ok(act(entered(), 'german', 'fight/75', new TestDice([1, 2])));
    expect(top(s)).toMatchObject({ name: 'activation', battles: [], cede: true });
    const ended = ok(act(s, 'german', 'end'));
    expect(top(ended)).toEqual({ name: 'segment', side: 'allied' });
  });

  it('10 Counterattack: the defender fights as the attacker (+1, 9.3.1 b) and the initiative passes', () => {
    // FoW 4+6 = 10; VI counterattacks with CS 3 and rolls a 3 (3 + 1 > 3: miss); VIII rolls a 6 (miss).
    const dice = new TestDice([4, 6, 3, 6]);
    const applied = act(entered(), 'german', 'fight/75', dice);
    const s = ok(applied);
    expect(dice.unused).toBe(0);
    if (applied.ok) expect(applied.events.find((e) => e.kind === 'battle')).toMatchObject({ attacker: 'allied' });
    expect(top(s)).toMatchObject({ name: 'activation', cede: true });
  });
});
