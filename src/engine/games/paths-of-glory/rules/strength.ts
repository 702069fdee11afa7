import { up, type Terrain, type TrenchLevel, type Unit } from '../model.js';
import { lossNumberOf } from './fire.js';
import { TERRAIN, TRENCH, type CombatTable } from './tables.js';

/**
 * What each side fires with (12.2.3 strengths, 12.2.7 drms, 12.2.8 table and column shifts): the conditions of a
 * combat that do not change while it is fought, and the firepower of whatever units a side has left.
 */

/** The conditions of a combat. */
export interface BattleConditions {
  readonly terrain: Terrain;
  readonly trench: number;
  /** A card cancels the trench (12.2.4); von Hutier does too against Russians. */
  readonly cancelTrench: boolean;
  readonly vonHutier: boolean;
  readonly attackerDrm: number;
  readonly defenderDrm: number;
  /** 12.2.7: −3 if all attacking units are in the Sinai space. */
  readonly sinai: boolean;
  /** Kemal (CP #31): a Turkish defender uses the Army table. */
  readonly kemal: boolean;
  readonly defenders: { readonly units: readonly Unit[] };
}

export interface Battle {
  readonly conditions: BattleConditions;
  /** Trench effects stand (not cancelled, 12.2.4); forts alone never use them (11.2.9, 15.1.6). */
  readonly trenchStands: boolean;
  readonly trenchLevel: TrenchLevel;
  readonly attackShift: number;
  readonly attackerDrm: number;
}

/** What a side fires with: its CF (fort included for a defender), table, shift and drm. */
export interface Firepower {
  readonly cf: number | null;
  readonly table: CombatTable;
  readonly shift: number;
  readonly drm: number;
}

export function battleOf(conditions: BattleConditions): Battle {
  const trenchStands = conditions.trench > 0 && !conditions.cancelTrench && !conditions.vonHutier;
  const trenchLevel = Math.min(2, Math.max(0, conditions.trench)) as TrenchLevel;
  // 12.2.8: the defending space's terrain and trench shift the attacker (cumulative).
  const trenchShift = trenchStands && conditions.defenders.units.length > 0 ? TRENCH[trenchLevel].attackShift : 0;
  return {
    conditions,
    trenchStands,
    trenchLevel,
    attackShift: TERRAIN[conditions.terrain].attackShift + trenchShift,
    attackerDrm: conditions.attackerDrm + (conditions.sinai ? -3 : 0), // 12.2.7 Sinai −3
  };
}

/** 12.2.3: the sum of the CFs, plus the fort for a defender; null if a flipped unit's CF is unknown. */
function sumCf(units: readonly Unit[], fort: number): number | null {
  let total = fort;
  for (const unit of units) {
    const cf = up(unit).cf;
    if (cf === null) return null;
    total += cf;
  }
  return total;
}

/** 12.2.8: the Army table if any firing unit is an Army, even reduced; otherwise the Corps table. */
export function attackerPower(battle: Battle, units: readonly Unit[]): Firepower {
  return {
    cf: sumCf(units, 0),
    table: units.some((u) => u.size === 'army') ? 'army' : 'corps',
    shift: battle.attackShift,
    drm: battle.attackerDrm,
  };
}

/** The defender adds its fort; its trench shifts it right only while units defend with the fort (11.2.9). */
export function defenderPower(battle: Battle, units: readonly Unit[], fort: number): Firepower {
  return {
    cf: sumCf(units, fort),
    table: battle.conditions.kemal || units.some((u) => u.size === 'army') ? 'army' : 'corps',
    shift: battle.trenchStands && units.length > 0 ? TRENCH[battle.trenchLevel].defenceShift : 0,
    drm: battle.conditions.defenderDrm,
  };
}

/** Sum of the loss numbers over the six faces: how strongly a side would fire (−1 when its CF is unknown). */
export function expectedFire(power: Firepower): number {
  if (power.cf === null) return -1;
  let sum = 0;
  for (let die = 1; die <= 6; die++) sum += lossNumberOf(power.table, power.cf, power.shift, die + power.drm);
  return sum;
}
