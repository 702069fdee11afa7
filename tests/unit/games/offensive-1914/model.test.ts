import { describe, expect, it } from 'vitest';
import { builtInModel, fromPack } from '../../../../src/engine/games/offensive-1914/model.js';
import { parseForces } from '../../../../src/engine/games/offensive-1914/notation.js';
import { computeOdds } from '../../../../src/engine/games/offensive-1914/rules/odds.js';
import { offensive1914Pack } from '../../../../src/engine/games/offensive-1914/pack.js';

/** The model built from the built-in pack (the Battle for Lorraine, 29.0): places and counters as the pack holds them. */
const model = builtInModel();

describe('the 1914 model built from the built-in pack', () => {
  it('holds the book’s places on the book’s hexes: Nancy 51.54 (15 VP, 27.8.1), the Woods hex 58.56 (3.4)', () => {
    expect(model.hexes.get('51.54')).toMatchObject({ column: 51, row: 54, name: 'Nancy', vp: 15, nation: 'fr' });
    expect(model.hexes.get('58.56')).toMatchObject({ terrain: 'woods', nation: 'de' });
    expect(model.hexes.size).toBe(441);
  });

  it('3.4.3 example: 58.56 is a Woods hex; 57.56 is not, though its hexside with 58.56 is Forest', () => {
    expect(model.hexes.get('58.56')!.terrain).toBe('woods');
    expect(model.hexes.get('57.56')!.terrain).toBe('open');
    expect(model.hexsides.find((h) => h.a === '57.56' && h.b === '58.56')!.hexside).toBe('forest');
  });

  it('reads the hexsides: 57.56–58.56 is Forest (7.1); a river of unknown class has no TEC hexside', () => {
    expect(model.hexsides.find((h) => h.a === '57.56' && h.b === '58.56')).toMatchObject({
      hexside: 'forest',
      river: false,
    });
    const river = model.hexsides.find((h) => h.river);
    expect(river?.hexside).toBeNull();
  });

  it('types every counter by role with its printed values, null where the book gives none', () => {
    expect(model.units.size).toBe(76);
    expect(model.units.get('fr-15.8')).toEqual({
      id: 'fr-15.8',
      name: '15/8',
      nation: 'fr',
      role: 'formation',
      cavalry: false,
      front: { as: null, ds: null, pr: null, av: null },
      back: { as: null, ds: null, pr: null, av: null },
    });
    expect(model.units.get('fr-23.27Ch')).toMatchObject({ role: 'support', front: { ce: null, as: null } });
    expect(model.units.get('fr-2c')).toMatchObject({ role: 'formation', cavalry: true });
    expect(model.units.get('fr-Frouard')).toMatchObject({
      role: 'fort',
      front: { av: null, ds: null, levels: null },
      back: null,
    });
    expect(model.units.get('fr-tr8')).toMatchObject({ role: 'corps-train', front: { range: null } });
    expect(model.units.get('fr-PRIMA')).toMatchObject({ role: 'depot' });
    expect(model.units.get('de-siege2')).toMatchObject({
      role: 'siege-train',
      front: { as: null, ds: null, av: null },
    });
  });

  it('keeps the scenario’s set-up: Frouard at 51.53, Manonviller at 55.57', () => {
    const lorraine = model.setups.get('lorraine');
    expect(lorraine?.get('fr-Frouard')).toBe('51.53');
    expect(lorraine?.get('fr-Manonvill')).toBe('55.57');
  });

  it('is the same model whichever way the pack comes', () => {
    expect(fromPack(offensive1914Pack()).units.get('fr-Frouard')).toEqual(model.units.get('fr-Frouard'));
  });

  it('feeds the rules: an attack across the Forest hexside into the Woods hex 58.56 (9.3.1, 9.3.2)', () => {
    const hex = model.hexes.get('58.56');
    const side = model.hexsides.find((h) => h.b === '58.56' && h.hexside === 'forest');
    const parsed = parseForces('13');
    if (!hex?.terrain || !side?.hexside || !parsed.ok) throw new Error('the pack lost 58.56');
    const forces = parsed.forces.map((f) => ({ ...f, hexside: side.hexside ?? 'none' }));
    const odds = computeOdds({
      forces,
      ds: 4,
      dsNoAmmo: 0,
      terrain: hex.terrain,
      pa: false,
      flanked: false,
      ip: 0,
      uphill: false,
      naval: false,
      prep: 0,
      fortress: false,
      tecReading: 'dense-forest',
      ammoRounding: 'exact',
      rounding: 'down',
    });
    // Forest costs no AS (combat example p. 35); Woods gives the defenders +2 DS.
    expect(odds.value).toMatchObject({ attack: 13, defence: 6, initial: '2:1' });
  });
});
