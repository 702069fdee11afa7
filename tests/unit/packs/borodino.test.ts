import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../src/cli/fuzz.js';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { hexGridOf, validatePack, type HexMapData } from '../../../src/engine/core/pack.js';
import { borodinoPack } from '../../../src/engine/games/borodino/pack.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { builtInPack } from '../../../src/engine/packs.js';

const pack = borodinoPack();
const map = pack.map as HexMapData;
const grid = hexGridOf(map);
const hex = (id: string) => map.hexes.find((h) => h.id === id);
const named = (name: string) => map.hexes.find((h) => h.name === name);
const scenario = pack.scenarios.find((s) => s.id === 'shevardino')!;
const matches = (id: string, unit: string | RegExp) => (typeof unit === 'string' ? id.startsWith(unit) : unit.test(id));
const placed = (unit: string | RegExp) => scenario.setup.filter((e) => matches(e.unit, unit));
const counters = (unit: string | RegExp) => pack.counters.filter((c) => matches(c.id, unit));
/** A rulebook range such as 4307-10: the hexes 4307, 4308, 4309, 4310. */
const range = (from: string, lastRow: number) =>
  Array.from(
    { length: lastRow - Number(from.slice(2)) + 1 },
    (_, i) => `${from.slice(0, 2)}${String(Number(from.slice(2)) + i).padStart(2, '0')}`,
  );

describe('the Borodino pack', () => {
  it('validates, and is the built-in pack borodino', () => {
    expect(validatePack(pack).ok).toBe(true);
    expect(builtInPack('borodino')).toEqual(pack);
    expect(pack.provenance.kind).toBe('schematic');
  });

  it('keeps counter ids short enough for Discord custom ids (≤ 16 characters)', () => {
    for (const c of pack.counters) expect(c.id, c.id).toMatch(/^[A-Za-z0-9_.-]{1,16}$/);
  });

  describe('the map: the hex numbers the rulebook writes', () => {
    it('holds the columns 12–51 and the rows 00–27, every hex schematic (the book has no terrain)', () => {
      expect(map.hexes).toHaveLength(40 * 28);
      expect(map.hexes.every((h) => h.schematic)).toBe(true);
    });

    it('SR14: the south edge runs 2400–2800 and 3500–5100 (row 00, at the bottom)', () => {
      for (const cc of [24, 28, 35, 51]) expect(grid.offsetOf(`${cc}00`)?.row).toBe(27);
    });

    it('the set-up lines are adjacent hexes (3614, 3713, 3813; 2221, 2320, 2420, 2519; 4409-11, 4508-09)', () => {
      for (const [a, b] of [
        ['3614', '3713'],
        ['3713', '3813'],
        ['2221', '2320'],
        ['2320', '2420'],
        ['2420', '2519'],
        ['2220', '2319'],
        ['4409', '4508'],
        ['3622', '3721'],
      ] as const)
        expect(grid.adjacent(a, b), `${a}-${b}`).toBe(true);
    });

    it('SR16: hex 3417 is worth 10 VP to whoever occupies it', () => {
      expect(hex('3417')?.values).toEqual({ vp: 10 });
      expect(hex('3417')?.features).toContain('vp');
    });

    it('Shevardino: the only bridge over the Kalatcha is in 3813', () => {
      const bridges = map.hexsides.filter((s) => s.features.includes('bridge'));
      expect(bridges).toHaveLength(1);
      expect([bridges[0]!.a, bridges[0]!.b]).toContain('3813');
      expect(bridges[0]!.features).toContain('river');
      expect(hex('3813')?.name).toBe('Kalatcha bridge');
    });

    it('the Kolocha is a line of river hexsides from the west edge to the north edge', () => {
      const river = map.hexsides.filter((s) => s.features.includes('river'));
      expect(river.length).toBeGreaterThan(30);
      for (const side of river) expect(grid.adjacent(side.a, side.b)).toBe(true);
      const touched = new Set(river.flatMap((s) => [s.a, s.b]));
      expect([...touched].some((id) => id.startsWith('51'))).toBe(true);
      expect([...touched].some((id) => id.endsWith('27'))).toBe(true);
    });

    it('Shevardino: the entry hexes 5108 (I Cavalry Corps) and 4400 (V Corps)', () => {
      expect(hex('5108')?.features).toContain('entry');
      expect(hex('4400')?.features).toContain('entry');
    });

    it('names the places of the rulebook, placed by geography and marked schematic', () => {
      for (const name of ['Shevardino redoubt', 'Flèches', 'Raevsky redoubt', 'Borodino', 'Semenovskaya', 'Utitsa']) {
        expect(named(name), name).toBeDefined();
        expect(named(name)?.schematic).toBe(true);
      }
      // The redoubt is where the Shevardino set-up puts its artillery, between the two jager regiments.
      expect(named('Shevardino redoubt')?.id).toBe('4008');
      // Borodino is held by the Life-Guard Jagers (7 Sep set-up 3217, 3316), beside the VP hex 3417.
      expect(named('Borodino')?.id).toBe('3316');
      expect(grid.adjacent('3316', '3417')).toBe(true);
    });
  });

  describe('the counters: values the book does not give are null', () => {
    it('2.2: infantry DF, SP, Cohesion, MA; cavalry SP, Cohesion, MA; artillery ranges, FS, Cohesion, MA', () => {
      expect(pack.counters.find((c) => c.type === 'infantry')?.valueNames).toEqual(['DF', 'SP', 'Coh', 'MA']);
      expect(pack.counters.find((c) => c.type === 'cavalry')?.valueNames).toEqual(['SP', 'Coh', 'MA']);
      expect(pack.counters.find((c) => c.type === 'artillery')?.valueNames).toEqual(['Eff', 'Max', 'FS', 'Coh', 'MA']);
    });

    it('2.4: horse artillery has a Movement Allowance of 8; every other value is null', () => {
      for (const c of pack.counters) {
        const known = c.type === 'horse-artillery' ? [null, null, null, null, 8] : c.values.map(() => null);
        expect(c.values, c.id).toEqual(known);
        // 2.2: the back is the unit Disordered.
        expect(
          c.reduced?.every((v) => v === null),
          c.id,
        ).toBe(true);
      }
    });

    it('6.2: never more than 3 combat units in a hex', () => {
      expect(pack.stacking?.perLocation).toBe(3);
    });
  });

  describe('the Shevardino scenario (5 September 1812)', () => {
    it('5 turns, the French first', () => {
      expect(scenario.turns).toBe(5);
      expect(scenario.first).toBe('french');
    });

    it('French set-up: Compans 9 in 4307-10, Morand 5 in 4215-4415, Friant 6 in 4515-4715', () => {
      const compans = placed('fr-CM-');
      expect(compans).toHaveLength(9);
      expect(compans.every((e) => range('4307', 10).includes(e.at))).toBe(true);
      expect(placed('fr-MR-')).toHaveLength(5);
      expect(placed('fr-MR-').every((e) => ['4215', '4315', '4415'].includes(e.at))).toBe(true);
      expect(placed('fr-FR-')).toHaveLength(6);
      expect(placed('fr-FR-').every((e) => ['4515', '4615', '4715'].includes(e.at))).toBe(true);
      // Each division's artillery, as the 7 Sep list splits them (CM 7 + 2, MR 3 + 2, FR 4 + 2).
      expect(counters('fr-CM-a')).toHaveLength(2);
      expect(counters('fr-MR-a')).toHaveLength(2);
      expect(counters('fr-FR-a')).toHaveLength(2);
    });

    it('French set-up: II Cavalry Corps 9 within 1 hex of 4819, its 2 artillery in 5009', () => {
      const cavalry = placed(/^fr-2CC-\d/);
      expect(cavalry).toHaveLength(9);
      expect(cavalry.every((e) => e.at === '4819' || grid.adjacent(e.at, '4819'))).toBe(true);
      expect(placed('fr-2CC-ha').map((e) => e.at)).toEqual(['5009', '5009']);
    });

    it('French reinforcements off the map: I Cavalry Corps 11 (entry 5108), V Corps 8 (entry 4400)', () => {
      expect(counters('fr-1CC-')).toHaveLength(11);
      expect(counters('fr-V-')).toHaveLength(8);
      expect(placed('fr-1CC-')).toEqual([]);
      expect(placed('fr-V-')).toEqual([]);
    });

    it('Russian set-up: 22 units in the hexes of the list', () => {
      const expected: [string | RegExp, number, string[]][] = [
        ['ru-4CC-ha', 1, ['4008']],
        ['ru-Shak-', 2, ['4006', '4007']],
        ['ru-Gogel-', 2, ['4009', '4010']],
        ['ru-27-', 2, ['3807', '3808']],
        [/^ru-4CC-\d/, 6, ['3810', '3811', '3812']],
        ['ru-2Cuir-', 4, ['3604', '3704']],
        ['ru-2Gren-', 3, ['3106', '3206', '3306']],
        ['ru-8-a', 2, ['3106', '3206', '3306']],
      ];
      for (const [prefix, count, hexes] of expected) {
        expect(placed(prefix), String(prefix)).toHaveLength(count);
        expect(
          placed(prefix).every((e) => hexes.includes(e.at)),
          String(prefix),
        ).toBe(true);
      }
      expect(scenario.setup.filter((e) => e.unit.startsWith('ru-'))).toHaveLength(22);
      expect(pack.counters.filter((c) => c.nation === 'ru')).toHaveLength(22);
    });

    it('keeps within the stacking limit of 3', () => {
      const count = new Map<string, number>();
      for (const e of scenario.setup) count.set(e.at, (count.get(e.at) ?? 0) + 1);
      expect(Math.max(...count.values())).toBeLessThanOrEqual(3);
    });

    it('sets up in freeplay: 53 units on the map, the 19 reinforcements off it', () => {
      const setup = createFreeplay(pack).setup({ scenario: 'shevardino', options: {}, pack }, new ScriptedDice([]));
      if (!setup.ok) throw new Error(setup.error.message.en);
      const units = Object.values(setup.state.units);
      expect(units.filter((u) => u.at !== null)).toHaveLength(53);
      expect(units.filter((u) => u.at === null)).toHaveLength(19);
      expect(setup.state.units['ru-4CC-ha1']?.at).toBe('4008');
      expect(setup.state.active).toBe('french');
      expect(setup.state.lastTurn).toBe(5);
    });

    it('survives the fuzzer', async () => {
      const report = await fuzz({ pack, games: 20, seed: 'borodino' });
      expect(report.findings).toEqual([]);
    }, 60_000);
  });
});
