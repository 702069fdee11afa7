import { COMMITMENTS } from '../cards.js';
import { SIDES } from '../model.js';
import { cardsOfLevel } from '../rules/cards.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { sideOfUnit } from '../rules/position.js';
import type { Game } from './setup.js';
import type { PogState } from './state.js';

/**
 * What must hold after every action (the fuzzer checks it): each card of the levels a side has reached is in exactly
 * one place (draw pile, hand, discards, removed, in play) and no other card is anywhere (2.3, 16.1.3); no space
 * holds more than three units of a side (10.1.1) nor units of both sides (10.1.5); a unit stands on a space or box
 * the game knows. Returns what is wrong, as text for the fuzzer's report.
 */
export function invariantsOf(game: Game, state: PogState): string[] {
  const wrong: string[] = [];
  for (const side of SIDES) {
    const levels = COMMITMENTS.slice(0, COMMITMENTS.indexOf(state.commitment[side]) + 1);
    const expected = new Set(levels.flatMap((l) => cardsOfLevel(game.cards, side, l)));
    const seen = new Map<string, number>();
    const places = [
      state.deck[side],
      state.hand[side],
      state.discard[side],
      state.removed[side],
      state.inPlay.filter((c) => c.startsWith(`${side}-`)),
    ];
    for (const list of places) for (const c of list) seen.set(c, (seen.get(c) ?? 0) + 1);
    for (const c of expected) if ((seen.get(c) ?? 0) !== 1) wrong.push(`card ${c} is in ${seen.get(c) ?? 0} places`);
    for (const c of seen.keys()) if (!expected.has(c)) wrong.push(`card ${c} is in play before its level`);
  }
  const bySpace = new Map<string, string[]>();
  for (const [id, u] of Object.entries(state.units)) {
    if (!game.model.spaces[u.at]) continue;
    bySpace.set(u.at, [...(bySpace.get(u.at) ?? []), id]);
  }
  for (const [at, units] of bySpace) {
    const sides = new Set(units.map((u) => sideOfUnit(game.model, u)));
    if (sides.size > 1) wrong.push(`${at} holds units of both sides`);
    for (const side of sides)
      if (units.filter((u) => sideOfUnit(game.model, u) === side).length > STACKING_LIMIT)
        wrong.push(`${at} holds more than ${STACKING_LIMIT} ${side} units`);
  }
  return wrong;
}
