import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, stackOf, combatTerrain, type Side, type SupportStack } from '../model.js';
import { retreatHexes, supportHexes } from '../rules/battle-position.js';
import { attackingGroup, combatInputProblem, fight, type CombatInput } from '../rules/combat.js';
import { supportCheck } from '../rules/activation.js';
import { leadersIn, positionOf, unitsIn, type N1812Game } from './game.js';
import { attackAbility, defenceAbility, leaderCr, leadersOn, maySupport, stackCommand } from './leaders.js';
import { leadKey, pendingLead } from './leaders-combat.js';
import { ELIMINATED, type N1812State } from './state.js';
import type { Combat, CombatPrompt } from './combat-state.js';

/**
 * The combat from the support calls to the fight (10.3–10.6, 11.1–11.15): who is asked what, the support rolls, and
 * the fight itself from the units on the map (rules/combat.ts `fight`, the basic game's readings: `armsFrom:
 * 'attacking'`, `fatigueOn: 'value'`, no leader abilities).
 */

export interface Turn {
  readonly game: N1812Game;
  readonly state: N1812State;
  readonly prompt: CombatPrompt;
  readonly combat: Combat;
  readonly dice: Dice;
  readonly events: GameEvent[];
}

/** The best CR among `side`'s leaders in `hex` (10.2, 10.4, 10.6, 11.5, 11.7); a leader with no CR counts 0. */
export function bestCr(game: N1812Game, state: N1812State, hex: string, side: Side): number {
  // 16.4(1) with the option `leaders`: the quarrelling commanders' CR is 0.
  return Math.max(0, ...leadersIn(game, state, hex, side).map((l) => leaderCr(game, state, l) ?? 0));
}

/** 10.3–10.6: the stacks `side` may call to support the combat on `combat.target`. */
export function potentialSupport(game: N1812Game, state: N1812State, combat: Combat, side: Side): string[] {
  const main = side === combat.attacker ? combat.from : combat.target;
  // 16.4(1) with the option `leaders`: the units stacked with the quarrelling commanders do not support.
  return supportHexes(positionOf(game, state), side, combat.target, main, state.forage).filter((hex) =>
    maySupport(game, state, hex),
  );
}

const defenderOf = (combat: Combat): Side => otherSide(combat.attacker);

/** 10.3: after the attack proceeds (10.2), the attacker is asked for support, or the defender if he has none to call. */
export function afterActivation(t: Turn): void {
  if (potentialSupport(t.game, t.state, t.combat, t.combat.attacker).length > 0) {
    ask(t, 'attacker-support', t.combat.attacker);
    return;
  }
  afterAttackerSupport(t);
}

/** 10.4: the called stacks roll with the attacker's CC; then the defender's support (10.5). */
export function rollSupport(t: Turn, side: Side, cc: number): void {
  const combat = t.combat;
  const called = [...combat.called].sort();
  const crs = called.map((hex) => bestCr(t.game, t.state, hex, side));
  const role = side === combat.attacker ? 'attacker' : 'defender';
  const check = supportCheck(cc, crs, role, t.dice);
  if (!check.ok) return;
  const joined = called.filter((_, i) => check.value.stacks[i]!.joins);
  if (role === 'attacker') combat.attackerSupport = joined;
  else combat.defenderSupport = joined;
  combat.called = [];
  t.events.push({
    kind: 'combat-support',
    side,
    role,
    cc,
    hexes: called,
    joined,
    steps: check.steps,
    rule: role === 'attacker' ? '10.4' : '10.6',
    combatHexes: [combat.from, combat.target, ...called],
  });
}

/** 10.5: the defender calls support if he has any to call; then 11.1 or the fight. */
export function afterAttackerSupport(t: Turn): void {
  if (potentialSupport(t.game, t.state, t.combat, defenderOf(t.combat)).length > 0) {
    ask(t, 'defender-support', defenderOf(t.combat));
    return;
  }
  afterDefenderSupport(t);
}

/** 11.1: an all-cavalry defender attacked by a stack without cavalry may retreat first, if it has somewhere to go. */
export function afterDefenderSupport(t: Turn): void {
  const combat = t.combat;
  const defenders = unitsIn(t.game, t.state, combat.target, defenderOf(combat));
  const allCavalry = defenders.length > 0 && defenders.every((id) => t.game.unitById.get(id)?.type === 'cavalry');
  const group = attackingGroup({ attackers: attackersOf(t), armsFrom: 'attacking' });
  if (allCavalry && group.good.cavalry === 0 && withdrawHexes(t).length > 0) {
    ask(t, 'withdraw', defenderOf(combat));
    return;
  }
  fightNow(t);
}

/** 11.1 with 11.11: where the all-cavalry defender may go before the combat. */
export function withdrawHexes(t: Turn): string[] {
  return retreatOptions(t.game, t.state, t.combat);
}

/** 11.11: where the defending stack may retreat to (the hex the attack came from is "the stack that originated it"). */
export function retreatOptions(game: N1812Game, state: N1812State, combat: Combat): string[] {
  return retreatHexes(positionOf(game, state), combat.target, combat.from);
}

function attackersOf(t: Turn) {
  return stackOf(t.combat.ordered.map((id) => t.game.unitById.get(id)!));
}

function supportStack(t: Turn, hex: string, side: Side): SupportStack {
  const { game, state, combat } = t;
  const units = unitsIn(game, state, hex, side);
  const good = units.filter((id) => !state.units[id]!.disrupted);
  return {
    good: good.length,
    disrupted: units.length - good.length,
    leader: leadersIn(game, state, hex, side).length > 0,
    artillery: good.some((id) => game.unitById.get(id)?.type === 'artillery'),
    river: game.model.grid!.hexside(hex, combat.target).includes('river'),
    forcedMarch: units.some((id) => state.units[id]!.forcedMarch),
    combats: Math.max(0, ...units.map((id) => state.units[id]!.combats)),
  };
}

/** The combat's input from the units on the map (the basic game: 11.3 reads the ordered units, 16.4 not in play). */
export function combatInput(t: Turn): CombatInput | undefined {
  const { game, state, combat } = t;
  const defender = defenderOf(combat);
  const hex = game.model.hexes.get(combat.target);
  const terrain = hex ? combatTerrain(hex) : undefined;
  if (!terrain) return undefined;
  const defenders = unitsIn(game, state, combat.target, defender);
  const others = unitsIn(game, state, combat.from, combat.attacker).filter((id) => !combat.ordered.includes(id));
  const disrupted = new Set(defenders.filter((id) => state.units[id]!.disrupted));
  const fatigue = (ids: readonly string[]) => ({
    forcedMarch: ids.some((id) => state.units[id]!.forcedMarch),
    combats: Math.max(0, ...ids.map((id) => state.units[id]!.combats)),
  });
  const attackFatigue = fatigue(combat.ordered);
  const defenceFatigue = fatigue(defenders);
  // 16.2 and 16.4 (3), (5), (7) with the option `leaders`: the commanding leader's CR, capped, and the abilities.
  const advanced = leadersOn(state) ? leadersInCombat(t, defenders) : {};
  return {
    side: combat.attacker,
    attackers: attackersOf(t),
    others: stackOf(others.map((id) => game.unitById.get(id)!)),
    defenders: stackOf(
      defenders.map((id) => game.unitById.get(id)!),
      disrupted,
    ),
    attackerCr: bestCr(game, state, combat.from, combat.attacker),
    defenderCr: bestCr(game, state, combat.target, defender),
    attackerLeader: 'none',
    defenderLeader: 'none',
    attackerForcedMarch: attackFatigue.forcedMarch,
    attackerCombats: attackFatigue.combats,
    defenderForcedMarch: defenceFatigue.forcedMarch,
    defenderCombats: defenceFatigue.combats,
    attackerSupport: combat.attackerSupport.map((h) => supportStack(t, h, combat.attacker)),
    defenderSupport: combat.defenderSupport.map((h) => supportStack(t, h, defender)),
    terrain,
    river: game.model.grid!.hexside(combat.from, combat.target).includes('river'),
    fatigueOn: 'value',
    armsFrom: 'attacking',
    ...advanced,
  };
}

/** 16.2 for 11.5/11.7 and the 16.4 abilities of both sides' stacks (play/leaders.ts). */
function leadersInCombat(t: Turn, defenders: string[]): Partial<CombatInput> {
  const { game, state, combat } = t;
  const defender = defenderOf(combat);
  // The owner's choices among leaders of equal rank (play/leaders-combat.ts), asked just before the fight.
  const chosen = (side: Side, question: 'cr' | 'ability') => combat.leads?.[leadKey(side, question)];
  const attack = stackCommand(game, state, combat.from, combat.attacker, combat.ordered, chosen(combat.attacker, 'cr'));
  const defence = stackCommand(game, state, combat.target, defender, defenders, chosen(defender, 'cr'));
  return {
    attackerCr: attack.cr,
    defenderCr: defence.cr,
    attackerCommand: attack.command,
    defenderCommand: defence.command,
    attackerLeader: attackAbility(
      game,
      state,
      combat.from,
      combat.attacker,
      combat.ordered,
      chosen(combat.attacker, 'ability'),
    ),
    defenderLeader: defenceAbility(game, state, combat.target, defender, chosen(defender, 'ability')),
  };
}

/** 11.2–11.15: the fight; then 11.2 point 2's bookkeeping and the hits to apply (11.17). */
export function fightNow(t: Turn): void {
  const { game, state, combat } = t;
  // 16.2, 16.4 (the option `leaders`): the owner chooses among leaders of equal rank first.
  const pending = leadersOn(state) ? pendingLead(game, state, combat) : undefined;
  if (pending) {
    ask(t, 'command', pending.side);
    return;
  }
  const defender = defenderOf(combat);
  const input = combatInput(t);
  if (!input || combatInputProblem(input)) throw new Error(`combat on ${combat.target}: no valid input`);
  const result = fight(input, t.dice);
  if (!result.ok) throw new Error(`combat on ${combat.target}: the fight refused its input`);
  const r = result.value;
  combat.defenders = unitsIn(game, state, combat.target, defender);
  combat.fought = { difference: r.difference, outcome: r.outcome, retreat: r.retreat, pursuit: r.pursuit };
  // 11.2 point 2: every unit of the attacking, defending and support stacks took part in a combat.
  const supporters = [
    ...combat.attackerSupport.flatMap((h) => unitsIn(game, state, h, combat.attacker)),
    ...combat.defenderSupport.flatMap((h) => unitsIn(game, state, h, defender)),
  ];
  for (const id of [...combat.ordered, ...combat.defenders, ...supporters]) state.units[id]!.combats += 1;
  t.events.push({
    kind: 'combat-fought',
    side: combat.attacker,
    from: combat.from,
    target: combat.target,
    av: r.av,
    mav: r.mav,
    fav: r.fav,
    dv: r.dv,
    fdv: r.fdv,
    difference: r.difference,
    outcome: r.outcome,
    attackerHits: r.attackerHits,
    defenderHits: r.defenderHits,
    steps: result.steps,
    rules: result.rules ?? [],
    combatHexes: [combat.from, combat.target, ...combat.attackerSupport, ...combat.defenderSupport],
  });
  // 11.9: the one hit of a tie goes on a unit of the attacking stack; 11.17: at least half on the main stack.
  const tie = r.outcome === 'tie';
  const due = (side: Side, total: number) => ({
    side,
    total,
    left: total,
    onSupport: 0,
    onMainAtLeast: tie ? total : Math.floor(total / 2),
  });
  combat.hits = [due(combat.attacker, r.attackerHits), due(defender, r.defenderHits)].filter((h) => h.total > 0);
  combat.next = 'hits';
}

/** Sets who is asked what. */
export function ask(t: Turn, stage: Combat['stage'], side: Side): void {
  t.combat.stage = stage;
  t.prompt.side = side;
}

/** The living units among `ids`. */
export function alive(state: N1812State, ids: readonly string[]): string[] {
  return ids.filter((id) => state.units[id] && state.units[id].hex !== ELIMINATED);
}
