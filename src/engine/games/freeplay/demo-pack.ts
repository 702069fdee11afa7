import { loc } from '../../core/localized.js';
import { PACK_FORMAT, type Pack } from '../../core/pack.js';

/**
 * A small schematic map of no real game: twelve columns by nine rows, two sides of six units, a river with a
 * bridge, a town and a fort. It exists to learn Umpire on, and for tests; it says so wherever it is shown.
 */
export function demoPack(): Pack {
  const terrains = [
    { id: 'clear', name: loc('Clear', 'Terreno aperto'), color: '#e8e2c8', pattern: 'none' as const },
    { id: 'forest', name: loc('Forest', 'Bosco'), color: '#9dbb85', pattern: 'trees' as const },
    { id: 'hills', name: loc('Hills', 'Colline'), color: '#d2b98b', pattern: 'hills' as const },
    { id: 'town', name: loc('Town', 'Città'), color: '#c9c1b6', pattern: 'urban' as const },
    { id: 'marsh', name: loc('Marsh', 'Palude'), color: '#b8cfc4', pattern: 'marsh' as const },
  ];
  const special: Record<
    string,
    { terrain: string; name?: string; features?: string[]; values?: Record<string, number> }
  > = {
    '0604': { terrain: 'town', name: 'Villanova', features: ['city', 'vp'], values: { vp: 2 } },
    '0302': { terrain: 'hills', name: 'Monte Alto', features: ['fort'], values: { fort: 2 } },
    '0907': { terrain: 'hills' },
    '0405': { terrain: 'forest' },
    '0406': { terrain: 'forest' },
    '0805': { terrain: 'forest' },
    '1002': { terrain: 'marsh' },
    '1003': { terrain: 'marsh' },
  };
  const hexes: Pack['map'] extends infer M ? (M extends { kind: 'hex'; hexes: infer H } ? H : never) : never = [];
  for (let col = 1; col <= 12; col++) {
    for (let row = 1; row <= 9; row++) {
      const id = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
      const extra = special[id];
      hexes.push({
        id,
        terrain: extra?.terrain ?? 'clear',
        features: extra?.features ?? [],
        values: extra?.values ?? {},
        schematic: true,
        ...(extra?.name ? { name: extra.name } : {}),
      });
    }
  }
  // A river between columns 7 and 8, crossed by a bridge between 0705 and 0805. On this flat-topped map with odd
  // columns shoved down, hex 07r touches 08r and 08(r+1), so a continuous river follows both hexsides.
  const hexsides: { a: string; b: string; features: string[] }[] = [];
  for (let row = 1; row <= 9; row++) {
    const west = `07${String(row).padStart(2, '0')}`;
    hexsides.push({
      a: west,
      b: `08${String(row).padStart(2, '0')}`,
      features: row === 5 ? ['river', 'bridge'] : ['river'],
    });
    if (row < 9) hexsides.push({ a: west, b: `08${String(row + 1).padStart(2, '0')}`, features: ['river'] });
  }
  hexsides.push({ a: '0604', b: '0605', features: ['road'] });
  const unit = (
    id: string,
    name: string,
    nation: string,
    type: Pack['counters'][number]['type'],
    size: Pack['counters'][number]['size'],
    values: number[],
    reduced?: number[],
  ) => ({
    id,
    name,
    nation,
    type,
    size,
    values,
    valueNames: ['A', 'D', 'M'],
    ...(reduced ? { reduced } : {}),
    schematic: true,
  });
  return {
    format: PACK_FORMAT,
    id: 'demo',
    game: 'freeplay',
    version: '1',
    title: loc('Umpire demo map (schematic)', 'Mappa dimostrativa di Umpire (schematica)'),
    provenance: {
      kind: 'schematic',
      source: 'Made up by the Umpire project to learn the bot on; it is no real game and no real place.',
      notes: loc(
        'A schematic stand-in: no real game, map or order of battle.',
        'Un segnaposto schematico: nessun gioco, mappa o ordine di battaglia reale.',
      ),
    },
    map: {
      kind: 'hex',
      layout: { orientation: 'flat', stagger: 'odd' },
      numbering: 'column-row',
      terrains,
      hexes,
      hexsides,
    },
    counters: [
      unit('b1', '1st Inf', 'blue', 'infantry', 'division', [4, 4, 3], [2, 2, 3]),
      unit('b2', '2nd Inf', 'blue', 'infantry', 'division', [4, 4, 3], [2, 2, 3]),
      unit('b3', '3rd Inf', 'blue', 'infantry', 'division', [3, 4, 3], [1, 2, 3]),
      unit('b4', '1st Cav', 'blue', 'cavalry', 'brigade', [2, 1, 5]),
      unit('b5', '1st Art', 'blue', 'artillery', 'regiment', [5, 1, 2]),
      unit('b6', 'Blue HQ', 'blue', 'hq', 'corps', [0, 1, 4]),
      unit('r1', '10th Inf', 'red', 'infantry', 'division', [4, 4, 3], [2, 2, 3]),
      unit('r2', '11th Inf', 'red', 'infantry', 'division', [4, 4, 3], [2, 2, 3]),
      unit('r3', '12th Inf', 'red', 'infantry', 'division', [3, 5, 3], [1, 3, 3]),
      unit('r4', '10th Cav', 'red', 'cavalry', 'brigade', [2, 1, 5]),
      unit('r5', '10th Art', 'red', 'artillery', 'regiment', [5, 1, 2]),
      unit('r6', 'Red HQ', 'red', 'hq', 'corps', [0, 1, 4]),
    ],
    markers: [
      { id: 'control', name: loc('Control', 'Controllo'), color: '#333333', symbol: 'C' },
      { id: 'entrenched', name: loc('Entrenched', 'Trincerato'), color: '#6b4f2a', symbol: 'T' },
      { id: 'oos', name: loc('Out of supply', 'Senza rifornimenti'), color: '#b22222', symbol: 'OS' },
    ],
    scenarios: [
      {
        id: 'meeting',
        title: loc('Meeting engagement (demo)', 'Scontro d’incontro (dimostrativo)'),
        sides: [
          { id: 'blue', name: loc('Blue', 'Blu'), color: '#2f5fa7', nations: ['blue'] },
          { id: 'red', name: loc('Red', 'Rosso'), color: '#b33a3a', nations: ['red'] },
        ],
        first: 'blue',
        turns: 6,
        setup: [
          { unit: 'b1', at: '0203', reduced: false },
          { unit: 'b2', at: '0205', reduced: false },
          { unit: 'b3', at: '0302', reduced: false },
          { unit: 'b4', at: '0407', reduced: false },
          { unit: 'b5', at: '0204', reduced: false },
          { unit: 'b6', at: '0104', reduced: false },
          { unit: 'r1', at: '1003', reduced: false },
          { unit: 'r2', at: '1005', reduced: false },
          { unit: 'r3', at: '0907', reduced: false },
          { unit: 'r4', at: '1108', reduced: false },
          { unit: 'r5', at: '1104', reduced: false },
        ],
        markers: [{ kind: 'control', at: '0604' }],
        notes: loc(
          'Red HQ starts off the map and may be placed on any turn.',
          'Il QG rosso parte fuori mappa e può essere piazzato in qualsiasi turno.',
        ),
      },
    ],
    stacking: { perLocation: 3 },
    tables: {},
  };
}
