import { problem, type Problem } from '../../../core/explain.js';
import { ANTWERP_HEX, otherSide, rosterFort, type BesiegedFort, type Side } from '../model.js';
import type { ConcentricAsked } from './concentric.js';
import {
  combatUnitsAt,
  hasFeature,
  isCombatUnit,
  unbesiegedFortsAt,
  unitsAt,
  type GiPosition,
  type PlacedFort,
  type PlacedUnit,
} from './position.js';

/**
 * What a battle reads off the map (9.1.1 c, 9.1.1 e, 9.1.2, 9.1.3 e, 9.2.2, 9.2.3 b, 9.3.2, 9.5.1, 9.5.3, 9.6.3):
 * whether a battle may or must be declared in a hex and who takes part, the hexes of a Concentric Attack (the input
 * of concentric.ts), whether a battle counts as a Mandated Battle, and which forts a battle leaves besieged (the input
 * of forts.ts's surrender rolls). Pure: a position in, an answer out; the dice stay in battle.ts, fire.ts, forts.ts.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 9.1.2 a "un esagono che contiene unità nemiche": enemy combat units or enemy forts, besieged or not (a besieged fort
 *   is assaulted by a battle its besiegers declare in its hex; 9.5.4's bombardment is "parte di una normale battaglia").
 *   Enemy HQs and HA alone are no battle: they take no part (9.2.2) and leave or die at once (9.4.4, 9.5.4).
 * - The defenders are every enemy combat unit and every enemy fort in the hex, besieged or not (9.2.2 "tutte le unità
 *   combattenti difendenti ed i forti"); HQs and HA stay in the hex.
 * - 9.1.2 b, c "unità amiche" already in the hex are those not among the units that entered; b's "unità combattenti
 *   nemiche" does not count enemy HQs and HA. c needs an enemy to fight (a combat unit or fort).
 * - 9.6.3 "un esagono che contiene solo unità di cavalleria nemiche": the enemy has cavalry there and nothing else
 *   (no infantry, HQ, HA or unbesieged fort); it replaces 9.1.2 b's battle only (it is b's exception).
 * - 9.1.1 c counts every designated attacking infantry corps, Disorganized or not, and every defending infantry corps
 *   and fort in the hex (the text names no state).
 * - 9.2.3 b: a hex counts once, whether occupied, blocked or both; "bloccato (8.4.5)" is a Block marker of the attacker's.
 *   Control is the position's; the text asks nothing of the units' supply or state.
 * - 9.5.3: the siege marker is the hex's: if any fort there is garrisoned, the besieger needs a non-Disorganized
 *   infantry corps; "il difensore non ha unità nell'esagono che non siano forti" counts HQs and HA too.
 * Gaps (README): the hexes' TEM and the trench markers are not in the position (the built-in pack has no TEM); the
 * play module passes them to `concentricAsked`. A unit's size (2.4) is asked for when a rule needs a corps.
 */

export type BattleKind = 'activated' | 'mandatory' | 'optional';

export interface BattleDeclared {
  readonly hex: string;
  /** 9.1.2 a: in the activated hex (1 CAP, the activation's); b: a move forced it; c: a move chose it. */
  readonly kind: BattleKind;
  /** 9.1.2 a: the CAP the attacker spends (the activation's); b, c: none. */
  readonly cap: 0 | 1;
  readonly attackers: readonly PlacedUnit[];
  /** 9.2.2: the enemy combat units and forts that defend; the enemy HQs and HA stay in the hex. */
  readonly defenders: readonly PlacedUnit[];
  readonly forts: readonly PlacedFort[];
  readonly stay: readonly PlacedUnit[];
  /** 9.2.1, 9.3.2, 9.5.1: a defending fort stands in the hex (−1 to every defender roll but in a Skirmish). */
  readonly defendingFort: boolean;
  /** 9.1.1 c: whether it counts as a Mandated Battle (null while a size is unknown). */
  readonly mandated: boolean | null;
  /** 9.1.1 e, 9.3.5: turns 1–4, the Allies attacking a Plan 17 VP hex (Impetus, if it is a Mandated Battle). */
  readonly plan17: boolean;
  /** battle.ts's `hex` (102/103 for 9.3.1 b and 9.4.2), when the hex id is a number. */
  readonly hexNumber: number | undefined;
}

export type BattleCheck =
  { readonly ok: true; readonly value: BattleDeclared } | { readonly ok: false; readonly problem: Problem };

/** 9.1.2 b, c, 9.6.3: what units entering a hex bring about ('size-unknown': 9.6.3 needs a corps, 2.4). */
export type AfterEntering = 'mandatory' | 'optional' | 'rearguard' | 'none' | 'size-unknown';

export interface DeclareInput {
  /** The attacker: the side with the initiative (9.1). */
  readonly side: Side;
  readonly hex: string;
  /**
   * 9.1.2 b, c: the units that entered the hex in this activation (the position has them in it). Without them the
   * battle is declared in the activated hex (9.1.2 a).
   */
  readonly entered?: readonly PlacedUnit[];
  /** 9.1.2 a: the friendly combat units chosen to attack (the others may still move out before the battle). */
  readonly attackers?: readonly PlacedUnit[];
  /** 9.1.2 a: ids of the friendly combat units that began the action round in the hex, when the play module knows. */
  readonly began?: readonly string[];
  /** 9.1.3 e: the hexes already attacked in this activation. */
  readonly attacked?: readonly string[];
}

/** 9.1.1 c: at least 4 infantry corps must attack 2 or more enemy infantry corps and/or forts. */
export const MANDATED = { attackingCorps: 4, defendingCorpsOrForts: 2 } as const;
/** 9.1.1 e, 9.3.5: the turns of the Plan 17 Mandated Battles, and the hexes' feature. */
export const PLAN17_LAST_TURN = 4;
export const PLAN17_HEX = 'vp-plan17';

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);
const name = (u: PlacedUnit): string => u.id ?? u.nation;
const isCorps = (u: PlacedUnit): boolean | null =>
  u.size === undefined || u.size === null ? null : u.size === 'corps';

/** 9.1.2: the enemy a battle in `hex` would fight: its combat units and forts (besieged or not). */
function enemyToFight(p: GiPosition, hex: string, side: Side): { units: PlacedUnit[]; forts: PlacedFort[] } {
  const enemy = otherSide(side);
  return { units: combatUnitsAt(p, hex, enemy), forts: p.forts.filter((f) => f.hex === hex && f.side === enemy) };
}

/** 9.1.2 b, c, 9.6.3: whether the units that entered `hex` must, may or may not declare a battle there. */
export function afterEntering(p: GiPosition, side: Side, hex: string, entered: readonly PlacedUnit[]): AfterEntering {
  const enemy = otherSide(side);
  const newcomer = (u: PlacedUnit): boolean => entered.some((e) => same(e, u));
  const friendsBefore = unitsAt(p, hex, side).filter((u) => !newcomer(u));
  const fight = enemyToFight(p, hex, side);
  if (!entered.some(isCombatUnit) || (fight.units.length === 0 && fight.forts.length === 0)) return 'none';
  const friendlyHolds = friendsBefore.some(isCombatUnit) || unbesiegedFortsAt(p, hex, side).length > 0;
  const enemyHolds = fight.units.length > 0 || unbesiegedFortsAt(p, hex, enemy).length > 0;
  if (!friendlyHolds && enemyHolds) {
    // 9.6.3: a non-Disorganized infantry corps enters a hex holding only enemy cavalry.
    const onlyCavalry =
      unitsAt(p, hex, enemy).every((u) => u.type === 'cavalry') && unbesiegedFortsAt(p, hex, enemy).length === 0;
    if (!onlyCavalry) return 'mandatory';
    const intact = entered.filter((u) => u.type === 'infantry' && !u.disorganized).map(isCorps);
    if (intact.includes(true)) return 'rearguard';
    // A corps decides it: a size the counters alone print is asked for (2.4), never guessed.
    return intact.includes(null) ? 'size-unknown' : 'mandatory';
  }
  // 9.1.2 c: friendly and enemy units both in the hex, whatever its control.
  return friendsBefore.length > 0 ? 'optional' : 'none';
}

/** 9.1.1 c: whether the battle counts as a Mandated Battle; null while a size it needs is unknown. */
export function qualifiesAsMandated(
  attackers: readonly PlacedUnit[],
  defenders: readonly PlacedUnit[],
  forts: readonly PlacedFort[],
): boolean | null {
  const count = (units: readonly PlacedUnit[]): number | null => {
    const infantry = units.filter((u) => u.type === 'infantry').map(isCorps);
    return infantry.includes(null) ? null : infantry.filter(Boolean).length;
  };
  const a = count(attackers);
  const d = count(defenders);
  const enough = (n: number | null, min: number): boolean | null => (n === null ? null : n >= min);
  const attack = enough(a, MANDATED.attackingCorps);
  const defence = d === null ? null : d + forts.length >= MANDATED.defendingCorpsOrForts;
  // A known false on either side settles it.
  if (attack === false || defence === false) return false;
  return attack === null || defence === null ? null : true;
}

/** 9.1.2, 9.1.3 e: whether the battle may be declared, who attacks, who defends. */
export function declareBattle(p: GiPosition, input: DeclareInput): BattleCheck {
  const { side, hex } = input;
  if (!p.grid.has(hex)) return problem('battle-off-map', { hex }, { rule: '9.1.2' });
  // 9.1.3 e: a hex is attacked once in an activation.
  if ((input.attacked ?? []).includes(hex)) return problem('battle-hex-attacked', { hex }, { rule: '9.1.3 e' });
  const fight = enemyToFight(p, hex, side);
  if (fight.units.length === 0 && fight.forts.length === 0)
    return problem('battle-no-enemy', { hex }, { rule: '9.1.2 a' });

  let kind: BattleKind;
  let attackers: readonly PlacedUnit[];
  if (input.entered) {
    const after = afterEntering(p, side, hex, input.entered);
    if (after === 'rearguard') return problem('battle-rearguard', { hex }, { rule: '9.6.3' });
    if (after === 'size-unknown') {
      const unsized = input.entered.find((u) => u.type === 'infantry' && !u.disorganized && isCorps(u) === null)!;
      return problem('unit-size-unknown', { unit: name(unsized) }, { rule: '2.4' });
    }
    if (after === 'none') return problem('battle-no-entry', { hex }, { rule: '9.1.2' });
    kind = after;
    // 9.1.2 b, c: every infantry and cavalry unit that entered attacks; only they do.
    attackers = input.entered.filter(isCombatUnit);
    const here = (u: PlacedUnit): boolean => p.units.some((v) => same(u, v) && v.hex === hex && v.side === side);
    const away = attackers.find((u) => !here(u));
    if (away) return problem('battle-attacker-not-here', { unit: name(away), hex }, { rule: '9.1.2' });
  } else {
    kind = 'activated';
    attackers = input.attackers ?? [];
    if (attackers.length === 0) return problem('battle-no-attackers', { hex }, { rule: '9.1.2 a' });
    for (const u of attackers) {
      const placed = p.units.find((v) => same(u, v));
      if (!placed || placed.hex !== hex || placed.side !== side || !isCombatUnit(placed))
        return problem('battle-attacker-not-here', { unit: name(u), hex }, { rule: '9.1.2 a' });
      // 9.1.2 a: friendly combat units that began the action round in the hex.
      if (input.began && (u.id === undefined || !input.began.includes(u.id)))
        return problem('battle-attacker-not-begun', { unit: name(u), hex }, { rule: '9.1.2 a' });
    }
  }

  const stay = unitsAt(p, hex, otherSide(side)).filter((u) => !isCombatUnit(u));
  const hexNumber = /^\d+$/.test(hex) ? Number(hex) : undefined;
  return {
    ok: true,
    value: {
      hex,
      kind,
      cap: kind === 'activated' ? 1 : 0,
      attackers,
      defenders: fight.units,
      forts: fight.forts,
      stay,
      defendingFort: fight.forts.length > 0,
      mandated: qualifiesAsMandated(attackers, fight.units, fight.forts),
      plan17: side === 'allied' && p.turn <= PLAN17_LAST_TURN && hasFeature(p, hex, PLAN17_HEX),
      hexNumber,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Concentric Attack (9.2.3 b) over the map.

export interface ConcentricHexes {
  /** Adjacent friendly-controlled hexes holding a friendly combat unit. */
  readonly occupied: readonly string[];
  /** The other adjacent friendly-controlled hexes whose hexside with the battle hex the attacker blocked (8.4.5). */
  readonly blocked: readonly string[];
}

/** 9.2.3 b: the hexes around `hex` that count for `side`'s Concentric Attack. */
export function concentricHexes(p: GiPosition, side: Side, hex: string): ConcentricHexes {
  const occupied: string[] = [];
  const blocked: string[] = [];
  for (const n of p.grid.neighbours(hex)) {
    if (p.control(n) !== side) continue;
    if (combatUnitsAt(p, n, side).length > 0) occupied.push(n);
    else if (
      (p.blocks ?? []).some((k) => k.side === side && ((k.a === n && k.b === hex) || (k.a === hex && k.b === n)))
    )
      blocked.push(n);
  }
  return { occupied, blocked };
}

/**
 * concentric.ts's input for a battle in `hex`: the counted hexes, with the hex's TEM and trench level, which the
 * position does not hold (README gaps).
 */
export function concentricAsked(
  p: GiPosition,
  side: Side,
  hex: string,
  terrain: number,
  trench: number,
): ConcentricAsked {
  const hexes = concentricHexes(p, side, hex);
  return { occupied: hexes.occupied.length, blocked: hexes.blocked.length, terrain, trench };
}

// ---------------------------------------------------------------------------------------------------------------
// Forts and sieges (9.5, 9.5.2, 9.5.3, 12.5.1) over the map.

/** 9.5.2: whether a fort is garrisoned, from the roster by its id (null: not a roster fort). */
export function isGarrisoned(fort: PlacedFort): boolean | null {
  const roster = fort.id === undefined ? undefined : rosterFort(fort.id);
  return roster ? roster.garrisoned : null;
}

export interface SiegeCheck {
  /** The forts the battle leaves besieged (those already besieged are not listed). */
  readonly besieged: readonly PlacedFort[];
  /** 12.5.1: the Antwerp fort stays unbesieged (no scenario 3 Invade Holland). */
  readonly antwerpSpared: boolean;
}

export type SiegeResult =
  { readonly ok: true; readonly value: SiegeCheck } | { readonly ok: false; readonly problem: Problem };

/** 9.5.3: the besieger a hex's forts need: non-Disorganized infantry, a corps if a fort is garrisoned. */
function besiegers(
  p: GiPosition,
  hex: string,
  forts: readonly PlacedFort[],
): { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly problem: Problem } {
  if (forts.length === 0) return { ok: true, value: false };
  const garrisons = forts.map(isGarrisoned);
  const unknown = forts.find((_, i) => garrisons[i] === null);
  if (unknown) return problem('fort-unknown', { hex, fort: unknown.id ?? '' }, { rule: '9.5.2' });
  const enemy = otherSide(forts[0]!.side);
  const infantry = combatUnitsAt(p, hex, enemy).filter((u) => u.type === 'infantry' && !u.disorganized);
  if (!garrisons.includes(true)) return { ok: true, value: infantry.length > 0 };
  const sizes = infantry.map(isCorps);
  if (sizes.includes(true)) return { ok: true, value: true };
  const unsized = infantry.find((u) => isCorps(u) === null);
  if (unsized) return problem('unit-size-unknown', { unit: name(unsized) }, { rule: '2.4' });
  return { ok: true, value: false };
}

/**
 * 9.5.3, 12.5.1: at the end of a battle in `hex`, the forts of each side there that become besieged: the enemy has a
 * non-Disorganized infantry unit in the hex (a corps if a fort there is garrisoned, 9.5.2), and the fort's side has no
 * units there but forts. Antwerp's fort is never besieged, but with scenario 3's Invade Holland (13.3 b 5).
 */
export function siegeAfterBattle(p: GiPosition, hex: string, invadeHolland = false): SiegeResult {
  const besieged: PlacedFort[] = [];
  let antwerpSpared = false;
  for (const side of ['allied', 'german'] as const) {
    const forts = p.forts.filter((f) => f.hex === hex && f.side === side);
    if (forts.length === 0 || unitsAt(p, hex, side).length > 0) continue;
    const by = besiegers(p, hex, forts);
    if (!by.ok) return by;
    if (!by.value) continue;
    if (hex === String(ANTWERP_HEX) && !invadeHolland) {
      antwerpSpared = true;
      continue;
    }
    besieged.push(...forts.filter((f) => !f.besieged));
  }
  return { ok: true, value: { besieged, antwerpSpared } };
}

/**
 * 9.5.3: the besieged forts whose siege ends now: the forts stand, but no non-Disorganized enemy infantry unit (a
 * corps for a garrisoned fort's hex) is left in the hex to keep it (the units retreated, moved out or were beaten).
 */
export function siegesLifted(
  p: GiPosition,
): { readonly ok: true; readonly value: PlacedFort[] } | { readonly ok: false; readonly problem: Problem } {
  const lifted: PlacedFort[] = [];
  const hexes = new Set(p.forts.filter((f) => f.besieged).map((f) => f.hex));
  for (const hex of hexes) {
    for (const side of ['allied', 'german'] as const) {
      const forts = p.forts.filter((f) => f.hex === hex && f.side === side);
      if (!forts.some((f) => f.besieged)) continue;
      const by = besiegers(p, hex, forts);
      if (!by.ok) return by;
      if (!by.value) lifted.push(...forts.filter((f) => f.besieged));
    }
  }
  return { ok: true, value: lifted };
}

/** 9.5.3, 11.2.6: the besieged forts of the map as forts.ts's surrender rolls take them (roster forts only, 9.5.2). */
export function besiegedForts(
  p: GiPosition,
): { readonly ok: true; readonly value: BesiegedFort[] } | { readonly ok: false; readonly problem: Problem } {
  const out: BesiegedFort[] = [];
  for (const f of p.forts.filter((g) => g.besieged)) {
    const roster = f.id === undefined ? undefined : rosterFort(f.id);
    if (!roster) return problem('fort-unknown', { hex: f.hex, fort: f.id ?? '' }, { rule: '9.5.2' });
    out.push({ label: roster.name, garrisoned: roster.garrisoned, antwerp: f.hex === String(ANTWERP_HEX) });
  }
  return { ok: true, value: out };
}
