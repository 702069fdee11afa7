/**
 * Builds the Grand Illusion pack (data/pack.json) from hexes.ts and units.ts. From the repository root:
 *
 *   node --import tsx scripts/build-pack.ts grand-illusion > src/engine/games/grand-illusion/data/pack.json
 *   npx prettier --write src/engine/games/grand-illusion/data/pack.json
 *
 * The product reads only the JSON; a test checks that it is this script's output.
 */
import { loc } from '../../../core/localized.js';
import { PACK_FORMAT, validatePack, type Pack } from '../../../core/pack.js';
import { COLUMNS, HEX_NOTES, HEXSIDES, LISTS, NAMED } from './hexes.js';
import { REINFORCEMENTS, UNITS } from './units.js';

type Hex = Extract<Pack['map'], { kind: 'hex' }>['hexes'][number];

export const HEX_COUNT = 107;

/** Column and row of every hex number (hexes.ts explains the reading). */
export function hexOffsets(): Map<number, { col: number; row: number }> {
  const out = new Map<number, { col: number; row: number }>();
  COLUMNS.forEach((column, col) => {
    for (let i = 0; i < column.count; i++) out.set(column.first + i, { col, row: column.top + i });
  });
  return out;
}

function hexes(): Hex[] {
  const offsets = hexOffsets();
  const named = new Map(NAMED.map((n) => [n.hex, n]));
  const out: Hex[] = [];
  for (let n = 1; n <= HEX_COUNT; n++) {
    const offset = offsets.get(n);
    if (!offset) throw new Error(`hex ${n} is in no column`);
    const lists = Object.entries(LISTS).filter(([, list]) => list.hexes.includes(n));
    const name = named.get(n);
    const facts = [
      ...(name ? [`${name.name}: ${name.rule}`] : []),
      ...lists.map(([, list]) => list.rule),
      ...(HEX_NOTES[n] ? [HEX_NOTES[n]] : []),
    ];
    out.push({
      id: String(n),
      col: offset.col,
      row: offset.row,
      terrain: lists.some(([tag]) => tag === 'vosges') ? 'vosges' : 'land',
      ...(name ? { name: name.name } : {}),
      features: lists.map(([tag]) => tag),
      values: n === 19 ? { vp: 10 } : {},
      schematic: true,
      source: `Rulebook: hex ${n}${facts.length ? `; ${facts.join('; ')}` : ''}. Position ours (columns fitted to the rules' lists).`,
    });
  }
  return out;
}

export function buildGrandIllusionPack(): Pack {
  const counters = UNITS.map((u) => ({
    id: u.id,
    name: u.name,
    nation: u.nation,
    type: u.type,
    ...(u.size ? { size: u.size } : {}),
    values: [...u.values],
    valueNames: [...u.valueNames],
    ...(u.reduced ? { reduced: [...u.reduced] } : {}),
    schematic: u.schematic,
    source: u.source,
  }));
  const pack = {
    format: PACK_FORMAT,
    id: 'grand-illusion',
    game: 'grand-illusion',
    version: '1',
    title: loc('Grand Illusion (schematic map)', 'La Grande Illusione (mappa schematica)'),
    provenance: {
      kind: 'schematic',
      source:
        'The 107 hex numbers, the names and hex lists the rules give (Schlieffen Plan, Paris in Danger, Belgium, VP, ' +
        'ports, supply sources, Vosges, impassable hexsides), the fort roster and the scenario 2 set-up: the Italian ' +
        'rulebook (La Grande Illusione, GMT 2005, with the @ errata). Hex positions are ours: columns numbered west to ' +
        'east and north to south, fitted to those lists and to the named places’ latitude and longitude. Not in the ' +
        'text, so not here: terrain modifiers (TEM), railways, +1 MP hexsides, the start control of most hexes, the ' +
        'VP markers’ values and the values and set-up hexes printed on most counters.',
      notes: loc(
        'Schematic stand-in: hexes placed by our reading of the rules and by geography, not the printed map; values the book lacks show ?. To use your own: npx umpire pack check file.json, then /pack import.',
        'Segnaposto schematico: esagoni disposti secondo le regole e la geografia, non la mappa stampata; i valori assenti dal regolamento sono ?. Per usare i vostri: npx umpire pack check file.json, poi /pack import.',
      ),
    },
    map: {
      kind: 'hex',
      layout: { orientation: 'flat', stagger: 'odd' },
      numbering: 'listed',
      terrains: [
        {
          id: 'land',
          name: loc('Land (TEM not given)', 'Terreno (TEM non indicato)'),
          color: '#e6dec3',
          pattern: 'none',
        },
        { id: 'vosges', name: loc('Vosges mountains', 'Montagne dei Vosgi'), color: '#c9b088', pattern: 'mountain' },
      ],
      hexes: hexes(),
      hexsides: HEXSIDES.map((s) => ({ a: String(s.a), b: String(s.b), features: ['impassable'] })),
    },
    counters,
    markers: [
      { id: 'control-de', name: loc('German control', 'Controllo tedesco'), color: '#5b6168', symbol: 'DE' },
      { id: 'control-al', name: loc('Allied control', 'Controllo alleato'), color: '#2f5f9e', symbol: 'AL' },
      { id: 'cav-control', name: loc('Cavalry control', 'Controllo di cavalleria'), color: '#b8962e', symbol: 'CC' },
      { id: 'trench1', name: loc('Trench +1', 'Trincea +1'), color: '#6b4f2a', symbol: '+1' },
      { id: 'trench2', name: loc('Trench +2', 'Trincea +2'), color: '#4a3519', symbol: '+2' },
      { id: 'battle', name: loc('Battle', 'Battaglia'), color: '#c0392b', symbol: 'B' },
      { id: 'besieged', name: loc('Besieged', 'Assediato'), color: '#8a1c1c', symbol: 'S' },
      { id: 'oos', name: loc('Out of supply', 'Senza rifornimenti'), color: '#b22222', symbol: 'OOS' },
      { id: 'rail-net-ends', name: loc('Rail Net Ends', 'Fine ferrovia'), color: '#333333', symbol: 'RNE' },
      {
        id: 'auto-victory',
        name: loc('Allied Automatic Victory', 'Vittoria Automatica Alleata'),
        color: '#1f4e8c',
        symbol: 'AV',
      },
      { id: 'paris-vp', name: loc('Paris VP (10)', 'VP Parigi (10)'), color: '#7f1d1d', symbol: '10' },
      { id: 'vp-german', name: loc('German VP marker', 'Segnalino VP tedesco'), color: '#9b2c2c', symbol: 'VP' },
      { id: 'vp-plan17', name: loc('Plan 17 VP marker', 'Segnalino VP Piano 17'), color: '#2b6cb0', symbol: 'P17' },
    ],
    scenarios: [
      {
        id: 'short',
        title: loc('Scenario 2: short historical campaign (7 turns)', 'Scenario 2: campagna storica breve (7 turni)'),
        sides: [
          { id: 'allied', name: loc('Allies', 'Alleati'), color: '#2f5f9e', nations: ['fr', 'gb', 'be'] },
          { id: 'german', name: loc('Germans', 'Tedeschi'), color: '#5b6168', nations: ['de'] },
        ],
        first: 'allied',
        turns: 7,
        setup: UNITS.filter((u) => u.at !== undefined).map((u) => ({ unit: u.id, at: String(u.at), reduced: false })),
        markers: [
          { kind: 'trench1', at: '86' },
          { kind: 'rail-net-ends', at: '56' },
          { kind: 'control-de', at: '72' },
          { kind: 'control-de', at: '73' },
          { kind: 'auto-victory', at: '94' },
          { kind: 'paris-vp', at: '19' },
        ],
        notes: loc(
          'Set-up of 3.1 and 13.1–13.2: forts, markers, VIII Corps and stand-ins for the forces 13.1 places. Other units set up on the hex printed on their counter: place them. Up to two British infantry units may start in 54 instead of 45.',
          'Piazzamento di 3.1 e 13.1–13.2: forti, segnalini, VIII Corpo e segnaposto per le forze di 13.1. Le altre unità si piazzano nell’esagono stampato sulla pedina: piazzatele voi. Fino a due unità inglesi possono partire nel 54 invece del 45.',
        ),
        source: 'rulebook 3.1, 9.5, 13.1, 13.2 (7 turns; the Allies have the initiative on turn 1)',
      },
    ],
    tables: { reinforcements: REINFORCEMENTS.map((r) => ({ ...r })) },
  };
  const result = validatePack(pack);
  if (!result.ok) throw new Error(`the Grand Illusion pack is invalid:\n${result.errors.join('\n')}`);
  return result.pack;
}
