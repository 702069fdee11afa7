import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { chaos } from '../rules/advanced.js';
import { CHAOS_LAST_TURN } from '../rules/tables.js';
import { leadersIn, type N1812Game } from './game.js';
import { constantineLeads, leadersOn } from './leaders.js';
import type { MoveDraft, N1812State } from './state.js';

/**
 * Advanced rule 16.5, Russian chaos (the game option `chaos`): on turns 1–5, before each Russian stack's move (8.2)
 * the Russian rolls 1d6 (`rules/advanced.ts` `chaos`); on 1–2 the move does not happen and the units stay in place. A
 * stack with Constantine rolls a second time if the first roll is not 1–2 (16.5's own words; 16.4(2)'s roll from turn
 * 6 on belongs to the leaders' abilities, not enforced yet). Readings (README): the roll is made when the move is
 * confirmed (the digest's order: the move chosen, then the chaos roll, then attrition); a stopped move loses its train
 * and its units and leaders count as moved (8.3: they do not move again this phase), the digest's suggested reading of
 * "la decisione di muovere è rimandata"; "stacked with Constantine" is Constantine in the hex the move starts from.
 */

export const CHAOS_OPTION = 'chaos';

export const chaosOn = (s: N1812State): boolean => s.chaos === true;

const russianChaos = (s: N1812State): boolean => chaosOn(s) && s.turn <= CHAOS_LAST_TURN;

/** 16.5: whether the move rolls for chaos; or for Constantine alone (16.4(2), the option `leaders`, any turn). */
export function chaosApplies(s: N1812State, side: Side): boolean {
  return side === 'russian' && (russianChaos(s) || leadersOn(s));
}

/** 16.5: the roll(s) for a Russian move; false when the move does not happen. Pushes the event. */
export function chaosRoll(game: N1812Game, s: N1812State, draft: MoveDraft, dice: Dice, events: GameEvent[]): boolean {
  const constantine = leadersIn(game, s, draft.from, 'russian').some(
    (id) => game.leaderById.get(id)?.name === 'Constantine',
  );
  // 16.4(2) outside 16.5's turns: only a stack whose highest-ranking leader is Constantine rolls.
  if (!russianChaos(s) && !(constantine && constantineLeads(game, s, draft))) return true;
  const rolled = chaos(s.turn, constantine, dice, russianChaos(s));
  if (!rolled.ok) return true;
  events.push({
    kind: 'chaos',
    hex: draft.from,
    dice: rolled.value.rolls.map((r) => r.die),
    moves: rolled.value.moves,
    steps: rolled.steps,
    rule: russianChaos(s) ? '16.5' : '16.4',
  });
  return rolled.value.moves;
}
