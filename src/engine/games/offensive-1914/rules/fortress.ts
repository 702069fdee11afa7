import { otherPlayer, unitsAt, zocOn, type O1914Position, type PlacedUnit, type Player } from './position.js';

/**
 * Fortresses over the map (12.0–12.3): the Fortified Camps (Fortress units with the same ID), the hexes a camp covers,
 * the camp's garrison, whether a Fortress 2 hex may be attacked (12.2.2) and whether a camp is Invested (12.3). Pure:
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
