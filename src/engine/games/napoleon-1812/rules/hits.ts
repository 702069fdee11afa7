import { d6, type Dice } from '../../../core/dice.js';
import { clamp, floorDiv } from '../../../core/tables.js';
import { sum, type SupportStack, type Units } from '../model.js';
import { judged, type Judged, type N1812Step } from './steps.js';
import { FORCED_RETREAT_DIFFERENCE, TIE_HITS, WINNER_HIT_ADJUSTMENT } from './tables.js';

/** What follows the final values (11.8–11.17): the winner, the hits, retreat, advance and pursuit. */

export type CombatOutcome = 'attacker-wins' | 'defender-wins' | 'tie';
export type Retreat = 'required' | 'optional' | 'none';
export type Advance = 'all' | 'cavalry' | 'none';
export type Annihilation = 'certain' | 'possible' | 'no';

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

/** The `winner-hits` ruling: 11.15 on its own, for a combat fought at the table. */
export function hitsOnWinner(difference: number, loserGoodOrder: number, dice: Dice): Judged<WinnerHitsResult> {
  const die = d6(dice, 'winner-hits');
  const { half, adjustment, hits } = winnerHits(difference, die, loserGoodOrder);
  const raw = half + adjustment;
  const bound = raw < 0 ? 'zero' : raw > loserGoodOrder ? 'loser' : null;
  return judged({ die, half, adjustment, hits }, [
    {
      step: 'half-difference',
      rule: '11.15',
      difference,
      half,
      die,
      adjustment,
      raw,
      bound,
      loserGood: loserGoodOrder,
    },
    { step: 'winner-hits-total', rule: '11.15', hits },
  ]);
}

export interface Hits {
  readonly outcome: CombatOutcome;
  readonly attackerHits: number;
  readonly defenderHits: number;
  /** The 11.15 die; null on a tie, which has no winner and rolls no die. */
  readonly hitDie: number | null;
  readonly rules: readonly string[];
  readonly steps: readonly N1812Step[];
}

/**
 * 11.8–11.15: the higher final value wins; a tie costs one attacking unit a hit (11.9); otherwise the loser takes
 * the difference (11.14) and the winner half of it adjusted by a third d6 (11.15). The caps count the good-order
 * units of each side, support stacks included, before the combat.
 */
export function resolveHits(difference: number, attackerSideGood: number, defenderSideGood: number, dice: Dice): Hits {
  if (difference === 0) {
    return {
      outcome: 'tie',
      attackerHits: TIE_HITS,
      defenderHits: 0,
      hitDie: null,
      rules: ['11.8', '11.9'],
      steps: [{ step: 'tie', rule: '11.9' }],
    };
  }
  const attackerWon = difference > 0;
  const winner = attackerWon ? 'attacker' : 'defender';
  const loser = attackerWon ? 'defender' : 'attacker';
  const winnerGood = attackerWon ? attackerSideGood : defenderSideGood;
  const loserGood = attackerWon ? defenderSideGood : attackerSideGood;
  const onLoser = loserHits(difference, winnerGood);
  const hitDie = d6(dice, 'combat-hits');
  const onWinner = winnerHits(difference, hitDie, loserGood);
  const by = Math.abs(difference);
  return {
    outcome: attackerWon ? 'attacker-wins' : 'defender-wins',
    attackerHits: attackerWon ? onWinner.hits : onLoser,
    defenderHits: attackerWon ? onLoser : onWinner.hits,
    hitDie,
    rules: ['11.8', attackerWon ? '11.12' : '11.10', '11.14', '11.15'],
    steps: [
      { step: 'combat-won', rule: '11.8', winner, by },
      { step: 'loser-hits', rule: '11.14', loser, hits: onLoser, capped: onLoser < by, winnerGood },
      {
        step: 'winner-hits',
        rule: '11.15',
        winner,
        difference: by,
        half: onWinner.half,
        die: hitDie,
        adjustment: onWinner.adjustment,
        hits: onWinner.hits,
        loserGood,
      },
    ],
  };
}

/** 11.17: a hit disrupts a good-order unit and eliminates a disrupted one, so a good-order unit absorbs two. */
function capacity(good: number, disrupted: number): number {
  return 2 * good + disrupted;
}

/**
 * 11.13 and 11.17: at least half the hits (rounded down, 1.2 ⚠) go on the defending stack itself and its support
 * stacks can absorb the rest. The stack is wiped out for sure when the fewest hits it can take exhaust it, and may be
 * when all the hits together could.
 */
export function defenderAnnihilation(hits: number, defenders: Units, support: readonly SupportStack[]): Annihilation {
  const own = capacity(sum(defenders.good), sum(defenders.disrupted));
  const elsewhere = support.reduce((total, s) => total + capacity(s.good, s.disrupted), 0);
  const fewest = Math.max(floorDiv(hits, 2), hits - elsewhere);
  if (fewest >= own) return 'certain';
  return hits >= own ? 'possible' : 'no';
}

export function retreatFor(difference: number): Retreat {
  if (difference >= FORCED_RETREAT_DIFFERENCE) return 'required'; // 11.12 first point
  if (difference !== 0) return 'optional'; // 11.12 second point; 11.10 the winning defender may stay or retreat
  return 'none'; // 11.9: on a tie both stacks stay
}

/**
 * 11.12: a difference of 3 or more lets the good-order attackers advance, 1 or 2 only the attacking cavalry (if the
 * defender retreats); 11.13: after an annihilation whatever the difference; 14.6: never the French into forest, marsh
 * or rough.
 */
export function advanceFor(
  difference: number,
  annihilation: Annihilation,
  attackingCavalry: number,
  frenchBarred: boolean,
): Advance {
  if (frenchBarred) return 'none';
  if (annihilation === 'certain' || difference >= FORCED_RETREAT_DIFFERENCE) return 'all';
  if (difference > 0 && attackingCavalry > 0) return 'cavalry';
  return 'none';
}
