import type { GameEvent } from '../../../core/game.js';
import { combatUnitsAt } from '../rules/position.js';
import type { S } from './edit.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { GiState } from './state.js';

/**
 * The Block markers' removal (8.4.5 c, Table 8 note 2). A marker stands on the hexside between the hex its owner left
 * (`a`) and the hex it entered (`b`). It goes when no combat unit of its owner remains in the hex entered (here,
 * after every action); and when the enemy gains control of either hex (play/control.ts `setControl`): "Impossibile,
 * per un segnalino di Blocco nemico, essere piazzato (o rimanere) in un lato d'esagono in comune con un esagono amico
 * controllato". The owner's voluntary removal is not offered: a marker only ever hinders the enemy.
 */
export function pruneBlocks(game: Game, s: S, ev: GameEvent[]): void {
  if (s.blocks.length === 0) return;
  const p = positionOf(game, s as GiState);
  const gone = s.blocks.filter((k) => combatUnitsAt(p, k.b, k.side).length === 0);
  if (gone.length === 0) return;
  s.blocks = s.blocks.filter((k) => !gone.includes(k));
  for (const k of gone) ev.push({ kind: 'block-removed', a: k.a, b: k.b, side: k.side, why: 'units' });
}
