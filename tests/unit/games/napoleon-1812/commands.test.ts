import { describe, expect, it } from 'vitest';
import { firstToAttack } from '../../../../src/engine/games/napoleon-1812/rules/commands.js';
import { cc } from '../../../../src/engine/games/napoleon-1812/rulings/commands.js';
import { ok, refused, run } from './run.js';

// 14.1 "Comandi di Combattimento: 3" (Russian), "4" (French); 9.3 the adjustments; 9.4 who attacks first.
describe('T18 Combat Commands (9.3, 9.4)', () => {
  it('14.1: 4 French, 3 Russian, and no die', () => {
    const outcome = run(cc, {}, []);
    expect(outcome.dice).toEqual([]);
    expect(outcome.outcome).toMatchObject({ ok: true, result: { french: 4, russian: 3, firstAttacker: 'french' } });
  });

  // 9.3: "La Grande Armée occupa Mosca: +1 Francese, -1 Russo ... lascia Mosca: -1 Francese, +1 Russo".
  it.each([
    ['took-moscow', 5, 2],
    ['took-petersburg', 5, 2],
    ['left-moscow', 3, 4],
    ['left-petersburg', 3, 4],
  ])('%s last turn → French %i, Russian %i', (event, french, russian) => {
    expect(ok(cc, { [event]: true }).result).toMatchObject({ french, russian });
  });

  it('9.3: the events add up', () => {
    const { result, en, it: itText } = ok(cc, { 'left-moscow': true, 'left-petersburg': true });
    expect(result).toEqual({ french: 2, russian: 5, firstAttacker: 'russian' });
    expect(en).toContain(
      'French: base 4 (14.1); −1 Grande Armée left Moscow (9.3); −1 Grande Armée left St Petersburg (9.3) → **2 CC** (9.3)',
    );
    expect(itText).toContain('Russo: base 3 (14.1); +1 la Grande Armée lascia Mosca (9.3)');
  });

  it('9.3: each Decisive Victory of an earlier turn, +1 the winner and −1 the loser, for the rest of the game', () => {
    expect(ok(cc, { 'french-decisive': 2 }).result).toMatchObject({ french: 6, russian: 1 });
    expect(ok(cc, { 'russian-decisive': 1 }).result).toMatchObject({ french: 3, russian: 4, firstAttacker: 'russian' });
    expect(ok(cc, { 'french-decisive': 1, 'russian-decisive': 1 }).result).toMatchObject({ french: 4, russian: 3 });
  });

  it('9.3: the CC can never be reduced to 0', () => {
    const { result, en } = ok(cc, { 'french-decisive': 3, 'took-moscow': true });
    expect(result).toMatchObject({ french: 8, russian: 1 });
    expect(en).toContain('never below 1');
  });

  it.each([
    [5, 3, 'french'],
    [3, 5, 'russian'],
    [4, 4, 'french'], // "Se entrambi hanno lo stesso numero di CC, inizia il Francese"
    [1, 1, 'french'],
  ])('9.4: French %i, Russian %i → %s attacks first', (french, russian, first) => {
    expect(firstToAttack(french, russian)).toBe(first);
  });

  it.each([[{ 'french-decisive': -1 }, 'french-decisive', /from 0 to 30/]])('refuses %j', (raw, option, message) => {
    const failure = refused(cc, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});
