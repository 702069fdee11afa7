import type { Pack } from './core/pack.js';
import { borodinoPack } from './games/borodino/pack.js';
import { demoPack } from './games/freeplay/demo-pack.js';
import { grandIllusionPack } from './games/grand-illusion/pack.js';
import { napoleon1812Pack } from './games/napoleon-1812/pack.js';
import { offensive1914Pack } from './games/offensive-1914/pack.js';
import { pathsOfGloryPack } from './games/paths-of-glory/pack.js';

/** The packs that ship with Umpire, by id. A club's own packs live in the store, per guild. */
const BUILT_IN: readonly (() => Pack)[] = [
  demoPack,
  borodinoPack,
  pathsOfGloryPack,
  grandIllusionPack,
  offensive1914Pack,
  napoleon1812Pack,
];

let cache: Map<string, Pack> | undefined;

export function builtInPacks(): ReadonlyMap<string, Pack> {
  cache ??= new Map(BUILT_IN.map((make) => make()).map((p) => [p.id, p]));
  return cache;
}

export function builtInPack(id: string): Pack | undefined {
  return builtInPacks().get(id);
}
