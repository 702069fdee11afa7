import type { GameEvent } from '../../../core/game.js';
import { reduceStatus } from '../rules/efficiency.js';
import { isCombat, type PlacedUnit, type Player } from '../rules/position.js';
import {
  ammunition,
  hasRailroads,
  operationalRail,
  supplyCelLoss,
  supplyPhase,
  type SupplyInput,
} from '../rules/supply.js';
import { isolated } from '../rules/supply-line.js';
import { faceOf, positionOf, sideOf, valueOf, type Game } from './board.js';
import { lorraineArmyOf, lorraineCorpsOf } from './lorraine.js';
import type { Face, Frame, O1914State, ValueKey } from './state.js';
import { askLocMoves } from './depots.js';

/**
 * The Supply Phase (4.2.3, 15.4) over rules/supply.ts, and Isolation when it matters (15.5: 11.1.6, 20.0). Supply is
 * played as the book says unless the game option `optional-supply` plays 29.4 ("Ignorate tutte le regole sui
 * Rifornimenti. Tutte le unità sono sempre considerate a Rifornimento Pieno"). It is traced only on a map with
 * railroads (the hex feature `rail`): a Depot's LOC and 15.1.3's railroad source need them, and the built-in pack has
 * none, so there the phase says so and every unit stays in Full Supply (the README's named gap, not 29.4).
 */

/** Whether supply is traced in this game: the book's rule, on a map with railroads. */
export function supplyTraced(game: Game, state: O1914State): boolean {
  return !state.optionalSupply && hasRailroads(positionOf(game, state));
}

/** A Depot or Corps Train (15.1.1, 15.1.2). */
export const isSupplyUnit = (u: PlacedUnit): boolean => u.type === 'depot' || u.type === 'train';

/**
 * The printed values of the side's Depots and Corps Trains on the map that nobody gave yet: the Supply Range of its
 * Normal Mode (front, 2.6.1), and for a unit in Extended Mode (15.6.1) the back's Supply Range and Ammo Limit (2.6.2).
 */
function rangesMissing(game: Game, state: O1914State, side: Player): Frame[] {
  const asked: [Face, ValueKey][] = [['front', 'range']];
  const extended: [Face, ValueKey][] = [...asked, ['back', 'range'], ['back', 'ammo']];
  return positionOf(game, state)
    .units.filter((u) => u.side === side && isSupplyUnit(u))
    .flatMap((u) =>
      (state.units[u.id!]?.extended ? extended : asked).flatMap(([face, key]): Frame[] =>
        valueOf(game, state, u.id!, face, key) === undefined ? [{ name: 'value', side, unit: u.id!, face, key }] : [],
      ),
    );
}

/**
 * 4.2.3 step 1: "Girate qualsiasi unità di rifornimento ... sul fronte e rimuovete tutti i segnalini di Munizioni
 * Fornite": the side's supply units in Extended Mode return to Normal Mode and their Ammo Supplied markers go (15.6.1:
 * "rimane girata sino alla fase di rifornimento amica seguente"; 9.4.2's NOTE).
 */
function normalMode(game: Game, state: O1914State, side: Player, events: GameEvent[]): void {
  const flipped: string[] = [];
  // Off the map too: a Depot on the GT track (15.6.4) returns on its front.
  for (const [id, unit] of Object.entries(state.units)) {
    if ((!unit.extended && unit.ammo === undefined) || sideOf(game, state, id) !== side) continue;
    if (unit.extended) flipped.push(id);
    delete unit.extended;
    delete unit.ammo;
  }
  if (flipped.length > 0) events.push({ kind: 'normal-mode', side, units: flipped, rule: '4.2.3' });
}

/** 4.2.3 as it opens: says how supply is played, and asks the ranges the pack lacks of their owner (once each). */
export function openSupply(game: Game, state: O1914State, events: GameEvent[]): void {
  const side = state.phasing;
  normalMode(game, state, side, events);
  if (state.optionalSupply) {
    events.push({ kind: 'supply-optional', side, rule: '29.4' });
    return;
  }
  if (!supplyTraced(game, state)) {
    events.push({ kind: 'supply-no-railroads', side, rule: '15.4' });
    return;
  }
  askRanges(game, state, side);
}

export function askRanges(game: Game, state: O1914State, side: Player): boolean {
  const missing = rangesMissing(game, state, side);
  state.stack.push(...missing.reverse());
  return missing.length > 0;
}

/**
 * 15.4 at the end of the phase: steps 1–3 (rules/supply.ts), then step 4: each Formation Out of Supply loses one CE
 * level, Isolated three (6.1.3: none past D2); a Support unit has no CE status (5.5.2) and loses nothing, as in 20.0.
 * Step 5's markers are not kept: Isolation is read again when it matters (15.5). False while a range is still asked.
 */
export function endSupply(game: Game, state: O1914State, events: GameEvent[]): boolean {
  const side = state.phasing;
  if (!supplyTraced(game, state)) return true;
  if (askRanges(game, state, side)) return false;
  // 15.4 step 1: a Depot with no valid LOC is moved to make one (15.6.2's procedure).
  if (askLocMoves(game, state)) return false;
  const p = positionOf(game, state);
  const report = supplyPhase(p, supplyInput(game, state, side));
  const out: string[] = [];
  const cut: string[] = [];
  for (const [id, s] of Object.entries(report.units)) {
    if (s === 'full') continue;
    (s === 'isolated' ? cut : out).push(id);
    const u = p.units.find((v) => v.id === id);
    const unit = state.units[id];
    if (u && unit && u.formation && isCombat(u)) unit.status = reduceStatus(unit.status, supplyCelLoss(s)).status;
  }
  events.push({
    kind: 'supply',
    side,
    out,
    isolated: cut,
    depots: [...report.depotsWithoutLoc],
    trains: [...report.trainsOut],
    rule: '15.4',
  });
  return true;
}

/**
 * 15.5: whether the Force of `side` in `hex` is Isolated now (11.1.6's surrender, 20.0's bar): never under 29.4, nor
 * on a map without railroads (no friendly railroad to trace to: the gap above).
 */
export function isolatedForce(game: Game, state: O1914State, side: Player, hex: string): boolean {
  if (!supplyTraced(game, state)) return false;
  const control = (h: string) => state.control[h] ?? null;
  const p = positionOf(game, state);
  return isolated(p, side, hex, operationalRail(p, side, control), control);
}

/**
 * What rules/supply.ts reads for `side`: control (3.3), the ranges of the side each supply unit shows (15.6.1) and what
 * is left of an Extended one's Ammo Limit (2.6.2, 9.4.2), Lorraine's armies and corps (29.3.3).
 */
function supplyInput(game: Game, state: O1914State, side: Player): SupplyInput {
  return {
    side,
    control: (hex) => state.control[hex] ?? null,
    // 15.6.1: the range of the side it shows (faceOf: the back in Extended Mode).
    range: (u) => valueOf(game, state, u.id!, faceOf(state, u.id!), 'range') ?? 0,
    ammoLeft: (u) =>
      state.units[u.id!]?.extended
        ? Math.max(0, (valueOf(game, state, u.id!, 'back', 'ammo') ?? 0) - (state.units[u.id!]?.ammo ?? 0))
        : null,
    armyOf: lorraineArmyOf,
    corpsOf: (id) => lorraineCorpsOf(id)?.corps ?? null,
  };
}

/**
 * 9.4.1: before a combat's Ammunition is traced, the first value of a Depot or Corps Train of `sides` nobody gave; then,
 * in an attack phase (15.6.1: "durante qualsiasi fase di attacco per fornire Munizioni"), each side in turn is asked
 * whether it flips a supply unit to Extended Mode ("Le unità Rifornimento possono girarsi in Modalità Estesa in questo
 * momento") while one of its units in the combat has no Ammunition and it has a supply unit in Normal Mode (README
 * decision 88).
 */
export function missingRange(game: Game, state: O1914State, sides: readonly Player[]): Frame | null {
  if (!supplyTraced(game, state)) return null;
  for (const side of sides) {
    const [frame] = rangesMissing(game, state, side);
    if (frame !== undefined) return frame;
  }
  const fight = state.fight;
  if (!fight || fight.ammoTraced || (state.phase !== 'attack' && state.phase !== 'counter-attack')) return null;
  for (const side of sides)
    if (!fight.extendAsked?.includes(side) && extendable(game, state, side).length > 0) return { name: 'extend', side };
  return null;
}

/**
 * 9.4.1, 15.6.1: the supply units `side` may flip to Extended Mode in the combat being fought: those on the map in
 * Normal Mode, while a unit of the side in the combat has no Ammunition from the sources as they are.
 */
export function extendable(game: Game, state: O1914State, side: Player): string[] {
  const fight = state.fight;
  if (!fight || fight.ammoTraced) return [];
  const p = positionOf(game, state);
  const normal = p.units.filter((u) => u.side === side && isSupplyUnit(u) && !state.units[u.id!]?.extended);
  if (normal.length === 0) return [];
  const ids = new Set([...fight.forces.flat(), ...fight.defenders]);
  const units = p.units.filter((u) => u.side === side && ids.has(u.id!));
  return ammunition(p, supplyInput(game, state, side), units).without.length > 0 ? normal.map((u) => u.id!) : [];
}

/**
 * 9.4, 9.4.1, 9.4.2: the units among `units` that receive no Ammunition (none when supply is not traced), traced once
 * for the combat being fought: what the supply units in Extended Mode give is added to their Ammo Supplied markers
 * (`ammo`), logged, and read again (not spent twice) when the combat asks anew.
 */
export function noAmmo(game: Game, state: O1914State, units: readonly PlacedUnit[], events?: GameEvent[]): string[] {
  if (!supplyTraced(game, state)) return [];
  const fight = state.fight;
  if (fight?.ammoTraced) return fight.ammoTraced;
  const p = positionOf(game, state);
  const without: string[] = [];
  for (const side of [...new Set(units.map((u) => u.side))]) {
    const input = supplyInput(game, state, side);
    const report = ammunition(p, input, units);
    without.push(...report.without);
    for (const [id, n] of Object.entries(report.spent)) {
      const unit = state.units[id]!;
      unit.ammo = (unit.ammo ?? 0) + n;
      const limit = valueOf(game, state, id, 'back', 'ammo') ?? 0;
      // 9.4.2: "Una volta che un deposito o treno di corpo ha terminato il suo Limite di Munizioni girate il segnalino".
      events?.push({
        kind: 'ammo-supplied',
        unit: id,
        amount: n,
        total: unit.ammo,
        spent: unit.ammo >= limit,
        rule: '9.4.2',
      });
    }
  }
  // The fight object is the one the combat goes on with (its next copies spread it).
  if (fight) fight.ammoTraced = without;
  return without;
}
