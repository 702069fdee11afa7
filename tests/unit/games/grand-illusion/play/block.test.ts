import { describe, expect, it } from 'vitest';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok } from './position.js';

/**
 * A German Block marker on hexside 84/75: VIII Corps left German 84 into 75, where French VI Corps stands (8.4.5 a);
 * 84 is now empty, German-controlled.
 */
const blocked = (side: 'allied' | 'german', units: Record<string, string> = {}): GiState =>
  built({
    units: { 'de-viii': '75', 'fr-vi': '75', 'fr-vii': '74', ...units },
    control: { '84': 'german', '75': 'allied', '74': 'allied' },
    learned: { 'fr-vii.front.MA': 2, 'de-xiii.front.MA': 2 },
    frames: [{ name: 'segment', side }],
    state: { turn: 3, cap: { allied: 3, german: 3 }, initiative: side, blocks: [{ a: '84', b: '75', side: 'german' }] },
  });

const move = (s: GiState, side: 'allied' | 'german', from: string, unit: string, path: string[]): GiState => {
  let t = ok(act(s, side, `activate/${from}`));
  t = ok(act(t, side, `move/${unit}`));
  for (const h of path) t = ok(act(t, side, `to/${h}`));
  return ok(act(t, side, 'stop'));
};

describe('8.4.5 c, Table 8 note 2: Block markers removed', () => {
  it('8.4.5 c the enemy gains control of the hex the marker’s owner left: the marker goes', () => {
    const s = move(blocked('allied'), 'allied', '74', 'fr-vii', ['84']);
    expect(s.control['84']).toBe('allied');
    expect(s.blocks).toEqual([]);
  });

  it('8.4.5 c no combat unit of its owner left in the hex entered: the marker goes; while one stays it stays', () => {
    const left = move(blocked('german'), 'german', '75', 'de-viii', ['84']);
    expect(left.blocks).toEqual([]);
    const stays = move(blocked('german', { 'de-xiii': '75' }), 'german', '75', 'de-viii', ['84']);
    expect(stays.blocks).toEqual([{ a: '84', b: '75', side: 'german' }]);
  });

  it('8.4.5 a while it stays, the enemy does not cross it; a control change elsewhere leaves it', () => {
    const s = ok(act(ok(act(blocked('allied'), 'allied', 'activate/75')), 'allied', 'move/fr-vi'));
    expect(act(s, 'allied', 'to/84').ok).toBe(false);
    const elsewhere = move(blocked('allied'), 'allied', '74', 'fr-vii', ['83']);
    expect(elsewhere.blocks).toEqual([{ a: '84', b: '75', side: 'german' }]);
    expect(top(elsewhere)?.name).toBeDefined();
  });
});
