import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * Counter-battery fire (8.7) through the module. The French battery in 4616 faces north-west; the Russian battery in
 * 4618, two hexes north (through the open 4617), faces south-east: each has the other in its Frontal arc (6.13, 8.4).
 */
const values = {
  'fr-CM-a1': { FS: 4, Eff: 3, Max: 5, Coh: 5 },
  'ru-8-a1': { FS: 4, Eff: 3, Max: 5, Coh: 5, 'Coh.back': 3 },
};
const duel = (learned: object = values) =>
  built({
    step: 'fire',
    side: 'french',
    units: { 'fr-CM-a1': { at: '4616' }, 'ru-8-a1': { at: '4618', facing: 'se' } },
    learned: learned as typeof values,
    active: ['CM', '8'],
  });

describe('8.7 counter-battery', () => {
  it('8.7 artillery fired on by artillery may fire back at it, after the fire; the answer may be answered, each battery once a phase', () => {
    // 0 + 4 = 4: no effect; the Russian battery is offered the answer.
    const s = must(duel(), 'french', 'fire/fr-CM-a1/4618', [0]);
    expect(s.counterBattery).toMatchObject({ firer: 'fr-CM-a1', hex: '4616', units: ['ru-8-a1'] });
    expect(keys(s, 'russian')).toEqual(['counter/ru-8-a1', 'counter/none']);
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const t = play(s, 'russian', 'counter/ru-8-a1', [1]);
    if (!t.ok) throw new Error(t.code);
    expect(t.events.find((e) => e.kind === 'fire')).toMatchObject({ unit: 'ru-8-a1', target: '4616' });
    expect(t.state.units['ru-8-a1']?.counterFired).toBe(true);
    // The French battery, fired on in its turn, may answer too (it has not answered this phase).
    expect(keys(t.state, 'french')).toEqual(['counter/fr-CM-a1', 'counter/none']);
    const u = must(t.state, 'french', 'counter/fr-CM-a1', [1]);
    // The Russian battery has answered once this phase: no second answer.
    expect(u.counterBattery ?? null).toBeNull();
    expect(keys(u, 'french')).toEqual(['done']);
    // Declining ends it.
    const declined = must(s, 'russian', 'counter/none');
    expect(declined.counterBattery).toBeNull();
    expect(keys(declined, 'french')).toEqual(['done']);
  });

  it('8.7 a Disordered battery ("non Dispersa"), or one that cannot reach the firer, is offered nothing', () => {
    // 9 + 5 = 14: the Russian battery is Disordered.
    const hit = must(
      duel({ ...values, 'fr-CM-a1': { ...values['fr-CM-a1'], FS: 5 } }),
      'french',
      'fire/fr-CM-a1/4618',
      [9],
    );
    expect(hit.units['ru-8-a1']?.disordered).toBe(true);
    expect(hit.counterBattery ?? null).toBeNull();
    expect(play(hit, 'french', 'counter/fr-CM-a1')).toMatchObject({ ok: false, rule: '8.7' });
    // Maximum range 1: 4616 is 2 hexes away.
    const short = must(
      duel({ ...values, 'ru-8-a1': { ...values['ru-8-a1'], Eff: 1, Max: 1 } }),
      'french',
      'fire/fr-CM-a1/4618',
      [0],
    );
    expect(short.counterBattery ?? null).toBeNull();
    expect(keys(short, 'french')).toEqual(['done']);
  });

  it("8.7 the answering battery's values are asked when unknown; out of reach once known, it does not fire", () => {
    const s = must(
      duel({ 'fr-CM-a1': values['fr-CM-a1'], 'ru-8-a1': { Coh: 5 } }),
      'french',
      'fire/fr-CM-a1/4618',
      [0],
    );
    expect(keys(s, 'russian')).toEqual(['counter/ru-8-a1', 'counter/none']);
    let t = must(s, 'russian', 'counter/ru-8-a1');
    expect(t.pending).toMatchObject({ kind: 'fire', unit: 'ru-8-a1', counter: true });
    t = must(t, 'russian', 'value/ru-8-a1/FS/front/4');
    t = must(t, 'russian', 'value/ru-8-a1/Eff/front/1');
    const out = play(t, 'russian', 'value/ru-8-a1/Max/front/1', []);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.map((e) => e.kind)).toContain('counter-cannot');
    expect(out.events.map((e) => e.kind)).not.toContain('fire');
    expect(out.state.pending).toBeNull();
  });
});
