import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, keys, ok } from './game.js';

/**
 * 9.1's order of steps: every attack of the phase is declared (step 4) before the first is fought, then the declared
 * attacks are fought one at a time in the order the attacker picks (step 5). 15/8 in 61.56 faces 31/21 in 62.56;
 * 16/8 in 61.58 faces 42/21 in 62.58.
 */

const VALUES = {
  'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 },
  'fr-16.8': { as: 8, pr: 3, av: 2, ce: 8 },
  'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 },
  'de-42.21': { ds: 4, pr: 3, av: 2, ce: 8 },
};
const UNITS = { 'fr-15.8': '61.56', 'fr-16.8': '61.58', 'de-31.21': '62.56', 'de-42.21': '62.58' };

function phase(over: Partial<O1914State> = {}): O1914State {
  return { ...built({ units: UNITS, phase: 'attack', values: VALUES }), ...over };
}

/** Both attacks declared, none fought. */
function bothDeclared(): O1914State {
  let s = ok(ok(ok(phase(), 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'decl');
  s = ok(ok(s, 'allied', 'atk/62.58'), 'allied', 'force/fr-16.8');
  return ok(s, 'allied', 'decl');
}

/**
 * Fights the combat in progress to its end: no Intensity, white 4 black 3, the cell `-/-` (read again once given),
 * EC dice 3+3 each.
 */
function fought(s: O1914State): O1914State {
  s = ok(ok(s, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3, 3, 3, 3, 3]));
  return s.stack.at(-1)?.name === 'crt-cell' ? ok(s, 'allied', 'cell/-~-', new ScriptedDice([3, 3, 3, 3])) : s;
}

describe('1914 by its rules: the attack phase’s order (9.1)', () => {
  it('9.1 step 4 every attack is declared before the first is fought; step 5 the attacker picks the order', () => {
    const s = bothDeclared();
    expect(s.declared?.map((a) => a.target)).toEqual(['62.56', '62.58']);
    expect(s.fight).toBeNull();
    // Nothing is fought yet: both declared attacks may be fought first; the phase does not end.
    expect(keys(s, 'allied')).toEqual(['fight/62.56', 'fight/62.58']);
    const second = ok(s, 'allied', 'fight/62.58');
    expect(second.fight?.target).toBe('62.58');
    expect(second.stack.at(-1)).toEqual({ name: 'intensity', side: 'allied' });
    const after = fought(second);
    expect(after.attacked).toEqual(['62.58']);
    expect(keys(after, 'allied')).toEqual(['fight/62.56']);
    const done = fought(ok(after, 'allied', 'fight/62.56'));
    expect(done.attacked).toEqual(['62.58', '62.56']);
    expect(keys(done, 'allied')).toEqual(['next']);
  });

  it('9.1 step 4 no attack is declared once the first is fought; step 5 every declared attack is fought', () => {
    const fighting = ok(bothDeclared(), 'allied', 'fight/62.56');
    const over = fought(fighting);
    // 62.58 was declared but not yet fought: the phase may not end.
    expect(act(over, 'allied', 'next')).toMatchObject({ ok: false, code: 'attacks-declared', rule: '9.1' });
    // An attack declared and fought at once closes the declarations: 62.58 may no longer be attacked.
    const one = ok(ok(ok(phase(), 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    const closed = fought(one);
    expect(keys(closed, 'allied')).toEqual(['next']);
    expect(act(closed, 'allied', 'atk/62.58')).toMatchObject({ ok: false, code: 'attack-after-fight', rule: '9.1' });
    expect(act(closed, 'allied', 'fight/62.58')).toMatchObject({ ok: false, code: 'attack-not-declared' });
  });

  it('9.1 step 4, 7.3.1 a hex a Prepared Attack points at is declared before the first attack is fought', () => {
    const pa = phase({ preparedAttacks: [{ side: 'allied', units: ['fr-16.8'], target: '62.58' }] });
    const d = ok(ok(pa, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8');
    expect(keys(d, 'allied')).toEqual(['decl']);
    expect(act(d, 'allied', 'fight')).toMatchObject({ ok: false, code: 'pa-must-attack', rule: '7.3.1' });
    const first = ok(d, 'allied', 'decl');
    expect(keys(first, 'allied')).toEqual(['atk/62.58']);
    expect(act(first, 'allied', 'fight/62.56')).toMatchObject({ ok: false, code: 'pa-must-attack', rule: '7.3.1' });
    const both = ok(ok(ok(first, 'allied', 'atk/62.58'), 'allied', 'force/fr-16.8'), 'allied', 'decl');
    expect(keys(both, 'allied')).toEqual(['fight/62.56', 'fight/62.58']);
  });

  it('9.1 step 4, 10.1.1 a hex declared for attack adds no AV to a combat fought before it; one not declared does', () => {
    // 42/21 in 61.57 borders 62.56 and 61.56; 16/8 in 60.57 may attack it.
    const units = { 'fr-15.8': '61.56', 'fr-16.8': '60.57', 'de-31.21': '62.56', 'de-42.21': '61.57' };
    const s = built({ units, phase: 'attack', values: VALUES });
    const declared = ok(ok(ok(s, 'allied', 'atk/61.57'), 'allied', 'force/fr-16.8'), 'allied', 'decl');
    let first = ok(ok(declared, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8');
    first = ok(ok(ok(first, 'allied', 'fight'), 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
    expect(first.stack.at(-1)?.name).toBe('crt-cell');
    let alone = ok(ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    alone = ok(ok(alone, 'allied', 'int/no'), 'german', 'int/no');
    expect(alone.stack.at(-1)).toEqual({ name: 'support', side: 'german', hex: '61.57' });
  });
});
