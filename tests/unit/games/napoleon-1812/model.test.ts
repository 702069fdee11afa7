import { describe, expect, it } from 'vitest';
import { combatTerrain, fromPack, stackOf } from '../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../src/engine/games/napoleon-1812/pack.js';

const model = fromPack(napoleon1812Pack());
const unit = (id: string) => model.units.find((u) => u.id === id);
const leader = (name: string) => model.leaders.find((l) => l.name === name);

describe('the model built from the built-in pack', () => {
  it('14.1: 72 combat units, Russian 18 infantry, 7 cavalry, 2 artillery; French 30, 11, 4', () => {
    const count = (side: string, type: string) => model.units.filter((u) => u.side === side && u.type === type).length;
    expect(model.units).toHaveLength(72);
    expect([count('russian', 'infantry'), count('russian', 'cavalry'), count('russian', 'artillery')]).toEqual([
      18, 7, 2,
    ]);
    expect([count('french', 'infantry'), count('french', 'cavalry'), count('french', 'artillery')]).toEqual([
      30, 11, 4,
    ]);
  });

  it('3.3: the class printed in the counter’s name sets its Occupancy Factor (v 1, L 1½, c 2)', () => {
    expect(unit('ru-1I-Iv')).toEqual({
      id: 'ru-1I-Iv',
      name: '1-I Corps inf. v',
      side: 'russian',
      type: 'infantry',
      unitClass: 'v',
      occupancy: 1,
    });
    expect(unit('ru-1I-CL')).toMatchObject({ type: 'cavalry', unitClass: 'L', occupancy: 1.5 });
    expect(unit('fr-IG-Av1')).toMatchObject({ side: 'french', type: 'artillery', unitClass: 'v', occupancy: 1 });
    expect(model.units.every((u) => u.unitClass !== null)).toBe(true);
  });

  it('14.2, 16.3: the leaders and their printed Command Ratings', () => {
    expect(model.leaders).toHaveLength(27);
    expect(leader('Davout')).toEqual({ id: 'fr-Davout', name: 'Davout', side: 'french', cr: 3 });
    expect(leader('Bagration')).toMatchObject({ side: 'russian', cr: 1 });
    expect(leader('Reynier')).toMatchObject({ side: 'french', cr: 1 });
  });

  it('the map: Moscow is a 3-VP city; Lemberg stands on 2217 (Tab. 13.2 legend)', () => {
    expect(model.hexes.get('0208')).toMatchObject({ name: 'Moscow', city: true, victoryCity: true, vp: 3 });
    expect(model.hexes.get('2217')).toMatchObject({ name: 'Lemberg', city: true });
    expect(combatTerrain(model.hexes.get('0208')!)).toBe('city');
    expect(combatTerrain(model.hexes.get('0101')!)).toBe('clear');
  });

  it('14.1: the historical set-up places 1-I Corps in 1806; the advanced leaders start off the map', () => {
    expect(model.setup.get('ru-1I-Iv')).toBe('1806');
    expect(model.setup.get('fr-Oudinot')).toBe('2407');
    expect(model.setup.has('fr-Reynier')).toBe(false);
    expect(model.turns).toBe(16);
  });

  it('a stack of counters is the rules’ Units: 1-I Corps is 1 infantry v, 1 infantry L, 1 cavalry L', () => {
    const corps = model.units.filter((u) => u.id.startsWith('ru-1I-'));
    expect(stackOf(corps)).toEqual({
      good: { infantry: 2, cavalry: 1, artillery: 0 },
      disrupted: { infantry: 0, cavalry: 0, artillery: 0 },
    });
    expect(stackOf(corps, new Set(['ru-1I-CL'])).disrupted.cavalry).toBe(1);
  });
});
