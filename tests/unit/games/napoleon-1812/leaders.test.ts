import { describe, expect, it } from 'vitest';
import { isNapoleon } from '../../../../src/engine/games/napoleon-1812/notation.js';
import type { EscapeResult } from '../../../../src/engine/games/napoleon-1812/rules/leaders.js';
import { escape } from '../../../../src/engine/games/napoleon-1812/rulings/leaders.js';
import { ok, refused } from './run.js';

// 11.19: "Se il risultato è uno (1), il Comandante è eliminato. Altrimenti il Comandante scappa e può essere
// posto su qualsiasi stack amico in un raggio di non più di 3 esagoni ... Se un tale stack non c'è, il Comandante
// viene eliminato." 14.7: "Se Napoleone è ucciso o catturato in virtù della reg.11.19, il Russo vince".
describe('T17 leader escape (11.19)', () => {
  it.each([
    [1, 'eliminated'],
    [2, 'escapes'],
    [3, 'escapes'],
    [4, 'escapes'],
    [5, 'escapes'],
    [6, 'escapes'],
  ])('die %i → %s', (die, fate) => {
    expect(ok(escape, { leaders: 'Ney' }, [die]).result).toEqual({
      leaders: [{ leader: 'Ney', die, fate }],
      russianVictory: false,
    });
  });

  it('with no friendly stack within 3 hexes an escaping leader is eliminated anyway', () => {
    const { result, en } = ok<EscapeResult>(escape, { leaders: 'Ney', 'no-refuge': true }, [5]);
    expect(result.leaders[0]?.fate).toBe('eliminated');
    expect(en).toContain('no friendly stack lies within 3 hexes');
  });

  it('14.7: Napoleon eliminated is an immediate Russian victory, named in either language', () => {
    const { result, en, it: itText, rules } = ok(escape, { leaders: 'Napoleone,Murat' }, [1, 4]);
    expect(result).toEqual({
      leaders: [
        { leader: 'Napoleone', die: 1, fate: 'eliminated' },
        { leader: 'Murat', die: 4, fate: 'escapes' },
      ],
      russianVictory: true,
    });
    expect(en).toContain('the Russian player wins at once (14.7)');
    expect(itText).toContain('il giocatore Russo vince immediatamente (14.7)');
    expect(rules).toEqual(['11.19', '14.7']);
    expect(ok(escape, { leaders: 'Napoleon', 'no-refuge': true }, [3]).result.russianVictory).toBe(true);
    expect(ok(escape, { leaders: 'Napoleon' }, [3]).result.russianVictory).toBe(false);
  });

  it('recognises Napoleon and no one else', () => {
    expect(['Napoleon', 'napoleone', 'Napoléon', ' NAPOLEON '].every(isNapoleon)).toBe(true);
    expect(['Murat', 'Napoleon II', 'Nap'].some(isNapoleon)).toBe(false);
  });

  it('takes a number of leaders instead of names', () => {
    const { result } = ok<EscapeResult>(escape, { leaders: 3 }, [2, 1, 6]);
    expect(result.leaders.map((l) => [l.leader, l.fate])).toEqual([
      ['#1', 'escapes'],
      ['#2', 'eliminated'],
      ['#3', 'escapes'],
    ]);
  });

  it.each([
    [{}, 'leaders', /--leaders is required/],
    [{ leaders: '0' }, 'leaders', /names separated by commas/],
    [{ leaders: '21' }, 'leaders', /1 to 20/],
    [{ leaders: 'Ney,<script>' }, 'leaders', /names separated by commas/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(escape, raw, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});
