import { describe, expect, it } from 'vitest';
import { ordersProblem } from '../../../../src/engine/games/borodino/rules/activation.js';
import {
  baseCommand,
  carriedOrders,
  chainIds,
  chainsOf,
  keepProblem,
  linked,
} from '../../../../src/engine/games/borodino/rules/command.js';
import { game } from './play/build.js';
import { CENTRE } from './positions.js';

/**
 * 5.12's chains and 5.24's separated Commands (rules/command.ts) on the pack's grid around 4616 (open ground): 4617 is
 * its north neighbour, 4618 two hexes north with 4617 the only hex next to both.
 */
const grid = game.grid;
const common = (a: string, b: string) => grid.neighbours(a).filter((h) => grid.neighbours(b).includes(h));
/** A hex 2 from 4616 with two hexes next to both (not in line with it). */
const offLine = grid
  .neighbours(CENTRE)
  .flatMap((n) => grid.neighbours(n))
  .find((h) => grid.distance(CENTRE, h) === 2 && common(CENTRE, h).length === 2)!;
const none = new Set<string>();

describe('5.12 the chain of an Orders Command (rules/command.ts)', () => {
  it('5.12 a unit within 2 hexes of another of its Command is linked to it; 3 hexes away it is not', () => {
    expect(common(CENTRE, '4618')).toEqual(['4617']);
    expect(linked(grid, CENTRE, '4617', none)).toBe(true);
    expect(linked(grid, CENTRE, '4618', none)).toBe(true);
    expect(grid.distance(CENTRE, '4619')).toBe(3);
    expect(linked(grid, CENTRE, '4619', none)).toBe(false);
  });

  it('5.12 the chain may be of any length: 4616, 4618, 4620 are one chain; 4616 and 4619 alone are two', () => {
    const units = [
      { id: 'a', hex: CENTRE },
      { id: 'b', hex: '4618' },
      { id: 'c', hex: '4620' },
    ];
    expect(chainsOf(grid, units, none)).toEqual([['a', 'b', 'c']]);
    expect(
      chainsOf(
        grid,
        [
          { id: 'a', hex: CENTRE },
          { id: 'b', hex: '4619' },
        ],
        none,
      ),
    ).toEqual([['a'], ['b']]);
  });

  it('5.12 an enemy unit blocks the chain: in the only hex between two units 2 apart, they are two Commands', () => {
    const units = [
      { id: 'a', hex: CENTRE },
      { id: 'b', hex: '4618' },
    ];
    expect(chainsOf(grid, units, new Set(['4617']))).toEqual([['a'], ['b']]);
    expect(chainsOf(grid, units, none)).toEqual([['a', 'b']]);
  });

  it('5.12 an enemy ZOC does not block: an enemy next to the hex between, not in it, leaves the chain whole', () => {
    // 4716 is next to 4617 (its ZOC covers it) but is not between 4616 and 4618.
    expect(grid.adjacent('4716', '4617')).toBe(true);
    expect(linked(grid, CENTRE, '4618', new Set(['4716']))).toBe(true);
  });

  it('5.12 two hexes between (not in line): one free of the enemy keeps the link (the README’s reading); both held cut it', () => {
    const [x, y] = common(CENTRE, offLine);
    expect(linked(grid, CENTRE, offLine, new Set([x!]))).toBe(true);
    expect(linked(grid, CENTRE, offLine, new Set([x!, y!]))).toBe(false);
  });

  it('5.12 adjacent or stacked units have no hex between them to block', () => {
    expect(linked(grid, CENTRE, '4617', new Set(grid.neighbours(CENTRE)))).toBe(true);
    expect(linked(grid, CENTRE, CENTRE, none)).toBe(true);
  });

  it('5.12 a Command in one chain keeps its id; in several, each chain is a Command of its own (`fr-iv.2`)', () => {
    expect(chainIds('fr-i', [['a', 'b']])).toEqual({ a: 'fr-i', b: 'fr-i' });
    expect(chainIds('fr-iv', [['a'], ['b', 'c']])).toEqual({ a: 'fr-iv.1', b: 'fr-iv.2', c: 'fr-iv.2' });
    expect(baseCommand('fr-iv.2')).toBe('fr-iv');
    expect(baseCommand('ru-1-indep')).toBe('ru-1-indep');
  });

  it('5.22, 5.12 each chain of a group counts as a Command: three legal, a fourth refused', () => {
    const formationOf = (u: string) => u.split('-')[1] ?? u;
    expect(ordersProblem(game.command!, 'french', ['fr-iv.1', 'fr-iv.2', 'fr-i'], formationOf)).toBeNull();
    expect(ordersProblem(game.command!, 'french', ['fr-iv.1', 'fr-iv.2', 'fr-i', 'fr-v'], formationOf)).toMatchObject({
      code: 'orders-over-value',
      rule: '5.22',
    });
  });
});

describe('5.24 separated Commands: the Orders carried into the next turn (rules/command.ts)', () => {
  // Last turn: X (units a, b) Under Orders, Y (unit c) not.
  const before = { a: 'X', b: 'X', c: 'Y' };

  it('5.24 a Command Under Orders still one chain keeps its Orders without a choice', () => {
    expect(carriedOrders(before, ['X'], { a: 'X', b: 'X', c: 'Y' })).toEqual({ kept: ['X'], open: [] });
  });

  it('5.24 a Command Under Orders split in two: both parts are the player’s choice, one only stays Under Orders', () => {
    const now = { a: 'X.1', b: 'X.2', c: 'Y' };
    expect(carriedOrders(before, ['X'], now)).toEqual({ kept: [], open: ['X.1', 'X.2'] });
    expect(keepProblem(before, ['X'], now, ['X.2'], true)).toBeNull();
    expect(keepProblem(before, ['X'], now, ['X.1', 'X.2'], false)).toMatchObject({
      code: 'orders-keep-one',
      rule: '5.24',
    });
    // "il giocatore deciderà quale Comando rimane Sotto Ordini": one must.
    expect(keepProblem(before, ['X'], now, [], true)).toMatchObject({ code: 'orders-keep-none', rule: '5.24' });
    expect(keepProblem(before, ['X'], now, [], false)).toBeNull();
    // No part may go Under Orders (5.22, SR1's limits full): nothing to choose.
    expect(keepProblem(before, ['X'], now, [], true, () => false)).toBeNull();
  });

  it('5.24 Commands rejoined: the chain may adopt the Orders of either, Under Orders or not', () => {
    const now = { a: 'X', b: 'X', c: 'X' };
    expect(carriedOrders(before, ['X'], now)).toEqual({ kept: [], open: ['X'] });
    expect(keepProblem(before, ['X'], now, ['X'], true)).toBeNull();
    expect(keepProblem(before, ['X'], now, [], true)).toBeNull();
  });

  it('5.29 a failed Delay roll gives no new Orders: a chain of a Command not Under Orders may not take them', () => {
    const now = { a: 'X', b: 'X', c: 'Y' };
    expect(keepProblem(before, ['X'], now, ['X', 'Y'], false)).toMatchObject({ code: 'orders-keep-not', rule: '5.29' });
    expect(keepProblem(before, ['X'], now, ['X'], true)).toBeNull();
  });
});
