import { describe, expect, it } from 'vitest';
import { SpaceGraph } from '../../../src/engine/core/map/graph.js';
import { reachable, shortestPath } from '../../../src/engine/core/map/path.js';

// A made-up network: Paris–Amiens–Lille by normal lines, Paris–Lille by a rail-only link, Lille–Antwerp restricted to BR.
const graph = new SpaceGraph(
  ['paris', 'amiens', 'lille', 'antwerp', 'island'],
  [
    { a: 'paris', b: 'amiens', type: 'normal' },
    { a: 'amiens', b: 'lille', type: 'normal' },
    { a: 'paris', b: 'lille', type: 'rail' },
    { a: 'lille', b: 'antwerp', type: 'restricted', only: ['br'] },
  ],
);

describe('point-to-point maps', () => {
  it('lists neighbours through any connection, or only the usable ones', () => {
    expect(graph.neighbours('lille').sort()).toEqual(['amiens', 'antwerp', 'paris']);
    expect(graph.neighbours('lille', (c) => c.type !== 'restricted').sort()).toEqual(['amiens', 'paris']);
    expect(graph.connection('antwerp', 'lille')?.only).toEqual(['br']);
    expect(graph.neighbours('island')).toEqual([]);
  });

  it('finds the cheapest path under a cost function', () => {
    const byRail = shortestPath('paris', 'lille', (n) => graph.neighbours(n));
    expect(byRail).toEqual({ nodes: ['paris', 'lille'], cost: 1 });
    const noRail = shortestPath(
      'paris',
      'lille',
      (n) => graph.neighbours(n),
      (a, b) => (graph.connection(a, b)?.type === 'rail' ? Infinity : 1),
    );
    expect(noRail).toEqual({ nodes: ['paris', 'amiens', 'lille'], cost: 2 });
  });

  it('respects a restricted connection only for its nation', () => {
    const asFrench = (a: string, b: string) =>
      graph.connection(a, b)?.only && !graph.connection(a, b)!.only!.includes('fr') ? Infinity : 1;
    expect(shortestPath('paris', 'antwerp', (n) => graph.neighbours(n), asFrench)).toBeUndefined();
    expect(shortestPath('paris', 'antwerp', (n) => graph.neighbours(n))?.cost).toBe(2);
  });

  it('returns nothing for an unreachable space, and the start alone for itself', () => {
    expect(shortestPath('paris', 'island', (n) => graph.neighbours(n))).toBeUndefined();
    expect(shortestPath('paris', 'paris', (n) => graph.neighbours(n))).toEqual({ nodes: ['paris'], cost: 0 });
  });

  it('lists what is reachable within a budget', () => {
    const within = reachable(
      'paris',
      (n) => graph.neighbours(n),
      (a, b) => (graph.connection(a, b)?.type === 'rail' ? 5 : 1),
      2,
    );
    expect(Object.fromEntries(within)).toEqual({ paris: 0, amiens: 1, lille: 2 });
  });
});
