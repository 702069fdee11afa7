import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { act, allKeys, built, keys, ok } from './game.js';

/**
 * The movement phases (4.2.5, 4.2.6) over rules/movement.ts: a Force crosses a hexside per action with the TEC's MP
 * (7.1), its MP counted across the phase (7.1.1, 7.1.2), the river class the pack lacks asked once (7.1.3), Prepared
 * Attacks (7.3), overstacking at the end of the phase (3.1.1, 3.1.3).
 */

describe('1914 by its rules: movement', () => {
  it('7.1, 7.1.1 a step costs the TEC’s MP and the Force keeps what it spent; past 9 MP it is refused', () => {
    let s = built({ units: { 'fr-15.8': '60.55' } });
    s = ok(s, 'allied', 'mv/fr-15.8/61.56');
    expect(s.units['fr-15.8']).toMatchObject({ at: '61.56', spent: 2 });
    s = ok(ok(ok(s, 'allied', 'mv/fr-15.8/62.56'), 'allied', 'mv/fr-15.8/62.57'), 'allied', 'mv/fr-15.8/62.58');
    expect(s.units['fr-15.8']!.spent).toBe(8);
    expect(act(s, 'allied', 'mv/fr-15.8/62.59')).toMatchObject({ ok: false, code: 'move-too-costly', rule: '7.1.2' });
    expect(keys(s, 'allied')).toEqual(['next']);
  });

  it('7.1.1 the Counter-Movement Phase gives 5 MP to the non-phasing player', () => {
    let s = built({ units: { 'de-31.21': '61.56' }, phase: 'counter-movement' });
    s = ok(ok(s, 'german', 'mv/de-31.21/62.56'), 'german', 'mv/de-31.21/62.57');
    expect(s.units['de-31.21']!.spent).toBe(4);
    expect(act(s, 'german', 'mv/de-31.21/62.58')).toMatchObject({ ok: false, code: 'move-too-costly' });
    expect(act(s, 'allied', 'next')).toMatchObject({ ok: false, code: 'not-your-turn' });
  });

  it('7.1.2, 7.1.6 never into an enemy-occupied hex; entering an enemy ZOC costs 2 more', () => {
    const s = built({ units: { 'fr-15.8': '60.55', 'de-31.21': '62.56' } });
    expect(act(s, 'allied', 'mv/fr-15.8/61.56')).toMatchObject({ ok: true });
    const moved = ok(s, 'allied', 'mv/fr-15.8/61.56');
    expect(moved.units['fr-15.8']!.spent).toBe(4);
    expect(act(moved, 'allied', 'mv/fr-15.8/62.56')).toMatchObject({ ok: false, code: 'move-enemy-units' });
  });

  it('7.1.2 a Force moves whole: one Formation with up to two Support units; two Formations are not one Force', () => {
    const s = built({ units: { 'fr-29.15': '61.56', 'fr-30.15': '61.56', 'fr-23.27Ch': '61.56' } });
    // 62.55, one hex nearer Saargemünd: 29/15 is bound by the Second Army's plan (26.2.1).
    expect(act(s, 'allied', 'mv/fr-29.15+fr-23.27Ch/62.55')).toMatchObject({ ok: true });
    expect(act(s, 'allied', 'mv/fr-29.15+fr-30.15/62.55')).toMatchObject({ ok: false, code: 'move-not-one-force' });
  });

  it('7.1.3 a river of no class in the pack: the mover is asked its class once, then the move costs the TEC’s', () => {
    let s = built({ units: { 'fr-15.8': '59.57' } });
    expect(act(s, 'allied', 'mv/fr-15.8/60.57')).toMatchObject({ ok: false, code: 'move-river-class', rule: '7.1.3' });
    const path = ['h:59.57', 'f:fr-15.8'];
    expect(keys(s, 'allied', path)).toContain('r:59.57:60.57');
    expect(keys(s, 'allied', [...path, 'r:59.57:60.57'])).toEqual([
      'river/59.57/60.57/minor',
      'river/59.57/60.57/major',
      'river/59.57/60.57/great',
      'river/59.57/60.57/imposing',
    ]);
    s = ok(s, 'allied', 'river/59.57/60.57/minor');
    expect(s.rivers).toEqual({ '59.57|60.57': 'minor' });
    // Never asked again: the branch is gone and the move costs Open's 2 + a Minor river's 1.
    expect(keys(s, 'allied', path)).not.toContain('r:59.57:60.57');
    expect(act(s, 'allied', 'river/59.57/60.57/major')).toMatchObject({ ok: false, code: 'river-known' });
    s = ok(s, 'allied', 'mv/fr-15.8/60.57');
    expect(s.units['fr-15.8']!.spent).toBe(3);
  });

  it('7.2, 7.2.1, 7.2.3 Forced March: up to 3 MP more for infantry, the last it spends, then an EC at +1 per MP', () => {
    let s = built({ units: { 'de-31.21': '61.56' }, phase: 'counter-movement' });
    s = ok(ok(s, 'german', 'mv/de-31.21/62.56'), 'german', 'mv/de-31.21/62.57');
    expect(act(s, 'german', 'mv/de-31.21/62.58')).toMatchObject({ ok: false, code: 'move-too-costly' });
    expect(keys(s, 'german', ['h:62.57', 'f:de-31.21'])).toContain('fm/de-31.21/62.58');
    // The Force's Base CE is not in the pack: its owner gives it, then the EC (2d6 + 1 against CEL 8) is rolled.
    s = ok(s, 'german', 'fm/de-31.21/62.58');
    expect(s.stack.at(-1)).toEqual({ name: 'value', side: 'german', unit: 'de-31.21', face: 'front', key: 'ce' });
    const passed = act(s, 'german', 'val/8', new ScriptedDice([3, 4]));
    expect(passed.ok && passed.events.find((e) => e.kind === 'forced-march')).toMatchObject({
      fmMp: 1,
      total: 8,
      cel: 8,
      passed: true,
    });
    const failed = ok(s, 'german', 'val/8', new ScriptedDice([6, 6]));
    expect(failed.marching).toBeNull();
    expect(failed.units['de-31.21']!.status).not.toBe('full');
    // 7.2.2: the Forced March MP were its last: no more steps this phase.
    expect(act(failed, 'german', 'mv/de-31.21/62.59')).toMatchObject({ ok: false, code: 'move-too-costly' });
  });

  it('22.1 no French Forced March in the French Movement Phase of GT 1', () => {
    let s = built({ units: { 'fr-15.8': '60.55' } });
    for (const to of ['61.56', '62.56', '62.57', '62.58']) s = ok(s, 'allied', `mv/fr-15.8/${to}`);
    expect(act(s, 'allied', 'fm/fr-15.8/62.59')).toMatchObject({
      ok: false,
      code: 'forced-march-french-gt1',
      rule: '22.1',
    });
    let gt2 = built({ units: { 'fr-15.8': '60.55' }, turn: 2, values: { 'fr-15.8': { ce: 8 } } });
    for (const to of ['61.56', '62.56', '62.57', '62.58']) gt2 = ok(gt2, 'allied', `mv/fr-15.8/${to}`);
    expect(act(gt2, 'allied', 'fm/fr-15.8/62.59', new ScriptedDice([1, 1]))).toMatchObject({ ok: true });
  });

  it('7.3 an infantry Force places a Prepared Attack in its Movement Phase, never in the Counter-Movement', () => {
    const s = built({ units: { 'fr-15.8': '61.56', 'de-31.21': '62.56' } });
    const pa = ok(s, 'allied', 'pa/fr-15.8/62.56');
    expect(pa.preparedAttacks).toEqual([{ side: 'allied', units: ['fr-15.8'], target: '62.56' }]);
    // 7.3: no more MP once the marker is placed.
    expect(act(pa, 'allied', 'mv/fr-15.8/60.55')).toMatchObject({ ok: false, code: 'pa-placed', rule: '7.3' });
    const counter = built({ units: { 'de-31.21': '61.56', 'fr-15.8': '62.56' }, phase: 'counter-movement' });
    expect(act(counter, 'german', 'pa/de-31.21/62.56')).toMatchObject({ ok: false, code: 'pa-counter-movement' });
    expect(allKeys(counter, 'german').some((k) => k.startsWith('pa/'))).toBe(false);
  });

  it('7.3.1 a Prepared Attack at an enemy-occupied hex must attack before the attack phase ends', () => {
    let s = built({
      units: { 'fr-15.8': '61.56', 'de-31.21': '62.56' },
      values: { 'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 }, 'de-31.21': { ds: 6, pr: 3, av: 2, ce: 8 } },
    });
    s = ok(ok(ok(s, 'allied', 'pa/fr-15.8/62.56'), 'allied', 'next'), 'german', 'next');
    expect(s.phase).toBe('attack');
    expect(act(s, 'allied', 'next')).toMatchObject({ ok: false, code: 'pa-must-attack', rule: '7.3.1' });
    expect(keys(s, 'allied')).toEqual(['atk/62.56']);
  });

  it('3.1.1, 3.1.3 a hex over 3½ DE at the end of the movement phase loses units of its owner’s choice', () => {
    const units = { 'fr-15.8': '61.56', 'fr-16.8': '61.56', 'fr-25.13': '61.56', 'fr-26.13': '60.55' };
    let s = built({ units });
    s = ok(s, 'allied', 'mv/fr-26.13/61.56');
    s = ok(s, 'allied', 'next');
    expect(s.stack).toEqual([{ name: 'overstack', side: 'allied', hex: '61.56' }]);
    expect(s.phase).toBe('movement');
    expect(act(s, 'allied', 'next')).toMatchObject({ ok: false, code: 'answer-the-prompt' });
    expect(act(s, 'allied', 'elim/fr-15.8')).toMatchObject({ ok: true });
    s = ok(s, 'allied', 'elim/fr-26.13');
    expect(s.units['fr-26.13']!.at).toBe('gone');
    expect([s.phase, s.settled]).toEqual(['counter-movement', 'allied']);
    const within = built({ units: { 'fr-15.8': '61.56', 'fr-16.8': '61.56', 'fr-25.13': '61.56' } });
    expect(ok(within, 'allied', 'next').phase).toBe('counter-movement');
  });
});
