import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, allKeys, built, game, ok, pack, start } from './game.js';

/**
 * Repulse in the movement phases (7.4–7.4.5) played through the module, over rules/combat-position.ts
 * (`checkRepulseMap`) and rules/repulse.ts (the `repulse` ruling's function). Columns 60–62, rows 55–59 of the pack's
 * map are Open with no hexside terrain (game.ts): no terrain, no shift, as the book's examples say.
 */

/** 7.4 example 1's numbers: Division X (AS 7) next to Formation Z (DS 2, CEL 9); PR alike, so no DRM. */
const EXAMPLE_1 = {
  units: { 'fr-15.8': '61.56', 'fr-16.8': '61.56', 'de-31.21': '62.56' },
  values: {
    'fr-15.8': { as: 7, pr: 3, ce: 8 },
    'fr-16.8': { as: 7, pr: 3, ce: 8 },
    'de-31.21': { ds: 2, pr: 3, ce: 9 },
  },
};

function repulsed(s: O1914State, dice: number[]): O1914State {
  return ok(s, 'allied', 'rep/fr-15.8/62.56', new ScriptedDice(dice));
}

describe('1914 by its rules: Repulse (7.4)', () => {
  it('7.4 example 1 in the Movement Phase: X (AS 7) against Z (DS 2) is 4-1; white 2, black 2 a retreat: Z retreats 2 hexes, rolls 10 against CEL 9 and loses one CE level; X moves on, Y is unaffected', () => {
    let s = built(EXAMPLE_1);
    // The Repulse is offered beside the moves, for the Force of X alone (Y stays out of it, 7.4.6).
    expect(allKeys(s, 'allied')).toContain('rep/fr-15.8/62.56');
    s = repulsed(s, [2, 2]);
    // The pack has no CRT grid: the attacker reads the 4:1 cell for white 2 (9.9.1).
    expect(s.fight).toMatchObject({ repulse: true, column: 6, roll: { white: 2, black: 2 } });
    expect(s.stack.at(-1)).toEqual({ name: 'crt-cell', side: 'allied' });
    const read = act(s, 'allied', 'cell/-~b1', new ScriptedDice([4, 6]));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.events).toContainEqual(
      expect.objectContaining({ kind: 'repulse-result', column: '4:1', outcome: 'rolled', success: true }),
    );
    // 7.4.4: 10 + 1 = 11 against CEL 9: Z loses one CE level.
    expect(read.events.find((e) => e.kind === 'repulse-result')?.['ec']).toEqual({
      dice: [4, 6],
      total: 11,
      cel: 9,
      passed: false,
    });
    s = read.state;
    expect(s.units['de-31.21']!.status).toBe('-1');
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', from: '62.56', hexes: 2 });
    s = ok(s, 'german', 'rt/63.56+64.56');
    expect([s.fight, s.stack]).toEqual([null, []]);
    // X spent its 1 MP and may go on moving (7.4.4); Y spent nothing.
    expect([s.units['fr-15.8']!.spent, s.units['fr-16.8']!.spent]).toEqual([1, 0]);
    expect(s.units['fr-16.8']!.status).toBe('full');
    s = ok(s, 'allied', 'mv/fr-15.8/62.56');
    expect(s.units['fr-15.8']!.at).toBe('62.56');
  });

  it('7.4.3 example 2’s odds in the Movement Phase: A (AS 14) against the Support unit B (DS 2): 7:1 rounded to 8:1, an automatic success; B rolls 7 (+1) against CEL 9 and stays', () => {
    let s = built({
      units: { 'de-31.21': '62.56', 'fr-23.27Ch': '61.56' },
      phasing: 'german',
      values: { 'de-31.21': { as: 14, pr: 3, ce: 8 }, 'fr-23.27Ch': { ds: 2, pr: 3, ce: 9 } },
    });
    const out = act(s, 'german', 'rep/de-31.21/61.56', new ScriptedDice([3, 4]));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    // No CRT dice at 8:1: the only dice are B's EC.
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'odds', initial: '8:1', column: '8:1' }));
    expect(out.events.find((e) => e.kind === 'repulse-result')).toMatchObject({
      outcome: 'automatic',
      success: true,
      ec: { total: 8, cel: 9, passed: true },
    });
    s = out.state;
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'allied', units: ['fr-23.27Ch'], hexes: 2 });
    // A 10 (+1) would have failed: a Support unit takes a Strength Reduction (7.4.4, 5.5.2).
    const unlucky = act(
      built({
        units: { 'de-31.21': '62.56', 'fr-23.27Ch': '61.56' },
        phasing: 'german',
        values: { 'de-31.21': { as: 14, pr: 3, ce: 8 }, 'fr-23.27Ch': { ds: 2, pr: 3, ce: 9 } },
      }),
      'german',
      'rep/de-31.21/61.56',
      new ScriptedDice([4, 5]),
    );
    expect(unlucky.ok && unlucky.state.stack.at(-1)).toEqual({ name: 'sr', side: 'allied' });
  });

  it('7.4.5 below 3:1 the Repulse fails without a roll: the Force takes an unmodified EC and moves no further, though it may still place a PA', () => {
    let s = built({
      ...EXAMPLE_1,
      values: { ...EXAMPLE_1.values, 'fr-15.8': { as: 3, pr: 3, ce: 8 }, 'de-31.21': { ds: 4, pr: 3, ce: 9 } },
    });
    const out = act(s, 'allied', 'rep/fr-15.8/62.56', new ScriptedDice([5, 4]));
    expect(out.ok && out.events.find((e) => e.kind === 'repulse-result')).toMatchObject({
      outcome: 'too-low',
      success: false,
      ec: { total: 9, cel: 8, passed: false },
    });
    s = (out.ok && out.state) as O1914State;
    expect(s.units['fr-15.8']).toMatchObject({ status: '-1', halted: true, spent: 1 });
    expect(s.units['de-31.21']!.at).toBe('62.56');
    expect(act(s, 'allied', 'mv/fr-15.8/60.56')).toMatchObject({ ok: false, code: 'repulse-halted', rule: '7.4.5' });
    expect(act(s, 'allied', 'rep/fr-15.8/62.56')).toMatchObject({ ok: false, code: 'repulse-halted' });
    expect(allKeys(s, 'allied')).toContain('pa/fr-15.8/62.56');
    // No move is offered to it.
    expect(allKeys(s, 'allied').filter((k) => k.startsWith('mv/fr-15.8/'))).toEqual([]);
  });

  it('7.4, 7.4.1, 7.4.2 a Repulse needs an enemy next to the Force, 1 MP, two units at most, none CI or Demoralized', () => {
    const s = built(EXAMPLE_1);
    expect(act(s, 'allied', 'rep/fr-15.8/62.57')).toMatchObject({ ok: false, code: 'attack-no-defender', rule: '7.4' });
    const far = built({ ...EXAMPLE_1, units: { ...EXAMPLE_1.units, 'de-31.21': '62.58' } });
    expect(act(far, 'allied', 'rep/fr-15.8/62.58')).toMatchObject({ ok: false, code: 'attack-not-adjacent' });
    const spent = structuredClone(s);
    spent.units['fr-15.8']!.spent = 9;
    expect(act(spent, 'allied', 'rep/fr-15.8/62.56')).toMatchObject({ ok: false, code: 'repulse-no-mp', rule: '7.4' });
    const ci = structuredClone(s);
    ci.units['fr-15.8']!.status = 'ci';
    expect(act(ci, 'allied', 'rep/fr-15.8/62.56')).toMatchObject({
      ok: false,
      code: 'attack-ineffective',
      rule: '7.4.2',
    });
    const three = game.apply(
      s,
      'allied',
      { type: 'repulse', units: ['fr-15.8', 'fr-16.8', 'fr-23.27Ch'], target: '62.56' },
      new ScriptedDice([]),
    );
    expect(three.ok || three.error).toMatchObject({ code: 'repulse-two-units', rule: '7.4.1' });
    // Not in an attack phase, nor by the side not moving.
    expect(act(built({ ...EXAMPLE_1, phase: 'attack' }), 'allied', 'rep/fr-15.8/62.56')).toMatchObject({ ok: false });
    expect(act(s, 'german', 'rep/de-31.21/61.56')).toMatchObject({ ok: false, code: 'not-your-turn' });
  });

  it('7.4 a value the pack lacks is asked before the odds; the game option repulse-round-down reads 7:2 as 3:1 (9.1.1e)', () => {
    let s = built({ units: EXAMPLE_1.units });
    s = ok(s, 'allied', 'rep/fr-15.8/62.56');
    expect(s.stack.at(-1)).toEqual({ name: 'value', side: 'allied', unit: 'fr-15.8', face: 'front', key: 'as' });
    const module = game;
    const down = module.setup(
      { scenario: 'lorraine', options: { 'repulse-round-down': true }, pack },
      new ScriptedDice([]),
    );
    expect(down.ok && down.state.repulseRounding).toBe('down');
    expect(start().repulseRounding).toBe('up');
    expect(module.options?.().map((o) => o.id)).toEqual([
      'repulse-round-down',
      'voluntary-fallback',
      'optional-supply',
    ]);
    const b = { ...built(EXAMPLE_1), repulseRounding: 'down' as const };
    const out = act(b, 'allied', 'rep/fr-15.8/62.56', new ScriptedDice([2, 2]));
    expect(out.ok && out.events).toContainEqual(expect.objectContaining({ kind: 'odds', initial: '3:1' }));
  });

  it('7.4.7 a successful Repulse across an Imposing river obliges the Force to enter the emptied hex, spending its MP; across an open hexside it stays', () => {
    const values = { 'fr-15.8': { as: 24, pr: 3, ce: 8 }, 'de-31.21': { ds: 1, pr: 3, ce: 9 } };
    const across = built({ units: { 'fr-15.8': '59.57', 'de-31.21': '60.57' }, values });
    across.rivers['59.57|60.57'] = 'imposing';
    // 24 : 1, past 8:1 even after the river's shifts (9.6.1): an automatic success (7.4.3); the defender's EC passes on 1 + 1.
    let s = ok(across, 'allied', 'rep/fr-15.8/60.57', new ScriptedDice([1, 1]));
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', from: '60.57' });
    const route = allKeys(s, 'german').find((k) => k.startsWith('rt/') && k.split('+').length === 2)!;
    const entered = act(s, 'german', route);
    if (!entered.ok) throw new Error(entered.code);
    s = entered.state;
    expect(s.units['fr-15.8']!.at).toBe('60.57');
    expect(entered.events).toContainEqual(
      expect.objectContaining({ kind: 'repulse-enter', to: '60.57', rule: '7.4.7' }),
    );
    expect(s.units['fr-15.8']!.spent).toBeGreaterThan(1);
    const open = built({ units: { 'fr-15.8': '61.56', 'de-31.21': '62.56' }, values });
    const after = ok(ok(open, 'allied', 'rep/fr-15.8/62.56', new ScriptedDice([1, 1])), 'german', 'rt/63.56+64.56');
    expect(after.units['fr-15.8']).toMatchObject({ at: '61.56', spent: 1 });
  });
});
