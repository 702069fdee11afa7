import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { act, allKeys, built, keys, ok } from './game.js';

/**
 * Cavalry Reaction (8.2) in the German Movement Phase: the French 2nd cavalry division in 60.56 (next to 60.55, 61.56,
 * 61.57, 60.57); 31/21 moves next to it.
 */

const movement = (units: Record<string, string>) => built({ units, phase: 'movement', phasing: 'german' });

describe('1914 by its rules: Cavalry Reaction (8.2)', () => {
  it('8.2.1 Cause 1, 8.2.2 an enemy comes next to cavalry next to no enemy: it may move one hex at once, its MP recorded (8.2.4)', () => {
    const s = ok(movement({ 'fr-2c': '60.56', 'de-31.21': '62.56' }), 'german', 'mv/de-31.21/61.56');
    expect(s.stack.at(-1)).toMatchObject({ name: 'reaction', side: 'allied', unit: 'fr-2c', cause: 1 });
    // The mover waits for the answer.
    expect(act(s, 'german', 'mv/de-31.21/61.55')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(keys(s, 'allied')).toEqual(expect.arrayContaining(['react/60.55', 'react/61.57', 'react/-']));
    const reacted = ok(s, 'allied', 'react/60.55');
    expect(reacted.units['fr-2c']).toMatchObject({ at: '60.55', reactionMp: 2 });
    expect(reacted.stack).toEqual([]);
    const declined = ok(s, 'allied', 'react/-');
    expect(declined.units['fr-2c']!.at).toBe('60.56');
    // A step that ends next to no cavalry gives no Cause.
    const far = ok(movement({ 'fr-2c': '60.56', 'de-31.21': '63.56' }), 'german', 'mv/de-31.21/62.56');
    expect(far.stack).toEqual([]);
  });

  it('8.2.1 Cause 2, 8.2.2 an enemy moving from next to it to next to it: not into the hex it left', () => {
    const s = ok(movement({ 'fr-2c': '60.56', 'de-31.21': '61.56' }), 'german', 'mv/de-31.21/61.57');
    expect(s.stack.at(-1)).toMatchObject({ name: 'reaction', unit: 'fr-2c', cause: 2 });
    expect(keys(s, 'allied')).not.toContain('react/61.56');
    expect(act(s, 'allied', 'react/61.56')).toMatchObject({ ok: false, code: 'react-vacated', rule: '8.2.2' });
    expect(ok(s, 'allied', 'react/60.55').units['fr-2c']!.at).toBe('60.55');
  });

  it('8.2.4a the book’s example: 9 MP recorded and a 5-MP Counter-Movement Phase: the unit stays and rolls the Forced March table at +4', () => {
    const s = built({
      units: { 'fr-2c': '61.56' },
      phase: 'movement',
      phasing: 'german',
      values: { 'fr-2c': { ce: 8 } },
    });
    s.units['fr-2c']!.reactionMp = 9;
    const out = act(s, 'german', 'next', new ScriptedDice([1, 1]));
    if (!out.ok) throw new Error(out.code);
    expect(out.state.phase).toBe('counter-movement');
    expect(out.events.find((e) => e.kind === 'forced-march')).toMatchObject({ units: ['fr-2c'], fmMp: 4 });
    expect(out.state.units['fr-2c']!.reactionMp).toBeUndefined();
    // It stays: no step is offered.
    expect(allKeys(out.state, 'allied')).toEqual(['next']);
    // Within the phase's MP there is no roll: 5 MP recorded are spent.
    s.units['fr-2c']!.reactionMp = 5;
    const within = act(s, 'german', 'next');
    expect(within.ok && within.events.some((e) => e.kind === 'forced-march')).toBe(false);
    expect(within.ok && within.state.units['fr-2c']!.spent).toBe(5);
  });

  it('8.2.3 no Reaction into an empty hex in the EZOC of a unit that did not cause it', () => {
    // 42/21 in 59.55 exerts its ZOC on 60.55, not on 60.56.
    const s = ok(
      movement({ 'fr-2c': '60.56', 'de-31.21': '62.56', 'de-42.21': '59.55' }),
      'german',
      'mv/de-31.21/61.56',
    );
    expect(keys(s, 'allied')).not.toContain('react/60.55');
    expect(act(s, 'allied', 'react/60.55')).toMatchObject({ ok: false, code: 'react-ezoc', rule: '8.2.3' });
    expect(keys(s, 'allied')).toContain('react/61.57');
  });
});
