import type { N1812Game } from './game.js';
import type { N1812State, Prompt } from './state.js';

/**
 * Advanced rule 16.6 (the game option `cavalry-first`): "durante i turni 1 e 2 le unità di cavalleria devono essere
 * disorganizzate/eliminate con preferenza rispetto alla fanteria". Enforced where the owner chooses the units an
 * attrition roll takes (8.5): on turns 1 and 2, while a cavalry unit of the moving stack can take the loss, only
 * cavalry is offered. Combat hits (11.17) are not restricted yet (README).
 */

export const CAVALRY_FIRST_OPTION = 'cavalry-first';
/** 16.6: turns 1 and 2. */
export const CAVALRY_FIRST_LAST_TURN = 2;

/** The units the owner may choose now for the attrition loss of `top` (8.5, and 16.6 with the option). */
export function attritionChoices(game: N1812Game, s: N1812State, top: Prompt & { name: 'attrition' }): string[] {
  if (s.cavalryFirst !== true || s.turn > CAVALRY_FIRST_LAST_TURN) return top.units;
  const cavalry = top.units.filter((id) => game.unitById.get(id)?.type === 'cavalry');
  return cavalry.length > 0 ? cavalry : top.units;
}
