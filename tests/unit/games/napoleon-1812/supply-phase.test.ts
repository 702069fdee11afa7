import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import {
  fateOutOfSupply,
  forageMarkerHexes,
  supplyPhase,
} from '../../../../src/engine/games/napoleon-1812/rules/supply-phase.js';
import { FIRST_WINTER_TURN } from '../../../../src/engine/games/napoleon-1812/rules/turn.js';
import { at, EAST, model, WILNO } from './positions.js';

/**
 * Phase 1, General Supply and Attrition (6.3–6.5), and the Forage markers of phase 3 (8.7), over positions on the
 * pack's map (./positions.ts): a legal and an illegal case for each rule, from built positions.
 */

const RIGA = [...model.hexes.values()].find((h) => h.name === 'Riga')!.id;
const FAR = '0101'; // Russia's far corner: no French Depot within reach.
const fateOf = (s: ReturnType<typeof supplyPhase>, hex: string) => s.units.find((u) => u.unit.hex === hex)!;

describe('Napoleon 1812: the General Supply phase (6.3–6.5) and Forage markers (8.7)', () => {
  it('6.4 out of supply: a unit in good order is disrupted; one in supply is not', () => {
    const s = supplyPhase(
      at({
        owners: { [WILNO]: 'french' },
        units: [
          { side: 'french', hex: EAST[1]! },
          { side: 'french', hex: FAR },
        ],
      }),
      [],
      new ScriptedDice([]),
    );
    expect(fateOf(s, EAST[1]!)).toMatchObject({ inSupply: true, fate: 'in-supply' });
    expect(fateOf(s, FAR)).toMatchObject({ inSupply: false, fate: 'disrupted' });
  });

  it('6.4 a French unit already disrupted is eliminated, but a Veteran outside winter; in winter a Veteran too', () => {
    const summer = at({ turn: 5 });
    const line = { side: 'french' as const, hex: FAR, type: 'infantry' as const, disrupted: true };
    expect(fateOutOfSupply(summer, { ...line, unitClass: 'L' })).toBe('eliminated');
    expect(fateOutOfSupply(summer, { ...line, unitClass: 'v' })).toBe('unchanged');
    expect(fateOutOfSupply(at({ turn: FIRST_WINTER_TURN }), { ...line, unitClass: 'v' })).toBe('eliminated');
  });

  it('6.4 a Russian unit out of supply is never eliminated; in Riga it is not even disrupted', () => {
    const russian = { side: 'russian' as const, type: 'infantry' as const, disrupted: false };
    const p = at({ depots: [] });
    expect(fateOutOfSupply(p, { ...russian, hex: FAR })).toBe('disrupted');
    expect(fateOutOfSupply(p, { ...russian, hex: FAR, disrupted: true })).toBe('unchanged');
    expect(fateOutOfSupply(p, { ...russian, hex: RIGA })).toBe('unchanged');
  });

  it('6.3 a stack with a Forage marker is out of supply on a roll no higher than its units, whatever its line', () => {
    const stack = [
      { side: 'french' as const, hex: EAST[0]! },
      { side: 'french' as const, hex: EAST[0]! },
    ];
    const hungry = supplyPhase(
      at({ turn: 4, owners: { [WILNO]: 'french' }, units: stack }),
      [EAST[0]!],
      new ScriptedDice([2]),
    );
    expect(hungry.forage).toEqual([{ hex: EAST[0], units: 2, die: 2, outOfSupply: true }]);
    expect(fateOf(hungry, EAST[0]!)).toMatchObject({ inSupply: false, fate: 'disrupted' });
    const fed = supplyPhase(
      at({ turn: 4, owners: { [WILNO]: 'french' }, units: stack }),
      [EAST[0]!],
      new ScriptedDice([3]),
    );
    expect(fed.forage[0]).toMatchObject({ die: 3, outOfSupply: false });
    expect(fateOf(fed, EAST[0]!)).toMatchObject({ inSupply: true });
  });

  it('6.3 no forage roll before turn 3, nor on turns 8 and 9 of the two-year campaign (16.13)', () => {
    const stack = [{ side: 'french' as const, hex: EAST[0]! }];
    expect(supplyPhase(at({ turn: 2, units: stack }), [EAST[0]!], new ScriptedDice([])).forage).toEqual([]);
    expect(supplyPhase(at({ turn: 8, twoYear: true, units: stack }), [EAST[0]!], new ScriptedDice([])).forage).toEqual(
      [],
    );
    expect(supplyPhase(at({ turn: 8, units: stack }), [EAST[0]!], new ScriptedDice([1])).forage).toHaveLength(1);
  });

  it('6.5 every stack is read before any effect: a Russian cavalry stack out of supply still cuts a French line', () => {
    const ring = model.grid!.neighbours(WILNO).filter((h) => h !== EAST[0]);
    const units = [
      ...ring.map((hex) => ({ side: 'russian' as const, hex })),
      { side: 'russian' as const, hex: '1709', cavalry: true },
      { side: 'french' as const, hex: EAST[2]! },
    ];
    const s = supplyPhase(at({ owners: { [WILNO]: 'french' }, units }), [], new ScriptedDice([]));
    expect(s.units.find((u) => u.unit.hex === '1709' && u.unit.type === 'cavalry')).toMatchObject({
      fate: 'disrupted',
    });
    expect(fateOf(s, EAST[2]!)).toMatchObject({ inSupply: false, fate: 'disrupted' });
  });

  it('8.7 Forage markers: French stacks in Russia without a train, from turn 3; not in a city with their Depot', () => {
    const units = [
      { side: 'french' as const, hex: EAST[0]! },
      { side: 'french' as const, hex: EAST[1]! },
      { side: 'french' as const, hex: WILNO },
      { side: 'russian' as const, hex: EAST[3]! },
    ];
    const p = at({ turn: 3, owners: { [WILNO]: 'french' }, units });
    expect(forageMarkerHexes(p, new Set([EAST[1]!]))).toEqual([EAST[0]]);
    expect(forageMarkerHexes(at({ turn: 2, units }), new Set())).toEqual([]);
    // Outside Russia (the Duchy of Warsaw): none.
    const warsaw = [...model.hexes.values()].find((h) => h.nation === 'warsaw' && h.terrain === 'clear')!.id;
    expect(forageMarkerHexes(at({ units: [{ side: 'french', hex: warsaw }] }), new Set())).toEqual([]);
  });

  it('8.7 but a French Depot city under siege (8.4) gets its marker all the same', () => {
    const besiegers = model
      .grid!.neighbours(WILNO)
      .slice(0, 1)
      .flatMap((hex) => [
        { side: 'russian' as const, hex },
        { side: 'russian' as const, hex },
      ]);
    const p = at({ owners: { [WILNO]: 'french' }, units: [{ side: 'french', hex: WILNO }, ...besiegers] });
    expect(forageMarkerHexes(p, new Set())).toEqual([WILNO]);
  });
});
