import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, option, signed } from '../../core/ruling.js';
import { clamp, floorDiv } from '../../core/tables.js';
import { WINNER_HIT_ADJUSTMENT } from './tables.js';

/** 11.14: the winner inflicts the difference, at most the good-order units (support included) on its side. */
export function loserHits(difference: number, winnerGoodOrder: number): number {
  return Math.min(Math.abs(difference), winnerGoodOrder);
}

export interface WinnerHits {
  readonly half: number;
  readonly adjustment: number;
  readonly hits: number;
}

/**
 * 11.15: the loser inflicts half the difference (rounded down, 1.2) adjusted by 1xd6 (1–2 −1, 3–4 none, 5–6 +1),
 * never below zero nor above the good-order units (support included) on the loser's side before the combat.
 */
export function winnerHits(difference: number, die: number, loserGoodOrder: number): WinnerHits {
  const half = floorDiv(Math.abs(difference), 2);
  const adjustment = WINNER_HIT_ADJUSTMENT[die] ?? 0;
  return { half, adjustment, hits: clamp(half + adjustment, 0, loserGoodOrder) };
}

export interface WinnerHitsResult {
  readonly die: number;
  readonly half: number;
  readonly adjustment: number;
  readonly hits: number;
}

/** Bound of the input only: a final value is a handful of units, leaders, support and a d6. */
export const MAX_DIFFERENCE = 60;

export const winnerHitsRuling = defineRuling<{ diff: number; loserGoodOrder: number }, WinnerHitsResult>({
  id: 'winner-hits',
  nameIt: 'danni-vincitore',
  description: loc(
    'Hits the loser inflicts on the winner (11.15): ⌊diff/2⌋ and d6 1–2 −1, 5–6 +1',
    'Danni del perdente al vincitore (11.15): ⌊diff/2⌋ e d6 1–2 −1, 5–6 +1',
  ),
  options: [
    option.integer(
      'diff',
      loc('Difference between the final values, |FAV − FDV|', 'Differenza tra i valori finali, |FAV − FDV|'),
      {
        required: true,
        min: 1,
        max: MAX_DIFFERENCE,
      },
    ),
    option.integer(
      'loser-good-order',
      loc(
        "Good-order units on the loser's side before combat, support included",
        'Unità in buon ordine del perdente prima del combattimento, supporto incluso',
      ),
      { required: true, min: 0, max: 36, nameIt: 'buon-ordine-perdente' },
    ),
  ],
  input: z.object({ diff: z.number().int(), loserGoodOrder: z.number().int() }),
  resolve({ diff, loserGoodOrder }, dice) {
    const die = d6(dice, 'winner-hits');
    const { half, adjustment, hits } = winnerHits(diff, die, loserGoodOrder);
    const raw = half + adjustment;
    const capped =
      raw < 0
        ? loc(' (never below 0)', ' (mai meno di 0)')
        : raw > loserGoodOrder
          ? loc(
              ` (at most ${loserGoodOrder}, the loser's good-order units)`,
              ` (al massimo ${loserGoodOrder}, le unità in buon ordine del perdente)`,
            )
          : loc('', '');
    return {
      ok: true,
      result: { die, half, adjustment, hits },
      rules: ['11.15'],
      text: joinLocalized([
        loc(
          `Half the difference ⌊${diff}/2⌋ = ${half}; die ${die} → ${signed(adjustment)} (11.15) → ${raw}${capped.en}.`,
          `Metà della differenza ⌊${diff}/2⌋ = ${half}; dado ${die} → ${signed(adjustment)} (11.15) → ${raw}${capped.it}.`,
        ),
        loc(
          `The loser inflicts **${hits} hit${hits === 1 ? '' : 's'}** on the winner (11.15, applied per 11.17).`,
          `Il perdente infligge **${hits} dann${hits === 1 ? 'o' : 'i'}** al vincitore (11.15, applicati come da 11.17).`,
        ),
      ]),
    };
  },
});
