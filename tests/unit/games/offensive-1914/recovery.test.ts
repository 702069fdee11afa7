import { describe, expect, it } from 'vitest';
import {
  raiseStatus,
  recoveryDistance,
  spendRecovery,
} from '../../../../src/engine/games/offensive-1914/rules/recovery.js';

describe('7.5, 7.8 CE recovery (pure)', () => {
  it('7.5 9 MP raise the status one level; fewer are carried on the MP Spent marker (7.8, 7.8.2)', () => {
    expect(spendRecovery('-2', 0, 9)).toEqual({ spent: 9, status: '-1', progress: null });
    expect(spendRecovery('d2', 0, 5)).toEqual({ spent: 5, status: 'd2', progress: 5 });
    expect(spendRecovery('d2', 5, 9)).toEqual({ spent: 4, status: 'd1', progress: null });
    expect(raiseStatus('-1')).toBe('full');
    expect(raiseStatus('full')).toBe('full');
  });

  it('7.5.2, 7.5.3 3 hexes from the enemy, 5 when Demoralized', () => {
    expect(recoveryDistance('ci')).toBe(3);
    expect(recoveryDistance('-3')).toBe(3);
    expect(recoveryDistance('d1')).toBe(5);
    expect(recoveryDistance('d2')).toBe(5);
  });
});
