import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { defendersOf, defendingFort } from '../rules/attack.js';
import { greatRetreatUnits } from '../rules/combat-events.js';
import type { Position } from '../rules/position.js';
import { retreatOptions, toAdvance } from './combat-aftermath.js';
import { attackingSide, nextCombat, sideOf, withFight, type Machine } from './combat-fight.js';
import type { Game } from './setup.js';
import { other, pop, push, type Fight, type PogState } from './state.js';

/**
 * The events that act on a combat before its dice are rolled (9.5.1, 9.5.4): AP #27 Great Retreat, the attacked
 * Russian units retreating one space before the roll and the combat going on against what stayed, or not at all;
 * CP #64 Alberich (Deluxe), the attack cancelled outright and the cards played for it given back.
 */

const GREAT_RETREAT = 'ap-27';

/**
 * After the declaration, before any card or roll (AP #27 Great Retreat: "declared before the die is rolled"): the
 * defender may retreat one space the attacked Russian units that have a way out; otherwise the attacker's cards.
 */
export function beforeTheRoll(game: Game, state: PogState, attacker: Side): PogState {
  const fight = state.fight!;
  const russians = greatRetreatUnits({ model: game.model, state }, attacker, fight.target);
  const asked = withFight(state, { ...fight, retreat: 1, retreating: russians });
  const able = russians.filter((u) => retreatOptions(game, asked, u).length > 0);
  if (able.length === 0) return push(state, { name: 'combat-cards', side: attacker, role: 'attacker' });
  return push(withFight(state, { ...fight, retreat: 1, retreating: able }), {
    name: 'retreat',
    side: other(attacker),
    card: GREAT_RETREAT,
  });
}

/** Great Retreat: one unit has retreated; the prompt stays while another Russian unit has a way out. */
export function greatRetreatStep(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  const fight = state.fight!;
  const able = fight.retreating.filter((u) => retreatOptions(game, state, u).length > 0);
  if (able.length > 0) return withFight(state, { ...fight, retreating: able });
  return afterRetreatBeforeRoll(game, pop(state), m, events);
}

/**
 * Great Retreat's end: if no unit retreated, or something is left to defend (units, an intact fort), the combat goes
 * on against what is left; otherwise there is no combat and the attacker's full-strength units may advance (12.7).
 */
export function afterRetreatBeforeRoll(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  const fight = state.fight!;
  const attacker = attackingSide(state);
  const stayed = (u: string) => state.units[u]?.at === fight.target;
  const left: Fight = {
    ...fight,
    defenders: fight.defenders.filter(stayed),
    refugees: fight.refugees.filter(stayed),
    retreat: 0,
    retreating: [],
  };
  const p: Position = { model: game.model, state };
  const noneRetreated = left.defenders.length + left.refugees.length === fight.defenders.length + fight.refugees.length;
  const defended = defendersOf(p, fight.target, attacker).length > 0 || defendingFort(p, fight.target, attacker) > 0;
  if (noneRetreated || defended)
    return push(withFight(state, left), { name: 'combat-cards', side: attacker, role: 'attacker' });
  events.push({ kind: 'great-retreat-no-combat', card: GREAT_RETREAT, space: fight.target, rule: '9.5.1' });
  return toAdvance(game, withFight(state, { ...left, retreat: 1 }), m, events, true);
}

/**
 * CP #64 Alberich (Deluxe): the attack is cancelled outright, there is no combat, and Alberich is out of the game.
 * The Allied cards played for this attack go back to the Allies' hand (the digest's "newly played" ones, from the
 * hand), those selected from the cards kept face up (9.5.4.2) back face up. Readings: each goes back unused, so it
 * may be used again this round (9.5.4.4); a Central Powers card the defender played before Alberich goes back the
 * same way (the digest says nothing of them: the combat they were played for does not take place); no Allied
 * combat card has a War Status number, so none is to be taken back (9.5.1.3). The attacking units keep the combat
 * declared for this round (12.1.5) and what the declaration made of the Mandated Offensive (7.1.3): the card
 * cancels the attack, not its declaration.
 */
export function cancelAttack(game: Game, state: PogState, card: string, m: Machine, events: GameEvent[]): PogState {
  const fight = state.fight!;
  const attacker = attackingSide(state);
  const hand = { cp: [...state.hand.cp], ap: [...state.hand.ap] };
  const retained = { cp: [...(state.retained?.cp ?? [])], ap: [...(state.retained?.ap ?? [])] };
  const returned: string[] = [];
  for (const role of ['attacker', 'defender'] as const) {
    const side = sideOf(fight, role, attacker);
    for (const c of fight.cards[role]) {
      if (c === card) continue;
      if ((fight.kept ?? []).includes(c)) retained[side].push(c);
      else hand[side].push(c);
      returned.push(c);
    }
  }
  const defender = other(attacker);
  events.push({ kind: 'alberich-no-combat', card, space: fight.target, returned, rule: '9.5.4' });
  events.push({ kind: 'combat-over', target: fight.target });
  const next: PogState = {
    ...state,
    hand,
    retained,
    removed: { ...state.removed, [defender]: [...state.removed[defender], card] },
    ccUsed: (state.ccUsed ?? []).filter((c) => !returned.includes(c)),
  };
  return nextCombat(game, withFight(next, undefined), attacker, m, events);
}
