import { describe, expect, it } from 'vitest';
import { isOneForce } from '../../../../../src/engine/games/offensive-1914/rules/movement.js';
import { allied, at, type BuiltUnit } from '../positions.js';
import { built, germanAttack, ok } from './game.js';

/**
 * Rules the README's phase table lists as enforced whose number no test named: each with a legal and an illegal case,
 * on the pack's Open hexes (columns 60 to 62, rows 55 to 59; 60.55 and 61.56 are German territory at the start, 3.3).
 */

describe('1914 by its rules: the enforced rules each named by a test', () => {
  it('1.1 a Force is one Formation with up to two Support units, or one or two Support units; not three, nor two Formations', () => {
    const support = allied('61.56', { type: 'artillery', formation: false });
    const oneForce = (...units: BuiltUnit[]) => isOneForce(at({ units }).units);
    expect(oneForce(allied('61.56'), support, support)).toBe(true);
    expect(oneForce(support, support)).toBe(true);
    expect(oneForce(allied('61.56'), support, support, support)).toBe(false);
    expect(oneForce(support, support, support)).toBe(false);
    expect(oneForce(allied('61.56'), allied('61.56'))).toBe(false);
  });

  it('3.3 a hex becomes the side’s that passes through it with a Combat unit; a Corps Train, no Combat unit, takes none', () => {
    const s = built({ units: { 'fr-15.8': '60.55', 'fr-tr8': '60.55' } });
    expect(s.control['61.56']).toBe('german');
    expect(ok(s, 'allied', 'mv/fr-15.8/61.56').control['61.56']).toBe('allied');
    expect(ok(s, 'allied', 'mv/fr-tr8/61.56').control['61.56']).toBe('german');
  });

  it('9.5.2 a Flanked defender: the odds two columns right and its Post-Combat EC at +1; not Flanked, neither', () => {
    // 31/21 in 61.56 and 42/21 in 61.58 attack 15/8 in 61.57; 16/8 in 62.57 (9.5.1, as combat-position.test.ts's
    // case). 25/13 in 60.57 holds a sixth hex: not Flanked.
    const values = {
      'de-31.21': { as: 8, pr: 3, av: 0, ce: 9 },
      'de-42.21': { as: 8, pr: 3, av: 0, ce: 9 },
      'fr-15.8': { ds: 6, pr: 3, av: 0, ce: 9 },
    };
    const units = { 'de-31.21': '61.56', 'de-42.21': '61.58', 'fr-15.8': '61.57', 'fr-16.8': '62.57' };
    const fight = (more: Record<string, string>) =>
      germanAttack({ units: { ...units, ...more }, values }, '61.57', ['de-31.21', 'de-42.21']);
    // 16 : 6 is 2:1 (the CRT's fifth column, 4); two shifts right read 4:1 (6).
    const flanked = fight({});
    expect(flanked.fight).toMatchObject({ flanked: true, column: 6 });
    // The French EC: 1 + 1 on the dice, −2 for the German AV 0 (10.1), +1 Flanked.
    expect(flanked.combat).toMatchObject({ defender: { ec: { total: 1, cel: 9 } } });
    const held = fight({ 'fr-25.13': '60.57' });
    expect(held.fight).toMatchObject({ flanked: false, column: 4 });
    expect(held.combat).toMatchObject({ defender: { ec: { total: 0, cel: 9 } } });
  });
});
