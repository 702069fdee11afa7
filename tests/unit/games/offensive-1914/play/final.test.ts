import { describe, expect, it } from 'vitest';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, game, keys, ok } from './game.js';

/**
 * The Final Phase (4.2.9): Cavalry Retirement (8.3), the phasing player first, and the optional Voluntary Fallback
 * (20.0, the game option `voluntary-fallback`), the non-phasing player first. 31/21 in 62.56 exerts its ZOC on
 * 61.56, 61.57, 62.55, 62.57, 63.56, 63.57; 60.56 is out of it.
 */

function final(units: Record<string, string>, over: Partial<O1914State> = {}): O1914State {
  const s = built({ units, phase: 'attack', phasing: 'allied' });
  // The Attack Phase's end opens the Final Phase... after the Counter-Attack Phase.
  const opened = ok(ok(s, 'allied', 'next'), 'german', 'next');
  return { ...opened, ...over };
}

describe('1914 by its rules: the Final Phase (8.3, 20.0)', () => {
  it('8.3, 8.3.1 cavalry next to the enemy retires one hex, never into an EZOC, and records its MP (8.3.2)', () => {
    const s = final({ 'fr-2c': '61.56', 'de-31.21': '62.56' });
    expect(s.phase).toBe('final');
    expect(s.finalStep).toEqual({ part: 'retirement', side: 'allied' });
    expect(keys(s, 'allied')).toContain('ret/fr-2c/60.56');
    expect(keys(s, 'allied')).not.toContain('ret/fr-2c/61.57');
    expect(act(s, 'allied', 'ret/fr-2c/61.57')).toMatchObject({ ok: false, code: 'retire-ezoc', rule: '8.3.1' });
    const r = ok(s, 'allied', 'ret/fr-2c/60.56');
    expect(r.units['fr-2c']).toMatchObject({ at: '60.56', reactionMp: 2 });
    expect(act(r, 'allied', 'ret/fr-2c/60.55')).toMatchObject({ ok: false, code: 'retire-once' });
    // Infantry does not retire; cavalry with no enemy next to it neither.
    const inf = final({ 'fr-15.8': '61.56', 'de-31.21': '62.56' });
    expect(act(inf, 'allied', 'ret/fr-15.8/60.56')).toMatchObject({ ok: false, code: 'retire-not-cavalry' });
    const far = final({ 'fr-2c': '60.56', 'de-31.21': '62.56' });
    expect(act(far, 'allied', 'ret/fr-2c/60.55')).toMatchObject({ ok: false, code: 'retire-not-adjacent' });
  });

  it('8.3 the phasing player retires first, then the other; 8.2.4a the recorded MP are the first spent in the next movement phase', () => {
    // 15/8 in 61.57 stays next to 7c.
    const s = ok(final({ 'fr-2c': '61.56', 'fr-15.8': '61.57', 'de-7c': '62.56' }), 'allied', 'ret/fr-2c/60.56');
    expect(act(s, 'german', 'ret/de-7c/63.56')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const german = ok(s, 'allied', 'next');
    expect(german.finalStep).toEqual({ part: 'retirement', side: 'german' });
    expect(keys(german, 'german')).toContain('ret/de-7c/63.56');
    // Without the optional rule the Final Phase ends there: the German Player Turn begins.
    const over = ok(german, 'german', 'next');
    expect(over).toMatchObject({ phasing: 'german', phase: 'preliminary' });
    expect(over.finalStep).toBeUndefined();
    const movement = { ...s, phase: 'rr-engineer' as const };
    const moved = act(movement, 'allied', 'next');
    expect(moved.ok && moved.state.units['fr-2c']).toMatchObject({ spent: 2 });
    expect(moved.ok && moved.state.units['fr-2c']!.reactionMp).toBeUndefined();
  });

  it('20.0 with the option a Force next to the enemy falls back one hex, EZOC to EZOC too, and loses one CEL; the non-phasing player first', () => {
    expect(game.options?.().map((o) => o.id)).toContain('voluntary-fallback');
    const s = final({ 'fr-15.8': '61.56', 'de-31.21': '62.56' }, { fallback: true });
    let f = ok(ok(s, 'allied', 'next'), 'german', 'next');
    expect(f.finalStep).toEqual({ part: 'fallback', side: 'german' });
    f = ok(f, 'german', 'next');
    expect(f.finalStep).toEqual({ part: 'fallback', side: 'allied' });
    expect(keys(f, 'allied', ['f:fr-15.8'])).toContain('fb/fr-15.8/61.57');
    const back = ok(f, 'allied', 'fb/fr-15.8/61.57');
    expect(back.units['fr-15.8']).toMatchObject({ at: '61.57', status: '-1' });
    expect(act(f, 'allied', 'fb/fr-15.8/62.56')).toMatchObject({
      ok: false,
      code: 'retreat-enemy-units',
      rule: '20.0',
    });
    // Without the option there is no Voluntary Fallback Phase.
    const plain = final({ 'fr-15.8': '61.56', 'de-31.21': '62.56' });
    expect(act(plain, 'allied', 'fb/fr-15.8/61.57')).toMatchObject({ ok: false, code: 'not-now' });
    const far = ok(
      ok(
        ok(final({ 'fr-15.8': '60.56', 'de-31.21': '62.56' }, { fallback: true }), 'allied', 'next'),
        'german',
        'next',
      ),
      'german',
      'next',
    );
    expect(act(far, 'allied', 'fb/fr-15.8/60.55')).toMatchObject({ ok: false, code: 'fallback-not-adjacent' });
  });
});
