import { describe, expect, it } from 'vitest';
import { HexGrid, type HexLayout } from '../../../src/engine/core/map/hex.js';
import { hexCentre, hexCorners, hexsideSegment } from '../../../src/render/geometry.js';

const layouts: HexLayout[] = [
  { orientation: 'flat', stagger: 'odd' },
  { orientation: 'flat', stagger: 'even' },
  { orientation: 'pointy', stagger: 'odd' },
  { orientation: 'pointy', stagger: 'even' },
];

describe('hex geometry agrees with the engine’s grid', () => {
  for (const layout of layouts) {
    it(`${layout.orientation}/${layout.stagger}: neighbours are √3 radii apart and share two corners`, () => {
      const hexes = [];
      for (let col = 1; col <= 6; col++)
        for (let row = 1; row <= 5; row++) hexes.push({ id: `${col}-${row}`, col, row });
      const grid = new HexGrid(layout, hexes);
      const at = new Map(hexes.map((h) => [h.id, hexCentre(layout, h)]));
      for (const h of hexes) {
        const a = at.get(h.id)!;
        for (const other of hexes) {
          if (other === h) continue;
          const b = at.get(other.id)!;
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          expect(Math.abs(d - Math.sqrt(3)) < 1e-9, `${h.id}–${other.id}`).toBe(grid.adjacent(h.id, other.id));
          if (!grid.adjacent(h.id, other.id)) continue;
          const corners = hexCorners(a, 1, layout.orientation);
          for (const end of hexsideSegment(a, b, 1)) {
            expect(corners.some((c) => Math.hypot(c.x - end.x, c.y - end.y) < 1e-9)).toBe(true);
          }
        }
      }
    });
  }
});
