import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { parseForces, parseLadder } from '../../../../src/engine/games/offensive-1914/notation.js';
import { ladderIndexDown, ladderIndexUp, ladderLabel } from '../../../../src/engine/games/offensive-1914/rules/odds.js';
import { oddsRuling } from '../../../../src/engine/games/offensive-1914/rulings/odds.js';
import { problemWords } from '../../../../src/engine/games/offensive-1914/words.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function odds(raw: Record<string, RawValue>): any {
  const run = runRuling(oddsRuling, raw, new ScriptedDice([]));
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  return run.outcome.result;
}

function refused(raw: Record<string, RawValue>) {
  const run = runRuling(oddsRuling, raw, new ScriptedDice([]));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

describe('the odds ladder (9.6, 9.9)', () => {
  it('runs 1:4 … 8:1 on the CRT, 1:5, 1:6 … below it and 10:1, 12:1 … above it (9.6.2)', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ladderLabel)).toEqual([
      '1:6',
      '1:5',
      '1:4',
      '1:3',
      '1:2',
      '1:1',
      '2:1',
      '3:1',
      '4:1',
      '6:1',
      '8:1',
      '10:1',
      '12:1',
    ]);
  });

  it.each([
    [1, 1, '1:1'],
    [37, 15, '2:1'],
    [10, 3, '3:1'],
    [12, 3, '4:1'],
    [5, 1, '4:1'],
    [7, 1, '6:1'],
    [9, 1, '8:1'],
    [11, 1, '10:1'],
    [14, 1, '14:1'],
    [10, 15, '1:2'],
    [10, 25, '1:3'],
    [10, 45, '1:5'],
    [6.5, 2, '3:1'],
  ])('9.1.1e %s:%s rounds down to %s', (a, d, label) => {
    expect(ladderLabel(ladderIndexDown(a, d))).toBe(label);
  });

  it.each([
    [7, 2, '4:1'],
    [14, 2, '8:1'],
    [5, 1, '6:1'],
    [9, 1, '10:1'],
    [10, 15, '1:1'],
    [10, 25, '1:2'],
    [8, 2, '4:1'],
  ])('rounded up (the reading of the 7.4 examples): %s:%s → %s', (a, d, label) => {
    expect(ladderLabel(ladderIndexUp(a, d))).toBe(label);
  });

  it('reads odds written as 3:1, 3-1, 1:6 or 12:1, and nothing else', () => {
    expect(parseLadder('3:1')).toBe(5);
    expect(parseLadder('3-1')).toBe(5);
    expect(parseLadder('1:6')).toBe(-2);
    expect(parseLadder('12:1')).toBe(10);
    expect(parseLadder('5:1')).toBeNull();
    expect(parseLadder('7:1')).toBeNull();
    expect(parseLadder('2:3')).toBeNull();
    expect(parseLadder('odds')).toBeNull();
  });
});

describe('attacking Forces notation', () => {
  it('reads a Force per comma, its units joined by +, * for no Ammo and @ for the hexside', () => {
    expect(parseForces('13@minor, 7+3*@major, 10')).toEqual({
      ok: true,
      forces: [
        { units: [{ as: 13, noAmmo: false }], hexside: 'minor' },
        {
          units: [
            { as: 7, noAmmo: false },
            { as: 3, noAmmo: true },
          ],
          hexside: 'major',
        },
        { units: [{ as: 10, noAmmo: false }], hexside: 'none' },
      ],
    });
  });

  it('accepts the Italian hexside names', () => {
    expect(parseForces('12@minore, 8@foresta-fitta')).toMatchObject({
      ok: true,
      forces: [{ hexside: 'minor' }, { hexside: 'dense-forest' }],
    });
  });

  it.each(['', 'twelve', '12@moat', '12@@minor', '12x2'])('refuses %j with the expected form', (text) => {
    const parsed = parseForces(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem.code).toMatch(/^(forces-empty|not-a-force|not-a-hexside)$/);
    expect(!parsed.ok && problemWords(parsed.problem).en).toMatch(/Force|hexside/);
  });
});

describe('odds ruling: worked examples', () => {
  it('combat example p. 35: 37:15 is 2:1, one shift left for the lower elevation gives 1:1', () => {
    // 23/12 (AS 13) attacks across Forest, no AS effect; 3/2 and 4/2 (AS 13 each) lose 1 for the minor river.
    const result = odds({ attackers: '13@forest, 13@minor, 13@minor', ds: 15, uphill: true });
    expect(result).toMatchObject({ attack: 37, defence: 15, initial: '2:1', net: -1, final: '1:1', column: '1:1' });
  });

  it('9.6.2 example: 14:1 with two shifts left is 10:1, resolved on the 8:1 column', () => {
    expect(odds({ attackers: '14', ds: 1, ip: 2 })).toMatchObject({ initial: '14:1', final: '10:1', column: '8:1' });
  });

  it('9.3.1 example: DS 2 alone in a Mountain hex defends with 6', () => {
    expect(odds({ attackers: '12', ds: 2, terrain: 'mountain' })).toMatchObject({ defence: 6, initial: '2:1' });
  });

  it('19.1.7 example: 14/7 (AS 12, PA) against Bodungen (DS 6 halved to 3) is 4:1, 6:1 with the PA', () => {
    expect(odds({ attackers: '12', ds: 3, pa: true })).toMatchObject({ initial: '4:1', column: '6:1' });
  });

  it('19.1.7 example: 66r (AS 10) against Bodungen (DS 3) in an IP is 3:1, 2:1 with the IP', () => {
    expect(odds({ attackers: '10', ds: 3, ip: 1 })).toMatchObject({ initial: '3:1', column: '2:1' });
  });
});

describe('odds ruling: strengths and shifts', () => {
  it('9.4 halves the strength of units without Ammo, exactly by default', () => {
    expect(odds({ attackers: '13*', ds: 2 })).toMatchObject({ attack: 6.5, initial: '3:1' });
    expect(odds({ attackers: '13*', ds: 2, 'ammo-rounding': 'down' }).attack).toBe(6);
    expect(odds({ attackers: '13*', ds: 2, 'ammo-rounding': 'up' }).attack).toBe(7);
    expect(odds({ attackers: '12', ds: 4, 'ds-noammo': 5 }).defence).toBe(6.5);
  });

  it('9.3.2 applies the hexside penalty once per Force, after halving', () => {
    expect(odds({ attackers: '7+3*@minor', ds: 1 }).attack).toBe(7 + 1.5 - 1);
    expect(odds({ attackers: '1@imposing, 10', ds: 1 }).attack).toBe(10);
  });

  it('9.6.1 gives the river shift only if ALL attacking Forces cross a Great or Imposing river', () => {
    expect(odds({ attackers: '20@great, 20@great', ds: 10 })).toMatchObject({ initial: '3:1', final: '2:1' });
    expect(odds({ attackers: '20@imposing, 20@imposing', ds: 10 })).toMatchObject({ initial: '3:1', final: '1:1' });
    expect(odds({ attackers: '20@imposing, 20@great', ds: 10 })).toMatchObject({ initial: '3:1', final: '2:1' });
    expect(odds({ attackers: '20@great, 20', ds: 10 })).toMatchObject({ attack: 38, initial: '3:1', net: 0 });
  });

  it('9.6.2 nets right and left shifts: PA 1R, flanked 2R, IP 2L, uphill 1L, naval 2L, Prep up to 7R', () => {
    const all = odds({ attackers: '30', ds: 10, pa: true, flanked: true, ip: 2, uphill: true, naval: true, prep: 2 });
    expect(all.shifts.map((s: { shift: number }) => s.shift)).toEqual([1, 2, -2, -1, -2, 2]);
    expect(all).toMatchObject({ initial: '3:1', net: 0, final: '3:1' });
  });

  it('below 1:4 each shift is one column (9.6.2) and the CRT reads its 1:4 end (9.9)', () => {
    expect(odds({ attackers: '2', ds: 14, pa: true })).toMatchObject({ initial: '1:7', final: '1:6', column: '1:4' });
  });

  it('13.3.4 ignores the Prep shifts when a Fortress is in the hex', () => {
    expect(odds({ attackers: '30', ds: 10, prep: 3, fortress: true })).toMatchObject({ net: 0, final: '3:1' });
  });

  it('--ds-bonus replaces the TEC reading of the hex terrain', () => {
    expect(odds({ attackers: '30', ds: 10, terrain: 'woods', 'ds-bonus': 0 }).defence).toBe(10);
  });

  it('explains every step in both languages', () => {
    const run = runRuling(
      oddsRuling,
      { attackers: '13@forest, 13@minor, 13@minor', ds: 15, uphill: true },
      new ScriptedDice([]),
    );
    expect(run.outcome.ok && run.outcome.text.en).toMatch(/37:15 → initial odds \*\*2:1\*\*/);
    expect(run.outcome.ok && run.outcome.text.it).toMatch(/rapporto iniziale \*\*2:1\*\*.*\n.*1S attacco in alto/);
    expect(run.outcome.ok && run.outcome.rules).toEqual(expect.arrayContaining(['9.1.1', '9.3.2', '3.5', '9.6.2']));
  });
});

describe('odds ruling: input errors', () => {
  it('a hex with a Fortress cannot be Flanked (9.5.4)', () => {
    expect(refused({ attackers: '20', ds: 5, flanked: true, fortress: true })).toMatchObject({ option: 'flanked' });
  });

  it('needs some defending strength', () => {
    expect(refused({ attackers: '20', ds: 0 })).toMatchObject({ option: 'ds' });
  });

  it('refuses an attack whose strength falls to 0', () => {
    expect(refused({ attackers: '1@major', ds: 5 })).toMatchObject({ option: 'attackers' });
  });

  it('names the option and shows the notation for a bad list', () => {
    const out = refused({ attackers: '12 and 13', ds: 5 });
    expect(out.option).toBe('attackers');
    expect(out.message.en).toMatch(/13@minor, 7\+3\*@major/);
  });

  it.each([
    [{ attackers: '10', ds: 5, ip: 3 }, 'ip'],
    [{ attackers: '10', ds: 5, prep: 8 }, 'prep'],
    [{ attackers: '10', ds: 5, terrain: 'swamp' }, 'terrain'],
    [{ attackers: '10' }, 'ds'],
  ] as const)('refuses %j naming %s', (raw, optionName) => {
    expect(refused(raw)).toMatchObject({ option: optionName });
  });
});

describe('odds: the steps as data', () => {
  it('combat example p. 35: each step names the rule it applies, with its values', () => {
    const run = runRuling(
      oddsRuling,
      { attackers: '13@forest, 13@minor, 13@minor', ds: 15, uphill: true },
      new ScriptedDice([]),
    );
    if (!run.outcome.ok) throw new Error(run.outcome.message.en);
    expect(run.outcome.steps).toEqual([
      { step: 'force', rule: '9.3.2', units: [{ as: 13, halved: null }], hexside: 'forest', penalty: 0, value: 13 },
      { step: 'force', rule: '9.3.2', units: [{ as: 13, halved: null }], hexside: 'minor', penalty: 1, value: 12 },
      { step: 'force', rule: '9.3.2', units: [{ as: 13, halved: null }], hexside: 'minor', penalty: 1, value: 12 },
      { step: 'attack', rule: '9.3.2', total: 37 },
      {
        step: 'defence',
        rule: '9.3.1',
        ds: 15,
        noAmmo: 0,
        halved: 0,
        terrain: 'open',
        bonusGiven: false,
        bonus: 0,
        total: 15,
      },
      { step: 'initial-odds', rule: '9.1.1e', attack: 37, defence: 15, initial: '2:1' },
      { step: 'column-shift', rule: '3.5', cause: 'uphill', value: -1 },
      { step: 'net-shift', rule: '9.6.2', net: -1, final: '1:1' },
      { step: 'crt-column', final: '1:1', column: '1:1' },
    ]);
    expect(run.outcome.text.en.split('\n')).toEqual([
      'Attack (9.3.2): AS 13; AS 13 −1 Minor River = 12; AS 13 −1 Minor River = 12 → total **37**.',
      'Defence: DS 15 + 0 (Open, 9.3.1) → total **15**.',
      '37:15 → initial odds **2:1** (rounded down, 9.1.1e).',
      'Shifts: 1L attacking uphill (3.5) → net **1L** (9.6.2) → **1:1**.',
      'CRT column **1:1**.',
    ]);
  });
});
