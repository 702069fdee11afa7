import type { Side } from '../model.js';
import type { BorodinoPosition, PlacedUnit } from '../rules/position.js';
import { ENTRY_HEX, formationOf } from './shevardino.js';
import { flankEntries } from './flank.js';
import { groupOf, type Game } from './setup.js';
import { OFF, type BorodinoState, type UnitState } from './state.js';
import { faceOf, valueOf } from './values.js';

/** Whether `at` is a map hex (not a box). */
export const onMap = (game: Game, at: string): boolean => game.hexes.has(at);

/**
 * The position the rules functions read (rules/position.ts), built from the state: the units on the map with their
 * facing, state and the values known (Movement Allowance, Fire Strength; 6.21's Activation Group is the unit's
 * formation), the entry hexes whose reinforcements are still to enter (7.44). Shevardino has no
 * Commander-in-Chief on the map and no burning village. Built once per state (the invariants put the pack's values
 * back into it, invariants.ts).
 */
const positions = new WeakMap<BorodinoState, BorodinoPosition>();

export function positionOf(game: Game, state: BorodinoState): BorodinoPosition {
  const cached = positions.get(state);
  if (cached) return cached;
  const built = buildPosition(game, state);
  positions.set(state, built);
  return built;
}

function buildPosition(game: Game, state: BorodinoState): BorodinoPosition {
  const units: PlacedUnit[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (!onMap(game, u.at)) continue;
    const unit = game.units.get(id);
    if (!unit) continue;
    const face = faceOf(state, id);
    units.push({
      id,
      side: unit.side,
      hex: u.at,
      facing: u.facing,
      arm: unit.arm,
      kind: unit.kind,
      disordered: u.disordered,
      ...(u.fired ? { fired: true } : {}),
      ...(u.square ? { square: true } : {}),
      brigade: null,
      group: groupOf(game, state, id),
      fireStrength: valueOf(game, state, id, 'FS', face),
      movement: valueOf(game, state, id, 'MA', face),
    });
  }
  const waiting = new Set(
    Object.entries(state.units)
      .filter(([, u]) => u.at === OFF)
      .map(([id]) => formationOf(id)),
  );
  const entries = Object.entries(ENTRY_HEX)
    .filter(([command]) => waiting.has(command))
    .map(([, hex]): { side: Side; hex: string } => ({ side: 'french', hex }))
    .concat(flankEntries(state)); // SR14
  return {
    grid: game.grid,
    hexes: game.hexes,
    turn: state.turn,
    scenario: state.scenario === 'borodino' ? 'borodino' : 'shevardino',
    units,
    leaders: [],
    entries,
    // SR5: the villages on fire or in rubble.
    ...(state.september?.villages ? { villages: new Map(Object.entries(state.september.villages)) } : {}),
    // SR5: the bridges destroyed.
    ...(state.september?.bridges?.length ? { bridgesDown: new Set(state.september.bridges) } : {}),
  };
}

/**
 * A reinforcement about to enter (7.41), as the rules read it: off the map (`hex` empty), in good order, with its
 * formation as 6.21's Activation Group and the values known, like the units on the map.
 */
export function entering(game: Game, state: BorodinoState, id: string): PlacedUnit | undefined {
  const unit = game.units.get(id);
  const u = state.units[id];
  if (!unit || !u) return undefined;
  return {
    id,
    side: unit.side,
    hex: '',
    facing: u.facing,
    arm: unit.arm,
    kind: unit.kind,
    disordered: false,
    brigade: null,
    group: groupOf(game, state, id),
    fireStrength: valueOf(game, state, id, 'FS', 'front'),
    movement: valueOf(game, state, id, 'MA', 'front'),
  };
}

/** The unit of the position with this id. */
export function placed(p: BorodinoPosition, id: string): PlacedUnit | undefined {
  return p.units.find((u) => u.id === id);
}

/** 6.24: the units of a side in a hex, top first (the last put there is on top). */
export function stackAt(state: BorodinoState, hex: string, side?: string, sideOf?: (id: string) => string): string[] {
  return stacksOf(state, (id, u) => u.at === hex && (side === undefined || sideOf?.(id) === side)).get(hex) ?? [];
}

/**
 * 6.24: the stacks of the units `which` keeps, by hex, each top first as stackAt gives it: built in one pass over the
 * units, for a menu that looks at every stack of a side (stackAt over each hex read all the units once per hex).
 */
export function stacksOf(state: BorodinoState, which: (id: string, u: UnitState) => boolean): Map<string, string[]> {
  const found = new Map<string, [string, number][]>();
  for (const [id, u] of Object.entries(state.units)) {
    if (!which(id, u)) continue;
    const here = found.get(u.at);
    if (here) here.push([id, u.stack]);
    else found.set(u.at, [[id, u.stack]]);
  }
  return new Map([...found].map(([hex, units]) => [hex, units.sort((a, b) => b[1] - a[1]).map(([id]) => id)]));
}
