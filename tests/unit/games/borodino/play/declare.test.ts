import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * 9.44, 9.46 (9.1's phases): every assault declared, then every Commitment, then the resolutions in the order the
 * player picks. Two French regiments facing north-west: one in 4616 (4617 and 4716 Frontal) at the jagers in 4617, one
 * in 4516 (4517 and 4617 Frontal) at the jagers in 4517 (4617 being assaulted by the first, 9.22).
 */
const learned = {
  'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'fr-CM-2': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
  'ru-Shak-2': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
};
/** The position above; `second` moves the second jagers (4517 by default). */
const start = (second = '4517') =>
  built({
    step: 'assault',
    side: 'french',
    units: {
      'fr-CM-1': { at: '4616' },
      'fr-CM-2': { at: '4516' },
      'ru-Shak-1': { at: '4617', facing: 'se' },
      'ru-Shak-2': { at: second, facing: 'se' },
    },
    learned,
  });

describe('9.44, 9.46 declare every assault, then every Commitment, then resolve', () => {
  it('9.44 an assault declared rolls nothing while another may be declared; 9.46 the last declared rolls every Commitment before any resolution', () => {
    const one = play(start(), 'french', 'assault/4616/4617', []);
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(one.events.some((e) => e.kind === 'commitment')).toBe(false);
    expect(one.state.declared?.map((d) => d.pending.hex)).toEqual(['4616']);
    // 4516 may assault 4517 alone, or both its hexes taking in 4616's assault on 4617 (9.22 with 9.23).
    expect(keys(one.state, 'french')).toEqual([
      'assault/4516/4517',
      'assault/4516/4517.4617',
      'assault/4516/4617.4517',
      'commit',
    ]);
    expect(play(one.state, 'french', 'done')).toMatchObject({ ok: false, rule: '9.46' });
    // Nothing else to declare: both Commitments (3 + 1 each ≤ 7), no assault resolved yet.
    const two = play(one.state, 'french', 'assault/4516/4517', [3, 3]);
    expect(two.ok).toBe(true);
    if (!two.ok) return;
    expect(two.events.filter((e) => e.kind === 'commitment')).toHaveLength(2);
    expect(two.events.some((e) => e.kind === 'assault')).toBe(false);
    // 9.1 phase 5: the player picks the order.
    expect(keys(two.state, 'french')).toEqual(['resolve/4616', 'resolve/4516']);
    const first = play(two.state, 'french', 'resolve/4516', [9]);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.events.find((e) => e.kind === 'assault')).toMatchObject({ hex: '4516', target: '4517' });
  });

  it('9.44 once the Commitments are rolled no assault is declared; a failed Commitment drops its assault', () => {
    const one = must(start(), 'french', 'assault/4616/4617', []);
    // The player rolls at once: 9 + 1 > 7, the one declared assault fails.
    const rolled = play(one, 'french', 'commit', [9]);
    expect(rolled.ok).toBe(true);
    if (!rolled.ok) return;
    expect(rolled.state.declared).toEqual([]);
    expect(rolled.state.rolled).toBe(true);
    expect(keys(rolled.state, 'french')).toEqual(['done']);
    expect(play(rolled.state, 'french', 'assault/4516/4517')).toMatchObject({ ok: false, rule: '9.44' });
    expect(play(rolled.state, 'french', 'commit')).toMatchObject({ ok: false, rule: '9.46' });
    // Both committed: neither may be skipped by ending the step.
    const both = must(must(start(), 'french', 'assault/4616/4617', []), 'french', 'assault/4516/4517', [3, 3]);
    expect(play(both, 'french', 'done')).toMatchObject({ ok: false, rule: '9.46' });
    expect(play(both, 'french', 'resolve/4716')).toMatchObject({ ok: false, rule: '9.23' });
  });

  it('9.22 the friend assaulting one of its two hexes fails its Commitment: the stack must assault both hexes', () => {
    // 4516 faces 4517 and 4617, 4616 faces 4617 and 4716: 4516 declares 4617, so 4616 declares 4716 alone.
    const s = start('4716');
    const one = must(s, 'french', 'assault/4516/4617', []);
    expect(keys(one, 'french')).toEqual([
      'assault/4616/4716',
      'assault/4616/4617.4716',
      'assault/4616/4716.4617',
      'commit',
    ]);
    // Nothing else to declare: the Commitments are rolled. 4516's fails (9 + 1 > 7), 4616's holds (3 + 1): it now
    // assaults 4716 and 4617 with one roll.
    const out = play(one, 'french', 'assault/4616/4716', [9, 3, 9]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.events.find((e) => e.kind === 'assault-widened')).toMatchObject({ hex: '4616', target: '4617' });
    expect(out.events.filter((e) => e.kind === 'assault').map((e) => e['target'])).toEqual(['4716', '4617']);
    // Both pass: each assaults its own hex, nothing widened.
    const both = play(one, 'french', 'assault/4616/4716', [3, 3]);
    expect(both.ok && both.events.some((e) => e.kind === 'assault-widened')).toBe(false);
    expect(both.ok && keys(both.state, 'french')).toEqual(['resolve/4516', 'resolve/4616']);
  });

  it('9.44, 6.11 a charge declared to stop where another declared charge stops takes its facing', () => {
    // Heavy cavalry in 4616 and 4516 facing north-west; jagers in 4618 and 4518.
    const cavalry = { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 };
    const s = built({
      step: 'assault',
      side: 'french',
      units: {
        'fr-1CC-1': { at: '4616' },
        'fr-1CC-2': { at: '4516' },
        'ru-Shak-1': { at: '4618', facing: 'se' },
        'ru-Shak-2': { at: '4518', facing: 'se' },
      },
      learned: {
        ...learned,
        'fr-1CC-1': cavalry,
        'fr-1CC-2': cavalry,
        'ru-Shak-1': { ...learned['ru-Shak-1'], 'SP.back': 2 },
        'ru-Shak-2': { ...learned['ru-Shak-2'], 'SP.back': 2 },
      },
      active: ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'],
    });
    expect(keys(s, 'french', ['c:4516'])).toContain('charge/4516/4618/4517/nw');
    // The first charge will stop in 4517 facing north-east: the second may stop there only so faced.
    const one = must(s, 'french', 'charge/4616/4518/4617.4517/ne', []);
    const options = keys(one, 'french', ['c:4516']);
    expect(options).toContain('charge/4516/4618/4617/nw');
    expect(options.filter((k) => k.endsWith('/4517/nw') || k.endsWith('/4517/w'))).toEqual([]);
    expect(play(one, 'french', 'charge/4516/4618/4517/nw')).toMatchObject({ ok: false, rule: '6.13' });
  });
});
