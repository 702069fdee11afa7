import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, frenchRailPack, keys, ok, type Built } from './game.js';

/**
 * Extended Mode (15.6.1) and the Ammo Limit (2.6.2, 9.4.2) in play, on a copy of the built-in pack with a French
 * railroad (the hex feature `rail`) from the west edge, 46.57, to 56.57, where Deposito SECONDA stands (its LOC, 15.0).
 * Treno/15 in 59.56 has no LOC: 3 hexes from the Depot. 29/15 and 30/15 (corps 15, 2nd Army) in 62.57: 3 hexes from
 * the Train, 6 from the Depot and from the railroad (15.1.3's 5 hexes). The ranges given: the Depot and the Train 2 in
 * Normal Mode and 4 in Extended Mode, so that only the Extended Depot reaches the Train and only the Extended Train
 * the two divisions. 31/21 (German, no supply unit on the map) defends 63.57.
 */

const rails = frenchRailPack();
const railed = createOffensive1914(rails);

const DIVISION = { as: 8, pr: 3, av: 2, ce: 8 };
const VALUES = {
  'fr-29.15': DIVISION,
  'fr-30.15': DIVISION,
  'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 },
  'fr-SECONDA': { range: 2 },
  'fr-tr15': { range: 2 },
};

/** The position above in `phase`; `back` gives the Extended range and Ammo Limit of the supply units named. */
function position(
  over: Partial<Built> = {},
  back: Record<string, { range: number; ammo: number }> = {},
  units: Record<string, string> = {},
): O1914State {
  const s = built(
    {
      units: {
        'fr-SECONDA': '56.57',
        'fr-tr15': '59.56',
        'fr-29.15': '62.57',
        'fr-30.15': '62.57',
        'de-31.21': '63.57',
        ...units,
      },
      phase: 'attack',
      values: VALUES,
      ...over,
    },
    railed,
    rails,
  );
  for (const [id, v] of Object.entries(back)) s.values[id] = { ...s.values[id], back: v };
  return s;
}

const run = (s: O1914State, side: 'allied' | 'german', key: string, dice?: ScriptedDice) =>
  ok(s, side, key, dice, railed);

/** 9.1: 29/15 and 30/15, two Forces (9.2.1), declare their attack on `target` (63.57) and fight it. */
function declare(s: O1914State, target = '63.57'): O1914State {
  const forces = run(run(run(s, 'allied', `atk/${target}`), 'allied', 'force/fr-29.15'), 'allied', 'force/fr-30.15');
  return run(forces, 'allied', 'fight');
}

/** 9.8: the Intensities (26.2.2: the 2nd Army's Intense), then the dice: the events of the combat's odds. */
function fightOn(s: O1914State) {
  const t = run(s, 'allied', 'int/yes');
  const out = act(t, 'german', 'int/no', new ScriptedDice([4, 3]), railed);
  if (!out.ok) throw new Error(out.code);
  return out;
}

describe('1914 by its rules: Extended Mode and the Ammo Limit (15.6.1, 9.4.2, 2.6)', () => {
  it('15.6.1 in its own Supply Phase a side flips a Depot or Corps Train to Extended Mode, its back range and Ammo Limit asked once (2.6.1, 2.6.2); not the enemy, not twice, not another unit', () => {
    const s = run(position({ phase: 'assignment' }), 'allied', 'next');
    expect(s.phase).toBe('supply');
    expect(keys(s, 'allied', [], railed)).toEqual(expect.arrayContaining(['ext/fr-SECONDA', 'ext/fr-tr15', 'next']));
    const flipped = act(s, 'allied', 'ext/fr-SECONDA', undefined, railed);
    if (!flipped.ok) throw new Error(flipped.code);
    expect(flipped.state.units['fr-SECONDA']!.extended).toBe(true);
    expect(flipped.events).toContainEqual({ kind: 'extended', unit: 'fr-SECONDA', side: 'allied', rule: '15.6.1' });
    expect(flipped.state.stack).toEqual(
      [
        { name: 'value', side: 'allied', unit: 'fr-SECONDA', face: 'back', key: 'range' },
        { name: 'value', side: 'allied', unit: 'fr-SECONDA', face: 'back', key: 'ammo' },
      ].reverse(),
    );
    const given = run(run(flipped.state, 'allied', 'val/4'), 'allied', 'val/6');
    expect(given.values['fr-SECONDA']).toEqual({ front: { range: 2 }, back: { range: 4, ammo: 6 } });
    expect(given.learned).toContainEqual(
      expect.objectContaining({
        subject: { kind: 'counter', counter: 'fr-SECONDA', value: 'Ammo', reduced: true },
        number: 6,
      }),
    );
    expect(keys(given, 'allied', [], railed)).not.toContain('ext/fr-SECONDA');
    expect(act(given, 'allied', 'ext/fr-SECONDA', undefined, railed)).toMatchObject({
      ok: false,
      code: 'extend-already',
      rule: '15.6.1',
    });
    expect(act(given, 'allied', 'ext/fr-29.15', undefined, railed)).toMatchObject({
      ok: false,
      code: 'extend-not-supply',
    });
    expect(act(given, 'german', 'ext/fr-tr15', undefined, railed)).toMatchObject({ ok: false, code: 'not-your-turn' });
    // Outside the Supply Phase and a combat's question, no flip (15.6.1).
    expect(act(position({ phase: 'movement' }), 'allied', 'ext/fr-tr15', undefined, railed)).toMatchObject({
      ok: false,
      code: 'extend-not-now',
      rule: '15.6.1',
    });
  });

  it('15.6.1 Provisions: a Depot flipped in the Supply Phase supplies with its Extended range a unit its Normal range does not reach (15.3, 15.4 step 4)', () => {
    // 29/15 alone in 62.57, 6 hexes from the Depot and the railroad: Normal range 4, Extended 6.
    const units = { 'fr-tr15': 'off', 'fr-30.15': 'off', 'de-31.21': 'off' };
    const base = position(
      { phase: 'assignment', values: { ...VALUES, 'fr-SECONDA': { range: 4 } } },
      { 'fr-SECONDA': { range: 6, ammo: 3 } },
      units,
    );
    const s = run(base, 'allied', 'next');
    const normal = run(s, 'allied', 'next');
    expect(normal.phase).toBe('rr-engineer');
    expect(normal.units['fr-29.15']!.status).toBe('-1');
    const extended = run(run(s, 'allied', 'ext/fr-SECONDA'), 'allied', 'next');
    expect(extended.units['fr-29.15']!.status).toBe('full');
  });

  it("4.2.3 step 1: a side's supply units in Extended Mode flip back to Normal Mode as its Supply Phase opens and their Ammo Supplied markers go; the enemy's Supply Phase leaves them", () => {
    const s = position({ phase: 'assignment' }, { 'fr-SECONDA': { range: 4, ammo: 6 } });
    s.units['fr-SECONDA']!.extended = true;
    s.units['fr-SECONDA']!.ammo = 2;
    const own = act(s, 'allied', 'next', undefined, railed);
    if (!own.ok) throw new Error(own.code);
    expect(own.state.units['fr-SECONDA']!.extended).toBeUndefined();
    expect(own.state.units['fr-SECONDA']!.ammo).toBeUndefined();
    expect(own.events).toContainEqual({ kind: 'normal-mode', side: 'allied', units: ['fr-SECONDA'], rule: '4.2.3' });
    const enemy = run({ ...s, phasing: 'german' }, 'german', 'next');
    expect(enemy.phase).toBe('supply');
    expect(enemy.units['fr-SECONDA']).toMatchObject({ extended: true, ammo: 2 });
  });

  it('9.4.2 EXAMPLE: two divisions receive Ammunition from an Extended Depot through an Extended Corps Train: both markers turned to "-2" (9.4.1, 15.6.1 in the attack phase)', () => {
    const s = declare(position({}, { 'fr-SECONDA': { range: 4, ammo: 6 }, 'fr-tr15': { range: 4, ammo: 5 } }));
    // 9.4.1: "Le unità Rifornimento possono girarsi in Modalità Estesa in questo momento".
    expect(s.stack).toEqual([{ name: 'extend', side: 'allied' }]);
    expect(keys(s, 'allied', [], railed)).toEqual(['ext/fr-SECONDA', 'ext/fr-tr15', 'ext/-']);
    const depot = run(s, 'allied', 'ext/fr-SECONDA');
    // The Train still has no Ammunition to pass on in Normal Mode (range 2): asked again.
    expect(depot.stack).toEqual([{ name: 'extend', side: 'allied' }]);
    expect(keys(depot, 'allied', [], railed)).toEqual(['ext/fr-tr15', 'ext/-']);
    const both = run(depot, 'allied', 'ext/fr-tr15');
    expect(both.stack).toEqual([{ name: 'intensity', side: 'allied' }]);
    const out = fightOn(both);
    expect(out.events.find((e) => e.kind === 'no-ammo')).toMatchObject({ units: ['de-31.21'] });
    expect(out.events.filter((e) => e.kind === 'ammo-supplied')).toEqual([
      { kind: 'ammo-supplied', unit: 'fr-tr15', amount: 2, total: 2, spent: false, rule: '9.4.2' },
      { kind: 'ammo-supplied', unit: 'fr-SECONDA', amount: 2, total: 2, spent: false, rule: '9.4.2' },
    ]);
    expect(out.state.units['fr-SECONDA']!.ammo).toBe(2);
    expect(out.state.units['fr-tr15']!.ammo).toBe(2);
    expect(out.events.find((e) => e.kind === 'odds')).toMatchObject({ attack: 16, defence: 2 });
  });

  it('9.4.1 declining the flip: no supply unit flipped, the two divisions have no Ammunition and are halved (9.4); no question where every unit has Ammunition', () => {
    const s = declare(position());
    const declined = run(s, 'allied', 'ext/-');
    expect(declined.stack).toEqual([{ name: 'intensity', side: 'allied' }]);
    const out = fightOn(declined);
    expect(out.events.find((e) => e.kind === 'no-ammo')).toMatchObject({
      units: ['fr-29.15', 'fr-30.15', 'de-31.21'],
    });
    expect(out.events.find((e) => e.kind === 'odds')).toMatchObject({ attack: 8, defence: 2 });
    expect(out.state.units['fr-SECONDA']!.extended).toBeUndefined();
    expect(act(s, 'german', 'ext/-', undefined, railed)).toMatchObject({ ok: false, code: 'not-your-turn' });
    // The two divisions in 61.57, 5 hexes from the railroad (15.1.3), attack 62.57: no question.
    const near = declare(position({}, {}, { 'fr-29.15': '61.57', 'fr-30.15': '61.57', 'de-31.21': '62.57' }), '62.57');
    expect(near.stack).toEqual([{ name: 'intensity', side: 'allied' }]);
    expect(act(near, 'allied', 'ext/fr-tr15', undefined, railed)).toMatchObject({
      ok: false,
      code: 'answer-the-prompt',
    });
  });

  it('9.4.2, 2.6.2 a source whose Ammo Limit is spent gives no more; one with 1 left gives 1 DE (a division), not 2', () => {
    const back = { 'fr-SECONDA': { range: 4, ammo: 6 }, 'fr-tr15': { range: 4, ammo: 2 } };
    const spent = position({}, back);
    spent.units['fr-SECONDA']!.extended = true;
    spent.units['fr-tr15']!.extended = true;
    spent.units['fr-tr15']!.ammo = 2;
    // Every supply unit is Extended: nothing to flip, no question.
    const none = fightOn(declare(spent));
    expect(none.events.find((e) => e.kind === 'no-ammo')).toMatchObject({
      units: ['fr-29.15', 'fr-30.15', 'de-31.21'],
    });
    expect(none.events.filter((e) => e.kind === 'ammo-supplied')).toEqual([]);
    const one = position({}, { ...back, 'fr-tr15': { range: 4, ammo: 3 } });
    one.units['fr-SECONDA']!.extended = true;
    one.units['fr-tr15']!.extended = true;
    one.units['fr-tr15']!.ammo = 2;
    const out = fightOn(declare(one));
    expect(out.events.find((e) => e.kind === 'no-ammo')).toMatchObject({ units: ['fr-30.15', 'de-31.21'] });
    expect(out.events.filter((e) => e.kind === 'ammo-supplied')).toEqual([
      { kind: 'ammo-supplied', unit: 'fr-tr15', amount: 1, total: 3, spent: true, rule: '9.4.2' },
      { kind: 'ammo-supplied', unit: 'fr-SECONDA', amount: 1, total: 1, spent: false, rule: '9.4.2' },
    ]);
  });

  it('15.6.2a a Corps Train that retreats from an EZOC flips to Extended Mode; one stacked with a Combat unit stays in Normal Mode', () => {
    const s = ok(built({ units: { 'fr-15.8': '60.56', 'de-tr21': '62.56' } }), 'allied', 'mv/fr-15.8/61.56');
    const done = ok(s, 'german', keys(s, 'german')[0]!);
    expect(done.units['de-tr21']!.extended).toBe(true);
    const covered = ok(
      built({ units: { 'fr-15.8': '60.56', 'de-tr21': '62.56', 'de-31.21': '62.56' } }),
      'allied',
      'mv/fr-15.8/61.56',
    );
    expect(covered.units['de-tr21']!.extended).toBeUndefined();
  });
});
