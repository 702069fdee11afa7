import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { afterEntering } from '../rules/battle-position.js';
import { checkMove } from '../rules/movement.js';
import type { PlacedUnit } from '../rules/position.js';
import { settle } from './aftermath.js';
import { setControl } from './control.js';
import { type Applied, type DeepMut, mutActivation, type Of, refuse, type S } from './edit.js';
import { closedHex, moveInput, nextHexes } from './legal.js';
import { GHENT } from './antwerp.js';
import { parisInDanger } from './paris.js';
import { rearguardUnits } from './rearguard.js';
import { otherSide } from '../model.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { GiState } from './state.js';

/** Movement (8.4): a group moves hex by hex from the activated hex; what entering a hex brings about (9.1.2 b, c). */

export function moveAnswer(
  game: Game,
  s: S,
  frame: Of<'move'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, hex] = key.split('/');
  if (key === 'back') {
    s.stack.pop();
    return null;
  }
  if (verb === 'to' && hex) {
    if (closedHex(game, s as GiState, frame.units, hex))
      return refuse(hex === GHENT ? 'ghent-closed' : 'move-closed', { hex }, hex === GHENT ? '12.5.3' : '13.1');
    if (!nextHexes(game, s as GiState, frame).includes(hex)) {
      const p = positionOf(game, s as GiState);
      const check = checkMove(p, moveInput(p, s as GiState, frame, [...frame.path, hex]));
      if (!check.ok) return { ok: false, problem: check.problem };
      return refuse('move-hex', { hex }, '8.4');
    }
    (s.stack[s.stack.length - 1] as DeepMut<Of<'move'>>).path.push(hex);
    return null;
  }
  if (key === 'stop') {
    if (frame.path.length < 2) return refuse('move-no-hexes', {}, '8.4');
    const p = positionOf(game, s as GiState);
    const check = checkMove(p, moveInput(p, s as GiState, frame, [...frame.path]));
    if (!check.ok) return { ok: false, problem: check.problem };
    s.stack.pop();
    const end = frame.path[frame.path.length - 1]!;
    for (const id of frame.units) s.units[id]!.at = end;
    // 8.4.1: HQs flipped by the move.
    for (const id of check.value.hqsReduced) if (s.units[id]) s.units[id].disorganized = true;
    s.blocks.push(...check.value.blocks.map((k) => ({ ...k })));
    ev.push({ kind: 'move', side: frame.side, units: [...frame.units], path: [...frame.path], mp: check.value.mp });
    if (check.value.parisInDanger) parisInDanger(game, s, end, ev);
    if (frame.generalRetreat) {
      // 8.7.2, 8.7.3: each unit moves once in the General Retreat.
      const gr = s.stack.find((f): f is DeepMut<Of<'general-retreat'>> => f.name === 'general-retreat');
      gr?.moved.push(...frame.units);
    } else mutActivation(s, (f) => f.moved.push(...frame.units));
    for (const t of check.value.controlTaken) {
      setControl(s, t.hex, frame.side, dice, ev);
      if (t.cavalry && !s.cavalryControl.includes(t.hex)) s.cavalryControl.push(t.hex);
      if (!t.cavalry) s.cavalryControl = s.cavalryControl.filter((h) => h !== t.hex);
    }
    // 8.3.3: the hex left may pass to the enemy units that stay in it; HA and HQs left with the enemy (9.4.4, 9.5.4).
    settle(game, s, frame.path[0]!, false, dice, ev);
    settle(game, s, end, false, dice, ev);
    // 8.7.2, 8.7.3: a General Retreat enters only friendly uncontested hexes: no battle follows.
    if (frame.generalRetreat) return null;
    // 9.1.2 b, c: what entering the hex brings about.
    const after = positionOf(game, s as GiState);
    // Settling the hexes may have removed some of the group (an HA eliminated, an HQ retreated: 9.5.4, 9.4.4).
    const entered = frame.units
      .map((id) => after.units.find((u) => u.id === id && u.hex === end))
      .filter((u): u is PlacedUnit => u !== undefined);
    const then = afterEntering(after, frame.side, end, entered);
    if (then === 'mandatory') {
      mutActivation(s, (f) => {
        if (!f.battles.some((b) => b.hex === end))
          f.battles.push({ hex: end, kind: 'mandatory', entered: [...frame.units] });
      });
      ev.push({ kind: 'declare', side: frame.side, hex: end, battle: 'mandatory' });
    } else if (then === 'optional') {
      mutActivation(s, (f) => {
        const o = f.optional.find((x) => x.hex === end);
        if (o) o.entered.push(...frame.units);
        else f.optional.push({ hex: end, entered: [...frame.units] });
      });
    } else if (then === 'rearguard') {
      // 9.6.3: no battle; the cavalry's owner stays or retreats.
      const enemy = otherSide(frame.side);
      s.stack.push({ name: 'rearguard', side: enemy, hex: end, units: rearguardUnits(game, s as GiState, end, enemy) });
    } else if (then === 'size-unknown') {
      ev.push({ kind: 'not-enforced', rule: '9.6.3', hex: end });
    }
    return null;
  }
  return refuse('move-key', { key }, '8.4');
}
