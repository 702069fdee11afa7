import { describe, expect, it } from 'vitest';
import { fuzz } from '../../src/cli/fuzz.js';
import { demoPack } from '../../src/engine/games/freeplay/demo-pack.js';

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
});
