import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, allKeys, built, keys, ok } from './game.js';

/**
 * Repulse during a retreat (7.4 "Regola Generale", 7.4.1, 7.4.2, 7.4.4, 7.4.5 "Durante la Ritirata") played through
 * the module: in an attack phase, a Force of the retreating group tries one Repulse before its retreat, on its way or
 * from its last hex (README decisions 82–84). The hexes around 61.56 are Open with no hexside terrain (game.ts).
 * 15/8 in 61.55 attacks 31/21 ("Division A", AS 14) in 61.56; the CRT cell read off the card gives it a retreat.
 */

/** 7.4 example 2's numbers: A has AS 14; B, the Support unit 27e Chasseurs (23.27Ch), DS 2 and CEL 9. */
const VALUES = {
  'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 },
  'fr-16.8': { as: 8, ds: 4, pr: 3, av: 2, ce: 8 },
  'de-31.21': { as: 14, ds: 4, pr: 3, av: 2, ce: 8 },
  'fr-23.27Ch': { ds: 2, pr: 3, ce: 9 },
};

/**
 * The attack on 61.56 fought up to the defender's retreat: both sides not Intense, CRT dice white 4, black 3, the cell
 * `+1/-1` with the retreat `retreat` (❶ one hex, ❷ two), both Post-Combat ECs passed (10.0).
 */
function retreating(
  units: Readonly<Record<string, string>>,
  retreat: 'b1' | 'b2',
  status?: O1914State['units'][string]['status'],
): O1914State {
  let s = built({ units: { 'fr-15.8': '61.55', 'de-31.21': '61.56', ...units }, phase: 'attack', values: VALUES });
  if (status) s.units['de-31.21']!.status = status;
  s = ok(ok(ok(s, 'allied', 'atk/61.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
  s = ok(ok(s, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
  return ok(s, 'allied', `cell/+1~-1${retreat}`, new ScriptedDice([1, 1, 1, 1]));
}

const events = (out: ReturnType<typeof act>) => (out.ok ? out.events : []);

describe('1914 by its rules: Repulse during a retreat (7.4)', () => {
  it('7.4 example 2 (during the retreat): A (AS 14) enters B’s ZOC (one CE level, 11.1.3), Repulses B (DS 2) at 7:1 rounded to 8:1, automatic; B rolls 7 (+1) against CEL 9 and survives, retreats 2 hexes; A goes on its one hex left, through the hex B left, and may not try again', () => {
    let s = retreating({ 'fr-23.27Ch': '62.57' }, 'b2');
    expect(s.stack.at(-1)).toMatchObject({
      name: 'retreat',
      side: 'german',
      units: ['de-31.21'],
      from: '61.56',
      hexes: 2,
    });
    // Offered beside the retreats: stop in 61.57 and Repulse B in 62.57.
    expect(keys(s, 'german')).toContain('rp:61.57');
    expect(allKeys(s, 'german', ['rp:61.57'])).toEqual(['rep/de-31.21/62.57/61.57']);
    const out = act(s, 'german', 'rep/de-31.21/62.57/61.57', new ScriptedDice([3, 4]));
    expect(out.ok).toBe(true);
    // 11.1.3: 61.57 is in B's ZOC: one CE level, before the Repulse.
    expect(events(out)).toContainEqual(
      expect.objectContaining({ kind: 'retreat', units: ['de-31.21'], from: '61.56', path: ['61.57'], ceLoss: 1 }),
    );
    // No MP: the announcement names the hexes retreated first; the attacker learns what is in 62.57 (3.1.6).
    expect(events(out)).toContainEqual({
      kind: 'retreat-repulse',
      units: ['de-31.21'],
      target: '62.57',
      defenders: ['fr-23.27Ch'],
      path: ['61.57'],
      rule: '7.4',
    });
    expect(events(out)).toContainEqual(expect.objectContaining({ kind: 'odds', initial: '8:1', column: '8:1' }));
    // 7.4.3: 8:1 succeeds with no CRT dice; 7.4.4: B's EC 3 + 4 + 1 = 8 against CEL 9, passed.
    expect(events(out).find((e) => e.kind === 'repulse-result')).toMatchObject({
      outcome: 'automatic',
      success: true,
      during: 'retreat',
      ec: { dice: [3, 4], total: 8, cel: 9, passed: true },
    });
    s = (out.ok && out.state) as O1914State;
    expect(s.units['de-31.21']).toMatchObject({ at: '61.57', status: '-1' });
    expect(s.units['fr-23.27Ch']!.status).toBe('full');
    // B retreats 2 hexes, its owner's path (11.1).
    expect(s.stack.at(-1)).toMatchObject({
      name: 'retreat',
      side: 'allied',
      units: ['fr-23.27Ch'],
      from: '62.57',
      hexes: 2,
    });
    s = ok(s, 'allied', 'rt/63.58+64.58');
    // 7.4.4: A goes on with its retreat obligation: one hex, farther from 61.56 (decision 82).
    expect(s.fight).toMatchObject({ target: '61.56', attacker: 'allied', resolved: true });
    expect(s.stack.at(-1)).toMatchObject({
      name: 'retreat',
      side: 'german',
      from: '61.57',
      hexes: 1,
      origin: '61.56',
      repulsed: true,
    });
    // 7.4.1: no second attempt for the group (typed: the 7.4.1 test).
    expect(keys(s, 'german').filter((k) => k.startsWith('rp:'))).toEqual([]);
    // 11.1.1: each hex farther from the combat hex 61.56, not back into it.
    expect(act(s, 'german', 'rt/61.56')).toMatchObject({ ok: false, code: 'retreat-not-away', rule: '11.1.1' });
    // Through the hex B left (decision 83): 62.57 is two hexes from 61.56.
    expect(keys(s, 'german')).toEqual(expect.arrayContaining(['rt/62.57', 'rt/61.58', 'rt/60.57']));
    s = ok(s, 'german', 'rt/62.57');
    expect(s.units['de-31.21']).toMatchObject({ at: '62.57', status: '-1' });
    // The attack goes on: the attacker may advance into the vacated hex (11.2).
    expect(s.stack.at(-1)).toEqual({ name: 'advance', side: 'allied' });
  });

  it('7.4 before the retreat: A Repulses B next to its combat hex from it, then retreats its hex, into the hex B left; 7.4 only in an attack phase', () => {
    let s = retreating({ 'fr-23.27Ch': '62.56' }, 'b1');
    expect(keys(s, 'german')).toContain('rp:-');
    s = ok(s, 'german', 'rep/de-31.21/62.56/-', new ScriptedDice([3, 4]));
    expect(s.units['de-31.21']!.at).toBe('61.56');
    s = ok(
      s,
      'allied',
      keys(s, 'allied').find((k) => k.startsWith('rt/'))!,
    );
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', from: '61.56', hexes: 1, origin: '61.56', repulsed: true });
    s = ok(s, 'german', 'rt/62.56');
    expect(s.units['de-31.21']!.at).toBe('62.56');
    // A retreat in a movement phase (the group a movement Repulse drove back) tries none.
    let m = built({
      units: { 'fr-15.8': '61.56', 'de-31.21': '62.56', 'fr-23.27Ch': '63.56' },
      values: { ...VALUES, 'fr-15.8': { as: 7, pr: 3, ce: 8 }, 'de-31.21': { ds: 2, pr: 3, ce: 9, as: 14 } },
    });
    m = ok(m, 'allied', 'rep/fr-15.8/62.56', new ScriptedDice([2, 2]));
    m = ok(m, 'allied', 'cell/-~b1', new ScriptedDice([1, 1]));
    expect(m.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', from: '62.56', hexes: 2 });
    expect(keys(m, 'german').filter((k) => k.startsWith('rp:'))).toEqual([]);
    expect(act(m, 'german', 'rep/de-31.21/63.56/-')).toMatchObject({
      ok: false,
      code: 'repulse-retreat-phase',
      rule: '7.4',
    });
  });

  it('7.4 after entering the last hex: A retreats its one hex, then Repulses B from it; nothing is left of its retreat', () => {
    let s = retreating({ 'fr-23.27Ch': '62.57' }, 'b1');
    expect(keys(s, 'german')).toContain('rp:61.57');
    s = ok(s, 'german', 'rep/de-31.21/62.57/61.57', new ScriptedDice([3, 4]));
    expect(s.units['de-31.21']).toMatchObject({ at: '61.57', status: '-1' });
    s = ok(s, 'allied', 'rt/63.58+64.58');
    // The Repulse is over and so is A's retreat: the attacker's advance.
    expect(s.stack.at(-1)).toEqual({ name: 'advance', side: 'allied' });
    expect(s.units['de-31.21']!.at).toBe('61.57');
    // A full retreat is no stop before the end: 61.57 then 61.58 is two hexes, A owes one.
    expect(act(retreating({ 'fr-23.27Ch': '62.57' }, 'b1'), 'german', 'rep/de-31.21/62.57/61.57+61.58')).toMatchObject({
      ok: false,
      code: 'retreat-too-far',
      rule: '11.1',
    });
  });

  it('7.4.1 one attempt per retreating group, by a Force of the group: a unit outside it is refused, and so is a second attempt', () => {
    const s = retreating({ 'fr-23.27Ch': '62.56', 'fr-16.8': '60.57', 'de-30.15': '64.54' }, 'b2');
    expect(act(s, 'german', 'rep/de-30.15/62.56/-')).toMatchObject({
      ok: false,
      code: 'repulse-not-retreating',
      rule: '7.4.1',
    });
    const after = ok(s, 'german', 'rep/de-31.21/62.56/-', new ScriptedDice([3, 4]));
    const next = ok(
      after,
      'allied',
      keys(after, 'allied').find((k) => k.startsWith('rt/'))!,
    );
    expect(next.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', hexes: 2, repulsed: true });
    // 16/8 in 60.57 is next to 61.57, on A's way: no second Repulse, before or during.
    expect(act(next, 'german', 'rep/de-31.21/60.57/61.57')).toMatchObject({
      ok: false,
      code: 'repulse-once',
      rule: '7.4.1',
    });
    expect(keys(next, 'german').some((k) => k.startsWith('rp:'))).toBe(false);
  });

  it('7.4.2 a Demoralized Force may not Repulse while retreating; the same Force at full CE may', () => {
    const demoralized = retreating({ 'fr-23.27Ch': '62.56' }, 'b1', 'd1');
    expect(keys(demoralized, 'german').some((k) => k.startsWith('rp:'))).toBe(false);
    expect(act(demoralized, 'german', 'rep/de-31.21/62.56/-')).toMatchObject({
      ok: false,
      code: 'attack-ineffective',
      rule: '7.4.2',
    });
    expect(
      act(retreating({ 'fr-23.27Ch': '62.56' }, 'b1'), 'german', 'rep/de-31.21/62.56/-', new ScriptedDice([3, 4])),
    ).toMatchObject({ ok: true });
  });

  it('11.1.4 the hexes retreated before the Repulse cost their SR first, allocated among the group; none able to take it, 9.10.2 and the Repulse goes on', () => {
    // 31/21 in 60.57, attacked from 61.57, retreats across the Imposing river 60.57|59.57 (given by the players).
    const across = (reduced: boolean) => {
      let s = built({
        units: { 'fr-15.8': '61.57', 'de-31.21': '60.57', 'fr-23.27Ch': '58.57' },
        phase: 'attack',
        values: VALUES,
      });
      s.rivers['59.57|60.57'] = 'imposing';
      s.units['de-31.21']!.reduced = reduced;
      // Its reduced side's values, read once it takes the SR (the odds come after it).
      s.values['de-31.21'] = { front: VALUES['de-31.21'], back: VALUES['de-31.21'] };
      s = ok(ok(ok(s, 'allied', 'atk/60.57'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
      s = ok(ok(s, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
      return ok(s, 'allied', 'cell/+1~-1b2', new ScriptedDice([1, 1, 1, 1]));
    };
    const out = act(across(false), 'german', 'rep/de-31.21/58.57/59.57', new ScriptedDice([3, 4]));
    // 11.1.3 and 11.1.4: 59.57 is in B's ZOC and across the Imposing river: two CE levels and one SR.
    expect(events(out)).toContainEqual(expect.objectContaining({ kind: 'retreat', path: ['59.57'], ceLoss: 2, sr: 1 }));
    const s = (out.ok && out.state) as O1914State;
    expect(s.stack.at(-1)).toEqual({ name: 'sr', side: 'german', among: ['de-31.21'] });
    expect(s.fight).toMatchObject({ repulse: true, target: '58.57' });
    expect(s.fight?.column).toBeUndefined();
    const after = ok(s, 'german', 'sr/de-31.21', new ScriptedDice([3, 4]));
    expect(after.units['de-31.21']!.reduced).toBe(true);
    expect(after.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'allied', from: '58.57' });
    // Already reduced, it can take no SR: 9.10.2, and the Repulse is fought at once (no prompt left unanswerable).
    const excess = act(across(true), 'german', 'rep/de-31.21/58.57/59.57', new ScriptedDice([3, 4]));
    expect(events(excess)).toContainEqual({ kind: 'sr-excess', side: 'german', rule: '9.10.2' });
    expect(events(excess).find((e) => e.kind === 'repulse-result')).toMatchObject({ success: true });
  });

  it('7.4.5 a failure during the retreat: an unmodified EC, a CE level lost, and the retreat goes on; where it cannot, 11.1.5', () => {
    // B with DS 8: 14 : 8 is 2:1 (rounded up, decision 4), below 3:1: it fails without a roll.
    let s = retreating({ 'fr-23.27Ch': '62.57', 'fr-16.8': '61.58', 'fr-11.20': '60.57' }, 'b2');
    s.values['fr-23.27Ch'] = { front: { ds: 8, pr: 3, ce: 9 } };
    s.values['fr-11.20'] = { front: { ds: 4, pr: 3, av: 2, ce: 8 } };
    const out = act(s, 'german', 'rep/de-31.21/62.57/61.57', new ScriptedDice([4, 4]));
    // A's CEL after 61.57's EZOC: 8 less one level; 4 + 4 = 8, unmodified, fails (7.4.5).
    expect(events(out).find((e) => e.kind === 'repulse-result')).toMatchObject({
      outcome: 'too-low',
      success: false,
      during: 'retreat',
      ec: { total: 8, cel: 7, passed: false },
    });
    s = (out.ok && out.state) as O1914State;
    expect(s.units['de-31.21']).toMatchObject({ at: '61.57', status: '-2' });
    // Not halted as in a movement phase: it must go on retreating (7.4.5 "deve proseguire la ritirata").
    expect(s.units['de-31.21']!.halted).toBeUndefined();
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', from: '61.57', hexes: 1, repulsed: true });
    // 62.57, 61.58 and 60.57 hold the enemy: it cannot go on (11.1.5): one CE level and one SR for the hex.
    expect(keys(s, 'german')).toEqual(['rt/-']);
    const stuck = act(s, 'german', 'rt/-');
    expect(events(stuck)).toContainEqual(expect.objectContaining({ kind: 'retreat', path: [], ceLoss: 1, sr: 1 }));
    s = (stuck.ok && stuck.state) as O1914State;
    expect(s.units['de-31.21']!.status).toBe('-3');
    expect(s.stack.at(-1)).toEqual({ name: 'sr', side: 'german' });
  });
});
