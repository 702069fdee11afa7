import { describe, expect, it } from 'vitest';
import {
  adjacentOn,
  neighboursOf,
  underSiege,
  type N1812Position,
} from '../../../../src/engine/games/napoleon-1812/rules/position.js';
import {
  lineReach,
  lineStepBlock,
  supplyLine,
  type LineBlock,
} from '../../../../src/engine/games/napoleon-1812/rules/supply-line.js';
import { mayEstablishDepot, ultimateSupplySources } from '../../../../src/engine/games/napoleon-1812/rules/depots.js';
import type { Side } from '../../../../src/engine/games/napoleon-1812/model.js';
import { at, EAST, model, WILNO } from './positions.js';

/**
 * The rules functions remember what they derive (supply lines and their searches per position, a hex's neighbours per
 * grid, the USS per map): the answers must be those of the plain reading. A reference search, written out step by step
 * with `lineStepBlock`, is compared with `lineReach` on built positions; a Depot added to a position's list (as the play
 * module adds one to its state's) is read at once.
 */

function reference(p: N1812Position, side: Side, start: string, range: number) {
  const previous = new Map<string, string>([[start, start]]);
  const blocked = new Set<LineBlock>();
  let frontier = [start];
  for (let length = 1; length <= range && frontier.length > 0; length++) {
    const next: string[] = [];
    for (const from of frontier)
      for (const to of p.grid.neighbours(from)) {
        if (previous.has(to)) continue;
        const block = lineStepBlock(p, side, from, to);
        if (block) blocked.add(block);
        else {
          previous.set(to, from);
          next.push(to);
        }
      }
    frontier = next;
  }
  if (frontier.length > 0) blocked.add('range');
  return { previous: [...previous], blocked: [...blocked].sort() };
}

const cossacks = { side: 'russian' as const, hex: '1709', cavalry: true };
const positions = [
  at(),
  at({ units: [cossacks, { side: 'french', hex: EAST[0]! }] }),
  at({
    units: [
      { side: 'russian', hex: EAST[2]! },
      { side: 'russian', hex: '1509' },
    ],
    turn: 20,
  }),
  at({ terrain: { [EAST[1]!]: 'forest', [EAST[3]!]: 'lake' }, units: [{ ...cossacks, hex: '2008' }] }),
];

describe('Napoleon 1812 rules, remembered: the same answers as the plain reading', () => {
  it('6.2: a line’s search (lineReach) reaches the same hexes, from the same ones, meeting the same restrictions', () => {
    for (const p of positions)
      for (const side of ['french', 'russian'] as const)
        for (const start of [WILNO, EAST[1]!, EAST[4]!, '1509'])
          for (const range of [3, 5]) {
            const blocked = new Set<LineBlock>();
            const previous = lineReach(p, side, start, range, blocked);
            expect({ previous: [...previous], blocked: [...blocked].sort() }).toEqual(reference(p, side, start, range));
            // Asked again, the remembered search gives its own copy, and the caller's set its restrictions.
            const again = new Set<LineBlock>();
            const copy = lineReach(p, side, start, range, again);
            expect(copy).not.toBe(previous);
            expect([...again].sort()).toEqual([...blocked].sort());
          }
  });

  it('6.1, 7.6: a Depot added to the position’s list is read at once (the remembered lines are its Depots’ too)', () => {
    const depots: { side: Side; hex: string }[] = [];
    const p = { ...at({ owners: { [WILNO]: 'french' } }), depots };
    expect(supplyLine(p, 'french', EAST[4]!).inSupply).toBe(false);
    // The play module pushes a new Depot into the list its position shares.
    depots.push({ side: 'french', hex: WILNO });
    expect(supplyLine(p, 'french', EAST[4]!)).toMatchObject({ inSupply: true });
    expect(supplyLine(p, 'french', EAST[5]!).inSupply).toBe(false);
    depots.splice(0, depots.length);
    expect(supplyLine(p, 'french', EAST[4]!).inSupply).toBe(false);
  });

  it('1.1, 7.7: the USS read once per map; a Depot’s chain the same from a fresh position', () => {
    const map = at();
    expect(ultimateSupplySources(map, 'french')).toBe(ultimateSupplySources({ ...map }, 'french'));
    expect(ultimateSupplySources(at(), 'french')).toEqual(ultimateSupplySources(map, 'french'));
    expect([...ultimateSupplySources(map, 'russian')]).not.toEqual([...ultimateSupplySources(map, 'french')]);
    const held = at({ units: [{ side: 'french', hex: WILNO }], depots: [] });
    expect(mayEstablishDepot(held, 'french', WILNO)).toEqual(mayEstablishDepot({ ...held }, 'french', WILNO));
  });

  it('a hex’s neighbours, their hexside features and adjacency are the grid’s own (8.4’s siege reads them)', () => {
    const grid = model.grid!;
    for (const hex of [...grid.ids()].slice(0, 200)) {
      const around = neighboursOf(grid, hex);
      expect(around.map((n) => n.hex)).toEqual(grid.neighbours(hex));
      for (const n of around) {
        expect(n.river).toBe(grid.hexside(hex, n.hex).includes('river'));
        expect(n.bridge).toBe(grid.hexside(hex, n.hex).includes('bridge'));
        expect(adjacentOn(grid, hex, n.hex)).toBe(true);
      }
      expect(adjacentOn(grid, hex, hex)).toBe(false);
    }
    // 8.4: a lone unit in Wilno with two good-order enemy units next to it, not across a river, is besieged.
    const next = grid.neighbours(WILNO).find((n) => !grid.hexside(WILNO, n).includes('river'))!;
    const two = [
      { side: 'russian' as const, hex: next },
      { side: 'russian' as const, hex: next },
    ];
    expect(underSiege(at({ units: [{ side: 'french', hex: WILNO }, ...two] }), WILNO)).toBe(true);
    expect(underSiege(at({ units: [{ side: 'french', hex: WILNO }, two[0]!] }), WILNO)).toBe(false);
  });
});
