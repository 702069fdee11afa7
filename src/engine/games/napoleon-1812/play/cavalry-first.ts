import { loc } from '../../../core/localized.js';
import type { N1812Game } from './game.js';
import type { N1812State, Prompt } from './state.js';

/**
 * Advanced rule 16.6 (the game option `cavalry-first`): "durante i turni 1 e 2 le unità di cavalleria devono essere
 * disorganizzate/eliminate con preferenza rispetto alla fanteria". Enforced where the owner chooses the units an
 * attrition roll takes (8.5): on turns 1 and 2, while a cavalry unit of the moving stack can take the loss, only
 * cavalry is offered; and where the owner chooses the unit a combat hit takes (11.17; the Italian words 16.6 generally,
 * README): while a cavalry unit can take it, no infantry unit is offered (artillery, which 16.6 does not name, still is).
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

/** 16.6 on combat hits (11.17): the candidates `ids` the owner may hit now; infantry only once no cavalry can take it. */
export function hitChoices(game: N1812Game, s: N1812State, ids: string[]): string[] {
  if (s.cavalryFirst !== true || s.turn > CAVALRY_FIRST_LAST_TURN) return ids;
  const type = (id: string) => game.unitById.get(id)?.type;
  return ids.some((id) => type(id) === 'cavalry') ? ids.filter((id) => type(id) !== 'infantry') : ids;
}

export const cavalryFirstRefusal = loc(
  'On turns 1 and 2 cavalry takes the hits before infantry (16.6): choose a cavalry unit.',
  'Nei turni 1 e 2 la cavalleria subisce i danni prima della fanteria (16.6): scegli un’unità di cavalleria.',
);
