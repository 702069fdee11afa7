import { describe, expect, it } from 'vitest';
import { HexGrid, fromCube, parseColumnRow, toCube, type HexLayout } from '../../../src/engine/core/map/hex.js';

function grid(layout: HexLayout, cols = 8, rows = 8): HexGrid {
  const hexes = [];
  for (let col = 1; col <= cols; col++)
    for (let row = 1; row <= rows; row++)
      hexes.push({ id: `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`, col, row });
  return new HexGrid(layout, hexes, [{ a: '0404', b: '0504', features: ['river', 'bridge'] }]);
}

describe('hex grids in the four layouts', () => {
  // Flat-topped, odd columns shoved down: an odd column's neighbours sit on its own row and the one below.
  it('flat, odd columns shoved: neighbours of an even and an odd column', () => {
    const g = grid({ orientation: 'flat', stagger: 'odd' });
    expect(g.neighbours('0404').sort()).toEqual(['0303', '0304', '0403', '0405', '0503', '0504'].sort());
    expect(g.neighbours('0304').sort()).toEqual(['0204', '0205', '0303', '0305', '0404', '0405'].sort());
  });

  it('flat, even columns shoved: the other way round', () => {
    const g = grid({ orientation: 'flat', stagger: 'even' });
    expect(g.neighbours('0404').sort()).toEqual(['0304', '0305', '0403', '0405', '0504', '0505'].sort());
    expect(g.neighbours('0304').sort()).toEqual(['0203', '0204', '0303', '0305', '0403', '0404'].sort());
  });

  it('pointy, odd rows shoved right', () => {
    const g = grid({ orientation: 'pointy', stagger: 'odd' });
    expect(g.neighbours('0404').sort()).toEqual(['0303', '0305', '0304', '0504', '0403', '0405'].sort());
    expect(g.neighbours('0403').sort()).toEqual(['0402', '0502', '0303', '0503', '0404', '0504'].sort());
  });

  it('pointy, even rows shoved right', () => {
    const g = grid({ orientation: 'pointy', stagger: 'even' });
    expect(g.neighbours('0404').sort()).toEqual(['0403', '0503', '0304', '0504', '0405', '0505'].sort());
  });

  it('drops neighbours off the map edge', () => {
    expect(grid({ orientation: 'flat', stagger: 'odd' }).neighbours('0101').sort()).toEqual(
      ['0102', '0201', '0202'].sort(),
    );
  });

  it('measures distance in hexes', () => {
    const g = grid({ orientation: 'flat', stagger: 'odd' });
    expect(g.distance('0404', '0404')).toBe(0);
    expect(g.distance('0404', '0405')).toBe(1);
    expect(g.distance('0101', '0801')).toBe(7);
    expect(g.distance('0101', '0108')).toBe(7);
    // Seven columns east covers three rows south on the way: 7 + (7 - 3).
    expect(g.distance('0101', '0808')).toBe(10);
    expect(g.distance('0101', '9999')).toBe(Infinity);
  });

  it('every neighbour is at distance 1 and adjacency is symmetric, in every layout', () => {
    for (const layout of [
      { orientation: 'flat', stagger: 'odd' },
      { orientation: 'flat', stagger: 'even' },
      { orientation: 'pointy', stagger: 'odd' },
      { orientation: 'pointy', stagger: 'even' },
    ] as const) {
      const g = grid(layout);
      for (const id of g.ids()) {
        for (const n of g.neighbours(id)) {
          expect(g.distance(id, n)).toBe(1);
          expect(g.neighbours(n)).toContain(id);
        }
      }
    }
  });

  it('round-trips offset and cube coordinates', () => {
    for (const layout of [
      { orientation: 'flat', stagger: 'odd' },
      { orientation: 'pointy', stagger: 'even' },
    ] as const) {
      for (let col = 0; col < 6; col++)
        for (let row = 0; row < 6; row++) expect(fromCube(layout, toCube(layout, { col, row }))).toEqual({ col, row });
    }
  });

  it('draws a line of hexes, ends included, each step adjacent', () => {
    const g = grid({ orientation: 'flat', stagger: 'odd' });
    const line = g.line('0101', '0505');
    expect(line[0]).toBe('0101');
    expect(line[line.length - 1]).toBe('0505');
    expect(line).toHaveLength(g.distance('0101', '0505') + 1);
    for (let i = 1; i < line.length; i++) expect(g.adjacent(line[i - 1]!, line[i]!)).toBe(true);
    expect(g.line('0303', '0308')).toEqual(['0303', '0304', '0305', '0306', '0307', '0308']);
  });

  it('reads hexside features from either side', () => {
    const g = grid({ orientation: 'flat', stagger: 'odd' });
    expect(g.hexside('0404', '0504')).toEqual(['river', 'bridge']);
    expect(g.hexside('0504', '0404')).toEqual(['river', 'bridge']);
    expect(g.hexside('0404', '0405')).toEqual([]);
  });

  it('parses four-digit column-row numbers', () => {
    expect(parseColumnRow('3417')).toEqual({ col: 34, row: 17 });
    expect(parseColumnRow('341')).toBeUndefined();
    expect(parseColumnRow('34a7')).toBeUndefined();
  });
});
