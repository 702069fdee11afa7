import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { checkDepotStep, RAIL_RETURN_GTS, railPlacements } from '../rules/depots.js';
import { otherPlayer, type O1914Position, type PlacedUnit, type Player } from '../rules/position.js';
import { exposedUnits } from '../rules/retreat.js';
import { locHexes, operationalRail } from '../rules/supply.js';
import { placedOf, positionOf, sideOf, type Game } from './board.js';
import { active, movementPhase, type Result } from './movement.js';
import { phaseSide } from './phases.js';
import { GONE, OFF, top, type O1914State } from './state.js';
import { supplyTraced } from './supply.js';

/**
 * Depots and Corps Trains on the railroads (over rules/depots.ts), played only where supply is traced (a map with
 * railroads, 29.4 not chosen: play/supply.ts's `supplyTraced`); on the built-in pack, whose map has none, nothing here
 * is offered or happens (the README's gap):
 * - 15.6.3: in its side's movement phases a Depot steps along friendly operational railroad, 1 MP a hex, 9 or 5 MP;
 * - 15.6.2b: read after every action, a Depot in an EZOC with no friendly Combat unit (nor Fortress showing its
 *   garrison) is placed by its owner on a friendly operational railroad hex and flipped to Extended Mode (`extended`);
 * - 15.6.4: in the Assignment Phase a Depot may go to the GT track two GTs on, one a side a GT, its Army Destination
 *   marker on a friendly operational railroad hex; it comes back there in that GT's friendly Preliminary Phase;
 * - 16.7: an eliminated Corps Train comes back two GTs later in the friendly Preliminary Phase, on the friendly
 *   operational railroad hex its owner picks.
 */

/** 18.1.1, 18.1.3, 29.3.2: the side's friendly operational railroad hexes now (rules/supply.ts). */
function operational(state: O1914State, p: O1914Position, side: Player): Set<string> {
  return operationalRail(p, side, (hex) => state.control[hex] ?? null);
}

/** The unit as the rules read it were it in `hex` (a unit off the map or eliminated included). */
function unitIn(game: Game, state: O1914State, id: string, hex: string): PlacedUnit | undefined {
  const unit = state.units[id];
  return unit ? placedOf(game, { ...state, units: { ...state.units, [id]: { ...unit, at: hex } } }, id) : undefined;
}

/** 15.6.3: whether the Depot `unit` may step into `to` now, and its MP. */
export function checkRail(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  unit: string,
  to: string,
  ops = operational(state, p, side),
): { ok: true; value: { mp: number } } | ReturnType<typeof problem> {
  const phase = movementPhase(state);
  if (!phase || phaseSide(state) !== side) return problem('not-movement', undefined, { rule: '4.2.5' });
  if (!supplyTraced(game, state)) return problem('rail-none', undefined, { rule: '15.6.3' });
  const depot = p.units.find((u) => u.id === unit);
  if (!depot) return problem('rail-not-depot', undefined, { rule: '15.6.3' });
  if (!active(state, unit)) return problem('inactive', undefined, { rule: '28.5' });
  return checkDepotStep(p, { side, depot, to, phase, spent: state.units[unit]?.spent ?? 0, operational: ops });
}

/** 15.6.3: the railroad steps of the side's Depots in `hex` the menu offers. */
export function railSteps(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  hex: string,
): { unit: string; to: string; mp: number }[] {
  if (!movementPhase(state) || phaseSide(state) !== side) return [];
  const depots = p.units.filter((u) => u.hex === hex && u.side === side && u.type === 'depot');
  if (depots.length === 0 || !supplyTraced(game, state)) return [];
  const ops = operational(state, p, side);
  return depots.flatMap((d) =>
    p.grid.neighbours(hex).flatMap((to) => {
      const step = checkRail(game, state, p, side, d.id!, to, ops);
      return step.ok ? [{ unit: d.id!, to, mp: step.value.mp }] : [];
    }),
  );
}

/** 15.6.3: the Depot steps one railroad hex (no RP; no Force moves, so no Cavalry Reaction nor control: 8.2.2, 3.3). */
export function applyRail(
  game: Game,
  state: O1914State,
  side: Player,
  unit: string,
  to: string,
  events: GameEvent[],
): Result {
  const check = checkRail(game, state, positionOf(game, state), side, unit, to);
  if (!check.ok) return check;
  const u = state.units[unit]!;
  const from = u.at;
  u.at = to;
  u.spent += check.value.mp;
  events.push({ kind: 'depot-rail', unit, from, to, spent: u.spent, rule: '15.6.3' });
  return { ok: true };
}

/**
 * 15.6.2b, after every action: the first Depot of a side (the phasing player's first) in an EZOC with no friendly Combat
 * unit nor Fortress showing its garrison is its owner's to place on a friendly operational railroad hex; with no such
 * hex where it would be out of an uncovered EZOC (15.6.2), it is eliminated (as a Train "circondata", 15.6.2a: the
 * README's decision 86).
 */
export function displaceDepots(game: Game, state: O1914State, events: GameEvent[]): void {
  if (state.over || !supplyTraced(game, state)) return;
  const frame = top(state);
  if (frame?.name === 'train-retreat' || frame?.name === 'rail-place') return;
  for (const side of [state.phasing, otherPlayer(state.phasing)] as const) {
    const p = positionOf(game, state);
    for (const depot of exposedUnits(p, side).depots) {
      if (railPlacements(p, depot, operational(state, p, side)).length === 0) {
        state.units[depot.id!]!.at = GONE;
        events.push({ kind: 'depot-eliminated', unit: depot.id!, hex: depot.hex, rule: '15.6.2b' });
        continue;
      }
      state.stack.push({ name: 'rail-place', side, unit: depot.id!, rule: '15.6.2b' });
      return;
    }
  }
}

/**
 * 15.6.2b, 15.6.4, 16.7: the hexes the unit asked may be placed on; 15.4 step 1: those that give the Depot a valid LOC
 * (15.0's `locHexes`).
 */
export function placeChoices(game: Game, state: O1914State): string[] {
  const frame = top(state);
  if (frame?.name !== 'rail-place') return [];
  const p = positionOf(game, state);
  const ops = operational(state, p, frame.side);
  const [any] = ops;
  const unit = any === undefined ? undefined : unitIn(game, state, frame.unit, any);
  const hexes = frame.rule === '15.4' ? locHexes(p, frame.side, ops) : ops;
  return unit ? railPlacements(p, unit, hexes) : [];
}

/**
 * 15.4 step 1, as the Supply Phase's procedure begins: "Se un Deposito ha una LOC non valida, spostatelo per creare una
 * LOC valida usando la procedura in 15.6.2": the first Depot of the phasing player with no valid LOC that some friendly
 * operational railroad hex would give one is its owner's to place there (Extended side up, 15.6.2b). True while one is
 * asked; a Depot no hex gives a LOC stays, named in the phase's report (15.1.1).
 */
export function askLocMoves(game: Game, state: O1914State): boolean {
  const side = state.phasing;
  const p = positionOf(game, state);
  const loc = locHexes(p, side, operational(state, p, side));
  for (const depot of p.units.filter((u) => u.side === side && u.type === 'depot' && !loc.has(u.hex))) {
    if (railPlacements(p, depot, loc).length === 0) continue;
    state.stack.push({ name: 'rail-place', side, unit: depot.id!, rule: '15.4' });
    return true;
  }
  return false;
}

/** 15.6.2b, 15.6.4, 16.7: the owner places the unit asked on `hex`; a displaced Depot shows its Extended Mode. */
export function answerPlace(game: Game, state: O1914State, by: Player, hex: string, events: GameEvent[]): Result {
  const frame = top(state);
  if (frame?.name !== 'rail-place' || frame.side !== by) return problem('no-place-asked');
  if (!placeChoices(game, state).includes(hex)) return problem('rail-place-hex', { hex }, { rule: frame.rule });
  state.stack.pop();
  const unit = state.units[frame.unit]!;
  const from = unit.at;
  unit.at = hex;
  unit.start = hex;
  delete unit.returning;
  // 15.6.2b (and 15.4 step 1 by its procedure): "viene girata sul retro" (15.6.1: until its side's next Supply Phase).
  const moved = frame.rule === '15.6.2b' || frame.rule === '15.4';
  if (moved) unit.extended = true;
  state.settled = null;
  const kind = {
    '15.4': 'depot-loc',
    '15.6.2b': 'depot-displaced',
    '15.6.4': 'depot-arrived',
    '16.7': 'train-returned',
  }[frame.rule];
  events.push({ kind, unit: frame.unit, ...(moved ? { from } : {}), to: hex, rule: frame.rule });
  return { ok: true };
}

/** 15.6.4: a Depot of the side went to the GT track in this GT (one a side a GT). */
function relocatedThisGt(game: Game, state: O1914State, side: Player): boolean {
  return Object.entries(state.units).some(
    ([id, u]) =>
      u.returning?.to !== undefined &&
      u.returning.turn === state.turn + RAIL_RETURN_GTS &&
      sideOf(game, state, id) === side,
  );
}

/** 15.6.4: whether the Depot `unit` may go to the GT track now with its Army Destination marker on `to`. */
export function checkRelocate(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
  unit: string,
  to?: string,
): Result {
  if (state.phase !== 'assignment' || state.phasing !== side || top(state))
    return problem('relocate-not-now', undefined, { rule: '15.6.4' });
  if (!supplyTraced(game, state)) return problem('rail-none', undefined, { rule: '15.6.4' });
  const depot = p.units.find((u) => u.id === unit);
  if (depot?.type !== 'depot' || depot.side !== side) return problem('rail-not-depot', undefined, { rule: '15.6.4' });
  if (!active(state, unit)) return problem('inactive', undefined, { rule: '28.5' });
  if (relocatedThisGt(game, state, side)) return problem('relocate-once', undefined, { rule: '15.6.4' });
  if (to !== undefined && !operational(state, p, side).has(to))
    return problem('rail-not-operational', { hex: to }, { rule: '15.6.4' });
  return { ok: true };
}

/** 15.6.4: the Depots of the side that may go to the GT track, each with the Destinations it may be given. */
export function relocations(
  game: Game,
  state: O1914State,
  p: O1914Position,
  side: Player,
): { unit: string; to: string[] }[] {
  if (state.phase !== 'assignment') return [];
  const depots = p.units.filter((u) => u.side === side && u.type === 'depot');
  const ready = depots.filter((d) => checkRelocate(game, state, p, side, d.id!).ok);
  if (ready.length === 0) return [];
  const to = [...operational(state, p, side)].sort();
  return to.length === 0 ? [] : ready.map((d) => ({ unit: d.id!, to }));
}

/** 15.6.4: the Depot goes to the GT track two GTs on; its Army Destination marker stands on `to`. */
export function applyRelocate(
  game: Game,
  state: O1914State,
  side: Player,
  unit: string,
  to: string,
  events: GameEvent[],
): Result {
  const check = checkRelocate(game, state, positionOf(game, state), side, unit, to);
  if (!check.ok) return check;
  const u = state.units[unit]!;
  const from = u.at;
  u.at = OFF;
  u.returning = { turn: state.turn + RAIL_RETURN_GTS, to };
  events.push({ kind: 'depot-relocated', unit, from, to, turn: u.returning.turn, rule: '15.6.4' });
  return { ok: true };
}

/**
 * 15.6.4, 16.7 in the phasing player's Preliminary Phase: its relocated Depots due by now are placed on their Army
 * Destination (the owner picks another friendly operational railroad hex when it no longer is one), its eliminated
 * Corps Trains due by now on the hex the owner picks. With no hex to place it on, the unit waits for the next friendly
 * Preliminary Phase (the README's decision 87).
 */
export function returnToMap(game: Game, state: O1914State, events: GameEvent[]): void {
  const side = state.phasing;
  if (!supplyTraced(game, state)) return;
  for (const [id, u] of Object.entries(state.units)) {
    if (u.returning === undefined || u.returning.turn > state.turn || sideOf(game, state, id) !== side) continue;
    const rule = u.returning.to === undefined ? '16.7' : '15.6.4';
    const p = positionOf(game, state);
    const ops = operational(state, p, side);
    const to = u.returning.to;
    if (to !== undefined && ops.has(to)) {
      u.at = to;
      u.start = to;
      delete u.returning;
      state.settled = null;
      events.push({ kind: 'depot-arrived', unit: id, to, rule });
      continue;
    }
    const [any] = ops;
    const unit = any === undefined ? undefined : unitIn(game, state, id, any);
    if (!unit || railPlacements(p, unit, ops).length === 0) {
      events.push({ kind: 'rail-return-blocked', unit: id, rule });
      continue;
    }
    state.stack.push({ name: 'rail-place', side, unit: id, rule });
  }
}

/** 16.7: the Corps Trains this action eliminated come back two GTs later (recorded where supply is traced). */
export function recordLostTrains(game: Game, before: O1914State, state: O1914State, events: GameEvent[]): void {
  const lost = Object.entries(state.units).filter(
    ([id, u]) => u.at === GONE && u.returning === undefined && placedOf(game, before, id)?.type === 'train',
  );
  if (lost.length === 0 || !supplyTraced(game, state)) return;
  for (const [id, u] of lost) {
    u.returning = { turn: state.turn + RAIL_RETURN_GTS };
    events.push({ kind: 'train-due', unit: id, turn: u.returning.turn, rule: '16.7' });
  }
}
