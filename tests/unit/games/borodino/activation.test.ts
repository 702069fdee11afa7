import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import {
  commandsOf,
  cupOf,
  drawAm,
  ocReach,
  ordersProblem,
  septemberVictory,
  unorderedBar,
  withoutOne,
} from '../../../../src/engine/games/borodino/rules/activation.js';
import { game } from './play/build.js';
import { at, CENTRE } from './positions.js';

const table = game.command!;
const formationOf = (u: string) => u.split('-')[1] ?? u;
const group = (id: string) => table.groups.find((g) => g.id === id)!;

describe('5.1–5.4 the 7 September chain of command (rules/activation.ts)', () => {
  it('5.12 a group is one Command; SR2 Murat’s six cavalry commands are his group’s formations', () => {
    expect(commandsOf(group('fr-i'), formationOf)).toEqual(['fr-i']);
    expect(commandsOf(group('fr-murat'), formationOf)).toEqual(['1CC', '2CC', '3CC', 'IVCC', 'GI', 'MU']);
  });

  it('5.22 Napoleon’s Orders value 3: three groups legal, a fourth refused', () => {
    expect(ordersProblem(table, 'french', ['fr-i', 'fr-iii', 'fr-iv'], formationOf)).toBeNull();
    expect(ordersProblem(table, 'french', ['fr-i', 'fr-iii', 'fr-iv', 'fr-v'], formationOf)).toMatchObject({
      code: 'orders-over-value',
      rule: '5.22',
      limit: 3,
    });
  });

  it('SR2 Murat’s Reserve counts one Order; his small "2": two cavalry commands directly, not three', () => {
    expect(ordersProblem(table, 'french', ['1CC', 'GI', 'fr-i', 'fr-iv'], formationOf)).toBeNull();
    expect(ordersProblem(table, 'french', ['1CC', 'GI', 'MU'], formationOf)).toMatchObject({ rule: 'SR2', limit: 2 });
  });

  it('SR1 Kutuzov: 3 of the 1st Army, 2 of the 2nd, 1 of the Reserve; a 2nd Reserve group refused', () => {
    const legal = ['ru-ii', 'ru-iv', 'ru-vi', 'ru-iii', 'ru-vii', 'ru-guard'];
    expect(ordersProblem(table, 'russian', legal, formationOf)).toBeNull();
    expect(ordersProblem(table, 'russian', [...legal, 'ru-art-reserve'], formationOf)).toMatchObject({
      code: 'orders-over-army',
      rule: 'SR1',
      army: 'reserve',
    });
    expect(ordersProblem(table, 'russian', ['fr-i'], formationOf)).toMatchObject({ rule: '5.12' });
  });

  it('SR1, SR3 without Orders: the French Guard is not activated, the Russian Reserve does not move; others may roll', () => {
    expect(unorderedBar(group('fr-guard'))).toBe('not-activated');
    expect(unorderedBar(group('ru-guard'))).toBe('no-move');
    expect(unorderedBar(group('fr-i'))).toBeNull();
  });

  it('5.31, 5.32 two AMs for each group on the map; 5.41 the chosen one leaves its twin in the cup', () => {
    const cup = cupOf(table, (g) => g.id !== 'fr-v');
    expect(cup.length).toBe(2 * (table.groups.length - 1));
    expect(cup).not.toContain('fr-v');
    expect(withoutOne(cup, 'fr-i')!.filter((g) => g === 'fr-i')).toEqual(['fr-i']);
    expect(withoutOne(cup, 'fr-v')).toBeNull();
  });

  it('5.42 the draw is a die with as many faces as AMs: face n names the n-th; the last AM needs no die', () => {
    const dice = new ScriptedDice([3]);
    expect(drawAm(['a', 'b', 'c', 'd'], dice)).toEqual({ group: 'c', roll: 3, cup: ['a', 'b', 'd'] });
    expect(dice.rolls[0]!.sides).toBe(4);
    expect(drawAm(['a'], new ScriptedDice([]))).toEqual({ group: 'a', roll: null, cup: [] });
    expect(drawAm([], new ScriptedDice([]))).toBeNull();
  });

  it('5.62 an OC moves by the Terrain Table’s Comandante column: 4 MP over open ground reach 4 hexes, not 5', () => {
    const p = at();
    const reach = ocReach(p, CENTRE, 4, new Set());
    expect(reach.every((h) => p.grid.distance(CENTRE, h) <= 4)).toBe(true);
    expect(reach.some((h) => p.grid.distance(CENTRE, h) === 4)).toBe(true);
    const blocked = new Set([p.grid.neighbours(CENTRE)[0]!]);
    expect(ocReach(p, CENTRE, 1, blocked)).not.toContain([...blocked][0]);
  });

  it('SR15, SR16 the side with more VP wins; 3417’s 10 VP go to its occupant; equal VP, no winner', () => {
    expect(septemberVictory({ french: 3, russian: 4 }, 'french', 10)).toEqual({
      french: 13,
      russian: 4,
      winner: 'french',
    });
    expect(septemberVictory({ french: 3, russian: 4 }, null, 10).winner).toBe('russian');
    expect(septemberVictory({ french: 0, russian: 0 }, null, 10).winner).toBeNull();
  });
});
