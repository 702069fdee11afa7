import type { GameEvent, RuleError } from '../../../core/game.js';
import { decodeAnswer, learnFromAnswer } from '../../../core/learned.js';
import { refuse, type Applied, type S } from './edit.js';
import { askOf } from './learned.js';
import type { Game } from './setup.js';
import type { Cup, Frame, GiState } from './state.js';
import { placeMarker } from './vp.js';
import { namerOf } from './words.js';

/**
 * The answer to an `ask` frame (README, "What the players are asked for"): a value the book and the pack lack goes
 * into the game's learned book through core/learned.ts (its refusals and its log words); a VP marker a player drew
 * (3.1.2, without the pack's markers) is placed in its hex.
 */
export function learn(
  game: Game,
  s: S,
  frame: Extract<Frame, { name: 'ask' }>,
  key: string,
  ev: GameEvent[],
): Applied | null {
  const [kind, cup, hex] = frame.value.split('.');
  if (kind === 'vp' || kind === 'vpcheck') {
    const [verb, given] = key.split('/');
    const n = Number(given);
    if (verb !== 'value' || !Number.isInteger(n) || n < 0 || n > frame.max)
      return refuse('bad-value', { key }, '3.1.2');
    placeMarker(s, cup as Cup, hex!, n, kind === 'vpcheck', ev);
    return null;
  }
  const ask = askOf(namerOf(game), frame.side, frame.value, frame.max);
  if (!ask) throw new Error(`the value key ${frame.value} names no value`);
  const decoded = decodeAnswer(ask, key);
  if (!decoded.ok) return refused(decoded.error);
  const n = decoded.number;
  const learned = learnFromAnswer((s as GiState).learned, ask, { number: n, by: frame.side, turn: s.turn });
  if (!learned.ok) return refused(learned.error);
  s.learned = [...learned.book] as S['learned'];
  ev.push(learned.event);
  return null;
}

/** A refusal in core/learned.ts's words. */
const refused = (error: RuleError): Applied => ({
  ok: false,
  problem: { code: error.code, rule: error.rule },
  message: error.message,
});
