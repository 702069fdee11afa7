import type { GameEvent } from '../../../core/game.js';
import type { S } from './edit.js';
import type { Cup } from './state.js';
import { placeMarker } from './vp.js';

/** Values the book and the pack lack (README, "What the players are asked for"): asked of the owner, then kept. */

/** The values a player may give for a number the book lacks: a counter's CS or MA, a hex's TEM (fire.ts: 0–2). */
export const VALUE_MAX = { counter: 9, terrain: 2, vp: 10 } as const;

/** Records a value its owner gave: a counter's printed number, a hex's TEM, or a VP marker drawn from the cup. */
export function learn(s: S, key: string, n: number, ev: GameEvent[]): void {
  const [kind, cup, hex] = key.split('.');
  if (kind === 'vp' || kind === 'vpcheck') {
    placeMarker(s, cup as Cup, hex!, n, kind === 'vpcheck', ev);
    return;
  }
  s.learned[key] = n;
  ev.push({ kind: 'value', value: key, n });
}
