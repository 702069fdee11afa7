import { describe, expect, it } from 'vitest';
import { built, keys, module, must, play } from './build.js';

/** A French battery in 4616 facing north-west (4617 and 4716 Frontal), the Russian jagers next to it. */
const fireAt = (russianAt: string, learned = {}) =>
  built({
    step: 'fire',
    side: 'french',
    units: { 'fr-CM-a1': { at: '4616' }, 'ru-Shak-1': { at: russianAt, facing: 'se' } },
    learned: { 'fr-CM-a1': { FS: 4, Eff: 3, Max: 5 }, ...learned },
  });

describe('8.0 artillery fire', () => {
  it('8.3, 8.4, 6.13 a battery fires only at an enemy in its Frontal arc', () => {
    expect(keys(fireAt('4617'), 'french', ['u:fr-CM-a1'])).toEqual(['fire/fr-CM-a1/4617']);
    expect(keys(fireAt('4515'), 'french')).toEqual(['done']);
    expect(play(fireAt('4515'), 'french', 'fire/fr-CM-a1/4515')).toMatchObject({
      ok: false,
      code: 'fire-not-frontal',
      rule: '6.13',
    });
  });

  it("2.2 the battery's own values are asked of its owner first, the target's Cohesion of the other side", () => {
    const s = built({
      step: 'fire',
      side: 'french',
      units: { 'fr-CM-a1': { at: '4616' }, 'ru-Shak-1': { at: '4617' } },
    });
    expect(keys(s, 'french', ['u:fr-CM-a1'])[0]).toBe('value/fr-CM-a1/FS/front/1');
    let t = must(s, 'french', 'value/fr-CM-a1/FS/front/4');
    t = must(t, 'french', 'value/fr-CM-a1/Eff/front/3');
    // 8.3: the Maximum range is no shorter than the Effective.
    expect(keys(t, 'french', ['u:fr-CM-a1'])[0]).toBe('value/fr-CM-a1/Max/front/3');
    expect(play(t, 'french', 'value/fr-CM-a1/Max/front/2')).toMatchObject({ ok: false, code: 'value-range' });
    t = must(t, 'french', 'value/fr-CM-a1/Max/front/5');
    t = must(t, 'french', 'fire/fr-CM-a1/4617');
    expect(module.view(t, 'observer').status.active).toEqual(['russian']);
    expect(keys(t, 'russian')[0]).toBe('value/ru-Shak-1/Coh/front/0');
    expect(play(t, 'french', 'value/ru-Shak-1/Coh/front/6')).toMatchObject({ ok: false, code: 'not-your-turn' });
    // The Cohesion given, the fire is rolled: 9 + Fire Strength 4 + 1 point blank (8.3) = 14, Disorder (8.5).
    const out = play(t, 'russian', 'value/ru-Shak-1/Coh/front/6', [9]);
    expect(out).toMatchObject({ ok: true });
    if (!out.ok) return;
    expect(out.state.units['ru-Shak-1']?.disordered).toBe(true);
    expect(out.state.units['fr-CM-a1']).toMatchObject({ fired: true });
    expect(out.events.find((e) => e.kind === 'fire')).toMatchObject({ result: { total: 14, effect: 'disorder' } });
  });

  it('8.5 on 9–12 each unit in the hex checks its Cohesion; a failure Disorders it', () => {
    const s = fireAt('4617', { 'ru-Shak-1': { Coh: 6 } });
    // 4 + 4 + 1 = 9: a check; the check rolls 7 > 6.
    const failed = must(s, 'french', 'fire/fr-CM-a1/4617', [4, 7]);
    expect(failed.units['ru-Shak-1']?.disordered).toBe(true);
    const passed = must(s, 'french', 'fire/fr-CM-a1/4617', [4, 6]);
    expect(passed.units['ru-Shak-1']?.disordered).toBe(false);
  });

  it('8.5 15+ Disorders the units and retreats them one hex from the firer (9.62); 8.1 a Disordered battery never fires', () => {
    const s = fireAt('4617', { 'ru-Shak-1': { Coh: 6 }, 'fr-CM-a1': { FS: 5, Eff: 3, Max: 5 } });
    // 9 + 5 + 1 = 15.
    const t = must(s, 'french', 'fire/fr-CM-a1/4617', [9]);
    expect(t.units['ru-Shak-1']?.disordered).toBe(true);
    expect(t.retreats).toEqual([{ unit: 'ru-Shak-1', cause: '4616' }]);
    expect(module.view(t, 'observer').status.active).toEqual(['russian']);
    const disordered = built({
      step: 'fire',
      side: 'french',
      units: { 'fr-CM-a1': { at: '4616', disordered: true }, 'ru-Shak-1': { at: '4617' } },
      learned: { 'fr-CM-a1': { FS: 4, Eff: 3, Max: 5 } },
    });
    expect(keys(disordered, 'french')).toEqual(['done']);
    expect(play(disordered, 'french', 'fire/fr-CM-a1/4617')).toMatchObject({ ok: false, rule: '8.1' });
  });
});
