import type { GameStatus } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { actingSide } from './machine.js';
import type { Game } from './setup.js';
import type { BorodinoState } from './state.js';
import * as words from './words.js';

/**
 * The game's turn, step, side to act and end, as every viewer's view gives it: GameService reads it before and after
 * each action (GameModule.status), without the pieces, whose values are read for every counter on the map.
 */
export function statusOfGame(game: Game, state: BorodinoState): GameStatus {
  const acting = actingSide(game, state);
  return {
    turn: state.turn,
    turnLabel: loc(`Turn ${state.turn}`, `Turno ${state.turn}`),
    phase: words.STEP_NAME[state.step],
    active: acting ? [acting] : [],
    ...(state.over
      ? {
          over: {
            ...(state.over.winner ? { winner: state.over.winner } : {}),
            reason: words.overReason(state.over.winner, state.over.vp),
          },
        }
      : {}),
  };
}
