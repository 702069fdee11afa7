import { describe, expect, it } from 'vitest';
import {
  lineStepBlock,
  supplyLine,
  supplyOfAll,
} from '../../../../src/engine/games/napoleon-1812/rules/supply-line.js';
import { FIRST_WINTER_TURN } from '../../../../src/engine/games/napoleon-1812/rules/turn.js';
import { at, EAST, model, WILNO } from './positions.js';

/**
 * 6.1, 6.2, 6.5 and 14.6 on the built-in pack's map (schematic: its terrain is ours, its rivers have no bridge): a
 * legal and an illegal case for each restriction, from built positions (./positions.ts).
 */

describe('Napoleon 1812: general supply (6.1, 6.2, 6.5, 14.6)', () => {
  it('6.1 a stack in a city with a friendly Depot is in supply; an enemy Depot, or one outside a city, is none', () => {
    const french = at({ owners: { [WILNO]: 'french' } });
    expect(supplyLine(french, 'french', WILNO)).toEqual({ inSupply: true, line: [WILNO] });
    expect(supplyLine(at({ depots: [{ side: 'russian', hex: WILNO }] }), 'french', EAST[0]!).inSupply).toBe(false);
    expect(supplyLine(at({ depots: [{ side: 'french', hex: EAST[1]! }] }), 'french', EAST[0]!).inSupply).toBe(false);
  });

  it('6.2 point 5: 5 hexes, the stack’s own excluded and the Depot’s city included; 3 in winter (1.1)', () => {
    const p = at({ owners: { [WILNO]: 'french' } });
    const five = supplyLine(p, 'french', EAST[4]!);
    expect(five.inSupply).toBe(true);
    // The stack's hex, then five hexes to Wilno, each next to the one before.
    expect(five.line).toHaveLength(6);
    expect([five.line![0], five.line![5]]).toEqual([EAST[4], WILNO]);
    for (let i = 1; i < 6; i++) expect(model.grid!.adjacent(five.line![i - 1]!, five.line![i]!)).toBe(true);
    const six = supplyLine(p, 'french', EAST[5]!);
    expect(six.inSupply).toBe(false);
    expect(six.blocked).toContain('range');
    const winter = at({ owners: { [WILNO]: 'french' }, turn: FIRST_WINTER_TURN });
    expect(supplyLine(winter, 'french', EAST[2]!).inSupply).toBe(true);
    expect(supplyLine(winter, 'french', EAST[3]!).inSupply).toBe(false);
  });

  it('6.2 point 1: never through a hex with enemy combat units (every way into Wilno held: cut off)', () => {
    const p = at({ owners: { [WILNO]: 'french' } });
    expect(lineStepBlock(p, 'french', EAST[1]!, EAST[0]!)).toBeNull();
    const ring = model.grid!.neighbours(WILNO).map((hex) => ({ side: 'russian' as const, hex }));
    const cut = at({ owners: { [WILNO]: 'french' }, units: ring });
    expect(lineStepBlock(cut, 'french', EAST[1]!, EAST[0]!)).toBe('enemy-units');
    expect(supplyLine(cut, 'french', EAST[2]!)).toMatchObject({ inSupply: false });
    expect(supplyLine(cut, 'french', EAST[2]!).blocked).toContain('enemy-units');
  });

  it('6.2 point 1: nor next to good-order enemy cavalry, unless friendly units stand in that hex', () => {
    // Russian cavalry in 1709 borders 1708.
    const cossacks = { side: 'russian' as const, hex: '1709', cavalry: true };
    expect(lineStepBlock(at({ units: [cossacks] }), 'french', EAST[1]!, EAST[0]!)).toBe('enemy-cavalry');
    expect(lineStepBlock(at({ units: [{ ...cossacks, disrupted: true }] }), 'french', EAST[1]!, EAST[0]!)).toBeNull();
    expect(lineStepBlock(at({ units: [{ ...cossacks, cavalry: false }] }), 'french', EAST[1]!, EAST[0]!)).toBeNull();
    // Across a river the cavalry still cuts a line (8.4's river exception is the move's).
    const acrossTheNiemen = at({ units: [{ ...cossacks, hex: '2008' }] });
    expect(model.grid!.hexside('1908', '2008')).toContain('river');
    expect(lineStepBlock(acrossTheNiemen, 'french', WILNO, '1908')).toBe('enemy-cavalry');
    const held = at({ units: [cossacks, { side: 'french', hex: EAST[0]! }] });
    expect(lineStepBlock(held, 'french', EAST[1]!, EAST[0]!)).toBeNull();
  });

  it('14.6: French cavalry puts no difficult-terrain hex next to it out of a Russian line', () => {
    const hussars = { side: 'french' as const, hex: '1709', cavalry: true };
    expect(lineStepBlock(at({ units: [hussars] }), 'russian', EAST[1]!, EAST[0]!)).toBe('enemy-cavalry');
    const forest = at({ units: [hussars], terrain: { [EAST[0]!]: 'forest' } });
    expect(lineStepBlock(forest, 'russian', EAST[1]!, EAST[0]!)).toBeNull();
  });

  it('6.2 point 2: never through an enemy city, unless friendly units, or a lone leader, hold it', () => {
    const russianWilno = { [WILNO]: 'russian' as const };
    expect(lineStepBlock(at({ owners: russianWilno }), 'french', EAST[0]!, WILNO)).toBe('enemy-city');
    expect(lineStepBlock(at({ owners: { [WILNO]: 'french' } }), 'french', EAST[0]!, WILNO)).toBeNull();
    const occupied = at({ owners: russianWilno, units: [{ side: 'french', hex: WILNO }] });
    expect(lineStepBlock(occupied, 'french', EAST[0]!, WILNO)).toBeNull();
    const leader = at({ owners: russianWilno, leaders: [{ side: 'french', hex: WILNO }] });
    expect(lineStepBlock(leader, 'french', EAST[0]!, WILNO)).toBeNull();
  });

  it('6.2 point 3: never across a river, but at a bridge (the Niemen between 1908 and 2008)', () => {
    expect(model.grid!.hexside('1908', '2008')).toContain('river');
    expect(lineStepBlock(at(), 'french', '2008', '1908')).toBe('river');
    expect(lineStepBlock(at({ bridges: [['1908', '2008']] }), 'french', '2008', '1908')).toBeNull();
  });

  it('6.2 point 4, 14.6: difficult terrain stops French lines, not Russian ones', () => {
    const marsh = at({ terrain: { [EAST[0]!]: 'marsh' } });
    expect(lineStepBlock(marsh, 'french', EAST[1]!, EAST[0]!)).toBe('difficult-terrain');
    expect(lineStepBlock(marsh, 'russian', EAST[1]!, EAST[0]!)).toBeNull();
    expect(lineStepBlock(at(), 'french', EAST[1]!, EAST[0]!)).toBeNull();
  });

  it('no line crosses a lake or the sea (no unit enters them)', () => {
    expect(lineStepBlock(at({ terrain: { [EAST[0]!]: 'lake' } }), 'russian', EAST[1]!, EAST[0]!)).toBe('water');
  });

  it('6.5 every stack’s supply is read from one position: cavalry about to be disrupted still cuts a line', () => {
    // A Russian cavalry stack far from any Russian Depot (out of supply, so to be disrupted by 6.4) sits next to the
    // only way in; the French stack beyond is cut off all the same, because 6.4 applies after every stack is read.
    const ring = model.grid!.neighbours(WILNO).filter((h) => h !== EAST[0]);
    const p = at({
      owners: { [WILNO]: 'french' },
      units: [
        ...ring.map((hex) => ({ side: 'russian' as const, hex })),
        { side: 'russian', hex: '1709', cavalry: true },
        { side: 'french', hex: EAST[2]! },
      ],
      depots: [{ side: 'french', hex: WILNO }],
    });
    const all = supplyOfAll(p);
    expect(all.get('russian:1709')).toBe(false);
    expect(all.get(`french:${EAST[2]}`)).toBe(false);
    // Once disrupted (next phase's position), it cuts nothing: the French stack traces its line again.
    const after = { ...p, units: p.units.map((u) => (u.type === 'cavalry' ? { ...u, disrupted: true } : u)) };
    expect(supplyOfAll(after).get(`french:${EAST[2]}`)).toBe(true);
  });
});
