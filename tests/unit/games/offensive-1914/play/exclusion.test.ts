import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, keys, ok } from './game.js';

/**
 * 9.2.2's corps and army limits and 9.2.5's Exclusions in the attack phases, with the corps and armies of 29.0's
 * set-up boxes: 15/8 and 16/8 (8th corps, First Army), 29/15 (15th corps, Second Army); 31/21 and 42/21 (21st corps,
 * Sixth Army), 28/14 (14th corps, Seventh Army). 62.56 is next to 61.56 and 61.57.
 */

const V = { as: 8, ds: 4, pr: 3, av: 2, ce: 8 };
const VALUES = Object.fromEntries(
  ['fr-15.8', 'fr-16.8', 'fr-29.15', 'fr-25.13', 'fr-6c', 'de-31.21', 'de-42.21', 'de-28.14'].map((id) => [id, V]),
);

function phase(units: Record<string, string>, over: Partial<O1914State> = {}): O1914State {
  return { ...built({ units, phase: 'attack', values: VALUES }), ...over };
}

const sorted = (list: string[]) => list.map((k) => k.split('/')[1]!.split('+').sort().join('+')).sort();

describe('1914 by its rules: corps, armies and Exclusions (9.2.2, 9.2.5)', () => {
  it('9.2.2 units of different armies may not combine to attack a hex; units of one corps may', () => {
    const mixed = ok(phase({ 'fr-15.8': '61.56', 'fr-29.15': '61.57', 'de-31.21': '62.56' }), 'allied', 'atk/62.56');
    const first = ok(mixed, 'allied', 'force/fr-15.8');
    expect(keys(first, 'allied')).toEqual(['decl', 'fight']);
    expect(act(first, 'allied', 'force/fr-29.15')).toMatchObject({ ok: false, code: 'combine-armies', rule: '9.2.2' });
    const same = ok(phase({ 'fr-15.8': '61.56', 'fr-16.8': '61.57', 'de-31.21': '62.56' }), 'allied', 'atk/62.56');
    const both = ok(ok(same, 'allied', 'force/fr-15.8'), 'allied', 'force/fr-16.8');
    expect(both.fight?.forces).toEqual([['fr-15.8'], ['fr-16.8']]);
  });

  it('9.2.5 C a unit whose Prepared Attack points at the hex attacked may not be left out of the attack', () => {
    const s = phase(
      { 'fr-15.8': '61.56', 'fr-16.8': '61.57', 'de-31.21': '62.56' },
      { preparedAttacks: [{ side: 'allied', units: ['fr-16.8'], target: '62.56' }] },
    );
    const one = ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8');
    expect(keys(one, 'allied')).toEqual(['force/fr-16.8']);
    expect(act(one, 'allied', 'decl')).toMatchObject({ ok: false, code: 'pa-not-excluded', rule: '9.2.5' });
    const both = ok(one, 'allied', 'force/fr-16.8');
    expect(keys(both, 'allied')).toEqual(['decl', 'fight']);
  });

  it('9.2.5 A units of two armies in the defending hex: only one army’s defend, the owner picks which', () => {
    const s = ok(
      ok(
        ok(phase({ 'fr-15.8': '61.56', 'de-31.21': '62.56', 'de-28.14': '62.56' }), 'allied', 'atk/62.56'),
        'allied',
        'force/fr-15.8',
      ),
      'allied',
      'fight',
    );
    expect(s.stack.at(-1)).toEqual({ name: 'exclude', side: 'german' });
    expect(sorted(keys(s, 'german'))).toEqual(['de-28.14', 'de-31.21']);
    expect(act(s, 'german', 'dfd/de-28.14+de-31.21')).toMatchObject({ ok: false, code: 'defend-set', rule: '9.2.5' });
    const chosen = ok(s, 'german', 'dfd/de-31.21');
    expect(chosen.fight).toMatchObject({ defenders: ['de-31.21'], excluded: ['de-28.14'] });
    expect(chosen.stack.at(-1)).toEqual({ name: 'intensity', side: 'allied' });
  });

  it('9.2.5 B, C a CI Formation may be Excluded when another is not; one that is not CI may not', () => {
    const units = { 'fr-15.8': '61.56', 'de-31.21': '62.56', 'de-42.21': '62.56' };
    const ci = phase(units);
    ci.units['de-42.21']!.status = 'ci';
    const s = ok(ok(ok(ci, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    expect(sorted(keys(s, 'german'))).toEqual(['de-31.21', 'de-31.21+de-42.21']);
    expect(act(s, 'german', 'dfd/de-42.21')).toMatchObject({ ok: false, code: 'defend-set', rule: '9.2.5' });
    // Neither CI: both defend, nobody is asked.
    const full = ok(ok(ok(phase(units), 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    expect(full.stack.at(-1)).toEqual({ name: 'intensity', side: 'allied' });
    expect(full.fight?.defenders).toEqual(['de-31.21', 'de-42.21']);
  });

  it('9.2.5 D an Excluded Force retreats only once the defenders left the hex, by their obligation, and loses no CE outside an EZOC', () => {
    const units = { 'fr-15.8': '61.56', 'de-31.21': '62.56', 'de-28.14': '62.56' };
    let s = ok(ok(ok(phase(units), 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    s = ok(ok(ok(s, 'german', 'dfd/de-31.21'), 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
    const fought = (cell: string) => ok(s, 'allied', `cell/${cell}`, new ScriptedDice([1, 1, 1, 1]));
    // The defender retreats one hex: then the Excluded 28/14 retreats one hex too.
    let r = fought('-~b1');
    expect(r.stack.at(-1)).toMatchObject({ name: 'retreat', units: ['de-31.21'], hexes: 1 });
    r = ok(r, 'german', keys(r, 'german')[0]!);
    expect(r.stack.at(-1)).toMatchObject({ name: 'retreat', units: ['de-28.14'], hexes: 1, excluded: true });
    const away = keys(r, 'german')[0]!;
    r = ok(r, 'german', away);
    expect(r.units['de-28.14']).toMatchObject({ at: away.slice(3) });
    // No retreat for the defender: the Excluded stay.
    const held = fought('-~-');
    expect(held.units['de-28.14']!.at).toBe('62.56');
    expect(held.stack.some((f) => f.name === 'retreat')).toBe(false);
  });
});
