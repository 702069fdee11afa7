import { describe, expect, it } from 'vitest';
import { cap } from '../../../../src/engine/games/grand-illusion/rulings/turn.js';
import { initiative } from '../../../../src/engine/games/grand-illusion/rulings/turn.js';
import { refused, ruled } from './run.js';

describe('cap (5.0)', () => {
  it.each([
    ['allied', 4],
    ['german', 6],
  ] as const)('5.1.4 turn 1 of scenarios 1–2 is not rolled: the %s player has %i CAP', (side, expected) => {
    for (const scenario of [1, 2]) {
      const out = ruled<{ cap: number; rolled: boolean }>(cap, { side, turn: 1, scenario }, []);
      expect(out.result).toMatchObject({ cap: expected, rolled: false });
      expect(out.rolled).toEqual([]);
    }
  });

  it('13.3 #3 scenario 3 rolls from turn 1', () => {
    const out = ruled<{ cap: number; rolled: boolean }>(cap, { side: 'allied', turn: 1, scenario: 3 }, [5]);
    expect(out.result).toMatchObject({ cap: 5, rolled: true });
  });

  it('5.1.2, 5.1.3 each side rolls on its first column until the turn after its General Retreat', () => {
    expect(ruled<{ column: string }>(cap, { side: 'allied', turn: 4, scenario: 1 }, [6]).result.column).toBe('joffre');
    expect(ruled<{ column: string }>(cap, { side: 'german', turn: 4, scenario: 1 }, [6]).result.column).toBe('moltke');
  });

  it('13.3 a 3 Empires in Arms gives the Allies +1 CAP from turn 10, not before', () => {
    const base = { side: 'allied', leader: 'joffre2', scenario: 3, 'empires-in-arms': true };
    expect(ruled<{ cap: number }>(cap, { ...base, turn: 9 }, [3]).result.cap).toBe(7);
    expect(ruled<{ cap: number; bonus: number }>(cap, { ...base, turn: 10 }, [3]).result).toMatchObject({
      cap: 8,
      bonus: 1,
    });
  });

  it('13.3 b 4 More troops gives the Germans +1 CAP from its entry turn', () => {
    const base = { side: 'german', scenario: 3, 'more-troops': true, 'more-troops-turn': 2 };
    expect(ruled<{ cap: number }>(cap, { ...base, turn: 1 }, [1]).result.cap).toBe(5);
    expect(ruled<{ cap: number }>(cap, { ...base, turn: 2 }, [1]).result.cap).toBe(6);
  });

  it('the CAP marker never goes above 10 (Falkenhayn 6 with More troops)', () => {
    const out = ruled<{ cap: number; table: number }>(
      cap,
      { side: 'german', leader: 'falkenhayn', turn: 6, scenario: 3, 'more-troops': true },
      [6],
    );
    expect(out.result).toMatchObject({ table: 10, cap: 10 });
    expect(out.text.en).toMatch(/cannot exceed 10/);
  });

  it('explains the die, the column and the result in both languages', () => {
    const out = ruled(cap, { side: 'german', turn: 5, scenario: 1 }, [4]);
    expect(out.text.en).toContain('Die 4 on the Moltke column of the CAP table → 7');
    expect(out.text.it).toContain('Dado 4 sulla colonna Moltke della Tabella CAP → 7');
    expect(out.rules).toEqual(['5.1.1', '5.1.2']);
  });

  it.each([
    [{ side: 'allied', leader: 'moltke', turn: 3, scenario: 1 }, 'leader', /joffre or joffre2/],
    [{ side: 'german', leader: 'joffre2', turn: 3, scenario: 1 }, 'leader', /moltke or falkenhayn/],
    [{ side: 'allied', turn: 8, scenario: 2 }, 'turn', /scenario 2 lasts 7 turns/],
    [{ side: 'allied', turn: 16, scenario: 1 }, 'turn', /from 1 to 15/],
    [{ side: 'allied', turn: 3, scenario: 4 }, 'scenario', /from 1 to 3/],
    [{ side: 'allied', turn: 11, scenario: 1, 'empires-in-arms': true }, 'empires-in-arms', /scenario 3 option/],
    [{ side: 'german', turn: 11, scenario: 3, 'empires-in-arms': true }, 'empires-in-arms', /Allied option/],
    [{ side: 'allied', turn: 2, scenario: 3, 'more-troops': true }, 'more-troops', /German option/],
    [{ side: 'french', turn: 2, scenario: 1 }, 'side', /one of: allied, german/],
    [{ turn: 2, scenario: 1 }, 'side', /required/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(cap, raw, [3]);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });
});

describe('initiative (6.0)', () => {
  it('6.0 turn 1: the Allies have the initiative automatically, for one activation only', () => {
    const out = ruled<{ side: string; rolled: boolean; oneActivation: boolean }>(
      initiative,
      { turn: 1, scenario: 1 },
      [],
    );
    expect(out.result).toMatchObject({ side: 'allied', rolled: false, oneActivation: true });
    expect(out.text.it).toContain('una sola attivazione');
  });

  it.each([2, 3])('6.0 turn %i: the German has the initiative automatically', (turn) => {
    expect(ruled<{ side: string; rolled: boolean }>(initiative, { turn, scenario: 2 }, []).result).toMatchObject({
      side: 'german',
      rolled: false,
    });
  });

  it.each([
    [5, 2, 'allied'],
    [2, 5, 'german'],
    [4, 4, 'german'],
  ] as const)('6.0 turns 4–15: Allied %i, German %i → %s (ties to the German)', (allied, german, side) => {
    const out = ruled<{ side: string; allied: number; german: number }>(initiative, { turn: 4, scenario: 1 }, [
      allied,
      german,
    ]);
    expect(out.result).toMatchObject({ side, allied, german });
  });

  it('13.3 #3 scenario 3 rolls for the initiative from turn 1', () => {
    expect(ruled<{ side: string; rolled: boolean }>(initiative, { turn: 1, scenario: 3 }, [6, 1]).result).toMatchObject(
      { side: 'allied', rolled: true },
    );
  });

  it('refuses a turn past the end of scenario 2, and forced dice on a fixed turn', () => {
    expect(refused(initiative, { turn: 9, scenario: 2 }).option).toBe('turn');
    expect(refused(initiative, { turn: 2, scenario: 1 }, [3]).message.en).toMatch(/Too many dice/);
  });
});
