import type { GameEvent, Highlights } from '../../../core/game.js';
import type { Game } from './board.js';
import type { O1914State } from './state.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * What an action's picture marks: every hex-to-hex step its events moved a Force by (a move, a Cavalry Reaction, a
 * Repulse's entry, a retreat along its path, an advance into the hex won) and the hexes units were lost from
 * (eliminated, surrendered, exposed). The bot frames the picture on them, as on a freeplay move; `before` is the state
 * the action was applied to (an advance's and a loss's events name no hex left).
 */
export function lastOf(game: Game, before: O1914State, events: readonly GameEvent[]): Highlights {
  const moves: { from: string; to: string }[] = [];
  const losses: string[] = [];
  const along = (hexes: readonly string[]) => {
    for (let i = 1; i < hexes.length; i++) {
      const from = hexes[i - 1]!;
      const to = hexes[i]!;
      if (from !== to && game.hexes.has(from) && game.hexes.has(to)) moves.push({ from, to });
    }
  };
  const at = (unit: unknown) => before.units[str(unit)]?.at ?? '';
  for (const e of events) {
    switch (e.kind) {
      case 'move':
      case 'reaction':
      case 'repulse-enter':
        along([str(e['from']), str(e['to'])]);
        break;
      case 'retreat':
        along([str(e['from']), ...strings(e['path'])]);
        break;
      case 'advance':
        for (const from of new Set(strings(e['units']).map(at))) along([from, str(e['to'])]);
        break;
      case 'eliminated':
      case 'surrendered':
      case 'exposed-eliminated': {
        const hex = str(e['hex']) || at(e['unit']);
        if (game.hexes.has(hex)) losses.push(hex);
        break;
      }
    }
  }
  return {
    ...(moves.length > 0 ? { moves } : {}),
    ...(losses.length > 0 ? { losses: [...new Set(losses)] } : {}),
  };
}
