import { describe, expect, it } from 'vitest';
import { activatable } from '../../../../../src/engine/games/grand-illusion/play/legal.js';
import { initialState } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import { top } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { CAP_TABLE } from '../../../../../src/engine/games/grand-illusion/rules/tables.js';
import { act, built, game, ok, pack, TestDice, turnOne } from './position.js';

describe('3.1 set-up: the counters the pack leaves off the map', () => {
  const start = initialState(game, pack, 'short')!;

  it('are placed by their owner in a hex the side controls, Allies first', () => {
    expect(top(start)).toEqual({ name: 'place', side: 'allied' });
    const placed = ok(act(start, 'allied', 'place/be-4/62'));
    expect(placed.units['be-4']).toEqual({ at: '62', disorganized: false });
  });

  it('never in a hex the enemy controls (7.1), nor a Belgian outside Belgium (8.4.7 a)', () => {
    const enemy = act(start, 'allied', 'place/be-4/72');
    expect(enemy.ok).toBe(false);
    if (!enemy.ok) expect(enemy.problem.code).toBe('place-hex');
    const outside = act(start, 'allied', 'place/be-4/19');
    expect(outside.ok).toBe(false);
  });
});

describe('5.1.4 and 6.0: turn 1', () => {
  it('gives fixed CAP (4 Allied, 6 German) and the Allies the initiative, with no die', () => {
    const s = turnOne();
    expect(s.turn).toBe(1);
    expect(s.cap).toEqual({ allied: 4, german: 6 });
    expect(s.initiative).toBe('allied');
    expect(top(s)).toEqual({ name: 'segment', side: 'allied' });
  });

  it('6.0: the Allies make one activation only, then the German acts; the Allies may not activate again', () => {
    const s = turnOne();
    const activated = ok(act(s, 'allied', 'activate/46'));
    const ended = ok(act(activated, 'allied', 'end'));
    expect(top(ended)).toEqual({ name: 'segment', side: 'german' });
    const again = act(ended, 'allied', 'activate/46');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.problem.code).toBe('not-your-turn');
  });
});

describe('8.1.1: the Action Phase', () => {
  it('ends when both sides pass one after the other; a side that passed does not act again meanwhile', () => {
    const s = turnOne();
    const passed = ok(act(s, 'allied', 'pass'));
    expect(top(passed)).toEqual({ name: 'segment', side: 'german' });
    const twice = act(passed, 'allied', 'pass');
    expect(twice.ok).toBe(false);
    // 5.1.1 on turn 2: one die each on the Joffre and Moltke columns, the Allied die first; 6.0: the German has it.
    const next = ok(act(passed, 'german', 'pass', new TestDice([1, 6])));
    expect(next.turn).toBe(2);
    expect(next.cap).toEqual({ allied: CAP_TABLE.joffre[0], german: CAP_TABLE.moltke[5] });
    expect(next.initiative).toBe('german');
    // 7.1: IX Corps (−) arrives on turn 2 in hex 66 (errata), placed before the Action Phase.
    expect(top(next)).toEqual({ name: 'reinforce', side: 'allied' });
    const placed = ok(act(ok(act(next, 'allied', 'reinforce/fr-ix/66')), 'allied', 'reinforce-done'));
    expect(top(placed)).toEqual({ name: 'segment', side: 'german' });
  });

  it('9.1.1 b: a Mandated Battle not fought costs the side 1 VP in the Administrative Phase', () => {
    const s = turnOne();
    expect(s.mandated.allied).toBe(1);
    const next = ok(act(ok(act(s, 'allied', 'pass')), 'german', 'pass', new TestDice([3, 3])));
    expect(next.vp.plan17).toBe(3 - 1);
  });

  it('item 2: two consecutive activations hand the initiative over; one does not', () => {
    const s = built({
      units: { 'de-viii': '84', 'fr-vi': '66' },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
    });
    const one = ok(act(ok(act(s, 'german', 'activate/84')), 'german', 'end'));
    expect(top(one)).toEqual({ name: 'segment', side: 'german' });
    const two = ok(act(ok(act(one, 'german', 'activate/84')), 'german', 'end'));
    expect(top(two)).toEqual({ name: 'segment', side: 'allied' });
  });

  it("5.2, 8.2: activating a hex costs 1 CAP and needs the side's infantry, cavalry or HQ in it", () => {
    const s = built({
      units: { 'de-viii': '84', 'fr-vi': '66' },
      state: { turn: 4, oneActivation: false, generalRetreat: { allied: 3 } },
    });
    const activated = ok(act(s, 'allied', 'activate/66'));
    expect(activated.cap.allied).toBe(s.cap.allied - 1);
    const empty = act(s, 'allied', 'activate/84');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.problem.rule).toBe('8.2');
    const broke = act(
      built({ units: { 'fr-vi': '66' }, state: { cap: { allied: 0, german: 6 } } }),
      'allied',
      'activate/66',
    );
    expect(broke.ok).toBe(false);
  });
});

describe('13.1: the Allied command limits of turn 1 (scenarios 1 and 2)', () => {
  it('the Allies activate one of hexes 62, 54, 46 and 45, never 66 or 76', () => {
    const s = turnOne();
    expect(act(s, 'allied', 'activate/46').ok).toBe(true);
    const refused = act(s, 'allied', 'activate/66');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('13.1');
  });

  it('"solo uno": once the Allies activated one of them, no other is activated on turn 1, in a later segment too', () => {
    const ended = ok(act(ok(act(turnOne(), 'allied', 'activate/46')), 'allied', 'end'));
    const passed = ok(act(ended, 'german', 'pass'));
    expect(top(passed)).toEqual({ name: 'segment', side: 'allied' });
    expect(activatable(game, passed, 'allied')).toEqual([]);
    const refused = act(passed, 'allied', 'activate/45');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('13.1');
    // The Allies still pass; a German activation is not limited.
    expect(act(passed, 'allied', 'pass').ok).toBe(true);
  });

  it('@: no Allied unit that did not start in hex 54 enters it on turns 1 and 2', () => {
    const s = built({
      units: { 'fr-vi': '55' },
      learned: { 'fr-vi.front.MA': 2 },
      state: { turn: 2, oneActivation: false },
    });
    const moving = ok(act(ok(act(s, 'allied', 'activate/55')), 'allied', 'move/fr-vi'));
    const refused = act(moving, 'allied', 'to/54');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('13.1');
    const later = built({
      units: { 'fr-vi': '55' },
      learned: { 'fr-vi.front.MA': 2 },
      state: { turn: 3, oneActivation: false },
    });
    const free = ok(act(ok(act(later, 'allied', 'activate/55')), 'allied', 'move/fr-vi'));
    expect(act(free, 'allied', 'to/54').ok).toBe(true);
  });
});

describe('9.8.3: rallying a hex', () => {
  // The Allies' General Retreat made on turn 3 (8.7.1): the German segments open with no offer to them.
  it('recovers its Disorganized combat units for 1 CAP and hands the initiative over', () => {
    const s = built({
      units: { 'fr-vi': '66' },
      disorganized: ['fr-vi'],
      state: { turn: 4, oneActivation: false, generalRetreat: { allied: 3 } },
    });
    const rallied = ok(act(s, 'allied', 'rally/66'));
    expect(rallied.units['fr-vi']!.disorganized).toBe(false);
    expect(rallied.cap.allied).toBe(s.cap.allied - 1);
    expect(top(rallied)).toEqual({ name: 'segment', side: 'german' });
  });

  it('9.8.3 b: after a first rally the second activation may only rally another hex, or the side hands over', () => {
    const s = built({
      units: { 'fr-vi': '66', 'fr-vii': '67' },
      disorganized: ['fr-vi', 'fr-vii'],
      state: { turn: 4, oneActivation: false, generalRetreat: { allied: 3 } },
    });
    const first = ok(act(s, 'allied', 'rally/66'));
    expect(top(first)).toEqual({ name: 'segment', side: 'allied' });
    const other = act(first, 'allied', 'activate/67');
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.problem.code).toBe('rally-only');
    expect(top(ok(act(first, 'allied', 'cede')))).toEqual({ name: 'segment', side: 'german' });
    const second = ok(act(first, 'allied', 'rally/67'));
    expect(second.units['fr-vii']!.disorganized).toBe(false);
    expect(top(second)).toEqual({ name: 'segment', side: 'german' });
  });

  it('is refused where enemy combat units stand', () => {
    const s = built({ units: { 'fr-vi': '75', 'de-viii': '75' }, disorganized: ['fr-vi'] });
    const refused = act(s, 'allied', 'rally/75');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('9.8.3');
  });
});

describe('11.2.7: the Administrative Phase recovers units in supply', () => {
  it('flips every Disorganized unit of a hex without enemy units; with enemy units, 1 for 1–2 friendly units', () => {
    const s = built({
      units: { 'fr-vi': '66', 'fr-vii': '75', 'fr-xviii': '75', 'de-viii': '75' },
      disorganized: ['fr-vi', 'fr-vii', 'fr-xviii', 'de-viii'],
    });
    const asked = ok(act(ok(act(s, 'allied', 'pass')), 'german', 'pass'));
    expect(asked.units['fr-vi']!.disorganized).toBe(false);
    expect(asked.units['de-viii']!.disorganized).toBe(false);
    // 11.2.7 b: two supplied friendly combat units in a hex with the enemy: only 1 of them recovers, the owner's choice.
    expect(top(asked)).toEqual({ name: 'recover', side: 'allied', hex: '75', units: ['fr-vii', 'fr-xviii'], count: 1 });
    const refused = act(asked, 'allied', 'recover/fr-vi');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('11.2.7 b');
    const next = ok(act(asked, 'allied', 'recover/fr-xviii', new TestDice([3, 3])));
    expect([next.units['fr-vii']!.disorganized, next.units['fr-xviii']!.disorganized]).toEqual([true, false]);
    expect(next.turn).toBe(2);
  });
});

it('the game card: every counter of the pack that is not a fort is in one place', () => {
  const s = initialState(game, pack, 'short')!;
  expect(Object.keys(s.units).sort()).toEqual([...game.unitIds].sort());
});
