import { describe, expect, it } from 'vitest';
import { reservePenalty } from '../../../../src/engine/games/napoleon-1812/rules/supply.js';
import { forage, trains } from '../../../../src/engine/games/napoleon-1812/rulings/supply.js';
import { supplyTrains1813Table, supplyTrainsTable } from '../../../../src/engine/games/napoleon-1812/tables.js';
import { ok, refused, run } from './run.js';

// 6.3: "Se il risultato è minore o uguale del numero di unità nello stack, le unità sono fuori rifornimento."
describe('T6 forage (6.3)', () => {
  const cells: [number, number, boolean][] = [];
  for (let units = 1; units <= 6; units++) {
    for (let die = 1; die <= 6; die++) cells.push([die, units, die <= units]);
  }
  it.each(cells)('die %i, %i units → out of supply %s', (die, units, outOfSupply) => {
    expect(ok(forage, { units }, [die]).result).toEqual({ die, outOfSupply });
  });

  it('explains 6.4 and the removal of the marker', () => {
    const { en, it: itText, rules } = ok(forage, { units: 3, turn: 12 }, [2]);
    expect(en).toContain('Die 2 ≤ 3 units: the stack is **out of supply**');
    expect(en).toContain('(winter: Veterans too)');
    expect(itText).toContain('**fuori rifornimento**');
    expect(rules).toEqual(['6.3', '6.4']);
    expect(ok(forage, { units: 3, turn: 5 }, [4]).en).toContain('foraging succeeds');
  });

  it.each([
    [{}, 'units', /--units is required/],
    [{ units: 7 }, 'units', /from 1 to 6/],
    [{ units: 2, turn: 2 }, 'turn', /start on turn 3/],
    [{ units: 2, turn: 8, 'two-year': true }, 'turn', /turns 8 and 9 of the two-year campaign/],
    [{ units: 2, turn: 9, 'two-year': true }, 'turn', /turns 8 and 9 of the two-year campaign/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(forage, raw, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

// 16.7: "se 4 o meno unità di cavalleria sono eliminate ... ridotto di 2; se sono eliminate 5, 6 o 7 ... di 1".
describe('16.7 train reduction by the cavalry lost', () => {
  it.each([
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 1],
    [6, 1],
    [7, 1],
    [8, 0],
    [12, 0],
  ])('%i cavalry eliminated → −%i trains', (lost, trainsLost) => {
    expect(reservePenalty(lost)).toBe(trainsLost);
  });
});

// A made-up Tab. 7.3 for the tests: the real one is not in the rulebook and is loaded from a pack.
const TAB_7_3 = [
  { turn: 1, french: 8, russian: 5 },
  { turn: 4, french: 6, russian: 6 },
  { turn: 5, french: 4, russian: 5 },
];
const TAB_16_13 = [{ turn: 8, french: 7, russian: 3 }];
const tables = { [supplyTrainsTable.id]: TAB_7_3, [supplyTrains1813Table.id]: TAB_16_13 };

describe('7.2 Supply Trains available (Tab. 7.3 from a pack)', () => {
  it('without Tab. 7.3 the ruling says which table is missing, which rule reads it and how to load it', () => {
    const outcome = run(trains, { side: 'french', turn: 1, depots: 2 }).outcome;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.message.en).toContain('Supply Trains (Tab. 7.3)');
      expect(outcome.message.en).toContain('rule 7.2');
      expect(outcome.message.en).toContain('`tables.supply-trains`');
      expect(outcome.message.en).toContain('/pack import');
      expect(outcome.message.it).toContain('carica un pack');
    }
  });

  it('7.2: the table value minus one train per friendly depot; 7.4: more trains places first', () => {
    const { result, en, rules } = ok(trains, { side: 'french', turn: 1, depots: 3 }, [], tables);
    expect(result).toEqual({ tableValue: 8, available: 5, depotsRemovable: 0, placesFirst: 'french' });
    expect(en).toContain(
      'Tab. 7.3, turn 1, French: 8; −3 Depots on the map (7.2) → **5 Supply Trains**, plus 2 dummies (7.5).',
    );
    expect(en).toContain('The French goes first (7.4, 8.2): 8 trains against 5');
    expect(rules).toEqual(['7.2', '7.4', '7.5']);
  });

  it('8.8 captured depots, 16.7 Reserve losses (from turn 3) and 16.1 cards adjust the number', () => {
    const { result, rules } = ok(
      trains,
      { side: 'french', turn: 5, depots: 1, captured: 1, 'reserve-lost': 6, card: 2 },
      [],
      tables,
    );
    expect(result).toMatchObject({ tableValue: 4, available: 4 - 1 - 1 - 1 + 2, placesFirst: 'russian' });
    expect(rules).toEqual(['7.2', '8.8', '16.7', '16.1', '7.4', '7.5']);
    // Turn 1: the Reserve reduction starts on turn 3.
    expect(ok(trains, { side: 'french', turn: 1, depots: 0, 'reserve-lost': 3 }, [], tables).result.available).toBe(8);
  });

  it('7.2 note: a negative number lets the opponent remove depots to bring it back to 0', () => {
    const { result, en } = ok(trains, { side: 'russian', turn: 5, depots: 7, captured: 1 }, [], tables);
    expect(result).toEqual({ tableValue: 5, available: 0, depotsRemovable: 3, placesFirst: 'russian' });
    expect(en).toContain('the opponent may remove up to 3 of these Depots');
    // Depots are all it can remove.
    expect(ok(trains, { side: 'russian', turn: 5, depots: 1, captured: 8 }, [], tables).result.depotsRemovable).toBe(1);
  });

  it('7.4: the rulebook gives no tie-break', () => {
    const { result, en } = ok(trains, { side: 'russian', turn: 4, depots: 0 }, [], tables);
    expect(result.placesFirst).toBe('tie');
    expect(en).toContain('no tie-break');
  });

  it('16.13: the 1813 campaign reads Tab. 16.13 and drops the Reserve reduction', () => {
    const { result, rules } = ok(
      trains,
      { side: 'french', turn: 8, depots: 2, 'reserve-lost': 3, 'two-year': true },
      [],
      tables,
    );
    expect(result).toEqual({ tableValue: 7, available: 5, depotsRemovable: 0, placesFirst: 'french' });
    expect(rules[0]).toBe('16.13');
    const missing = run(trains, { side: 'french', turn: 8, depots: 2, 'two-year': true }, [], {
      [supplyTrainsTable.id]: TAB_7_3,
    });
    expect(!missing.outcome.ok && missing.outcome.message.en).toContain('Tab. 16.13');
  });

  it.each([
    [{ side: 'french', turn: 2, depots: 0 }, 'turn', /no row for turn 2/],
    [{ side: 'french', turn: 1 }, 'depots', /--depots is required/],
    [{ side: 'russian', turn: 1, depots: 0, 'reserve-lost': 4 }, 'reserve-lost', /Cavalry Reserve is French/],
    [{ side: 'french', turn: 1, depots: 0, card: 10 }, 'card', /from -9 to 9/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(trains, raw, [], tables);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

describe('the Tab. 7.3 and 16.13 pack schemas', () => {
  it('accept rows of turn, french, russian', () => {
    expect(supplyTrainsTable.schema.safeParse(TAB_7_3).success).toBe(true);
    expect(supplyTrains1813Table.schema.safeParse(TAB_16_13).success).toBe(true);
  });
  it.each([
    [[]],
    [[{ turn: 0, french: 1, russian: 1 }]],
    [[{ turn: 17, french: 1, russian: 1 }]],
    [[{ turn: 1, french: -1, russian: 1 }]],
    [[{ turn: 1, french: 1.5, russian: 1 }]],
    [[{ turn: 1, french: 1 }]],
    [
      [
        { turn: 1, french: 1, russian: 1 },
        { turn: 1, french: 2, russian: 2 },
      ],
    ],
  ])('Tab. 7.3 refuses %j', (rows) => {
    expect(supplyTrainsTable.schema.safeParse(rows).success).toBe(false);
  });
  it('Tab. 16.13 holds turns 8 to 16 only', () => {
    expect(supplyTrains1813Table.schema.safeParse([{ turn: 7, french: 1, russian: 1 }]).success).toBe(false);
  });
});
