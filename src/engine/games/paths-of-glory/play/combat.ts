import type { Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { ELIMINATED_BOX, RESERVE_BOX, type Force, type Side, type Unit } from '../model.js';
import { labelOf } from '../notation.js';
import { advancePaths, retreatPaths } from '../rules/aftermath.js';
import {
  attackProblem,
  defendingFort,
  defendersOf,
  makesOffensive,
  mutinyPenalty,
  targetsOf,
} from '../rules/attack.js';
import { warStatusAfter } from '../rules/cards.js';
import {
  afterCombatCard,
  brusilovCancelsTrench,
  greatRetreatUnits,
  haigCancelsRetreat,
  kerenskyDrm,
  spendBrusilov,
} from '../rules/combat-events.js';
import {
  combatCardProblem,
  combatCardRule,
  combinedEffect,
  type CardCombat,
  type CardWindow,
  type CombatCardEffect,
} from '../rules/combat-cards.js';
import { rollFire } from '../rules/fire.js';
import { flankProblem, rollFlank } from '../rules/flank.js';
import { legalAllocations, replacesArmy, type LossAllocation } from '../rules/losses.js';
import { adjacent, sideUnitsAt, type Position } from '../rules/position.js';
import { afterCombat } from '../rules/retreat.js';
import { seasonOf } from '../rules/sequence.js';
import { TERRAIN, TRENCH } from '../rules/tables.js';
import { suppliedSpaces, supplyNetworkOf, unitInSupply } from '../rules/supply.js';
import { attackerPower, battleOf, defenderPower, type Battle } from '../rules/strength.js';
import type { Game } from './setup.js';
import {
  GONE,
  other,
  pop,
  push,
  refuse,
  top,
  type Applied,
  type Fight,
  type PogAction,
  type PogState,
  type Role,
} from './state.js';

/**
 * Combat in a game played by its rules (9.2.9, chapter 12, 15.1–15.2): declaring each combat, the combat cards'
 * windows, the flank attempt, fire, losses chosen by the side that takes them, the winner, the retreat and the
 * advance. Each decision is a prompt on the stack; everything else (fire, a loss with one legal way, a unit with no
 * way out) happens at once. The rules are the same functions the `/pog` rulings use.
 */

/** What the combat needs from the machine: ending the action (8.1.4), moving units in with what entering does. */
export interface Machine {
  finish(state: PogState, side: Side, events: GameEvent[]): PogState;
  enter(
    state: PogState,
    side: Side,
    units: readonly string[],
    from: string,
    path: readonly string[],
    events: GameEvent[],
  ): PogState;
}

const THEY_SHALL_NOT_PASS = 'ap-39';
const YANKS_AND_TANKS = 'ap-35';
const GREAT_RETREAT = 'ap-27';
const KERENSKY = 'ap-45';
const BRUSILOV = 'ap-46';
const SINAI_PIPELINE = 'ap-49';
const HAIG = 'cp-61';

const sideOf = (fight: Fight, role: Role, attacker: Side): Side => (role === 'attacker' ? attacker : other(attacker));

/** A unit as the rules functions take it: its printed values with the side now up. */
function unitOf(game: Game, state: PogState, id: string): Unit {
  return { ...game.model.units[id]!, strength: state.units[id]!.strength };
}

/** 9.2.9: after movement, the combats, if any space was activated for combat and has something to attack. */
export function beginCombats(game: Game, state: PogState, side: Side, m: Machine, events: GameEvent[]): PogState {
  if (!Object.values(state.activations).includes('attack')) return m.finish(state, side, events);
  return nextCombat(game, { ...state, fought: state.fought ?? [] }, side, m, events);
}

/** The attack prompt again, or the end of the action when nothing is left to attack. */
function nextCombat(game: Game, state: PogState, side: Side, m: Machine, events: GameEvent[]): PogState {
  const p: Position = { model: game.model, state };
  const rest = top(state)?.name === 'attack' ? state : push(state, { name: 'attack', side });
  if (targetsOf(p, side, state.fought ?? []).length > 0) return rest;
  return m.finish(pop(rest), side, events);
}

/** The fight's units still in it: attackers where they attacked from, defenders in the defending space. */
function attackersLeft(state: PogState, fight: Fight): string[] {
  return fight.attackers.filter((u) => {
    const at = state.units[u]?.at ?? '';
    return at !== GONE && !at.endsWith('-eliminated') && !at.endsWith('-reserve') && at !== 'off';
  });
}
function defendersLeft(state: PogState, fight: Fight): string[] {
  return fight.defenders.filter((u) => state.units[u]?.at === fight.target);
}

function cardCombat(game: Game, state: PogState, fight: Fight, attacker: Side, window?: CardWindow): CardCombat {
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
function trenchOf(state: PogState, fight: Fight, effect: CombatCardEffect): number {
  return Math.max(state.trenches[fight.target] ?? 0, effect.trenchLevel ?? 0);
}

/** The cards' combined effect, with the trench an event of this action cancels (Brusilov) cancelled too. */
function effectOf(game: Game, state: PogState, fight: Fight, attacker: Side): CombatCardEffect {
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
function isolatedSpaces(game: Game, state: PogState, fight: Fight, attacker: Side, front: string): number {
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
function windowsOpen(fight: Fight, role: Role): CardWindow[] {
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

/** The legal ways to take a loss number, each with the unit ids it reduces or eliminates (12.4). */
export interface LossChoice {
  readonly allocation: LossAllocation;
  /** By unit id: what happens to it. Reserve corps that come in name the space they arrive in. */
  readonly effects: readonly UnitFate[];
}
export interface UnitFate {
  readonly unit: string;
  readonly fate: 'reduced' | 'eliminated' | 'gone' | 'arrives' | 'arrives-reduced' | 'restored';
  readonly at: string;
}

export function lossChoices(game: Game, state: PogState, role: Role, ln: number): LossChoice[] {
  const fight = state.fight;
  if (!fight) return [];
  const attacker = attackingSide(state);
  const side = sideOf(fight, role, attacker);
  const units = role === 'attacker' ? attackersLeft(state, fight) : defendersLeft(state, fight);
  const reserve = Object.keys(state.units).filter(
    (u) =>
      state.units[u]!.at === RESERVE_BOX[side] &&
      state.units[u]!.strength === 'full' &&
      game.model.units[u]?.size === 'corps',
  );
  const fort =
    role === 'defender' && !fight.fortDestroyed
      ? defendingFort({ model: game.model, state }, fight.target, attacker)
      : 0;
  // 12.6: Withdrawal's effect reads nothing of the position but the cards.
  const withdrawal =
    role === 'defender' &&
    fight.cards.defender.some(
      (c) =>
        combatCardRule({ model: game.model, state }, c)?.effect({ model: game.model, state }, bareCombat(state, fight))
          .withdrawal,
    );
  const allocations = legalAllocations({
    units: units.map((u) => unitOf(game, state, u)),
    reserve: reserve.map((u) => unitOf(game, state, u)),
    fortLf: fort,
    lossNumber: ln,
    attacking: role === 'attacker',
    withdrawal,
  });
  const seen = new Set<string>();
  const out: LossChoice[] = [];
  for (const allocation of allocations) {
    const effects = fatesOf(game, state, units, reserve, allocation);
    const key = JSON.stringify([effects, allocation.fortDestroyed]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ allocation, effects });
  }
  return out;
}

/** The combat as a card's effect reads it, without the supply trace. */
function bareCombat(state: PogState, fight: Fight): CardCombat {
  return {
    attacker: attackingSide(state),
    target: fight.target,
    from: [],
    attackers: fight.attackers,
    defenders: fight.defenders,
    flank: fight.flank !== null,
    trenchCancelled: false,
  };
}

/** The side acting: the one whose action the combat is part of. */
function attackingSide(state: PogState): Side {
  const frame = state.stack.find((f) => f.name === 'attack');
  return frame?.side ?? top(state)?.side ?? 'cp';
}

/**
 * Which counters an allocation means. Units the notation writes alike are interchangeable (losses.ts), so each loss
 * goes to the first such unit not yet taken; a reserve corps replaces the reduced army eliminated in the order the
 * rules function brought it in (12.4.4).
 */
function fatesOf(
  game: Game,
  state: PogState,
  units: readonly string[],
  reserve: readonly string[],
  allocation: LossAllocation,
): UnitFate[] {
  const pool = [...units];
  const reservePool = [...reserve];
  const take = (list: string[], label: string): string | undefined => {
    const at = list.findIndex((u) => labelOf(unitOf(game, state, u)) === label);
    return at >= 0 ? list.splice(at, 1)[0] : undefined;
  };
  const fates: UnitFate[] = [];
  const armySpaces: string[] = [];
  const substitutes = [...reserve];
  const arrivals: { corps: string; at: string }[] = [];
  for (const loss of allocation.losses) {
    if (loss.fromReserve) continue;
    const id = take(pool, labelOf(loss.unit));
    if (!id) continue;
    const at = state.units[id]!.at;
    if (loss.loss === 'reduced') fates.push({ unit: id, fate: 'reduced', at });
    else {
      // 12.4.7 item 3: an army eliminated while out of supply is eliminated for good.
      const oos = loss.unit.size === 'army' && !unitInSupply({ model: game.model, state }, id);
      fates.push({ unit: id, fate: loss.permanent || oos ? 'gone' : 'eliminated', at });
      if (loss.unit.size === 'army') {
        const found = substitutes.findIndex((c) => replacesArmy(unitOf(game, state, c), loss.unit));
        if (found >= 0) arrivals.push({ corps: substitutes.splice(found, 1)[0]!, at });
        armySpaces.push(at);
      }
    }
  }
  for (const loss of allocation.losses) {
    if (!loss.fromReserve) continue;
    const id = take(reservePool, labelOf(loss.unit));
    const arrival =
      arrivals.find((a) => a.corps === id) ?? arrivals.find((a) => reservePool.includes(a.corps) === false);
    if (!id || !arrival) continue;
    fates.push({
      unit: id,
      fate: loss.loss === 'none' ? 'arrives' : loss.loss === 'reduced' ? 'arrives-reduced' : 'eliminated',
      at: arrival.at,
    });
  }
  // 12.6: Withdrawal gives back the step of the unit the rules function chose (losses.ts `withdraw`).
  const w = allocation.withdrawal;
  if (w && w.what !== 'none') {
    const ofSize = (f: UnitFate) => game.model.units[f.unit]?.size === w.what;
    const hit = (f: UnitFate) => f.fate === 'eliminated' || f.fate === 'gone';
    const pick =
      w.what === 'corps'
        ? (fates.find((f) => ofSize(f) && hit(f)) ?? fates.find((f) => ofSize(f) && f.fate === 'reduced'))
        : fates.find((f) => ofSize(f) && (hit(f) || f.fate === 'reduced'));
    if (pick) fates.push({ unit: pick.unit, fate: 'restored', at: pick.at });
    // The army is back: the Reserve corps that was to replace it does not come (losses.ts `returned`).
    if (pick && w.returned) {
      const army = unitOf(game, state, pick.unit);
      const i = fates.findIndex(
        (f) => f.fate === 'arrives' && f.at === pick.at && replacesArmy(unitOf(game, state, f.unit), army),
      );
      if (i >= 0) fates.splice(i, 1);
    }
  }
  return fates;
}

/** Applies the fates of a loss to the state (12.4.2, 12.4.4, 12.4.6, 12.4.7, 12.6). */
function applyFates(game: Game, state: PogState, side: Side, choice: LossChoice, fight: Fight, role: Role): PogState {
  const units = { ...state.units };
  for (const f of choice.effects) {
    const u = units[f.unit]!;
    switch (f.fate) {
      case 'reduced':
        units[f.unit] = { ...u, strength: 'reduced' };
        break;
      case 'eliminated':
        units[f.unit] = { at: ELIMINATED_BOX[side], strength: 'full' };
        break;
      case 'gone':
        units[f.unit] = { at: GONE, strength: 'full' };
        break;
      case 'arrives':
        units[f.unit] = { at: f.at, strength: 'full' };
        break;
      case 'arrives-reduced':
        units[f.unit] = { at: f.at, strength: 'reduced' };
        break;
      case 'restored':
        // 12.6.3, 12.6.10: Withdrawal gives back the step: a flipped unit is full again, an eliminated one survives reduced.
        units[f.unit] = u.at === f.at ? { ...u, strength: 'full' } : { at: f.at, strength: 'reduced' };
        break;
    }
  }
  let next: PogState = { ...state, units };
  if (role === 'defender' && choice.allocation.fortDestroyed) {
    next = {
      ...next,
      destroyed: [...next.destroyed, fight.target],
      besieged: next.besieged.filter((b) => b !== fight.target),
    };
  }
  return next;
}

function withFight(state: PogState, fight: Fight | undefined): PogState {
  if (fight) return { ...state, fight };
  const { fight: _gone, ...rest } = state;
  void _gone;
  return rest;
}

/** Fires one side (12.2.7–12.2.9): its loss number is recorded as inflicted. */
function fire(game: Game, state: PogState, role: Role, after: boolean, dice: Dice, events: GameEvent[]): PogState {
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
function firesAt(game: Game, state: PogState, fight: Fight, role: Role): boolean {
  if (role === 'attacker') return attackersLeft(state, fight).length > 0;
  return (
    defendersLeft(state, fight).length > 0 ||
    (!fight.fortDestroyed && defendingFort({ model: game.model, state }, fight.target, attackingSide(state)) > 0)
  );
}

/**
 * The combat goes on by itself until someone must decide: losses with one legal way are taken at once, the second
 * fire of a sequential combat follows the first side's losses (12.3.3), and then the winner and the retreat.
 */
function proceed(game: Game, state: PogState, dice: Dice, m: Machine, events: GameEvent[]): PogState {
  let next = state;
  for (;;) {
    const fight = next.fight!;
    const attacker = attackingSide(next);
    const role = fight.owed[0];
    if (role) {
      const ln = fight.inflicted[role === 'attacker' ? 'defender' : 'attacker'] ?? 0;
      const choices = ln > 0 ? lossChoices(game, next, role, ln) : [];
      if (choices.length > 1) return push(next, { name: 'losses', side: sideOf(fight, role, attacker), role, ln });
      if (choices[0]) next = takeLosses(game, next, role, ln, choices[0], events);
      next = withFight(next, { ...next.fight!, owed: next.fight!.owed.slice(1) });
      continue;
    }
    // A sequential combat: the side hit first now fires with what it has left (12.3.3).
    const unfired = (['attacker', 'defender'] as const).find((r) => fight.inflicted[r] === undefined);
    if (unfired) {
      next = firesAt(game, next, fight, unfired)
        ? fire(game, next, unfired, true, dice, events)
        : withFight(next, { ...fight, inflicted: { ...fight.inflicted, [unfired]: 0 } });
      next = withFight(next, { ...next.fight!, owed: [unfired === 'attacker' ? 'defender' : 'attacker'] });
      continue;
    }
    return conclude(game, next, m, events);
  }
}

/**
 * What a loss may never do, whatever the allocation (the fuzzer meets this as a crash): take more than the loss
 * number (12.4.3), or more steps than the units present and the reserve corps that came in have (12.4.2).
 */
function checkLosses(state: PogState, fight: Fight, role: Role, ln: number, choice: LossChoice): void {
  const steps = (u: string) => (state.units[u]?.strength === 'full' ? 2 : 1);
  const present = (role === 'attacker' ? attackersLeft(state, fight) : defendersLeft(state, fight)).reduce(
    (n, u) => n + steps(u),
    0,
  );
  let lost = 0;
  let arrived = 0;
  for (const f of choice.effects) {
    if (f.fate === 'reduced' || f.fate === 'arrives-reduced') lost += 1;
    if (f.fate === 'eliminated' || f.fate === 'gone') lost += steps(f.unit);
    if (f.fate === 'restored') lost -= 1;
    if (f.fate.startsWith('arrives') || (f.fate === 'eliminated' && state.units[f.unit]?.at.endsWith('-reserve')))
      arrived += 2;
  }
  if (choice.allocation.absorbed > ln || lost > present + arrived)
    throw new Error(
      `losses of ${role} in ${fight.target} exceed what 12.4 allows: absorbed ${choice.allocation.absorbed} of ${ln}, ${lost} steps of ${present + arrived}`,
    );
}

function takeLosses(
  game: Game,
  state: PogState,
  role: Role,
  ln: number,
  choice: LossChoice,
  events: GameEvent[],
): PogState {
  const fight = state.fight!;
  const side = sideOf(fight, role, attackingSide(state));
  checkLosses(state, fight, role, ln, choice);
  events.push({
    kind: 'losses',
    side,
    role,
    ln,
    absorbed: choice.allocation.absorbed,
    units: choice.effects.map((f) => ({ unit: f.unit, fate: f.fate })),
    fortDestroyed: role === 'defender' && choice.allocation.fortDestroyed,
    rule: '12.4',
  });
  const hit = [...new Set(choice.effects.map((f) => f.at))];
  const losses = [
    ...new Set([
      ...(state.last.losses ?? []),
      ...hit,
      ...(choice.allocation.fortDestroyed && role === 'defender' ? [fight.target] : []),
    ]),
  ];
  const next = applyFates(game, { ...state, last: { ...state.last, losses } }, side, choice, fight, role);
  // 12.4.4: a reserve corps that replaces an army fights on in its place (fires second, retreats, 12.5.6).
  const arrived = choice.effects.filter((f) => f.fate.startsWith('arrives')).map((f) => f.unit);
  const fought = { ...next.fight! };
  // 12.1.5: a corps that came in for an attacking army has fought this round, as the army had.
  const withFought: PogState =
    role === 'attacker' && arrived.length > 0 ? { ...next, fought: [...(next.fought ?? []), ...arrived] } : next;
  return withFight(withFought, {
    ...fought,
    ...(role === 'defender'
      ? { defenders: [...fought.defenders, ...arrived] }
      : { attackers: [...fought.attackers, ...arrived] }),
    fortDestroyed: fight.fortDestroyed || (role === 'defender' && choice.allocation.fortDestroyed),
  });
}

/** 12.2.11–12.2.13 and 9.5.4.2: the winner, the cards kept or discarded, then the retreat or the advance. */
function conclude(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  let next = state;
  const fight = next.fight!;
  const attacker = attackingSide(next);
  const defender = other(attacker);
  const byAttacker = fight.inflicted.attacker ?? 0;
  const byDefender = fight.inflicted.defender ?? 0;
  const winner: Role | 'none' = byAttacker > byDefender ? 'attacker' : byAttacker < byDefender ? 'defender' : 'none';
  events.push({
    kind: 'combat-result',
    target: fight.target,
    winner,
    attackerLn: byAttacker,
    defenderLn: byDefender,
    rule: '12.2.11',
  });
  // 12.5.8: units that retreated into the space earlier this round are eliminated by any loss number.
  if (byAttacker >= 1 && fight.refugees.length > 0) {
    const units = { ...next.units };
    for (const u of fight.refugees)
      if (units[u]?.at === fight.target) units[u] = { at: ELIMINATED_BOX[defender], strength: 'full' };
    next = { ...next, units };
    events.push({ kind: 'refugees-eliminated', space: fight.target, units: [...fight.refugees], rule: '12.5.8' });
  }
  const effect = effectOf(game, next, fight, attacker);
  next = settleCards(game, next, fight, attacker, winner, events);
  // The cards have gone where 9.5.4.2 sends them; what Peace Offensive asks of the advance stays (12.7).
  next = withFight(next, {
    ...next.fight!,
    cards: { attacker: [], defender: [] },
    noAdvanceVp: effect.vpIfNoAdvance ?? 0,
  });
  const left = defendersLeft(next, fight);
  const after = afterCombat({
    space: {
      terrain: game.model.spaces[fight.target]!.terrain,
      trench: trenchOf(next, fight, effect),
      cancelTrench: effect.cancelTrench ?? false,
      vonHutier: false,
      withdrawal: effect.withdrawal ?? false,
      fort: defendingFort({ model: game.model, state: next }, fight.target, attacker),
    },
    winner,
    margin: byAttacker - byDefender,
    attackersLeft: attackersLeft(next, fight).map((u) => unitOf(game, next, u)),
    defendersAtStart: fight.defenders.map((u) => unitOf(game, state, u)),
    defendersLeft: left.map((u) => unitOf(game, next, u)),
    fortDestroyed: fight.fortDestroyed,
  });
  // They Shall Not Pass, Backs To The Wall (Deluxe), Haig (Deluxe, the turn it is played): the defenders do not retreat.
  const haig = haigCancelsRetreat(
    { model: game.model, state: next },
    attacker,
    fight.attackers,
    fight.target,
    fight.defenders,
  );
  const retreat = (effect.noRetreat || haig) && !effect.withdrawal ? 0 : after.retreat;
  if (haig && !effect.noRetreat && !effect.withdrawal && after.retreat > 0 && left.length > 0)
    events.push({ kind: 'haig-no-retreat', card: HAIG, space: fight.target, rule: '9.5.1' });
  next = withFight(next, { ...next.fight!, winner, retreat, retreating: retreat > 0 ? left : [] });
  if (retreat > 0 && left.length > 0) {
    next = withFight(next, { ...next.fight!, mayCancel: after.canCancelRetreat });
    return settleRetreat(game, push(next, { name: 'retreat', side: defender }), m, events);
  }
  // 12.7.1: an advance when the defenders are gone, or into an unoccupied fort only once it is destroyed.
  return toAdvance(game, next, m, events, after.advance && (retreat > 0 || left.length === 0));
}

/** 9.5.4.2–9.5.4.3: the winner keeps his cards face up, the loser (both, on a tie) discards them; `*` cards go. */
function settleCards(
  game: Game,
  state: PogState,
  fight: Fight,
  attacker: Side,
  winner: Role | 'none',
  events: GameEvent[],
): PogState {
  const retained = { cp: [...(state.retained?.cp ?? [])], ap: [...(state.retained?.ap ?? [])] };
  const discard = { cp: [...state.discard.cp], ap: [...state.discard.ap] };
  const removed = { cp: [...state.removed.cp], ap: [...state.removed.ap] };
  for (const role of ['attacker', 'defender'] as const) {
    const side = sideOf(fight, role, attacker);
    for (const card of fight.cards[role]) {
      const rule = combatCardRule({ model: game.model, state }, card);
      const star = game.cardById.get(card)?.remove ?? false;
      const keeps = winner === role || (winner === 'none' && (rule?.survivesTie ?? card === THEY_SHALL_NOT_PASS));
      retained[side] = retained[side].filter((c) => c !== card);
      if (star) removed[side].push(card);
      else if (keeps && !rule?.oncePerTurn) retained[side].push(card);
      else discard[side].push(card);
    }
  }
  if (fight.cards.attacker.length + fight.cards.defender.length > 0)
    events.push({ kind: 'combat-cards-settled', winner, rule: '9.5.4.2' });
  return { ...state, retained, discard, removed };
}

/** 12.5.4: units with no way out are eliminated (armies for good), once the defender may no longer cancel. */
function settleRetreat(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
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
function toAdvance(game: Game, state: PogState, m: Machine, events: GameEvent[], allowed: boolean): PogState {
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

function endFight(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
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

/** The combat actions: declaring, cards and flank, losses, retreat, advance. */
export function applyCombat(game: Game, state: PogState, by: Side, action: PogAction, dice: Dice, m: Machine): Applied {
  const frame = top(state)!;
  const p: Position = { model: game.model, state };
  const events: GameEvent[] = [];
  const ok = (next: PogState, reveals = false): Applied => ({
    ok: true,
    state: next,
    events,
    ...(reveals ? { reveals } : {}),
  });
  switch (action.type) {
    case 'attack': {
      if (frame.name !== 'attack') return refuse('wrong-prompt', '12.1');
      const fought = state.fought ?? [];
      const problem = attackProblem(p, by, action.target, action.units, fought);
      if (problem) return { ok: false, problem };
      const retreated = state.retreated ?? [];
      const inSpace = defendersOf(p, action.target, by);
      const fight: Fight = {
        target: action.target,
        attackers: [...action.units],
        defenders: inSpace.filter((u) => !retreated.includes(u)),
        refugees: inSpace.filter((u) => retreated.includes(u)),
        cards: { attacker: [], defender: [] },
        flank: null,
        inflicted: {},
        owed: [],
        fortDestroyed: false,
        retreat: 0,
        retreating: [],
        mayCancel: false,
        vacated: [],
      };
      events.push({ kind: 'attack', side: by, target: action.target, units: [...action.units], rule: '12.2.2' });
      // The picture marks the defending space and the spaces attacking it.
      const from = [...new Set(action.units.map((u) => state.units[u]!.at))];
      const combat = [...new Set([...(state.last.combat ?? []), action.target, ...from])];
      let next: PogState = { ...state, fought: [...fought, ...action.units], fight, last: { ...state.last, combat } };
      // AP #46 Brusilov: its once-an-action trench cancel, spent on the first attack it applies to.
      if (brusilovCancelsTrench(p, by, action.units, action.target)) {
        next = spendBrusilov(withFight(next, { ...fight, trenchCancelledBy: BRUSILOV }));
        events.push({ kind: 'event-trench-cancelled', card: BRUSILOV, space: action.target, rule: '9.5.1' });
      }
      next = offensive(game, next, by, action.units, action.target, events);
      return ok(beforeTheRoll(game, next, by));
    }
    case 'attacked': {
      if (frame.name !== 'attack') return refuse('wrong-prompt', '12.1');
      return ok(m.finish(pop(state), by, events));
    }
    case 'cc': {
      if (frame.name !== 'combat-cards') return refuse('wrong-prompt', '9.5.4');
      const fight = state.fight!;
      const fromHand = state.hand[by].includes(action.card);
      const kept = (state.retained?.[by] ?? []).includes(action.card);
      if (!fromHand && !kept) return refuse('not-in-hand', '9.5.4', { card: action.card });
      const rule = combatCardRule(p, action.card);
      if (!rule) return refuse('cc-not-combat-card', '9.5.4', { card: action.card });
      if (!windowsOpen(fight, frame.role).includes(rule.window))
        return refuse('cc-wrong-window', '12.2.1', { card: action.card, window: rule.window });
      if (fight.cards[frame.role].includes(action.card))
        return refuse('cc-used-this-round', '9.5.4.4', { card: action.card });
      const attacker = frame.role === 'attacker' ? by : other(by);
      const c = cardCombat(game, state, fight, attacker, rule.window);
      const problem = combatCardProblem(p, by, action.card, rule.window, c);
      if (problem) return { ok: false, problem };
      const card = game.cardById.get(action.card)!;
      events.push({ kind: 'combat-card', side: by, role: frame.role, card: action.card, kept, rule: '9.5.4.1' });
      let next: PogState = {
        ...state,
        hand: fromHand ? { ...state.hand, [by]: state.hand[by].filter((c) => c !== action.card) } : state.hand,
        // A card kept face up (9.5.4.2) is in this combat now, until the combat sends it back or away.
        ...(kept
          ? { retained: { ...state.retained!, [by]: state.retained![by].filter((c) => c !== action.card) } }
          : {}),
        ccUsed: [...(state.ccUsed ?? []), action.card],
        fight: {
          ...fight,
          cards: { ...fight.cards, [frame.role]: [...fight.cards[frame.role], action.card] },
          ...(kept ? { kept: [...(fight.kept ?? []), action.card] } : {}),
        },
      };
      // CP #55 Lloyd George: Michael, Blücher or Peace Offensive end its effect.
      const lloydGeorge = afterCombatCard(next, action.card);
      if (lloydGeorge.ended) events.push({ kind: 'lloyd-george-ended', card: action.card, rule: '9.5.1' });
      next = lloydGeorge.state;
      if (fromHand && card.warStatus > 0) {
        // 9.5.1.3: a combat card's War Status counts when it is played.
        const ws = warStatusAfter(state.warStatus[by], state.combinedWarStatus, state.commitment[by], card.warStatus);
        next = {
          ...next,
          warStatus: { ...next.warStatus, [by]: ws.ws },
          combinedWarStatus: ws.cws,
          events: [...next.events, action.card],
        };
      }
      // CP #64 Alberich (Deluxe): no combat.
      if (rule.effect(p, c).cancelAttack) return ok(cancelAttack(game, pop(next), action.card, m, events), true);
      return ok(next, true);
    }
    case 'flank': {
      if (frame.name !== 'combat-cards' || frame.role !== 'attacker') return refuse('wrong-prompt', '12.3');
      const problem = flankAttemptProblem(game, state, by, action.front);
      if (problem) return { ok: false, problem };
      const fight = state.fight!;
      const wireless = effectOf(game, state, fight, by).flankSuccess ?? false;
      const isolated = isolatedSpaces(game, state, fight, by, action.front);
      const attempt = rollFlank(dice, isolated, wireless);
      events.push({
        kind: 'flank',
        side: by,
        front: action.front,
        die: attempt.flank.die,
        drm: attempt.flank.drm,
        success: attempt.flank.success,
        rule: '12.3.3',
      });
      const flank = {
        front: action.front,
        die: attempt.flank.die,
        drm: attempt.flank.drm,
        success: attempt.flank.success,
      };
      return ok({ ...state, fight: { ...fight, flank } });
    }
    case 'fight': {
      // Great Retreat: the defender stops retreating before the roll.
      if (frame.name === 'retreat' && frame.card) return ok(afterRetreatBeforeRoll(game, pop(state), m, events));
      if (frame.name !== 'combat-cards') return refuse('wrong-prompt', '12.2.6');
      if (frame.role === 'attacker')
        return ok(push(pop(state), { name: 'combat-cards', side: other(by), role: 'defender' }));
      // Both sides have played their cards: fire (12.2.7–12.2.9).
      const fight = state.fight!;
      const attacker = other(by);
      const effect = effectOf(game, state, fight, attacker);
      let next = pop(state);
      const order = effect.attackerFirst
        ? 'attacker'
        : fight.flank
          ? fight.flank.success
            ? 'attacker'
            : 'defender'
          : 'both';
      if (order === 'both') {
        next = fire(game, next, 'attacker', false, dice, events);
        next = fire(game, next, 'defender', false, dice, events);
        // 12.2.1 step 9: the defender takes its losses first.
        next = withFight(next, { ...next.fight!, owed: ['defender', 'attacker'] });
      } else {
        next = fire(game, next, order, false, dice, events);
        next = withFight(next, { ...next.fight!, owed: [order === 'attacker' ? 'defender' : 'attacker'] });
      }
      return ok(proceed(game, next, dice, m, events));
    }
    case 'losses': {
      if (frame.name !== 'losses') return refuse('wrong-prompt', '12.4');
      const choices = lossChoices(game, state, frame.role, frame.ln);
      const choice = choices[action.choice - 1];
      if (!choice) return refuse('loss-choice-range', '12.4.3', { count: choices.length });
      let next = takeLosses(game, pop(state), frame.role, frame.ln, choice, events);
      next = withFight(next, { ...next.fight!, owed: next.fight!.owed.slice(1) });
      return ok(proceed(game, next, dice, m, events));
    }
    case 'retreat': {
      if (frame.name !== 'retreat') return refuse('wrong-prompt', '12.5');
      const fight = state.fight!;
      const options = retreatOptions(game, state, action.unit);
      if (!fight.retreating.includes(action.unit)) return refuse('not-retreating', '12.5.1', { unit: action.unit });
      if (!options.some((o) => o.join('/') === action.path.join('/')))
        return refuse('retreat-path', '12.5.7', { unit: action.unit, space: action.path[action.path.length - 1]! });
      const moved = retreatMove(game, state, by, action.unit, action.path, events);
      if (frame.card) return ok(greatRetreatStep(game, moved, m, events));
      const next: PogState = {
        ...moved,
        fight: {
          ...moved.fight!,
          vacated: action.path.length === 2 ? [...fight.vacated, action.path[0]!] : fight.vacated,
          // 12.5.3: once a unit has retreated, the retreat can no longer be cancelled.
          mayCancel: false,
        },
      };
      return ok(settleRetreat(game, next, m, events));
    }
    case 'hold': {
      if (frame.name !== 'retreat') return refuse('wrong-prompt', '12.5.3');
      const fight = state.fight!;
      if (!fight.mayCancel) return refuse('cannot-cancel-retreat', '12.5.3', { space: fight.target });
      if (!fight.retreating.includes(action.unit)) return refuse('not-retreating', '12.5.3', { unit: action.unit });
      const steps = fight.retreating.reduce((n, u) => n + (state.units[u]!.strength === 'full' ? 2 : 1), 0);
      if (steps < 2) return refuse('cannot-cancel-retreat', '12.5.3', { space: fight.target });
      const u = state.units[action.unit]!;
      const side = by;
      const units = {
        ...state.units,
        [action.unit]:
          u.strength === 'full'
            ? { ...u, strength: 'reduced' as const }
            : { at: ELIMINATED_BOX[side], strength: 'full' as const },
      };
      events.push({ kind: 'retreat-cancelled', side: by, unit: action.unit, space: fight.target, rule: '12.5.3' });
      const next: PogState = { ...state, units, fight: { ...fight, retreating: [], retreat: 0 } };
      return ok(toAdvance(game, pop(next), m, events, false));
    }
    case 'advance': {
      if (frame.name !== 'advance') return refuse('wrong-prompt', '12.7');
      const fight = state.fight!;
      const ready = advancers(game, state);
      if (!action.units.every((u) => ready.includes(u)) || new Set(action.units).size !== action.units.length)
        return refuse('cannot-advance', '12.7.1', { unit: action.units.find((u) => !ready.includes(u)) ?? '' });
      const from = state.units[action.units[0]!]!.at;
      if (!action.units.every((u) => state.units[u]!.at === from)) return refuse('advance-together', '12.7.1');
      const paths = advancePaths(p, by, action.units, fight.target, fight.vacated, fight.retreat === 2);
      const path = paths.get(action.to);
      if (!path) return refuse('advance-where', '12.7', { space: action.to });
      let next = m.enter(state, by, action.units, from, path, events);
      events.push({ kind: 'advance', side: by, units: [...action.units], to: action.to, rule: '12.7' });
      if (advancers(game, next).length === 0) next = endFight(game, pop(next), m, events);
      return ok(next);
    }
    case 'advanced': {
      if (frame.name !== 'advance') return refuse('wrong-prompt', '12.7');
      return ok(endFight(game, pop(state), m, events));
    }
    default:
      return refuse('wrong-prompt', '12.0');
  }
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
function cancelAttack(game: Game, state: PogState, card: string, m: Machine, events: GameEvent[]): PogState {
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

/** 12.5: a unit of the fight retreats along `path`; it no longer retreats in this fight. */
function retreatMove(
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

/**
 * After the declaration, before any card or roll (AP #27 Great Retreat: "declared before the die is rolled"): the
 * defender may retreat one space the attacked Russian units that have a way out; otherwise the attacker's cards.
 */
function beforeTheRoll(game: Game, state: PogState, attacker: Side): PogState {
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
function greatRetreatStep(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
  const fight = state.fight!;
  const able = fight.retreating.filter((u) => retreatOptions(game, state, u).length > 0);
  if (able.length > 0) return withFight(state, { ...fight, retreating: able });
  return afterRetreatBeforeRoll(game, pop(state), m, events);
}

/**
 * Great Retreat's end: if no unit retreated, or something is left to defend (units, an intact fort), the combat goes
 * on against what is left; otherwise there is no combat and the attacker's full-strength units may advance (12.7).
 */
function afterRetreatBeforeRoll(game: Game, state: PogState, m: Machine, events: GameEvent[]): PogState {
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

/** 7.1.3–7.1.8: whether this attack makes the side's Mandated Offensive, or costs the French Mutiny's VP. */
function offensive(
  game: Game,
  state: PogState,
  side: Side,
  units: readonly string[],
  target: string,
  events: GameEvent[],
): PogState {
  const p: Position = { model: game.model, state };
  const made = state.offensiveMade ?? [];
  if (made.includes(side)) return state;
  const box = state.mandated[side];
  if (mutinyPenalty(p, side, box, units)) {
    events.push({ kind: 'mutiny-penalty', side, vp: 1, rule: '7.1.8' });
    return { ...state, vp: state.vp + 1, offensiveMade: [...made, side] };
  }
  if (!makesOffensive(p, side, box, units, target)) return state;
  events.push({ kind: 'offensive-made', side, offensive: box, rule: '7.1.3' });
  return { ...state, offensiveMade: [...made, side] };
}
