import { expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { pack } from './position.js';

it('the draft plays random games to their end: no crash, dead end, refused legal action, replay difference or broken invariant', async () => {
  const report = await fuzz({ pack, games: 3, seed: 'gi-draft-test', draft: true });
  expect(report.findings).toEqual([]);
  expect(report.finished).toBe(3);
}, 60_000);
