import { loc, type Localized } from './localized.js';

/** The eight winds, as a hex vertex a unit faces is named (north up). */
export type Wind = 'e' | 'ne' | 'n' | 'nw' | 'w' | 'sw' | 's' | 'se';

/** Counter-clockwise from east, 45° apart: a bearing's nearest wind is `WINDS[round(bearing / 45) mod 8]`. */
const WINDS: readonly Wind[] = ['e', 'ne', 'n', 'nw', 'w', 'sw', 's', 'se'];

const NAMES: Readonly<Record<Wind, Localized>> = {
  e: loc('east', 'est'),
  ne: loc('north-east', 'nord-est'),
  n: loc('north', 'nord'),
  nw: loc('north-west', 'nord-ovest'),
  w: loc('west', 'ovest'),
  sw: loc('south-west', 'sud-ovest'),
  s: loc('south', 'sud'),
  se: loc('south-east', 'sud-est'),
};

/** A wind's name in English and Italian ("north-west", "nord-ovest"), or undefined for a string that names none. */
export const windName = (wind: string): Localized | undefined =>
  Object.hasOwn(NAMES, wind) ? NAMES[wind as Wind] : undefined;

/**
 * The wind nearest a bearing in degrees counter-clockwise from east (`BoardPiece.facing`): a hex vertex at 60° or
 * 120° is north-east or north-west, at 90° north, whichever way the hexes are drawn.
 */
export function windOf(bearing: number): Wind {
  const i = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return WINDS[i]!;
}
