import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * Reaction Fire (8.6) through the module. The French regiment in 4616 (facing north-west) assaults 4617, north of it,
 * where a Russian regiment and a battery face south-east: 4616 is in the battery's Frontal hexes.
 */
const values = {
  'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'fr-CM-2': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { DF: 1, SP: 4, Coh: 6, 'Coh.back': 4 },
  'ru-8-a1': { FS: 4 },
};
const assaulted = (battery: object = {}, learned: object = values) =>
  built({
    step: 'assault',
    side: 'french',
    units: {
      'fr-CM-1': { at: '4616' },
      'ru-Shak-1': { at: '4617', facing: 'se' },
      'ru-8-a1': { at: '4617', facing: 'se', ...battery },
    },
    learned: learned as typeof values,
    active: ['CM', 'Shak', '8'],
  });

describe('8.6 Reaction Fire', () => {
  it('8.6 after the Commitment the battery fires at the attacker in its Frontal hexes; Disordered, the assault is cancelled', () => {
    // Commitment 0 + 1 (Defensive Fire) ≤ 7; the Reaction Fire 9 + 4 + 1 (point blank) = 14: Disorder.
    const out = play(assaulted(), 'french', 'assault/4616/4617', [0, 9]);
    if (!out.ok) throw new Error(out.code);
    const kinds = out.events.map((e) => e.kind);
    expect(kinds.indexOf('commitment')).toBeLessThan(kinds.indexOf('reaction-fire'));
    expect(out.events.find((e) => e.kind === 'reaction-fire')).toMatchObject({
      unit: 'ru-8-a1',
      target: '4616',
      result: { total: 14, effect: 'disorder' },
    });
    expect(kinds).toContain('reaction-cancels');
    expect(kinds).not.toContain('assault');
    expect(out.state.units['fr-CM-1']).toMatchObject({ at: '4616', disordered: true, assaulted: true });
    expect(out.state.units['ru-Shak-1']?.disordered).toBe(false);
  });

  it('8.6 against infantry only the top infantry unit is affected; a miss lets the assault go on', () => {
    const two = built({
      step: 'assault',
      side: 'french',
      units: {
        'fr-CM-2': { at: '4616' },
        'fr-CM-1': { at: '4616' },
        'ru-Shak-1': { at: '4617', facing: 'se' },
        'ru-8-a1': { at: '4617', facing: 'se' },
      },
      learned: values,
      active: ['CM', 'Shak', '8'],
    });
    // 5 + 4 + 1 + 1 (Massed Target: two units) = 11: the top unit (fr-CM-1, put last) checks alone, 8 > 7.
    const hit = play(two, 'french', 'assault/4616/4617', [0, 5, 8]);
    if (!hit.ok) throw new Error(hit.code);
    expect(hit.state.units['fr-CM-1']?.disordered).toBe(true);
    expect(hit.state.units['fr-CM-2']?.disordered).toBe(false);
    expect(hit.events.map((e) => e.kind)).not.toContain('assault');
    // 1 + 4 + 1 = 6: no effect; the assault is resolved.
    const missed = play(assaulted(), 'french', 'assault/4616/4617', [0, 1, 5, 5, 5]);
    if (!missed.ok) throw new Error(missed.code);
    expect(missed.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['reaction-fire', 'assault']));
  });

  it('8.6 no Reaction Fire from a Disordered battery, nor at an attacker outside its Frontal hexes', () => {
    const disordered = play(assaulted({ disordered: true }), 'french', 'assault/4616/4617', [0, 5, 5, 5]);
    if (!disordered.ok) throw new Error(disordered.code);
    expect(disordered.events.map((e) => e.kind)).not.toContain('reaction-fire');
    expect(disordered.events.map((e) => e.kind)).toContain('assault');
    // Facing north-west, the battery's Frontal hexes are 4618 and 4718 (6.14: it may face apart from the infantry).
    const away = play(assaulted({ facing: 'nw' }), 'french', 'assault/4616/4617', [0, 5, 5, 5]);
    if (!away.ok) throw new Error(away.code);
    expect(away.events.map((e) => e.kind)).not.toContain('reaction-fire');
  });

  it('8.6 before 9.25: artillery assaulted alone fires first, and survives when it Disorders the attacker', () => {
    const alone = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-8-a1': { at: '4617', facing: 'se' } },
      learned: values,
      active: ['CM', '8'],
    });
    // Commitment 3 ≤ 7 (no Defensive Fire: no infantry); 9 + 4 + 1 = 14: Disorder.
    const saved = must(alone, 'french', 'assault/4616/4617', [3, 9]);
    expect(saved.units['ru-8-a1']?.at).toBe('4617');
    expect(saved.units['fr-CM-1']).toMatchObject({ at: '4616', disordered: true });
    // 0 + 4 + 1 = 5: a miss; the battery is overrun (9.25).
    const overrun = must(alone, 'french', 'assault/4616/4617', [3, 0]);
    expect(overrun.units['ru-8-a1']?.at).toBe('eliminated');
  });

  it("8.6 the battery's Fire Strength is asked of its owner when unknown", () => {
    const s = must(assaulted({}, { ...values, 'ru-8-a1': {} }), 'french', 'assault/4616/4617');
    expect(keys(s, 'russian')[0]).toMatch(/^value\/ru-8-a1\/FS\/front\//);
  });
});
