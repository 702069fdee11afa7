import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { combatRuling } from '../../../../src/engine/games/offensive-1914/rulings/combat.js';
import { crtSchema, crtTable, parseCrtCell } from '../../../../src/engine/games/offensive-1914/crt.js';
import { ecRuling } from '../../../../src/engine/games/offensive-1914/rulings/efficiency.js';

/**
 * The cells the rulebook's worked examples give (p. 35 and 19.1.7). The rest of the grid is not in the book;
 * tests that need other cells use made-up ones, marked as such: they exercise the mechanics, not the book.
 */
const BOOK_CELLS = crtSchema.parse({
  columns: {
    '1:1': { '2': '+3/+3①' },
    '6:1': { '0': '-1/+4❶' },
    '2:1': { '4': '+3s/s' },
  },
});

function combat(raw: Record<string, RawValue>, dice: number[], grid?: unknown) {
  const run = runRuling(combatRuling, raw, new ScriptedDice(dice), {
    tables: grid === undefined ? {} : { [crtTable.id]: grid },
  });
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { ...run.outcome, result: run.outcome.result as any, dice: run.dice };
}

function refused(raw: Record<string, RawValue>, dice: number[] = [1, 1]) {
  const run = runRuling(combatRuling, raw, new ScriptedDice(dice));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

describe('combat: worked examples', () => {
  it('combat example p. 35: 1:1, white 2, black 3 gives +3/+3①; Intense Combat: ① ignored, both sides 1 SR; the ECs', () => {
    // French 3/2 (CEL 10: Base 11, status −1) attacks German 11/6 (CEL 11); both have artillery DRM +1.
    const out = combat(
      {
        column: '1:1',
        'att-pr': 5,
        'def-pr': 5,
        'att-intense': true,
        'def-intense': true,
        'att-ce': 11,
        'att-status': '-1',
        'att-art': 1,
        'def-ce': 11,
        'def-art': 1,
      },
      [2, 3, 3, 4, 3, 4],
      BOOK_CELLS,
    );
    expect(out.result).toMatchObject({ column: '1:1', prDrm: 0, modifiedWhite: 2, battle: 'intense', crt: '+3/+3①' });
    // "Il tedesco ... 7 + 3 (CRT) + 1 (Artiglieria) = 11. La divisione passa."
    expect(out.result.defender).toMatchObject({
      crtRetreat: 0,
      intensitySr: 1,
      ecDrm: 4,
      retreat: 0,
      strengthReduction: 1,
    });
    expect(out.result.defender.ec).toMatchObject({ total: 11, cel: 11, passed: true });
    // "La Divisione 3/2 ... CEL corrente di 10 ... lo fallisce di uno ... (ora la CEL corrente della Divisione 3/2 è 9)."
    expect(out.result.attacker).toMatchObject({ intensitySr: 1, ecDrm: 4, strengthReduction: 1, status: '-2' });
    expect(out.result.attacker.ec).toMatchObject({
      total: 11,
      cel: 10,
      passed: false,
      failedBy: 1,
      ceLoss: 1,
      retreat: 0,
    });
    expect(out.rules).toEqual(expect.arrayContaining(['9.7', '9.8.1', '9.8.2', '9.9.1', '9.9.2', '10.2', '10.3']));
    expect(out.text.en).toMatch(/\*\*\+3\/\+3①\*\*/);
    expect(out.text.it).toMatch(/Combattimento Intenso/);
    // The other two French divisions, each hex rolling its own EC: 4/2 (CEL 11) rolls 7 → 11, 23/12 rolls 3 → 7.
    for (const [cel, dice] of [
      [11, [3, 4]],
      [11, [1, 2]],
    ] as const) {
      const run = runRuling(ecRuling, { cel, crt: 3, artillery: 1 }, new ScriptedDice([...dice]));
      expect(run.outcome.ok && run.outcome.result).toMatchObject({ passed: true });
    }
  });

  it('19.1.7 example, 14/7: 6:1, white 2 modified to 0 by PR 5 against 3, black 4: −1/+4❶', () => {
    // Artillery: German AV 1 against the French division's 1 DE → −1 to the French; 14/7's AV 4 against ¼ DE → 0.
    const out = combat({ column: '6:1', 'att-pr': 5, 'def-pr': 3, 'att-art': -1, 'def-art': 0 }, [2, 4], BOOK_CELLS);
    expect(out.result).toMatchObject({
      white: 2,
      black: 4,
      prDrm: -2,
      modifiedWhite: 0,
      battle: 'none',
      crt: '-1/+4❶',
    });
    expect(out.result.attacker).toMatchObject({ ecDrm: -2, retreat: 0, ec: null });
    expect(out.result.defender).toMatchObject({ ecDrm: 4, crtRetreat: 1, retreat: 1, ec: null });
  });

  it('19.1.7 example, 66r: 2:1, white 5 modified to 4 by PR 4 against 3, black 4: +3s/s', () => {
    const out = combat({ column: '2:1', 'att-pr': 4, 'def-pr': 3 }, [5, 4], BOOK_CELLS);
    expect(out.result).toMatchObject({ prDrm: -1, modifiedWhite: 4, crt: '+3s/s' });
    expect(out.result.attacker).toMatchObject({ ecDrm: 3, crtSr: 1, strengthReduction: 1 });
    expect(out.result.defender).toMatchObject({ ecDrm: 0, crtSr: 1, strengthReduction: 1, retreat: 0 });
  });

  it('9.7 example: German PR 5 (with a PR 3 brigade) against French PR 3 and a PR 4 Support unit: DRM −1', () => {
    const out = combat({ column: '3:1', 'att-pr': 5, 'def-pr': 4 }, [4, 2]);
    expect(out.result).toMatchObject({ prDrm: -1, white: 4, modifiedWhite: 3 });
  });
});

describe('combat: the grid is a pack-loaded table', () => {
  it('until the grid is loaded, answers with the column, the modified die and the message to load it', () => {
    const out = combat({ column: '4:1', 'att-pr': 5, 'def-pr': 4, 'att-ce': 11, 'def-ce': 10 }, [3, 5]);
    expect(out.result).toMatchObject({
      column: '4:1',
      white: 3,
      black: 5,
      modifiedWhite: 2,
      crt: null,
      missingTable: 'combat-results',
    });
    expect(out.result.message.en).toMatch(/tables\.combat-results.*\/pack import.*npx umpire pack check/);
    expect(out.result.message.it).toMatch(/tables\.combat-results/);
    expect(out.text.en).toMatch(/not in the rulebook/);
    // No EC is rolled before the CRT result is known.
    expect(out.dice).toHaveLength(2);
  });

  it('names the table in the ruling and in its gap', () => {
    expect(combatRuling.tables).toEqual([crtTable]);
    expect(crtTable.gap.en).toMatch(/9\.9/);
  });

  it('reads six results by black die when the card prints them so (a made-up row)', () => {
    const grid = crtSchema.parse({ columns: { '3:1': { '3': ['-/❷', '-/❶', '-/❶', '+1/-', '+1/-', '+2/-'] } } });
    expect(combat({ column: '3:1', 'att-pr': 5, 'def-pr': 5 }, [3, 1], grid).result.crt).toBe('-/❷');
    expect(combat({ column: '3:1', 'att-pr': 5, 'def-pr': 5 }, [3, 6], grid).result.crt).toBe('+2/-');
  });

  it('a modified die beyond the printed rows reads the lowest or highest row (made-up rows)', () => {
    const grid = crtSchema.parse({ columns: { '3:1': { '0': 'E/-', '1': '-/-', '7': '-/E' } } });
    expect(combat({ column: '3:1', 'att-pr': 5, 'def-pr': 3 }, [1, 3], grid).result).toMatchObject({
      modifiedWhite: -1,
      row: 0,
    });
    expect(combat({ column: '3:1', 'att-pr': 3, 'def-pr': 5 }, [6, 3], grid).result).toMatchObject({
      modifiedWhite: 8,
      row: 7,
    });
  });

  it('refuses to read a column the loaded grid lacks', () => {
    const run = runRuling(combatRuling, { column: '8:1', 'att-pr': 5, 'def-pr': 5 }, new ScriptedDice([1, 1]), {
      tables: { [crtTable.id]: BOOK_CELLS },
    });
    expect(run.outcome.ok).toBe(false);
    expect(!run.outcome.ok && run.outcome.message.en).toMatch(/no column 8:1/);
  });
});

describe('combat: Inferior Allied Doctrine, GT 1–5 (21.1)', () => {
  it('an Allied attacker re-rolls both dice on a black 1, and keeps the new roll even if black is 1 again', () => {
    const once = combat({ column: '3:1', 'att-pr': 4, 'def-pr': 5, gt: 3, allies: 'attacker' }, [4, 1, 2, 5]);
    expect(once.result).toMatchObject({ white: 2, black: 5, rerolled: true, firstRoll: { white: 4, black: 1 } });
    expect(once.rules).toContain('21.1');
    const again = combat({ column: '3:1', 'att-pr': 4, 'def-pr': 5, gt: 5, allies: 'attacker' }, [4, 1, 2, 1]);
    expect(again.result).toMatchObject({ white: 2, black: 1, rerolled: true });
  });

  it('an Allied defender re-rolls both dice on a black 6', () => {
    expect(
      combat({ column: '3:1', 'att-pr': 5, 'def-pr': 4, gt: 1, allies: 'defender' }, [3, 6, 5, 2]).result,
    ).toMatchObject({
      white: 5,
      black: 2,
      rerolled: true,
    });
  });

  it('no re-roll on the other side’s number, nor after GT 5', () => {
    expect(combat({ column: '3:1', 'att-pr': 5, 'def-pr': 4, gt: 2, allies: 'attacker' }, [3, 6]).result.rerolled).toBe(
      false,
    );
    expect(combat({ column: '3:1', 'att-pr': 5, 'def-pr': 4, gt: 2, allies: 'defender' }, [3, 1]).result.rerolled).toBe(
      false,
    );
    expect(combat({ column: '3:1', 'att-pr': 5, 'def-pr': 4, gt: 6, allies: 'attacker' }, [3, 1]).result.rerolled).toBe(
      false,
    );
  });
});

describe('combat: CRT results applied (made-up cells)', () => {
  it('9.9.2 "E" costs a CE level before the EC: at −3 the Force becomes CI, and a failed EC adds the CI retreat (10.3)', () => {
    const grid = crtSchema.parse({ columns: { '2:1': { '3': '-/E+2' } } });
    const out = combat(
      { column: '2:1', 'att-pr': 5, 'def-pr': 5, 'def-ce': 10, 'def-status': '-3' },
      [3, 3, 4, 5],
      grid,
    );
    // CEL stays 7 (CI counts −3); 9 + 2 = 11 fails by 4: −2 E (CI → D2) and, being CI, retreat 2.
    expect(out.result.defender.ec).toMatchObject({
      cel: 7,
      total: 11,
      failedBy: 4,
      ceLoss: 2,
      ciApplies: true,
      retreat: 2,
    });
    expect(out.result.defender).toMatchObject({ e: 1, status: 'd2', retreat: 2 });
  });

  it('a level that cannot be absorbed below D2 becomes a Strength Reduction (10.3)', () => {
    const grid = crtSchema.parse({ columns: { '2:1': { '3': '-/E' } } });
    const out = combat(
      { column: '2:1', 'att-pr': 5, 'def-pr': 5, 'def-ce': 9, 'def-status': 'd2' },
      [3, 3, 1, 1],
      grid,
    );
    expect(out.result.defender).toMatchObject({ status: 'd2', strengthReduction: 1 });
  });

  it('10.0: below 1:4 the defender takes no EC, the attacker does', () => {
    const grid = crtSchema.parse({ columns: { '1:4': { '4': '+2/-' } } });
    const out = combat({ column: '1:6', 'att-pr': 5, 'def-pr': 5, 'att-ce': 10, 'def-ce': 10 }, [4, 4, 6, 6], grid);
    expect(out.result).toMatchObject({ final: '1:6', column: '1:4' });
    expect(out.result.attacker.ec).toMatchObject({ total: 14, failedBy: 4 });
    expect(out.result.defender.ec).toBeNull();
    expect(out.text.en).toMatch(/no EC: the odds were below 1:4/);
  });

  it('a lone Fortress defends with PR 5, checks at CEL 11 and is flipped by a CRT retreat; it takes no "s" (12.2)', () => {
    const grid = crtSchema.parse({ columns: { '3:1': { '2': '-/s❶' } } });
    const out = combat({ column: '3:1', 'att-pr': 4, fortress: 'alone' }, [3, 5, 5, 5], grid);
    expect(out.result).toMatchObject({ prDrm: 1, modifiedWhite: 4 });
    const alone = combat({ column: '3:1', 'att-pr': 5, fortress: 'alone' }, [2, 5, 5, 5], grid);
    expect(alone.result.defender).toMatchObject({ crtSr: 0, strengthReduction: 0, retreat: 0, flipped: true });
    expect(alone.result.defender.ec).toMatchObject({ cel: 11, total: 10, passed: true });
  });

  it('a Support unit turns the CE levels of a failed EC into one Strength Reduction (5.5.2)', () => {
    const grid = crtSchema.parse({ columns: { '3:1': { '3': '+4/-' } } });
    const out = combat(
      { column: '3:1', 'att-pr': 5, 'def-pr': 5, 'att-ce': 9, 'att-support': true },
      [3, 1, 4, 4],
      grid,
    );
    expect(out.result.attacker).toMatchObject({ status: null, strengthReduction: 1 });
    expect(out.result.attacker.ec).toMatchObject({ total: 12, failedBy: 3, ceLoss: 0 });
  });
});

describe('CRT cell notation', () => {
  it.each([
    ['+3/+3①', { e: 0, drm: 3, s: 0 }, { e: 0, drm: 3, s: 0, retreat: 'w1' }],
    ['-1/+4❶', { e: 0, drm: -1, s: 0 }, { e: 0, drm: 4, s: 0, retreat: 'b1' }],
    ['+3s/s', { e: 0, drm: 3, s: 1 }, { e: 0, drm: 0, s: 1, retreat: null }],
    ['E/-', { e: 1, drm: 0, s: 0 }, { e: 0, drm: 0, s: 0, retreat: null }],
    ['2E+1 / −2 ❷', { e: 2, drm: 1, s: 0 }, { e: 0, drm: -2, s: 0, retreat: 'b2' }],
    ['-/+2b1', { e: 0, drm: 0, s: 0 }, { e: 0, drm: 2, s: 0, retreat: 'b1' }],
    ['-/w1', { e: 0, drm: 0, s: 0 }, { e: 0, drm: 0, s: 0, retreat: 'w1' }],
    ['-/+4\uf08c', { e: 0, drm: 0, s: 0 }, { e: 0, drm: 4, s: 0, retreat: 'b1' }],
  ])('reads %j', (printed, attacker, defender) => {
    expect(parseCrtCell(printed)).toEqual({ printed, attacker, defender });
  });

  it.each([
    ['+3', /attacker\/defender/],
    ['❶/-', /belong to the defender/],
    ['-/❶❷', /one retreat symbol/],
    ['+3/x', /cannot read "x"/],
  ])('refuses %j', (printed, message) => {
    expect(parseCrtCell(printed)).toMatch(message);
  });

  it('the pack schema checks every cell, the column labels and the row keys', () => {
    expect(crtSchema.safeParse({ columns: { '3:1': { '2': '+3' } } }).success).toBe(false);
    expect(crtSchema.safeParse({ columns: { '5:1': { '2': '-/-' } } }).success).toBe(false);
    expect(crtSchema.safeParse({ columns: { '3:1': { two: '-/-' } } }).success).toBe(false);
    expect(crtSchema.safeParse({ columns: { '3:1': { '2': ['-/-'] } } }).success).toBe(false);
    expect(crtSchema.safeParse({ columns: { '3:1': { '-1': '-/-' } } }).success).toBe(true);
  });
});

describe('combat: input errors', () => {
  it.each([
    [{ column: '5:1', 'att-pr': 5, 'def-pr': 5 }, 'column', /not an odds column/],
    [{ column: '3:1', 'att-pr': 5 }, 'def-pr', /highest defending PR/],
    [{ column: '3:1', 'att-pr': 5, 'def-pr': 5, gt: 4 }, 'allies', /21\.1/],
    [{ column: '3:1', 'att-pr': 5, fortress: 'alone', 'def-intense': true }, 'def-intense', /cannot choose Intense/],
    [{ column: '3:1', 'att-pr': 5, fortress: 'alone', 'def-ce': 9 }, 'def-ce', /CEL 11/],
    [{ column: '3:1', 'att-pr': 5, 'def-pr': 5, fortress: 'with-units', flanked: true }, 'flanked', /9\.5\.4/],
    [{ column: '3:1', 'att-pr': 5, 'def-pr': 5, 'att-status': '-1' }, 'att-ce', /Base CE/],
    [
      { column: '3:1', 'att-pr': 5, 'def-pr': 5, 'def-ce': 9, 'def-support': true, 'def-status': '-1' },
      'def-status',
      /5\.5\.2/,
    ],
    [{ column: '3:1', 'att-pr': 12, 'def-pr': 5 }, 'att-pr', /from 0 to 9/],
  ] as const)('refuses %j naming --%s', (raw, optionName, message) => {
    const out = refused(raw);
    expect(out.option).toBe(optionName);
    expect(out.message.en).toMatch(message);
  });
});

describe('combat: the steps as data', () => {
  it('combat example p. 35: the CRT read, the Intensity effect and the German EC, each with its rule', () => {
    const out = combat(
      { column: '1:1', 'att-pr': 5, 'def-pr': 5, 'att-intense': true, 'def-intense': true, 'def-ce': 11, 'def-art': 1 },
      [2, 3, 3, 4],
      BOOK_CELLS,
    );
    const steps = out.steps ?? [];
    expect(steps).toContainEqual({
      step: 'crt-result',
      rule: '9.9.1',
      column: '1:1',
      row: 2,
      black: 3,
      printed: '+3/+3①',
    });
    expect(steps).toContainEqual({
      step: 'intensity-effect',
      rule: '9.8.2',
      battle: 'intense',
      retreat: 'w1',
      effect: { retreat: 0, attackerSr: 1, defenderSr: 1 },
    });
    const ec = steps.find((s) => s.step === 'ec');
    expect(ec).toMatchObject({ rule: '10.3', kind: 'formation', ec: { total: 11, cel: 11, passed: true } });
    // Every step is JSON, as `--json` prints it.
    expect(JSON.parse(JSON.stringify(steps))).toEqual(steps);
  });
});
