import type { Side } from '../model.js';
import { checkAssaultHexes, frontalEnemies } from '../rules/assault-position.js';
import { isArtillery, type PlacedUnit } from '../rules/position.js';
import { assaultOrders, assaultStack, attackersOf, attackFrom, topRefusal, type AttackCheck } from './assault.js';
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
 * d10. A stack of another kind declares its own assault on those hexes, apart (9.23 "Ogni attacco viene risolto
 * separatamente"): committed and resolved on its own in 9.23's order (declare.ts), a later one finding the defender
 * as the earlier left it. A stack whose Frontal enemies are one hex of its kind's declaration on two joins it on that
 * hex alone, and a stack naming both hexes takes in its kind's group on one of them (9.22 with 9.23: `Declared.own`,
 * each stack assaulting and advancing into its own hexes only); one naming hexes that otherwise overlap is refused (9.22).
 * Each stack rolls its
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
 * What a stack topped by `top` declaring on `targets` joins (9.23): the first declaration of its kind on exactly those
 * hexes, or on both hexes of an assault on two of which it names one (`part`: it assaults that one only, 9.22 with
 * 9.23); `widen` when the declarations of its kind on those hexes are one group on one of the two it names (they join
 * its assault on both, each on its own hex); `separate` when no declaration of its kind falls on any of them (its own
 * assault, resolved apart from those of the other kinds on the same hexes, 9.23 "Ogni attacco viene risolto
 * separatamente"); null when one of its kind falls on some of them otherwise (9.22).
 */
type Joined =
  | { readonly with: Declared; readonly part?: readonly string[] }
  | { readonly widen: readonly Declared[] }
  | 'separate'
  | null;

function joined(game: Game, state: BorodinoState, top: PlacedUnit, targets: readonly string[]): Joined {
  const kind: AttackKind = top.arm === 'cavalry' ? 'cavalry' : 'infantry';
  const mine = (state.declared ?? []).filter(
    (d) => kindOf(game, d) === kind && d.targets.some((t) => targets.includes(t)),
  );
  // 9.22: the hexes assaulted that it names are those of a declaration (of another kind: it assaults apart).
  const declared = (state.declared ?? []).flatMap((d) => d.targets);
  if (mine.length === 0)
    return targets.every((t) => !state.assaultedHexes.includes(t) || declared.includes(t)) ? 'separate' : null;
  const same = mine.find((d) => sameHexes(d.targets, targets));
  if (same) return { with: same };
  // 9.22 with 9.23: one hex of a declared assault on two, or both hexes of its own where one group assaults one.
  const wider = mine.find((d) => targets.length === 1 && d.targets.length === 2 && d.targets.includes(targets[0]!));
  if (wider) return { with: wider, part: [...targets] };
  const group = groupOf(game, state, mine[0]!);
  const narrower = targets.length === 2 && mine.every((d) => group.includes(d)) && mine[0]!.targets.length === 1;
  return narrower ? { widen: group } : null;
}

/** The first declaration of another kind on some of `targets`, the one a separate assault follows or precedes (9.23). */
export function separateFrom(state: BorodinoState, targets: readonly string[]): Declared | undefined {
  return (state.declared ?? []).find((d) => d.targets.some((t) => targets.includes(t)));
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
  const stack = assaultStack(game, state, side, hex);
  if (!stack.ok) return stack;
  const { p, foot, top } = stack;
  const found = joined(game, state, top, targets);
  if (!found) return fail('assault-join-none', '9.22', { hex: targets.join(', ') });
  // 9.23: "La fanteria, la cavalleria che carica e che non carica non possono combinare la loro forza": a stack of
  // another kind assaults on its own, in the order it names the hexes (the first, where it advances: 9.22's reading).
  const order = found === 'separate' || 'widen' in found ? [...new Set(targets)] : found.with.targets;
  // 9.22 with 9.23: a stack joining one hex of an assault on two assaults that hex only.
  const own =
    found !== 'separate' && 'with' in found && found.part ? order.filter((t) => found.part!.includes(t)) : order;
  const attackers = attackersOf(p, state, foot, own);
  if (!attackers.includes(top)) {
    const refused = topRefusal(p, state, top, own);
    if (refused) return refused;
    const why = checkAssaultHexes(p, top, own, state.assaultedHexes);
    if (!why.ok) return { ok: false, problem: why.problem };
    return fail('assault-all-frontal', '9.22');
  }
  return {
    ok: true,
    attackers,
    top,
    target: own[0]!,
    targets: [...order],
    ...(own.length < order.length ? { own } : {}),
  };
}

/** The declarations a stack's assault on `targets` widens to both its hexes (9.22 with 9.23), if any. */
export function widenedBy(game: Game, state: BorodinoState, top: PlacedUnit, targets: readonly string[]): Declared[] {
  const found = joined(game, state, top, targets);
  return found !== null && found !== 'separate' && 'widen' in found ? [...found.widen] : [];
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
  /** 9.22 with 9.23: the one hex of those it assaults when it joins an assault on two. */
  readonly own?: readonly string[];
  /** The hex of the first declared assault it joins, or (`separate`) of the other kind's it is resolved apart from. */
  readonly with: string;
  /** 9.23: an assault of another kind than the one declared on those hexes, resolved on its own. */
  readonly separate: boolean;
}

/**
 * Every stack of `side` that may declare its assault on hexes a declared assault or charge falls on: on exactly a
 * declaration's hexes (joining one of its kind, or apart from one of another kind), or on every enemy hex in its top
 * unit's Frontal hexes (apart), each order of them (the first is where it advances, 9.22).
 */
export function joinOptions(game: Game, state: BorodinoState, side: Side): JoinOption[] {
  const declared = state.declared ?? [];
  if (state.rolled || declared.length === 0) return [];
  const p = positionOf(game, state);
  const stacks = stacksOf(state, (id, u) => game.hexes.has(u.at) && sideOf(game, id) === side && isActive(state, id));
  const out: JoinOption[] = [];
  for (const hex of [...stacks.keys()].sort()) {
    if (declared.some((d) => d.pending.hex === hex)) continue;
    const top = stackAt(state, hex, side, (id) => sideOf(game, id))
      .map((id) => placed(p, id))
      .find((u) => u !== undefined && !isArtillery(u));
    const frontal = top ? frontalEnemies(p, top).sort() : [];
    const sets = [...declared.map((d) => d.targets), ...(joining(state, frontal) ? assaultOrders(frontal) : [])];
    const seen = new Set<string>();
    for (const targets of sets) {
      const attack = joinFrom(game, state, side, hex, targets);
      if (!attack.ok) continue;
      const key = `${attack.targets.join()}/${(attack.own ?? []).join()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const found = joined(game, state, attack.top, attack.own ?? attack.targets);
      const separate = found === 'separate';
      const other =
        found === null || separate
          ? separateFrom(state, attack.targets)
          : 'with' in found
            ? found.with
            : found.widen[0];
      out.push({
        hex,
        targets: attack.targets,
        ...(attack.own ? { own: attack.own } : {}),
        with: other?.pending.hex ?? hex,
        separate,
      });
    }
  }
  return out;
}
