/**
 * Builds the 1914 Offensive à outrance pack for the Battle for Lorraine (data/pack.json) from the rulebook's facts
 * and our own projection of Lorraine. Run from the repository root (prettier lays the one-line output out) and
 * commit the output; the product reads only the JSON:
 *
 *   node --import tsx scripts/build-pack.ts offensive-1914 > src/engine/games/offensive-1914/data/pack.json
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
import type { HexLayout } from '../../../core/map/hex.js';
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

/**
 * Places the rulebook numbers: hex, name, latitude and longitude (approximate; for the fit), features, VP, rules.
 * Luneville has no coordinates here: its hex is our reading of a misprint, so it does not steer the fit.
 */
const BOOK_PLACES: readonly (HexFacts & { hex: string; place?: LatLon })[] = (
  [
    ['51.54', 'Nancy', '48.692 6.184', 'city vp', 15, '27.8.1: special city, 15 VP (Grand Campaign)'],
    ['54.49', 'Metz', '49.119 6.176', 'city fortress', 0, '17.1.1: "Metz (54.49)"; fortress list: Metz B'],
    ['54.48', '', '', 'fortress', 0, '26.4.1: "Metz (54.48)", 2nd Army objective; fortress list: Metz B'],
    ['48.53', 'Toul', '48.675 5.892', 'city fortress', 0, 'Lorraine set-up: Toul fortress; 26.6.2: Toul (48.53)'],
    [
      '55.57',
      'Manonviller',
      '48.586 6.659',
      'fortress',
      0,
      '29.5: no German unit in 55.57 at the end; Lorraine set-up fortress',
    ],
    ['53.56', 'Luneville', '', 'city', 0, '27.3: Luneville, printed "53.36": read as 53.56 (53.36 is in the Ardennes)'],
    ['55.59', 'Baccarat', '48.451 6.74', 'city', 0, '27.3: Baccarat (55.59)'],
    ['55.62', 'St.Die', '48.285 6.95', 'city', 0, '27.3: St.Die (55.62)'],
    ['50.61', 'Epinal', '48.172 6.45', 'city fortress', 0, '26.6.2: Épinal (50.61); fortress list: Epinal'],
    ['62.50', 'Saarbrücken', '49.24 6.997', 'city', 0, '26.4.1: Saarbrücken (62.50)'],
    ['62.52', 'Saargemünd', '49.11 7.069', 'city', 0, '26.4.1: Saargemünd (62.52)'],
    ['57.51', 'Falkenberg', '49.146 6.564', 'city', 0, '26.4.1: French 2nd Army main objective, Falkenberg (57.51)'],
    ['60.52', 'Puttelangen', '49.059 6.9', 'city', 0, '26.4.1: French 2nd Army main objective, Puttelangen (60.52)'],
    ['60.55', 'Finstingen', '48.929 7.061', 'city', 0, '29.5 and 26.4.1: Finstingen (60.55)'],
    ['59.60', 'Col du Donon', '48.515 7.133', 'vp', 4, '27.8: Col du Donon (59.60), 4 VP (Grand Campaign); 26.4.1'],
    ['57.63', 'Markirch', '48.228 7.16', '', 0, '26.4.1: Markirch (57.63/58.63)'],
    ['58.63', '', '', '', 0, '26.4.1: Markirch (57.63/58.63)'],
    ['55.65', 'Col de la Schlucht', '48.063 7.022', '', 0, '26.4.1: Col de la Schlucht (55.65)'],
    ['55.46', 'Diedenhofen', '49.358 6.168', 'city fortress', 0, '26.4.1: Diedenhofen (55.46); fortress list'],
    [
      '46.49',
      'St.Mihiel',
      '48.888 5.542',
      'city fortress vp',
      4,
      '27.8: St.Mihiel (46.49), 4 VP; fortress list: C. des Romains',
    ],
    ['47.45', 'Verdun', '49.16 5.384', 'city fortress', 0, '27.5: Verdun (47.45); fortress list'],
    ['65.54', 'Bitsch', '49.053 7.429', 'fort', 0, 'fortress list: German Fort Bitsch 65.54'],
    ['65.61', 'Straßburg', '48.573 7.752', 'city fortress', 0, 'fortress list: Straßburg'],
    ['51.53', 'Frouard', '48.76 6.134', 'fortress', 0, 'Lorraine set-up: Frouard fortress 51.53'],
    ['50.54', 'Pont St. Vincent', '48.603 6.1', 'fortress', 0, 'Lorraine set-up: Pont St. Vincent fortress 50.54'],
  ] as const
).map(([hex, name, place, features, vp, source]) => ({
  hex,
  ...(name ? { name } : {}),
  ...(place ? { place: latLons(place)[0]! } : {}),
  features: features ? features.split(' ') : [],
  ...(vp ? { vp } : {}),
  source,
}));

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
const RIVERS: readonly LatLon[][] = [
  // Moselle: Épinal, Pont St. Vincent, Toul's loop, Frouard, Pont-à-Mousson, Metz, Diedenhofen.
  latLons(
    '47.95 6.62, 48.17 6.45, 48.37 6.29, 48.6 6.1, 48.68 5.92, 48.76 6.13, 48.9 6.06, 49.12 6.17, 49.36 6.17, 49.5 6.3',
  ),
  // Meurthe: St-Dié, Baccarat, Lunéville, Nancy, into the Moselle at Frouard.
  latLons('48.15 7.0, 48.28 6.95, 48.45 6.74, 48.59 6.5, 48.69 6.2, 48.76 6.13'),
  // Seille: Dieuze, Château-Salins, Nomeny, into the Moselle at Metz.
  latLons('48.81 6.72, 48.82 6.51, 48.89 6.23, 49.12 6.17'),
  // Saar: the Donon, Saarburg, Finstingen, Saargemünd, Saarbrücken.
  latLons('48.5 7.12, 48.73 7.05, 48.85 7.02, 49.0 7.03, 49.11 7.07, 49.24 6.99, 49.4 6.8'),
  // Meuse: past St-Mihiel to Verdun.
  latLons('48.6 5.62, 48.89 5.54, 49.16 5.38, 49.3 5.32'),
];

/** France in 1914: west of the 1871 border, which runs from Luxembourg past Metz and over the Vosges crest. */
const FRANCE = latLons(
  '49.6 5.9, 49.3 5.95, 49.07 5.97, 48.97 6.03, 48.87 6.22, 48.78 6.4, 48.72 6.55, 48.63 6.74, 48.57 6.92, 48.5 7.1, ' +
    '48.35 7.11, 48.2 7.1, 48.06 7.03, 47.8 6.85, 47.5 6.85, 47.5 4.5, 49.6 4.5',
);

function projection() {
  const ids: string[] = [];
  for (let cc = COLUMNS.first; cc <= COLUMNS.last; cc++)
    for (let rr = ROWS.first; rr <= ROWS.last; rr++) ids.push(at(cc, rr));
  const { grid, centres } = gridWithCentres(
    LAYOUT,
    ids.map((id) => ({ id, ...offsetOf(id) })),
  );
  const project = fitAffine(
    BOOK_PLACES.flatMap((p) => (p.place ? [{ from: kilometres(p.place, ORIGIN), to: centres.get(p.hex)! }] : [])),
  );
  const onMap = (p: LatLon) => project(kilometres(p, ORIGIN));
  return { ids, grid, centres, onMap };
}

/** How well the projection lands the book's places: `<name> <book hex> -> <nearest hex>` (scripts/build-pack.ts --fit). */
export function offensive1914Fit(): string[] {
  const { centres, onMap } = projection();
  return BOOK_PLACES.flatMap((p) => (p.place ? [`${p.name} ${p.hex} -> ${nearestHex(centres, onMap(p.place))}`] : []));
}

function buildMap(): HexMapData {
  const { ids, grid, centres, onMap } = projection();
  const france = FRANCE.map(onMap);

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

  const sides = new HexsideFeatures();
  for (const river of RIVERS)
    for (const [a, b] of crossedHexsides(grid, centres, river.map(onMap))) sides.add(a, b, 'river');
  sides.addBetween(grid, (id) => hexes.get(id)!.nation, 'border');
  sides.add('57.56', '58.56', 'forest');

  return {
    kind: 'hex',
    layout: LAYOUT,
    numbering: 'listed',
    terrains: [
      { id: 'open', name: loc('Open', 'Aperto'), color: '#e6dfb8', pattern: 'none' },
      { id: 'woods', name: loc('Woods', 'Boscoso'), color: '#9dbb85', pattern: 'trees' },
    ],
    hexes: [...hexes.values()],
    hexsides: sides.list(),
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

export function buildOffensive1914Pack(): Pack {
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
