import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, game, keys, ok, pack } from './game.js';

/**
 * Combat (9.0–11.2) over rules/combat-position.ts, odds.ts, combat.ts and retreat.ts: the attack declared, the values
 * the pack lacks asked of their owners once, Intensity (9.8), the CRT (the pack's grid or the cell the attacker
 * reads, 9.9.1), Strength Reductions (9.10.1), the retreat (11.1) and the advance (11.2).
 */

const VALUES = { 'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 }, 'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 } };
const UNITS = { 'fr-15.8': '61.56', 'fr-16.8': '60.55', 'de-31.21': '62.56' };

function declared(values = true): O1914State {
  const s = built({ units: UNITS, phase: 'attack', ...(values ? { values: VALUES } : {}) });
  return ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8');
}

/** Fights the declared attack: both not Intense, the CRT dice white 4, black 3 (no 21.1 re-roll). */
function rolled(values = true): O1914State {
  let s = ok(declared(values), 'allied', 'fight');
  s = ok(s, 'allied', 'int/no');
  return ok(s, 'german', 'int/no', new ScriptedDice([4, 3]));
}

describe('1914 by its rules: combat', () => {
  it('9.0, 9.2 the attacker declares an attack on an enemy-occupied hex next to its Forces, then adds whole Forces', () => {
    const s = built({ units: UNITS, phase: 'attack' });
    expect(keys(s, 'allied')).toEqual(['atk/62.56', 'next']);
    expect(act(s, 'allied', 'atk/62.58')).toMatchObject({ ok: false, code: 'attack-no-defender', rule: '9.0' });
    const d = ok(s, 'allied', 'atk/62.56');
    // 9.2: fr-16.8 in 60.55 is not next to 62.56; nothing is fought before a Force is added.
    expect(keys(d, 'allied')).toEqual(['force/fr-15.8', 'drop']);
    expect(act(d, 'allied', 'force/fr-16.8')).toMatchObject({ ok: false, code: 'attack-not-adjacent', rule: '9.2' });
    expect(act(d, 'allied', 'fight')).toMatchObject({ ok: false, code: 'attack-no-forces' });
    expect(keys(ok(d, 'allied', 'force/fr-15.8'), 'allied')).toEqual(['decl', 'fight']);
  });

  it('issue 27 a value the pack lacks is asked of the counter’s owner, recorded, and never asked again', () => {
    let s = ok(declared(false), 'allied', 'fight');
    expect(s.stack.at(-1)).toEqual({ name: 'value', side: 'allied', unit: 'fr-15.8', face: 'front', key: 'as' });
    expect(act(s, 'german', 'val/8')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(act(s, 'allied', 'val/40')).toMatchObject({ ok: false, code: 'value-range' });
    const answered = act(s, 'allied', 'val/8');
    expect(answered.ok && answered.events).toEqual([
      { kind: 'value', unit: 'fr-15.8', key: 'as', face: 'front', by: 'allied' },
    ]);
    s = ok(s, 'allied', 'val/8');
    for (const v of ['val/3', 'val/2', 'val/8']) s = ok(s, 'allied', v);
    expect(s.stack.at(-1)).toMatchObject({ name: 'value', side: 'german', unit: 'de-31.21', key: 'ds' });
    for (const v of ['val/4', 'val/3', 'val/2', 'val/8']) s = ok(s, 'german', v);
    expect(s.values['fr-15.8']).toEqual({ front: { as: 8, pr: 3, av: 2, ce: 8 } });
    expect(s.stack.at(-1)).toEqual({ name: 'intensity', side: 'allied' });
  });

  it('9.8 each side declares its Intensity, the attacker first', () => {
    const s = ok(declared(), 'allied', 'fight');
    expect(s.stack.at(-1)).toEqual({ name: 'intensity', side: 'allied' });
    expect(act(s, 'german', 'int/yes')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const next = ok(s, 'allied', 'int/yes');
    expect(next.fight?.attIntense).toBe(true);
    expect(next.stack.at(-1)).toEqual({ name: 'intensity', side: 'german' });
  });

  it('9.1.1e, 9.9.1 the odds from the map and the dice; without a CRT grid the attacker reads the cell', () => {
    const s = ok(
      ok(ok(declared(), 'allied', 'fight'), 'allied', 'int/no'),
      'german',
      'int/no',
      new ScriptedDice([4, 3]),
    );
    expect(s.fight).toMatchObject({ roll: { white: 4, black: 3 } });
    expect(s.stack.at(-1)).toEqual({ name: 'crt-cell', side: 'allied' });
    const out = act(ok(declared(), 'allied', 'fight'), 'allied', 'int/no');
    expect(out.ok).toBe(true);
    // 8 : 4 is 2:1 on open ground.
    const fought = act(
      ok(ok(declared(), 'allied', 'fight'), 'allied', 'int/no'),
      'german',
      'int/no',
      new ScriptedDice([4, 3]),
    );
    expect(fought.ok && fought.events.find((e) => e.kind === 'odds')).toMatchObject({ initial: '2:1', column: '2:1' });
    expect(act(s, 'allied', 'cell/nonsense')).toMatchObject({ ok: false, code: 'crt-cell-form' });
    expect(act(s, 'german', 'cell/+1~-1b1')).toMatchObject({ ok: false, code: 'not-your-turn' });
  });

  it('9.9.1, 10.0, 11.1 the cell read, the ECs rolled, the defender retreats along a path the map allows', () => {
    let s = ok(rolled(), 'allied', 'cell/+1~-1b1', new ScriptedDice([1, 1, 1, 1]));
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', from: '62.56', hexes: 1 });
    const routes = keys(s, 'german');
    expect(routes.length).toBeGreaterThan(0);
    // 11.1.1: each hex one farther from the combat hex; 62.58 is not next to 62.56.
    expect(act(s, 'german', 'rt/62.58')).toMatchObject({ ok: false, code: 'retreat-not-adjacent', rule: '11.1' });
    expect(act(s, 'german', 'rt/61.56')).toMatchObject({ ok: false, code: 'retreat-enemy-units', rule: '11.1.5' });
    s = ok(s, 'german', routes[0]!);
    expect(s.units['de-31.21']!.at).toBe(routes[0]!.slice(3));
    expect(s.retreated).toEqual(['de-31.21']);
    // The picture marks the retreat and the combat still being fought (play/last.ts).
    expect(game.view(s, 'observer').highlights).toEqual({
      moves: [{ from: '62.56', to: routes[0]!.slice(3) }],
      combat: ['62.56'],
    });
    expect(s.stack.at(-1)).toEqual({ name: 'advance', side: 'allied' });
  });

  it('11.2, 11.2.1 the attacker may advance into the vacated hex with units that attacked', () => {
    let s = ok(rolled(), 'allied', 'cell/+1~-1b1', new ScriptedDice([1, 1, 1, 1]));
    s = ok(s, 'german', keys(s, 'german')[0]!);
    expect(keys(s, 'allied')).toEqual(['adv/fr-15.8', 'adv/-']);
    expect(act(s, 'allied', 'adv/fr-16.8')).toMatchObject({ ok: false, code: 'advance-not-attacker', rule: '11.2' });
    const from = s.units['fr-15.8']!.at;
    s = ok(s, 'allied', 'adv/fr-15.8');
    expect(s.units['fr-15.8']!.at).toBe('62.56');
    expect(game.view(s, 'observer').highlights).toEqual({ moves: [{ from, to: '62.56' }] });
    expect([s.fight, s.attacked]).toEqual([null, ['62.56']]);
    // 9.2: a hex is attacked once per phase, a unit attacks once.
    expect(keys(s, 'allied')).toEqual(['next']);
  });

  it('9.10.1 the owner gives a Strength Reduction to a unit of the combat, a Formation first', () => {
    let s = ok(rolled(), 'allied', 'cell/-~s', new ScriptedDice([1, 1, 1, 1]));
    expect(s.stack.at(-1)).toEqual({ name: 'sr', side: 'german' });
    expect(keys(s, 'german')).toEqual(['sr/de-31.21']);
    expect(act(s, 'german', 'sr/fr-15.8')).toMatchObject({ ok: false, code: 'sr-unit', rule: '9.10.1' });
    s = ok(s, 'german', 'sr/de-31.21');
    expect(s.units['de-31.21']!.reduced).toBe(true);
    // Not vacated: no advance; the combat is over.
    expect([s.stack, s.fight]).toEqual([[], null]);
  });

  it('9.9 with the pack’s CRT grid no cell is asked: the grid is read with the dice', () => {
    const withGrid = { ...pack, tables: { 'combat-results': { columns: { '2:1': { '1': '-/b1' } } } } };
    const module = createOffensive1914(withGrid);
    let s = built({ units: UNITS, phase: 'attack', values: VALUES }, module, withGrid);
    s = ok(
      ok(ok(s, 'allied', 'atk/62.56', undefined, module), 'allied', 'force/fr-15.8', undefined, module),
      'allied',
      'fight',
      undefined,
      module,
    );
    s = ok(s, 'allied', 'int/no', undefined, module);
    s = ok(s, 'german', 'int/no', new ScriptedDice([4, 3, 1, 1, 1, 1]), module);
    expect(s.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german', hexes: 1 });
  });

  it('21.1 GT 1–5: an Allied attacker re-rolls both CRT dice on a black 1, once', () => {
    const s = ok(
      ok(ok(declared(), 'allied', 'fight'), 'allied', 'int/no'),
      'german',
      'int/no',
      new ScriptedDice([4, 1, 5, 2]),
    );
    expect(s.fight?.roll).toEqual({ white: 5, black: 2, first: { white: 4, black: 1 } });
    const gt6 = built({ units: UNITS, phase: 'attack', turn: 6, values: VALUES });
    let late = ok(ok(ok(gt6, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    late = ok(ok(late, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 1]));
    expect(late.fight?.roll).toEqual({ white: 4, black: 1 });
  });

  it('9.9.2 a cell with an EC DRM and two E or s reads as given (the counts first: 2E-3, never -32E)', () => {
    const s = rolled();
    const keysAt = keys(s, 'allied', ['ad:-3', 'ax:2-0', 'dd:0', 'dx:0-0']);
    expect(keysAt).toContain('cell/2E-3~-');
    const out = act(s, 'allied', 'cell/2E-3~-', new ScriptedDice([1, 1, 1, 1]));
    expect(out.ok && out.events.find((e) => e.kind === 'combat')).toMatchObject({ crt: '2E-3/-' });
    expect(
      out.ok && out.state.learned.find((v) => v.subject.kind === 'table' && v.subject.column === '2:1 attacker-drm'),
    ).toMatchObject({ number: -3 });
  });

  it('9.6.2, 9.9 a defence of 0 reads the 8:1 column, and the state keeps a finite column (a replay is equal)', () => {
    const s = built({
      units: UNITS,
      phase: 'attack',
      values: { ...VALUES, 'de-31.21': { ds: 0, pr: 3, av: 2, ce: 8 } },
    });
    let d = ok(ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
    d = ok(ok(d, 'allied', 'int/no'), 'german', 'int/no', new ScriptedDice([4, 3]));
    expect(Number.isFinite(d.fight?.column)).toBe(true);
    expect(JSON.parse(JSON.stringify(d)).fight.column).toBe(d.fight?.column);
    expect(d.stack.at(-1)).toEqual({ name: 'crt-cell', side: 'allied' });
  });

  it('26.2.2 a French Second Army infantry Formation bound by its plan (29.2 A) that attacks declares Intense', () => {
    const values = { 'fr-29.15': VALUES['fr-15.8'], 'de-31.21': VALUES['de-31.21'] };
    const at = (over: Partial<O1914State> = {}) => {
      const s = { ...built({ units: { 'fr-29.15': '61.56', 'de-31.21': '62.56' }, phase: 'attack', values }), ...over };
      return ok(ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-29.15'), 'allied', 'fight');
    };
    const bound = at();
    expect(keys(bound, 'allied')).toEqual(['int/yes']);
    expect(act(bound, 'allied', 'int/no')).toMatchObject({ ok: false, code: 'plan-intense', rule: '26.2.2' });
    expect(ok(bound, 'allied', 'int/yes').fight?.attIntense).toBe(true);
    // The defender chooses freely; a First Army Formation (declared() attacks with 15/8) too.
    expect(keys(ok(bound, 'allied', 'int/yes'), 'german')).toEqual(['int/yes', 'int/no']);
    expect(keys(ok(declared(), 'allied', 'fight'), 'allied')).toEqual(['int/yes', 'int/no']);
    // 26.1: not bound once the plan is fulfilled (29.5 a1's objective captured). (26.2's CI or Demoralized
    // Formations are not bound, but they do not attack either: 9.2.3.)
    expect(keys(at({ objective: true }), 'allied')).toEqual(['int/yes', 'int/no']);
  });
});
