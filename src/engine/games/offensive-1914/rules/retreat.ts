import { problem, type Problem } from '../../../core/explain.js';
import { hexsideKey } from '../../../core/map/hex.js';
import type { CeStatus } from '../model.js';
import { reduceStatus, statusLevel } from './efficiency.js';
import {
  hexsideTerrain,
  isCombat,
  otherPlayer,
  stackedOf,
  unitsAt,
  zocOn,
  type O1914Position,
  type PlacedUnit,
  type Player,
} from './position.js';
import { checkStack } from './stacking.js';

/**
 * Retreat and advance after combat over the map (11.0–11.2, 9.2.5 D): the hexes a retreating group may take, what
 * the retreat costs it (11.1.3's EZOC, 11.1.4's Crest and Imposing river, 11.1.5's hexes not retreated), when an
 * Isolated Force surrenders (11.1.6), the advance into the vacated hex, and the Support and supply units an EZOC
 * reaches with no Combat unit to cover them (8.8.1, 15.6.2a, 15.6.2b). Pure: a position in, an answer out. How
 * many hexes a Force retreats is rules/combat.ts's (the CRT, the Intensity, the EC); the Repulse a blocked retreat
 * may try, rules/repulse.ts.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 11.1.1 priority 1, "Ritirarsi della massima distanza dall'esagono (precedentemente) occupato": each hex of the
 *   retreat is one hex farther from the combat hex than the one before, so that a retreat of n hexes ends n hexes
 *   away. The hexes a group cannot retreat so (11.1.5) are the obligation less the greatest distance the map allows.
 *   Priorities 2 and 3 (the army's Area of Assignment, a supply unit) are the players' (11.1.1a lets the owner break
 *   them to avoid EZOC); the rules check priority 1 only.
 * - 11.1, 11.1.5 "terreno proibito o unità nemiche": a Sea hexside and a hex off the map are prohibited; any enemy unit
 *   bars its hex, an enemy Fortress without external garrison too (12.1.3 lets units enter it in movement and by
 *   advance, not in retreat). A Crest or Imposing river is crossed at a cost (11.1.4), a Flooded hexside freely
 *   (retreats are in hexes, not MP: 7.1.5 is movement's).
 * - 11.1.4 "Fiume Imponente": with or without a road bridge (the rule names none; bridges do not affect combat, 3.4.4).
 * - Stacking: no limit while retreating (3.1.1 counts at the end of a movement phase, 3.1.2 in combat, and 9.2 has a
 *   group retreating into a friendly hex later attacked Excluded).
 * - 11.1.3: friendly units negate the EZOC in their hex: units of the retreating side other than the group.
 * - 11.2.1 "rispettando le limitazioni al raggruppamento": 3.1.1's 3½ DE in the hex advanced into.
 *
 * Gaps: a river of no class (the pack's schematic rivers) may be Imposing: the retreat names the hexsides
 * (`unclassedRivers`) for the players to say; Areas of Assignment (5.1) and the LOC units of 8.7 (no advance into an
 * EZOC) are not in the position.
 */

/** Why a retreat may not step into a hex (11.1, 11.1.5). */
export type RetreatBlock = 'off-map' | 'sea' | 'enemy-units';

export interface RetreatStep {
  readonly hex: string;
  /** 11.1.3: the hex is in an EZOC no friendly unit negates. */
  readonly ezoc: boolean;
  /** 11.1.4: the hexside crossed is a Mountain Crest or an Imposing river. */
  readonly crossing: 'crest' | 'imposing' | null;
}

export interface Retreat {
  readonly steps: readonly RetreatStep[];
  /** 11.1.5: hexes of the obligation not retreated. */
  readonly shortfall: number;
  /** CEL reductions for each Force of the group: 11.1.3 (EZOC), 11.1.4 (crossings), 11.1.5 (hexes not retreated). */
  readonly ceLoss: number;
  /** Strength Reductions: 11.1.4 and 11.1.5. */
  readonly sr: number;
  /** River hexsides crossed whose class the map does not give (`hexsideKey`): an Imposing one costs 11.1.4's. */
  readonly unclassedRivers: readonly string[];
}

export interface RetreatInput {
  readonly side: Player;
  /** The retreating group, as it stands in the combat hex. */
  readonly units: readonly PlacedUnit[];
  /** The hex the group occupied during the combat. */
  readonly from: string;
  /** The obligation, in hexes (11.1). */
  readonly hexes: number;
  /** The hexes entered, in order (the combat hex not included). */
  readonly path: readonly string[];
  /** 7.4: the combat hex, when the group already retreated to `from` (a Repulse on the way); `hexes` is what is left. */
  readonly origin?: string;
  /** 7.4: the group stops after `path` to try a Repulse, its obligation going on: no hex counted as not retreated. */
  readonly partial?: boolean;
}

export type RetreatCheck =
  { readonly ok: true; readonly value: Retreat } | { readonly ok: false; readonly problem: Problem };

/** 11.1, 11.1.5: whether the group may step from `from` into `to` in a retreat. */
export function retreatBlock(p: O1914Position, side: Player, from: string, to: string): RetreatBlock | null {
  if (!p.hexes.has(to) || !p.grid.adjacent(from, to)) return 'off-map';
  if (hexsideTerrain(p, from, to).terrains.includes('sea')) return 'sea';
  if (unitsAt(p, to, otherPlayer(side)).length > 0) return 'enemy-units';
  return null;
}

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

function stepOf(p: O1914Position, side: Player, from: string, to: string, group: readonly PlacedUnit[]): RetreatStep {
  const friends = unitsAt(p, to, side).filter((u) => !group.some((g) => same(g, u)));
  const ezoc = zocOn(p, otherPlayer(side), to).length > 0 && friends.length === 0;
  const side4 = hexsideTerrain(p, from, to);
  const crossing = side4.terrains.includes('crest') ? 'crest' : side4.river === 'imposing' ? 'imposing' : null;
  return { hex: to, ezoc, crossing };
}

/** 11.1.1 priority 1: the hexes next to `hex` one hex farther from the combat hex that the retreat may enter. */
function awayFrom(p: O1914Position, side: Player, origin: string, hex: string): string[] {
  const d = p.grid.distance(origin, hex);
  return p.grid
    .neighbours(hex)
    .filter((n) => p.grid.distance(origin, n) === d + 1 && retreatBlock(p, side, hex, n) === null);
}

export interface RetreatOptions {
  /** The greatest distance the group can retreat, at most the obligation. */
  readonly reach: number;
  /** Every path of that length (11.1.1a: the owner picks, fewest EZOC or not). */
  readonly paths: readonly (readonly string[])[];
  /** 11.1.5 NOTE: enemy units stop a hex of it (a Repulse, 7.4, may be tried first). */
  readonly enemyInWay: boolean;
}

/**
 * 11.1.1, 11.1.5: the retreats of `hexes` hexes the map allows from `from`, as far as it allows. `origin` is the hex the
 * group occupied in the combat when it already retreated to `from` (7.4: a Repulse during its retreat) and `hexes` is
 * what is left: each hex is still one farther from the origin.
 */
export function retreatOptions(
  p: O1914Position,
  side: Player,
  from: string,
  hexes: number,
  origin: string = from,
): RetreatOptions {
  let paths: string[][] = [[]];
  let reach = 0;
  let enemyInWay = false;
  for (let i = 0; i < hexes; i++) {
    const next = paths.flatMap((path) => {
      const last = path[path.length - 1] ?? from;
      const d = p.grid.distance(origin, last);
      const farther = p.grid.neighbours(last).filter((n) => p.grid.distance(origin, n) === d + 1);
      if (farther.some((n) => retreatBlock(p, side, last, n) === 'enemy-units')) enemyInWay = true;
      return awayFrom(p, side, origin, last).map((n) => [...path, n]);
    });
    if (next.length === 0) break;
    paths = next;
    reach = i + 1;
  }
  return { reach, paths, enemyInWay };
}

/**
 * 7.4 "durante la sua ritirata": every lawful start of a retreat from `from` (none entered, then each hex one farther
 * from `origin`, 11.1.1 priority 1, into no hex 11.1 bars), up to `hexes` hexes, dead ends included: where a retreating
 * Force may stop to try a Repulse (README decision 82).
 */
export function retreatStarts(
  p: O1914Position,
  side: Player,
  from: string,
  hexes: number,
  origin: string = from,
): string[][] {
  const starts: string[][] = [[]];
  let layer: string[][] = [[]];
  for (let i = 0; i < hexes; i++) {
    layer = layer.flatMap((path) => awayFrom(p, side, origin, path[path.length - 1] ?? from).map((n) => [...path, n]));
    starts.push(...layer);
  }
  return starts;
}

/**
 * 11.1.1a: of the retreats the map allows, those through the fewest EZOC hexes no friendly unit negates (the owner may
 * take one even against priorities 2 and 3).
 */
export function fewestEzocRetreats(
  p: O1914Position,
  side: Player,
  units: readonly PlacedUnit[],
  from: string,
  hexes: number,
): { readonly ezoc: number; readonly paths: readonly (readonly string[])[] } {
  const { paths } = retreatOptions(p, side, from, hexes);
  const counted = paths.map((path) => ({
    path,
    ezoc: path.filter((hex, i) => stepOf(p, side, i === 0 ? from : path[i - 1]!, hex, units).ezoc).length,
  }));
  const ezoc = Math.min(...counted.map((c) => c.ezoc));
  return { ezoc, paths: counted.filter((c) => c.ezoc === ezoc).map((c) => c.path) };
}

/** 11.0–11.1.5: whether the group may retreat along the path, and what the retreat costs each Force of it. */
export function checkRetreat(p: O1914Position, input: RetreatInput): RetreatCheck {
  const { side, units, from, path, hexes } = input;
  const origin = input.origin ?? from;
  const gone = p.grid.distance(origin, from);
  // 11.1.2: a Fortress is flipped, not retreated; a Depot is Displaced (15.6.2b).
  if (units.some((u) => u.type === 'fortress')) return problem('retreat-fortress', undefined, { rule: '11.1.2' });
  if (units.some((u) => u.type === 'depot')) return problem('retreat-depot', undefined, { rule: '11.1.2' });
  if (path.length > hexes) return problem('retreat-too-far', { hexes, length: path.length }, { rule: '11.1' });
  const steps: RetreatStep[] = [];
  let last = from;
  for (const [i, hex] of path.entries()) {
    const block = retreatBlock(p, side, last, hex);
    if (block === 'off-map') return problem('retreat-not-adjacent', { from: last, to: hex }, { rule: '11.1' });
    if (block === 'sea') return problem('retreat-sea', { from: last, to: hex }, { rule: '11.1' });
    if (block === 'enemy-units') return problem('retreat-enemy-units', { hex }, { rule: '11.1.5' });
    // 11.1.1 priority 1: each hex one farther from the combat hex.
    if (p.grid.distance(origin, hex) !== gone + i + 1)
      return problem('retreat-not-away', { hex, from: origin }, { rule: '11.1.1' });
    steps.push(stepOf(p, side, last, hex, units));
    last = hex;
  }
  // 11.1.5: a shorter retreat only when the map allows no longer one (7.4: a stop to Repulse is no end).
  const reach = input.partial ? path.length : retreatOptions(p, side, from, hexes, origin).reach;
  if (path.length < reach)
    return problem('retreat-too-short', { hexes: reach, length: path.length }, { rule: '11.1.5' });
  const shortfall = input.partial ? 0 : hexes - path.length;
  const ezocs = steps.filter((s) => s.ezoc).length;
  const crossings = steps.filter((s) => s.crossing !== null).length;
  const unclassedRivers = path.flatMap((hex, i) => {
    const before = i === 0 ? from : path[i - 1]!;
    return hexsideTerrain(p, before, hex).river === 'unknown' ? [hexsideKey(before, hex)] : [];
  });
  return {
    ok: true,
    value: {
      steps,
      shortfall,
      ceLoss: ezocs + crossings + shortfall,
      sr: crossings + shortfall,
      unclassedRivers,
    },
  };
}

/**
 * 11.1.6: whether a Force surrenders (eliminated for good): Isolated (15.5, `isolated` in rules/supply-line.ts),
 * unable to retreat (11.1.5) or retreating into an un-negated EZOC, and Demoralized or made so by the retreat.
 */
export function surrenders(retreat: Retreat, isolatedForce: boolean, status: CeStatus): boolean {
  const trapped = retreat.shortfall > 0 || retreat.steps.some((s) => s.ezoc);
  const after = reduceStatus(status, retreat.ceLoss).status;
  return isolatedForce && trapped && statusLevel(after) >= statusLevel('d1');
}

/**
 * 9.2.5 D: the hexes an Excluded defending Force retreats: none unless the defending Forces not Excluded all left
 * the hex, and then the least of their obligations.
 */
export function excludedRetreat(obligations: readonly number[], hexLeftEmpty: boolean): number {
  return hexLeftEmpty && obligations.length > 0 ? Math.min(...obligations) : 0;
}

export interface AdvanceInput {
  /** The attacker (11.2: a defender never advances). */
  readonly side: Player;
  /** The defender's hex. */
  readonly target: string;
  /** The units that advance, as they stand. */
  readonly units: readonly PlacedUnit[];
  /** The units that attacked in this combat (the Excluded not among them, 9.2.5 D). */
  readonly attackers: readonly PlacedUnit[];
  /** 11.2.2: ids of units that retreated, for any reason. */
  readonly retreated?: ReadonlySet<string>;
  /** 11.2: ids of Deployed Siege Artillery. */
  readonly deployedSiege?: ReadonlySet<string>;
}

/** 11.2, 11.2.1, 11.2.2, 12.1.3: whether the units may advance into the defender's vacated hex. */
export function checkAdvance(
  p: O1914Position,
  input: AdvanceInput,
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const { side, target, units } = input;
  if (units.length === 0) return problem('advance-no-units', undefined, { rule: '11.2' });
  // 11.2, 12.1.3: the hex is empty of enemy units but an enemy Fortress without external garrison.
  const enemies = unitsAt(p, target, otherPlayer(side));
  if (enemies.some((u) => u.type !== 'fortress' || u.garrisoned !== false))
    return problem('advance-not-vacated', { hex: target }, { rule: '11.2' });
  for (const u of units) {
    if (!input.attackers.some((a) => same(a, u)))
      return problem('advance-not-attacker', { hex: target }, { rule: '11.2' });
    // 11.2: Combat and Artillery units, not Deployed Siege Artillery.
    if (!isCombat(u) && u.type !== 'artillery') return problem('advance-unit-type', undefined, { rule: '11.2' });
    if (u.id !== undefined && input.deployedSiege?.has(u.id))
      return problem('advance-siege', undefined, { rule: '11.2' });
    if (u.id !== undefined && input.retreated?.has(u.id))
      return problem('advance-retreated', undefined, { rule: '11.2.2' });
    // 11.2.1: one hex at most.
    if (!p.grid.adjacent(u.hex, target)) return problem('advance-too-far', { hex: u.hex, target }, { rule: '11.2.1' });
  }
  // 11.2.1, 3.1.1: within the stacking limit in the hex advanced into.
  const after = [...unitsAt(p, target, side), ...units].map(stackedOf);
  const stack = checkStack(after, 'movement').value;
  if (!stack.ok)
    return problem('advance-overstacked', { hex: target, de: stack.de, limit: stack.limit }, { rule: '3.1.1' });
  return { ok: true };
}

/**
 * 8.8.1, 15.6.2a, 15.6.2b: the units of `side` in an EZOC with no friendly Combat unit nor Fortress showing its
 * external garrison stacked with them: artillery and HQs are eliminated at once (8.8.1), a Corps Train retreats 3
 * hexes (15.6.2a: `trainRetreat`), a Depot is Displaced to a railroad hex (15.6.2b). Read after every retreat and
 * advance, as after every move.
 */
export function exposedUnits(
  p: O1914Position,
  side: Player,
): { readonly eliminated: PlacedUnit[]; readonly trains: PlacedUnit[]; readonly depots: PlacedUnit[] } {
  // Only these four types can be exposed: the others are not looked at (an enemy ZOC is read last, the costliest).
  const exposed = p.units.filter(
    (u) =>
      u.side === side &&
      (u.type === 'artillery' || u.type === 'hq' || u.type === 'train' || u.type === 'depot') &&
      zocOn(p, otherPlayer(side), u.hex).length > 0 &&
      !unitsAt(p, u.hex, side).some(
        (v) => (isCombat(v) && !v.rail) || (v.type === 'fortress' && v.garrisoned !== false),
      ),
  );
  return {
    eliminated: exposed.filter((u) => u.type === 'artillery' || u.type === 'hq'),
    trains: exposed.filter((u) => u.type === 'train'),
    depots: exposed.filter((u) => u.type === 'depot'),
  };
}

/** 15.6.2a: a Corps Train's retreat. */
export const TRAIN_RETREAT_HEXES = 3;

/**
 * 15.6.2a: where a Corps Train in an EZOC retreats: 3 hexes, each one farther (11.1.1's priority, the README's
 * reading), never into an EZOC no friendly unit negates; fewer only if it ends stacked with a friendly Combat unit;
 * with neither, it is eliminated (`paths` empty).
 */
export function trainRetreat(
  p: O1914Position,
  side: Player,
  hex: string,
): { readonly paths: readonly (readonly string[])[]; readonly shorter: boolean } {
  const enemy = otherPlayer(side);
  const open = (h: string): boolean => zocOn(p, enemy, h).length === 0 || unitsAt(p, h, side).length > 0;
  let paths: string[][] = [[]];
  const ending: string[][] = [];
  for (let i = 0; i < TRAIN_RETREAT_HEXES; i++) {
    paths = paths.flatMap((path) => {
      const last = path[path.length - 1] ?? hex;
      return awayFrom(p, side, hex, last)
        .filter(open)
        .map((n) => [...path, n]);
    });
    if (i < TRAIN_RETREAT_HEXES - 1)
      ending.push(...paths.filter((path) => unitsAt(p, path[path.length - 1]!, side).some(isCombat)));
  }
  return paths.length > 0 ? { paths, shorter: false } : { paths: ending, shorter: ending.length > 0 };
}
