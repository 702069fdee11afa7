import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * 9.31 with 9.87: light cavalry pursued by heavy cavalry may retreat before the pursuit charge, "anche se in
 * Disordine". French heavy cavalry (SP 4, Cohesion 7) in 4616 facing north-west charges through 4617 the Russian light
 * cavalry in 4618 (SP 3, Cohesion 6, 3 Disordered), which faces north-west (4617 behind it: no countercharge).
 */
const learned = {
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
  'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
};
const active = ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'];

/** The charge stood, committed (7), rolled 9 (10+), the light cavalry retreated to 4619; the pursuit charge declared. */
function pursued() {
  const start = built({
    step: 'assault',
    side: 'french',
    units: { 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4618', facing: 'nw' } },
    learned,
    active,
  });
  const declared = must(start, 'french', 'charge/4616/4618/4617/nw');
  const resolved = must(declared, 'russian', 'evade/stand', [7, 9]);
  const retreated = must(resolved, 'russian', 'retreat/ru-4CC-1/4619');
  return must(retreated, 'french', 'pursue/4619/nw/charge');
}

describe('9.31 retreat before a pursuit charge', () => {
  it('9.31 the pursued light cavalry, Disordered, may retreat before the heavy pursuit charge; it rolls, and the pursuit ends', () => {
    const s = pursued();
    expect(s.units['ru-4CC-1']).toMatchObject({ at: '4619', disordered: true });
    expect(s.evade).toMatchObject({ stage: 'defender', units: ['ru-4CC-1'] });
    const paths = keys(s, 'russian').filter((k) => k !== 'evade/stand');
    expect(paths.length).toBeGreaterThan(0);
    // Its Disorder roll: 2 ≤ 3 (its Disordered Cohesion): it stays Disordered, not Withdrawn.
    const out = play(s, 'russian', paths[0]!, [2]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.events.some((e) => e.kind === 'evade-roll')).toBe(true);
    expect(out.state.units['ru-4CC-1']?.at).not.toBe('4619');
    // The pursuer may advance into 4619; the pursuit is over and 9.84 Disorders it.
    expect(keys(out.state, 'french')).toEqual(['evade-advance/yes', 'evade-advance/no']);
    const after = must(out.state, 'french', 'evade-advance/no');
    expect(after.units['fr-1CC-1']).toMatchObject({ at: '4618', disordered: true });
    expect(after.pursuit ?? null).toBeNull();
  });

  it('9.31 standing, the pursuit charge goes on; no retreat through the pursuer’s ZOC; infantry pursued is offered none', () => {
    const s = pursued();
    expect(play(s, 'russian', 'evade/4618')).toMatchObject({ ok: false, rule: '9.31' });
    const stood = play(s, 'russian', 'evade/stand', [0]);
    expect(stood.ok).toBe(true);
    if (!stood.ok) return;
    expect(stood.events.some((e) => e.kind === 'pursuit-charge')).toBe(true);
    // Jagers pursued (infantry) never retreat before it.
    const jagers = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-1CC-1': { at: '4616' }, 'ru-Shak-1': { at: '4618', facing: 'se' } },
      learned,
      active,
    });
    const t = must(must(jagers, 'french', 'charge/4616/4618/4617/nw', [7]), 'russian', 'respond/stand', [9]);
    const p = must(must(t, 'russian', 'retreat/ru-Shak-1/4619'), 'french', 'pursue/4619/nw/charge', [3]);
    expect(p.evade ?? null).toBeNull();
  });
});
