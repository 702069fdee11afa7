import { problem, type Problem } from '../../../core/explain.js';
import { hexsideKey } from '../../../core/map/hex.js';
import type { HexTerrain, Hexside } from '../model.js';
import { checkAreaEntry } from './aoa.js';
import { FORCED_MARCH_MAX } from './forced-march.js';
import { countStack } from './stacking.js';
import {
  hexsideTerrain,
  hexStack,
  stackedOf,
  inEzoc,
  isCombat,
  isSupport,
  otherPlayer,
  unitsAt,
  zocOn,
  type Control,
  type O1914Position,
  type Phase,
  type PlacedUnit,
  type Player,
  type PreparedAttack,
} from './position.js';

/**
 * Movement (7.0, 7.1, 7.2, 7.3, with 8.4's cavalry and 22.1's French GT 1) and stacking (3.1) over the map: whether a Force may move along a path of hexes and
 * what it costs in MP (the TEC's hexside costs, rivers and road bridges, enemy ZOC), the Forced March MP it needs
 * (whose EC is rules/forced-march.ts), whether a Prepared Attack may be placed, and the stacks over the limit at
 * the end of a movement phase. Pure: a position in, an answer out, for the play module's movement phases. The
 * Repulse (7.4) is rules/repulse.ts.
 *
 * Readings where the book is unclear (the README's decisions):
 * - 7.1: "è solo il costo del lato di esagono che ha rilevanza". A hexside with no terrain of its own is drawn in the
 *   terrain of the hexes on either side; when they differ, 7.1.3's "the cheaper" applies (the TEC's hex block). Its
 *   example (Open, 2 MP, "per entrare in terreno Aperto") agrees.
 * - TEC: Escarpment has no MP entry: it adds nothing; the hexside costs what its hexes' terrain costs.
 * - TEC: the Flooded hexside's "+3" is read like the rivers' (added to the hexside's cost, 7.1.3).
 * - 7.1.5 "inizi la fase di movimento adiacente al lato di esagono": the Force started the phase in one of the two
 *   hexes the hexside divides.
 * - 7.1.6a "entrare in un esagono già occupato da una Formazione o unità Fortezza amiche": by a friendly unit that is
 *   not in the moving Force.
 * - 7.1.4a "un Ponte su Strada che non ha iniziato la fase in un territorio amico controllato": friendly to the
 *   arriving unit; a bridge is in a side's controlled territory when both hexes it joins are (7.1.4b's repair too).
 * - 7.3.3 "una Forza amica di almeno la stessa dimensione": size is DE (1.1); each PA Force holds one friendly Force
 *   of at least its DE, the owner choosing which: a Force may leave unless fewer PAs could then be matched.
 * - 7.2: a Force marches forcibly only if every unit in it may (Combat units, not in Rail Mode), up to the least of
 *   7.2.1's allowances (3 MP with any infantry, 7 for cavalry alone).
 *
 * Gaps (never filled in): a river whose class the map does not give (the built-in pack's rivers, schematic) has no
 * MP cost: the move is refused with `move-river-class` until the pack or the players say its class; a hex terrain
 * the TEC does not know (a pack's own terrain id) likewise (`move-terrain-unknown`).
 */

/** 7.1.1: MP per phase. */
export const MP_ALLOWANCE: Readonly<Record<Phase, number>> = { movement: 9, 'counter-movement': 5 };

/** TEC, hex block, MP column (p. 110): the cost of a hexside drawn in the hex terrain. */
export const HEX_TERRAIN_MP: Readonly<Record<HexTerrain, number>> = {
  open: 2,
  woods: 2,
  heath: 3,
  hills: 3,
  mountain: 4,
  'steep-mountain': 4,
};

/** TEC, hexside-only terrain: MP, 'P' prohibited, null for no entry (Escarpment: the README's reading). */
export const HEXSIDE_MP: Readonly<Partial<Record<Hexside, number | 'P' | null>>> = {
  escarpment: null,
  forest: 3,
  'dense-forest': 4,
  marsh: 3,
  crest: 'P',
  sea: 'P',
};

/** TEC, rivers and floods: MP added to the hexside's (7.1.3). */
export const RIVER_MP = { minor: 1, major: 2, great: 3, imposing: 3, flood: 3 } as const;
/** 7.1.4: crossing a Major, Great or Imposing river at a road bridge costs the bridge's +1 instead of the river's. */
export const BRIDGE_MP = 1;
/** 7.1.6, 7.1.6a: the enemy ZOC's MP. */
export const EZOC_MP = { enter: 2, leave: 1, ezocToEzoc: 6, ezocToFriendly: 4 } as const;
/** 8.4: the last GT of the Obsolete Cavalry Doctrine. */
export const OBSOLETE_DOCTRINE_LAST_GT = 9;
/** 12.1.3: entering a hex with an enemy Fortress without external garrison. */
export const ENEMY_FORTRESS_MP = 2;
/** 7.3: placing a Prepared Attack marker. */
export const PREPARED_ATTACK_MP = 4;

/** What one hexside crossed costs, part by part. */
export interface StepCost {
  readonly from: string;
  readonly to: string;
  readonly mp: number;
  /** The hexside's terrain cost (7.1.3). */
  readonly terrain: number;
  /** The river's or the flood's (TEC), or the bridge's (7.1.4). */
  readonly river: number;
  /** 7.1.6, 7.1.6a. */
  readonly ezoc: number;
  /** 12.1.3. */
  readonly fortress: number;
}

export interface Move {
  readonly mp: number;
  readonly allowance: number;
  /** 7.2: the MP beyond the allowance, Forced March MP (the EC's +1 each, 7.2.3); 0 without. */
  readonly forcedMarchMp: number;
  readonly steps: readonly StepCost[];
}

export type MoveCheck = { readonly ok: true; readonly value: Move } | { readonly ok: false; readonly problem: Problem };

export interface MoveInput {
  readonly side: Player;
  /** The Force that moves, as its units stand in the position. */
  readonly units: readonly PlacedUnit[];
  /** The hexes from the start hex (first) to the destination (last). */
  readonly path: readonly string[];
  readonly phase: Phase;
  /** MP the Force has already spent this phase (7.1.2: units picked up share what the group spent). */
  readonly spent?: number;
  /** 7.2: the player will march forcibly if the MP are needed. */
  readonly forcedMarch?: boolean;
  /** 7.1.5: the hex where the Force started the phase (the path's first unless said). */
  readonly phaseStart?: string;
}

const same = (a: PlacedUnit, b: PlacedUnit): boolean => a === b || (a.id !== undefined && a.id === b.id);

/** 1.1, 7.1.2: a Force is at most one Formation with up to two Support units, or one or two Support units. */
export function isOneForce(units: readonly PlacedUnit[]): boolean {
  const formations = units.filter((u) => u.formation && isCombat(u)).length;
  const support = units.filter(isSupport).length;
  return formations + support === units.length && formations <= 1 && support <= 2 && units.length > 0;
}

type StepCheck = { readonly ok: true; readonly value: StepCost } | { readonly ok: false; readonly problem: Problem };

/** 7.1, 7.1.3–7.1.6a, 12.1.3: the MP a unit of the moving Force spends to cross from `from` into `to`. */
export function stepCost(
  p: O1914Position,
  side: Player,
  from: string,
  to: string,
  moving: readonly PlacedUnit[] = [],
  phaseStart: string = from,
): StepCheck {
  const a = p.hexes.get(from);
  const b = p.hexes.get(to);
  if (!a || !b) return problem('move-off-map', { hex: b ? from : to }, { rule: '7.1' });
  if (!p.grid.adjacent(from, to)) return problem('move-not-adjacent', { from, to }, { rule: '7.1' });
  const side4 = hexsideTerrain(p, from, to);
  // 7.1.3: the hexside's terrain, the cheapest of those drawn on it; with none of its own, its hexes' terrain.
  const costs = side4.terrains.map((t) => HEXSIDE_MP[t]).filter((c) => c !== null && c !== undefined);
  const numbers = costs.filter((c): c is number => c !== 'P');
  let terrain: number;
  if (numbers.length > 0) terrain = Math.min(...numbers);
  else if (costs.includes('P')) return problem('move-prohibited-hexside', { from, to }, { rule: '7.1.3' });
  else {
    if (a.terrain === null || b.terrain === null)
      return problem('move-terrain-unknown', { hex: a.terrain === null ? from : to }, { rule: '7.1.3' });
    terrain = Math.min(HEX_TERRAIN_MP[a.terrain], HEX_TERRAIN_MP[b.terrain]);
  }
  // TEC, 7.1.4: the river's MP, or the bridge's; 7.1.5: Imposing rivers and floods only from where the phase began.
  let river = 0;
  if (side4.river === 'unknown') return problem('move-river-class', { from, to }, { rule: '7.1.3' });
  const imposingUnbridged = side4.river === 'imposing' && !side4.bridge;
  if ((imposingUnbridged || side4.flood) && phaseStart !== from && phaseStart !== to)
    return problem('move-start-adjacent', { from, to }, { rule: '7.1.5' });
  if (side4.river !== null) river += side4.river !== 'minor' && side4.bridge ? BRIDGE_MP : RIVER_MP[side4.river];
  if (side4.flood) river += RIVER_MP.flood;
  // 7.1.2, 3.1: no hex with enemy units but an enemy Fortress without external garrison (12.1.3, +2 MP).
  const enemies = unitsAt(p, to, otherPlayer(side));
  if (enemies.some((u) => u.type !== 'fortress' || u.garrisoned !== false))
    return problem('move-enemy-units', { hex: to }, { rule: '7.1.2' });
  const fortress = enemies.length > 0 ? ENEMY_FORTRESS_MP : 0;
  // 7.1.6: +2 to enter an EZOC, +1 to leave one; 7.1.6a: +6 from one to another, +4 into a friendly Formation or
  // Fortress's hex. Friendly units never negate an EZOC in movement.
  const fromZ = inEzoc(p, side, from);
  const toZ = inEzoc(p, side, to);
  let ezoc = 0;
  if (fromZ && toZ) {
    const held = unitsAt(p, to, side).some(
      (u) => !moving.some((m) => same(m, u)) && ((u.formation && isCombat(u)) || u.type === 'fortress'),
    );
    ezoc = held ? EZOC_MP.ezocToFriendly : EZOC_MP.ezocToEzoc;
  } else if (toZ) ezoc = EZOC_MP.enter;
  else if (fromZ) ezoc = EZOC_MP.leave;
  return { ok: true, value: { from, to, mp: terrain + river + ezoc + fortress, terrain, river, ezoc, fortress } };
}

/** 7.0–7.2: whether the Force may move along the path, and its MP. */
export function checkMove(p: O1914Position, input: MoveInput): MoveCheck {
  const { side, path, units } = input;
  const start = path[0];
  if (units.length === 0 || start === undefined) return problem('move-no-units', undefined, { rule: '7.1.2' });
  const here = (u: PlacedUnit): boolean => unitsAt(p, start, side).some((v) => same(u, v));
  if (!units.every(here)) return problem('move-units-not-here', { hex: start }, { rule: '7.1.2' });
  // 7.0: Forts and Fortresses never move.
  if (units.some((u) => u.type === 'fort' || u.type === 'fortress'))
    return problem('move-immobile', undefined, { rule: '7.0' });
  // 15.6.3: a Depot moves only along friendly operational railroad, not by this move.
  if (units.some((u) => u.type === 'depot')) return problem('move-depot', undefined, { rule: '15.6.3' });
  // 7.1.2: one Force moves as a group (a Corps Train, in no Force, moves alone).
  const alone = units.length === 1 && units[0]!.type === 'train';
  if (!alone && !isOneForce(units)) return problem('move-not-one-force', undefined, { rule: '7.1.2' });
  if (path.length < 2) return problem('move-no-hexes', undefined, { rule: '7.1.2' });
  // 7.3.3: in the Counter-Movement Phase, enemy Prepared Attacks pin Forces of at least their size.
  if (input.phase === 'counter-movement' && pinned(p, side, units, start))
    return problem('move-pinned', { hex: start }, { rule: '7.3.3' });
  const steps: StepCost[] = [];
  const doctrine = input.phase === 'counter-movement' && p.turn <= OBSOLETE_DOCTRINE_LAST_GT;
  for (let i = 1; i < path.length; i++) {
    const step = stepCost(p, side, path[i - 1]!, path[i]!, units, input.phaseStart ?? start);
    if (!step.ok) return step;
    // 8.4: in GT 1–9 cavalry enters no ZOC of an enemy infantry Formation in the Counter-Movement Phase.
    const infantryZoc = () => zocOn(p, otherPlayer(side), path[i]!).some((u) => u.type === 'infantry' && u.formation);
    if (doctrine && units.some((u) => u.type === 'cavalry') && infantryZoc())
      return problem('move-cavalry-doctrine', { hex: path[i]! }, { rule: '8.4' });
    // 5.3.1 (2): next to an enemy unit only inside the moving units' Area of Assignment.
    const area = checkAreaEntry(p, side, units, path[i]!);
    if (!area.ok) return area;
    steps.push(step.value);
  }
  const spent = input.spent ?? 0;
  const mp = steps.reduce((t, s) => t + s.mp, 0);
  const allowance = MP_ALLOWANCE[input.phase];
  const beyond = spent + mp - allowance;
  if (beyond <= 0) return { ok: true, value: { mp, allowance, forcedMarchMp: 0, steps } };
  // 7.1.2: no more MP than the unit has, unless it marches forcibly (7.2).
  if (!input.forcedMarch) return problem('move-too-costly', { mp: spent + mp, allowance }, { rule: '7.1.2' });
  // 7.2: Combat units only, never in Rail Mode.
  if (units.some((u) => !isCombat(u) || u.rail)) return problem('forced-march-who', undefined, { rule: '7.2' });
  // 22.1: no French Forced March in the French Movement Phase of GT 1.
  if (p.turn === 1 && input.phase === 'movement' && units.some((u) => u.nation === 'fr'))
    return problem('forced-march-french-gt1', undefined, { rule: '22.1' });
  // 7.2.1: infantry up to 3 MP, cavalry up to 7.
  const max = units.some((u) => u.type === 'infantry') ? FORCED_MARCH_MAX.infantry : FORCED_MARCH_MAX.cavalry;
  if (beyond > max) return problem('forced-march-too-many', { mp: beyond, max }, { rule: '7.2.1' });
  return { ok: true, value: { mp, allowance, forcedMarchMp: beyond, steps } };
}

/** 7.1.4a, 7.1.4b: whether a road bridge lies in `side`'s controlled territory: both hexes it joins are (a reading). */
const bridgeIn = (control: Control, side: Player, a: string, b: string): boolean =>
  control(a) === side && control(b) === side;

/**
 * 7.1.4a: the road bridges (`hexsideKey`) a unit of `side` Damages by arriving in `hex`: those on its hexsides that did
 * not start the phase in territory `side` controlled (`controlAtStart`). The play module adds them to the position's
 * Damaged bridges at once.
 */
export function bridgesDamaged(p: O1914Position, side: Player, hex: string, controlAtStart: Control): string[] {
  return p.grid
    .neighbours(hex)
    .filter((n) => hexsideTerrain(p, hex, n).bridge && !bridgeIn(controlAtStart, side, hex, n))
    .map((n) => hexsideKey(hex, n));
}

/** 7.1.4b: the Damaged bridges `side` repairs in its Preliminary Phase: those in territory it controls. */
export function bridgesRepaired(p: O1914Position, side: Player, control: Control): string[] {
  return [...(p.blownBridges ?? [])].filter((key) => {
    const [a, b] = key.split('|');
    return a !== undefined && b !== undefined && bridgeIn(control, side, a, b);
  });
}

/** 1.1: a Force's size, its DE (what 7.3.3 compares). */
export function forceDe(units: readonly PlacedUnit[]): number {
  return countStack(units.map(stackedOf)).de;
}

/** How many of the Prepared Attacks (their sizes) the Forces (theirs) can be matched against, one each, size ≥. */
function pinnable(attacks: readonly number[], forces: readonly number[]): number {
  const left = [...attacks].sort((a, b) => a - b);
  let matched = 0;
  for (const size of [...forces].sort((a, b) => a - b)) if (matched < left.length && size >= left[matched]!) matched++;
  return matched;
}

/** 7.3.3: the enemy Prepared Attacks pointing at `hex` of `side` from a hex next to it. */
function pinnedBy(p: O1914Position, side: Player, hex: string): PreparedAttack[] {
  return (p.preparedAttacks ?? []).filter(
    (a) => a.side !== side && a.target === hex && a.units.some((u) => p.grid.adjacent(u.hex, hex)),
  );
}

/**
 * 7.3.3: whether the moving Force must stay: each enemy Force whose PA points at its hex from a hex next to it keeps
 * one friendly Force of at least its size (DE) from leaving. The Force may leave if the Forces staying can still be
 * held by as many PAs as before (the README's reading: each Combat unit staying counts as a Force of its own DE).
 */
export function pinned(p: O1914Position, side: Player, units: readonly PlacedUnit[], hex: string): boolean {
  const attacks = pinnedBy(p, side, hex).map((a) => forceDe(a.units));
  if (attacks.length === 0) return false;
  const staying = unitsAt(p, hex, side)
    .filter((u) => isCombat(u) && !units.some((m) => same(m, u)))
    .map((u) => forceDe([u]));
  return pinnable(attacks, staying) < pinnable(attacks, [...staying, forceDe(units)]);
}

/**
 * 3.1.1, 3.1.3: the hexes where `side` is over 3½ DE at the end of its movement phase, the excess eliminated by its
 * owner; `excused` where an enemy Prepared Attack points at the hex from next to it (3.1.3's exception: the stack
 * could not leave, 7.3.3; the README's reading).
 */
export function overstacked(
  p: O1914Position,
  side: Player,
): { readonly hex: string; readonly excessDe: number; readonly excused: boolean }[] {
  const hexes = [...new Set(p.units.filter((u) => u.side === side).map((u) => u.hex))];
  return hexes.flatMap((hex) => {
    const stack = hexStack(p, hex, side, 'movement');
    return stack.ok ? [] : [{ hex, excessDe: stack.excessDe, excused: pinnedBy(p, side, hex).length > 0 }];
  });
}

/** 3.1.1, 3.1.3: whether `side` may end its movement phase as it stands (the first hex losing its excess refused). */
export function checkEndOfMovement(
  p: O1914Position,
  side: Player,
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const over = overstacked(p, side).find((o) => !o.excused);
  if (!over) return { ok: true };
  const stack = hexStack(p, over.hex, side, 'movement');
  return problem('overstacked', { hex: over.hex, de: stack.de, limit: stack.limit }, { rule: '3.1.1' });
}

/** 3.1.2, 3.1.2a: whether the units of `side` in `hex` may all attack from it or defend in it. */
export function checkCombatStack(
  p: O1914Position,
  side: Player,
  hex: string,
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const stack = hexStack(p, hex, side, 'combat');
  if (stack.ok) return { ok: true };
  const rule = p.hexes.get(hex)?.terrain === 'steep-mountain' ? '3.1.2a' : '3.1.2';
  return problem(
    'combat-overstacked',
    { hex, de: stack.de, limit: stack.limit, support: stack.support, supportLimit: stack.supportLimit ?? 0 },
    { rule },
  );
}

export interface PreparedAttackInput {
  readonly side: Player;
  /** The Force that places the marker, in its hex. */
  readonly units: readonly PlacedUnit[];
  readonly target: string;
  readonly phase: Phase;
  /** MP the Force has spent this phase. */
  readonly spent?: number;
  /** 7.3.2: a unit of the Force is Demoralized or Combat Ineffective. */
  readonly demoralizedOrCi?: boolean;
  /** 7.3: the units in the hex that already have a PA marker. */
  readonly withPa?: readonly PlacedUnit[];
}

/**
 * 7.3, 7.3.1, 7.3.2: whether the Force may place a Prepared Attack marker pointing at `target`: infantry in the
 * Movement Phase with 4 MP left (its normal MP: 7.2.2 keeps Forced March MP for the end of a move), at a hex next to
 * it that is empty, enemy-occupied, or holds only an enemy Fortress without external garrison, the units with PA
 * markers in the hex within 3.1.2's 2¼ DE and two Support units.
 */
export function checkPreparedAttack(
  p: O1914Position,
  input: PreparedAttackInput,
): { readonly ok: true } | { readonly ok: false; readonly problem: Problem } {
  const { side, units, target } = input;
  const hex = units[0]?.hex;
  if (hex === undefined || !isOneForce(units)) return problem('move-not-one-force', undefined, { rule: '7.1.2' });
  if (input.phase !== 'movement') return problem('pa-counter-movement', undefined, { rule: '7.3' });
  if (units.some((u) => u.type !== 'infantry' && isCombat(u)) || !units.some((u) => u.type === 'infantry'))
    return problem('pa-not-infantry', undefined, { rule: '7.3' });
  if (input.demoralizedOrCi) return problem('pa-demoralized', undefined, { rule: '7.3.2' });
  const left = MP_ALLOWANCE.movement - (input.spent ?? 0);
  if (left < PREPARED_ATTACK_MP) return problem('pa-no-mp', { left, mp: PREPARED_ATTACK_MP }, { rule: '7.3' });
  if (!p.grid.adjacent(hex, target) || unitsAt(p, target, side).length > 0)
    return problem('pa-target', { hex: target }, { rule: '7.3.1' });
  const marked = [...(input.withPa ?? []), ...units];
  const counted = { ...p, units: marked.map((u) => ({ ...u, hex })) };
  if (!hexStack(counted, hex, side, 'combat').ok) return problem('pa-stacking', { hex }, { rule: '7.3' });
  return { ok: true };
}
