import { describe, expect, it } from 'vitest';
import { checkAttack } from '../../../../src/engine/games/offensive-1914/rules/combat-position.js';
import {
  checkBombard,
  checkBombardAdvance,
  fortressRepairs,
  campGarrison,
  campHexes,
  campRing,
  fortress2Protected,
  fortressHexes,
  invested,
  isFortifiedCamp,
} from '../../../../src/engine/games/offensive-1914/rules/fortress.js';
import { unitsAt } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import { allied, at, german } from './positions.js';

/**
 * Fortresses over the map (12.0–12.3) on the built-in pack's map, from built positions (./positions.ts). The pack
 * holds three of the four hexes of the book's Verdun camp (47.45, 47.46, 46.45; 46.44 is off its map).
 */

const verdun = (hex: string) => allied(hex, { type: 'fortress', camp: 'verdun', fortress2: true, id: `verdun-${hex}` });
const VERDUN = ['47.45', '47.46', '46.45'];

describe('1914: Fortified Camps (12.0)', () => {
  it('12.0 two or more Fortresses with the same ID are a Fortified Camp, covering their hexes; one alone covers its own', () => {
    const p = at({ units: [...VERDUN.map(verdun), allied('61.56', { type: 'fortress', camp: 'nancy', id: 'nancy' })] });
    expect(isFortifiedCamp(p, 'verdun')).toBe(true);
    expect(campHexes(p, 'verdun')).toEqual(VERDUN);
    expect(isFortifiedCamp(p, 'nancy')).toBe(false);
    expect(
      fortressHexes(
        p,
        p.units.find((u) => u.id === 'nancy')!,
      ),
    ).toEqual(['61.56']);
    expect(fortressHexes(p, p.units[0]!)).toEqual(VERDUN);
  });
});

describe('1914: Fortress 2 (12.2.2)', () => {
  it("12.2.2 the book's example: with division 72r in 46.45 no hex of the Verdun camp may be attacked; without it, it may", () => {
    const units = [...VERDUN.map(verdun), german('48.45'), german('48.46')];
    const held = at({ units: [...units, allied('46.45', { id: '72r' })] });
    for (const hex of VERDUN) expect(fortress2Protected(held, hex)).toBe(true);
    expect(campGarrison(held, 'verdun').map((u) => u.id)).toEqual(['72r']);
    const attack = (p: typeof held) =>
      checkAttack(p, { side: 'german', target: '47.45', forces: [unitsAt(p, '48.45', 'german')] });
    expect(attack(held)).toMatchObject({ ok: false, problem: { code: 'attack-fortress2', rule: '12.2.2' } });
    const empty = at({ units });
    expect(fortress2Protected(empty, '47.45')).toBe(false);
    expect(attack(empty)).toMatchObject({ ok: true, value: { fortress: true, flanked: false } });
  });

  it('12.2.2 a brigade is no division; a Fortress 1 camp is attacked even with a division in it', () => {
    const brigade = at({ units: [...VERDUN.map(verdun), allied('46.45', { size: 'X', formation: false })] });
    expect(fortress2Protected(brigade, '47.45')).toBe(false);
    const one = at({
      units: [...VERDUN.map((h) => allied(h, { type: 'fortress', camp: 'verdun' })), allied('46.45')],
    });
    expect(fortress2Protected(one, '47.45')).toBe(false);
  });
});

describe('1914: Invested camp (12.3)', () => {
  const camp = ['61.57', '61.58'].map((h) => allied(h, { type: 'fortress', camp: 'toul' }));

  it('12.3 every hex next to the camp enemy-occupied, or in an EZOC and not held by a friendly unit', () => {
    const ring = campRing(at({ units: camp }), 'toul');
    expect(ring).toEqual(['60.56', '60.57', '60.58', '61.56', '61.59', '62.56', '62.57', '62.58']);
    // Every other hex of the ring held; 61.56's neighbours 62.56 and 60.56 put it in an EZOC.
    const held = ring.filter((h) => h !== '61.56').map((h) => german(h));
    expect(invested(at({ units: [...camp, ...held] }), 'toul')).toBe(true);
    expect(invested(at({ units: [...camp, ...held, allied('61.56')] }), 'toul')).toBe(false);
    // Without the units in 62.56 and 60.56, 61.56 is in no EZOC.
    const open = held.filter((h) => h.hex !== '62.56' && h.hex !== '60.56');
    expect(invested(at({ units: [...camp, ...open] }), 'toul')).toBe(false);
  });
});

describe('1914: Fortress Bombardment over the map (12.4, 12.4.1, 12.4.2)', () => {
  const gun = (hex: string, id = 'gun') => german(hex, { type: 'artillery', formation: false, id });
  const bombard = (
    p: ReturnType<typeof at>,
    over: { fired?: string[]; bombarded?: string[]; deployed?: boolean } = {},
  ) =>
    checkBombard(p, {
      side: 'german',
      artillery: p.units.find((u) => u.id === 'gun')!,
      fortress: p.units.find((u) => u.id === 'verdun-47.45')!,
      deployed: over.deployed ?? true,
      fired: new Set(over.fired ?? []),
      bombarded: new Set(over.bombarded ?? []),
    });

  it('12.4 Deployed Siege Artillery next to the Fortress or in its hex', () => {
    expect(bombard(at({ units: [...VERDUN.map(verdun), gun('48.45')] })).ok).toBe(true);
    expect(bombard(at({ units: [...VERDUN.map(verdun), gun('48.45')] }), { deployed: false })).toMatchObject({
      problem: { code: 'bombard-not-deployed', rule: '12.4' },
    });
    expect(bombard(at({ units: [...VERDUN.map(verdun), gun('49.45')] }))).toMatchObject({
      problem: { code: 'bombard-not-adjacent', rule: '12.4' },
    });
  });

  it('12.4.1 once a phase per Fortress and per gun; any number with a Siege Train HQ next to its camp', () => {
    const p = at({ units: [...VERDUN.map(verdun), gun('48.45')] });
    expect(bombard(p, { bombarded: ['verdun-47.45'] })).toMatchObject({ problem: { code: 'bombard-twice' } });
    expect(bombard(p, { fired: ['gun'] })).toMatchObject({ problem: { code: 'bombard-fired', rule: '12.4.1' } });
    // The HQ in 48.46 is next to 47.46, another Fortress of the camp, not to 47.45.
    const hq = at({ units: [...VERDUN.map(verdun), gun('48.45'), german('48.46', { type: 'hq' })] });
    expect(bombard(hq, { bombarded: ['verdun-47.45'] }).ok).toBe(true);
  });

  it('12.4.2 (3), 12.3.4 the Fortress destroyed, a Combat unit next to it advances into its hex if empty, or if the camp was Invested', () => {
    const p = at({ units: [german('48.45', { id: 'g' }), allied('47.45')] });
    const g = p.units[0]!;
    const advance = (campInvested: boolean, q = p) =>
      checkBombardAdvance(q, { side: 'german', unit: g, hex: '47.45', campInvested });
    expect(advance(true).ok).toBe(true);
    expect(advance(false)).toMatchObject({ problem: { code: 'advance-not-vacated', rule: '12.3.4' } });
    expect(advance(false, at({ units: [german('48.45', { id: 'g' })] })).ok).toBe(true);
  });
});

describe('1914: Fortress repair (12.5)', () => {
  it('12.5 (1) a Fortress without garrison flips back stacked with a friendly unit, or away from the enemy; not next to it alone', () => {
    const bare = (hex: string, id: string) => allied(hex, { type: 'fortress', garrisoned: false, id });
    const p = at({
      units: [bare('61.56', 'far'), bare('61.58', 'near'), german('62.58'), bare('47.45', 'held'), allied('47.45')],
    });
    expect(fortressRepairs(p, 'allied').regarrisoned.map((u) => u.id)).toEqual(['far', 'held']);
  });

  it('12.5 (2), 12.3.1 a Fortified Camp repairs a level unless Invested', () => {
    const camp = ['61.57', '61.58'].map((h) => allied(h, { type: 'fortress', camp: 'toul' }));
    expect(fortressRepairs(at({ units: camp }), 'allied').camps).toEqual(['toul']);
    const ring = campRing(at({ units: camp }), 'toul').map((h) => german(h));
    expect(fortressRepairs(at({ units: [...camp, ...ring] }), 'allied').camps).toEqual([]);
  });
});
