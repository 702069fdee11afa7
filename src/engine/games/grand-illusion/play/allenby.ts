import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { fortunes } from './battle.js';
import { type Applied, type DeepMut, type Of, refuse, type S } from './edit.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { BattleFow, GiState, Pending } from './state.js';

/**
 * Allenby's Cavalry (12.4): on turns 1 and 2, the first battle declared in a hex against a force holding British
 * infantry and cavalry gets an automatic Skirmish Fortunes of War result if the Allies wish; later battles in that hex
 * roll as usual. Offered before the roll, once per hex.
 */

const ALLENBY_LAST_TURN = 2;

/** Whether the defending force in the hex holds British infantry and British cavalry. */
function britishInfantryAndCavalry(game: Game, state: GiState, hex: string): boolean {
  const british = positionOf(game, state).units.filter((u) => u.hex === hex && u.nation === 'gb');
  return british.some((u) => u.type === 'infantry') && british.some((u) => u.type === 'cavalry');
}

/**
 * 12.4: before a German battle's Fortunes of War, the Allies are offered the Skirmish (an `allenby` prompt) when it is
 * the hex's first such battle on turns 1–2; returns whether the prompt opened.
 */
export function allenbyOffered(game: Game, s: S, side: Side, pending: Pending, d: BattleFow): boolean {
  if (side !== 'german' || s.turn > ALLENBY_LAST_TURN || pending.allenby !== undefined) return false;
  if ((s.allenbyHexes ?? []).includes(d.hex) || !britishInfantryAndCavalry(game, s as GiState, d.hex)) return false;
  s.allenbyHexes = [...(s.allenbyHexes ?? []), d.hex];
  s.stack.push({ name: 'allenby', side: 'allied', hex: d.hex, fow: { ...d } });
  return true;
}

/** 12.4: the automatic Skirmish, or the roll. */
export function allenbyAnswer(
  game: Game,
  s: S,
  frame: Of<'allenby'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  if (key !== 'allenby-skirmish' && key !== 'allenby-roll') return refuse('allenby-key', { key }, '12.4');
  s.stack.pop();
  const act = [...s.stack].reverse().find((f): f is DeepMut<Of<'activation'>> => f.name === 'activation');
  const pending = act?.battles.find((b) => b.hex === frame.hex);
  if (!act || !pending) return null;
  pending.allenby = key === 'allenby-skirmish';
  ev.push({ kind: 'allenby', hex: frame.hex, skirmish: pending.allenby });
  fortunes(game, s, act.side, pending as Pending, frame.fow, dice, ev);
  return null;
}
