import { describe, expect, it } from 'vitest';
import { squareMoveHexes } from '../../../../src/engine/games/borodino/rules/assault-position.js';
import { at, CENTRE, unit } from './positions.js';

/** 9.85 the square's one hex, over a position (neighbours of 4616: 4515, 4516, 4617, 4716, 4715, 4615). */
const square = { side: 'russian' as const, hex: CENTRE, square: true };

describe('9.85 squareMoveHexes', () => {
  it('9.85 one hex costing 2 MP or less for every unit of the stack, into no enemy ZOC', () => {
    const french = unit({ side: 'french', hex: '4618' }, 1);
    const alone = at({ units: [unit(square, 0), french], terrain: { '4515': 'woods' } });
    const hexes = squareMoveHexes(alone, CENTRE, 'russian');
    // 4617 is in the ZOC of the French unit in 4618; woods cost infantry 2 MP.
    expect(hexes).not.toContain('4617');
    expect(hexes).toEqual(expect.arrayContaining(['4515', '4516', '4716', '4715', '4615']));
    // With a battery in the square, the woods cost it 3 MP: refused.
    const guns = unit({ side: 'russian', hex: CENTRE, arm: 'artillery' }, 2);
    const stacked = at({ units: [unit(square, 0), guns, french], terrain: { '4515': 'woods' } });
    expect(squareMoveHexes(stacked, CENTRE, 'russian')).not.toContain('4515');
    expect(squareMoveHexes(stacked, CENTRE, 'russian')).toContain('4516');
  });

  it('9.85 with 6.11 not onto friendly units: the square keeps its formation and facing, theirs may differ', () => {
    const friend = unit({ side: 'russian', hex: '4716', facing: 'se' }, 1);
    const hexes = squareMoveHexes(at({ units: [unit(square, 0), friend] }), CENTRE, 'russian');
    expect(hexes).not.toContain('4716');
    expect(hexes).toContain('4715');
  });

  it('9.85 no move for a square that starts in an enemy ZOC, nor for a stack not in square', () => {
    expect(
      squareMoveHexes(at({ units: [unit(square, 0), unit({ side: 'french', hex: '4617' }, 1)] }), CENTRE, 'russian'),
    ).toEqual([]);
    expect(squareMoveHexes(at({ units: [unit({ side: 'russian', hex: CENTRE }, 0)] }), CENTRE, 'russian')).toEqual([]);
  });
});
