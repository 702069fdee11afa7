import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { fitAffine, hexCentre, kilometres } from '../../../src/engine/core/map/geography.js';
import { hexGridOf, validatePack, type HexMapData } from '../../../src/engine/core/pack.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { buildGrandIllusionPack } from '../../../src/engine/games/grand-illusion/data/build-pack.js';
import { NAMED } from '../../../src/engine/games/grand-illusion/data/hexes.js';
import { grandIllusionPack } from '../../../src/engine/games/grand-illusion/pack.js';
import { moduleFor } from '../../../src/engine/modules.js';
import { builtInPack } from '../../../src/engine/packs.js';

const pack = grandIllusionPack();
const map = pack.map as HexMapData;
const grid = hexGridOf(map);
const hex = (n: number) => map.hexes.find((h) => h.id === String(n))!;
const tagged = (tag: string) =>
  map.hexes
    .filter((h) => h.features.includes(tag))
    .map((h) => Number(h.id))
    .sort((a, b) => a - b);
const scenario = pack.scenarios[0]!;
const counter = (id: string) => pack.counters.find((c) => c.id === id)!;
const placedAt = (n: number) =>
  scenario.setup
    .filter((e) => e.at === String(n))
    .map((e) => e.unit)
    .sort();

describe('the Grand Illusion pack', () => {
  it('validates, is the built-in pack grand-illusion, and is the output of its generator', () => {
    expect(validatePack(pack).ok).toBe(true);
    expect(builtInPack('grand-illusion')).toEqual(pack);
    expect(pack.provenance.kind).toBe('schematic');
    expect(buildGrandIllusionPack()).toEqual(pack);
  });

  it('ids fit a Discord custom id: at most 16 letters, digits, - . _', () => {
    for (const id of [...map.hexes.map((h) => h.id), ...pack.counters.map((c) => c.id)])
      expect(id).toMatch(/^[A-Za-z0-9_.-]{1,16}$/);
  });

  describe('the map: 107 large hexes (2.2), numbered as the rulebook cites them', () => {
    it('holds the hexes 1 to 107, listed, each placed by us (schematic)', () => {
      expect(map.numbering).toBe('listed');
      expect(map.hexes.map((h) => h.id)).toEqual(Array.from({ length: 107 }, (_, i) => String(i + 1)));
      expect(map.hexes.every((h) => h.schematic && h.source?.startsWith('Rulebook: hex'))).toBe(true);
    });

    it('the names the rulebook gives', () => {
      const names: [number, string][] = [
        [19, 'Paris'],
        [52, 'Antwerp'],
        [54, 'Maubeuge'],
        [62, 'Brussels'],
        [64, 'Namur'],
        [86, 'Metz'],
        [94, 'Trier'],
        [104, 'Mulhouse'],
        [105, 'Strasbourg'],
        [43, 'Ghent'],
        [56, 'Mezieres'],
        [72, 'Liege'],
        [76, 'Verdun'],
        [10, 'Versailles'],
        [77, 'St Mihiel'],
        [79, 'Langres'],
        [98, 'Epinal'],
        [1, 'Le Havre'],
        [7, 'Dieppe'],
        [14, 'Calais/Boulogne'],
        [23, 'Dunkirk'],
        [32, 'Zeebrugge/Ostend'],
        [24, 'Hazebrouck'],
        [34, 'Lille'],
      ];
      for (const [n, name] of names) expect(hex(n).name, `hex ${n}`).toBe(name);
    });

    it('8.4.9: the six Paris in Danger hexes are the hexes around Paris (19)', () => {
      expect(tagged('paris-in-danger')).toEqual([9, 10, 18, 20, 28, 29]);
      expect(
        grid
          .neighbours('19')
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([9, 10, 18, 20, 28, 29]);
    });

    it('8.4.8: the twelve Schlieffen Plan hexes, on or next to the coast', () => {
      expect(tagged('schlieffen-plan')).toEqual([1, 7, 8, 14, 15, 16, 23, 24, 32, 33, 42, 43]);
    });

    it('8.4.7: the hexes holding Belgian territory', () => {
      expect(tagged('belgium')).toEqual([
        23, 32, 33, 42, 43, 44, 52, 53, 54, 55, 62, 63, 64, 65, 71, 72, 73, 74, 81, 83,
      ]);
    });

    it('3.2: the VP hexes — Plan 17, German, Paris worth 10; doubled 86, 105 (3.2.1) and 76, 87 (13.4 h)', () => {
      expect(tagged('vp-plan17')).toEqual([85, 86, 95, 96, 100, 103, 105, 107]);
      expect(tagged('vp-german')).toEqual([8, 14, 16, 23, 26, 34, 36, 38, 48, 52, 58, 76, 87, 98, 104]);
      expect(hex(19).values).toEqual({ vp: 10 });
      expect(tagged('vp-double')).toEqual([76, 86, 87, 105]);
    });

    it('11.2.4–11.2.5: supply sources; 10.4: the named ports', () => {
      expect(tagged('supply-french')).toEqual([1, 4, 13, 61, 80, 89]);
      expect(tagged('supply-british')).toEqual([1, 4, 14]);
      expect(tagged('supply-belgian')).toEqual([1, 14, 52]);
      expect(tagged('supply-german')).toEqual([91, 94, 100, 105, 107]);
      expect(tagged('port')).toEqual([1, 7, 14, 23, 32]);
    });

    it('2.2: the Vosges, 102 and 103, adjacent; their terrain is the only one the map prints', () => {
      expect(tagged('vosges')).toEqual([102, 103]);
      expect(hex(102).terrain).toBe('vosges');
      expect(grid.adjacent('102', '103')).toBe(true);
      expect(map.hexes.filter((h) => h.terrain !== 'land').map((h) => h.id)).toEqual(['102', '103']);
    });

    it('13.3: the impassable hexsides 42/52 and 71/81 are hexsides', () => {
      expect(map.hexsides).toEqual([
        { a: '42', b: '52', features: ['impassable'] },
        { a: '71', b: '81', features: ['impassable'] },
      ]);
    });

    it('the adjacencies the rules imply', () => {
      for (const [a, b, rule] of [
        [52, 53, '12.5.2: German corps in 53 cover Antwerp'],
        [52, 62, '12.5.2: German corps in 62 cover Antwerp; 13.1 the Belgians fall back from 62 to 52'],
        [43, 52, '12.5.3: Ghent is the way out of Antwerp'],
        [54, 44, '11.2.1 c: emergency supply through 54 to 44'],
        [54, 45, '3.1.1 @: British units set up in 54 instead of 45'],
        [26, 27, 'battle example: corps move from 27 into 26'],
        [26, 35, 'battle example: the territorials moved from 35 to 26'],
        [72, 73, '6.0: the first German activations took 73 and Liège (72)'],
      ] as const)
        expect(grid.adjacent(String(a), String(b)), rule).toBe(true);
    });

    it('10.4: a lower number is further west; hexes are placed by geography within a hex', () => {
      const anchors = NAMED.filter((n) => n.lat !== undefined).map((n) => ({
        from: kilometres({ lat: n.lat!, lon: n.lon! }, { lat: 49.5, lon: 4 }),
        to: hexCentre(map.layout, grid.offsetOf(String(n.hex))!),
      }));
      const project = fitAffine(anchors);
      for (const a of anchors) {
        const p = project(a.from);
        // A hex is 2 radii across: each named place lies within 1.5 hexes of where its latitude and longitude fall.
        expect(Math.hypot(p.x - a.to.x, p.y - a.to.y) / 2).toBeLessThan(1.5);
      }
      expect(grid.offsetOf('1')!.col).toBeLessThan(grid.offsetOf('107')!.col);
    });
  });

  describe('the counters: what the rulebook gives, null where it does not', () => {
    it('9.5: the fort roster with its hexes and steps', () => {
      expect(counter('maubeuge')).toMatchObject({ values: [5, 2], reduced: [4, 2], valueNames: ['CS', 'BD'] });
      expect(counter('maubeuge-r')).toMatchObject({ values: [3, 1], reduced: [2, 1] });
      expect(counter('verdun-76')).toMatchObject({ values: [5, 3], reduced: [4, 3] });
      expect(counter('verdun-67')).toMatchObject({ values: [5, 2], reduced: [4, 2] });
      expect(counter('paris')).toMatchObject({ values: [5], reduced: [4], schematic: false });
      expect(counter('paris-r')).toMatchObject({ values: [2], reduced: [1] });
      expect(counter('versailles')).toMatchObject({ values: [2], reduced: [1] });
      expect(counter('namur')).toMatchObject({ values: [3, 1], reduced: [null, null] });
      expect(counter('nancy')).toMatchObject({ values: [4, 1], reduced: [3, 1] });
      expect(counter('toul')).toMatchObject({ values: [5, 2], reduced: [4, 2] });
      expect(counter('epinal-4')).toMatchObject({ values: [4], reduced: [3] });
      expect(counter('epinal-5')).toMatchObject({ values: [5, 2], reduced: [4, 2] });
      expect(counter('belfort')).toMatchObject({ values: [5, 2], reduced: [4, 2] });
      expect(counter('antwerp')).toMatchObject({ values: [5], reduced: [null], schematic: true });
      expect(counter('antwerp-r').values).toEqual([3]);
      expect(counter('metz').values).toEqual([5]);
      expect(counter('metz-r').values).toEqual([3]);
      expect(counter('trier').values).toEqual([3]);
      expect(counter('strasbourg').values).toEqual([5]);
      expect(counter('strasbourg-r').values).toEqual([3]);
    });

    it('9.5 @: every fort starts at full strength in its hex; the R counters start off the map', () => {
      const forts: [string, number][] = [
        ['antwerp', 52],
        ['namur', 64],
        ['metz', 86],
        ['trier', 94],
        ['strasbourg', 105],
        ['versailles', 10],
        ['paris', 19],
        ['maubeuge', 54],
        ['verdun-67', 67],
        ['verdun-76', 76],
        ['st-mihiel', 77],
        ['langres', 79],
        ['nancy', 87],
        ['toul', 87],
        ['epinal-4', 98],
        ['epinal-5', 98],
        ['belfort', 104],
      ];
      for (const [id, n] of forts)
        expect(scenario.setup, id).toContainEqual({ unit: id, at: String(n), reduced: false });
      for (const c of pack.counters.filter((c) => c.id.endsWith('-r')))
        expect(scenario.setup.some((e) => e.unit === c.id)).toBe(false);
      expect(tagged('fort')).toEqual([...new Set(forts.map(([, n]) => n))].sort((a, b) => a - b));
    });

    it('2.4: VIII Corps 5-2, Disorganized 3-1, sets up in 84; every Disorganized unit has MA 1', () => {
      expect(counter('de-viii')).toMatchObject({ values: [5, 2], reduced: [3, 1], valueNames: ['CS', 'MA'] });
      expect(placedAt(84)).toEqual(['de-viii']);
      for (const c of pack.counters.filter((c) => c.type === 'infantry' && c.reduced)) expect(c.reduced![1]).toBe(1);
    });

    it('2.4: the HA move 1 hex on both sides; their bombard numbers are not in the text (null)', () => {
      for (const id of ['de-ha305', 'de-ha420'])
        expect(counter(id)).toMatchObject({ values: [null, 1], reduced: [null, 1], valueNames: ['BN', 'MA'] });
    });

    it('no value is invented: every non-fort value is null except those of VIII Corps and the HA moves', () => {
      for (const c of pack.counters.filter(
        (c) => c.type !== 'fort' && !['de-viii', 'de-ha305', 'de-ha420'].includes(c.id),
      )) {
        expect(c.values.every((v) => v === null)).toBe(true);
        expect(c.schematic).toBe(true);
      }
    });
  });

  describe('scenario 2 (13.2): 7 turns, the set-up of scenario 1', () => {
    it('7 turns, the Allies first (turn 1: Allied initiative)', () => {
      expect(scenario.turns).toBe(7);
      expect(scenario.first).toBe('allied');
      expect(scenario.sides.map((s) => [s.id, s.nations])).toEqual([
        ['allied', ['fr', 'gb', 'be']],
        ['german', ['de']],
      ]);
    });

    it('3.1.2–3.1.3: the markers — trench +1 in Metz (86), Rail Net Ends in 56, German control in 72 and 73, the Allied Automatic Victory marker in 94, the Paris VP marker in 19', () => {
      expect(scenario.markers).toEqual([
        { kind: 'trench1', at: '86' },
        { kind: 'rail-net-ends', at: '56' },
        { kind: 'control-de', at: '72' },
        { kind: 'control-de', at: '73' },
        { kind: 'auto-victory', at: '94' },
        { kind: 'paris-vp', at: '19' },
      ]);
    });

    it('13.1: the forces in 62 (Belgian army), 54 (cavalry divisions), 46 (French 5th Army), 45 (BEF), 66 and 76', () => {
      expect(placedAt(62)).toEqual(['be-3', 'be-i', 'be-ii']);
      expect(placedAt(54)).toEqual(['fr-cav', 'maubeuge']);
      expect(placedAt(46)).toEqual(['fr-5a']);
      expect(placedAt(45)).toEqual(['gb-bef']);
      expect(placedAt(66)).toEqual(['fr-4a']);
      expect(placedAt(76)).toEqual(['fr-3a', 'verdun-76']);
      for (const id of ['gb-bef', 'fr-cav', 'fr-5a', 'fr-3a', 'fr-4a']) expect(counter(id).name).toContain('stand-in');
    });

    it('sets up in freeplay; units without a set-up hex in the text start off the map', () => {
      const game = createFreeplay(pack);
      const setup = game.setup({ scenario: scenario.id, options: {}, pack }, new ScriptedDice([]));
      if (!setup.ok) throw new Error(setup.error.message.en);
      expect(setup.state.units['paris']).toMatchObject({ at: '19', side: 'allied' });
      expect(setup.state.units['de-viii']).toMatchObject({ at: '84', side: 'german' });
      expect(setup.state.units['de-hq1']).toMatchObject({ at: null, side: 'german' });
      expect(setup.state.lastTurn).toBe(7);
      expect(setup.state.active).toBe('allied');
    });

    it('is played by its rules: the registry gives it its module (its fuzz: tests/unit/games/grand-illusion/play)', () => {
      expect(moduleFor(pack).id).toBe('grand-illusion');
    });
  });
});
