import type { GameEvent, Menu, MenuItem } from '../../../core/game.js';
import { withdrawalHexes } from '../rules/movement.js';
import { enemyZoc, FACINGS, isVertex, type Facing } from '../rules/position.js';
import { interruptLabels, interruptPrompts } from './interrupt-words.js';
import { friendsFacing, refuse, withUnit, type Applied } from './machine.js';
import { placed, positionOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import { closedTo } from './flank.js';
import { formationOf } from './shevardino.js';
import { type BorodinoAction, type BorodinoState } from './state.js';

/**
 * 7.39, the cavalry's voluntary withdrawal before infantry: "Se un'unità di fanteria entra nella ZOC di un'unità di
 * cavalleria … la cavalleria … (indipendentemente dall'orientamento) può ritirarsi volontariamente di un esagono".
 * When an infantry unit's move (or a reinforcement's entry) stops in the ZOC of enemy cavalry (6.31: its six
 * neighbours, whatever its facing; 6.33 stops the infantry in the first hex of it), the cavalry's owner is asked, unit
 * by unit, to withdraw one hex (`withdrawalHexes`: no enemy unit, no river but at a bridge, terrain cavalry enters, its
 * stack legal there; onto friends too) choosing its facing there (onto friends, theirs: 6.11), or to stay. The
 * infantry's move is over (it moved, 7.31), so it never enters the hex left.
 *
 * The README's readings: "da sola nell'esagono" is the jager's, so stacked cavalry withdraws too, each unit of the stack
 * on its own; jagers never (11.0 "non si usano in Borodino", SR12); an enemy ZOC does not bar the hex (9.31 names its
 * ZOC limits, 7.39 none); 9.63's Withdrawal in an enemy Frontal hex is a combat retreat's, not this one's; Shevardino's
 * inactive commands do nothing (no withdrawal either).
 */

/** Shevardino's inactive commands do nothing (the README); on 7 September any cavalry of the side not moving may. */
const mayAct = (state: BorodinoState, id: string): boolean =>
  state.september !== undefined || state.active.includes(formationOf(id));

/** 7.39: the hexes the cavalry `unit` may withdraw into (never where Shevardino or SR14 closes to its side). */
export function withdrawalTargets(game: Game, state: BorodinoState, unit: string): string[] {
  const p = positionOf(game, state);
  const u = placed(p, unit);
  if (!u) return [];
  const side = sideOf(game, unit);
  const closed = closedTo(state, side);
  return withdrawalHexes(p, u).filter((hex) => !closed(hex));
}

/** 7.39: the enemy cavalry whose ZOC the infantry `mover` stands in, each with a hex to withdraw into. */
export function withdrawers(game: Game, state: BorodinoState, mover: string): string[] {
  const at = state.units[mover]?.at ?? '';
  if (game.units.get(mover)?.arm !== 'infantry' || !game.hexes.has(at)) return [];
  return enemyZoc(positionOf(game, state), sideOf(game, mover), at)
    .filter((u) => u.arm === 'cavalry' && u.id !== undefined && mayAct(state, u.id))
    .map((u) => u.id!)
    .filter((id) => withdrawalTargets(game, state, id).length > 0);
}

/** After the infantry `mover` stopped: the withdrawal offered to the cavalry whose ZOC it entered, if any. */
export function offerWithdrawal(game: Game, state: BorodinoState, mover: string, events: GameEvent[]): BorodinoState {
  const units = withdrawers(game, state, mover);
  if (units.length === 0) return state;
  const hex = state.units[mover]!.at;
  events.push({ kind: 'withdraw-offered', unit: mover, hex, units });
  return { ...state, withdrawal: { mover, hex, units } };
}

/** 7.39 "può cambiare orientamento nel nuovo esagono": any vertex, but onto friends their facing (6.11). */
export function withdrawalFacings(game: Game, state: BorodinoState, unit: string, to: string): Facing[] {
  const friends = friendsFacing(game, state, unit, to);
  return friends ? [friends] : [...FACINGS[game.grid.layout.orientation]];
}

/** The owner's answer: a cavalry unit withdrawn into `to` facing `facing` (the others asked next), or all stay. */
export function withdraw(
  game: Game,
  state: BorodinoState,
  action: Extract<BorodinoAction, { type: 'withdraw' }>,
  events: GameEvent[],
): Applied {
  const offer = state.withdrawal;
  if (!offer) return refuse('no-withdraw', '7.39');
  if (action.unit === null) {
    events.push({ kind: 'withdraw-stay', hex: offer.hex, units: offer.units });
    return { ok: true, state: { ...state, withdrawal: null }, events };
  }
  const unit = action.unit;
  if (!offer.units.includes(unit)) return refuse('withdraw-unit', '7.39', { unit });
  const to = action.to ?? '';
  // "di un esagono": one hex, next to it.
  if (!withdrawalTargets(game, state, unit).includes(to)) return refuse('withdraw-hex', '7.39', { hex: to });
  const facing = action.facing ?? '';
  if (!isVertex(game.grid, facing)) return refuse('facing-vertex', '6.11', { facing });
  if (!withdrawalFacings(game, state, unit, to).includes(facing as Facing))
    return refuse('withdraw-facing', '6.11', { hex: to });
  const from = state.units[unit]!.at;
  // 6.24: a unit set down by a retreat goes on top (the README's reading).
  const seq = state.seq + 1;
  const s = withUnit({ ...state, seq }, unit, { at: to, facing: facing as Facing, stack: seq });
  events.push({ kind: 'withdraw', unit, from, to, facing, mover: offer.mover });
  const rest = offer.units.filter((id) => id !== unit && withdrawalTargets(game, s, id).length > 0);
  return { ok: true, state: { ...s, withdrawal: rest.length > 0 ? { ...offer, units: rest } : null }, events };
}

/**
 * The owner's menu: each cavalry unit's hexes (a branch `w:<unit>:<hex>` to the facings there, keys
 * `withdraw/<unit>/<hex>/<facing>`), and `withdraw/stay`.
 */
export function withdrawMenu(
  game: Game,
  state: BorodinoState,
  name: (id: string) => string,
  path: readonly string[],
): Menu {
  const offer = state.withdrawal!;
  const [unit, to] = path[0]?.startsWith('w:') ? path[0].slice(2).split(':') : [];
  if (unit && to && offer.units.includes(unit) && withdrawalTargets(game, state, unit).includes(to))
    return {
      title: interruptPrompts.withdrawFacing(name(unit), to),
      items: withdrawalFacings(game, state, unit, to).map((f) => ({
        kind: 'action',
        key: `withdraw/${unit}/${to}/${f}`,
        label: interruptLabels.withdrawFace(f),
      })),
    };
  return {
    title: interruptPrompts.withdraw(offer.hex),
    items: [
      ...offer.units.flatMap((id) =>
        withdrawalTargets(game, state, id).map((hex): MenuItem => ({
          kind: 'branch',
          key: `w:${id}:${hex}`,
          label: interruptLabels.withdrawTo(name(id), hex),
        })),
      ),
      { kind: 'action', key: 'withdraw/stay', label: interruptLabels.stay },
    ],
  };
}
