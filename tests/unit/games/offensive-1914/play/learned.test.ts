import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { learnedExport, packWithLearned } from '../../../../../src/engine/core/learned.js';
import { validatePack } from '../../../../../src/engine/core/pack.js';
import { placedOf } from '../../../../../src/engine/games/offensive-1914/play/board.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import { gameOf } from '../../../../../src/engine/games/offensive-1914/play/board.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, built, game, ok, pack } from './game.js';

/**
 * GameModule.learned (core/learned.ts, issue 27: "`/game export` includes the values learned"): the counter values,
 * river classes and CRT cells the players gave, as a LearnedBook whose export fills the pack's fields.
 */

const UNITS = { 'fr-15.8': '61.56', 'fr-16.8': '60.55', 'de-31.21': '62.56' };
const VALUES = { 'fr-15.8': { as: 8, pr: 3, av: 2, ce: 8 }, 'de-31.21': { ds: 4, pr: 3, av: 2, ce: 8 } };

/** The attack on 62.56 declared and fought up to the German Intensity declaration (the CRT dice come next). */
function toDice(values = true): O1914State {
  const s = built({ units: UNITS, phase: 'attack', ...(values ? { values: VALUES } : {}) });
  const d = ok(ok(ok(s, 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'), 'allied', 'fight');
  return ok(d, 'allied', 'int/no');
}

describe('1914 by its rules: the values learned (issue 27)', () => {
  it('issue 27 a counter value its owner gives is learned once, hidden until the end, named as the pack names it (a Formation’s Base CE as BaseCE)', () => {
    let s = ok(
      ok(ok(built({ units: UNITS, phase: 'attack' }), 'allied', 'atk/62.56'), 'allied', 'force/fr-15.8'),
      'allied',
      'fight',
    );
    for (const v of ['val/8', 'val/3', 'val/2', 'val/8']) s = ok(s, 'allied', v);
    const book = game.learned!(s);
    expect(book).toEqual([
      { subject: { kind: 'counter', counter: 'fr-15.8', value: 'AS' }, number: 8, by: 'allied', turn: 1, hidden: true },
      { subject: { kind: 'counter', counter: 'fr-15.8', value: 'PR' }, number: 3, by: 'allied', turn: 1, hidden: true },
      { subject: { kind: 'counter', counter: 'fr-15.8', value: 'AV' }, number: 2, by: 'allied', turn: 1, hidden: true },
      {
        subject: { kind: 'counter', counter: 'fr-15.8', value: 'BaseCE' },
        number: 8,
        by: 'allied',
        turn: 1,
        hidden: true,
      },
    ]);
    // A game in progress exports none of them (3.1.6: strengths are their side's); the finished game's export does.
    expect(learnedExport(book, pack).values).toEqual([]);
    const all = learnedExport(book, pack, [], { all: true });
    expect(all.pack.counters).toEqual([
      {
        id: 'fr-15.8',
        valueNames: ['AS', 'DS', 'PR', 'AV', 'BaseCE'],
        values: [8, null, 3, 2, 8],
        reduced: [null, null, null, null, null],
      },
    ]);
    // The pack with them is valid, its game never asks them again, and fr-15.8 is still a Formation (2.4).
    const filled = validatePack(packWithLearned(pack, all.pack));
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    const module = createOffensive1914(filled.pack);
    let again = built({ units: UNITS, phase: 'attack' }, module, filled.pack);
    for (const key of ['atk/62.56', 'force/fr-15.8', 'fight']) again = ok(again, 'allied', key, undefined, module);
    expect(again.stack.at(-1)).toMatchObject({ name: 'value', side: 'german', unit: 'de-31.21', key: 'ds' });
    expect(placedOf(gameOf(filled.pack), again, 'fr-15.8')).toMatchObject({ formation: true });
    expect(module.learned!(again)).toEqual([]);
  });

  it('issue 27 a river’s class is learned as the table river-classes (1 Minor … 4 Imposing); a class given twice is refused', () => {
    const s = ok(built({ units: { 'fr-15.8': '59.57' } }), 'allied', 'river/59.57/60.57/great');
    expect(game.learned!(s)).toEqual([
      {
        subject: { kind: 'table', table: 'river-classes', row: '59.57|60.57', column: 'class' },
        number: 3,
        by: 'allied',
        turn: 1,
      },
    ]);
    expect(learnedExport(game.learned!(s), pack).pack.tables).toEqual({
      'river-classes': [{ row: '59.57|60.57', column: 'class', value: 3 }],
    });
    expect(act(s, 'allied', 'river/59.57/60.57/minor')).toMatchObject({ ok: false, code: 'river-known' });
  });

  it('9.9.1 a CRT cell read off the card is learned by column and dice, part by part, and read again for the same column and dice', () => {
    const read = ok(
      ok(toDice(), 'german', 'int/no', new ScriptedDice([4, 3])),
      'allied',
      'cell/+1~-1b1',
      new ScriptedDice([1, 1, 1, 1]),
    );
    const cells = learnedExport(game.learned!(read), pack).pack.tables['combat-results'];
    // 2:1 (8 : 4), white 4 with no PR DRM (PR 3 against 3), black 3.
    expect(cells).toEqual([
      { row: '4/3', column: '2:1 attacker-drm', value: 1 },
      { row: '4/3', column: '2:1 attacker-E', value: 0 },
      { row: '4/3', column: '2:1 attacker-s', value: 0 },
      { row: '4/3', column: '2:1 defender-drm', value: -1 },
      { row: '4/3', column: '2:1 defender-E', value: 0 },
      { row: '4/3', column: '2:1 defender-s', value: 0 },
      { row: '4/3', column: '2:1 defender-retreat', value: 1 },
    ]);
    // The same column and dice in another combat: the cell is read again, not asked.
    const next = toDice();
    next.learned = structuredClone(read.learned);
    const out = act(next, 'german', 'int/no', new ScriptedDice([4, 3, 1, 1, 1, 1]));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'cell-known', printed: '+1/-1❶' }));
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'combat', crt: '+1/-1❶' }));
    expect(out.state.stack.at(-1)).toMatchObject({ name: 'retreat', side: 'german' });
    // Other dice are asked.
    const other = act(toDice(), 'german', 'int/no', new ScriptedDice([5, 3]));
    expect(other.ok && other.state.stack.at(-1)).toEqual({ name: 'crt-cell', side: 'allied' });
  });
});
