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
import type { Advance, BorodinoAction, BorodinoState, Charge, ChargedHex, Need, Pending, Pursuit } from './state.js';
import { valueOf, weightOf } from './values.js';

/**
 * 9.87 Pursuit. On a charge's 10+ the charging cavalry must pursue: once the charged units' retreats are made it
 * advances into the hex they left (9.71; `pursuingUnits`: as many as stacking allows, heavy first, then Cohesion), and
 * if they retreated (rather than being removed, Withdrawn or eliminated: then it stops there) it faces a unit it
 * pursues (`pursuitFacings`: that hex Frontal) and charges it again at once, its Commitment not rolled (9.73: "non deve
 * tirare per l'Impiego"), no Recall (9.82 note), each pursuit charge −1 cumulative (`assault`'s `pursuit`). The charge
 * is mandatory when the pursued units are the only enemies in its Frontal hexes; with another enemy there it may charge
 * both or stop ("può, se lo desidera, assaltare/caricare entrambe le unità o terminare l'Inseguimento"): the charge on
 * both hexes is 9.22's, one roll read in each hex with its own DRMs, each hex's defender answering in turn (square or
 * countercharge). A pursuit charge is resolved as the first charge was (charge.ts: square or countercharge,
 * `resolveCharge`), and may pursue again; 9.84's Disorder waits until the pursuit ends.
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

/**
 * A choice of the pursuing cavalry: the pursued hex it faces, the facing, and whether it charges; charging, `also` is
 * the other enemy hex in its Frontal hexes, charged with the same roll (9.22; the cavalry advances into `target` first).
 */
export interface PursuitOption {
  readonly target: string;
  readonly facing: Facing;
  readonly charge: boolean;
  readonly also: readonly string[];
}

/**
 * 9.87: what the pursuing cavalry may do: for each facing with a pursued unit's hex Frontal, charge every enemy hex in
 * its Frontal hexes (9.22) if 9.81's limits on each target allow it, mandatory when only pursued units are there, else
 * stop; with another enemy there it may also stop.
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
    for (const f of pursuitFacings(p, lead, pursuit.at, target, hexes)) {
      const also = f.targets.filter((t) => t !== target);
      const chargeable = f.targets.every((t) => checkPursuitCharge(p, pursuit.at, t).ok);
      if (!f.mandatory || !chargeable) out.push({ target, facing: f.facing, charge: false, also: [] });
      if (chargeable) out.push({ target, facing: f.facing, charge: true, also });
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
  // 9.22: of the hexes charged, the one the cavalry advanced into; it pursues from a hex whose row was 10+ only.
  const at = [advance.to, ...(advance.also ?? [])].find((h) => advance.units.some((id) => state.units[id]?.at === h));
  if (at === undefined || !(advance.pursuit.hexes ?? [advance.to]).includes(at)) return state;
  const units = advance.units.filter((id) => state.units[id]?.at === at && !state.units[id]?.disordered);
  const pursued = advance.pursuit.defenders.filter((id) => game.hexes.has(state.units[id]?.at ?? ''));
  if (units.length === 0 || pursued.length === 0) return state;
  const pursuit: Pursuit = { units, at, pursued, count: advance.pursuit.count };
  if (pursuitOptions(game, state, pursuit).length === 0) {
    events.push({ kind: 'pursuit-none', hex: at });
    return state;
  }
  events.push({ kind: 'pursuit', units, hex: at });
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
  const legal = pursuitOptions(game, state, pursuit).find(
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
    ...(legal.also.length > 0 ? { also: legal.also } : {}),
  };
  return { ok: true, state: { ...s, pending }, events };
}

type PursuitPending = Extract<Pending, { kind: 'pursuit' }>;

/** The values a pursuit charge reads (2.2): the pursuers' as a charge's, the pursued stack's on the side it now shows. */
export function pursuitNeeds(game: Game, state: BorodinoState, pending: PursuitPending): Need[] {
  const ids = pending.units.filter((id) => state.units[id]?.at === pending.hex);
  if (ids.length === 0) return [];
  const needs = chargerNeeds(ids);
  const also = pending.also ?? [];
  // 8.6, 9.81 step 6: the Reaction Fire at the pursuit charge (from each hex charged), at the hex the pursuer stands in.
  const reaction = chargeReactionNeeds(game, state, ids, pending.hex, pending.target, undefined, also);
  const enemy = otherSide(sideOf(game, ids[0]!));
  const charged = [pending.target, ...also].flatMap((t) => chargedNeeds(game, state, t, enemy));
  return [...needs, ...charged, ...reaction];
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
  // 9.22: the hexes charged (a pursued stack that retreated before the charge left out, evade.ts).
  const targets = [pending.target, ...(pending.also ?? [])];
  let s: BorodinoState = { ...state, assaultedHexes: [...state.assaultedHexes, ...targets] };
  const p = positionOf(game, s);
  const before = { ...p, units: p.units.filter((u) => !units.includes(u.id ?? '')) };
  const mayOf = (target: string): Charge['may'] => {
    const defenders = stackAt(s, target, enemy, (id) => sideOf(game, id));
    const square =
      defenders.some((d) => game.units.get(d)?.arm === 'infantry') && checkSquare(before, target, enemy).ok;
    const cavalry = defenders.find((d) => game.units.get(d)?.arm === 'cavalry');
    const counter =
      cavalry !== undefined && checkCountercharge(before, placed(before, cavalry)!, pending.hex).ok ? cavalry : null;
    return { square, countercharge: counter };
  };
  const hexes: ChargedHex[] = targets.map((hex) => ({ hex, may: mayOf(hex) }));
  for (const id of units) s = withUnit(s, id, { assaulted: true, acted: true });
  events.push({ kind: 'pursuit-charge', units, from: pending.hex, target: targets.join(', '), count: pending.count });
  // 9.81 step 4: each hex's defender answers in turn, in the order charged.
  const answering = hexes.find((h) => h.may.square || h.may.countercharge !== null);
  const charge: Charge = {
    from: pending.hex,
    at: pending.hex,
    target: pending.target,
    units,
    stage: 'respond',
    may: hexes[0]!.may,
    pursuit: pending.count,
    ...(hexes.length > 1 ? { also: hexes.slice(1) } : {}),
    ...(answering && answering.hex !== pending.target ? { answering: answering.hex } : {}),
  };
  if (!answering) return resolveCharge(game, s, charge, {}, dice, events);
  return { ok: true, state: { ...s, charge }, events };
}
