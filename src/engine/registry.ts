import type { GameRulebook } from './core/game.js';
import { borodino } from './games/borodino/index.js';
import { grandIllusion } from './games/grand-illusion/index.js';
import { napoleon1812 } from './games/napoleon-1812/index.js';
import { offensive1914 } from './games/offensive-1914/index.js';
import { pathsOfGlory } from './games/paths-of-glory/index.js';

/**
 * The one list of games, in the order players see them. Everything that knows "which games there are" derives from
 * it: the `GameId` type, the packs' game list (pack-tables.ts), the built-in packs (packs.ts), the ruling commands
 * (src/commands/rulings.ts), the command line, and `moduleFor` (modules.ts). Adding a game is its folder
 * (src/engine/games/<id>/, whose index.ts exports a `defineGame`) and one line here.
 */
export const RULEBOOKS = [pathsOfGlory, grandIllusion, borodino, napoleon1812, offensive1914] as const;

export type RulebookId = (typeof RULEBOOKS)[number]['id'];
/** A pack's game: one of the registry's, or `freeplay` (a pack of no particular game). */
export type GameId = RulebookId | 'freeplay';

export const GAME_IDS: readonly GameId[] = [...RULEBOOKS.map((g) => g.id), 'freeplay'];

export function rulebook(id: string): GameRulebook | undefined {
  return RULEBOOKS.find((g) => g.id === id);
}

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}
