import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * 9.73 Secondary Assault, on the pack's open ground around 4616 (4617 north of it; a unit in 4617 facing north-west has
 * 4618 and 4717 Frontal, facing south-east 4516 and 4616).
 */

describe('9.73 Breakthrough', () => {
  // A French regiment in 4616 facing north-west assaults the jagers in 4617; more jagers stand in 4618, in the
  // Frontal hexes of 4617 for a unit facing north-west.
  const learned = {
    'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
    'ru-Shak-1': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
    'ru-Shak-2': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
  };
  const start = () =>
    built({
      step: 'assault',
      side: 'french',
      units: {
        'fr-CM-1': { at: '4616' },
        'ru-Shak-1': { at: '4617', facing: 'se' },
        'ru-Shak-2': { at: '4618', facing: 'se' },
      },
      learned,
    });
  /** The assault's 10+ (Commitment 3 + 1; assault 9), the retreat to 4517 and the advance into 4617, facing as before. */
  const advanced = () =>
    must(
      must(must(start(), 'french', 'assault/4616/4617', [3, 9]), 'russian', 'retreat/ru-Shak-1/4517'),
      'french',
      'advance-face/nw',
    );

  it('9.73 after a 10+ the infantry that advanced may assault every enemy in its Frontal hexes, with no Commitment', () => {
    const s = advanced();
    expect(s.units['fr-CM-1']?.at).toBe('4617');
    expect(s.secondary).toMatchObject({ by: 'breakthrough', hex: '4617' });
    expect(keys(s, 'french')).toEqual(['secondary/4617', 'secondary/none']);
    // One die: the assault's (no Commitment roll first).
    const out = play(s, 'french', 'secondary/4617', [9]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.events.some((e) => e.kind === 'commitment')).toBe(false);
    expect(out.events.find((e) => e.kind === 'breakthrough')).toMatchObject({ hex: '4617', targets: ['4618'] });
    expect(out.events.find((e) => e.kind === 'assault')).toMatchObject({ target: '4618', result: { roll: 9 } });
    // 9.73: once a phase: the second 10+ offers no second Breakthrough.
    const after = must(out.state, 'russian', keys(out.state, 'russian')[0]!);
    expect(after.units['fr-CM-1']?.at).toBe('4618');
    expect(after.secondary ?? null).toBeNull();
  });

  it('9.73 the Breakthrough is made only from the hex advanced into, and may be declined; never after a 5–9', () => {
    const s = advanced();
    expect(play(s, 'french', 'secondary/4616')).toMatchObject({ ok: false, rule: '9.73' });
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, rule: '9.73' });
    const declined = must(s, 'french', 'secondary/none');
    expect(declined.secondary).toBeNull();
    expect(declined.units['ru-Shak-2']).toMatchObject({ at: '4618', disordered: false });
    // Assault 5: 5 + 2 (2-1) + 2 (Cohesion) + 1 at most: 9–10; roll 3 instead: 5–9, the defender's check 3 ≤ 3 holds.
    const held = must(start(), 'french', 'assault/4616/4617', [3, 1, 3]);
    expect(held.units['fr-CM-1']?.at).toBe('4616');
    expect(held.secondary ?? null).toBeNull();
  });
});

describe('9.73 Counter-assault', () => {
  // A weak French regiment in 4616 assaults strong jagers in 4617 facing it.
  const learned = {
    'fr-CM-1': { SP: 2, Coh: 3, 'Coh.back': 2, 'SP.back': 1 },
    'ru-Shak-1': { SP: 6, Coh: 7, 'Coh.back': 4, DF: 0 },
  };
  const start = () =>
    built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617', facing: 'se' } },
      learned,
    });
  /** Commitment 0; assault 0: 1-3, Cohesion 3 − 7: below 0; the attacker's check 0 ≤ 2 holds: it stays, Disordered. */
  const repulsed = () => must(start(), 'french', 'assault/4616/4617', [0, 0, 0]);

  it('9.73 after a <0 the defending infantry may counter-assault, from its hex or one next to it, without turning, with no Commitment', () => {
    const s = repulsed();
    expect(s.units['fr-CM-1']).toMatchObject({ at: '4616', disordered: true });
    expect(s.secondary).toMatchObject({ by: 'counter-assault', hex: '4617' });
    const choices = keys(s, 'russian');
    expect(choices).toContain('secondary/4617');
    expect(choices).toContain('secondary/none');
    // From 4716, facing south-east as it does, 4616 is Frontal: it may move there first.
    expect(choices).toContain('secondary/4716');
    const out = play(s, 'russian', 'secondary/4716', [9]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.events.some((e) => e.kind === 'commitment')).toBe(false);
    expect(out.events.find((e) => e.kind === 'counter-assault')).toMatchObject({ from: '4617', hex: '4716' });
    expect(out.events.find((e) => e.kind === 'assault')).toMatchObject({ hex: '4716', target: '4616' });
    // 10+: the Disordered French regiment is Disordered again and Withdraws (9.66); the jagers advance into 4616.
    expect(out.state.units['fr-CM-1']?.at).toBe('withdrawn');
    expect(out.state.units['ru-Shak-1']).toMatchObject({ at: '4616', facing: 'se', secondary: true });
  });

  it('9.73 no Counter-assault from a hex with no enemy in its Frontal hexes, nor by the side that assaulted', () => {
    const s = repulsed();
    // 4618: facing south-east, its Frontal hexes are 4517 and 4617, no enemy.
    expect(keys(s, 'russian')).not.toContain('secondary/4618');
    expect(play(s, 'russian', 'secondary/4618')).toMatchObject({ ok: false, rule: '9.73' });
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, rule: '3.0' });
    // A Disordered defender does not assault (9.24): no Counter-assault is offered.
    const disordered = must(
      built({
        step: 'assault',
        side: 'french',
        units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617', facing: 'se', disordered: true } },
        learned: { ...learned, 'ru-Shak-1': { ...learned['ru-Shak-1'], 'SP.back': 6, 'Coh.back': 4 } },
      }),
      'french',
      'assault/4616/4617',
      [0, 0, 0],
    );
    expect(disordered.secondary ?? null).toBeNull();
  });

  it("9.73 with Shevardino's limits: the French counter-assault never from a hex east of 3600", () => {
    // The jagers in 3616 facing north-west assault the French in 3617 facing south-west and are repulsed; from 3516
    // (east of 3600), facing as it does, the French regiment would have 3616 in its Frontal hexes.
    const s = must(
      built({
        step: 'assault',
        side: 'russian',
        units: { 'ru-Shak-1': { at: '3616', facing: 'nw' }, 'fr-CM-1': { at: '3617', facing: 'sw' } },
        learned: {
          'ru-Shak-1': { ...learned['fr-CM-1'], DF: 0 },
          'fr-CM-1': { ...learned['ru-Shak-1'], DF: 0 },
        },
      }),
      'russian',
      'assault/3616/3617',
      [0, 0, 0],
    );
    expect(s.secondary).toMatchObject({ by: 'counter-assault', hex: '3617' });
    expect(keys(s, 'french')).toEqual(['secondary/3617', 'secondary/none']);
    expect(play(s, 'french', 'secondary/3516')).toMatchObject({ ok: false, rule: '9.73' });
  });
});
