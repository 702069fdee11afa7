import { problem, type Problem } from '../../../core/explain.js';
import { otherSide, type Side } from '../model.js';
import {
  adjacentOn,
  HEX_CAPACITY,
  IMPASSABLE_TERRAIN,
  isDifficult,
  leadersAt,
  unitsAt,
  type N1812Position,
  type PlacedUnit,
} from './position.js';

/**
 * Combat read off the map (10, 11): who may attack whom, which stacks may support, where a beaten stack may retreat,
 * where the winners may advance, whether an escaping leader has a refuge, and a Decisive Victory. The combat's own
 * arithmetic (values, dice, hits) is rules/combat.ts, which these feed.
 *
 * Readings (README, "Decisions"): a stack with a Forage marker (8.7) neither attacks nor supports (10.1); the
 * attacking stack "that originated the combat" is the hex the attack came from (11.11); a unit of unknown OF counts 1
 * against 4.1 (as in movement).
 */

/** 11.19: an escaping leader goes to a friendly stack within 3 hexes. */
export const ESCAPE_RANGE = 3;
/** 14.7 (b): a Decisive Victory: the loser lost at least 3 more units than the winner. */
export const DECISIVE_MARGIN = 3;

const occupancy = (units: readonly PlacedUnit[]) => units.reduce((n, u) => n + (u.occupancy ?? 1), 0);

/**
 * 10.1: why the units `ordered` (ids, in hex `from`) may not attack the enemy stack in `target`, or null. The hexes are
 * adjacent; the target holds enemy combat units; every unit of the attacking stack, ordered or not, is in good order;
 * a stack with a Forage marker (`forage`: their hexes) does not attack.
 */
export function attackProblem(
  p: N1812Position,
  side: Side,
  from: string,
  ordered: readonly string[],
  target: string,
  forage: readonly string[] = [],
): Problem | null {
  const rule = { rule: '10.1' };
  const stack = unitsAt(p, from, side);
  if (ordered.length === 0 || !ordered.every((id) => stack.some((u) => u.id === id)))
    return problem('attack-units-not-here', { hex: from }, rule).problem;
  if (!adjacentOn(p.grid, from, target)) return problem('attack-not-adjacent', { hex: target }, rule).problem;
  if (unitsAt(p, target, otherSide(side)).length === 0)
    return problem('attack-no-defender', { hex: target }, rule).problem;
  if (stack.some((u) => u.disrupted)) return problem('attack-disrupted', { hex: from }, rule).problem;
  if (forage.includes(from)) return problem('attack-forage', { hex: from }, { rule: '8.7' }).problem;
  return null;
}

/**
 * 10.3–10.6: the hexes of `side`'s stacks that may be called to support a combat against `target` (the defending hex):
 * friendly stacks next to it, not the attacking or defending stack itself (`main`), none with a Forage marker.
 */
export function supportHexes(
  p: N1812Position,
  side: Side,
  target: string,
  main: string,
  forage: readonly string[] = [],
): string[] {
  return p.grid
    .neighbours(target)
    .filter((hex) => hex !== main && unitsAt(p, hex, side).length > 0 && !forage.includes(hex))
    .sort();
}

/**
 * 11.11: the hexes the defending units of `from` (all of them, leaders with them) may retreat to after an attack from
 * `attackerHex`: next to it, not across a river without a bridge, not into terrain they may not enter (difficult
 * terrain for the French; 14.6: the Russians may retreat into forest, marsh and rough, never a mountain), not into a
 * hex with enemy units nor one next to the attacking stack, and within 4.1. Empty: they are eliminated (11.10).
 */
export function retreatHexes(p: N1812Position, from: string, attackerHex: string): string[] {
  const retreating = p.units.filter((u) => u.hex === from);
  if (retreating.length === 0) return [];
  const side = retreating[0]!.side;
  const enemy = otherSide(side);
  const attackers = new Set([attackerHex, ...p.grid.neighbours(attackerHex)]);
  return p.grid
    .neighbours(from)
    .filter((hex) => {
      const crossing = p.grid.hexside(from, hex);
      if (crossing.includes('river') && !crossing.includes('bridge')) return false;
      const terrain = p.hexes.get(hex)?.terrain ?? '';
      if (IMPASSABLE_TERRAIN.includes(terrain)) return false;
      if (side === 'french' && isDifficult(p, hex)) return false;
      if (unitsAt(p, hex, enemy).length > 0 || attackers.has(hex)) return false;
      return occupancy(unitsAt(p, hex, side)) + occupancy(retreating) <= HEX_CAPACITY;
    })
    .sort();
}

/**
 * 11.12, 11.13: whether the attacking units `advancing` (ids) may advance from `from` into the vacated `target`: it is
 * empty of enemy units, the French do not enter difficult terrain (14.6), and 4.1 holds. The difference decides who
 * may (rules/combat.ts: `advance`).
 */
export function advanceProblem(
  p: N1812Position,
  side: Side,
  from: string,
  advancing: readonly string[],
  target: string,
): Problem | null {
  const movers = unitsAt(p, from, side).filter((u) => u.id !== undefined && advancing.includes(u.id));
  if (movers.length !== advancing.length || movers.some((u) => u.disrupted))
    return problem('advance-units', { hex: from }, { rule: '11.12' }).problem;
  if (unitsAt(p, target, otherSide(side)).length > 0)
    return problem('advance-occupied', { hex: target }, { rule: '11.12' }).problem;
  if (side === 'french' && isDifficult(p, target))
    return problem('advance-terrain', { hex: target }, { rule: '14.6' }).problem;
  if (IMPASSABLE_TERRAIN.includes(p.hexes.get(target)?.terrain ?? ''))
    return problem('advance-terrain', { hex: target }, { rule: '2.2' }).problem;
  if (occupancy(unitsAt(p, target, side)) + occupancy(movers) > HEX_CAPACITY)
    return problem('advance-capacity', { hex: target, capacity: HEX_CAPACITY }, { rule: '4.1' }).problem;
  return null;
}

/** 11.19: the hexes an escaping leader of `side` from `hex` may go to: friendly stacks within 3 hexes, whatever lies between. */
export function escapeRefuges(p: N1812Position, side: Side, hex: string): string[] {
  const stacks = new Set(p.units.filter((u) => u.side === side && u.hex !== hex).map((u) => u.hex));
  return [...stacks].filter((h) => p.grid.distance(hex, h) <= ESCAPE_RANGE).sort();
}

/** 11.19: the leaders a combat or an entry leaves alone in `hex` (no combat unit of theirs there), who roll to escape. */
export function strandedLeaders(p: N1812Position, hex: string): string[] {
  const leaders = leadersAt(p, hex);
  return leaders
    .filter((l) => unitsAt(p, hex, l.side).length === 0)
    .map((l) => l.id ?? '')
    .filter((id) => id !== '');
}

/** 14.7 (b): whether a combat is a Decisive Victory (the loser's eliminations, retreat ones included, 3 above the winner's). */
export function decisiveVictory(loserEliminated: number, winnerEliminated: number): boolean {
  return loserEliminated - winnerEliminated >= DECISIVE_MARGIN;
}
