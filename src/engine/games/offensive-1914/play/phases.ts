import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { superfluousPreparedAttacks } from '../rules/combat-position.js';
import { fortressRepairs } from '../rules/fortress.js';
import { bridgesRepaired, checkEndOfMovement, overstacked } from '../rules/movement.js';
import { otherPlayer, unitsAt, type Player } from '../rules/position.js';
import { positionOf, sideOf, type Game } from './board.js';
import { FINSTINGEN, LORRAINE_REINFORCEMENTS, MANONVILLER, SECOND_ARMY_OBJECTIVES } from './lorraine.js';
import { plansPreliminary, scorePlans } from './plans.js';
import { finishRecoveries } from './recovery.js';
import { nextFinalStep, openFinal, spendRecordedMp } from './final.js';
import { OFF, PHASES, type O1914State, type PhaseId } from './state.js';
import { openSupply } from './supply.js';
import { openAssignment } from './aoa.js';
import { returnToMap } from './depots.js';

/**
 * The sequence of play (4.0–4.3): who acts in each phase, what happens as a phase begins and ends, the end of a
 * Player Turn, the Interphase after every third GT, and the end of the scenario with its victory (29.5).
 */

/** 4.2: the phasing player acts in every phase but Counter-Movement and Counter-Attack (4.2.6, 4.2.8). */
export function phaseSide(state: O1914State): Player {
  // 4.2.9: the Final Phase's steps alternate the sides (8.3, 20.0).
  if (state.phase === 'final' && state.finalStep) return state.finalStep.side;
  return state.phase === 'counter-movement' || state.phase === 'counter-attack'
    ? otherPlayer(state.phasing)
    : state.phasing;
}

/** The sides that may act now: the prompt's, the phase's, or both in the Interphase (4.3, simultaneous). */
export function activeSides(state: O1914State): Player[] {
  if (state.over) return [];
  const frame = state.stack[state.stack.length - 1];
  if (frame) return [frame.side];
  if (state.phase === 'interphase') return [state.first, otherPlayer(state.first)];
  return [phaseSide(state)];
}

/** A phase's opening: what the book does at its start, before the side to act may act. */
function enterPhase(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  events.push({ kind: 'phase', phase: state.phase, side: state.phasing, turn: state.turn });
  const side = phaseSide(state);
  switch (state.phase) {
    case 'preliminary':
      preliminary(game, state, dice, events);
      break;
    case 'movement':
    case 'counter-movement':
      // 7.1.1: each unit's MP for the phase; 7.1.5: where it starts it.
      for (const [id, u] of Object.entries(state.units))
        if (sideOf(game, state, id) === side) {
          u.spent = 0;
          u.start = u.at;
          delete u.halted;
          delete u.taskSpent;
        }
      // 8.2.4a: a cavalry unit's recorded MP come first; 7.8.2: then an MP Spent marker's task.
      spendRecordedMp(game, state, side);
      finishRecoveries(game, state, side, events);
      if (state.settled === side) state.settled = null;
      break;
    case 'attack':
    case 'counter-attack': {
      state.attacked = [];
      state.engaged = [];
      state.retreated = [];
      state.supported = [];
      state.declared = [];
      state.fighting = false;
      // 9.1 step 1: the Prepared Attacks at hexes with no enemy to attack are removed.
      const removed = superfluousPreparedAttacks(positionOf(game, state), side);
      if (removed.length > 0) {
        state.preparedAttacks = state.preparedAttacks.filter(
          (a) => !removed.some((r) => r.target === a.target && r.side === a.side && r.units[0]?.id === a.units[0]),
        );
        events.push({ kind: 'pa-removed', side, count: removed.length, rule: '9.1' });
      }
      break;
    }
    case 'assignment':
      // 4.2.2, 5.1.2: the phasing player's Army Area boundary, kept or moved.
      openAssignment(state);
      break;
    case 'supply':
      openSupply(game, state, events);
      break;
    case 'final':
      openFinal(state);
      break;
    default:
      break;
  }
}

/**
 * 4.2.1: the Preliminary Phase: the phasing player's reinforcements of this GT (16.0, 29.5), the activation of the
 * units scheduled for this GT in the Allied Player Turn of GT 2 and 3 (4.2.1a, 28.5), its Fortresses without
 * external garrison flipped back where 12.5 allows, and the Damaged bridges in the player's controlled territory
 * repaired (7.1.4b).
 */
function preliminary(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  const side = state.phasing;
  for (const r of LORRAINE_REINFORCEMENTS) {
    const unit = state.units[r.unit];
    if (!unit || unit.at !== OFF || r.turn !== state.turn || sideOf(game, state, r.unit) !== side) continue;
    const hex = 'hex' in r.at ? r.at.hex : state.units[r.at.on]?.at;
    const p = positionOf(game, state);
    if (hex === undefined || !game.hexes.has(hex) || unitsAt(p, hex, otherPlayer(side)).length > 0) {
      events.push({ kind: 'reinforcement-blocked', unit: r.unit, rule: '16.0' });
      continue;
    }
    unit.at = hex;
    unit.start = hex;
    state.settled = null;
    events.push({ kind: 'reinforcement', unit: r.unit, at: hex, rule: '16.0' });
  }
  if (side === state.first && (state.turn === 2 || state.turn === 3)) {
    const activated = Object.entries(state.units).filter(
      ([, u]) => u.inactiveUntil !== undefined && u.inactiveUntil <= state.turn,
    );
    for (const [, u] of activated) delete u.inactiveUntil;
    if (activated.length > 0) events.push({ kind: 'activated', units: activated.map(([id]) => id), rule: '4.2.1a' });
  }
  // 12.5 (1): a Fortress without external garrison, stacked with a friendly unit or clear of the enemy, flips back.
  const { regarrisoned } = fortressRepairs(positionOf(game, state), side);
  for (const f of regarrisoned) state.units[f.id!]!.garrison = true;
  if (regarrisoned.length > 0)
    events.push({ kind: 'fortress-repaired', units: regarrisoned.map((f) => f.id!), rule: '12.5' });
  const control = (hex: string) => state.control[hex] ?? null;
  const repaired = bridgesRepaired(positionOf(game, state), side, control);
  if (repaired.length > 0) {
    state.blownBridges = state.blownBridges.filter((b) => !repaired.includes(b));
    events.push({ kind: 'bridges-repaired', count: repaired.length, rule: '7.1.4b' });
  }
  // 26.6.2's Sixth Army, then 4.2.1a's Special Joint Preliminary Phase (26.3).
  plansPreliminary(state, dice, events);
  // 15.6.4's relocated Depots and 16.7's Corps Trains due back (placed first: their prompts go on top).
  returnToMap(game, state, events);
}

/** Starts the game: the first phase's opening. */
export function openGame(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  enterPhase(game, state, dice, events);
}

/**
 * 3.1.1, 3.1.3: the end of a movement phase: the first hex over 3½ DE (not excused by an enemy PA) is the owner's to
 * bring within the limit (an `overstack` prompt); with none, the phase ends.
 */
export function endMovement(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  const side = phaseSide(state);
  const p = positionOf(game, state);
  if (!checkEndOfMovement(p, side).ok) {
    const over = overstacked(p, side).find((o) => !o.excused);
    if (over) {
      state.stack.push({ name: 'overstack', side, hex: over.hex });
      return;
    }
  }
  state.settled = side;
  nextPhase(game, state, dice, events);
}

/** The phase after this one, or the end of the Player Turn. */
export function nextPhase(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  if (state.phase === 'attack' || state.phase === 'counter-attack') {
    // 7.3, 9.1: the attacking side's Prepared Attacks have had their attack phase.
    const side = phaseSide(state);
    // 3.1.3: a hex they kept from losing units stays over the limit, no longer excused: the invariant stops checking.
    if (state.preparedAttacks.some((a) => a.side === side)) state.settled = null;
    state.preparedAttacks = state.preparedAttacks.filter((a) => a.side !== side);
  }
  if (state.phase === 'interphase') {
    state.turn += 1;
    state.phasing = state.first;
    state.phase = 'preliminary';
    enterPhase(game, state, dice, events);
    return;
  }
  if (state.phase === 'final') {
    // 4.2.9: the Final Phase's next step, if any.
    const step = nextFinalStep(state);
    if (step) {
      state.finalStep = step;
      return;
    }
    delete state.finalStep;
    delete state.stepped;
  }
  const i = PHASES.indexOf(state.phase);
  if (i < PHASES.length - 1) {
    state.phase = PHASES[i + 1]!;
    enterPhase(game, state, dice, events);
    return;
  }
  endPlayerTurn(game, state, dice, events);
}

/** 4.2.9 (VP), 4.1, 4.3, 29.1: the end of a Player Turn, of a GT, and of the scenario. */
function endPlayerTurn(game: Game, state: O1914State, dice: Dice, events: GameEvent[]): void {
  scoreObjectives(state);
  scorePlans(state, events);
  if (state.phasing === state.first) {
    state.phasing = otherPlayer(state.first);
    state.phase = 'preliminary';
    enterPhase(game, state, dice, events);
    return;
  }
  if (state.turn >= state.lastTurn) {
    state.over = victory(game, state);
    events.push({ kind: 'over', winner: state.over.winner, reason: state.over.reason, rule: '29.5' });
    return;
  }
  // 4.0: an Interphase after every third GT.
  if (state.turn % 3 === 0) {
    state.phase = 'interphase' satisfies PhaseId;
    events.push({ kind: 'phase', phase: 'interphase', side: state.first, turn: state.turn });
    return;
  }
  state.turn += 1;
  state.phasing = state.first;
  state.phase = 'preliminary';
  enterPhase(game, state, dice, events);
}

/**
 * 29.5 a1, a2 at the end of a Player Turn: the French control Finstingen; the 2nd Army's objective is captured
 * (26.1.1: an infantry division or brigade occupied or passed through it, and it is French-controlled now).
 */
function scoreObjectives(state: O1914State): void {
  if (state.control[FINSTINGEN] === 'allied') state.finstingen = true;
  if (SECOND_ARMY_OBJECTIVES.some((h) => state.control[h] === 'allied' && state.passed[h]?.includes('allied')))
    state.objective = true;
}

/** 29.5: the French win with a1 or a2, and b; the Germans without a1 and a2 and with a unit in 55.57; else a draw. */
export function victory(game: Game, state: O1914State): NonNullable<O1914State['over']> {
  const germanIn5557 = Object.entries(state.units).some(
    ([id, u]) => u.at === MANONVILLER && sideOf(game, state, id) === 'german',
  );
  const a = state.objective || state.finstingen;
  if (a && !germanIn5557) return { winner: 'allied', reason: 'french' };
  if (!a && germanIn5557) return { winner: 'german', reason: 'german' };
  return { winner: null, reason: 'draw' };
}

/** 3.3, 26.1.1: a Combat unit of `side` entering or passing through `hex`. */
export function passThrough(state: O1914State, side: Player, hex: string, infantryDivOrBrigade: boolean): void {
  state.control[hex] = side;
  if (infantryDivOrBrigade && !(state.passed[hex] ?? []).includes(side))
    state.passed[hex] = [...(state.passed[hex] ?? []), side];
}
