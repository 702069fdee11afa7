import { describe, expect, it } from 'vitest';
import { cohesionRuling, commitmentRuling } from '../../../../src/engine/games/borodino/rulings/checks.js';
import { disorderEffect } from '../../../../src/engine/games/borodino/rules/disorder.js';
import { refused, ruled } from './run.js';

type Check = { roll: number; total: number; pass: boolean; effect: string | null };

describe('cohesion: d10 + DRM, equal to or under the Cohesion passes', () => {
  it.each([
    [6, 0, 0, true],
    [6, 6, 0, true],
    [6, 7, 0, false],
    [6, 9, 0, false],
    [6, 5, 2, false],
    [6, 8, -2, true],
    [0, 0, 0, true],
    [0, 1, 0, false],
  ])('Cohesion %i, die %i, DRM %i: pass %s', (cohesion, die, drm, pass) => {
    const { result } = ruled<Check>(cohesionRuling, { cohesion, drm }, [die]);
    expect(result).toMatchObject({ roll: die, total: die + drm, pass, effect: null });
  });

  it('explains the check in both languages', () => {
    const { text } = ruled(cohesionRuling, { cohesion: 6, drm: 1 }, [6]);
    expect(text.en).toBe('Dice 6; +1 other DRM → 7\nCohesion 6: 7 > 6, failed.');
    expect(text.it).toBe('Dadi 6; +1 altro DRM → 7\nCoesione 6: 7 > 6, fallito.');
  });

  it('9.62 a failed check for retreat retreats the unit 1 hex', () => {
    const { result, text, rules } = ruled<Check>(cohesionRuling, { cohesion: 5, reason: 'retreat' }, [6]);
    expect(result.effect).toBe('retreat');
    expect(text.en).toContain('retreats 1 hex');
    expect(rules).toEqual(['9.62']);
    expect(ruled<Check>(cohesionRuling, { cohesion: 5, reason: 'retreat' }, [5]).result.effect).toBe('none');
  });

  it('SR13 Militia failing any check is eliminated', () => {
    expect(ruled<Check>(cohesionRuling, { cohesion: 3, reason: 'retreat', unit: 'militia' }, [4]).result.effect).toBe(
      'eliminated',
    );
  });

  it('8.5 a failed check for Disorder is a Disorder result; on a Disordered unit it Withdraws (9.66)', () => {
    expect(ruled<Check>(cohesionRuling, { cohesion: 5, reason: 'disorder' }, [6]).result.effect).toBe('disordered');
    const again = ruled<Check>(cohesionRuling, { cohesion: 4, reason: 'disorder', disordered: true }, [6]);
    expect(again.result.effect).toBe('withdrawn');
    expect(again.text.it).toContain('Casella di Ritirata');
    expect(again.rules).toEqual(['8.5', '9.66']);
  });

  it('8.8 friendly fire: the Cohesion roll gets −2', () => {
    const { result, text } = ruled<Check>(cohesionRuling, { cohesion: 5, reason: 'friendly-fire' }, [7]);
    expect(result).toMatchObject({ total: 5, pass: true, effect: 'none' });
    expect(text.en).toContain('−2 friendly fire (8.8)');
  });

  it('refuses a Disordered Cossack or Militia unit: they have no Disordered side (SR11, SR13)', () => {
    expect(refused(cohesionRuling, { cohesion: 5, unit: 'cossack', disordered: true })).toMatchObject({
      option: 'disordered',
      message: expect.stringMatching(/SR11/),
    });
    expect(refused(cohesionRuling, { cohesion: 5, unit: 'militia', disordered: true })).toMatchObject({
      option: 'disordered',
      message: expect.stringMatching(/SR13/),
    });
  });

  it.each([
    [{}, 'cohesion', /--cohesion is required/],
    [{ cohesion: 11 }, 'cohesion', /from 0 to 10/],
    [{ cohesion: 5, drm: 21 }, 'drm', /from -20 to 20/],
    [{ cohesion: 5, reason: 'panic' }, 'reason', /one of: retreat, disorder, friendly-fire/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(cohesionRuling, raw);
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});

describe('9.61, 9.66, SR11, SR13 what a Disorder does', () => {
  it.each([
    ['infantry', false, 'disordered'],
    ['infantry', true, 'withdrawn'],
    ['cavalry', false, 'disordered'],
    ['cavalry', true, 'withdrawn'],
    ['artillery', false, 'disordered'],
    ['artillery', true, 'eliminated'],
    ['cossack', false, 'withdrawn'],
    ['militia', false, 'eliminated'],
  ] as const)('%s, already Disordered %s: %s', (kind, already, effect) => {
    expect(disorderEffect(kind, already)).toBe(effect);
  });
});

describe('9.4 commitment', () => {
  type Commit = { roll: number; total: number; committed: boolean };
  const commit = (raw: Record<string, string | number | boolean>, die: number) =>
    ruled<Commit>(commitmentRuling, raw, [die]);

  it('9.43 at or under the top unit’s Cohesion: the stack must assault; over it: no assault', () => {
    expect(commit({ cohesion: 6, orders: 'under' }, 6).result.committed).toBe(true);
    const failed = commit({ cohesion: 6, orders: 'under' }, 7);
    expect(failed.result.committed).toBe(false);
    expect(failed.text.en).toContain('Not committed: no unit of the stack may assault (9.43, 9.45).');
  });

  it("9.42 Under Orders with a unit within the OC's Command Range: the OC's Command DRM −2", () => {
    const { result, text } = commit({ cohesion: 6, orders: 'under', 'in-range': true }, 8);
    expect(result).toMatchObject({ total: 6, committed: true });
    expect(text.it).toContain("−2 DRM di Comando dell'OC (9.42)");
    expect(commit({ cohesion: 6, orders: 'under' }, 8).result.total).toBe(8);
  });

  it('9.42 No Orders: +1', () => {
    expect(commit({ cohesion: 6, orders: 'none' }, 6).result).toMatchObject({ total: 7, committed: false });
  });

  it("5.27 No Orders within the OC's range: no +1 (default reading)", () => {
    const { result, text, rules } = commit({ cohesion: 6, orders: 'none', 'in-range': true }, 6);
    expect(result).toMatchObject({ total: 6, committed: true });
    expect(text.en).toContain("No Orders, but within the OC's Command Range: no +1 (5.27).");
    expect(rules).toContain('5.27');
  });

  it('the 9.42 reading: +1 for No Orders even within range', () => {
    expect(commit({ cohesion: 6, orders: 'none', 'in-range': true, 'always-plus-one': true }, 6).result.total).toBe(7);
  });

  it('9.42 assaulting frontally: + the Defensive Fire of the top infantry in each assaulted hex', () => {
    expect(commit({ cohesion: 6, orders: 'under', 'defensive-fire': '1' }, 5).result.total).toBe(6);
    const two = commit({ cohesion: 6, orders: 'under', 'defensive-fire': '1,2' }, 4);
    expect(two.result).toMatchObject({ total: 7, committed: false });
    expect(two.text.en).toContain('+1 Defensive Fire (1) (9.42); +2 Defensive Fire (2) (9.42)');
  });

  it('2.2 counter example: infantry with Defensive Fire +1 and Cohesion 6', () => {
    expect(commit({ cohesion: 6, orders: 'under', 'defensive-fire': '+1' }, 5).result.committed).toBe(true);
  });

  it('9.81 a charge’s Commitment is never modified by Defensive Fire', () => {
    expect(
      refused(commitmentRuling, { cohesion: 6, orders: 'under', charge: true, 'defensive-fire': '1' }).option,
    ).toBe('defensive-fire');
    expect(commit({ cohesion: 6, orders: 'under', charge: true }, 6).text.en).toContain('must charge');
  });

  it.each([
    [{ cohesion: 6 }, 'orders', /--orders is required/],
    [{ cohesion: 6, orders: 'some' }, 'orders', /one of: under, none/],
    [{ cohesion: 6, orders: 'under', 'defensive-fire': '1,2,3' }, 'defensive-fire', /1 or 2 of them/],
    [{ cohesion: 6, orders: 'under', 'defensive-fire': '9' }, 'defensive-fire', /from -5 to 5/],
    [{ cohesion: 6, orders: 'under', 'always-plus-one': true }, 'always-plus-one', /No Orders only/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(commitmentRuling, raw);
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});
