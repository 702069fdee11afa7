import { shortestPath } from '../../../core/map/path.js';
import { ANTWERP_HEX, type Nation } from '../model.js';
import { tracesThrough } from './control.js';
import { hasFeature, IMPASSABLE_HEXSIDE, type GiPosition, type PlacedUnit } from './position.js';
import { EMERGENCY_SUPPLY_FROM_TURN, type Supply } from './supply.js';

/**
 * Supply over the map (11.2.1, 11.2.4, 11.2.5, 8.3.1, 8.3.4): whether a unit traces a line from its hex to an
 * adjacent friendly-controlled rail hex, then along contiguous friendly-controlled rail hexes to a friendly supply
 * source of its nationality, or (the German, from turn 3, while Maubeuge's or Namur's fort stands) to hex 44 on
 * emergency supply (11.2.1 c). Pure: a position in, an answer out, for the Attrition check (supply.ts takes its
 * `Supply`), control (8.3.3) and movement (8.4.3).
 *
 * A rail hex is a hex with the feature `rail`. The rulebook does not list them (they are drawn on the map) and the
 * built-in pack has none: on a map without one, `supplyLine` answers null (unknown), never "out of supply".
 *
 * Readings where the book is unclear (the README's decisions):
 * - A unit on a friendly-controlled rail hex (or on its source) starts the line there (the digest's "presumably").
 * - A source serves while its side controls it (11.2.4 says so of Antwerp; "fonte di rifornimento amica"); it is a
 *   railhead, a rail hex whether or not the map marks it.
 * - Contiguous rail hexes are adjacent rail hexes not across an impassable hexside.
 * - 11.2.1 a: a hex holding a besieged fort is no part of the line, except on emergency supply (its "11.2.2 c").
 * - 11.2.1 c: emergency supply is a line to hex 44 (the rail hex that reaches Mons in 54), as the text asks, in force
 *   from turn 3 while the Allied fort of Maubeuge (54) or Namur (64) stands; a unit with a normal line is in supply.
 * - 11.2.1 b, 8.3.4: in the Attrition check a line passes through a hex the enemy's cavalry alone took.
 * Not here: the Rail Net Ends marker (11.2.1 d: what it does is never said), scenario 3's German Antwerp (13.3 b 5).
 */

/** The hex feature of a rail hex. */
export const RAIL = 'rail';
/** 11.2.1 c: the emergency supply line's end, and the forts that keep it in force. */
export const EMERGENCY_HEX = '44';
export const MAUBEUGE_HEX = '54';
export const NAMUR_HEX = '64';

const SOURCE_FEATURE: Record<Nation, string> = {
  fr: 'supply-french',
  gb: 'supply-british',
  be: 'supply-belgian',
  de: 'supply-german',
};

export interface SupplyLine {
  readonly supply: Supply;
  /** From the unit's hex to the source (or hex 44), both included, when there is a line. */
  readonly line?: readonly string[];
}

/** Whether the map has railways at all (the built-in pack has none). */
export function hasRailways(p: GiPosition): boolean {
  return [...p.hexes.values()].some((h) => h.features.includes(RAIL));
}

/** 11.2.4, 11.2.5: whether `hex` is a supply source of `unit`'s nationality (the RN Division's Antwerp too). */
export function isSource(p: GiPosition, unit: PlacedUnit, hex: string): boolean {
  if (hasFeature(p, hex, SOURCE_FEATURE[unit.nation])) return true;
  return unit.nation === 'gb' && unit.rnDivision === true && hex === String(ANTWERP_HEX);
}

/** 11.2.1 c: German emergency supply is in force. */
export function emergencyInForce(p: GiPosition): boolean {
  const stands = (hex: string): boolean => p.forts.some((f) => f.hex === hex && f.side === 'allied');
  return p.turn >= EMERGENCY_SUPPLY_FROM_TURN && (stands(MAUBEUGE_HEX) || stands(NAMUR_HEX));
}

/**
 * 11.2.1: the supply of `unit` standing in `hex` (its own hex unless said), and its line; null on a map without
 * railways. `attritionCheck`: traced in the Attrition check (11.2.1 b).
 */
export function supplyLine(
  p: GiPosition,
  unit: PlacedUnit,
  options: { readonly hex?: string; readonly attritionCheck?: boolean } = {},
): SupplyLine | null {
  if (!hasRailways(p)) return null;
  const start = options.hex ?? unit.hex;
  const attrition = options.attritionCheck ?? false;
  const normal = trace(p, unit, start, attrition, (hex) => isSource(p, unit, hex), false);
  if (normal) return { supply: 'in', line: normal };
  if (unit.side === 'german' && emergencyInForce(p)) {
    const emergency = trace(p, unit, start, attrition, (hex) => hex === EMERGENCY_HEX, true);
    if (emergency) return { supply: 'emergency', line: emergency };
  }
  return { supply: 'out' };
}

/** The shortest line from `start` over friendly rail hexes to a hex `end` accepts, or null. */
function trace(
  p: GiPosition,
  unit: PlacedUnit,
  start: string,
  attrition: boolean,
  end: (hex: string) => boolean,
  emergency: boolean,
): readonly string[] | null {
  const besieged = (hex: string): boolean => !emergency && p.forts.some((f) => f.hex === hex && f.besieged);
  const railhead = (hex: string): boolean =>
    tracesThrough(p, unit.side, hex, attrition) && !besieged(hex) && (end(hex) || hasFeature(p, hex, RAIL));
  // Every hex the line enters is a friendly rail hex (the first one next to the unit's, 8.3.1: the unit's own hex may
  // be the enemy's); a unit on a friendly rail hex starts the line there.
  const step = (from: string, to: string): number =>
    railhead(to) && !p.grid.hexside(from, to).includes(IMPASSABLE_HEXSIDE) ? 1 : Infinity;
  let best: readonly string[] | null = null;
  for (const goal of p.grid.ids()) {
    if (!end(goal) || !railhead(goal)) continue;
    const path = shortestPath(start, goal, (hex) => p.grid.neighbours(hex), step);
    if (path && (best === null || path.nodes.length < best.length)) best = path.nodes;
  }
  return best;
}
