import { describe, expect, it, vi } from 'vitest';
import { builtInPack } from '../../../src/engine/packs.js';

/**
 * Each built-in pack's JSON is its generator's output (scripts/build-pack.ts writes it), and a generator only
 * computes: importing it writes nothing, so the engine can import one without side effects.
 */
const GENERATORS = [
  ['paths-of-glory', 'paths-of-glory/data/build-pack.js', 'buildPathsOfGloryPack'],
  ['grand-illusion', 'grand-illusion/data/build-pack.js', 'buildGrandIllusionPack'],
  ['borodino', 'borodino/data/build-pack.js', 'buildBorodinoPack'],
  ['napoleon-1812', 'napoleon-1812/data/build-pack.js', 'buildNapoleon1812Pack'],
  ['offensive-1914', 'offensive-1914/data/build-pack.js', 'buildOffensive1914Pack'],
] as const;

describe.each(GENERATORS)('the %s pack generator', (game, path, name) => {
  it('writes nothing when imported, and builds exactly the shipped pack', async () => {
    const out = vi.spyOn(process.stdout, 'write');
    const err = vi.spyOn(process.stderr, 'write');
    const module = (await import(`../../../src/engine/games/${path}`)) as Record<string, () => unknown>;
    expect(out).not.toHaveBeenCalled();
    expect(err).not.toHaveBeenCalled();
    out.mockRestore();
    err.mockRestore();
    expect(module[name]!()).toEqual(builtInPack(game));
  });
});
