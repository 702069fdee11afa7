import type { GameEvent } from '../../../core/game.js';
import { ELIMINATED_BOX, type Side } from '../model.js';
import { advancePaths, retreatPaths } from '../rules/aftermath.js';
import { defendersOf } from '../rules/attack.js';
import { replacesArmy } from '../rules/losses.js';
import type { Position } from '../rules/position.js';
import { suppliedSpaces, supplyNetworkOf } from '../rules/supply.js';
import {
  attackersLeft,
  attackingSide,
  defendersLeft,
  nextCombat,
  unitOf,
  withFight,
  type Machine,
} from './combat-fight.js';
import type { Game } from './setup.js';
import { GONE, other, pop, push, type PogState } from './state.js';

/**
 * Where a combat's units go after it, as the game is played (12.5, 12.7): the defender's retreat one unit at a time
 * (the paths are the rules', rules/aftermath.ts), the units with no way out eliminated (12.5.4), the attacker's
 * advance, and the combat's end with what Peace Offensive asks of the advance.
 */

/** 12.5.4: units with no way out are eliminated (armies for good), once the defender may no longer cancel. */
export function settleRetreat(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  let next = state;
  const fight = next.fight!;
  const defender = other(attackingSide(next));
  const mayCancel = fight.mayCancel;
  const units = { ...next.units };
  const stuck: string[] = [];
  const reached: string[] = [];
  for (const u of fight.retreating) {
    if (retreatOptions(game, next, u).length > 0 || mayCancel) continue;
    // 12.7.4: a unit that makes the first space of a two-space retreat but not the second is eliminated, and the
    // advance may still enter that first space.
    if (fight.retreat === 2) reached.push(...retreatOptions(game, next, u, 1).map((path) => path[0]!));
    const army = game.model.units[u]?.size === 'army';
    units[u] = { at: army ? GONE : ELIMINATED_BOX[defender], strength: 'full' };
    stuck.push(u);
  }
  if (stuck.length > 0) {
    events.push({ kind: 'no-retreat', units: stuck, space: fight.target, rule: '12.5.4' });
    // 12.5.6: an army of this combat replaced by a reserve corps (so in the Eliminated box, not gone) is eliminated
    // for good when a corps that may replace it cannot retreat.
    for (const a of fight.defenders) {
      if (game.model.units[a]?.size !== 'army' || units[a]?.at !== ELIMINATED_BOX[defender]) continue;
      const army = unitOf(game, next, a);
      if (stuck.some((c) => game.model.units[c]?.size === 'corps' && replacesArmy(unitOf(game, next, c), army)))
        units[a] = { at: GONE, strength: 'full' };
    }
    const retreating = fight.retreating.filter((u) => !stuck.includes(u));
    next = withFight({ ...next, units }, { ...fight, retreating, vacated: [...fight.vacated, ...reached] });
  }
  if (next.fight!.retreating.length > 0) return next;
  return toAdvance(game, pop(next), m, events, defendersLeft(next, next.fight!).length === 0);
}

export function retreatOptions(
  game: Game,
  state: PogState,
  unit: string,
  spaces: 1 | 2 = state.fight?.retreat === 2 ? 2 : 1,
): string[][] {
  const fight = state.fight;
  if (!fight || !fight.retreating.includes(unit)) return [];
  const defender = other(attackingSide(state));
  const p: Position = { model: game.model, state };
  // 12.5.7: "in supply" for this unit: its own supply network's spaces (14.1).
  const network = supplyNetworkOf(game.model, unit);
  const supplied = network ? suppliedSpaces(p, defender, network) : null;
  // An enemy space "that would put the unit in supply" (preferences 3 and 4): traced as if the retreat had taken it.
  const wouldBe = new Map<string, boolean>();
  const inSupply = (s: string): boolean => {
    if (!network || !supplied) return true;
    if (state.control[s] === defender) return supplied.has(s);
    let known = wouldBe.get(s);
    if (known === undefined) {
      const taken: PogState = { ...state, control: { ...state.control, [s]: defender } };
      known = suppliedSpaces({ model: game.model, state: taken }, defender, network).has(s);
      wouldBe.set(s, known);
    }
    return known;
  };
  return retreatPaths(p, unit, defender, fight.target, spaces, inSupply);
}

/** 12.7: the attacker's full-strength units that took part may advance, if the defending space was emptied. */
export function toAdvance(game: Game, state: PogState, m: Machine, events: GameEvent[], allowed: boolean): PogState {
  const fight = state.fight!;
  const attacker = attackingSide(state);
  if (
    allowed &&
    defendersOf({ model: game.model, state }, fight.target, attacker).length === 0 &&
    advancers(game, state).length > 0
  )
    return push(state, { name: 'advance', side: attacker });
  return endFight(game, state, m, events);
}

/** Units that may still advance: full-strength attackers of the fight that have not advanced (12.7.1). */
export function advancers(game: Game, state: PogState): string[] {
  const fight = state.fight;
  if (!fight) return [];
  const attacker = attackingSide(state);
  return attackersLeft(state, fight).filter(
    (u) =>
      state.units[u]!.strength === 'full' &&
      state.units[u]!.at !== fight.target &&
      !fight.vacated.includes(state.units[u]!.at) &&
      advancePaths({ model: game.model, state }, attacker, [u], fight.target, fight.vacated, fight.retreat === 2).size >
        0,
  );
}

export function endFight(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  const attacker = attackingSide(state);
  const fight = state.fight!;
  let vp = state.vp;
  // Peace Offensive: the VP change when no attacking unit advanced into the defending space.
  if (fight.noAdvanceVp && !fight.attackers.some((u) => state.units[u]?.at === fight.target)) {
    vp += fight.noAdvanceVp;
    events.push({ kind: 'no-advance-vp', vp: fight.noAdvanceVp, space: fight.target });
  }
  events.push({ kind: 'combat-over', target: fight.target });
  return nextCombat(game, withFight({ ...state, vp }, undefined), attacker, m, events);
}

/** 12.5: a unit of the fight retreats along `path`; it no longer retreats in this fight. */
export function retreatMove(
  game: Game,
  state: PogState,
  by: Side,
  unit: string,
  path: readonly string[],
  events: GameEvent[],
): PogState {
  const fight = state.fight!;
  const to = path[path.length - 1]!;
  events.push({ kind: 'retreat', side: by, unit, from: fight.target, path: [...path], rule: '12.5' });
  const units = { ...state.units, [unit]: { ...state.units[unit]!, at: to } };
  // 12.5.7: the retreat gains control of the space it ends in, not of those it passes through (15.1.10 excepted).
  const control = { ...state.control };
  if (control[to] !== by && !(game.model.spaces[to]?.fort && !state.destroyed.includes(to) && control[to] !== null))
    control[to] = by;
  return {
    ...state,
    units,
    control,
    retreated: [...(state.retreated ?? []), unit],
    fight: { ...fight, retreating: fight.retreating.filter((u) => u !== unit) },
    last: { ...state.last, moves: [...(state.last.moves ?? []), { from: fight.target, to }] },
  };
}
