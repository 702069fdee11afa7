import { describe, expect, it } from 'vitest';
import { parseSupport, parseUnits } from '../../../../src/engine/games/napoleon-1812/notation.js';

describe('unit notation (3.1, 3.4)', () => {
  it('reads counts, types and disrupted units', () => {
    expect(parseUnits('2I,1C,1Id')).toEqual({
      good: { infantry: 2, cavalry: 1, artillery: 0 },
      disrupted: { infantry: 1, cavalry: 0, artillery: 0 },
    });
    expect(parseUnits(' a, 2f ,c d')).toBeUndefined(); // "c d" is two terms: "c" then "d", and "d" is no type
    expect(parseUnits('A, 2F, Cd')).toEqual({
      good: { infantry: 2, cavalry: 0, artillery: 1 },
      disrupted: { infantry: 0, cavalry: 1, artillery: 0 },
    });
  });

  it.each(['', '2', 'X', '0I', '2Ix', '123I', 'I-2'])('refuses %j', (text) => {
    expect(parseUnits(text)).toBeUndefined();
  });
});

describe('support stack notation (11.5, 11.7)', () => {
  it('reads units and flags in any order', () => {
    expect(parseSupport('3l,2ar,1mc1,0d2')).toEqual([
      { good: 3, disrupted: 0, leader: true, artillery: false, river: false, forcedMarch: false, combats: 0 },
      { good: 2, disrupted: 0, leader: false, artillery: true, river: true, forcedMarch: false, combats: 0 },
      { good: 1, disrupted: 0, leader: false, artillery: false, river: false, forcedMarch: true, combats: 1 },
      { good: 0, disrupted: 2, leader: false, artillery: false, river: false, forcedMarch: false, combats: 0 },
    ]);
    expect(parseSupport('2RL')).toEqual(parseSupport('2lr'));
  });

  it('reads "none" and an empty text as no support', () => {
    expect(parseSupport('')).toEqual([]);
    expect(parseSupport('none')).toEqual([]);
    expect(parseSupport('nessuno')).toEqual([]);
  });

  it.each(['l', '3x', '3ll', '2c', '2c1c2', 'a3'])('refuses %j', (text) => {
    expect(parseSupport(text)).toBeUndefined();
  });
});
