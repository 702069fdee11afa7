import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideOf, type Side } from '../../../../src/engine/games/paths-of-glory/model.js';
import { entryPlacements } from '../../../../src/engine/games/paths-of-glory/play/entry.js';
import type { PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import type { Position } from '../../../../src/engine/games/paths-of-glory/rules/position.js';
import {
  attritionSuppliedSpaces,
  CP_SOURCES,
  MEF,
  SALONIKA,
  SUPPLY_NETWORKS,
  suppliedSpaces,
  supplySources,
  tracedSpaces,
  unitInSupply,
  type SupplyNetwork,
} from '../../../../src/engine/games/paths-of-glory/rules/supply.js';
import { at, built, campaign, game, type Changes } from './play/position.js';

/** Supply (14.0) on built positions: each case of the book, then properties that hold of any position. */

const start = campaign();
const position = (changes: Changes = {}): Position => at(built(start, changes));
const sorted = (set: ReadonlySet<string>): string[] => [...set].sort();
const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>): string[] => [...a].filter((x) => !b.has(x)).sort();
const spacesOf = (...nations: string[]): string[] =>
  Object.values(game.model.spaces)
    .filter((s) => nations.includes(s.nation ?? ''))
    .map((s) => s.id)
    .sort();
const allied = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'ap' as const]));
const central = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'cp' as const]));

describe('Paths of Glory: supply lines (14.1)', () => {
  it('14.1.2 a line runs through friendly-controlled spaces to a source: at the start, every German and Austro-Hungarian space', () => {
    expect(sorted(suppliedSpaces(position(), 'cp'))).toEqual(spacesOf('ge', 'ah'));
  });

  it('14.1.2 never through or to a friendly besieged fort', () => {
    // Riga and Kovno besieged by the Central Powers, Dvinsk theirs: Szawli and Libau reach Russia only through them.
    const open = position({ control: central('dvinsk') });
    const closed = position({ control: central('dvinsk'), state: { besieged: ['riga', 'kovno'] } });
    expect(minus(suppliedSpaces(open, 'ap', 'ru'), suppliedSpaces(closed, 'ap', 'ru'))).toEqual([
      'kovno',
      'libau',
      'riga',
      'szawli',
    ]);
    // A besieged Belgrade is no source: the Balkan spaces it supplied are out.
    const belgrade = position({ state: { besieged: ['belgrade'] } });
    expect(minus(suppliedSpaces(position(), 'ap', 'sb'), suppliedSpaces(belgrade, 'ap', 'sb'))).toEqual([
      'belgrade',
      'cetinje',
      'monastir',
      'nis',
      'skopje',
      'tirana',
      'valjevo',
      'valona',
    ]);
    // Essen lost and Breslau besieged: no Central Powers line at all.
    expect(
      sorted(suppliedSpaces(position({ control: allied('essen'), state: { besieged: ['breslau'] } }), 'cp')),
    ).toEqual([]);
  });

  it('14.1.3 never through an enemy-controlled space, but through a besieged enemy fort (15.2.2); an unbesieged one blocks (15.2.4)', () => {
    // Brussels is the Central Powers'; its only way home is Liege, an Allied fort.
    const changes: Changes = { control: central('brussels'), units: { 'ge-c1': 'brussels', 'ge-1': 'liege' } };
    const blocked = position(changes);
    expect(suppliedSpaces(blocked, 'cp').has('brussels')).toBe(false);
    expect(unitInSupply(blocked, 'ge-c1')).toBe(false);
    // 15.2.4: the German army stands in Liege without a siege: its own space blocks its line.
    expect(unitInSupply(blocked, 'ge-1')).toBe(false);
    const besieged = position({ ...changes, state: { besieged: ['liege'] } });
    expect(minus(suppliedSpaces(besieged, 'cp'), suppliedSpaces(blocked, 'cp'))).toEqual(['brussels', 'liege']);
    expect(unitInSupply(besieged, 'ge-c1')).toBe(true);
    expect(unitInSupply(besieged, 'ge-1')).toBe(true);
  });

  it('14.1.2 dotted lines only where the unit may go: Russians along Riga–Reval, Serbs and Romanians only to the off-map boxes', () => {
    const p = position({ control: central('dvinsk', 'szawli') });
    const [ru, sb, ro] = (['ru', 'sb', 'ro'] as const).map((n) => suppliedSpaces(p, 'ap', n));
    expect(minus(ru!, sb!)).toEqual(['riga']);
    expect(minus(ru!, ro!)).toEqual(['riga']);
    expect(minus(sb!, ru!)).toEqual([]);
    for (const n of ['ru', 'sb', 'ro'] as const) expect(suppliedSpaces(p, 'ap', n).has('reval')).toBe(true);
  });

  it('11.1.11 reading: a neutral country is closed to lines, Italy’s spaces open when it enters the war', () => {
    const war = position({ state: { atWar: ['it'] } });
    expect(minus(suppliedSpaces(war, 'ap'), suppliedSpaces(position(), 'ap'))).toEqual(spacesOf('it'));
    expect(minus(suppliedSpaces(position(), 'ap'), suppliedSpaces(war, 'ap'))).toEqual([]);
  });

  it('14.1.2 the Italian dotted line Taranto–Valona is the Italians’ only', () => {
    const p = position({ control: central('cetinje', 'skopje'), state: { atWar: ['it'] } });
    expect(minus(suppliedSpaces(p, 'ap', 'ap-it'), suppliedSpaces(p, 'ap', 'ap'))).toEqual(['tirana', 'valona']);
    expect(unitInSupply(at(built(p.state, { units: { 'it-c1': 'valona', 'fr-c1': 'tirana' } })), 'it-c1')).toBe(true);
    expect(unitInSupply(at(built(p.state, { units: { 'it-c1': 'valona', 'fr-c1': 'tirana' } })), 'fr-c1')).toBe(false);
  });

  it('14.1.2 the Turkish dotted line Medina–Aqaba is the Turks’ only', () => {
    const p = position({ state: { atWar: ['tu'] }, units: { 'tu-c1': 'medina', 'ge-c1': 'medina' } });
    expect(minus(suppliedSpaces(p, 'cp', 'cp-tu'), suppliedSpaces(p, 'cp', 'cp'))).toEqual(['medina']);
    expect(unitInSupply(p, 'tu-c1')).toBe(true);
    expect(unitInSupply(p, 'ge-c1')).toBe(false);
  });
});

describe('Paths of Glory: supply by sea (14.1.4)', () => {
  it('14.1.4 overland to a friendly port, by sea to another, overland to a source; or straight to a port that is a source', () => {
    // Libau, cut off by an Allied Memel and Szawli, is reached by sea from Kiel and the other German ports.
    const libau = position({ control: { libau: 'cp', memel: 'ap' } });
    expect(minus(suppliedSpaces(libau, 'cp'), suppliedSpaces(position(), 'cp'))).toEqual(['libau']);
    expect(minus(suppliedSpaces(position(), 'cp'), suppliedSpaces(libau, 'cp'))).toEqual(['memel']);
    // Marseilles, cut off overland, is London's by sea (London is a port and the source).
    const marseilles = position({ control: central('avignon', 'nice'), units: { 'fr-c1': 'marseilles' } });
    expect(suppliedSpaces(marseilles, 'ap', 'ap').has('marseilles')).toBe(true);
    expect(unitInSupply(marseilles, 'fr-c1')).toBe(true);
  });

  it('14.1.4.1 the Central Powers use only their ports in Germany and Russia, never a besieged Riga (15.2.2)', () => {
    // Ostend is a port, but a Belgian one.
    const ostend = position({ control: { ostend: 'cp' } });
    expect(sorted(suppliedSpaces(ostend, 'cp'))).toEqual(sorted(suppliedSpaces(position(), 'cp')));
    // Riga cut off overland: besieged (the Allies' fort, traced through but no port), or taken (its fort destroyed).
    const cut = { szawli: 'ap' as const, dvinsk: 'ap' as const };
    const besieged = position({ control: cut, units: { 'ge-1': 'riga' }, state: { besieged: ['riga'] } });
    expect(sorted(suppliedSpaces(besieged, 'cp'))).toEqual(sorted(suppliedSpaces(position(), 'cp')));
    expect(unitInSupply(besieged, 'ge-1')).toBe(false);
    const taken = position({
      control: { ...cut, riga: 'cp' },
      units: { 'ge-1': 'riga' },
      state: { destroyed: ['riga'] },
    });
    expect(minus(suppliedSpaces(taken, 'cp'), suppliedSpaces(position(), 'cp'))).toEqual(['riga']);
    expect(unitInSupply(taken, 'ge-1')).toBe(true);
  });

  it('14.1.4.2 the Allies use their ports outside Germany and Russia, Constantinople only while they control Gallipoli', () => {
    // Libau (Russia) is no Allied port: a French corps there is out of supply.
    const libau = position({ units: { 'fr-c1': 'libau' }, control: central('szawli') });
    expect(unitInSupply(libau, 'fr-c1')).toBe(false);
    const constantinople: Changes = { control: allied('constantinople'), state: { atWar: ['tu'] } };
    expect(suppliedSpaces(position(constantinople), 'ap', 'ap').has('constantinople')).toBe(false);
    const gallipoli = position({ ...constantinople, control: allied('constantinople', 'gallipoli') });
    expect(sorted(suppliedSpaces(gallipoli, 'ap', 'ap')).filter((s) => spacesOf('tu').includes(s))).toEqual([
      'constantinople',
      'gallipoli',
    ]);
  });

  it('9.5.3.5, 9.2.7.1 the MEF Beachhead is an Allied port, for the MEF army and the BR and AUS corps only', () => {
    const changes: Changes = {
      control: allied('mef1', 'gallipoli'),
      units: { 'br-mef': 'mef1', 'br-c1': 'gallipoli', 'aus-c1': 'gallipoli', 'fr-c1': 'gallipoli' },
      state: { atWar: ['tu'], events: [MEF] },
    };
    const p = position(changes);
    expect(minus(suppliedSpaces(p, 'ap', 'ap-mef'), suppliedSpaces(p, 'ap', 'ap-br'))).toEqual(['gallipoli', 'mef1']);
    expect(['br-mef', 'br-c1', 'aus-c1', 'fr-c1'].map((u) => unitInSupply(p, u))).toEqual([true, true, true, false]);
    const cnd = position({ ...changes, units: { 'br-mef': 'mef1', 'cnd-c1': 'gallipoli', 'br-1': 'gallipoli' } });
    expect(unitInSupply(cnd, 'cnd-c1')).toBe(false);
    expect(unitInSupply(cnd, 'br-1')).toBe(false);
    // Without the MEF event, no Beachhead.
    expect(unitInSupply(position({ ...changes, state: { atWar: ['tu'] } }), 'br-mef')).toBe(false);
  });
});

describe('Paths of Glory: units that need no line (14.1.5–14.1.8)', () => {
  it('14.1.5 Montenegrin units, the ANA and the SN are always in supply', () => {
    const p = position({
      control: central('mostar', 'tirana'),
      units: { 'mn-c1': 'cetinje', 'ana-c1': 'arabia', 'sn-c1': 'libya', 'fr-c1': 'cetinje', 'br-c1': 'arabia' },
      state: { atWar: ['tu'] },
    });
    expect(['mn-c1', 'ana-c1', 'sn-c1'].map((u) => unitInSupply(p, u))).toEqual([true, true, true]);
    expect(['fr-c1', 'br-c1'].map((u) => unitInSupply(p, u))).toEqual([false, false]);
  });

  it('14.1.6 Serbian units are always in supply in Serbia, not outside it', () => {
    const p = position({
      control: central('belgrade'),
      units: { 'sb-1': 'valjevo', 'sb-2': 'cetinje' },
      state: { destroyed: ['belgrade'] },
    });
    expect(unitInSupply(p, 'sb-1')).toBe(true);
    expect(unitInSupply(p, 'sb-2')).toBe(false);
    expect(suppliedSpaces(p, 'ap', 'sb').has('valjevo')).toBe(false);
  });

  it('14.1.8 Turkish units in Medina are in supply for the Attrition Phase only', () => {
    const cut = position({
      control: allied('aqaba'),
      units: { 'tu-c1': 'medina', 'ge-c1': 'medina' },
      state: { atWar: ['tu'], destroyed: ['aqaba'] },
    });
    expect(unitInSupply(cut, 'tu-c1')).toBe(false);
    expect(unitInSupply(cut, 'tu-c1', 'attrition')).toBe(true);
    expect(unitInSupply(cut, 'ge-c1', 'attrition')).toBe(false);
    expect(unitInSupply(position({ units: { 'tu-c1': 'medina' }, state: { atWar: ['tu'] } }), 'tu-c1')).toBe(true);
  });
});

describe('Paths of Glory: supply sources (14.2)', () => {
  it('14.2 the map’s supply sources are the book’s', () => {
    const marked = Object.values(game.model.spaces).filter((s) => s.supplySource);
    expect(marked.map((s) => s.id).sort()).toEqual(
      [...CP_SOURCES, 'london', 'belgrade', 'petrograd', 'moscow', 'kharkov', 'caucasus'].sort(),
    );
  });

  it('14.2.1 the Central Powers trace to Essen, Breslau, Sofia or Constantinople, the last two once their nation is at war', () => {
    expect(supplySources(position(), 'cp').sort()).toEqual(['breslau', 'constantinople', 'essen', 'sofia']);
    const lost: Changes = { control: allied('essen', 'breslau') };
    expect(sorted(suppliedSpaces(position(lost), 'cp'))).toEqual([]);
    expect(sorted(suppliedSpaces(position({ ...lost, state: { atWar: ['bu'] } }), 'cp'))).toEqual(spacesOf('bu'));
  });

  it('14.2.2 Russians trace to the Russian map edge or Belgrade, never by sea', () => {
    expect(supplySources(position(), 'ru').sort()).toEqual([
      'belgrade',
      'caucasus',
      'kharkov',
      'london',
      'moscow',
      'petrograd',
    ]);
    const p = position({
      control: central('avignon', 'nice'),
      units: { 'ru-c1': 'marseilles', 'fr-c1': 'marseilles' },
    });
    expect(unitInSupply(p, 'ru-c1')).toBe(false);
    expect(unitInSupply(p, 'fr-c1')).toBe(true);
  });

  it('14.2.3 Serbs trace to Salonika too while the Allies control it; 9.5.2.4 not through neutral Greek units', () => {
    const lost: Changes = { control: central('belgrade'), state: { destroyed: ['belgrade'], events: [SALONIKA] } };
    const p = position(lost);
    expect(sorted(suppliedSpaces(p, 'ap', 'sb')).filter((s) => spacesOf('sb', 'gr', 'al', 'mn').includes(s))).toEqual(
      [
        'cetinje',
        'florina',
        'kavala',
        'larisa',
        'monastir',
        'nis',
        'salonika',
        'skopje',
        'athens',
        'tirana',
        'valjevo',
        'valona',
      ].sort(),
    );
    expect(suppliedSpaces(p, 'ap', 'ru').has('salonika')).toBe(false);
    // Greece neutral and no Salonika event: its spaces are closed.
    expect(suppliedSpaces(position({ ...lost, state: { destroyed: ['belgrade'] } }), 'ap', 'sb').has('nis')).toBe(
      false,
    );
    // A neutral Greek corps in Salonika closes it (9.5.2.4); the neutral corps is not put to the test (README).
    const greek = position({ ...lost, units: { 'gr-c1': 'salonika' } });
    expect(suppliedSpaces(greek, 'ap', 'sb').has('nis')).toBe(false);
    expect(unitInSupply(greek, 'gr-c1')).toBe(true);
  });

  it('14.2.3 reading: a Serbian line may go by sea to Salonika (14.2.2 forbids the sea only to the Russian edge, Belgrade and London)', () => {
    const p = position({
      control: { ...central('avignon', 'nice') },
      units: { 'sb-c1': 'marseilles', 'ru-c1': 'marseilles' },
      state: { events: [SALONIKA] },
    });
    expect(unitInSupply(p, 'sb-c1')).toBe(true);
    expect(unitInSupply(p, 'ru-c1')).toBe(false);
  });

  it('14.2.4 London is every Allied unit’s source, Paris none', () => {
    const p = position({ control: central('london') });
    for (const n of ['ap', 'ap-br', 'ap-mef', 'ap-it'] as const) expect(sorted(suppliedSpaces(p, 'ap', n))).toEqual([]);
    expect(unitInSupply(p, 'fr-6')).toBe(false);
  });

  it('14.2.5 spaces trace to any source of their side: a French corps in Nis is out of supply, Nis itself is not', () => {
    const p = position({ units: { 'fr-c1': 'nis' } });
    expect(unitInSupply(p, 'fr-c1')).toBe(false);
    expect(attritionSuppliedSpaces(p, 'ap').has('nis')).toBe(true);
    expect(sorted(attritionSuppliedSpaces(p, 'ap'))).toEqual(sorted(suppliedSpaces(p, 'ap')));
    expect(sorted(attritionSuppliedSpaces(p, 'cp'))).toEqual(sorted(suppliedSpaces(p, 'cp')));
  });

  it('11.1.4 in the Attrition Phase a space traces along any friendly dotted line', () => {
    // Riga reaches Petrograd only along Riga–Reval, a Russian line.
    const p = position({ control: central('dvinsk', 'szawli') });
    expect(attritionSuppliedSpaces(p, 'ap').has('riga')).toBe(true);
    expect(suppliedSpaces(p, 'ap', 'ap').has('riga')).toBe(false);
  });

  it('11.1.12 Albanian spaces trace to Taranto, also while Italy is neutral', () => {
    const p = position({ control: central('cetinje', 'skopje') });
    const spaces = attritionSuppliedSpaces(p, 'ap');
    expect(spacesOf('al').filter((s) => spaces.has(s))).toEqual(['tirana', 'valona']);
    expect(spaces.has('taranto')).toBe(false);
    expect(suppliedSpaces(p, 'ap').has('valona')).toBe(false);
  });

  it('11.1.15 a Central Powers space the ANA occupies is Allied for supply', () => {
    const turks: Changes = { units: { 'tu-c1': 'medina' }, state: { atWar: ['tu'] } };
    const p = position({ ...turks, units: { 'tu-c1': 'medina', 'ana-c1': 'aqaba' } });
    expect(minus(suppliedSpaces(position(turks), 'cp', 'cp-tu'), suppliedSpaces(p, 'cp', 'cp-tu'))).toEqual([
      'aqaba',
      'medina',
    ]);
    expect(unitInSupply(p, 'tu-c1')).toBe(false);
    expect(unitInSupply(position(turks), 'tu-c1')).toBe(true);
  });
});

describe('Paths of Glory: supply at the start and in any position', () => {
  it('4.2 at the campaign start every unit on the map is in supply', () => {
    const p = position();
    const onMap = Object.entries(start.units).filter(([, u]) => game.model.spaces[u.at]);
    expect(onMap.length).toBeGreaterThan(50);
    expect(onMap.filter(([id]) => !unitInSupply(p, id)).map(([id]) => id)).toEqual([]);
  });

  it('4.2, 9.5.2 a neutral nation’s units are in supply where they set up on its entry', () => {
    for (const nation of ['it', 'tu', 'bu', 'ro', 'gr']) {
      const placed = entryPlacements(nation).filter((e) => game.model.spaces[e.at]);
      const p = position({ units: Object.fromEntries(placed.map((e) => [e.unit, e.at])), state: { atWar: [nation] } });
      expect(placed.length).toBeGreaterThan(0);
      expect(placed.filter((e) => !unitInSupply(p, e.unit)).map((e) => e.unit)).toEqual([]);
    }
  });

  // Positions: the start with some spaces' control changed, some nations at war, some units moved.
  const spaceIds = Object.keys(game.model.spaces).sort();
  const unitIds = Object.keys(game.model.units).sort();
  const anyPosition = fc
    .record({
      control: fc.dictionary(fc.constantFrom(...spaceIds), fc.constantFrom<'cp' | 'ap' | null>('cp', 'ap', null), {
        maxKeys: 12,
      }),
      moved: fc.dictionary(fc.constantFrom(...unitIds), fc.constantFrom(...spaceIds), { maxKeys: 8 }),
      atWar: fc.subarray(['it', 'tu', 'bu', 'ro', 'gr']),
      besieged: fc.subarray(['liege', 'verdun', 'belgrade', 'riga', 'kovno', 'breslau', 'przemysl']),
    })
    .map(({ control, moved, atWar, besieged }) =>
      built(start, { control, units: moved, state: { atWar, besieged, events: [SALONIKA, MEF] } }),
    );
  const anyUnit = fc.constantFrom(...unitIds);
  const anySpace = fc.constantFrom(...spaceIds);
  const side = fc.constantFrom<Side>('cp', 'ap');
  const subset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((x) => b.has(x));
  const sideOfUnit = (u: string): Side => sideOf(game.model.units[u]!.nation!);

  it('property: an enemy unit added never adds a supplied space; removed, never takes one away', () => {
    fc.assert(
      fc.property(anyPosition, side, anyUnit, anySpace, (state, s, unit, to) => {
        fc.pre(sideOfUnit(unit) !== s && state.units[unit]?.at !== to);
        const without: PogState = { ...state, units: { ...state.units, [unit]: { ...state.units[unit]!, at: 'off' } } };
        const withIt: PogState = { ...state, units: { ...state.units, [unit]: { ...state.units[unit]!, at: to } } };
        const before = at(without);
        const after = at(withIt);
        expect(subset(suppliedSpaces(after, s), suppliedSpaces(before, s))).toBe(true);
        expect(subset(attritionSuppliedSpaces(after, s), attritionSuppliedSpaces(before, s))).toBe(true);
        for (const n of SUPPLY_NETWORKS[s])
          expect(subset(suppliedSpaces(after, s, n), suppliedSpaces(before, s, n))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('property: a space given to the enemy never adds a supplied space', () => {
    fc.assert(
      fc.property(anyPosition, side, anySpace, (state, s, space) => {
        // A besieged fort keeps its control until it falls (15.3): its siege is read from who controls it.
        fc.pre(!state.besieged.includes(space));
        const lost = at({ ...state, control: { ...state.control, [space]: s === 'cp' ? 'ap' : 'cp' } });
        expect(subset(suppliedSpaces(lost, s), suppliedSpaces(at(state), s))).toBe(true);
        expect(subset(attritionSuppliedSpaces(lost, s), attritionSuppliedSpaces(at(state), s))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('property: the order the sources are traced and the units are listed in changes nothing', () => {
    const network = fc.constantFrom<SupplyNetwork>(...SUPPLY_NETWORKS.cp, ...SUPPLY_NETWORKS.ap);
    fc.assert(
      fc.property(anyPosition, network, fc.infiniteStream(fc.nat()), (state, n, stream) => {
        const p = at(state);
        const s = n.startsWith('cp') ? 'cp' : 'ap';
        const sources = supplySources(p, n);
        const shuffled = [...sources];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = stream.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        expect(sorted(tracedSpaces(p, n, shuffled))).toEqual(sorted(suppliedSpaces(p, s, n)));
        const reversed: PogState = { ...state, units: Object.fromEntries(Object.entries(state.units).reverse()) };
        expect(sorted(suppliedSpaces(at(reversed), s, n))).toEqual(sorted(suppliedSpaces(p, s, n)));
        for (const u of Object.keys(state.units).filter((u) => game.model.spaces[state.units[u]!.at]))
          expect(unitInSupply(at(reversed), u)).toBe(unitInSupply(p, u));
      }),
      { numRuns: 40 },
    );
  });
});
