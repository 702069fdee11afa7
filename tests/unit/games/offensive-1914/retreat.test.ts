import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { checkRepulseMap, oddsTerms } from '../../../../src/engine/games/offensive-1914/rules/combat-position.js';
import { reduceStatus } from '../../../../src/engine/games/offensive-1914/rules/efficiency.js';
import { unitsAt, type O1914Position } from '../../../../src/engine/games/offensive-1914/rules/position.js';
import { repulse } from '../../../../src/engine/games/offensive-1914/rules/repulse.js';
import {
  checkAdvance,
  checkRetreat,
  excludedRetreat,
  exposedUnits,
  fewestEzocRetreats,
  trainRetreat,
  retreatOptions,
  surrenders,
  type AdvanceInput,
  type RetreatInput,
} from '../../../../src/engine/games/offensive-1914/rules/retreat.js';
import { problemWords } from '../../../../src/engine/games/offensive-1914/words.js';
import { allied, at, german } from './positions.js';

/**
 * Retreat and advance after combat (11.0–11.2, 9.2.5 D) on the built-in pack's map, from built positions
 * (./positions.ts): a legal and an illegal case for each rule. 61.56, 61.57, 61.58, 61.59 make a column of Open hexes,
 * each one farther from 61.56; 62.57 borders 61.57 and 61.58, 62.58 borders 61.58 and 61.59; 60.57 borders 61.57.
 */

/** The retreat of every allied unit in `from` along the path. */
function retreat(
  p: O1914Position,
  from: string,
  hexes: number,
  path: readonly string[],
  over: Partial<RetreatInput> = {},
) {
  return checkRetreat(p, { side: 'allied', units: unitsAt(p, from, 'allied'), from, hexes, path, ...over });
}

function verdict(check: { ok: boolean; problem?: { code: string; rule?: string } }): string {
  return check.ok ? 'legal' : `${check.problem!.code} (${check.problem!.rule})`;
}

describe('1914: retreat after combat (11.1)', () => {
  it('11.1 a retreat is counted in hexes, from hex to hex; never across a Sea hexside', () => {
    const p = at({ units: [allied('61.56')] });
    expect(retreat(p, '61.56', 2, ['61.57', '61.58'])).toMatchObject({ ok: true, value: { shortfall: 0, ceLoss: 0 } });
    expect(verdict(retreat(p, '61.56', 2, ['61.57', '61.58', '61.59']))).toBe('retreat-too-far (11.1)');
    expect(verdict(retreat(p, '61.56', 2, ['61.57', '61.59']))).toBe('retreat-not-adjacent (11.1)');
    const sea = at({ units: [allied('61.56')], sides: [['61.57', '61.58', 'sea']] });
    expect(verdict(retreat(sea, '61.56', 2, ['61.57', '61.58']))).toBe('retreat-sea (11.1)');
  });

  it('11.1.1 priority 1: each hex one farther from the combat hex', () => {
    const p = at({ units: [allied('61.56')] });
    expect(verdict(retreat(p, '61.56', 2, ['61.57', '62.57']))).toBe('legal');
    expect(verdict(retreat(p, '61.56', 2, ['61.57', '60.56']))).toBe('retreat-not-away (11.1.1)');
  });

  it("11.1.3 the book's example: status −3 retreating three hexes all in EZOC becomes CI, D1, D2; a friendly unit negates", () => {
    const units = [allied('61.56', { id: 'A' }), german('62.57'), german('62.58')];
    const p = at({ units });
    const check = retreat(p, '61.56', 3, ['61.57', '61.58', '61.59']);
    if (!check.ok) throw new Error(check.problem.code);
    expect(check.value.steps.map((s) => s.ezoc)).toEqual([true, true, true]);
    expect(check.value.ceLoss).toBe(3);
    expect(['ci', 'd1', 'd2'].map((_, i) => reduceStatus('-3', i + 1).status)).toEqual(['ci', 'd1', 'd2']);
    const negated = at({ units: [...units, allied('61.58', { type: 'artillery', formation: false })] });
    expect(retreat(negated, '61.56', 3, ['61.57', '61.58', '61.59'])).toMatchObject({ value: { ceLoss: 2 } });
  });

  it('11.1.4 across a Mountain Crest or an Imposing river: a Strength Reduction and a CEL reduction', () => {
    const p = at({ units: [allied('61.56')], sides: [['61.57', '61.58', 'crest']] });
    expect(retreat(p, '61.56', 2, ['61.57', '61.58'])).toMatchObject({ value: { ceLoss: 1, sr: 1 } });
    const imposing = at({ units: [allied('61.56')], sides: [['61.57', '61.58', 'river', 'imposing', 'bridge']] });
    expect(retreat(imposing, '61.56', 2, ['61.57', '61.58'])).toMatchObject({ value: { ceLoss: 1, sr: 1 } });
    const minor = at({ units: [allied('61.56')], sides: [['61.57', '61.58', 'river', 'minor']] });
    expect(retreat(minor, '61.56', 2, ['61.57', '61.58'])).toMatchObject({ value: { ceLoss: 0, sr: 0 } });
  });

  it('11.1.5 unable to retreat for enemy units: a CEL and a Strength Reduction for each hex not retreated', () => {
    const ring = ['62.57', '62.56', '61.56', '60.56', '60.57', '61.58'];
    const p = at({ units: [allied('61.57'), ...ring.map((h) => german(h))] });
    expect(retreatOptions(p, 'allied', '61.57', 2)).toEqual({ reach: 0, paths: [[]], enemyInWay: true });
    expect(retreat(p, '61.57', 2, [])).toMatchObject({ ok: true, value: { shortfall: 2, ceLoss: 2, sr: 2 } });
    expect(verdict(retreat(p, '61.57', 2, ['61.58']))).toBe('retreat-enemy-units (11.1.5)');
    const gap = at({ units: [allied('61.57'), ...ring.slice(1).map((h) => german(h))] });
    expect(verdict(retreat(gap, '61.57', 2, []))).toBe('retreat-too-short (11.1.5)');
    expect(retreatOptions(gap, 'allied', '61.57', 1)).toMatchObject({ reach: 1, paths: [['62.57']] });
  });

  it('11.1.2 a Fortress is flipped, not retreated; a Depot is Displaced', () => {
    const p = at({ units: [allied('61.56', { type: 'fortress' }), allied('61.57', { type: 'depot' })] });
    expect(verdict(retreat(p, '61.56', 1, ['61.57']))).toBe('retreat-fortress (11.1.2)');
    expect(verdict(retreat(p, '61.57', 1, ['61.58']))).toBe('retreat-depot (11.1.2)');
  });

  it('11.1.6 an Isolated Force unable to retreat and made Demoralized surrenders; not if it is not Isolated', () => {
    const ring = ['62.57', '62.56', '61.56', '60.56', '60.57', '61.58'];
    const p = at({ units: [allied('61.57'), ...ring.map((h) => german(h))] });
    const check = retreat(p, '61.57', 1, []);
    if (!check.ok) throw new Error(check.problem.code);
    expect(surrenders(check.value, true, 'ci')).toBe(true);
    expect(surrenders(check.value, false, 'ci')).toBe(false);
    expect(surrenders(check.value, true, '-1')).toBe(false);
  });

  it('names the rivers of no class a retreat crosses (an Imposing one costs 11.1.4: the README’s gap)', () => {
    const p = at({ units: [allied('60.57')] });
    expect(retreat(p, '60.57', 1, ['59.57'])).toMatchObject({ value: { unclassedRivers: ['59.57|60.57'] } });
  });

  it("9.2.5 the book's example: Excluded C retreats with A and B, then the lesser obligation (A's 2, B's 3)", () => {
    expect(excludedRetreat([1 + 1, 1 + 2], true)).toBe(2);
    expect(excludedRetreat([1 + 1, 1 + 2], false)).toBe(0);
  });

  it("7.4 example 2: A retreating 2 enters B's ZOC (one CE level, 11.1.3), Repulses it at 8:1, then retreats on", () => {
    const before = at({
      units: [allied('61.56', { id: 'A' }), german('62.57', { id: 'B', size: 'X', formation: false })],
    });
    // Its first hex (checked as a retreat of one: the second follows the Repulse).
    const first = retreat(before, '61.56', 1, ['61.57']);
    expect(first).toMatchObject({ value: { steps: [{ hex: '61.57', ezoc: true }], ceLoss: 1 } });
    // The Repulse from 61.57: the map's terms of combat (7.4.3), A's AS 14 against B's DS 2, rounded up.
    const moved = at({
      units: [allied('61.57', { id: 'A' }), german('62.57', { id: 'B', size: 'X', formation: false })],
    });
    const terms = checkRepulseMap(moved, {
      side: 'allied',
      units: unitsAt(moved, '61.57', 'allied'),
      target: '62.57',
      start: '61.56',
    });
    if (!terms.ok) throw new Error(terms.problem.code);
    const out = repulse(
      {
        ...oddsTerms(terms.value, [[{ as: 14, noAmmo: false }]]),
        ds: 2,
        dsNoAmmo: 0,
        ip: 0,
        uphill: false,
        naval: false,
        tecReading: 'dense-forest',
        ammoRounding: 'exact',
        rounding: 'up',
        attPr: 5,
        defPr: 3,
        support: false,
        defCel: 9,
        defSupport: true,
        during: 'retreat',
      },
      new ScriptedDice([3, 4]),
      undefined,
    );
    expect(out.ok && out.value).toMatchObject({ initial: '8:1', outcome: 'automatic', success: true, retreat: 2 });
    // B retreats 2 hexes (to 64.57); A goes on its remaining hex, out of any EZOC.
    const after = at({
      units: [allied('61.57', { id: 'A' }), german('64.57', { id: 'B', size: 'X', formation: false })],
    });
    expect(
      checkRetreat(after, {
        side: 'allied',
        units: unitsAt(after, '61.57', 'allied'),
        from: '61.56',
        hexes: 2,
        path: ['61.57', '61.58'],
      }),
    ).toMatchObject({ value: { ceLoss: 0 } });
  });
});

describe('1914: advance after combat (11.2)', () => {
  /** German attackers in 61.57 and 60.56 against 61.56, vacated. */
  const attackers = [german('61.57', { id: 'a' }), german('60.56', { id: 'b' }), german('60.56', { id: 'c' })];
  function advance(p: O1914Position, ids: readonly string[], over: Partial<AdvanceInput> = {}) {
    const units = p.units.filter((u) => ids.includes(u.id!));
    const all = p.units.filter((u) => ['a', 'b', 'c'].includes(u.id!));
    return checkAdvance(p, { side: 'german', target: '61.56', units, attackers: all, ...over });
  }

  it('11.2 into the vacated hex only; an enemy Fortress without external garrison may stay (12.1.3)', () => {
    expect(verdict(advance(at({ units: attackers }), ['a']))).toBe('legal');
    const bare = at({ units: [...attackers, allied('61.56', { type: 'fortress', garrisoned: false })] });
    expect(verdict(advance(bare, ['a']))).toBe('legal');
    const held = at({ units: [...attackers, allied('61.56', { type: 'fortress' })] });
    expect(verdict(advance(held, ['a']))).toBe('advance-not-vacated (11.2)');
  });

  it('11.2 Combat and Artillery units of the attack; not Deployed Siege Artillery, nor a unit that did not attack', () => {
    const p = at({
      units: [
        ...attackers,
        german('61.57', { id: 'art', type: 'artillery', formation: false }),
        german('62.56', { id: 'z' }),
      ],
    });
    const all = p.units.filter((u) => ['a', 'art'].includes(u.id!));
    expect(verdict(checkAdvance(p, { side: 'german', target: '61.56', units: all, attackers: all }))).toBe('legal');
    expect(
      verdict(
        checkAdvance(p, {
          side: 'german',
          target: '61.56',
          units: all,
          attackers: all,
          deployedSiege: new Set(['art']),
        }),
      ),
    ).toBe('advance-siege (11.2)');
    expect(verdict(advance(p, ['z']))).toBe('advance-not-attacker (11.2)');
  });

  it('11.2.1 one hex at most, within the stacking limit (3½ DE)', () => {
    const p = at({ units: [...attackers, german('61.56', { id: 'd', size: 'XX' }), german('61.56', { id: 'e' })] });
    expect(verdict(advance(at({ units: attackers }), ['a', 'b', 'c']))).toBe('legal');
    expect(verdict(advance(p, ['a', 'b']))).toBe('advance-overstacked (3.1.1)');
    const far = at({ units: [german('61.58', { id: 'a' })] });
    expect(verdict(advance(far, ['a']))).toBe('advance-too-far (11.2.1)');
  });

  it('11.2.2 units that retreated for any reason do not advance', () => {
    const p = at({ units: attackers });
    expect(verdict(advance(p, ['a'], { retreated: new Set(['b']) }))).toBe('legal');
    expect(verdict(advance(p, ['b'], { retreated: new Set(['b']) }))).toBe('advance-retreated (11.2.2)');
  });

  it('a refusal reads in Italian with the book’s terms', () => {
    const p = at({ units: attackers });
    const check = advance(p, ['a'], { retreated: new Set(['a']) });
    if (check.ok) throw new Error('expected a refusal');
    expect(problemWords(check.problem).it).toBe(
      'le unità che si sono ritirate per qualsiasi motivo non possono avanzare (11.2.2)',
    );
  });
});

describe('1914: retreat choices and uncovered units (11.1.1a, 8.8.1, 15.6.2a, 15.6.2b)', () => {
  it('11.1.1a of the retreats the map allows, the owner may take those through the fewest EZOC', () => {
    // From 61.56 one hex; the German unit in 59.56 puts 60.56 in an EZOC, 61.57 is in none.
    const p = at({ units: [allied('61.56'), german('63.57'), german('59.56')] });
    const all = fewestEzocRetreats(p, 'allied', unitsAt(p, '61.56', 'allied'), '61.56', 1);
    expect(all.ezoc).toBe(0);
    expect(all.paths).not.toContainEqual(['60.56']);
    expect(all.paths).toContainEqual(['61.57']);
  });

  it('8.8.1 artillery in an EZOC with no friendly Combat unit stacked is eliminated; 15.6.2 a Train retreats, a Depot is Displaced', () => {
    const p = at({
      units: [
        german('62.57'),
        allied('61.57', { type: 'artillery', formation: false, id: 'art' }),
        allied('61.58', { type: 'artillery', formation: false, id: 'covered' }),
        allied('61.58'),
        allied('62.56', { type: 'train', id: 'train' }),
        allied('61.56', { type: 'depot', id: 'depot' }),
      ],
    });
    const exposed = exposedUnits(p, 'allied');
    expect(exposed.eliminated.map((u) => u.id)).toEqual(['art']);
    expect(exposed.trains.map((u) => u.id)).toEqual(['train']);
    expect(exposedUnits(p, 'german').eliminated).toEqual([]);
  });

  it('15.6.2a a Corps Train retreats 3 hexes through no EZOC; fewer only to a friendly Combat unit; else it is eliminated', () => {
    const free = at({ units: [allied('61.57', { type: 'train' }), german('60.56')] });
    const three = trainRetreat(free, 'allied', '61.57');
    expect(three.shorter).toBe(false);
    expect(three.paths.length).toBeGreaterThan(0);
    expect(three.paths.every((path) => path.length === 3)).toBe(true);
    // Surrounded: every hex round 61.57 enemy-occupied or in an EZOC, and none beyond 62.57 free: the Allied
    // division in 62.57 takes it in after one hex.
    const ring = ['62.56', '61.56', '60.56', '60.57', '61.58'];
    const held = at({
      units: [allied('61.57', { type: 'train' }), allied('62.57'), german('63.58'), ...ring.map((h) => german(h))],
    });
    expect(trainRetreat(held, 'allied', '61.57')).toEqual({ paths: [['62.57']], shorter: true });
    const trapped = at({ units: [allied('61.57', { type: 'train' }), german('62.57'), ...ring.map((h) => german(h))] });
    expect(trainRetreat(trapped, 'allied', '61.57')).toEqual({ paths: [], shorter: false });
  });
});
