import { hexGridOf } from '../../../../src/engine/core/pack.js';
import type { Hex, HexTerrain } from '../../../../src/engine/games/offensive-1914/model.js';
import { offensive1914Pack } from '../../../../src/engine/games/offensive-1914/pack.js';
import {
  emptyPosition,
  type O1914Position,
  type PlacedUnit,
} from '../../../../src/engine/games/offensive-1914/rules/position.js';

/**
 * Positions for the rules of play (rules/position.ts) on the built-in pack's map (schematic: all Open but the Woods
 * hex 58.56, whose hexside with 57.56 is Forest, 3.4 and 7.1; its rivers have no class). Columns 60 to 62, rows 55
 * to 59, are Open with no hexside terrain; a river runs between columns 59 and 60 (59.57–60.57, 59.57–60.56).
 */

export const pack = offensive1914Pack();
const base = emptyPosition(pack);

export type BuiltUnit = Partial<PlacedUnit> & Pick<PlacedUnit, 'side' | 'hex'>;

export interface Built {
  /** Units, infantry divisions and Formations unless said, named u0, u1… unless given an id. */
  readonly units?: readonly BuiltUnit[];
  readonly turn?: number;
  /** Hex → the TEC terrain it gets instead. */
  readonly terrain?: Readonly<Record<string, HexTerrain>>;
  /** Hexsides whose features become these (`['59.57', '60.57', 'river', 'major']`). */
  readonly sides?: readonly (readonly [string, string, ...string[]])[];
  readonly blownBridges?: readonly string[];
}

export function at(b: Built = {}): O1914Position {
  const hexes = new Map<string, Hex>(base.hexes);
  for (const [id, terrain] of Object.entries(b.terrain ?? {})) hexes.set(id, { ...hexes.get(id)!, terrain });
  const map = pack.map.kind === 'hex' ? pack.map : undefined;
  const grid =
    b.sides && map
      ? hexGridOf({
          ...map,
          hexsides: [...map.hexsides, ...b.sides.map(([a, c, ...features]) => ({ a, b: c, features }))],
        })
      : base.grid;
  return {
    grid,
    hexes,
    turn: b.turn ?? 1,
    units: (b.units ?? []).map((u, i) => ({
      id: `u${i}`,
      type: 'infantry',
      ...(u.type === undefined || u.type === 'infantry' || u.type === 'cavalry'
        ? { size: 'XX' as const, formation: true }
        : {}),
      ...u,
    })),
    ...(b.blownBridges ? { blownBridges: new Set(b.blownBridges) } : {}),
  };
}

export const allied = (hex: string, more: Partial<PlacedUnit> = {}): BuiltUnit => ({ side: 'allied', hex, ...more });
export const german = (hex: string, more: Partial<PlacedUnit> = {}): BuiltUnit => ({ side: 'german', hex, ...more });
