import { expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { pack } from './position.js';

// One game: a whole game is some 550 actions, each checked and replayed; the CLI fuzz runs the many.
it('the module plays random games to their end: no crash, dead end, refused legal action, replay difference or broken invariant', async () => {
  const report = await fuzz({ pack, games: 1, seed: 'gi-draft-test' });
  expect(report.findings).toEqual([]);
  expect(report.finished).toBe(1);
}, 60_000);
