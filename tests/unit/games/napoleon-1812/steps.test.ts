import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { readSupport, readUnits } from '../../../../src/engine/games/napoleon-1812/notation.js';
import { attackCheck } from '../../../../src/engine/games/napoleon-1812/rules/activation.js';
import { fight, type CombatInput } from '../../../../src/engine/games/napoleon-1812/rules/combat.js';
import { explain, problemWords } from '../../../../src/engine/games/napoleon-1812/words.js';

const units = (text: string) => {
  const read = readUnits(text);
  if (!read.ok) throw new Error(text);
  return read.value;
};

const base: CombatInput = {
  side: 'russian',
  attackers: units('2I,1C'),
  defenders: units('2I'),
  attackerCr: 0,
  defenderCr: 0,
  attackerLeader: 'none',
  defenderLeader: 'none',
  attackerForcedMarch: false,
  attackerCombats: 0,
  defenderForcedMarch: false,
  defenderCombats: 0,
  attackerSupport: [],
  defenderSupport: [],
  terrain: 'clear',
  river: false,
  fatigueOn: 'value',
  armsFrom: 'attacking',
};

describe('the rules explain themselves as steps, each naming its rule', () => {
  it('10.2: the activation roll and its outcome', () => {
    const answer = attackCheck(2, 1, new ScriptedDice([1]));
    expect(answer.ok && answer.steps).toEqual([
      { step: 'activation-roll', rule: '10.2', die: 1, cc: 2, cr: 1, total: 4 },
      { step: 'attack-outcome', rule: '10.7', outcome: 'aborted', cc: 2, total: 4, target: 7, abortFace: 1 },
    ]);
  });

  it('rule 11 worked through: 2I,1C attack 2I in clear, dice 3, 3, 4', () => {
    const answer = fight(base, new ScriptedDice([3, 3, 4]));
    if (!answer.ok) throw new Error('expected a combat');
    expect(answer.steps.map((s) => [s.step, s.rule])).toEqual([
      ['stack-value', '11.3'],
      ['modified-attack', '11.4'],
      ['final-value', '11.5'],
      ['stack-value', '11.6'],
      ['final-value', '11.7'],
      ['combat-won', '11.8'],
      ['loser-hits', '11.14'],
      ['winner-hits', '11.15'],
      ['hit-allocation', '11.17'],
      ['retreat', '11.12'],
      ['advance', '11.12'],
      ['pursuit', '11.16'],
    ]);
    expect(answer.steps[0]).toMatchObject({ who: 'attack', cf: 3, types: 2, arms: 2, divisor: 1, value: 5 });
    expect(answer.steps[2]).toMatchObject({ who: 'attack', die: 3, value: 8 });
    expect(answer.steps[7]).toMatchObject({ difference: 3, half: 1, die: 4, adjustment: 0, hits: 1, loserGood: 2 });
    // The rules the ruling reports keep their historical order, which the steps alone would not give.
    expect(answer.rules).toEqual([
      '11.3',
      '11.5',
      '11.6',
      '11.7',
      '11.8',
      '11.12',
      '11.14',
      '11.15',
      '11.17',
      '11.11',
      '11.16',
    ]);
    expect(explain(answer.steps).en.split('\n')[0]).toBe('CF 3, combined arms +2 (2 types) → AV 5');
  });

  it('11.18: a hex of disrupted units defends with the die alone', () => {
    const answer = fight(
      { ...base, side: 'french', attackers: units('1I'), defenders: units('2Id') },
      new ScriptedDice([1, 4, 2]),
    );
    expect(answer.ok && answer.steps.find((s) => s.step === 'disrupted-defence')).toEqual({
      step: 'disrupted-defence',
      rule: '11.18',
      die: 4,
    });
  });

  it('a notation that does not parse is a Problem, worded without naming the option', () => {
    const read = readSupport('1,1,1,1,1,1');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toEqual({ code: 'support-too-many', rule: '10.3', params: { max: 5 } });
    expect(problemWords(read.problem).en).toBe(
      'at most 5 stacks can be adjacent to the defender besides the enemy (10.3, 10.5)',
    );
  });
});
