import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { assaultOnHexes } from '../rules/assault.js';
import {
  advancingHexes,
  assaultOnMap,
  checkCharge,
  checkCountercharge,
  checkSquare,
  type AssaultOnMap,
} from '../rules/assault-position.js';
import { countercharge, formSquare, recall } from '../rules/charge.js';
import { commitment } from '../rules/commitment.js';
import { isArtillery, otherSide, type Facing, type PlacedUnit } from '../rules/position.js';
import { stackingProblem } from '../rules/stacking.js';
import { assaultApplied, defendersOf, type Attack } from './assault.js';
import { chargeStacks, chargingUnits, keepStacks } from './multi-charge.js';
import { disorder, isActive, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf, stackAt } from './position.js';
import { reactionFire, reactionNeeds } from './reaction.js';
import { commitmentOrders } from './september.js';
import { sideOf, type Game } from './setup.js';
import { scenarioForbids, vCorpsIn } from './shevardino.js';
import { flankClosedHexes } from './flank.js';
import {
  ELIMINATED,
  type BorodinoAction,
  type BorodinoState,
  type Charge,
  type Countercharge,
  type Need,
  type Pending,
} from './state.js';
import { faceOf, valueOf, weightOf } from './values.js';

/**
 * Cavalry charges (9.8) from the units on the map, in the Assault step. The good-order cavalry of a stack of an active
 * command that has not moved this activation (9.81: "Non muove nel turno con il normale movimento") declares a charge
 * on an enemy hex 2 or 3 hexes away, through 1 or 2 hexes, with the facing it ends with (`checkCharge`: 9.81's
 * limits, 6.13's one vertex per hex, 6.21 where it stops). Its procedure (9.81's steps):
 * 3. the top unit's Commitment, never modified by Defensive Fire (`commitment`, charge); passed, the cavalry moves next
 *    to its target; failed, it stays and does not charge;
 * 4. the charged side may try square with infantry (`checkSquare`, `formSquare`: formed, every unit of the stack is in
 *    square; failed, every unit of it not already Disordered is Disordered) or countercharge with cavalry charged in its
 *    Frontal hexes (`checkCountercharge`, `countercharge`), both read where the charge was declared (9.85 "né in ZOC
 *    nemica", 9.86 "nel momento di dichiarazione della carica"), or stand;
 * 5. facing a square the charger may try to recall (`recall`): recalled, it stays where it is and is not Disordered;
 * 6. the charged hex's batteries fire in reaction at range 1 (8.6, reaction.ts) at the hex the cavalry stopped in; cavalry
 *    Disordered by it charges on without its charge DRMs (9.24) or tries the Recall (9.82; never in a pursuit); a 15+
 *    retreat ends the charge (the README's decision);
 * 7. the charge is resolved as an assault with the charge's DRMs (`assault`: 9.83 heavy +3 or light +1, lost against a
 *    square, −2, or a successful countercharge, −1 for light cavalry countercharged by heavy, 9.86), its results applied
 *    as any assault's (9.61, 9.62, 9.66, 9.25's artillery alone eliminated), the advance (9.71, charging cavalry first,
 *    9.72);
 * 8. on 10+ the pursuit (9.87, pursuit.ts), whose charges are resolved here too (`resolveCharge`);
 * 9. every charging and countercharging cavalry unit not yet Disordered is Disordered once the advance (and the
 *    pursuit) is made (9.84).
 *
 * A charge from several hexes (9.86: a stack charging the target of a charge declared before it joins it) is one
 * charge whose stacks each commit, recall and meet the Reaction Fire on their own (multi-charge.ts).
 *
 * Not yet (the README): the 1-hex move of a square (9.85: a stack in square
 * does not move; dissolving it is its move of the activation). Retreat before the charge (9.31, step 2) is evade.ts's.
 */

/** The charging cavalry of the stack in `hex`, top first: active, good order, not moved nor assaulted this activation. */
export function chargers(game: Game, state: BorodinoState, side: Side, hex: string): string[] {
  const stack = stackAt(state, hex, side, (id) => sideOf(game, id));
  // 9.24: no unit under a Disordered infantry or cavalry unit assaults (or charges).
  const top = stack.find((id) => !['artillery', 'horse-artillery'].includes(game.units.get(id)?.arm ?? ''));
  if (!top || state.units[top]?.disordered) return [];
  return stack.filter((id) => {
    const u = state.units[id]!;
    return (
      game.units.get(id)?.arm === 'cavalry' &&
      isActive(state, id) &&
      !u.disordered &&
      !u.moved &&
      !u.assaulted &&
      !u.square
    );
  });
}

export type ChargeCheck =
  | { readonly ok: true; readonly units: readonly PlacedUnit[]; readonly facings: readonly Facing[] }
  | Extract<Applied, { ok: false }>;

/** 9.81: whether the cavalry of `hex` may charge `target` along `path`, and the facings it may end with. */
export function checkChargeOf(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  target: string,
  path: readonly string[],
  facing?: Facing,
): ChargeCheck {
  const ids = chargers(game, state, side, hex);
  if (ids.length === 0) return refuse('charge-no-unit', '9.81', { hex }) as ChargeCheck;
  // 9.23: a charge on a hex an assault falls on is resolved apart from it, first; 9.86: a charge on the target of a
  // charge declared before it joins it (multi-charge.ts).
  const p = positionOf(game, state);
  const units = ids.map((id) => placed(p, id)!);
  let facings: readonly Facing[] | null = null;
  for (const u of units) {
    const checked = checkCharge(p, u, target, { path, ...(facing ? { facing } : {}) });
    if (!checked.ok) return { ok: false, problem: checked.problem };
    facings = facings === null ? checked.facings : facings.filter((f) => checked.facings.includes(f));
  }
  const last = path.at(-1)!;
  // Shevardino: never where the scenario forbids the side to go.
  const vIn = vCorpsIn(state);
  const barred = path.find((h) => scenarioForbids(side, h, vIn, state.scenario) !== null);
  if (barred)
    return refuse(scenarioForbids(side, barred, vIn, state.scenario)!, 'Shevardino', { hex: barred }) as ChargeCheck;
  // SR14: no Russian unit enters 2400–2800 while the French flank.
  const closed = path.find((h) => flankClosedHexes(state, side).includes(h));
  if (closed) return refuse('flank-closed', 'SR14', { hex: closed }) as ChargeCheck;
  // 6.21: the whole charging stack where it stops.
  // 9.44: the cavalry of the charges declared before it, to stop there with their declared facing, counts too.
  const declared = (state.declared ?? [])
    .filter((d) => !state.rolled && d.pending.kind === 'charge' && d.pending.path.at(-1) === last)
    .flatMap((d) =>
      d.units.flatMap((id) => {
        const u = placed(p, id);
        return u && d.pending.kind === 'charge' ? [{ ...u, hex: last, facing: d.pending.facing }] : [];
      }),
    );
  const there = [...p.units.filter((o) => o.hex === last && o.side === side && !ids.includes(o.id ?? '')), ...declared];
  const stacking = stackingProblem(p, [...there, ...units.map((u) => ({ ...u, hex: last }))]);
  if (stacking) return { ok: false, problem: stacking };
  // 6.11: the units of a hex face alike, so a charge that stops on friends takes their facing.
  if (facings && there.length > 0) facings = facings.filter((f) => there.every((o) => o.facing === f));
  if (!facings || facings.length === 0) return refuse('charge-not-frontal', '6.13', { hex: target }) as ChargeCheck;
  return { ok: true, units, facings };
}

export interface ChargeOption {
  readonly target: string;
  readonly path: readonly string[];
  readonly facing: Facing;
}

/** Every charge the cavalry of `hex` may declare now (targets 2–3 hexes away, paths of 1–2 hexes, end facings). */
export function chargeOptions(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  first = false,
): ChargeOption[] {
  if (chargers(game, state, side, hex).length === 0) return [];
  const grid = game.grid;
  const enemy = otherSide(side);
  const targets = [
    ...new Set(
      Object.entries(state.units)
        .filter(([id, u]) => sideOf(game, id) === enemy && game.hexes.has(u.at))
        .map(([, u]) => u.at)
        .filter((h) => {
          const d = grid.distance(hex, h);
          return d >= 2 && d <= 3;
        }),
    ),
  ].sort();
  const out: ChargeOption[] = [];
  for (const target of targets) {
    const paths: string[][] = [];
    for (const a of grid.neighbours(hex)) {
      if (grid.adjacent(a, target)) paths.push([a]);
      for (const b of grid.neighbours(a)) if (b !== hex && grid.adjacent(b, target)) paths.push([a, b]);
    }
    for (const path of paths) {
      const checked = checkChargeOf(game, state, side, hex, target, path);
      if (checked.ok) for (const facing of checked.facings) out.push({ target, path, facing });
      if (first && out.length > 0) return out;
    }
  }
  return out;
}

/**
 * The values of the charging cavalry a charge reads (2.2): each unit's type, SP and Cohesion, and the top unit's
 * Disordered Cohesion (the Recall, 9.82, and a charge Disordered by Reaction Fire, 9.24).
 */
export function chargerNeeds(ids: readonly string[]): Need[] {
  const needs: Need[] = ids.flatMap((a): Need[] => [
    { unit: a, name: 'Cav', face: 'front' },
    { unit: a, name: 'SP', face: 'front' },
    { unit: a, name: 'Coh', face: 'front' },
  ]);
  return [...needs, { unit: ids[0]!, name: 'Coh', face: 'back' }];
}

/** Every value a charge reads (2.2): both sides' strengths, Cohesions and cavalry types, the top units' Disordered Cohesion. */
export function chargeNeeds(game: Game, state: BorodinoState, pending: Extract<Pending, { kind: 'charge' }>): Need[] {
  const side = sideOf(game, stackAt(state, pending.hex)[0] ?? '');
  const ids = chargers(game, state, side, pending.hex);
  if (ids.length === 0) return [];
  const needs: Need[] = [{ unit: ids[0]!, name: 'Coh', face: 'front' }, ...chargerNeeds(ids)];
  const reaction = chargeReactionNeeds(game, state, ids, pending.path.at(-1)!, pending.target, pending.facing);
  return [...needs, ...chargedNeeds(game, state, pending.target, otherSide(side)), ...reaction];
}

/**
 * 8.6, 9.81 step 6: the values the Reaction Fire at the charge reads, on the position the charge will stand in (`ids`
 * at `at`, facing `facing`), with the charged stack in square or not (9.85: a square's battery has six Frontal hexes):
 * each battery's Fire Strength and the Cohesion of the units in `at`, and, when a battery may fire, the charging
 * cavalry's Disordered strength and Cohesion (9.24: Disordered, it still charges).
 */
export function chargeReactionNeeds(
  game: Game,
  state: BorodinoState,
  ids: readonly string[],
  at: string,
  target: string,
  facing?: Facing,
  also: readonly string[] = [],
): Need[] {
  if (ids.length === 0) return [];
  let there = state;
  for (const a of ids) there = withUnit(there, a, { at, ...(facing ? { facing } : {}) });
  let square = there;
  const targets = [target, ...also];
  for (const t of targets)
    for (const d of stackAt(there, t, otherSide(sideOf(game, ids[0]!)), (id) => sideOf(game, id)))
      if (!there.units[d]?.disordered) square = withUnit(square, d, { square: true });
  const needs: Need[] = [];
  for (const st of [there, square]) {
    const p = positionOf(game, st);
    const attackers = ids.map((id) => placed(p, id)).filter((u): u is PlacedUnit => u !== undefined);
    if (attackers.length === 0) continue;
    needs.push(...reactionNeeds(game, st, { attackers, top: attackers[0]!, target, targets }, at));
  }
  if (needs.length === 0) return [];
  for (const a of ids) needs.push({ unit: a, name: 'SP', face: 'back' }, { unit: a, name: 'Coh', face: 'back' });
  return needs;
}

/** The charged stack's values (2.2): strengths, Cohesions and cavalry types, and the Disordered side a square not formed shows. */
export function chargedNeeds(game: Game, state: BorodinoState, target: string, enemy: Side): Need[] {
  const needs: Need[] = [];
  const defenders = defendersOf(game, state, target, enemy);
  // 9.85: a square not formed Disorders the stack before the charge is resolved: its Disordered values too.
  const mayFail = defenders.some((d) => game.units.get(d)?.arm === 'infantry');
  for (const d of defenders) {
    if (game.units.get(d)?.arm === 'cavalry') needs.push({ unit: d, name: 'Cav', face: 'front' });
    needs.push({ unit: d, name: 'SP', face: faceOf(state, d) }, { unit: d, name: 'Coh', face: faceOf(state, d) });
    if (mayFail) needs.push({ unit: d, name: 'SP', face: 'back' }, { unit: d, name: 'Coh', face: 'back' });
  }
  if (defenders[0]) needs.push({ unit: defenders[0], name: 'Coh', face: 'back' });
  return needs;
}

const v = (game: Game, state: BorodinoState, id: string, name: 'SP' | 'Coh', face: 'front' | 'back') =>
  valueOf(game, state, id, name, face) ?? 0;

/**
 * 9.81 step 3: the charge's Commitment; passed, the cavalry moves next to its target (`charge`, waiting for steps 4–7:
 * `startCharge`); failed, `charge` is null.
 */
export function commitCharge(
  game: Game,
  state: BorodinoState,
  pending: Extract<Pending, { kind: 'charge' }>,
  declared: readonly string[],
  dice: Dice,
  events: GameEvent[],
  /** 9.86: where the square and countercharge are read (a charge joining another: before any of them moved). */
  declaredIn: BorodinoState = state,
): (Extract<Applied, { ok: true }> & { readonly charge: Charge | null }) | Extract<Applied, { ok: false }> {
  // The charging cavalry as declared (9.44; `checkChargeOf` then), still in its hex and in good order.
  const ids = declared.filter((id) => state.units[id]?.at === pending.hex && !state.units[id]?.disordered);
  if (ids.length === 0) return { ok: true, state, events, charge: null };
  const side = sideOf(game, ids[0]!);
  let s: BorodinoState = { ...state, assaultedHexes: [...state.assaultedHexes, pending.target] };
  for (const a of ids) s = withUnit(s, a, { assaulted: true, acted: true });
  const committed = commitment(
    {
      cohesion: v(game, state, ids[0]!, 'Coh', 'front'),
      ...commitmentOrders(game, state, ids[0]!),
      charge: true,
      alwaysPlusOne: false,
      drm: 0,
    },
    dice,
  );
  if (!committed.ok) return { ok: false, problem: committed.problem };
  events.push({
    kind: 'commitment',
    unit: ids[0]!,
    hex: pending.hex,
    target: pending.target,
    charge: true,
    result: committed.value,
    steps: committed.steps,
  });
  if (!committed.value.committed) return { ok: true, state: s, events, charge: null };

  // What the charged side may try, read where the charge was declared (9.85, 9.86); charged from the hex it stops in.
  const p = positionOf(game, declaredIn);
  const enemy = otherSide(side);
  const defenders = stackAt(declaredIn, pending.target, enemy, (id) => sideOf(game, id));
  const square =
    defenders.some((d) => game.units.get(d)?.arm === 'infantry') && checkSquare(p, pending.target, enemy).ok;
  const cavalry = defenders.find((d) => game.units.get(d)?.arm === 'cavalry');
  const counter =
    cavalry !== undefined && checkCountercharge(p, placed(p, cavalry)!, pending.path.at(-1)!).ok ? cavalry : null;

  // The cavalry that passes moves next to its target (9.81 step 3), with the facing declared.
  const last = pending.path.at(-1)!;
  for (const a of ids) {
    const seq = s.seq + 1;
    s = withUnit({ ...s, seq }, a, { at: last, facing: pending.facing, stack: seq });
  }
  events.push({ kind: 'charge', units: ids, from: pending.hex, path: pending.path, target: pending.target });
  const charge: Charge = {
    from: pending.hex,
    at: last,
    target: pending.target,
    units: ids,
    stage: 'respond',
    may: { square, countercharge: counter },
  };
  return { ok: true, state: s, events, charge };
}

/** 9.81 steps 4–7 of a committed charge: the defender's square or countercharge if it may, else the resolution. */
export function startCharge(
  game: Game,
  state: BorodinoState,
  charge: Charge,
  dice: Dice,
  events: GameEvent[],
): Applied {
  if (!charge.may.square && !charge.may.countercharge) return resolveCharge(game, state, charge, {}, dice, events);
  return { ok: true, state: { ...state, charge }, events };
}

/** 9.85, 9.86: the charged side's answer. */
export function respond(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'respond' }>,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const charge = state.charge;
  if (!charge || charge.stage !== 'respond') return refuse('no-charge', '9.81');
  let s: BorodinoState = { ...state, charge: null };
  const enemy = sideOf(game, charge.units[0]!) === 'french' ? 'russian' : 'french';
  const { hex, may } = chargeAnswers(game, state, charge);
  if (action.response === 'stand') {
    events.push({ kind: 'stand', hex });
    return answered(game, s, charge, hex, {}, dice, events);
  }
  if (action.response === 'square') {
    if (!may.square) return refuse('square-not', '9.85', { hex });
    const top = stackAt(s, hex, enemy, (id) => sideOf(game, id)).find((id) => game.units.get(id)?.arm === 'infantry')!;
    const formed = formSquare(v(game, s, top, 'Coh', 'front'), dice);
    if (!formed.ok) return { ok: false, problem: formed.problem };
    events.push({ kind: 'square', unit: top, hex, result: formed.value, steps: formed.steps });
    const stack = stackAt(s, hex, enemy, (id) => sideOf(game, id));
    if (formed.value.square) {
      // 9.85: artillery and jagers "seguono il risultato della fanteria", but a Disordered one stays out of the square
      // (a Disorder dissolves a square): it stays in the hex, Disordered.
      for (const id of stack) if (!s.units[id]?.disordered) s = withUnit(s, id, { square: true });
      // 9.82: facing a square, the charger may try to recall; pursuing cavalry may not (9.82 note, 9.85).
      if (charge.pursuit) return answered(game, s, charge, hex, {}, dice, events);
      return { ok: true, state: { ...s, charge: { ...charge, stage: 'recall' } }, events };
    }
    // 9.85: not formed, every unit of the stack is Disordered (artillery and jagers already so stay as they are).
    for (const id of stack) if (!s.units[id]?.disordered) s = disorder(game, s, id, events);
    return answered(game, s, charge, hex, {}, dice, events);
  }
  const cavalry = may.countercharge;
  if (!cavalry) return refuse('countercharge-not', '9.86', { hex });
  // 9.86: "la controcarica deve attaccare uno solo degli esagoni" of a charge from several hexes.
  const against = may.against ? (action.against ?? (may.against.length === 1 ? may.against[0] : undefined)) : undefined;
  if (may.against && (!against || !may.against.includes(against)))
    return refuse('countercharge-hex', '9.86', { hex: action.against ?? '', hexes: may.against.join(', ') });
  const hit = against ? (chargeStacks(charge).find((k) => k.at === against)?.units ?? []) : charge.units;
  const mine = weightOf(game, s, cavalry) ?? 'light';
  const theirs = chargeWeight(game, s, hit);
  const tried = countercharge(v(game, s, cavalry, 'Coh', 'front'), mine, theirs, dice);
  if (!tried.ok) return { ok: false, problem: tried.problem };
  events.push({ kind: 'countercharge', unit: cavalry, hex, result: tried.value, steps: tried.steps });
  if (!tried.value.success) return answered(game, s, charge, hex, {}, dice, events);
  const counterchargers = stackAt(s, hex, enemy, (id) => sideOf(game, id)).filter(
    (id) => game.units.get(id)?.arm === 'cavalry',
  );
  const counter: Countercharge = { countercharge: mine, counterchargers, ...(against ? { at: against } : {}) };
  return answered(game, s, charge, hex, counter, dice, events);
}

/** 9.22: every hex the charge falls on, its target first (a pursuit charge on two hexes, 9.87, has two). */
const chargedHexes = (charge: Charge): string[] => [charge.target, ...(charge.also ?? []).map((h) => h.hex)];

/**
 * 9.81 step 4 done in `hex` (its successful countercharge `counter`, if any): the next hex charged whose defender may
 * try square or countercharge answers (9.22 via 9.87), else the charge is resolved.
 */
function answered(
  game: Game,
  state: BorodinoState,
  charge: Charge,
  hex: string,
  counter: Countercharge,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const kept: Charge =
    hex === charge.target
      ? { ...charge, ...(counter.countercharge ? { counter } : {}) }
      : { ...charge, also: charge.also!.map((h) => (h.hex === hex && counter.countercharge ? { ...h, counter } : h)) };
  const next = (kept.also ?? []).slice((kept.also ?? []).findIndex((h) => h.hex === hex) + 1).find((h) => {
    const { may } = chargeAnswers(game, state, { ...kept, answering: h.hex });
    return may.square || may.countercharge !== null;
  });
  if (next) return { ok: true, state: { ...state, charge: { ...kept, answering: next.hex } }, events };
  const { answering: _answering, ...resolving } = kept;
  return resolveCharge(game, state, resolving, kept.counter ?? {}, dice, events);
}

/**
 * 9.81 step 4: the hex whose defender answers now (9.87 with 9.22: each hex of a pursuit charge on two in turn) and
 * what it may try: as read where the charge was declared (9.85 "né in ZOC nemica", 9.86), but never with a unit
 * Disordered since (9.61: Disordered units "non possono formare quadrato nè controcaricare"; an earlier resolution
 * of this Assault step may have Disordered it, or put a Disordered unit on top of it).
 */
export function chargeAnswers(
  game: Game,
  state: BorodinoState,
  charge: Charge,
): { readonly hex: string; readonly may: Charge['may'] } {
  const hex = charge.answering ?? charge.target;
  const read = charge.also?.find((h) => h.hex === hex)?.may ?? charge.may;
  const p = positionOf(game, state);
  const side = otherSide(sideOf(game, charge.units[0]!));
  const cavalry = read.countercharge === null ? undefined : placed(p, read.countercharge);
  return {
    hex,
    may: {
      square: read.square && checkSquare(p, hex, side, false).ok,
      countercharge: cavalry && cavalry.hex === hex && !cavalry.disordered ? read.countercharge : null,
      ...(read.against ? { against: read.against } : {}),
    },
  };
}

/** 9.82: the charger facing a square recalls its cavalry, or charges home. */
export function recallCharge(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'recall' }>,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const charge = state.charge;
  if (!charge || charge.stage !== 'recall') return refuse('no-recall', '9.82');
  const s: BorodinoState = { ...state, charge: null };
  const reason = charge.reason ?? 'square';
  const counter = charge.counter ?? {};
  if (!action.recall) {
    events.push({ kind: 'charge-home', hex: charge.target, reason });
    return resolveCharge(game, s, charge, counter, dice, events);
  }
  // 9.82: "la sua Coesione", on the side it shows (Disordered by the Reaction Fire, its Disordered side); 9.86: each
  // stack of a charge from several hexes that may recall tries it with its top unit.
  let left: Charge | null = { ...charge, stage: 'respond' };
  for (const k of chargeStacks(charge)) {
    if (charge.recalling && !charge.recalling.includes(k.at)) continue;
    const top = k.units.find((id) => s.units[id]?.at === k.at) ?? k.units[0]!;
    const tried = recall(v(game, s, top, 'Coh', faceOf(s, top)), reason, dice);
    if (!tried.ok) return { ok: false, problem: tried.problem };
    events.push({ kind: 'recall', unit: top, result: tried.value, steps: tried.steps });
    // 9.82, 9.84: recalled, it does not charge, stays where it is and is not Disordered (by the charge).
    if (tried.value.recalled && left) left = keepStacks(left, (o) => (o.at === k.at ? [] : o.units));
  }
  if (!left) return { ok: true, state: s, events };
  const { recalling: _recalling, ...going } = left;
  return resolveCharge(game, s, going, counter, dice, events);
}

/** 9.83: heavy when any charging unit is heavy cavalry. */
function chargeWeight(game: Game, state: BorodinoState, units: readonly string[]): 'light' | 'heavy' {
  return units.some((u) => weightOf(game, state, u) === 'heavy') ? 'heavy' : 'light';
}

/** 9.81 step 7: the charge resolved as an assault with the charge's DRMs; 9.84 once its advance (or pursuit) is made. */
export function resolveCharge(
  game: Game,
  state: BorodinoState,
  given: Charge,
  counter: Countercharge,
  dice: Dice,
  events: GameEvent[],
): Applied {
  let charge = given;
  const side = sideOf(game, charge.units[0]!);
  const enemy = otherSide(side);
  let s: BorodinoState = { ...state, charge: null };
  // 9.81 step 6: the Reaction Fire (8.6), once, after the square, the countercharge and the Recall facing a square.
  if (!charge.reacted) {
    const fired = chargeReaction(game, s, charge, counter, dice, events);
    if (fired.ok === false || fired.done) return fired;
    s = fired.state;
    // 9.86: the stacks of a charge from several hexes still charging.
    if ('charge' in fired && fired.charge) charge = fired.charge;
  }
  // 9.86: the cavalry of every stack of a charge from several hexes, each still in the hex it stopped in.
  const attackers = chargingUnits(s, charge);
  const stacks = chargeStacks(charge)
    .map((k) => ({ ...k, units: k.units.filter((id) => attackers.includes(id)) }))
    .filter((k) => k.units.length > 0);
  // 9.22 via 9.87: a pursuit charge on two hexes, each with its own countercharge.
  const hexes = [
    { hex: charge.target, counter },
    ...(charge.also ?? []).map((h) => ({ hex: h.hex, counter: h.counter ?? {} })),
  ];
  const counterchargers = hexes.flatMap((h) => h.counter.counterchargers ?? []);
  // 9.84, 9.87: the cavalry of the charges before, in a pursuit, is Disordered with this one's at the end.
  const ending = [...new Set([...s.chargeEnd, ...attackers, ...counterchargers])];
  const p = positionOf(game, s);
  const placedAttackers = attackers.map((id) => placed(p, id)!);
  const all = hexes.map((h) => h.hex);
  const also = all.length > 1 ? { also: all.slice(1) } : {};
  const fought: ((typeof hexes)[number] & { map: AssaultOnMap; everyone: string[]; defenders: string[] })[] = [];
  for (const h of hexes) {
    const map = assaultOnMap(p, placedAttackers, h.hex, all);
    const everyone = map.defenders.map((d) => d.id!);
    // 9.25: artillery charged alone (or a stack a failed square left with none to defend it) is eliminated.
    if (map.artilleryAlone || map.defenders.every((d) => isArtillery(d))) {
      events.push({ kind: 'artillery-overrun', hex: h.hex, units: everyone });
      for (const d of everyone) s = withUnit(s, d, { at: ELIMINATED });
    } else fought.push({ ...h, map, everyone, defenders: defendersOf(game, s, h.hex, enemy) });
  }
  // 9.71: of several stacks, the one with the highest Cohesion advances (a tie, the attacker's choice).
  const cohesions = stacks.map((k) => ({
    hex: k.at,
    units: k.units,
    cohesion: v(game, s, k.units[0]!, 'Coh', faceOf(s, k.units[0]!)),
    charging: true,
  }));
  const best = advancingHexes(cohesions);
  const tied = cohesions
    .filter((c) => best.includes(c.hex))
    .map(({ hex, units, cohesion }) => ({ hex, units, cohesion }));
  const advancing =
    stacks.length > 1 ? { units: tied[0]!.units, ...(tied.length > 1 ? { tied } : {}) } : { units: attackers };
  if (fought.length === 0)
    return {
      ok: true,
      state: { ...s, advance: { ...advancing, to: charge.target, ...also }, chargeEnd: ending },
      events,
    };
  // 9.86, 9.24: the cavalry countercharged in its hex (of a charge from several hexes), or Disordered by the Reaction
  // Fire, loses the charge's DRMs; 9.83's DRM is then read from the others, if any.
  const counterAt = counter.at;
  const lost = attackers.filter(
    (a) => s.units[a]?.disordered || (counterAt !== undefined && s.units[a]?.at === counterAt),
  );
  const keep = attackers.filter((a) => !lost.includes(a));
  const apart = lost.length > 0 && keep.length > 0;
  const countered = counterAt ? attackers.filter((a) => s.units[a]?.at === counterAt) : [];
  // 9.86 "DRM AGGIUNTIVO": −1 when heavy cavalry countercharged the light cavalry of one of the hexes.
  const extra = apart && counter.countercharge === 'heavy' && chargeWeight(game, s, countered) === 'light' ? -1 : 0;
  const weight = chargeWeight(game, s, apart ? keep : attackers);
  const defenders = fought.flatMap((f) => f.defenders);
  const common = {
    // 9.24: cavalry Disordered by the Reaction Fire charges on its Disordered side.
    attacker: attackers.reduce((t, a) => t + v(game, s, a, 'SP', faceOf(s, a)), 0),
    // 9.51, 9.52 (9.22): the defenders of every hex charged.
    defender: defenders.reduce((t, d) => t + v(game, s, d, 'SP', faceOf(s, d)), 0),
    attackerCohesion: Math.max(...attackers.map((a) => v(game, s, a, 'Coh', faceOf(s, a)))),
    defenderCohesion: Math.max(...defenders.map((d) => v(game, s, d, 'Coh', faceOf(s, d)))),
    attack: weight === 'heavy' ? ('heavy-charge' as const) : ('light-charge' as const),
    defenderType: fought[0]!.map.defenderType,
    emplacement: false,
    openFlank: false,
    singleTerrain: false,
    // 9.85: a square has six Frontal hexes, so no Rear (9.54: every hex must qualify).
    position: fought.some((f) => f.map.square) ? undefined : fought[0]!.map.position,
    square: false,
    // 9.24: charging cavalry starts in good order (9.81), so a Disordered charger was Disordered by the Reaction Fire.
    reactionDisorder: !apart && attackers.some((a) => s.units[a]?.disordered),
    pursuit: charge.pursuit ?? 0,
    drm: extra,
    // 6.23: each charging stack's top unit checks.
    attackerChecks: stacks.map((k) => v(game, s, k.units[0]!, 'Coh', 'back')),
    checkDrm: 0,
  };
  // 9.22: one roll read in each hex with its own terrain, square and countercharge (9.85, 9.86).
  const result = assaultOnHexes(
    common,
    fought.map((f) => ({
      defenderType: f.map.defenderType,
      terrain: f.map.terrain,
      hexside: f.map.hexside,
      emplacement: f.map.emplacement,
      openFlank: f.map.openFlank,
      square: f.map.square,
      ...(f.counter.countercharge && !apart ? { countercharge: f.counter.countercharge } : {}),
      defenderChecks: f.defenders[0] ? [v(game, s, f.defenders[0], 'Coh', 'back')] : [],
    })),
    dice,
  );
  if (!result.ok) return refuse(result.problem.code, '9.5', result.problem.params);
  let attackerHit = false;
  const pursuing: typeof fought = [];
  for (const [i, f] of fought.entries()) {
    const r = result.value.hexes[i]!;
    s = assaultApplied(
      game,
      s,
      {
        hex: charge.at,
        target: f.hex,
        attackers,
        defenders: f.everyone,
        side,
        enemy,
        charge: true,
        ...(stacks.length > 1 ? { stacks: stacks.map((k) => k.at) } : {}),
      },
      r,
      events,
      { attackerHit },
    );
    if (r.value.disordered === 'attacker') attackerHit = true;
    if (r.value.pursuit) pursuing.push(f);
  }
  // 9.87: on 10+ the advance is a pursuit (9.22: from a hex whose row was 10+, of the units charged there).
  const pursuit =
    pursuing.length > 0
      ? {
          pursuit: {
            count: charge.pursuit ?? 0,
            defenders: pursuing.flatMap((f) => f.everyone),
            ...(all.length > 1 ? { hexes: pursuing.map((f) => f.hex) } : {}),
          },
        }
      : {};
  // 9.87: every charging unit pursues as stacking allows, from whichever hex (9.86); else 9.71's stack advances.
  const advance =
    pursuing.length > 0
      ? {
          units: attackers,
          to: charge.target,
          ...also,
          ...pursuit,
          ...(stacks.length > 1 ? { from: stacks.map((k) => k.at) } : {}),
        }
      : { ...advancing, to: charge.target, ...also };
  return { ok: true, state: { ...s, advance, chargeEnd: ending }, events };
}

/** 9.84: once the charge's advance (and its pursuit, 9.87) is made, its cavalry (and the countercharging cavalry) not yet Disordered is. */
export function endChargeIfDue(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  // 9.87: not until the pursuit ends.
  if (state.chargeEnd.length === 0 || state.advance || state.retreats.length > 0 || state.pending) return state;
  // 9.31: nor while a pursued stack retreats before the pursuit charge and the pursuer may advance.
  if (state.pursuit || state.charge || state.evade) return state;
  let s: BorodinoState = { ...state, chargeEnd: [] };
  for (const id of state.chargeEnd) {
    const u = s.units[id];
    if (!u || !game.hexes.has(u.at) || u.disordered) continue;
    events.push({ kind: 'charge-disorder', unit: id });
    s = withUnit(s, id, { disordered: true });
  }
  return s;
}

type Reacted =
  | { readonly ok: true; readonly done: false; readonly state: BorodinoState; readonly charge?: Charge }
  | (Applied & { done?: true });

/**
 * 9.81 step 6: the charged hex's batteries fire in reaction at the charging cavalry, next to its target (8.6, range 1).
 * Not Disordered, the charge goes on (`done: false`). Disordered, it charges on losing its charge DRMs (9.24) or tries
 * the Recall (9.82): the charger chooses (a `recall` stage, the countercharge kept), but a pursuing one, which must
 * charge (9.82 note). A 15+ retreat (8.6 "si ritira" of the units it hit) ends the charge: the README's decision.
 */
function chargeReaction(
  game: Game,
  state: BorodinoState,
  charge: Charge,
  counter: Countercharge,
  dice: Dice,
  events: GameEvent[],
): Reacted {
  let s = state;
  const p = positionOf(game, state);
  // 9.86: each stack of a charge from several hexes meets the fire at the hex it stopped in.
  const hit: string[] = [];
  for (const k of chargeStacks(charge)) {
    const attackers = k.units
      .filter((id) => state.units[id]?.at === k.at)
      .map((id) => placed(p, id))
      .filter((u): u is PlacedUnit => u !== undefined);
    if (attackers.length === 0) continue;
    const attack: Attack = { attackers, top: attackers[0]!, target: charge.target, targets: chargedHexes(charge) };
    const fired = reactionFire(game, s, attack, k.at, dice, events, true);
    if ('ok' in fired) return fired;
    s = fired.state;
    if (fired.cancelled) hit.push(k.at);
  }
  if (hit.length === 0) return { ok: true, done: false, state: s };
  const left = keepStacks(charge, (k) =>
    k.units.filter((id) => s.units[id]?.at === k.at && !s.retreats.some((r) => r.unit === id)),
  );
  if (!left) {
    events.push({ kind: 'reaction-cancels', hex: charge.at, target: charge.target });
    return { ok: true, done: true, state: s, events };
  }
  const going: Charge = { ...left, reacted: true };
  const disordered = chargeStacks(left)
    .map((k) => k.at)
    .filter((h) => hit.includes(h));
  if (disordered.length === 0) return { ok: true, done: false, state: s, charge: going };
  for (const h of disordered) events.push({ kind: 'reaction-charge-disorder', hex: h, target: charge.target });
  // 9.82 note: pursuing cavalry may not recall; it charges on.
  if (charge.pursuit) return { ok: true, done: false, state: s, charge: going };
  const recalling: Charge = {
    ...going,
    stage: 'recall',
    reason: 'reaction-fire',
    counter,
    ...(charge.others ? { recalling: disordered } : {}),
  };
  return { ok: true, done: true, state: { ...s, charge: recalling }, events };
}
