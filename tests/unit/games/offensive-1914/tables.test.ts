import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { artilleryRuling } from '../../../../src/engine/games/offensive-1914/rulings/combat.js';
import { bombardRuling } from '../../../../src/engine/games/offensive-1914/rulings/siege.js';
import { ecRuling } from '../../../../src/engine/games/offensive-1914/rulings/efficiency.js';
import {
  frenchReserveRuling,
  ijzerRuling,
  sixthArmyRuling,
} from '../../../../src/engine/games/offensive-1914/rulings/special.js';
import { forcedMarchRuling } from '../../../../src/engine/games/offensive-1914/rulings/efficiency.js';
import { intensityRuling } from '../../../../src/engine/games/offensive-1914/rulings/combat.js';
import { oddsRuling } from '../../../../src/engine/games/offensive-1914/rulings/odds.js';
import { prepRuling } from '../../../../src/engine/games/offensive-1914/rulings/siege.js';
import { stackCheckRuling } from '../../../../src/engine/games/offensive-1914/rulings/special.js';

/** Every cell of the player-aid tables (pp. 107–115 of the Italian rulebook), read through the rulings. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function result(ruling: AnyRuling, raw: Record<string, RawValue>, dice: number[] = []): any {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  return run.outcome.result;
}

describe('Artillery Table (10.1, 10.1.2: the enemy AV against the DE under fire, p. 112)', () => {
  // Rows: own DE; cells: the enemy AV printed in each DRM column.
  const printed: ReadonlyArray<readonly [string, readonly number[], Record<string, string>]> = [
    ['≥3', [3, 3.25, 4.5, 9], { '-2': '0-2', '-1': '3-5', '0': '6-12', '1': '13+' }],
    ['2-2¾', [2, 2.25, 2.5, 2.75], { '-2': '0-1', '-1': '2-3', '0': '4-8', '1': '9-15', '2': '16+' }],
    ['1-1¾', [1, 1.25, 1.5, 1.75], { '-2': '0', '-1': '1-2', '0': '3-6', '1': '7-12', '2': '13+' }],
    ['≤¾', [0, 0.25, 0.5, 0.75], { '-2': '0', '-1': '1', '0': '2-4', '1': '5-8', '2': '9-13', '3': '14+' }],
  ];
  const cells = printed.flatMap(([row, des, bands]) =>
    Object.entries(bands).flatMap(([drm, band]) => {
      const [low = '', high] = band.replace('+', '').split('-');
      const from = Number(low);
      // An open-ended "13+" cell is checked at 13 and far above it.
      const to = band.endsWith('+') ? from + 20 : Number(high ?? low);
      return des.flatMap((de) => [from, to].map((av) => [row, de, av, Number(drm), band] as const));
    }),
  );

  it.each(cells)('row %s: %s DE against AV %i → %i (cell %s)', (row, de, av, drm, band) => {
    expect(result(artilleryRuling, { av, de })).toEqual({ drm, row, band });
  });
});

describe('Post-Combat EC failure table (10.3, p. 112)', () => {
  // failed by → [-#E, s, retreat, & if CI or Demoralized + retreat]
  const rows: ReadonlyArray<readonly [number, number, number, number, number]> = [
    [1, 1, 0, 0, 1],
    [3, 1, 0, 0, 1],
    [4, 2, 0, 0, 2],
    [6, 2, 0, 0, 2],
    [7, 3, 0, 1, 2],
    [9, 3, 0, 1, 2],
    [10, 3, 1, 2, 2],
    [12, 3, 1, 2, 2],
  ];
  it.each(rows)('failed by %i: −%iE, %i s, retreat %i, +%i if CI or Demoralized', (by, e, s, retreat, ci) => {
    // 2d6 of 1 + 1 against CEL 2, with the margin as DRM.
    const plain = result(ecRuling, { cel: 2, drm: by }, [1, 1]);
    expect(plain).toMatchObject({
      failedBy: by,
      ceLoss: e,
      strengthReduction: s,
      retreat,
      ciRetreat: ci,
      ciApplies: null,
    });
    const ineffective = result(ecRuling, { cel: 2, drm: by, ci: true }, [1, 1]);
    expect(ineffective).toMatchObject({ ceLoss: e, retreat: retreat + ci, ciApplies: true });
  });

  it('6.2.1, 10.2 passes at exactly the CEL and fails by 1 above it', () => {
    expect(result(ecRuling, { cel: 7 }, [3, 4])).toMatchObject({ passed: true, failedBy: 0 });
    expect(result(ecRuling, { cel: 6 }, [3, 4])).toMatchObject({ passed: false, failedBy: 1 });
  });
});

describe('Forced March Results table (7.2.4, p. 108)', () => {
  // unit, failed by → printed cell, -#E, s, remove PA
  const cells: ReadonlyArray<readonly [string, number, string, number, number, boolean]> = [
    ['infantry', 1, '-1E ⇨', 1, 0, true],
    ['infantry', 4, '-1E ⇨', 1, 0, true],
    ['infantry', 5, '-1E s ⇨', 1, 1, true],
    ['infantry', 9, '-1E s ⇨', 1, 1, true],
    ['cavalry', 1, '-1E', 1, 0, false],
    ['cavalry', 4, '-1E', 1, 0, false],
    ['cavalry', 5, '-2E', 2, 0, false],
    ['cavalry', 9, '-2E', 2, 0, false],
    ['support', 1, 's ⇨', 0, 1, true],
    ['support', 4, 's ⇨', 0, 1, true],
    ['support', 5, 's ⇨', 0, 1, true],
    ['support', 9, 's ⇨', 0, 1, true],
  ];
  it.each(cells)('%s failing by %i: %s', (unit, by, cell, ceLoss, sr, removePa) => {
    // 2d6 = 12, +1 Forced March MP: 13 against CEL 13 − by.
    expect(result(forcedMarchRuling, { cel: 13 - by, 'fm-mp': 1, unit }, [6, 6])).toMatchObject({
      failedBy: by,
      cell,
      ceLoss,
      strengthReduction: sr,
      removePa,
      eliminated: false,
    });
  });

  it.each([1, 5])('LOC cavalry failing by %i is eliminated (8.7.3)', (by) => {
    expect(result(forcedMarchRuling, { cel: 13 - by, 'fm-mp': 1, unit: 'loc-cavalry' }, [6, 6])).toMatchObject({
      failedBy: by,
      eliminated: true,
    });
  });
});

describe('Combat Intensity matrix (9.8.1) and its effects (9.8.2, p. 111)', () => {
  it.each([
    [false, false, 'none'],
    [true, false, 'attacker'],
    [false, true, 'defender'],
    [true, true, 'intense'],
  ] as const)('attacker Intense %s, defender Intense %s → %s', (att, def, battle) => {
    expect(result(intensityRuling, { 'att-intense': att, 'def-intense': def })).toEqual({ battle });
  });

  // 9.8.2 battle × CRT retreat → [active retreat, attacker SR, defender SR]
  const effects: ReadonlyArray<readonly [boolean, boolean, string, number, number, number]> = [
    [false, false, 'none', 0, 0, 0],
    [false, false, 'b1', 1, 0, 0],
    [false, false, 'b2', 2, 0, 0],
    [false, false, 'w1', 0, 0, 0],
    [true, false, 'none', 0, 1, 0],
    [true, false, 'b1', 1, 0, 0],
    [true, false, 'b2', 2, 0, 0],
    [true, false, 'w1', 1, 1, 0],
    [false, true, 'none', 0, 0, 0],
    [false, true, 'b1', 0, 0, 1],
    [false, true, 'b2', 0, 0, 1],
    [false, true, 'w1', 0, 0, 1],
    [true, true, 'none', 0, 1, 0],
    [true, true, 'b1', 1, 0, 1],
    [true, true, 'b2', 2, 0, 1],
    [true, true, 'w1', 0, 1, 1],
  ];
  it.each(effects)(
    'att %s def %s, CRT retreat %s → retreat %i, attacker SR %i, defender SR %i',
    (att, def, retreat, hexes, a, d) => {
      expect(result(intensityRuling, { 'att-intense': att, 'def-intense': def, retreat })).toMatchObject({
        retreat: hexes,
        attackerSr: a,
        defenderSr: d,
      });
    },
  );
});

describe('Fortress Bombardment Results Table (12.4.3, p. 113)', () => {
  // Transcribed row by row: 21 cm C B A | 30.5 cm C B A | 42 cm C,B | 42 cm A (README: reconstructed cells).
  const grid: Record<number, readonly string[]> = {
    1: ['1', '1', '+', '1*', '1', '1', '2', '2'],
    2: ['1', '1', '◆', '1', '1', '1', '2', '1'],
    3: ['1', '+', '◆', '1', '1', '◆*', '1', '1'],
    4: ['◆', '◆', '◆', '1', '1', '◆*', '1', '1'],
    5: ['◆', '◆', '◆', '◆*', '◆', '◆', '1', '1'],
    6: ['◆', '◆', '◆', '◆', '◆', '◆', '1', '◆'],
  };
  const columns = [
    ['21', 'C'],
    ['21', 'B'],
    ['21', 'A'],
    ['30.5', 'C'],
    ['30.5', 'B'],
    ['30.5', 'A'],
    ['42', 'C'],
    ['42', 'A'],
  ] as const;
  const losses = (cell: string, skm: boolean, reroll: number) =>
    (cell.startsWith('1') ? 1 : cell.startsWith('2') ? 2 : 0) +
    (cell.startsWith('+') && reroll <= 3 ? 1 : 0) +
    (cell.endsWith('*') && skm ? 1 : 0);
  const cells = Object.entries(grid).flatMap(([roll, row]) =>
    row.flatMap((cell, i) => {
      const [calibre, fortressClass] = columns[i] ?? ['21', 'C'];
      const rerolls = cell === '+' ? [3, 4] : [0];
      return rerolls.flatMap((reroll) =>
        [false, true].map((skm) => [calibre, fortressClass, Number(roll), cell, skm, reroll] as const),
      );
    }),
  );

  it.each(cells)(
    '%s cm vs Class %s, roll %i: "%s" (5+6 sKM %s, re-roll %i)',
    (calibre, fortressClass, roll, cell, skm, reroll) => {
      const dice = cell === '+' ? [roll, reroll] : [roll];
      const out = result(bombardRuling, { calibre, class: fortressClass, skm }, dice);
      expect(out.dice[0]).toMatchObject({ die: roll, row: roll, cell, reroll: cell === '+' ? reroll : null });
      expect(out.losses).toBe(losses(cell, skm, reroll));
    },
  );

  it('the 42 cm "C, B" column serves Class B as well as C', () => {
    for (const roll of [1, 2, 3, 4, 5, 6])
      expect(result(bombardRuling, { calibre: '42', class: 'B' }, [roll]).dice[0].cell).toBe(grid[roll]?.[6]);
  });

  it('with --star5 a, row 5 reads "◆*" in the 30.5 cm Class A column instead of Class C (README)', () => {
    expect(result(bombardRuling, { calibre: '30.5', class: 'C', skm: true, star5: 'a' }, [5])).toMatchObject({
      losses: 0,
    });
    expect(result(bombardRuling, { calibre: '30.5', class: 'A', skm: true, star5: 'a' }, [5])).toMatchObject({
      losses: 1,
    });
  });
});

describe('Prep Bombardment table (13.3.4, p. 113)', () => {
  const grid: Record<string, readonly [string, string, string]> = {
    '1': ['6+s+3E', '7+s+3E', '7+s+3E'],
    '2': ['5+s+3E', '6+s+3E', '7+s+3E'],
    '3': ['4+s+3E', '5+s+3E', '6+s+3E'],
    '4': ['3+s+3E', '4+s+3E', '5+s+3E'],
    '5': ['3+s+2E', '3+s+2E', '3+s+3E'],
    '6': ['2+s+1E', '2+s+2E', '2+s+2E'],
    '7': ['1+1E', '1+s+1E', '1+s+1E'],
    '8+': ['1+1E', '1+1E', '1+s+1E'],
  };
  // How to reach each row: the die and the DRM flags (+1 up in elevation, +2 up an escarpment).
  const reach: Record<string, readonly [number, Record<string, boolean>]> = {
    '1': [1, {}],
    '2': [2, {}],
    '3': [3, {}],
    '4': [4, {}],
    '5': [5, {}],
    '6': [6, {}],
    '7': [6, { uphill: true }],
    '8+': [6, { escarpment: true }],
  };
  const cells = Object.entries(grid).flatMap(([row, values]) => values.map((cell, i) => [row, 4 + i, cell] as const));

  it.each(cells)('row %s, %i units: %s', (row, units, cell) => {
    const [die, flags] = reach[row] ?? [1, {}];
    const [, shifts, s, e] = /^(\d+)(\+s)?\+(\d)E$/.exec(cell) ?? [];
    expect(result(prepRuling, { units, ...flags }, [die])).toMatchObject({
      row,
      column: units,
      cell,
      shifts: Number(shifts),
      strengthReduction: s ? 1 : 0,
      ecDrm: Number(e),
    });
  });

  it.each([
    ['1', 1],
    ['2', 1],
    ['3', 1],
    ['4', 1],
    ['5', 1],
    ['6', 1],
    ['7', 0],
    ['8+', 0],
  ] as const)('a 30.5/42 cm unit adds %s → +%iE', (row, extra) => {
    const [die, flags] = reach[row] ?? [1, {}];
    const without = result(prepRuling, { units: 4, ...flags }, [die]);
    const withHeavy = result(prepRuling, { units: 4, heavy: true, ...flags }, [die]);
    expect(withHeavy.ecDrm - without.ecDrm).toBe(extra);
  });

  it('a roll of 6 up an Escarpment and up in Elevation (9) still reads 8+', () => {
    expect(result(prepRuling, { units: 6, uphill: true, escarpment: true }, [6])).toMatchObject({
      modified: 9,
      row: '8+',
    });
  });
});

describe('Terrain Effects Chart (p. 110)', () => {
  it.each([
    ['open', 0],
    ['woods', 2],
    ['heath', 0],
    ['hills', 2],
    ['mountain', 4],
    ['steep-mountain', 4],
  ] as const)('%s adds %i DS to the defending group (9.3.1)', (terrain, bonus) => {
    expect(result(oddsRuling, { attackers: '40', ds: 10, terrain }).defence).toBe(10 + bonus);
  });

  it.each([
    ['none', 10],
    ['forest', 10],
    ['dense-forest', 8],
    ['marsh', 10],
    ['escarpment', 10],
    ['minor', 9],
    ['major', 8],
    ['great', 8],
    ['imposing', 7],
  ] as const)('a Force of AS 10 attacking across %s counts %i (9.3.2)', (hexside, attack) => {
    expect(result(oddsRuling, { attackers: `10@${hexside}`, ds: 10 }).attack).toBe(attack);
  });

  it('with --tec-reading marsh the −2 AS moves from Dense Forest to Marsh (README)', () => {
    expect(result(oddsRuling, { attackers: '10@dense-forest', ds: 10, 'tec-reading': 'marsh' }).attack).toBe(10);
    expect(result(oddsRuling, { attackers: '10@marsh', ds: 10, 'tec-reading': 'marsh' }).attack).toBe(8);
  });

  it.each(['crest', 'flood', 'sea'])('no attack across a %s hexside (TEC "P", 9.2.3)', (hexside) => {
    const run = runRuling(oddsRuling, { attackers: `10@${hexside}`, ds: 10 }, new ScriptedDice([]));
    expect(run.outcome.ok).toBe(false);
    expect(!run.outcome.ok && run.outcome.message.en).toMatch(/9\.2\.3/);
  });
});

describe('Division-equivalents and stacking limits (1.1, 3.1, p. 115)', () => {
  it.each([
    ['XX', 1],
    ['cXXX', 1],
    ['train', 1],
    ['X', 0.5],
    ['cXX', 0.5],
    ['III', 0.25],
    ['cX', 0.25],
    ['cIII', 0],
    ['art', 0],
    ['hq', 0],
    ['fort', 0],
    ['fortress', 0],
    ['depot', 0],
  ])('%s counts %s DE', (unit, de) => {
    expect(result(stackCheckRuling, { units: unit, situation: 'movement' }).de).toBe(de);
  });

  it.each([
    ['movement', 3.5, null],
    ['combat', 2.25, 2],
    ['steep', 1.25, 2],
  ] as const)('%s: %s DE, Support units %s', (situation, limit, supportLimit) => {
    expect(result(stackCheckRuling, { units: 'XX', situation })).toMatchObject({ limit, supportLimit });
  });
});

describe('One-shot rolls', () => {
  it.each([1, 2, 3, 4, 5, 6])('Ijzer inundation (21.3): a roll of %i', (die) => {
    expect(result(ijzerRuling, {}, [die])).toEqual({ die, success: die <= 5 });
  });

  const reserve: ReadonlyArray<readonly [number, number]> = [
    [3, 1],
    [4, 2],
    [5, 3],
    [6, 4],
    [7, 5],
  ];
  it.each(reserve.flatMap(([interphase, max]) => [1, 2, 3, 4, 5, 6].map((die) => [interphase, max, die] as const)))(
    'French Reserve (22.4.1), Interphase %i succeeds on 1–%i: roll %i',
    (interphase, max, die) => {
      expect(result(frenchReserveRuling, { interphase }, [die])).toEqual({ die, threshold: max, success: die <= max });
    },
  );

  it('French Reserve: automatic at the 8th Interphase, no die (22.4.1)', () => {
    expect(result(frenchReserveRuling, { interphase: 8 }, [])).toEqual({ die: null, threshold: null, success: true });
  });

  it.each([1, 2, 3, 4, 5, 6])('German Sixth Army plan in GT 3 (26.6.2): a roll of %i', (die) => {
    expect(result(sixthArmyRuling, { gt: 3 }, [die])).toEqual({ die, threshold: 3, activated: die <= 3 });
  });

  it('German Sixth Army plan: automatic in GT 4, no die (26.6.2)', () => {
    expect(result(sixthArmyRuling, { gt: 4 }, [])).toMatchObject({ die: null, activated: true });
  });
});
