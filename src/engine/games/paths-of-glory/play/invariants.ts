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
    const expected = new Set(levels.flatMap((l) => cardsOfLevel(game.cards, side, l, state.deluxe)));
    const seen = new Map<string, number>();
    const places = [
      state.deck[side],
      state.hand[side],
      state.discard[side],
      state.removed[side],
      state.inPlay.filter((c) => c.startsWith(`${side}-`)),
      state.retained?.[side] ?? [],
      [...(state.fight?.cards.attacker ?? []), ...(state.fight?.cards.defender ?? [])].filter((c) =>
        c.startsWith(`${side}-`),
      ),
    ];
    for (const list of places) for (const c of list) seen.set(c, (seen.get(c) ?? 0) + 1);
    for (const c of expected) if ((seen.get(c) ?? 0) !== 1) wrong.push(`card ${c} is in ${seen.get(c) ?? 0} places`);
    for (const c of seen.keys()) if (!expected.has(c)) wrong.push(`card ${c} is in play before its level`);
  }
  // 11.2.3: a trench is level 1 or 2.
  for (const [at, level] of Object.entries(state.trenches))
    if (level !== 1 && level !== 2) wrong.push(`${at} has a trench of level ${String(level)}`);
  // 12.4.4: only corps wait in a Reserve Box; a unit eliminated stands in its own side's box.
  for (const [id, u] of Object.entries(state.units)) {
    const side = sideOfUnit(game.model, id);
    if (u.at.endsWith('-reserve') && (u.at !== `${side}-reserve` || game.model.units[id]?.size !== 'corps'))
      wrong.push(`${id} is in ${u.at}`);
    if (u.at.endsWith('-eliminated') && u.at !== `${side}-eliminated`) wrong.push(`${id} is in ${u.at}`);
  }
  const bySpace = new Map<string, string[]>();
  for (const [id, u] of Object.entries(state.units)) {
    if (!game.model.spaces[u.at]) continue;
    bySpace.set(u.at, [...(bySpace.get(u.at) ?? []), id]);
  }
  for (const [at, units] of bySpace) {
    const sides = new Set(units.map((u) => sideOfUnit(game.model, u)));
    // 10.1.5, 15.2: both sides share a space only when one besieges the other's fort there.
    if (sides.size > 1) wrong.push(`${at} holds units of both sides`);
    for (const side of sides)
      if (units.filter((u) => sideOfUnit(game.model, u) === side).length > STACKING_LIMIT)
        wrong.push(`${at} holds more than ${STACKING_LIMIT} ${side} units`);
  }
  return wrong;
}
