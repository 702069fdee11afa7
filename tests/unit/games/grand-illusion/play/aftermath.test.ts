import { describe, expect, it } from 'vitest';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok, TestDice } from './position.js';

/** French VI Corps (MA given as 2) in hex 66 moves into hex 75, where the units of `enemy` stand. */
function frenchInto75(enemy: Record<string, string>): GiState {
  const s = built({
    units: { 'fr-vi': '66', 'de-viii': '84', ...enemy },
    learned: { 'fr-vi.front.MA': 2 },
    state: { turn: 3 },
  });
  const moving = ok(act(ok(act(s, 'allied', 'activate/66')), 'allied', 'move/fr-vi'));
  return ok(act(ok(act(moving, 'allied', 'to/75')), 'allied', 'stop'));
}

describe('9.4.4: an HQ left alone with the enemy', () => {
  it('goes, flipped, to the nearest hex of supplied friendly units', () => {
    const s = frenchInto75({ 'de-hq1': '75' });
    expect(s.units['de-hq1']).toEqual({ at: '84', disorganized: true });
  });

  it('stays while a friendly combat unit is with it (and the move brings a battle)', () => {
    const s = frenchInto75({ 'de-hq1': '75', 'de-xiii': '75' });
    expect(s.units['de-hq1']).toEqual({ at: '75', disorganized: false });
    expect(top(s)).toMatchObject({ name: 'activation', battles: [{ hex: '75', kind: 'mandatory' }] });
  });
});

describe('9.5.4: HA left alone with enemy combat units', () => {
  it('are eliminated', () => {
    expect(frenchInto75({ 'de-ha305': '75' }).units['de-ha305']!.at).toBe('eliminated');
  });

  it('are not while a friendly combat unit is with them', () => {
    expect(frenchInto75({ 'de-ha305': '75', 'de-xiii': '75' }).units['de-ha305']!.at).toBe('75');
  });
});

describe('9.5.3: sieges', () => {
  /** The German VIII Corps (CS 5) moves from 74 into Namur (64); the Belgian fort's back is given as 2. */
  function assault(units: Record<string, string> = {}): GiState {
    const s = built({
      units: { 'de-viii': '74', ...units },
      learned: { 'hex.64.TEM': 0, 'namur.back.CS': 2, 'be-i.front.CS': 4 },
      frames: [{ name: 'segment', side: 'german' }],
      state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
    });
    const moving = ok(act(ok(act(s, 'german', 'activate/74')), 'german', 'move/de-viii'));
    const there = ok(act(ok(act(moving, 'german', 'to/64')), 'german', 'stop'));
    // FoW 2+3 = 5; then every fire misses.
    return ok(act(there, 'german', 'fight/64', new TestDice([2, 3, 6, 6, 6, 6])));
  }

  it("a fort left alone in its hex with the enemy's intact infantry is besieged at the end of the battle", () => {
    expect(assault().besieged).toEqual(['namur']);
  });

  it("not while the fort's side has units in the hex", () => {
    expect(assault({ 'be-i': '64' }).besieged).toEqual([]);
  });

  it('11.2.6: a besieged ungarrisoned fort surrenders on a 1 or 2 in the Attrition segment, not on a 3', () => {
    const besieged = (die: number) => {
      const s = built({ units: { 'de-viii': '64' }, state: { besieged: ['namur'] } });
      return ok(act(ok(act(s, 'allied', 'pass')), 'german', 'pass', new TestDice([die])));
    };
    const fell = besieged(2);
    expect(fell.forts['namur']!.at).toBe('eliminated');
    expect(fell.control['64']).toBe('german');
    expect(besieged(3).forts['namur']!.at).toBe('64');
  });
});
