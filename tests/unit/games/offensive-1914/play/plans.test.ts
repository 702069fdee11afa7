import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, allKeys, built, keys, ok, type Built } from './game.js';

/**
 * The Strategic Plans of the Battle for Lorraine (26.0, 29.2 A): the German Sixth Army's activation (26.6.2) and its
 * effects (26.6.2a), the abandonment in the Special Joint Preliminary Phase (26.3, 4.2.1a), the restrictions of a plan
 * in effect on attacks (26.2.2) and its fulfilment (26.1).
 */

const at = (b: Built, over: Partial<O1914State> = {}): O1914State => ({ ...built(b), ...over });
const plans = (second: string, sixth: string) => ({ plans: { second, sixth } }) as Partial<O1914State>;
const kinds = (s: O1914State, side: 'allied' | 'german', key: string, dice?: ScriptedDice) => {
  const out = act(s, side, key, dice);
  if (!out.ok) throw new Error(out.code);
  return out.events;
};

describe('1914 by its rules: the Strategic Plans', () => {
  it('26.6.2 the Sixth Army’s plan starts suspended, and no roll is made in GT 1–2', () => {
    const s = at({ units: {}, phase: 'final', phasing: 'german', turn: 1 });
    expect(s.plans).toEqual({ second: 'in-effect', sixth: 'suspended' });
    // GT 2's Preliminary Phase: no die is asked for (ScriptedDice([]) would throw), the plan stays suspended.
    const gt2 = ok(s, 'german', 'next');
    expect([gt2.turn, gt2.plans.sixth]).toEqual([2, 'suspended']);
    expect(kinds(s, 'german', 'next').some((e) => e.kind === 'sixth-army')).toBe(false);
  });

  it('26.6.2 in each Preliminary Phase of GT 3 the German rolls 1d6: 1–3 activates the plan, 4–6 does not', () => {
    const s = at({ units: {}, phase: 'final', phasing: 'german', turn: 2 });
    const three = ok(s, 'german', 'next', new ScriptedDice([3]));
    expect([three.turn, three.plans.sixth]).toEqual([3, 'in-effect']);
    expect(kinds(s, 'german', 'next', new ScriptedDice([3]))).toContainEqual(
      expect.objectContaining({ kind: 'sixth-army', how: 'roll', die: 3, activated: true, rule: '26.6.2' }),
    );
    const four = ok(s, 'german', 'next', new ScriptedDice([4]));
    expect(four.plans.sixth).toBe('suspended');
    // The German Player Turn of GT 3 rolls again.
    const germanPt = at({ units: {}, phase: 'final', phasing: 'allied', turn: 3 }, plans('in-effect', 'suspended'));
    expect(ok(germanPt, 'allied', 'next', new ScriptedDice([1])).plans.sixth).toBe('in-effect');
  });

  it('26.6.2 the activation is automatic in the French Player Turn of GT 4', () => {
    const s = at({ units: {}, phase: 'interphase', phasing: 'german', turn: 3 });
    const gt4 = ok(s, 'german', 'next');
    expect([gt4.turn, gt4.phasing, gt4.plans.sixth]).toEqual([4, 'allied', 'in-effect']);
    expect(kinds(s, 'german', 'next')).toContainEqual(
      expect.objectContaining({ kind: 'sixth-army', how: 'automatic', activated: true }),
    );
  });

  it('26.6.2 activated in the Preliminary Phase after the Player Turn in which the French Second Army abandoned its plan', () => {
    const s = at({ units: {}, phase: 'final', phasing: 'allied', turn: 3 }, plans('abandoned', 'suspended'));
    // No die: the French abandonment activates it.
    const next = ok(s, 'allied', 'next');
    expect([next.phasing, next.plans.sixth]).toEqual(['german', 'in-effect']);
    expect(kinds(s, 'allied', 'next')).toContainEqual(
      expect.objectContaining({ kind: 'sixth-army', how: 'french-abandoned' }),
    );
  });

  it('26.6.2a before its plan is activated a Sixth Army unit places no Prepared Attack marker; after, it may', () => {
    const units = { 'de-31.21': '61.56', 'de-28.14': '61.57', 'fr-15.8': '62.56' };
    const s = at({ units, phasing: 'german' });
    expect(act(s, 'german', 'pa/de-31.21/62.56')).toMatchObject({ ok: false, code: 'plan-sixth-pa', rule: '26.6.2a' });
    expect(allKeys(s, 'german', ['h:61.56', 'f:de-31.21']).some((k) => k.startsWith('pa/'))).toBe(false);
    // A Seventh Army Formation (28/14) is not bound.
    expect(ok(s, 'german', 'pa/de-28.14/62.56').preparedAttacks).toHaveLength(1);
    const active = at({ units, phasing: 'german' }, plans('in-effect', 'in-effect'));
    expect(ok(active, 'german', 'pa/de-31.21/62.56').preparedAttacks).toEqual([
      { side: 'german', units: ['de-31.21'], target: '62.56' },
    ]);
  });

  it('26.3 a plan may be abandoned in the Special Joint Preliminary Phase of GT 3 and 4, never of GT 1 or 2', () => {
    const gt2 = ok(at({ units: {}, phase: 'final', phasing: 'german', turn: 1 }), 'german', 'next');
    expect(gt2.stack).toEqual([]);
    expect(keys(gt2, 'allied')).toEqual(['next']);
    const gt3 = ok(
      at({ units: {}, phase: 'final', phasing: 'german', turn: 2 }),
      'german',
      'next',
      new ScriptedDice([5]),
    );
    expect(gt3.stack).toEqual([{ name: 'plan', side: 'allied', army: 'second' }]);
    expect(keys(gt3, 'allied')).toEqual(['plan/keep', 'plan/abandon']);
    expect(act(gt3, 'german', 'plan/abandon')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(act(gt3, 'allied', 'next')).toMatchObject({ ok: false, code: 'answer-the-prompt' });
    const kept = ok(gt3, 'allied', 'plan/keep');
    expect([kept.plans.second, kept.stack.length]).toEqual(['in-effect', 0]);
    const abandoned = ok(gt3, 'allied', 'plan/abandon');
    expect(abandoned.plans.second).toBe('abandoned');
    expect(kinds(gt3, 'allied', 'plan/abandon')).toContainEqual(
      expect.objectContaining({ kind: 'plan-abandoned', army: 'second', rule: '26.3' }),
    );
    // A fulfilled plan (26.1: 29.5 a1's objective captured) is not in question; the Sixth Army's, in effect, is the
    // German's to keep or abandon (the French answer first).
    const both = ok(
      at({ units: {}, phase: 'final', phasing: 'german', turn: 2 }, plans('in-effect', 'in-effect')),
      'german',
      'next',
    );
    expect(both.stack.map((f) => f.side)).toEqual(['german', 'allied']);
    const done = ok(
      at(
        { units: {}, phase: 'final', phasing: 'german', turn: 2 },
        { ...plans('in-effect', 'in-effect'), objective: true },
      ),
      'german',
      'next',
    );
    expect(done.stack).toEqual([{ name: 'plan', side: 'german', army: 'sixth' }]);
  });

  it('26.2.1 a bound Formation that moves ends at least one hex closer to an Operational Objective than it started', () => {
    // From 61.56: 62.55 and 61.55 are nearer Saargemünd (62.52), 60.55 nearer Metz (54.48); 62.56, 60.56 and 61.57
    // are nearer none of the three.
    // With 6 MP spent, a sideways step leaves no MP to reach a lawful hex (the NOTE's sideways steps with MP to
    // spare: plan-movement.test.ts).
    const s = at({ units: { 'fr-29.15': '61.56', 'fr-15.8': '61.56' } });
    s.units['fr-29.15']!.spent = 6;
    const steps = allKeys(s, 'allied', ['h:61.56', 'f:fr-29.15']).filter((k) => k.startsWith('mv/'));
    expect(steps.sort()).toEqual(['mv/fr-29.15/60.55', 'mv/fr-29.15/61.55', 'mv/fr-29.15/62.55']);
    expect(act(s, 'allied', 'mv/fr-29.15/62.56')).toMatchObject({ ok: false, code: 'plan-move', rule: '26.2.1' });
    // Back to its start hex it has not moved from one hex to another: the phase may end there.
    const fresh = structuredClone(s);
    fresh.units['fr-29.15']!.spent = 0;
    const there = ok(fresh, 'allied', 'mv/fr-29.15/62.55');
    expect(ok(there, 'allied', 'mv/fr-29.15/61.56').units['fr-29.15']!.at).toBe('61.56');
    // The First Army's plan is ignored in Lorraine (29.2 A); an abandoned plan binds no one (26.3); nor does one
    // bind a CI Formation (26.2).
    expect(ok(s, 'allied', 'mv/fr-15.8/62.56').units['fr-15.8']!.at).toBe('62.56');
    expect(ok({ ...s, ...plans('abandoned', 'suspended') }, 'allied', 'mv/fr-29.15/62.56').units['fr-29.15']!.at).toBe(
      '62.56',
    );
    const ci = structuredClone(s);
    ci.units['fr-29.15']!.status = 'ci';
    expect(ok(ci, 'allied', 'mv/fr-29.15/62.56').units['fr-29.15']!.at).toBe('62.56');
  });

  it('26.2.1 the Sixth Army’s infantry, once its plan is activated, moves towards Toul or Epinal', () => {
    const units = { 'de-31.21': '61.56' };
    const active = at({ units, phasing: 'german' }, plans('in-effect', 'in-effect'));
    // 6 MP spent: no sideways step with MP left to come back nearer (26.2.1's NOTE).
    active.units['de-31.21']!.spent = 6;
    expect(act(active, 'german', 'mv/de-31.21/62.56')).toMatchObject({ ok: false, code: 'plan-move', rule: '26.2.1' });
    expect(ok(active, 'german', 'mv/de-31.21/60.56').units['de-31.21']!.at).toBe('60.56');
    // Suspended (26.6.2), it is free.
    expect(ok(at({ units, phasing: 'german' }), 'german', 'mv/de-31.21/62.56').units['de-31.21']!.at).toBe('62.56');
  });

  const values = {
    'fr-29.15': { as: 8, ds: 4, pr: 3, av: 2, ce: 8 },
    'de-31.21': { as: 8, ds: 4, pr: 3, av: 2, ce: 8 },
  };
  const fight = (side: 'allied' | 'german', over: Partial<O1914State>) => {
    const [own, enemy, from, target] =
      side === 'allied' ? ['fr-29.15', 'de-31.21', '61.56', '62.56'] : ['de-31.21', 'fr-29.15', '61.56', '62.56'];
    const s = at({ units: { [own]: from, [enemy]: target }, phase: 'attack', phasing: side, values }, over);
    return ok(ok(ok(s, side, `atk/${target}`), side, `force/${own}`), side, 'fight');
  };

  it('26.3 an abandoned plan frees its Formations from 26.2.2 from the same Player Turn', () => {
    expect(keys(fight('allied', plans('in-effect', 'suspended')), 'allied')).toEqual(['int/yes']);
    expect(keys(fight('allied', plans('abandoned', 'suspended')), 'allied')).toEqual(['int/yes', 'int/no']);
  });

  it('26.2.2 once activated, the Sixth Army’s infantry Formations that attack declare Intense; suspended, they choose', () => {
    const bound = fight('german', plans('in-effect', 'in-effect'));
    expect(keys(bound, 'german')).toEqual(['int/yes']);
    expect(act(bound, 'german', 'int/no')).toMatchObject({ ok: false, code: 'plan-intense', rule: '26.2.2' });
    expect(keys(fight('german', plans('in-effect', 'suspended')), 'german')).toEqual(['int/yes', 'int/no']);
  });

  it('26.1 the Sixth Army’s plan is fulfilled when German infantry passed through Manonviller and holds it', () => {
    const over = (passed: boolean): Partial<O1914State> => ({
      ...plans('in-effect', 'in-effect'),
      control: { ...built({ units: {} }).control, '55.57': 'german' as const },
      passed: passed ? { '55.57': ['german'] } : {},
    });
    const taken = ok(at({ units: {}, phase: 'final', phasing: 'german', turn: 1 }, over(true)), 'german', 'next');
    expect(taken.plans.sixth).toBe('fulfilled');
    // Controlled, but no infantry division or brigade occupied or passed through it (26.1.1).
    const held = ok(at({ units: {}, phase: 'final', phasing: 'german', turn: 1 }, over(false)), 'german', 'next');
    expect(held.plans.sixth).toBe('in-effect');
  });
});
