/**
 * Every cell of Borodino's charts (Italian rulebook pp. 26–28), written here again from the book and
 * compared with the data the rulings read.
 */
import { describe, expect, it } from 'vitest';
import { bracketIndex } from '../../../../src/engine/core/tables.js';
import {
  ARTILLERY_FIRE_TABLE,
  ASSAULT_TABLE,
  COLLAPSE_VP,
  FIRE_OUT_MAX,
  FLANK_MANEUVER_TABLE,
  FORCE_RATIO_TABLE,
  forceRatioRow,
  FRIENDLY_FIRE_DRM,
  FRIENDLY_FIRE_MAX_NATURAL,
  KUTUZOV_DELAY_VALUE,
  NAPOLEON_ORDERS_VALUE,
  OC_COMMAND_DRM,
  TERRAIN_TABLE,
  type AssaultCell,
  type FireCell,
  type MoveCell,
  type TerrainRow,
} from '../../../../src/engine/games/borodino/tables.js';
import { ASSAULT_RESULT, ratioName, TERRAIN_NAME } from '../../../../src/engine/games/borodino/words.js';

describe('TABELLA DEL FUOCO DI ARTIGLIERIA (8.5)', () => {
  // Tiro di dado modificato → Risultato
  it.each([
    [-5, 'none'],
    [0, 'none'],
    [8, 'none'], // <9 Nessun effetto
    [9, 'cohesion-check'], // 9-12 Controllo della Coesione per Disordine
    [10, 'cohesion-check'],
    [11, 'cohesion-check'],
    [12, 'cohesion-check'],
    [13, 'disorder'], // 13-14 Disordine automatico
    [14, 'disorder'],
    [15, 'disorder-retreat'], // 15+ Disordine automatico, Ritirata
    [30, 'disorder-retreat'],
  ])('a modified roll of %i reads %s', (total, effect) => {
    expect(ARTILLERY_FIRE_TABLE[bracketIndex(ARTILLERY_FIRE_TABLE, total)]?.effect).toBe(effect);
  });

  it('prints its rows as the book does', () => {
    expect(ARTILLERY_FIRE_TABLE.map((r) => r.label)).toEqual(['<9', '9-12', '13-14', '15+']);
  });

  it('* friendly fire on an unmodified 2 or less, with DRM −2 (8.8)', () => {
    expect(FRIENDLY_FIRE_MAX_NATURAL).toBe(2);
    expect(FRIENDLY_FIRE_DRM).toBe(-2);
  });
});

describe("TABELLA DELLA RISOLUZIONE DELL'ASSALTO (9.5)", () => {
  it.each([
    [-7, 'attacker-disorder-counter'],
    [-1, 'attacker-disorder-counter'], // <0
    [0, 'attacker-disorder'], // 0-4
    [4, 'attacker-disorder'],
    [5, 'defender-disorder'], // 5-9
    [9, 'defender-disorder'],
    [10, 'defender-retreat'], // 10+
    [19, 'defender-retreat'],
  ])('a modified roll of %i reads %s', (total, outcome) => {
    expect(ASSAULT_TABLE[bracketIndex(ASSAULT_TABLE, total)]?.outcome).toBe(outcome);
  });

  it('prints its rows as the book does', () => {
    expect(ASSAULT_TABLE.map((r) => r.label)).toEqual(['<0', '0-4', '5-9', '10+']);
    expect(ASSAULT_TABLE.map((r) => ASSAULT_RESULT[r.outcome].it)).toEqual([
      "Disordine automatico dell'attaccante; Controllo di Coesione per Ritirata; possibile Avanzata del difensore e Contrassalto",
      "Disordine automatico dell'attaccante; Controllo di Coesione per Ritirata",
      'Disordine automatico del difensore; Controllo di Coesione per Ritirata',
      'Disordine automatico e Ritirata del difensore; possibile assalto di Sfondamento (fanteria) o Inseguimento (cavalleria)',
    ]);
  });
});

describe('TABELLA DEI DRM PER IL RAPPORTO DI FORZE (9.51)', () => {
  it('lists the nine ratios and their DRMs as printed', () => {
    expect(FORCE_RATIO_TABLE.map((r) => [ratioName(`${r.attacker}-${r.defender}`).it, r.drm])).toEqual([
      ['4-1 o più', 4],
      ['3-1', 3],
      ['2-1', 2],
      ['3-2', 1],
      ['1-1', 0],
      ['2-3', -1],
      ['1-2', -2],
      ['1-3', -3],
      ['1-4 o peggio', -4],
    ]);
  });

  // Each row at its own ratio, then just below it: rounded in the defender's favour (9.51).
  it.each([
    [4, 1, 4],
    [25, 6, 4],
    [8, 2, 4],
    [3, 1, 3],
    [11, 3, 3],
    [199, 50, 3],
    [2, 1, 2],
    [9, 4, 2],
    [29, 10, 2],
    [3, 2, 1],
    [5, 3, 1],
    [19, 10, 1],
    [1, 1, 0],
    [7, 5, 0],
    [14, 10, 0],
    [2, 3, -1],
    [5, 7, -1],
    [9, 10, -1],
    [1, 2, -2],
    [3, 5, -2],
    [65, 100, -2],
    [1, 3, -3],
    [2, 5, -3],
    [49, 100, -3],
    [1, 4, -4],
    [32, 100, -4],
    [1, 10, -4],
  ])('%i SP against %i gives %i', (attacker, defender, drm) => {
    expect(forceRatioRow(attacker, defender).drm).toBe(drm);
  });
});

// ---------------------------------------------------------------------------------------------------------
// TABELLA DEL TERRENO, cell by cell. The book's notation: a number is a hex's cost, "+n" is added to it
// (hexsides, features, leaving a ZOC; hexside rows print "0" for +0), "D" Disorders, "NA" not allowed,
// "1/2" the commander's road cost, "half" the trail's "Metà del costo dell'altro terreno". "+4 D" is
// written "+4D" here.

const PRINTED: readonly (readonly [string, string, string, string, string, string, string])[] = [
  ['open', '1', '1', '2', '1', 'NE', '+1 [j]'], // Aperto
  ['woods', '2', '3D', '3', '2', '-1/+1 [e]', '-1'], // Boschi
  ['marsh', '2', '3', 'NA', '2', 'NE', '-1'], // Palude
  ['cultivated', '1', '2', '3', '1', 'NE', 'NE'], // Coltivato
  ['town', '2', '2', '2', '1', '-1/+1 [e]', '-1/-2 [d]'], // Paese
  ['burning-village', 'NA', 'NA', 'NA', 'NA', 'Blocca LOS', 'NA'], // Villaggio incendiato
  ['rubble', '2', '3', '3', '1', 'NE', '-1'], // Macerie
  ['emplacement', '+1', '+3', 'NA', '+1', '-1', '-1'], // Postazione
  ['entrenchment', '+2', 'NA', 'NA', '+2', '-1', '-2'], // Lato d'esagono di trinceramento
  ['road', '1', '1', '1', '1/2', 'AT', 'AT'], // Strada [b]
  ['trail', 'half', 'half', 'half', 'half', 'AT', 'AT'], // Sentiero [b]
  ['slope-up', '0', '0', '0', '0', '-1', '-1 [i]'], // Pendio in su
  ['steep-slope-up', '+1', '+2', '+2', '+1', '-1 [f]', '-1 [i]'], // Pendio ripido in su
  ['slope-down', '0', '0', '0', '0', '0/+1 [g]', '+1'], // Pendio in giù
  ['steep-slope-down', '0', '0', '0', '0', '+1', '+1'], // Pendio ripido in giù
  ['wall', '+1', '+2', 'NA', '+1', '-1 [h]', '-1 [i]'], // Muro
  ['river', 'NA', 'NA', 'NA', 'NA', 'NE', 'NA'], // Fiume
  ['stream', '0', '0', '+1', '0', 'NE', 'NE [i]'], // Ruscello
  ['banked-stream', '+1', '+1', '+2', '+1', 'NE', '-1 [i]'], // Ruscello con argini
  ['steep-banked-stream', '+2', '+3', '+4', '+2', 'NE', '-2 [i]'], // Ruscello con argini ripidi
  ['very-steep-banked-stream', '+3', '+4D', 'NA', '+3', 'NE', '-3 [i]'], // Ruscello con argini molto ripidi
  ['bridge', '0', '0', '0', '0', 'NE', '-2'], // Ponte
  ['ford', '+1', '+1', '+2', '+1', 'NE', '-1'], // Guado
  ['leave-zoc', '+1', '+1', '+1', '0', 'NE', 'NE'], // Lasciare una ZOC [c]
];

const signedText = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function printMove(row: TerrainRow, cell: MoveCell): string {
  if (cell === 'NA') return 'NA';
  if (cell === 'half') return 'half';
  const added = row.kind !== 'hex' && row.kind !== 'route';
  const value = cell.mp === 0.5 ? '1/2' : added && cell.mp > 0 ? `+${cell.mp}` : `${cell.mp}`;
  return value + (cell.disorder ? 'D' : '');
}

function printFire(cell: FireCell): string {
  switch (cell.kind) {
    case 'ne':
      return 'NE';
    case 'drm':
      return signedText(cell.drm) + (cell.note ? ` [${cell.note}]` : '');
    case 'into-from':
      return `${signedText(cell.from)}/${signedText(cell.into)} [e]`;
    case 'adjacent-lower':
      return `${cell.adjacent}/${signedText(cell.otherwise)} [g]`;
    case 'blocks-los':
      return 'Blocca LOS';
    case 'other-terrain':
      return 'AT';
  }
}

function printAssault(cell: AssaultCell): string {
  switch (cell.kind) {
    case 'na':
      return 'NA';
    case 'other-terrain':
      return 'AT';
    case 'drm': {
      const value = cell.drm === 0 ? 'NE' : signedText(cell.drm);
      const charge = cell.vsCharge !== undefined ? `/${signedText(cell.vsCharge)} [d]` : '';
      const notes = `${cell.cancelsOpen ? ' [i]' : ''}${cell.conditional ? ' [j]' : ''}`;
      return value + charge + notes;
    }
  }
}

describe('TABELLA DEL TERRENO', () => {
  it('has the 24 rows of the book, in its order', () => {
    expect(TERRAIN_TABLE.map((r) => r.id)).toEqual(PRINTED.map((p) => p[0]));
  });

  it.each(PRINTED)(
    '%s: Fanteria %s, Cavalleria %s, Artiglieria %s, Comandante %s, Fuoco %s, Assalto %s',
    (id, inf, cav, art, cdr, fire, assault) => {
      const row = TERRAIN_TABLE.find((r) => r.id === id) as TerrainRow;
      expect([
        printMove(row, row.infantry),
        printMove(row, row.cavalry),
        printMove(row, row.artillery),
        printMove(row, row.commander),
        printFire(row.fire),
        printAssault(row.assault),
      ]).toEqual([inf, cav, art, cdr, fire, assault]);
    },
  );

  it('names every row in both languages', () => {
    for (const row of TERRAIN_TABLE) {
      expect(TERRAIN_NAME[row.id].en.length).toBeGreaterThan(0);
      expect(TERRAIN_NAME[row.id].it.length).toBeGreaterThan(0);
    }
  });
});

describe('values the rules text gives', () => {
  it('5.22 example: at Borodino Napoleon has an Orders Value of 3', () => {
    expect(NAPOLEON_ORDERS_VALUE).toBe(3);
  });

  it("5.28 note and the 2.2 Kutuzov counter: the OCs' Command DRM is −2", () => {
    expect(OC_COMMAND_DRM).toBe(-2);
  });

  it('2.2 Kutuzov counter: Orders-Delay Value 5', () => {
    expect(KUTUZOV_DELAY_VALUE).toBe(5);
  });

  it('SR5: 0–3 the fire is out', () => {
    expect(FIRE_OUT_MAX).toBe(3);
  });

  it('SR14: 2–6 may recall to 3500–5100, 7–11 nothing, 12+ enter at 2400–2800', () => {
    expect(FLANK_MANEUVER_TABLE.map((r) => [r.label, r.outcome, r.entry])).toEqual([
      ['2-6', 'may-recall', '3500-5100'],
      ['7-11', 'no-effect', null],
      ['12+', 'enter', '2400-2800'],
    ]);
    for (const [total, outcome] of [
      [2, 'may-recall'],
      [6, 'may-recall'],
      [7, 'no-effect'],
      [11, 'no-effect'],
      [12, 'enter'],
      [20, 'enter'],
    ] as const)
      expect(FLANK_MANEUVER_TABLE[bracketIndex(FLANK_MANEUVER_TABLE, total)]?.outcome).toBe(outcome);
  });

  it('SR15: 3 VP per Russian group, 4 per French group, 10 for either Guard', () => {
    expect(COLLAPSE_VP).toEqual({ russian: { group: 3, guard: 10 }, french: { group: 4, guard: 10 } });
  });
});
