import { describe, expect, it } from 'vitest';
import {
  areaHexes,
  armyAreaOf,
  bothAreas,
  boundaryOf,
  checkAreaEntry,
  checkTrainLimit,
  moveLine,
  parseBoundary,
  type BoundaryLine,
} from '../../../../src/engine/games/offensive-1914/rules/aoa.js';
import { checkMove } from '../../../../src/engine/games/offensive-1914/rules/movement.js';
import type { O1914Position, PlacedUnit } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import { checkRecoveryStart } from '../../../../src/engine/games/offensive-1914/rules/recovery.js';
import { allied, at, german } from './positions.js';

/**
 * Areas of Assignment (5.1) on the built-in pack's map: the German 6th/7th boundary Lorraine's set-up prints
 * ("60.56/60.57 – 63.55/63.56", 29.0), a straight line extended to the map's edges (README decision 96), SESTA north
 * and SETTIMA south.
 */

const grid = at().grid;
const PRINTED = '60.56/60.57 – 63.55/63.56';
const GERMAN = { north: 'de-6', south: 'de-7' };
const line = parseBoundary(grid, PRINTED)!;
const printed = boundaryOf(grid, line, GERMAN);

/** A position whose units' armies are `armies` (by id) and whose Areas are `boundary`'s. */
function withAreas(p: O1914Position, armies: Readonly<Record<string, string>>, b = printed): O1914Position {
  return {
    ...p,
    inOwnArea: (u: PlacedUnit, hex: string) => {
      const army = armies[u.id!];
      return army === undefined || armyAreaOf(p.grid, b, hex) === army;
    },
  };
}

describe('1914 Areas of Assignment (5.1, 5.1.1, 5.1.3, 5.3.1)', () => {
  it('29.0 the printed German boundary: 60.56 and 63.55 are SESTA’s, 60.57 and 63.56 SETTIMA’s', () => {
    expect(armyAreaOf(grid, printed, '60.56')).toBe('de-6');
    expect(armyAreaOf(grid, printed, '60.57')).toBe('de-7');
    expect(armyAreaOf(grid, printed, '63.55')).toBe('de-6');
    expect(armyAreaOf(grid, printed, '63.56')).toBe('de-7');
    // Between the two hexsides the line runs straight: 61.56 and 62.55 north of it, 61.57 and 62.56 south.
    expect([61, 62].map((c) => printed.rows[c])).toEqual([56, 55]);
    // Text of another form is no boundary: one hexside, or two hexes that are not adjacent.
    expect(parseBoundary(grid, '60.56/60.57')).toBeUndefined();
    expect(parseBoundary(grid, '60.56/60.58 – 63.55/63.56')).toBeUndefined();
  });

  it('5.1.1 each hex in one Area and one only, each Area contiguous; a line off the map leaves an army none', () => {
    const north = areaHexes(grid, printed, 'de-6');
    const south = areaHexes(grid, printed, 'de-7');
    expect(north.length + south.length).toBe(grid.size);
    expect(north.filter((h) => south.includes(h))).toEqual([]);
    for (const area of [north, south]) {
      const seen = new Set([area[0]!]);
      const queue = [area[0]!];
      while (queue.length > 0)
        for (const n of grid.neighbours(queue.pop()!))
          if (area.includes(n) && !seen.has(n)) {
            seen.add(n);
            queue.push(n);
          }
      expect(seen.size).toBe(area.length);
    }
    expect(bothAreas(grid, printed)).toBe(true);
    const offMap: BoundaryLine = { west: { x: 46, y: 80 }, east: { x: 66, y: 80 } };
    expect(bothAreas(grid, boundaryOf(grid, offMap, GERMAN))).toBe(false);
  });

  it('5.1.3 an Area holds no more Corps Trains than its army’s corps boxes', () => {
    // SETTIMA's 2 boxes (14, 15): its Trains 63.58 and 64.59, and 1 B's Train of SESTA in 62.55.
    const trains = [
      { id: 'de-tr14', hex: '63.58' },
      { id: 'de-tr15', hex: '64.59' },
      { id: 'de-tr1B', hex: '62.55' },
    ];
    const boxes = { 'de-6': 5, 'de-7': 2 };
    expect(checkTrainLimit(grid, printed, trains, boxes)).toEqual({ ok: true });
    // The line one row north puts 62.55 in SETTIMA's Area: 3 Trains for 2 boxes.
    const north = boundaryOf(grid, moveLine(line, 'north'), GERMAN);
    expect(armyAreaOf(grid, north, '62.55')).toBe('de-7');
    expect(checkTrainLimit(grid, north, trains, boxes)).toMatchObject({
      ok: false,
      problem: { code: 'aoa-train-limit', rule: '5.1.3', params: { army: 'de-7', trains: 3, boxes: 2 } },
    });
  });

  it('5.3.1 (2) a unit enters a hex next to an enemy unit only inside its army’s Area', () => {
    // A SESTA and a SETTIMA division in 62.55 (SESTA's Area); a French unit in 61.57. 61.56 (SESTA's) and 62.56
    // (SETTIMA's) are both next to it; 63.55 (SESTA's) is not.
    const p = at({
      units: [german('62.55', { id: 'six' }), german('62.55', { id: 'seven' }), allied('61.57', { id: 'fr' })],
    });
    const areas = withAreas(p, { six: 'de-6', seven: 'de-7' });
    const move = (id: string, to: string, pos = areas) =>
      checkMove(pos, {
        side: 'german',
        units: pos.units.filter((u) => u.id === id),
        path: ['62.55', to],
        phase: 'movement',
      });
    expect(move('six', '61.56').ok).toBe(true);
    expect(move('six', '62.56')).toMatchObject({ ok: false, problem: { code: 'move-outside-aoa', rule: '5.3.1' } });
    expect(move('seven', '62.56').ok).toBe(true);
    // CHIARIMENTO: outside its Area, a hex next to no enemy unit is open to it.
    expect(move('seven', '63.55').ok).toBe(true);
    expect(move('seven', '61.56')).toMatchObject({ ok: false, problem: { code: 'move-outside-aoa' } });
    // A position without Areas (the rulings, the older tests) is unchanged.
    expect(move('six', '62.56', p).ok).toBe(true);
    expect(checkAreaEntry(p, 'german', p.units.slice(0, 1), '62.56')).toEqual({ ok: true });
  });

  it('5.3.1 (3) a Formation begins a CE recovery only inside its army’s Area', () => {
    const p = at({ units: [german('61.55', { id: 'six' }), german('61.58', { id: 'seven' })] });
    const areas = withAreas(p, { six: 'de-6', seven: 'de-7' });
    const recover = (unit: PlacedUnit) =>
      checkRecoveryStart(areas, { side: 'german', hex: unit.hex, status: '-1', gt: 1, unit });
    expect(recover(areas.units[1]!)).toEqual({ ok: true });
    const moved = { ...areas.units[1]!, hex: '61.55' };
    expect(recover(moved)).toMatchObject({ ok: false, problem: { code: 'recover-outside-aoa', rule: '5.3.1' } });
    expect(recover(areas.units[0]!)).toEqual({ ok: true });
  });
});
