import type { GameRulebook } from './core/game.js';
import { borodino } from './games/borodino/index.js';
import { grandIllusion } from './games/grand-illusion/index.js';
import { napoleon1812 } from './games/napoleon-1812/index.js';
import { offensive1914 } from './games/offensive-1914/index.js';
import { pathsOfGlory } from './games/paths-of-glory/index.js';

/** The five games, in the order players see them. */
export const RULEBOOKS: readonly GameRulebook[] = [pathsOfGlory, grandIllusion, borodino, napoleon1812, offensive1914];

export function rulebook(id: string): GameRulebook | undefined {
  return RULEBOOKS.find((g) => g.id === id);
}
