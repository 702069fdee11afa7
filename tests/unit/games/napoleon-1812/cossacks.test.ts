import { describe, expect, it } from 'vitest';
import { cossack } from '../../../../src/engine/games/napoleon-1812/rulings/turn-end.js';
import { ok, refused, run } from './run.js';

// 13.1: "Con un tiro di 6 oppure 5 o 6 in Inverno l'unità subisce un danno".
describe('T19 Cossacks (13.1)', () => {
  const cells: [number, number, boolean][] = [];
  for (const turn of [10, 11]) for (let die = 1; die <= 6; die++) cells.push([turn, die, die >= (turn >= 11 ? 5 : 6)]);
  it.each(cells)('turn %i, die %i → hit %s', (turn, die, hit) => {
    expect(ok(cossack, { turn }, [die]).result).toEqual({ rolls: [{ hex: 1, die, hit }], hits: hit ? 1 : 0 });
  });

  it('one die per hex, and a hit disrupts or eliminates (11.17)', () => {
    const { result, en, it: itText, rules } = ok(cossack, { turn: 12, hexes: 3 }, [5, 2, 6]);
    expect(result.hits).toBe(2);
    expect(en).toContain('Cossacks hit on 5 or 6 (winter) (13.1):');
    expect(en).toContain('Hex 2: die 2 → no effect');
    expect(en).toContain('2 units hit');
    expect(itText).toContain('I Cosacchi colpiscono con 5 o 6 (inverno)');
    expect(rules).toEqual(['13.1', '11.17']);
  });

  it('16.13: no winter in the two-year campaign', () => {
    expect(ok(cossack, { turn: 12, 'two-year': true }, [5]).result.hits).toBe(0);
  });

  it('asks for one die per hex', () => {
    const outcome = run(cossack, { turn: 4, hexes: 2 }, [6]).outcome;
    expect(!outcome.ok && outcome.message.en).toMatch(/die 2 \(a d6\) is missing/);
  });

  it.each([
    [{}, 'turn', /--turn is required/],
    [{ turn: 4, hexes: 0 }, 'hexes', /from 1 to 30/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(cossack, raw, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});
