/**
 * Builds the 1914 Offensive à outrance pack for the Battle for Lorraine (data/pack.json) from the rulebook's facts
 * and our own projection of Lorraine. Run from the repository root (prettier lays the one-line output out) and
 * commit the output; the product reads only the JSON:
 *
 *   node --import tsx src/engine/games/offensive-1914/data/build-pack.ts > src/engine/games/offensive-1914/data/pack.json
 *   npx prettier --write src/engine/games/offensive-1914/data/pack.json
 *
 * The map. The rulebook (Italian translation of GMT's 1914 Offensive à outrance) holds no map, but it writes many
 * hex ids, CC.RR: Nancy 51.54, Metz 54.49, Manonviller 55.57, the fortresses' hexes... An affine fit of their
 * latitude and longitude onto those hexes places them within a hex of the book (the grid is tilted: its columns run
 * east-north-east), and the fortress rings (Toul 48.52, 48.53, 49.53; Metz around 54.49) show flat-topped columns
 * with the even ones half a hex down. Every place the book numbers stands on the book's hex; the other places, the
 * rivers and the 1871 border are projected. The small map's true extent is not in the book: ours is columns
 * 46–66, rows 45–65, every hex the scenario uses and the book's places around them.
 */
import { HexGrid, type HexLayout } from '../../../core/map/hex.js';
import {
  crossedHexsides,
  fitAffine,
  hexCentre,
  insidePolygon,
  kilometres,
  nearestHex,
  type LatLon,
  type Planar,
} from '../../../core/map/geography.js';
import { loc } from '../../../core/localized.js';
import { PACK_FORMAT, validatePack, type Counter, type HexMapData, type Pack } from '../../../core/pack.js';

const COLUMNS = { first: 46, last: 66 };
const ROWS = { first: 45, last: 65 };
const LAYOUT: HexLayout = { orientation: 'flat', stagger: 'even' };
const at = (cc: number, rr: number) => `${String(cc).padStart(2, '0')}.${String(rr).padStart(2, '0')}`;
const offsetOf = (id: string) => ({ col: Number(id.slice(0, 2)), row: Number(id.slice(3)) });
const ORIGIN: LatLon = { lat: 48.8, lon: 6.5 };

type HexFacts = { name?: string; features?: string[]; vp?: number; source: string };

/** Places the rulebook numbers, with their latitude and longitude (approximate) for the fit. */
const BOOK_PLACES: readonly (HexFacts & { hex: string; place?: LatLon })[] = [
  {
    hex: '51.54',
    place: { lat: 48.692, lon: 6.184 },
    name: 'Nancy',
    features: ['city', 'vp'],
    vp: 15,
    source: '27.8.1: special city, 15 VP (Grand Campaign)',
  },
  {
    hex: '54.49',
    place: { lat: 49.119, lon: 6.176 },
    name: 'Metz',
    features: ['city', 'fortress'],
    source: '15.x: "Metz (54.49)"; fortress list: Metz B',
  },
  { hex: '54.48', features: ['fortress'], source: '26.4.1: "Metz (54.48)", 2nd Army objective; fortress list: Metz B' },
  {
    hex: '48.53',
    place: { lat: 48.675, lon: 5.892 },
    name: 'Toul',
    features: ['city', 'fortress'],
    source: 'Lorraine set-up: Toul fortress; 26.6.2: Toul (48.53)',
  },
  {
    hex: '55.57',
    place: { lat: 48.586, lon: 6.659 },
    name: 'Manonviller',
    features: ['fortress'],
    source: '29.5: no German unit in 55.57 at the end; Lorraine set-up: Manonviller fortress',
  },
  {
    hex: '53.56',
    name: 'Luneville',
    features: ['city'],
    source: '27.3: Luneville, printed "53.36": read as 53.56 (53.36 lies in the Ardennes)',
  },
  {
    hex: '55.59',
    place: { lat: 48.451, lon: 6.74 },
    name: 'Baccarat',
    features: ['city'],
    source: '27.3: Baccarat (55.59)',
  },
  {
    hex: '55.62',
    place: { lat: 48.285, lon: 6.95 },
    name: 'St.Die',
    features: ['city'],
    source: '27.3: St.Die (55.62)',
  },
  {
    hex: '50.61',
    place: { lat: 48.172, lon: 6.45 },
    name: 'Epinal',
    features: ['city', 'fortress'],
    source: '26.6.2: Épinal (50.61); fortress list: Epinal',
  },
  {
    hex: '62.50',
    place: { lat: 49.24, lon: 6.997 },
    name: 'Saarbrücken',
    features: ['city'],
    source: '26.4.1: Saarbrücken (62.50)',
  },
  {
    hex: '62.52',
    place: { lat: 49.11, lon: 7.069 },
    name: 'Saargemünd',
    features: ['city'],
    source: '26.4.1: Saargemünd (62.52)',
  },
  {
    hex: '57.51',
    place: { lat: 49.146, lon: 6.564 },
    name: 'Falkenberg',
    features: ['city'],
    source: '26.4.1: French 2nd Army main objective, Falkenberg (57.51)',
  },
  {
    hex: '60.52',
    place: { lat: 49.059, lon: 6.9 },
    name: 'Puttelangen',
    features: ['city'],
    source: '26.4.1: French 2nd Army main objective, Puttelangen (60.52)',
  },
  {
    hex: '60.55',
    place: { lat: 48.929, lon: 7.061 },
    name: 'Finstingen',
    features: ['city'],
    source: '29.5 and 26.4.1: Finstingen (60.55)',
  },
  {
    hex: '59.60',
    place: { lat: 48.515, lon: 7.133 },
    name: 'Col du Donon',
    features: ['vp'],
    vp: 4,
    source: '27.8: Col du Donon (59.60), 4 VP (Grand Campaign); 26.4.1',
  },
  { hex: '57.63', place: { lat: 48.228, lon: 7.16 }, name: 'Markirch', source: '26.4.1: Markirch (57.63/58.63)' },
  { hex: '58.63', source: '26.4.1: Markirch (57.63/58.63)' },
  {
    hex: '55.65',
    place: { lat: 48.063, lon: 7.022 },
    name: 'Col de la Schlucht',
    source: '26.4.1: Col de la Schlucht (55.65)',
  },
  {
    hex: '55.46',
    place: { lat: 49.358, lon: 6.168 },
    name: 'Diedenhofen',
    features: ['city', 'fortress'],
    source: '26.4.1: Diedenhofen (55.46); fortress list',
  },
  {
    hex: '46.49',
    place: { lat: 48.888, lon: 5.542 },
    name: 'St.Mihiel',
    features: ['city', 'fortress', 'vp'],
    vp: 4,
    source: '27.8: St.Mihiel (46.49), 4 VP (Grand Campaign); fortress list: C. des Romains',
  },
  {
    hex: '47.45',
    place: { lat: 49.16, lon: 5.384 },
    name: 'Verdun',
    features: ['city', 'fortress'],
    source: '27.5: Verdun (47.45); fortress list',
  },
  {
    hex: '65.54',
    place: { lat: 49.053, lon: 7.429 },
    name: 'Bitsch',
    features: ['fort'],
    source: 'fortress list: German Fort Bitsch 65.54',
  },
  {
    hex: '65.61',
    place: { lat: 48.573, lon: 7.752 },
    name: 'Straßburg',
    features: ['city', 'fortress'],
    source: 'fortress list: Straßburg',
  },
  {
    hex: '51.53',
    place: { lat: 48.76, lon: 6.134 },
    name: 'Frouard',
    features: ['fortress'],
    source: 'Lorraine set-up: Frouard fortress 51.53',
  },
  {
    hex: '50.54',
    place: { lat: 48.603, lon: 6.1 },
    name: 'Pont St. Vincent',
    features: ['fortress'],
    source: 'Lorraine set-up: Pont St. Vincent fortress 50.54',
  },
];

/** The other fortress hexes of the fortress list (set-up hex printed on the counter's back) inside our area. */
const FORTRESS_HEXES: Readonly<Record<string, string>> = {
  '48.52': 'Toul',
  '49.53': 'Toul',
  '53.47': 'Metz',
  '53.49': 'Metz',
  '53.50': 'Metz',
  '54.50': 'Metz',
  '55.49': 'Metz',
  '55.50': 'Metz',
  '56.46': 'Diedenhofen',
  '51.61': 'Epinal',
  '50.60': 'Epinal',
  '49.61': 'Epinal',
  '50.62': 'Arches',
  '50.63': 'Remiremont',
  '50.65': 'Rupt',
  '47.46': 'Verdun',
  '46.45': 'Verdun',
  '47.47': 'Génicourt',
  '47.48': 'Troyon',
  '46.48': 'Les Paroches',
  '46.50': 'Liouville',
  '47.51': 'Gironville',
  '47.52': 'Jouy-s.-les-Côtes',
  '62.60': 'Kaiser W II',
  '64.61': 'Straßburg',
  '65.62': 'Straßburg',
  '66.61': 'Straßburg',
  '46.53': 'Pagny',
};

/** Places the scenario's historical note names without a hex: projected. */
const PROJECTED_PLACES: readonly { name: string; place: LatLon; source: string }[] = [
  {
    name: 'Saarburg',
    place: { lat: 48.734, lon: 7.054 },
    source: '29.0 historical note: the 1st Army advanced on Saarburg (Sarrebourg); hex placed by geography',
  },
  {
    name: 'Morhange',
    place: { lat: 48.925, lon: 6.64 },
    source: '29.0 historical note: the 2nd Army advanced on Morhange; hex placed by geography',
  },
];

/** Rivers, approximate, each upstream to downstream. */
const RIVERS: readonly (readonly LatLon[])[] = [
  // Moselle: Épinal, Pont St. Vincent, Toul's loop, Frouard, Pont-à-Mousson, Metz, Diedenhofen.
  [
    { lat: 47.95, lon: 6.62 },
    { lat: 48.17, lon: 6.45 },
    { lat: 48.37, lon: 6.29 },
    { lat: 48.6, lon: 6.1 },
    { lat: 48.68, lon: 5.92 },
    { lat: 48.76, lon: 6.13 },
    { lat: 48.9, lon: 6.06 },
    { lat: 49.12, lon: 6.17 },
    { lat: 49.36, lon: 6.17 },
    { lat: 49.5, lon: 6.3 },
  ],
  // Meurthe: St-Dié, Baccarat, Lunéville, Nancy, into the Moselle at Frouard.
  [
    { lat: 48.15, lon: 7.0 },
    { lat: 48.28, lon: 6.95 },
    { lat: 48.45, lon: 6.74 },
    { lat: 48.59, lon: 6.5 },
    { lat: 48.69, lon: 6.2 },
    { lat: 48.76, lon: 6.13 },
  ],
  // Seille: Dieuze, Château-Salins, Nomeny, into the Moselle at Metz.
  [
    { lat: 48.81, lon: 6.72 },
    { lat: 48.82, lon: 6.51 },
    { lat: 48.89, lon: 6.23 },
    { lat: 49.12, lon: 6.17 },
  ],
  // Saar: the Donon, Saarburg, Finstingen, Saargemünd, Saarbrücken.
  [
    { lat: 48.5, lon: 7.12 },
    { lat: 48.73, lon: 7.05 },
    { lat: 48.85, lon: 7.02 },
    { lat: 49.0, lon: 7.03 },
    { lat: 49.11, lon: 7.07 },
    { lat: 49.24, lon: 6.99 },
    { lat: 49.4, lon: 6.8 },
  ],
  // Meuse: past St-Mihiel to Verdun.
  [
    { lat: 48.6, lon: 5.62 },
    { lat: 48.89, lon: 5.54 },
    { lat: 49.16, lon: 5.38 },
    { lat: 49.3, lon: 5.32 },
  ],
];

/** France in 1914: west of the 1871 border, which runs from Luxembourg past Metz and over the Vosges crest. */
const FRANCE: readonly LatLon[] = [
  { lat: 49.6, lon: 5.9 },
  { lat: 49.3, lon: 5.95 },
  { lat: 49.07, lon: 5.97 },
  { lat: 48.97, lon: 6.03 },
  { lat: 48.87, lon: 6.22 },
  { lat: 48.78, lon: 6.4 },
  { lat: 48.72, lon: 6.55 },
  { lat: 48.63, lon: 6.74 },
  { lat: 48.57, lon: 6.92 },
  { lat: 48.5, lon: 7.1 },
  { lat: 48.35, lon: 7.11 },
  { lat: 48.2, lon: 7.1 },
  { lat: 48.06, lon: 7.03 },
  { lat: 47.8, lon: 6.85 },
  { lat: 47.5, lon: 6.85 },
  { lat: 47.5, lon: 4.5 },
  { lat: 49.6, lon: 4.5 },
];

function buildMap(): HexMapData {
  const ids: string[] = [];
  for (let cc = COLUMNS.first; cc <= COLUMNS.last; cc++)
    for (let rr = ROWS.first; rr <= ROWS.last; rr++) ids.push(at(cc, rr));
  const grid = new HexGrid(
    LAYOUT,
    ids.map((id) => ({ id, ...offsetOf(id) })),
  );
  const centres = new Map<string, Planar>(ids.map((id) => [id, hexCentre(LAYOUT, offsetOf(id))]));
  const project = fitAffine(
    BOOK_PLACES.flatMap((p) => (p.place ? [{ from: kilometres(p.place, ORIGIN), to: centres.get(p.hex)! }] : [])),
  );
  const onMap = (p: LatLon) => project(kilometres(p, ORIGIN));
  const france = FRANCE.map(onMap);
  if (process.env['FIT'])
    for (const p of BOOK_PLACES)
      if (p.place) process.stderr.write(`${p.name} ${p.hex} -> ${nearestHex(centres, onMap(p.place))}\n`);

  const hexes = new Map<string, HexMapData['hexes'][number]>(
    ids.map((id) => [
      id,
      {
        id,
        ...offsetOf(id),
        terrain: 'open',
        features: [],
        values: {},
        nation: insidePolygon(centres.get(id)!, france) ? 'fr' : 'de',
        schematic: true,
      },
    ]),
  );
  const describe = (id: string, facts: HexFacts) => {
    const hex = hexes.get(id)!;
    Object.assign(hex, {
      ...(facts.name ? { name: facts.name } : {}),
      features: [...new Set([...hex.features, ...(facts.features ?? [])])],
      ...(facts.vp ? { values: { vp: facts.vp } } : {}),
      source: `rulebook ${facts.source}; terrain ours`,
    });
  };
  for (const [id, name] of Object.entries(FORTRESS_HEXES))
    describe(id, { features: ['fortress'], source: `fortress list: ${name} ${id}` });
  for (const p of BOOK_PLACES) describe(p.hex, p);
  for (const p of PROJECTED_PLACES) {
    const id = nearestHex(centres, onMap(p.place));
    if (hexes.get(id)!.name) throw new Error(`${p.name} falls on ${hexes.get(id)!.name} (${id})`);
    Object.assign(hexes.get(id)!, { name: p.name, features: ['city'], source: `${p.source}; terrain ours` });
  }
  // 3.4: "hex 58.56 is a Woods hex; 57.56 is not", and 7.1: from 58.56 to 57.56 crosses a Forest hexside.
  Object.assign(hexes.get('58.56')!, {
    terrain: 'woods',
    schematic: false,
    source: 'rulebook 3.4: 58.56 is a Woods hex; 7.1: its hexside with 57.56 is Forest',
  });

  const sides = new Map<string, { a: string; b: string; features: string[] }>();
  const addSide = (a: string, b: string, feature: string) => {
    const [x, y] = a < b ? [a, b] : [b, a];
    const side = sides.get(`${x}|${y}`) ?? { a: x, b: y, features: [] };
    if (!side.features.includes(feature)) side.features.push(feature);
    sides.set(`${x}|${y}`, side);
  };
  for (const river of RIVERS)
    for (const [a, b] of crossedHexsides(grid, centres, river.map(onMap))) addSide(a, b, 'river');
  for (const id of ids)
    for (const other of grid.neighbours(id))
      if (id < other && hexes.get(id)!.nation !== hexes.get(other)!.nation) addSide(id, other, 'border');
  addSide('57.56', '58.56', 'forest');

  return {
    kind: 'hex',
    layout: LAYOUT,
    numbering: 'listed',
    terrains: [
      { id: 'open', name: loc('Open', 'Aperto'), color: '#e6dfb8', pattern: 'none' },
      { id: 'woods', name: loc('Woods', 'Boscoso'), color: '#9dbb85', pattern: 'trees' },
    ],
    hexes: [...hexes.values()],
    hexsides: [...sides.values()],
  };
}

type Kind = 'formation' | 'cavalry' | 'support' | 'train' | 'depot' | 'fortress' | 'siege';
/** What the counters print (2.3–2.7); every value is null: the rulebook prints none. */
const PRINTED: Record<Kind, { type: Counter['type']; size?: Counter['size']; names: string[]; reduced: boolean }> = {
  // 2.3: Attack Strength, Defense Strength, Proficiency Rating, Artillery Value; the back is the reduced side.
  formation: { type: 'infantry', size: 'division', names: ['AS', 'DS', 'PR', 'AV'], reduced: true },
  cavalry: { type: 'cavalry', size: 'division', names: ['AS', 'DS', 'PR', 'AV'], reduced: true },
  // 2.3: Support units also print their Base CE.
  support: { type: 'infantry', names: ['CE', 'AS', 'DS', 'PR', 'AV'], reduced: true },
  // 2.6: supply units print their Supply Range (the back, Extended mode, its extended range).
  train: { type: 'supply', size: 'corps', names: ['Range'], reduced: false },
  depot: { type: 'supply', size: 'army', names: ['Range'], reduced: false },
  // 2.7: a Fortress prints its AV, Fortress Class (a letter), DS and Strength Levels.
  fortress: { type: 'fort', names: ['AV', 'DS', 'Levels'], reduced: false },
  // 2.5: artillery and HQ print AS, DS, AV.
  siege: { type: 'hq', names: ['AS', 'DS', 'AV'], reduced: false },
};

/** A unit of Appendix A: id, printed name, kind, set-up hex (or null: off the map), org-chart box, and note. */
type Unit = readonly [id: string, name: string, kind: Kind, hex: string | null, box: string, note?: string];

const FRENCH: readonly Unit[] = [
  ['fr-Frouard', 'Frouard', 'fortress', '51.53', '—'],
  ['fr-Manonvill', 'Manonviller', 'fortress', '55.57', '—'],
  ['fr-PontStV', 'Pont St.Vincent', 'fortress', '50.54', '—'],
  ['fr-Toul-1', 'Toul', 'fortress', '48.52', '—'],
  ['fr-Toul-2', 'Toul', 'fortress', '48.53', '—'],
  ['fr-Toul-3', 'Toul', 'fortress', '49.53', '—'],
  ['fr-PRIMA', 'Deposito PRIMA', 'depot', '53.60', 'PRIMA'],
  ['fr-SECONDA', 'Deposito SECONDA', 'depot', '51.54', 'SECONDA'],
  ['fr-tr8', 'Treno/8', 'train', '55.59', 'PRIMA'],
  ['fr-15.8', '15/8', 'formation', '57.58', '8/PRIMA'],
  ['fr-16.8', '16/8', 'formation', '57.58', '8/PRIMA'],
  ['fr-tr13', 'Treno/13', 'train', '55.59', 'PRIMA'],
  ['fr-25.13', '25/13', 'formation', '58.58', '13/PRIMA'],
  ['fr-26.13', '26/13', 'formation', '58.58', '13/PRIMA'],
  ['fr-tr15', 'Treno/15', 'train', '52.55', 'SECONDA'],
  ['fr-29.15', '29/15', 'formation', '56.55', '15/SECONDA'],
  ['fr-30.15', '30/15', 'formation', '56.55', '15/SECONDA'],
  ['fr-tr16', 'Treno/16', 'train', '54.56', 'SECONDA'],
  ['fr-31.16', '31/16', 'formation', '56.56', '16/SECONDA'],
  ['fr-32.16', '32/16', 'formation', '57.57', '16/SECONDA'],
  ['fr-tr20', 'Treno/20', 'train', '51.55', 'SECONDA'],
  ['fr-11.20', '11/20', 'formation', '55.55', '20/SECONDA'],
  ['fr-39.20', '39/20', 'formation', '55.55', '20/SECONDA'],
  [
    'fr-tr21',
    'Treno/21',
    'train',
    '56.59',
    'PRIMA',
    'the book prints 56.29, off this map and far from its corps: read as 56.59',
  ],
  ['fr-13.21', '13/21', 'formation', null, '21/PRIMA', 'reinforcement: GT 2 at 59.59'],
  [
    'fr-43.21',
    '43/21',
    'formation',
    '59.60',
    '21/PRIMA',
    'its box is missing from the book’s list: 21/PRIMA, as its corps',
  ],
  ['fr-tr2R', 'Treno/2 R', 'train', '51.53', 'SECONDA'],
  ['fr-59r.2R', '59r/2 R', 'formation', '52.52', '2 R/SECONDA', 'inactive until GT 2'],
  ['fr-68r.2R', '68r/2 R', 'formation', '52.53', '2 R/SECONDA', 'inactive until GT 2'],
  ['fr-18.9', '18/9', 'formation', '52.52', 'Ind/SECONDA'],
  ['fr-70R', '70R', 'formation', '53.53', '2R/SECONDA', 'inactive until GT 3'],
  ['fr-Toul73r', 'Toul 73r', 'formation', '50.53', 'Ind/SECONDA', 'inactive until GT 2'],
  ['fr-ToulA', 'Toul A', 'formation', null, '—', 'reinforcement: GT 4 at 48.53'],
  ['fr-23.27Ch', '23,27 Ch', 'support', '56.55', '—'],
  ['fr-41.43Ch', '41,43 Ch', 'support', '58.58', '—'],
  ['fr-50.71Ch', '50,71 Ch', 'support', '58.58', '—'],
  ['fr-2c', '2c', 'cavalry', '54.55', 'Ind/SECONDA'],
  ['fr-6c', '6c', 'cavalry', '55.57', 'Ind/PRIMA'],
  ['fr-10c', '10 c', 'cavalry', '55.56', 'Ind/SECONDA'],
];

const GERMAN: readonly Unit[] = [
  ['de-Metz-2', 'Metz (2)', 'fortress', '53.50', '—'],
  ['de-Metz-3', 'Metz (3)', 'fortress', '54.50', '—'],
  ['de-Metz-4', 'Metz (4)', 'fortress', '55.50', '—'],
  ['de-SESTA', 'Deposito SESTA', 'depot', '60.51', 'SESTA'],
  ['de-SETTIMA', 'Deposito SETTIMA', 'depot', '64.58', 'SETTIMA'],
  ['de-tr14', 'Treno/14', 'train', '63.58', 'SETTIMA', 'inactive until GT 2'],
  ['de-28.14', '28/14', 'formation', '61.57', '14/SETTIMA', 'inactive until GT 2'],
  ['de-29.14', '29/14', 'formation', '60.57', '14/SETTIMA', 'inactive until GT 2'],
  ['de-tr15', 'Treno/15', 'train', '64.59', 'SETTIMA', 'inactive until GT 2'],
  ['de-30.15', '30/15', 'formation', '62.59', '15/SETTIMA', 'inactive until GT 2'],
  ['de-39.15', '39/15', 'formation', '63.60', '15/SETTIMA', 'inactive until GT 2'],
  ['de-tr21', 'Treno/21', 'train', '60.52', 'SESTA'],
  ['de-31.21', '31/21', 'formation', '58.53', '21/SESTA'],
  ['de-42.21', '42/21', 'formation', '58.54', '21/SESTA'],
  ['de-tr1B', 'Treno/1 B', 'train', '62.55', 'SESTA'],
  ['de-1B.1B', '1B/1 B', 'formation', '60.56', '1 B/SESTA'],
  ['de-2B.1B', '2B/1 B', 'formation', '60.56', '1 B/SESTA'],
  ['de-tr2B', 'Treno/2 B', 'train', '59.51', 'SESTA'],
  ['de-3B.2B', '3B/2 B', 'formation', '57.52', '2 B/SESTA'],
  ['de-4B.2B', '4B/2 B', 'formation', '56.51', '2 B/SESTA'],
  ['de-tr3B', 'Treno/3 B', 'train', '57.50', 'SESTA'],
  ['de-5B.3B', '5B/3 B', 'formation', '56.50', '3 B/SESTA'],
  ['de-6B.3B', '6B/3 B', 'formation', '56.50', '3 B/SESTA'],
  ['de-tr1BR', 'Treno/1 BR', 'train', '62.52', 'SESTA'],
  ['de-1Br.1BR', '1Br/1 BR', 'formation', '60.55', '1 BR/SESTA'],
  ['de-5Br.1BR', '5Br/1 BR', 'formation', '61.55', '1 BR/SESTA'],
  ['de-trEZ', 'Treno/EZ', 'train', null, '—', 'reinforcement: GT 3 on the SESTA depot'],
  ['de-HMetz33r', 'H Metz (33r)', 'formation', '54.50', 'Ind/SESTA', 'inactive until GT 3'],
  ['de-4Ez', '4 Ez', 'formation', null, '—', 'reinforcement: GT 3 at 58.49'],
  ['de-8Ez', '8 ez', 'formation', '59.51', 'Ind/SESTA', 'inactive until GT 3'],
  ['de-10Ez', '10 ez', 'formation', null, '—', 'reinforcement: GT 3 at 60.49'],
  ['de-GdEz', 'Gd ez', 'formation', '62.58', 'Ind/SETTIMA', 'inactive until GT 3'],
  ['de-Germersh', 'Germersheim', 'formation', null, '—', 'reinforcement: GT 3 on Corps Train 1 BR'],
  ['de-7c', '7c', 'cavalry', '61.55', 'Ind/SESTA'],
  ['de-8c', '8c', 'cavalry', '58.52', 'Ind/SESTA'],
  ['de-Bc', 'Bc', 'cavalry', '58.52', 'Ind/SESTA'],
  ['de-siege2', 'Treno da Assedio 2', 'siege', '62.50', '—'],
];

function counterOf([id, name, kind, , box, note]: Unit, nation: 'fr' | 'de'): Counter {
  const printed = PRINTED[kind];
  const nulls = () => printed.names.map(() => null);
  return {
    id,
    name,
    nation,
    type: printed.type,
    ...(printed.size ? { size: printed.size } : {}),
    values: nulls(),
    valueNames: printed.names,
    ...(printed.reduced ? { reduced: nulls() } : {}),
    schematic: false,
    source: `rulebook 29.0 Lorraine set-up${box === '—' ? '' : `, box ${box}`}${note ? `; ${note}` : ''}`,
  };
}

function build(): Pack {
  const units = [...FRENCH.map((u) => [u, 'fr'] as const), ...GERMAN.map((u) => [u, 'de'] as const)];
  const inactive = (gt: 2 | 3) =>
    [...new Set(units.filter(([u]) => u[5] === `inactive until GT ${gt}`).map(([u]) => u[3]!))].map((hex) => ({
      kind: `gt${gt}`,
      at: hex,
    }));
  const pack: Pack = {
    format: PACK_FORMAT,
    id: 'offensive-1914',
    game: 'offensive-1914',
    version: '1',
    title: loc(
      '1914 Offensive à outrance: Lorraine (schematic map)',
      '1914 Offensive à outrance: Lorena (mappa schematica)',
    ),
    provenance: {
      kind: 'schematic',
      source:
        'Rulebook: 1914 Offensive à outrance (GMT 2014), Italian translation by I Giochi dei Grandi: the Battle for ' +
        'Lorraine (29.0) set-up and reinforcements, and every hex id the book writes for a place or a fortress. ' +
        'Map: our own projection of latitude and longitude, fitted to those hexes; terrain (but 58.56), rivers, ' +
        'the 1871 border and every counter value are not in the rulebook.',
      notes: loc(
        'Schematic stand-in: book hex ids, places by geography, terrain ours, counter values unknown (shown ?). ' +
          'Load your own copy’s map and counters with /pack import (check first: npx umpire pack check file.json).',
        'Segnaposto schematico: esagoni del regolamento, luoghi per geografia, terreno nostro, valori ignoti (?). ' +
          'Caricate mappa e pedine della vostra copia con /pack import (prima: npx umpire pack check file.json).',
      ),
    },
    map: buildMap(),
    counters: units.map(([u, nation]) => counterOf(u, nation)),
    markers: [
      {
        id: 'gt2',
        name: loc('Inactive until GT 2 (28.5)', 'Inattiva sino al GT 2 (28.5)'),
        color: '#555555',
        symbol: '2',
      },
      {
        id: 'gt3',
        name: loc('Inactive until GT 3 (28.5)', 'Inattiva sino al GT 3 (28.5)'),
        color: '#555555',
        symbol: '3',
      },
      { id: 'pa', name: loc('Prepared Attack', 'Attacco Preparato'), color: '#b22222', symbol: 'PA' },
      { id: 'control', name: loc('Control (3.3)', 'Controllo (3.3)'), color: '#333333', symbol: 'C' },
    ],
    scenarios: [
      {
        id: 'lorraine',
        title: loc('The Battle for Lorraine (29.0)', 'La Battaglia per la Lorena (29.0)'),
        sides: [
          { id: 'allied', name: loc('Allies (French)', 'Alleati (francesi)'), color: '#5b8fd6', nations: ['fr'] },
          { id: 'german', name: loc('Germans', 'Tedeschi'), color: '#6e6e6e', nations: ['de'] },
        ],
        first: 'allied',
        turns: 4,
        setup: units.flatMap(([[unit, , , hex]]) => (hex ? [{ unit, at: hex, reduced: false }] : [])),
        markers: [...inactive(2), ...inactive(3)],
        notes: loc(
          'GT 1–4, French player turn first. Reinforcements: 13/21 GT 2 at 59.59; Toul A GT 4 at 48.53; GT 3: 4 Ez ' +
            '58.49, 10 Ez 60.49, Treno/EZ on SESTA, Germersheim on Treno/1 BR. French win: Finstingen or the 2nd ' +
            'Army objective, and no German in 55.57.',
          'GT 1–4, prima il francese. Rinforzi: 13/21 GT 2 in 59.59; Toul A GT 4 in 48.53; GT 3: 4 Ez 58.49, 10 Ez ' +
            '60.49, Treno/EZ sul SESTA, Germersheim sul Treno/1 BR. Vince il francese con Finstingen o l’obiettivo ' +
            'della 2ª Armata, e nessun tedesco in 55.57.',
        ),
        source: 'rulebook 29.0–29.5 and the Lorraine set-up lists',
      },
    ],
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
