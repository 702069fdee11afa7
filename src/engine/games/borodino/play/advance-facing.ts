import type { GameEvent, Menu } from '../../../core/game.js';
import { FACINGS, isVertex, type Facing } from '../rules/position.js';
import { breakthroughIfDue } from './assault.js';
import { interruptLabels, interruptPrompts } from './interrupt-words.js';
import { refuse, withUnit, type Applied } from './machine.js';
import type { Game } from './setup.js';
import type { BorodinoAction, BorodinoState } from './state.js';

/**
 * 9.71, the advance's facing: "L'unità o gruppo può cambiare orientamento nell'entrare nell'esagono". Once the units
 * of an advance (after an assault, a charge, a Secondary Assault, or the optional one of 9.31 and 9.72) stand in the
 * hex entered, their side chooses the facing the group takes there (any vertex: the hex held no friends, 6.11), keeping
 * its own if it likes; a Breakthrough (9.73, "senza cambiare orientamento") is then offered from that facing. A
 * pursuing charge's advance turns toward the unit it pursues instead (9.87 "deve cambiare orientamento", pursuit.ts);
 * when no pursuit follows it, its facing is chosen here too.
 */

/**
 * After `before`'s advance was carried out (`after`): the facing asked of the units that entered the hex, unless the
 * advance waits for retreats or a pursuit turns them (9.87). The Breakthrough waits for the answer.
 */
export function askAdvanceFacing(game: Game, before: BorodinoState, after: BorodinoState): BorodinoState {
  const advance = before.advance;
  if (!advance || after.advance || after.pursuit || after.advanceFacing) return after;
  const units = advance.units.filter((id) => {
    const at = after.units[id]?.at ?? '';
    return game.hexes.has(at) && at !== before.units[id]?.at;
  });
  if (units.length === 0) return after;
  return { ...after, advanceFacing: { units, hex: after.units[units[0]!]!.at, advance } };
}

/** The side's answer: the units that advanced face `facing`; a Breakthrough due is then queued (9.73). */
export function faceAdvance(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'advance-face' }>,
  events: GameEvent[],
): Applied {
  const offer = state.advanceFacing;
  if (!offer) return refuse('no-advance-face', '9.71');
  if (!isVertex(game.grid, action.facing)) return refuse('facing-vertex', '6.11', { facing: action.facing });
  let s: BorodinoState = { ...state, advanceFacing: null };
  // 6.11: the group turns together.
  for (const id of offer.units) if (s.units[id]?.at === offer.hex) s = withUnit(s, id, { facing: action.facing });
  events.push({ kind: 'advance-face', hex: offer.hex, facing: action.facing, units: offer.units });
  return { ok: true, state: breakthroughIfDue(offer.advance, s), events };
}

/** The side's menu: the six facings (`advance-face/<facing>`), the one it has now first. */
export function advanceFacingMenu(game: Game, state: BorodinoState): Menu {
  const offer = state.advanceFacing!;
  const now = state.units[offer.units[0]!]?.facing;
  const facings: Facing[] = [...FACINGS[game.grid.layout.orientation]].sort(
    (a, b) => Number(b === now) - Number(a === now),
  );
  return {
    title: interruptPrompts.advanceFacing(offer.hex),
    items: facings.map((f) => ({
      kind: 'action',
      key: `advance-face/${f}`,
      label: interruptLabels.advanceFace(f, f === now),
    })),
  };
}
