import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { gameOf } from '../../../../../src/engine/games/offensive-1914/play/board.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { isolatedForce } from '../../../../../src/engine/games/offensive-1914/play/supply.js';
import { act, built, frenchRailPack, game, keys, ok, pack } from './game.js';

/**
 * The Supply Phase (4.2.3, 15.4) in play. The built-in pack has no railroads: supply is not traced there, and the log
 * says why. A copy of it with a French railroad (the hex feature `rail`) from the west edge, 46.57, to 56.57 plays it:
 * Deposito SECONDA in 56.57; 29/15 (2nd Army) in 62.57, 6 hexes from it and from the line; 15/8 (1st Army, whose
 * Depot is off the map) in 62.58, as far; 31/16 in 61.60 with six German units round it.
 */

const rails = frenchRailPack();
const railed = createOffensive1914(rails);

const RING = ['62.60', '62.59', '61.59', '60.59', '60.60', '61.61'];
const GERMANS = ['de-31.21', 'de-42.21', 'de-28.14', 'de-29.14', 'de-30.15', 'de-39.15'];

function position(): O1914State {
  const units: Record<string, string> = {
    'fr-SECONDA': '56.57',
    'fr-29.15': '62.57',
    'fr-15.8': '62.58',
    'fr-31.16': '61.60',
  };
  GERMANS.forEach((id, i) => (units[id] = RING[i]!));
  return built({ units, phase: 'assignment' }, railed, rails);
}

function enterSupply(s: O1914State, module = railed) {
  const entered = act(s, 'allied', 'next', new ScriptedDice([]), module);
  if (!entered.ok) throw new Error(entered.code);
  expect(entered.state.phase).toBe('supply');
  return entered;
}

describe('1914 by its rules: the Supply Phase (4.2.3, 15.4)', () => {
  it('29.4 is the game option `optional-supply`: with it every unit is in Full Supply and the log says so', () => {
    expect(game.options?.().map((o) => o.id)).toContain('optional-supply');
    const made = railed.setup(
      { scenario: 'lorraine', options: { 'optional-supply': true }, pack: rails },
      new ScriptedDice([]),
    );
    if (!made.ok) throw new Error('setup');
    const s = { ...position(), optionalSupply: true };
    const entered = enterSupply(s);
    expect(entered.events.map((e) => e.kind)).toContain('supply-optional');
    expect(entered.state.stack).toEqual([]);
    const after = ok(entered.state, 'allied', 'next', undefined, railed);
    expect(after.phase).toBe('rr-engineer');
    expect(after.units['fr-31.16']!.status).toBe('full');
    expect(made.state.optionalSupply).toBe(true);
  });

  it('15.4 on the built-in pack: no railroads, so supply is not traced (a gap of the pack, not 29.4) and no range is asked', () => {
    const s = built({ units: { 'fr-SECONDA': '56.57', 'fr-31.16': '61.60' }, phase: 'assignment' });
    const entered = enterSupply(s, game);
    expect(entered.events.map((e) => e.kind)).toContain('supply-no-railroads');
    expect(entered.events.map((e) => e.kind)).not.toContain('supply-optional');
    expect(entered.state.stack).toEqual([]);
    expect(ok(entered.state, 'allied', 'next').units['fr-31.16']!.status).toBe('full');
  });

  it("15.4, 15.3 with railroads: the Depot's range is asked of its owner once (2.6.1); the phase does not end before it is given", () => {
    const entered = enterSupply(position());
    expect(entered.state.stack).toEqual([
      { name: 'value', side: 'allied', unit: 'fr-SECONDA', face: 'front', key: 'range' },
    ]);
    expect(keys(entered.state, 'allied', [], railed)).toContain('val/6');
    expect(act(entered.state, 'allied', 'next', undefined, railed)).toMatchObject({
      ok: false,
      code: 'answer-the-prompt',
    });
    const given = ok(entered.state, 'allied', 'val/6', undefined, railed);
    expect(given.values['fr-SECONDA']).toEqual({ front: { range: 6 } });
    expect(given.learned).toContainEqual(
      expect.objectContaining({ subject: { kind: 'counter', counter: 'fr-SECONDA', value: 'Range' }, number: 6 }),
    );
  });

  it('15.4 step 4 a Formation Out of Supply loses one CE level, an Isolated one three (15.5); one in supply none', () => {
    const given = ok(enterSupply(position()).state, 'allied', 'val/6', undefined, railed);
    const ended = act(given, 'allied', 'next', undefined, railed);
    if (!ended.ok) throw new Error(ended.code);
    expect(ended.state.phase).toBe('rr-engineer');
    expect(ended.state.units['fr-29.15']!.status).toBe('full');
    expect(ended.state.units['fr-15.8']!.status).toBe('-1');
    expect(ended.state.units['fr-31.16']!.status).toBe('-3');
    expect(ended.events.find((e) => e.kind === 'supply')).toMatchObject({
      out: ['fr-15.8'],
      isolated: ['fr-31.16'],
      depots: [],
      trains: [],
      rule: '15.4',
    });
    // A range given once is not asked again in the next Supply Phase.
    const again = enterSupply({ ...ended.state, phase: 'assignment' });
    expect(again.state.stack).toEqual([]);
  });

  it('9.4, 9.4.1 a unit no source gives Ammunition halves its strength at the moment of combat; one within reach of a source does not', () => {
    // 29/15 attacks 31/21 in 62.56 from 61.57 (5 hexes from the French railroad) or from 62.57 (6). The German has no
    // railroad on this map and no Depot or Train on it: 31/21 has no Ammunition either.
    const values = { 'fr-29.15': { as: 8, pr: 3, av: 2, ce: 8 }, 'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 } };
    const odds = (from: string, module = railed, p = rails) => {
      const s = built({ units: { 'fr-29.15': from, 'de-31.21': '62.56' }, phase: 'attack', values }, module, p);
      let t = ok(
        ok(ok(s, 'allied', 'atk/62.56', undefined, module), 'allied', 'force/fr-29.15', undefined, module),
        'allied',
        'fight',
        undefined,
        module,
      );
      t = ok(t, 'allied', 'int/yes', undefined, module); // 26.2.2: the Second Army attacks Intense
      const out = act(t, 'german', 'int/no', new ScriptedDice([4, 3]), module);
      if (!out.ok) throw new Error(out.code);
      return out;
    };
    const near = odds('61.57');
    expect(near.events.find((e) => e.kind === 'no-ammo')).toMatchObject({ units: ['de-31.21'], rule: '9.4' });
    expect(near.events.find((e) => e.kind === 'odds')).toMatchObject({ attack: 8, defence: 2, initial: '4:1' });
    const far = odds('62.57');
    expect(far.events.find((e) => e.kind === 'no-ammo')).toMatchObject({ units: ['fr-29.15', 'de-31.21'] });
    expect(far.events.find((e) => e.kind === 'odds')).toMatchObject({ attack: 4, defence: 2, initial: '2:1' });
    // On the built-in pack supply is not traced: nobody lacks Ammunition.
    const plain = odds('62.57', game, pack);
    expect(plain.events.map((e) => e.kind)).not.toContain('no-ammo');
    expect(plain.events.find((e) => e.kind === 'odds')).toMatchObject({ attack: 8, defence: 4, initial: '2:1' });
  });

  it('15.5, 11.1.6, 20.0 Isolation is read when it matters: with railroads a ringed Force is Isolated, one in the open not; never on the built-in pack or under 29.4', () => {
    const s = position();
    const g = gameOf(rails);
    expect(isolatedForce(g, s, 'allied', '61.60')).toBe(true);
    expect(isolatedForce(g, s, 'allied', '62.58')).toBe(false);
    expect(isolatedForce(g, { ...s, optionalSupply: true }, 'allied', '61.60')).toBe(false);
    expect(isolatedForce(gameOf(pack), s, 'allied', '61.60')).toBe(false);
  });
});
