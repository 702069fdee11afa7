import { describe, expect, it } from 'vitest';
import {
  attackModifiers,
  attackSupportValue,
  combinedArms,
  defenceSupportValue,
  fatigueDivisor,
  leaderBonus,
  napoleonCf,
  stackValue,
} from '../../../../src/engine/games/napoleon-1812/rules/combat-values.js';
import type { SupportStack, Terrain } from '../../../../src/engine/games/napoleon-1812/model.js';

const counts = (infantry: number, cavalry: number, artillery: number) => ({ infantry, cavalry, artillery });
const stack = (extra: Partial<SupportStack>): SupportStack => ({
  good: 2,
  disrupted: 0,
  leader: false,
  artillery: false,
  river: false,
  forcedMarch: false,
  combats: 0,
  ...extra,
});

// 11.3 / 11.6: "+2 se ci sono due tipi di unità diversi nello stack, +4 se ci sono tre tipi di unità diversi".
describe('T8 combined arms (11.3, 11.6)', () => {
  it.each([
    [counts(3, 0, 0), 0],
    [counts(0, 2, 0), 0],
    [counts(0, 0, 1), 0],
    [counts(2, 1, 0), 2],
    [counts(2, 0, 1), 2],
    [counts(0, 1, 1), 2],
    [counts(1, 1, 1), 4],
    [counts(4, 1, 2), 4],
  ])('%j → +%i', (types, bonus) => {
    expect(combinedArms(types)).toBe(bonus);
  });
});

// 11.2 point 3: halved after a forced march or an earlier combat this turn; divided by four when both apply or
// when the stack has fought twice or more this turn.
describe('T9 fatigue (11.2 point 3)', () => {
  it.each([
    [false, 0, 1],
    [true, 0, 2],
    [false, 1, 2],
    [true, 1, 4],
    [false, 2, 4],
    [true, 2, 4],
    [false, 3, 4],
  ])('forced march %s, %i earlier combats → ÷%i', (forcedMarch, combats, divisor) => {
    expect(fatigueDivisor(forcedMarch, combats)).toBe(divisor);
  });

  it('1.2: the divided value is rounded down', () => {
    // 5 units and three types: (5 + 4) ÷ 2 = 4.5 → 4; ÷ 4 = 2.25 → 2.
    expect(stackValue(5, 0, counts(3, 1, 1), 2, 'value').value).toBe(4);
    expect(stackValue(5, 0, counts(3, 1, 1), 4, 'value').value).toBe(2);
  });

  it('⚠ read on the whole value (11.3 "tale valore") or on the CF sum only (11.2)', () => {
    // 4 CF and three types: whole value (4 + 4) ÷ 2 = 4; CF only 4 ÷ 2 + 4 = 6.
    expect(stackValue(4, 0, counts(2, 1, 1), 2, 'value').value).toBe(4);
    expect(stackValue(4, 0, counts(2, 1, 1), 2, 'cf').value).toBe(6);
    expect(stackValue(4, 0, counts(2, 1, 1), 4, 'value').value).toBe(2);
    expect(stackValue(4, 0, counts(2, 1, 1), 4, 'cf').value).toBe(5);
  });
});

// 11.4: −3 across a river (bridge or not); −2 fortified city without artillery; −1 with; −2 forest, marsh, rough.
describe('T10 attack modifiers (11.4)', () => {
  const total = (terrain: Terrain, river: boolean, artillery: boolean) =>
    attackModifiers(terrain, river, artillery).reduce((t, m) => t + m.value, 0);
  it.each([
    ['clear', false, false, 0],
    ['city', false, false, 0],
    ['clear', true, false, -3],
    ['fortified-city', false, false, -2],
    ['fortified-city', false, true, -1],
    ['fortified-city', true, false, -5],
    ['fortified-city', true, true, -4],
    ['forest', false, false, -2],
    ['marsh', false, true, -2],
    ['rough', true, false, -5],
  ] as [Terrain, boolean, boolean, number][])('%s, river %s, artillery %s → %i', (terrain, river, artillery, value) => {
    expect(total(terrain, river, artillery)).toBe(value);
  });

  it('every modifier cites 11.4', () => {
    expect(attackModifiers('fortified-city', true, false).map((m) => m.rule)).toEqual(['11.4', '11.4']);
  });
});

// 11.5 (*): good-order units × fatigue; −2 across a river; −1 fortified city without artillery; −1 forest, marsh,
// rough; +1 with a leader. "i modificatori sono cumulativi anche se producono risultati negativi".
describe('T11 attacker support (11.5)', () => {
  it.each([
    [stack({ good: 3 }), 'clear', 3],
    [stack({ good: 3, river: true }), 'clear', 1],
    [stack({ good: 3 }), 'fortified-city', 2],
    [stack({ good: 3, artillery: true }), 'fortified-city', 3],
    [stack({ good: 3 }), 'forest', 2],
    [stack({ good: 3, leader: true }), 'clear', 4],
    [stack({ good: 1, river: true }), 'marsh', -2],
    [stack({ good: 0, disrupted: 2, river: true }), 'fortified-city', -3],
    [stack({ good: 3, forcedMarch: true }), 'clear', 1],
    [stack({ good: 5, combats: 1, leader: true }), 'clear', 3],
    [stack({ good: 5, forcedMarch: true, combats: 1 }), 'clear', 1],
    [stack({ good: 6, combats: 2, river: true, leader: true }), 'rough', -1],
  ] as [SupportStack, Terrain, number][])('%j into %s → %i', (support, terrain, value) => {
    expect(attackSupportValue(support, 0, terrain).value).toBe(value);
  });
});

// 11.7: good-order units × fatigue, +1 with a leader; no terrain or river modifier.
describe('T12 defender support (11.7)', () => {
  it.each([
    [stack({ good: 3 }), 3],
    [stack({ good: 3, leader: true }), 4],
    [stack({ good: 3, river: true }), 3],
    [stack({ good: 3, forcedMarch: true }), 1],
    [stack({ good: 4, combats: 2, leader: true }), 2],
    [stack({ good: 0, disrupted: 3 }), 0],
  ])('%j → %i', (support, value) => {
    expect(defenceSupportValue(support, 0).value).toBe(value);
  });
});

// T13 (11.5, 11.7, 16.2): the CR is capped at the units present (advanced: in the leader's command).
describe('T13 leader CR in combat (11.5, 11.7, 16.2)', () => {
  it.each([
    [4, 6, 4],
    [4, 2, 2],
    [2, 1, 1],
    [3, 0, 0],
    [0, 5, 0],
  ])('CR %i with %i units → +%i', (cr, cap, bonus) => {
    expect(leaderBonus(cr, cap)).toBe(bonus);
  });
});

// 16.4(5): "Napoleone da anche +1 al CF di ogni unità in buon ordine che comanda, fino al massimo di +3".
describe('16.4(5) Napoleon', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [6, 3],
  ])('%i good-order units → +%i CF', (units, bonus) => {
    expect(napoleonCf(units)).toBe(bonus);
  });
});
