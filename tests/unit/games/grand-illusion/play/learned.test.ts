import { describe, expect, it } from 'vitest';
import { isLearnedEvent, learnedExport } from '../../../../../src/engine/core/learned.js';
import { createGrandIllusion } from '../../../../../src/engine/games/grand-illusion/play/module.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok, pack, TestDice } from './position.js';

/**
 * 2.4: the numbers printed on a counter (and a hex's TEM, 9.2.1) that the pack lacks are asked of their owner the first
 * time a battle needs them, through core/learned.ts: its menu, its refusals, its words in the log, and the game's
 * learned book that `/game export` and `umpire verify --learned` carry.
 */

const module = createGrandIllusion(pack);

/** The German VIII Corps (CS 5, MA 2 in the pack) enters hex 75 where the French VII Corps stands (its CS unknown). */
function asked(): GiState {
  const s = built({
    units: { 'de-viii': '84', 'fr-vii': '75' },
    learned: { 'hex.75.TEM': 0 },
    frames: [{ name: 'segment', side: 'german' }],
    state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'german' },
  });
  const moving = ok(act(ok(act(s, 'german', 'activate/84')), 'german', 'move/de-viii'));
  const there = ok(act(ok(act(moving, 'german', 'to/75')), 'german', 'stop'));
  return ok(act(there, 'german', 'fight/75'));
}

describe("2.4: a counter's CS the pack lacks becomes the game's learned value", () => {
  it("asks the French player with core/learned.ts's menu: one item per number, 0 to 9", () => {
    const s = asked();
    expect(top(s)).toEqual({ name: 'ask', side: 'allied', value: 'fr-vii.front.CS', max: 9 });
    const menu = module.menu(s, 'allied', []);
    expect(menu.items.map((i) => (i.kind === 'action' ? i.key : ''))).toEqual(
      Array.from({ length: 10 }, (_, n) => `value/${n}`),
    );
    expect(menu.title.en).toMatch(/combat strength \(CS\) printed on/);
    expect(menu.title.it).toMatch(/forza di combattimento \(CS\) stampato su/);
  });

  it('records the answer in the learned book, logs it in both languages, and the export carries it', () => {
    const applied = module.apply(asked(), 'allied', { type: 'act', key: 'value/4' }, new TestDice());
    if (!applied.ok) throw new Error(applied.error.message.en);
    const book = module.learned!(applied.state);
    expect(book).toContainEqual({
      subject: { kind: 'counter', counter: 'fr-vii', value: 'CS' },
      number: 4,
      by: 'allied',
      turn: 2,
    });
    const event = applied.events.find(isLearnedEvent)!;
    expect(module.describe(event).en).toMatch(/is 4, as its player says/);
    expect(module.describe(event).it).toMatch(/è 4, come dice il suo giocatore/);
    // The export lays it out as the pack counter's fields: CS first of its value names.
    const exported = learnedExport(book, pack);
    const vii = exported.pack.counters.find((c) => c.id === 'fr-vii')!;
    expect(vii.values[vii.valueNames.indexOf('CS')]).toBe(4);
    // And the hex's TEM as the place's values.
    expect(exported.pack.places).toContainEqual({ id: '75', values: expect.objectContaining({ TEM: 0 }) });
  });

  it("refuses a number outside 0–9 in core/learned.ts's words, with the rule 2.4", () => {
    const refused = module.apply(asked(), 'allied', { type: 'act', key: 'value/12' }, new TestDice());
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toMatchObject({ rule: '2.4', code: 'learned-out-of-range' });
      expect(refused.error.message.en).toMatch(/give a whole number from 0 to 9/);
      expect(refused.error.message.it).toMatch(/indica un numero intero da 0 a 9/);
    }
  });

  it('is never asked again: the value known, the battle goes on to the Fortunes of War', () => {
    const s = ok(act(asked(), 'allied', 'value/4'));
    expect(top(s)).not.toMatchObject({ name: 'ask' });
  });
});
