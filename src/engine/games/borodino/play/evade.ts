import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { checkRetreatBeforeAssault } from '../rules/assault-position.js';
import { retreatBeforeCharge } from '../rules/charge.js';
import { otherSide, type PlacedUnit } from '../rules/position.js';
import { stackingProblem } from '../rules/stacking.js';
import { pendingAttack } from './combined.js';
import { chargers } from './charge.js';
import { disorder, friendsFacing, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf, stackAt } from './position.js';
import { sideOf, type Game } from './setup.js';
import { closedTo } from './flank.js';
import { type BorodinoAction, type BorodinoState, type Need, type Pending } from './state.js';
import { faceOf, valueOf, weightOf } from './values.js';

/**
 * Retreat before assault (9.31), before the Commitment: cavalry and horse artillery assaulted by infantry, and light
 * cavalry and horse artillery assaulted or charged by heavy cavalry alone (9.81 step 2), may retreat 1 or 2 hexes
 * (`checkRetreatBeforeAssault`: no enemy unit, river or NA terrain, never into the ZOC of an enemy unit other than the
 * attackers nor through the attackers' ZOC, stacked legally). Before a heavy charge each unit rolls for Disorder
 * (`retreatBeforeCharge`: Disordered, or Withdrawn if it was). The attacker then may advance into the hex left (9.31,
 * 9.72: optional); the assault or charge is over (its units do not assault again this activation).
 *
 * Light cavalry and horse artillery assaulted (not charged) by heavy cavalry alone retreat too, with no roll ("in
 * Carica" only). The charged or assaulted stack retreats whole, and only when every unit of it may (the README's
 * reading). Jagers (9.32) never, as 11.0 and SR12 read them at Borodino.
 */

type Declared = Extract<Pending, { kind: 'assault' | 'charge' | 'pursuit' }>;

/** The attackers of a declared assault or charge, where they stand, and who they are (infantry, heavy cavalry). */
function attackersOf(
  game: Game,
  state: BorodinoState,
  pending: Declared,
): { units: PlacedUnit[]; by: 'infantry' | 'heavy-cavalry' | null } {
  const side = sideOf(game, stackAt(state, pending.hex)[0] ?? '');
  const p = positionOf(game, state);
  if (pending.kind === 'assault') {
    const attack = pendingAttack(game, state, side, pending);
    if (!attack.ok) return { units: [], by: null };
    const infantry = attack.attackers.every((a) => a.arm === 'infantry');
    // 9.31: "assaltata … da sola cavalleria pesante": every attacker heavy cavalry (its type given, 2.2).
    const heavy = attack.attackers.every((a) => a.arm === 'cavalry' && weightOf(game, state, a.id!) === 'heavy');
    return { units: [...attack.attackers], by: infantry ? 'infantry' : heavy ? 'heavy-cavalry' : null };
  }
  // 9.87: a pursuit charge is made by the pursuing cavalry where it stands.
  const ids =
    pending.kind === 'pursuit'
      ? pending.units.filter((id) => state.units[id]?.at === pending.hex)
      : chargers(game, state, side, pending.hex);
  // 9.86: "caricate esclusivamente da cavalleria pesante": the cavalry of the charges declared on it before, too.
  const joined =
    pending.kind === 'charge'
      ? (state.declared ?? []).filter((d) => d.pending.kind === 'charge' && d.pending.target === pending.target)
      : [];
  const all = [...ids, ...joined.flatMap((d) => d.units)];
  const heavy = ids.length > 0 && all.every((id) => weightOf(game, state, id) === 'heavy');
  return { units: ids.map((id) => placed(p, id)!), by: heavy ? 'heavy-cavalry' : null };
}

/** 9.22: the hexes a declared assault or charge falls on, in the order declared (a first charge has one). */
export const targetsOf = (pending: Declared): string[] => [
  pending.target,
  ...(pending.kind === 'charge' ? [] : (pending.also ?? [])),
];

const askedOf = (pending: Declared): readonly string[] => (pending.kind === 'charge' ? [] : (pending.asked ?? []));

/**
 * The units of the stack in `hex` (a hex the assault or charge falls on) that may retreat before it (the whole stack),
 * else none. 9.22 with 9.31: each hex of an assault on two hexes is read alone, by its own stack (the README's
 * decision): the attackers are the same, so the hex of cavalry may retreat before infantry while the other stands.
 */
export function evaders(game: Game, state: BorodinoState, pending: Declared, hex = pending.target): string[] {
  const side = sideOf(game, stackAt(state, pending.hex)[0] ?? '');
  const { by } = attackersOf(game, state, pending);
  if (!by) return [];
  const stack = stackAt(state, hex, otherSide(side), (id) => sideOf(game, id));
  const ok = stack.every((id) => {
    const arm = game.units.get(id)?.arm;
    if (arm === 'horse-artillery') return true;
    if (arm !== 'cavalry') return false;
    return by === 'infantry' || weightOf(game, state, id) !== 'heavy';
  });
  return ok ? stack : [];
}

/** 9.31 (9.22: hex by hex, in the order declared): the next hex not yet asked whose stack may retreat, if any. */
export function nextEvade(
  game: Game,
  state: BorodinoState,
  pending: Declared,
): { readonly hex: string; readonly units: string[] } | null {
  if (pending.evade === 'stood') return null;
  for (const hex of targetsOf(pending)) {
    if (askedOf(pending).includes(hex)) continue;
    const units = evaders(game, state, pending, hex);
    if (units.length > 0 && evadePaths(game, state, pending, units).length > 0) return { hex, units };
  }
  return null;
}

/**
 * The values 9.31 reads: before a heavy charge, the Cohesion of each unit that may roll for its Disorder; before an
 * assault by cavalry alone on a stack of cavalry and horse artillery, the cavalry types (2.2) of both sides (heavy
 * attackers, light defenders).
 */
export function evadeNeeds(game: Game, state: BorodinoState, pending: Declared): Need[] {
  const side = sideOf(game, stackAt(state, pending.hex)[0] ?? '');
  const stacks = targetsOf(pending).map((t) => stackAt(state, t, otherSide(side), (id) => sideOf(game, id)));
  if (pending.kind === 'assault') {
    const attack = pendingAttack(game, state, side, pending);
    const horse = (id: string) => ['cavalry', 'horse-artillery'].includes(game.units.get(id)?.arm ?? '');
    const targets = stacks.filter((stack) => stack.every(horse)).flat();
    if (!attack.ok || !attack.attackers.every((a) => a.arm === 'cavalry') || targets.length === 0) return [];
    return [...attack.attackers.map((a) => a.id!), ...targets].map((unit) => ({
      unit,
      name: 'Cav' as const,
      face: 'front' as const,
    }));
  }
  return stacks
    .flat()
    .filter((id) => game.units.get(id)?.arm === 'horse-artillery')
    .map((id) => ({ unit: id, name: 'Coh' as const, face: faceOf(state, id) }));
}

/**
 * 9.31: the paths (1 or 2 hexes) the whole stack may retreat along before the assault or charge; 9.22: never into the
 * other hex the assault falls on (the README's decision: it retreats away from the assault, not into it).
 */
export function evadePaths(game: Game, state: BorodinoState, pending: Declared, units: readonly string[]): string[][] {
  const { units: attackers, by } = attackersOf(game, state, pending);
  if (!by || units.length === 0) return [];
  const p = positionOf(game, state);
  const from = state.units[units[0]!]?.at ?? pending.target;
  const assaulted = targetsOf(pending);
  const paths: string[][] = [];
  for (const a of game.grid.neighbours(from)) {
    paths.push([a]);
    for (const b of game.grid.neighbours(a)) if (b !== from) paths.push([a, b]);
  }
  const side = sideOf(game, units[0]!);
  const closed = closedTo(state, side);
  return paths.filter(
    (path) =>
      path.every((h) => !closed(h) && !assaulted.includes(h)) && // Shevardino's limits, SR14
      units.every((id) => {
        const u = placed(p, id);
        const light = game.units.get(id)?.arm === 'horse-artillery' || weightOf(game, state, id) !== 'heavy';
        return u !== undefined && checkRetreatBeforeAssault(p, u, { attackers, by, light, path }).ok;
      }) &&
      // 6.21: the whole stack where it stops (`checkRetreatBeforeAssault` reads one unit with those already there).
      stackingProblem(p, [
        ...p.units.filter((o) => o.hex === path.at(-1) && o.side === side && !units.includes(o.id ?? '')),
        ...units.flatMap((id) => {
          const u = placed(p, id);
          return u ? [{ ...u, hex: path.at(-1)! }] : [];
        }),
      ]) === null,
  );
}

/** The defender's answer: a path to retreat along, or none (the assault or charge goes on). */
export function evade(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'evade' }>,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const evading = state.evade;
  if (!evading || evading.stage !== 'defender') return refuse('no-evade', '9.31');
  const pending = evading.pending;
  const hex = evading.hex ?? pending.target;
  const asked = [...askedOf(pending), hex];
  const targets = targetsOf(pending);
  if (action.path.length === 0) {
    events.push({ kind: 'evade-stand', hex });
    // 9.22: the other hex is asked next; once every hex is asked, the assault or charge goes on.
    const stood: Declared =
      pending.kind === 'charge' || targets.length === 1
        ? { ...pending, evade: 'stood' }
        : { ...pending, asked, ...(targets.every((t) => asked.includes(t)) ? { evade: 'stood' as const } : {}) };
    return { ok: true, state: { ...state, evade: null, pending: stood }, events };
  }
  const legal = evadePaths(game, state, pending, evading.units).some((p) => p.join('.') === action.path.join('.'));
  if (!legal) return refuse('retreat-before-path', '9.31', { hex: action.path.join(', ') });
  const to = action.path.at(-1)!;
  // 6.11: stopping on friends, it faces as they do.
  const facing = friendsFacing(game, state, evading.units[0]!, to);
  let s: BorodinoState = state;
  for (const id of evading.units) {
    const seq = s.seq + 1;
    s = withUnit({ ...s, seq }, id, { at: to, stack: seq, ...(facing ? { facing } : {}) });
  }
  events.push({ kind: 'evade', units: evading.units, from: hex, path: action.path });
  // 9.31: before a heavy charge, each unit rolls its Cohesion against Disorder (Withdrawn if it was Disordered).
  if (pending.kind !== 'assault')
    for (const id of evading.units) {
      const unit = game.units.get(id)!;
      const rolled = retreatBeforeCharge(
        {
          kind: unit.kind,
          cohesion: valueOf(game, s, id, 'Coh', faceOf(s, id)) ?? 0,
          disordered: s.units[id]?.disordered ?? false,
        },
        dice,
      );
      if (!rolled.ok) return { ok: false, problem: rolled.problem };
      events.push({ kind: 'evade-roll', unit: id, result: rolled.value, steps: rolled.steps });
      if (rolled.value.effect !== 'none') s = disorder(game, s, id, events);
    }
  s = { ...s, assaultedHexes: [...s.assaultedHexes, hex] };
  // 9.22: an enemy left in the other hex, the assault (or pursuit charge) falls on it alone, the attackers staying
  // where they are (the README's decision: no advance into the hex left while the assault goes on).
  const enemy = otherSide(sideOf(game, stackAt(state, pending.hex)[0] ?? ''));
  const rest = targets.filter((t) => t !== hex && stackAt(s, t, enemy, (id) => sideOf(game, id)).length > 0);
  if (rest.length > 0 && pending.kind !== 'charge') {
    const narrowed: Declared = {
      ...pending,
      target: rest[0]!,
      also: rest.slice(1),
      asked,
    };
    events.push({ kind: 'assault-narrowed', hex: pending.hex, left: hex, target: rest.join(', ') });
    return { ok: true, state: { ...s, evade: null, pending: narrowed }, events };
  }
  // The assault or charge is over; its units have used it (9.4: an assault each activation).
  const { units: attackers } = attackersOf(game, state, pending);
  for (const a of attackers) s = withUnit(s, a.id!, { assaulted: true, acted: true });
  // 9.22: the attackers may advance into the first hex declared that is left (as after an assault on two hexes).
  const left = asked.find((h) => stackAt(s, h, enemy, (id) => sideOf(game, id)).length === 0) ?? hex;
  return {
    ok: true,
    state: { ...s, evade: { ...evading, stage: 'advance', attackers: attackers.map((a) => a.id!), hex: left } },
    events,
  };
}

/** 9.31, 9.72: the attacker may advance into the hex left, or stay. */
export function evadeAdvance(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'evade-advance' }>,
  events: GameEvent[],
): Applied {
  const evading = state.evade;
  if (!evading || evading.stage !== 'advance') return refuse('no-evade', '9.31');
  const s: BorodinoState = { ...state, evade: null };
  if (!action.advance) return { ok: true, state: s, events };
  void game;
  const to = evading.hex ?? evading.pending.target;
  return { ok: true, state: { ...s, advance: { units: evading.attackers ?? [], to } }, events };
}
