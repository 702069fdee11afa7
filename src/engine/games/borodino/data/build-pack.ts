/**
 * Builds the Borodino pack (data/pack.json) from the rulebook's facts and our own projection of the battlefield.
 * Run from the repository root (prettier lays the one-line output out) and commit the output; the product reads
 * only the JSON:
 *
 *   node --import tsx scripts/build-pack.ts borodino > src/engine/games/borodino/data/pack.json
 *   npx prettier --write src/engine/games/borodino/data/pack.json
 *
 * The map. The rulebook (Italian translation of GMT's Borodino, T&G rules v2.2) holds no map: only the hex numbers
 * of its set-ups and rules. They are CCRR numbers; the columns grow westwards (the French set up at 35xx–51xx, the
 * Russians at 13xx–33xx, "no French unit east of hexrow 3600"), the rows grow northwards (SR14's south-edge hexes
 * are 2400–2800 and 3500–5100) and the set-up lines (3614, 3713, 3813; 2221, 2320, 2420, 2519) run along
 * flat-topped columns with the odd columns half a hex north. We draw it north up: column 51 at the left, row 00
 * at the bottom. Each place is projected from its latitude and longitude (below, approximate to ~200 m) by an
 * affine fit through the hexes where the set-ups put the troops that held those places; its terrain is ours.
 *
 * The counters: the Shevardino order of battle (below), then the 7 September one (september-7.ts), which reuses
 * every Shevardino counter and adds its own; the two scenarios' set-ups deal each line's units over its hexes.
 */
import type { HexGrid, HexLayout } from '../../../core/map/hex.js';
import {
  crossedHexsides,
  fitAffine,
  gridWithCentres,
  kilometres,
  latLons,
  nearestHex,
  type LatLon,
} from '../../../core/map/geography.js';
import { loc } from '../../../core/localized.js';
import { PACK_FORMAT, validatePack, type Counter, type HexMapData, type Pack } from '../../../core/pack.js';
import type { CommandTable } from '../command.js';
import { expandHexes, GROUPS, LINES, type Group, type Kind as Kind7 } from './september-7.js';

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
const KOLOCHA = latLons(
  '55.5105 35.755, 55.5135 35.785, 55.5145 35.803, 55.5185 35.815, 55.5225 35.8255, 55.53 35.836, 55.54 35.848, ' +
    '55.553 35.858',
);
/** The rulebook's only bridge over the Kalatcha in the Shevardino scenario. */
const BRIDGE_HEX = '3813';

function buildMap(): { map: HexMapData; grid: HexGrid; hexAt: (p: LatLon) => string } {
  const ids: string[] = [];
  for (let cc = COLUMNS.first; cc <= COLUMNS.last; cc++)
    for (let rr = ROWS.first; rr <= ROWS.last; rr++) ids.push(at(cc, rr));
  const { grid, centres } = gridWithCentres(
    LAYOUT,
    ids.map((id) => ({ id, ...offsetOf(id) })),
  );
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
    hexAt: (p) => nearestHex(centres, onMap(p)),
  };
}

type Kind = Kind7;
const VALUE_NAMES: Record<Kind, string[]> = {
  // 2.2: Defensive Fire DRM, Assault Strength, Cohesion, Movement Allowance.
  inf: ['DF', 'SP', 'Coh', 'MA'],
  // SR13: the Militia are foot units; the book shows no counter of theirs, so an infantry's values.
  militia: ['DF', 'SP', 'Coh', 'MA'],
  // SR11: Cossacks are cavalry (type C, 2.2) with no back side.
  cossack: ['SP', 'Coh', 'MA'],
  // 2.2: as infantry, with the cavalry type letter (L, H, C) in place of the fire DRM.
  cav: ['SP', 'Coh', 'MA'],
  // 2.2: Effective / Maximum range, Fire Strength, Cohesion, Movement Allowance.
  art: ['Eff', 'Max', 'FS', 'Coh', 'MA'],
  'horse-art': ['Eff', 'Max', 'FS', 'Coh', 'MA'],
};

const TYPE: Record<Kind, Counter['type']> = {
  inf: 'infantry',
  militia: 'militia',
  cav: 'cavalry',
  cossack: 'cavalry',
  art: 'artillery',
  'horse-art': 'horse-artillery',
};

function counter(
  f: { prefix: string; name: string; nation: string; kind: Kind; schematic: boolean; source: string },
  i: number,
  extra: { name?: string; fireStrength?: number } = {},
): Counter {
  const { nation, kind, source } = f;
  const n = VALUE_NAMES[kind].length;
  const values: (number | null)[] = Array.from({ length: n }, () => null);
  // 2.4: horse artillery is artillery with a Movement Allowance of 8.
  if (kind === 'horse-art') values[n - 1] = 8;
  // The 2nd Army's reserve guns "da 4 SP", "da 3 SP": the artillery's strength is its Fire Strength (2.2).
  if (extra.fireStrength !== undefined) values[VALUE_NAMES[kind].indexOf('FS')] = extra.fireStrength;
  return {
    id: `${f.prefix}${i}`,
    name: extra.name ?? `${f.name} ${i}`,
    nation,
    type: TYPE[kind],
    size: kind === 'art' || kind === 'horse-art' ? 'battery' : 'regiment',
    values,
    valueNames: VALUE_NAMES[kind],
    // 2.2: the back of almost every combat unit is the unit Disordered, with its own values; SR11: not the
    // Cossacks', who have none.
    ...(kind === 'cossack' ? {} : { reduced: Array.from({ length: n }, () => null) }),
    schematic: f.schematic,
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
  readonly schematic: boolean;
  /** The hexes the set-up lists; the units are dealt over them in order. Empty: a reinforcement. */
  readonly hexes: readonly string[];
  readonly source: string;
}

/** How a formation's units are split into infantry, cavalry and artillery, when the Shevardino list does not say. */
const SPLIT = {
  list: 'split by arm as in the 7 Sep list',
  ours: 'the split (KR 3, KN 2, art. 3) is ours, after the 7 Sep list (KR 3, KN 2, SB cav. 2, art. 3)',
} as const;

/**
 * The Shevardino set-up (Piazzamento iniziale) and reinforcements (Rinforzi): counter prefix, name, kind, count,
 * hexes ("4819+1": within 1 hex of 4819; "-": enters later), what the book says, and how the units are split.
 * Each French division's split is the 7 Sep list's (CM 7 + 2 art. = 9, MR 3 + 2 = 5, FR 4 + 2 = 6, I Cav. Corps
 * 9 + 2 h.a. = 11), which matches the Shevardino totals.
 */
const SHEVARDINO: readonly (readonly [string, string, Kind, number, string, string, keyof typeof SPLIT | null])[] = [
  ['fr-CM-', 'Compans (CM)', 'inf', 7, '4307 4308 4309', 'Compans Div., 4307-10, 9 units incl. art.', 'list'],
  ['fr-CM-a', 'Compans (CM) art.', 'art', 2, '4310', 'Compans Div., 4307-10, 9 units incl. art.', 'list'],
  ['fr-MR-', 'Morand (MR)', 'inf', 3, '4215 4315 4415', 'Morand Div., 4215, 4315, 4415, 5 units incl. art.', 'list'],
  ['fr-MR-a', 'Morand (MR) art.', 'art', 2, '4215 4315', 'Morand Div., 4215, 4315, 4415, 5 units incl. art.', 'list'],
  ['fr-FR-', 'Friant (FR)', 'inf', 4, '4515 4615', 'Friant Div., 4515, 4615, 4715, 6 units incl. art.', 'list'],
  ['fr-FR-a', 'Friant (FR) art.', 'art', 2, '4715', 'Friant Div., 4515, 4615, 4715, 6 units incl. art.', 'list'],
  ['fr-2CC-', 'II Cav. Corps', 'cav', 9, '4819+1', 'II Cavalry Corps, within 1 hex of 4819, 9 units excl. art.', null],
  ['fr-2CC-ha', 'II Cav. Corps horse art.', 'horse-art', 2, '5009', 'II Cavalry Corps artillery, 5009, 2 units', null],
  [
    'fr-1CC-',
    'I Cav. Corps',
    'cav',
    9,
    '-',
    'reinforcements: I Cavalry Corps, entry 5108, 11 units incl. art.',
    'list',
  ],
  ['fr-1CC-ha', 'I Cav. Corps horse art.', 'horse-art', 2, '-', 'reinforcements: I Cavalry Corps, entry 5108', 'list'],
  [
    'fr-V-KR',
    'V Corps Kransinski (KR)',
    'inf',
    3,
    '-',
    'reinforcements: V Corps, entry 4400, 8 units incl. art.',
    'ours',
  ],
  [
    'fr-V-KN',
    'V Corps Kniaziewicz (KN)',
    'inf',
    2,
    '-',
    'reinforcements: V Corps, entry 4400, 8 units incl. art.',
    'ours',
  ],
  ['fr-V-a', 'V Corps art.', 'art', 3, '-', 'reinforcements: V Corps, entry 4400, 8 units incl. art.', 'ours'],
  [
    'ru-4CC-ha',
    'IV Cav. Corps horse art.',
    'horse-art',
    1,
    '4008',
    'IV Cavalry Corps horse artillery, 4008, 1 unit',
    null,
  ],
  ['ru-Shak-', 'Jager Rgt Shakhovsky', 'inf', 2, '4006 4007', 'Jager Rgt Shakhovsky, 4006-7, 2 units', null],
  ['ru-Gogel-', 'Jager Rgt Gogel', 'inf', 2, '4009 4010', 'Jager Rgt Gogel, 4009-10, 2 units', null],
  ['ru-27-', '27th Div./VIII Corps', 'inf', 2, '3807 3808', '27th Div./VIII Corps, 3807-8, 2 units', null],
  ['ru-4CC-', 'IV Cav. Corps', 'cav', 6, '3810 3811 3812', 'IV Cavalry Corps, 3810-12, 6 cavalry units', null],
  ['ru-2Cuir-', '2nd Cuirassiers', 'cav', 4, '3604 3704', '2nd Cuirassiers, 3604, 3704, 4 units', null],
  [
    'ru-2Gren-',
    '2nd Grenadiers/VIII Corps',
    'inf',
    3,
    '3106 3206 3306',
    '2nd Grenadiers/VIII Corps, 3106, 3206, 3306',
    null,
  ],
  ['ru-8-a', 'VIII Corps art.', 'art', 2, '3106 3206', 'VIII Corps artillery (2 units), 3106, 3206, 3306', null],
];

function formations(grid: HexGrid): Formation[] {
  return SHEVARDINO.map(([prefix, name, kind, count, hexes, said, split]) => ({
    prefix,
    name,
    nation: prefix.startsWith('fr') ? 'fr' : 'ru',
    kind,
    count,
    schematic: split === 'ours',
    hexes: hexes === '-' ? [] : hexes === '4819+1' ? ['4819', ...grid.neighbours('4819')] : hexes.split(' '),
    source: `rulebook, Shevardino ${said.startsWith('reinforcement') ? '' : 'set-up: '}${said}${split ? `; ${SPLIT[split]}` : ''}`,
  }));
}

/** The Commanders-in-Chief (5.61), a counter each, with the values the book gives (null: not given). */
const LEADERS = [
  {
    id: 'fr-Napoleon',
    name: 'Napoleon',
    nation: 'fr',
    // 5.29: Napoleon never rolls for Delay; 5.22's example: Orders 3; 5.28's note: Command DRM -2; SR7: he rolls
    // his MP each turn, so no MA.
    values: [null, -2, 3, null, null],
    source:
      'rulebook: 7 Sep set-up 3908; Orders 3 (5.22), Command DRM -2 (5.28), no Delay roll (5.29), MP rolled (SR7)',
  },
  {
    id: 'ru-Kutuzov',
    name: 'Kutuzov',
    nation: 'ru',
    // 2.2's example OC counter: Orders "?" (it depends on the army, SR1), Range 2, Delay 5, Command DRM -2, MA 4.
    values: [5, -2, null, 2, 4],
    source:
      'rulebook: 2.2 (Delay 5, Command DRM -2, Range 2, Orders "?" by army, SR1), SR6 (MA 4); 7 Sep set-up: any ' +
      'hex, ours: Gorki, his headquarters, placed by geography',
  },
] as const;
/** 5.61's four values and the MA. */
const LEADER_VALUES = ['Delay', 'DRM', 'Orders', 'Range', 'MA'];
/** Kutuzov's headquarters at Gorki (the set-up: "Qualsiasi esagono"; the place is our choice). */
const GORKI: LatLon = { lat: 55.5265, lon: 35.8425 };
/** SR1: the Russian armies. */
const ARMY = { first: '1st Army', second: '2nd Army', reserve: 'Reserve' } as const;
/** 6.2: never more than 3 combat units in a hex (the 1st Army Artillery Reserve, note [e], may have 3 too). */
const STACK = 3;
/** "La battaglia inizia il turno delle 0600 e termina alla conclusione del turno delle 1945", 75 minutes a turn. */
const SEPTEMBER_7_TURNS = (19 * 60 + 45 - 6 * 60) / 75 + 1;

/**
 * The 7 September set-up: each line's units dealt over its hexes in order, skipping a hex that holds 3 already
 * (6.2); the counters the Shevardino scenario has are reused, the rest made here.
 */
function september7(
  grid: HexGrid,
  counters: Counter[],
): { setup: Pack['scenarios'][number]['setup']; table: CommandTable } {
  const byId = new Map(counters.map((c) => [c.id, c]));
  const groups = new Map<string, Group>(GROUPS.map((g) => [g.id, g]));
  const members = new Map<string, string[]>(GROUPS.map((g) => [g.id, []]));
  const formationGroup = new Map<string, string>();
  const setup: Pack['scenarios'][number]['setup'] = [];
  const held = new Map<string, number>();
  for (const line of LINES) {
    const hexes =
      line.hexes === undefined
        ? expandHexes(line.printed)
        : line.hexes.endsWith('+1')
          ? [line.hexes.slice(0, 4), ...grid.neighbours(line.hexes.slice(0, 4))]
          : line.hexes.split(' ');
    let next = 0;
    for (const part of line.parts) {
      const group = groups.get(part.group);
      if (!group || group.nation !== line.nation) throw new Error(`${part.prefix}: no group ${part.group} of its side`);
      const code = part.prefix.split('-')[1]!;
      if ((formationGroup.get(code) ?? part.group) !== part.group)
        throw new Error(`formation ${code} is in two groups: give ${part.prefix} a prefix of its own`);
      formationGroup.set(code, part.group);
      const army = group.army ? ` (${ARMY[group.army]})` : '';
      const said = `7 Sep set-up: ${line.printed}, ${line.said}; group: ${group.name}${army}`;
      const why = part.reading ? `; ours: ${part.reading}` : '';
      for (let i = 1; i <= part.count; i++) {
        const id = `${part.prefix}${i}`;
        const known = byId.get(id);
        if (known) {
          if (known.type !== TYPE[part.kind]) throw new Error(`${id} is a ${known.type} at Shevardino`);
          Object.assign(known, {
            source: `${known.source} | ${said}${why}`,
            schematic: known.schematic || part.reading !== undefined,
          });
        } else {
          const made = counter(
            {
              prefix: part.prefix,
              name: part.name,
              nation: line.nation,
              kind: part.kind,
              schematic: part.reading !== undefined,
              source: `rulebook, ${said}${why}`,
            },
            i,
            { name: part.names?.[i - 1], fireStrength: part.fireStrength },
          );
          counters.push(made);
          byId.set(id, made);
        }
        const free = hexes.findIndex((_, k) => (held.get(hexes[(next + k) % hexes.length]!) ?? 0) < STACK);
        if (free < 0) throw new Error(`${line.printed}: no room for ${id} (at most ${STACK} a hex, 6.2)`);
        const at = hexes[(next + free) % hexes.length]!;
        next = (next + free + 1) % hexes.length;
        held.set(at, (held.get(at) ?? 0) + 1);
        setup.push({ unit: id, at, reduced: false });
        members.get(part.group)!.push(id);
      }
    }
  }
  const shevardinoOnly = counters.filter((c) => !setup.some((e) => e.unit === c.id));
  if (shevardinoOnly.length > 0) throw new Error(`not in the 7 Sep set-up: ${shevardinoOnly.map((c) => c.id).join()}`);
  const side = (nation: string) => (nation === 'fr' ? 'french' : 'russian') as 'french' | 'russian';
  const [napoleon, kutuzov] = LEADERS;
  const table: CommandTable = {
    scenario: 'borodino',
    commanders: [
      {
        side: 'french',
        counter: napoleon.id,
        delay: null,
        commandDrm: -2,
        orders: 3,
        range: null,
        movement: null,
        source: napoleon.source,
      },
      {
        side: 'russian',
        counter: kutuzov.id,
        delay: 5,
        commandDrm: -2,
        orders: null,
        ordersByArmy: { first: 3, second: 2, reserve: 1 },
        range: 2,
        movement: 4,
        source: `${kutuzov.source}; SR1: 3 Commands of the 1st Army, 2 of the 2nd, 1 of the Reserve`,
      },
    ],
    groups: GROUPS.map((g) => ({
      id: g.id,
      side: side(g.nation),
      name: g.name,
      ...(g.army ? { army: g.army } : {}),
      ...(g.commander ? { commander: g.commander } : {}),
      orders: g.orders,
      ...(g.direct !== undefined ? { direct: g.direct } : {}),
      ...(g.napoleonOnly ? { napoleonOnly: true } : {}),
      units: members.get(g.id)!,
      source: `rulebook, ${g.source}`,
    })),
  };
  return { setup, table };
}

export function buildBorodinoPack(): Pack {
  const { map, grid, hexAt } = buildMap();
  const counters: Counter[] = [];
  const setup: Pack['scenarios'][number]['setup'] = [];
  const reinforcements: string[] = [];
  for (const f of formations(grid)) {
    for (let i = 1; i <= f.count; i++) {
      const id = `${f.prefix}${i}`;
      counters.push(counter(f, i));
      // Units are dealt over the listed hexes in turn; which counter stands where within them is ours.
      if (f.hexes.length > 0) setup.push({ unit: id, at: f.hexes[(i - 1) % f.hexes.length]!, reduced: false });
      else reinforcements.push(id);
    }
  }
  const september = september7(grid, counters);
  for (const l of LEADERS)
    counters.push({
      id: l.id,
      name: l.name,
      nation: l.nation,
      type: 'leader',
      values: [...l.values],
      valueNames: LEADER_VALUES,
      schematic: l.id === 'ru-Kutuzov',
      source: l.source,
    });
  const leaders = [
    { unit: 'fr-Napoleon', at: '3908', reduced: false },
    { unit: 'ru-Kutuzov', at: hexAt(GORKI), reduced: false },
  ];
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
        'Grandi: the Shevardino and 7 September set-ups, reinforcements, turns and chain of command (SR1–SR3, 2.2, ' +
        '5.22–5.29), hex numbers (3417, 3813, 4400, 5108), SR16 and 2.4. ' +
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
      // SR5 (7 September): a village on fire, in rubble, a bridge destroyed (drawn on both hexes of its hexside).
      { id: 'burning', name: loc('Village on fire (SR5)', 'Paese in fiamme (RS5)'), color: '#d9480f', symbol: '✹' },
      { id: 'rubble', name: loc('Village in rubble (SR5)', 'Paese in macerie (RS5)'), color: '#6e6259', symbol: '▦' },
      {
        id: 'bridge-down',
        name: loc('Bridge destroyed (SR5)', 'Ponte distrutto (RS5)'),
        color: '#1f3b57',
        symbol: '✕',
      },
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
        // "Rinforzi": the I Cavalry Corps and V Corps; the pack's other counters are the 7 September scenario's.
        reinforcements,
        notes: loc(
          'French: Compans active; one more command a turn, V Corps not before turn 3; I Cav. Corps enters at 5108, ' +
            'V Corps at 4400; none east of hexrow 3600. Russians: 2nd Grenadiers and VIII Corps infantry from turn 2. ' +
            'Whoever holds the redoubt after turn 5 wins.',
          'Francesi: Compans attiva; un comando in più a turno, il V Corpo non prima del 3°; I Corpo di Cav. entra in ' +
            '5108, V Corpo in 4400; nessuno a est della fila 3600. Russi: 2° Granatieri e fanteria dell’VIII Corpo dal ' +
            'turno 2. Vince chi occupa il trinceramento dopo il 5° turno.',
        ),
        source:
          'rulebook, Shevardino (5 Sep 1812): set-up, reinforcements, turns, activation, movement limits, victory',
      },
      {
        id: 'borodino',
        title: loc('The battle of Borodino, 7 September 1812', 'La battaglia di Borodino, 7 settembre 1812'),
        sides: [
          { id: 'french', name: loc('French', 'Francesi'), color: '#2f5fa7', nations: ['fr'] },
          { id: 'russian', name: loc('Russians', 'Russi'), color: '#3f7f3f', nations: ['ru'] },
        ],
        // "Il francese ha automaticamente l'iniziativa nel turno delle 0600."
        first: 'french',
        turns: SEPTEMBER_7_TURNS,
        setup: [...leaders, ...september.setup],
        markers: [],
        // "Rinforzi: Nessuno riceve rinforzi."
        reinforcements: [],
        notes: loc(
          '0600 to 1945, 12 turns of 75 minutes; French Initiative at 0600; no reinforcements. Orders, AMs and the ' +
            'special rules (SR1–SR16) are played by hand. VP: 3417 (SR16), Collapsed groups (SR15).',
          'Dalle 0600 alle 1945, 12 turni di 75 minuti; iniziativa francese alle 0600; nessun rinforzo. Ordini, AM e ' +
            'regole speciali (1–16) si giocano a mano. VP: 3417 (16), Gruppi in Crollo (15).',
        ),
        source:
          'rulebook, La battaglia di Borodino (7 Sep 1812): Durata, set-up (Piazzamento iniziale), Rinforzi, Iniziativa; ' +
          'scale (75 minutes a turn)',
      },
    ],
    // 6.2: never more than 3 combat units in a hex.
    stacking: { perLocation: 3 },
    // The 7 September chain of command: what the book gives of it, the rest null (command.ts).
    tables: { command: september.table },
  };
  const checked = validatePack(pack);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.pack;
}
