import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { pack } from './game.js';

/**
 * One short game (the Battle for Lorraine cut to its first two GTs, so that it stays a few seconds): the long runs are
 * `npx umpire fuzz offensive-1914 --draft --games N --seed S` (the README's figures).
 */
const short = { ...pack, scenarios: pack.scenarios.map((s) => ({ ...s, turns: 2 })) };

describe('1914 by its rules: the draft fuzzed', () => {
  it('plays a short Lorraine game of random legal actions: no crash, dead end, refusal, replay difference or broken invariant', async () => {
    const report = await fuzz({ pack: short, games: 1, seed: 'oao-draft', draft: true, extras: false });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1);
  }, 120_000);
});
