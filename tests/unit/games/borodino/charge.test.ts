import { describe, expect, it } from 'vitest';
import {
  counterchargeRuling,
  recallRuling,
  retreatBeforeChargeRuling,
  squareRuling,
} from '../../../../src/engine/games/borodino/rulings/charge.js';
import { refused, ruled } from './run.js';

describe('9.85 square', () => {
  it("at or under the top infantry's Cohesion: square formed", () => {
    const { result, text } = ruled(squareRuling, { cohesion: 6 }, [6]);
    expect(result).toEqual({ roll: 6, square: true, disordered: false });
    expect(text.it).toContain('Quadrato formato');
  });

  it('over it: no square and every unit of the stack, artillery included, is Disordered', () => {
    const { result, text } = ruled(squareRuling, { cohesion: 6 }, [7]);
    expect(result).toEqual({ roll: 7, square: false, disordered: true });
    expect(text.en).toContain('every unit of the stack, artillery included, is Disordered (9.85)');
  });
});

describe('9.86 countercharge', () => {
  type Counter = { roll: number; total: number; success: boolean; assaultDrm: number };
  const counter = (raw: Record<string, string | number>, die: number) =>
    ruled<Counter>(counterchargeRuling, raw, [die]);

  it('at or under the countercharger’s Cohesion: success, the charger loses its charge benefits', () => {
    const { result, text } = counter({ cohesion: 6, countercharger: 'heavy', charge: 'heavy' }, 6);
    expect(result).toEqual({ roll: 6, total: 6, success: true, assaultDrm: 0 });
    expect(text.en).toContain('the charging cavalry gets no charge DRM (9.86)');
    expect(counter({ cohesion: 6, countercharger: 'heavy', charge: 'heavy' }, 7).result.success).toBe(false);
  });

  it('+2 when light cavalry countercharges a heavy charge', () => {
    expect(counter({ cohesion: 6, countercharger: 'light', charge: 'heavy' }, 4).result).toMatchObject({
      total: 6,
      success: true,
    });
    expect(counter({ cohesion: 6, countercharger: 'light', charge: 'heavy' }, 5).result).toMatchObject({
      total: 7,
      success: false,
    });
    expect(counter({ cohesion: 6, countercharger: 'light', charge: 'light' }, 5).result.total).toBe(5);
  });

  it('heavy cavalry countercharging light: −1 to the light cavalry’s assault roll', () => {
    expect(counter({ cohesion: 6, countercharger: 'heavy', charge: 'light' }, 3).result.assaultDrm).toBe(-1);
    expect(counter({ cohesion: 6, countercharger: 'heavy', charge: 'light' }, 8).result.assaultDrm).toBe(0);
  });

  it('wants both kinds of cavalry', () => {
    expect(refused(counterchargeRuling, { cohesion: 6, charge: 'heavy' }).option).toBe('countercharger');
    expect(refused(counterchargeRuling, { cohesion: 6, countercharger: 'heavy' }).option).toBe('charge');
  });
});

describe('9.82 recall', () => {
  it('at or under the Cohesion: recalled, it stays and is not Disordered by the charge', () => {
    const { result, rules } = ruled(recallRuling, { cohesion: 5, reason: 'square' }, [5]);
    expect(result).toEqual({ roll: 5, recalled: true });
    expect(rules).toEqual(['9.85', '9.82']);
  });

  it('over it: the cavalry must charge', () => {
    const { result, text } = ruled(recallRuling, { cohesion: 4, reason: 'reaction-fire' }, [5]);
    expect(result).toEqual({ roll: 5, recalled: false });
    expect(text.en).toContain('the cavalry must charge (9.82)');
  });

  it('pursuing cavalry may not Recall', () => {
    expect(refused(recallRuling, { cohesion: 5, reason: 'square', pursuing: true })).toMatchObject({
      option: 'pursuing',
    });
  });

  it('wants the reason: only a square or Reaction Fire allows it', () => {
    expect(refused(recallRuling, { cohesion: 5 }).option).toBe('reason');
    expect(refused(recallRuling, { cohesion: 5, reason: 'whim' }).message).toMatch(/one of: square, reaction-fire/);
  });
});

describe('9.31 retreat before a heavy cavalry charge', () => {
  type Retreat = { roll: number; pass: boolean; effect: string };

  it('light cavalry at or under its Cohesion retreats in good order; over it is Disordered', () => {
    expect(ruled<Retreat>(retreatBeforeChargeRuling, { cohesion: 5 }, [5]).result).toEqual({
      roll: 5,
      pass: true,
      effect: 'none',
    });
    expect(ruled<Retreat>(retreatBeforeChargeRuling, { cohesion: 5 }, [6]).result.effect).toBe('disordered');
  });

  it('already Disordered, it Withdraws', () => {
    expect(ruled<Retreat>(retreatBeforeChargeRuling, { cohesion: 3, disordered: true }, [6]).result.effect).toBe(
      'withdrawn',
    );
  });

  it('Disordered horse artillery Disordered again is eliminated (9.66)', () => {
    const { result, rules } = ruled<Retreat>(
      retreatBeforeChargeRuling,
      { cohesion: 3, unit: 'horse-artillery', disordered: true },
      [6],
    );
    expect(result.effect).toBe('eliminated');
    expect(rules).toEqual(['9.31', '9.66']);
  });

  it('SR11 Cossacks failing go to the WITHDRAWN BOX', () => {
    expect(ruled<Retreat>(retreatBeforeChargeRuling, { cohesion: 4, unit: 'cossack' }, [6]).result.effect).toBe(
      'withdrawn',
    );
    expect(refused(retreatBeforeChargeRuling, { cohesion: 4, unit: 'cossack', disordered: true }).option).toBe(
      'disordered',
    );
  });
});
