import type { AnyGameModule } from './core/game.js';
import type { Pack } from './core/pack.js';
import { createFreeplay } from './games/freeplay/module.js';

/**
 * The playable module for a game on a pack. Every game plays in freeplay today (the tabletop: the pack's map
 * and counters, moves by hand, dice and rulings on request); a game with full rules enforcement gets its own
 * module here. Modules are cached per pack id and version.
 */
const cache = new Map<string, AnyGameModule>();

export function moduleFor(pack: Pack): AnyGameModule {
  const key = `${pack.id}@${pack.version}`;
  let module = cache.get(key);
  if (!module) {
    module = createFreeplay(pack);
    if (cache.size > 200) cache.clear();
    cache.set(key, module);
  }
  return module;
}
