import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { hexGridOf, validatePack, type HexMapData } from '../../../src/engine/core/pack.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { napoleon1812Pack } from '../../../src/engine/games/napoleon-1812/pack.js';
import { moduleFor } from '../../../src/engine/modules.js';
import { builtInPack } from '../../../src/engine/packs.js';

const pack = napoleon1812Pack();
const map = pack.map as HexMapData;
const grid = hexGridOf(map);
const hex = (id: string) => map.hexes.find((h) => h.id === id)!;
const city = (name: string) => map.hexes.find((h) => h.name === name);
const scenario = pack.scenarios.find((s) => s.id === 'historical')!;
const where = new Map(scenario.setup.map((e) => [e.unit, e.at]));
const units = (prefix: string) => pack.counters.filter((c) => c.type !== 'leader' && c.id.startsWith(prefix));

/** 14.1 as printed: corps, units (type and class), hexes. */
const RUSSIAN: [string, string, string[]][] = [
  ['ru-1I-', '1Iv 1IL 1CL', ['1806']],
  ['ru-1II-', '2IL 1AL', ['1709', '1808']],
  ['ru-1III-', '1Iv 1Ic', ['1709', '1808']],
  ['ru-1IV-', '1IL 1Ic', ['1407']],
  ['ru-1V-', '2Iv 1Cv', ['1708']],
  ['ru-1VI-', '2IL 1Cv 1CL 1Cc', ['1609', '1610']],
  ['ru-Riga-', '1IL', ['1904']],
  ['ru-2VII-', '1Iv 1IL 1AL', ['1912']],
  ['ru-2VIII-', '2Iv 1Ic 1Cv 1Cc', ['2012', '2113']],
];
const GROUP = ['2206', '2207', '2208', '2308', '2407', '2508'];
const FRENCH: [string, string, string[]][] = [
  ['fr-IG-', '4Iv 1Cv 2Av', GROUP],
  ['fr-I-', '4Iv 1IL 1CL', GROUP],
  ['fr-II-', '2IL 1Ic 1Cc', GROUP],
  ['fr-III-', '2Iv 1IL 1CL', ['2108']],
  ['fr-IV-', '1Iv 3IL 1Cv 1CL 1AL', ['2209', '2310']],
  ['fr-V-', '1Iv 2IL 1Cv', ['2210']],
  ['fr-VI-', '1IL 1Ic 1Cc', ['2311', '2410']],
  ['fr-VII-', '2IL 1CL', ['2313']],
  ['fr-VIII-', '1IL 1Ic 1CL', ['2211', '2312']],
  ['fr-X-', '2IL 1CL 1AL', ['2307']],
];
/** `2IL 1AL` counted from the counters: type letter and class, e.g. `IL`, `AL`. */
const makeUp = (prefix: string) => {
  const count = new Map<string, number>();
  for (const c of units(prefix)) {
    const kind = c.id.slice(prefix.length).replace(/\d+$/, '');
    count.set(kind, (count.get(kind) ?? 0) + 1);
  }
  return [...count].map(([kind, n]) => `${n}${kind}`);
};
/** 3.3: the Occupancy Factor of each class. */
const OF: Record<string, number> = { v: 1, L: 1.5, c: 2 };

describe("the Napoleon's Greatest Gamble pack", () => {
  it('validates, and is the built-in pack napoleon-1812', () => {
    expect(validatePack(pack).ok).toBe(true);
    expect(builtInPack('napoleon-1812')).toEqual(pack);
    expect(pack.provenance.kind).toBe('schematic');
  });

  it('keeps counter ids short enough for Discord custom ids (≤ 16 characters)', () => {
    for (const c of pack.counters) expect(c.id, c.id).toMatch(/^[A-Za-z0-9_.-]{1,16}$/);
  });

  describe('the map: the rulebook’s hex numbers, places by geography', () => {
    it('holds columns 01–29 by rows 01–20, every hex schematic', () => {
      expect(map.hexes).toHaveLength(29 * 20);
      expect(map.hexes.every((h) => h.schematic)).toBe(true);
      // 16.9's reference hex and 16.7's Cavalry Reserve hexes are on the map.
      for (const id of ['1317', '2309', '2409', '2509', '2510']) expect(grid.has(id), id).toBe(true);
    });

    it('the hexes 14.1 groups are connected: 2206-2207-2208-2308-2407-2508, and each corps’ pair', () => {
      const chain = ['2206', '2207', '2208', '2308', '2407', '2508'];
      for (let i = 0; i + 1 < chain.length; i++) expect(grid.adjacent(chain[i]!, chain[i + 1]!)).toBe(true);
      for (const [a, b] of [
        ['1709', '1808'],
        ['1609', '1610'],
        ['2012', '2113'],
        ['2209', '2310'],
        ['2311', '2410'],
        ['2211', '2312'],
        ['2309', '2409'],
        ['2409', '2509'],
        ['2509', '2510'],
      ] as const)
        expect(grid.adjacent(a, b), `${a}-${b}`).toBe(true);
    });

    it('is drawn north up, east right: XX falls eastwards, YY grows southwards', () => {
      expect(grid.offsetOf('1806')!.col).toBeGreaterThan(grid.offsetOf('2206')!.col);
      expect(grid.offsetOf('2217')!.row).toBeGreaterThan(grid.offsetOf('2207')!.row);
    });

    it('13.2: Lemberg is 2217, in Austria', () => {
      expect(hex('2217').name).toBe('Lemberg');
      expect(hex('2217').nation).toBe('austria');
    });

    it('14.7: the VP cities, Moscow, St Petersburg and Warsaw worth 3; 13.3: Kaluga', () => {
      for (const name of ['Moscow', 'St Petersburg', 'Warsaw']) expect(city(name)?.values, name).toEqual({ vp: 3 });
      for (const name of [
        'Brzesc',
        'Kiev',
        'Konigsberg',
        'Lemberg',
        'Luck',
        'Minsk',
        'Riga',
        'Smolensk',
        'Wilno',
        'Vitebsk',
      ]) {
        // Their value is the red number printed on the map: not in the book, so none is given.
        expect(city(name)?.features, name).toEqual(['city', 'vp']);
        expect(city(name)?.values, name).toEqual({});
      }
      expect(city('Kaluga')?.features).toEqual(['city']);
    });

    it('places the cities by geography: Riga on the Riga Corps’ 1904, Wilno where Barclay stands', () => {
      expect(city('Riga')?.id).toBe('1904');
      expect(city('Wilno')?.id).toBe('1808');
      const col = (name: string) => grid.offsetOf(city(name)!.id)!.col;
      // West to east along the road to Moscow.
      expect(col('Warsaw')).toBeLessThan(col('Wilno'));
      expect(col('Wilno')).toBeLessThan(col('Smolensk'));
      expect(col('Smolensk')).toBeLessThan(col('Moscow'));
    });

    it('the border: the French set up west of Russia, the Russians in it (14.1)', () => {
      for (const [, , hexes] of FRENCH) for (const id of hexes) expect(hex(id).nation, id).not.toBe('russia');
      for (const [, , hexes] of RUSSIAN) for (const id of hexes) expect(hex(id).nation, id).toBe('russia');
      expect(city('Warsaw')?.nation).toBe('warsaw');
      expect(city('Konigsberg')?.nation).toBe('prussia');
      expect(city('Moscow')?.nation).toBe('russia');
      expect(map.hexsides.some((s) => s.features.includes('border'))).toBe(true);
      expect(map.hexsides.filter((s) => s.features.includes('river')).length).toBeGreaterThan(50);
    });
  });

  describe('the historical set-up (14.1)', () => {
    it('Russians: each corps’ units where the list puts them; 27 units, 18 infantry, 7 cavalry, 2 artillery', () => {
      for (const [prefix, list, hexes] of RUSSIAN) {
        expect(makeUp(prefix).sort(), prefix).toEqual(list.split(' ').sort());
        for (const c of units(prefix)) expect(hexes, c.id).toContain(where.get(c.id));
      }
      const russians = pack.counters.filter((c) => c.nation === 'ru' && c.type !== 'leader');
      expect(russians).toHaveLength(27);
      expect(russians.filter((c) => c.type === 'infantry')).toHaveLength(18);
      expect(russians.filter((c) => c.type === 'cavalry')).toHaveLength(7);
      expect(russians.filter((c) => c.type === 'artillery')).toHaveLength(2);
    });

    it('French: each corps’ units where the list puts them; 45 units, 30 infantry, 11 cavalry, 4 artillery', () => {
      for (const [prefix, list, hexes] of FRENCH) {
        expect(makeUp(prefix).sort(), prefix).toEqual(list.split(' ').sort());
        for (const c of units(prefix)) expect(hexes, c.id).toContain(where.get(c.id));
      }
      const french = pack.counters.filter((c) => c.nation === 'fr' && c.type !== 'leader');
      expect(french).toHaveLength(45);
      expect(french.filter((c) => c.type === 'infantry')).toHaveLength(30);
      expect(french.filter((c) => c.type === 'cavalry')).toHaveLength(11);
      expect(french.filter((c) => c.type === 'artillery')).toHaveLength(4);
    });

    it('4.1: no hex holds more than 6 OF (v 1, L 1½, c 2, 3.3)', () => {
      const load = new Map<string, number>();
      for (const c of pack.counters.filter((x) => x.type !== 'leader')) {
        const grade = c.name.split(' ').find((w) => w in OF)!;
        const at = where.get(c.id)!;
        load.set(at, (load.get(at) ?? 0) + OF[grade]!);
      }
      expect(Math.max(...load.values())).toBeLessThanOrEqual(6);
    });

    it('14.2 leaders and their Command Ratings; 16.3 advanced leaders CR 1, off the map', () => {
      const cr = (name: string) => pack.counters.find((c) => c.type === 'leader' && c.name === name)?.values;
      const basic: [string, number][] = [
        ['Bagration', 1],
        ['Barclay de Tolly', 2],
        ['Constantine', 1],
        ['Essen', 1],
        ['Platov', 2],
        ['Wittgenstein', 1],
        ['Bessieres', 3],
        ['Davout', 3],
        ['Eugene', 2],
        ['Grouchy', 2],
        ['Junot', 1],
        ['Lefebvre', 2],
        ['MacDonald', 2],
        ['Mortier', 2],
        ['Murat', 3],
        ['Napoleon', 4],
        ['Ney', 2],
        ['Oudinot', 2],
        ['Poniatowski', 2],
        ['St Cyr', 2],
      ];
      for (const [name, value] of basic) expect(cr(name), name).toEqual([value]);
      for (const name of ['Baggovout', 'Borosdin', 'Docturov', 'Raievsky', 'Schouwalov', 'Tuchkov', 'Reynier']) {
        expect(cr(name), name).toEqual([1]);
        const id = pack.counters.find((c) => c.name === name)!.id;
        expect(where.has(id), name).toBe(false);
      }
      expect(where.get('ru-Wittgenstein')).toBe('1806');
      expect(where.get('ru-Essen')).toBe('1904');
      expect(where.get('fr-Napoleon')).toBe(where.get('fr-IG-Iv1'));
      expect(where.get('fr-Ney')).toBe('2108');
      expect(where.get('fr-MacDonald')).toBe('2307');
    });

    it('16 turns', () => {
      expect(scenario.turns).toBe(16);
      expect(scenario.first).toBe('french');
    });

    it('sets up in freeplay: 92 counters on the map, the 7 advanced-game leaders off it', () => {
      const setup = createFreeplay(pack).setup({ scenario: 'historical', options: {}, pack }, new ScriptedDice([]));
      if (!setup.ok) throw new Error(setup.error.message.en);
      const placed = Object.values(setup.state.units);
      expect(placed.filter((u) => u.at !== null)).toHaveLength(92);
      expect(placed.filter((u) => u.at === null)).toHaveLength(7);
      expect(setup.state.lastTurn).toBe(16);
    });

    it('is played by its rules: the registry gives it its module (its fuzz: tests/unit/games/napoleon-1812/play)', () => {
      expect(moduleFor(pack).id).toBe('napoleon-1812');
    });
  });
});
