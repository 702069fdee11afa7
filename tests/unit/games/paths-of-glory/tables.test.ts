import { describe, expect, it } from 'vitest';
import { fireRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { peaceRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { resultOf } from './run.js';

// Page 26, "TABELLA DI ATTACCO DELLE ARMATE (Se qualsiasi attaccante è Armata)": die 1..6 by the printed columns.
// Each column is fired with a CF from its bracket.
const ARMY_PRINTED: readonly [string, number, readonly number[]][] = [
  ['1', 1, [0, 1, 1, 1, 2, 2]],
  ['2', 2, [1, 1, 2, 2, 3, 3]],
  ['3', 3, [1, 2, 2, 3, 3, 4]],
  ['4', 4, [2, 2, 3, 3, 4, 4]],
  ['5', 5, [2, 3, 3, 4, 4, 5]],
  ['6-8', 7, [3, 3, 4, 4, 5, 5]],
  ['9-11', 10, [3, 4, 4, 5, 5, 7]],
  ['12-14', 13, [4, 4, 5, 5, 7, 7]],
  ['15', 15, [4, 5, 5, 7, 7, 7]],
  ['16+', 20, [5, 5, 7, 7, 7, 7]],
];

// Page 26, "TABELLA DI ATTACCO DEI CORPI (Se tutti gli attaccanti sono solo Corpi e/o Forti)".
const CORPS_PRINTED: readonly [string, number, readonly number[]][] = [
  ['0', 0, [0, 0, 0, 0, 1, 1]],
  ['1', 1, [0, 0, 0, 1, 1, 1]],
  ['2', 2, [0, 1, 1, 1, 1, 1]],
  ['3', 3, [1, 1, 1, 1, 2, 2]],
  ['4', 4, [1, 1, 1, 2, 2, 2]],
  ['5', 5, [1, 1, 2, 2, 2, 3]],
  ['6', 6, [1, 1, 2, 2, 3, 3]],
  ['7', 7, [1, 2, 2, 3, 3, 4]],
  ['8+', 9, [2, 2, 3, 3, 4, 4]],
];

function cells(table: 'army' | 'corps', printed: typeof ARMY_PRINTED) {
  return printed.flatMap(([column, cf, results]) =>
    results.map((lossNumber, i) => ({ table, column, cf, die: i + 1, lossNumber })),
  );
}

describe('Army Combat Table (12.2.8), every cell', () => {
  it.each(cells('army', ARMY_PRINTED))('column $column, die $die → $lossNumber', ({ cf, die, column, lossNumber }) => {
    expect(resultOf(fireRuling, { table: 'army', cf }, [die])).toEqual({
      lossNumber,
      table: 'army',
      column,
      row: die,
      die,
    });
  });
});

describe('Corps Combat Table (12.2.8), every cell', () => {
  it.each(cells('corps', CORPS_PRINTED))(
    'column $column, die $die → $lossNumber',
    ({ cf, die, column, lossNumber }) => {
      expect(resultOf(fireRuling, { table: 'corps', cf }, [die])).toEqual({
        lossNumber,
        table: 'corps',
        column,
        row: die,
        die,
      });
    },
  );
});

// Page 26, "TABELLA DEI TERMINI DI PACE": the offerer's die by Combined War Status 0-19 and 20+.
const PEACE_PRINTED: readonly { side: 'cp' | 'ap'; cws: number; column: string; vp: readonly number[] }[] = [
  { side: 'cp', cws: 0, column: '0-19', vp: [1, 1, 1, 0, 0, -1] },
  { side: 'cp', cws: 20, column: '20+', vp: [1, 1, 0, 0, 0, -1] },
  { side: 'ap', cws: 19, column: '0-19', vp: [-1, -1, -1, 0, 0, 1] },
  { side: 'ap', cws: 35, column: '20+', vp: [-1, -1, 0, 0, 0, 1] },
];

describe('Peace Terms tables (16.5.2), every cell', () => {
  const peaceCells = PEACE_PRINTED.flatMap(({ side, cws, column, vp }) =>
    vp.map((change, i) => ({ side, cws, column, die: i + 1, change })),
  );
  it.each(peaceCells)('$side offer, CWS $column, die $die → $change VP', ({ side, cws, column, die, change }) => {
    expect(resultOf(peaceRuling, { side, cws }, [die])).toEqual({ vp: change, die, column });
  });
});
