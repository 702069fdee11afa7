import { describe, expect, it } from 'vitest';
import { loserHits } from '../../../../src/engine/games/napoleon-1812/rules/hits.js';
import { winnerHitsRuling } from '../../../../src/engine/games/napoleon-1812/rulings/combat.js';
import { ok, refused } from './run.js';

// 11.15: "uguale a metà della differenza (arrotondata in giù) aggiustata da 1xd6. Se il tiro di dado è 1 o 2,
// aggiustata di -1; 3 o 4, nessun effetto; 5 o 6, +1 danno. Il risultato aggiustato non può essere inferiore a
// zero e non può eccedere il numero totale di unità in buon ordine (incluse le unità di supporto) dalla parte del
// perdente prima che il combattimento iniziasse."
describe('T15 hits on the winner (11.15)', () => {
  // The adjustment, face by face, with room under the cap.
  it.each([
    [1, -1],
    [2, -1],
    [3, 0],
    [4, 0],
    [5, 1],
    [6, 1],
  ])('die %i adjusts by %i', (die, adjustment) => {
    const { result } = ok(winnerHitsRuling, { diff: 6, 'loser-good-order': 10 }, [die]);
    expect(result).toEqual({ die, half: 3, adjustment, hits: 3 + adjustment });
  });

  it.each([
    [1, 1, 6, 0], // ⌊1/2⌋ − 1 = −1 → never below 0
    [1, 5, 6, 1],
    [2, 1, 6, 0],
    [3, 4, 6, 1], // 1.2: ⌊3/2⌋ = 1
    [5, 6, 6, 3],
    [9, 5, 2, 2], // 4 + 1 = 5, but the loser had 2 good-order units
    [9, 5, 0, 0],
    [12, 3, 36, 6],
  ])('diff %i, die %i, loser with %i good-order units → %i hits', (diff, die, loser, hits) => {
    expect(ok(winnerHitsRuling, { diff, 'loser-good-order': loser }, [die]).result.hits).toBe(hits);
  });

  it('explains the half, the die and the cap', () => {
    const { en, it: itText, rules } = ok(winnerHitsRuling, { diff: 9, 'loser-good-order': 2 }, [5]);
    expect(en).toContain('Half the difference ⌊9/2⌋ = 4; die 5 → +1 (11.15) → 5');
    expect(en).toContain("at most 2, the loser's good-order units");
    expect(en).toContain('**2 hits**');
    expect(itText).toContain('**2 danni**');
    expect(rules).toEqual(['11.15']);
  });

  it.each([
    [{ 'loser-good-order': 3 }, 'diff', /--diff is required/],
    [{ diff: 3 }, 'loser-good-order', /--loser-good-order is required/],
    [{ diff: 0, 'loser-good-order': 3 }, 'diff', /from 1 to 60/],
    [{ diff: 3, 'loser-good-order': -1 }, 'loser-good-order', /from 0 to 36/],
  ])('refuses %j', (raw, option, message) => {
    const failure = refused(winnerHitsRuling, raw, [3]);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

// 11.14: the difference, capped at the good-order units on the winner's side before combat.
describe('T15 hits on the loser (11.14)', () => {
  it.each([
    [3, 5, 3],
    [-4, 5, 4],
    [6, 2, 2],
    [1, 0, 0],
  ])('difference %i, winner with %i good-order units → %i', (difference, winner, hits) => {
    expect(loserHits(difference, winner)).toBe(hits);
  });
});
