import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { declareActivated } from './action-phase.js';
import { settle } from './aftermath.js';
import { fight } from './battle.js';
import { type Applied, type DeepMut, type Of, refuse, type S } from './edit.js';
import { autoRetreats } from './retreat.js';
import type { Game } from './setup.js';
import type { GiState } from './state.js';

/**
 * The owners' choices the rules leave to them inside a battle or a phase, each a prompt of its own: the attackers
 * designated (9.1.2 a), the cavalry's withdrawal (9.6.2), the HQ's hex among the nearest (9.4.4), the units that
 * recover near the enemy (11.2.7 b).
 */

/** 9.6.2: the front-line cavalry that may still withdraw. */
export function withdrawChoices(frame: Of<'withdraw'>): string[] {
  return frame.units.filter((u) => !frame.withdrawn.includes(u));
}

/** 9.6.2: the owner withdraws a cavalry unit, or lets the battle be fought (with those withdrawn so far). */
export function withdrawAnswer(
  game: Game,
  s: S,
  frame: Of<'withdraw'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, unit] = key.split('/');
  if (key === 'withdraw-done') {
    fightAfterWithdrawal(game, s, frame, dice, ev);
    return null;
  }
  if (verb !== 'withdraw' || !unit || !withdrawChoices(frame).includes(unit))
    return refuse('withdraw-unit', { unit: unit ?? '' }, '9.6.2');
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'withdraw'>>;
  mut.withdrawn.push(unit);
  ev.push({ kind: 'withdraw', side: frame.side, unit, hex: frame.hex, disorganized: frame.cavalry.includes(unit) });
  if (withdrawChoices(mut as Of<'withdraw'>).length === 0)
    fightAfterWithdrawal(game, s, mut as Of<'withdraw'>, dice, ev);
  return null;
}

/** The battle fought once the cavalry's owner has answered (also a referee's skip of the prompt). */
export function fightAfterWithdrawal(game: Game, s: S, frame: Of<'withdraw'>, dice: Dice, ev: GameEvent[]): void {
  s.stack.pop();
  fight(game, s, { ...frame.pending, withdrawn: [...frame.withdrawn] }, frame.marker, dice, ev);
}

// ---------------------------------------------------------------------------------------------------------------
// 9.1.2 a: the attackers designated.

/** 9.1.2 a: the designated units the attacker may still leave out (at least one attacks). */
export function attackerChoices(frame: Of<'attackers'>): string[] {
  return frame.units.length > 1 ? [...frame.units] : [];
}

/** 9.1.2 a: leave a unit out of the battle, declare it with those left, or declare none. */
export function attackersAnswer(s: S, frame: Of<'attackers'>, key: string, ev: GameEvent[]): Applied | null {
  const [verb, unit] = key.split('/');
  if (key === 'attack-declare') {
    s.stack.pop();
    declareActivated(s, frame.side, frame.hex, frame.units, ev);
    return null;
  }
  if (key === 'attack-cancel') {
    s.stack.pop();
    return null;
  }
  if (verb !== 'leave' || !unit || !attackerChoices(frame).includes(unit))
    return refuse('leave-unit', { unit: unit ?? '' }, '9.1.2 a');
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'attackers'>>;
  mut.units = mut.units.filter((u) => u !== unit);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// 9.4.4: the HQ's hex among the nearest.

/** 9.4.4: the owner sends the HQs to one of the nearest hexes; then the hex they left is settled again. */
export function hqRetreatAnswer(
  game: Game,
  s: S,
  frame: Of<'hq-retreat'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, hex] = key.split('/');
  if (verb !== 'hq-to' || !hex || !frame.hexes.includes(hex)) return refuse('hq-hex', { hex: hex ?? '' }, '9.4.4');
  sendHqs(game, s, frame, hex, dice, ev);
  return null;
}

/** 9.4.4: the HQs go, flipped, to `to` (a referee's skip sends them to the first hex by number). */
export function sendHqs(game: Game, s: S, frame: Of<'hq-retreat'>, to: string, dice: Dice, ev: GameEvent[]): void {
  s.stack.pop();
  for (const id of frame.units) {
    if (s.units[id]?.at !== frame.hex) continue;
    s.units[id] = { at: to, disorganized: true };
    ev.push({ kind: 'hq-retreat', unit: id, hex: frame.hex, to });
  }
  settle(game, s, frame.hex, frame.afterBattle, dice, ev);
  autoRetreats(game, s, dice, ev);
}

// ---------------------------------------------------------------------------------------------------------------
// 11.2.7 b: which units recover near the enemy.

/** 11.2.7 b: the Disorganized combat units of the hex that may still recover. */
export function recoverChoices(s: GiState, frame: Of<'recover'>): string[] {
  return frame.count > 0 ? frame.units.filter((u) => s.units[u]?.at === frame.hex && s.units[u]?.disorganized) : [];
}

/** 11.2.7 b: the owner turns a unit of his choice to full strength, until the hex's number is reached. */
export function recoverAnswer(s: S, frame: Of<'recover'>, key: string, ev: GameEvent[]): Applied | null {
  const [verb, unit] = key.split('/');
  if (verb !== 'recover' || !unit || !recoverChoices(s as GiState, frame).includes(unit))
    return refuse('recover-unit', { unit: unit ?? '' }, '11.2.7 b');
  s.units[unit]!.disorganized = false;
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'recover'>>;
  mut.count--;
  ev.push({ kind: 'recovery', side: frame.side, hex: frame.hex, recovered: 1, unit });
  if (recoverChoices(s as GiState, mut as Of<'recover'>).length === 0) s.stack.pop();
  return null;
}
