import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { runRuling, type RulingSuccess } from '../../../../src/engine/core/ruling.js';
import { parseForce } from '../../../../src/engine/games/grand-illusion/notation.js';
import { battle } from '../../../../src/engine/games/grand-illusion/rules/battle.js';
import { capForTurn } from '../../../../src/engine/games/grand-illusion/rules/cap.js';
import { fireRoll } from '../../../../src/engine/games/grand-illusion/rules/fire.js';
import { fire } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { problemWords, stepWords } from '../../../../src/engine/games/grand-illusion/words.js';

/** The rules' explanations are data: each step names the rule it applies and the values it read. */

const forceOf = (text: string, prefix: string) => {
  const parsed = parseForce(text, prefix);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.value;
};

describe('steps of the rules', () => {
  it('pp. 17–18 Battle Map example: the steps name 9.2.2, 9.3.1, 9.3.4, 9.3.3 and the entrenched 9.4.2', () => {
    const out = battle(
      {
        attacker: forceOf('II T=3 fr corps, XVIII=6 fr corps, VI=6 fr corps, VIII=5 fr corps', 'A'),
        defender: forceOf('XIII=5 de corps, XVI=5 de corps', 'D'),
        terrain: 1,
        trench: 2,
        concentric: 2,
        hex: 26,
        mode: 'normal',
        rout: false,
        impetus: false,
      },
      { offensive: false, useDisorganized: false },
      new ScriptedDice([5, 4, 3, 6, 1, 6]),
    );
    if ('ok' in out) throw new Error(out.problem.code);
    expect(out.steps.map((s) => s.step)).toEqual([
      'placement-head',
      'placement-column',
      'placement-column',
      'battle-drms',
      'front-line-head',
      'battle-roll',
      'battle-roll',
      'battle-roll',
      'battle-roll',
      'reserves-head',
      'battle-roll',
      'battle-roll',
      'battle-losses',
      'battle-losses',
      'retreat-waived',
      'defender-may-retreat',
    ]);
    expect(out.steps.find((s) => s.step === 'battle-drms')).toEqual({
      step: 'battle-drms',
      attacker: [
        { drm: 'terrain', value: 1, rule: '9.3.1 b' },
        { drm: 'trench', value: 2, rule: '9.3.1 b' },
        { drm: 'concentric', value: -2, rule: '9.2.3 b' },
      ],
      defender: [],
    });
    const reserveRoll = out.steps.filter((s) => s.step === 'battle-roll')[4];
    expect(reserveRoll).toMatchObject({ rule: '9.3.4', firer: 'VI', cs: 6, natural: 1, final: 2, reason: 'natural-1' });
    expect(out.steps.at(-2)).toEqual({
      step: 'retreat-waived',
      rule: '9.4.2',
      who: 'defender',
      entrenched: true,
      hex: 26,
    });
    expect(out.rules).toEqual(['9.2.2', '9.2.3 a', '9.2.5', '9.3.1', '9.3.2', '9.3.3', '9.3.4', '9.2.3 b', '9.4.2']);
  });

  it('CAP table: the die, the column, the cap at 10 (FoW 5/9) and the total are steps with their rules', () => {
    const out = capForTurn(
      {
        side: 'german',
        leader: 'falkenhayn',
        turn: 12,
        scenario: 3,
        empiresInArms: false,
        moreTroops: true,
        moreTroopsTurn: 1,
      },
      new ScriptedDice([6]),
    );
    expect(out.value).toMatchObject({ cap: 10, table: 10, bonus: 1 });
    expect(out.steps).toEqual([
      { step: 'cap-roll', rule: '5.1.2', column: 'falkenhayn', die: 6, table: 10 },
      { step: 'cap-bonus', table: 10, bonuses: [{ bonus: 'more-troops', value: 1, rule: '13.3 b 4' }], total: 11 },
      { step: 'cap-max', rule: 'FoW 5/9', max: 10 },
      { step: 'cap-total', rule: '5.1.1', side: 'german', cap: 10 },
    ]);
    expect(stepWords(out.steps[2]!).en).toBe('The CAP marker cannot exceed 10.');
  });

  it('9.2.1 a trench never counts against a fort: the step says so, and fire --json carries the steps', () => {
    const asked = {
      cs: 4,
      role: 'attacker' as const,
      terrain: 0,
      trench: 2,
      concentric: 0,
      alpine: false,
      counterattack: false,
      surprise: false,
      skirmish: false,
      defendingFort: false,
      impetus: false,
      redCircle: 0,
      infantryVsFort: true,
    };
    const out = fireRoll(asked, new ScriptedDice([2]));
    expect(out.steps.map((s) => [s.step, 'rule' in s ? s.rule : null])).toEqual([
      ['fire-roll', null],
      ['no-trench-against-fort', '9.2.1'],
      ['fire-outcome', '9.3.1 c'],
    ]);
    const run = runRuling(fire, { cs: 4, trench: 2, 'infantry-vs-fort': true }, new ScriptedDice([2]));
    expect((run.outcome as RulingSuccess<unknown>).steps).toEqual(out.steps);
  });

  it('a refusal is a Problem worded without the option: the framework names it', () => {
    const bad = parseForce('5 de korps', 'A');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problem).toEqual({
      code: 'force-unreadable',
      params: { token: '5 de korps', reason: 'unknown-word', word: 'korps' },
    });
    expect(problemWords(bad.problem).en).toMatch(/^cannot read "5 de korps": unknown word "korps"; give units/);
  });
});
