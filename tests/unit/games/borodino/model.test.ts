/** The Borodino model built from the built-in pack: its counters as printed (null where the book gives none). */
import { describe, expect, it } from 'vitest';
import { borodinoPack } from '../../../../src/engine/games/borodino/pack.js';
import { checkedUnit, fromPack, unitById } from '../../../../src/engine/games/borodino/model.js';

const pack = borodinoPack();
const model = fromPack(pack);

describe('the Borodino model from the built-in pack', () => {
  it('holds every combat counter of the pack, on its side (the two Commanders-in-Chief are no combat units)', () => {
    expect(model.units).toHaveLength(pack.counters.filter((c) => c.type !== 'leader').length);
    expect(model.units.filter((u) => u.side === 'french')).toHaveLength(139);
    expect(model.units.filter((u) => u.side === 'russian')).toHaveLength(148);
  });

  it('SR13 Militia and SR11 Cossacks (cavalry printed without a back) have kinds of their own', () => {
    expect(unitById(model, 'ru-Mosc-1')).toMatchObject({ arm: 'infantry', kind: 'militia' });
    expect(unitById(model, 'ru-Karpov-1')).toMatchObject({ arm: 'cavalry', kind: 'cossack', back: null });
    expect(unitById(model, 'ru-4CC-1')).toMatchObject({ arm: 'cavalry', kind: 'cavalry' });
  });

  it('each scenario’s reinforcements are the ones the pack lists: 19 at Shevardino, none on 7 September', () => {
    const of = (id: string) => model.scenarios.find((s) => s.id === id)!;
    expect(of('shevardino').reinforcements).toHaveLength(19);
    expect(of('borodino').reinforcements).toEqual([]);
  });

  it('2.4 horse artillery: artillery with Movement Allowance 8, every other value unknown (null)', () => {
    const battery = unitById(model, 'fr-2CC-ha1');
    expect(battery).toMatchObject({ side: 'french', arm: 'horse-artillery', kind: 'artillery' });
    expect(battery?.front).toEqual({
      defensiveFire: null,
      strength: null,
      cohesion: null,
      movement: 8,
      effectiveRange: null,
      maximumRange: null,
      fireStrength: null,
    });
  });

  it('2.2 infantry prints DF, SP, Cohesion and MA, all null in the schematic pack, and has a Disordered back', () => {
    const compans = unitById(model, 'fr-CM-1');
    const counter = pack.counters.find((c) => c.id === 'fr-CM-1');
    expect(counter?.valueNames).toEqual(['DF', 'SP', 'Coh', 'MA']);
    expect(compans).toMatchObject({ name: 'Compans (CM) 1', arm: 'infantry', kind: 'infantry' });
    expect(compans?.front.cohesion).toBeNull();
    expect(compans?.back).not.toBeNull();
    // No Cohesion printed: a check cannot be built from the counter, the ruling asks for it.
    expect(checkedUnit(compans!, false)).toBeNull();
  });

  it('a counter with its Cohesion given checks on the side it shows', () => {
    const unit = unitById(model, 'ru-4CC-1')!;
    const valued = { ...unit, front: { ...unit.front, cohesion: 6 }, back: { ...unit.back!, cohesion: 4 } };
    expect(checkedUnit(valued, false)).toEqual({ kind: 'cavalry', cohesion: 6, disordered: false });
    expect(checkedUnit(valued, true)).toEqual({ kind: 'cavalry', cohesion: 4, disordered: true });
  });

  it('the places the rulebook names: the Shevardino redoubt, the Kalatcha bridge in 3813, 3417 worth 10 VP (SR16)', () => {
    expect(model.places.find((p) => p.name === 'Shevardino redoubt')).toMatchObject({
      hex: '4008',
      features: ['redoubt'],
    });
    expect(model.places.find((p) => p.hex === '3813')).toMatchObject({ name: 'Kalatcha bridge' });
    expect(model.places.find((p) => p.hex === '3417')?.vp).toBe(10);
    expect(model.rivers.length).toBeGreaterThan(0);
  });

  it('the Shevardino scenario: the French first, 5 turns, 53 set up and 19 reinforcements', () => {
    const shevardino = model.scenarios.find((s) => s.id === 'shevardino')!;
    expect(shevardino).toMatchObject({ first: 'french', turns: 5 });
    expect(shevardino.setup).toHaveLength(53);
    expect(shevardino.setup.find((e) => e.unit === 'fr-CM-1')).toEqual({
      unit: 'fr-CM-1',
      hex: '4307',
      disordered: false,
    });
    expect(shevardino.reinforcements).toHaveLength(19);
    expect(shevardino.reinforcements).toContain('fr-V-KR1');
  });
});
