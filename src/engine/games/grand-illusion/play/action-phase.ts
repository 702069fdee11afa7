import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, type Side } from '../model.js';
import { mayEntrench, TRENCH_PLACED } from '../rules/entrenchment.js';
import { GENERAL_RETREAT_COLUMN, mayDeclareGeneralRetreat } from '../rules/general-retreat.js';
import { isCombatUnit, unitsAt } from '../rules/position.js';
import { recovery } from '../rules/supply.js';
import { resolve } from './battle.js';
import { type Applied, askAll, mutActivation, type Of, refuse, type S, text } from './edit.js';
import {
  activatable,
  activatedBattle,
  entrenchable,
  mayDeclare,
  missingForMove,
  movable,
  rallyable,
  turnOneAllows,
} from './legal.js';
import { generalRetreatForced } from './paris.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { GiState } from './state.js';
import { VALUE_MAX } from './learned.js';

/** The Action Phase (8.1): Action Segments, activations (8.2), rallies (9.8.3) and the handovers of 8.1.1. */

export function beginSegment(game: Game, s: S, side: Side, ev: GameEvent[]): void {
  s.segment.activations = 0;
  s.segment.rallies = 0;
  if (s.cap.allied === 0 && s.cap.german === 0) return endActionPhase(s, ev, 'no-cap');
  // 8.1.1 item 1: a side with no CAP left cedes at once (a forced handover, not a pass).
  if (s.cap[side] === 0) {
    ev.push({ kind: 'cede', side, why: 'no-cap' });
    return beginSegment(game, s, otherSide(side), ev);
  }
  s.stack.push({ name: 'segment', side });
  // 8.7.1: at the start of any Action Segment, the other side too may declare its General Retreat.
  if (mayDeclare(s as GiState, otherSide(side))) s.stack.push({ name: 'gr-offer', side: otherSide(side) });
}

export function endActionPhase(s: S, ev: GameEvent[], why: string): void {
  s.stack = [];
  s.step = 'strategic';
  ev.push({ kind: 'action-phase-end', why });
}

export function handOver(game: Game, s: S, from: Side, why: string, ev: GameEvent[]): void {
  const seg = s.stack.pop();
  if (seg?.name !== 'segment') throw new Error(`the segment should be under the activation, found ${seg?.name}`);
  ev.push({ kind: 'cede', side: from, why });
  beginSegment(game, s, otherSide(from), ev);
}

export function segmentAnswer(game: Game, s: S, frame: Of<'segment'>, key: string, ev: GameEvent[]): Applied | null {
  const side = frame.side;
  const [verb, hex] = key.split('/');
  // 8.4.9 b: the Allies owe the General Retreat: at the start of the segment only the declaration.
  if (
    key !== 'general-retreat' &&
    generalRetreatForced(s as GiState, side) &&
    s.segment.activations === 0 &&
    s.segment.rallies === 0
  )
    return refuse('paris-in-danger', {}, '8.4.9 b');
  if (key === 'pass') {
    if (s.segment.rallies > 0) return refuse('rally-only', {}, '9.8.3');
    s.segment.passes++;
    ev.push({ kind: 'pass', side });
    // 8.1.1: both pass one after the other; a side that cannot act after the other's pass counts as passing.
    if (s.segment.passes >= 2 || s.cap[otherSide(side)] === 0) {
      endActionPhase(s, ev, 'passes');
      return null;
    }
    s.stack.pop();
    beginSegment(game, s, otherSide(side), ev);
    return null;
  }
  if (verb === 'activate' && hex) {
    if (s.segment.rallies > 0) return refuse('rally-only', { hex }, '9.8.3');
    if (!turnOneAllows(s as GiState, side, hex)) return refuse('activate-hex', { hex }, '13.1');
    if (!activatable(game, s as GiState, side).includes(hex)) return refuse('activate-hex', { hex }, '8.2');
    markTurnOne(s, side, hex);
    s.cap[side]--;
    s.segment.passes = 0;
    const began = positionOf(game, s as GiState)
      .units.filter((u) => u.side === side && u.hex === hex)
      .map((u) => u.id!);
    s.stack.push({
      name: 'activation',
      side,
      hex,
      began,
      moved: [],
      attacked: [],
      battles: [],
      optional: [],
      fought: false,
      cede: false,
    });
    ev.push({ kind: 'activate', side, hex, cap: s.cap[side] });
    return null;
  }
  if (verb === 'rally' && hex) {
    // 9.8.3's conditions, and 13.1's hexes of turn 1 (`rallyable` reads both).
    if (!rallyable(game, s as GiState, side).includes(hex)) return refuse('rally-hex', { hex }, '9.8.3');
    markTurnOne(s, side, hex);
    s.cap[side]--;
    s.segment.passes = 0;
    s.segment.rallies++;
    const p = positionOf(game, s as GiState);
    const units = unitsAt(p, hex, side).filter((u) => isCombatUnit(u) && u.disorganized);
    const r = recovery({
      disorganized: units.length,
      enemy: false,
      fatigue: s.number !== 2 && s.turn >= 12,
      emergency: false,
      hq: false,
      byCap: true,
    });
    for (const u of units.slice(0, r.value.recover)) s.units[u.id!]!.disorganized = false;
    s.segment.activations++;
    ev.push({ kind: 'rally', side, hex, recovered: r.value.recover, text: text(r.steps) });
    // 9.8.3 b: a rally hands the initiative over; after a first rally, a second activation may only be a rally.
    if (
      s.segment.activations >= 2 ||
      s.cap[side] === 0 ||
      (s.oneActivation && side === 'allied') ||
      rallyable(game, s as GiState, side).length === 0
    ) {
      if (side === 'allied') s.oneActivation = false;
      handOver(game, s, side, 'rally', ev);
    }
    return null;
  }
  if (key === 'general-retreat') {
    // 8.7.1: declared at the start of the segment, before its first activation.
    if (s.segment.activations > 0 || s.segment.rallies > 0) return refuse('general-retreat-start', {}, '8.7.1');
    const allowed = mayDeclareGeneralRetreat(side, s.turn, s.generalRetreat);
    if (!allowed.ok) return { ok: false, problem: allowed.problem };
    declareGeneralRetreat(s, side, ev);
    return null;
  }
  if (verb === 'entrench' && hex) {
    // 9.7.2, 5.2: 1 CAP, an activation of the segment.
    if (s.segment.rallies > 0) return refuse('rally-only', { hex }, '9.8.3');
    if (!entrenchable(game, s as GiState, side).includes(hex)) {
      const p = positionOf(game, s as GiState);
      const why = mayEntrench(p, {
        side,
        hex,
        allowed: s.generalRetreat.german !== undefined,
        trench: s.trench[hex] ?? 0,
      });
      if (!why.ok) return { ok: false, problem: why.problem };
      return refuse('entrench-hex', { hex }, '9.7.2');
    }
    s.cap[side]--;
    s.segment.passes = 0;
    s.trench[hex] = TRENCH_PLACED;
    ev.push({ kind: 'entrench', side, hex, cap: s.cap[side] });
    afterActivation(game, s, side, false, ev);
    return null;
  }
  if (key === 'cede') {
    // 9.8.3 b: after a first rally the side rallies again or hands the initiative over (not a pass, 8.1.1).
    if (s.segment.rallies === 0) return refuse('segment-key', { key }, '9.8.3');
    handOver(game, s, side, 'rally', ev);
    return null;
  }
  return refuse('segment-key', { key }, '8.1');
}

export function activationAnswer(
  game: Game,
  s: S,
  frame: Of<'activation'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, arg] = key.split('/');
  const side = frame.side;
  if (verb === 'move' && arg) {
    const can = movable(game, s as GiState, frame);
    const units = arg === 'all' ? can : [arg];
    if (units.length === 0 || !units.every((u) => can.includes(u))) return refuse('move-unit', { unit: arg }, '8.5');
    const missing = missingForMove(game, s as GiState, units);
    if (missing.length > 0) {
      askAll(
        s,
        missing.map((value) => ({ side, value, max: VALUE_MAX.counter })),
      );
      return null;
    }
    s.stack.push({ name: 'move', side, units, path: [frame.hex] });
    return null;
  }
  if (key === 'attack') {
    if (frame.fought || frame.battles.some((b) => b.hex === frame.hex))
      return refuse('attack-again', { hex: frame.hex }, '9.1.3 e');
    const check = activatedBattle(game, s as GiState, frame);
    if (!check.ok) return { ok: false, problem: check.problem };
    // 9.1.2 a: with more than one, the attacker designates which attack (the others may still move out, 8.5).
    const units = check.value.attackers.map((u) => u.id!);
    if (units.length > 1) s.stack.push({ name: 'attackers', side, hex: frame.hex, units });
    else declareActivated(s, side, frame.hex, units, ev);
    return null;
  }
  if (verb === 'battle' && arg) {
    const offer = frame.optional.find((o) => o.hex === arg);
    if (!offer || frame.battles.some((b) => b.hex === arg)) return refuse('battle-hex', { hex: arg }, '9.1.2 c');
    mutActivation(s, (f) => {
      f.battles.push({ hex: arg, kind: 'optional', entered: [...offer.entered] });
      f.optional = f.optional.filter((o) => o.hex !== arg);
    });
    ev.push({ kind: 'declare', side, hex: arg, battle: 'optional' });
    return null;
  }
  if (verb === 'fight' && arg) {
    const pending = frame.battles.find((b) => b.hex === arg);
    if (!pending) return refuse('fight-hex', { hex: arg }, '9.1.2');
    resolve(game, s, frame, pending, dice, ev);
    return null;
  }
  if (key === 'end') {
    if (frame.battles.length > 0) return refuse('battles-pending', { hex: frame.battles[0]!.hex }, '9.1.2 b');
    endActivation(game, s, frame, ev);
    return null;
  }
  return refuse('activation-key', { key }, '8.2');
}

/** 9.1.2 a: the battle declared in the activated hex with the designated attackers. */
export function declareActivated(s: S, side: Side, hex: string, attackers: readonly string[], ev: GameEvent[]): void {
  mutActivation(s, (f) => f.battles.push({ hex, kind: 'activated', attackers: [...attackers] }));
  ev.push({ kind: 'declare', side, hex, battle: 'activated', attackers: [...attackers] });
}

/** 13.1: the Allies' one hex of turn 1, activated or rallied, closes the others (`turnOneAllows`). */
function markTurnOne(s: S, side: Side, hex: string): void {
  if (s.number !== 3 && s.turn === 1 && side === 'allied') s.alliedTurnOne = hex;
}

export function endActivation(game: Game, s: S, frame: Of<'activation'>, ev: GameEvent[]): void {
  s.stack.pop();
  ev.push({ kind: 'activation-end', side: frame.side, hex: frame.hex });
  afterActivation(game, s, frame.side, frame.cede, ev);
}

/** 8.1.1: an activation (a hex activated, or entrenched, 9.7) is over: the handovers it may bring about. */
function afterActivation(game: Game, s: S, side: Side, cede: boolean, ev: GameEvent[]): void {
  s.segment.activations++;
  // 8.1.1 item 4: a FoW result (3, 10, or 7 on the second activation) hands the initiative over.
  if (cede) return handOver(game, s, side, 'fow', ev);
  if (s.cap[side] === 0) return handOver(game, s, side, 'no-cap', ev);
  // 6.0: turn 1, the Allies' one activation.
  if (s.oneActivation && side === 'allied') {
    s.oneActivation = false;
    return handOver(game, s, side, 'turn-one', ev);
  }
  // 8.1.1 item 2: two consecutive activations, unless the opponent has no CAP left.
  if (s.segment.activations >= 2) {
    if (s.cap[otherSide(side)] > 0) return handOver(game, s, side, 'two-activations', ev);
    s.segment.activations = 0;
    s.segment.rallies = 0;
  }
}

/**
 * 8.7.1–8.7.3: the side declares its General Retreat (no CAP): from the next turn it rolls on Joffre II / Falkenhayn
 * (5.1.2, 5.1.3: the column is set now, the turn's CAP are already rolled); its units then move hex by hex.
 */
export function declareGeneralRetreat(s: S, side: Side, ev: GameEvent[]): void {
  s.generalRetreat[side] = s.turn;
  s.column[side] = GENERAL_RETREAT_COLUMN[side];
  s.segment.passes = 0;
  s.stack.push({ name: 'general-retreat', side, hex: null, moved: [] });
  ev.push({ kind: 'general-retreat', side, turn: s.turn });
}
