import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';

/**
 * The draft played by random legal actions, as `umpire fuzz napoleon-1812 --draft` plays it: a whole game (16 turns,
 * every phase, undo attempts, the log replayed), with no crash, no dead end, no refused legal action and the module's
 * invariants (`check`) after every action. The long runs are the note's figures; this keeps one game in CI.
 */
describe('Napoleon 1812 draft, fuzzed', () => {
  it('plays a whole game to 14.7 with no finding', async () => {
    // No undo attempts here (each replays the game so far): the long runs of the note try them.
    const report = await fuzz({
      pack: napoleon1812Pack(),
      games: 1,
      seed: 'draft-ci',
      draft: true,
      maxActions: 5_000,
      extras: false,
    });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1);
    expect(Object.keys(report.endings)[0]).toMatch(/14\.7/);
    // The game went through every phase of 5.1 (the events each phase makes).
    for (const kind of ['supply', 'trains', 'combat-commands', 'combat-phase-over', 'victory'])
      expect(report.events[kind] ?? 0, kind).toBeGreaterThan(0);
  }, 120_000);
});
