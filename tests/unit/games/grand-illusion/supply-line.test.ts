import { describe, expect, it } from 'vitest';
import { supplyLine } from '../../../../src/engine/games/grand-illusion/rules/supply-line.js';
import type { GiPosition } from '../../../../src/engine/games/grand-illusion/rules/position.js';
import { at, type Built } from './positions.js';

/**
 * Supply over the map (11.2.1, 11.2.4, 11.2.5) on the built-in pack's map, which has no railways: a built position
 * marks the rail hexes it needs. 94 (Trier) is a German source; 84 borders it and 74, which does not border 94.
 * Antwerp (52) borders 53, which borders 44 (the emergency line's end) and 54 (Maubeuge); 8 borders Le Havre (1).
 */

/** The supply of the first unit of the position. */
function supply(p: GiPosition, attritionCheck = false): string | null {
  return supplyLine(p, p.units[0]!, { attritionCheck })?.supply ?? null;
}

const TRIER: Built = { german: ['84', '94'], rail: ['84'], units: [{ nation: 'de', hex: '74' }] };

describe('Grand Illusion: supply over the map (11.2.1, 11.2.4, 11.2.5)', () => {
  it('11.2.1 a line to an adjacent friendly rail hex, then along friendly rail hexes to a source', () => {
    const p = at(TRIER);
    expect(supplyLine(p, p.units[0]!)).toEqual({ supply: 'in', line: ['74', '84', '94'] });
    // Into its own hex though the enemy holds it (8.3.1), never through an enemy hex.
    expect(supply(at({ ...TRIER, german: ['94'] }))).toBe('out');
    // No rail hex next to the unit.
    expect(supply(at({ ...TRIER, rail: ['65'] }))).toBe('out');
    // On a friendly rail hex the line starts there.
    expect(supply(at({ ...TRIER, units: [{ nation: 'de', hex: '84' }] }))).toBe('in');
  });

  it('11.2.1: on a map without railways (the built-in pack) supply is unknown, not out', () => {
    expect(supplyLine(at({ units: [{ hex: '2' }] }), at({ units: [{ hex: '2' }] }).units[0]!)).toBeNull();
  });

  it('11.2.1 a: a hex with a besieged fort is no part of the line', () => {
    expect(supply(at({ ...TRIER, forts: [{ side: 'allied', hex: '84', besieged: true }] }))).toBe('out');
    expect(supply(at({ ...TRIER, forts: [{ side: 'allied', hex: '77', besieged: true }] }))).toBe('in');
  });

  it('11.2.1 b: in the Attrition check a line passes through a hex enemy cavalry alone took', () => {
    const p = at({ ...TRIER, german: ['94'], cavalryControl: ['84'] });
    expect(supply(p, true)).toBe('in');
    expect(supply(p, false)).toBe('out');
    expect(supply(at({ ...TRIER, german: ['94'] }), true)).toBe('out');
  });

  it('11.2.1 c: from turn 3, while Maubeuge or Namur stands, the German traces emergency supply to hex 44', () => {
    const maubeuge = { side: 'allied' as const, hex: '54', besieged: true };
    const p: Built = { german: ['44', '53'], rail: ['44'], units: [{ nation: 'de', hex: '43' }], forts: [maubeuge] };
    expect(supply(at(p))).toBe('emergency');
    expect(supply(at({ ...p, turn: 2 }))).toBe('out');
    expect(supply(at({ ...p, forts: [] }))).toBe('out');
    expect(supply(at({ ...p, forts: [{ side: 'allied', hex: '64', besieged: false }] }))).toBe('emergency');
    // The Allies have no emergency supply.
    expect(supply(at({ ...p, german: [], units: [{ hex: '43' }] }))).toBe('out');
  });

  it('11.2.4 the Allies trace to sources of their own nationality; Antwerp for the Belgians and the RN Division', () => {
    expect(supply(at({ units: [{ hex: '8' }], rail: ['30'] }))).toBe('in');
    expect(supply(at({ units: [{ hex: '8' }], german: ['1'], rail: ['30'] }))).toBe('out');
    const antwerp: Built = { rail: ['53'], units: [{ hex: '63', nation: 'be' }] };
    expect(supply(at(antwerp))).toBe('in');
    expect(supply(at({ ...antwerp, units: [{ hex: '63', nation: 'gb' }] }))).toBe('out');
    expect(supply(at({ ...antwerp, units: [{ hex: '63', nation: 'gb', rnDivision: true }] }))).toBe('in');
    expect(supply(at({ ...antwerp, german: ['52'] }))).toBe('out');
  });

  it('11.2.5 German units trace to 91, 94, 100, 105, 107, never to an Allied source', () => {
    expect(supply(at(TRIER))).toBe('in');
    expect(supply(at({ units: [{ nation: 'de', hex: '8' }], german: ['1', '8'], rail: ['30'] }))).toBe('out');
  });
});
