import type { GameEvent } from '../../../core/game.js';
import { reduceStatus } from '../rules/efficiency.js';
import { isCombat, type PlacedUnit, type Player } from '../rules/position.js';
import {
  hasRailroads,
  operationalRail,
  supplyCelLoss,
  supplyPhase,
  withoutAmmo,
  type SupplyInput,
} from '../rules/supply.js';
import { isolated } from '../rules/supply-line.js';
import { positionOf, valueOf, type Game } from './board.js';
import { lorraineArmyOf, lorraineCorpsOf } from './lorraine.js';
import type { Frame, O1914State } from './state.js';

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

/** The phasing player's Depots and Corps Trains on the map whose Supply Range (Normal Mode, 15.6.1) nobody gave yet. */
function rangesMissing(game: Game, state: O1914State, side: Player): string[] {
  return positionOf(game, state)
    .units.filter((u) => u.side === side && (u.type === 'depot' || u.type === 'train'))
    .flatMap((u) => (valueOf(game, state, u.id!, 'front', 'range') === undefined ? [u.id!] : []));
}

/** 4.2.3 as it opens: says how supply is played, and asks the ranges the pack lacks of their owner (once each). */
export function openSupply(game: Game, state: O1914State, events: GameEvent[]): void {
  const side = state.phasing;
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

function askRanges(game: Game, state: O1914State, side: Player): boolean {
  const missing = rangesMissing(game, state, side);
  for (const unit of missing.reverse()) state.stack.push({ name: 'value', side, unit, face: 'front', key: 'range' });
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

/** What rules/supply.ts reads for `side`: control (3.3), the ranges given, Lorraine's armies and corps (29.3.3). */
function supplyInput(game: Game, state: O1914State, side: Player): SupplyInput {
  return {
    side,
    control: (hex) => state.control[hex] ?? null,
    range: (u) => valueOf(game, state, u.id!, 'front', 'range') ?? 0,
    armyOf: lorraineArmyOf,
    corpsOf: (id) => lorraineCorpsOf(id)?.corps ?? null,
  };
}

/** 9.4.1: before a combat's Ammunition is traced, the first range of a Depot or Corps Train of `sides` nobody gave. */
export function missingRange(game: Game, state: O1914State, sides: readonly Player[]): Frame | null {
  if (!supplyTraced(game, state)) return null;
  for (const side of sides) {
    const [unit] = rangesMissing(game, state, side);
    if (unit !== undefined) return { name: 'value', side, unit, face: 'front', key: 'range' };
  }
  return null;
}

/** 9.4, 9.4.1: the units among `units` that receive no Ammunition now (none when supply is not traced). */
export function noAmmo(game: Game, state: O1914State, units: readonly PlacedUnit[]): string[] {
  if (!supplyTraced(game, state)) return [];
  const p = positionOf(game, state);
  const sides = [...new Set(units.map((u) => u.side))];
  return sides.flatMap((side) => withoutAmmo(p, supplyInput(game, state, side), units));
}
