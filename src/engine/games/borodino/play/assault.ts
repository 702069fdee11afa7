import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { assaultOnHexes, type AssaultResult } from '../rules/assault.js';
import {
  advancingHexes,
  assaultOnMap,
  breakthroughTargets,
  checkAssault,
  checkAssaultHexes,
  counterAssaultHexes,
  defensiveFireHexes,
  frontalEnemies,
} from '../rules/assault-position.js';
import { stackingProblem } from '../rules/stacking.js';
import { joinFrom, joining, pendingAttack } from './combined.js';
import { commitment } from '../rules/commitment.js';
import { isArtillery, otherSide, type BorodinoPosition, type PlacedUnit } from '../rules/position.js';
import { disorder, isActive, refuse, withUnit, type Applied } from './machine.js';
import { closedTo } from './flank.js';
import { placed, positionOf, stackAt } from './position.js';
import { commitmentOrders } from './september.js';
import { sideOf, type Game } from './setup.js';
import type { Advance, BorodinoState, Need, Pending, Secondary, SecondaryKind } from './state.js';
import { reactionNeeds } from './reaction.js';
import { faceOf, valueOf } from './values.js';

/**
 * The Assault step (3.0 C.3.c, 9.0) from the units on the map: a stack of an active command assaults the enemy in its
 * top unit's Frontal hexes (9.21, 9.22: all of them unless another friendly unit assaulted one this activation); every
 * unit of it passes `checkAssault` (6.13, 9.21, 9.24, 9.25, 9.85, SR13). Its top unit rolls Commitment (9.4,
 * `commitment`: Under Orders, Shevardino's, with no Commander-in-Chief on the map; the defender's top infantry's
 * Defensive Fire when assaulted from its Frontal hexes, 9.42); then `assault` with the strengths and Cohesions of the
 * units (9.51, 9.52), the map's terrain, hexside, open ground and position (9.53, 9.54, `assaultOnMap`), and its
 * results applied: the automatic Disorder (9.61, 9.66, 9.25), the top unit's retreat check (6.23, 9.62), the 10+
 * retreat (9.71), artillery alone eliminated (9.25), and the advance into the hex left (9.71). A stack with two enemy
 * Frontal hexes assaults both with one roll, each hex with its own DRMs (9.22, `assaultOnHexes`). The Secondary
 * Assaults (9.73): Breakthrough by the infantry that advanced after a 10+, Counter-assault by the defending infantry
 * after a <0, each with no Commitment, once a phase.
 *
 * 6.24: the top unit is the last put in the hex (the README). Not yet: declaring every assault before any Commitment
 * (9.44, 9.46: each is declared and rolled in turn; charges are charge.ts's). Reaction Fire (8.6) is reaction.ts's,
 * between the Commitment and the resolution; retreat before assault (9.31) evade.ts's; the Pursuit (9.87) pursuit.ts's.
 */

export interface Attack {
  readonly attackers: readonly PlacedUnit[];
  /** 9.45: the unit on top, which rolls Commitment. */
  readonly top: PlacedUnit;
  /** The first hex assaulted (the only one but in 9.22's assault on several hexes). */
  readonly target: string;
  /** 9.22: every enemy hex assaulted with the one roll, `target` first (absent: `target` alone). */
  readonly targets?: readonly string[];
}

export type AttackCheck =
  | ({
      readonly ok: true;
      readonly targets: readonly string[];
      /** 9.22 with 9.23: the one hex it assaults of a combined assault's two (absent: all of `targets`). */
      readonly own?: readonly string[];
    } & Attack)
  | Extract<Applied, { ok: false }>;

const fail = (code: string, rule: string, params?: Record<string, string>): AttackCheck =>
  refuse(code, rule, params) as AttackCheck;

/**
 * The assault the stack of `side` in `hex` may make now, if any: on every enemy hex in its top unit's Frontal hexes
 * but those another friendly unit assaulted this activation (9.22), sorted; every attacker may assault each of them.
 */
export function attackFrom(game: Game, state: BorodinoState, side: Side, hex: string): AttackCheck {
  const stack = assaultStack(game, state, side, hex);
  if (!stack.ok) return stack;
  const { p, foot, top } = stack;
  const targets = frontalEnemies(p, top)
    .filter((h) => !state.assaultedHexes.includes(h))
    .sort();
  if (targets.length === 0) return fail('assault-no-enemy', '9.21', { hex });
  const attackers = attackersOf(p, state, foot, targets);
  if (!attackers.includes(top)) return topRefusal(p, state, top, targets) ?? fail('assault-all-frontal', '9.22');
  return { ok: true, attackers, top, target: targets[0]!, targets };
}

/**
 * The stack of `side` in `hex` that may assault this activation: its active infantry and cavalry, top first (9.25),
 * the top unit not Disordered (9.24: "le unità sotto un'unità in Disordine … non possono Assaltare"), none that has
 * assaulted (9.4: one assault an activation).
 */
export function assaultStack(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
): { ok: true; p: BorodinoPosition; foot: PlacedUnit[]; top: PlacedUnit } | Extract<AttackCheck, { ok: false }> {
  const p = positionOf(game, state);
  const stack = stackAt(state, hex, side, (id) => sideOf(game, id)).filter((id) => isActive(state, id));
  const foot = stack.map((id) => placed(p, id)!).filter((u) => u !== undefined && !isArtillery(u));
  const top = foot[0];
  if (!top) return fail('assault-no-unit', '9.25', { hex }) as Extract<AttackCheck, { ok: false }>;
  if (top.disordered) return fail('assault-disordered', '9.24') as Extract<AttackCheck, { ok: false }>;
  if (foot.some((u) => state.units[u.id!]?.assaulted))
    return fail('assault-once', '9.4') as Extract<AttackCheck, { ok: false }>;
  return { ok: true, p, foot, top };
}

/** Where a unit's assault is read from (9.81: cavalry from where it began its activation). */
const startOf = (state: BorodinoState, u: PlacedUnit) => ({ startHex: state.units[u.id!]?.from ?? u.hex });

/** The units of `foot` in good order that may each assault every hex of `targets` (9.21, 9.24), leaving none (9.22). */
export function attackersOf(
  p: BorodinoPosition,
  state: BorodinoState,
  foot: readonly PlacedUnit[],
  targets: readonly string[],
): PlacedUnit[] {
  return foot.filter(
    (u) =>
      !u.disordered &&
      targets.every((t) => checkAssault(p, u, t, startOf(state, u)).ok) &&
      checkAssaultHexes(p, u, targets, state.assaultedHexes).ok,
  );
}

/** Why the top unit may not assault one of `targets` (9.21's checks, hex by hex), if that is why. */
export function topRefusal(
  p: BorodinoPosition,
  state: BorodinoState,
  top: PlacedUnit,
  targets: readonly string[],
): Extract<AttackCheck, { ok: false }> | undefined {
  for (const t of targets) {
    const why = checkAssault(p, top, t, startOf(state, top));
    if (!why.ok) return { ok: false, problem: why.problem };
  }
  return undefined;
}

/**
 * 9.22: the orders in which the hexes of the assault may be declared, one per hex put first: the attacker names the hex
 * it advances into when more than one is left (9.71: "l'esagono in questione"; the README's reading).
 */
export function assaultOrders(targets: readonly string[]): string[][] {
  return targets.map((first) => [first, ...targets.filter((t) => t !== first)]);
}

/** Whether `declared` (the first hex, then the others) names exactly the hexes the stack in `hex` must assault. */
export function declaredTargets(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  declared: readonly string[],
): Applied | null {
  // 9.23: hexes a declared assault or charge falls on: the stack joins it (combined.ts).
  if (joining(state, declared)) {
    const join = joinFrom(game, state, side, hex, declared);
    return join.ok ? null : join;
  }
  const attack = attackFrom(game, state, side, hex);
  if (!attack.ok) return attack;
  const same = declared.length === attack.targets.length && [...declared].sort().join() === [...attack.targets].join();
  if (!same) return refuse('assault-target', '9.22', { hex: declared.join(', ') });
  return null;
}

/** The hexes of `side` whose stack may assault now. */
export function assaultHexes(game: Game, state: BorodinoState, side: Side): string[] {
  // 9.44: no assault is declared once the Commitments are rolled.
  if (state.rolled) return [];
  const hexes = new Set(
    Object.entries(state.units)
      .filter(([id, u]) => sideOf(game, id) === side && game.hexes.has(u.at) && isActive(state, id))
      .map(([, u]) => u.at),
  );
  return [...hexes].filter((h) => attackFrom(game, state, side, h).ok).sort();
}

/** The defending units whose values count (9.25: artillery has no assault strength), top first. */
export function defendersOf(game: Game, state: BorodinoState, target: string, side: Side): string[] {
  return stackAt(state, target, side, (id) => sideOf(game, id)).filter((id) => {
    const arm = game.units.get(id)?.arm;
    return arm === 'infantry' || arm === 'cavalry';
  });
}

/** The top infantry's Defensive Fire of each hex assaulted from its Frontal hexes (9.42). */
function defensiveFireUnits(
  game: Game,
  state: BorodinoState,
  attackers: readonly PlacedUnit[],
  targets: readonly string[],
): string[] {
  const p = positionOf(game, state);
  const enemy = otherSide(attackers[0]?.side ?? 'french');
  return defensiveFireHexes(p, attackers, targets, false)
    .map((h) => stackAt(state, h, enemy, (id) => sideOf(game, id))[0])
    .filter((d): d is string => d !== undefined && game.units.get(d)?.arm === 'infantry');
}

/**
 * The values an assault of `attackers` (top first) on `targets` reads (2.2): the attackers' strengths and Cohesions and
 * their top unit's Disordered Cohesion, then (after `between`, the Defensive Fire asked by 9.42) the defenders' of each
 * hex and their top unit's Disordered Cohesion.
 */
export function fightNeeds(
  game: Game,
  state: BorodinoState,
  attackers: readonly PlacedUnit[],
  targets: readonly string[],
  between: readonly Need[] = [],
): Need[] {
  const top = attackers[0];
  if (!top) return [];
  const enemy = otherSide(top.side);
  const needs: Need[] = [];
  for (const a of attackers)
    needs.push(
      { unit: a.id!, name: 'SP', face: faceOf(state, a.id!) },
      { unit: a.id!, name: 'Coh', face: faceOf(state, a.id!) },
    );
  needs.push({ unit: top.id!, name: 'Coh', face: 'back' }, ...between);
  for (const t of targets) {
    const defenders = defendersOf(game, state, t, enemy);
    for (const d of defenders)
      needs.push({ unit: d, name: 'SP', face: faceOf(state, d) }, { unit: d, name: 'Coh', face: faceOf(state, d) });
    if (defenders[0]) needs.push({ unit: defenders[0], name: 'Coh', face: 'back' });
  }
  return needs;
}

/** Every value the assault reads (2.2): strengths and Cohesions of both sides, the top units' Disordered Cohesion. */
export function assaultNeeds(game: Game, state: BorodinoState, pending: Extract<Pending, { kind: 'assault' }>): Need[] {
  const side = sideOf(game, stackAt(state, pending.hex)[0] ?? '');
  const attack = pendingAttack(game, state, side, pending);
  if (!attack.ok) return [];
  const fire = defensiveFireUnits(game, state, attack.attackers, attack.targets).map((d): Need => ({
    unit: d,
    name: 'DF',
    face: faceOf(state, d),
  }));
  return [
    { unit: attack.top.id!, name: 'Coh', face: 'front' },
    ...fightNeeds(game, state, attack.attackers, attack.targets, fire),
    // 8.6: the Reaction Fire's values.
    ...reactionNeeds(game, state, attack, pending.hex),
  ];
}

/** 9.4, 9.42: the top unit's Commitment for the assault of `attackers` (top first) on `targets`, logged. */
export function commitAssault(
  game: Game,
  state: BorodinoState,
  hex: string,
  attackers: readonly PlacedUnit[],
  targets: readonly string[],
  dice: Dice,
  events: GameEvent[],
): { readonly ok: true; readonly committed: boolean } | Extract<Applied, { ok: false }> {
  const v = (id: string, name: 'Coh' | 'DF', face: 'front' | 'back') => valueOf(game, state, id, name, face) ?? 0;
  const top = attackers[0]!;
  // 9.42: the Defensive Fire of each hex assaulted from its Frontal hexes.
  const fire = defensiveFireUnits(game, state, attackers, targets).map((d) => v(d, 'DF', faceOf(state, d)));
  const committed = commitment(
    {
      cohesion: v(top.id!, 'Coh', 'front'),
      ...commitmentOrders(game, state, top.id!),
      ...(fire.length > 0 ? { defensiveFire: fire } : {}),
      charge: false,
      alwaysPlusOne: false,
      drm: 0,
    },
    dice,
  );
  if (!committed.ok) return { ok: false, problem: committed.problem };
  events.push({
    kind: 'commitment',
    unit: top.id!,
    hex,
    target: targets.join(', '),
    result: committed.value,
    steps: committed.steps,
  });
  return { ok: true, committed: committed.value.committed };
}

/** The declared attackers still able to assault from `hex` (in it, good order, not in square), top first. */
export function declaredAttackers(
  game: Game,
  state: BorodinoState,
  hex: string,
  units: readonly string[],
): PlacedUnit[] {
  const p = positionOf(game, state);
  return stackAt(state, hex)
    .filter((id) => units.includes(id))
    .map((id) => placed(p, id))
    .filter((u): u is PlacedUnit => u !== undefined && !u.disordered && u.square !== true);
}

/**
 * 9.1 phase 5: a committed assault resolved, if its top unit is still there in good order (9.45: "Se l'unità sopra va in
 * Disordine, nessuna unità del gruppo può Assaltare") and an enemy is left in a hex declared. 9.23: the stacks of one
 * kind assaulting it together (`stacks`, first declared first) fight as one, each stack whose top unit is still able.
 */
export function resolveDeclaredAssault(
  game: Game,
  state: BorodinoState,
  stacks: readonly { readonly hex: string; readonly units: readonly string[]; readonly own?: readonly string[] }[],
  declared: readonly string[],
  dice: Dice,
  events: GameEvent[],
): Applied {
  const able = stacks
    .map((k) => ({ ...k, attackers: declaredAttackers(game, state, k.hex, k.units), top: k.units[0] }))
    .filter((k) => k.attackers[0]?.id === k.top);
  const attackers = able.flatMap((k) => k.attackers);
  const hex = able[0]?.hex ?? stacks[0]!.hex;
  const side = sideOf(game, stacks[0]?.units[0] ?? '');
  const held = (t: string) => Object.entries(state.units).some(([id, u]) => u.at === t && sideOf(game, id) !== side);
  // 9.22 with 9.23: a hex only the stacks that dropped out assaulted is not assaulted.
  const targets = declared.filter((t) => held(t) && able.some((k) => (k.own ?? declared).includes(t)));
  if (attackers.length === 0 || targets.length === 0) {
    events.push({ kind: 'assault-void', hex, target: declared.join(', ') });
    return { ok: true, state, events };
  }
  const own = able.some((k) => k.own)
    ? Object.fromEntries(able.map((k) => [k.hex, targets.filter((t) => (k.own ?? declared).includes(t))]))
    : undefined;
  return fight(game, state, { hex, attackers, targets, by: 'assault', ...(own ? { own } : {}) }, dice, events);
}

/**
 * An assault about to be resolved: its attackers (top first) in `hex` (9.23: then those of the other stacks combined
 * with it, stack by stack), the hexes in order, and what kind it is.
 */
interface Fight {
  readonly hex: string;
  readonly attackers: readonly PlacedUnit[];
  readonly targets: readonly string[];
  readonly by: 'assault' | SecondaryKind;
  /** 9.22 with 9.23: the hexes each attacking stack assaults, by its hex, when they are not all the same. */
  readonly own?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The resolution (9.5–9.7) of a committed assault (or a Secondary Assault, 9.73, which rolls no Commitment): a hex of
 * artillery alone is eliminated (9.25); the others share one roll (9.22, `assaultOnHexes`), each with its own DRMs and
 * result; the attacking stack is Disordered and checks once (6.23), each defending hex as its row says. The advance
 * (9.71) goes into the first hex declared that is left; a <0 lets the defending infantry Counter-assault and a 10+
 * the advancing infantry Break through (9.73), each once a phase.
 */
function fight(game: Game, state: BorodinoState, f: Fight, dice: Dice, events: GameEvent[]): Applied {
  const p = positionOf(game, state);
  const top = f.attackers[0]!;
  const side = top.side;
  const enemy = otherSide(side);
  const v = (id: string, name: 'SP' | 'Coh', face: 'front' | 'back') => valueOf(game, state, id, name, face) ?? 0;
  const attackers = f.attackers.map((a) => a.id!);
  // 9.23: the attacking stacks (one but in a combined assault), each with its top unit.
  const stacks = [...new Set(f.attackers.map((a) => a.hex))];
  const tops = stacks.map((h) => f.attackers.find((a) => a.hex === h)!.id!);
  // 9.71: "la singola unità (gruppo) con il valore di Coesione maggiore deve avanzare"; a tie, the attacker chooses.
  const cohesions = stacks.map((h, i) => ({
    hex: h,
    cohesion: v(tops[i]!, 'Coh', faceOf(state, tops[i]!)),
    charging: false,
  }));
  const best = advancingHexes(cohesions);
  const leading = best[0] ?? f.hex;
  const unitsIn = (h: string) => f.attackers.filter((a) => a.hex === h).map((a) => a.id!);
  const tied = best.map((h) => ({ hex: h, units: unitsIn(h), cohesion: cohesions.find((c) => c.hex === h)!.cohesion }));
  // 9.22 with 9.23: stacks that did not all assault every hex advance, each, only into one it assaulted (advance-tie.ts).
  const by = f.own
    ? cohesions.map((c) => ({ hex: c.hex, units: unitsIn(c.hex), cohesion: c.cohesion, hexes: f.own![c.hex] ?? [] }))
    : [];
  const advance = (s: BorodinoState, breakthrough: readonly string[]): BorodinoState => ({
    ...s,
    advance: {
      units: unitsIn(leading),
      ...(tied.length > 1 && by.length === 0 ? { tied } : {}),
      ...(by.length > 0 ? { by } : {}),
      to: f.targets[0]!,
      ...(f.targets.length > 1 ? { also: f.targets.slice(1) } : {}),
      ...(breakthrough.length > 0 ? { breakthrough } : {}),
    },
  });
  let s = state;
  // 9.25: artillery assaulted alone is eliminated, its guns not captured; the attackers advance (9.71).
  const fought: string[] = [];
  for (const t of f.targets) {
    const map = assaultOnMap(p, f.attackers, t, f.targets);
    if (!map.artilleryAlone) {
      fought.push(t);
      continue;
    }
    const everyone = map.defenders.map((d) => d.id!);
    events.push({ kind: 'artillery-overrun', hex: t, units: everyone });
    for (const d of everyone) s = withUnit(s, d, { at: 'eliminated' });
  }
  if (fought.length === 0) return { ok: true, state: advance(s, []), events };
  const maps = fought.map((t) => assaultOnMap(p, f.attackers, t, fought));
  const defenders = fought.map((t) => defendersOf(game, state, t, enemy));
  const all = defenders.flat();
  const common = {
    attacker: attackers.reduce((t, a) => t + v(a, 'SP', faceOf(state, a)), 0),
    defender: all.reduce((t, d) => t + v(d, 'SP', faceOf(state, d)), 0),
    attackerCohesion: Math.max(...attackers.map((a) => v(a, 'Coh', faceOf(state, a)))),
    defenderCohesion: Math.max(...all.map((d) => v(d, 'Coh', faceOf(state, d)))),
    attack: top.arm === 'cavalry' ? ('cavalry' as const) : ('infantry' as const),
    defenderType: maps[0]!.defenderType,
    emplacement: false,
    openFlank: false,
    singleTerrain: false,
    position: maps[0]!.position,
    square: false,
    reactionDisorder: false,
    pursuit: 0,
    drm: 0,
    // 6.23: each attacking stack's top unit checks.
    attackerChecks: tops.map((t) => v(t, 'Coh', 'back')),
    checkDrm: 0,
  };
  const result = assaultOnHexes(
    common,
    maps.map((m, i) => ({
      defenderType: m.defenderType,
      terrain: m.terrain,
      hexside: m.hexside,
      emplacement: m.emplacement,
      openFlank: m.openFlank,
      square: m.square,
      defenderChecks: defenders[i]![0] ? [v(defenders[i]![0], 'Coh', 'back')] : [],
    })),
    dice,
  );
  if (!result.ok) return refuse(result.problem.code, '9.5', result.problem.params);
  let attackerHit = false;
  const breakthrough: string[] = [];
  for (const [i, t] of fought.entries()) {
    const r = result.value.hexes[i]!;
    const everyone = maps[i]!.defenders.map((d) => d.id!);
    const who = { hex: f.hex, target: t, attackers, defenders: everyone, side, enemy, stacks };
    s = assaultApplied(game, s, who, r, events, { attackerHit });
    if (r.value.disordered === 'attacker') attackerHit = true;
    // 9.73: a Counter-assault by the defending infantry, offered once the retreats are made.
    if (r.value.counterAssault) s = queueSecondary(s, { by: 'counter-assault', hex: t, units: everyone });
    if (r.value.breakthrough && f.by === 'assault') breakthrough.push(t);
  }
  // 9.71: the attackers advance into the hex the defender leaves.
  return { ok: true, state: advance(s, breakthrough), events };
}

const queueSecondary = (s: BorodinoState, offer: Secondary): BorodinoState => ({
  ...s,
  secondaryDue: [...(s.secondaryDue ?? []), offer],
});

/** 9.73: an advance (`before`, the one just made) into a hex whose 10+ allows it queues the Breakthrough. */
export function breakthroughIfDue(before: Advance | null, state: BorodinoState): BorodinoState {
  if (!before?.breakthrough || state.advance) return state;
  const at = before.breakthrough.find((h) => before.units.some((id) => state.units[id]?.at === h));
  if (at === undefined) return state;
  const units = before.units.filter((id) => state.units[id]?.at === at);
  return queueSecondary(state, { by: 'breakthrough', hex: at, units });
}

/** 9.73: a Secondary Assault's choices: the hex it is made from and the enemy hexes it assaults there. */
export interface SecondaryOption {
  readonly hex: string;
  readonly targets: readonly string[];
  /** The units that make it (good order, not yet used their Secondary Assault), top first. */
  readonly units: readonly string[];
}

/**
 * 9.73: where the offered Secondary Assault may be made from. Breakthrough: the good-order infantry that advanced, from
 * the hex it entered, without turning, at every enemy in its Frontal hexes (`breakthroughTargets`). Counter-assault: the
 * good-order infantry defender still in its hex, not in square, from there or a hex next to it it may enter
 * (`counterAssaultHexes`, the whole stack legal there, any friends there facing as it does, 6.11, none where Shevardino
 * forbids its side to go), without turning, at every enemy in its Frontal hexes. Inactive units and those that made
 * one this phase do not.
 */
export function secondaryOptions(game: Game, state: BorodinoState, offer: Secondary): SecondaryOption[] {
  const p = positionOf(game, state);
  const units = stackAt(state, offer.hex)
    .filter((id) => offer.units.includes(id) && isActive(state, id) && !state.units[id]?.secondary)
    .map((id) => placed(p, id))
    .filter((u): u is PlacedUnit => u !== undefined && u.arm === 'infantry' && !u.disordered && u.square !== true);
  const top = units[0];
  if (!top) return [];
  // 9.24: a unit under a Disordered infantry or cavalry unit does not assault.
  const first = stackAt(state, offer.hex, top.side, (id) => sideOf(game, id))
    .map((id) => placed(p, id))
    .find((u) => u !== undefined && !isArtillery(u));
  if (first?.disordered) return [];
  const ids = units.map((u) => u.id!);
  const mayAll = (hex: string, targets: readonly string[]) =>
    units.every((u) => targets.every((t) => checkAssault(p, { ...u, hex }, t).ok));
  if (offer.by === 'breakthrough') {
    const targets = breakthroughTargets(p, top, offer.hex, top.facing);
    return targets.length > 0 && mayAll(offer.hex, targets) ? [{ hex: offer.hex, targets, units: ids }] : [];
  }
  const closed = closedTo(state, top.side);
  return counterAssaultHexes(p, top)
    .filter((o) => {
      if (o.hex === offer.hex) return true;
      if (closed(o.hex)) return false; // Shevardino's limits, SR14
      const there = p.units.filter((u) => u.hex === o.hex && u.side === top.side);
      // 6.11: it may not turn, so it joins only friends that face as it does.
      if (there.some((u) => u.facing !== top.facing)) return false;
      return stackingProblem(p, [...there, ...units.map((u) => ({ ...u, hex: o.hex }))]) === null;
    })
    .filter((o) => mayAll(o.hex, o.targets))
    .map((o) => ({ hex: o.hex, targets: [...o.targets].sort(), units: ids }));
}

/** 9.73: once the combat is settled, the next Secondary Assault due that may be made is offered (the rest dropped). */
export function offerSecondary(game: Game, state: BorodinoState, events: GameEvent[]): BorodinoState {
  let s = state;
  const busy = () =>
    s.secondary ||
    s.pending ||
    s.retreats.length > 0 ||
    s.advance ||
    s.evade ||
    s.charge ||
    s.pursuit ||
    s.advanceFacing;
  while (!busy() && (s.secondaryDue?.length ?? 0) > 0) {
    const [offer, ...rest] = s.secondaryDue!;
    s = { ...s, secondaryDue: rest };
    if (secondaryOptions(game, s, offer!).length === 0) continue;
    events.push({ kind: 'secondary-offered', by: offer!.by, hex: offer!.hex });
    s = { ...s, secondary: offer! };
  }
  return s;
}

/** 9.73: the side offered a Secondary Assault makes it from `hex` (the values asked first), or declines it. */
export function chooseSecondary(game: Game, state: BorodinoState, hex: string | null, events: GameEvent[]): Applied {
  const offer = state.secondary;
  if (!offer) return refuse('no-secondary', '9.73');
  const cleared: BorodinoState = { ...state, secondary: null };
  if (hex === null) {
    events.push({ kind: 'secondary-declined', by: offer.by, hex: offer.hex });
    return { ok: true, state: cleared, events };
  }
  const option = secondaryOptions(game, state, offer).find((o) => o.hex === hex);
  if (!option) return refuse('secondary-hex', '9.73', { hex });
  let s = cleared;
  // 9.73 Counter-assault: "può muovere di un esagono, senza cambiare orientamento"; the artillery stays (9.25).
  if (hex !== offer.hex)
    for (const id of option.units) {
      const seq = s.seq + 1;
      s = withUnit({ ...s, seq }, id, { at: hex, stack: seq, acted: true });
    }
  for (const id of option.units) s = withUnit(s, id, { secondary: true, acted: true });
  events.push({ kind: offer.by, units: option.units, from: offer.hex, hex, targets: option.targets });
  const pending: Pending = { kind: 'secondary', by: offer.by, hex, units: option.units, targets: option.targets };
  return { ok: true, state: { ...s, pending }, events };
}

type SecondaryPending = Extract<Pending, { kind: 'secondary' }>;

const secondaryAttackers = (game: Game, state: BorodinoState, pending: SecondaryPending): PlacedUnit[] => {
  const p = positionOf(game, state);
  return stackAt(state, pending.hex)
    .filter((id) => pending.units.includes(id))
    .map((id) => placed(p, id))
    .filter((u): u is PlacedUnit => u !== undefined);
};

/** The values a Secondary Assault reads (2.2), as any assault's but the Commitment's. */
export function secondaryNeeds(game: Game, state: BorodinoState, pending: SecondaryPending): Need[] {
  return fightNeeds(game, state, secondaryAttackers(game, state, pending), pending.targets);
}

/** 9.73: the Secondary Assault resolved: no Commitment ("non deve tirare per l'Impiego"), no Reaction Fire (9.1). */
export function secondaryAssault(
  game: Game,
  state: BorodinoState,
  pending: SecondaryPending,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const attackers = secondaryAttackers(game, state, pending);
  const targets = pending.targets.filter((t) =>
    Object.entries(state.units).some(([id, u]) => u.at === t && sideOf(game, id) !== attackers[0]?.side),
  );
  if (attackers.length === 0 || targets.length === 0) return { ok: true, state, events };
  let s: BorodinoState = { ...state, assaultedHexes: [...new Set([...state.assaultedHexes, ...targets])] };
  for (const a of attackers) s = withUnit(s, a.id!, { assaulted: true });
  return fight(game, s, { hex: pending.hex, attackers, targets, by: pending.by }, dice, events);
}

/** Who fought an assault (or a charge, 9.83): the attackers' hex and stack, the target's, and their sides. */
interface Fought {
  readonly hex: string;
  readonly target: string;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly side: Side;
  readonly enemy: Side;
  readonly charge?: true;
  /** 9.23: the hexes of the stacks assaulting together, `hex` first (absent: `hex` alone); each checks in turn (6.23). */
  readonly stacks?: readonly string[];
}

/**
 * An assault's (or a charge's) result applied and logged: 9.61, the side the row names Disordered (9.66: Withdrawn if
 * it was; 9.25: artillery shares its stack's fate; 9.85: a square Disordered is dissolved); 9.62, 6.23, the top
 * unit's check, a failure retreating its whole stack (9.25: the artillery with it); the defender's retreat.
 */
export function assaultApplied(
  game: Game,
  state: BorodinoState,
  fought: Fought,
  result: { value: AssaultResult; steps: readonly unknown[] },
  events: GameEvent[],
  options: { readonly attackerHit?: boolean } = {},
): BorodinoState {
  const { hex, target, attackers, defenders, side, enemy } = fought;
  const stacks = fought.stacks ?? [hex];
  events.push({
    kind: 'assault',
    hex,
    target,
    ...(fought.charge ? { charge: true } : {}),
    ...(stacks.length > 1 ? { stacks: [...stacks] } : {}),
    attackers: [...attackers],
    defenders: [...defenders],
    result: result.value,
    steps: result.steps,
  });
  const r = result.value;
  let s = state;
  // 9.22: an attacking stack Disordered by one hex's row is not Disordered again by the other's.
  const hit = r.disordered === 'attacker' ? (options.attackerHit ? [] : attackers) : defenders;
  for (const u of hit) s = disorder(game, s, u, events);
  const failed = r.checks[0]?.retreats === true;
  const retreating = (at: string, who: Side, cause: string) =>
    Object.entries(s.units)
      .filter(([id, u]) => u.at === at && sideOf(game, id) === who)
      .map(([id]) => ({ unit: id, cause }));
  // 6.23: each attacking stack's top unit checks (9.23: one check per stack assaulting together).
  if (r.cohesionCheck === 'attacker')
    for (const [i, h] of stacks.entries())
      if (r.checks[i]?.retreats === true) s = { ...s, retreats: [...s.retreats, ...retreating(h, side, target)] };
  if ((failed && r.cohesionCheck === 'defender') || r.defenderRetreats)
    s = { ...s, retreats: [...s.retreats, ...retreating(target, enemy, hex)] };
  return s;
}
