import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Problem } from '../../../core/explain.js';
import type { Side } from '../model.js';
import { disorderEffect } from '../rules/disorder.js';
import { squareMoveHexes } from '../rules/assault-position.js';
import { inEnemyZoc, isVertex } from '../rules/position.js';
import { evade, evadeAdvance, evadeNeeds, nextEvade } from './evade.js';
import { chargeNeeds, checkChargeOf, endChargeIfDue, recallCharge, respond } from './charge.js';
import { declare, resolveNeeds, resolveNext, rollCommitments } from './declare.js';
import { positionOf } from './position.js';
import { pursue, pursueIfDue, pursuitCharge, pursuitNeeds } from './pursuit.js';
import { isFrenchCommand, sideOf, type Game } from './setup.js';
import {
  EARLIEST_ACTIVATION,
  FRENCH_COMMANDS,
  REDOUBT,
  RUSSIAN_LATE,
  RUSSIAN_LATE_TURN,
  formationOf,
} from './shevardino.js';
import {
  ELIMINATED,
  OFF,
  RECOVERY,
  RETURNING,
  WITHDRAWN,
  type BorodinoAction,
  type BorodinoState,
  type Need,
  type UnitState,
} from './state.js';
import { counterOffer, counterProblem, fire, fireNeeds, fireTargetRefusal, fireTargetsOf } from './fire.js';
import {
  assaultNeeds,
  breakthroughIfDue,
  chooseSecondary,
  declaredTargets,
  offerSecondary,
  secondaryAssault,
  secondaryNeeds,
} from './assault.js';
import { applyMove, extendedProblem, movers } from './move.js';
import { offerWithdrawal, withdraw } from './withdraw.js';
import { askAdvanceFacing, faceAdvance } from './advance-facing.js';
import { advanceTie, chooseAdvance, settleTie } from './advance-tie.js';
import { advanceIfDue, applyRetreat, throughChecks, throughNeeds } from './retreat.js';
import { collapseAll, placeHexes, rallyable, recover, recoverable, rallyUnit } from './morale.js';
import { restack } from './restack.js';
import { barrageNow, partnersProblem } from './barrage.js';
import { closedTo, flankBars, flankEndTurn, flankUnder } from './flank.js';
import { bridgeNeeds, resolveBridge } from './bridge.js';
import { learn, missing, rangeFor } from './values.js';
import {
  beginOcMovement,
  endSeptemberActivation,
  reserveDisorder,
  reserveNeeds,
  septemberAction,
  septemberOver,
  startSeptemberTurn,
} from './september.js';

/**
 * Applies a player's action to the state (3.0's sequence for the Shevardino scenario, the README): set-up facing,
 * the French command activation, each side's activation (fire 8.0, movement 7.0, assault 9.0, rally 10.1), the Morale
 * Phase (10.5, 10.2–10.4) and the victory at the end of turn 5. Pure: the dice are the only input besides the state.
 */

export type Applied =
  | { readonly ok: true; readonly state: BorodinoState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly problem: Problem };

export const refuse = (code: string, rule: string, params?: Problem['params']): Applied => ({
  ok: false,
  problem: { code, rule, ...(params ? { params } : {}) },
});

export const withUnit = (state: BorodinoState, id: string, change: Partial<UnitState>): BorodinoState => ({
  ...state,
  units: { ...state.units, [id]: { ...state.units[id]!, ...change } },
});

/** The values the game waits for now (a declared fire or assault), in the order they are asked. */
export function pendingNeeds(game: Game, state: BorodinoState): Need[] {
  if (!state.pending) return [];
  if (state.pending.kind === 'bridge') return bridgeNeeds(game, state, state.pending); // SR5
  if (state.pending.kind === 'resolve') return missing(game, state, resolveNeeds(game, state, state.pending.hex));
  const wanted =
    state.pending.kind === 'fire'
      ? fireNeeds(game, state, state.pending)
      : state.pending.kind === 'charge'
        ? [...chargeNeeds(game, state, state.pending), ...evadeNeeds(game, state, state.pending)]
        : state.pending.kind === 'through'
          ? throughNeeds(game, state, state.pending)
          : state.pending.kind === 'pursuit'
            ? [...pursuitNeeds(game, state, state.pending), ...evadeNeeds(game, state, state.pending)]
            : state.pending.kind === 'secondary'
              ? secondaryNeeds(game, state, state.pending)
              : [...assaultNeeds(game, state, state.pending), ...evadeNeeds(game, state, state.pending)];
  return missing(game, state, wanted);
}

/** The sides that may act now: the owner of a value asked for, of a unit to retreat, else the side whose step it is. */
export function actingSide(game: Game, state: BorodinoState): Side | null {
  if (state.over) return null;
  const need = pendingNeeds(game, state)[0];
  if (need) return sideOf(game, need.unit);
  const retreat = state.retreats[0];
  if (retreat) return sideOf(game, retreat.unit);
  // 9.31: the target retreats before the assault or not; then the attacker advances or not.
  const evading = state.evade;
  if (evading) {
    const defender = sideOf(game, evading.units[0]!);
    return evading.stage === 'defender' ? defender : defender === 'french' ? 'russian' : 'french';
  }
  // 9.81: the charged side answers (step 4), the charger recalls or not (step 5).
  const charge = state.charge;
  if (charge) {
    const charger = sideOf(game, charge.units[0]!);
    return charge.stage === 'respond' ? (charger === 'french' ? 'russian' : 'french') : charger;
  }
  // 9.71: the attacker chooses which of the stacks tied on Cohesion advances.
  if (advanceTie(game, state).length > 0) return sideOf(game, state.advance!.units[0]!);
  // 7.39: the cavalry whose ZOC enemy infantry entered withdraws or stays; 9.71: the side that advanced faces.
  if (state.withdrawal) return sideOf(game, state.withdrawal.units[0]!);
  if (state.advanceFacing) return sideOf(game, state.advanceFacing.units[0]!);
  // 9.87: the pursuing cavalry charges or stops.
  if (state.pursuit) return sideOf(game, state.pursuit.units[0]!);
  // 9.73: the side offered a Secondary Assault makes it or not.
  if (state.secondary) return sideOf(game, state.secondary.units[0]!);
  // 8.7: the artillery fired on answers or not.
  if (state.counterBattery) return sideOf(game, state.counterBattery.units[0]!);
  return state.side;
}

export const isActive = (state: BorodinoState, unit: string): boolean =>
  state.active.includes(formationOf(unit)) && !septemberBars(state, unit);

/**
 * 7 September: a unit of an active group that may not act in this step: a Command that failed its Individual Orders
 * only Rallies (5.28), SR3's Guard chain without Napoleon's Orders does nothing, a Reserve activation leaves the units next to the enemy out (5.52), and the Russian Reserve
 * without Orders does not move (SR1).
 */
function septemberBars(state: BorodinoState, unit: string): boolean {
  const s = state.september;
  if (!s) return false;
  if (s.inert?.includes(unit)) return true;
  // SR14: the Flanking Command's units act with its AM alone once boxed; Under Orders, a 5.28 failure does not idle them.
  if (flankBars(state, unit)) return true;
  if (s.idle.includes(unit) && !(flankUnder(state, unit) && s.reserve === null))
    return state.step !== 'rally' || s.reserve !== null;
  return state.step === 'move' && s.fixed.includes(unit);
}

/** Shevardino: the inactive French commands the French may activate this turn. */
export function activatable(state: BorodinoState): string[] {
  return FRENCH_COMMANDS.filter((c) => !state.active.includes(c) && state.turn >= (EARLIEST_ACTIVATION[c] ?? 1));
}

/** 9.61, 9.66, SR11, SR13: a Disorder result on a unit: flipped, or Withdrawn, or eliminated. */
export function disorder(game: Game, state: BorodinoState, id: string, events: GameEvent[]): BorodinoState {
  const unit = game.units.get(id);
  const u = state.units[id];
  if (!unit || !u) return state;
  const effect = disorderEffect(unit.kind, u.disordered);
  events.push({ kind: 'disorder', unit: id, effect });
  // 9.85: a square that suffers a Disorder is dissolved.
  const { square: _square, ...rest } = u;
  const s = { ...state, units: { ...state.units, [id]: rest } };
  if (effect === 'disordered') return withUnit(s, id, { disordered: true });
  return withUnit(s, id, { at: effect === 'withdrawn' ? WITHDRAWN : ELIMINATED, disordered: true });
}

function startTurn(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  if (state.september) return startSeptemberTurn(game, state, events);
  let s = state;
  // Shevardino: the 2nd Grenadiers and VIII Corps' infantry are active from turn 2.
  if (s.turn >= RUSSIAN_LATE_TURN) {
    const late = RUSSIAN_LATE.filter((f) => !s.active.includes(f));
    if (late.length > 0) {
      s = { ...s, active: [...s.active, ...late] };
      events.push({ kind: 'russians-active', formations: late });
    }
  }
  events.push({ kind: 'turn', turn: s.turn });
  if (activatable(s).length > 0) return { ...s, step: 'activate', side: 'french' };
  return beginActivation(s, 'french', events);
}

/** 3.0 C: a side's activation begins: its units' markers of the last one are lifted (7.36's Fire – ½ Move). */
export function beginActivation(state: BorodinoState, side: Side, events: GameEvent[]): BorodinoState {
  const units: Record<string, UnitState> = {};
  for (const [id, u] of Object.entries(state.units)) {
    const {
      fired: _f,
      acted: _a,
      moved: _m,
      from: _from,
      assaulted: _as,
      counterFired: _c,
      secondary: _s,
      ...rest
    } = u;
    units[id] = rest;
  }
  events.push({ kind: 'activation', side });
  return {
    ...state,
    units,
    step: 'fire',
    side,
    entered: [],
    extended: [],
    assaultedHexes: [],
    declared: [],
    rolled: false,
  };
}

function endTurn(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  // 10.4: the WITHDRAWN BOX moves to the RECOVERY BOX for the next turn's attempts.
  const units: Record<string, UnitState> = {};
  for (const [id, u] of Object.entries(state.units)) units[id] = u.at === WITHDRAWN ? { ...u, at: RECOVERY } : u;
  // SR14: at the end of the turn Napoleon ordered the flank maneuver, its units go to the FLANK MANEUVER box.
  const s = flankEndTurn(game, { ...state, units }, events);
  if (s.september && s.turn >= s.turns) return septemberOver(game, s, events);
  if (s.turn >= s.turns) {
    // Shevardino: "Chi occupa il trinceramento di Schevardino alla fine del 5° turno vince."
    const holders = new Set(
      Object.entries(s.units)
        .filter(([, u]) => u.at === REDOUBT)
        .map(([id]) => sideOf(game, id)),
    );
    const winner = holders.size === 1 ? [...holders][0]! : null;
    events.push({ kind: 'over', winner, hex: REDOUBT });
    return { ...s, over: { winner, reason: winner ? 'redoubt' : 'nobody' } };
  }
  return startTurn(game, { ...s, turn: s.turn + 1 }, events);
}

/** Ends the current step and moves to the next of 3.0's sequence. */
function done(game: Game, state: BorodinoState, by: Side, dice: Dice, events: GameEvent[]): Applied {
  switch (state.step) {
    case 'orders':
    case 'first-am':
    case 'individual':
    case 'reserve':
    case 'oc-move':
    case 'destruction':
    case 'flank':
      return refuse('wrong-step', '3.0');
    case 'setup':
      if (by === 'french') return { ok: true, state: { ...state, side: 'russian' }, events };
      return { ok: true, state: startTurn(game, state, events), events };
    case 'activate':
      return { ok: true, state: beginActivation(state, 'french', events), events };
    case 'fire':
      // 8.21: the Barrage AM's activation is its Fire step alone.
      if (barrageNow(state)) return septemberNext(game, state, dice, events);
      return { ok: true, state: { ...state, step: 'move' }, events };
    case 'move':
      return { ok: true, state: { ...state, step: 'assault' }, events };
    case 'assault':
      // 9.46: the Commitments of the assaults declared are rolled, and the committed ones resolved, first.
      if ((state.declared?.length ?? 0) > 0) return refuse('declared-first', '9.46');
      // 5.53: a Reserve activation has no Rally step; 5.55: its artillery that fired rolls for Disorder.
      if (state.september?.reserve) {
        const fired = Object.entries(state.units)
          .filter(([id, u]) => u.fired && isActive(state, id) && game.units.get(id)?.kind === 'artillery')
          .map(([id]) => id);
        return septemberNext(game, reserveDisorder(game, state, fired, true, dice, events), dice, events);
      }
      return { ok: true, state: { ...state, step: 'rally' }, events };
    case 'rally':
      if (state.september) return septemberNext(game, state, dice, events);
      if (by === 'french') return { ok: true, state: beginActivation(state, 'russian', events), events };
      return { ok: true, state: beginMorale(game, state, events), events };
    case 'morale': {
      // 10.2, 10.3: every unit in the RECOVERY BOX rolls, and a recovered one goes back where it may.
      if (recoverable(game, state, by).length > 0) return refuse('recovery-first', '10.2');
      if (Object.keys(state.units).some((id) => sideOf(game, id) === by && placeHexes(game, state, id).length > 0))
        return refuse('place-first', '10.3');
      if (by === 'french') return { ok: true, state: { ...state, side: 'russian' }, events };
      // 3.0 F: on 7 September the OC Movement Phase closes the turn.
      if (state.september) return { ok: true, state: beginOcMovement(game, state, dice, events), events };
      return { ok: true, state: endTurn(game, state, events), events };
    }
  }
}

/** 5.44: the 7 September activation is over: the next AM, the next Reserve activation, or the Morale Phase. */
function septemberNext(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): Applied {
  const next = endSeptemberActivation(game, state, dice, events);
  return { ok: true, state: next === 'morale' ? beginMorale(game, state, events) : next, events };
}

/** 3.0 E: the Morale Phase: Collapse first (10.51), then recovery side by side (French first, the README). */
function beginMorale(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  const collapsed = collapseAll(game, state, events);
  return { ...collapsed, step: 'morale', side: 'french' };
}

export function applyAction(game: Game, state: BorodinoState, by: Side, action: BorodinoAction, dice: Dice): Applied {
  if (state.over) return refuse('game-over', '3.0');
  if (action.type === 'correct') return correct(game, state, action);
  const acting = actingSide(game, state);
  if (acting !== by) return refuse('not-your-turn', '3.0', { side: acting ?? '' });
  const events: GameEvent[] = [];

  // A value asked for (the book lacks it): only the one asked now, or one the acting side's own menu asks.
  if (action.type === 'value') return giveValue(game, state, by, action, dice);
  if (state.pending) return refuse('values-first', '2.2');
  if (state.retreats.length > 0) {
    if (action.type !== 'retreat') return refuse('retreat-first', '9.62');
    const applied = applyRetreat(game, state, action, events);
    if (!applied.ok) return applied;
    // 9.65: the stacks retreated through check their Cohesion (once their values are known).
    if (applied.state.pending) return resolveWhenKnown(game, applied.state, dice, events);
    return { ok: true, state: afterCombat(game, applied.state, events), events };
  }
  if (state.evade) {
    if (action.type === 'evade') {
      const evaded = evade(game, state, action, dice, events);
      return evaded.ok ? resolveWhenKnown(game, evaded.state, dice, events) : evaded;
    }
    if (action.type === 'evade-advance') return settled(game, evadeAdvance(game, state, action, events), events);
    return refuse('evade-first', '9.31');
  }
  if (state.charge) {
    if (action.type === 'respond') return settled(game, respond(game, state, action, dice, events), events);
    if (action.type === 'recall') return settled(game, recallCharge(game, state, action, dice, events), events);
    return refuse(state.charge.stage === 'respond' ? 'charge-respond-first' : 'charge-recall-first', '9.81');
  }
  if (state.pursuit) {
    if (action.type !== 'pursue') return refuse('pursuit-first', '9.87');
    const chosen = pursue(game, state, action, events);
    if (!chosen.ok) return chosen;
    return chosen.state.pending ? resolveWhenKnown(game, chosen.state, dice, events) : settled(game, chosen, events);
  }
  if (state.secondary) {
    if (action.type !== 'secondary') return refuse('secondary-first', '9.73');
    const chosen = chooseSecondary(game, state, action.hex, events);
    if (!chosen.ok) return chosen;
    return chosen.state.pending ? resolveWhenKnown(game, chosen.state, dice, events) : settled(game, chosen, events);
  }
  if (state.counterBattery) {
    if (action.type === 'counter') return answerCounter(game, state, action, dice, events);
    return refuse('counter-first', '8.7');
  }
  if (state.withdrawal) {
    if (action.type !== 'withdraw') return refuse('withdraw-first', '7.39');
    return withdraw(game, state, action, events);
  }
  if (advanceTie(game, state).length > 0) {
    if (action.type !== 'advance-by') return refuse('advance-by-first', '9.71');
    return settled(game, chooseAdvance(game, state, action, events), events);
  }
  if (state.advanceFacing) {
    if (action.type !== 'advance-face') return refuse('advance-face-first', '9.71');
    return settled(game, faceAdvance(game, state, action, events), events);
  }

  const september = septemberAction(game, state, by, action, dice, events);
  if (september === 'morale') return { ok: true, state: beginMorale(game, state, events), events };
  if (september === 'end-turn') return { ok: true, state: endTurn(game, state, events), events };
  if (september) return september;

  switch (action.type) {
    case 'order':
    case 'pick':
    case 'go':
    case 'individual':
    case 'reserve':
    case 'oc-move':
    case 'command-value':
    case 'burn':
    case 'bridge':
    case 'flank':
    case 'flank-recall':
      return refuse('wrong-step', '3.0');
    case 'done':
      return done(game, state, by, dice, events);
    case 'face-all':
    case 'face':
      return face(game, state, by, action, events);
    case 'activate': {
      if (state.step !== 'activate') return refuse('wrong-step', '3.0');
      if (!isFrenchCommand(action.command) || !activatable(state).includes(action.command))
        return refuse('not-activatable', 'Shevardino', { command: action.command });
      events.push({ kind: 'activate', command: action.command });
      const s = { ...state, active: [...state.active, action.command] };
      return { ok: true, state: beginActivation(s, 'french', events), events };
    }
    case 'fire': {
      if (state.step !== 'fire') return refuse('wrong-step', '3.0');
      const targets = fireTargetsOf(game, state, by, action.unit);
      if (!targets.ok) return targets;
      if (!targets.targets.includes(action.target)) return fireTargetRefusal(game, state, action.unit, action.target);
      const partners = action.with ?? [];
      const combined = partnersProblem(game, state, action.unit, action.target, partners);
      if (combined) return combined;
      if (missing(game, state, reserveNeeds(game, state, action.unit)).length > 0)
        return refuse('values-first', '5.55');
      return resolveWhenKnown(
        game,
        {
          ...state,
          pending: {
            kind: 'fire',
            unit: action.unit,
            target: action.target,
            ...(partners.length ? { with: partners } : {}),
          },
        },
        dice,
        events,
      );
    }
    case 'move':
    case 'enter': {
      if (state.step !== 'move') return refuse('wrong-step', '3.0');
      const entering = action.type === 'enter';
      const may = movers(game, state, by);
      if (!(entering ? may.enter : may.move).includes(action.unit))
        return refuse(entering ? 'enter-not-now' : 'move-not-now', entering ? '7.41' : '7.31', { unit: action.unit });
      if (missing(game, state, reserveNeeds(game, state, action.unit)).length > 0)
        return refuse('values-first', '5.54');
      const moved = applyMove(game, state, action.unit, action.path, entering, events);
      if (!moved.ok) return moved;
      // 5.54: a unit moved in a Reserve activation rolls for Disorder at the end of its move.
      const rolled = reserveDisorder(game, moved.state, [action.unit], false, dice, events);
      // 7.39: infantry stopped in the ZOC of enemy cavalry, which may withdraw.
      return { ...moved, state: offerWithdrawal(game, rolled, action.unit, events) };
    }
    case 'commit':
      if (state.step !== 'assault' || state.rolled || (state.declared?.length ?? 0) === 0)
        return refuse('commit-not', '9.46');
      return settled(game, rollCommitments(game, state, dice, events), events);
    case 'resolve':
      if (state.step !== 'assault') return refuse('wrong-step', '3.0');
      // The values it reads as the units stand now are asked first (resolveNeeds), then it is resolved.
      return resolveWhenKnown(game, { ...state, pending: { kind: 'resolve', hex: action.hex } }, dice, events);
    case 'assault': {
      if (state.step !== 'assault') return refuse('wrong-step', '3.0');
      // 9.44: every assault is declared before the Commitments are rolled.
      if (state.rolled) return refuse('declare-after-commit', '9.44');
      const wrong = declaredTargets(game, state, by, action.hex, [action.target, ...(action.also ?? [])]);
      if (wrong) return wrong;
      const also = action.also && action.also.length > 0 ? { also: action.also } : {};
      return resolveWhenKnown(
        game,
        { ...state, pending: { kind: 'assault', hex: action.hex, target: action.target, ...also } },
        dice,
        events,
      );
    }
    case 'charge': {
      if (state.step !== 'assault') return refuse('wrong-step', '3.0');
      if (state.rolled) return refuse('declare-after-commit', '9.44');
      const checked = checkChargeOf(game, state, by, action.hex, action.target, action.path, action.facing);
      if (!checked.ok) return checked;
      const { type: _t, ...declared } = action;
      return resolveWhenKnown(game, { ...state, pending: { kind: 'charge', ...declared } }, dice, events);
    }
    case 'evade':
    case 'evade-advance':
      return refuse('no-evade', '9.31');
    case 'respond':
      return refuse('no-charge', '9.81');
    case 'counter':
      return refuse('no-counter', '8.7');
    case 'restack':
      return restack(game, state, by, action.hex, action.unit, events);
    case 'recall':
      return refuse('no-recall', '9.82');
    case 'pursue':
      return refuse('no-pursuit', '9.87');
    case 'secondary':
      return refuse('no-secondary', '9.73');
    case 'withdraw':
      return refuse('no-withdraw', '7.39');
    case 'advance-face':
      return refuse('no-advance-face', '9.71');
    case 'advance-by':
      return refuse('no-advance-by', '9.71');
    case 'square-move': {
      if (state.step !== 'move') return refuse('wrong-step', '3.0');
      if (!squareMoves(game, state, by).some((m) => m.hex === action.hex && m.to === action.to))
        return refuse('square-move-not', '9.85', { hex: action.to });
      // 9.85: the stack moves whole, keeping its square and facing; its move of the activation (7.31).
      let s = state;
      for (const [id, u] of Object.entries(state.units))
        if (u.at === action.hex && sideOf(game, id) === by) {
          const seq = s.seq + 1;
          s = withUnit({ ...s, seq }, id, { at: action.to, stack: seq, moved: true, acted: true, from: action.hex });
        }
      events.push({ kind: 'square-move', hex: action.hex, to: action.to });
      return { ok: true, state: s, events };
    }
    case 'unsquare': {
      if (state.step !== 'move') return refuse('wrong-step', '3.0');
      const problem = unsquareProblem(game, state, by, action.hex);
      if (problem) return { ok: false, problem };
      let s = state;
      for (const [id, u] of Object.entries(state.units))
        if (u.at === action.hex && sideOf(game, id) === by && u.square) {
          const { square: _square, ...rest } = u;
          s = { ...s, units: { ...s.units, [id]: { ...rest, moved: true, acted: true } } };
        }
      events.push({ kind: 'unsquare', hex: action.hex });
      return { ok: true, state: s, events };
    }
    case 'extended': {
      if (state.step !== 'move') return refuse('wrong-step', '3.0');
      const problem = extendedProblem(game, state, by, action.command);
      if (problem) return { ok: false, problem };
      events.push({ kind: 'extended', command: action.command });
      return { ok: true, state: { ...state, extended: [...state.extended, action.command] }, events };
    }
    case 'retreat':
      return refuse('no-retreat', '9.62');
    case 'rally': {
      if (state.step !== 'rally') return refuse('wrong-step', '3.0');
      if (!rallyable(game, state, by).includes(action.unit)) return refuse('rally-not', '10.1', { unit: action.unit });
      return rallyUnit(game, state, action.unit, dice, events);
    }
    case 'recover': {
      if (state.step !== 'morale') return refuse('wrong-step', '3.0');
      if (!recoverable(game, state, by).includes(action.unit))
        return refuse('recover-not', '10.2', { unit: action.unit });
      return recover(game, state, action.unit, dice, events);
    }
    case 'place': {
      if (state.step !== 'morale') return refuse('wrong-step', '3.0');
      if (sideOf(game, action.unit) !== by || !placeHexes(game, state, action.unit).includes(action.to))
        return refuse('place-not', '10.3', { hex: action.to });
      events.push({ kind: 'returns', unit: action.unit, hex: action.to });
      const seq = state.seq + 1;
      // 6.11: put on friends, it faces as they do.
      const facing = friendsFacing(game, state, action.unit, action.to);
      const placed = withUnit(state, action.unit, { at: action.to, stack: seq, ...(facing ? { facing } : {}) });
      return { ok: true, state: { ...placed, seq }, events };
    }
  }
}

/**
 * 6.11: the facing of the friendly units already in `hex` (the units of a hex face alike), if any: that of its
 * infantry or cavalry, since artillery stacked with infantry may face its own way (6.14); artillery's when alone.
 */
export function friendsFacing(game: Game, state: BorodinoState, unit: string, hex: string): UnitState['facing'] | null {
  const side = sideOf(game, unit);
  const friends = Object.entries(state.units).filter(
    ([id, u]) => u.at === hex && id !== unit && sideOf(game, id) === side,
  );
  const bound = friends.find(([id]) => game.units.get(id)?.kind !== 'artillery') ?? friends[0];
  return bound ? bound[1].facing : null;
}

/** A fire or an assault declared: resolved now, or once the values it needs are given. */
function resolveWhenKnown(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): Applied {
  const pending = state.pending;
  if (!pending) return { ok: true, state, events };
  const asked = pendingNeeds(game, state);
  if (asked.length > 0) {
    events.push({ kind: 'asks', unit: asked[0]!.unit, name: asked[0]!.name, face: asked[0]!.face });
    return { ok: true, state, events };
  }
  const cleared = { ...state, pending: null };
  if (pending.kind === 'resolve') return settled(game, resolveNext(game, cleared, pending.hex, dice, events), events);
  // 9.31: before the Commitment, the target that may retreat before it is asked (once; 9.22: hex by hex); before a
  // pursuit charge too.
  if (pending.kind === 'assault' || pending.kind === 'charge' || pending.kind === 'pursuit') {
    const offer = nextEvade(game, state, pending);
    if (offer) {
      events.push({ kind: 'evade-offered', hex: offer.hex });
      return {
        ok: true,
        state: { ...cleared, evade: { pending, units: offer.units, stage: 'defender', hex: offer.hex } },
        events,
      };
    }
  }
  if (pending.kind === 'fire') {
    // 8.7: a counter-battery battery whose values, once given, show the firing battery out of its reach does not fire.
    if (pending.counter && counterProblem(game, cleared, pending.unit, pending.target)) {
      events.push({ kind: 'counter-cannot', unit: pending.unit, hex: pending.target });
      return { ok: true, state: cleared, events };
    }
    const fired = fire(game, cleared, pending.unit, pending.target, dice, events, pending.with);
    if (!fired.ok || fired.state.retreats.length > 0) return fired;
    // 8.7: the artillery fired on may answer, after the fire.
    const offer = counterOffer(game, fired.state, pending.unit, pending.target);
    if (!offer) return fired;
    events.push({ kind: 'counter-offered', hex: pending.target, firer: pending.unit });
    return { ok: true, state: { ...fired.state, counterBattery: offer }, events };
  }
  if (pending.kind === 'bridge') {
    // SR5: the bridge destroyed spends the Destruction AM; a battery found in range leaves the Russians to choose again.
    const after = resolveBridge(game, cleared, pending, events);
    return after.destroyed ? septemberNext(game, after.state, dice, events) : { ok: true, state: after.state, events };
  }
  if (pending.kind === 'through') return settled(game, throughChecks(game, state, pending, dice, events), events);
  if (pending.kind === 'pursuit') return settled(game, pursuitCharge(game, cleared, pending, dice, events), events);
  if (pending.kind === 'secondary')
    return settled(game, secondaryAssault(game, cleared, pending, dice, events), events);
  // 9.44: the assault or charge joins those declared (its Commitment rolled with theirs, 9.46).
  return settled(game, declare(game, cleared, pending, dice, events), events);
}

/** 8.7: the side fired on answers with one of the batteries offered (once this Activation Phase), or not. */
function answerCounter(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'counter' }>,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const offer = state.counterBattery!;
  if (action.unit === null) {
    events.push({ kind: 'counter-declined', hex: offer.hex });
    return { ok: true, state: { ...state, counterBattery: null }, events };
  }
  if (!offer.units.includes(action.unit)) return refuse('counter-not', '8.7', { unit: action.unit });
  const s = withUnit({ ...state, counterBattery: null }, action.unit, { counterFired: true });
  events.push({ kind: 'counter-battery', unit: action.unit, hex: offer.hex });
  const pending = { kind: 'fire' as const, unit: action.unit, target: offer.hex, counter: true as const };
  return resolveWhenKnown(game, { ...s, pending }, dice, events);
}

/**
 * Once the retreats are made: the advance (9.71), the pursuit (9.87), the end of a charge (9.84), then the Secondary
 * Assaults due (9.73: a Counter-assault "risolto prima di procedere alla risoluzione di qualsiasi altro Assalto").
 */
function afterCombat(game: Game, before: BorodinoState, events: GameEvent[]): BorodinoState {
  // 9.71: of the stacks tied on Cohesion, the attacker chooses the one that advances.
  const state = settleTie(game, before);
  if (advanceTie(game, state).length > 0) return state;
  // 9.87: an advance after a charge's 10+ is a pursuit; 9.73: after an infantry assault's 10+, a Breakthrough.
  const moved = advanceIfDue(game, state, events);
  // 9.71: the units that advanced choose their facing (a pursuit its own, 9.87); a Breakthrough waits for it.
  const faced = askAdvanceFacing(game, state, pursueIfDue(game, state.advance, moved, events));
  const advanced = faced.advanceFacing ? faced : breakthroughIfDue(state.advance, faced);
  return offerSecondary(game, endChargeIfDue(game, advanced, events), events);
}

function settled(game: Game, applied: Applied, events: GameEvent[]): Applied {
  return applied.ok ? { ok: true, state: afterCombat(game, applied.state, events), events } : applied;
}

/**
 * 9.85: the 1-hex moves of the side's stacks in square (`squareMoveHexes`), each of units of active commands that have
 * not moved, never where Shevardino forbids the side to go; the stack moves whole (the README's reading).
 */
export function squareMoves(game: Game, state: BorodinoState, side: Side): { hex: string; to: string }[] {
  const p = positionOf(game, state);
  const hexes = new Set(
    Object.entries(state.units)
      .filter(([id, u]) => sideOf(game, id) === side && u.square && game.hexes.has(u.at))
      .map(([, u]) => u.at),
  );
  const closed = closedTo(state, side);
  return [...hexes].sort().flatMap((hex) => {
    const here = Object.entries(state.units).filter(([id, u]) => u.at === hex && sideOf(game, id) === side);
    if (here.some(([id, u]) => !isActive(state, id) || u.moved)) return [];
    return squareMoveHexes(p, hex, side)
      .filter((to) => !closed(to)) // Shevardino's limits, SR14
      .map((to) => ({ hex, to }));
  });
}

/** 9.85: a stack of `side` in `hex` may dissolve its square (1 MP; never in an enemy ZOC). */
export function unsquareProblem(game: Game, state: BorodinoState, side: Side, hex: string): Problem | null {
  const here = Object.entries(state.units).filter(([id, u]) => u.at === hex && sideOf(game, id) === side && u.square);
  if (here.length === 0 || here.some(([id]) => !isActive(state, id)))
    return { code: 'unsquare-none', rule: '9.85', params: { hex } };
  // 7.31: a square that made its 1-hex move has moved this activation; dissolving it would be a second move.
  if (here.some(([, u]) => u.moved)) return { code: 'unsquare-moved', rule: '7.31', params: { hex } };
  if (inEnemyZoc(positionOf(game, state), side, hex)) return { code: 'unsquare-zoc', rule: '9.85', params: { hex } };
  return null;
}

function giveValue(
  game: Game,
  state: BorodinoState,
  by: Side,
  action: Extract<BorodinoAction, { type: 'value' }>,
  dice: Dice,
): Applied {
  const need: Need = { unit: action.unit, name: action.name, face: action.face };
  if (sideOf(game, action.unit) !== by) return refuse('value-not-yours', '2.2', { unit: action.unit });
  const [lo, hi] = rangeFor(game, state, need);
  if (action.value < lo || action.value > hi) return refuse('value-range', '2.2', { min: lo, max: hi });
  if (missing(game, state, [need]).length === 0) return refuse('value-known', '2.2', { unit: action.unit });
  const asked = pendingNeeds(game, state)[0];
  if (state.pending && (!asked || asked.unit !== need.unit || asked.name !== need.name || asked.face !== need.face))
    return refuse('value-not-asked', '2.2', { unit: action.unit });
  const learned = learn(game, state, need, action.value);
  if (!learned) return refuse('value-range', '2.2', { min: lo, max: hi });
  return resolveWhenKnown(game, learned.state, dice, [learned.event]);
}

/** 6.11, 6.12: turning a stack (set-up: "orientate come si desidera"; Movement: free, and it counts as acting, 10.1). */
function face(
  game: Game,
  state: BorodinoState,
  by: Side,
  action: Extract<BorodinoAction, { type: 'face' | 'face-all' }>,
  events: GameEvent[],
): Applied {
  if (!isVertex(game.grid, action.facing)) return refuse('facing-vertex', '6.11', { facing: action.facing });
  const mine = Object.entries(state.units).filter(([id, u]) => sideOf(game, id) === by && game.hexes.has(u.at));
  if (action.type === 'face-all') {
    if (state.step !== 'setup') return refuse('wrong-step', '3.0');
    // One copy of the units for the whole side (a copy per unit was quadratic in the 7 September's 287 units).
    const units = { ...state.units };
    for (const [id, u] of mine) units[id] = { ...u, facing: action.facing };
    events.push({ kind: 'face-all', side: by, facing: action.facing });
    return { ok: true, state: { ...state, units }, events };
  }
  if (state.step !== 'setup' && state.step !== 'move') return refuse('wrong-step', '3.0');
  const here = mine.filter(([, u]) => u.at === action.hex);
  // 6.11: a hex's units face alike, so a stack turns whole, and only when every unit of it may act.
  if (here.length === 0 || (state.step === 'move' && here.some(([id]) => !isActive(state, id))))
    return refuse('face-no-unit', '6.11', { hex: action.hex });
  // 7.36 and 10.1 read "turned" as acting; a stack turns together (6.11).
  let s = state;
  for (const [id] of here)
    s = withUnit(s, id, { facing: action.facing, ...(state.step === 'move' ? { acted: true } : {}) });
  events.push({ kind: 'face', side: by, hex: action.hex, facing: action.facing });
  return { ok: true, state: s, events };
}

/** A referee's correction: a unit put on a hex or in a box, on either side, facing a vertex (a logged freeplay edit). */
function correct(game: Game, state: BorodinoState, action: Extract<BorodinoAction, { type: 'correct' }>): Applied {
  const u = state.units[action.unit];
  if (!u) return refuse('correct-unit', '—', { unit: action.unit });
  const boxes = [OFF, WITHDRAWN, RECOVERY, RETURNING, ELIMINATED];
  if (!game.hexes.has(action.at) && !boxes.includes(action.at)) return refuse('correct-place', '—', { hex: action.at });
  if (action.facing !== undefined && !isVertex(game.grid, action.facing))
    return refuse('facing-vertex', '6.11', { facing: action.facing });
  const seq = state.seq + 1;
  const s = withUnit(state, action.unit, {
    at: action.at,
    disordered: action.disordered,
    stack: seq,
    ...(action.facing ? { facing: action.facing } : {}),
  });
  // A correction clears what the corrected position may no longer support.
  const cleared = { ...s, seq, retreats: s.retreats.filter((r) => r.unit !== action.unit) };
  return {
    ok: true,
    state: cleared,
    events: [{ kind: 'correct', unit: action.unit, at: action.at, disordered: action.disordered }],
  };
}
