import type { Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Force, Side, Unit } from '../model.js';
import { defendingFort } from '../rules/attack.js';
import { kerenskyDrm } from '../rules/combat-events.js';
import {
  combatCardProblem,
  combatCardRule,
  combinedEffect,
  type CardCombat,
  type CardWindow,
  type CombatCardEffect,
} from '../rules/combat-cards.js';
import { rollFire } from '../rules/fire.js';
import { flankProblem } from '../rules/flank.js';
import { adjacent, sideUnitsAt, type Position } from '../rules/position.js';
import { seasonOf } from '../rules/sequence.js';
import { TERRAIN, TRENCH } from '../rules/tables.js';
import { unitInSupply } from '../rules/supply.js';
import { attackerPower, battleOf, defenderPower, type Battle } from '../rules/strength.js';
import { attackersLeft, attackingSide, defendersLeft, sideOf, unitOf, withFight } from './combat-fight.js';
import type { Game } from './setup.js';
import { other, type Fight, type PogState, type Role } from './state.js';

/**
 * A combat's fire and what it rests on (9.5.4, 12.2.3–12.2.9, 12.3): the combat cards' windows and their combined
 * effect, the drms this action's event gives (Yanks and Tanks, Brusilov, Kerensky) and the Sinai's, the battle's
 * unchanging conditions, whether a flank attack may be attempted, and each side's fire with every modifier and its
 * source.
 */

const YANKS_AND_TANKS = 'ap-35';
const KERENSKY = 'ap-45';
export const BRUSILOV = 'ap-46';
const SINAI_PIPELINE = 'ap-49';

export function cardCombat(game: Game, state: PogState, fight: Fight, attacker: Side, window?: CardWindow): CardCombat {
  const p: Position = { model: game.model, state };
  const fronts = [...new Set(fight.attackers.map((u) => state.units[u]!.at))];
  return {
    attacker,
    target: fight.target,
    from: fronts,
    attackers: fight.attackers,
    defenders: fight.defenders,
    // 12.2.1 step 4: a card of the flank window (Wireless Intercepts) is played for the flank attempt about to be made.
    flank:
      fight.flank !== null ||
      (window === 'flank' && fronts.some((front) => !flankAttemptProblem(game, state, attacker, front))),
    trenchCancelled: fight.trenchCancelledBy !== undefined,
    // 14.3.4: out-of-supply defenders get nothing from combat cards.
    inSupply: (u) => unitInSupply(p, u),
    used: state.ccUsed ?? [],
    played: [...fight.cards.attacker, ...fight.cards.defender],
  };
}

/** The defending space's trench level in this combat: its marker, or the level a card makes it count as (CP #60). */
export function trenchOf(state: PogState, fight: Fight, effect: CombatCardEffect): number {
  return Math.max(state.trenches[fight.target] ?? 0, effect.trenchLevel ?? 0);
}

/** The cards' combined effect, with the trench an event of this action cancels (Brusilov) cancelled too. */
export function effectOf(game: Game, state: PogState, fight: Fight, attacker: Side): CombatCardEffect {
  const p: Position = { model: game.model, state };
  const c = cardCombat(game, state, fight, attacker);
  const byEvent = fight.trenchCancelledBy !== undefined;
  const withCancel = {
    ...c,
    trenchCancelled: byEvent || (combinedEffect(p, c, fight.cards.attacker).cancelTrench ?? false),
  };
  const effect = combinedEffect(p, withCancel, [...fight.cards.attacker, ...fight.cards.defender]);
  return byEvent ? { ...effect, cancelTrench: true } : effect;
}

/**
 * The drms this action's event gives the attacker: Yanks and Tanks (+2 with a US unit), Brusilov (+1 with Russians),
 * Kerensky (+2 to a Russian attack on Turkish, Bulgarian or Austro-Hungarian units, those there when it was declared).
 */
function eventDrms(game: Game, state: PogState, fight: Fight, attacker: Side): { card: string; value: number }[] {
  if (attacker !== 'ap' || state.actionUse !== 'event') return [];
  const nations = fight.attackers.map((u) => game.model.units[u]?.nation);
  const out: { card: string; value: number }[] = [];
  if (state.inPlay.includes(YANKS_AND_TANKS) && nations.includes('us')) out.push({ card: YANKS_AND_TANKS, value: 2 });
  if (state.inPlay.includes(BRUSILOV) && nations.some((n) => n === 'ru' || n === 'cau'))
    out.push({ card: BRUSILOV, value: 1 });
  const p: Position = { model: game.model, state };
  const kerensky = kerenskyDrm(p, attacker, fight.attackers, [...fight.defenders, ...fight.refugees]);
  if (kerensky !== 0) out.push({ card: KERENSKY, value: kerensky });
  return out;
}

/** 12.2.7's Sinai −3: every attacking unit in the Sinai space; not the Allies' after Sinai Pipeline, but in Summer. */
function sinaiDrm(state: PogState, fight: Fight, attacker: Side): boolean {
  const from = fight.attackers.map((u) => state.units[u]?.at);
  if (from.length === 0 || !from.every((s) => s === 'sinai')) return false;
  return !(attacker === 'ap' && state.events.includes(SINAI_PIPELINE) && seasonOf(state.turn).season !== 'summer');
}

/** The combat's unchanging conditions (12.2.3–12.2.8) with the cards played. */
function battleFor(game: Game, state: PogState, fight: Fight, attacker: Side): Battle {
  const effect = effectOf(game, state, fight, attacker);
  const space = game.model.spaces[fight.target]!;
  const events = eventDrms(game, state, fight, attacker).reduce((n, e) => n + e.value, 0);
  return battleOf({
    terrain: space.terrain,
    trench: trenchOf(state, fight, effect),
    cancelTrench: effect.cancelTrench ?? false,
    vonHutier: false,
    attackerDrm: (effect.attackerDrm ?? 0) + events,
    defenderDrm: effect.defenderDrm ?? 0,
    sinai: sinaiDrm(state, fight, attacker),
    kemal: effect.kemal ?? false,
    defenders: { units: defendersLeft(state, fight).map((u) => unitOf(game, state, u)) },
  });
}

/** The spaces a side's units attack from, each with its units (a Force as the rules take it). */
function forceOf(game: Game, state: PogState, units: readonly string[]): Force {
  const bySpace = new Map<string, Unit[]>();
  for (const u of units) {
    const at = state.units[u]!.at;
    bySpace.set(at, [...(bySpace.get(at) ?? []), unitOf(game, state, u)]);
  }
  return { spaces: [...bySpace.values()], units: [...bySpace.values()].flat() };
}

/** 12.3.2: attacking spaces other than the frontal one not adjacent to another enemy-occupied space. */
export function isolatedSpaces(game: Game, state: PogState, fight: Fight, attacker: Side, front: string): number {
  const p: Position = { model: game.model, state };
  const spaces = [...new Set(fight.attackers.map((u) => state.units[u]!.at))].filter((s) => s !== front);
  return spaces.filter(
    (s) =>
      !adjacent(game.model, s).some(
        (n) => n.space !== fight.target && sideUnitsAt(p, n.space, other(attacker)).length > 0,
      ),
  ).length;
}

/** Why the attacker may not attempt a flank attack with `front` as the frontal space; null when it may. */
export function flankAttemptProblem(game: Game, state: PogState, attacker: Side, front: string): Problem | null {
  const fight = state.fight;
  if (!fight) return { code: 'no-combat', rule: '12.2' };
  if (fight.flank) return { code: 'flank-made', rule: '12.3' };
  const from = [...new Set(fight.attackers.map((u) => state.units[u]!.at))];
  if (!from.includes(front)) return { code: 'flank-front', rule: '12.3.2', params: { space: front } };
  const battle = battleFor(game, state, fight, attacker);
  return flankProblem({
    attackers: forceOf(game, state, fight.attackers),
    defenders: forceOf(game, state, defendersLeft(state, fight)),
    terrain: game.model.spaces[fight.target]!.terrain,
    trenchStands: battle.trenchStands,
    army: 'attacking',
    mountainFlank: false,
    isolated: isolatedSpaces(game, state, fight, attacker, front),
  });
}

/** The windows open to a role now: the attacker's trench and flank windows close with the flank attempt. */
export function windowsOpen(fight: Fight, role: Role): CardWindow[] {
  if (role === 'defender') return ['cards'];
  return fight.flank ? ['cards'] : ['trench', 'flank', 'cards'];
}

/** The combat cards `side` may play or select now: from hand, or kept face up and not used this round (9.5.4). */
export function playableCards(game: Game, state: PogState, side: Side, role: Role): string[] {
  const fight = state.fight;
  if (!fight) return [];
  const p: Position = { model: game.model, state };
  const attacker = role === 'attacker' ? side : other(side);
  const held = [...state.hand[side], ...(state.retained?.[side] ?? [])];
  return held.filter((card) => {
    const rule = combatCardRule(p, card);
    if (!rule || fight.cards[role].includes(card) || !windowsOpen(fight, role).includes(rule.window)) return false;
    return !combatCardProblem(p, side, card, rule.window, cardCombat(game, state, fight, attacker, rule.window));
  });
}

/** Fires one side (12.2.7–12.2.9): its loss number is recorded as inflicted. */
export function fire(
  game: Game,
  state: PogState,
  role: Role,
  after: boolean,
  dice: Dice,
  events: GameEvent[],
): PogState {
  const fight = state.fight!;
  const attacker = attackingSide(state);
  const battle = battleFor(game, state, fight, attacker);
  const units = (role === 'attacker' ? attackersLeft(state, fight) : defendersLeft(state, fight)).map((u) =>
    unitOf(game, state, u),
  );
  const fort =
    role === 'defender' && !fight.fortDestroyed
      ? defendingFort({ model: game.model, state }, fight.target, attacker)
      : 0;
  const base = role === 'attacker' ? attackerPower(battle, units) : defenderPower(battle, units, fort);
  // AP #61 Maude (Deluxe): the attacker fires on the Army table.
  const maude = role === 'attacker' && (effectOf(game, state, fight, attacker).attackerArmyTable ?? false);
  const power = maude ? { ...base, table: 'army' as const } : base;
  if ((units.length === 0 && fort === 0) || power.cf === null) {
    events.push({ kind: 'no-fire', role, rule: '12.2.9' });
    return withFight(state, { ...fight, inflicted: { ...fight.inflicted, [role]: 0 } });
  }
  const fired = rollFire(dice, power.table, power.cf, power.shift, power.drm, { side: role, after });
  const r = fired.reading;
  events.push({
    kind: 'fire',
    side: sideOf(fight, role, attacker),
    role,
    table: r.table,
    cf: r.cf,
    base: r.baseColumn,
    column: r.column,
    shift: r.shift,
    die: r.die,
    drm: r.drm,
    row: r.row,
    ln: r.lossNumber,
    modifiers: modifiersOf(game, state, fight, attacker, role, battle),
    rule: '12.2.9',
  });
  return withFight(state, { ...fight, inflicted: { ...fight.inflicted, [role]: r.lossNumber } });
}

/** One drm or column shift of a fire, with where it comes from: the message lists each with its rule. */
export interface Modifier {
  readonly kind: 'drm' | 'shift';
  readonly why: 'card' | 'sinai' | 'terrain' | 'trench';
  readonly value: number;
  readonly rule: string;
  readonly card?: string;
  readonly terrain?: string;
  readonly level?: number;
}

/** 12.2.7, 12.2.8: the drms and column shifts of one side's fire, each with its source. */
function modifiersOf(
  game: Game,
  state: PogState,
  fight: Fight,
  attacker: Side,
  role: Role,
  battle: Battle,
): Modifier[] {
  const out: Modifier[] = [];
  const p: Position = { model: game.model, state };
  const c = cardCombat(game, state, fight, attacker);
  if (role === 'attacker')
    for (const e of eventDrms(game, state, fight, attacker))
      out.push({ kind: 'drm', why: 'card', card: e.card, value: e.value, rule: '9.5.1' });
  for (const card of [...fight.cards.attacker, ...fight.cards.defender]) {
    const effect = combatCardRule(p, card)?.effect(p, c) ?? {};
    const drm = role === 'attacker' ? effect.attackerDrm : effect.defenderDrm;
    if (drm) out.push({ kind: 'drm', why: 'card', card, value: drm, rule: '9.5.4' });
  }
  if (role === 'attacker' && battle.conditions.sinai)
    out.push({ kind: 'drm', why: 'sinai', value: -3, rule: '12.2.7' });
  const terrain = game.model.spaces[fight.target]!.terrain;
  const terrainShift = TERRAIN[terrain].attackShift;
  if (role === 'attacker' && terrainShift !== 0)
    out.push({ kind: 'shift', why: 'terrain', terrain, value: terrainShift, rule: '12.2.8' });
  const defending = defendersLeft(state, fight).length > 0;
  if (battle.trenchStands && defending) {
    const level = battle.trenchLevel;
    const value = role === 'attacker' ? TRENCH[level].attackShift : TRENCH[level].defenceShift;
    if (value !== 0) out.push({ kind: 'shift', why: 'trench', level, value, rule: '11.2' });
  }
  return out;
}

/** Whether the role still has something that fires. */
export function firesAt(game: Game, state: PogState, fight: Fight, role: Role): boolean {
  if (role === 'attacker') return attackersLeft(state, fight).length > 0;
  return (
    defendersLeft(state, fight).length > 0 ||
    (!fight.fortDestroyed && defendingFort({ model: game.model, state }, fight.target, attackingSide(state)) > 0)
  );
}
