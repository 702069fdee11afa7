import { describe, expect, it } from 'vitest';
import { attackCheck, supportCheck } from '../../../../src/engine/games/napoleon-1812/rulings/activation.js';
import { ok, refused } from './run.js';

// 10.2: "Se il risultato è 1, l'attacco è abortito ... Altrimenti, se il risultato più i CC spesi e più il CR ...
// è maggiore o uguale a 7, il combattimento prosegue ... Se è minore, allora l'attacco è fallito".
describe('10.2 attack activation (T1)', () => {
  // [die, cc, cr, outcome]: every face of the die, around the threshold of 7.
  const cells: [number, number, number, string][] = [
    [1, 0, 0, 'aborted'],
    [1, 4, 4, 'aborted'], // a natural 1 aborts even when 1 + 8 ≥ 7
    [1, 6, 0, 'aborted'],
    [2, 0, 0, 'failed'],
    [2, 2, 2, 'failed'], // 6 < 7
    [2, 3, 2, 'proceeds'], // 7
    [3, 2, 1, 'failed'],
    [3, 2, 2, 'proceeds'],
    [4, 1, 1, 'failed'],
    [4, 2, 1, 'proceeds'],
    [5, 0, 1, 'failed'],
    [5, 1, 1, 'proceeds'],
    [6, 0, 0, 'failed'], // 6 < 7: a 6 alone never proceeds
    [6, 1, 0, 'proceeds'],
    [6, 0, 1, 'proceeds'],
  ];
  it.each(cells)('die %i + %i CC + CR %i → %s', (die, cc, cr, outcome) => {
    const { result } = ok(attackCheck, { cc, cr }, [die]);
    expect(result).toEqual({ die, total: die + cc + cr, outcome });
  });

  it('explains an abort: the CC are lost and the chance to attack passes (10.2, 10.7)', () => {
    const { en, it: itText, rules } = ok(attackCheck, { cc: 3, cr: 2 }, [1]);
    expect(en).toContain('Dice 1; +3 CC committed (10.2); +2 leader CR (10.2) → 6');
    expect(en).toContain('**Aborted**');
    expect(en).toContain('3 CC committed are lost');
    expect(itText).toContain('**Abortito**');
    expect(rules).toEqual(['10.2', '10.7']);
  });

  it('explains a failure: no more attacks this turn (10.2, 10.7)', () => {
    const { en, it: itText } = ok(attackCheck, { cc: 1, cr: 1 }, [4]);
    expect(en).toContain('**Failed**: 6 < 7');
    expect(itText).toContain('Non puoi più attaccare in questo turno');
  });

  it.each([
    [{ cr: 1 }, 'cc', /--cc is required/],
    [{ cc: 1 }, 'cr', /--cr is required/],
    [{ cc: -1, cr: 1 }, 'cc', /from 0 to 20/],
    [{ cc: 1, cr: 10 }, 'cr', /from 0 to 9/],
    [{ cc: 1.5, cr: 1 }, 'cc', /whole number/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(attackCheck, raw, [4]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

// 10.4 / 10.6: one 1xd6 per stack, the same CC, the CR of the best leader of that support stack; ≥ 7 joins.
// 10.4 note: "Se si tira un 1 per uno stack di supporto, non succede nulla di particolare".
describe('10.4 and 10.6 support activation (T1)', () => {
  const cells: [number, number, number, boolean][] = [
    [1, 4, 2, true], // a 1 has no special effect: 1 + 4 + 2 = 7 joins
    [1, 3, 2, false],
    [2, 3, 1, false],
    [2, 3, 2, true],
    [3, 2, 1, false],
    [3, 2, 2, true],
    [4, 2, 0, false],
    [4, 2, 1, true],
    [5, 1, 0, false],
    [5, 1, 1, true],
    [6, 0, 0, false],
    [6, 1, 0, true],
  ];
  it.each(cells)('die %i + %i CC + CR %i → joins %s', (die, cc, cr, joins) => {
    const { result } = ok(supportCheck, { cc, cr: String(cr) }, [die]);
    expect(result).toEqual({ stacks: [{ stack: 1, cr, die, total: die + cc + cr, joins }], joined: joins ? 1 : 0 });
  });

  it('rolls one die per stack, in the order the stacks are listed, with the same CC', () => {
    const { result, en, rules } = ok(supportCheck, { cc: 2, cr: '2,0,1' }, [3, 1, 4]);
    expect(result).toEqual({
      stacks: [
        { stack: 1, cr: 2, die: 3, total: 7, joins: true },
        { stack: 2, cr: 0, die: 1, total: 3, joins: false },
        { stack: 3, cr: 1, die: 4, total: 7, joins: true },
      ],
      joined: 2,
    });
    expect(en).toContain("Attacker's support (10.4)");
    expect(rules).toEqual(['10.4']);
  });

  it("the defender's roll cites 10.6 and recalls that the defending stack always takes part", () => {
    const { en, it: itText, rules } = ok(supportCheck, { cc: 1, cr: '1', side: 'defender' }, [5]);
    expect(rules).toEqual(['10.6']);
    expect(en).toContain('always takes part (10.6 note)');
    expect(itText).toContain('partecipa sempre');
  });

  it.each([
    [{ cc: 1, cr: '' }, 'cr', /--cr is required/],
    [{ cc: 1, cr: 'x' }, 'cr', /one CR per support stack/],
    [{ cc: 1, cr: '1,2,3,4,5,6' }, 'cr', /1 to 5 values/],
    [{ cc: 1, cr: '10' }, 'cr', /from 0 to 9/],
    [{ cc: 1, cr: '1', side: 'both' }, 'side', /one of: attacker, defender/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(supportCheck, raw, [4]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});
