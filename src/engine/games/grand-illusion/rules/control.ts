import { ANTWERP_HEX, otherSide, type Side } from '../model.js';
import { combatUnitsAt, unbesiegedFortsAt, type GiPosition } from './position.js';

/**
 * Control of hexes (8.3) read off a position: who controls a hex once the units in it are counted (8.3.2, 8.3.3),
 * whether cavalry alone took it (8.3.4), and Antwerp's exception (8.3.2, 12.5.1). Pure: the play module applies the
 * answer after every step of a move, retreat or advance (8.3.3: "può avvenire nel corso del movimento").
 *
 * Readings (the README's decisions):
 * - 8.3.3 "unità combattenti rifornite": a unit's supply is the position's (`supplied`, in supply when not said); a
 *   unit that has just moved is in supply, since 8.4.3 a lets no supplied unit move out of supply.
 * - 8.3.2 Antwerp: the German does not take hex 52 while any Belgian fort counter stands in it, besieged or not ("sino
 *   a quando il forte belga nell'esagono non viene eliminato").
 */

export interface Control {
  readonly side: Side;
  /** 8.3.4: the side took it with cavalry alone (a Cavalry Control marker), or holds it so until its infantry enters. */
  readonly cavalry: boolean;
  /** Whether control changed from the position's. */
  readonly changed: boolean;
}

/** 8.3.2: whether `side` keeps a hex it controls: a combat unit of its own, or a fort of its own not besieged. */
export function holds(p: GiPosition, hex: string, side: Side): boolean {
  return combatUnitsAt(p, hex, side).length > 0 || unbesiegedFortsAt(p, hex, side).length > 0;
}

/** 8.3.2–8.3.4: who controls `hex` once the units now in it are counted. */
export function controlOf(p: GiPosition, hex: string): Control {
  const side = p.control(hex);
  const wasCavalry = (p.cavalryControl ?? []).includes(hex);
  const own = combatUnitsAt(p, hex, side);
  // 8.3.4: friendly infantry entering a hex under a Cavalry Control marker turns it into a normal one.
  const keep: Control = { side, cavalry: wasCavalry && !own.some((u) => u.type === 'infantry'), changed: false };
  if (holds(p, hex, side)) return keep;
  // 8.3.3: supplied enemy combat units take it (HQs and HA do not).
  const enemy = otherSide(side);
  const takers = combatUnitsAt(p, hex, enemy).filter((u) => u.supplied !== false);
  if (takers.length === 0) return keep;
  // 8.3.2, 12.5.1: Antwerp stays Allied while a Belgian fort stands in it.
  if (enemy === 'german' && hex === String(ANTWERP_HEX) && p.forts.some((f) => f.hex === hex && f.side === 'allied'))
    return keep;
  return { side: enemy, cavalry: takers.every((u) => u.type === 'cavalry'), changed: true };
}

/**
 * 8.3.1, 8.3.4, 11.2.1 b: whether a supply line of `side` may pass through `hex` (not only end in it): a hex `side`
 * controls, or one the enemy's cavalry alone took, during the Attrition check.
 */
export function tracesThrough(p: GiPosition, side: Side, hex: string, attritionCheck: boolean): boolean {
  const control = controlOf(p, hex);
  return control.side === side || (attritionCheck && control.cavalry);
}
