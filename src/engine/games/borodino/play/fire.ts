import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { artilleryFire, fireRefusal } from '../rules/fire.js';
import { checkCounterBattery, checkFire, fireTargets, type Ranges } from '../rules/fire-position.js';
import { disorder, isActive, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import { barrageNow } from './barrage.js';
import type { BorodinoState, CounterBattery, Need, Pending } from './state.js';
import { faceOf, valueOf } from './values.js';

/**
 * Artillery fire in the Fire step (3.0 C.3.a, 8.0), from the units on the map: who may fire (8.1: good order, an
 * active command, once an activation), at what (8.3, 8.4, 6.13: `fireTargets` over the position), the fire's
 * inputs the map gives (`checkFire`) and the counters' values (Fire Strength, ranges, the Cohesions 8.5 and 8.8
 * roll against), resolved by `artilleryFire` with the game's dice; its results applied (9.61, 9.66: Disorder;
 * 15+: a retreat, the chart's ** in a town) and the firer marked Fire – ½ Move (7.36).
 *
 * Counter-battery (8.7): after any artillery fire, the good-order artillery of an active command in the hex fired on
 * that has not yet answered this Activation Phase may fire back at the firing battery (`counterOffer`), once the fire's
 * results are applied (a battery Disordered by it no longer may); the answer is a fire by the rules of any fire
 * (`checkCounterBattery`), itself answerable by the same rule.
 *
 * Combined fire (8.21): the batteries `partners` fire with `unit` (play/barrage.ts checks which may), at the highest
 * Fire Strength, +2 for each after the first (`artilleryFire`), each then marked as having fired.
 */

/** The firer's own values (2.2): asked of its owner before its targets are listed. */
export const firerNeeds = (unit: string): Need[] => [
  { unit, name: 'FS', face: 'front' },
  { unit, name: 'Eff', face: 'front' },
  { unit, name: 'Max', face: 'front' },
];

/** The artillery of `side` that may fire now (8.1). */
export function firers(game: Game, state: BorodinoState, side: Side): string[] {
  return Object.entries(state.units)
    .filter(
      ([id, u]) =>
        sideOf(game, id) === side &&
        game.hexes.has(u.at) &&
        isActive(state, id) &&
        !u.disordered &&
        !u.fired &&
        game.units.get(id)?.kind === 'artillery',
    )
    .map(([id]) => id);
}

function rangesOf(game: Game, state: BorodinoState, unit: string): Ranges | null {
  const effective = valueOf(game, state, unit, 'Eff', 'front');
  const maximum = valueOf(game, state, unit, 'Max', 'front');
  return effective === null || maximum === null ? null : { effective, maximum };
}

export type Targets = { readonly ok: true; readonly targets: string[] } | Extract<Applied, { ok: false }>;

/** 8.1, 8.3, 8.4, 6.13: the hexes `unit` may fire at; its ranges must be known. */
export function fireTargetsOf(game: Game, state: BorodinoState, side: Side, unit: string): Targets {
  if (!firers(game, state, side).includes(unit)) return refuse('fire-not-now', '8.1', { unit }) as Targets;
  const ranges = rangesOf(game, state, unit);
  if (!ranges) return refuse('fire-ranges-unknown', '8.3') as Targets;
  const p = positionOf(game, state);
  const u = placed(p, unit);
  if (!u) return refuse('fire-not-now', '8.1', { unit }) as Targets;
  return { ok: true, targets: fireTargets(p, u, ranges) };
}

/**
 * Why `unit` may not fire at `target` (not among `fireTargetsOf`'s): the rule that forbids it (8.1 no enemy there, 8.3
 * beyond the Maximum range, 6.13 not Frontal, 8.4 the LOS or an adjacent enemy first).
 */
export function fireTargetRefusal(game: Game, state: BorodinoState, unit: string, target: string): Applied {
  const p = positionOf(game, state);
  const u = placed(p, unit);
  const check = u ? checkFire(p, u, target, rangesOf(game, state, unit) ?? undefined) : undefined;
  if (check && !check.ok && check.problem.rule !== undefined) {
    const { code, rule, params } = check.problem;
    return refuse(code, rule, params);
  }
  return refuse('fire-target', '8.4', { hex: target });
}

/** The values the fire needs: the firer's, each target's Cohesion as it shows (8.5), a friend in the LOS's (8.8). */
export function fireNeeds(game: Game, state: BorodinoState, pending: Extract<Pending, { kind: 'fire' }>): Need[] {
  const p = positionOf(game, state);
  const u = placed(p, pending.unit);
  const ranges = rangesOf(game, state, pending.unit);
  if (!u || !ranges) return firerNeeds(pending.unit);
  const check = checkFire(p, u, pending.target, ranges);
  if (!check.ok) return firerNeeds(pending.unit);
  const checked = [...check.value.targets, ...check.value.friendlyInLos.slice(0, 1)];
  return [
    ...firerNeeds(pending.unit),
    ...(pending.with ?? []).flatMap(firerNeeds),
    ...checked.map((t): Need => ({ unit: t.id!, name: 'Coh', face: faceOf(state, t.id!) })),
  ];
}

export function fire(
  game: Game,
  state: BorodinoState,
  unit: string,
  target: string,
  dice: Dice,
  events: GameEvent[],
  partners: readonly string[] = [],
): Applied {
  const p = positionOf(game, state);
  const u = placed(p, unit);
  const ranges = rangesOf(game, state, unit);
  // 8.21: combined batteries fire with the highest Fire Strength ("usate il valore di forza più elevato").
  const strengths = [unit, ...partners].map((id) => valueOf(game, state, id, 'FS', 'front'));
  const strength = strengths.includes(null) ? null : Math.max(...(strengths as number[]));
  if (!u || !ranges || strength === null) return refuse('fire-not-now', '8.1', { unit });
  const check = checkFire(p, u, target, ranges);
  if (!check.ok) return { ok: false, problem: check.problem };
  const map = check.value;
  const cohesion = (id: string) => valueOf(game, state, id, 'Coh', faceOf(state, id)) ?? 0;
  const friend = map.friendlyInLos[0];
  const input = {
    strength,
    range: map.range,
    effective: map.effective,
    maximum: map.maximum,
    units: map.units,
    combined: 1 + partners.length,
    barrage: barrageNow(state) === u.side,
    square: map.square,
    terrain: map.terrain,
    firerCover: map.firerCover,
    emplacement: map.emplacement,
    entrenchment: map.entrenchment,
    drm: 0,
    cohesions: map.targets.map((t) => cohesion(t.id!)),
    ...(friend ? { friendly: cohesion(friend.id!) } : {}),
    friendlyOnMiss: false,
  };
  const refused = fireRefusal(input);
  if (refused) return refuse(refused.problem.code, '8.3', refused.problem.params);
  const result = artilleryFire(input, dice);
  if (!result.ok) return { ok: false, problem: result.problem };
  events.push({
    kind: 'fire',
    unit,
    target,
    ...(partners.length ? { with: partners } : {}),
    result: result.value,
    steps: result.steps,
  });
  // 7.36: the battery (and each one combining with it, 8.21) is marked Fire – ½ Move; 10.1: it acted.
  let s = state;
  for (const id of [unit, ...partners]) s = withUnit(s, id, { fired: true, acted: true });
  const targets = map.targets.map((t) => t.id!);
  const { effect } = result.value;
  if (effect === 'disorder' || effect === 'disorder-retreat') for (const t of targets) s = disorder(game, s, t, events);
  if (effect === 'cohesion-check')
    result.value.checks.forEach((c, i) => {
      if (c.disordered && targets[i]) s = disorder(game, s, targets[i], events);
    });
  // 8.8: the friendly unit next to the target that failed its check.
  if (friend && result.value.friendlyFire?.disordered) s = disorder(game, s, friend.id!, events);
  // Artillery Fire Table 15+: the units left in the hex retreat, one hex farther from the firer (9.62), but in a town.
  if (result.value.retreat) {
    const left = targets.filter((t) => s.units[t]?.at === target);
    s = { ...s, retreats: [...s.retreats, ...left.map((t) => ({ unit: t, cause: u.hex }))] };
  }
  return { ok: true, state: s, events };
}

/**
 * 8.7: the counter-battery fire the fire of `firer` at `hex` may draw: the good-order artillery of the other side in
 * `hex`, of an active command (an inactive unit does nothing), that has not answered this Activation Phase. Whether
 * the firing battery is in its range, arc and LOS is checked once its values are known (`counterProblem`).
 */
export function counterOffer(game: Game, state: BorodinoState, firer: string, hex: string): CounterBattery | null {
  const from = state.units[firer]?.at;
  if (!from || !game.hexes.has(from) || game.units.get(firer)?.kind !== 'artillery') return null;
  const side = sideOf(game, firer);
  const p = positionOf(game, state);
  const firing = placed(p, firer);
  const units = Object.entries(state.units)
    .filter(
      ([id, u]) =>
        u.at === hex &&
        sideOf(game, id) !== side &&
        game.units.get(id)?.kind === 'artillery' &&
        !u.disordered &&
        !u.counterFired &&
        isActive(state, id),
    )
    .map(([id]) => id)
    // With its ranges known, only a battery that may fire at the firing one is offered.
    .filter((id) => {
      const ranges = rangesOf(game, state, id);
      const u = placed(p, id);
      return !ranges || (u !== undefined && firing !== undefined && checkCounterBattery(p, u, firing, ranges).ok);
    });
  return units.length > 0 ? { firer, hex: from, units } : null;
}

/** 8.7: why the counter-battery `unit` may not fire at the battery in `hex` (its values known), or null. */
export function counterProblem(game: Game, state: BorodinoState, unit: string, hex: string): Applied | null {
  const p = positionOf(game, state);
  const u = placed(p, unit);
  const ranges = rangesOf(game, state, unit);
  const firing = p.units.find((o) => o.hex === hex && o.side !== u?.side && o.kind === 'artillery');
  if (!u || !ranges || !firing) return refuse('counter-not', '8.7', { unit });
  const check = checkCounterBattery(p, u, firing, ranges);
  return check.ok ? null : { ok: false, problem: check.problem };
}
