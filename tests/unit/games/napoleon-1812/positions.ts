import { HexGrid } from '../../../../src/engine/core/map/hex.js';
import {
  fromPack,
  type Hex,
  type Side,
  type UnitClass,
  type UnitType,
} from '../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../src/engine/games/napoleon-1812/pack.js';
import type { N1812Position } from '../../../../src/engine/games/napoleon-1812/rules/position.js';

/**
 * Positions for the rules of play (rules/position.ts) on the built-in pack's map (schematic: its terrain is ours, its
 * rivers have no bridge), built from a few changes. Wilno (1808) is a city; east of it the hexes 1708, 1608, 1508,
 * 1408, 1308, 1208 are clear, one a column, none a city, no river between them.
 */

export const pack = napoleon1812Pack();
export const model = fromPack(pack);
export const WILNO = '1808';
export const EAST = ['1708', '1608', '1508', '1408', '1308', '1208'];

export interface Built {
  readonly units?: readonly {
    side: Side;
    hex: string;
    cavalry?: boolean;
    type?: UnitType;
    unitClass?: UnitClass;
    disrupted?: boolean;
    id?: string;
  }[];
  readonly leaders?: readonly { side: Side; hex: string; cr?: number; id?: string }[];
  readonly depots?: readonly { side: Side; hex: string }[];
  readonly turn?: number;
  readonly twoYear?: boolean;
  /** Hex → the pack's terrain id it gets instead (`forest`, `marsh`, `lake`…). */
  readonly terrain?: Readonly<Record<string, string>>;
  /** Hexsides that get a river with a bridge. */
  readonly bridges?: readonly (readonly [string, string])[];
  /** City hex → its owner now (else Russia's cities are Russian, the others French). */
  readonly owners?: Readonly<Record<string, Side>>;
}

/** A position on the pack's map, turn 3 unless said: the French Depot at Wilno unless `depots` says otherwise. */
export function at(b: Built = {}): N1812Position {
  const hexes = new Map<string, Hex>(model.hexes);
  for (const [id, terrain] of Object.entries(b.terrain ?? {})) hexes.set(id, { ...hexes.get(id)!, terrain });
  const grid = b.bridges
    ? new HexGrid(
        model.grid!.layout,
        [...model.grid!.ids()].map((id) => ({ id, ...model.grid!.offsetOf(id)! })),
        [
          ...(pack.map.kind === 'hex' ? pack.map.hexsides : []),
          ...b.bridges.map(([a, c]) => ({ a, b: c, features: ['river', 'bridge'] })),
        ],
      )
    : model.grid!;
  return {
    grid,
    hexes,
    turn: b.turn ?? 3,
    ...(b.twoYear ? { twoYear: true } : {}),
    units: (b.units ?? []).map(({ cavalry, type, ...u }) => ({
      type: type ?? (cavalry ? 'cavalry' : 'infantry'),
      disrupted: false,
      ...u,
    })),
    leaders: b.leaders ?? [],
    depots: b.depots ?? [{ side: 'french', hex: WILNO }],
    cityOwner: (hex) => b.owners?.[hex] ?? (hexes.get(hex)?.nation === 'russia' ? 'russian' : 'french'),
  };
}
