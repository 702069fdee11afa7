import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { controlOf } from '../rules/control.js';
import type { S } from './edit.js';
import { positionOf } from './position.js';
import { type Game, VP_HEXES } from './setup.js';
import type { GiState } from './state.js';
import { vpSupplied } from './supply.js';
import { draw, PARIS } from './vp.js';

/** Control of hexes as moves and battles change it (8.3), with what a change brings (3.2.1, 3.2.4 b). */

/** 3.2.4 b: the Allies win the moment they control Trier. */
const TRIER = '94';

export function setControl(s: S, hex: string, side: Side, dice: Dice, ev: GameEvent[], game?: Game): void {
  if (s.control[hex] === side) return;
  s.control[hex] = side;
  ev.push({ kind: 'control', hex, side });
  // 8.4.5 c, Table 8 note 2: an enemy Block marker does not remain on a hexside of a hex this side now controls.
  for (const k of s.blocks.filter((b) => b.side !== side && (b.a === hex || b.b === hex)))
    ev.push({ kind: 'block-removed', a: k.a, b: k.b, side: k.side, why: 'control' });
  s.blocks = s.blocks.filter((b) => b.side === side || (b.a !== hex && b.b !== hex));
  if (side === 'allied') {
    // 3.2.4: a German VP marker goes back to the cup when the Allies retake its hex (Paris's with its 10 VP).
    for (const m of s.markers.filter((x) => x.hex === hex && x.cup === 'german')) {
      s.vp.german -= m.vp;
      if (s.cups && hex !== PARIS) s.cups.german.push(m.value);
      ev.push({ kind: 'vp-returned', hex, vp: m.vp });
    }
    s.markers = s.markers.filter((x) => !(x.hex === hex && x.cup === 'german'));
    // 3.2.1: the first time a Plan 17 VP hex becomes Allied, a marker is drawn; it stays (permanent). 3.2.4: only with
    // the Allied units there supplied (read when the caller gives the game; a move's units are, 8.4.3 a).
    if (
      VP_HEXES.plan17.includes(hex) &&
      !s.markers.some((m) => m.hex === hex && m.cup === 'plan17') &&
      (game === undefined || vpSupplied(game, s as GiState, hex, 'allied'))
    )
      draw(s, 'plan17', [hex], false, dice, ev);
    // 3.2.4 b: Trier.
    if (hex === TRIER && !s.over) {
      s.over = { winner: 'allied', reason: 'trier' };
      s.stack = [];
      ev.push({ kind: 'victory', winner: 'allied', reason: 'trier' });
    }
  }
}

export function updateControl(game: Game, s: S, hex: string, dice: Dice, ev: GameEvent[]): void {
  const c = controlOf(positionOf(game, s as GiState), hex);
  if (c.changed) {
    setControl(s, hex, c.side, dice, ev, game);
    if (c.cavalry && !s.cavalryControl.includes(hex)) s.cavalryControl.push(hex);
  }
}
