import { describe, expect, it } from 'vitest';
import { built, keys, module, must, play } from './build.js';

/**
 * Retreat before assault (9.31) through the module. A French line regiment in 4616 facing north-west assaults the
 * Russian light cavalry in 4617 (its Frontal hex); French heavy cavalry in 4616 charges it in 4618 through 4617.
 * 4616's neighbours: 4617 north, 4716 north-west, 4516 north-east; so 4716 and 4516 are in the French ZOC (6.31).
 */
const learned = {
  'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
  'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 },
};
const active = ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'];
const at = (units: Parameters<typeof built>[0]['units'], values: object = learned) =>
  built({ step: 'assault', side: 'french', units, learned: values as typeof learned, active });

describe('9.31 retreat before assault', () => {
  it('9.31 cavalry assaulted by infantry may retreat 1 or 2 hexes before the Commitment; the attacker may advance', () => {
    const s = must(
      at({ 'fr-CM-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } }),
      'french',
      'assault/4616/4617',
    );
    expect(s.evade).toMatchObject({ stage: 'defender', units: ['ru-4CC-1'] });
    expect(module.view(s, 'observer').status.active).toEqual(['russian']);
    const choices = keys(s, 'russian');
    expect(choices).toContain('evade/4618');
    expect(choices).toContain('evade/4618.4619');
    expect(choices.at(-1)).toBe('evade/stand');
    const t = must(s, 'russian', 'evade/4618.4619');
    expect(t.units['ru-4CC-1']).toMatchObject({ at: '4619', disordered: false });
    expect(keys(t, 'french')).toEqual(['evade-advance/yes', 'evade-advance/no']);
    const advanced = must(t, 'french', 'evade-advance/yes');
    expect(advanced.units['fr-CM-1']).toMatchObject({ at: '4617', assaulted: true });
    expect(advanced.evade).toBeNull();
    // Or it stays (9.72: the advance is optional); the assault is over either way.
    const stayed = must(t, 'french', 'evade-advance/no');
    expect(stayed.units['fr-CM-1']).toMatchObject({ at: '4616', assaulted: true });
    expect(play(stayed, 'french', 'assault/4616/4617')).toMatchObject({ ok: false });
  });

  it('6.11 a stack that retreats before the assault onto friends faces as they do', () => {
    const s = must(
      at({
        'fr-CM-1': { at: '4616' },
        'ru-4CC-1': { at: '4617', facing: 'se' },
        'ru-4CC-2': { at: '4618', facing: 'ne' },
      }),
      'french',
      'assault/4616/4617',
    );
    const t = must(s, 'russian', 'evade/4618');
    expect(t.units['ru-4CC-1']).toMatchObject({ at: '4618', facing: 'ne' });
    expect(module.check!(t)).toEqual([]);
  });

  it('9.31 never through the ZOC of the attackers it retreats from, nor into the ZOC of another enemy unit', () => {
    const s = must(
      at({ 'fr-CM-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' }, 'fr-CM-2': { at: '4620' } }),
      'french',
      'assault/4616/4617',
    );
    const choices = keys(s, 'russian');
    // 4716 is in the attacker's ZOC: it may stop there, not go through it.
    expect(choices).toContain('evade/4716');
    expect(choices.some((k) => k.startsWith('evade/4716.'))).toBe(false);
    expect(play(s, 'russian', 'evade/4716.4717')).toMatchObject({ ok: false, rule: '9.31' });
    // 4619 is in the ZOC of the regiment in 4620, which is not an attacker.
    expect(choices).not.toContain('evade/4618.4619');
    expect(play(s, 'russian', 'evade/4618.4619')).toMatchObject({ ok: false, rule: '9.31' });
    // Standing, the assault goes on: the Commitment is rolled.
    const stood = play(s, 'russian', 'evade/stand', [9]);
    if (!stood.ok) throw new Error(stood.code);
    expect(stood.events.map((e) => e.kind)).toContain('commitment');
    expect(stood.state.units['ru-4CC-1']?.at).toBe('4617');
  });

  it('9.31 a heavy charge on light cavalry: it may retreat, rolling its Cohesion against Disorder; a light charge gives no such choice', () => {
    const heavy = must(
      at({ 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4618', facing: 'se' } }),
      'french',
      'charge/4616/4618/4617/nw',
    );
    expect(heavy.evade?.stage).toBe('defender');
    // 7 > 6: Disordered as it goes.
    const t = play(heavy, 'russian', 'evade/4619', [7]);
    if (!t.ok) throw new Error(t.code);
    expect(t.state.units['ru-4CC-1']).toMatchObject({ at: '4619', disordered: true });
    expect(t.events.find((e) => e.kind === 'evade-roll')?.['result']).toMatchObject({
      pass: false,
      effect: 'disordered',
    });
    // The charge is over: the cavalry is not Disordered (9.84: it did not charge) and may advance into 4618.
    const advanced = must(t.state, 'french', 'evade-advance/yes');
    expect(advanced.units['fr-1CC-1']).toMatchObject({ at: '4618', disordered: false });
    const light = at(
      { 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4618', facing: 'se' } },
      { ...learned, 'fr-1CC-1': { ...learned['fr-1CC-1'], Cav: 0 } },
    );
    const charged = must(light, 'french', 'charge/4616/4618/4617/nw', [7]);
    expect(charged.evade).toBeNull();
    expect(charged.charge?.stage).toBe('respond');
    expect(play(charged, 'russian', 'evade/4619')).toMatchObject({ ok: false, code: 'charge-respond-first' });
  });
});

describe('9.31 retreat before an assault by heavy cavalry alone', () => {
  it('9.31 light cavalry assaulted (not charged) by heavy cavalry alone may retreat, with no roll; the attacker may advance', () => {
    const s = must(
      at({ 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } }),
      'french',
      'assault/4616/4617',
    );
    expect(s.evade).toMatchObject({ stage: 'defender', units: ['ru-4CC-1'] });
    expect(keys(s, 'russian')).toContain('evade/4618.4619');
    const t = play(s, 'russian', 'evade/4618.4619', []);
    if (!t.ok) throw new Error(t.code);
    // No Disorder roll: only a charge calls for it ("in Carica").
    expect(t.events.map((e) => e.kind)).not.toContain('evade-roll');
    expect(t.state.units['ru-4CC-1']).toMatchObject({ at: '4619', disordered: false });
    const advanced = must(t.state, 'french', 'evade-advance/yes');
    expect(advanced.units['fr-1CC-1']).toMatchObject({ at: '4617', assaulted: true, disordered: false });
  });

  it("9.31 the cavalry types are asked when unknown: the attacker's, then the defender's", () => {
    const s = must(
      at(
        { 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } },
        { ...learned, 'fr-1CC-1': { SP: 4, Coh: 7, 'Coh.back': 4 } },
      ),
      'french',
      'assault/4616/4617',
    );
    expect(keys(s, 'french')[0]).toMatch(/^value\/fr-1CC-1\/Cav\/front\//);
    const heavy = must(s, 'french', 'value/fr-1CC-1/Cav/front/1');
    expect(heavy.evade?.stage).toBe('defender');
  });

  it('9.31 no retreat before light cavalry, nor for heavy cavalry assaulted by heavy cavalry: the Commitment is rolled', () => {
    const light = play(
      at(
        { 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } },
        { ...learned, 'fr-1CC-1': { ...learned['fr-1CC-1'], Cav: 0 } },
      ),
      'french',
      'assault/4616/4617',
      [9],
    );
    if (!light.ok) throw new Error(light.code);
    expect(light.state.evade).toBeNull();
    expect(light.events.map((e) => e.kind)).toContain('commitment');
    const heavy = play(
      at(
        { 'fr-1CC-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } },
        { ...learned, 'ru-4CC-1': { ...learned['ru-4CC-1'], Cav: 1 } },
      ),
      'french',
      'assault/4616/4617',
      [9],
    );
    if (!heavy.ok) throw new Error(heavy.code);
    expect(heavy.state.evade).toBeNull();
    expect(play(heavy.state, 'russian', 'evade/4618')).toMatchObject({ ok: false });
  });
});
