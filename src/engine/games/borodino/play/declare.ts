import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { checkAssault, frontalEnemies } from '../rules/assault-position.js';
import { otherSide } from '../rules/position.js';
import { assaultHexes, commitAssault, declaredAttackers, fightNeeds, resolveDeclaredAssault } from './assault.js';
import { chargeOptions, chargedNeeds, chargeReactionNeeds, chargers, commitCharge, startCharge } from './charge.js';
import { keepStacks, mergeCharges } from './multi-charge.js';
import { groupOf, joinOptions, joining, pendingAttack, separateFrom, widenedBy } from './combined.js';
import { refuse, withUnit, type Applied } from './machine.js';
import { positionOf } from './position.js';
import { reactionFire } from './reaction.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState, Declared, Need, Pending } from './state.js';

/**
 * The order of 9.1 (9.44, 9.46): "il giocatore in fase dichiara tutti gli Assalti (e le Cariche)" (phase 1), the
 * retreats before assault (phase 2, evade.ts, asked as each is declared), then every Commitment (phase 3, "Si devono
 * effettuare tutti i tiri di dado per l'Impiego prima di risolvere qualsiasi Assalto"), the Reaction Fire at the
 * assaults (phase 4; at a charge it is 9.81 step 6, charge.ts), and the resolutions in the order the player chooses
 * (phase 5) within 9.23's (Charge, Cavalry Assault, Infantry Assault on one defender).
 *
 * A declaration flags its stack as having assaulted and its hexes as assaulted (9.22: another stack then leaves them
 * out, or declares its assault on them too, 9.23, combined.ts). The Commitments are rolled when the player says so
 * (`commit`), or at once when no other assault or charge may be declared; once rolled, no assault is declared this
 * activation (9.44). A lone committed assault (the stacks combined in one counting as one) is resolved at once; with
 * more, the player picks the next.
 */

type Declaration = Extract<Pending, { kind: 'assault' | 'charge' }>;

/** The hexes of `side` whose cavalry may declare a charge now (9.81). */
export function chargeHexes(game: Game, state: BorodinoState, side: Side): string[] {
  if (state.rolled) return [];
  const hexes = new Set(
    Object.entries(state.units)
      .filter(([id, u]) => sideOf(game, id) === side && game.hexes.has(u.at) && game.units.get(id)?.arm === 'cavalry')
      .map(([, u]) => u.at),
  );
  return [...hexes].filter((h) => chargeOptions(game, state, side, h, true).length > 0).sort();
}

/** Whether `side` may still declare an assault or a charge (9.44: never once the Commitments are rolled). */
export function declarable(game: Game, state: BorodinoState, side: Side): boolean {
  if (state.rolled) return false;
  return (
    assaultHexes(game, state, side).length > 0 ||
    chargeHexes(game, state, side).length > 0 ||
    joinOptions(game, state, side).length > 0 // 9.23
  );
}

/** 9.44: the assault or charge (its values given, its target not retreated before it) joins the declared ones. */
export function declare(
  game: Game,
  state: BorodinoState,
  pending: Declaration,
  dice: Dice,
  events: GameEvent[],
): Applied {
  const side = sideOf(game, Object.keys(state.units).find((id) => state.units[id]?.at === pending.hex) ?? '');
  const attack = pending.kind === 'assault' ? pendingAttack(game, state, side, pending) : null;
  const units = attack
    ? attack.ok
      ? attack.attackers.map((a) => a.id!)
      : []
    : chargers(game, state, side, pending.hex);
  if (units.length === 0) return refuse('assault-no-unit', '9.25', { hex: pending.hex });
  const named = pending.kind === 'assault' ? [pending.target, ...(pending.also ?? [])] : [pending.target];
  // 9.23: a stack joining a declared assault takes its hexes in its order (combined.ts).
  const targets = attack?.ok && joining(state, named) ? [...attack.targets] : named;
  const own = attack?.ok ? attack.own : undefined;
  // 9.22 with 9.23: a stack assaulting both hexes, one of which a group of its kind assaults, takes that group in, each
  // of its stacks on its own hex.
  const widen = attack?.ok ? widenedBy(game, state, attack.top, targets) : [];
  const earlier = (state.declared ?? []).map((d) =>
    widen.includes(d) ? { ...d, targets, own: d.own ?? d.targets } : d,
  );
  let s: BorodinoState = {
    ...state,
    declared: [...earlier, { pending, units, targets, ...(own ? { own } : {}) }],
    assaultedHexes: [...new Set([...state.assaultedHexes, ...targets])],
  };
  for (const id of units)
    s = withUnit(s, id, { assaulted: true, ...(pending.kind === 'charge' ? { acted: true } : {}) });
  events.push({ kind: 'declared', hex: pending.hex, target: targets.join(', '), charge: pending.kind === 'charge' });
  // 9.86: a charge on the target of a charge declared before it joins it (multi-charge.ts).
  const joinedCharge =
    pending.kind === 'charge'
      ? (state.declared ?? []).find((d) => d.pending.kind === 'charge' && d.pending.target === pending.target)
      : undefined;
  if (joinedCharge) events.push({ kind: 'charge-joined', hex: pending.hex, with: joinedCharge.pending.hex });
  // 9.23: the stack joins the assault first declared of its kind on those hexes, or assaults apart from another kind's.
  if (attack?.ok && joining(state, named)) {
    const first = groupOf(game, s, s.declared!.at(-1)!)[0]!.pending.hex;
    const apart = first === pending.hex ? separateFrom(state, targets)?.pending.hex : undefined;
    events.push(
      apart
        ? { kind: 'assault-separate', hex: pending.hex, with: apart, target: targets.join(', ') }
        : {
            kind: 'assault-joined',
            hex: pending.hex,
            with: first,
            ...(own ? { only: own.join(', '), target: targets.join(', ') } : {}),
          },
    );
  }
  // 9.46: with nothing else to declare, the Commitments are rolled at once.
  return declarable(game, s, side) ? { ok: true, state: s, events } : rollCommitments(game, s, dice, events);
}

/**
 * 9.1 phases 3 and 4: every declared assault's and charge's Commitment, in the order declared (a charge that passes
 * moves next to its target, 9.81 step 3), then the Reaction Fire at each committed assault (an attacker Disordered by
 * it cancels its assault, 8.6). A lone assault left is resolved at once.
 */
export function rollCommitments(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): Applied {
  let s: BorodinoState = { ...state, rolled: true };
  const kept: Declared[] = [];
  for (const d of state.declared ?? []) {
    if (d.pending.kind === 'charge') {
      // 9.86: a charge joining another on its target reads the square and countercharge before either moved.
      const target = d.pending.target;
      const joins = (state.declared ?? []).some(
        (o) => o !== d && o.pending.kind === 'charge' && o.pending.target === target,
      );
      const committed = commitCharge(game, s, d.pending, d.units, dice, events, joins ? state : s);
      if (!committed.ok) return committed;
      s = committed.state;
      if (committed.charge) kept.push({ ...d, charge: committed.charge });
      continue;
    }
    const attackers = declaredAttackers(game, s, d.pending.hex, d.units);
    if (attackers[0]?.id !== d.units[0]) continue;
    const committed = commitAssault(game, s, d.pending.hex, attackers, d.own ?? d.targets, dice, events);
    if (!committed.ok) return committed;
    if (committed.committed) kept.push(d);
  }
  // 9.1 phase 4: the Reaction Fire at the committed assaults (at the charges it is 9.81 step 6).
  const reacted: Declared[] = [];
  // 9.86: the charges on one target committed are one charge from several hexes.
  for (const d of mergeCharges(kept)) {
    if (d.pending.kind === 'charge') {
      reacted.push(d);
      continue;
    }
    const attackers = declaredAttackers(game, s, d.pending.hex, d.units);
    if (attackers[0]?.id !== d.units[0]) continue;
    const own = d.own ?? d.targets;
    const attack = { attackers, top: attackers[0]!, target: own[0]!, targets: own };
    const fired = reactionFire(game, s, attack, d.pending.hex, dice, events);
    if ('ok' in fired) return fired;
    s = fired.state;
    if (!fired.cancelled) reacted.push(d);
  }
  const left = widened(game, s, reacted, events);
  s = { ...s, declared: left };
  // 9.23: the stacks combined in one assault count as one.
  const lone = left.filter((d) => groupOf(game, s, d)[0] === d).length === 1;
  if (lone && s.retreats.length === 0) return resolveNext(game, s, left[0]!.pending.hex, dice, events);
  return { ok: true, state: s, events };
}

/**
 * 9.22: "se … quest'ultima annulla l'Assalto per aver fallito il tiro di dado per l'Impiego e per essere andata in
 * Disordine a causa del Fuoco di Reazione …, la prima unità deve attaccare entrambi gli esagoni nemici": a committed
 * assault takes in every enemy hex in its top unit's Frontal hexes that no committed assault or charge now attacks,
 * where each of its units may assault it.
 */
function widened(game: Game, state: BorodinoState, kept: readonly Declared[], events: GameEvent[]): Declared[] {
  const p = positionOf(game, state);
  const claimed = new Set(kept.flatMap((o) => o.own ?? o.targets));
  return kept.map((d) => {
    if (d.pending.kind === 'charge') return d;
    const attackers = declaredAttackers(game, state, d.pending.hex, d.units);
    const top = attackers[0];
    if (!top) return d;
    const added = frontalEnemies(p, top).filter(
      (h) => !claimed.has(h) && attackers.every((u) => checkAssault(p, u, h).ok),
    );
    if (added.length === 0) return d;
    for (const h of added) claimed.add(h);
    events.push({ kind: 'assault-widened', hex: d.pending.hex, target: added.join(', ') });
    const targets = [...d.targets, ...added.filter((h) => !d.targets.includes(h))];
    return { ...d, targets, ...(d.own ? { own: [...d.own, ...added] } : {}) };
  });
}

const PRIORITY = { charge: 0, cavalry: 1, infantry: 2 } as const;
const priorityOf = (game: Game, d: Declared) =>
  d.pending.kind === 'charge' ? PRIORITY.charge : game.units.get(d.units[0] ?? '')?.arm === 'cavalry' ? 1 : 2;

/**
 * 9.1 phase 5, 9.23: the committed assaults the player may resolve next (a Charge before a Cavalry Assault before an
 * Infantry Assault on one defender); the stacks combined in one assault are named by the first declared of them.
 */
export function resolvable(game: Game, state: BorodinoState): string[] {
  const declared = state.rolled ? (state.declared ?? []) : [];
  return declared
    .filter(
      (d) =>
        groupOf(game, state, d)[0] === d &&
        !declared.some(
          (o) => o !== d && o.targets.some((t) => d.targets.includes(t)) && priorityOf(game, o) < priorityOf(game, d),
        ),
    )
    .map((d) => d.pending.hex);
}

/** 9.1 phase 5: the committed assault or charge declared from `hex` resolved. */
/**
 * 2.2: the values the resolution of the declared assault of the stack in `hex` reads as the units stand now: a
 * defender Disordered since the declaration (an attack of another arm resolved before it, 9.23) or a unit that
 * retreated into the hex shows a face whose values may not be known yet. None for a charge (asked as it starts).
 */
export function resolveNeeds(game: Game, state: BorodinoState, hex: string): Need[] {
  const named = (state.declared ?? []).find((x) => x.pending.hex === hex);
  const group = named ? groupOf(game, state, named) : [];
  const d = group[0];
  if (!d || !resolvable(game, state).includes(d.pending.hex)) return [];
  // A charge: the charged hex as it stands now (a unit retreated into it since the charge was declared), and the
  // Reaction Fire of its batteries at the cavalry where it stopped.
  if (d.charge) {
    const at = d.charge.at;
    const still = d.charge.units.filter((id) => state.units[id]?.at === at);
    const enemy = otherSide(sideOf(game, d.units[0]!));
    return [
      ...chargedNeeds(game, state, d.charge.target, enemy),
      ...chargeReactionNeeds(game, state, still, at, d.charge.target),
    ];
  }
  const side = sideOf(game, d.units[0]!);
  const attackers = group.flatMap((g) => declaredAttackers(game, state, g.pending.hex, g.units));
  const held = (t: string) => Object.entries(state.units).some(([id, u]) => u.at === t && sideOf(game, id) !== side);
  return fightNeeds(game, state, attackers, d.targets.filter(held));
}

export function resolveNext(game: Game, state: BorodinoState, hex: string, dice: Dice, events: GameEvent[]): Applied {
  const named = (state.declared ?? []).find((x) => x.pending.hex === hex);
  // 9.23: the stacks combined with it are resolved with it.
  const group = named ? groupOf(game, state, named) : [];
  const d = group[0];
  if (!d || !resolvable(game, state).includes(d.pending.hex)) return refuse('resolve-not', '9.23', { hex });
  const s: BorodinoState = { ...state, declared: (state.declared ?? []).filter((x) => !group.includes(x)) };
  if (d.charge) {
    const side = sideOf(game, d.units[0]!);
    // 9.86: each stack of a charge from several hexes still in the hex it stopped in.
    const charge = keepStacks(d.charge, (k) => k.units.filter((id) => s.units[id]?.at === k.at));
    const still = charge?.units ?? [];
    const held = Object.entries(s.units).some(
      ([id, u]) => u.at === d.charge!.target && sideOf(game, id) === otherSide(side),
    );
    if (still.length === 0 || !held) {
      events.push({ kind: 'assault-void', hex: d.charge.at, target: d.charge.target });
      return { ok: true, state: s, events };
    }
    return startCharge(game, s, charge!, dice, events);
  }
  const stacks = group.map((g) => ({ hex: g.pending.hex, units: g.units, ...(g.own ? { own: g.own } : {}) }));
  return resolveDeclaredAssault(game, s, stacks, d.targets, dice, events);
}
