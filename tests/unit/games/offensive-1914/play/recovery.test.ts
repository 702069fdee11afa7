import { describe, expect, it } from 'vitest';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import type { CeStatus } from '../../../../../src/engine/games/offensive-1914/model.js';
import { act, allKeys, built, ok } from './game.js';

/**
 * CE recovery (7.5) and its MP Spent marker (7.8) in the movement phases. 15/8 stands in 60.55; 62.55 is 2 hexes from
 * it, 63.55 3, 64.55 4, 65.55 5.
 */

function at(enemy: string, status: CeStatus, over: Partial<Parameters<typeof built>[0]> = {}): O1914State {
  const s = built({ units: { 'fr-15.8': '60.55', 'de-31.21': enemy }, ...over });
  s.units['fr-15.8']!.status = status;
  return s;
}

describe('1914 by its rules: CE recovery (7.5, 7.8)', () => {
  it('7.5, 7.5.2 a Formation 3 hexes from the nearest enemy spends 9 MP standing still and recovers one level; 2 hexes is too near', () => {
    const s = at('63.55', '-2');
    expect(allKeys(s, 'allied')).toContain('rec/fr-15.8');
    const r = ok(s, 'allied', 'rec/fr-15.8');
    expect(r.units['fr-15.8']).toMatchObject({ status: '-1', spent: 9 });
    expect(r.units['fr-15.8']!.recovering).toBeUndefined();
    const near = at('62.55', '-2');
    expect(allKeys(near, 'allied')).not.toContain('rec/fr-15.8');
    expect(act(near, 'allied', 'rec/fr-15.8')).toMatchObject({ ok: false, code: 'recover-enemy-near', rule: '7.5.2' });
    // Nothing to recover at full CE; nothing once the Formation has moved this phase.
    expect(act(at('63.55', 'full'), 'allied', 'rec/fr-15.8')).toMatchObject({ ok: false, code: 'recover-full' });
    const moved = ok(s, 'allied', 'mv/fr-15.8/60.56');
    expect(act(moved, 'allied', 'rec/fr-15.8')).toMatchObject({ ok: false, code: 'recover-moved', rule: '7.5' });
  });

  it('7.5.3 a Demoralized Formation begins recovering 5 hexes from the nearest enemy, not 4', () => {
    expect(ok(at('65.55', 'd1'), 'allied', 'rec/fr-15.8').units['fr-15.8']!.status).toBe('ci');
    expect(act(at('64.55', 'd1'), 'allied', 'rec/fr-15.8')).toMatchObject({
      ok: false,
      code: 'recover-enemy-near',
      rule: '7.5.3',
    });
  });

  it('7.8, 7.8.2 the Counter-Movement’s 5 MP go on an MP Spent marker; the next movement phase’s first 4 finish the recovery', () => {
    const cm = at('63.55', '-3', { phase: 'counter-movement', phasing: 'german' });
    const marked = ok(cm, 'allied', 'rec/fr-15.8');
    expect(marked.units['fr-15.8']).toMatchObject({ status: '-3', spent: 5, recovering: 5 });
    // Its next movement phase opens with the task finished.
    const before = { ...marked, phase: 'rr-engineer' as const, phasing: 'allied' as const };
    const next = act(before, 'allied', 'next');
    expect(next.ok && next.state.units['fr-15.8']).toMatchObject({ status: '-2', spent: 4 });
    expect(next.ok && next.state.units['fr-15.8']!.recovering).toBeUndefined();
    expect(next.ok && next.events.some((e) => e.kind === 'ce-recovery' && e['rule'] === '7.5')).toBe(true);
  });

  it('7.8.3 an enemy unit next to it removes the marker; 7.8 a unit with one starts no attack', () => {
    const s = at('62.55', '-3', { phase: 'movement', phasing: 'german' });
    s.units['fr-15.8']!.recovering = 5;
    const away = ok(s, 'german', 'mv/de-31.21/63.55');
    expect(away.units['fr-15.8']!.recovering).toBe(5);
    const next = ok(s, 'german', 'mv/de-31.21/61.55');
    expect(next.units['fr-15.8']!.recovering).toBeUndefined();
    const attack = built({ units: { 'fr-15.8': '61.56', 'de-31.21': '62.56' }, phase: 'attack' });
    expect(allKeys(attack, 'allied')).toContain('atk/62.56');
    attack.units['fr-15.8']!.recovering = 5;
    expect(allKeys(attack, 'allied')).not.toContain('atk/62.56');
  });
});
