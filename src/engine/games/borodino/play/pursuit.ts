import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import {
  checkCountercharge,
  checkPursuitCharge,
  checkSquare,
  pursuers,
  pursuitFacings,
} from '../rules/assault-position.js';
import { otherSide, type Facing, type PlacedUnit } from '../rules/position.js';
import { chargedNeeds, chargerNeeds, chargeReactionNeeds, resolveCharge } from './charge.js';
import { refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf, stackAt } from './position.js';
import { sideOf, type Game } from './setup.js';
import type { Advance, BorodinoAction, BorodinoState, Charge, Need, Pending, Pursuit } from './state.js';
import { valueOf, weightOf } from './values.js';

/**
 * 9.87 Pursuit. On a charge's 10+ the charging cavalry must pursue: once the charged units' retreats are made it
 * advances into the hex they left (9.71; `pursuingUnits`: as many as stacking allows, heavy first, then Cohesion), and
 * if they retreated (rather than being removed, Withdrawn or eliminated: then it stops there) it faces a unit it
 * pursues (`pursuitFacings`: that hex Frontal) and charges it again at once, its Commitment not rolled (9.73: "non deve
 * tirare per l'Impiego"), no Recall (9.82 note), each pursuit charge −1 cumulative (`assault`'s `pursuit`). The charge
 * is mandatory when the pursued unit is the only enemy in its Frontal hexes; with another enemy there it may charge
 * both or stop (the draft plays the stop: a charge on two hexes, 9.22, is not played). A pursuit charge is resolved as
 * the first charge was (charge.ts: square or countercharge, `resolveCharge`), and may pursue again; 9.84's Disorder
 * waits until the pursuit ends.
 */

/** 9.87 stacking: the charging cavalry that advances into the hex left, heavy first, then the higher Cohesion. */
export function pursuingUnits(game: Game, state: BorodinoState, to: string, going: readonly string[]): string[] {
  const p = positionOf(game, state);
  const candidates = going
    .map((id) => placed(p, id))
    .filter((u): u is PlacedUnit => u !== undefined)
    .map((unit) => ({
      unit,
      heavy: weightOf(game, state, unit.id!) === 'heavy',
      cohesion: valueOf(game, state, unit.id!, 'Coh', 'front') ?? 0,
    }));
  return pursuers(p, to, candidates).map((u) => u.id!);
}

/** A choice of the pursuing cavalry: the pursued hex it faces, the facing, and whether it charges. */
export interface PursuitOption {
  readonly target: string;
  readonly facing: Facing;
  readonly charge: boolean;
}

/**
 * 9.87: what the pursuing cavalry may do: for each facing with a pursued unit's hex Frontal, charge it (mandatory when
 * it is the only enemy in its Frontal hexes and 9.81's limits on the target allow the charge) or stop.
 */
export function pursuitOptions(game: Game, state: BorodinoState, pursuit: Pursuit): PursuitOption[] {
  const p = positionOf(game, state);
  const lead = placed(p, pursuit.units[0] ?? '');
  if (!lead) return [];
  const hexes = [
    ...new Set(pursuit.pursued.map((id) => state.units[id]?.at ?? '').filter((h) => p.grid.adjacent(pursuit.at, h))),
  ].sort();
  const out: PursuitOption[] = [];
  for (const target of hexes)
    for (const f of pursuitFacings(p, lead, pursuit.at, target)) {
      const charge = f.mandatory && checkPursuitCharge(p, pursuit.at, target).ok;
      out.push({ target, facing: f.facing, charge });
    }
  return out;
}

/**
 * 9.87: once a pursuing advance is made (`advance`, the one just carried out), the pursuit offered to the charger, or
 * none: no pursuer entered the hex in good order, or the pursued units were removed (the cavalry stops there), or none
 * of them is next to it.
 */
export function pursueIfDue(
  game: Game,
  advance: Advance | null,
  state: BorodinoState,
  events: GameEvent[],
): BorodinoState {
  if (!advance?.pursuit || state.advance || state.retreats.length > 0 || state.pending) return state;
  const units = advance.units.filter((id) => state.units[id]?.at === advance.to && !state.units[id]?.disordered);
  const pursued = advance.pursuit.defenders.filter((id) => game.hexes.has(state.units[id]?.at ?? ''));
  if (units.length === 0 || pursued.length === 0) return state;
  const pursuit: Pursuit = { units, at: advance.to, pursued, count: advance.pursuit.count };
  if (pursuitOptions(game, state, pursuit).length === 0) {
    events.push({ kind: 'pursuit-none', hex: advance.to });
    return state;
  }
  events.push({ kind: 'pursuit', units, hex: advance.to });
  return { ...state, pursuit };
}

/** 9.87: the charger faces the pursued unit and charges it (the values asked first), or stops. */
export function pursue(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'pursue' }>,
  events: GameEvent[],
): Applied {
  const pursuit = state.pursuit;
  if (!pursuit) return refuse('no-pursuit', '9.87');
  const legal = pursuitOptions(game, state, pursuit).some(
    (o) => o.target === action.target && o.facing === action.facing && o.charge === action.charge,
  );
  if (!legal) return refuse(action.charge ? 'pursuit-charge-not' : 'pursuit-stop-not', '9.87', { hex: action.target });
  // 9.87: "deve cambiare orientamento in modo da orientarsi verso l'unità che insegue".
  let s: BorodinoState = { ...state, pursuit: null };
  for (const id of pursuit.units) s = withUnit(s, id, { facing: action.facing });
  if (!action.charge) {
    events.push({ kind: 'pursuit-stop', hex: pursuit.at, facing: action.facing });
    return { ok: true, state: s, events };
  }
  const pending: Pending = {
    kind: 'pursuit',
    hex: pursuit.at,
    target: action.target,
    facing: action.facing,
    units: pursuit.units,
    count: pursuit.count + 1,
  };
  return { ok: true, state: { ...s, pending }, events };
}

type PursuitPending = Extract<Pending, { kind: 'pursuit' }>;

/** The values a pursuit charge reads (2.2): the pursuers' as a charge's, the pursued stack's on the side it now shows. */
export function pursuitNeeds(game: Game, state: BorodinoState, pending: PursuitPending): Need[] {
  const ids = pending.units.filter((id) => state.units[id]?.at === pending.hex);
  if (ids.length === 0) return [];
  const needs = chargerNeeds(ids);
  // 8.6, 9.81 step 6: the Reaction Fire at the pursuit charge, from the hex the pursuer stands in.
  const reaction = chargeReactionNeeds(game, state, ids, pending.hex, pending.target);
  return [...needs, ...chargedNeeds(game, state, pending.target, otherSide(sideOf(game, ids[0]!))), ...reaction];
}

/**
 * 9.87: the pursuit charge, from next to its target: no Commitment (9.73), then 9.81 step 4 (square, 9.85 "la fanteria
 * che viene caricata da cavalleria che insegue può tirare per la formazione del quadrato"; countercharge, 9.86) read
 * as the first charge's are, before the cavalry stood next to its target: the pursuing cavalry's own ZOC left out, or
 * a pursuit would always forbid the square 9.85 allows. No Recall; resolved by `resolveCharge` with its −1s.
 */
export function pursuitCharge(
  game: Game,
  state: BorodinoState,
  pending: PursuitPending,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const units = pending.units.filter((id) => state.units[id]?.at === pending.hex && !state.units[id]?.disordered);
  if (units.length === 0) return { ok: true, state, events };
  const side = sideOf(game, units[0]!);
  const enemy = otherSide(side);
  let s: BorodinoState = { ...state, assaultedHexes: [...state.assaultedHexes, pending.target] };
  const p = positionOf(game, s);
  const before = { ...p, units: p.units.filter((u) => !units.includes(u.id ?? '')) };
  const defenders = stackAt(s, pending.target, enemy, (id) => sideOf(game, id));
  const square =
    defenders.some((d) => game.units.get(d)?.arm === 'infantry') && checkSquare(before, pending.target, enemy).ok;
  const cavalry = defenders.find((d) => game.units.get(d)?.arm === 'cavalry');
  const counter =
    cavalry !== undefined && checkCountercharge(before, placed(before, cavalry)!, pending.hex).ok ? cavalry : null;
  for (const id of units) s = withUnit(s, id, { assaulted: true, acted: true });
  events.push({ kind: 'pursuit-charge', units, from: pending.hex, target: pending.target, count: pending.count });
  const charge: Charge = {
    from: pending.hex,
    at: pending.hex,
    target: pending.target,
    units,
    stage: 'respond',
    may: { square, countercharge: counter },
    pursuit: pending.count,
  };
  if (!square && !counter) return resolveCharge(game, s, charge, {}, dice, events);
  return { ok: true, state: { ...s, charge }, events };
}
