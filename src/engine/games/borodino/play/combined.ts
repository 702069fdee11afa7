import type { Side } from '../model.js';
import { checkAssault, checkAssaultHexes } from '../rules/assault-position.js';
import { isArtillery, type PlacedUnit } from '../rules/position.js';
import { attackFrom, type AttackCheck } from './assault.js';
import { isActive, refuse } from './machine.js';
import { placed, positionOf, stackAt, stacksOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState, Declared, Pending } from './state.js';

/**
 * Several stacks assaulting one defender (9.23, 9.51–9.54, 9.71). A stack declares its assault on the hexes a declared
 * assault or charge already falls on (9.44: every assault is declared before any Commitment): the "joining" stack. Of
 * one 9.23 type (its top unit's arm: infantry, or cavalry not charging) as a declared assault on exactly those hexes,
 * it joins it: "La fanteria, la cavalleria che carica e che non carica non possono combinare la loro forza" read the
 * other way, the stacks of one kind combine, and the resolution (declare.ts, assault.ts) sums their strengths (9.51
 * "tutte le proprie unità coinvolte nell'Assalto"), takes their highest Cohesion (9.52), reads the terrain from each
 * attacking hex (9.53 "da esagoni diversi") and the position over all of them (9.54, the book's example A), with one
 * d10. A stack of another kind is refused (9.23; its separate assault on the same defender is README "Not yet"),
 * as is one naming other hexes than a declaration's (9.22). Each stack rolls its
 * own Commitment with its top unit (9.1 FASE 3 "per ogni gruppo di unità", 9.45) and meets the Reaction Fire alone;
 * one that fails drops out and the others assault without it. Each attacking unit may assault every hex (9.21, 9.24)
 * and leaves no enemy in its Frontal hexes unassaulted (9.22). Charges from several hexes do not combine (README "Not
 * yet").
 */

type AssaultPending = Extract<Pending, { kind: 'assault' }>;

/** 9.23's three kinds of attack on one defender, in the order they are resolved. */
export type AttackKind = 'charge' | 'cavalry' | 'infantry';

/** The 9.23 kind of a declared assault or charge: a charge, else its top unit's arm. */
export const kindOf = (game: Game, d: Declared): AttackKind =>
  d.pending.kind === 'charge' ? 'charge' : game.units.get(d.units[0] ?? '')?.arm === 'cavalry' ? 'cavalry' : 'infantry';

const sameHexes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether a declaration on `targets` joins others: some hex of it is already assaulted this activation (9.22). */
export const joining = (state: BorodinoState, targets: readonly string[]): boolean =>
  targets.some((t) => state.assaultedHexes.includes(t));

/** The declared assaults combined with `d` (itself included, first declared first): one kind, the same hexes (9.23). */
export function groupOf(game: Game, state: BorodinoState, d: Declared): Declared[] {
  if (d.pending.kind !== 'assault') return [d];
  const kind = kindOf(game, d);
  return (state.declared ?? []).filter(
    (o) =>
      o === d || (o.pending.kind === 'assault' && kindOf(game, o) === kind && o.targets.join() === d.targets.join()),
  );
}

/**
 * The declared assault that a stack topped by `top` joins on `targets`: the first on exactly those hexes of its kind
 * (9.23); `kind` when the hexes are those of a declaration of another kind only; null when of none.
 */
function joined(
  game: Game,
  state: BorodinoState,
  top: PlacedUnit,
  targets: readonly string[],
): Declared | 'kind' | null {
  const on = (state.declared ?? []).filter((d) => sameHexes(d.targets, targets));
  const kind: AttackKind = top.arm === 'cavalry' ? 'cavalry' : 'infantry';
  return on.find((d) => kindOf(game, d) === kind) ?? (on.length > 0 ? 'kind' : null);
}

/**
 * The assault the stack of `side` in `hex` may declare on `targets`, hexes a declared assault or charge falls on: its
 * good-order infantry and cavalry that may each assault every hex (9.21, 9.24, 9.25), leaving no enemy in their
 * Frontal hexes that nobody assaults (9.22), its top unit among them; the targets in the declaration's order.
 */
export function joinFrom(
  game: Game,
  state: BorodinoState,
  side: Side,
  hex: string,
  targets: readonly string[],
): AttackCheck {
  const fail = (code: string, rule: string, params?: Record<string, string>): AttackCheck =>
    refuse(code, rule, params) as AttackCheck;
  if (state.rolled) return fail('declare-after-commit', '9.44');
  const p = positionOf(game, state);
  const stack = stackAt(state, hex, side, (id) => sideOf(game, id)).filter((id) => isActive(state, id));
  const foot = stack.map((id) => placed(p, id)!).filter((u) => u !== undefined && !isArtillery(u));
  const top = foot[0];
  if (!top) return fail('assault-no-unit', '9.25', { hex });
  if (top.disordered) return fail('assault-disordered', '9.24');
  if (foot.some((u) => state.units[u.id!]?.assaulted)) return fail('assault-once', '9.4');
  const found = joined(game, state, top, targets);
  if (!found) return fail('assault-join-none', '9.22', { hex: targets.join(', ') });
  // 9.23: "La fanteria, la cavalleria che carica e che non carica non possono combinare la loro forza".
  if (found === 'kind') return fail('assault-join-kind', '9.23', { hex: targets.join(', ') });
  const order = found.targets;
  const start = (u: PlacedUnit) => ({ startHex: state.units[u.id!]?.from ?? u.hex });
  const attackers = foot.filter(
    (u) =>
      !u.disordered &&
      order.every((t) => checkAssault(p, u, t, start(u)).ok) &&
      checkAssaultHexes(p, u, order, state.assaultedHexes).ok,
  );
  if (!attackers.includes(top)) {
    for (const t of order) {
      const why = checkAssault(p, top, t, start(top));
      if (!why.ok) return { ok: false, problem: why.problem };
    }
    const why = checkAssaultHexes(p, top, order, state.assaultedHexes);
    if (!why.ok) return { ok: false, problem: why.problem };
    return fail('assault-all-frontal', '9.22');
  }
  return { ok: true, attackers, top, target: order[0]!, targets: [...order] };
}

/** The assault a pending declaration makes: a stack's own (`attackFrom`) or one joining a declared assault. */
export function pendingAttack(game: Game, state: BorodinoState, side: Side, pending: AssaultPending): AttackCheck {
  const targets = [pending.target, ...(pending.also ?? [])];
  return joining(state, targets)
    ? joinFrom(game, state, side, pending.hex, targets)
    : attackFrom(game, state, side, pending.hex);
}

/** A stack that may declare its assault on the hexes of a declared assault or charge (the menu's offer). */
export interface JoinOption {
  readonly hex: string;
  readonly targets: readonly string[];
  /** The hex of the first declared assault it joins. */
  readonly with: string;
}

/** Every stack of `side` that may declare its assault on the hexes a declared assault or charge falls on. */
export function joinOptions(game: Game, state: BorodinoState, side: Side): JoinOption[] {
  const declared = state.declared ?? [];
  if (state.rolled || declared.length === 0) return [];
  const sets = new Map<string, Declared>();
  for (const d of declared) {
    const key = [...d.targets].sort().join();
    if (!sets.has(key) && d.pending.kind === 'assault') sets.set(key, d);
  }
  const stacks = stacksOf(state, (id, u) => game.hexes.has(u.at) && sideOf(game, id) === side && isActive(state, id));
  const out: JoinOption[] = [];
  for (const hex of [...stacks.keys()].sort())
    for (const d of sets.values()) {
      if (d.pending.hex === hex) continue;
      const attack = joinFrom(game, state, side, hex, d.targets);
      if (!attack.ok) continue;
      const found = joined(game, state, attack.top, d.targets) as Declared;
      out.push({ hex, targets: attack.targets, with: found.pending.hex });
    }
  return out;
}
