import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../src/cli/fuzz.js';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { hexGridOf, validatePack, type HexMapData } from '../../../src/engine/core/pack.js';
import { borodinoPack } from '../../../src/engine/games/borodino/pack.js';
import type { CommandTable } from '../../../src/engine/games/borodino/command.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { moduleFor } from '../../../src/engine/modules.js';
import { checkTables } from '../../../src/engine/pack-tables.js';
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

    it('2.4: horse artillery has a Movement Allowance of 8; the "4 SP" and "3 SP" guns; every other value is null', () => {
      for (const c of pack.counters.filter((c) => c.type !== 'leader')) {
        const fs = c.id.startsWith('ru-2AR4-') ? 4 : c.id.startsWith('ru-2AR3-') ? 3 : null;
        const known =
          c.type === 'horse-artillery'
            ? [null, null, null, null, 8]
            : c.type === 'artillery'
              ? [null, null, fs, null, null]
              : c.values.map(() => null);
        expect(c.values, c.id).toEqual(known);
        // 2.2: the back is the unit Disordered; SR11: the Cossacks have none.
        if (/^ru-(VB|Platov|Karpov)-\d/.test(c.id)) expect(c.reduced, c.id).toBeUndefined();
        else
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
      // Its reinforcements are listed: the pack's other counters are the 7 September scenario's.
      expect(scenario.reinforcements?.every((id) => id.startsWith('fr-1CC-') || id.startsWith('fr-V-'))).toBe(true);
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

    it('survives the fuzzer: the module, the game by its rules (games to their end, tests/unit/games/borodino/play/fuzz.test.ts more)', async () => {
      const report = await fuzz({ pack, games: 2, seed: 'borodino', scenario: 'shevardino', maxActions: 20_000 });
      expect(report.findings).toEqual([]);
      expect(report.finished).toBe(2);
    }, 120_000);

    describe('the 7 September scenario (La battaglia di Borodino)', () => {
      const sept = pack.scenarios.find((s) => s.id === 'borodino')!;
      const at = new Map(sept.setup.map((e) => [e.unit, e.at]));
      const of = (unit: string | RegExp) => sept.setup.filter((e) => matches(e.unit, unit));
      const counter = (id: string) => pack.counters.find((c) => c.id === id)!;
      const table = pack.tables['command'] as CommandTable;
      const group = (id: string) => table.groups.find((g) => g.id === id)!;
      /** Each set-up line as the book prints it: the formation's counters, how many, the hexes listed. */
      type Expected = readonly [string | RegExp, number, readonly string[]];
      const check = (lines: readonly Expected[]) => {
        for (const [unit, count, hexes] of lines) {
          expect(of(unit), String(unit)).toHaveLength(count);
          for (const e of of(unit)) expect(hexes, `${e.unit} in ${e.at}`).toContain(e.at);
        }
      };

      it('0600 to 1945 at 75 minutes a turn: 12 turns; the French have the Initiative at 0600; no reinforcements', () => {
        expect(sept.turns).toBe(12);
        expect(sept.first).toBe('french');
        expect(sept.reinforcements).toEqual([]);
        expect(sept.sides.map((s) => s.id)).toEqual(['french', 'russian']);
      });

      it('French set-up, the Imperial Guard and Napoleon in 3908', () => {
        expect(at.get('fr-Napoleon')).toBe('3908');
        expect(counter('fr-Napoleon')).toMatchObject({ type: 'leader', values: [null, -2, 3, null, null] });
        check([
          ['fr-OG-', 4, ['4108', '4109']],
          ['fr-YG-', 2, ['4209', '4210']],
          ['fr-YGV-', 2, ['4308', '4309']],
          ['fr-WL-', 5, ['4110', '4111', '4112']],
          ['fr-Gd-a', 9, ['4409', '4410', '4411', '4508', '4509']],
        ]);
        expect(counter('fr-YG-1').name).toBe('Lnb/YG');
      });

      it('French set-up, I, III, IV, V and VIII Corps, line by line', () => {
        check([
          [/^fr-MR-\d/, 3, ['3614', '3713', '3813']],
          [/^fr-FR-\d/, 4, ['4005', '4006', '4007']],
          [/^fr-GR-\d/, 3, ['3714', '3715', '3815']],
          [/^fr-DS-\d/, 4, ['3905', '3906']],
          [/^fr-CM-\d/, 7, ['3706', '3707', '3806', '3807']],
          ['fr-DS-a', 2, ['3709']],
          ['fr-MR-a', 2, ['3607', '3608', '3609', '3610']],
          ['fr-FR-a', 2, ['3607', '3608', '3609', '3610']],
          ['fr-GR-a', 2, ['3607', '3608', '3609', '3610']],
          ['fr-CM-a', 2, ['3607', '3608', '3609', '3610']],
          ['fr-I-a', 1, ['3708']],
          [/^fr-III-\d/, 7, ['3710', '3711', '3712']],
          ['fr-III-a', 5, ['3611', '3612', '3613']],
          ['fr-DL-', 4, ['3618', '3619']],
          ['fr-BR-', 4, ['3817', '3818']],
          ['fr-LC-', 2, ['3916', '3917']],
          ['fr-IV-c', 4, ['3622', '3623', '3721', '3722']],
          [/^fr-IV-h?a/, 6, ['3517', '3518', '3519']],
          ['fr-V-KR', 3, ['3801', '3802']],
          ['fr-V-KN', 2, ['3900', '3901']],
          ['fr-SB-', 2, ['4001', '4100']],
          ['fr-V-a', 3, ['3801', '3900', '4000']],
          ['fr-TH-', 3, ['3810', '3811']],
          ['fr-OC-', 1, ['3911']],
          ['fr-VIII-c', 1, ['4012']],
          ['fr-VIII-a', 2, ['3910']],
        ]);
      });

      it('French set-up, Murat’s Cavalry Reserve and the attached cavalry', () => {
        check([
          [/^fr-1CC-\d/, 9, ['4203', '4204', '4303', '4304', '4405']],
          ['fr-1CC-ha', 2, ['4403']],
          [/^fr-2CC-\d/, 9, ['4205', '4206', '4305', '4306', '4406', '4407']],
          ['fr-2CC-ha', 2, ['4207']],
          [/^fr-3CC-\d/, 5, ['4015', '4115', '4215', '4315', '4415', '4515']],
          [/^fr-IVCC-\d/, 3, ['4202', '4302']],
          ['fr-IVCC-ha', 1, ['4402']],
          ['fr-GI-', 2, ['4505']],
          ['fr-MU-', 2, ['4407']],
          ['fr-3CC-ha', 1, ['4506']],
        ]);
        expect(sept.setup.filter((e) => e.unit.startsWith('fr-'))).toHaveLength(140);
      });

      it('Russian set-up, the 1st Western Army and Kutuzov in any hex', () => {
        expect(grid.has(at.get('ru-Kutuzov')!)).toBe(true);
        expect(counter('ru-Kutuzov')).toMatchObject({ type: 'leader', values: [5, -2, null, 2, 4], schematic: true });
        check([
          ['ru-VB-', 2, ['2226', ...grid.neighbours('2226')]],
          ['ru-Pask-', 2, ['1624']],
          ['ru-LT-', 2, ['3217', '3316']],
          ['ru-J1113-', 2, ['2717', '2718']],
          ['ru-Vuich-', 2, ['2720', '2721']],
          ['ru-AlekAB-', 2, ['2623', '2421']],
          [/^ru-Platov-h?a?\d/, 8, ['1617', '1618', '1716', '1717', '1816', '1817', '1916']],
          ['ru-Smol-', 2, ['1821', '1920']],
          ['ru-4-', 3, ['2023', '2024', '2025']],
          ['ru-17-', 2, ['1923', '1924']],
          ['ru-Bagg-a', 2, ['1520', '1620']],
          ['ru-11-', 4, ['2221', '2320', '2420', '2519']],
          ['ru-23-', 3, ['2220', '2319', '2419']],
          ['ru-OT-a', 1, ['2719']],
          ['ru-7-', 2, ['2716', '2816']],
          ['ru-24-', 2, ['2715', '2815']],
          ['ru-Dokh-a', 2, ['2716', '2816']],
          [/^ru-Uv-/, 5, ['1317', '1318', '1417', '1418']],
          [/^ru-Korff-/, 5, ['2119', '2219', '2318', '2418']],
          [/^ru-Kreutz-/, 5, ['2517', '2518', '2617', '2618', '2619']],
        ]);
      });

      it('Russian set-up, the 2nd Western Army and the Reserve', () => {
        check([
          ['ru-Gogel-', 2, ['3215', '3213']],
          ['ru-Shak-', 2, ['2810', '2811']],
          ['ru-2CG-', 1, ['2812']],
          ['ru-2Cuir-', 4, ['2710', '2711']],
          ['ru-Karpov-', 4, ['3001', '3002', '3100', '3101']],
          ['ru-Mosc-', 5, ['2801', '2802', '2803', '2804', '2805']],
          ['ru-2AR4-', 3, ['2507', '2508', '2608']],
          ['ru-2AR3-', 3, ['3010', '3008', '2812']],
          ['ru-1Gren-', 3, ['3102', '3103', '3104']],
          ['ru-3-', 2, ['3003', '3004']],
          ['ru-AlekCD-', 2, ['3105', '3106']],
          ['ru-Tuch-a', 5, ['3203', '3102', '3103', '3104']],
          ['ru-12-', 4, ['3113', '3114']],
          ['ru-26-', 4, ['3014', '3015']],
          ['ru-Ray-a', 2, ['3113', '3114']],
          ['ru-2Gren-', 3, ['3008', '3009', '3010']],
          ['ru-27-', 2, ['2908', '2909']],
          ['ru-8-a', 2, ['2907']],
          [/^ru-4CC-\d/, 6, ['2913', '2914', '2814']],
          ['ru-4CC-ha', 1, ['2915']],
          ['ru-LG-', 5, ['2311', '2312', '2313', '2412', '2413', '2414', '2415']],
          ['ru-1CG-', 2, ['2311', '2312', '2313', '2412', '2413', '2414', '2415']],
          ['ru-1Cuir-', 3, ['2212', '2213', '2214']],
          ['ru-1AR-', 20, ['2015', '2115', '2116', '2117', '2215', '2216', '2217']],
        ]);
        expect(sept.setup.filter((e) => e.unit.startsWith('ru-'))).toHaveLength(149);
      });

      it('sets up every counter of the pack once, each in a hex of the map (columns 12–51, rows 00–27)', () => {
        expect(new Set(sept.setup.map((e) => e.unit)).size).toBe(pack.counters.length);
        for (const e of sept.setup) expect(grid.has(e.at), e.at).toBe(true);
      });

      it('reuses the Shevardino counters where the same units stand (Compans, the Russian IV Cavalry Corps…)', () => {
        for (const id of [...scenario.setup.map((e) => e.unit), ...(scenario.reinforcements ?? [])])
          expect(at.has(id), id).toBe(true);
        expect(counter('fr-CM-1').source).toMatch(/Shevardino.*\| 7 Sep set-up: 3706-7, 3806-7/);
      });

      it('6.2: at most 3 combat units a hex (the Artillery Reserve, note [e], too); SR13: a Militia unit alone', () => {
        const count = new Map<string, string[]>();
        for (const e of sept.setup)
          if (counter(e.unit).type !== 'leader') count.set(e.at, [...(count.get(e.at) ?? []), e.unit]);
        expect(Math.max(...[...count.values()].map((u) => u.length))).toBeLessThanOrEqual(3);
        for (const e of of(/^ru-(Mosc|Smol)-/)) expect(count.get(e.at), e.unit).toEqual([e.unit]);
        expect(of('ru-1AR-').filter((e) => e.at === '2015')).toHaveLength(3);
      });

      describe('the readings of the text’s conflicts (data/README.md), their counters schematic', () => {
        const schematic = (unit: string | RegExp) => counters(unit).every((c) => c.schematic);

        it('"Artiglieria DS", no count: 2 in 3709, as each other I Corps division', () => {
          expect(of('fr-DS-a').map((e) => e.at)).toEqual(['3709', '3709']);
          expect(schematic('fr-DS-a')).toBe(true);
        });

        it('"4001-4100": the hexes 4001 and 4100; von Hammerstein, no count: 1 unit in 4012', () => {
          expect(of('fr-SB-').map((e) => e.at)).toEqual(['4001', '4100']);
          expect(of('fr-VIII-c').map((e) => e.at)).toEqual(['4012']);
          expect(schematic('fr-SB-') && schematic('fr-VIII-c')).toBe(true);
        });

        it('III Cav. Corps "6 incl. art." and its horse artillery line: 5 cavalry on the road, the 6th in 4506', () => {
          expect(counters(/^fr-3CC-/).map((c) => c.type)).toEqual([...Array(5).fill('cavalry'), 'horse-artillery']);
          expect(at.get('fr-3CC-ha1')).toBe('4506');
          expect(schematic(/^fr-3CC-/)).toBe(true);
        });

        it('4407 listed twice: one II Cav. Corps unit and the 2 of III Corps’ cavalry [b]', () => {
          expect(sept.setup.filter((e) => e.at === '4407').map((e) => e.unit)).toEqual([
            'fr-2CC-6',
            'fr-MU-1',
            'fr-MU-2',
          ]);
          expect(schematic('fr-MU-')).toBe(true);
        });

        it('"incl. horse art." with no count: 1 horse artillery unit (IV Corps, Uvarov, Korff, Kreutz, Platov)', () => {
          for (const prefix of ['fr-IV-ha', 'ru-Uv-ha', 'ru-Korff-ha', 'ru-Kreutz-ha', 'ru-Platov-ha']) {
            expect(
              counters(prefix).map((c) => c.type),
              prefix,
            ).toEqual(['horse-artillery']);
            expect(schematic(prefix), prefix).toBe(true);
          }
        });

        it('1st Army Independents, 9 hex lines for 8: Platov’s 8 over 1617-8, 1716-7, 1816-7, 1916; 11th and 13th: 2', () => {
          expect(counters(/^ru-Platov-\d/).every((c) => c.type === 'cavalry' && !c.reduced)).toBe(true);
          expect(counters('ru-J1113-').map((c) => c.name)).toEqual(['11th Jagers', '13th Jagers']);
          expect(schematic(/^ru-Platov-/) && schematic('ru-J1113-')).toBe(true);
        });

        it('notes [a] and [b] swapped: Aleksapol "a", "b" to the 1st Army Independents, "c", "d" to III Corps', () => {
          expect(group('ru-1-indep').units).toEqual(expect.arrayContaining(['ru-AlekAB-1', 'ru-AlekAB-2']));
          expect(group('ru-iii').units).toEqual(expect.arrayContaining(['ru-AlekCD-1', 'ru-AlekCD-2']));
          expect(schematic('ru-AlekAB-') && schematic('ru-AlekCD-')).toBe(true);
        });

        it('note [c] is III Corps’ artillery’s, not VI Corps’; note [d]: the 2nd Army reserve guns where listed', () => {
          expect(schematic('ru-Tuch-a')).toBe(true);
          expect(counters('ru-Dokh-a').some((c) => c.schematic)).toBe(false);
          expect(of(/^ru-2AR/).map((e) => e.at)).toEqual(['2507', '2508', '2608', '3010', '3008', '2812']);
          expect(schematic(/^ru-2AR/)).toBe(true);
        });

        it('French [a], [b]: MR and GR (with their artillery) in IV Corps; I and III Corps cavalry under Murat', () => {
          for (const id of ['fr-MR-1', 'fr-MR-a1', 'fr-GR-1', 'fr-GR-a2'])
            expect(group('fr-iv').units, id).toContain(id);
          for (const id of ['fr-GI-1', 'fr-MU-2']) expect(group('fr-murat').units, id).toContain(id);
        });
      });

      describe('the chain of command as a pack table (tables.command)', () => {
        it('is a table Borodino declares, and valid', () => {
          expect(checkTables('borodino', pack.tables).ok).toBe(true);
          expect(table.scenario).toBe('borodino');
        });

        it('5.22, 5.28, 5.29, SR1, SR6, SR7: Napoleon Orders 3, DRM −2; Kutuzov Delay 5, DRM −2, Range 2, MA 4', () => {
          const [napoleon, kutuzov] = table.commanders;
          expect(napoleon).toMatchObject({ side: 'french', counter: 'fr-Napoleon', orders: 3, commandDrm: -2 });
          expect(napoleon).toMatchObject({ delay: null, range: null, movement: null });
          expect(kutuzov).toMatchObject({ delay: 5, commandDrm: -2, range: 2, movement: 4, orders: null });
          expect(kutuzov?.ordersByArmy).toEqual({ first: 3, second: 2, reserve: 1 });
        });

        it('2.2, SR2, SR3: Eugene’s AM 3, Murat’s 2 and 5, the Guard on Napoleon’s Orders only; the rest a gap', () => {
          expect(group('fr-iv').orders).toBe(3);
          expect(group('fr-murat')).toMatchObject({ orders: 5, direct: 2 });
          expect(group('fr-guard')).toMatchObject({ orders: null, napoleonOnly: true });
          const given = new Set(['fr-iv', 'fr-murat']);
          for (const g of table.groups) if (!given.has(g.id)) expect(g.orders, g.id).toBeNull();
        });

        it('SR1: the Russians have 7 groups in the 1st Army, 5 in the 2nd, 2 in the Reserve; the French 7', () => {
          const armies = (army: string) => table.groups.filter((g) => g.army === army).length;
          expect([armies('first'), armies('second'), armies('reserve')]).toEqual([7, 5, 2]);
          expect(table.groups.filter((g) => g.side === 'french')).toHaveLength(7);
        });

        it('puts every combat counter of the scenario in one group', () => {
          const grouped = table.groups.flatMap((g) => g.units);
          const combat = pack.counters.filter((c) => c.type !== 'leader').map((c) => c.id);
          expect([...grouped].sort()).toEqual([...combat].sort());
          for (const g of table.groups)
            for (const id of g.units) expect(id.startsWith(g.side === 'french' ? 'fr-' : 'ru-'), id).toBe(true);
        });
      });

      it('is offered by /game new (the game by its rules), and sets up all its units on the map in freeplay too', () => {
        const module = moduleFor(pack);
        expect(module.id).toBe('borodino');
        expect(module.scenarios(pack).map((s) => s.id)).toEqual(['shevardino', 'borodino']);
        const setup = createFreeplay(pack).setup({ scenario: 'borodino', options: {}, pack }, new ScriptedDice([]));
        if (!setup.ok) throw new Error(setup.error.message.en);
        const units = Object.values(setup.state.units);
        expect(units).toHaveLength(pack.counters.length);
        expect(units.every((u) => u.at !== null)).toBe(true);
        expect(setup.state.lastTurn).toBe(12);
      });
    });
  });
});
