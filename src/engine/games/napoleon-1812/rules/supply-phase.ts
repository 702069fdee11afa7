import type { Dice } from '../../../core/dice.js';
import type { Side } from '../model.js';
import { underSiege, unitsAt, winter, type N1812Position, type PlacedUnit } from './position.js';
import { forage } from './supply.js';
import { supplyOfAll } from './supply-line.js';
import { FORAGE_FROM_TURN, FORAGE_SUSPENDED_1813 } from './tables.js';

/**
 * Phase 1, General Supply and Attrition (5.1, rule 6), over a position: the forage rolls of the French stacks with a
 * Forage marker (6.3), every stack's supply read from one position (6.5), then what befalls the units out of supply,
 * all at once (6.4); and, in phase 3, where the Forage markers go (8.7).
 *
 * Readings (README, "Decisions"): "already disrupted" is disrupted before this phase's check (the digest's); a stack
 * whose forage roll fails is out of supply whatever its line (6.3: "anche se"); the Forage markers are placed at the
 * end of phase 3 on French stacks with combat units in Russia and no real train (dummies have no effect).
 */

/** 6.4: Russian units in Riga out of supply are not disrupted (they still may not move or fight). */
const RIGA = 'Riga';

export interface ForageRoll {
  readonly hex: string;
  readonly units: number;
  readonly die: number;
  readonly outOfSupply: boolean;
}

export type SupplyFate = 'in-supply' | 'disrupted' | 'eliminated' | 'unchanged';

export interface UnitSupply {
  readonly unit: PlacedUnit;
  readonly inSupply: boolean;
  /** 6.4: what the unit becomes at the end of the phase. */
  readonly fate: SupplyFate;
}

export interface SupplyPhase {
  readonly forage: readonly ForageRoll[];
  readonly units: readonly UnitSupply[];
}

/** 6.3, 16.13: whether forage rolls are made this turn. */
export function forageRollsThisTurn(turn: number, twoYear: boolean): boolean {
  return turn >= FORAGE_FROM_TURN && !(twoYear && FORAGE_SUSPENDED_1813.includes(turn));
}

/**
 * 6.3–6.5: the forage rolls (one die a French stack with a Forage marker: out of supply on a roll no higher than its
 * combat units), every stack's line read from the same position, then each unit's fate.
 */
export function supplyPhase(p: N1812Position, forageMarkers: readonly string[], dice: Dice): SupplyPhase {
  const twoYear = p.twoYear ?? false;
  const rolls: ForageRoll[] = [];
  if (forageRollsThisTurn(p.turn, twoYear))
    for (const hex of forageMarkers) {
      const units = unitsAt(p, hex, 'french').length;
      if (units === 0) continue;
      const roll = forage(units, p.turn, twoYear, dice);
      if (roll.ok) rolls.push({ hex, units, die: roll.value.die, outOfSupply: roll.value.outOfSupply });
    }
  const foraged = new Set(rolls.filter((r) => r.outOfSupply).map((r) => r.hex));
  const lines = supplyOfAll(p);
  const units = p.units.map((unit): UnitSupply => {
    const foragedOut = unit.side === 'french' && foraged.has(unit.hex);
    const inSupply = !foragedOut && (lines.get(`${unit.side}:${unit.hex}`) ?? false);
    return { unit, inSupply, fate: inSupply ? 'in-supply' : fateOutOfSupply(p, unit) };
  });
  return { forage: rolls, units };
}

/** 6.4: a unit out of supply is disrupted; a French one already disrupted is eliminated, but a Veteran outside winter. */
export function fateOutOfSupply(p: N1812Position, unit: PlacedUnit): SupplyFate {
  if (unit.side === 'russian') {
    if (p.hexes.get(unit.hex)?.name === RIGA) return 'unchanged';
    return unit.disrupted ? 'unchanged' : 'disrupted';
  }
  if (!unit.disrupted) return 'disrupted';
  return unit.unitClass === 'v' && !winter(p) ? 'unchanged' : 'eliminated';
}

/**
 * 8.7: from turn 3, a Forage marker on every French stack with combat units in Russia that has no Supply Train
 * (`withTrain`: the hexes of the stacks a real train was given), but one in a city with a friendly Depot and not
 * under siege; none on turns 8 and 9 of the two-year campaign (16.13).
 */
export function forageMarkerHexes(p: N1812Position, withTrain: ReadonlySet<string>): string[] {
  if (!forageRollsThisTurn(p.turn, p.twoYear ?? false)) return [];
  const side: Side = 'french';
  const hexes = [...new Set(p.units.filter((u) => u.side === side).map((u) => u.hex))];
  return hexes
    .filter((hex) => p.hexes.get(hex)?.nation === 'russia' && !withTrain.has(hex))
    .filter((hex) => {
      const depot = p.hexes.get(hex)?.city && p.depots.some((d) => d.side === side && d.hex === hex);
      return !depot || underSiege(p, hex);
    })
    .sort();
}
