import { describe, expect, it } from 'vitest';
import {
  checkCombine,
  corpsCount,
  defendingSets,
  type Defending,
} from '../../../../src/engine/games/offensive-1914/rules/assignment.js';

const unit = (id: string, corps: string | null, army: string | null, extra: Partial<Defending> = {}): Defending => ({
  id,
  corps,
  independent: corps?.startsWith('Ind') ?? false,
  army,
  ciOrDemoralized: false,
  fortress: false,
  ...extra,
});

describe('9.2.2, 9.2.5 combining and Excluding by assignment', () => {
  it('9.2.2 two corps combine in a hex, a third does not; Independent units count together as one corps', () => {
    const a = unit('a', 'c8', 'A1');
    const b = unit('b', 'c13', 'A1');
    const i1 = unit('i1', 'Ind/A1', 'A1');
    const i2 = unit('i2', 'Ind/A1', 'A1');
    expect(corpsCount([a, b])).toBe(2);
    expect(checkCombine([a, b], 'x')).toEqual({ ok: true });
    expect(checkCombine([a, i1, i2], 'x')).toEqual({ ok: true });
    expect(checkCombine([a, b, i1], 'x')).toMatchObject({
      ok: false,
      problem: { code: 'combine-corps', rule: '9.2.2' },
    });
    expect(checkCombine([a, unit('c', 'c15', 'A2')], 'x')).toMatchObject({
      ok: false,
      problem: { code: 'combine-armies', rule: '9.2.2' },
    });
    // A unit with no box (a Fortress) is not counted.
    expect(checkCombine([a, b, unit('f', null, null)], 'x')).toEqual({ ok: true });
  });

  it('9.2.5 A–C the defending sets: stacking and corps excess left out, a Fortress always in, CI left out only by choice', () => {
    const all = () => true;
    const a = unit('a', 'c8', 'A1');
    const b = unit('b', 'c13', 'A1');
    const c = unit('c', 'c15', 'A1');
    expect(defendingSets([a, b], 'x', all)).toEqual([['a', 'b']]);
    // Three corps: any two defend (A), never fewer (C).
    expect(defendingSets([a, b, c], 'x', all).map((s) => s.join('+'))).toEqual(['a+b', 'a+c', 'b+c']);
    const ci = unit('d', 'c8', 'A1', { ciOrDemoralized: true });
    expect(defendingSets([a, ci], 'x', all).map((s) => s.join('+'))).toEqual(['a', 'a+d']);
    // All CI: none may be left out by choice (B).
    expect(defendingSets([ci, unit('e', 'c8', 'A1', { ciOrDemoralized: true })], 'x', all)).toEqual([['d', 'e']]);
    // A Fortress is never Excluded (C), even by the stacking limit.
    const fort = unit('f', null, null, { fortress: true });
    expect(defendingSets([a, b, fort], 'x', (ids) => ids.length <= 2).map((s) => s.join('+'))).toEqual(['a+f', 'b+f']);
  });
});
