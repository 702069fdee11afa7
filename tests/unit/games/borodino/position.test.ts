import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../../../src/engine/core/map/hex.js';
import {
  enemyZoc,
  facingArc,
  facingProblem,
  FACINGS,
  isVertex,
  unitArc,
} from '../../../../src/engine/games/borodino/rules/position.js';
import { problemWords } from '../../../../src/engine/games/borodino/words.js';
import { at, CENTRE, map, unit } from './positions.js';

/**
 * Facing (6.1) and Zones of Control (6.3) on the built-in pack's map (flat-topped, north up; ./positions.ts): around
 * 4616 the neighbours are 4515 (south-east), 4516 (north-east), 4617 (north), 4716 (north-west), 4715 (south-west)
 * and 4615 (south). The Kolocha runs between 3812 and 3912 (no bridge) and between 3812 and 3813 (the bridge).
 */

const sorted = (hexes: readonly string[]) => [...hexes].sort();

describe('Borodino: facing (6.1)', () => {
  it('6.11 a unit faces a vertex: the two hexes either side of it are Frontal, the four behind Rear', () => {
    expect(map.grid.layout.orientation).toBe('flat');
    expect(FACINGS.flat).toEqual(['e', 'ne', 'nw', 'w', 'sw', 'se']);
    const east = facingArc(map.grid, CENTRE, 'e');
    expect(sorted(east.frontal)).toEqual(['4515', '4516']);
    expect(sorted(east.rear)).toEqual(['4615', '4617', '4715', '4716']);
    expect(sorted(facingArc(map.grid, CENTRE, 'ne').frontal)).toEqual(['4516', '4617']);
    expect(sorted(facingArc(map.grid, CENTRE, 'w').frontal)).toEqual(['4715', '4716']);
    expect(sorted(facingArc(map.grid, CENTRE, 'se').frontal)).toEqual(['4515', '4615']);
  });

  it('6.11 on a pointy-topped grid a unit faces north: the two hexes above are Frontal', () => {
    const ids = ['0000', '0100', '0200', '0001', '0101', '0201', '0002', '0102', '0202'];
    const grid = new HexGrid(
      { orientation: 'pointy', stagger: 'odd' },
      ids.map((id) => ({ id, col: Number(id.slice(0, 2)), row: Number(id.slice(2)) })),
    );
    expect(sorted(facingArc(grid, '0101', 'n').frontal)).toEqual(['0100', '0200']);
    expect(sorted(facingArc(grid, '0101', 's').frontal)).toEqual(['0102', '0202']);
    expect(sorted(facingArc(grid, '0101', 'ne').frontal)).toEqual(['0200', '0201']);
    expect(isVertex(grid, 'e')).toBe(false);
  });

  it('6.11 a unit never faces a hexside: north is a hexside of a flat-topped hex, a vertex of a pointy one', () => {
    expect(isVertex(map.grid, 'n')).toBe(false);
    expect(FACINGS.pointy).toContain('n');
    const p = at({ units: [{ side: 'french', hex: CENTRE, facing: 'n' }] });
    expect(facingProblem(p.grid, p.units)?.code).toBe('facing-vertex');
    expect(facingProblem(p.grid, p.units)?.rule).toBe('6.11');
  });

  it('6.11 all units in a hex face the same way; 6.14 artillery stacked with infantry may face its own way', () => {
    const same = at({
      units: [
        { side: 'french', hex: CENTRE },
        { side: 'french', hex: CENTRE },
      ],
    });
    expect(facingProblem(same.grid, same.units)).toBeNull();
    const mixed = at({
      units: [
        { side: 'french', hex: CENTRE },
        { side: 'french', hex: CENTRE, facing: 'w' },
      ],
    });
    expect(facingProblem(mixed.grid, mixed.units)).toMatchObject({ code: 'facing-mixed', rule: '6.11' });
    const guns = at({
      units: [
        { side: 'french', hex: CENTRE },
        { side: 'french', hex: CENTRE, arm: 'artillery', facing: 'w' },
      ],
    });
    expect(facingProblem(guns.grid, guns.units)).toBeNull();
    const gunsWithHorse = at({
      units: [
        { side: 'french', hex: CENTRE, arm: 'cavalry' },
        { side: 'french', hex: CENTRE, arm: 'artillery', facing: 'w' },
      ],
    });
    expect(facingProblem(gunsWithHorse.grid, gunsWithHorse.units)?.code).toBe('facing-mixed');
  });

  it('6.11 exceptions: infantry in a town or a redoubt has six Frontal hexes; cavalry in a town does not', () => {
    // Borodino (3316) is a town, the Shevardino redoubt (4008) a redoubt.
    const p = at({
      units: [
        { side: 'russian', hex: '3316' },
        { side: 'russian', hex: '4008' },
        { side: 'russian', hex: CENTRE },
        { side: 'russian', hex: '3103', arm: 'cavalry' },
      ],
    });
    expect(unitArc(p, p.units[0]!).frontal).toHaveLength(6);
    expect(unitArc(p, p.units[1]!).frontal).toHaveLength(6);
    expect(unitArc(p, p.units[2]!).frontal).toHaveLength(2);
    expect(unitArc(p, p.units[3]!).frontal).toHaveLength(2);
  });

  it('6.11 exceptions: good-order cavalry faces defensively (4 Frontal) for the attacker position only; Disordered does not', () => {
    const p = at({
      units: [
        { side: 'french', hex: CENTRE, arm: 'cavalry' },
        { side: 'french', hex: '4612', arm: 'cavalry', disordered: true },
      ],
    });
    const horse = p.units[0]!;
    expect(sorted(unitArc(p, horse, true).frontal)).toEqual(['4515', '4516', '4615', '4617']);
    expect(sorted(unitArc(p, horse, true).rear)).toEqual(['4715', '4716']);
    expect(unitArc(p, horse).frontal).toHaveLength(2);
    expect(unitArc(p, p.units[1]!, true).frontal).toHaveLength(2);
  });

  it('9.85 a unit in square has six Frontal hexes', () => {
    const p = at({ units: [{ side: 'french', hex: CENTRE, square: true }] });
    expect(unitArc(p, p.units[0]!).frontal).toHaveLength(6);
    expect(unitArc(p, p.units[0]!).rear).toHaveLength(0);
  });
});

describe('Borodino: zones of control (6.3)', () => {
  it("6.31 the units whose ZOC holds a hex are the enemy units next to it, in the position's order, none two hexes off", () => {
    // 4616's neighbours 4617 and 4515 hold Russians (listed 4617 first, then 4515's); 4614 is two hexes off.
    const p = at({
      units: [
        { side: 'russian', hex: '4614' },
        { side: 'russian', hex: '4617' },
        { side: 'french', hex: '4516' },
        { side: 'russian', hex: '4515' },
      ],
    });
    expect(enemyZoc(p, 'french', CENTRE).map((u) => u.id)).toEqual(['u1', 'u3']);
    expect(enemyZoc(p, 'russian', CENTRE).map((u) => u.id)).toEqual(['u2']);
    expect(enemyZoc(p, 'french', '4818')).toEqual([]);
  });

  it('6.31 a combat unit controls its six neighbours; artillery, squares, Disordered units and Militia do not', () => {
    const infantry = at({ units: [{ side: 'russian', hex: CENTRE }] });
    for (const hex of ['4515', '4516', '4617', '4716', '4715', '4615'])
      expect(enemyZoc(infantry, 'french', hex)).toHaveLength(1);
    expect(enemyZoc(infantry, 'french', '4614')).toHaveLength(0);
    expect(enemyZoc(infantry, 'russian', '4515')).toHaveLength(0);
    for (const u of [
      { arm: 'artillery' as const },
      { arm: 'horse-artillery' as const },
      { square: true },
      { disordered: true },
      { kind: 'militia' as const },
    ]) {
      const p = at({ units: [{ side: 'russian', hex: CENTRE, ...u }] });
      expect(enemyZoc(p, 'french', '4515')).toHaveLength(0);
    }
  });

  it('6.32 a ZOC does not extend across a river nor across a bridge', () => {
    const p = at({ units: [{ side: 'russian', hex: '3812' }] });
    expect(enemyZoc(p, 'french', '3912')).toHaveLength(0); // river
    expect(enemyZoc(p, 'french', '3813')).toHaveLength(0); // the bridge
    expect(enemyZoc(p, 'french', '3811')).toHaveLength(1); // open ground, same bank
  });

  it('6.32 a ZOC extends across a crossable stream or a ford', () => {
    const p = at({
      units: [unit({ side: 'russian', hex: CENTRE })],
      hexsides: [
        { a: CENTRE, b: '4515', features: ['banked-stream'] },
        { a: CENTRE, b: '4516', features: ['ford'] },
      ],
    });
    expect(enemyZoc(p, 'french', '4515')).toHaveLength(1);
    expect(enemyZoc(p, 'french', '4516')).toHaveLength(1);
  });

  it('every refusal of position.ts is worded in Italian and English', () => {
    for (const code of ['facing-vertex', 'facing-mixed']) {
      const words = problemWords({ code, params: { facing: 'n', facings: 'e, w' } });
      expect(words.en).not.toBe(code);
      expect(words.it).not.toBe(words.en);
    }
  });
});
