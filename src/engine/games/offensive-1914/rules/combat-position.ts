import { problem, type Problem } from '../../../core/explain.js';
import type { AttackingUnit, HexTerrain, Hexside } from '../model.js';
import { fortress2Protected } from './fortress.js';
import { forceDe, isOneForce } from './movement.js';
import type { OddsInput } from './odds.js';
import {
  exertsZoc,
  hexsideTerrain,
  isCombat,
  otherPlayer,
  stackedOf,
  unitsAt,
  zocCrosses,
  type O1914Position,
  type PlacedUnit,
  type Player,
  type PreparedAttack,
} from './position.js';
import { checkStack, countStack } from './stacking.js';
import { NO_ATTACK_HEXSIDES } from './tables.js';

/**
 * What combat reads off the map (9.0–9.5, 3.1.2, 12.2.2): whether the Forces named may attack a hex, and the
 * map-decided terms of the odds: the defender's hex terrain (9.3.1), the hexside each Force attacks across (9.3.2,
 * 9.6.1), a Fortress in the defending hex (9.7.1, 9.5.4, 13.3.4) and the Flank attack (9.5). Pure: a position in, an
 * answer out. The arithmetic is rules/odds.ts's (`oddsTerms` gives it these terms with the Forces' strengths), the
 * dice rules/combat.ts's; the Forces' AS, Ammo, IP and Prep Bombardment are the caller's.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 9.2.3 "Un'unità non può attaccare attraverso un lato di esagono di Mare, Cresta di Montagna, o Inondazione": each
 *   Force's own hexside; one Force across such a hexside refuses the attack, not the others'.
 * - 9.3.2: odds.ts takes one TEC hexside per Force: a hexside drawn with two TEC hexside terrains (a river along a
 *   Forest, say) is refused with `attack-hexside-terrains` (the book does not say whether their AS effects add up).
 * - 3.1.2, 3.1.2a: the attacking units counted in each hex are those named (units in the hex that do not attack are
 *   not counted); the defending stack over the limit is Excluded by its owner (9.2.5: `checkCombatStack`), no bar to
 *   the attack. Attacking into or out of a Steep Mountain hex takes 1¼ DE.
 * - 9.5.1 "occupati da un'unità nemica": any unit of the attacker's side (the ZOC alone is restricted, by 9.5's
 *   "Importante", to the attacking Formations); a hex off the map is never one of the 5.
 * - 9.5.1 "la dimensione aggregata delle unità attaccanti … pari o superiore a quella del gruppo difendente": DE (1.1),
 *   the attacking units against every defending unit in the hex.
 *
 * Gaps (never filled in): elevation (3.5, 9.6.1's uphill shift) is not on the pack's map: the caller gives `uphill`;
 * a river of no class (the pack's schematic rivers) is refused with `attack-river-class` until the pack or the
 * players class it; a hex terrain the TEC does not know, `attack-terrain-unknown`.
 */

export interface AttackInput {
  /** The attacker (the active player, 9.0). */
  readonly side: Player;
  /** The hex attacked (9.2.1: one hex). */
  readonly target: string;
  /** The attacking Forces (1.1), each its units as they stand, in one hex next to the target. */
  readonly forces: readonly (readonly PlacedUnit[])[];
  /** 9.2: hexes already attacked this attack phase. */
  readonly attackedHexes?: ReadonlySet<string>;
  /** 9.2: ids of the units that already attacked or were attacked this attack phase. */
  readonly engaged?: ReadonlySet<string>;
  /** 9.2, 9.2.5: ids of the units that retreated earlier this attack phase. */
  readonly retreated?: ReadonlySet<string>;
  /** 9.2.3: ids of the attacking units that are Combat Ineffective or Demoralized (6.1.3). */
  readonly ineffective?: ReadonlySet<string>;
}

/** The hexside one attacking Force crosses (9.3.2). */
export interface ForceHexside {
  readonly hex: string;
  readonly hexside: Hexside;
}

/** The map's terms of the odds (9.3, 9.5, 9.6.1, 9.7.1). */
export interface AttackTerms {
  /** 9.3.1: the defending hex's terrain (the TEC's DS bonus is odds.ts's). */
  readonly terrain: HexTerrain;
  /** 9.3.2: each Force's hexside, in the order of the Forces. */
  readonly forces: readonly ForceHexside[];
  /** 9.7.1, 9.5.4, 13.3.4: the defending hex holds a Fortress of the defender. */
  readonly fortress: boolean;
  /** 9.5: the defending group is Flanked. */
  readonly flanked: boolean;
  /** 3.1.2a: the combat is in or out of a Steep Mountain hex. */
  readonly steep: boolean;
  /** 9.6.1, 7.3.4: every attacking Combat unit has a Prepared Attack marker pointing at the hex. */
  readonly pa: boolean;
  /**
   * 10.1.1a: the defending hex is Mountainous (3.4.3): a Force uses at most 2 AV; null for the TEC's joined row
   * Hills / Mountain Valley, of which only the Valley is Mountainous (the map does not tell them apart: a gap).
   */
  readonly mountainous: boolean | null;
}

export type AttackCheck =
  { readonly ok: true; readonly value: AttackTerms } | { readonly ok: false; readonly problem: Problem };

const idIn = (set: ReadonlySet<string> | undefined, u: PlacedUnit): boolean => u.id !== undefined && !!set?.has(u.id);

/** 9.3.2: the one TEC hexside a Force attacks across, or why the map does not say. */
function forceHexside(
  p: O1914Position,
  from: string,
  to: string,
  barred: readonly Hexside[] = NO_ATTACK_HEXSIDES,
): { hexside: Hexside } | { problem: string } {
  const side4 = hexsideTerrain(p, from, to);
  const all: Hexside[] = [...side4.terrains, ...(side4.flood ? (['flood'] as const) : [])];
  // 9.2.3: never across Sea, Mountain Crest or Flood.
  if (all.some((h) => barred.includes(h))) return { problem: 'attack-prohibited-hexside' };
  if (side4.river === 'unknown') return { problem: 'attack-river-class' };
  if (side4.river !== null) all.push(side4.river);
  if (all.length > 1) return { problem: 'attack-hexside-terrains' };
  return { hexside: all[0] ?? 'none' };
}

/** 9.0–9.3, 3.1.2, 8.5.1, 8.8.1, 12.1.1, 12.2.2: whether the Forces may attack the hex, and the map's terms of the odds. */
export function checkAttack(p: O1914Position, input: AttackInput): AttackCheck {
  const { side, target, forces } = input;
  const units = forces.flat();
  if (forces.length === 0 || units.length === 0) return problem('attack-no-forces', undefined, { rule: '9.1.1' });
  const defending = p.hexes.get(target);
  if (!defending) return problem('attack-off-map', { hex: target }, { rule: '9.1.1' });
  // 9.0: combat is between opposing Forces: the hex holds enemy units.
  const defenders = unitsAt(p, target, otherPlayer(side));
  if (defenders.length === 0) return problem('attack-no-defender', { hex: target }, { rule: '9.0' });
  // 12.2.2: a Fortress 2 hex of a camp holding a division of infantry.
  if (fortress2Protected(p, target)) return problem('attack-fortress2', { hex: target }, { rule: '12.2.2' });
  // 9.2: a hex is attacked once per attack phase; a unit attacks or is attacked once.
  if (input.attackedHexes?.has(target)) return problem('attack-hex-twice', { hex: target }, { rule: '9.2' });
  const hexsides: ForceHexside[] = [];
  for (const force of forces) {
    const hex = force[0]?.hex;
    const here = (u: PlacedUnit) => p.units.some((v) => v === u || (u.id !== undefined && u.id === v.id));
    if (hex === undefined || !force.every((u) => u.hex === hex && u.side === side && here(u)))
      return problem('attack-units-not-here', { hex: hex ?? target }, { rule: '9.2' });
    // 1.1, 9.2.1: a Force (a Formation and up to two Support units) attacks whole, from one hex.
    if (!isOneForce(force)) return problem('attack-not-one-force', { hex }, { rule: '9.2.1' });
    // 8.5.1: a Fort never attacks.
    if (force.some((u) => u.type === 'fort')) return problem('attack-fort', { hex }, { rule: '8.5.1' });
    // 8.8.1: artillery and HQs fight only with a Combat unit stacked with them that fights too.
    const withCombat = forces.some((f) => f.some((u) => u.hex === hex && isCombat(u)));
    if (!withCombat) return problem('attack-artillery-alone', { hex }, { rule: '8.8.1' });
    // 9.2: next to the hex attacked.
    if (!p.grid.adjacent(hex, target)) return problem('attack-not-adjacent', { hex, target }, { rule: '9.2' });
    if (force.some((u) => idIn(input.engaged, u))) return problem('attack-unit-twice', { hex }, { rule: '9.2' });
    if (force.some((u) => idIn(input.retreated, u))) return problem('attack-retreated', { hex }, { rule: '9.2' });
    // 9.2.5 A: a unit whose PA marker points at another hex is Excluded.
    if (force.some((u) => paTargetOf(p, u) !== null && paTargetOf(p, u) !== target))
      return problem('attack-pa-elsewhere', { hex, target }, { rule: '9.2.5' });
    // 9.2.3: CI and Demoralized units may not initiate an attack.
    if (force.some((u) => idIn(input.ineffective, u))) return problem('attack-ineffective', { hex }, { rule: '9.2.3' });
    const crossing = forceHexside(p, hex, target);
    if ('problem' in crossing) {
      const rule = crossing.problem === 'attack-prohibited-hexside' ? '9.2.3' : '9.3.2';
      return problem(crossing.problem, { from: hex, to: target }, { rule });
    }
    hexsides.push({ hex, hexside: crossing.hexside });
  }
  // 3.1.2, 3.1.2a: at most 2¼ DE (1¼ in or out of Steep Mountain), two Support units, attack from a hex.
  const steepTarget = defending.terrain === 'steep-mountain';
  for (const hex of new Set(units.map((u) => u.hex))) {
    const steep = steepTarget || p.hexes.get(hex)?.terrain === 'steep-mountain';
    const stack = checkStack(units.filter((u) => u.hex === hex).map(stackedOf), steep ? 'steep' : 'combat').value;
    if (!stack.ok)
      return problem(
        'combat-overstacked',
        { hex, de: stack.de, limit: stack.limit, support: stack.support, supportLimit: stack.supportLimit ?? 0 },
        { rule: steep ? '3.1.2a' : '3.1.2' },
      );
  }
  return termsOf(p, side, target, hexsides, units);
}

/** 9.3.1, 9.5, 9.6.1, 9.7.1, 10.1.1a, 3.1.2a: the map's terms of a combat whose checks passed. */
function termsOf(
  p: O1914Position,
  side: Player,
  target: string,
  hexsides: readonly ForceHexside[],
  units: readonly PlacedUnit[],
): AttackCheck {
  const terrain = p.hexes.get(target)?.terrain ?? null;
  if (terrain === null) return problem('attack-terrain-unknown', { hex: target }, { rule: '9.3.1' });
  const steep = terrain === 'steep-mountain' || hexsides.some((f) => p.hexes.get(f.hex)?.terrain === 'steep-mountain');
  return {
    ok: true,
    value: {
      terrain,
      forces: hexsides,
      fortress: unitsAt(p, target, otherPlayer(side)).some((u) => u.type === 'fortress'),
      flanked: flanked(p, side, target, units),
      steep,
      pa: units.filter(isCombat).every((u) => paTargetOf(p, u) === target),
      mountainous: terrain === 'hills' ? null : MOUNTAINOUS.includes(terrain),
    },
  };
}

/** 3.4.3: the Mountainous hex terrains of the TEC (Hills / Mountain Valley apart: see `AttackTerms.mountainous`). */
const MOUNTAINOUS: readonly HexTerrain[] = ['mountain', 'steep-mountain'];

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

/** 7.3: the hex a unit's Prepared Attack marker points at, or null. */
export function paTargetOf(p: O1914Position, u: PlacedUnit): string | null {
  return (p.preparedAttacks ?? []).find((a) => a.side === u.side && a.units.some((m) => same(m, u)))?.target ?? null;
}

/**
 * 9.1 step 1: the Prepared Attack markers of `side` removed at the start of its attack phase: those pointing at a hex
 * with no enemy unit, or only enemy Fortresses without external garrison, or a Fortress 2 hex that may not be
 * attacked (12.2.2).
 */
export function superfluousPreparedAttacks(p: O1914Position, side: Player): PreparedAttack[] {
  return (p.preparedAttacks ?? []).filter((a) => {
    if (a.side !== side) return false;
    const enemies = unitsAt(p, a.target, otherPlayer(side));
    const bare = enemies.every((u) => u.type === 'fortress' && u.garrisoned === false);
    return bare || fortress2Protected(p, a.target);
  });
}

/** 7.3.1, 9.2.3: the Prepared Attacks of `side` that must attack their hex this attack phase (those 9.1 keeps). */
export function preparedAttacksDue(p: O1914Position, side: Player): PreparedAttack[] {
  const removed = superfluousPreparedAttacks(p, side);
  return (p.preparedAttacks ?? []).filter((a) => a.side === side && !removed.includes(a));
}

/**
 * 10.1.1: the hexes next to the defending hex whose units may add their AV to its defence: next to a hex of the
 * attacking units too, not attacked this phase (`attackedHexes`: every attack the phase designated, 9.1 step 4), held
 * by the defender. One Force or Fortress of each may add its AV (two from a hex higher than the attacking hex next to
 * it: elevation is not on the pack's map, the caller's); the same army (9.2.2) and one combat per unit are the
 * caller's.
 */
export function supportingHexes(
  p: O1914Position,
  target: string,
  attackingHexes: readonly string[],
  attackedHexes: ReadonlySet<string>,
): string[] {
  const defender = p.units.find((u) => u.hex === target)?.side;
  if (defender === undefined) return [];
  return p.grid
    .neighbours(target)
    .filter(
      (h) =>
        !attackedHexes.has(h) &&
        !attackingHexes.includes(h) &&
        attackingHexes.some((a) => p.grid.adjacent(a, h)) &&
        unitsAt(p, h, defender).length > 0,
    );
}

/** 9.5.3: the hexsides across which a hex cannot make a Flank attack (Flood, Great or Imposing river, impassable). */
function flankCrosses(p: O1914Position, a: string, b: string): boolean {
  const side4 = hexsideTerrain(p, a, b);
  if (side4.flood || side4.river === 'great' || side4.river === 'imposing') return false;
  return !side4.terrains.includes('sea') && !side4.terrains.includes('crest');
}

/**
 * 9.5, 9.5.1, 9.5.3, 9.5.4: whether the defending group in `target` is Flanked by the attacking units: their DE at
 * least the defending group's, and at least 5 of the 6 hexes next to it occupied by a unit of the attacker or in the
 * ZOC of an attacking Formation, none of them occupied by a defending unit, a hex beyond a Flood, Great or Imposing
 * river or impassable hexside never counting; never a hex with a Fortress.
 */
export function flanked(p: O1914Position, side: Player, target: string, attacking: readonly PlacedUnit[]): boolean {
  const enemy = otherPlayer(side);
  const defenders = unitsAt(p, target, enemy);
  if (defenders.some((u) => u.type === 'fortress')) return false;
  if (forceDe(attacking) < countStack(defenders.map(stackedOf)).de) return false;
  const formations = attacking.filter((u) => u.formation && exertsZoc(u));
  const counts = (hex: string): boolean =>
    flankCrosses(p, target, hex) &&
    unitsAt(p, hex, enemy).length === 0 &&
    (unitsAt(p, hex, side).length > 0 ||
      formations.some((f) => p.grid.adjacent(f.hex, hex) && zocCrosses(p, f.hex, hex)));
  return p.grid.neighbours(target).filter(counts).length >= FLANK_HEXES;
}

/** 9.5.1: 5 of the 6 hexes next to the defender. */
export const FLANK_HEXES = 5;

/**
 * The terms of the odds the map decides, with each Force's units' AS (and Ammo, 9.4) as the caller knows them, for
 * rules/odds.ts (`computeOdds`, `attackOdds`, and `repulse`, 7.4.3): the Forces with their hexsides, the terrain, the
 * Flank, the Fortress and the Prepared Attack.
 */
export function oddsTerms(
  terms: AttackTerms,
  strengths: readonly (readonly AttackingUnit[])[],
): Pick<OddsInput, 'forces' | 'terrain' | 'flanked' | 'fortress' | 'pa'> {
  return {
    forces: terms.forces.map((f, i) => ({ units: strengths[i] ?? [], hexside: f.hexside })),
    terrain: terms.terrain,
    flanked: terms.flanked,
    fortress: terms.fortress,
    pa: terms.pa,
  };
}

export interface RepulseMapInput {
  /** The active player (7.4). */
  readonly side: Player;
  /** The repulsing Force, as its units stand (7.4.1: two of its units count; the caller picks them). */
  readonly units: readonly PlacedUnit[];
  /** The hex of the enemy units repulsed. */
  readonly target: string;
  /** 7.4.7: the hex the Force started its movement phase in, or the combat hex for a Force retreating. */
  readonly start: string;
  /** 7.4.2: ids of its units that are Combat Ineffective or Demoralized. */
  readonly ineffective?: ReadonlySet<string>;
  /** 7.4.1: the cavalry is Reacting (8.2). */
  readonly reaction?: boolean;
  /** 7.4.1: the retreating group already tried a Repulse in this retreat. */
  readonly triedInRetreat?: boolean;
}

/** 9.2.3 without the Flood, which 7.4.7 lets a Repulse cross. */
const NO_REPULSE_HEXSIDES: readonly Hexside[] = NO_ATTACK_HEXSIDES.filter((h) => h !== 'flood');

/**
 * 7.4, 7.4.1, 7.4.2, 7.4.7: whether the Force may Repulse the enemy units in `target`, and the terms of the odds
 * (7.4.3: "gli stessi del combattimento", the map's as for an attack: `oddsTerms`, then rules/repulse.ts).
 */
export function checkRepulseMap(p: O1914Position, input: RepulseMapInput): AttackCheck {
  const { side, units, target } = input;
  const hex = units[0]?.hex;
  if (hex === undefined || !isOneForce(units))
    return problem('attack-not-one-force', { hex: hex ?? target }, { rule: '7.4.1' });
  const defending = p.hexes.get(target);
  if (!defending) return problem('attack-off-map', { hex: target }, { rule: '7.4' });
  if (unitsAt(p, target, otherPlayer(side)).length === 0)
    return problem('attack-no-defender', { hex: target }, { rule: '7.4' });
  // 7.4 "Regola Generale": next to an enemy unit.
  if (!p.grid.adjacent(hex, target)) return problem('attack-not-adjacent', { hex, target }, { rule: '7.4' });
  if (units.some((u) => idIn(input.ineffective, u))) return problem('attack-ineffective', { hex }, { rule: '7.4.2' });
  if (input.reaction && units.some((u) => u.type === 'cavalry'))
    return problem('repulse-reaction', undefined, { rule: '7.4.1' });
  if (input.triedInRetreat) return problem('repulse-once', undefined, { rule: '7.4.1' });
  const crossing = forceHexside(p, hex, target, NO_REPULSE_HEXSIDES);
  if ('problem' in crossing) {
    const rule = crossing.problem === 'attack-prohibited-hexside' ? '9.2.3' : '9.3.2';
    return problem(crossing.problem, { from: hex, to: target }, { rule });
  }
  // 7.4.7: across an Imposing river or a Flood only from where the Force started (its bridge aside, 7.1.4).
  const side4 = hexsideTerrain(p, hex, target);
  const hard = side4.flood || (side4.river === 'imposing' && !side4.bridge);
  if (hard && input.start !== hex)
    return problem('repulse-start-adjacent', { from: hex, to: target }, { rule: '7.4.7' });
  return termsOf(p, side, target, [{ hex, hexside: crossing.hexside }], units);
}
