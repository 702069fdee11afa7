import type { Pack } from '../../../../../src/engine/core/pack.js';
import { gameOf, type Game } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import { pack } from './position.js';

/** The built-in pack has no railways (11.2.1, 10.2): a copy whose hexes `rail` get the feature `rail`, and its game. */
export function withRail(rail: readonly string[]): { pack: Pack; game: Game } {
  if (pack.map.kind !== 'hex') throw new Error('hex map');
  const hexes = pack.map.hexes.map((h) => (rail.includes(h.id) ? { ...h, features: [...h.features, 'rail'] } : h));
  const railPack = { ...pack, map: { ...pack.map, hexes } } as Pack;
  return { pack: railPack, game: gameOf(railPack) };
}
