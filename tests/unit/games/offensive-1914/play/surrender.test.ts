import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { isolatedForce } from '../../../../../src/engine/games/offensive-1914/play/supply.js';
import { surrenders } from '../../../../../src/engine/games/offensive-1914/rules/retreat.js';
import { built, game as module, keys, ok, pack } from './game.js';
import { gameOf } from '../../../../../src/engine/games/offensive-1914/play/board.js';

/**
 * 11.1.6 on the built-in pack: its map has no railroads, so Isolation (15.5: a path to a friendly operational railroad)
 * is not traced and no Force is Isolated, so none surrenders (play/supply.ts; a pack with railroads: supply.test.ts).
 * 15/8 in 61.56 attacks a Demoralized 31/21 in 62.56, which must retreat one hex.
 */

const VALUES = { 'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 }, 'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 } };

describe('1914 by its rules: surrender (11.1.6)', () => {
  it('11.1.6 a Demoralized Force retreating into an EZOC surrenders only if Isolated: on the built-in pack (no railroads) none is', () => {
    let s = built({ units: { 'fr-15.8': '61.56', 'de-31.21': '62.56' }, phase: 'attack', values: VALUES });
    s.units['de-31.21']!.status = 'd1';
    s = ok(ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    s = ok(ok(s, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
    s = ok(s, 'allied', 'cell/-~b1', new ScriptedDice([1, 1, 1, 1]));
    expect(isolatedForce(gameOf(pack), s, 'german', '62.56')).toBe(false);
    expect(module.id).toBe('offensive-1914');
    // Every way out: the unit stays on the map whether or not the hex is in the EZOC of 15/8.
    for (const route of keys(s, 'german').filter((k) => k.startsWith('rt/'))) {
      const after = ok(s, 'german', route);
      expect(after.units['de-31.21']!.at).toBe(route.slice(3));
    }
    // The rule itself: the same retreat through an EZOC by an Isolated Force surrenders (rules/retreat.ts).
    const throughEzoc = {
      steps: [{ hex: '62.55', ezoc: true, crossing: null }],
      shortfall: 0,
      ceLoss: 1,
      sr: 0,
      unclassedRivers: [],
    };
    expect(surrenders(throughEzoc, true, 'd1')).toBe(true);
    expect(surrenders(throughEzoc, false, 'd1')).toBe(false);
  });
});
