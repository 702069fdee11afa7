/**
 * Builds the Napoleon's Greatest Gamble pack (data/pack.json) from the rulebook's facts and our own projection of
 * western Russia. Run from the repository root (prettier lays the one-line output out) and commit the output; the
 * product reads only the JSON:
 *
 *   node --import tsx scripts/build-pack.ts napoleon-1812 > src/engine/games/napoleon-1812/data/pack.json
 *   npx prettier --write src/engine/games/napoleon-1812/data/pack.json
 *
 * The map. The rulebook (Italian translation, rules v1.1P, Europa Simulazioni 2014) holds no map; it writes the
 * set-up hexes, Lemberg 2217, the Cavalry Reserve's 2309–2510 and the reference hex 1317. They are XXYY numbers:
 * XX falls eastwards (the Russians set up at 14xx–20xx, the French at 21xx–25xx), YY grows southwards (Riga's corps
 * at 1904, Lemberg 2217), and the French group 2206, 2207, 2208, 2308, 2407, 2508 is one connected block only on
 * flat-topped columns with the even ones half a hex down. We draw it north up and east right: column 30 − XX.
 * Places are projected from latitude and longitude (below, approximate) by an affine fit through the hexes where
 * the set-up puts the corps that stood at those towns in June 1812. For legibility distances are squeezed (×0.6)
 * east of 28°E and north of 57°N, so that Moscow, Kaluga and St Petersburg, which the rules need, fit on
 * rows and columns numbered from 01 while the set-up area keeps its scale. All of it is our reading.
 */
import type { HexGrid, HexLayout } from '../../../core/map/hex.js';
import {
  crossedHexsides,
  fitAffine,
  gridWithCentres,
  HexsideFeatures,
  insidePolygon,
  kilometres,
  latLons,
  nearestHex,
  type LatLon,
  type Planar,
} from '../../../core/map/geography.js';
import { loc } from '../../../core/localized.js';
import { PACK_FORMAT, validatePack, type Counter, type HexMapData, type Pack } from '../../../core/pack.js';

const COLUMNS = { first: 1, last: 29 };
const ROWS = { first: 1, last: 20 };
const MIRROR = 30;
const LAYOUT: HexLayout = { orientation: 'flat', stagger: 'even' };
const at = (xx: number, yy: number) => `${String(xx).padStart(2, '0')}${String(yy).padStart(2, '0')}`;
const offsetOf = (id: string) => ({ col: MIRROR - Number(id.slice(0, 2)), row: Number(id.slice(2)) });

const ORIGIN: LatLon = { lat: 54.5, lon: 24 };
/** The legibility squeeze: east of 28°E and north of 57°N distances shrink. */
const SQUEEZE = { lon: 28, east: 0.6, lat: 57, north: 0.6 };
const squeezed = ({ lat, lon }: LatLon): LatLon => ({
  lat: lat <= SQUEEZE.lat ? lat : SQUEEZE.lat + (lat - SQUEEZE.lat) * SQUEEZE.north,
  lon: lon <= SQUEEZE.lon ? lon : SQUEEZE.lon + (lon - SQUEEZE.lon) * SQUEEZE.east,
});

/** Towns with the hex where the 14.1 set-up puts the corps that stood there in June 1812 (our reading). */
const ANCHORS: readonly { place: LatLon; hex: string }[] = [
  { place: { lat: 56.949, lon: 24.105 }, hex: '1904' }, // Riga: the Riga Corps (Essen)
  { place: { lat: 49.839, lon: 24.029 }, hex: '2217' }, // Lemberg: 13.2 legend "Lemberg (2217)"
  { place: { lat: 55.082, lon: 21.88 }, hex: '2307' }, // Tilsit: X Corps (MacDonald)
  { place: { lat: 54.65, lon: 23.03 }, hex: '2308' }, // Wilkowiszki: Napoleon with the Guard, I and II Corps
  { place: { lat: 55.29, lon: 23.97 }, hex: '1806' }, // Keidany: 1-I Corps (Wittgenstein)
  { place: { lat: 54.687, lon: 25.28 }, hex: '1808' }, // Wilno: 1-II, 1-III Corps (Barclay)
  { place: { lat: 55.13, lon: 26.16 }, hex: '1708' }, // Sventsiany: 1-V Corps, the Guard (Constantine)
  { place: { lat: 53.89, lon: 25.3 }, hex: '1609' }, // Lida: 1-VI Corps (Docturov)
  { place: { lat: 53.16, lon: 24.45 }, hex: '1912' }, // Volkovysk: 2-VII Corps (Bagration's 2nd Army)
];

interface City {
  readonly name: string;
  readonly place: LatLon;
  /** 14.7: Moscow, St Petersburg and Warsaw 3 VP; the other VP cities' value is printed on the map (unknown). */
  readonly vp?: 3 | 'map';
  /** A hex the rulebook gives. */
  readonly hex?: string;
  readonly source: string;
}

const VP = 'rulebook 14.7: VP city';
/**
 * The rulebook's cities (14.7, 13.2), then other towns of 1812 we add by geography. Names in the book's spelling,
 * but for the three the Italian translation renders in Italian: there the original's (its legend's "St P").
 */
const CITIES: readonly City[] = [
  { name: 'Moscow', place: { lat: 55.756, lon: 37.617 }, vp: 3, source: `${VP} ("Mosca"), 3 VP` },
  {
    name: 'St Petersburg',
    place: { lat: 59.939, lon: 30.316 },
    vp: 3,
    source: `${VP} ("San Pietroburgo", "St P"), 3 VP; Russian USS and reinforcements (13.3)`,
  },
  { name: 'Warsaw', place: { lat: 52.23, lon: 21.011 }, vp: 3, source: `${VP} ("Varsavia"), 3 VP` },
  { name: 'Brzesc', place: { lat: 52.097, lon: 23.734 }, vp: 'map', source: VP },
  {
    name: 'Kiev',
    place: { lat: 50.45, lon: 30.523 },
    vp: 'map',
    source: `${VP}; Russian USS and reinforcements (13.3)`,
  },
  { name: 'Konigsberg', place: { lat: 54.71, lon: 20.511 }, vp: 'map', source: VP },
  {
    name: 'Lemberg',
    place: { lat: 49.839, lon: 24.029 },
    vp: 'map',
    hex: '2217',
    source: `${VP}; 13.2 legend: Austrians arrive at Lemberg (2217)`,
  },
  { name: 'Luck', place: { lat: 50.747, lon: 25.325 }, vp: 'map', source: VP },
  { name: 'Minsk', place: { lat: 53.902, lon: 27.562 }, vp: 'map', source: VP },
  {
    name: 'Riga',
    place: { lat: 56.949, lon: 24.105 },
    vp: 'map',
    source: `${VP}; the Riga Corps sets up at 1904 (14.1)`,
  },
  { name: 'Smolensk', place: { lat: 54.782, lon: 32.045 }, vp: 'map', source: VP },
  { name: 'Wilno', place: { lat: 54.687, lon: 25.28 }, vp: 'map', source: VP },
  { name: 'Vitebsk', place: { lat: 55.184, lon: 30.202 }, vp: 'map', source: VP },
  {
    name: 'Kaluga',
    place: { lat: 54.513, lon: 36.261 },
    source: 'rulebook 13.3: Russian reinforcements arrive at Kaluga',
  },
  ...(
    [
      ['Kowno', 54.897, 23.886],
      ['Grodno', 53.678, 23.83],
      ['Dünaburg', 55.875, 26.536],
      ['Polotsk', 55.486, 28.786],
      ['Mogilev', 53.894, 30.331],
      ['Orsha', 54.509, 30.426],
      ['Borisov', 54.228, 28.505],
      ['Bobruisk', 53.138, 29.222],
      ['Pinsk', 52.115, 26.103],
      ['Vyazma', 55.21, 34.295],
      ['Mozhaisk', 55.507, 36.028],
      ['Tver', 56.859, 35.912],
      ['Pskov', 57.819, 28.332],
      ['Novgorod', 58.522, 31.275],
      ['Zhitomir', 50.254, 28.658],
      ['Chernigov', 51.494, 31.294],
      ['Tilsit', 55.082, 21.88],
      ['Mitau', 56.651, 23.722],
      ['Danzig', 54.352, 18.646],
      ['Thorn', 53.013, 18.598],
    ] as const
  ).map(([name, lat, lon]) => ({
    name,
    place: { lat, lon },
    source: 'ours: a town of 1812 the rulebook does not name',
  })),
];

/** Rivers, approximate, upstream to downstream. The rulebook names only the Dvina (16.9). */
const RIVERS: readonly LatLon[][] = [
  // Niemen: past Grodno and Kowno to Tilsit.
  latLons(
    '53.9 27.1, 53.6 26.2, 53.45 25.6, 53.4 24.55, 53.68 23.85, 54.02 23.97, 54.4 24.05, ' +
      '54.9 23.9, 55.08 22.77, 55.08 21.88, 55.3 21.3',
  ),
  // Dvina (Düna): Vitebsk, Polotsk, Dünaburg, Riga.
  latLons(
    '56.3 31.7, 55.6 31.2, 55.19 30.2, 55.49 28.78, 55.78 27.95, 55.88 26.53, 56.5 25.85, 56.95 24.1, 57.05 24.0',
  ),
  // Dnieper: Smolensk, Orsha, Mogilev, Kiev.
  latLons(
    '55.2 34.0, 54.91 33.3, 54.78 32.05, 54.51 30.42, 53.9 30.33, 53.09 30.05, 52.36 30.39, ' +
      '51.25 30.3, 50.45 30.52, 49.4 32.1',
  ),
  // Berezina: Borisov, Bobruisk, into the Dnieper.
  latLons('54.7 28.7, 54.23 28.5, 53.14 29.22, 52.6 29.8, 52.3 30.3'),
  // Vistula: Krakow, Warsaw, Thorn, Danzig.
  latLons('50.05 19.95, 50.68 21.75, 51.55 21.85, 52.23 21.01, 52.43 20.72, 53.01 18.6, 53.5 18.75, 54.35 18.95'),
  // Bug: past Brzesc into the Vistula at Modlin.
  latLons('49.8 24.9, 50.4 24.2, 50.85 24.15, 51.55 23.55, 52.1 23.7, 52.4 22.66, 52.6 21.5, 52.43 20.72'),
  // Pripyat: Pinsk, Mozyr, into the Dnieper.
  latLons('51.55 24.3, 52.12 26.1, 52.07 27.73, 52.05 29.25, 51.25 30.3'),
  // Moskva: Mozhaisk, Moscow.
  latLons('55.45 35.2, 55.51 36.03, 55.75 37.62, 55.6 38.6'),
];

/** The Baltic with the gulfs of Riga and Finland, coarse: the coast from Danzig round to Finland. */
const SEA = latLons(
  '54.35 18.7, 54.6 19.9, 55.0 20.5, 55.3 21.05, 55.7 21.08, 56.5 21.0, 57.4 21.55, ' +
    '57.75 22.6, 57.0 23.3, 56.97 23.9, 57.5 24.4, 58.38 24.5, 58.75 23.5, 59.45 24.7, ' +
    '59.45 28.0, 59.95 30.0, 60.2 29.0, 60.45 26.9, 60.15 24.9, 59.85 22.9, 61.5 21.0, ' +
    '61.5 16.0, 54.0 16.0',
);
const LAKES = [
  latLons('58.95 27.3, 59.0 27.9, 58.4 27.95, 57.85 27.7, 58.2 27.4'), // Peipus
  latLons('61.1 30.5, 61.0 32.7, 60.3 32.7, 59.95 31.0, 60.4 30.5'), // Ladoga
];
/** The Pripet marshes, coarse. */
const MARSH = latLons('52.6 24.3, 52.7 26.0, 52.5 28.0, 52.3 29.9, 51.7 30.1, 51.4 28.5, 51.5 26.0, 51.8 24.4');

/** The states west and south of Russia in June 1812, coarse; the rest of the land is Russia. */
const STATES: readonly { id: string; area: LatLon[] }[] = [
  {
    id: 'prussia',
    area: latLons(
      '55.87 21.07, 55.08 22.8, 54.4 22.78, 53.9 22.5, 53.45 21.6, 53.2 20.2, 53.05 19.0, ' +
        '53.0 18.0, 52.5 15.0, 55.5 15.0',
    ),
  },
  {
    id: 'warsaw',
    area: latLons(
      '55.08 22.8, 54.9 23.9, 54.4 24.05, 54.0 23.98, 53.7 23.7, 53.2 22.9, 52.4 22.7, ' +
        '51.55 23.55, 50.85 24.15, 50.68 24.06, 50.4 23.2, 50.58 22.05, 50.25 20.8, 50.05 19.94, ' +
        '50.0 18.5, 52.5 15.0, 53.0 18.0, 53.05 19.0, 53.2 20.2, 53.45 21.6, 53.9 22.5, 54.4 22.78',
    ),
  },
  {
    id: 'austria',
    area: latLons(
      '50.68 24.06, 50.3 24.9, 50.1 25.22, 49.55 26.15, 48.55 26.35, 47.0 26.5, 47.0 15.0, ' +
        '50.0 15.0, 50.0 18.5, 50.05 19.94, 50.25 20.8, 50.58 22.05, 50.4 23.2',
    ),
  },
];

/**
 * 14.1 sets the French up west of Russia and the Russians in it; where our coarse border disagrees with a set-up
 * hex (2206 and 2211), the hex goes to its set-up's side: a French hex to the neighbouring state that is not Russia.
 */
function keepSetUpSides(hexes: Map<string, HexMapData['hexes'][number]>, grid: HexGrid): void {
  for (const corps of CORPS)
    for (const [, id] of corps.units) {
      const hex = hexes.get(id)!;
      if (corps.side === 'ru') hex.nation = 'russia';
      else if (hex.nation === 'russia') {
        const west = grid
          .neighbours(id)
          .map((n) => hexes.get(n)!.nation)
          .filter((n) => n && n !== 'russia');
        hex.nation = west[0] ?? 'warsaw';
      }
    }
}

function buildMap(): HexMapData {
  const ids: string[] = [];
  for (let xx = COLUMNS.first; xx <= COLUMNS.last; xx++)
    for (let yy = ROWS.first; yy <= ROWS.last; yy++) ids.push(at(xx, yy));
  const { grid, centres } = gridWithCentres(
    LAYOUT,
    ids.map((id) => ({ id, ...offsetOf(id) })),
  );
  const km = (p: LatLon) => kilometres(squeezed(p), ORIGIN);
  const project = fitAffine(ANCHORS.map((a) => ({ from: km(a.place), to: centres.get(a.hex)! })));
  const onMap = (p: LatLon) => project(km(p));
  const area = (points: readonly LatLon[]) => points.map(onMap);
  const sea = area(SEA);
  const lakes = LAKES.map(area);
  const marsh = area(MARSH);
  const states = STATES.map((s) => ({ id: s.id, area: area(s.area) }));
  const stateAt = (c: Planar) => states.find((s) => insidePolygon(c, s.area))?.id ?? 'russia';

  const hexes = new Map<string, HexMapData['hexes'][number]>();
  for (const id of ids) {
    const c = centres.get(id)!;
    const water = insidePolygon(c, sea) ? 'sea' : lakes.some((l) => insidePolygon(c, l)) ? 'lake' : undefined;
    hexes.set(id, {
      id,
      ...offsetOf(id),
      terrain: water ?? (insidePolygon(c, marsh) ? 'marsh' : 'clear'),
      features: [],
      values: {},
      ...(water ? {} : { nation: stateAt(c) }),
      schematic: true,
    });
  }
  keepSetUpSides(hexes, grid);
  for (const city of CITIES) {
    const id = city.hex ?? nearestHex(centres, onMap(city.place));
    const hex = hexes.get(id)!;
    if (hex.name) throw new Error(`${city.name} falls on ${hex.name} (${id})`);
    if (hex.terrain === 'sea' || hex.terrain === 'lake') hex.terrain = 'clear';
    hex.nation ??= stateAt(centres.get(id)!);
    Object.assign(hex, {
      name: city.name,
      features: ['city', ...(city.vp ? ['vp'] : [])],
      ...(city.vp === 3 ? { values: { vp: 3 } } : {}),
      source: `${city.source}; ${city.hex ? 'hex from the rulebook' : 'hex placed by geography'}, terrain ours`,
    });
  }

  const sides = new HexsideFeatures();
  const wet = (id: string) => ['sea', 'lake'].includes(hexes.get(id)!.terrain);
  for (const river of RIVERS)
    for (const [a, b] of crossedHexsides(grid, centres, river.map(onMap)))
      if (!wet(a) && !wet(b)) sides.add(a, b, 'river');
  sides.addBetween(grid, (id) => hexes.get(id)!.nation, 'border');

  return {
    kind: 'hex',
    layout: LAYOUT,
    numbering: 'listed',
    terrains: [
      { id: 'clear', name: loc('Clear', 'Terreno aperto'), color: '#e6dfb8', pattern: 'none' },
      { id: 'marsh', name: loc('Marsh', 'Palude'), color: '#b8cfc4', pattern: 'marsh' },
      { id: 'lake', name: loc('Lake', 'Lago'), color: '#9cc3e6', pattern: 'waves' },
      { id: 'sea', name: loc('Sea', 'Mare'), color: '#8fb8de', pattern: 'waves' },
    ],
    hexes: [...hexes.values()],
    hexsides: sides.list(),
  };
}

/**
 * The 14.1 historical set-up, corps by corps: side, id, name, its units and where each goes (`2IL 1Cv: 1609` =
 * two Line infantry and a Veteran cavalry in 1609), and the hexes the book lists. Where it lists several, the
 * split among them is ours, within 6 OF a hex (4.1).
 */
const SET_UP: readonly (readonly [side: 'ru' | 'fr', id: string, name: string, units: string, hexes: string])[] = [
  ['ru', '1I', '1-I Corps', '1Iv 1IL 1CL: 1806', '1806'],
  ['ru', '1II', '1-II Corps', '2IL 1AL: 1709', '1709, 1808'],
  ['ru', '1III', '1-III Corps', '1Iv 1Ic: 1808', '1709, 1808'],
  ['ru', '1IV', '1-IV Corps', '1IL 1Ic: 1407', '1407'],
  ['ru', '1V', '1-V Corps', '2Iv 1Cv: 1708', '1708'],
  ['ru', '1VI', '1-VI Corps', '2IL 1Cv: 1609; 1CL 1Cc: 1610', '1609, 1610'],
  ['ru', 'Riga', 'Riga Corps', '1IL: 1904', '1904'],
  ['ru', '2VII', '2-VII Corps', '1Iv 1IL 1AL: 1912', '1912'],
  ['ru', '2VIII', '2-VIII Corps', '2Iv 1Cv: 2012; 1Ic 1Cc: 2113', '2012, 2113'],
  ['fr', 'IG', 'Imperial Guard', '4Iv 1Cv: 2206; 2Av: 2207', '2206, 2207, 2208, 2308, 2407, 2508'],
  ['fr', 'I', 'I Corps', '4Iv 1IL: 2208; 1CL: 2308', '2206, 2207, 2208, 2308, 2407, 2508'],
  ['fr', 'II', 'II Corps', '2IL 1Ic: 2407; 1Cc: 2508', '2206, 2207, 2208, 2308, 2407, 2508'],
  ['fr', 'III', 'III Corps', '2Iv 1IL 1CL: 2108', '2108'],
  ['fr', 'IV', 'IV Corps', '1Iv 3IL: 2209; 1Cv 1CL 1AL: 2310', '2209, 2310'],
  ['fr', 'V', 'V Corps', '1Iv 2IL 1Cv: 2210', '2210'],
  ['fr', 'VI', 'VI Corps', '1IL 1Ic: 2311; 1Cc: 2410', '2311, 2410'],
  ['fr', 'VII', 'VII Corps', '2IL 1CL: 2313', '2313'],
  ['fr', 'VIII', 'VIII Corps', '1IL 1Ic: 2211; 1CL: 2312', '2211, 2312'],
  ['fr', 'X', 'X Corps', '2IL 1CL 1AL: 2307', '2307'],
];

interface Corps {
  readonly side: 'ru' | 'fr';
  readonly id: string;
  readonly name: string;
  readonly units: readonly (readonly [code: string, hex: string])[];
  readonly hexes: string;
}

const CORPS: readonly Corps[] = SET_UP.map(([side, id, name, units, hexes]) => ({
  side,
  id,
  name,
  units: units.split(';').flatMap((group) => {
    const [codes, hex] = group.split(':').map((part) => part.trim());
    return codes!.split(' ').map((code) => [code, hex!] as const);
  }),
  hexes,
}));

const TYPES = {
  I: { type: 'infantry', word: 'inf.', size: 'division' },
  C: { type: 'cavalry', word: 'cav.', size: 'division' },
  A: { type: 'artillery', word: 'art.' },
} as const;

/** Leaders (14.2, basic game; 16.3, advanced game, CR 1) with the hex the set-up puts them in, or null. */
const LEADERS: readonly (readonly [side: 'ru' | 'fr', name: string, cr: number, hex: string | null, note: string])[] = [
  ['ru', 'Bagration', 1, '1912', '14.1: on any stack of the 2nd Army'],
  ['ru', 'Barclay de Tolly', 2, '1709', '14.1: with 1-II Corps'],
  ['ru', 'Constantine', 1, '1708', '14.1: with 1-V Corps'],
  ['ru', 'Essen', 1, '1904', '14.1: with the Riga Corps'],
  ['ru', 'Platov', 2, '1912', '14.1: on any stack of the 2nd Army'],
  ['ru', 'Wittgenstein', 1, '1806', '14.1: with 1-I Corps'],
  ['fr', 'Bessieres', 3, '2206', '14.1: with the Imperial Guard'],
  ['fr', 'Davout', 3, '2208', '14.1: with I Corps'],
  ['fr', 'Eugene', 2, '2209', '14.1: with IV Corps'],
  ['fr', 'Grouchy', 2, '2207', '14.1: with any French stack'],
  ['fr', 'Junot', 1, '2211', '14.1: with VIII Corps'],
  ['fr', 'Lefebvre', 2, '2206', '14.1: with the Imperial Guard'],
  ['fr', 'MacDonald', 2, '2307', '14.1: with X Corps'],
  ['fr', 'Mortier', 2, '2206', '14.1: with the Imperial Guard'],
  ['fr', 'Murat', 3, '2207', '14.1: with any French stack'],
  ['fr', 'Napoleon', 4, '2206', '14.1: with the Imperial Guard'],
  ['fr', 'Ney', 2, '2108', '14.1: with III Corps'],
  ['fr', 'Oudinot', 2, '2407', '14.1: with II Corps'],
  ['fr', 'Poniatowski', 2, '2210', '14.1: with V Corps'],
  ['fr', 'St Cyr', 2, '2311', '14.1: with VI Corps'],
  ['ru', 'Baggovout', 1, null, '16.3: advanced game only, with 1-II Corps'],
  ['ru', 'Borosdin', 1, null, '16.3: advanced game only, with 2-VIII Corps'],
  ['ru', 'Docturov', 1, null, '16.3: advanced game only, with 1-VI Corps'],
  ['ru', 'Raievsky', 1, null, '16.3: advanced game only, with 2-VII Corps'],
  ['ru', 'Schouwalov', 1, null, '16.3: advanced game only, with 1-IV Corps'],
  ['ru', 'Tuchkov', 1, null, '16.3: advanced game only, with 1-III Corps'],
  ['fr', 'Reynier', 1, null, '16.3: advanced game only, with VII Corps'],
];

export function buildNapoleon1812Pack(): Pack {
  const counters: Counter[] = [];
  const setup: Pack['scenarios'][number]['setup'] = [];
  for (const corps of CORPS) {
    const seen = new Map<string, number>();
    const many = (code: string) =>
      corps.units.filter(([c]) => c.slice(1) === code).reduce((n, [c]) => n + Number(c[0]), 0);
    for (const [code, hex] of corps.units) {
      const kind = code.slice(1);
      const type = TYPES[kind[0] as keyof typeof TYPES];
      const grade = kind.slice(1);
      for (let i = 0; i < Number(code[0]); i++) {
        const n = (seen.get(kind) ?? 0) + 1;
        seen.set(kind, n);
        const id = `${corps.side}-${corps.id}-${kind}${many(kind) > 1 ? n : ''}`;
        counters.push({
          id,
          name: `${corps.name} ${type.word} ${grade}${many(kind) > 1 ? ` ${n}` : ''}`,
          nation: corps.side,
          type: type.type,
          ...('size' in type ? { size: type.size } : {}),
          // 3.3: the Occupancy Factor printed on the counter follows the class (v 1, L 1½, c 2); the schema holds
          // whole numbers only, so the class is in the name. The back is the unit Disrupted (3.4).
          values: [],
          reduced: [],
          schematic: false,
          source: `rulebook 14.1 historical set-up: ${corps.name} (${corps.units.map(([c]) => c).join(', ')}) in ${corps.hexes}`,
        });
        setup.push({ unit: id, at: hex, reduced: false });
      }
    }
  }
  for (const [side, name, cr, hex, note] of LEADERS) {
    // Short ids (they travel in Discord custom ids): the name's letters, without a particle (Barclay de Tolly).
    const id = `${side}-${name.split(' de ')[0]!.replace(/[^A-Za-z]/g, '')}`;
    counters.push({
      id,
      name,
      nation: side,
      type: 'leader',
      values: [cr],
      valueNames: ['CR'],
      schematic: false,
      source: `rulebook ${note.startsWith('16.3') ? '16.3' : '14.2'}: Command Rating ${cr}; ${note}`,
    });
    if (hex) setup.push({ unit: id, at: hex, reduced: false });
  }

  const pack: Pack = {
    format: PACK_FORMAT,
    id: 'napoleon-1812',
    game: 'napoleon-1812',
    version: '1',
    title: loc(
      "Napoleon's Greatest Gamble 1812 (schematic map)",
      'La più Grande Scommessa di Napoleone 1812 (mappa schematica)',
    ),
    provenance: {
      kind: 'schematic',
      source:
        "Rulebook: Napoleon's Greatest Gamble (Europa Simulazioni 2014), rules v1.1P in Italian: the historical " +
        'set-up (14.1), leaders and Command Ratings (14.2, 16.3), the VP cities (14.7), Lemberg 2217. Map: our own ' +
        'projection of latitude and longitude, fitted to the set-up hexes; terrain, rivers, borders, the other ' +
        'cities and the VP values printed on the map are not in the rulebook.',
      notes: loc(
        'Schematic stand-in: set-up hexes from the book, places by geography, terrain, rivers and borders ours. ' +
          'Load your own copy’s map with /pack import (check it first: npx umpire pack check file.json).',
        'Segnaposto schematico: esagoni dello schieramento dal regolamento, luoghi per geografia, terreno, fiumi ' +
          'e confini nostri. Caricate la mappa della vostra copia con /pack import (prima: npx umpire pack check).',
      ),
    },
    map: buildMap(),
    counters,
    markers: [
      { id: 'train', name: loc('Supply Train (7.4)', 'Treno di Rifornimento (7.4)'), color: '#6b4f2a', symbol: 'T' },
      { id: 'depot', name: loc('Depot (7.6)', 'Deposito (7.6)'), color: '#333333', symbol: 'D' },
      { id: 'forced', name: loc('Forced March (8.4)', 'Marcia Forzata (8.4)'), color: '#b22222', symbol: 'FM' },
      { id: 'forage', name: loc('Forage (8.7)', 'Foraggio (8.7)'), color: '#7a7a2a', symbol: 'F' },
    ],
    scenarios: [
      {
        id: 'historical',
        title: loc(
          'The invasion of Russia, June 1812 (historical set-up)',
          'L’invasione della Russia, giugno 1812 (disposizione storica)',
        ),
        sides: [
          {
            id: 'french',
            name: loc('French (Grande Armée)', 'Francesi (Grande Armée)'),
            color: '#2f4f9f',
            nations: ['fr'],
          },
          { id: 'russian', name: loc('Russians', 'Russi'), color: '#3f7f3f', nations: ['ru'] },
        ],
        first: 'french',
        turns: 16,
        setup,
        markers: [],
        notes: loc(
          'Basic game, 16 turns. Russian CC 3, Decisive VP 12, up to 11 depots; French CC 4, up to 14 depots. Who ' +
            'starts each phase follows the trains (7.4). Advanced-game leaders start off the map; Murat and ' +
            'Grouchy may join any French stack.',
          'Gioco base, 16 turni. Russo: CC 3, 12 punti per Vittorie Decisive, fino a 11 depositi; francese: CC 4, ' +
            'fino a 14 depositi. Chi inizia le fasi dipende dai treni (7.4). I comandanti del gioco avanzato ' +
            'partono fuori mappa.',
        ),
        source: 'rulebook 14.1–14.4',
      },
    ],
    tables: {},
  };
  const checked = validatePack(pack);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.pack;
}
