import { describe, expect, it } from 'vitest';
import { checkEndOfMovement, checkMove } from '../../../../src/engine/games/offensive-1914/rules/movement.js';
import { isFortifiedCamp } from '../../../../src/engine/games/offensive-1914/rules/fortress.js';
import { scenarioPosition, unitsAt, zocOn } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import { pack } from './positions.js';

/** The Battle for Lorraine's set-up (29.0) read as a position on the built-in pack's map. */

const lorraine = scenarioPosition(pack, 'lorraine');

describe('1914: the Lorraine set-up as a position', () => {
  it('3.1 every unit on a hex of the map, no hex with units of both sides, none over 3½ DE (3.1.1)', () => {
    expect(lorraine.units).toHaveLength(70);
    expect(lorraine.units.every((u) => lorraine.hexes.has(u.hex))).toBe(true);
    const hexes = new Set(lorraine.units.map((u) => u.hex));
    expect([...hexes].filter((h) => new Set(unitsAt(lorraine, h).map((u) => u.side)).size > 1)).toEqual([]);
    expect(checkEndOfMovement(lorraine, 'allied')).toEqual({ ok: true });
    expect(checkEndOfMovement(lorraine, 'german')).toEqual({ ok: true });
  });

  it('reads each counter: the French 15/8 an infantry division and a Formation, 41/43Ch a Support unit', () => {
    const byId = (id: string) => lorraine.units.find((u) => u.id === id);
    expect(byId('fr-15.8')).toMatchObject({ side: 'allied', type: 'infantry', size: 'XX', formation: true });
    expect(byId('fr-41.43Ch')).toMatchObject({ side: 'allied', type: 'infantry', formation: false });
    expect(new Set(lorraine.units.map((u) => u.side))).toEqual(new Set(['allied', 'german']));
    expect(lorraine.units.find((u) => u.nation === 'de')?.side).toBe('german');
  });

  it('12.0, 29.5 the set-up’s "Unità Fortezza" are Fortresses (not 8.5’s Forts): Toul’s three one Fortified Camp', () => {
    const byId = (id: string) => lorraine.units.find((u) => u.id === id);
    expect(byId('fr-Manonvill')).toMatchObject({ type: 'fortress', hex: '55.57', camp: 'Manonviller' });
    expect(isFortifiedCamp(lorraine, 'Toul')).toBe(true);
    expect(isFortifiedCamp(lorraine, 'Manonviller')).toBe(false);
    expect(lorraine.units.some((u) => u.type === 'fort')).toBe(false);
  });

  it('7.1.2 a French division of the set-up moves alone; with its neighbour of the same hex it is two Forces', () => {
    const [first, second] = unitsAt(lorraine, '57.58', 'allied');
    const move = (units: typeof lorraine.units) =>
      checkMove(lorraine, { side: 'allied', units, path: ['57.58', '57.57'], phase: 'movement' });
    expect(move([first!]).ok).toBe(true);
    expect(move([first!, second!])).toMatchObject({ ok: false, problem: { code: 'move-not-one-force' } });
    expect(zocOn(lorraine, 'allied', '57.57').map((u) => u.id)).toContain('fr-15.8');
  });
});
