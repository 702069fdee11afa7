import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { unitsAt } from '../rules/position.js';
import { hasRailways, supplyLine } from '../rules/supply-line.js';
import type { S } from './edit.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { GiState } from './state.js';

/**
 * Supply over the railways (11.2.1) as the play module reads it: the Supply Determination segment of the
 * Administrative Phase (D) and the supply VP scoring asks for (3.2.4). On a map without railways (the built-in pack,
 * README gap) rules/supply-line.ts answers unknown and every unit stays in supply, as before.
 */

/**
 * 11.2.1 (D): each unit's supply, traced as in the Attrition check (11.2.1 b), recorded in `GiState.supply` for the
 * segments that follow (E–G) and, as the OoS markers stay on their units, by the next turn until its own D. False on a map without railways (nothing recorded).
 */
export function determineSupply(game: Game, s: S, ev: GameEvent[]): boolean {
  delete s.supply;
  const p = positionOf(game, s as GiState);
  if (!hasRailways(p)) return false;
  const out: string[] = [];
  const emergency: string[] = [];
  for (const u of p.units) {
    const line = supplyLine(p, u, { attritionCheck: true });
    if (line?.supply === 'out') out.push(u.id!);
    if (line?.supply === 'emergency') emergency.push(u.id!);
  }
  s.supply = { out, emergency };
  ev.push({ kind: 'supply', out: [...out], emergency: [...emergency] });
  return true;
}

/**
 * 3.2.4 ("Rifornimento e VP"): a VP hex scores for `side` only when `side`'s units in it can trace supply (every one
 * of them; a hex without them scores by control alone). Always on a map without railways.
 */
export function vpSupplied(game: Game, state: GiState, hex: string, side: Side): boolean {
  const p = positionOf(game, state);
  if (!hasRailways(p)) return true;
  return unitsAt(p, hex, side).every((u) => supplyLine(p, u)?.supply !== 'out');
}
