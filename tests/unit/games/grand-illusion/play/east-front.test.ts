import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { S } from '../../../../../src/engine/games/grand-illusion/play/edit.js';
import { applyAction, run } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { built, game, ok, TestDice, withCavalry } from './position.js';

/** The built-in pack with a German cavalry division (the pack has none: its counters are not in the book). */
const g = withCavalry('de-cav', 'de').game;
const act = (s: GiState, key: string) => applyAction(g, s, 'german', { type: 'act', key }, new TestDice());

/** Turn 3, the 1st Army HQ in 84 with VIII Corps (CS 5); XIII Corps (CS 4) and the cavalry next to it in 85. */
const [near] = game.grid.neighbours('84').filter((h) => h === '85');
const asked = (units: Record<string, string>, learned: Record<string, number> = { 'de-xiii.front.CS': 4 }): GiState =>
  built({
    units: { 'de-hq1': '84', 'de-viii': '84', ...units },
    learned,
    frames: [
      { name: 'segment', side: 'german' },
      { name: 'east-front', side: 'german', chosen: [] },
    ],
    state: { turn: 3, initiative: 'german', step: 'action-begin', vp: { german: 5, plan17: 3 } },
  });

describe('7.3: the East Front', () => {
  it('7.3 turn 3 of scenarios 1 and 2: the German is asked in Phase III; not on other turns', () => {
    const phase = (turn: number): GiState => {
      const s = JSON.parse(
        JSON.stringify(
          built({ state: { turn, initiative: 'german', step: 'reinforcement', cap: { allied: 0, german: 0 } } }),
        ),
      ) as S;
      s.stack = [];
      const ev: GameEvent[] = [];
      run(game, s, new TestDice(), ev);
      return s as GiState;
    };
    expect(phase(3).stack.some((f) => f.name === 'east-front')).toBe(true);
    expect(phase(4).stack.some((f) => f.name === 'east-front')).toBe(false);
  });

  it('7.3 at least 9 CS of infantry plus a cavalry division, from units in or next to the Army HQ’s hex, leave the map', () => {
    let s = asked({ 'de-xiii': near!, 'de-cav': near! });
    for (const u of ['de-viii', 'de-xiii', 'de-cav']) s = ok(act(s, `east-pick/${u}`));
    s = ok(act(s, 'east-send'));
    expect(top(s)).toEqual({ name: 'segment', side: 'german' });
    expect(['de-viii', 'de-xiii', 'de-cav'].map((u) => s.units[u]!.at)).toEqual(['off', 'off', 'off']);
    expect(s.outOfPlay).toEqual(['de-viii', 'de-xiii', 'de-cav']);
    expect(s.vp.german).toBe(5);
  });

  it('7.3 fewer than 9 CS, or no cavalry division, is refused; so is a unit two hexes away; or the German loses 2 VP', () => {
    let s = asked({ 'de-cav': near! });
    s = ok(act(s, 'east-pick/de-viii'));
    s = ok(act(s, 'east-pick/de-cav'));
    const short = act(s, 'east-send');
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.problem.rule).toBe('7.3');
    const far = game.grid.neighbours(near!).find((h) => h !== '84' && !game.grid.neighbours('84').includes(h))!;
    expect(act(asked({ 'de-xiii': far }), 'east-pick/de-xiii').ok).toBe(false);
    const vp = ok(act(s, 'east-vp'));
    expect(vp.vp.german).toBe(3);
    expect(vp.units['de-viii']!.at).toBe('84');
  });

  it('7.3 a CS the pack lacks is asked of the German when the unit is chosen; a Disorganized unit counts its CS now', () => {
    const s = ok(act(asked({ 'de-xiii': near! }, {}), 'east-pick/de-xiii'));
    expect(top(s)).toEqual({ name: 'ask', side: 'german', value: 'de-xiii.front.CS', max: 9 });
    // VIII Corps Disorganized shows CS 3: 3 + 4 + cavalry is short of 9.
    let d = built({
      units: { 'de-hq1': '84', 'de-viii': '84', 'de-xiii': near!, 'de-cav': near! },
      disorganized: ['de-viii'],
      learned: { 'de-xiii.front.CS': 4 },
      frames: [{ name: 'east-front', side: 'german', chosen: [] }],
      state: { turn: 3 },
    });
    for (const u of ['de-viii', 'de-xiii', 'de-cav']) d = ok(act(d, `east-pick/${u}`));
    expect(act(d, 'east-send').ok).toBe(false);
  });
});
