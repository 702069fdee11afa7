import { describe, expect, it } from 'vitest';
import { fireRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { failureOf, resultOf, run, textOf } from './run.js';

describe('fire: the column is the bracket of the CF (12.2.8)', () => {
  it.each([
    [0, '1'],
    [1, '1'],
    [2, '2'],
    [5, '5'],
    [6, '6-8'],
    [8, '6-8'],
    [9, '9-11'],
    [11, '9-11'],
    [12, '12-14'],
    [14, '12-14'],
    [15, '15'],
    [16, '16+'],
    [40, '16+'],
  ])('Army table: %i CF fires on column %s (a CF of 0 on column 1, 12.3.4.1)', (cf, column) => {
    expect(resultOf(fireRuling, { table: 'army', cf }, [3]).column).toBe(column);
  });

  it.each([
    [0, '0'],
    [7, '7'],
    [8, '8+'],
    [13, '8+'],
  ])('Corps table: %i CF fires on column %s', (cf, column) => {
    expect(resultOf(fireRuling, { table: 'corps', cf }, [3]).column).toBe(column);
  });
});

describe('fire: shifts move by bracket and stop at the table ends (12.2.8)', () => {
  it('a 1-column shift from 6-8 goes to 5 or 9-11 wherever the CF lies in 6-8', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 8, shift: -1 }, [3]).column).toBe('5');
    expect(resultOf(fireRuling, { table: 'army', cf: 6, shift: 1 }, [3]).column).toBe('9-11');
  });

  it('shifts beyond the first or last column use the end column', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 2, shift: -3 }, [6]).column).toBe('1');
    expect(resultOf(fireRuling, { table: 'army', cf: 15, shift: 4 }, [1]).column).toBe('16+');
    expect(resultOf(fireRuling, { table: 'corps', cf: 1, shift: -2 }, [6]).column).toBe('0');
    expect(resultOf(fireRuling, { table: 'corps', cf: 7, shift: 3 }, [1]).column).toBe('8+');
  });

  it('a shift never moves a side to the other table: corps column 8+ shifted right stays on the Corps table', () => {
    expect(resultOf(fireRuling, { table: 'corps', cf: 8, shift: 1 }, [6])).toMatchObject({
      table: 'corps',
      column: '8+',
      lossNumber: 4,
    });
  });

  it('the text names the table, the columns and the shift', () => {
    const text = textOf(fireRuling, { table: 'army', cf: 13, shift: -2 }, [4]);
    expect(text.en).toContain('Army table: 13 CF → column 12-14; shift 2 left (12.2.8) → column 6-8');
    expect(text.en).toContain('**loss number 4**');
    expect(text.it).toContain('Tabella di Attacco delle Armate: 13 CF → colonna 12-14; spostamento di 2 a sinistra');
    expect(text.it).toContain('**numero di perdite 4**');
  });
});

describe('fire: the modified die is clamped to 1–6 (12.2.9)', () => {
  it('a 6 with +1 reads row 6; a 1 with −3 (Sinai) reads row 1', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 9, drm: 1 }, [6])).toMatchObject({ row: 6, lossNumber: 7 });
    expect(resultOf(fireRuling, { table: 'army', cf: 9, drm: -3 }, [1])).toMatchObject({ row: 1, lossNumber: 3 });
    expect(textOf(fireRuling, { table: 'army', cf: 9, drm: 1 }, [6]).en).toContain('7 is read as 6, 12.2.9');
  });

  it('a drm moves the row: die 2 with +1 reads row 3', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 6, drm: 1 }, [2])).toMatchObject({ row: 3, lossNumber: 4 });
  });
});

describe('fire: the rulebook examples of column determination', () => {
  it('Sep 1914, Nancy: the German 16 CF become 15 for the trench (1 left)', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 16, shift: -1 }, [6])).toMatchObject({
      column: '15',
      lossNumber: 7,
    });
  });

  it('Sep 1914, Nancy: the French 5 CF (army and fort) move to column 6-8 (1 right)', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 5, shift: 1 }, [6])).toMatchObject({
      column: '6-8',
      lossNumber: 5,
    });
  });

  it('Sep 1914, Belfort: the reduced 7th Army 3 CF move to 2 for the trench; a 5 gives 3', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 3, shift: -1 }, [5])).toMatchObject({
      column: '2',
      lossNumber: 3,
    });
  });

  it('Sep 1914, Belfort: the French 3 CF, one column right, on the Corps table: column 4', () => {
    expect(resultOf(fireRuling, { table: 'corps', cf: 3, shift: 1 }, [1])).toMatchObject({
      column: '4',
      lossNumber: 1,
    });
  });

  it('Aug 1914, Munkacs: the Russian attack moves from column 3 to 2 for the mountain; a 3 gives 2', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 3, shift: -1 }, [3])).toMatchObject({
      column: '2',
      lossNumber: 2,
    });
  });

  it('page 16, Cambrai: 9 German CF in a level 2 trench fire on 12-14; 13 Allied CF on 6-8', () => {
    expect(resultOf(fireRuling, { table: 'army', cf: 9, shift: 1, drm: 1 }, [5])).toMatchObject({
      column: '12-14',
      lossNumber: 7,
    });
    expect(resultOf(fireRuling, { table: 'army', cf: 13, shift: -2 }, [4])).toMatchObject({
      column: '6-8',
      lossNumber: 4,
    });
  });
});

describe('fire: input errors', () => {
  it.each([
    [{ cf: 5 }, 'table', /--table is required/],
    [{ table: 'armies', cf: 5 }, 'table', /one of: army, corps/],
    [{ table: 'army' }, 'cf', /--cf is required/],
    [{ table: 'army', cf: -1 }, 'cf', /from 0 to 99/],
    [{ table: 'army', cf: 5, shift: 10 }, 'shift', /from -9 to 9/],
    [{ table: 'army', cf: 5, drm: 'x' }, 'drm', /whole number/],
  ])('refuses %j', (raw, option, message) => {
    const failure = failureOf(fireRuling, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });

  it('rolls exactly one die', () => {
    expect(run(fireRuling, { table: 'army', cf: 5 }, [2, 3]).outcome.ok).toBe(false);
    expect(run(fireRuling, { table: 'army', cf: 5 }, [2]).dice).toEqual([{ sides: 6, value: 2, purpose: 'combat' }]);
  });
});
