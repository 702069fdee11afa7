import { describe, expect, it } from 'vitest';
import { fuzz } from '../../src/cli/fuzz.js';
import { demoPack } from '../../src/engine/games/freeplay/demo-pack.js';
import { builtInPacks } from '../../src/engine/packs.js';

describe('the fuzzer', () => {
  it('plays 1,000 freeplay games of random legal actions without a finding; every replay equals its snapshot', async () => {
    const report = await fuzz({ pack: demoPack(), games: 1000, seed: 'ci' });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1000);
    expect(report.actions).toBeGreaterThan(10_000);
  }, 120_000);

  it('reports a game that never ends', async () => {
    const report = await fuzz({ pack: demoPack(), games: 1, seed: 'short', maxActions: 3 });
    expect(report.findings.map((f) => f.kind)).toEqual(['never-ends']);
  });

  it('is deterministic for a seed', async () => {
    const a = await fuzz({ pack: demoPack(), games: 5, seed: 'same' });
    const b = await fuzz({ pack: demoPack(), games: 5, seed: 'same' });
    expect(a).toEqual(b);
  });

  it('is deterministic for a seed when the dice shape the game from its set-up (Paths of Glory deals hands)', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    // Determinism needs no whole games: 300 actions each (the rest is the fuzz command's and its own test's).
    const run = () => fuzz({ pack, games: 2, seed: 'same', maxActions: 300 });
    const [a, b] = [await run(), await run()];
    expect(a).toEqual(b);
    expect(a.actions).toBeGreaterThan(0);
  });

  it('never picks a key it is told to skip (games run on past the actions skipped)', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    const report = await fuzz({ pack, games: 1, seed: 'skip', maxActions: 200, skip: ['auto'] });
    expect(report.actions).toBeGreaterThan(0);
    expect(report.events['auto']).toBeUndefined();
    const without = await fuzz({ pack, games: 1, seed: 'skip', maxActions: 200 });
    expect(without.events['auto']).toBeGreaterThan(0);
  });
});
