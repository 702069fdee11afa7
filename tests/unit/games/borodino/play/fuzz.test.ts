import { expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { pack } from './build.js';

it('the draft plays random games to their end: no crash, dead end, refused legal action, replay difference or broken invariant', async () => {
  const report = await fuzz({
    pack,
    games: 2,
    seed: 'borodino-draft-test',
    draft: true,
    extras: false,
    scenario: 'shevardino',
  });
  expect(report.findings).toEqual([]);
  expect(report.finished).toBe(2);
}, 60_000);
