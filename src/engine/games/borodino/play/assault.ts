import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { assault, assaultRefusal, type AssaultResult } from '../rules/assault.js';
import {
  assaultOnMap,
  checkAssault,
  checkAssaultHexes,
  defensiveFireHexes,
  frontalEnemies,
} from '../rules/assault-position.js';
import { commitment } from '../rules/commitment.js';
import { isArtillery, otherSide, type PlacedUnit } from '../rules/position.js';
import { disorder, isActive, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf, stackAt } from './position.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState, Need, Pending } from './state.js';
import { reactionFire, reactionNeeds } from './reaction.js';
import { faceOf, valueOf } from './values.js';

/**
 * The Assault step (3.0 C.3.c, 9.0) from the units on the map: a stack of an active command assaults the enemy in its
 * top unit's Frontal hexes (9.21, 9.22: all of them unless another friendly unit assaulted one this activation); every
 * unit of it passes `checkAssault` (6.13, 9.21, 9.24, 9.25, 9.85, SR13). Its top unit rolls Commitment (9.4,
 * `commitment`: Under Orders, Shevardino's, with no Commander-in-Chief on the map; the defender's top infantry's
 * Defensive Fire when assaulted from its Frontal hexes, 9.42); then `assault` with the strengths and Cohesions of the
 * units (9.51, 9.52), the map's terrain, hexside, open ground and position (9.53, 9.54, `assaultOnMap`), and its
 * results applied: the automatic Disorder (9.61, 9.66, 9.25), the top unit's retreat check (6.23, 9.62), the 10+
 * retreat (9.71), artillery alone eliminated (9.25), and the advance into the hex left (9.71).
 *
 * 6.24: the top unit is the last put in the hex (the README). Not yet: assaults on two hexes at once (9.22's same roll,
 * different DRMs: a stack with two enemy Frontal hexes not otherwise assaulted is offered no assault), declaring every
 * assault before any Commitment (9.44, 9.46: each is declared and rolled in turn; charges are charge.ts's),
 * Breakthrough, Pursuit and Counter-assault (9.73, 9.87). Reaction Fire (8.6) is reaction.ts's, between the Commitment
 * and the resolution; retreat before assault (9.31) evade.ts's.
 */

export interface Attack {
  readonly attackers: readonly PlacedUnit[];
  /** 9.45: the unit on top, which rolls Commitment. */
  readonly top: PlacedUnit;
  readonly target: string;
}

export type AttackCheck = ({ readonly ok: true } & Attack) | Extract<Applied, { ok: false }>;

const fail = (code: string, rule: string, params?: Record<string, string>): AttackCheck =>
  refuse(code, rule, params) as AttackCheck;

/** The assault the stack of `side` in `hex` may make now, if any. */
export function attackFrom(game: Game, state: BorodinoState, side: Side, hex: string): AttackCheck {
  const p = positionOf(game, state);
  const stack = stackAt(state, hex, side, (id) => sideOf(game, id)).filter((id) => isActive(state, id));
  const foot = stack.map((id) => placed(p, id)!).filter((u) => u !== undefined && !isArtillery(u));
  const top = foot[0];
  if (!top) return fail('assault-no-unit', '9.25', { hex });
  // 9.24: no unit under a Disordered infantry or cavalry unit assaults; 9.4: one assault an activation.
  if (top.disordered) return fail('assault-disordered', '9.24');
  if (foot.some((u) => state.units[u.id!]?.assaulted)) return fail('assault-once', '9.4');
  const targets = frontalEnemies(p, top).filter((h) => !state.assaultedHexes.includes(h));
  if (targets.length === 0) return fail('assault-no-enemy', '9.21', { hex });
  if (targets.length > 1) return fail('assault-two-hexes', '9.22', { hexes: targets.join(', ') });
  const target = targets[0]!;
  const attackers = foot.filter(
    (u) =>
      !u.disordered &&
      checkAssault(p, u, target, { startHex: state.units[u.id!]?.from ?? u.hex }).ok &&
      checkAssaultHexes(p, u, [target], state.assaultedHexes).ok,
  );
  if (!attackers.includes(top)) {
    const why = checkAssault(p, top, target, { startHex: state.units[top.id!]?.from ?? top.hex });
    if (!why.ok) return { ok: false, problem: why.problem };
    return fail('assault-all-frontal', '9.22');
  }
  return { ok: true, attackers, top, target };
}

export type TargetCheck = { readonly ok: true; readonly target: string } | Extract<Applied, { ok: false }>;

export function assaultTargetOf(game: Game, state: BorodinoState, side: Side, hex: string): TargetCheck {
  const attack = attackFrom(game, state, side, hex);
  return attack.ok ? { ok: true, target: attack.target } : attack;
}

/** The hexes of `side` whose stack may assault now. */
export function assaultHexes(game: Game, state: BorodinoState, side: Side): string[] {
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

/** Every value the assault reads (2.2): strengths and Cohesions of both sides, the top units' Disordered Cohesion. */
export function assaultNeeds(game: Game, state: BorodinoState, pending: Extract<Pending, { kind: 'assault' }>): Need[] {
  const side = sideOf(game, stackAt(state, pending.hex)[0] ?? '');
  const attack = attackFrom(game, state, side, pending.hex);
  if (!attack.ok) return [];
  const defenders = defendersOf(game, state, pending.target, otherSide(side));
  const p = positionOf(game, state);
  const needs: Need[] = [{ unit: attack.top.id!, name: 'Coh', face: 'front' }];
  for (const a of attack.attackers)
    needs.push({ unit: a.id!, name: 'SP', face: 'front' }, { unit: a.id!, name: 'Coh', face: 'front' });
  needs.push({ unit: attack.top.id!, name: 'Coh', face: 'back' });
  const fireHexes = defensiveFireHexes(p, attack.attackers, [pending.target], false);
  const topDefender = stackAt(state, pending.target, otherSide(side), (id) => sideOf(game, id))[0];
  if (fireHexes.length > 0 && topDefender && game.units.get(topDefender)?.arm === 'infantry')
    needs.push({ unit: topDefender, name: 'DF', face: faceOf(state, topDefender) });
  for (const d of defenders)
    needs.push({ unit: d, name: 'SP', face: faceOf(state, d) }, { unit: d, name: 'Coh', face: faceOf(state, d) });
  if (defenders[0]) needs.push({ unit: defenders[0], name: 'Coh', face: 'back' });
  // 8.6: the Reaction Fire's values.
  needs.push(...reactionNeeds(game, state, attack, pending.hex));
  return needs;
}

export function resolveAssault(
  game: Game,
  state: BorodinoState,
  hex: string,
  target: string,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const side = sideOf(game, stackAt(state, hex)[0] ?? '');
  const attack = attackFrom(game, state, side, hex);
  if (!attack.ok) return attack;
  if (attack.target !== target) return refuse('assault-target', '9.22', { hex: target });
  const p = positionOf(game, state);
  const enemy = otherSide(side);
  const v = (id: string, name: 'SP' | 'Coh' | 'DF', face: 'front' | 'back') =>
    valueOf(game, state, id, name, face) ?? 0;
  const attackers = attack.attackers.map((a) => a.id!);
  let s: BorodinoState = { ...state, assaultedHexes: [...state.assaultedHexes, target] };
  for (const a of attackers) s = withUnit(s, a, { assaulted: true });

  // 9.4: the top unit's Commitment.
  const fireHexes = defensiveFireHexes(p, attack.attackers, [target], false);
  const topDefender = stackAt(state, target, enemy, (id) => sideOf(game, id))[0];
  const defensiveFire =
    fireHexes.length > 0 && topDefender && game.units.get(topDefender)?.arm === 'infantry'
      ? [v(topDefender, 'DF', faceOf(state, topDefender))]
      : undefined;
  const committed = commitment(
    {
      cohesion: v(attack.top.id!, 'Coh', 'front'),
      orders: 'under',
      inRange: false,
      ...(defensiveFire ? { defensiveFire } : {}),
      charge: false,
      alwaysPlusOne: false,
      drm: 0,
    },
    dice,
  );
  if (!committed.ok) return { ok: false, problem: committed.problem };
  events.push({
    kind: 'commitment',
    unit: attack.top.id!,
    hex,
    target,
    result: committed.value,
    steps: committed.steps,
  });
  if (!committed.value.committed) return { ok: true, state: s, events };

  // 8.6: the defender's batteries fire in reaction; an attacker Disordered by it cancels the assault.
  const reacted = reactionFire(game, s, attack, hex, dice, events);
  if ('ok' in reacted) return reacted;
  s = reacted.state;
  if (reacted.cancelled) return { ok: true, state: s, events };

  const map = assaultOnMap(p, attack.attackers, target);
  const defenders = defendersOf(game, state, target, enemy);
  const everyone = map.defenders.map((d) => d.id!);
  // 9.25: artillery assaulted alone is eliminated, its guns not captured; the attackers advance (9.71).
  if (map.artilleryAlone) {
    events.push({ kind: 'artillery-overrun', hex: target, units: everyone });
    for (const d of everyone) s = withUnit(s, d, { at: 'eliminated' });
    return { ok: true, state: { ...s, advance: { units: attackers, to: target } }, events };
  }
  const input = {
    attacker: attackers.reduce((t, a) => t + v(a, 'SP', 'front'), 0),
    defender: defenders.reduce((t, d) => t + v(d, 'SP', faceOf(state, d)), 0),
    attackerCohesion: Math.max(...attackers.map((a) => v(a, 'Coh', 'front'))),
    defenderCohesion: Math.max(...defenders.map((d) => v(d, 'Coh', faceOf(state, d)))),
    attack: attack.top.arm === 'cavalry' ? ('cavalry' as const) : ('infantry' as const),
    defenderType: map.defenderType,
    terrain: map.terrain,
    hexside: map.hexside,
    emplacement: map.emplacement,
    openFlank: map.openFlank,
    singleTerrain: false,
    position: map.position,
    square: map.square,
    reactionDisorder: false,
    pursuit: 0,
    drm: 0,
    attackerChecks: [v(attack.top.id!, 'Coh', 'back')],
    defenderChecks: defenders[0] ? [v(defenders[0], 'Coh', 'back')] : [],
    checkDrm: 0,
  };
  const refused = assaultRefusal(input);
  if (refused) return refuse(refused.problem.code, '9.5', refused.problem.params);
  const result = assault(input, dice);
  if (!result.ok) return { ok: false, problem: result.problem };
  s = assaultApplied(game, s, { hex, target, attackers, defenders: everyone, side, enemy }, result, events);
  // 9.71: the attackers advance into the hex the defender leaves.
  return { ok: true, state: { ...s, advance: { units: attackers, to: target } }, events };
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
): BorodinoState {
  const { hex, target, attackers, defenders, side, enemy } = fought;
  events.push({
    kind: 'assault',
    hex,
    target,
    ...(fought.charge ? { charge: true } : {}),
    attackers: [...attackers],
    defenders: [...defenders],
    result: result.value,
    steps: result.steps,
  });
  const r = result.value;
  let s = state;
  const hit = r.disordered === 'attacker' ? attackers : defenders;
  for (const u of hit) s = disorder(game, s, u, events);
  const failed = r.checks[0]?.retreats === true;
  const retreating = (at: string, who: Side, cause: string) =>
    Object.entries(s.units)
      .filter(([id, u]) => u.at === at && sideOf(game, id) === who)
      .map(([id]) => ({ unit: id, cause }));
  if (failed && r.cohesionCheck === 'attacker')
    s = { ...s, retreats: [...s.retreats, ...retreating(hex, side, target)] };
  if ((failed && r.cohesionCheck === 'defender') || r.defenderRetreats)
    s = { ...s, retreats: [...s.retreats, ...retreating(target, enemy, hex)] };
  return s;
}
