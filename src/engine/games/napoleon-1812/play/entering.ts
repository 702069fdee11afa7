import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, type Side } from '../model.js';
import { escapeRefuges } from '../rules/battle-position.js';
import { escape } from '../rules/leaders.js';
import { leadersIn, pieceName, positionOf, unitsIn, type N1812Game } from './game.js';
import { ELIMINATED, type N1812State } from './state.js';

/**
 * What units of `side` bring about when they enter `hex`, by a move (8.8, 8.9) or an advance after combat (8.8,
 * 11.12–11.13): every enemy Depot there is eliminated for good, and the enemy loses one train a turn for each (7.2);
 * the enemy leaders there roll to escape (11.19). Mutates `state` (a working copy); the events say what happened.
 */
export function enterHex(game: N1812Game, state: N1812State, side: Side, hex: string, dice: Dice): GameEvent[] {
  // A move along several hexes ends where Napoleon was eliminated (14.7): nothing after the game's end happens.
  if (state.over) return [];
  const enemy = otherSide(side);
  const events: GameEvent[] = [];
  const captured = state.depots.filter((d) => d.side === enemy && d.hex === hex);
  if (captured.length > 0) {
    state.depots = state.depots.filter((d) => !(d.side === enemy && d.hex === hex));
    state.depotsLost[enemy] += captured.length;
    events.push({ kind: 'depot-captured', side, hex, rule: '8.8' });
  }
  const met = leadersIn(game, state, hex, enemy);
  if (met.length > 0) events.push(...leadersEscape(game, state, hex, met, dice));
  return events;
}

/**
 * 11.19: the owner of `leaders` (all of one side, in `hex`, left without combat units there) rolls one die each: a 1
 * eliminates the leader, otherwise he escapes to a friendly stack within 3 hexes (the owner chooses: a `refuge`
 * prompt), and is eliminated if there is none. Napoleon eliminated is a Russian victory (14.7). Mutates `state`.
 */
export function leadersEscape(
  game: N1812Game,
  state: N1812State,
  hex: string,
  leaders: readonly string[],
  dice: Dice,
): GameEvent[] {
  if (leaders.length === 0) return [];
  const side = game.leaderById.get(leaders[0]!)!.side;
  const refuges = escapeRefuges(positionOf(game, state), side, hex);
  const result = escape(
    leaders.map((l) => pieceName(game, l)),
    refuges.length > 0,
    dice,
  );
  if (!result.ok) return [];
  const events: GameEvent[] = [];
  result.value.leaders.forEach((roll, i) => {
    const leader = leaders[i]!;
    events.push({ kind: 'escape', leader, hex, die: roll.die, fate: roll.fate, rule: '11.19' });
    if (roll.fate === 'eliminated') {
      state.leaders[leader] = { hex: ELIMINATED };
      return;
    }
    if (refuges.length === 1) {
      state.leaders[leader] = { hex: refuges[0]! };
      events.push({ kind: 'refuge', leader, hex: refuges[0]! });
    } else state.prompts.push({ name: 'refuge', side, leader, from: hex, refuges });
  });
  if (result.value.russianVictory) {
    state.over = { winner: 'russian', reason: 'napoleon' };
    state.prompts = [];
    state.step = 'over';
  }
  return events;
}

/** The leaders of a side left alone in `hex` (no combat unit of theirs there): they roll under 11.19. */
export function strandedIn(game: N1812Game, state: N1812State, hex: string, side: Side): string[] {
  return unitsIn(game, state, hex, side).length === 0 ? leadersIn(game, state, hex, side) : [];
}
