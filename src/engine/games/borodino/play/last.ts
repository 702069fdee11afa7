import type { GameEvent, Highlights } from '../../../core/game.js';
import { eventString as str, eventStrings as strings, highlightsOf } from '../../../core/highlights.js';
import type { Game } from './setup.js';
import type { BorodinoState } from './state.js';

/**
 * What an action's picture marks: every hex-to-hex step its events moved a unit by (a move or an entry along its
 * path, an advance, a retreat, a 7.39 withdrawal, a charge and an evasion before it), and the hexes a unit was lost
 * from (eliminated or Withdrawn by a retreat). The bot frames the picture on them, as on a freeplay move; `before` is
 * the state the action was applied to (a retreat's event names only where the unit went).
 */
export function lastOf(game: Game, before: BorodinoState, events: readonly GameEvent[]): Highlights {
  const marks = highlightsOf((hex) => game.hexes.has(hex));
  for (const e of events) {
    switch (e.kind) {
      case 'move':
      case 'enter':
        marks.along(strings(e['path']));
        break;
      case 'advance':
      case 'withdraw':
        marks.along([str(e['from']), str(e['to'])]);
        break;
      case 'charge':
      case 'evade':
        marks.along([str(e['from']), ...strings(e['path'])]);
        break;
      case 'retreat': {
        const from = before.units[str(e['unit'])]?.at ?? '';
        // 9.63, 9.66: a retreat's `to` is a hex even when the unit is eliminated or Withdrawn there.
        if (e['result'] === 'eliminated' || e['result'] === 'withdrawn') marks.lost(from);
        else marks.along([from, str(e['to'])]);
        break;
      }
    }
  }
  return marks.highlights();
}
