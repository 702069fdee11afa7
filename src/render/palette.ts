import type { SideInfo } from '../engine/core/game.js';
import type { Localized } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';
import { nationColour } from './colour.js';

/** The colours of one game: each side's colour, and a shade of it for each of the side's nations. */

export interface SidePalette {
  readonly id: string;
  readonly name: Localized;
  readonly colour: string;
  readonly nations: readonly { readonly id: string; readonly colour: string }[];
}

export interface Palette {
  readonly sides: readonly SidePalette[];
  /** A counter's body colour from its side and nation. */
  counterColour(side: string | undefined, nation: string | undefined): string;
}

const NEUTRAL = '#6b6b6b';

export function paletteOf(pack: Pack, sides: readonly SideInfo[]): Palette {
  const ids = new Set(sides.map((s) => s.id));
  // The scenario whose sides are these sides gives each side's nations in order; any other lists them too.
  const scenarios = [...pack.scenarios].sort(
    (a, b) => +b.sides.every((s) => ids.has(s.id)) - +a.sides.every((s) => ids.has(s.id)),
  );
  const bySide: SidePalette[] = sides.map((side) => {
    const nations: string[] = [];
    for (const scenario of scenarios) {
      for (const n of scenario.sides.find((s) => s.id === side.id)?.nations ?? []) {
        if (!nations.includes(n)) nations.push(n);
      }
    }
    return {
      id: side.id,
      name: side.name,
      colour: side.color,
      nations: nations.map((id, i) => ({ id, colour: nationColour(side.color, i) })),
    };
  });
  const lookup = new Map<string, string>();
  for (const side of bySide) for (const n of side.nations) lookup.set(`${side.id}|${n.id}`, n.colour);
  return {
    sides: bySide,
    counterColour(side, nation) {
      const own = bySide.find((s) => s.id === side);
      if (!own) return NEUTRAL;
      return (nation !== undefined ? lookup.get(`${own.id}|${nation}`) : undefined) ?? own.colour;
    },
  };
}
