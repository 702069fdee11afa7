import { describe, expect, it } from 'vitest';
import type { Force } from '../../../../src/engine/games/grand-illusion/model.js';
import { TestDice } from './play/position.js';
import { parseForce } from '../../../../src/engine/games/grand-illusion/notation.js';
import { battle } from '../../../../src/engine/games/grand-illusion/rules/battle.js';
import {
  suggestPlacement,
  withdrawableCavalry,
  withdrawCavalry,
} from '../../../../src/engine/games/grand-illusion/rules/placement.js';

const force = (text: string, prefix: string): Force => {
  const r = parseForce(text, prefix);
  if (!r.ok) throw new Error(r.problem.code);
  return r.value;
};
const rules = { offensive: false, useDisorganized: false };
const fixed = (faces: number[]): TestDice => new TestDice(faces);

describe('9.6.2: cavalry withdrawal in a declared battle', () => {
  it('intact front-line cavalry may withdraw; facing infantry it loses nothing', () => {
    const p = suggestPlacement(
      force('X=5 de corps, K=3/2 de cav', 'A').groups,
      force('C=2/1 fr cav, I=4 fr corps', 'D').groups,
      rules,
    );
    expect(withdrawableCavalry(p)).toEqual([{ label: 'C', fromCavalry: false }]);
  });

  it('Disorganized cavalry, or cavalry in reserve, may not withdraw', () => {
    const disorganized = suggestPlacement(
      force('X=5 de corps', 'A').groups,
      force('C=1 fr cav dis', 'D').groups,
      rules,
    );
    expect(withdrawableCavalry(disorganized)).toEqual([]);
    // C is unopposed (one attacker): it goes into reserve behind the column, not the front line.
    const reserve = suggestPlacement(
      force('K=3/2 de cav', 'A').groups,
      force('I=4 fr corps, C=2/1 fr cav', 'D').groups,
      rules,
    );
    expect(reserve.columns[0]!.defenderReserve).not.toBeNull();
    expect(withdrawableCavalry(reserve)).toEqual([]);
  });

  it('the reserve behind the withdrawn cavalry moves into the front space; the cavalry stays in the hex', () => {
    const p = suggestPlacement(
      force('K=3/2 de cav', 'A').groups,
      force('C=2/1 fr cav, I=4 fr corps', 'D').groups,
      rules,
    );
    expect(withdrawableCavalry(p)).toEqual([{ label: 'C', fromCavalry: true }]);
    const after = withdrawCavalry(p, ['C']);
    expect(after.columns.map((c) => [c.attacker[0]!.label, c.defender[0]!.label, c.defenderReserve])).toEqual([
      ['K', 'I', null],
    ]);
    expect(after.defenderStays.flat().map((u) => u.label)).toEqual(['C']);
  });

  it('with no reserve behind it, the column no longer fights and its attacker stays in the hex', () => {
    const p = suggestPlacement(
      force('X=5 de corps, Y=5 de corps', 'A').groups,
      force('I=4 fr corps, C=2/1 fr cav', 'D').groups,
      rules,
    );
    const after = withdrawCavalry(p, ['C']);
    expect(after.columns.map((c) => c.defender[0]!.label)).toEqual(['I']);
    expect(after.attackerStays.flat().map((u) => u.label)).toEqual(['Y']);
  });

  it('withdrawn from cavalry it is Disorganized for the retreat check (9.4.2); all withdrawn, no combat', () => {
    // Cavalry-only battle: K attacks C; C withdraws. No column is left: no combat.
    const alone = battle(
      {
        attacker: force('K=3/2 de cav', 'A'),
        defender: force('C=2/1 fr cav', 'D'),
        terrain: 0,
        trench: 0,
        concentric: 0,
        mode: 'normal',
        rout: false,
        impetus: false,
      },
      { ...rules, withdrawn: ['C'] },
      fixed([]),
    );
    expect('value' in alone).toBe(false);
    // K and Q attack C and E: C withdraws from K; Q hits E (a 1), E misses (a 6).
    const r = battle(
      {
        attacker: force('K=3/2 de cav, Q=3/2 de cav', 'A'),
        defender: force('C=2/1 fr cav, E=2/1 fr cav', 'D'),
        terrain: 0,
        trench: 0,
        concentric: 0,
        mode: 'normal',
        rout: false,
        impetus: false,
      },
      { ...rules, withdrawn: ['C'] },
      fixed([1, 6]),
    );
    if (!('value' in r)) throw new Error(r.problem.code);
    expect(r.value.placement.defenderInHex).toEqual(['C']);
    expect(r.value.rolls.map((x) => [x.firer, x.hit])).toEqual([
      ['Q', true],
      ['E', false],
    ]);
    // A cavalry-only battle: the defender has no intact cavalry left, C included (Disorganized by withdrawing).
    expect(r.value.mustRetreat).toBe('defender');
  });
});
