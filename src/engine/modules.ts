import type { AnyGameModule } from './core/game.js';
import type { Pack } from './core/pack.js';
import { createFreeplay } from './games/freeplay/module.js';
import { rulebook } from './registry.js';

/**
 * The playable module for a game on a pack: the game's own (its rules enforced) when the registry gives it one,
 * otherwise freeplay (the tabletop: the pack's map and counters, moves by hand, dice and rulings on request).
 * Modules are cached per pack id and version.
 */
const cache = new Map<string, AnyGameModule>();

export function moduleFor(pack: Pack): AnyGameModule {
  const key = `${pack.id}@${pack.version}`;
  let module = cache.get(key);
  if (!module) {
    module = rulebook(pack.game)?.module?.(pack) ?? createFreeplay(pack);
    if (cache.size > 200) cache.clear();
    cache.set(key, module);
  }
  return module;
}

/**
 * The module `umpire play|fuzz --draft` plays: the game's draft module (GameRulebook.draft, its rules while they are
 * being built) when it has one, otherwise the module players get. Never used by the bot.
 */
export function draftModuleFor(pack: Pack): AnyGameModule {
  const key = `draft:${pack.id}@${pack.version}`;
  let module = cache.get(key);
  if (!module) {
    const draft = rulebook(pack.game)?.draft;
    if (!draft) return moduleFor(pack);
    module = draft(pack);
    cache.set(key, module);
  }
  return module;
}
