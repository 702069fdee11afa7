import { describe, expect, it } from 'vitest';
import { attritionEffect } from '../../../../src/engine/games/napoleon-1812/rules/attrition.js';
import { attrition } from '../../../../src/engine/games/napoleon-1812/rulings/attrition.js';
import { parseUnits } from '../../../../src/engine/games/napoleon-1812/notation.js';
import { ok, refused, run } from './run.js';

const units = (text: string) => {
  const parsed = parseUnits(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

// 8.5: "6 o 7 causa l'eliminazione di un'unità di fanteria o cavalleria da uno stack con 2 o più unità; 8 o 9
// l'eliminazione di un'unità e la disorganizzazione di un'altra unità di fanteria o cavalleria; 10 o 11
// l'eliminazione di 2 unità. Gli stack con una sola unità che soffrono Attrito diventano disorganizzati."
describe('T2 attrition table (8.5)', () => {
  it.each([
    [1, 0, 0],
    [2, 0, 0],
    [3, 0, 0],
    [4, 0, 0],
    [5, 0, 0],
    [6, 1, 0],
    [7, 1, 0],
    [8, 1, 1],
    [9, 1, 1],
    [10, 2, 0],
    [11, 2, 0],
    [12, 2, 0], // ⚠ beyond the printed table: read as 10–11
  ])('modified roll %i, stack of 2 or more → eliminate %i, disrupt %i', (total, eliminate, disrupt) => {
    expect(attritionEffect(total, units('3I,1C'))).toEqual({ eliminate, disrupt });
  });

  it.each([
    [5, 0],
    [6, 1],
    [7, 1],
    [8, 1],
    [9, 1],
    [10, 1],
    [11, 1],
    [12, 1],
  ])('modified roll %i, a single unit → disrupted %i', (total, disrupt) => {
    expect(attritionEffect(total, units('1C'))).toEqual({ eliminate: 0, disrupt });
  });

  it('artillery and leaders never suffer attrition', () => {
    expect(attritionEffect(11, units('1A'))).toEqual({ eliminate: 0, disrupt: 0 });
    expect(attritionEffect(11, units('1I,1A'))).toEqual({ eliminate: 1, disrupt: 0 });
    expect(attritionEffect(9, units('1I,2A'))).toEqual({ eliminate: 1, disrupt: 0 });
    expect(attritionEffect(9, units('2I,2A'))).toEqual({ eliminate: 1, disrupt: 1 });
  });
});

// 8.6: +1 French from turn 3; +1 every stack in winter; +1 per forced-march hex. 14.5 (basic) Napoleon −1.
// 16.2 −1 for a leader able to command every unit for the whole move; 16.4(4) Napoleon/Davout a further −1;
// 16.4(6) Murat +1.
describe('T3 attrition modifiers (8.6, 14.5, 16.2, 16.4)', () => {
  const base = { side: 'russian', turn: 5, hexes: 3, units: '2I' };
  it.each([
    [{}, 0, ['8.5', '8.6']],
    [{ side: 'french', turn: 2 }, 0, ['8.5', '8.6']],
    [{ side: 'french', turn: 3 }, 1, ['8.5', '8.6']],
    [{ turn: 11, hexes: 2 }, 1, ['8.5', '8.6']],
    [{ side: 'french', turn: 12, hexes: 2 }, 2, ['8.5', '8.6']],
    [{ hexes: 5, 'forced-march': true }, 2, ['8.5', '8.6']],
    [{ hexes: 4, 'forced-march': true }, 1, ['8.5', '8.6']],
    [{ hexes: 3, 'forced-march': true }, 0, ['8.5', '8.6']],
    [{ turn: 11, hexes: 5, 'forced-march': true }, 4, ['8.5', '8.6']],
    [{ hexes: 4, 'forced-march': true, 'forced-march-hexes': 'all' }, 4, ['8.5', '8.6']],
    [{ side: 'french', napoleon: true }, 0, ['8.5', '8.6', '14.5']], // +1 French turn 5, −1 Napoleon
    [{ command: true }, -1, ['8.5', '8.6', '16.2']],
    [{ side: 'french', command: true, 'napoleon-davout': true }, -1, ['8.5', '8.6', '16.2', '16.4']],
    [{ side: 'french', murat: true }, 2, ['8.5', '8.6', '16.4']],
  ] as [Record<string, unknown>, number, string[]][])('%j → modifier %i', (extra, modifier, rules) => {
    const { result, rules: applied } = ok(
      attrition,
      { ...base, ...extra } as Record<string, string | number | boolean>,
      [4],
    );
    expect(result.total).toBe(4 + modifier);
    expect(applied).toEqual(rules);
  });

  it('16.13: in the two-year campaign no turn is a winter turn', () => {
    expect(ok(attrition, { ...base, turn: 12, 'two-year': true }, [4]).result.total).toBe(4);
  });
});

describe('attrition ruling', () => {
  it('8.5: no roll under 3 hexes out of winter', () => {
    const outcome = run(attrition, { side: 'french', turn: 4, hexes: 2, units: '3I' }, []);
    expect(outcome.dice).toEqual([]);
    expect(outcome.outcome).toMatchObject({
      ok: true,
      result: { rolled: false, die: null, total: null, eliminate: 0, disrupt: 0 },
      rules: ['8.5'],
    });
  });

  it('8.5: in winter a move of 2 hexes rolls', () => {
    const { result, en } = ok(attrition, { side: 'russian', turn: 11, hexes: 2, units: '3I' }, [5]);
    expect(result).toEqual({ rolled: true, die: 5, total: 6, eliminate: 1, disrupt: 0 });
    expect(en).toContain('Dice 5; +1 winter (8.6) → 6');
    expect(en).toContain('Row 6–7, stack of 3 units (8.5).');
  });

  it('the highest modified roll: French, winter, 3 forced-march hexes, Murat', () => {
    const {
      result,
      en,
      it: itText,
    } = ok(attrition, { side: 'french', turn: 11, hexes: 5, 'forced-march': true, units: '2I,1C', murat: true }, [6]);
    expect(result).toEqual({ rolled: true, die: 6, total: 12, eliminate: 2, disrupt: 0 });
    expect(en).toContain('+3 forced-march hexes (8.6)');
    expect(en).toContain('12 read as 10–11');
    expect(itText).toContain('**elimina 2**');
  });

  it('a single unit is disrupted instead', () => {
    const { result, en } = ok(attrition, { side: 'french', turn: 5, hexes: 3, units: '1C' }, [6]);
    expect(result).toMatchObject({ total: 7, eliminate: 0, disrupt: 1 });
    expect(en).toContain('single-unit stack: it is disrupted');
  });

  it('16.6: on turns 1–2 the text reminds that cavalry goes first', () => {
    expect(ok(attrition, { side: 'russian', turn: 1, hexes: 3, units: '2I,1C' }, [6]).en).toContain('(16.6)');
    expect(ok(attrition, { side: 'russian', turn: 3, hexes: 3, units: '2I,1C' }, [6]).en).not.toContain('(16.6)');
  });

  it.each([
    [{ turn: 5, hexes: 3, units: '2I' }, 'side', /--side is required/],
    [{ side: 'french', hexes: 3, units: '2I' }, 'turn', /--turn is required/],
    [{ side: 'french', turn: 17, hexes: 3, units: '2I' }, 'turn', /from 1 to 16/],
    [{ side: 'french', turn: 5, hexes: 6, units: '2I', 'forced-march': true }, 'hexes', /from 1 to 5/],
    [{ side: 'french', turn: 5, hexes: 4, units: '2I' }, 'hexes', /more than 3 hexes needs a Forced March/],
    [{ side: 'french', turn: 11, hexes: 3, units: '2I' }, 'hexes', /more than 2 hexes needs a Forced March/],
    [{ side: 'french', turn: 5, hexes: 3, units: '2I,1Cd' }, 'units', /all in good order \(8\.4\)/],
    [{ side: 'french', turn: 5, hexes: 3, units: '2Z' }, 'units', /write the units/],
    [
      { side: 'french', turn: 5, hexes: 3, units: '2I', napoleon: true, command: true },
      'napoleon',
      /14\.5 applies only/,
    ],
    [{ side: 'russian', turn: 5, hexes: 3, units: '2I', murat: true }, 'murat', /French leaders/],
    [{ side: 'russian', turn: 5, hexes: 3, units: '2I', 'napoleon-davout': true }, 'napoleon-davout', /French leaders/],
    [
      { side: 'french', turn: 5, hexes: 3, units: '2I', 'forced-march-hexes': 'some' },
      'forced-march-hexes',
      /beyond, all/,
    ],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(attrition, raw as Record<string, string | number | boolean>, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});
