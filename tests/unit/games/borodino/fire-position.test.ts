import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { artilleryFire } from '../../../../src/engine/games/borodino/rules/fire.js';
import {
  checkCounterBattery,
  checkFire,
  combinable,
  fireTargets,
  reactionTargets,
  type FireCheck,
} from '../../../../src/engine/games/borodino/rules/fire-position.js';
import type { BorodinoPosition } from '../../../../src/engine/games/borodino/rules/position.js';
import { problemWords } from '../../../../src/engine/games/borodino/words.js';
import { at as position, CENTRE, type Built, type BuiltUnit } from './positions.js';

/**
 * Artillery fire read off the map (8.1, 8.3, 8.4, 8.8, 8.9, 6.13): a legal and an illegal case for each rule, from
 * built positions (./positions.ts). A French artillery unit at 4616 faces east (the lower column numbers): its
 * Frontal hexes are 4515 and 4516; due east the line to 4416 runs along their common hexside; 4316 lies 3 hexes
 * east through 4516 and 4416; 4617 (north) and 4618 are behind its Frontal hexsides.
 */

/** The 2.2 example counter: Effective range 3, Maximum 5, Fire Strength 4. */
const RANGES = { effective: 3, maximum: 5 };

function at(firer: Partial<BuiltUnit> = {}, b: Built = {}): BorodinoPosition {
  return position({
    ...b,
    units: [{ side: 'french', hex: CENTRE, arm: 'artillery', fireStrength: 4, ...firer }, ...(b.units ?? [])],
  });
}

const russian = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ side: 'russian', hex, ...more });
const french = (hex: string, more: Partial<BuiltUnit> = {}): BuiltUnit => ({ side: 'french', hex, ...more });

/** `null`: the ranges are not known. */
function fire(p: BorodinoPosition, target: string, ranges: typeof RANGES | null = RANGES): FireCheck {
  return checkFire(p, p.units[0]!, target, ranges ?? undefined);
}

function verdict(check: FireCheck): string {
  return check.ok ? 'legal' : `${check.problem.code} (${check.problem.rule})`;
}

function value(check: FireCheck) {
  if (!check.ok) throw new Error(`refused: ${check.problem.code}`);
  return check.value;
}

describe('Borodino: artillery fire on the map (8.0)', () => {
  it('8.1 only artillery fires, and never Disordered', () => {
    expect(verdict(fire(at({}, { units: [russian('4516')] }), '4516'))).toBe('legal');
    expect(verdict(fire(at({ arm: 'horse-artillery' }, { units: [russian('4516')] }), '4516'))).toBe('legal');
    expect(verdict(fire(at({ arm: 'infantry' }, { units: [russian('4516')] }), '4516'))).toBe(
      'fire-not-artillery (8.1)',
    );
    expect(verdict(fire(at({ disordered: true }, { units: [russian('4516')] }), '4516'))).toBe('fire-disordered (8.1)');
    expect(verdict(fire(at({}, { units: [french('4516')] }), '4516'))).toBe('fire-no-enemy (8.1)');
  });

  it('8.3 range counted without the firer hex, never beyond the Maximum range; the 2.2 counter 3-5', () => {
    // 4 hexes east: beyond Effective 3, within Maximum 5: −2 per hex beyond (8.3), in fire.ts.
    const p = at({}, { units: [russian('4216')] });
    const v = value(fire(p, '4216'));
    expect(v).toMatchObject({ range: 4, effective: 3, maximum: 5 });
    expect(verdict(fire(p, '4216', { effective: 2, maximum: 3 }))).toBe('fire-beyond-maximum (8.3)');
    expect(verdict(fire(p, '4216', null))).toBe('fire-ranges-unknown (8.3)');
    // Range 1 needs no ranges.
    expect(value(fire(at({}, { units: [russian('4515')] }), '4515', null)).range).toBe(1);
    // The book's numbers through fire.ts: d10 5 + Fire Strength 4 − 2 (one hex beyond Effective) = 7, no effect.
    const { targets: _targets, friendlyInLos: _friendly, ...onMap } = v;
    const result = artilleryFire(
      { ...onMap, strength: 4, combined: 1, barrage: false, drm: 0, friendlyOnMiss: false },
      new ScriptedDice([5]),
    );
    expect(result.ok && result.value).toMatchObject({ roll: 5, total: 7, row: '<9', effect: 'none' });
  });

  it('6.13 and 8.4 fire only into or through the Frontal hexes: the LOS leaves by a Frontal hexside', () => {
    const p = at({}, { units: [russian('4416'), russian('4618')] });
    expect(verdict(fire(p, '4416'))).toBe('legal');
    expect(verdict(fire(p, '4618'))).toBe('fire-not-frontal (6.13)');
    // Facing north-west, 4618 is in front and 4416 behind.
    const turned = at({ facing: 'nw' }, { units: [russian('4416'), russian('4618')] });
    expect(verdict(fire(turned, '4618'))).toBe('legal');
    expect(verdict(fire(turned, '4416'))).toBe('fire-not-frontal (6.13)');
    // 9.85: artillery in square has every hex Frontal.
    expect(verdict(fire(at({ square: true }, { units: [russian('4618')] }), '4618'))).toBe('legal');
  });

  it('8.4 with enemy units in its adjacent Frontal hexes, the artillery must fire at one of them', () => {
    const p = at({}, { units: [russian('4316'), russian('4515')] });
    expect(verdict(fire(p, '4515'))).toBe('legal');
    expect(verdict(fire(p, '4316'))).toBe('fire-adjacent-first (8.4)');
    expect(fireTargets(p, p.units[0]!, RANGES)).toEqual(['4515']);
    // An enemy adjacent behind binds nothing.
    const behind = at({}, { units: [russian('4316'), russian('4617')] });
    expect(verdict(fire(behind, '4316'))).toBe('legal');
  });

  it('8.4 LOS: intervening woods block (the map has no heights), a burning village blocks; towns and units never', () => {
    const target = russian('4316');
    expect(verdict(fire(at({}, { units: [target], terrain: { '4416': 'woods' } }), '4316'))).toBe('fire-no-los (8.4)');
    expect(verdict(fire(at({}, { units: [target], terrain: { '4416': 'town' } }), '4316'))).toBe('legal');
    expect(verdict(fire(at({}, { units: [target, french('4416')] }), '4316'))).toBe('legal');
    const burning = at({}, { units: [target], villages: new Map([['4416', 'burning' as const]]) });
    expect(verdict(fire(burning, '4316'))).toBe('fire-no-los (8.4)');
    // Woods in the target hex does not block (it is not intervening); at range 1 no LOS is needed.
    expect(verdict(fire(at({}, { units: [target], terrain: { '4316': 'woods' } }), '4316'))).toBe('legal');
  });

  it('8.4 a LOS along a hexside: the hexes on both sides of it are intervening', () => {
    // 4416 lies due east: the line runs between 4515 and 4516.
    const target = russian('4416');
    expect(verdict(fire(at({}, { units: [target], terrain: { '4515': 'woods' } }), '4416'))).toBe('fire-no-los (8.4)');
    expect(verdict(fire(at({}, { units: [target], terrain: { '4516': 'woods' } }), '4416'))).toBe('fire-no-los (8.4)');
    expect(verdict(fire(at({}, { units: [target], terrain: { '4517': 'woods' } }), '4416'))).toBe('legal');
  });

  it('8.8 friendly units in an intervening hex next to the target may be hit; elsewhere not', () => {
    const p = at({}, { units: [russian('4316'), french('4416'), french('4516', { arm: 'cavalry' })] });
    expect(value(fire(p, '4316')).friendlyInLos.map((u) => u.hex)).toEqual(['4416']);
    const far = at({}, { units: [russian('4216'), french('4516')] });
    expect(value(fire(far, '4216')).friendlyInLos).toEqual([]);
  });

  it('8.9, 9.85 and the Terrain Table: the target hex decides the massed target, the square and its terrain', () => {
    const p = at(
      {},
      {
        units: [russian('4515', { square: true }), russian('4515'), russian('4515', { arm: 'artillery' })],
        terrain: { '4515': 'town', [CENTRE]: 'woods' },
        features: { '4515': ['emplacement'] },
      },
    );
    expect(value(fire(p, '4515'))).toMatchObject({
      range: 1,
      units: 2,
      square: true,
      terrain: 'town',
      firerCover: true,
      emplacement: true,
      entrenchment: false,
    });
    const artilleryOnly = at({}, { units: [russian('4515', { arm: 'artillery' })] });
    expect(value(fire(artilleryOnly, '4515'))).toMatchObject({ units: 0, square: false, terrain: 'open' });
    const entrenched = at(
      {},
      { units: [russian('4515')], hexsides: [{ a: CENTRE, b: '4515', features: ['entrenchment'] }] },
    );
    expect(value(fire(entrenched, '4515')).entrenchment).toBe(true);
    expect(
      value(fire(at({}, { units: [russian('4515')], villages: new Map([['4515', 'rubble' as const]]) }), '4515'))
        .terrain,
    ).toBe('rubble');
  });

  it('8.21 two stacked artillery units combine; with the Barrage AM adjacent ones too', () => {
    const p = at({}, { units: [french(CENTRE, { arm: 'artillery' }), french('4617', { arm: 'artillery' })] });
    expect(combinable(p, p.units[0]!, false).map((u) => u.hex)).toEqual([CENTRE]);
    expect(combinable(p, p.units[0]!, true).map((u) => u.hex)).toEqual([CENTRE, '4617']);
    const disordered = at({}, { units: [french(CENTRE, { arm: 'artillery', disordered: true })] });
    expect(combinable(disordered, disordered.units[0]!, false)).toEqual([]);
  });

  it('8.6 Reaction Fire at an attacker in the artillery’s own Frontal hexes, never behind it', () => {
    const p = at({}, { units: [russian('4516'), russian('4617')] });
    expect(reactionTargets(p, p.units[0]!, p.units.slice(1))).toEqual(['4516']);
    const disordered = at({ disordered: true }, { units: [russian('4516')] });
    expect(reactionTargets(disordered, disordered.units[0]!, disordered.units.slice(1))).toEqual([]);
  });

  it('8.7 good-order artillery fired on by artillery may fire back, by the rules of any fire', () => {
    const p = at({}, { units: [russian('4316', { arm: 'artillery', facing: 'w' })] });
    const [french, gun] = [p.units[0]!, p.units[1]!];
    expect(verdict(checkCounterBattery(p, gun, french, RANGES))).toBe('legal');
    const turned = { ...p, units: [french, { ...gun, facing: 'e' as const }] };
    expect(verdict(checkCounterBattery(turned, turned.units[1]!, french, RANGES))).toBe('fire-not-frontal (6.13)');
    const infantry = { ...p, units: [{ ...french, arm: 'infantry' as const }, gun] };
    expect(verdict(checkCounterBattery(infantry, gun, infantry.units[0]!, RANGES))).toBe(
      'counter-battery-not-artillery (8.7)',
    );
    const disordered = { ...p, units: [french, { ...gun, disordered: true }] };
    expect(verdict(checkCounterBattery(disordered, disordered.units[1]!, french, RANGES))).toBe(
      'fire-disordered (8.1)',
    );
  });

  it('every refusal of fire-position.ts is worded in Italian and English', () => {
    for (const code of [
      'fire-not-artillery',
      'fire-disordered',
      'fire-no-enemy',
      'fire-ranges-unknown',
      'fire-beyond-maximum',
      'fire-not-frontal',
      'fire-adjacent-first',
      'fire-no-los',
      'counter-battery-not-artillery',
    ]) {
      const words = problemWords({ code, params: { hex: '4316', at: '4416', range: 4, maximum: 3, adjacent: '4515' } });
      expect(words.en).not.toBe(code);
      expect(words.it).not.toBe(words.en);
      expect(words.en).toMatch(/\(\d/);
    }
  });
});
