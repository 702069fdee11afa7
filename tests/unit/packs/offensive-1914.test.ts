import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { hexGridOf, validatePack, type HexMapData } from '../../../src/engine/core/pack.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { offensive1914Pack } from '../../../src/engine/games/offensive-1914/pack.js';
import { moduleFor } from '../../../src/engine/modules.js';
import { builtInPack } from '../../../src/engine/packs.js';

const pack = offensive1914Pack();
const map = pack.map as HexMapData;
const grid = hexGridOf(map);
const hex = (id: string) => map.hexes.find((h) => h.id === id)!;
const scenario = pack.scenarios.find((s) => s.id === 'lorraine')!;
/** The Lorraine set-up lists (29.0), unit by unit: name as printed, hex (null: enters later). */
const FRENCH_SETUP: [string, string | null][] = [
  ['Frouard', '51.53'],
  ['Manonviller', '55.57'],
  ['Pont St.Vincent', '50.54'],
  ['Deposito PRIMA', '53.60'],
  ['Deposito SECONDA', '51.54'],
  ['Treno/8', '55.59'],
  ['15/8', '57.58'],
  ['16/8', '57.58'],
  ['Treno/13', '55.59'],
  ['25/13', '58.58'],
  ['26/13', '58.58'],
  ['Treno/15', '52.55'],
  ['29/15', '56.55'],
  ['30/15', '56.55'],
  ['Treno/16', '54.56'],
  ['31/16', '56.56'],
  ['32/16', '57.57'],
  ['Treno/20', '51.55'],
  ['11/20', '55.55'],
  ['39/20', '55.55'],
  // Printed "56.29": read as 56.59, where its corps stands.
  ['Treno/21', '56.59'],
  ['13/21', null],
  ['43/21', '59.60'],
  ['Treno/2 R', '51.53'],
  ['59r/2 R', '52.52'],
  ['68r/2 R', '52.53'],
  ['18/9', '52.52'],
  ['70R', '53.53'],
  ['Toul 73r', '50.53'],
  ['Toul A', null],
  ['23,27 Ch', '56.55'],
  ['41,43 Ch', '58.58'],
  ['50,71 Ch', '58.58'],
  ['2c', '54.55'],
  ['6c', '55.57'],
  ['10 c', '55.56'],
];
const GERMAN_SETUP: [string, string | null][] = [
  ['Metz (2)', '53.50'],
  ['Metz (3)', '54.50'],
  ['Metz (4)', '55.50'],
  ['Deposito SESTA', '60.51'],
  ['Deposito SETTIMA', '64.58'],
  ['Treno/14', '63.58'],
  ['28/14', '61.57'],
  ['29/14', '60.57'],
  ['Treno/15', '64.59'],
  ['30/15', '62.59'],
  ['39/15', '63.60'],
  ['Treno/21', '60.52'],
  ['31/21', '58.53'],
  ['42/21', '58.54'],
  ['Treno/1 B', '62.55'],
  ['1B/1 B', '60.56'],
  ['2B/1 B', '60.56'],
  ['Treno/2 B', '59.51'],
  ['3B/2 B', '57.52'],
  ['4B/2 B', '56.51'],
  ['Treno/3 B', '57.50'],
  ['5B/3 B', '56.50'],
  ['6B/3 B', '56.50'],
  ['Treno/1 BR', '62.52'],
  ['1Br/1 BR', '60.55'],
  ['5Br/1 BR', '61.55'],
  ['Treno/EZ', null],
  ['H Metz (33r)', '54.50'],
  ['4 Ez', null],
  ['8 ez', '59.51'],
  ['10 ez', null],
  ['Gd ez', '62.58'],
  ['Germersheim', null],
  ['7c', '61.55'],
  ['8c', '58.52'],
  ['Bc', '58.52'],
  ['Treno da Assedio 2', '62.50'],
];

describe('the 1914 Offensive à outrance pack (Battle for Lorraine)', () => {
  it('validates, and is the built-in pack offensive-1914', () => {
    expect(validatePack(pack).ok).toBe(true);
    expect(builtInPack('offensive-1914')).toEqual(pack);
    expect(pack.provenance.kind).toBe('schematic');
  });

  it('keeps counter ids short enough for Discord custom ids (≤ 16 characters)', () => {
    for (const c of pack.counters) expect(c.id, c.id).toMatch(/^[A-Za-z0-9_.-]{1,16}$/);
  });

  describe('the map: the hex ids the rulebook writes (CC.RR)', () => {
    it('holds columns 46–66 by rows 45–65', () => {
      expect(map.hexes).toHaveLength(21 * 21);
      for (const id of ['46.45', '66.65', '55.57', '60.55']) expect(grid.has(id)).toBe(true);
    });

    it('the fortress rings are adjacent hexes: Toul 48.52, 48.53, 49.53; Metz round 54.49; Épinal round 50.61', () => {
      expect(grid.adjacent('48.52', '48.53')).toBe(true);
      expect(grid.adjacent('48.52', '49.53')).toBe(true);
      expect(grid.adjacent('48.53', '49.53')).toBe(true);
      expect(grid.neighbours('54.49').sort()).toEqual(['53.49', '53.50', '54.48', '54.50', '55.49', '55.50']);
      for (const id of ['49.61', '50.60', '51.61']) expect(grid.adjacent(id, '50.61')).toBe(true);
    });

    it('names the places the rulebook numbers', () => {
      const places: [string, string][] = [
        ['51.54', 'Nancy'],
        ['54.49', 'Metz'],
        ['48.53', 'Toul'],
        ['55.57', 'Manonviller'],
        ['60.55', 'Finstingen'],
        ['57.51', 'Falkenberg'],
        ['60.52', 'Puttelangen'],
        ['62.50', 'Saarbrücken'],
        ['62.52', 'Saargemünd'],
        ['55.59', 'Baccarat'],
        ['55.62', 'St.Die'],
        ['59.60', 'Col du Donon'],
        ['46.49', 'St.Mihiel'],
        ['55.46', 'Diedenhofen'],
        ['57.63', 'Markirch'],
        ['55.65', 'Col de la Schlucht'],
      ];
      for (const [id, name] of places) expect(hex(id).name, id).toBe(name);
    });

    it('27.3: Luneville, printed 53.36, stands on 53.56 beside Nancy and Manonviller', () => {
      expect(hex('53.56').name).toBe('Luneville');
      expect(hex('53.56').source).toContain('53.36');
    });

    it('27.8.1 Nancy 15 VP; 27.8 Col du Donon and St.Mihiel 4 VP', () => {
      expect(hex('51.54').values).toEqual({ vp: 15 });
      expect(hex('59.60').values).toEqual({ vp: 4 });
      expect(hex('46.49').values).toEqual({ vp: 4 });
    });

    it('3.4: 58.56 is a Woods hex, 57.56 is not, and 7.1: the hexside between them is Forest', () => {
      expect(hex('58.56')).toMatchObject({ terrain: 'woods', schematic: false });
      expect(hex('57.56').terrain).not.toBe('woods');
      const side = map.hexsides.find((s) => [s.a, s.b].sort().join() === '57.56,58.56');
      expect(side?.features).toContain('forest');
    });

    it('every other hex is schematic: the book has no terrain', () => {
      expect(map.hexes.filter((h) => !h.schematic).map((h) => h.id)).toEqual(['58.56']);
    });

    it('the 1871 border, placed by geography, leaves Nancy, Manonviller and Toul French, Metz and Saarburg German', () => {
      for (const id of ['51.54', '55.57', '48.53', '53.56']) expect(hex(id).nation, id).toBe('fr');
      for (const id of ['54.49', '62.50', '60.55']) expect(hex(id).nation, id).toBe('de');
      expect(map.hexes.find((h) => h.name === 'Saarburg')?.nation).toBe('de');
      expect(map.hexsides.some((s) => s.features.includes('border'))).toBe(true);
    });
  });

  describe('the Battle for Lorraine (29.0)', () => {
    it('runs from the French player turn of GT 1 to the end of GT 4', () => {
      expect(scenario.turns).toBe(4);
      expect(scenario.first).toBe('allied');
    });

    it('sets up the French units of the list where the list puts them', () => {
      for (const [name, at] of FRENCH_SETUP) {
        const counter = pack.counters.find((c) => c.name === name && c.nation === 'fr');
        expect(counter, name).toBeDefined();
        expect(scenario.setup.find((e) => e.unit === counter!.id)?.at ?? null, name).toBe(at);
      }
      // Toul x3: 48.52, 48.53, 49.53.
      const toul = pack.counters.filter((c) => c.name === 'Toul').map((c) => c.id);
      expect(scenario.setup.filter((e) => toul.includes(e.unit)).map((e) => e.at)).toEqual(['48.52', '48.53', '49.53']);
      expect(pack.counters.filter((c) => c.nation === 'fr')).toHaveLength(FRENCH_SETUP.length + 3);
    });

    it('sets up the German units of the list where the list puts them', () => {
      for (const [name, at] of GERMAN_SETUP) {
        const counter = pack.counters.find((c) => c.name === name && c.nation === 'de');
        expect(counter, name).toBeDefined();
        expect(scenario.setup.find((e) => e.unit === counter!.id)?.at ?? null, name).toBe(at);
      }
      expect(pack.counters.filter((c) => c.nation === 'de')).toHaveLength(GERMAN_SETUP.length);
    });

    it('28.5: marks the hexes of the units inactive until GT 2 or GT 3', () => {
      const at = (kind: string) =>
        scenario.markers
          .filter((m) => m.kind === kind)
          .map((m) => m.at)
          .sort();
      expect(at('gt2')).toEqual(['50.53', '52.52', '52.53', '60.57', '61.57', '62.59', '63.58', '63.60', '64.59']);
      expect(at('gt3')).toEqual(['53.53', '54.50', '59.51', '62.58']);
    });

    it('prints no counter value the book lacks: all null', () => {
      for (const c of pack.counters) {
        expect(
          c.values.every((v) => v === null),
          c.id,
        ).toBe(true);
        expect(c.reduced?.every((v) => v === null) ?? true, c.id).toBe(true);
      }
      expect(pack.counters.find((c) => c.name === '15/8')?.valueNames).toEqual(['AS', 'DS', 'PR', 'AV']);
    });

    it('sets up in freeplay, the six reinforcements off the map', () => {
      const setup = createFreeplay(pack).setup({ scenario: 'lorraine', options: {}, pack }, new ScriptedDice([]));
      if (!setup.ok) throw new Error(setup.error.message.en);
      const units = Object.values(setup.state.units);
      expect(units.filter((u) => u.at === null)).toHaveLength(6);
      expect(units.filter((u) => u.at !== null)).toHaveLength(pack.counters.length - 6);
      expect(setup.state.markers).toHaveLength(13);
      expect(setup.state.active).toBe('allied');
    });

    it('is played by its rules: the registry gives it its module (its fuzz: tests/unit/games/offensive-1914/play)', () => {
      expect(moduleFor(pack).id).toBe('offensive-1914');
    });
  });
});
