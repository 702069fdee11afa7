import { problem, type Problem } from '../../../core/explain.js';
import { otherSide, type Arrival, type Side } from '../model.js';
import { adjacentOn, HEX_CAPACITY, isDifficult, IMPASSABLE_TERRAIN, unitsAt, type N1812Position } from './position.js';

/**
 * Phases 6 and 7 of the turn (5.1) over a position: leader movement (12), the hexes the Cossacks roll for (13.1) and
 * where reinforcements may be placed (13.3). The rolls themselves are rules/cossacks.ts and rules/leaders.ts.
 *
 * Readings (README, "Decisions"): French leaders do not enter difficult terrain (1.1 counts leaders among French
 * units; the digest's suggestion); "friendly territory" is Russia for the Russians and the rest of the map for the
 * French (1.1); a reinforcement hex next to enemy units is refused like one with them (13.3).
 */

/** 12.1: a leader moves up to 3 hexes in phase 6. */
export const LEADER_MOVE = 3;

/** Whether the hex is in the side's own territory (1.1): Russia for the Russians, west of it for the French. */
export function friendlyTerritory(p: N1812Position, side: Side, hex: string): boolean {
  const russia = p.hexes.get(hex)?.nation === 'russia';
  return side === 'russian' ? russia : !russia;
}

/**
 * 12.1: why a leader of `side` may not move along `path` (its hex first), or null. Up to 3 hexes, each next to the
 * one before; none with enemy units, nor an enemy-territory city unless friendly units hold it; not into terrain its
 * side may not enter; it ends on friendly combat units, on a city of its own territory, or on an enemy-territory city
 * friendly units hold.
 */
export function leaderMoveProblem(p: N1812Position, side: Side, path: readonly string[]): Problem | null {
  const rule = { rule: '12.1' };
  if (path.length < 2) return problem('leader-no-path', undefined, rule).problem;
  if (path.length - 1 > LEADER_MOVE) return problem('leader-too-far', { hexes: LEADER_MOVE }, rule).problem;
  const enemy = otherSide(side);
  for (let i = 1; i < path.length; i++) {
    const [from, hex] = [path[i - 1]!, path[i]!];
    if (!adjacentOn(p.grid, from, hex)) return problem('leader-not-adjacent', { hex }, rule).problem;
    const terrain = p.hexes.get(hex)?.terrain ?? '';
    if (IMPASSABLE_TERRAIN.includes(terrain) || (side === 'french' && isDifficult(p, hex)))
      return problem('leader-terrain', { hex }, { rule: side === 'french' ? '14.6' : '2.2' }).problem;
    if (unitsAt(p, hex, enemy).length > 0) return problem('leader-enemy-units', { hex }, rule).problem;
    const held = unitsAt(p, hex, side).length > 0;
    if (p.hexes.get(hex)?.city && !friendlyTerritory(p, side, hex) && !held)
      return problem('leader-enemy-city', { hex }, rule).problem;
  }
  const end = path[path.length - 1]!;
  const onUnits = unitsAt(p, end, side).length > 0;
  const ownCity = p.hexes.get(end)?.city === true && friendlyTerritory(p, side, end);
  if (!onUnits && !ownCity) return problem('leader-end', { hex: end }, rule).problem;
  return null;
}

/**
 * 13.1: the hexes the Russian rolls for: every hex that is not a city and holds exactly one French combat unit (the
 * book sets no limit on where).
 */
export function cossackHexes(p: N1812Position): string[] {
  const counts = new Map<string, number>();
  for (const u of p.units) if (u.side === 'french') counts.set(u.hex, (counts.get(u.hex) ?? 0) + 1);
  return [...counts]
    .filter(([hex, n]) => n === 1 && !p.hexes.get(hex)?.city)
    .map(([hex]) => hex)
    .sort();
}

/** The hexes the Tab. 13.2 legend names (found by name on the map): Lemberg (A), Kiev (K), Kaluga (Kg), St Petersburg. */
const ARRIVAL_CITY: Readonly<Record<Exclude<Arrival, 'west'>, string>> = {
  A: 'Lemberg',
  K: 'Kiev',
  Kg: 'Kaluga',
  StP: 'St Petersburg',
};

/**
 * 13.3: the hexes a reinforcement arriving by `arrival` may be placed in now: its city and the hexes next to it (the
 * French but the Austrians: any hex west of Russia), none with or next to enemy units, none its side may not enter,
 * and with room for its Occupancy Factor (4.1). Empty: it cannot be placed, and is lost.
 */
export function arrivalHexes(p: N1812Position, side: Side, arrival: Arrival, occupancy: number): string[] {
  const candidates =
    arrival === 'west'
      ? [...p.hexes.values()].filter((h) => h.nation !== null && h.nation !== 'russia').map((h) => h.id)
      : (() => {
          const city = [...p.hexes.values()].find((h) => h.name === ARRIVAL_CITY[arrival]);
          return city ? [city.id, ...p.grid.neighbours(city.id)] : [];
        })();
  const enemy = otherSide(side);
  return candidates
    .filter((hex) => {
      const terrain = p.hexes.get(hex)?.terrain ?? '';
      if (IMPASSABLE_TERRAIN.includes(terrain) || (side === 'french' && isDifficult(p, hex))) return false;
      if ([hex, ...p.grid.neighbours(hex)].some((h) => unitsAt(p, h, enemy).length > 0)) return false;
      const used = unitsAt(p, hex, side).reduce((n, u) => n + (u.occupancy ?? 0), 0);
      return used + occupancy <= HEX_CAPACITY;
    })
    .sort();
}

/** The VP cities of 14.7 the book gives a value for; the others carry the map's red number (the pack's `vp`). */
export interface VictoryPoints {
  readonly french: number;
  readonly russian: number;
  /** Each VP city and who scores it (null: neither). */
  readonly cities: readonly { readonly hex: string; readonly vp: number | null; readonly scoredBy: Side | null }[];
  /** A VP city whose value the pack lacks (the map's red number): the total waits on it. */
  readonly missing: readonly string[];
}

/**
 * 14.7 (a) and (b): each side scores its own territory's VP cities that no enemy unit occupies, and the enemy's that
 * its units occupy; the Russian adds his Decisive Victory Points (0–12). A lone leader does not occupy a city (the
 * book says so of supply and Depots, 6.2 and 7.6, not of victory). The higher total wins at the end of turn 16; a
 * tie goes to the French.
 */
export function victoryPoints(p: N1812Position, decisive: number): VictoryPoints {
  const cities = [...p.hexes.values()].filter((h) => h.victoryCity);
  const scored = cities.map((h) => {
    const owner: Side = friendlyTerritory(p, 'russian', h.id) ? 'russian' : 'french';
    const enemy = otherSide(owner);
    const taken = unitsAt(p, h.id, enemy).length > 0;
    return { hex: h.id, vp: h.vp, scoredBy: taken ? enemy : owner };
  });
  const total = (side: Side) => scored.filter((c) => c.scoredBy === side).reduce((n, c) => n + (c.vp ?? 0), 0);
  return {
    french: total('french'),
    russian: total('russian') + Math.max(0, Math.min(12, decisive)),
    cities: scored,
    missing: scored.filter((c) => c.vp === null).map((c) => c.hex),
  };
}

/** 14.7: the winner at the end of turn 16, by VP; a tie is the French's. */
export function winnerByPoints(points: Pick<VictoryPoints, 'french' | 'russian'>): Side {
  return points.russian > points.french ? 'russian' : 'french';
}
