import { describe, expect, it } from 'vitest';
import { act, built, keys, ok } from './game.js';

/**
 * Support and supply units an enemy ZOC reaches alone (8.8.1, 15.6.2a), read after every action: 15/8 steps from 60.56
 * into 61.56, next to 62.56 (62.56's neighbours: 63.57, 63.56, 62.55, 61.56, 61.57, 62.57).
 */

describe('1914 by its rules: exposed artillery, HQs and Corps Trains (8.8.1, 15.6.2a)', () => {
  it('8.8.1 an HQ in an EZOC with no friendly Combat unit is eliminated; stacked with one it is not', () => {
    const alone = built({ units: { 'fr-15.8': '60.56', 'de-siege2': '62.56' } });
    const moved = act(alone, 'allied', 'mv/fr-15.8/61.56');
    if (!moved.ok) throw new Error(moved.code);
    expect(moved.state.units['de-siege2']!.at).toBe('gone');
    expect(moved.events).toContainEqual(expect.objectContaining({ kind: 'exposed-eliminated', rule: '8.8.1' }));
    const covered = ok(
      built({ units: { 'fr-15.8': '60.56', 'de-siege2': '62.56', 'de-31.21': '62.56' } }),
      'allied',
      'mv/fr-15.8/61.56',
    );
    expect(covered.units['de-siege2']!.at).toBe('62.56');
  });

  it('15.6.2a a Corps Train in an EZOC with no friendly Combat unit retreats 3 hexes, each farther, through no EZOC; its owner picks the path', () => {
    const s = ok(built({ units: { 'fr-15.8': '60.56', 'de-tr21': '62.56' } }), 'allied', 'mv/fr-15.8/61.56');
    expect(s.stack).toEqual([{ name: 'train-retreat', side: 'german', unit: 'de-tr21' }]);
    const paths = keys(s, 'german');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((k) => k.split('/')[1]!.split('+').length === 3)).toBe(true);
    // The mover waits; a 1-hex retreat is refused.
    expect(act(s, 'allied', 'mv/fr-15.8/61.57')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(act(s, 'german', 'rt/63.56')).toMatchObject({ ok: false, code: 'train-retreat-path', rule: '15.6.2a' });
    const done = ok(s, 'german', paths[0]!);
    expect(done.units['de-tr21']!.at).toBe(paths[0]!.split('+').pop());
    expect(done.stack).toEqual([]);
    // Stacked with a friendly Combat unit, the Train stays.
    const covered = ok(
      built({ units: { 'fr-15.8': '60.56', 'de-tr21': '62.56', 'de-31.21': '62.56' } }),
      'allied',
      'mv/fr-15.8/61.56',
    );
    expect(covered.stack).toEqual([]);
    expect(covered.units['de-tr21']!.at).toBe('62.56');
  });
});
