import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { celOf, reduceStatus } from '../../../../src/engine/games/offensive-1914/rules/efficiency.js';
import { ecRuling, forcedMarchRuling } from '../../../../src/engine/games/offensive-1914/rulings/efficiency.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ec(raw: Record<string, RawValue>, dice: number[]): any {
  const run = runRuling(ecRuling, raw, new ScriptedDice(dice));
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  return { ...run.outcome.result, text: run.outcome.text, rules: run.outcome.rules };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function march(raw: Record<string, RawValue>, dice: number[]): any {
  const run = runRuling(forcedMarchRuling, raw, new ScriptedDice(dice));
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  return run.outcome.result;
}

function refused(ruling: typeof ecRuling | typeof forcedMarchRuling, raw: Record<string, RawValue>, dice = [1, 1]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = runRuling(ruling as any, raw, new ScriptedDice(dice));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

describe('Combat Effectiveness (6.1)', () => {
  it('6.1.2 example: Base CE 10 at status −2 has CEL 8', () => {
    expect(celOf(10, '-2')).toBe(8);
  });

  it('6.1.3 example: a Formation at D1 has CEL −3 and is Demoralized 1', () => {
    expect(celOf(10, 'd1')).toBe(7);
  });

  it('6.1.4: the six levels in order are −1, −2, −3, CI (−3), D1 (−3), D2 (−3)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => reduceStatus('full', n).status)).toEqual(['-1', '-2', '-3', 'ci', 'd1', 'd2']);
    expect(['full', '-1', '-2', '-3', 'ci', 'd1', 'd2'].map((s) => celOf(11, s as 'full'))).toEqual([
      11, 10, 9, 8, 8, 8, 8,
    ]);
  });

  it('11.1.3 example: a Force at −3 retreating through three EZOC hexes becomes CI, then D1, then D2', () => {
    expect([1, 2, 3].map((n) => reduceStatus('-3', n).status)).toEqual(['ci', 'd1', 'd2']);
    expect(reduceStatus('d2', 2)).toEqual({ status: 'd2', unabsorbed: 2 });
  });
});

describe('ec ruling (10.2, 10.3)', () => {
  it('10.3 example: a Force at −3 failing by 8 drops three levels to D2 and retreats three hexes', () => {
    const out = ec({ cel: 7, status: '-3', drm: 3 }, [6, 6]);
    expect(out).toMatchObject({ total: 15, failedBy: 8, ceLoss: 3, newStatus: 'd2', ciApplies: true, retreat: 3 });
  });

  it('10.3 Post-Combat EC example: two Formations with CRT +2 roll 11: CEL 11 fails by 2, CEL 7 (status −3) fails by 6', () => {
    const first = ec({ cel: 11, crt: 2, status: 'full' }, [5, 6]);
    expect(first).toMatchObject({ total: 13, failedBy: 2, ceLoss: 1, newStatus: '-1', retreat: 0 });
    const second = ec({ cel: 7, crt: 2, status: '-3' }, [5, 6]);
    expect(second).toMatchObject({
      total: 13,
      failedBy: 6,
      ceLoss: 2,
      newStatus: 'd1',
      retreat: 2,
      strengthReduction: 0,
    });
  });

  it('9.2.5 example: failing by 8 retreats one hex; failing by 10 retreats two (and takes an s)', () => {
    expect(ec({ cel: 11, status: 'full', drm: 7 }, [6, 6])).toMatchObject({ failedBy: 8, retreat: 1, newStatus: '-3' });
    expect(ec({ cel: 9, status: 'full', drm: 7 }, [6, 6])).toMatchObject({
      failedBy: 10,
      retreat: 2,
      strengthReduction: 1,
    });
  });

  it('adds the named modifiers: CRT, artillery, flanked +1, Prep #E and any other DRM', () => {
    const out = ec({ cel: 20, crt: 3, artillery: -2, flanked: true, prep: 2, drm: 1 }, [2, 3]);
    expect(out).toMatchObject({ total: 5 + 3 - 2 + 1 + 2 + 1, passed: true });
    expect(out.text.en).toMatch(/\+3 CRT result \(9\.9\.2\); −2 artillery \(10\.1\); \+1 defender flanked \(9\.5\.2\)/);
    expect(out.rules).toEqual(['6.2.1', '10.2', '9.9.2', '10.1', '9.5.2', '13.3.4']);
  });

  it('without the status, says the CI/Demoralized retreat depends on it', () => {
    const out = ec({ cel: 8 }, [6, 6]);
    expect(out).toMatchObject({ failedBy: 4, ceLoss: 2, retreat: 0, ciRetreat: 2, ciApplies: null, newStatus: null });
    expect(out.text.en).toMatch(/\+2\*\* if the Force was or becomes CI or Demoralized/);
  });

  it('--ci and --demoralized add the CI/Demoralized retreat (10.3)', () => {
    expect(ec({ cel: 8, demoralized: true }, [6, 5])).toMatchObject({ failedBy: 3, retreat: 1, ciApplies: true });
  });

  it('10.3: a level that cannot be absorbed below D2 becomes a Strength Reduction', () => {
    expect(ec({ cel: 8, status: 'd1', drm: 2 }, [6, 6])).toMatchObject({
      failedBy: 6,
      newStatus: 'd2',
      strengthReduction: 1,
      retreat: 2,
    });
  });

  it('5.5.2: a Support unit keeps its CEL and takes one SR instead (or one per level with --support-sr per-level)', () => {
    expect(ec({ cel: 9, support: true }, [6, 6])).toMatchObject({
      failedBy: 3,
      ceLoss: 0,
      strengthReduction: 1,
      retreat: 0,
    });
    expect(ec({ cel: 9, support: true, 'support-sr': 'per-level', drm: 3 }, [6, 6])).toMatchObject({
      failedBy: 6,
      strengthReduction: 2,
    });
    expect(ec({ cel: 5, support: true, drm: 3 }, [6, 6])).toMatchObject({
      failedBy: 10,
      strengthReduction: 2,
      retreat: 2,
    });
  });

  it('12.2.1b: a Fortress alone checks at CEL 11 and is flipped if it fails', () => {
    expect(ec({ fortress: true }, [5, 6])).toMatchObject({ cel: 11, passed: true, flipped: false });
    expect(ec({ fortress: true, crt: 1 }, [5, 6])).toMatchObject({ failedBy: 1, flipped: true, ceLoss: 0, retreat: 0 });
  });

  it.each([
    [{}, 'cel', /give the CEL/],
    [{ fortress: true, cel: 9 }, 'cel', /CEL 11/],
    [{ cel: 9, support: true, status: '-1' }, 'support', /5\.5\.2/],
    [{ cel: 9, ci: true, demoralized: true }, 'ci', /not both/],
    [{ cel: 9, ci: true, status: '-2' }, 'ci', /the CE status given is −2, but a CI Force has CE status CI/],
    [{ cel: 9, demoralized: true, status: 'ci' }, 'demoralized', /a Demoralized Force has CE status D1 or D2/],
    [{ cel: 9, artillery: 4 }, 'artillery', /from -2 to 3/],
    [{ cel: 9, status: 'd3' }, 'status', /one of/],
  ] as const)('refuses %j naming --%s', (raw, optionName, message) => {
    const out = refused(ecRuling, raw);
    expect(out.option).toBe(optionName);
    expect(out.message.en).toMatch(message);
  });

  it('refuses forced dice that are not two d6', () => {
    expect(refused(ecRuling, { cel: 9 }, [7, 1]).message.en).toMatch(/Die 1 must be from 1 to 6/);
    expect(refused(ecRuling, { cel: 9 }, [3]).message.en).toMatch(/die 2 \(a d6\) is missing/);
  });
});

describe('forced-march ruling (7.2)', () => {
  it('7.2.3 example: 11 MP of which 2 by Forced March: the EC is modified by +2', () => {
    expect(march({ cel: 9, 'fm-mp': 2, unit: 'infantry' }, [3, 4])).toMatchObject({ total: 9, passed: true });
  });

  it('8.2.4 example: cavalry with a 9-MP Reaction marker in a 5-MP Counter-Movement Phase rolls at +4', () => {
    expect(march({ cel: 10, 'fm-mp': 4, unit: 'cavalry' }, [4, 4])).toMatchObject({
      total: 12,
      failedBy: 2,
      cell: '-1E',
    });
  });

  it('7.2.1: infantry gains at most 3 MP by Forced March, cavalry 7', () => {
    expect(refused(forcedMarchRuling, { cel: 9, 'fm-mp': 4, unit: 'infantry' })).toMatchObject({ option: 'fm-mp' });
    expect(refused(forcedMarchRuling, { cel: 9, 'fm-mp': 8, unit: 'cavalry' }).message.en).toMatch(/from 1 to 7/);
  });

  it('table footnote *: an infantry Formation at D2 turns the −1E into an SR; cavalry stops at D2 (7.2.4 †)', () => {
    expect(march({ cel: 8, 'fm-mp': 3, unit: 'infantry', status: 'd2' }, [5, 5])).toMatchObject({
      failedBy: 5,
      ceLoss: 1,
      strengthReduction: 2,
      newStatus: 'd2',
    });
    expect(march({ cel: 8, 'fm-mp': 3, unit: 'cavalry', status: 'd2' }, [5, 5])).toMatchObject({
      ceLoss: 2,
      strengthReduction: 0,
      newStatus: 'd2',
    });
  });

  it('a Support unit has no CE status', () => {
    expect(refused(forcedMarchRuling, { cel: 9, 'fm-mp': 1, unit: 'support', status: '-1' })).toMatchObject({
      option: 'status',
    });
  });
});
