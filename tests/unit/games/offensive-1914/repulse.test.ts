import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { crtSchema, crtTable } from '../../../../src/engine/games/offensive-1914/crt.js';
import { repulseRuling } from '../../../../src/engine/games/offensive-1914/rulings/repulse.js';

// 7.4 example 1 says only that 4:1, white 2, black 2 "includes a retreat result"; the rest of this cell is a
// placeholder. The 3:1 row is made up to exercise a failed roll.
const GRID = crtSchema.parse({
  columns: {
    '4:1': { '2': '-/❶' },
    '3:1': { '4': '+1/①' },
  },
});

function repulse(raw: Record<string, RawValue>, dice: number[], grid: unknown = GRID) {
  const tables = grid === null ? {} : { [crtTable.id]: grid };
  const run = runRuling(repulseRuling, raw, new ScriptedDice(dice), { tables });
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { ...run.outcome, result: run.outcome.result as any, dice: run.dice };
}

function refused(raw: Record<string, RawValue>, dice: number[] = []) {
  const run = runRuling(repulseRuling, raw, new ScriptedDice(dice));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

describe('repulse: worked examples (7.4)', () => {
  it('7.4 example 1, during movement: X (AS 7) against Z (DS 2) "is 4-1"; white 2, black 2 retreat: success; Z (CEL 9) rolls 10 and loses one CEL', () => {
    // The example reads 7:2 as 4:1, i.e. rounded up: the ruling's default reading of 7.4 (README, decision 4).
    const out = repulse({ force: '7', ds: 2, 'att-pr': 5, 'def-pr': 5, 'def-cel': 9 }, [2, 2, 4, 6]);
    expect(out.result).toMatchObject({
      initial: '4:1',
      column: '4:1',
      outcome: 'rolled',
      modifiedWhite: 2,
      success: true,
      retreat: 2,
    });
    // 10 + 1 for the successful Repulse = 11 against CEL 9: one CEL reduction (7.4.4).
    expect(out.result.ec).toMatchObject({ total: 11, cel: 9, passed: false, ceLoss: 1, strengthReduction: 0 });
    expect(out.rules).toContain('7.4.4');
  });

  it('7.4.4 a successful Repulse: the defending Force’s EC is modified by +1: 8 passes against CEL 9, 9 fails by one', () => {
    const raw = { force: '7', ds: 2, 'att-pr': 5, 'def-pr': 5, 'def-cel': 9 };
    expect(repulse(raw, [2, 2, 4, 4]).result.ec).toMatchObject({ total: 9, cel: 9, passed: true, ceLoss: 0 });
    expect(repulse(raw, [2, 2, 4, 5]).result.ec).toMatchObject({ total: 10, cel: 9, passed: false, ceLoss: 1 });
  });

  it('7.4 example 2, during a retreat: A (AS 14) against Support unit B (DS 2) "7:1 (rounded to 8:1)": automatic; B (CEL 9) rolls 7 and survives, 10 or more would eliminate it', () => {
    const raw = {
      force: '14',
      ds: 2,
      'att-pr': 5,
      'def-pr': 3,
      'def-cel': 9,
      'def-support': true,
      during: 'retreat',
    };
    const out = repulse(raw, [3, 4]);
    // 14:2 is 7:1, rounded up to 8:1 (the ruling's default, as the example reads it).
    expect(out.result).toMatchObject({ initial: '8:1', outcome: 'automatic', success: true, retreat: 2 });
    expect(out.result.ec).toMatchObject({ total: 8, passed: true });
    expect(out.dice).toHaveLength(2);
    const unlucky = repulse(raw, [4, 5]);
    expect(unlucky.result.ec).toMatchObject({ total: 10, passed: false, ceLoss: 0, strengthReduction: 1 });
  });
});

describe('repulse: odds and outcome', () => {
  it('7.4 with --rounding down (9.1.1e, the other reading): 7:2 is 3:1 and 14:2 is 6:1, both rolled on the CRT', () => {
    expect(repulse({ force: '7', ds: 2, 'att-pr': 5, 'def-pr': 5, rounding: 'down' }, [4, 4]).result).toMatchObject({
      initial: '3:1',
      outcome: 'rolled',
      crt: '+1/①',
      success: false,
    });
    expect(
      repulse({ force: '14', ds: 2, 'att-pr': 5, 'def-pr': 5, rounding: 'down' }, [1, 1], null).result,
    ).toMatchObject({
      initial: '6:1',
      outcome: 'rolled',
      success: null,
    });
  });

  it('7.4.3: only a black-circled retreat succeeds; 7.4.5: the repulser then takes an unmodified EC', () => {
    const out = repulse({ force: '7', ds: 2, 'att-pr': 5, 'def-pr': 5, cel: 8, rounding: 'down' }, [4, 4, 4, 5]);
    expect(out.result).toMatchObject({ success: false, retreat: 0 });
    expect(out.result.ec).toMatchObject({ total: 9, cel: 8, passed: false, ceLoss: 1 });
    expect(out.text.en).toMatch(/may not move further this phase/);
  });

  it('7.4.5 below 3:1 the Repulse fails without a roll: 5:3 rounded up is 2:1', () => {
    const out = repulse({ force: '5', ds: 3, 'att-pr': 5, 'def-pr': 5, cel: 9, during: 'retreat' }, [2, 3]);
    expect(out.result).toMatchObject({ column: '2:1', outcome: 'too-low', success: false });
    expect(out.result.ec).toMatchObject({ total: 5, passed: true });
    expect(out.text.en).toMatch(/must go on with its retreat/);
  });

  it('only two units of the Force count (7.4.1) and the hexside penalty is once for the Force', () => {
    expect(repulse({ force: '7+3@minor', ds: 1, 'att-pr': 5, 'def-pr': 5 }, []).result).toMatchObject({
      attack: 9,
      outcome: 'automatic',
    });
  });

  it('until the CRT grid is loaded, a 3:1–6:1 Repulse answers with the column, the modified die and the message', () => {
    const run = runRuling(
      repulseRuling,
      { force: '8', ds: 2, 'att-pr': 4, 'def-pr': 5, 'def-cel': 9 },
      new ScriptedDice([3, 2]),
    );
    expect(run.outcome.ok).toBe(true);
    expect(run.outcome.ok && run.outcome.result).toMatchObject({
      column: '4:1',
      modifiedWhite: 4,
      success: null,
      missingTable: 'combat-results',
    });
    expect(run.outcome.ok && run.outcome.text.en).toMatch(/tables\.combat-results/);
  });

  it('21.1 applies to the Repulse roll on the CRT in GT 1–5', () => {
    expect(
      repulse({ force: '7', ds: 2, 'att-pr': 5, 'def-pr': 5, gt: 2, allies: 'attacker' }, [3, 1, 2, 2]).result,
    ).toMatchObject({ rerolled: true, white: 2, black: 2, success: true });
  });
});

describe('repulse: input errors', () => {
  it.each([
    [{ force: '7, 6', ds: 2, 'att-pr': 5, 'def-pr': 5 }, 'force', /ONE Force/],
    [{ force: '7+3+2', ds: 2, 'att-pr': 5, 'def-pr': 5 }, 'force', /only two units/],
    [{ force: '7', ds: 2, 'att-pr': 5 }, 'def-pr', /defending PR/],
    [{ force: '7@crest', ds: 2, 'att-pr': 5, 'def-pr': 5 }, 'force', /9\.2\.3/],
    [{ force: '7', ds: 2, 'att-pr': 5, 'def-pr': 5, rounding: 'nearest' }, 'rounding', /one of: up, down/],
  ] as const)('refuses %j naming --%s', (raw, optionName, message) => {
    const out = refused(raw);
    expect(out.option).toBe(optionName);
    expect(out.message.en).toMatch(message);
  });
});
