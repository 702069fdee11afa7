import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../src/cli/fuzz.js';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { SpaceGraph } from '../../../src/engine/core/map/graph.js';
import { validatePack, type PointMapData } from '../../../src/engine/core/pack.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { buildPathsOfGloryPack, setupRows } from '../../../src/engine/games/paths-of-glory/data/build-pack.js';
import { NEUTRAL_SETUP, SETUP } from '../../../src/engine/games/paths-of-glory/data/setup.js';
import { pathsOfGloryPack } from '../../../src/engine/games/paths-of-glory/pack.js';
import { builtInPack } from '../../../src/engine/packs.js';
import { moduleFor } from '../../../src/engine/modules.js';

const pack = pathsOfGloryPack();
const map = pack.map as PointMapData;
const space = (id: string) => map.spaces.find((s) => s.id === id)!;
const named = (name: string) => map.spaces.find((s) => s.name === name);
const graph = new SpaceGraph(
  map.spaces.map((s) => s.id),
  map.connections,
);
const connection = (a: string, b: string) => graph.connection(a, b);
const campaign = pack.scenarios.find((s) => s.id === 'campaign')!;
const at = (place: string) =>
  campaign.setup.filter((e) => e.at === place).map((e) => (e.reduced ? `(${e.unit})` : e.unit));
const corps = (nation: string, place: string, reduced = false) =>
  campaign.setup.filter((e) => e.at === place && e.unit.startsWith(`${nation}-c`) && e.reduced === reduced).length;
const trench = (place: string) => campaign.markers.some((m) => m.kind === 'trench1' && m.at === place);

describe('the Paths of Glory pack', () => {
  it('validates, is the built-in pack paths-of-glory, and is the output of its generator', () => {
    expect(validatePack(pack).ok).toBe(true);
    expect(builtInPack('paths-of-glory')).toEqual(pack);
    expect(pack.provenance.kind).toBe('schematic');
    expect(pack.provenance.source).toContain('rally-the-troops');
    expect(buildPathsOfGloryPack()).toEqual(pack);
  });

  describe('the map (2022 Deluxe data, laid out by our projection)', () => {
    it('holds 281 spaces, 63 of them on the Near East inset, joined by 476 connections', () => {
      expect(map.spaces).toHaveLength(281);
      expect(map.spaces.filter((s) => s.features.includes('near-east'))).toHaveLength(63);
      expect(map.connections).toHaveLength(476);
      expect(map.spaces.every((s) => s.schematic && s.source?.includes('RTT'))).toBe(true);
    });

    it('ids fit a Discord custom id: at most 16 letters, digits, - . _', () => {
      for (const id of [
        ...map.spaces.map((s) => s.id),
        ...map.boxes.map((b) => b.id),
        ...pack.counters.map((c) => c.id),
      ])
        expect(id).toMatch(/^[A-Za-z0-9_.-]{1,16}$/);
    });

    it('every space is linked, and every space can reach every other', () => {
      const reached = new Set(['paris']);
      const queue = ['paris'];
      while (queue.length > 0) {
        for (const next of graph.neighbours(queue.pop()!)) {
          if (reached.has(next)) continue;
          reached.add(next);
          queue.push(next);
        }
      }
      expect(reached.size).toBe(map.spaces.length);
    });

    it('spaces stand apart for legibility, inside the drawing', () => {
      let closest = Infinity;
      for (let i = 0; i < map.spaces.length; i++)
        for (let j = i + 1; j < map.spaces.length; j++)
          closest = Math.min(
            closest,
            Math.hypot(map.spaces[i]!.x - map.spaces[j]!.x, map.spaces[i]!.y - map.spaces[j]!.y),
          );
      expect(closest).toBeGreaterThan(60);
      for (const s of map.spaces) {
        expect(s.x).toBeGreaterThan(0);
        expect(s.y).toBeGreaterThan(0);
        expect(s.x).toBeLessThan(map.width);
        expect(s.y).toBeLessThan(map.height);
      }
    });

    it('is laid out by geography: Paris west of Berlin, Berlin west of Warsaw, London north of Paris', () => {
      expect(space('paris').x).toBeLessThan(space('berlin').x);
      expect(space('berlin').x).toBeLessThan(space('warsaw').x);
      expect(space('london').y).toBeLessThan(space('paris').y);
      expect(space('petrograd').y).toBeLessThan(space('moscow').y);
      expect(space('baghdad').y).toBeLessThan(space('basra').y);
    });

    it('11.1.4: dotted lines — only British units London–Calais, only Italian Taranto–Valona', () => {
      expect(connection('london', 'calais')).toMatchObject({ type: 'restricted', only: ['br'] });
      expect(connection('taranto', 'valona')).toMatchObject({ type: 'restricted', only: ['it'] });
    });

    it('11.1.4, 13.1.12: Russian dotted lines lead to the off-map boxes', () => {
      expect(map.spaces.filter((s) => s.features.includes('off-map')).map((s) => s.id)).toEqual([
        'petrograd',
        'moscow',
        'kharkov',
        'caucasus',
      ]);
      expect(connection('kharkov', 'kiev')).toMatchObject({ type: 'restricted', only: ['ru'] });
      expect(connection('caucasus', 'odessa')).toMatchObject({ only: ['ru'] });
    });

    it('2.1: the 4 MEF invasion beaches; the Sinai space (12.2.7)', () => {
      const beaches = map.spaces.filter((s) => s.features.includes('mef-beach'));
      expect(beaches.map((s) => s.id)).toEqual(['mef1', 'mef2', 'mef3', 'mef4']);
      expect(map.connections.filter((c) => c.type === 'beach')).toHaveLength(4);
      expect(named('Sinai')?.terrain).toBe('desert');
    });

    it('11.3.1: Constantinople and Bursa belong to both maps: on the inset, linked to Europe', () => {
      for (const id of ['constantinople', 'bursa']) expect(space(id).features).toContain('near-east');
      expect(graph.neighbours('constantinople')).toEqual(expect.arrayContaining(['adrianople', 'gallipoli']));
      expect(graph.neighbours('bursa')).toContain('balikesir');
    });

    it('the off-map boxes: a Reserve Box and an eliminated-units box per side', () => {
      expect(map.boxes.map((b) => b.id)).toEqual(['cp-reserve', 'cp-eliminated', 'ap-reserve', 'ap-eliminated']);
    });
  });

  describe('what the rulebook says of the spaces', () => {
    it('VP spaces: Kovno is not one, Lodz is (the map errata); Ahwaz is (11.1.13)', () => {
      expect(space('kovno').features).not.toContain('vp');
      expect(space('kovno').values['fort']).toBeGreaterThan(0);
      expect(space('lodz').features).toContain('vp');
      expect(space('ahwaz').values).toMatchObject({ vp: 1 });
    });

    it('16.4.6: the 7 VP spaces in Russia', () => {
      const russian = map.spaces.filter(
        (s) => s.nation === 'ru' && s.features.includes('vp') && !s.features.includes('near-east'),
      );
      expect(russian.map((s) => s.name).sort()).toEqual(['Kiev', 'Lodz', 'Minsk', 'Odessa', 'Riga', 'Vilna', 'Warsaw']);
    });

    it('14.2: supply sources Essen, Breslau, Sofia, Constantinople; London, Belgrade, the Russian edge; not Paris', () => {
      expect(
        map.spaces
          .filter((s) => s.features.includes('supply-source'))
          .map((s) => s.id)
          .sort(),
      ).toEqual(
        [
          'belgrade',
          'breslau',
          'caucasus',
          'constantinople',
          'essen',
          'kharkov',
          'london',
          'moscow',
          'petrograd',
          'sofia',
        ].sort(),
      );
      expect(space('paris').features).not.toContain('supply-source');
    });

    it('capitals: Paris (13.1.11), Vienna and Budapest (AH, 7.1.6)', () => {
      for (const id of ['paris', 'vienna', 'budapest']) expect(space(id).features).toContain('capital');
    });

    it('15.2.1 and the examples: Verdun fort 3, Nancy fort 2; Sedan and Tannenberg forest; Munkacs mountain', () => {
      expect(space('verdun').values['fort']).toBe(3);
      expect(space('nancy').values['fort']).toBe(2);
      expect(space('sedan').terrain).toBe('forest');
      expect(space('tannenberg').terrain).toBe('forest');
      expect(space('munkacs').terrain).toBe('mountain');
    });

    it('the TEC terrains: clear, forest, mountain, swamp, desert', () => {
      expect(map.terrains.map((t) => t.id)).toEqual(['clear', 'forest', 'mountain', 'swamp', 'desert']);
    });
  });

  describe('the counters', () => {
    const counter = (id: string) => pack.counters.find((c) => c.id === id)!;

    it('values the rulebook confirms: GE armies 5-3-3 and corps 2-1-4, RU 2nd Army 3-2-3, RU corps 1-1-3', () => {
      expect(counter('ge-8').values).toEqual([5, 3, 3]);
      expect(counter('ge-c1').values).toEqual([2, 1, 4]);
      expect(counter('ru-2').values).toEqual([3, 2, 3]);
      expect(counter('ru-c1').values).toEqual([1, 1, 3]);
    });

    it('BR 3rd and 4th Armies 4-3-3, FR 6th Army 3-3-3 and LF 3 reduced, reduced CND corps 2-1-4', () => {
      expect(counter('br-3').values).toEqual([4, 3, 3]);
      expect(counter('br-4').values).toEqual([4, 3, 3]);
      expect(counter('fr-6').values).toEqual([3, 3, 3]);
      expect(counter('fr-6').reduced?.[1]).toBe(3);
      expect(counter('cnd-c1').reduced).toEqual([2, 1, 4]);
    });

    it('every counter says where its values come from; 2.2.1: CF, LF, MF on both sides', () => {
      for (const c of pack.counters) {
        expect(c.schematic).toBe(true);
        expect(c.source).toContain('RTT');
        expect(c.valueNames).toEqual(['CF', 'LF', 'MF']);
        expect(c.reduced).toHaveLength(3);
      }
    });

    it('12.4.7: the armies that are never replaced carry the dot in their source', () => {
      for (const id of ['tu-yld', 'tu-aoi', 'fr-orient', 'ru-cau', 'br-bef', 'br-mef', 'br-ne'])
        expect(counter(id).source).toContain('never replaced');
    });
  });

  describe('the historical set-up (rulebook p. 25)', () => {
    it('three scenarios with the one set-up: Introductory 3 turns, Limited War 10, Campaign 20; CP first', () => {
      expect(pack.scenarios.map((s) => [s.id, s.turns])).toEqual([
        ['intro', 3],
        ['limited', 10],
        ['campaign', 20],
      ]);
      for (const s of pack.scenarios) {
        expect(s.setup).toEqual(campaign.setup);
        expect(s.markers).toEqual(campaign.markers);
        expect(s.first).toBe('cp');
      }
    });

    it('Austria-Hungary', () => {
      expect(corps('ah', 'cp-reserve')).toBe(5);
      expect(corps('ah', 'cracow')).toBe(1);
      expect(trench('cracow')).toBe(true);
      expect(at('tarnow')).toEqual(['ah-1']);
      expect(at('przemysl')).toEqual(['ah-4']);
      expect(at('tarnopol')).toEqual(['ah-3']);
      expect(corps('ah', 'czernowitz')).toBe(1);
      expect(at('munkacs')).toEqual(['(ah-2)']);
      expect(corps('ah', 'timisvar')).toBe(1);
      expect(at('novi-sad')).toEqual(['ah-5']);
      expect(at('sarajevo')).toEqual(['ah-6']);
      expect(at('trent')).toEqual([]);
      expect(trench('trent')).toBe(true);
      expect(corps('ah', 'villach')).toBe(1);
      expect(trench('villach')).toBe(true);
      expect(trench('trieste')).toBe(true);
    });

    it('Germany', () => {
      expect(corps('ge', 'cp-reserve')).toBe(8);
      expect(corps('ge', 'bremen', true)).toBe(1);
      expect(at('aachen')).toEqual(['ge-1']);
      expect(at('koblenz')).toEqual(['ge-2', 'ge-3']);
      expect(at('metz')).toEqual(['ge-4', 'ge-5']);
      expect(trench('metz')).toBe(true);
      expect(at('strasbourg')).toEqual(['ge-6']);
      expect(at('mulhouse')).toEqual(['(ge-7)']);
      expect(trench('mulhouse')).toBe(true);
      expect(trench('konigsberg')).toBe(true);
      expect(at('insterberg')).toEqual(['ge-8', 'ge-c10']);
      expect(corps('ge', 'oppeln', true)).toBe(1);
    });

    it('Belgium, Britain, Montenegro, Serbia', () => {
      expect(at('antwerp')).toEqual(['be-1']);
      expect(corps('be', 'ap-reserve')).toBe(1);
      expect(corps('br', 'ap-reserve')).toBe(1);
      expect(at('ap-reserve')).toContain('bef-c1');
      expect(at('brussels')).toEqual(['br-bef']);
      for (const place of ['brussels', 'port-said', 'cairo', 'basra']) expect(trench(place)).toBe(true);
      for (const place of ['port-said', 'cairo', 'basra']) expect(corps('br', place, true)).toBe(1);
      expect(corps('mn', 'cetinje')).toBe(1);
      expect(corps('sb', 'ap-reserve')).toBe(2);
      expect(at('belgrade')).toEqual(['sb-1']);
      expect(at('valjevo')).toEqual(['sb-2']);
    });

    it('France', () => {
      expect(corps('fr', 'ap-reserve')).toBe(7);
      expect(at('sedan')).toEqual(['fr-5']);
      expect(at('verdun')).toEqual(['fr-3', 'fr-4']);
      expect(at('nancy')).toEqual(['fr-1', 'fr-2']);
      expect(corps('fr', 'belfort')).toBe(2);
      expect(at('bar-le-duc')).toEqual(['(fr-9)']);
      expect(at('paris')).toEqual(['(fr-6)']);
      expect(corps('fr', 'grenoble')).toBe(1);
      for (const place of ['verdun', 'nancy', 'belfort', 'paris']) expect(trench(place)).toBe(true);
    });

    it('Russia; the 4th Army’s Ostrowiec, no space of this map, is Ivangorod', () => {
      expect(corps('ru', 'ap-reserve')).toBe(6);
      for (const place of ['riga', 'szawli', 'grodno', 'odessa', 'batum', 'kars', 'erivan'])
        expect(corps('ru', place)).toBe(1);
      expect(trench('riga')).toBe(true);
      expect(trench('odessa')).toBe(true);
      expect(at('kovno')).toEqual(['ru-1']);
      expect(at('lomza')).toEqual(['ru-2']);
      expect(at('ivangorod')).toEqual(['ru-4']);
      expect(named('Ostrowiec')).toBeUndefined();
      expect(setupRows(SETUP).find((r) => r.book === 'Ostrowiec')?.at).toBe('ivangorod');
      expect(at('lublin')).toEqual(['ru-5']);
      expect(at('dubno')).toEqual(['ru-3']);
      expect(at('kamenets')).toEqual(['ru-8']);
    });

    it('counts: 83 units and 17 trenches; the neutrals start off the map', () => {
      expect(campaign.setup).toHaveLength(83);
      expect(campaign.markers).toHaveLength(17);
      const placed = new Set(campaign.setup.map((e) => e.unit));
      for (const c of pack.counters.filter((c) => ['it', 'tu', 'bu', 'ro', 'gr', 'us'].includes(c.nation)))
        expect(placed.has(c.id)).toBe(false);
    });

    it('the neutrals’ entry set-ups fit the map and the counter mix (Turkey: 15 corps)', () => {
      const next = new Map<string, number>();
      setupRows(SETUP, next);
      const rows = setupRows(NEUTRAL_SETUP, next);
      const ids = new Set(pack.counters.map((c) => c.id));
      for (const row of rows) {
        expect(map.spaces.some((s) => s.id === row.at) || map.boxes.some((b) => b.id === row.at)).toBe(true);
        for (const u of row.units) expect(ids.has(u.unit), u.unit).toBe(true);
      }
      expect(rows.flatMap((r) => r.units).filter((u) => u.unit.startsWith('tu-c'))).toHaveLength(15);
      expect(rows.find((r) => r.at === 'sofia')?.units).toHaveLength(2);
      expect(rows.filter((r) => r.trench === 1).map((r) => r.at)).toEqual(['baghdad', 'gaza']);
    });
  });

  describe('in freeplay', () => {
    it('sets up every scenario: units where the book puts them, the rest off the map', () => {
      const game = createFreeplay(pack);
      for (const s of pack.scenarios) {
        const setup = game.setup({ scenario: s.id, options: {}, pack }, new ScriptedDice([]));
        if (!setup.ok) throw new Error(setup.error.message.en);
        expect(setup.state.units['ge-1']).toMatchObject({ at: 'aachen', side: 'cp', reduced: false });
        expect(setup.state.units['fr-6']).toMatchObject({ at: 'paris', side: 'ap', reduced: true });
        expect(setup.state.units['it-1']).toMatchObject({ at: null, side: 'ap' });
        expect(setup.state.lastTurn).toBe(s.turns);
        expect(setup.state.active).toBe('cp');
      }
    });
  });

  describe('played by its rules (the registry gives it its module)', () => {
    it('survives the fuzzer: every game to its end, replays equal to their snapshots, the invariants kept', async () => {
      expect(moduleFor(pack).id).toBe('paths-of-glory');
      const report = await fuzz({ pack, games: 6, seed: 'paths-of-glory', maxActions: 20_000 });
      expect(report.findings).toEqual([]);
      expect(report.finished).toBe(6);
    }, 180_000);
  });
});
