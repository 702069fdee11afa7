import type { GameEvent } from '../../../core/game.js';
import { supplyWarnings, unitsInSupply } from '../rules/supply-warnings.js';
import type { Applied } from './machine.js';
import type { Game } from './setup.js';
import type { PogState } from './state.js';

/**
 * The supply warnings' two hooks into the machine (rules/supply-warnings.ts has the definitions): a round's start
 * records its units in supply; a round's end (and the Action Phase's) warns both players of the units cut off since
 * and of those one capture would cut off, as log events and as marks on the picture.
 */

/**
 * A round's end: one `supply-warning` event per side with something to flag, and the flagged spaces on the picture
 * (`last.unsupplied`, `last.threatened`), beside what the round's last action did.
 */
export function warnSupply(game: Game, state: PogState, events: GameEvent[]): PogState {
  const warnings = supplyWarnings({ model: game.model, state }, state.roundSupply);
  if (warnings.length === 0) return state;
  for (const w of warnings)
    events.push({
      kind: 'supply-warning',
      side: w.side,
      outOfSupply: w.outOfSupply,
      threatened: w.threatened,
      chokepoints: w.chokepoints,
    });
  const unsupplied = [...new Set(warnings.flatMap((w) => w.outOfSupply))].sort();
  const threatened = [...new Set(warnings.flatMap((w) => w.threatened))].sort();
  return {
    ...state,
    last: {
      ...state.last,
      ...(unsupplied.length > 0 ? { unsupplied } : {}),
      ...(threatened.length > 0 ? { threatened } : {}),
    },
  };
}

/** A round began with this action (the game's first, the next round, a new turn's first): its units in supply. */
export function recordRoundSupply(game: Game, before: PogState, applied: Applied): Applied {
  if (!applied.ok || applied.state.round === 0 || applied.state.round === before.round) return applied;
  const roundSupply = unitsInSupply({ model: game.model, state: applied.state });
  return { ...applied, state: { ...applied.state, roundSupply } };
}
