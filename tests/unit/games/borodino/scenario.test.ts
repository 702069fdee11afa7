import { describe, expect, it } from 'vitest';
import {
  flankMarchRuling,
  napoleonMpRuling,
  villageFireRuling,
} from '../../../../src/engine/games/borodino/rulings/scenario.js';
import { refused, ruled } from './run.js';

describe('SR5 the burning village', () => {
  it.each([0, 1, 2, 3])('%i: the fire is out, the marker flips to RUBBLE', (die) => {
    expect(ruled(villageFireRuling, {}, [die]).result).toEqual({ roll: die, state: 'rubble' });
  });

  it.each([4, 5, 6, 7, 8, 9])('%i: still burning', (die) => {
    expect(ruled(villageFireRuling, {}, [die]).result).toEqual({ roll: die, state: 'burning' });
  });

  it('reads a d10 from 0 to 9', () => {
    expect(refused(villageFireRuling, {}, [10]).message).toMatch(/from 0 to 9/);
  });
});

describe("SR7 Napoleon's movement", () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('a roll of %i gives him %i MP', (die) => {
    const { result, text } = ruled(napoleonMpRuling, {}, [die]);
    expect(result).toEqual({ roll: die, mp: die });
    expect(text.it).toContain(`Napoleone può usare ${die} MP in questo turno (SR7).`);
  });
});

describe('SR14 the French flank maneuver, 2d6 + the running count', () => {
  type Flank = {
    dice: number[];
    roll: number;
    total: number;
    row: string;
    outcome: string;
    entry: string | null;
    nextCount: number;
  };
  const flank = (count: number, dice: number[]) => ruled<Flank>(flankMarchRuling, { count }, dice);

  it.each([
    [1, 1, 0, 'may-recall', '3500-5100'],
    [3, 3, 0, 'may-recall', '3500-5100'],
    [3, 4, 0, 'no-effect', null],
    [5, 6, 0, 'no-effect', null],
    [6, 6, 0, 'enter', '2400-2800'],
    [4, 2, 1, 'no-effect', null],
    [5, 6, 1, 'enter', '2400-2800'],
    [1, 1, 5, 'no-effect', null],
    [6, 5, 3, 'enter', '2400-2800'],
  ])('dice %i + %i with count %i: %s', (a, b, count, outcome, entry) => {
    const { result } = flank(count, [a, b]);
    expect(result).toMatchObject({ dice: [a, b], roll: a + b, total: a + b + count, outcome, entry });
  });

  it('each 7–11 adds a cumulative +1 to the next attempt', () => {
    expect(flank(2, [3, 4]).result.nextCount).toBe(3);
    expect(flank(2, [1, 1]).result.nextCount).toBe(2);
    expect(flank(2, [6, 6]).result.nextCount).toBe(2);
  });

  it('rolls two six-sided dice, shown with the count', () => {
    const { dice, text } = flank(2, [3, 4]);
    expect(dice).toEqual([
      { sides: 6, value: 3, purpose: 'flank maneuver' },
      { sides: 6, value: 4, purpose: 'flank maneuver' },
    ]);
    expect(text.en).toContain('Dice 3 + 4; +2 earlier 7–11 results (SR14) → 9');
    expect(text.it).toContain('Prossimo tentativo: +3.');
  });

  it('refuses a d6 of 0 and a negative count', () => {
    expect(refused(flankMarchRuling, {}, [0, 3]).message).toMatch(/from 1 to 6/);
    expect(refused(flankMarchRuling, { count: -1 }).option).toBe('count');
  });
});
