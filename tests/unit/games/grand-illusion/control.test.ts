import { describe, expect, it } from 'vitest';
import { controlOf, tracesThrough } from '../../../../src/engine/games/grand-illusion/rules/control.js';
import { isContested } from '../../../../src/engine/games/grand-illusion/rules/position.js';
import { at } from './positions.js';

/**
 * Control of hexes (8.3) on the built-in pack's map: hex 26 is Allied-controlled in a built position, 84 German
 * (given), Antwerp is 52. A legal and an illegal case (the control kept, the control taken) for each rule.
 */

const HEX = '26';
const german = (more: object = {}) => ({ nation: 'de' as const, hex: HEX, ...more });

describe('Grand Illusion: control of hexes (8.3)', () => {
  it('8.3.2 a contested hex stays friendly while a friendly combat unit or an unbesieged fort is in it', () => {
    const withUnit = at({ units: [{ hex: HEX }, german()] });
    expect(isContested(withUnit, HEX)).toBe(true);
    expect(controlOf(withUnit, HEX)).toEqual({ side: 'allied', cavalry: false, changed: false });
    const withFort = at({ units: [german()], forts: [{ side: 'allied', hex: HEX, besieged: false }] });
    expect(controlOf(withFort, HEX).side).toBe('allied');
    // A besieged fort holds nothing, and does not contest the hex.
    const besieged = at({ units: [german()], forts: [{ side: 'allied', hex: HEX, besieged: true }] });
    expect(controlOf(besieged, HEX)).toEqual({ side: 'german', cavalry: false, changed: true });
    expect(isContested(besieged, HEX)).toBe(false);
  });

  it('8.3.2 Antwerp (52) stays Allied while its Belgian fort stands, besieged or not', () => {
    const fort = at({ units: [german({ hex: '52' })], forts: [{ side: 'allied', hex: '52', besieged: true }] });
    expect(controlOf(fort, '52').side).toBe('allied');
    const gone = at({ units: [german({ hex: '52' })] });
    expect(controlOf(gone, '52').side).toBe('german');
  });

  it('8.3.3 supplied enemy combat units take a hex; HQs and HA, or units out of supply, do not', () => {
    expect(controlOf(at({ units: [german()] }), HEX).changed).toBe(true);
    expect(controlOf(at({ units: [german({ supplied: false })] }), HEX).changed).toBe(false);
    expect(controlOf(at({ units: [german({ type: 'hq' }), german({ type: 'artillery' })] }), HEX).changed).toBe(false);
    // A friendly HQ does not hold it.
    const hq = at({ units: [{ hex: HEX, type: 'hq' }, german()] });
    expect(controlOf(hq, HEX).side).toBe('german');
  });

  it('8.3.4 cavalry alone takes a hex under a Cavalry Control marker; friendly infantry replaces the marker', () => {
    expect(controlOf(at({ units: [german({ type: 'cavalry' })] }), HEX)).toEqual({
      side: 'german',
      cavalry: true,
      changed: true,
    });
    expect(controlOf(at({ units: [german({ type: 'cavalry' }), german()] }), HEX).cavalry).toBe(false);
    const marked = { german: ['84'], cavalryControl: ['84'] };
    expect(controlOf(at({ ...marked, units: [german({ hex: '84', type: 'cavalry' })] }), '84').cavalry).toBe(true);
    expect(controlOf(at({ ...marked, units: [german({ hex: '84' })] }), '84').cavalry).toBe(false);
  });

  it('8.3.1, 8.3.4 a supply line passes only through friendly hexes, and through cavalry-taken ones at attrition', () => {
    const p = at({ german: ['84'], cavalryControl: ['84'] });
    expect(tracesThrough(p, 'german', '84', false)).toBe(true);
    expect(tracesThrough(p, 'allied', '84', false)).toBe(false);
    expect(tracesThrough(p, 'allied', '84', true)).toBe(true);
    expect(tracesThrough(at({ german: ['84'] }), 'allied', '84', true)).toBe(false);
  });
});
