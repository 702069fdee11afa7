import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * 9.71 the advance's facing, on the pack's open ground: a unit in 4617 has 4516 south-east, 4517 north-east, 4618
 * north, 4717 north-west, 4716 south-west and 4616 south of it, so facing north-west its Frontal hexes are 4618 and
 * 4717, facing north-east 4517 and 4618, facing south-east 4516 and 4616.
 */

describe('9.71 the units that advance may change facing on entering the hex', () => {
  // A French regiment in 4616 facing north-west assaults the jagers in 4617; more jagers stand in 4618.
  const start = () =>
    built({
      step: 'assault',
      side: 'french',
      units: {
        'fr-CM-1': { at: '4616' },
        'ru-Shak-1': { at: '4617', facing: 'se' },
        'ru-Shak-2': { at: '4618', facing: 'se' },
      },
      learned: {
        'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
        'ru-Shak-1': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
        'ru-Shak-2': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
      },
    });
  /** The assault's 10+ (Commitment 3 + 1; assault 9), the retreat to 4517 and the advance into 4617. */
  const advanced = () =>
    must(must(start(), 'french', 'assault/4616/4617', [3, 9]), 'russian', 'retreat/ru-Shak-1/4517');

  it('9.71 the attacker chooses the facing of the units that advanced, its own offered first; nothing else before it', () => {
    const s = advanced();
    expect(s.units['fr-CM-1']).toMatchObject({ at: '4617', facing: 'nw' });
    expect(s.advanceFacing).toMatchObject({ units: ['fr-CM-1'], hex: '4617' });
    expect(keys(s, 'french')).toEqual(['nw', 'e', 'ne', 'w', 'sw', 'se'].map((f) => `advance-face/${f}`));
    // The Breakthrough waits for the facing.
    expect(s.secondary ?? null).toBeNull();
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, rule: '9.71' });
    expect(play(s, 'russian', 'advance-face/se')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const t = must(s, 'french', 'advance-face/se');
    expect(t.units['fr-CM-1']).toMatchObject({ at: '4617', facing: 'se' });
    expect(t.advanceFacing).toBeNull();
  });

  it('9.71 a facing that is no vertex of the map is refused (6.11); none is asked without an advance', () => {
    const s = advanced();
    expect(play(s, 'french', 'advance-face/n')).toMatchObject({ ok: false, rule: '6.11' });
    expect(play(start(), 'french', 'advance-face/ne')).toMatchObject({ ok: false, rule: '9.71' });
  });

  it('9.73 the Breakthrough reads the facing taken on entering: its targets are the new Frontal hexes', () => {
    // Facing north-west, as before: the jagers in 4618 only.
    const kept = must(advanced(), 'french', 'advance-face/nw');
    expect(kept.secondary).toMatchObject({ by: 'breakthrough', hex: '4617' });
    expect(keys(kept, 'french')).toEqual(['secondary/4617', 'secondary/none']);
    const one = play(kept, 'french', 'secondary/4617', [9]);
    expect(one.ok && one.events.find((e) => e.kind === 'breakthrough')).toMatchObject({ targets: ['4618'] });
    // Facing north-east: the retreated jagers in 4517 and those in 4618, both assaulted (9.22).
    const turned = must(advanced(), 'french', 'advance-face/ne');
    expect(turned.secondary).toMatchObject({ by: 'breakthrough', hex: '4617' });
    const both = play(turned, 'french', 'secondary/4617', [9]);
    expect(both.ok && both.events.find((e) => e.kind === 'breakthrough')).toMatchObject({ targets: ['4517', '4618'] });
    // Facing south-east: no enemy in its Frontal hexes, no Breakthrough.
    expect(must(advanced(), 'french', 'advance-face/se').secondary ?? null).toBeNull();
  });
});
