import { problem, type Problem } from '../../../core/explain.js';
import { isCombat, otherPlayer, unitsAt, zocOn, type O1914Position, type PlacedUnit, type Player } from './position.js';

/**
 * Fortresses over the map (12.0–12.3): the Fortified Camps (Fortress units with the same ID), the hexes a camp covers,
 * the camp's garrison, whether a Fortress 2 hex may be attacked (12.2.2), whether a camp is Invested (12.3), who may
 * bombard a Fortress (12.4, 12.4.1) and advance after it is destroyed (12.4.2, 12.3.4), and what the Preliminary
 * Phase repairs (12.5). Pure:
 * a position in, an answer out. Bombardment's dice are rules/bombardment.ts; a Fortress in combat, rules/combat.ts.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 12.0 "Due o più unità Fortezza che hanno la stessa ID": the position gives each Fortress its ID (`camp`); a
 *   Fortress with none, or alone with its ID, is no camp (its own hex is what it covers).
 * - 12.2.2 "un'unità di fanteria di dimensione divisione": a friendly infantry unit of size XX (a Corps, XXX, counts
 *   too: it is at least a division); a unit of unknown size does not (the pack's gap, decision 34).
 * - 12.3 "tutti gli esagoni adiacenti al campo": the hexes next to a hex of the camp that are not themselves in it,
 *   each occupied by an enemy unit, or in an enemy ZOC and not occupied by a friendly unit.
 */

/** 12.0: a unit's Fortified Camp ID when it is a Fortress with one. */
const campOf = (u: PlacedUnit): string | undefined => (u.type === 'fortress' ? u.camp : undefined);

/** 12.0: the hexes of the Fortresses with the camp's ID (a Fortified Camp when there are two or more units). */
export function campHexes(p: O1914Position, camp: string): string[] {
  return [...new Set(p.units.filter((u) => campOf(u) === camp).map((u) => u.hex))];
}

/** 12.0: whether `camp` is a Fortified Camp: two or more Fortress units with the same ID. */
export function isFortifiedCamp(p: O1914Position, camp: string): boolean {
  return p.units.filter((u) => campOf(u) === camp).length >= 2;
}

/** The hexes a Fortress covers: its camp's when it is in a Fortified Camp, else its own hex. */
export function fortressHexes(p: O1914Position, fortress: PlacedUnit): string[] {
  const camp = campOf(fortress);
  return camp !== undefined && isFortifiedCamp(p, camp) ? campHexes(p, camp) : [fortress.hex];
}

/** The units of the Fortresses' side stacked in the camp's hexes, its Fortresses apart (12.3.3's "unità raggruppate"). */
export function campGarrison(p: O1914Position, camp: string): PlacedUnit[] {
  const side = p.units.find((u) => campOf(u) === camp)?.side;
  if (side === undefined) return [];
  return campHexes(p, camp).flatMap((hex) => unitsAt(p, hex, side).filter((u) => u.type !== 'fortress'));
}

/** 12.2.2: a division-size infantry unit (a Corps counts: the README's reading). */
const divisionInfantry = (u: PlacedUnit): boolean => u.type === 'infantry' && (u.size === 'XX' || u.size === 'XXX');

/**
 * 12.2.2: whether `hex` may not be attacked: it holds a Fortress 2 of a Fortified Camp, and the hex or any hex of the
 * camp holds a division-size infantry unit of the Fortress's side. Bombardment is not barred (12.2.2's example).
 */
export function fortress2Protected(p: O1914Position, hex: string): boolean {
  return p.units.some((f) => {
    const camp = campOf(f);
    if (f.hex !== hex || !f.fortress2 || camp === undefined || !isFortifiedCamp(p, camp)) return false;
    return campHexes(p, camp).some((h) => unitsAt(p, h, f.side).some(divisionInfantry));
  });
}

/** 12.3: the hexes next to the camp (not in it) that the Investment reads. */
export function campRing(p: O1914Position, camp: string): string[] {
  const inside = new Set(campHexes(p, camp));
  return [...new Set([...inside].flatMap((h) => p.grid.neighbours(h)))].filter((h) => !inside.has(h)).sort();
}

/**
 * 12.3: whether the camp is Invested: every hex next to it is occupied by an enemy unit, or is in an enemy ZOC and not
 * occupied by a friendly unit ("friendly" and "enemy" to the camp's side).
 */
export function invested(p: O1914Position, camp: string): boolean {
  const side: Player | undefined = p.units.find((u) => campOf(u) === camp)?.side;
  if (side === undefined) return false;
  const enemy = otherPlayer(side);
  const ring = campRing(p, camp);
  return (
    ring.length > 0 &&
    ring.every(
      (h) => unitsAt(p, h, enemy).length > 0 || (zocOn(p, enemy, h).length > 0 && unitsAt(p, h, side).length === 0),
    )
  );
}

export interface BombardInput {
  readonly side: Player;
  /** The Siege Artillery unit that fires, as it stands. */
  readonly artillery: PlacedUnit;
  /** The enemy Fortress bombarded. */
  readonly fortress: PlacedUnit;
  /** 13.1: the artillery is in Deployed mode (its back). */
  readonly deployed: boolean;
  /** 12.4.1: ids of the Fortresses already bombarded this attack phase. */
  readonly bombarded?: ReadonlySet<string>;
  /** 12.4.1: ids of the artillery units that already bombarded this attack phase. */
  readonly fired?: ReadonlySet<string>;
}

/**
 * 12.4.1: a Fortress may be bombarded any number of times in a phase when a Siege Train HQ of the bombarding side is
 * next to it or to another Fortress of its camp.
 */
export function siegeTrainAdjacent(p: O1914Position, side: Player, fortress: PlacedUnit): boolean {
  const hexes = fortressHexes(p, fortress);
  return p.units.some((u) => u.side === side && u.type === 'hq' && hexes.some((h) => p.grid.adjacent(u.hex, h)));
}

/** 12.4, 12.4.1: whether the Siege Artillery may bombard the enemy Fortress. */
export function checkBombard(
  p: O1914Position,
  input: BombardInput,
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const { side, artillery, fortress } = input;
  if (fortress.type !== 'fortress' || fortress.side === side)
    return problem('bombard-not-fortress', { hex: fortress.hex }, { rule: '12.4' });
  // 12.4: Deployed Siege Artillery, next to the Fortress's hex or in it.
  if (artillery.side !== side || artillery.type !== 'artillery' || !input.deployed)
    return problem('bombard-not-deployed', undefined, { rule: '12.4' });
  if (artillery.hex !== fortress.hex && !p.grid.adjacent(artillery.hex, fortress.hex))
    return problem('bombard-not-adjacent', { hex: artillery.hex, target: fortress.hex }, { rule: '12.4' });
  // 12.4.1: each artillery unit once a phase; each Fortress once, unless a Siege Train HQ is next to its camp.
  if (artillery.id !== undefined && input.fired?.has(artillery.id))
    return problem('bombard-fired', undefined, { rule: '12.4.1' });
  if (fortress.id !== undefined && input.bombarded?.has(fortress.id) && !siegeTrainAdjacent(p, side, fortress))
    return problem('bombard-twice', { hex: fortress.hex }, { rule: '12.4.1' });
  return { ok: true };
}

/**
 * 12.4.2 (3), 12.3.4: whether, the bombarded Fortress destroyed (no longer in the position), the Combat unit next to
 * its hex may advance into it: the hex is empty, or the Fortress was of a camp Invested (`invested`, read before it was
 * destroyed), whose defending units are then displaced.
 */
export function checkBombardAdvance(
  p: O1914Position,
  input: { readonly side: Player; readonly unit: PlacedUnit; readonly hex: string; readonly campInvested: boolean },
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const { side, unit, hex } = input;
  if (unit.side !== side || !isCombat(unit)) return problem('advance-unit-type', undefined, { rule: '12.4.2' });
  if (!p.grid.adjacent(unit.hex, hex))
    return problem('advance-too-far', { hex: unit.hex, target: hex }, { rule: '12.4.2' });
  if (unitsAt(p, hex).length > 0 && !input.campInvested)
    return problem('advance-not-vacated', { hex }, { rule: '12.3.4' });
  return { ok: true };
}

/**
 * 12.5, in `side`'s Preliminary Phase: (1) its Fortresses without external garrison that flip to their front: stacked
 * with a friendly unit, or neither next to nor stacked with an enemy unit; (2) its Fortified Camps that repair one
 * strength level: those not Invested (12.3.1). Which Fortress of a camp is repaired, and a destroyed one's return
 * (only to its hex, held by a friendly Combat unit), are the owner's.
 */
export function fortressRepairs(
  p: O1914Position,
  side: Player,
): { readonly regarrisoned: PlacedUnit[]; readonly camps: string[] } {
  const enemy = otherPlayer(side);
  const regarrisoned = p.units.filter((f) => {
    if (f.side !== side || f.type !== 'fortress' || f.garrisoned !== false) return false;
    const friends = unitsAt(p, f.hex, side).some((u) => u !== f);
    const enemies = [f.hex, ...p.grid.neighbours(f.hex)].some((h) => unitsAt(p, h, enemy).length > 0);
    return friends || !enemies;
  });
  const ids = new Set(
    p.units.filter((u) => u.side === side).flatMap((u) => (campOf(u) !== undefined ? [campOf(u)!] : [])),
  );
  const camps = [...ids].filter((c) => isFortifiedCamp(p, c) && !invested(p, c)).sort();
  return { regarrisoned, camps };
}
