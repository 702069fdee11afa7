import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { BattleDeclared } from '../rules/battle-position.js';
import { stackingExcess } from '../rules/movement.js';
import { combatUnitsAt } from '../rules/position.js';
import { settle } from './aftermath.js';
import { resolve } from './battle.js';
import { updateControl } from './control.js';
import { type Applied, type DeepMut, mutActivation, type Of, refuse, type S } from './edit.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { GiState, Pending } from './state.js';

/**
 * The Belgian retreat to Antwerp (13.1, scenarios 1 and 2) and the Belgian army shut in Antwerp (12.5.2–12.5.3):
 * on turn 1, a German battle against the Belgians in Brussels (62) lets the Allies declare Defender's Tactical
 * Advantage, spend 1 CAP and retreat every Belgian unit of 62 into Antwerp (52); then, until turn 7, two German
 * infantry corps in 53 and/or 62 keep the Belgian army in 52 (the hex cannot be activated), and while Belgian combat
 * units stay in 52 no German unit enters Ghent (43).
 */

export const BRUSSELS = '62';
export const ANTWERP = '52';
export const GHENT = '43';
/** 12.5.2: the hexes where two German infantry corps shut the Belgian army in, and the turn it ends. */
const COVERING: readonly string[] = ['53', '62'];
const SHUT_IN_UNTIL = 7;

const belgiansIn = (game: Game, state: GiState, hex: string): string[] =>
  Object.entries(state.units)
    .filter(
      ([id, u]) => u.at === hex && game.counters.get(id)?.nation === 'be' && game.counters.get(id)?.type !== 'fort',
    )
    .map(([id]) => id);

/** 13.1: the Allies may be offered the retreat to Antwerp before this battle's Fortunes of War. */
export function antwerpOffered(game: Game, state: GiState, side: string, d: BattleDeclared, pending: Pending): boolean {
  if (state.number === 3 || state.turn !== 1 || side !== 'german' || d.hex !== BRUSSELS) return false;
  if (pending.belgian || state.antwerp || state.cap.allied < 1) return false;
  const units = belgiansIn(game, state, BRUSSELS);
  if (units.length === 0) return false;
  // The units must fit in Antwerp (8.4.6: README).
  const moved = { ...state, units: { ...state.units } };
  for (const id of units) moved.units[id] = { ...moved.units[id]!, at: ANTWERP };
  return stackingExcess(positionOf(game, moved), ANTWERP, 'allied') === null;
}

/** 13.1: retreat to Antwerp (1 CAP, the battle cancelled as by DTA), or stand and fight. */
export function antwerpAnswer(
  game: Game,
  s: S,
  frame: Of<'antwerp'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  if (key !== 'antwerp-retreat' && key !== 'antwerp-stand') return refuse('antwerp-key', { key }, '13.1');
  s.stack.pop();
  const act = [...s.stack].reverse().find((f): f is DeepMut<Of<'activation'>> => f.name === 'activation');
  const pending = act?.battles.find((b) => b.hex === frame.hex);
  if (!act || !pending) return null;
  pending.belgian = true;
  if (key === 'antwerp-stand') {
    resolve(game, s, act as Of<'activation'>, pending as Pending, dice, ev);
    return null;
  }
  s.cap.allied--;
  const units = belgiansIn(game, s as GiState, frame.hex);
  for (const id of units) s.units[id]!.at = ANTWERP;
  s.antwerp = true;
  mutActivation(s, (f) => {
    f.battles = f.battles.filter((b) => b.hex !== frame.hex);
    f.attacked.push(frame.hex);
    f.fought = true;
  });
  ev.push({ kind: 'antwerp', units, cap: s.cap.allied });
  updateControl(game, s, frame.hex, dice, ev);
  updateControl(game, s, ANTWERP, dice, ev);
  settle(game, s, frame.hex, false, dice, ev);
  return null;
}

/** 12.5.2: until turn 7, two German infantry corps in 53 and/or 62 keep hex 52 from being activated. */
export function antwerpShut(game: Game, state: GiState): boolean {
  if (!state.antwerp || state.turn >= SHUT_IN_UNTIL) return false;
  const p = positionOf(game, state);
  const corps = COVERING.flatMap((h) => combatUnitsAt(p, h, 'german')).filter(
    (u) => u.type === 'infantry' && u.size === 'corps',
  );
  return corps.length >= 2;
}

/** 12.5.3: while the Belgian army shut in Antwerp has combat units there, no German unit enters Ghent. */
export function ghentClosed(game: Game, state: GiState): boolean {
  return !!state.antwerp && belgiansIn(game, state, ANTWERP).length > 0;
}
