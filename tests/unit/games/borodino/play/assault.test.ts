import { describe, expect, it } from 'vitest';
import { built, keys, module, must, play } from './build.js';

/**
 * A French line regiment in 4616 facing north-west assaults the Russian jagers in 4617 (its Frontal hex), who face
 * south-east (4616 is in their Frontal arc, so their Defensive Fire counts, 9.42). The values are the counters' as the
 * players gave them: French SP 6, Cohesion 7 (4 Disordered); Russian SP 3, Cohesion 5 (3 Disordered), DF +1.
 */
const learned = {
  'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
};
const assaulting = (french = {}, russian = {}) =>
  built({
    step: 'assault',
    side: 'french',
    units: { 'fr-CM-1': { at: '4616', ...french }, 'ru-Shak-1': { at: '4617', facing: 'se', ...russian } },
    learned,
  });

describe('9.0 assault', () => {
  it('9.21 a good-order unit assaults the enemy in its Frontal hex; 9.24 a Disordered one may not', () => {
    expect(keys(assaulting(), 'french')).toEqual(['assault/4616/4617', 'done']);
    expect(keys(assaulting({ disordered: true }), 'french')).toEqual(['done']);
    expect(play(assaulting({ disordered: true }), 'french', 'assault/4616/4617')).toMatchObject({
      ok: false,
      rule: '9.24',
    });
    // 9.21: not at an enemy behind it.
    expect(keys(assaulting({ facing: 'se' }), 'french')).toEqual(['done']);
  });

  it('9.43 a failed Commitment (d10 + Defensive Fire above the Cohesion) cancels the assault, and the stack may not try again', () => {
    // 9 + 1 (Defensive Fire, 9.42) = 10 > 7.
    const s = must(assaulting(), 'french', 'assault/4616/4617', [9]);
    expect(s.units['ru-Shak-1']).toMatchObject({ at: '4617', disordered: false });
    expect(s.units['fr-CM-1']).toMatchObject({ at: '4616', assaulted: true });
    expect(play(s, 'french', 'assault/4616/4617')).toMatchObject({ ok: false });
  });

  it('9.51–9.54, 9.6, 9.71 10+: the defender is Disordered and retreats, the attacker advances into the hex it left', () => {
    // Commitment 3 + 1 = 4 ≤ 7; assault 9: 2-1 (+2), Cohesion 7 − 5 (+2), open ground: 13 or more, 10+.
    const s = must(assaulting(), 'french', 'assault/4616/4617', [3, 9]);
    expect(s.units['ru-Shak-1']?.disordered).toBe(true);
    expect(s.retreats).toEqual([{ unit: 'ru-Shak-1', cause: '4616' }]);
    expect(module.view(s, 'observer').status.active).toEqual(['russian']);
    const choices = keys(s, 'russian');
    expect(choices.length).toBeGreaterThan(0);
    // 9.62: one hex farther from the unit that caused it; never back towards it.
    expect(choices).not.toContain('retreat/ru-Shak-1/4515');
    expect(play(s, 'russian', 'retreat/ru-Shak-1/4716')).toMatchObject({ ok: false, rule: '9.62' });
    const after = must(s, 'russian', choices[0]!);
    expect(after.units['ru-Shak-1']?.at).not.toBe('4617');
    expect(after.units['fr-CM-1']?.at).toBe('4617');
  });

  it('9.6 0–4: the attacker is Disordered and its top unit checks its Disordered Cohesion to stay (9.62)', () => {
    // Equal strength and Cohesion: 1-1 (0), 0, open ground at most +1; roll 0 → 0–4.
    const even = {
      'fr-CM-1': { SP: 3, Coh: 5, 'Coh.back': 3 },
      'ru-Shak-1': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 0 },
    };
    const s = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617', facing: 'se' } },
      learned: even,
    });
    const stayed = must(s, 'french', 'assault/4616/4617', [0, 0, 3]);
    expect(stayed.units['fr-CM-1']).toMatchObject({ at: '4616', disordered: true });
    expect(stayed.retreats).toEqual([]);
    const retreating = must(s, 'french', 'assault/4616/4617', [0, 0, 4]);
    expect(retreating.retreats).toEqual([{ unit: 'fr-CM-1', cause: '4617' }]);
    expect(module.view(retreating, 'observer').status.active).toEqual(['french']);
  });

  it('9.25 artillery assaulted alone is eliminated without a roll, and the attacker advances', () => {
    const s = built({
      step: 'assault',
      side: 'french',
      // Facing away (north-west), the battery has no Reaction Fire at 4616 (8.6: reaction.test.ts).
      units: { 'fr-CM-1': { at: '4616' }, 'ru-8-a1': { at: '4617', facing: 'nw' } },
      learned: { 'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 } },
    });
    const t = must(s, 'french', 'assault/4616/4617', [3]);
    expect(t.units['ru-8-a1']?.at).toBe('eliminated');
    expect(t.units['fr-CM-1']?.at).toBe('4617');
  });

  describe('9.22 assault on two hexes', () => {
    // Jagers in both Frontal hexes of 4616 (4617 north, 4716 north-west), each facing it (Defensive Fire +1 and +0).
    const both = (assaulted: readonly string[] = []) => ({
      ...built({
        step: 'assault',
        side: 'french',
        units: {
          'fr-CM-1': { at: '4616' },
          'ru-Shak-1': { at: '4617', facing: 'se' },
          'ru-Shak-2': { at: '4716', facing: 'se' },
        },
        learned: { ...learned, 'ru-Shak-2': { SP: 3, Coh: 4, 'Coh.back': 2, DF: 0 } },
      }),
      assaultedHexes: assaulted,
    });

    it('9.22 a stack with enemies in both Frontal hexes assaults both, naming the hex it advances into first; one hex alone is refused', () => {
      expect(keys(both(), 'french')).toEqual(['assault/4616/4617.4716', 'assault/4616/4716.4617', 'done']);
      expect(play(both(), 'french', 'assault/4616/4617')).toMatchObject({ ok: false, rule: '9.22' });
      // Another friendly unit assaulted 4716 this activation: the stack assaults 4617 alone.
      expect(keys(both(['4716']), 'french')).toEqual(['assault/4616/4617', 'done']);
      expect(play(both(['4716']), 'french', 'assault/4616/4617.4716')).toMatchObject({ ok: false, rule: '9.22' });
    });

    it('9.22, 9.42, 9.51 one roll for both hexes: both Defensive Fires on the Commitment, both defenders in the ratio, the advance into the hex named first', () => {
      // Commitment 6 + 1 + 0 = 7 ≤ 7 (with one Defensive Fire more it would fail).
      const out = play(both(), 'french', 'assault/4616/4716.4617', [6, 9]);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      const commitment = out.events.find((e) => e.kind === 'commitment')!;
      expect((commitment['result'] as { total: number; committed: boolean }).total).toBe(7);
      const assaults = out.events.filter((e) => e.kind === 'assault');
      expect(assaults.map((e) => e['target'])).toEqual(['4716', '4617']);
      // 6 SP against 3 + 3: 1-1; Cohesion 7 − 5 (the higher of the two): one roll, read in each hex.
      for (const e of assaults)
        expect(e['result']).toMatchObject({ roll: 9, ratio: '1-1', outcome: 'defender-retreat' });
      expect(out.state.retreats.map((r) => r.unit)).toEqual(['ru-Shak-2', 'ru-Shak-1']);
      let s = out.state;
      while (s.retreats.length > 0) {
        const unit = s.retreats[0]!.unit;
        s = must(
          s,
          'russian',
          keys(s, 'russian').find((k) => k.startsWith(`retreat/${unit}/`))!,
        );
      }
      expect(s.units['fr-CM-1']?.at).toBe('4716');
    });

    it('9.22, 6.23 a row that Disorders the attacker in both hexes Disorders it once and its top unit checks once', () => {
      // Commitment 3 + 1 = 4; assault 0: 1-1 (0) + 2 + at most 1 for the open ground: 0–4 in both hexes; check 3 ≤ 4.
      const out = play(both(), 'french', 'assault/4616/4617.4716', [3, 0, 3]);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.events.filter((e) => e.kind === 'disorder' && e['unit'] === 'fr-CM-1')).toHaveLength(1);
      expect(out.state.units['fr-CM-1']).toMatchObject({ at: '4616', disordered: true });
      expect(out.state.retreats).toEqual([]);
    });
  });
});
