import { HexGrid } from '../../../../src/engine/core/map/hex.js';
import type { Arm, Side, UnitKind } from '../../../../src/engine/games/borodino/model.js';
import { borodinoPack } from '../../../../src/engine/games/borodino/pack.js';
import {
  mapOf,
  type BorodinoPosition,
  type MapHex,
  type PlacedUnit,
} from '../../../../src/engine/games/borodino/rules/position.js';

/**
 * Positions for the rules of play (rules/position.ts) on the built-in pack's map: flat-topped hexes, north up,
 * the columns growing westwards (schematic: open ground, three towns, the Kolocha as river hexsides with one bridge,
 * 3812–3813). Around 4616 every hex is open with no river: its neighbours, in the grid's direction order, are 4515
 * (south-east), 4516 (north-east), 4617 (north), 4716 (north-west), 4715 (south-west) and 4615 (south).
 */

export const pack = borodinoPack();
export const map = mapOf(pack);
export const CENTRE = '4616';

export type BuiltUnit = Partial<PlacedUnit> & { readonly side: Side; readonly hex: string };

export interface Built {
  readonly units?: readonly BuiltUnit[];
  readonly scenario?: BorodinoPosition['scenario'];
  readonly turn?: number;
  /** Hex → the terrain id it gets instead (a Terrain Table row: `woods`, `marsh`…). */
  readonly terrain?: Readonly<Record<string, string>>;
  /** Hex → features it gets instead (`redoubt`, `emplacement`…). */
  readonly features?: Readonly<Record<string, readonly string[]>>;
  /** Hexsides that get these features (a club's pack would: `stream`, `ford`…). */
  readonly hexsides?: readonly { readonly a: string; readonly b: string; readonly features: readonly string[] }[];
  readonly villages?: BorodinoPosition['villages'];
  readonly entries?: BorodinoPosition['entries'];
}

const KIND: Readonly<Record<Arm, UnitKind>> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  artillery: 'artillery',
  'horse-artillery': 'artillery',
};

/** A unit: infantry facing east, Movement Allowance 4 (the 2.2 example counter's), named u0, u1… unless said. */
export function unit(b: BuiltUnit, i = 0): PlacedUnit {
  const arm = b.arm ?? 'infantry';
  return { id: `u${i}`, arm, kind: KIND[arm], facing: 'e', disordered: false, movement: 4, ...b };
}

/** A position on the pack's map: the Shevardino scenario, turn 1, unless said. */
export function at(b: Built = {}): BorodinoPosition {
  const hexes = new Map<string, MapHex>(map.hexes);
  for (const [id, terrain] of Object.entries(b.terrain ?? {})) hexes.set(id, { ...hexes.get(id)!, terrain });
  for (const [id, features] of Object.entries(b.features ?? {})) hexes.set(id, { ...hexes.get(id)!, features });
  const grid = b.hexsides
    ? new HexGrid(
        map.grid.layout,
        [...map.grid.ids()].map((id) => ({ id, ...map.grid.offsetOf(id)! })),
        [...(pack.map.kind === 'hex' ? pack.map.hexsides : []), ...b.hexsides],
      )
    : map.grid;
  return {
    grid,
    hexes,
    turn: b.turn ?? 1,
    scenario: b.scenario ?? 'shevardino',
    units: (b.units ?? []).map((u, i) => unit(u, i)),
    leaders: [],
    ...(b.villages ? { villages: b.villages } : {}),
    ...(b.entries ? { entries: b.entries } : {}),
  };
}
