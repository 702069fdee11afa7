/**
 * Builds the Borodino pack (data/pack.json) from the rulebook's facts and our own projection of the battlefield.
 * Run from the repository root (prettier lays the one-line output out) and commit the output; the product reads
 * only the JSON:
 *
 *   node --import tsx src/engine/games/borodino/data/build-pack.ts > src/engine/games/borodino/data/pack.json
 *   npx prettier --write src/engine/games/borodino/data/pack.json
 *
 * The map. The rulebook (Italian translation of GMT's Borodino, T&G rules v2.2) holds no map: only the hex numbers
 * of its set-ups and rules. They are CCRR numbers; the columns grow westwards (the French set up at 35xx–51xx, the
 * Russians at 13xx–33xx, "no French unit east of hexrow 3600"), the rows grow northwards (SR14's south-edge hexes
 * are 2400–2800 and 3500–5100) and the set-up lines (3614, 3713, 3813; 2221, 2320, 2420, 2519) run along
 * flat-topped columns with the odd columns half a hex north. We draw it north up: column 51 at the left, row 00
 * at the bottom. Each place is projected from its latitude and longitude (below, approximate to ~200 m) by an
 * affine fit through the hexes where the set-ups put the troops that held those places; its terrain is ours.
 */
import { HexGrid, type HexLayout } from '../../../core/map/hex.js';
import {
  crossedHexsides,
  fitAffine,
  hexCentre,
  kilometres,
  nearestHex,
  type LatLon,
  type Planar,
} from '../../../core/map/geography.js';
import { loc } from '../../../core/localized.js';
import { PACK_FORMAT, validatePack, type Counter, type HexMapData, type Pack } from '../../../core/pack.js';

const COLUMNS = { first: 12, last: 51 };
const ROWS = { first: 0, last: 27 };
/** North up: the printed column 51 is our column 0, the printed row 27 our row 0. */
const LAYOUT: HexLayout = { orientation: 'flat', stagger: 'odd' };
const at = (cc: number, rr: number) => `${String(cc).padStart(2, '0')}${String(rr).padStart(2, '0')}`;
const offsetOf = (id: string) => ({ col: COLUMNS.last - Number(id.slice(0, 2)), row: ROWS.last - Number(id.slice(2)) });

const ORIGIN: LatLon = { lat: 55.505, lon: 35.82 };

/** Places with the hex where the rulebook's set-up puts the troops that held them (our reading, not the book's). */
const ANCHORS: readonly { place: LatLon; hex: string; why: string }[] = [
  { place: { lat: 55.5035, lon: 35.799 }, hex: '4008', why: 'Shevardino: its artillery sets up at 4008' },
  { place: { lat: 55.505, lon: 35.828 }, hex: '3009', why: '7 Sep: 2nd Grenadier Div. (the flèches) 3008-10' },
  { place: { lat: 55.516, lon: 35.829 }, hex: '3113', why: '7 Sep: VII Corps artillery 3113-14' },
  { place: { lat: 55.5235, lon: 35.8215 }, hex: '3316', why: '7 Sep: LG Jagers (Borodino) 3217, 3316' },
  { place: { lat: 55.4895, lon: 35.825 }, hex: '3103', why: '7 Sep: III Corps (the Utitsa command) 3102-04' },
];

interface Place {
  readonly name: string;
  readonly at: LatLon;
  readonly terrain: 'town' | 'open';
  readonly features: string[];
  readonly source: string;
}

/** Places the rulebook names (the Kolocha is below, as a line). */
const PLACES: readonly Place[] = [
  {
    name: 'Shevardino redoubt',
    at: { lat: 55.5035, lon: 35.799 },
    terrain: 'open',
    features: ['redoubt'],
    source: 'rulebook, Shevardino scenario: its occupier at the end of turn 5 wins; hex placed by geography',
  },
  {
    name: 'Flèches',
    at: { lat: 55.505, lon: 35.828 },
    terrain: 'open',
    features: ['redoubt'],
    source: 'the Russian entrenchments (rulebook SR9); hex placed by geography',
  },
  {
    name: 'Raevsky redoubt',
    at: { lat: 55.516, lon: 35.829 },
    terrain: 'open',
    features: ['redoubt'],
    source: 'VII Corps (Rayevski), rulebook 7 Sep set-up; hex placed by geography',
  },
  {
    name: 'Borodino',
    at: { lat: 55.5235, lon: 35.8215 },
    terrain: 'town',
    features: ['village'],
    source: 'rulebook (title, scenario); hex placed by geography',
  },
  {
    name: 'Semenovskaya',
    at: { lat: 55.5086, lon: 35.8328 },
    terrain: 'town',
    features: ['village'],
    source: 'behind the Russian entrenchments (rulebook SR9); hex placed by geography',
  },
  {
    name: 'Utitsa',
    at: { lat: 55.4895, lon: 35.825 },
    terrain: 'town',
    features: ['village'],
    source: 'rulebook 7 Sep set-up note [c] ("Utisa"); hex placed by geography',
  },
];

/** The Kolocha ("Kalatcha"), west to north-east, approximate; it passes the book's bridge hex 3813. */
const KOLOCHA: readonly LatLon[] = [
  { lat: 55.5105, lon: 35.755 },
  { lat: 55.5135, lon: 35.785 },
  { lat: 55.5145, lon: 35.803 },
  { lat: 55.5185, lon: 35.815 },
  { lat: 55.5225, lon: 35.8255 },
  { lat: 55.53, lon: 35.836 },
  { lat: 55.54, lon: 35.848 },
  { lat: 55.553, lon: 35.858 },
];
/** The rulebook's only bridge over the Kalatcha in the Shevardino scenario. */
const BRIDGE_HEX = '3813';

function buildMap(): { map: HexMapData; grid: HexGrid } {
  const ids: string[] = [];
  for (let cc = COLUMNS.first; cc <= COLUMNS.last; cc++)
    for (let rr = ROWS.first; rr <= ROWS.last; rr++) ids.push(at(cc, rr));
  const grid = new HexGrid(
    LAYOUT,
    ids.map((id) => ({ id, ...offsetOf(id) })),
  );
  const centres = new Map<string, Planar>(ids.map((id) => [id, hexCentre(LAYOUT, offsetOf(id))]));
  const project = fitAffine(ANCHORS.map((a) => ({ from: kilometres(a.place, ORIGIN), to: centres.get(a.hex)! })));
  const onMap = (p: LatLon) => project(kilometres(p, ORIGIN));

  const hexes = new Map<string, HexMapData['hexes'][number]>(
    ids.map((id) => [id, { id, ...offsetOf(id), terrain: 'open', features: [], values: {}, schematic: true }]),
  );
  for (const place of PLACES) {
    const id = nearestHex(centres, onMap(place.at));
    const hex = hexes.get(id)!;
    if (hex.name) throw new Error(`${place.name} and ${hex.name} fall in the same hex ${id}`);
    Object.assign(hex, { name: place.name, terrain: place.terrain, features: place.features, source: place.source });
  }
  const vp = hexes.get('3417')!;
  Object.assign(vp, {
    features: [...vp.features, 'vp'],
    values: { vp: 10 },
    source: 'rulebook SR16 (7 Sep): 10 VP to the French and 10 to the Russians for occupying 3417; terrain ours',
  });
  for (const [id, source] of [
    ['5108', 'rulebook, Shevardino: entry hex of the I Cavalry Corps'],
    ['4400', 'rulebook, Shevardino: entry hex of V Corps; no Russian unit may enter it before V Corps arrives'],
  ] as const) {
    const hex = hexes.get(id)!;
    Object.assign(hex, { features: [...hex.features, 'entry'], source: `${source}; terrain ours` });
  }

  const river = crossedHexsides(grid, centres, KOLOCHA.map(onMap));
  const bridge = river.find(([a, b]) => a === BRIDGE_HEX || b === BRIDGE_HEX);
  if (!bridge) throw new Error(`the Kolocha misses the bridge hex ${BRIDGE_HEX}: move its waypoints`);
  const bridgeHex = hexes.get(BRIDGE_HEX)!;
  Object.assign(bridgeHex, {
    name: 'Kalatcha bridge',
    features: [...bridgeHex.features, 'bridge'],
    source: 'rulebook, Shevardino: "the only bridge over the Kalatcha is in 3813"; terrain ours',
  });
  const hexsides = river.map(([a, b]) => ({
    a,
    b,
    features: a === bridge[0] && b === bridge[1] ? ['river', 'bridge'] : ['river'],
  }));

  const terrains: HexMapData['terrains'] = [
    { id: 'open', name: loc('Open', 'Aperto'), color: '#e6dfb8', pattern: 'none' },
    { id: 'town', name: loc('Town', 'Paese'), color: '#c9c1b6', pattern: 'urban' },
  ];
  return {
    map: { kind: 'hex', layout: LAYOUT, numbering: 'listed', terrains, hexes: [...hexes.values()], hexsides },
    grid,
  };
}

type Kind = 'inf' | 'cav' | 'art' | 'horse-art';
const VALUE_NAMES: Record<Kind, string[]> = {
  // 2.2: Defensive Fire DRM, Assault Strength, Cohesion, Movement Allowance.
  inf: ['DF', 'SP', 'Coh', 'MA'],
  // 2.2: as infantry, with the cavalry type letter (L, H, C) in place of the fire DRM.
  cav: ['SP', 'Coh', 'MA'],
  // 2.2: Effective / Maximum range, Fire Strength, Cohesion, Movement Allowance.
  art: ['Eff', 'Max', 'FS', 'Coh', 'MA'],
  'horse-art': ['Eff', 'Max', 'FS', 'Coh', 'MA'],
};

function counter(f: Formation, i: number): Counter {
  const { nation, kind, source } = f;
  const n = VALUE_NAMES[kind].length;
  const values: (number | null)[] = Array.from({ length: n }, () => null);
  // 2.4: horse artillery is artillery with a Movement Allowance of 8.
  if (kind === 'horse-art') values[n - 1] = 8;
  return {
    id: `${f.prefix}${i}`,
    name: `${f.name} ${i}`,
    nation,
    type: kind === 'inf' ? 'infantry' : kind === 'cav' ? 'cavalry' : kind === 'art' ? 'artillery' : 'horse-artillery',
    size: kind === 'art' || kind === 'horse-art' ? 'battery' : 'regiment',
    values,
    valueNames: VALUE_NAMES[kind],
    // 2.2: the back of almost every combat unit is the unit Disordered, with its own values.
    reduced: Array.from({ length: n }, () => null),
    schematic: f.schematic ?? false,
    source,
  };
}

interface Formation {
  readonly prefix: string;
  readonly name: string;
  readonly nation: 'fr' | 'ru';
  readonly kind: Kind;
  readonly count: number;
  /** True where the formation's make-up is ours rather than the rulebook's. */
  readonly schematic?: boolean;
  /** The hexes the set-up lists; the units are dealt over them in order. Absent: a reinforcement. */
  readonly hexes?: readonly string[];
  readonly source: string;
}

const SETUP = 'rulebook, Shevardino set-up';
const FRENCH_LIST = 'split into infantry and artillery as in the 7 Sep list';
const V_CORPS =
  'rulebook, Shevardino reinforcements: V Corps, entry 4400, 8 units incl. art.; the split (KR 3, KN 2, art. 3) ' +
  'is ours, after the 7 Sep list (KR 3, KN 2, SB cav. 2, art. 3)';

function formations(neighboursOf4819: readonly string[]): Formation[] {
  return [
    // French (Piazzamento iniziale francese). Each division's infantry/artillery split is the 7 Sep list's
    // (CM 7 + 2 art. = 9, MR 3 + 2 = 5, FR 4 + 2 = 6), which matches the Shevardino totals.
    {
      prefix: 'fr-CM-',
      name: 'Compans (CM)',
      nation: 'fr',
      kind: 'inf',
      count: 7,
      hexes: ['4307', '4308', '4309'],
      source: `${SETUP}: Compans Div., 4307-10, 9 units incl. art.; ${FRENCH_LIST}`,
    },
    {
      prefix: 'fr-CM-a',
      name: 'Compans (CM) art.',
      nation: 'fr',
      kind: 'art',
      count: 2,
      hexes: ['4310'],
      source: `${SETUP}: Compans Div., 4307-10, 9 units incl. art.; ${FRENCH_LIST}`,
    },
    {
      prefix: 'fr-MR-',
      name: 'Morand (MR)',
      nation: 'fr',
      kind: 'inf',
      count: 3,
      hexes: ['4215', '4315', '4415'],
      source: `${SETUP}: Morand Div., 4215, 4315, 4415, 5 units incl. art.; ${FRENCH_LIST}`,
    },
    {
      prefix: 'fr-MR-a',
      name: 'Morand (MR) art.',
      nation: 'fr',
      kind: 'art',
      count: 2,
      hexes: ['4215', '4315'],
      source: `${SETUP}: Morand Div., 4215, 4315, 4415, 5 units incl. art.; ${FRENCH_LIST}`,
    },
    {
      prefix: 'fr-FR-',
      name: 'Friant (FR)',
      nation: 'fr',
      kind: 'inf',
      count: 4,
      hexes: ['4515', '4615'],
      source: `${SETUP}: Friant Div., 4515, 4615, 4715, 6 units incl. art.; ${FRENCH_LIST}`,
    },
    {
      prefix: 'fr-FR-a',
      name: 'Friant (FR) art.',
      nation: 'fr',
      kind: 'art',
      count: 2,
      hexes: ['4715'],
      source: `${SETUP}: Friant Div., 4515, 4615, 4715, 6 units incl. art.; ${FRENCH_LIST}`,
    },
    {
      prefix: 'fr-2CC-',
      name: 'II Cav. Corps',
      nation: 'fr',
      kind: 'cav',
      count: 9,
      hexes: neighboursOf4819,
      source: `${SETUP}: II Cavalry Corps, within 1 hex of 4819, 9 units excl. art.`,
    },
    {
      prefix: 'fr-2CC-ha',
      name: 'II Cav. Corps horse art.',
      nation: 'fr',
      kind: 'horse-art',
      count: 2,
      hexes: ['5009'],
      source: `${SETUP}: II Cavalry Corps artillery, 5009, 2 units`,
    },
    // French reinforcements (Rinforzi francesi): off the map until they enter.
    {
      prefix: 'fr-1CC-',
      name: 'I Cav. Corps',
      nation: 'fr',
      kind: 'cav',
      count: 9,
      source:
        'rulebook, Shevardino reinforcements: I Cavalry Corps, entry 5108, 11 units incl. art.; split as in the 7 Sep list (9 + 2 h.a.)',
    },
    {
      prefix: 'fr-1CC-ha',
      name: 'I Cav. Corps horse art.',
      nation: 'fr',
      kind: 'horse-art',
      count: 2,
      source:
        'rulebook, Shevardino reinforcements: I Cavalry Corps, entry 5108, 11 units incl. art.; split as in the 7 Sep list (9 + 2 h.a.)',
    },
    {
      prefix: 'fr-V-KR',
      name: 'V Corps Kransinski (KR)',
      nation: 'fr',
      kind: 'inf',
      count: 3,
      schematic: true,
      source: V_CORPS,
    },
    {
      prefix: 'fr-V-KN',
      name: 'V Corps Kniaziewicz (KN)',
      nation: 'fr',
      kind: 'inf',
      count: 2,
      schematic: true,
      source: V_CORPS,
    },
    {
      prefix: 'fr-V-a',
      name: 'V Corps art.',
      nation: 'fr',
      kind: 'art',
      count: 3,
      schematic: true,
      source: V_CORPS,
    },
    // Russians (Piazzamento iniziale russo).
    {
      prefix: 'ru-4CC-ha',
      name: 'IV Cav. Corps horse art.',
      nation: 'ru',
      kind: 'horse-art',
      count: 1,
      hexes: ['4008'],
      source: `${SETUP}: IV Cavalry Corps horse artillery, 4008, 1 unit`,
    },
    {
      prefix: 'ru-Shak-',
      name: 'Jager Rgt Shakhovsky',
      nation: 'ru',
      kind: 'inf',
      count: 2,
      hexes: ['4006', '4007'],
      source: `${SETUP}: Jager Rgt Shakhovsky, 4006-7, 2 units`,
    },
    {
      prefix: 'ru-Gogel-',
      name: 'Jager Rgt Gogel',
      nation: 'ru',
      kind: 'inf',
      count: 2,
      hexes: ['4009', '4010'],
      source: `${SETUP}: Jager Rgt Gogel, 4009-10, 2 units`,
    },
    {
      prefix: 'ru-27-',
      name: '27th Div./VIII Corps',
      nation: 'ru',
      kind: 'inf',
      count: 2,
      hexes: ['3807', '3808'],
      source: `${SETUP}: 27th Div./VIII Corps, 3807-8, 2 units`,
    },
    {
      prefix: 'ru-4CC-',
      name: 'IV Cav. Corps',
      nation: 'ru',
      kind: 'cav',
      count: 6,
      hexes: ['3810', '3811', '3812'],
      source: `${SETUP}: IV Cavalry Corps, 3810-12, 6 cavalry units`,
    },
    {
      prefix: 'ru-2Cuir-',
      name: '2nd Cuirassiers',
      nation: 'ru',
      kind: 'cav',
      count: 4,
      hexes: ['3604', '3704'],
      source: `${SETUP}: 2nd Cuirassiers, 3604, 3704, 4 units`,
    },
    {
      prefix: 'ru-2Gren-',
      name: '2nd Grenadiers/VIII Corps',
      nation: 'ru',
      kind: 'inf',
      count: 3,
      hexes: ['3106', '3206', '3306'],
      source: `${SETUP}: 2nd Grenadiers/VIII Corps, 3106, 3206, 3306, 3 units`,
    },
    {
      prefix: 'ru-8-a',
      name: 'VIII Corps art.',
      nation: 'ru',
      kind: 'art',
      count: 2,
      hexes: ['3106', '3206'],
      source: `${SETUP}: VIII Corps artillery, 3106, 3206, 3306, 2 units`,
    },
  ];
}

function build(): Pack {
  const { map, grid } = buildMap();
  const counters: Counter[] = [];
  const setup: Pack['scenarios'][number]['setup'] = [];
  for (const f of formations(['4819', ...grid.neighbours('4819')])) {
    for (let i = 1; i <= f.count; i++) {
      const id = `${f.prefix}${i}`;
      counters.push(counter(f, i));
      // Units are dealt over the listed hexes in turn; which counter stands where within them is ours.
      if (f.hexes) setup.push({ unit: id, at: f.hexes[(i - 1) % f.hexes.length]!, reduced: false });
    }
  }
  const pack: Pack = {
    format: PACK_FORMAT,
    id: 'borodino',
    game: 'borodino',
    version: '1',
    title: loc('Borodino 1812 (schematic map)', 'Borodino 1812 (mappa schematica)'),
    provenance: {
      kind: 'schematic',
      source:
        'Rulebook: Borodino (GMT 2004, Triumph & Glory series rules v2.2), Italian translation by I Giochi dei ' +
        'Grandi: the Shevardino set-up and reinforcements, hex numbers (3417, 3813, 4400, 5108), SR16, 2.2 and 2.4. ' +
        'Map: our own projection of the places’ latitude and longitude, fitted to the hexes where the set-ups put ' +
        'the troops that held them. Hex terrain, the Kolocha’s course and every counter value but the horse ' +
        'artillery’s MA are not in the rulebook.',
      notes: loc(
        'Schematic stand-in: places by geography, terrain ours, counter values unknown (shown ?). Load your own ' +
          'copy’s map and counters with /pack import (check it first: npx umpire pack check file.json).',
        'Segnaposto schematico: luoghi per geografia, terreno nostro, valori delle pedine ignoti (?). Caricate ' +
          'mappa e pedine della vostra copia con /pack import (verificate prima: npx umpire pack check file.json).',
      ),
    },
    map,
    counters,
    markers: [
      { id: 'fired', name: loc('Fire – ½ Move (7.36)', 'Fuoco – ½ Movimento (7.36)'), color: '#b22222', symbol: '½' },
      { id: 'charge', name: loc('Charge (9.44)', 'Carica (9.44)'), color: '#6b4f2a', symbol: 'CH' },
      { id: 'square', name: loc('Square (9.85)', 'Quadrato (9.85)'), color: '#333333', symbol: 'SQ' },
    ],
    scenarios: [
      {
        id: 'shevardino',
        title: loc(
          'The battle for the Shevardino redoubt, 5 September 1812',
          'La battaglia per il trinceramento di Shevardino, 5 settembre 1812',
        ),
        sides: [
          { id: 'french', name: loc('French', 'Francesi'), color: '#2f5fa7', nations: ['fr'] },
          { id: 'russian', name: loc('Russians', 'Russi'), color: '#3f7f3f', nations: ['ru'] },
        ],
        first: 'french',
        turns: 5,
        setup,
        markers: [],
        notes: loc(
          'French: Compans active; one more command each turn, V Corps not before turn 3. Reinforcements: I Cav. ' +
            'Corps at 5108, V Corps at 4400. No French east of hexrow 3600. Occupier of the redoubt after turn 5 wins.',
          'Francesi: Compans attiva; un comando in più a turno, il V Corpo non prima del 3°. Rinforzi: I Corpo di ' +
            'Cav. in 5108, V Corpo in 4400. Nessun francese a est della fila 3600. Vince chi occupa il trinceramento.',
        ),
        source:
          'rulebook, Shevardino (5 Sep 1812): set-up, reinforcements, turns, activation, movement limits, victory',
      },
    ],
    // 6.2: never more than 3 combat units in a hex.
    stacking: { perLocation: 3 },
    tables: {},
  };
  const checked = validatePack(pack);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.pack;
}

/** Leaves out what the schema fills in by default (a hex's empty features and values), to keep the JSON short. */
const dropDefaults = (key: string, value: unknown) =>
  (key === 'features' && Array.isArray(value) && value.length === 0) ||
  (key === 'values' && !Array.isArray(value) && typeof value === 'object' && value && Object.keys(value).length === 0)
    ? undefined
    : value;

process.stdout.write(`${JSON.stringify(build(), dropDefaults)}\n`);
