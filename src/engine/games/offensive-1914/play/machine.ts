import type { Dice } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/explain.js';
import { copyState } from '../../../core/state-copy.js';
import type { GameEvent } from '../../../core/game.js';
import { otherPlayer, type Player } from '../rules/position.js';
import { positionOf, sideOf, type Game } from './board.js';
import {
  addForce,
  answerAdvance,
  answerCell,
  answerExclude,
  answerIntensity,
  answerRetreat,
  answerSr,
  answerValue,
  attackPhase,
  attacksOwed,
  declaredTargets,
  fightDeclared,
  proceed,
  recordDeclaration,
  startFight,
} from './combat.js';
import { applyEliminate, applyPa, applyRiver, applyStep, movementPhase, type Result } from './movement.js';
import { applyFallback, applyRetire } from './final.js';
import { resolveMarch } from './march.js';
import { answerReaction } from './reaction.js';
import { applyRecover, dropRecoveriesNextToEnemy } from './recovery.js';
import { answerPlan, checkPlanEnd } from './plans.js';
import { answerSupport } from './support.js';
import { answerBoundary, answerBoundarySetup } from './aoa.js';
import { proceedRepulse, startRepulse } from './repulse.js';
import { startRetreatRepulse } from './retreat-repulse.js';
import { activeSides, endMovement, nextPhase } from './phases.js';
import { GONE, OFF, top, type O1914Action, type O1914State } from './state.js';
import { endSupply } from './supply.js';
import { answerTrainRetreat, exposeSupport } from './exposed.js';
import { applyExtend } from './extended.js';
import { answerPlace, applyRail, applyRelocate, displaceDepots, recordLostTrains } from './depots.js';

/**
 * Applies an action of `by` to a copy of the state: the prompt in force (the top of the stack) first, then the phase's
 * own actions. Refusals are Problems citing their rule; the rules functions decide legality, as they decide the menu.
 */
export function applyAction(
  game: Game,
  before: O1914State,
  by: Player,
  action: O1914Action,
  dice: Dice,
): { ok: true; state: O1914State; events: GameEvent[]; reveals?: boolean } | { ok: false; problem: Problem } {
  const state = copyState(before);
  const events: GameEvent[] = [];
  if (state.over) return problem('game-over', undefined, { rule: '29.1' });
  if (action.type === 'correct') {
    const done = correct(game, state, action.unit, action.at, events);
    return done.ok ? { ok: true, state, events } : done;
  }
  if (!activeSides(state).includes(by)) return problem('not-your-turn', undefined, { rule: '4.2' });
  const result = dispatch(game, state, by, action, dice, events);
  if (!result.ok) return result;
  resolveMarch(game, state, dice, events);
  dropRecoveriesNextToEnemy(game, state, events);
  proceed(game, state, dice, events);
  proceedRepulse(game, state, dice, events);
  // 7.4: a Repulse during a retreat, once over, hands its combat back.
  proceed(game, state, dice, events);
  // 8.8.1, 15.6.2a: artillery, HQs and Corps Trains an enemy ZOC reaches alone.
  exposeSupport(game, state, events);
  // 15.6.2b: a Depot an enemy ZOC reaches alone is displaced; 16.7: the Corps Trains eliminated come back later.
  displaceDepots(game, state, events);
  recordLostTrains(game, before, state, events);
  // 3.1.6: declaring an attack (or a Repulse, 7.4) shows the attacker what is in the hex.
  const reveals = action.type === 'attack' || action.type === 'repulse';
  return { ok: true, state, events, ...(reveals ? { reveals: true } : {}) };
}

function dispatch(
  game: Game,
  state: O1914State,
  by: Player,
  action: O1914Action,
  dice: Dice,
  events: GameEvent[],
): Result {
  const frame = top(state);
  // A river's class may be given whenever the side to act needs it (movement or retreat).
  if (action.type === 'river')
    return applyRiver(state, by, action.a, action.b, action.river, positionOf(game, state), events);
  if (frame) {
    switch (frame.name) {
      case 'overstack': {
        if (action.type !== 'eliminate') return wrong(frame.name);
        const done = applyEliminate(state, by, frame.hex, action.unit, game, events);
        if (!done.ok) return done;
        state.stack.pop();
        // 3.1.3: until every hex is within the limit; then the phase ends.
        endMovement(game, state, dice, events);
        return { ok: true };
      }
      case 'declare':
        if (action.type === 'force') return addForce(game, state, by, action.units, events);
        // 9.1 step 4: the attack is declared; another may follow, or the fighting begins with it (step 5).
        if (action.type === 'declared') return recordDeclaration(game, state, by, false, events);
        if (action.type === 'fight' && action.target === undefined)
          return recordDeclaration(game, state, by, true, events);
        if (action.type === 'drop') {
          if ((state.fight?.forces.length ?? 0) > 0) return problem('attack-declared', undefined, { rule: '9.1' });
          state.stack.pop();
          state.fight = null;
          return { ok: true };
        }
        return wrong(frame.name);
      case 'value':
        return action.type === 'value' ? answerValue(game, state, action.value, events) : wrong(frame.name);
      case 'intensity':
        return action.type === 'intensity'
          ? answerIntensity(game, state, by, action.intense, events)
          : wrong(frame.name);
      case 'crt-cell':
        return action.type === 'cell' ? answerCell(state, action.printed, events) : wrong(frame.name);
      case 'sr':
        return action.type === 'sr' ? answerSr(game, state, by, action.unit, events) : wrong(frame.name);
      case 'retreat':
        if (action.type === 'retreat') return answerRetreat(game, state, action.path, events);
        // 7.4: a Force of the retreating group Repulses before, during or after its retreat.
        if (action.type === 'repulse')
          return startRetreatRepulse(game, state, action.units, action.target, action.path ?? [], events);
        return wrong(frame.name);
      case 'advance':
        return action.type === 'advance' ? answerAdvance(game, state, action.units, events) : wrong(frame.name);
      case 'support':
        return action.type === 'support' ? answerSupport(game, state, action.units, events) : wrong(frame.name);
      case 'reaction':
        return action.type === 'react' ? answerReaction(game, state, action.to ?? null, events) : wrong(frame.name);
      case 'exclude':
        return action.type === 'defend' ? answerExclude(game, state, action.units, events) : wrong(frame.name);
      case 'plan':
        return action.type === 'plan' ? answerPlan(state, by, action.abandon, events) : wrong(frame.name);
      case 'boundary':
        // 5.1.2: the Assignment Phase's boundary; 28.3 B: the set-up's.
        if (action.type === 'boundary') return answerBoundary(game, state, by, action.move, events);
        if (action.type === 'boundary-setup')
          return answerBoundarySetup(game, state, by, action.west, action.east, events);
        return wrong(frame.name);
      case 'train-retreat':
        return action.type === 'retreat' ? answerTrainRetreat(game, state, by, action.path, events) : wrong(frame.name);
      case 'extend':
        return action.type === 'extend' ? applyExtend(game, state, by, action.unit, events) : wrong(frame.name);
      case 'rail-place':
        return action.type === 'place' ? answerPlace(game, state, by, action.hex, events) : wrong(frame.name);
    }
  }
  switch (action.type) {
    case 'next':
      if (movementPhase(state)) {
        // 26.2.1: a bound Formation that can still reach a hex where the phase may end does so first.
        const plan = checkPlanEnd(game, state, positionOf(game, state), by);
        if (!plan.ok) return plan;
        endMovement(game, state, dice, events);
        return { ok: true };
      }
      // 7.3.1: a Prepared Attack at an enemy-occupied hex must attack it.
      if (attackPhase(state) && attacksOwed(game, state, positionOf(game, state), by).length > 0)
        return problem('pa-must-attack', undefined, { rule: '7.3.1' });
      // 9.1 step 5: every attack declared is fought.
      if (attackPhase(state) && declaredTargets(state).length > 0)
        return problem('attacks-declared', undefined, { rule: '9.1' });
      // 15.4: the Supply Phase's procedure as it ends, once its ranges are given.
      if (state.phase === 'supply' && !endSupply(game, state, events)) return { ok: true };
      nextPhase(game, state, dice, events);
      return { ok: true };
    case 'move':
      return applyStep(game, state, by, action.units, action.to, events, action.forced === true);
    case 'retire':
      return applyRetire(game, state, by, action.unit, action.to, events);
    case 'fallback':
      return applyFallback(game, state, by, action.units, action.to, events);
    case 'recover':
      return applyRecover(game, state, by, action.unit, events);
    case 'rail':
      return applyRail(game, state, by, action.unit, action.to, events);
    case 'relocate':
      return applyRelocate(game, state, by, action.unit, action.to, events);
    case 'pa':
      return applyPa(game, state, by, action.units, action.target, events);
    case 'repulse':
      // 7.4: the hexes retreated first belong to a Repulse during a retreat only.
      if (action.path !== undefined) return problem('repulse-retreat-phase', undefined, { rule: '7.4' });
      return startRepulse(game, state, by, action.units, action.target, events);
    case 'extend':
      return applyExtend(game, state, by, action.unit, events);
    case 'attack':
      if (!attackPhase(state)) return problem('not-attack', undefined, { rule: '4.2.7' });
      return startFight(game, state, by, action.target, events);
    case 'fight':
      if (action.target === undefined) return problem('attack-not-declared', undefined, { rule: '9.1' });
      return fightDeclared(game, state, by, action.target, events);
    default:
      return problem('not-now', { action: action.type }, { rule: '4.2' });
  }
}

const wrong = (frame: string): Result => problem('answer-the-prompt', { frame }, { rule: '4.2' });

/** A referee's correction: a unit put on a hex, taken off the map or eliminated (a logged freeplay edit). */
function correct(game: Game, state: O1914State, unit: string, at: string, events: GameEvent[]): Result {
  const u = state.units[unit];
  if (!u) return problem('no-unit', { unit });
  if (at !== OFF && at !== GONE && !game.hexes.has(at)) return problem('no-hex', { hex: at });
  if (u.at === at) return problem('unit-already-there', { unit, hex: at });
  const side = sideOf(game, state, unit);
  if (at !== OFF && at !== GONE) {
    const p = positionOf(game, state);
    const enemies = p.units.filter((v) => v.hex === at && v.side === otherPlayer(side));
    if (enemies.some((v) => v.type !== 'fortress' || v.garrisoned !== false))
      return problem('correct-enemy-hex', { hex: at }, { rule: '3.1' });
  }
  u.at = at;
  // 15.6.4, 16.7: a unit the referee places is no longer due back.
  delete u.returning;
  state.preparedAttacks = state.preparedAttacks.filter((a) => !a.units.includes(unit));
  if (state.fight && (state.fight.forces.flat().includes(unit) || state.fight.defenders.includes(unit))) {
    // The combat in progress is void: the referee moved one of its units.
    state.fight = null;
    state.stack = state.stack.filter((f) => f.name === 'overstack' || f.name === 'plan');
  }
  state.settled = null;
  events.push({ kind: 'correct', unit, at });
  return { ok: true };
}
