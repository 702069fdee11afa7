import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import type { Side } from '../../../../../src/engine/games/grand-illusion/model.js';
import { applyAction, run } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { reinforceHexes } from '../../../../../src/engine/games/grand-illusion/play/reinforcements.js';
import { gameOf } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import type { S } from '../../../../../src/engine/games/grand-illusion/play/edit.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, game, ok, pack, TestDice } from './position.js';

/** The built-in pack with more rows in its table `reinforcements` (a club's pack). */
function withRows(rows: readonly Record<string, unknown>[]) {
  const table = (pack.tables['reinforcements'] as Record<string, unknown>[]) ?? [];
  return gameOf({ ...pack, tables: { ...pack.tables, reinforcements: [...table, ...rows] } } as Pack);
}

/** The side's reinforcement segment open on `turn` (the initiative the German's, so the Allies place first). */
const segment = (side: Side, turn: number, changes: Parameters<typeof built>[0] = {}): GiState =>
  built({
    ...changes,
    frames: [
      { name: 'segment', side: 'german' },
      { name: 'reinforce', side },
    ],
    state: { turn, initiative: 'german', step: 'action-begin', cap: { allied: 3, german: 3 }, ...changes.state },
  });

/** Phase III run from its start (machine.ts `run`): the prompts it opens. */
function phaseThree(state: GiState, g = game): GiState {
  const s = JSON.parse(JSON.stringify({ ...state, stack: [], step: 'reinforcement' })) as S;
  const ev: GameEvent[] = [];
  run(g, s, new TestDice(), ev);
  return s as GiState;
}

describe('7.1: reinforcements', () => {
  it('7.1 the book’s schedule is the pack’s table: IX Corps (−) on turn 2 in hex 66 (errata), not set up at the start', () => {
    const rows = pack.tables['reinforcements'] as { unit: string; turn: number; hex?: string }[];
    expect(rows.map((r) => [r.unit, r.turn, r.hex ?? null])).toEqual([
      ['fr-ix', 2, '66'],
      ['de-naval', 3, null],
      ['de-i-lw', 5, null],
      ['de-hq-nord', 5, null],
      ['de-hq-det', 6, '?'],
    ]);
    const s = ok(act(segment('allied', 2), 'allied', 'reinforce/fr-ix/66'));
    expect(s.units['fr-ix']).toEqual({ at: '66', disorganized: false });
    expect(act(segment('allied', 2), 'allied', 'reinforce/fr-ix/61').ok).toBe(false);
    // Due: the segment does not end before it is placed.
    const early = act(segment('allied', 2), 'allied', 'reinforce-done');
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.problem.rule).toBe('7.1');
  });

  it('7.1 the initiative player places second: the other side’s reinforcements are asked first', () => {
    const s = phaseThree(built({ state: { turn: 2, initiative: 'german', cap: { allied: 0, german: 0 } } }));
    expect(top(s)).toEqual({ name: 'reinforce', side: 'allied' });
    const none = phaseThree(built({ state: { turn: 1, initiative: 'allied', cap: { allied: 3, german: 3 } } }));
    expect(top(none)).toEqual({ name: 'segment', side: 'allied' });
  });

  it('7.1 its hex enemy-controlled: the unit enters next turn in a supply source of its nationality, never there', () => {
    const blocked = segment('allied', 2, { control: { '66': 'german' } });
    expect(act(blocked, 'allied', 'reinforce/fr-ix/66').ok).toBe(false);
    const s = ok(act(blocked, 'allied', 'reinforce-done'));
    expect(s.units['fr-ix']!.at).toBe('track');
    expect(s.reinforcing).toEqual([{ unit: 'fr-ix', turn: 3, mode: 'source' }]);
    const next = segment('allied', 3, {
      units: { 'fr-ix': 'track' },
      control: { '66': 'german' },
      state: { reinforcing: [{ unit: 'fr-ix', turn: 3, mode: 'source' }] },
    });
    // Not a variable reinforcement: 7.1.1's and 8.4.7 c's Schlieffen Plan limit does not bar hex 1.
    expect(reinforceHexes(game, next, 'fr-ix')).toEqual(['1', '4', '13', '61', '80', '89']);
    expect(ok(act(next, 'allied', 'reinforce/fr-ix/61')).units['fr-ix']!.at).toBe('61');
    expect(act(next, 'allied', 'reinforce/fr-ix/66').ok).toBe(false);
  });

  it('7.1 a hex printed only on the counter is asked of its owner once (0: the counter shows "?")', () => {
    const s = phaseThree(built({ state: { turn: 3, initiative: 'german', cap: { allied: 0, german: 0 } } }));
    const asked = s.stack.find((f) => f.name === 'ask');
    expect(asked).toEqual({ name: 'ask', side: 'german', value: 'de-naval.front.HEX', max: 107 });
    const fixed = segment('german', 3, { learned: { 'de-naval.front.HEX': 81 } });
    expect(reinforceHexes(game, fixed, 'de-naval')).toEqual(['81']);
    const variable = segment('german', 3, { learned: { 'de-naval.front.HEX': 0 } });
    expect(reinforceHexes(game, variable, 'de-naval')).toEqual(['91', '94', '100', '105', '107']);
    expect(act(variable, 'german', 'reinforce/de-naval/84').ok).toBe(false);
  });

  it('7.1 only a hex that traces supply, where the map has railways (hex 73’s HQ is out of supply without rail at 72)', () => {
    const railed = (rail: readonly string[]) => {
      if (pack.map.kind !== 'hex') throw new Error('hex map');
      const hexes = pack.map.hexes.map((h) => (rail.includes(h.id) ? { ...h, features: [...h.features, 'rail'] } : h));
      return gameOf({ ...pack, map: { ...pack.map, hexes } } as Pack);
    };
    const s = segment('german', 3, { units: { 'de-hq2': '73' }, learned: { 'de-naval.front.HEX': 0 } });
    expect(reinforceHexes(railed(['91', '81', '72']), s, 'de-naval')).toContain('73');
    const cut = railed(['91', '81']);
    expect(reinforceHexes(cut, s, 'de-naval')).not.toContain('73');
    expect(applyAction(cut, s, 'german', { type: 'act', key: 'reinforce/de-naval/73' }, new TestDice()).ok).toBe(false);
  });

  it('7.1.1 a variable reinforcement: a friendly hex with an HQ of its nationality or a friendly supply source', () => {
    const s = segment('german', 3, { units: { 'de-hq1': '84' }, learned: { 'de-naval.front.HEX': 0 } });
    expect(reinforceHexes(game, s, 'de-naval')).toContain('84');
    expect(ok(act(s, 'german', 'reinforce/de-naval/84')).units['de-naval']!.at).toBe('84');
    expect(act(s, 'german', 'reinforce/de-naval/85').ok).toBe(false);
  });

  it('7.1.1 before turn 7 no French variable reinforcement in a Schlieffen Plan hex; 7.1.3 Paris always while Allied', () => {
    const g = withRows([{ unit: 'fr-vi', turn: 2, hex: '?' }]);
    const s = segment('allied', 2);
    const hexes = reinforceHexes(g, s, 'fr-vi');
    expect(hexes).toContain('13');
    expect(hexes).toContain('19');
    expect(hexes).not.toContain('1');
    expect(applyAction(g, s, 'allied', { type: 'act', key: 'reinforce/fr-vi/1' }, new TestDice()).ok).toBe(false);
    expect(reinforceHexes(g, { ...s, turn: 7 }, 'fr-vi')).toContain('1');
    expect(reinforceHexes(g, { ...s, control: { ...s.control, '19': 'german' } }, 'fr-vi')).not.toContain('19');
  });

  it('7.1.2 a variable HQ in a hex with no HQ of its nationality; an HQ placed this turn is no entry hex', () => {
    const s = segment('german', 6, {
      units: { 'de-hq-nord': '85' },
      learned: { 'de-naval.front.HEX': 0, 'de-i-lw.front.HEX': 0, 'de-hq-nord.front.HEX': 0 },
    });
    expect(reinforceHexes(game, s, 'de-hq-det')).toContain('84');
    expect(act(s, 'german', 'reinforce/de-hq-det/85').ok).toBe(false);
    const placed = ok(act(s, 'german', 'reinforce/de-hq-det/84'));
    expect(placed.reinforced).toEqual({ 'de-hq-det': 6 });
    // 84 is no supply source: the HQ placed this turn does not open it to the others.
    expect(act(placed, 'german', 'reinforce/de-i-lw/84').ok).toBe(false);
    expect(reinforceHexes(game, { ...placed, turn: 7 }, 'de-i-lw')).toContain('84');
  });

  it('13.1 the Detachment HQ may take the hex of a numbered Army HQ, which goes one turn ahead as a variable reinforcement', () => {
    const s = segment('german', 6, { units: { 'de-hq1': '84', 'de-hq-nord': '85' } });
    const swapped = ok(act(s, 'german', 'detach/de-hq-det/de-hq1'));
    expect(swapped.units['de-hq-det']!.at).toBe('84');
    expect(swapped.units['de-hq1']!.at).toBe('track');
    expect(swapped.reinforcing).toEqual([{ unit: 'de-hq1', turn: 7, mode: 'variable' }]);
    // HQ Nord has no number: no exchange.
    expect(act(s, 'german', 'detach/de-hq-det/de-hq-nord').ok).toBe(false);
  });

  it('12.3 the RN Division and the British 7th Division may enter in any friendly coastal hex (the pack’s ports)', () => {
    const navy = withRows([{ unit: 'gb-bef', turn: 2, hex: '45', navy: true }]);
    const army = withRows([{ unit: 'gb-bef', turn: 2, hex: '45' }]);
    const s = segment('allied', 2, { units: { 'fr-ix': '66' } });
    expect(reinforceHexes(navy, s, 'gb-bef')).toEqual(['1', '7', '14', '23', '32', '45']);
    expect(applyAction(navy, s, 'allied', { type: 'act', key: 'reinforce/gb-bef/14' }, new TestDice()).ok).toBe(true);
    expect(applyAction(army, s, 'allied', { type: 'act', key: 'reinforce/gb-bef/14' }, new TestDice()).ok).toBe(false);
  });
});
