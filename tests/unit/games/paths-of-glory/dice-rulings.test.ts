import { describe, expect, it } from 'vitest';
import { flankRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { peaceRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { siegeRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { bidRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { entrenchRuling } from '../../../../src/engine/games/paths-of-glory/rulings/dice.js';
import { failureOf, resultOf, run, textOf } from './run.js';

describe('flank (12.3.2–12.3.3): d6 + isolated spaces, 4 or more succeeds', () => {
  it.each([
    [0, 3, false],
    [0, 4, true],
    [1, 3, true],
    [1, 2, false],
    [2, 2, true],
    [2, 1, false],
  ])('%i isolated spaces, die %i → success %s', (isolated, die, success) => {
    expect(resultOf(flankRuling, { isolated }, [die])).toEqual({ success, die, drm: isolated, total: die + isolated });
  });

  it('Tannenberg (page 16): a 3 modified by +1 for the corps succeeds', () => {
    expect(resultOf(flankRuling, { isolated: 1 }, [3]).success).toBe(true);
    expect(textOf(flankRuling, { isolated: 1 }, [3]).en).toContain(
      '+1 isolated attacking spaces (12.3.2) → 4: **success**',
    );
  });

  it('Wireless Intercepts: success with no die rolled', () => {
    const { outcome, dice } = run(flankRuling, { wireless: true }, []);
    expect(outcome.ok && outcome.result).toEqual({ success: true, die: null, drm: 0, total: null });
    expect(dice).toEqual([]);
  });

  it.each([
    [{ isolated: -1 }, /from 0 to 9/],
    [{ isolated: 10 }, /from 0 to 9/],
    [{ isolated: 1.5 }, /whole number/],
    [{ wireless: 'maybe' }, /true or false/],
  ])('refuses %j', (raw, message) => {
    expect(failureOf(flankRuling, raw).message.en).toMatch(message);
  });
});

describe('siege (15.3): the fort is destroyed if the die is greater than its LF', () => {
  it.each([
    [1, 1, false],
    [1, 2, true],
    [2, 2, false],
    [2, 3, true],
    [3, 3, false],
    [3, 4, true],
    [3, 6, true],
  ])('fort LF %i, die %i → destroyed %s', (fortLf, die, destroyed) => {
    expect(resultOf(siegeRuling, { 'fort-lf': fortLf }, [die])).toEqual({ destroyed, die, modified: die });
  });

  it('Sep 1914, siege of Nancy: the CP need a 5 or 6 (−2 in the first two turns); they roll a 4 and Nancy holds', () => {
    expect(resultOf(siegeRuling, { 'fort-lf': 2, early: true }, [4])).toEqual({
      destroyed: false,
      die: 4,
      modified: 2,
    });
    expect(resultOf(siegeRuling, { 'fort-lf': 2, early: true }, [5]).destroyed).toBe(true);
    const text = textOf(siegeRuling, { 'fort-lf': 2, early: true }, [4]);
    expect(text.en).toContain('−2 August–September 1914 (15.3.3) → 2');
    expect(text.it).toContain('**il forte resiste**');
  });

  it('refuses a missing or impossible fort LF', () => {
    expect(failureOf(siegeRuling, {}).message.en).toMatch(/--fort-lf is required/);
    expect(failureOf(siegeRuling, { 'fort-lf': 0 }).option).toBe('fort-lf');
  });
});

describe('entrench (11.2.2): a trench if the die is at most the Army LF', () => {
  it.each([
    [3, 3, true],
    [3, 4, false],
    [2, 2, true],
    [2, 3, false],
  ])('LF %i, die %i → success %s', (lf, die, success) => {
    expect(resultOf(entrenchRuling, { lf }, [die])).toEqual({ success, level: success ? 1 : 0, die, modified: die });
  });

  it('a level 1 trench is flipped to level 2 (11.2.2)', () => {
    expect(resultOf(entrenchRuling, { lf: 3, trench: 1 }, [2])).toMatchObject({ success: true, level: 2 });
    expect(textOf(entrenchRuling, { lf: 3, trench: 1 }, [2]).it).toContain('la trincea è girata al livello 2');
  });

  it('optional 11.2.10: a repeated attempt subtracts 1', () => {
    expect(resultOf(entrenchRuling, { lf: 3, retry: true }, [4])).toMatchObject({ success: true, modified: 3 });
  });

  it.each([
    [{}, 'lf', /--lf is required/],
    [{ lf: 0 }, 'lf', /from 1 to 9/],
    [{ lf: 3, trench: -1 }, 'trench', /from 0 to 2/],
  ])('refuses %j', (raw, option, message) => {
    const failure = failureOf(entrenchRuling, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });

  it('a trench is never above level 2 (11.2.3)', () => {
    const failure = failureOf(entrenchRuling, { lf: 3, trench: 2 });
    expect(failure.option).toBe('trench');
    expect(failure.message.en).toMatch(/level 2, the highest \(11\.2\.3\)/);
  });
});

describe('peace (16.5): the offerer rolls when the offer is refused', () => {
  it('adds the new VP total when the current one is given', () => {
    expect(resultOf(peaceRuling, { side: 'cp', cws: 12, vp: 13 }, [2])).toEqual({
      vp: 1,
      die: 2,
      column: '0-19',
      newVp: 14,
    });
    expect(textOf(peaceRuling, { side: 'ap', cws: 25, vp: 9 }, [6]).en).toContain(
      '**+1 VP** (towards the Central Powers)',
    );
  });

  it('16.5.1.1: the Central Powers may offer only at VP 11 or more', () => {
    const failure = failureOf(peaceRuling, { side: 'cp', cws: 10, vp: 10 });
    expect(failure.option).toBe('vp');
    expect(failure.message.en).toMatch(/11 or more/);
  });

  it('16.5.1.2 as printed ("9 o più") by default; the mirrored reading (9 or less) by --ap-offer', () => {
    expect(failureOf(peaceRuling, { side: 'ap', cws: 10, vp: 8 }).message.en).toMatch(/9 or more/);
    expect(resultOf(peaceRuling, { side: 'ap', cws: 10, vp: 8, 'ap-offer': 'mirrored' }, [1]).vp).toBe(-1);
    expect(failureOf(peaceRuling, { side: 'ap', cws: 10, vp: 12, 'ap-offer': 'mirrored' }).message.en).toMatch(
      /9 or less/,
    );
  });

  it('refuses a missing side or CWS', () => {
    expect(failureOf(peaceRuling, { cws: 3 }).option).toBe('side');
    expect(failureOf(peaceRuling, { side: 'cp' }).option).toBe('cws');
  });
});

describe('bid (5.6.2): each player rolls, the higher chooses', () => {
  it.each([
    [5, 2, 'first'],
    [1, 6, 'second'],
    [4, 4, 'tie'],
  ])('%i against %i → %s', (first, second, chooser) => {
    expect(resultOf(bidRuling, {}, [first, second])).toEqual({ first, second, chooser });
  });

  it('a tie names no one: the players roll again', () => {
    expect(textOf(bidRuling, {}, [3, 3]).en).toContain('roll again');
    expect(textOf(bidRuling, {}, [6, 1]).it).toContain('**Il primo giocatore** dichiara la parte');
  });
});
