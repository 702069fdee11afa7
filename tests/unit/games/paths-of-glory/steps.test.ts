import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { rulesOf } from '../../../../src/engine/core/explain.js';
import { parseForce } from '../../../../src/engine/games/paths-of-glory/notation.js';
import { fight, type Combat } from '../../../../src/engine/games/paths-of-glory/rules/combat.js';
import { readFire } from '../../../../src/engine/games/paths-of-glory/rules/fire.js';
import { besiege } from '../../../../src/engine/games/paths-of-glory/rules/siege.js';
import { explain } from '../../../../src/engine/games/paths-of-glory/words.js';

const force = (text: string, spaces = 6) => {
  const parsed = parseForce(text, spaces);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.value;
};

describe('the rules report their steps as data, each naming its rule', () => {
  it('12.2.8 a CF of 13 shifted 2 left fires on column 6-8; die 4 reads loss number 4', () => {
    const { reading, steps } = readFire('army', 13, -2, 0, 4);
    expect(steps).toEqual([
      { step: 'fire-roll', rule: '12.2.7', side: null, after: false, die: 4, drm: 0 },
      { step: 'column', rule: '12.2.8', table: 'army', cf: 13, column: '12-14' },
      { step: 'column-shift', rule: '12.2.8', from: '12-14', to: '6-8', value: -2 },
      { step: 'row', rule: '12.2.9', modified: 4, row: 4 },
      { step: 'loss-number', rule: '12.4.1', table: 'army', column: '6-8', row: 4, lossNumber: 4 },
    ]);
    expect(reading.lossNumber).toBe(4);
    expect(rulesOf(steps)).toEqual(['12.2.7', '12.2.8', '12.2.9', '12.4.1']);
  });

  it('12.2.9 a modified 7 is read on row 6, and the words say so', () => {
    const { steps } = readFire('army', 9, 0, 1, 6);
    expect(steps).toContainEqual({ step: 'row', rule: '12.2.9', modified: 7, row: 6 });
    expect(explain(steps).en).toContain('7 is read as 6, 12.2.9');
  });

  it('15.3.3 the Nancy siege in September 1914: die 4 − 2 does not beat LF 2', () => {
    const siege = besiege(new ScriptedDice([4]), 2, true);
    expect(siege.ok && siege.steps).toEqual([
      { step: 'roll', dice: [4], modifiers: [{ why: 'aug-sep-1914', value: -2, rule: '15.3.3' }], total: 2 },
      { step: 'siege', rule: '15.3.2', modified: 2, fortLf: 2, destroyed: false },
    ]);
  });

  it('12.2 a combat in forest: the fire, loss, winner, retreat and advance steps in the rules order', () => {
    const combat: Combat = {
      attackers: force('2xA5-3/3-3:ge; A5-3/3-3:ge'),
      defenders: force('A3-3/2-3:fr', 1),
      fort: 0,
      terrain: 'forest',
      trench: 0,
      cancelTrench: false,
      attackerDrm: 0,
      defenderDrm: 0,
      sinai: false,
      flank: false,
      isolated: 0,
      wireless: false,
      vonHutier: false,
      withdrawal: false,
      kemal: false,
      attackerReserve: [],
      defenderReserve: [],
    };
    const fought = fight(combat, new ScriptedDice([2, 3]));
    if (!fought.ok) throw new Error(fought.problem.code);
    expect(fought.steps.map((s) => [s.step, s.rule ?? null])).toEqual([
      ['fire-roll', '12.2.7'],
      ['column', '12.2.8'],
      ['row', '12.2.9'],
      ['loss-number', '12.4.1'],
      ['fire-roll', '12.2.7'],
      ['column', '12.2.8'],
      ['row', '12.2.9'],
      ['loss-number', '12.4.1'],
      ['losses', '12.4'],
      ['losses', '12.4'],
      ['winner', '12.2.11'],
      ['retreat', '12.5.2'],
      ['advance', '12.7.1'],
    ]);
    expect(fought.steps).toContainEqual({
      step: 'winner',
      rule: '12.2.11',
      winner: 'attacker',
      attackerLoss: 2,
      defenderLoss: 5,
    });
    expect(fought.steps).toContainEqual({ step: 'advance', rule: '12.7.1', stopIn: 'forest', fortStands: false });
    expect(fought.steps.find((s) => s.step === 'losses' && s.side === 'defender')).toMatchObject({
      lossNumber: 5,
      ways: 1,
      shown: [{ losses: [{ unit: 'A3-3/2-3:fr', loss: 'reduced' }], unabsorbed: 2 }],
    });
  });

  it('12.3.3 an unknown reduced CF is a problem naming the unit, not an exception', () => {
    const fought = fight(
      {
        attackers: force('A5-3/3-3:ge; A5-3/3-3:ge'),
        defenders: force('A3-3:fr', 1),
        fort: 0,
        terrain: 'clear',
        trench: 0,
        cancelTrench: false,
        attackerDrm: 0,
        defenderDrm: 0,
        sinai: false,
        flank: true,
        isolated: 0,
        wireless: false,
        vonHutier: false,
        withdrawal: false,
        kemal: false,
        attackerReserve: [],
        defenderReserve: [],
      },
      new ScriptedDice([6, 2]),
    );
    expect(fought).toEqual({
      ok: false,
      problem: { code: 'unknown-cf', rule: '12.3.3', params: { side: 'defender', unit: 'A3-3:fr' } },
    });
  });
});
