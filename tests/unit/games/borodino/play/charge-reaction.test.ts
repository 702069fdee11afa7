import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * Reaction Fire against a charge (9.81 step 6, 8.6) through the module. French heavy cavalry in 4616 (facing north-west)
 * charges through 4617 the Russian jagers in 4618, stacked with a battery; both face south-east, so 4617, where the
 * charge stops, is in the battery's Frontal hexes. The cavalry: H, SP 4, Cohesion 7 (SP 2, Cohesion 4 Disordered).
 */
const learned = {
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'SP.back': 2, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-8-a1': { FS: 4 },
};
const charged = (battery: object = {}, values: object = learned) =>
  built({
    step: 'assault',
    side: 'french',
    units: {
      'fr-1CC-1': { at: '4616' },
      'ru-Shak-1': { at: '4618', facing: 'se' },
      'ru-8-a1': { at: '4618', facing: 'se', ...battery },
    },
    learned: values as typeof learned,
    active: ['CM', '1CC', 'Shak', '8'],
  });
const CHARGE = 'charge/4616/4618/4617/nw';
/** Committed (0 ≤ 7), next to the jagers, which stand (no square). */
const standing = (battery: object = {}) => must(charged(battery), 'french', CHARGE, [0]);

describe('9.81 step 6 Reaction Fire against a charge', () => {
  it('9.81 step 6 the battery fires at range 1 at the hex the charge stopped in; Disordered, the charger may recall (9.82)', () => {
    // 9 + 4 + 1 (point blank) = 14: Disorder.
    const s = must(standing(), 'russian', 'respond/stand', [9]);
    expect(s.units['fr-1CC-1']).toMatchObject({ at: '4617', disordered: true });
    expect(s.charge).toMatchObject({ stage: 'recall', reason: 'reaction-fire', reacted: true });
    expect(keys(s, 'french')).toEqual(['recall/yes', 'recall/no']);
    // Only the charger chooses.
    expect(play(s, 'russian', 'recall/yes', [0])).toMatchObject({ ok: false });
    // 9.82: the roll against its Cohesion on the side it shows (Disordered: 4): 4 recalls it, no charge.
    const recalled = play(s, 'french', 'recall/yes', [4]);
    if (!recalled.ok) throw new Error(recalled.code);
    expect(recalled.events.map((e) => e.kind)).toEqual(['recall']);
    expect(recalled.state.charge).toBeNull();
    expect(recalled.state.units['fr-1CC-1']).toMatchObject({ at: '4617', disordered: true });
    expect(recalled.state.units['ru-Shak-1']?.disordered).toBe(false);
  });

  it('9.82 a failed Recall (5 > 4) charges home; 9.24 the Disordered cavalry loses its charge DRMs', () => {
    const s = must(standing(), 'russian', 'respond/stand', [9]);
    const home = play(s, 'french', 'recall/yes', [5, 5, 5, 5]);
    if (!home.ok) throw new Error(home.code);
    const assault = home.events.find((e) => e.kind === 'assault') as unknown as {
      steps: { step: string; reasons?: string[] }[];
    };
    expect(assault).toBeDefined();
    expect(assault.steps.find((x) => x.step === 'charge-lost')?.reasons).toEqual(['reaction-fire']);
    expect(assault.steps.some((x) => x.step === 'drm' && (x as { drm?: string }).drm === 'charge')).toBe(false);
    // Choosing to charge on rolls no Recall and resolves the same way.
    const on = play(s, 'french', 'recall/no', [5, 5, 5]);
    if (!on.ok) throw new Error(on.code);
    expect(on.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['charge-home', 'assault']));
    expect(on.events.map((e) => e.kind)).not.toContain('recall');
  });

  it('9.81 step 6 a miss leaves the charge its DRMs and offers no Recall; no fire from a battery facing away', () => {
    // 1 + 4 + 1 = 6: no effect.
    const missed = play(standing(), 'russian', 'respond/stand', [1, 5, 5, 5]);
    if (!missed.ok) throw new Error(missed.code);
    const kinds = missed.events.map((e) => e.kind);
    expect(kinds.indexOf('reaction-fire')).toBeLessThan(kinds.indexOf('assault'));
    expect(missed.state.charge).toBeNull();
    const assault = missed.events.find((e) => e.kind === 'assault') as unknown as {
      steps: { step: string; drm?: string }[];
    };
    expect(assault.steps.some((x) => x.step === 'drm' && x.drm === 'charge')).toBe(true);
    // 8.6: it may not turn; facing north-west, 4617 is not in its Frontal hexes.
    const away = play(standing({ facing: 'nw' }), 'russian', 'respond/stand', [5, 5, 5]);
    if (!away.ok) throw new Error(away.code);
    expect(away.events.map((e) => e.kind)).not.toContain('reaction-fire');
    expect(away.events.map((e) => e.kind)).toContain('assault');
  });

  it('9.81 step 6 a Disorder and retreat (15+) ends the charge: the cavalry retreats, offered no Recall, no assault', () => {
    // 9 + 5 + 1 = 15.
    const strong = { ...learned, 'ru-8-a1': { FS: 5 } };
    const s = must(charged({}, strong), 'french', CHARGE, [0]);
    const out = play(s, 'russian', 'respond/stand', [9]);
    if (!out.ok) throw new Error(out.code);
    const kinds = out.events.map((e) => e.kind);
    expect(kinds).toContain('reaction-cancels');
    expect(kinds).not.toContain('assault');
    expect(out.state.charge).toBeNull();
    expect(out.state.units['fr-1CC-1']?.disordered).toBe(true);
    // 8.6's retreat, one hex from the battery, is its owner's to take now (9.62).
    expect(out.state.retreats).toEqual([{ unit: 'fr-1CC-1', cause: '4618' }]);
    expect(keys(out.state, 'french')).toContain('retreat/fr-1CC-1/4716');
    expect(out.state.units['ru-Shak-1']?.disordered).toBe(false);
    expect(play(out.state, 'french', 'recall/yes', [0])).toMatchObject({ ok: false });
  });

  it('2.2 the battery’s Fire Strength is asked before the charge is resolved, when the battery may react', () => {
    const { 'ru-8-a1': _fs, ...withoutFs } = learned;
    void _fs;
    const t = must(charged({}, withoutFs), 'french', CHARGE);
    expect(t.pending).toMatchObject({ kind: 'charge' });
    expect(keys(t, 'russian')[0]).toMatch(/^value\/ru-8-a1\/FS\/front\//);
    // A battery that cannot react (Disordered, 8.6) asks nothing more. Facing away it still may: in square (9.85) it
    // would have six Frontal hexes.
    const disordered = must(charged({ disordered: true }, withoutFs), 'french', CHARGE, [0]);
    expect(disordered.pending).toBeNull();
    const away = must(charged({ facing: 'nw' }, withoutFs), 'french', CHARGE);
    expect(keys(away, 'russian')[0]).toMatch(/^value\/ru-8-a1\/FS\/front\//);
  });
});
