/**
 * Borodino's rules explain themselves as data: each step names the rule it applies, with the values it read, and
 * words.ts turns the same steps into the text players read. The rulebook's worked examples, step by step.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { rulesOf } from '../../../../src/engine/core/explain.js';
import { runRuling } from '../../../../src/engine/core/ruling.js';
import { borodino } from '../../../../src/engine/games/borodino/index.js';
import { parseCohesions, parseCrossings, parseDefensiveFire } from '../../../../src/engine/games/borodino/notation.js';
import { assault, type Assault } from '../../../../src/engine/games/borodino/rules/assault.js';
import { commitment } from '../../../../src/engine/games/borodino/rules/commitment.js';
import { artilleryFire, type ArtilleryFire } from '../../../../src/engine/games/borodino/rules/fire.js';
import { explain, problemWords } from '../../../../src/engine/games/borodino/words.js';

const infantryAssault: Assault = {
  attacker: 9,
  defender: 4,
  attackerCohesion: 6,
  defenderCohesion: 6,
  attack: 'infantry',
  defenderType: 'infantry',
  emplacement: false,
  openFlank: false,
  singleTerrain: false,
  square: false,
  reactionDisorder: false,
  pursuit: 0,
  drm: 0,
  checkDrm: 0,
};

const fire: ArtilleryFire = {
  strength: 4,
  units: 1,
  combined: 1,
  barrage: false,
  square: false,
  firerCover: false,
  emplacement: false,
  entrenchment: false,
  drm: 0,
  friendlyOnMiss: false,
};

describe('the steps of a ruling', () => {
  it('9.51 example: 9 SP against 4 is the 2-1 row, +2, on the line applying 9.51', () => {
    const answer = assault(infantryAssault, new ScriptedDice([3]));
    if (!answer.ok) throw new Error('refused');
    expect(answer.steps.filter((s) => s.step === 'drm')).toEqual([
      { step: 'drm', drm: 'force-ratio', attacker: 9, defender: 4, ratio: '2-1', value: 2, rule: '9.51' },
      { step: 'drm', drm: 'cohesion-difference', attacker: 6, defender: 6, value: 0, rule: '9.52' },
    ]);
    expect(answer.steps).toContainEqual({ step: 'roll', dice: [3], total: 5 });
    expect(answer.steps).toContainEqual({
      step: 'assault-table',
      rule: '9.6',
      row: '5-9',
      outcome: 'defender-disorder',
    });
    expect(rulesOf(answer.steps)).toEqual(['9.51', '9.52', '9.6', '6.23', '9.62']);
  });

  it('2.2 counter example (range 3-5, Fire Strength 4) at range 5 with two units: −2 per hex beyond, +1 massed', () => {
    const answer = artilleryFire({ ...fire, range: 5, effective: 3, maximum: 5, units: 2 }, new ScriptedDice([9]));
    if (!answer.ok) throw new Error('refused');
    expect(answer.steps.slice(0, 4)).toEqual([
      { step: 'drm', drm: 'fire-strength', value: 4, rule: '8.5' },
      { step: 'drm', drm: 'beyond-effective', count: 2, value: -4, rule: '8.3' },
      { step: 'drm', drm: 'massed-target', value: 1, rule: '8.9' },
      { step: 'roll', dice: [9], total: 10 },
    ]);
    expect(explain(answer.steps).en.split('\n')[0]).toBe(
      'Dice 9; +4 Fire Strength (8.5); −4 beyond Effective range (2 × −2) (8.3); +1 Massed Target (8.9) → 10',
    );
  });

  it("5.27: No Orders within the OC's range adds no +1, a note read after the roll's line", () => {
    const answer = commitment(
      { cohesion: 6, orders: 'none', inRange: true, charge: false, alwaysPlusOne: false, drm: 0 },
      new ScriptedDice([6]),
    );
    if (!answer.ok) throw new Error('refused');
    expect(answer.steps.map((s) => [s.step, 'rule' in s ? s.rule : undefined])).toEqual([
      ['commitment', '9.41'],
      ['no-orders-in-range', '5.27'],
      ['roll', undefined],
      ['cohesion-check', '9.43'],
      ['committed', '9.45'],
    ]);
    expect(explain(answer.steps).en).toBe(
      "Dice 6 → 6\nNo Orders, but within the OC's Command Range: no +1 (5.27).\nCohesion 6: 6 ≤ 6, passed.\n" +
        'Committed: the top unit and every other unit of its stack must assault (9.43, 9.45), unless Disordered by Reaction Fire.',
    );
  });

  it('every ruling reports the rules its steps name, and prints its steps', () => {
    const cases: [string, Record<string, string | number | boolean>, number[]][] = [
      ['artillery', { strength: 8, terrain: 'town', friendly: 5 }, [2, 4]],
      [
        'assault',
        {
          ...{ attacker: 6, defender: 6, 'attacker-cohesion': 6, 'defender-cohesion': 5 },
          attack: 'heavy-charge',
          countercharge: 'heavy',
          'defender-type': 'cavalry',
          terrain: 'open',
          'open-flank': true,
        },
        [9],
      ],
      ['cohesion', { cohesion: 3, reason: 'retreat', unit: 'militia' }, [4]],
      ['countercharge', { cohesion: 5, countercharger: 'heavy', charge: 'light' }, [2]],
      ['orders-delay', { failures: 2 }, [6]],
      ['collapse', { units: 9, lost: 6, side: 'russian', guard: true }, []],
      ['flank-march', { count: 2 }, [3, 4]],
    ];
    for (const [id, raw, faces] of cases) {
      const ruling = borodino.rulings.find((r) => r.id === id)!;
      const { outcome } = runRuling(ruling, raw, new ScriptedDice(faces));
      if (!outcome.ok) throw new Error(`${id}: ${outcome.message.en}`);
      expect(outcome.steps, id).toBeDefined();
      expect(outcome.rules, id).toEqual(rulesOf(outcome.steps ?? []));
      expect(JSON.parse(JSON.stringify(outcome.steps)), id).toEqual(outcome.steps);
    }
  });
});

describe('the list notations (notation.ts): one parse, one Problem', () => {
  it('parses Cohesions, hexsides and Defensive Fire values', () => {
    expect(parseCohesions('6, 5;4', 3)).toEqual({ ok: true, value: [6, 5, 4] });
    expect(parseCrossings('Stream,none')).toEqual({ ok: true, value: ['stream', 'none'] });
    expect(parseDefensiveFire('+1,−2')).toEqual({ ok: true, value: [1, -2] });
  });

  it('refuses with a problem worded in words.ts, never naming the option', () => {
    const bad = parseCohesions('6,5,4,3', 3);
    expect(bad).toEqual({ ok: false, problem: { code: 'cohesion-list', params: { max: 3, min: 0, top: 10 } } });
    if (bad.ok) throw new Error('parsed');
    expect(problemWords(bad.problem).en).toBe('expected 1 to 3 Cohesions from 0 to 10 separated by commas, e.g. 6,5');
    expect(parseCrossings('moat')).toMatchObject({ ok: false, problem: { code: 'hexside-list' } });
    expect(parseDefensiveFire('9')).toMatchObject({ ok: false, problem: { code: 'defensive-fire-list' } });
  });
});
