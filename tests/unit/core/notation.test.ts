import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { parseNotation, rollNotation, type NotationErrorCode } from '../../../src/engine/core/notation.js';

function roll(expression: string, faces: number[]) {
  const parsed = parseNotation(expression);
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.error.code}`);
  const dice = new ScriptedDice(faces);
  const result = rollNotation(parsed.value, dice);
  expect(dice.remaining).toBe(0);
  return result;
}

describe('dice notation: what it accepts', () => {
  const cases: Array<[string, number[], number, string]> = [
    ['2d6', [3, 5], 8, '2d6'],
    ['d6', [4], 4, 'd6'],
    ['1d20+3', [11], 14, '1d20+3'],
    ['3d6-2', [1, 1, 1], 1, '3d6-2'],
    ['2d6+1d10+2', [6, 6, 10], 24, '2d6+1d10+2'],
    ['4d6kh3', [1, 5, 3, 6], 14, '4d6kh3'],
    ['4d6kl1', [4, 2, 2, 6], 2, '4d6kl1'],
    ['d66', [3, 5], 35, 'd66'],
    ['  2D6 + 1 ', [2, 2], 5, '2d6+1'],
    ['d100', [100], 100, 'd100'],
    ['-d4+10', [4], 6, '-d4+10'],
    ['100d2', Array.from({ length: 100 }, () => 2), 200, '100d2'],
    ['1d1000', [1000], 1000, '1d1000'],
  ];
  for (const [expression, faces, total, normalized] of cases) {
    it(`${expression} with ${faces.slice(0, 6).join(',')} totals ${total}`, () => {
      const result = roll(expression, faces);
      expect(result.total).toBe(total);
      expect(result.expression).toBe(normalized);
    });
  }

  it('marks the dice a keep-highest term sets aside, keeping the earlier of equal faces', () => {
    const result = roll('3d6kh2', [4, 6, 4]);
    expect(result.dice).toEqual([
      { sides: 6, value: 4 },
      { sides: 6, value: 6 },
      { sides: 6, value: 4, dropped: true },
    ]);
  });

  it('lists d66 as its two d6', () => {
    expect(roll('d66', [6, 1]).dice).toEqual([
      { sides: 6, value: 6 },
      { sides: 6, value: 1 },
    ]);
  });
});

describe('dice notation: what it refuses', () => {
  const cases: Array<[string, NotationErrorCode]> = [
    ['', 'empty'],
    ['   ', 'empty'],
    ['2d', 'bad-term'],
    ['d', 'bad-term'],
    ['2x6', 'bad-term'],
    ['2d6+', 'bad-term'],
    ['2d6++1', 'bad-term'],
    ['+', 'bad-term'],
    ['0d6', 'bad-term'],
    ['2d6*2', 'bad-term'],
    ['1.5d6', 'bad-term'],
    ['abc', 'bad-term'],
    ['101d6', 'too-many-dice'],
    ['60d6+41d6', 'too-many-dice'],
    ['51d66', 'too-many-dice'],
    ['1d1001', 'too-many-sides'],
    ['1d1', 'too-few-sides'],
    ['1d0', 'too-few-sides'],
    ['5', 'no-dice'],
    ['2d6kh3', 'bad-keep'],
    ['2d6kl0', 'bad-keep'],
    ['1d6+9999999', 'modifier-too-large'],
    ['1d6+'.repeat(60), 'too-long'],
  ];
  for (const [expression, code] of cases) {
    it(`"${expression.slice(0, 20)}" is refused as ${code}`, () => {
      const parsed = parseNotation(expression);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe(code);
    });
  }
});
