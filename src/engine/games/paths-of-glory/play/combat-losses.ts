import type { GameEvent } from '../../../core/game.js';
import { ELIMINATED_BOX, RESERVE_BOX, type Side } from '../model.js';
import { labelOf } from '../notation.js';
import { defendingFort } from '../rules/attack.js';
import { combatCardRule, type CardCombat } from '../rules/combat-cards.js';
import { legalAllocations, replacesArmy, type LossAllocation } from '../rules/losses.js';
import { unitInSupply } from '../rules/supply.js';
import { attackersLeft, attackingSide, defendersLeft, sideOf, unitOf, withFight } from './combat-fight.js';
import type { Game } from './setup.js';
import { GONE, type Fight, type PogState, type Role } from './state.js';

/**
 * A combat's losses (12.4, 12.6 Withdrawal): the legal ways to take a loss number and the counters each means (the
 * reserve corps that replace an army, the step Withdrawal gives back), what no loss may ever do, and a loss taken:
 * the units reduced, eliminated or brought in, a fort destroyed, the corps that came in fighting on.
 */

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

export function takeLosses(
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
