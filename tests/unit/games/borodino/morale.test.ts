import { describe, expect, it } from 'vitest';
import { collapseRuling, rallyRuling, recoveryRuling } from '../../../../src/engine/games/borodino/rulings/morale.js';
import { refused, ruled } from './run.js';

describe('10.1 rally', () => {
  it('at or under the Disordered Cohesion the unit rallies; over it stays Disordered', () => {
    expect(ruled(rallyRuling, { cohesion: 4 }, [4]).result).toEqual({ roll: 4, rallied: true });
    const failed = ruled(rallyRuling, { cohesion: 4 }, [5]);
    expect(failed.result).toEqual({ roll: 5, rallied: false });
    expect(failed.text.it).toContain("L'unità rimane in Disordine (10.1).");
  });
});

describe('10.2 recovery', () => {
  type Rec = { roll: number | null; recovered: boolean; eliminated: boolean };

  it('no modifiers: at or under the Disordered Cohesion it returns Disordered (10.3), over it is eliminated for good', () => {
    const back = ruled<Rec>(recoveryRuling, { cohesion: 3 }, [3]);
    expect(back.result).toEqual({ roll: 3, recovered: true, eliminated: false });
    expect(back.text.en).toContain('within 3 hexes of a unit of its Activation Group');
    expect(back.rules).toEqual(['10.2', '10.3']);
    expect(ruled<Rec>(recoveryRuling, { cohesion: 3 }, [4]).result).toEqual({
      roll: 4,
      recovered: false,
      eliminated: true,
    });
  });

  it('a group wholly Withdrawn or eliminated cannot recover: no roll', () => {
    const { result, dice } = ruled<Rec>(recoveryRuling, { cohesion: 3, 'group-gone': true }, []);
    expect(result).toEqual({ roll: null, recovered: false, eliminated: false });
    expect(dice).toEqual([]);
  });
});

describe('10.5 collapse', () => {
  type Col = { collapsed: boolean; threshold: number; vp: number | null };
  const collapse = (raw: Record<string, string | number | boolean>) => ruled<Col>(collapseRuling, raw);

  it.each([
    [9, 5, false, 6],
    [9, 6, true, 6],
    [10, 6, false, 7],
    [10, 7, true, 7],
    [3, 2, true, 2],
    [1, 0, false, 1],
    [1, 1, true, 1],
  ])('%i units, %i lost: Collapse %s (two thirds = %i)', (units, lost, collapsed, threshold) => {
    expect(collapse({ units, lost }).result).toEqual({ collapsed, threshold, vp: null });
  });

  it('rolls no die', () => {
    expect(collapse({ units: 6, lost: 4 }).dice).toEqual([]);
  });

  it('SR15: the French score 3 VP for a Russian group, 10 for the Russian Guard', () => {
    expect(collapse({ units: 6, lost: 4, side: 'russian' }).result.vp).toBe(3);
    const guard = collapse({ units: 6, lost: 4, side: 'russian', guard: true });
    expect(guard.result.vp).toBe(10);
    expect(guard.text.en).toContain('The French score 10 VP (SR15).');
  });

  it('SR15: the Russians score 4 VP for a French group, 10 for the French Guard', () => {
    expect(collapse({ units: 6, lost: 4, side: 'french' }).result.vp).toBe(4);
    expect(collapse({ units: 6, lost: 4, side: 'french', guard: true }).result.vp).toBe(10);
    expect(collapse({ units: 6, lost: 3, side: 'french' }).result.vp).toBeNull();
  });

  it('10.52 a group Collapses once per game', () => {
    const { result, text } = collapse({ units: 6, lost: 5, side: 'french', 'collapsed-before': true });
    expect(result).toEqual({ collapsed: false, threshold: 4, vp: null });
    expect(text.en).toContain('a group Collapses once per game (10.52)');
  });

  it.each([
    [{ units: 6, lost: 7 }, 'lost', /at most 6/],
    [{ units: 0, lost: 0 }, 'units', /from 1 to 100/],
    [{ units: 6, lost: 4, guard: true }, 'side', /SR15/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(collapseRuling, raw);
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });
});
