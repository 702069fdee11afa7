import { describe, expect, it } from 'vitest';
import { isOneForce } from '../../../../../src/engine/games/offensive-1914/rules/movement.js';
import { allied, at, type BuiltUnit } from '../positions.js';
import { built, ok } from './game.js';

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
});
