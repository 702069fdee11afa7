import type { GameEvent, Menu } from '../../../core/game.js';
import { combinedLabels, combinedPrompts } from './combined-words.js';
import { refuse, type Applied } from './machine.js';
import { sideOf, type Game } from './setup.js';
import type { Advance, AdvancingStack, BorodinoAction, BorodinoState } from './state.js';

/**
 * 9.71 with 9.23, the tie: "Se più di un'unità o gruppo ha la coesione più elevata, è l'attaccante a scegliere quale
 * avanza." When the stacks of one assault (several combined, 9.23) tie on their top units' highest Cohesion, the
 * assault's advance names them (`Advance.tied`); once the retreats are made and the hex is left, the attacker
 * chooses, in one action (`advance-by/<hex>`), the stack that advances, and the advance is made as any other. With
 * only one of them still able to advance (in its hex, in good order), or the hex still held, nothing is asked.
 */

type Tied = NonNullable<NonNullable<BorodinoState['advance']>['tied']>[number];

/** The tied stacks among which the attacker must choose now, or none. */
export function advanceTie(game: Game, state: BorodinoState): readonly Tied[] {
  const advance = state.advance;
  if (!advance?.tied || state.retreats.length > 0 || state.pending || state.evade || state.charge) return [];
  const side = sideOf(game, advance.units[0] ?? '');
  const held = (hex: string) =>
    Object.entries(state.units).some(([id, u]) => u.at === hex && sideOf(game, id) !== side);
  if ([advance.to, ...(advance.also ?? [])].every(held)) return [];
  const able = advance.tied.filter((t) =>
    t.units.some((id) => state.units[id]?.at === t.hex && !state.units[id]?.disordered),
  );
  return able.length > 1 ? able : [];
}

/**
 * Before the advance is made (machine.ts's `afterCombat`): the tie asked when due, or the advance of the one tied stack
 * still able to advance.
 */
export function settleTie(game: Game, before: BorodinoState): BorodinoState {
  const state = settleBy(game, before);
  const advance = state.advance;
  if (!advance?.tied || state.retreats.length > 0 || state.pending) return state;
  if (advanceTie(game, state).length > 0) return state;
  const able = advance.tied.find((t) =>
    t.units.some((id) => state.units[id]?.at === t.hex && !state.units[id]?.disordered),
  );
  const { tied: _tied, ...rest } = advance;
  return { ...state, advance: { ...rest, ...(able ? into(able) : {}), units: able ? able.units : advance.units } };
}

/** The hexes a stack advances into, in the assault's order: those it assaulted (9.22 with 9.23). */
const into = (k: AdvancingStack): Partial<Pick<Advance, 'to' | 'also'>> =>
  k.hexes && k.hexes.length > 0 ? { to: k.hexes[0]!, ...(k.hexes.length > 1 ? { also: k.hexes.slice(1) } : {}) } : {};

/**
 * 9.71 with 9.22 and 9.23: once the retreats are made, of the stacks of a combined assault that did not all assault
 * both hexes, the one that advances: the highest Cohesion of those in good order with a hex they assaulted left (a tie
 * asked as any other, `tied`), into the first of those hexes left. With none, the first stack named stays where its
 * hexes are (none left), so no stack advances into a hex it did not assault.
 */
function settleBy(game: Game, state: BorodinoState): BorodinoState {
  const advance = state.advance;
  if (!advance?.by || state.retreats.length > 0 || state.pending) return state;
  const side = sideOf(game, advance.units[0] ?? '');
  const left = (hex: string) =>
    !Object.entries(state.units).some(([id, u]) => u.at === hex && sideOf(game, id) !== side);
  const order = [advance.to, ...(advance.also ?? [])];
  const able = advance.by.filter(
    (k) =>
      k.units.some((id) => state.units[id]?.at === k.hex && !state.units[id]?.disordered) &&
      (k.hexes ?? order).some(left),
  );
  const { by, ...rest } = advance;
  const top = Math.max(...able.map((k) => k.cohesion));
  const best = able.filter((k) => k.cohesion === top);
  const chosen = best[0] ?? by.find((k) => k.units.join() === advance.units.join()) ?? by[0]!;
  return {
    ...state,
    advance: { ...rest, units: chosen.units, ...into(chosen), ...(best.length > 1 ? { tied: best } : {}) },
  };
}

/** The attacker's choice: the stack in `hex` advances. */
export function chooseAdvance(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'advance-by' }>,
  events: GameEvent[],
): Applied {
  const tied = advanceTie(game, state);
  if (tied.length === 0) return refuse('no-advance-by', '9.71');
  const chosen = tied.find((t) => t.hex === action.hex);
  if (!chosen) return refuse('advance-by-not', '9.71', { hex: action.hex });
  const { tied: _tied, ...rest } = state.advance!;
  events.push({ kind: 'advance-chosen', hex: chosen.hex, units: chosen.units });
  return { ok: true, state: { ...state, advance: { ...rest, ...into(chosen), units: chosen.units } }, events };
}

/** The attacker's menu: one item a tied stack (`advance-by/<hex>`). */
export function advanceTieMenu(game: Game, state: BorodinoState): Menu {
  const tied = advanceTie(game, state);
  const advance = state.advance!;
  const side = sideOf(game, advance.units[0] ?? '');
  const left = (hex: string) =>
    !Object.entries(state.units).some(([id, u]) => u.at === hex && sideOf(game, id) !== side);
  return {
    title: combinedPrompts.advanceTie([advance.to, ...(advance.also ?? [])].find(left) ?? advance.to),
    items: tied.map((t) => ({
      kind: 'action',
      key: `advance-by/${t.hex}`,
      label: combinedLabels.advanceBy(t.hex, t.cohesion),
    })),
  };
}
