import { HexGrid } from '../../../../src/engine/core/map/hex.js';
import type { Nation, Side } from '../../../../src/engine/games/grand-illusion/model.js';
import { grandIllusionPack } from '../../../../src/engine/games/grand-illusion/pack.js';
import {
  mapOf,
  type Block,
  type GiPosition,
  type PlacedFort,
  type PlacedUnit,
} from '../../../../src/engine/games/grand-illusion/rules/position.js';

/**
 * Positions for the rules of play (rules/position.ts) on the built-in pack's map (schematic: hex positions ours, no
 * +1 MP hexsides, only 42/52 and 71/81 impassable), built from a few changes. The pack holds no start control but
 * the German markers of 72 and 73: a built position is Allied everywhere else unless `german` says otherwise.
 */

export const pack = grandIllusionPack();
if (pack.map.kind !== 'hex') throw new Error('the Grand Illusion pack has a hex map');
const map = pack.map;
export const { grid, hexes } = mapOf(pack)!;

export interface BuiltUnit {
  readonly side?: Side;
  readonly nation?: Nation;
  readonly hex: string;
  readonly type?: PlacedUnit['type'];
  readonly size?: PlacedUnit['size'];
  readonly disorganized?: boolean;
  readonly ma?: number | null;
  readonly supplied?: boolean;
  readonly rnDivision?: boolean;
  readonly army?: number | null;
  readonly id?: string;
}

export interface Built {
  readonly units?: readonly BuiltUnit[];
  readonly forts?: readonly PlacedFort[];
  readonly turn?: number;
  /** Hexes the German controls (72 and 73 always, the pack's markers). */
  readonly german?: readonly string[];
  readonly cavalryControl?: readonly string[];
  readonly blocks?: readonly Block[];
  /** Hexes that get the feature `rail` (11.2.1; the pack has none). */
  readonly rail?: readonly string[];
  /** Hexsides that get a feature (`diamond` for +1 MP). */
  readonly hexsides?: readonly { readonly a: string; readonly b: string; readonly features: string[] }[];
}

/**
 * A position on the pack's map, turn 3 unless said. Units are French infantry corps of MA 3 unless said (a German
 * unit's nation is `de`), named u0, u1… unless they have an id.
 */
export function at(b: Built = {}): GiPosition {
  const g = b.hexsides
    ? new HexGrid(
        map.layout,
        [...grid.ids()].map((id) => ({ id, ...grid.offsetOf(id)! })),
        [...map.hexsides, ...b.hexsides],
      )
    : grid;
  const german = new Set(['72', '73', ...(b.german ?? [])]);
  const withRail = new Map(hexes);
  for (const id of b.rail ?? [])
    withRail.set(id, { ...hexes.get(id)!, features: [...hexes.get(id)!.features, 'rail'] });
  return {
    grid: g,
    hexes: withRail,
    turn: b.turn ?? 3,
    units: (b.units ?? []).map((u, i) => {
      const side = u.side ?? (u.nation === 'de' ? 'german' : 'allied');
      return {
        id: `u${i}`,
        type: 'infantry' as const,
        size: 'corps' as const,
        disorganized: false,
        ma: 3,
        ...u,
        side,
        nation: u.nation ?? (side === 'german' ? 'de' : 'fr'),
      };
    }),
    forts: b.forts ?? [],
    control: (hex) => (german.has(hex) ? 'german' : 'allied'),
    ...(b.cavalryControl ? { cavalryControl: b.cavalryControl } : {}),
    ...(b.blocks ? { blocks: b.blocks } : {}),
  };
}
