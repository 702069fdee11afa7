import type { Highlights } from './game.js';

/**
 * An action's picture marks, gathered from its events (a game's play/last.ts): the hex-to-hex steps units moved by
 * and the hexes units were lost from, each only on a hex of the map (`isHex`: not a box, not off the map).
 */
export function highlightsOf(isHex: (hex: string) => boolean) {
  const moves: { from: string; to: string }[] = [];
  const losses = new Set<string>();
  return {
    /** The steps along `hexes`, in order: a path, or a from and a to. */
    along(hexes: readonly string[]): void {
      for (let i = 1; i < hexes.length; i++) {
        const from = hexes[i - 1]!;
        const to = hexes[i]!;
        if (from !== to && isHex(from) && isHex(to)) moves.push({ from, to });
      }
    },
    lost(hex: string): void {
      if (isHex(hex)) losses.add(hex);
    },
    /** What was gathered, with no empty field (a picture of the whole map when nothing is). */
    highlights(): Highlights {
      return { ...(moves.length > 0 ? { moves } : {}), ...(losses.size > 0 ? { losses: [...losses] } : {}) };
    },
  };
}

/** An event field as a string ('' when it is none), and as the strings of a list. */
export const eventString = (v: unknown): string => (typeof v === 'string' ? v : '');
export const eventStrings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
