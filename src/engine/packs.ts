import type { Pack } from './core/pack.js';
import { demoPack } from './games/freeplay/demo-pack.js';
import { RULEBOOKS } from './registry.js';

/** The packs that ship with Umpire, by id: the demo and each registered game's. A club's own live in the store. */
const BUILT_IN: readonly (() => Pack)[] = [demoPack, ...RULEBOOKS.map((game) => game.pack)];

let cache: Map<string, Pack> | undefined;

export function builtInPacks(): ReadonlyMap<string, Pack> {
  cache ??= new Map(BUILT_IN.map((make) => make()).map((p) => [p.id, p]));
  return cache;
}

export function builtInPack(id: string): Pack | undefined {
  return builtInPacks().get(id);
}
