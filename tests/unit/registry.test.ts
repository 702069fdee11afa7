import { describe, expect, it } from 'vitest';
import { RULING_COMMANDS } from '../../src/commands/rulings.js';
import { checkTables } from '../../src/engine/pack-tables.js';
import { builtInPacks } from '../../src/engine/packs.js';
import { GAME_IDS, RULEBOOKS, rulebook } from '../../src/engine/registry.js';
import { draftModuleFor, moduleFor } from '../../src/engine/modules.js';

/** One registry of games: the ids, the packs' game list, the built-in packs, the ruling commands and moduleFor. */
describe('the game registry', () => {
  it('lists the five games, and freeplay besides as a pack game', () => {
    expect(RULEBOOKS.map((g) => g.id)).toEqual([
      'paths-of-glory',
      'grand-illusion',
      'borodino',
      'napoleon-1812',
      'offensive-1914',
    ]);
    expect(GAME_IDS).toEqual([...RULEBOOKS.map((g) => g.id), 'freeplay']);
  });

  it('gives a pack of a game it does not know a clear refusal naming the games', () => {
    const refused = checkTables('chess', {});
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors[0]).toMatch(/^game: "chess" is not a game Umpire knows; games: paths-of-glory,/);
    expect(checkTables('freeplay', {}).ok).toBe(true);
  });

  it('ships the demo pack and each game’s own built-in pack', () => {
    const games = [...builtInPacks().values()].map((p) => p.game);
    expect(games.sort()).toEqual([...GAME_IDS].sort());
    for (const game of RULEBOOKS) expect(game.pack().game).toBe(game.id);
  });

  it('makes one ruling command per game, named as the game says', () => {
    expect(RULING_COMMANDS.map((c) => c.data.name)).toEqual(RULEBOOKS.map((g) => g.command));
  });

  it('plays each game by its own module when it has one, in freeplay otherwise', () => {
    for (const game of RULEBOOKS) {
      const module = moduleFor(game.pack());
      expect(module.id).toBe(game.module ? game.id : 'freeplay');
      expect(rulebook(game.id)).toBe(game);
    }
  });

  it('plays a draft only when asked (umpire play|fuzz --draft): the bot’s moduleFor never gives one', () => {
    // No game is a draft today (every one is played by its rules); --draft then gives the module the bot plays.
    for (const game of RULEBOOKS) {
      const pack = game.pack();
      const draft = draftModuleFor(pack);
      // A game with a draft plays its rules under --draft, and freeplay (or its module) for the bot.
      expect(draft.id).toBe(game.draft || game.module ? game.id : 'freeplay');
      expect(moduleFor(pack).id).toBe(game.module ? game.id : 'freeplay');
      if (game.draft) expect(draft).not.toBe(moduleFor(pack));
    }
  });
});
