import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { checkMove } from '../rules/movement.js';
import type { PlacedUnit } from '../rules/position.js';
import { disorder, isActive, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf } from './position.js';
import { facingAt, reachable, type Reach } from './reach.js';
import { sideOf, type Game } from './setup.js';
import { ENTRY_HEX, formationOf, scenarioForbids } from './shevardino.js';
import { OFF, type BorodinoState, type Need } from './state.js';
import { faceOf, valueOf } from './values.js';

/**
 * The Movement step (3.0 C.3.b, 7.0): each unit of an active command moves once (7.31) along a path `checkMove`
 * (rules/movement.ts) accepts, its Movement Allowance the counter's (asked of its owner the first time, 7.11);
 * reinforcements of an active command enter at their entry hex (7.41), one after another as a column. The terrain's
 * D Disorders the unit (Terrain Table). All Shevardino units are Under Orders (the scenario), so no halving (7.12).
 *
 * Not yet: Extended Movement (7.13), the cavalry's withdrawal before infantry (7.39).
 */

export type Reaches = { readonly ok: true; readonly reach: Map<string, Reach> } | Extract<Applied, { ok: false }>;

/** The Movement Allowance a unit needs known to move (its face now: a Disordered counter prints its own, 2.2). */
export const moveNeeds = (state: BorodinoState, unit: string): Need[] => [
  { unit, name: 'MA', face: faceOf(state, unit) },
];

/** Units of `side` that may still move this activation (on the map) or enter (off it). */
export function movers(game: Game, state: BorodinoState, side: Side): { move: string[]; enter: string[] } {
  const move: string[] = [];
  const enter: string[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (sideOf(game, id) !== side || !isActive(state, id) || u.moved) continue;
    if (game.hexes.has(u.at)) move.push(id);
    else if (u.at === OFF && ENTRY_HEX[formationOf(id)]) enter.push(id);
  }
  return { move, enter };
}

const vCorpsIn = (state: BorodinoState): boolean =>
  Object.entries(state.units).every(([id, u]) => formationOf(id) !== 'V' || u.at !== OFF);

export function moveOf(game: Game, state: BorodinoState, side: Side, unit: string): Reaches {
  if (!movers(game, state, side).move.includes(unit)) return refuse('move-not-now', '7.31', { unit }) as Reaches;
  const p = positionOf(game, state);
  const u = placed(p, unit);
  if (!u || u.movement === null || u.movement === undefined) return refuse('move-allowance-unknown', '7.11') as Reaches;
  return { ok: true, reach: reachable(p, u, { vCorpsIn: vCorpsIn(state) }) };
}

/** 7.41: a reinforcement's entry, after the units of its group that entered before it this activation. */
export function enterOf(game: Game, state: BorodinoState, side: Side, unit: string): Reaches {
  if (!movers(game, state, side).enter.includes(unit)) return refuse('enter-not-now', '7.41', { unit }) as Reaches;
  const counter = game.units.get(unit)!;
  const movement = valueOf(game, state, unit, 'MA', 'front');
  if (movement === null) return refuse('move-allowance-unknown', '7.11') as Reaches;
  const p = positionOf(game, state);
  const hex = ENTRY_HEX[formationOf(unit)]!;
  const u: PlacedUnit = {
    id: unit,
    side,
    hex: '',
    facing: state.units[unit]!.facing,
    arm: counter.arm,
    kind: counter.kind,
    disordered: false,
    movement,
  };
  const before = state.entered
    .filter((id) => formationOf(id) === formationOf(unit))
    .map((id) => game.units.get(id)!.arm);
  return { ok: true, reach: reachable(p, u, { enters: { hex, before }, vCorpsIn: vCorpsIn(state) }) };
}

export function applyMove(
  game: Game,
  state: BorodinoState,
  unit: string,
  entered: readonly string[],
  entering: boolean,
  events: GameEvent[],
): Applied {
  const p = positionOf(game, state);
  // 7.41: a reinforcement's path begins at its entry hex; a unit's at the hex where it stands (7.31).
  if (entering && entered[0] !== ENTRY_HEX[formationOf(unit)])
    return refuse('enter-not-entry', '7.41', { hex: entered[0] ?? '' });
  const path = entering ? entered : [state.units[unit]!.at, ...entered];
  const side = sideOf(game, unit);
  for (const hex of entered) {
    const forbidden = scenarioForbids(side, hex, vCorpsIn(state));
    if (forbidden) return refuse(forbidden, 'Shevardino', { hex });
  }
  const counter = game.units.get(unit)!;
  const u: PlacedUnit = placed(p, unit) ?? {
    id: unit,
    side: counter.side,
    hex: '',
    facing: state.units[unit]!.facing,
    arm: counter.arm,
    kind: counter.kind,
    disordered: false,
    movement: valueOf(game, state, unit, 'MA', 'front'),
  };
  const to = path[path.length - 1]!;
  const facing = facingAt(p, u, to);
  const before = state.entered
    .filter((id) => formationOf(id) === formationOf(unit))
    .map((id) => game.units.get(id)!.arm);
  const checked = checkMove(p, {
    unit: u,
    path,
    orders: 'under',
    facing,
    ...(entering ? { enters: { before } } : {}),
  });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const seq = state.seq + 1;
  const from = state.units[unit]!.at;
  let s: BorodinoState = withUnit({ ...state, seq }, unit, {
    at: to,
    facing,
    moved: true,
    acted: true,
    from: entering ? to : from,
    stack: seq,
  });
  if (entering) s = { ...s, entered: [...s.entered, unit] };
  events.push({
    kind: entering ? 'enter' : 'move',
    unit,
    from: entering ? null : from,
    to,
    path,
    mp: checked.value.mp,
  });
  // Terrain Table D: the terrain entered Disorders it.
  if (checked.value.disorders) s = disorder(game, s, unit, events);
  return { ok: true, state: s, events };
}
