import { describe, expect, it } from 'vitest';
import { copyState } from '../../../src/engine/core/state-copy.js';
import { statusOf, type AnyGameModule, type GameStatus } from '../../../src/engine/core/game.js';

describe('copyState', () => {
  const state = {
    turn: 3,
    units: { 'fr-1': { at: '29.34', reduced: false, spent: 0, recovering: undefined } },
    control: { '29.34': 'allied', '30.34': null },
    stack: [{ name: 'value', keys: ['as', 'ds'] }],
    fight: null,
  };

  it('gives what structuredClone gives, keys in order and undefined values kept', () => {
    const copy = copyState(state);
    expect(copy).toStrictEqual(structuredClone(state));
    expect(Object.keys(copy.units['fr-1'])).toEqual(['at', 'reduced', 'spent', 'recovering']);
  });

  it('shares nothing with the state it copies', () => {
    const copy = copyState(state);
    copy.units['fr-1'].at = '30.34';
    copy.stack[0]!.keys.push('pr');
    expect(state.units['fr-1'].at).toBe('29.34');
    expect(state.stack[0]!.keys).toEqual(['as', 'ds']);
  });
});

describe('statusOf', () => {
  const status: GameStatus = { turn: 2, phase: { en: 'Movement', it: 'Movimento' }, active: ['german'] };
  const viewed = { turn: 1, phase: { en: 'Supply', it: 'Rifornimento' }, active: ['allied'] };
  const module = { view: () => ({ status: viewed }) } as unknown as AnyGameModule;

  it("reads the observer's view when the module gives no status", () => {
    expect(statusOf(module, {})).toBe(viewed);
  });

  it("reads the module's status when it gives one", () => {
    expect(statusOf({ ...module, status: () => status } as AnyGameModule, {})).toBe(status);
  });
});
