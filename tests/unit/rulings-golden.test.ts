import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenAnswer, GOLDEN_PATH, type GoldenFile } from '../helpers/rulings-golden.js';

// Every ruling's answers, recorded from the games' own tests before their rules were reshaped: the same inputs and
// dice must give the same result, rules, dice and words (scripts/rulings-golden.ts says how to record them anew).
const file = JSON.parse(readFileSync(GOLDEN_PATH, 'utf8')) as GoldenFile;

describe('every ruling answers as recorded', () => {
  for (const game of [...new Set(file.cases.map((c) => c.game))]) {
    it(`${game}: ${file.cases.filter((c) => c.game === game).length} recorded cases`, () => {
      for (const c of file.cases.filter((k) => k.game === game)) {
        expect(goldenAnswer(file, c), `${c.ruling} ${JSON.stringify(c.raw)} dice ${c.faces.join(',')}`).toEqual(
          c.expected,
        );
      }
    });
  }
});
