import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { artilleryDrm } from '../../../../../src/engine/games/offensive-1914/rules/artillery.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, keys, ok } from './game.js';

/**
 * 10.1.1 in the attack phases: the defender's artillery from the hexes next to both the defending hex and an attacking
 * hex, one Force or Fortress a hex, a unit in one combat a phase. 15/8 in 61.56 attacks 31/21 in 62.56; 61.57 borders
 * both, 63.56 only 62.56.
 */

const VALUES = {
  'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 },
  'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 },
  'de-42.21': { av: 10 },
  'de-1B.1B': { av: 10 },
  'de-28.14': { av: 10 },
};
const UNITS = { 'fr-15.8': '61.56', 'de-31.21': '62.56', 'de-42.21': '61.57', 'de-1B.1B': '63.56' };

/** The attack declared and fought up to the defender's Intensity. */
function declared(over: Partial<O1914State> = {}, units: Record<string, string> = UNITS): O1914State {
  let s: O1914State = { ...built({ units, phase: 'attack', values: VALUES }), ...over };
  s = ok(ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
  // The CRT dice (white 4, black 3) are rolled here when no hex is asked.
  return ok(ok(s, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
}

/** The combat's attacker EC total once the cell `-/-` (no DRM) is read, with the EC dice 3 + 3. */
function attackerEc(s: O1914State): number {
  const out = act(s, 'allied', 'cell/-~-', new ScriptedDice([3, 3, 3, 3]));
  if (!out.ok) throw new Error(out.code);
  const combat = out.events.find((e) => e.kind === 'combat') as unknown as
    { attacker: { ec: { total: number } } } | undefined;
  if (!combat) throw new Error('no combat event');
  return combat.attacker.ec.total;
}

describe('1914 by its rules: supporting artillery (10.1.1)', () => {
  it('10.1.1 a Force in a hex next to the defender and to the attacker adds its AV; a hex next to the defender alone does not', () => {
    const s = declared();
    // Only 61.57 is asked: 63.56 is not next to the attacking hex.
    expect(s.stack.at(-1)).toEqual({ name: 'support', side: 'german', hex: '61.57' });
    expect(keys(s, 'german')).toEqual(['sup/de-42.21', 'sup/-']);
    expect(act(s, 'german', 'sup/de-1B.1B')).toMatchObject({ ok: false, code: 'support-not-allowed', rule: '10.1.1' });
    const supported = ok(s, 'german', 'sup/de-42.21', new ScriptedDice([4, 3]));
    expect(supported.supported).toEqual(['de-42.21']);
    const alone = ok(s, 'german', 'sup/-', new ScriptedDice([4, 3]));
    expect(alone.supported).toEqual([]);
    // The attacker's EC reads the AV of 31/21 and 42/21 (12) against its 1 DE, not 31/21's 2 alone (10.1.2).
    const shift = artilleryDrm(12, 1) - artilleryDrm(2, 1);
    expect(shift).not.toBe(0);
    expect(attackerEc(supported) - attackerEc(alone)).toBe(shift);
  });

  it('10.1.1 a unit adds its AV to one combat a phase; a hex attacked this phase adds none', () => {
    // 42/21 already added its AV to another combat of this phase: 61.57 is not asked, the dice are rolled.
    const used = declared({ supported: ['de-42.21'] });
    expect(used.stack.at(-1)?.name).toBe('crt-cell');
    const attacked = declared({ attacked: ['61.57'] });
    expect(attacked.stack.at(-1)?.name).toBe('crt-cell');
  });

  it('10.1.1 the supporting unit is assigned to the defending unit’s army (29.0’s boxes): the Seventh Army’s 28/14 is not', () => {
    const seventh = declared({}, { 'fr-15.8': '61.56', 'de-31.21': '62.56', 'de-28.14': '61.57' });
    expect(seventh.stack.at(-1)?.name).toBe('crt-cell');
    const sixth = declared({}, { 'fr-15.8': '61.56', 'de-31.21': '62.56', 'de-42.21': '61.57' });
    expect(keys(sixth, 'german')).toEqual(['sup/de-42.21', 'sup/-']);
  });
});
