import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { supportingHexes } from '../rules/combat-position.js';
import { otherPlayer, type O1914Position, type PlacedUnit } from '../rules/position.js';
import { positionOf, printsValue, type Game } from './board.js';
import { lorraineArmyOf } from './lorraine.js';
import { forcesIn, type Result } from './movement.js';
import type { Fight, O1914State } from './state.js';

/**
 * 10.1.1: the defender's artillery from the hexes next to the combat: in each hex next to both the defending hex and a
 * hex of the attacking units, not attacked in this phase and held by the defender (`supportingHexes`), the defender
 * may have one Force or one Fortress add its AV to the defence; a unit adds its AV to one combat a phase.
 */

/** The hexes whose units may still add their AV to the defence of `fight.target` (10.1.1), with a Force that may. */
export function supportHexes(game: Game, state: O1914State, fight: Fight): string[] {
  const p = positionOf(game, state);
  const attacking = [...new Set(fight.forces.flat().map((id) => state.units[id]?.at ?? ''))];
  // "Il suo esagono non viene attaccato in quella fase": fought or declared (9.1 step 4: all declared before the first).
  const attacked = new Set([...state.attacked, ...(state.declared ?? []).map((a) => a.target)]);
  return supportingHexes(p, fight.target, attacking, attacked).filter(
    (hex) => supportChoices(game, state, p, fight, hex).length > 0,
  );
}

/**
 * The Forces (and Fortresses, each alone) of the defender in `hex` that may add their AV (10.1.1): with a unit that
 * prints AV, none of whose units added its AV to another combat this phase, each assigned to the army of a defending
 * unit (where the set-up assigns both to one: README decision 69). Inactive units perform no task (28.5).
 */
export function supportChoices(game: Game, state: O1914State, p: O1914Position, fight: Fight, hex: string): string[][] {
  const defender = otherPlayer(fight.attacker);
  const fortresses = p.units
    .filter((u: PlacedUnit) => u.hex === hex && u.side === defender && u.type === 'fortress' && u.garrisoned !== false)
    .map((u) => [u.id!]);
  const armies = new Set(fight.defenders.map(lorraineArmyOf).filter((a) => a !== null));
  const sameArmy = (id: string) => {
    const army = lorraineArmyOf(id);
    return army === null || armies.size === 0 || armies.has(army);
  };
  return [...forcesIn(game, state, p, defender, hex), ...fortresses].filter(
    (f) =>
      f.some((id) => printsValue(game, id, 'av')) &&
      f.every((id) => !state.supported.includes(id)) &&
      f.every(sameArmy),
  );
}

/** 10.1.1: the defender's answer for the hex asked: the Force that adds its AV, or none (an empty list). */
export function answerSupport(game: Game, state: O1914State, units: readonly string[], events: GameEvent[]): Result {
  const frame = state.stack[state.stack.length - 1];
  const fight = state.fight;
  if (frame?.name !== 'support' || !fight) return problem('no-support-asked');
  const hexes = (fight.supportHexes ?? []).filter((h) => h !== frame.hex);
  if (units.length === 0) {
    state.stack.pop();
    state.fight = { ...fight, supportHexes: hexes };
    return { ok: true };
  }
  const p = positionOf(game, state);
  const key = [...units].sort().join('+');
  if (!supportChoices(game, state, p, fight, frame.hex).some((f) => f.join('+') === key))
    return problem('support-not-allowed', { hex: frame.hex }, { rule: '10.1.1' });
  state.stack.pop();
  state.supported.push(...units);
  state.fight = { ...fight, supportHexes: hexes, support: [...(fight.support ?? []), [...units].sort()] };
  // 3.1.6: the hex, not the units (their AV stays the owner's to know).
  events.push({ kind: 'support', hex: frame.hex, target: fight.target, count: units.length, rule: '10.1.1' });
  return { ok: true };
}

/** The units whose AV the defender added from the hexes next to the combat (10.1.1). */
export function supportersOf(game: Game, state: O1914State, fight: Fight): PlacedUnit[] {
  const p = positionOf(game, state);
  return (fight.support ?? []).flat().flatMap((id) => p.units.filter((u) => u.id === id));
}
