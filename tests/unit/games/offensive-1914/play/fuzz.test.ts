import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { pack } from './game.js';

describe('1914 by its rules: the draft fuzzed', () => {
  it('plays whole Lorraine games of random legal actions: no crash, dead end, refusal, replay difference or broken invariant', async () => {
    const report = await fuzz({ pack, games: 2, seed: 'oao-draft', draft: true, extras: false });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(2);
  }, 180_000);
});
