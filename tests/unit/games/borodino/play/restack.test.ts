import { describe, expect, it } from 'vitest';
import { stackAt } from '../../../../../src/engine/games/borodino/play/position.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, must, play } from './build.js';

/** The stacking order (6.24) through the module: two French regiments in 4616 (the one put last, fr-CM-2, on top). */
const top = (s: BorodinoState, hex: string) => stackAt(s, hex)[0];
const two = (step: 'fire' | 'move' | 'rally', more: object = {}) =>
  built({
    step,
    side: 'french',
    units: { 'fr-CM-1': { at: '4616' }, 'fr-CM-2': { at: '4616' }, ...more },
    learned: { 'fr-CM-1': { MA: 4 }, 'fr-CM-2': { MA: 4 }, 'fr-CM-3': { MA: 4 } },
    active: ['CM'],
  });

describe('6.24 stacking order', () => {
  it('6.24 a unit that moves and stops on another is put under it', () => {
    const s = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'fr-CM-3': { at: '4615' } },
      learned: { 'fr-CM-3': { MA: 4 } },
      active: ['CM'],
    });
    const t = must(s, 'french', 'move/fr-CM-3/4616');
    expect(stackAt(t, '4616')).toEqual(['fr-CM-1', 'fr-CM-3']);
    // Alone in a hex, it is its own top.
    expect(top(must(s, 'french', 'move/fr-CM-3/4515'), '4515')).toBe('fr-CM-3');
  });

  it('6.24 the order changes at the start of the activation (the Fire step, before any unit acts) or at its end (the Rally step)', () => {
    const s = two('fire');
    expect(top(s, '4616')).toBe('fr-CM-2');
    expect(keys(s, 'french')).toContain('stack');
    expect(keys(s, 'french', ['stack'])).toEqual(['restack/4616/fr-CM-1']);
    expect(top(must(s, 'french', 'restack/4616/fr-CM-1'), '4616')).toBe('fr-CM-1');
    expect(top(must(two('rally'), 'french', 'restack/4616/fr-CM-1'), '4616')).toBe('fr-CM-1');
    // Already on top: nothing to change.
    expect(play(s, 'french', 'restack/4616/fr-CM-2')).toMatchObject({ ok: false, code: 'restack-top' });
  });

  it('6.24 "in nessun altro momento": not in the Movement step, nor once a unit has acted; never in an enemy ZOC', () => {
    expect(play(two('move'), 'french', 'restack/4616/fr-CM-1')).toMatchObject({ ok: false, rule: '6.24' });
    const acted = two('fire', { 'fr-CM-3': { at: '4000', acted: true } });
    expect(play(acted, 'french', 'restack/4616/fr-CM-1')).toMatchObject({ ok: false, code: 'restack-when' });
    const zoc = two('fire', { 'ru-Shak-1': { at: '4617', facing: 'se' } });
    expect(play(zoc, 'french', 'restack/4616/fr-CM-1')).toMatchObject({ ok: false, code: 'restack-zoc' });
    expect(keys(zoc, 'french')).not.toContain('stack');
  });

  it('6.24 the menu offers, stack by stack, exactly the units the action accepts: one away from the enemy, none in its ZOC', () => {
    // Two French stacks: 4616 in the ZOC of the Russian unit in 4617 facing se, 4000 out of it.
    const s = built({
      step: 'fire',
      side: 'french',
      units: {
        'fr-CM-1': { at: '4616' },
        'fr-CM-2': { at: '4616' },
        'fr-CM-3': { at: '4000' },
        'fr-CM-4': { at: '4000' },
        'ru-Shak-1': { at: '4617', facing: 'se' },
      },
      learned: { 'fr-CM-1': { MA: 4 }, 'fr-CM-2': { MA: 4 }, 'fr-CM-3': { MA: 4 }, 'fr-CM-4': { MA: 4 } },
      active: ['CM'],
    });
    expect(keys(s, 'french', ['stack'])).toEqual(['restack/4000/fr-CM-3']);
    expect(top(must(s, 'french', 'restack/4000/fr-CM-3'), '4000')).toBe('fr-CM-3');
    expect(play(s, 'french', 'restack/4616/fr-CM-1')).toMatchObject({ ok: false, code: 'restack-zoc' });
    expect(play(s, 'french', 'restack/4000/fr-CM-4')).toMatchObject({ ok: false, code: 'restack-top' });
  });
});
