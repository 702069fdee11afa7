/* eslint-disable @typescript-eslint/no-explicit-any -- the tests mutate untyped JSON on purpose */
import { describe, expect, it } from 'vitest';
import { validatePack } from '../../../src/engine/core/pack.js';
import { demoPack } from '../../../src/engine/games/freeplay/demo-pack.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('pack validation', () => {
  it('accepts the demo pack', () => {
    const result = validatePack(demoPack());
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('names the path of a set-up hex that is not on the map', () => {
    const pack = clone(demoPack()) as ReturnType<typeof demoPack>;
    pack.scenarios[0]!.setup[3]!.at = '3417';
    const result = validatePack(pack);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toContain('scenarios[0].setup[3].at: 3417 is not on this map');
  });

  it.each<[string, (p: Record<string, any>) => void, string]>([
    [
      'unknown counter',
      (p) => (p.scenarios[0].setup[0].unit = 'zz'),
      "scenarios[0].setup[0].unit: zz is not one of the pack's counters",
    ],
    ['duplicate hex', (p) => p.map.hexes.push({ ...p.map.hexes[0] }), 'map.hexes[108].id: 0101 is used twice'],
    ['bad terrain', (p) => (p.map.hexes[5].terrain = 'lava'), 'map.hexes[5].terrain: lava is not one of map.terrains'],
    [
      'non-adjacent hexside',
      (p) => p.map.hexsides.push({ a: '0101', b: '0909', features: ['river'] }),
      'map.hexsides[18]: 0101 and 0909 are not adjacent',
    ],
    ['first side', (p) => (p.scenarios[0].first = 'green'), 'scenarios[0].first: green is not one of its sides'],
    [
      'reduced one-step',
      (p) => (p.scenarios[0].setup[3].reduced = true),
      'scenarios[0].setup[3].reduced: b4 has no reduced side',
    ],
    [
      'wrong type',
      (p) => (p.counters[0].values = 'four'),
      'counters[0].values: Invalid input: expected array, received string',
    ],
    [
      'bad colour',
      (p) => (p.scenarios[0].sides[0].color = 'blue'),
      'scenarios[0].sides[0].color: must be a colour like #a1b2c3',
    ],
    ['unknown key', (p) => (p.extra = 1), 'pack: Unrecognized key: "extra"'],
    [
      'bad id',
      (p) => (p.counters[1].id = 'has space'),
      "counters[1].id: must be 1–48 letters, digits, or . _ - ' (starting with a letter or digit)",
    ],
    ['column-row id', (p) => (p.map.hexes[2].id = '123'), 'map.hexes[2].id: 123 is not a four-digit column-row number'],
  ])('reports %s with its path', (_name, mutate, message) => {
    const pack = clone(demoPack()) as unknown as Record<string, any>;
    mutate(pack);
    const result = validatePack(pack);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toContain(message);
  });

  it('refuses huge inputs by their declared limits rather than working through them', () => {
    const pack = clone(demoPack()) as unknown as Record<string, any>;
    pack.counters = Array.from({ length: 6000 }, (_, i) => ({ ...pack.counters[0], id: `c${i}` }));
    const result = validatePack(pack);
    expect(!result.ok && result.errors[0]).toMatch(/^counters: Too big/);
  });

  it('says whether it is published data or a schematic stand-in', () => {
    const result = validatePack(demoPack());
    expect(result.ok && result.pack.provenance.kind).toBe('schematic');
  });
});
