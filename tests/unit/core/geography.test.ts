import { describe, expect, it } from 'vitest';
import {
  crossedHexsides,
  fitAffine,
  hexCentre,
  insidePolygon,
  kilometres,
  nearestHex,
} from '../../../src/engine/core/map/geography.js';
import { HexGrid, type HexLayout } from '../../../src/engine/core/map/hex.js';

const layout: HexLayout = { orientation: 'flat', stagger: 'odd' };

describe('geography: projecting places onto a hex grid', () => {
  it('measures kilometres east and north of an origin', () => {
    const p = kilometres({ lat: 56, lon: 35 }, { lat: 55, lon: 35 });
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(111.2);
  });

  it('fits the affine map through its anchors, rotation included', () => {
    const truth = (p: { x: number; y: number }) => ({ x: 2 * p.x - p.y + 3, y: 0.5 * p.x + p.y - 1 });
    const anchors = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
      { x: 7, y: 3 },
    ].map((from) => ({ from, to: truth(from) }));
    const fit = fitAffine(anchors);
    expect(fit({ x: 4, y: -2 }).x).toBeCloseTo(truth({ x: 4, y: -2 }).x);
    expect(fit({ x: 4, y: -2 }).y).toBeCloseTo(truth({ x: 4, y: -2 }).y);
    expect(() => fitAffine(anchors.slice(0, 2))).toThrow();
  });

  it('finds the nearest hex and the hexes inside an area', () => {
    const centres = new Map([
      ['a', hexCentre(layout, { col: 0, row: 0 })],
      ['b', hexCentre(layout, { col: 1, row: 0 })],
    ]);
    expect(nearestHex(centres, { x: 1.4, y: 1.7 })).toBe('b');
    const square = [
      { x: -1, y: -1 },
      { x: 1, y: -1 },
      { x: 1, y: 1 },
      { x: -1, y: 1 },
    ];
    expect(insidePolygon({ x: 0, y: 0 }, square)).toBe(true);
    expect(insidePolygon({ x: 2, y: 0 }, square)).toBe(false);
  });

  it('turns a line into the hexsides it runs along', () => {
    const ids: { id: string; col: number; row: number }[] = [];
    for (let col = 0; col < 4; col++) for (let row = 0; row < 3; row++) ids.push({ id: `${col}.${row}`, col, row });
    const grid = new HexGrid(layout, ids);
    const centres = new Map(ids.map((h) => [h.id, hexCentre(layout, h)]));
    // A vertical line between columns 1 and 2 crosses every hexside joining them.
    const sides = crossedHexsides(grid, centres, [
      { x: 2.25, y: -1 },
      { x: 2.25, y: 10 },
    ]);
    expect(sides.length).toBeGreaterThanOrEqual(3);
    for (const [a, b] of sides) {
      expect(grid.adjacent(a, b)).toBe(true);
      expect([a[0], b[0]].sort()).toEqual(['1', '2']);
    }
  });
});
