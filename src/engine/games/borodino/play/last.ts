import type { GameEvent, Highlights } from '../../../core/game.js';
import type { Game } from './setup.js';
import type { BorodinoState } from './state.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * What an action's picture marks: every hex-to-hex step its events moved a unit by (a move or an entry along its
 * path, an advance, a retreat, a 7.39 withdrawal, a charge and an evasion before it), and the hexes a unit was lost
 * from (eliminated or Withdrawn by a retreat). The bot frames the picture on them, as on a freeplay move; `before` is
 * the state the action was applied to (a retreat's event names only where the unit went).
 */
export function lastOf(game: Game, before: BorodinoState, events: readonly GameEvent[]): Highlights {
  const moves: { from: string; to: string }[] = [];
  const losses: string[] = [];
  const along = (hexes: readonly string[]) => {
    for (let i = 1; i < hexes.length; i++) {
      const from = hexes[i - 1]!;
      const to = hexes[i]!;
      if (from !== to && game.hexes.has(from) && game.hexes.has(to)) moves.push({ from, to });
    }
  };
  for (const e of events) {
    switch (e.kind) {
      case 'move':
      case 'enter':
        along(strings(e['path']));
        break;
      case 'advance':
      case 'withdraw':
        along([str(e['from']), str(e['to'])]);
        break;
      case 'charge':
      case 'evade':
        along([str(e['from']), ...strings(e['path'])]);
        break;
      case 'retreat': {
        const from = before.units[str(e['unit'])]?.at ?? '';
        // 9.63, 9.66: a retreat's `to` is a hex even when the unit is eliminated or Withdrawn there.
        if (e['result'] === 'eliminated' || e['result'] === 'withdrawn') {
          if (game.hexes.has(from)) losses.push(from);
        } else along([from, str(e['to'])]);
        break;
      }
    }
  }
  return {
    ...(moves.length > 0 ? { moves } : {}),
    ...(losses.length > 0 ? { losses: [...new Set(losses)] } : {}),
  };
}
