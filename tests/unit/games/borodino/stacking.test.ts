import { describe, expect, it } from 'vitest';
import { scenarioPosition, type PlacedUnit } from '../../../../src/engine/games/borodino/rules/position.js';
import { positionProblems, stackingProblem } from '../../../../src/engine/games/borodino/rules/stacking.js';
import { problemWords } from '../../../../src/engine/games/borodino/words.js';
import { at, CENTRE, pack, type BuiltUnit } from './positions.js';

/** Stacking (6.21, SR10): the combat units in one hex of the pack's map (./positions.ts), built. */

const shevardino = at();
const borodino = at({ scenario: 'borodino' });

function stack(units: readonly Omit<BuiltUnit, 'side' | 'hex'>[], p = shevardino): readonly PlacedUnit[] {
  return at({ scenario: p.scenario, units: units.map((u) => ({ side: 'french', hex: CENTRE, ...u })) }).units;
}

const verdict = (units: readonly PlacedUnit[], p = shevardino): string => {
  const found = stackingProblem(p, units);
  return found ? `${found.code} (${found.rule})` : 'legal';
};

const inf = { arm: 'infantry' as const };
const cav = { arm: 'cavalry' as const };
const gun = { arm: 'artillery' as const };
const battery = (group: string, fireStrength?: number) => ({ ...gun, group, fireStrength: fireStrength ?? null });

describe('Borodino: stacking (6.21, SR10)', () => {
  it('6.21 never more than 3 combat units in a hex', () => {
    expect(verdict(stack([{ ...inf, brigade: 'a' }, { ...inf, brigade: 'a' }, gun]))).toBe('legal');
    expect(verdict(stack([{ ...inf, brigade: 'a' }, { ...inf, brigade: 'a' }, { ...inf, brigade: 'a' }, gun]))).toBe(
      'stack-over-three (6.21)',
    );
  });

  it('6.21 infantry and cavalry never stack together (jagers and militia are infantry, Cossacks cavalry)', () => {
    expect(verdict(stack([inf, inf]))).toBe('legal');
    expect(verdict(stack([inf, cav]))).toBe('stack-infantry-cavalry (6.21)');
    expect(
      verdict(
        stack([
          { ...inf, kind: 'militia' },
          { ...cav, kind: 'cossack' },
        ]),
      ),
    ).toBe('stack-infantry-cavalry (6.21)');
  });

  it('6.21 two infantry or cavalry units, three only if all of the same brigade', () => {
    expect(verdict(stack([cav, cav]))).toBe('legal');
    expect(
      verdict(
        stack([
          { ...inf, brigade: 'a' },
          { ...inf, brigade: 'a' },
          { ...inf, brigade: 'a' },
        ]),
      ),
    ).toBe('legal');
    expect(
      verdict(
        stack([
          { ...inf, brigade: 'a' },
          { ...inf, brigade: 'b' },
          { ...inf, brigade: 'a' },
        ]),
      ),
    ).toBe('stack-brigade (6.21)');
    // Brigades the pack does not print refuse nothing (the README's decision): the Shevardino set-up stacks 3.
    expect(verdict(stack([inf, inf, inf]))).toBe('legal');
  });

  it('6.21 one artillery unit with non-artillery units; with two of them only if of the same brigade', () => {
    expect(verdict(stack([inf, gun]))).toBe('legal');
    expect(verdict(stack([inf, gun, gun]))).toBe('stack-artillery-with (6.21)');
    expect(verdict(stack([{ ...cav, brigade: 'a' }, { ...cav, brigade: 'b' }, gun]))).toBe(
      'stack-artillery-brigade (6.21)',
    );
  });

  it('6.21 artillery alone: two units of the same Activation Group, at most 6 Strength Points', () => {
    expect(verdict(stack([battery('Davout', 3), battery('Davout', 3)]))).toBe('legal');
    expect(verdict(stack([battery('Davout', 4), battery('Davout', 3)]))).toBe('stack-artillery-sp (6.21)');
    expect(verdict(stack([battery('Davout'), battery('Ney')]))).toBe('stack-artillery-group (6.21)');
    expect(verdict(stack([gun, gun, { ...gun, arm: 'horse-artillery' }]))).toBe('stack-artillery-alone (6.21)');
  });

  it('SR10 at Borodino (7 September) artillery alone stacks up to 8 Strength Points', () => {
    const seven = stack(
      [
        { ...gun, fireStrength: 4 },
        { ...gun, fireStrength: 3 },
      ],
      borodino,
    );
    expect(verdict(seven, borodino)).toBe('legal');
    const nine = stack(
      [
        { ...gun, fireStrength: 5 },
        { ...gun, fireStrength: 4 },
      ],
      borodino,
    );
    expect(verdict(nine, borodino)).toBe('stack-artillery-sp (SR10)');
  });

  it("6.22 the position's invariants: no hex with both sides, every stack legal and faced alike, on the map", () => {
    const good = at({
      units: [
        { side: 'french', hex: CENTRE },
        { side: 'french', hex: CENTRE },
        { side: 'russian', hex: '4617' },
      ],
    });
    expect(positionProblems(good)).toEqual([]);
    const bad = at({
      units: [
        { side: 'french', hex: CENTRE },
        { side: 'russian', hex: CENTRE },
        { side: 'french', hex: '4617' },
        { side: 'french', hex: '4617', arm: 'cavalry' },
        { side: 'russian', hex: '4618' },
        { side: 'russian', hex: '4618', facing: 'w' },
      ],
    });
    expect(positionProblems(bad).map((f) => `${f.hex} ${f.problem.code} (${f.problem.rule})`)).toEqual([
      `${CENTRE} move-enemy-unit (6.22)`,
      '4617 stack-infantry-cavalry (6.21)',
      '4618 facing-mixed (6.11)',
    ]);
  });

  it("6.21 the pack's Shevardino set-up stacks legally (3 a hex at most, brigades unknown); facing one way is 6.11's", () => {
    const p = scenarioPosition(pack, 'shevardino', { french: 'e', russian: 'w' })!;
    expect(p.units).toHaveLength(53);
    expect(positionProblems(p)).toEqual([]);
    // 7.44: the French reinforcements' entry hexes bar the Russians.
    expect(p.entries).toEqual([
      { side: 'french', hex: '4400' },
      { side: 'french', hex: '5108' },
    ]);
    // 7.11: the pack knows the horse artillery's Movement Allowance (2.4) and no other.
    expect(p.units.find((u) => u.arm === 'horse-artillery')?.movement).toBe(8);
    expect(p.units.find((u) => u.arm === 'infantry')?.movement).toBeNull();
    // A set-up facing that is no vertex of the pack's flat-topped hexes breaks 6.11 in every hex.
    const north = scenarioPosition(pack, 'shevardino', { french: 'n', russian: 'w' })!;
    expect(new Set(positionProblems(north).map((f) => f.problem.code))).toEqual(new Set(['facing-vertex']));
  });

  it('6.21 the 7 September set-up stacks legally but for note [e]: the Artillery Reserve 3 a hex, 2015-2217', () => {
    const p = scenarioPosition(pack, 'borodino', { french: 'e', russian: 'w' })!;
    // Every combat unit of the pack (Napoleon and Kutuzov are no combat units), none to enter (no reinforcements).
    expect(p.units).toHaveLength(287);
    expect(p.entries).toEqual([]);
    // "Queste unità possono raggrupparsi in violazione ai limiti, 3 per esagono, sino a quando non muovono o sparano."
    expect(positionProblems(p).map((f) => `${f.hex} ${f.problem.code}`)).toEqual(
      ['2015', '2115', '2116', '2117', '2215', '2216'].map((h) => `${h} stack-artillery-alone`),
    );
  });

  it('every refusal of stacking.ts is worded in Italian and English', () => {
    for (const code of [
      'stack-over-three',
      'stack-infantry-cavalry',
      'stack-brigade',
      'stack-artillery-with',
      'stack-artillery-brigade',
      'stack-artillery-alone',
      'stack-artillery-group',
      'stack-artillery-sp',
    ]) {
      const words = problemWords({ code, rule: '6.21', params: { units: 4, max: 2, sp: 7 } });
      expect(words.en).not.toBe(code);
      expect(words.it).not.toBe(words.en);
    }
    expect(problemWords({ code: 'stack-infantry-cavalry' }).it).toContain('raggrupparsi');
  });
});
