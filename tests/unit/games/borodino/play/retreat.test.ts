import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, module, must, play } from './build.js';

/**
 * Retreats through friends (9.64, 9.65) through the module. The Russian regiment in 4616 retreats from the French in
 * 4516: the hexes one farther are 4716, 4715 and 4615 (4616's neighbours); the French hold 4715 and 4615, so 4716 is
 * its only way. From 4716 the hexes farther from 4516 are 4817 and 4816; from 4816, 4916 and 4915.
 */
const learned = {
  'ru-4CC-1': { Coh: 6, 'Coh.back': 3 },
  'ru-4CC-2': { Coh: 5 },
  'ru-4CC-3': { Coh: 5 },
};
const retreating = (units: Parameters<typeof built>[0]['units'], values: object = learned): BorodinoState => ({
  ...built({
    step: 'assault',
    side: 'french',
    units: {
      'ru-Shak-1': { at: '4616' },
      'fr-CM-1': { at: '4516' },
      'fr-CM-2': { at: '4715' },
      'fr-CM-3': { at: '4615' },
      ...units,
    },
    learned: values as typeof learned,
    active: ['CM', 'Shak', '4CC'],
  }),
  retreats: [{ unit: 'ru-Shak-1', cause: '4516' }],
});

describe('9.65 retreat through friendly units', () => {
  it('9.65 through the stack it may not join, one hex farther; that stack checks its Cohesion, Disordered on a failure', () => {
    const s = retreating({ 'ru-4CC-1': { at: '4716' } });
    const choices = keys(s, 'russian');
    expect(choices).toEqual(expect.arrayContaining(['retreat/ru-Shak-1/4817/4716', 'retreat/ru-Shak-1/4816/4716']));
    expect(choices.some((k) => k === 'retreat/ru-Shak-1/4716')).toBe(false);
    // 7 > 6: the cavalry retreated through is Disordered.
    const failed = play(s, 'russian', 'retreat/ru-Shak-1/4817/4716', [7]);
    if (!failed.ok) throw new Error(failed.code);
    expect(failed.state.units['ru-Shak-1']?.at).toBe('4817');
    expect(failed.state.units['ru-4CC-1']).toMatchObject({ at: '4716', disordered: true });
    expect(failed.events.find((e) => e.kind === 'through-check')).toMatchObject({ unit: 'ru-4CC-1', pass: false });
    expect(failed.state.pending).toBeNull();
    // 6 ≤ 6: it holds.
    const held = must(s, 'russian', 'retreat/ru-Shak-1/4817/4716', [6]);
    expect(held.units['ru-4CC-1']).toMatchObject({ at: '4716', disordered: false });
    // Already Disordered, a failure Withdraws it (9.66).
    const shaken = retreating({ 'ru-4CC-1': { at: '4716', disordered: true } });
    expect(must(shaken, 'russian', 'retreat/ru-Shak-1/4817/4716', [4]).units['ru-4CC-1']?.at).toBe('withdrawn');
    expect(module.check!(held)).toEqual([]);
  });

  it('9.65 only when it is the only way: a stack it may join is taken instead (9.64), and no check is rolled', () => {
    const s = retreating({ 'ru-4CC-1': { at: '4716' }, 'fr-CM-2': { at: 'eliminated' }, 'ru-Shak-2': { at: '4715' } });
    const choices = keys(s, 'russian');
    expect(choices).toEqual(['retreat/ru-Shak-1/4715']);
    expect(play(s, 'russian', 'retreat/ru-Shak-1/4817/4716')).toMatchObject({ ok: false, rule: '9.62' });
    const t = play(s, 'russian', 'retreat/ru-Shak-1/4715', []);
    if (!t.ok) throw new Error(t.code);
    expect(t.events.map((e) => e.kind)).not.toContain('through-check');
  });

  it('9.64, 6.14 joining infantry stacked with a battery facing its own way, it takes the infantry’s facing', () => {
    // 4715: a Russian battery facing se, a regiment facing sw (6.14: artillery with infantry may face its own way).
    const placed = retreating({
      'ru-4CC-1': { at: '4716' },
      'fr-CM-2': { at: 'eliminated' },
      'ru-8-a1': { at: '4715', facing: 'se' },
      'ru-Shak-2': { at: '4715', facing: 'sw' },
    });
    // The battery first among the units, as a hex's first friend met.
    const { 'ru-8-a1': battery, ...others } = placed.units;
    const s = { ...placed, units: { 'ru-8-a1': battery!, ...others } };
    expect(keys(s, 'russian')).toEqual(['retreat/ru-Shak-1/4715']);
    const t = must(s, 'russian', 'retreat/ru-Shak-1/4715', []);
    expect(t.units['ru-Shak-1']).toMatchObject({ at: '4715', facing: 'sw' });
    expect(module.check!(t)).toEqual([]);
    // Not the battery's: that would leave the hex's infantry facing two ways (6.11).
    expect(
      module.check!({ ...t, units: { ...t.units, 'ru-Shak-1': { ...t.units['ru-Shak-1']!, facing: 'se' } } }),
    ).toEqual([expect.stringMatching(/facing-mixed/)]);
  });

  it('9.65 through two stacks in a row ("può ripetersi"), each checking in turn; never stopping in either', () => {
    const s = retreating({ 'ru-4CC-1': { at: '4716' }, 'ru-4CC-2': { at: '4816' }, 'ru-4CC-3': { at: '4817' } });
    const choices = keys(s, 'russian');
    expect(choices).toEqual(
      expect.arrayContaining(['retreat/ru-Shak-1/4916/4716.4816', 'retreat/ru-Shak-1/4915/4716.4816']),
    );
    for (const k of choices) expect(['4716', '4816', '4817']).not.toContain(k.split('/')[2]);
    const t = play(s, 'russian', 'retreat/ru-Shak-1/4916/4716.4816', [2, 8]);
    if (!t.ok) throw new Error(t.code);
    expect(t.state.units['ru-Shak-1']?.at).toBe('4916');
    expect(t.events.filter((e) => e.kind === 'through-check').map((e) => [e['unit'], e['pass']])).toEqual([
      ['ru-4CC-1', true],
      ['ru-4CC-2', false],
    ]);
    expect(t.state.units['ru-4CC-2']?.disordered).toBe(true);
    expect(t.state.units['ru-4CC-3']?.disordered).toBe(false);
  });

  it("9.65 the checking unit's Cohesion is asked of its owner when unknown, then rolled", () => {
    const s = retreating({ 'ru-4CC-4': { at: '4716' } });
    const asked = must(s, 'russian', 'retreat/ru-Shak-1/4817/4716');
    expect(asked.pending).toMatchObject({ kind: 'through', hexes: ['4716'] });
    expect(keys(asked, 'russian')[0]).toMatch(/^value\/ru-4CC-4\/Coh\/front\//);
    expect(play(asked, 'french', 'done')).toMatchObject({ ok: false });
    const t = play(asked, 'russian', 'value/ru-4CC-4/Coh/front/5', [9]);
    if (!t.ok) throw new Error(t.code);
    expect(t.state.pending).toBeNull();
    expect(t.state.units['ru-4CC-4']?.disordered).toBe(true);
  });
});
