import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../src/engine/games/offensive-1914/model.js';
import type { Control, O1914Position } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import {
  ammunition,
  friendlyEdge,
  hasRailroads,
  locHexes,
  operationalRail,
  RAIL,
  supplyCelLoss,
  supplyPhase,
  withoutAmmo,
  type SupplyInput,
} from '../../../../src/engine/games/offensive-1914/rules/supply.js';
import { allied, at, german, type Built } from './positions.js';

/**
 * The Supply Phase's states (15.0–15.5, 18.1.1, 29.3.2) on the built-in pack's map with a railroad added (the hex
 * feature `rail`, which the pack lacks): a French line from the map's west edge, 46.57 (France), to 56.57, and a
 * German one from the east edge, 66.55 (Germany), to 62.55. Control is each hex's nation unless said (3.3).
 */

const FRENCH_LINE = ['46.57', '47.58', '48.57', '49.57', '50.57', '51.58', '52.58', '53.59', '54.58', '55.58', '56.57'];
const GERMAN_LINE = ['66.55', '65.55', '64.55', '63.56', '62.55'];

function railed(b: Built = {}, line: readonly string[] = [...FRENCH_LINE, ...GERMAN_LINE]): O1914Position {
  const p = at(b);
  const hexes = new Map<string, Hex>(p.hexes);
  for (const id of line) hexes.set(id, { ...hexes.get(id)!, features: [...hexes.get(id)!.features, RAIL] });
  return { ...p, hexes };
}

const byNation =
  (p: O1914Position, over: Readonly<Record<string, 'allied' | 'german'>> = {}): Control =>
  (hex) =>
    over[hex] ?? (p.hexes.get(hex)?.nation === 'de' ? 'german' : 'allied');

/** u-ids by army and corps: the Depot `d` and Train `t` of army A, corps 1; `x` of army B, corps 2. */
const ARMY: Readonly<Record<string, string>> = { d: 'A', t: 'A', a1: 'A', a2: 'A', c: 'A', b1: 'B', db: 'B' };
const CORPS: Readonly<Record<string, string>> = { t: '1', a1: '1', a2: '2', c: '2' };

function input(p: O1914Position, over: Partial<SupplyInput> = {}): SupplyInput {
  return {
    side: 'allied',
    control: byNation(p),
    range: () => 3,
    armyOf: (id) => ARMY[id] ?? null,
    corpsOf: (id) => CORPS[id] ?? null,
    ...over,
  };
}

describe('1914: the Supply Phase (15.0–15.5)', () => {
  it('18.1.1, 29.3.2 a railroad hex the side controls, joined to a friendly map edge, is operational; cut by an enemy unit (18.1.3) or enemy control it is not', () => {
    const p = railed();
    expect(hasRailroads(p)).toBe(true);
    expect(hasRailroads(at())).toBe(false);
    expect(friendlyEdge(p, 'allied', '46.57')).toBe(true);
    expect(friendlyEdge(p, 'german', '46.57')).toBe(false);
    expect(friendlyEdge(p, 'allied', '47.58')).toBe(false);
    const fr = operationalRail(p, 'allied', byNation(p));
    expect([...fr].sort()).toEqual([...FRENCH_LINE].sort());
    expect(operationalRail(p, 'german', byNation(p)).has('62.55')).toBe(true);
    // 18.1.3: a German unit on 51.58 cuts the line there and beyond it.
    const cut = railed({ units: [german('51.58')] });
    const beyond = operationalRail(cut, 'allied', byNation(cut));
    expect(beyond.has('50.57')).toBe(true);
    expect(beyond.has('51.58')).toBe(false);
    expect(beyond.has('56.57')).toBe(false);
    // A railroad hex the enemy controls is behind his Front Line (29.3.2).
    expect(operationalRail(p, 'allied', byNation(p, { '53.59': 'german' })).has('54.58')).toBe(false);
  });

  it('15.0, 15.1.1 a Depot on an operational railroad hex with a LOC to the edge supplies its army; an EZOC hex not held by a friendly unit cuts the LOC', () => {
    // 62.57 is 6 hexes from the Depot in 56.57 and from every hex of the line (15.1.3's 5 do not reach it).
    const units = [allied('56.57', { id: 'd', type: 'depot' }), allied('62.57', { id: 'a1' })];
    const p = railed({ units });
    const report = supplyPhase(p, input(p, { range: () => 6 }));
    expect(report.depotsWithoutLoc).toEqual([]);
    expect(report.units['a1']).toBe('full');
    expect(supplyPhase(p, input(p, { range: () => 5 })).units['a1']).toBe('out');
    // A German unit in 52.59 puts 52.58 and 53.59 in its ZOC: no LOC from 56.57; French units holding both restore it.
    const ezoc = railed({ units: [...units, german('52.59')] });
    expect(locHexes(ezoc, 'allied', operationalRail(ezoc, 'allied', byNation(ezoc))).has('56.57')).toBe(false);
    const cut = supplyPhase(ezoc, input(ezoc, { range: () => 6 }));
    expect(cut.depotsWithoutLoc).toEqual(['d']);
    expect(cut.units['a1']).toBe('out');
    const held = railed({
      units: [...units, german('52.59'), allied('52.58', { id: 'h' }), allied('53.59', { id: 'i' })],
    });
    expect(locHexes(held, 'allied', operationalRail(held, 'allied', byNation(held))).has('56.57')).toBe(true);
  });

  it('15.2.1 a Depot supplies only the units of its army', () => {
    const p = railed({
      units: [
        allied('56.57', { id: 'db', type: 'depot' }),
        allied('62.58', { id: 'a1' }),
        allied('62.57', { id: 'b1' }),
      ],
    });
    const report = supplyPhase(p, input(p, { range: () => 6 }));
    expect(report.units['b1']).toBe('full');
    expect(report.units['a1']).toBe('out');
  });

  it('15.1.3 a Combat unit within 5 hexes of an operational railroad hex is in supply; 6 away it is not', () => {
    const near = railed({ units: [allied('61.57', { id: 'a1' })] });
    expect(supplyPhase(near, input(near)).units['a1']).toBe('full');
    const far = railed({ units: [allied('62.57', { id: 'a1' })] });
    expect(supplyPhase(far, input(far)).units['a1']).toBe('out');
  });

  it("15.1.2, 15.2.2 a Corps Train in its Depot's range supplies its corps' Formations and any cavalry, not another corps' Formation; out of that range it is Out of Supply", () => {
    const units = [
      allied('56.57', { id: 'd', type: 'depot' }),
      allied('62.57', { id: 't', type: 'train' }),
      allied('63.57', { id: 'a1' }),
      allied('63.58', { id: 'a2' }),
      allied('64.57', { id: 'cv', type: 'cavalry' }),
    ];
    const p = railed({ units });
    const range = (depot: number) => (u: { type: string }) => (u.type === 'depot' ? depot : 2);
    const report = supplyPhase(p, input(p, { range: range(6) }));
    expect(report.trainsOut).toEqual([]);
    expect(report.units).toMatchObject({ a1: 'full', cv: 'full', a2: 'out' });
    // The Depot reaches 5 hexes: the Train has no LOC and no Depot in range, and supplies nobody.
    const cut = supplyPhase(p, input(p, { range: range(5) }));
    expect(cut.trainsOut).toEqual(['t']);
    expect(cut.units).toMatchObject({ a1: 'out', cv: 'out' });
  });

  it('15.5, 15.4 step 4 a unit Out of Supply that cannot reach a friendly railroad is Isolated (three CEL), else Out of Supply (one)', () => {
    const far = railed({ units: [allied('62.57', { id: 'a1' })] });
    expect(supplyPhase(far, input(far)).units['a1']).toBe('out');
    // Six German units round 61.60.
    const ring = ['62.60', '62.59', '61.59', '60.59', '60.60', '61.61'];
    const surrounded = railed({ units: [allied('61.60', { id: 'a1' }), ...ring.map((h) => german(h))] });
    expect(supplyPhase(surrounded, input(surrounded)).units['a1']).toBe('isolated');
    expect([supplyCelLoss('full'), supplyCelLoss('out'), supplyCelLoss('isolated')]).toEqual([0, 1, 3]);
  });

  it('9.4.1 Ammunition is traced as supply at the moment of combat: a unit no source reaches has none; a Depot is no combat unit and needs none', () => {
    const units = [
      allied('61.57', { id: 'a1' }),
      allied('62.57', { id: 'a2' }),
      allied('62.58', { id: 'd', type: 'depot' }),
    ];
    const p = railed({ units });
    expect(withoutAmmo(p, input(p), p.units)).toEqual(['a2']);
  });
});

describe('1914: Ammunition from supply units in Extended Mode (9.4, 9.4.2, 2.6.2)', () => {
  // The Train t (corps 1, army A) in 56.57 on the railroad (its LOC), in Extended Mode; the units 6 hexes away.
  const units = (...more: ReturnType<typeof allied>[]) => [allied('56.57', { id: 't', type: 'train' }), ...more];
  const extended = (left: number) => ({ ammoLeft: (u: { id?: string }) => (u.id === 't' ? left : null) });

  it('9.4 "arrotondate per eccesso": a brigade (½ DE) takes 1 from the Extended Train, two brigades together 1, a division 1', () => {
    const one = railed({ units: units(allied('62.57', { id: 'a1', size: 'X' })) });
    expect(ammunition(one, input(one, { range: () => 6, ...extended(3) }), one.units)).toEqual({
      without: [],
      spent: { t: 1 },
    });
    const two = railed({
      units: units(allied('62.57', { id: 'a1', size: 'X' }), allied('62.58', { id: 'c', size: 'X', type: 'cavalry' })),
    });
    expect(ammunition(two, input(two, { range: () => 6, ...extended(3) }), two.units).spent).toEqual({ t: 1 });
    // In Normal Mode (no limit) nothing is recorded.
    expect(ammunition(two, input(two, { range: () => 6 }), two.units)).toEqual({ without: [], spent: {} });
  });

  it('9.4.2, 2.6.2 an Extended source gives no more than its Ammo Limit left: a division needs 1, none left gives none', () => {
    const p = railed({ units: units(allied('62.57', { id: 'a1' })) });
    expect(ammunition(p, input(p, { range: () => 6, ...extended(1) }), p.units)).toEqual({
      without: [],
      spent: { t: 1 },
    });
    expect(ammunition(p, input(p, { range: () => 6, ...extended(0) }), p.units)).toEqual({
      without: ['a1'],
      spent: {},
    });
  });
});

describe('1914: the 9.4.1 example', () => {
  it('9.4.1 example: a corps unit gets Ammunition (1) from its army’s Depot, (2) from its corps’ Train, fed by that Depot when it has no LOC, or (3) within 5 hexes of an operational railroad', () => {
    const unit = (p: O1914Position, id: string) => p.units.filter((u) => u.id === id);
    // (1) "il deposito deve essere in grado di tracciare un percorso di rifornimento all'unità": a1 in 62.57 is 6 hexes
    // from the Depot of its army in 56.57 and from the railroad; b1, of another army, gets none from it.
    const depot = railed({ units: [allied('56.57', { id: 'd', type: 'depot' }), allied('62.57', { id: 'a1' })] });
    expect(withoutAmmo(depot, input(depot, { range: () => 6 }), unit(depot, 'a1'))).toEqual([]);
    expect(withoutAmmo(depot, input(depot, { range: () => 5 }), unit(depot, 'a1'))).toEqual(['a1']);
    const other = railed({ units: [allied('56.57', { id: 'd', type: 'depot' }), allied('62.57', { id: 'b1' })] });
    expect(withoutAmmo(other, input(other, { range: () => 6 }), unit(other, 'b1'))).toEqual(['b1']);
    // (2) the Train of its corps in 62.57 (range 2, no LOC: off the railroad) reaches a1 in 63.57, "e … l'unità deposito
    // dell'armata deve essere in grado di tracciare un percorso … a quell'unità Treno di Corpo": range 6, not 5.
    const train = railed({
      units: [
        allied('56.57', { id: 'd', type: 'depot' }),
        allied('62.57', { id: 't', type: 'train' }),
        allied('63.57', { id: 'a1' }),
      ],
    });
    const range = (depot: number) => (u: { type: string }) => (u.type === 'depot' ? depot : 2);
    expect(withoutAmmo(train, input(train, { range: range(6) }), unit(train, 'a1'))).toEqual([]);
    expect(withoutAmmo(train, input(train, { range: range(5) }), unit(train, 'a1'))).toEqual(['a1']);
    // (3) "l'unità deve essere entro 5 esagoni da un esagono di linea RR amica operazionale": 61.57 is, 62.57 is not.
    const rail = railed({ units: [allied('61.57', { id: 'a1' }), allied('62.57', { id: 'a2' })] });
    expect(withoutAmmo(rail, input(rail), rail.units)).toEqual(['a2']);
  });
});
