import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { SIDES } from '../model.js';
import { siegeAfterBattle, siegesLifted } from '../rules/battle-position.js';
import { unitsAt } from '../rules/position.js';
import { haEliminated, hqMustRetreat, hqRetreat } from '../rules/retreat-position.js';
import { updateControl } from './control.js';
import type { S } from './edit.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, type GiState } from './state.js';

/** After a battle or a move: HA and HQs left with the enemy, sieges (9.4.4, 9.5.4, 9.5.3). */

/**
 * 9.5.4: HA left alone with enemy combat units are eliminated; 9.4.4: an HQ left without friendly combat units or HA
 * with the enemy goes, flipped, to the nearest hex of supplied friendly units (where several are as near, the owner
 * chooses: an `hq-retreat` prompt), or is eliminated; 9.5.3: at the end of a battle the
 * forts left alone with the besieger's intact infantry are besieged; a siege with no besieger left is lifted.
 */
export function settle(game: Game, s: S, hex: string, afterBattle: boolean, dice: Dice, ev: GameEvent[]): void {
  for (const side of SIDES) {
    const p = positionOf(game, s as GiState);
    for (const u of haEliminated(p, side, hex)) {
      s.units[u.id!]!.at = ELIMINATED;
      ev.push({ kind: 'ha-eliminated', unit: u.id!, hex });
    }
    const q = positionOf(game, s as GiState);
    if (!hqMustRetreat(q, side, hex)) continue;
    const battles = s.stack.flatMap((f) => (f.name === 'activation' ? f.battles.map((b) => b.hex) : []));
    const to = hqRetreat(q, side, hex, [hex, ...battles]);
    const hexes = [...to.hexes].sort((a, b) => Number(a) - Number(b));
    if (hexes.length > 1) {
      // 9.4.4: several hexes as near: the owner chooses (asked once per hex and side).
      if (!s.stack.some((f) => f.name === 'hq-retreat' && f.hex === hex && f.side === side))
        s.stack.push({
          name: 'hq-retreat',
          side,
          hex,
          units: unitsAt(q, hex, side).map((u) => u.id!),
          hexes,
          afterBattle,
        });
      continue;
    }
    const goal = hexes[0];
    for (const u of unitsAt(q, hex, side)) {
      if (goal === undefined) s.units[u.id!]!.at = ELIMINATED;
      else s.units[u.id!] = { at: goal, disorganized: true };
      ev.push({ kind: 'hq-retreat', unit: u.id!, hex, to: goal ?? ELIMINATED });
    }
  }
  const p = positionOf(game, s as GiState);
  if (afterBattle) {
    const siege = siegeAfterBattle(p, hex);
    if (siege.ok)
      for (const f of siege.value.besieged.filter((x) => !s.besieged.includes(x.id!))) {
        s.besieged.push(f.id!);
        ev.push({ kind: 'besieged', fort: f.id!, hex });
      }
  }
  const lifted = siegesLifted(positionOf(game, s as GiState));
  if (lifted.ok)
    for (const f of lifted.value) {
      s.besieged = s.besieged.filter((id) => id !== f.id);
      ev.push({ kind: 'siege-lifted', fort: f.id!, hex: f.hex });
    }
  updateControl(game, s, hex, dice, ev);
}
