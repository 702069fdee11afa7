import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import type { Problem } from '../../../core/explain.js';
import { checkMove, extendedCommandProblem } from '../rules/movement.js';
import { disorder, isActive, refuse, withUnit, type Applied } from './machine.js';
import { entering as enteringUnit, placed, positionOf } from './position.js';
import { facingAt, reachable, type Reach } from './reach.js';
import { sideOf, type Game } from './setup.js';
import { ordersOf } from './september.js';
import { ENTRY_HEX, formationOf, scenarioForbids, vCorpsIn } from './shevardino.js';
import { FLANK, OFF, type BorodinoState, type Need } from './state.js';
import { columnBefore, entryHexesOf, flankClosedHexes, flankMayEnter } from './flank.js';
import { faceOf } from './values.js';

/**
 * The Movement step (3.0 C.3.b, 7.0): each unit of an active command moves once (7.31) along a path `checkMove`
 * (rules/movement.ts) accepts, its Movement Allowance the counter's (asked of its owner the first time, 7.11);
 * reinforcements of an active command enter at their entry hex (7.41), one after another as a column. The terrain's
 * D Disorders the unit (Terrain Table). All Shevardino units are Under Orders (the scenario), so no halving (7.12).
 *
 * 7.13: a command Under Orders (all of them at Shevardino) may use Extended Movement, the whole command or none, before
 * any of its units moves this activation, none of them Disordered nor within 3 hexes of the enemy
 * (`extendedCommandProblem`); each of its moves is then `checkMove`'s Extended one.
 *
 * Not yet: the cavalry's withdrawal before infantry (7.39).
 */

/** 7.13: why `command` may not use Extended Movement now, or null. */
export function extendedProblem(game: Game, state: BorodinoState, side: Side, command: string): Problem | null {
  const units = Object.entries(state.units).filter(([id]) => formationOf(id) === command && sideOf(game, id) === side);
  const onMap = units.filter(([, u]) => game.hexes.has(u.at));
  if (units.length === 0 || !isActive(state, units[0]![0]) || state.extended.includes(command))
    return { code: 'extended-not-now', rule: '7.13', params: { command } };
  // 5.25, 7.42: a reinforcement's Extended Movement is the Reinforcement one, on roads (the pack has none).
  if (units.some(([, u]) => u.at === OFF)) return { code: 'extended-not-now', rule: '7.42', params: { command } };
  // "Non potete iniziare ad usare il movimento esteso e poi passare a quello normale."
  if (units.some(([, u]) => u.moved)) return { code: 'extended-after-move', rule: '7.13', params: { command } };
  if (onMap.some(([, u]) => u.disordered)) return { code: 'extended-disordered', rule: '7.13' };
  // 7.13, 5.26: Extended Movement is for a Command Under Orders; SR8: never for the Russians on 7 September.
  if (units.some(([id]) => ordersOf(game, state, id) !== 'under'))
    return { code: 'extended-no-orders', rule: '7.13', params: { command } };
  if (state.september && side === 'russian') return { code: 'extended-not-now', rule: 'SR8', params: { command } };
  const p = positionOf(game, state);
  return extendedCommandProblem(
    p,
    onMap.map(([id]) => placed(p, id)!),
  );
}

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
    // 9.85: a stack in square moves only its 1-hex move (machine.ts `squareMoves`), or once it has dissolved it.
    if (sideOf(game, id) !== side || !isActive(state, id) || u.moved || u.square) continue;
    if (game.hexes.has(u.at)) move.push(id);
    else if (u.at === OFF && ENTRY_HEX[formationOf(id)]) enter.push(id);
    // SR14: the Flanking Command's units in the box, once its roll let them in.
    else if (u.at === FLANK && flankMayEnter(state, id)) enter.push(id);
  }
  return { move, enter };
}

export function moveOf(game: Game, state: BorodinoState, side: Side, unit: string): Reaches {
  if (!movers(game, state, side).move.includes(unit)) return refuse('move-not-now', '7.31', { unit }) as Reaches;
  const p = positionOf(game, state);
  const u = placed(p, unit);
  if (!u || u.movement === null || u.movement === undefined) return refuse('move-allowance-unknown', '7.11') as Reaches;
  return {
    ok: true,
    reach: reachable(p, u, {
      vCorpsIn: vCorpsIn(state),
      extended: state.extended.includes(formationOf(unit)),
      orders: ordersOf(game, state, unit),
      closed: flankClosedHexes(state, side),
    }),
  };
}

/** 7.41: a reinforcement's entry, after the units of its group that entered before it this activation. */
export function enterOf(game: Game, state: BorodinoState, side: Side, unit: string): Reaches {
  if (!movers(game, state, side).enter.includes(unit)) return refuse('enter-not-now', '7.41', { unit }) as Reaches;
  const u = enteringUnit(game, state, unit);
  if (!u || u.movement === null || u.movement === undefined) return refuse('move-allowance-unknown', '7.11') as Reaches;
  const p = positionOf(game, state);
  const before = columnBefore(game, state, unit);
  // 7.41; SR14: the Flanking Command enters by any hex of its south-edge stretch, the cheapest path to each hex kept.
  const reach = new Map<string, Reach>();
  for (const hex of entryHexesOf(state, unit))
    for (const [to, r] of reachable(p, u, {
      enters: { hex, before },
      vCorpsIn: vCorpsIn(state),
      extended: state.extended.includes(formationOf(unit)),
      orders: ordersOf(game, state, unit),
    }))
      if (!reach.has(to) || reach.get(to)!.mp > r.mp) reach.set(to, r);
  return { ok: true, reach };
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
  if (entering && !entryHexesOf(state, unit).includes(entered[0] ?? ''))
    return refuse('enter-not-entry', '7.41', { hex: entered[0] ?? '' });
  const path = entering ? entered : [state.units[unit]!.at, ...entered];
  const side = sideOf(game, unit);
  for (const hex of entered) {
    const forbidden = scenarioForbids(side, hex, vCorpsIn(state), state.scenario);
    if (forbidden) return refuse(forbidden, 'Shevardino', { hex });
    if (flankClosedHexes(state, side).includes(hex)) return refuse('flank-closed', 'SR14', { hex });
  }
  const u = entering ? enteringUnit(game, state, unit) : placed(p, unit);
  if (!u) return refuse('move-not-now', '7.31', { unit });
  const to = path[path.length - 1]!;
  const facing = facingAt(p, u, to);
  const before = columnBefore(game, state, unit);
  const checked = checkMove(p, {
    unit: u,
    path,
    orders: ordersOf(game, state, unit),
    facing,
    extended: state.extended.includes(formationOf(unit)),
    ...(entering ? { enters: { before } } : {}),
  });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const seq = state.seq + 1;
  const from = state.units[unit]!.at;
  // 6.24: "Un'unità che muove e si ferma in un esagono occupato da un'altra unità è sempre posta sotto."
  const under = Object.entries(state.units)
    .filter(([id, o]) => id !== unit && o.at === to)
    .map(([, o]) => o.stack);
  let s: BorodinoState = withUnit({ ...state, seq }, unit, {
    at: to,
    facing,
    moved: true,
    acted: true,
    from: entering ? to : from,
    stack: under.length > 0 ? Math.min(...under) - 1 : seq,
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
