import { describe, expect, it } from 'vitest';
import {
  builtInModel,
  ELIMINATED_BOX,
  neighbours,
  RESERVE_BOX,
  sideOf,
  up,
} from '../../../../src/engine/games/paths-of-glory/model.js';
import { pathsOfGloryPack } from '../../../../src/engine/games/paths-of-glory/pack.js';

describe('the model built from the built-in pack', () => {
  const model = builtInModel();
  const pack = pathsOfGloryPack();

  it('2.2.1 every army and corps of the pack is a unit, at full strength, with both printed sides', () => {
    expect(Object.keys(model.units)).toHaveLength(pack.counters.length);
    expect(model.units['ge-1']).toEqual({
      counter: 'ge-1',
      size: 'army',
      nation: 'ge',
      full: { cf: 5, lf: 3, mf: 3 },
      reduced: { cf: 3, lf: 3, mf: 3 },
      strength: 'full',
    });
    expect(model.units['ru-c1']).toMatchObject({ size: 'corps', full: { cf: 1, lf: 1, mf: 3 }, reduced: { cf: 0 } });
    // Each counter's values are the pack's, in CF-LF-MF order.
    for (const counter of pack.counters) {
      const unit = model.units[counter.id]!;
      expect([unit.full.cf, unit.full.lf, unit.full.mf]).toEqual(counter.values);
      expect([unit.reduced.cf, unit.reduced.lf, unit.reduced.mf]).toEqual(counter.reduced);
      expect(up(unit)).toBe(unit.full);
    }
  });

  it('12.4.4.3, 12.4.7: the special armies and the BEF corps carry the nationality the rules name', () => {
    expect(model.units['br-bef']?.nation).toBe('bef');
    expect(model.units['bef-c1']?.nation).toBe('bef');
    expect(model.units['br-mef']?.nation).toBe('mef');
    expect(model.units['ru-cau']?.nation).toBe('cau');
    expect(model.units['tu-yld']?.nation).toBe('yld');
    expect(model.units['fr-orient']?.nation).toBe('aoo');
    expect(model.units['aus-c1']?.nation).toBe('aus');
  });

  it('2.1 the sides of the nations agree with the scenario sides of the pack', () => {
    const scenario = pack.scenarios[0]!;
    for (const side of scenario.sides)
      for (const nation of side.nations) {
        const unit = Object.values(model.units).find((u) => u.counter?.startsWith(`${nation}-`));
        if (unit?.nation) expect(sideOf(unit.nation), nation).toBe(side.id);
      }
    expect(sideOf('yld')).toBe('cp');
    expect(sideOf('bef')).toBe('ap');
  });

  it('spaces keep their terrain, fort, nation and features', () => {
    expect(model.spaces['verdun']).toMatchObject({ terrain: 'clear', fort: 3, vp: 1, nation: 'fr', capital: false });
    expect(model.spaces['paris']).toMatchObject({ fort: 1, capital: true, nation: 'fr' });
    expect(model.spaces['london']).toMatchObject({ capital: true, supplySource: true, port: 'ap', fort: null });
    expect(model.spaces['mef1']).toMatchObject({ beach: true, nation: null });
    const forts = pack.map.kind === 'points' ? pack.map.spaces.filter((s) => s.features.includes('fort')) : [];
    expect(Object.values(model.spaces).filter((s) => s.fort !== null)).toHaveLength(forts.length);
  });

  it('connections join spaces of the map; restricted ones name who may cross', () => {
    expect(model.connections).toHaveLength(pack.map.kind === 'points' ? pack.map.connections.length : 0);
    for (const c of model.connections) {
      expect(model.spaces[c.a], c.a).toBeDefined();
      expect(model.spaces[c.b], c.b).toBeDefined();
    }
    expect(neighbours(model, 'london').find((n) => n.space === 'calais')?.by).toMatchObject({
      kind: 'restricted',
      only: ['br'],
    });
  });

  it('the set-up places corps in the Reserve Boxes and marks reduced units and trenches (rulebook p. 25)', () => {
    const intro = model.scenarios.find((s) => s.id === 'intro')!;
    expect(intro.first).toBe('cp');
    expect(intro.placements).toContainEqual({ unit: 'ge-c1', at: RESERVE_BOX.cp, strength: 'full' });
    expect(intro.placements).toContainEqual({ unit: 'fr-c1', at: RESERVE_BOX.ap, strength: 'full' });
    expect(intro.placements).toContainEqual({ unit: 'ah-2', at: 'munkacs', strength: 'reduced' });
    expect(intro.trenches['verdun']).toBe(1);
    expect(ELIMINATED_BOX).toEqual({ cp: 'cp-eliminated', ap: 'ap-eliminated' });
  });
});
