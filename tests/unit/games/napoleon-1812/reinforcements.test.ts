import { describe, expect, it } from 'vitest';
import { reinforcementsTable, supplyTrainsTable } from '../../../../src/engine/games/napoleon-1812/tables.js';
import { reinforcements } from '../../../../src/engine/games/napoleon-1812/rulings/turn-end.js';
import { ok, refused, run } from './run.js';

// A made-up Tab. 13.2 for the tests: the real one is not in the rulebook (only its legend is) and comes from a pack.
const TAB_13_2 = [
  { turn: 3, side: 'russian', units: '2IL', leaders: ['Tormasov'], arrival: 'K' },
  { turn: 3, side: 'french', units: '1IL, 1CL', arrival: 'A', note: 'Austrians' },
  { turn: 3, side: 'french', units: '2Iv', arrival: 'west' },
  { turn: 5, side: 'russian', units: '', leaders: ['Kutuzov'], arrival: 'Kg' },
  { turn: 6, side: 'russian', units: '1Ic', arrival: 'StP' },
];
const TAB_7_3 = [
  { turn: 3, french: 6, russian: 4 },
  { turn: 6, french: 4, russian: 4 },
];

describe('13.2 reinforcements (Tab. 13.2 from a pack)', () => {
  it('without Tab. 13.2 the ruling names the table, the rule and how to load it', () => {
    const outcome = run(reinforcements, { turn: 3 }).outcome;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.message.en).toContain('Reinforcements (Tab. 13.2)');
      expect(outcome.message.en).toContain('rule 13.2');
      expect(outcome.message.en).toContain('`tables.reinforcements`');
      expect(outcome.message.it).toContain('Rinforzi (Tab. 13.2)');
    }
  });

  it('lists the arrivals of the turn with the legend of Tab. 13.2, and who places first (Tab. 7.3)', () => {
    const {
      result,
      en,
      it: itText,
      rules,
    } = ok(reinforcements, { turn: 3 }, [], {
      [reinforcementsTable.id]: TAB_13_2,
      [supplyTrainsTable.id]: TAB_7_3,
    });
    expect(result.french).toHaveLength(2);
    expect(result.russian).toEqual([TAB_13_2[0]]);
    expect(result.placesFirst).toBe('french');
    expect(en).toContain('French: 1IL, 1CL (Austrians) → Lemberg (2217) and/or an adjacent hex (A)');
    expect(en).toContain('French: 2Iv → any hex of territory west of Russia');
    expect(en).toContain('Russian: 2IL, Tormasov → Kiev and/or an adjacent hex (K)');
    expect(en).toContain('never arrive and are eliminated (13.3)');
    expect(en).toContain('The French goes first (13.2)');
    expect(itText).toContain('Russo: 2IL, Tormasov → Kiev e/o un esagono adiacente (K)');
    expect(rules).toEqual(['13.2', '13.3']);
  });

  it('a leader alone, Kaluga; and a turn with nothing', () => {
    const tables = { [reinforcementsTable.id]: TAB_13_2 };
    expect(ok(reinforcements, { turn: 5 }, [], tables).en).toContain(
      'Russian: Kutuzov → Kaluga and/or an adjacent hex (Kg)',
    );
    expect(ok(reinforcements, { turn: 4 }, [], tables).en).toContain('No reinforcements arrive.');
  });

  it('without Tab. 7.3 it still lists the arrivals and says which table decides who places first', () => {
    const { result, en } = ok(reinforcements, { turn: 3 }, [], { [reinforcementsTable.id]: TAB_13_2 });
    expect(result.placesFirst).toBeNull();
    expect(en).toContain('needs Tab. 7.3, which is not loaded');
  });

  it('turn 6: a tie in Tab. 7.3 has no tie-break, and the Swedes may join (16.12)', () => {
    const { result, en } = ok(reinforcements, { turn: 6 }, [], {
      [reinforcementsTable.id]: TAB_13_2,
      [supplyTrainsTable.id]: TAB_7_3,
    });
    expect(result.placesFirst).toBe('tie');
    expect(en).toContain('St Petersburg and/or an adjacent hex (St P)');
    expect(en).toContain('(16.12, `sweden`)');
  });

  it('16.13: in 1813 the French get none and the Russian rolls to recover dead units, with no table', () => {
    const { result, en, rules } = ok(reinforcements, { turn: 9, 'two-year': true });
    expect(result).toEqual({ french: [], russian: [], placesFirst: null });
    expect(en).toContain('no French reinforcements');
    expect(rules).toEqual(['16.13']);
  });

  it.each([
    [{}, 'turn', /--turn is required/],
    [{ turn: 0 }, 'turn', /from 1 to 16/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(reinforcements, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

describe('the Tab. 13.2 pack schema', () => {
  it('accepts the legend codes', () => {
    expect(reinforcementsTable.schema.safeParse(TAB_13_2).success).toBe(true);
  });
  it.each([
    [{ turn: 3, side: 'french', units: '1IL', arrival: 'K' }], // French reinforcements arrive west of Russia or at Lemberg
    [{ turn: 3, side: 'russian', units: '1IL', arrival: 'west' }],
    [{ turn: 3, side: 'russian', units: '1IL', arrival: 'A' }],
    [{ turn: 3, side: 'russian', units: '1IL', arrival: 'Moscow' }],
    [{ turn: 17, side: 'russian', units: '1IL', arrival: 'K' }],
    [{ turn: 3, side: 'russian', units: ' ', arrival: 'K' }],
    [{ turn: 3, side: 'swedish', units: '1IL', arrival: 'StP' }],
  ])('refuses %j', (row) => {
    expect(reinforcementsTable.schema.safeParse([row]).success).toBe(false);
  });
});
