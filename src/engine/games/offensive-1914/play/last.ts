import type { GameEvent, Highlights } from '../../../core/game.js';
import { eventString as str, eventStrings as strings, highlightsOf } from '../../../core/highlights.js';
import type { Game } from './board.js';
import type { O1914State } from './state.js';

/**
 * What an action's picture marks: every hex-to-hex step its events moved a Force by (a move, a Cavalry Reaction, a
 * Repulse's entry, a retreat along its path, an advance into the hex won) and the hexes units were lost from
 * (eliminated, surrendered, exposed). The bot frames the picture on them, as on a freeplay move; `before` is the state
 * the action was applied to (an advance's and a loss's events name no hex left).
 */
export function lastOf(game: Game, before: O1914State, events: readonly GameEvent[]): Highlights {
  const marks = highlightsOf((hex) => game.hexes.has(hex));
  const at = (unit: unknown) => before.units[str(unit)]?.at ?? '';
  for (const e of events) {
    switch (e.kind) {
      case 'move':
      case 'reaction':
      case 'repulse-enter':
        marks.along([str(e['from']), str(e['to'])]);
        break;
      case 'retreat':
        marks.along([str(e['from']), ...strings(e['path'])]);
        break;
      case 'advance':
        for (const from of new Set(strings(e['units']).map(at))) marks.along([from, str(e['to'])]);
        break;
      case 'eliminated':
      case 'surrendered':
      case 'exposed-eliminated':
        marks.lost(str(e['hex']) || at(e['unit']));
        break;
    }
  }
  return marks.highlights();
}
