import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { frenchReserveRuling, sixthArmyRuling } from '../../../../src/engine/games/offensive-1914/rulings/special.js';
import { fortAbandonRuling } from '../../../../src/engine/games/offensive-1914/rulings/siege.js';
import { intensityRuling } from '../../../../src/engine/games/offensive-1914/rulings/combat.js';
import { stackCheckRuling } from '../../../../src/engine/games/offensive-1914/rulings/special.js';
import { planVpRuling, vpAdvanceRuling } from '../../../../src/engine/games/offensive-1914/rulings/special.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function result(ruling: AnyRuling, raw: Record<string, RawValue>, dice: number[] = []): any {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (!run.outcome.ok) throw new Error(run.outcome.message.en);
  return { ...run.outcome.result, text: run.outcome.text };
}

function refused(ruling: AnyRuling, raw: Record<string, RawValue>, dice: number[] = []) {
  const run = runRuling(ruling, raw, new ScriptedDice(dice));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

describe('fort-abandon (8.5.2)', () => {
  it('8.5.2 example, Montmédy: a roll of 1 keeps the Fort; 2–6 flips it and retreats it 3 hexes', () => {
    expect(result(fortAbandonRuling, { number: 1 }, [1])).toMatchObject({ die: 1, abandoned: false, retreat: 0 });
    for (const die of [2, 3, 4, 5, 6])
      expect(result(fortAbandonRuling, { number: 1 }, [die])).toMatchObject({
        abandoned: true,
        eliminated: false,
        retreat: 3,
      });
  });

  it('a Fort with no back is eliminated instead', () => {
    expect(result(fortAbandonRuling, { number: 2, 'no-back': true }, [5])).toMatchObject({
      abandoned: true,
      eliminated: true,
      retreat: 0,
    });
  });

  it('needs the Abandonment Number', () => {
    expect(refused(fortAbandonRuling, {}, [3])).toMatchObject({ option: 'number' });
  });
});

describe('vp-advance (27.4)', () => {
  it('27.4 examples: 29.34 gives 5 VP, 15.32 gives 17 and 25.23 gives −2', () => {
    expect(result(vpAdvanceRuling, { hexes: '29.34' }).vp).toBe(5);
    expect(result(vpAdvanceRuling, { hexes: '15.32' }).vp).toBe(17);
    expect(result(vpAdvanceRuling, { hexes: '25.23' }).vp).toBe(-2);
  });

  it('chooses the hex that gives the most VP', () => {
    expect(result(vpAdvanceRuling, { hexes: '29.34, 15.32, 25.23' })).toMatchObject({ vp: 17, hex: '15.32' });
  });

  it('only hexes west of column 45 (excluded) count', () => {
    const out = result(vpAdvanceRuling, { hexes: '45.60, 44.60' });
    expect(out).toMatchObject({
      vp: 16,
      hex: '44.60',
      hexes: [
        { hex: '45.60', vp: null },
        { hex: '44.60', vp: 16 },
      ],
    });
    expect(result(vpAdvanceRuling, { hexes: '50.50' })).toMatchObject({ vp: null, hex: null });
  });

  it('refuses a hex not written CC.RR', () => {
    expect(refused(vpAdvanceRuling, { hexes: '29-34' }).message.en).toMatch(/CC\.RR/);
  });
});

describe('stack-check (3.1)', () => {
  it('3.1.1: 3½ DE at the end of a friendly movement phase', () => {
    expect(result(stackCheckRuling, { units: '3XX, X', situation: 'movement' })).toMatchObject({ de: 3.5, ok: true });
    expect(result(stackCheckRuling, { units: '3XX, X, III', situation: 'movement' })).toMatchObject({
      de: 3.75,
      ok: false,
      excessDe: 0.25,
    });
  });

  it('3.1.2: 2¼ DE and at most two Support units to attack from or defend in a hex', () => {
    expect(result(stackCheckRuling, { units: '2XX, III*, art', situation: 'combat' })).toMatchObject({
      de: 2.25,
      support: 2,
      ok: true,
    });
    const out = result(stackCheckRuling, { units: '2XX, III*, art, hq', situation: 'combat' });
    expect(out).toMatchObject({ support: 3, ok: false, excessDe: 0 });
    expect(out.text.en).toMatch(/too many Support units.*Excluded/);
  });

  it('3.1.2a: 1¼ DE in or across Steep Mountain', () => {
    expect(result(stackCheckRuling, { units: 'XX, X', situation: 'steep' })).toMatchObject({
      de: 1.5,
      limit: 1.25,
      ok: false,
    });
  });

  it('Rail Mode units, Fortresses and Depots do not count; a Two-Hex unit counts half; RND units count as one Support unit', () => {
    expect(result(stackCheckRuling, { units: 'XXr, fortress, depot, XXt', situation: 'movement' }).de).toBe(0.5);
    expect(result(stackCheckRuling, { units: 'IIIn, IIIn, IIIn, XX', situation: 'combat' })).toMatchObject({
      de: 1.75,
      support: 1,
    });
  });

  it('refuses an unknown unit with the notation', () => {
    const out = refused(stackCheckRuling, { units: 'XX, corps', situation: 'combat' });
    expect(out.option).toBe('units');
    expect(out.message.en).toMatch(/2XX, X\*, cXX/);
  });
});

describe('intensity: declarations (9.8)', () => {
  it('a Fortress defending alone cannot choose Intense', () => {
    expect(refused(intensityRuling, { 'def-intense': true, 'fortress-alone': true })).toMatchObject({
      option: 'def-intense',
    });
  });

  it('26.2.2: infantry of an army under a Strategic Plan must declare Intense when attacking', () => {
    expect(refused(intensityRuling, { plan: true })).toMatchObject({ option: 'att-intense' });
    expect(result(intensityRuling, { plan: true, 'att-intense': true }).battle).toBe('attacker');
  });

  it('combat example p. 35: both declare Intense, result +3/+3①: ① is ignored and both sides take 1 SR', () => {
    expect(result(intensityRuling, { 'att-intense': true, 'def-intense': true, retreat: 'w1' })).toMatchObject({
      battle: 'intense',
      retreat: 0,
      attackerSr: 1,
      defenderSr: 1,
    });
  });
});

describe('one-shot rolls: other readings and errors', () => {
  it('26.6.2: before GT 3 no roll activates the Sixth Army plan unless the club gives a threshold', () => {
    expect(result(sixthArmyRuling, { gt: 1 }, [])).toMatchObject({ die: null, activated: false });
    expect(result(sixthArmyRuling, { gt: 2, 'activate-max': 2 }, [2])).toMatchObject({
      die: 2,
      threshold: 2,
      activated: true,
    });
  });

  it('26.6.2: the French Second Army abandoning its plan activates it without a roll', () => {
    expect(result(sixthArmyRuling, { gt: 2, 'french-abandoned': true }, [])).toMatchObject({
      die: null,
      activated: true,
    });
  });

  it('refuses a club threshold in GT 3–4, where the book gives one', () => {
    expect(refused(sixthArmyRuling, { gt: 3, 'activate-max': 4 }, [1])).toMatchObject({ option: 'activate-max' });
  });

  it.each([2, 9])(
    'French Reserve: Interphase %i is refused (rolls start at the 3rd, the 8th is automatic)',
    (interphase) => {
      expect(refused(frenchReserveRuling, { interphase }, [1]).message.en).toMatch(/from 3 to 8/);
    },
  );
});

describe('plan-vp (27.1)', () => {
  it('27.1 example: the French Second Army abandons its plan with its nearest infantry unit adjacent to its primary objective: the French lose 3 VP', () => {
    const out = result(planVpRuling, { distance: 1 });
    expect(out).toMatchObject({ vp: -3, band: '1' });
    expect(out.text.en).toContain('**−3 VP**');
    expect(out.text.it).toMatch(/27\.1/);
  });

  it('27.1 every row of the table at both ends: 1 → −3, 2 → −6, 3–4 → −10, 5 or more → −15', () => {
    const vp = (distance: number) => result(planVpRuling, { distance }).vp;
    expect([1, 2, 3, 4, 5, 6, 40].map(vp)).toEqual([-3, -6, -10, -10, -15, -15, -15]);
  });

  it('27.1 the German Fifth Army never loses VP; a distance below 1 is not in the table', () => {
    expect(result(planVpRuling, { distance: 7, 'fifth-army': true })).toMatchObject({ vp: 0, band: null });
    expect(refused(planVpRuling, { distance: 0 }).option).toBe('distance');
  });
});
