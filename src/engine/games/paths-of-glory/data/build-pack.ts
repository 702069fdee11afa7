/**
 * Builds the Paths of Glory pack (data/pack.json) from the tables beside this file. From the repository root:
 *
 *   node --import tsx scripts/build-pack.ts paths-of-glory > src/engine/games/paths-of-glory/data/pack.json
 *   npx prettier --write src/engine/games/paths-of-glory/data/pack.json
 *
 * The product reads only the JSON; a test checks that it is this script's output.
 */
import { loc } from '../../../core/localized.js';
import { kilometres } from '../../../core/map/geography.js';
import { PACK_FORMAT, validatePack, type Pack } from '../../../core/pack.js';
import { COMMITMENTS, deckSchema, RP_NATIONS, type Card } from '../cards.js';
import { DECK } from './cards.js';
import { CONNECTIONS } from './connections.js';
import { COUNTERS } from './counters.js';
import { NEUTRAL_SETUP, SETUP } from './setup.js';
import { SPACES } from './spaces.js';

type Space = Extract<Pack['map'], { kind: 'points' }>['spaces'][number];
type Connection = Extract<Pack['map'], { kind: 'points' }>['connections'][number];
type Counter = Pack['counters'][number];

const RTT = 'RTT 2022 Deluxe map data (rally-the-troops/paths-of-glory)';

/** Table rows: the `|`-separated cells of every non-empty line. */
export function rows(table: string): string[][] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

export interface SpaceRow {
  readonly id: string;
  readonly name: string;
  readonly nation: string;
  readonly terrain: string;
  readonly fort: number;
  readonly vp: number;
  readonly flags: readonly string[];
  readonly lat: number;
  readonly lon: number;
}

export function spaceRows(): SpaceRow[] {
  return rows(SPACES).map(([id, name, nation, terrain, fort, vp, flags, lat, lon]) => ({
    id: id!,
    name: name!,
    nation: nation!,
    terrain: terrain!,
    fort: Number(fort),
    vp: Number(vp),
    flags: flags === '-' ? [] : flags!.split(' '),
    lat: Number(lat),
    lon: Number(lon),
  }));
}

/** Every connection once, from the adjacency lines of CONNECTIONS. */
export function connectionRows(): Connection[] {
  const out: Connection[] = [];
  for (const line of CONNECTIONS.split('\n').filter((l) => l.trim())) {
    const [from, rest] = line.split(':');
    for (const token of rest!.trim().split(/\s+/)) {
      const [to, only] = token.split('@');
      if (to!.endsWith('!beach')) out.push({ a: from!, b: to!.slice(0, -'!beach'.length), type: 'beach' });
      else if (only) out.push({ a: from!, b: to!, type: 'restricted', only: only.split('+') });
      else out.push({ a: from!, b: to!, type: 'normal' });
    }
  }
  return out;
}

/** What the rulebook itself says about a space, or how this map departs from the 2004 one. */
const SPACE_NOTES: Record<string, string> = {
  lodz: 'VP space by the rulebook’s map errata (treat its name as red).',
  kovno: 'Not a VP space by the rulebook’s map errata (ignore its red name).',
  mef1: 'MEF invasion beach (2.1, 9.5.3.5), drawn offshore of Gallipoli.',
  mef2: 'MEF invasion beach (2.1, 9.5.3.5), drawn offshore of Cana Kale.',
  mef3: 'MEF invasion beach (2.1, 9.5.3.5), drawn offshore of Izmir.',
  mef4: 'MEF invasion beach (2.1, 9.5.3.5), drawn offshore of Adana.',
  petrograd: 'Russian off-map box and supply source (14.2.2), drawn where the city lies.',
  moscow: 'Russian off-map box and supply source (14.2.2), drawn where the city lies.',
  kharkov: 'Russian off-map box and supply source (14.2.2; “To Kharkov”, 12.5.5), drawn where the city lies.',
  caucasus: 'Russian off-map box and supply source (14.2.2), drawn towards Rostov.',
  amiens: 'Not a VP space on the 2004 map (the 2022 Historical scenario makes it one).',
  sedan: 'Forest: rulebook example (15 CF fire on column 15). Not a VP space on the 2004 map (2022: VP).',
  koblenz: 'Not a VP space on the 2004 map (the 2022 Historical scenario makes it one).',
  aachen: 'Not a VP space on the 2004 map (the 2022 Historical scenario makes it one).',
  venice: 'VP space on the 2004 map (the 2022 Historical scenario takes it away).',
  minsk: 'VP space on the 2004 map (the 2022 Historical scenario takes it away).',
  jerusalem: 'VP space on the 2004 map (the 2022 Historical scenario takes it away).',
  kharput: 'VP space on the 2004 map (the 2022 Historical scenario takes it away).',
  ahwaz: 'VP space on the 2004 map (the 2022 Historical scenario takes it away).',
  cairo: 'VP as in the 2022 data; not confirmed for the 2004 map.',
  'port-said': 'VP as in the 2022 data; not confirmed for the 2004 map.',
  alexandria: 'VP as in the 2022 data; not confirmed for the 2004 map.',
  ivangorod: 'The 2004 set-up puts the RU 4th Army in Ostrowiec, which is no space of the 2022 map: it starts here.',
  'carte-de-arges': 'Named as the 2022 map spells it.',
  'cana-kale': 'Named as the 2022 map spells it.',
  verdun: 'Fort 3: rulebook 15.2.1 (an army or 3 corps to besiege it).',
  nancy: 'Fort 2: rulebook siege and combat examples.',
  tannenberg: 'Forest: rulebook example (7 CF fire on column 6–8).',
  munkacs: 'Mountain: rulebook example (one column left, 3 to 2).',
  paris: 'Not a supply source (rulebook).',
  sofia: 'Supply source of the Central Powers (rulebook).',
  constantinople: 'On both maps (11.3.1): one space here, at the inset’s corner.',
  bursa: 'On both maps (11.3.1): one space here, at the inset’s corner.',
  sinai: 'Attacks from Sinai suffer 12.2.7.',
};

const FLAG_FEATURES: Record<string, string> = {
  capital: 'capital',
  supply: 'supply-source',
  'port-ap': 'ap-port',
  'port-cp': 'cp-port',
  'off-map': 'off-map',
  beach: 'mef-beach',
  'near-east': 'near-east',
};

// Our projection: equirectangular (kilometres on a local plane), Europe at full scale; the Near East an inset at
// half scale whose Constantinople sits where Europe's would, so the five links between the maps stay short (on the
// printed game Constantinople and Bursa are on both maps). Then spaces closer than MIN_GAP are pushed apart.
const SCALE = 79 / 111.2; // map units per kilometre
const EUROPE = { lat: 48, lon: -2.2, top: 60.4 };
const NEAR_EAST = { scale: 0.5, lat: 35, lon: 28.98, constantinople: { lat: 41.01, lon: 28.98 } };
const MIN_GAP = 64;
const MARGIN = 60;

function europeXY(lat: number, lon: number): { x: number; y: number } {
  const km = kilometres({ lat, lon }, { lat: EUROPE.lat, lon: EUROPE.lon });
  return { x: km.x * SCALE, y: (EUROPE.top - EUROPE.lat) * 111.2 * SCALE - km.y * SCALE };
}

function nearEastXY(lat: number, lon: number): { x: number; y: number } {
  const anchor = europeXY(NEAR_EAST.constantinople.lat, NEAR_EAST.constantinople.lon);
  const origin = { lat: NEAR_EAST.lat, lon: NEAR_EAST.lon };
  const at = kilometres({ lat, lon }, origin);
  const corner = kilometres(NEAR_EAST.constantinople, origin);
  const s = SCALE * NEAR_EAST.scale;
  return { x: anchor.x + (at.x - corner.x) * s, y: anchor.y - (at.y - corner.y) * s };
}

/** Pushes points apart until none is closer than `gap`, each held by a spring to where geography put it. */
export function spreadApart(points: { x: number; y: number }[], gap: number): { x: number; y: number }[] {
  const home = points.map((p) => ({ ...p }));
  const at = points.map((p) => ({ ...p }));
  for (let round = 0; round < 600; round++) {
    const pull = round < 500 ? 0.04 : 0;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i]!;
        const b = at[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 1e-6) {
          // Two places at one point: part them along a fixed direction.
          dx = 1;
          dy = 0.5;
          d = Math.hypot(dx, dy);
        }
        const push = (gap - d) / 2 / d;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
      }
    }
    for (let i = 0; i < at.length; i++) {
      at[i]!.x += (home[i]!.x - at[i]!.x) * pull;
      at[i]!.y += (home[i]!.y - at[i]!.y) * pull;
    }
  }
  return at;
}

function layout(spaces: readonly SpaceRow[]): Map<string, { x: number; y: number }> {
  const projected = spaces.map((s) =>
    s.flags.includes('near-east') ? nearEastXY(s.lat, s.lon) : europeXY(s.lat, s.lon),
  );
  const spread = spreadApart(projected, MIN_GAP);
  const minX = Math.min(...spread.map((p) => p.x));
  const minY = Math.min(...spread.map((p) => p.y));
  return new Map(
    spaces.map((s, i) => [
      s.id,
      { x: Math.round(spread[i]!.x - minX + MARGIN), y: Math.round(spread[i]!.y - minY + MARGIN) },
    ]),
  );
}

/** The Reserve and eliminated-units boxes, drawn in the empty north-west corner (the North Sea, Scandinavia). */
const BOXES = [
  { id: 'cp-reserve', name: loc('Central Powers Reserve Box', 'Casella della Riserva degli Imperi Centrali') },
  { id: 'cp-eliminated', name: loc('Central Powers eliminated units', 'Unità eliminate degli Imperi Centrali') },
  { id: 'ap-reserve', name: loc('Allied Reserve Box', 'Casella della Riserva alleata') },
  { id: 'ap-eliminated', name: loc('Allied eliminated units', 'Unità alleate eliminate') },
];

function spaceSource(s: SpaceRow): string {
  const note = SPACE_NOTES[s.id];
  return `${RTT}; placed by our projection of its latitude and longitude.${note ? ` ${note}` : ''}`;
}

function spaces(positions: Map<string, { x: number; y: number }>): Space[] {
  return spaceRows().map((s) => {
    const features = [
      ...(s.fort > 0 ? ['fort'] : []),
      ...(s.vp > 0 ? ['vp'] : []),
      ...s.flags.map((f) => FLAG_FEATURES[f] ?? f),
    ];
    const values: Record<string, number> = {};
    if (s.fort > 0) values['fort'] = s.fort;
    if (s.vp > 0) values['vp'] = s.vp;
    const at = positions.get(s.id)!;
    return {
      id: s.id,
      x: at.x,
      y: at.y,
      terrain: s.terrain,
      name: s.name,
      features,
      values,
      ...(s.nation !== 'none' ? { nation: s.nation } : {}),
      schematic: true,
      source: spaceSource(s),
    };
  });
}

/** Values the rulebook's own examples confirm, by counter (2.2.1 and the examples of 12.x and pp. 20–24). */
function confirmed(id: string): string | undefined {
  const army = /^[a-z]+-\d+$/.test(id);
  if (id.startsWith('ge-c')) return 'The rulebook’s examples confirm German corps 2-1-4.';
  if (id.startsWith('ge-') && army) return 'The rulebook’s examples confirm German armies 5-3-3.';
  if (id.startsWith('ru-c')) return 'The rulebook’s examples confirm Russian corps 1-1-3.';
  if (id === 'ru-2') return 'The rulebook’s examples confirm the Russian 2nd Army 3-2-3.';
  if (id.startsWith('ru-') && army) return 'The rulebook’s examples confirm Russian armies’ LF 2.';
  if (id === 'br-3' || id === 'br-4') return 'The rulebook’s examples confirm 4-3-3.';
  if (id === 'fr-6') return 'The rulebook’s examples confirm 3-3-3, and LF 3 on both sides.';
  if (id.startsWith('fr-') && army) return 'The rulebook’s examples confirm French armies’ LF 3 on both sides.';
  if (id === 'cnd-c1') return 'The rulebook’s examples confirm the reduced CND corps 2-1-4.';
  return undefined;
}

const triple = (text: string): number[] => text.split('-').map(Number);

export function counterRows(): Counter[] {
  const out: Counter[] = [];
  for (const [id, name, nation, kind, count, full, reduced, notes] of rows(COUNTERS)) {
    const flags = notes === '-' ? [] : notes!.split(' ');
    const extra = [
      ...(flags.includes('nr') ? ['never replaced (the dot, 12.4.7)'] : []),
      ...(flags.includes('ne') ? ['may enter the Near East (NE)'] : []),
      ...(flags.includes('dx') ? ['a unit of the 2022 Deluxe optional cards, in play only in games with them'] : []),
    ];
    const base = `Values: ${RTT.replace('map ', 'counter ')}${extra.length ? `; ${extra.join('; ')}` : ''}.`;
    const counter = (cid: string, cname: string, added?: string): Counter => ({
      id: cid,
      name: cname,
      nation: nation!,
      type: 'infantry',
      size: kind === 'army' ? 'army' : 'corps',
      values: triple(full!),
      valueNames: ['CF', 'LF', 'MF'],
      reduced: triple(reduced!),
      schematic: true,
      source: [base, added, confirmed(cid)].filter(Boolean).join(' '),
    });
    if (kind === 'army') {
      out.push(counter(id!, name!));
      continue;
    }
    for (let n = 1; n <= Number(count); n++) {
      const added =
        id === 'tu-c' && n === 15 ? 'Added: the 2004 set-up places 15 Turkish corps, the 2022 data has 14.' : undefined;
      out.push(counter(`${id}${n}`, Number(count) > 1 ? `${name} ${n}` : name!, added));
    }
  }
  return out;
}

const DECKS: Record<string, Card['commitment']> = { M: COMMITMENTS[0], L: COMMITMENTS[1], T: COMMITMENTS[2] };
const UNCONFIRMED: Record<string, NonNullable<Card['unconfirmed']>[number]> = {
  '?ops': 'ops',
  '?sr': 'sr',
  '?rp': 'rp',
  '?units': 'reinforcements',
};

/** The deck of data/cards.ts as the pack's `tables.cards` (not yet validated: deckSchema does that). */
export function deckRows(): Card[] {
  return rows(DECK).map(([side, number, deck, ops, sr, ws, flags, rp, units, en, it]) => {
    const s = side as Card['side'];
    const flagList = flags === '-' ? [] : flags!.split(/\s+/);
    const rpCells = rp!.split(/\s+/);
    const nations = RP_NATIONS[s];
    if (rpCells.length !== nations.length) throw new Error(`${side} #${number}: RP needs ${nations.length} cells`);
    const rpBox: Card['rp'] = {};
    nations.forEach((nation, i) => {
      if (rpCells[i] !== '-') rpBox[nation] = Number(rpCells[i]);
    });
    const reinforcements: string[] = [];
    const unmapped: string[] = [];
    const tokens = units === '-' ? [] : units!.split(/\s+/);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const counted = /^\d+$/.test(token);
      const count = counted ? Number(token) : 1;
      const unit = counted ? tokens[++i]! : token;
      for (let n = 0; n < count; n++)
        if (unit.startsWith('!')) unmapped.push(unit.slice(1));
        else reinforcements.push(unit);
    }
    const unknown = flagList.filter((f) => !['*', 'cc', 'deluxe'].includes(f) && !(f in UNCONFIRMED));
    if (unknown.length > 0) throw new Error(`${side} #${number}: unknown flags ${unknown.join(' ')}`);
    const unconfirmed = flagList.filter((f) => f in UNCONFIRMED).map((f) => UNCONFIRMED[f]!);
    return {
      side: s,
      number: Number(number),
      name: { en: en!, it: it! },
      commitment: DECKS[deck!]!,
      ops: Number(ops),
      sr: Number(sr),
      warStatus: Number(ws),
      remove: flagList.includes('*'),
      combat: flagList.includes('cc'),
      rp: rpBox,
      reinforcements,
      ...(unmapped.length > 0 ? { unmapped } : {}),
      deluxe: flagList.includes('deluxe'),
      ...(unconfirmed.length > 0 ? { unconfirmed } : {}),
    };
  });
}

export interface SetupRow {
  readonly book: string;
  readonly at: string;
  readonly units: readonly { readonly unit: string; readonly reduced: boolean }[];
  readonly trench: number;
}

/** Set-up lines with their corps handed out in counter order (`3 fr-c` takes the next three French corps). */
export function setupRows(table: string, next = new Map<string, number>()): SetupRow[] {
  return rows(table).map(([book, at, units, trench]) => {
    const placed: { unit: string; reduced: boolean }[] = [];
    for (const group of units === '-' ? [] : units!.match(/\(?(?:\d+ )?[a-z]+-[a-z0-9]+\)?/g)!) {
      const reduced = group.startsWith('(');
      const [count, unit] =
        group.replace(/[()]/g, '').split(' ').length === 2
          ? (group.replace(/[()]/g, '').split(' ') as [string, string])
          : ['1', group.replace(/[()]/g, '')];
      if (!unit.endsWith('-c')) {
        placed.push({ unit, reduced });
        continue;
      }
      for (let i = 0; i < Number(count); i++) {
        const n = (next.get(unit) ?? 0) + 1;
        next.set(unit, n);
        placed.push({ unit: `${unit}${n}`, reduced });
      }
    }
    return { book: book!, at: at!, units: placed, trench: trench ? Number(trench) : 0 };
  });
}

const SCENARIOS = [
  {
    id: 'intro',
    turns: 3,
    title: loc('Introductory scenario (Aug 1914 – Fall 1914)', 'Scenario introduttivo (ago. 1914 – autunno 1914)'),
    rule: '5.3',
  },
  {
    id: 'limited',
    turns: 10,
    title: loc('Limited War scenario (Aug 1914 – Summer 1916)', 'Scenario Guerra Limitata (ago. 1914 – estate 1916)'),
    rule: '5.4',
  },
  {
    id: 'campaign',
    turns: 20,
    title: loc('Campaign game (Aug 1914 – Winter 1919)', 'Campagna (ago. 1914 – inverno 1919)'),
    rule: '5.5',
  },
];

export function buildPathsOfGloryPack(): Pack {
  const spaceTable = spaceRows();
  const positions = layout(spaceTable);
  const mapSpaces = spaces(positions);
  const width = Math.max(...mapSpaces.map((s) => s.x)) + MARGIN;
  const height = Math.max(...mapSpaces.map((s) => s.y)) + MARGIN;
  const setup = setupRows(SETUP);
  const sides = [
    {
      id: 'cp',
      name: loc('Central Powers', 'Imperi Centrali'),
      color: '#4d5660',
      nations: ['ge', 'ah', 'tu', 'bu', 'sn'],
    },
    {
      id: 'ap',
      name: loc('Allies', 'Alleati'),
      color: '#2f5f9e',
      nations: ['fr', 'br', 'ru', 'be', 'sb', 'mn', 'it', 'ro', 'gr', 'us', 'aus', 'cnd', 'pt', 'ana'],
    },
  ];
  const pack = {
    format: PACK_FORMAT,
    id: 'paths-of-glory',
    game: 'paths-of-glory',
    version: '1',
    title: loc('Paths of Glory (schematic map)', 'I Sentieri della Gloria (mappa schematica)'),
    provenance: {
      kind: 'schematic',
      source:
        'Set-up, scenario lengths and every fact the rules state: the Italian rulebook (I Sentieri della Gloria, GMT ' +
        '2004 reprint with the 4th update). Spaces, connections, terrain, forts, ports, VP, capitals, supply sources and ' +
        'counter values, which that rulebook does not print: the 2022 Deluxe map and counter data of ' +
        'rally-the-troops/paths-of-glory (RTT), with the 2004 VP spaces; it differs from the 2004 map in places (the ' +
        'README lists what we know). Layout: our own projection of each place’s latitude and longitude, spaced for ' +
        'legibility; the Near East is an inset at half scale anchored at Constantinople.',
      notes: loc(
        'Schematic stand-in: spaces placed by geography, not the printed map; map and counter values from the 2022 Deluxe data. To use your own: npx umpire pack check file.json, then /pack import.',
        'Segnaposto schematico: spazi disposti per geografia, non la mappa stampata; mappa e valori delle pedine dai dati Deluxe 2022. Per usare i vostri: npx umpire pack check file.json, poi /pack import.',
      ),
    },
    map: {
      kind: 'points',
      width,
      height,
      terrains: [
        { id: 'clear', name: loc('Clear', 'Aperto'), color: '#ece5cc', pattern: 'none' },
        { id: 'forest', name: loc('Forest', 'Foresta'), color: '#a8c48e', pattern: 'trees' },
        { id: 'mountain', name: loc('Mountain', 'Montagna'), color: '#cdb48c', pattern: 'mountain' },
        { id: 'swamp', name: loc('Swamp', 'Palude'), color: '#b6cfc3', pattern: 'marsh' },
        { id: 'desert', name: loc('Desert', 'Deserto'), color: '#efd9a2', pattern: 'dots' },
      ],
      spaces: mapSpaces,
      connections: connectionRows(),
      boxes: BOXES.map((box, i) => ({
        ...box,
        x: MARGIN + (i % 2) * 300,
        y: MARGIN + Math.floor(i / 2) * 130,
        w: 270,
        h: 110,
      })),
    },
    counters: counterRows(),
    markers: [
      { id: 'trench1', name: loc('Trench level 1', 'Trincea livello 1'), color: '#6b4f2a', symbol: 'T1' },
      { id: 'trench2', name: loc('Trench level 2', 'Trincea livello 2'), color: '#4a3519', symbol: 'T2' },
      {
        id: 'control-cp',
        name: loc('Central Powers control', 'Controllo Imperi Centrali'),
        color: '#4d5660',
        symbol: 'CP',
      },
      { id: 'control-ap', name: loc('Allied control', 'Controllo alleato'), color: '#2f5f9e', symbol: 'AP' },
      { id: 'siege', name: loc('Siege', 'Assedio'), color: '#8a1c1c', symbol: 'S' },
      { id: 'fort-destroyed', name: loc('Fort destroyed', 'Forte distrutto'), color: '#333333', symbol: 'FD' },
      { id: 'mef-beachhead', name: loc('MEF beachhead', 'Testa di ponte MEF'), color: '#7a5c1e', symbol: 'MEF' },
      { id: 'oos', name: loc('Out of supply', 'Senza rifornimenti'), color: '#b22222', symbol: 'OOS' },
    ],
    scenarios: SCENARIOS.map((s) => ({
      id: s.id,
      title: s.title,
      sides,
      first: 'cp',
      turns: s.turns,
      setup: setup.flatMap((row) => row.units.map((u) => ({ unit: u.unit, at: row.at, reduced: u.reduced }))),
      markers: setup.filter((row) => row.trench > 0).map((row) => ({ kind: `trench${row.trench}`, at: row.at })),
      notes: loc(
        'Rulebook p. 25 set-up, the same in all three scenarios. Neutrals’ units start off the map: place them when the nation enters. The RU 4th Army’s Ostrowiec is no space of this map: it starts in Ivangorod.',
        'Piazzamento del regolamento (p. 25), uguale nei tre scenari. Le unità dei neutrali partono fuori mappa: piazzatele quando la nazione entra in guerra. Ostrowiec (4° Armata RU) non è su questa mappa: parte da Ivangorod.',
      ),
      source: `rulebook p. 25 set-up; length ${s.rule}`,
    })),
    tables: { cards: deckRows() },
  };
  const result = validatePack(pack);
  if (!result.ok) throw new Error(`the Paths of Glory pack is invalid:\n${result.errors.join('\n')}`);
  for (const box of pack.map.boxes)
    for (const s of mapSpaces)
      if (s.x > box.x - 40 && s.x < box.x + box.w + 40 && s.y > box.y - 40 && s.y < box.y + box.h + 40)
        throw new Error(`the box ${box.id} covers the space ${s.id}`);
  // The neutrals' set-up must fit this map and counter mix too, though it is placed only on entry.
  const next = new Map<string, number>();
  setupRows(SETUP, next);
  for (const row of setupRows(NEUTRAL_SETUP, next)) {
    if (!positions.has(row.at) && !BOXES.some((b) => b.id === row.at))
      throw new Error(`neutral set-up: ${row.at} is not on this map`);
    for (const u of row.units)
      if (!result.pack.counters.some((c) => c.id === u.unit)) throw new Error(`neutral set-up: no counter ${u.unit}`);
  }
  // The deck validates as a club's would (/pack import), and every unit it brings is a counter or a corps kind here.
  const deck = deckSchema.safeParse(pack.tables.cards);
  if (!deck.success) throw new Error(`the deck is invalid:\n${deck.error.issues.map((i) => i.message).join('\n')}`);
  for (const card of deck.data)
    for (const unit of card.reinforcements)
      if (!result.pack.counters.some((c) => c.id === unit || (unit.endsWith('-c') && c.id.startsWith(unit))))
        throw new Error(`${card.side} #${card.number}: no counter ${unit}`);
  return result.pack;
}
