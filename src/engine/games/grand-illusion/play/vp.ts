import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { drawVp } from '../rules/victory.js';
import { askAll, type S } from './edit.js';
import type { Cup } from './state.js';
import { VALUE_MAX } from './learned.js';

/** VP markers drawn from the cups and placed in their hexes (3.2, 13.4 g–h). */

/** 3.2.4 a, 11.1: Paris's own marker. */
export const PARIS = '19';
export const PARIS_VP = 10;

/** 3.2: draws one marker per hex from the cup (the pack's markers, by the dice), or asks the drawer its value. */
export function draw(s: S, cup: Cup, hexes: readonly string[], check: boolean, dice: Dice, ev: GameEvent[]): void {
  if (hexes.length === 0) return;
  if (s.cups) {
    const r = drawVp({ german: s.cups.german, plan17: s.cups.plan17 }, cup, hexes.map(Number), [], dice);
    if ('value' in r) {
      for (const d of r.value.draws) {
        const at = s.cups[cup].indexOf(d.value);
        s.cups[cup].splice(at, 1);
        placeMarker(s, cup, String(d.hex), d.value, check, ev);
      }
      return;
    }
  }
  // The pack holds no markers (3.1.2's values are printed on them): the drawer draws and gives the value.
  const side: Side = cup === 'german' ? 'german' : 'allied';
  askAll(
    s,
    hexes.map((hex) => ({ side, value: `${check ? 'vpcheck' : 'vp'}.${cup}.${hex}`, max: VALUE_MAX.vp })),
  );
}

export function placeMarker(s: S, cup: Cup, hex: string, value: number, check: boolean, ev: GameEvent[]): void {
  // 13.4 g–h: the doubled hexes.
  const doubled = cup === 'german' ? ['76', '87'].includes(hex) : ['86', '105'].includes(hex);
  const vp = doubled ? value * 2 : value;
  s.markers.push({ hex, cup, value, vp, ...(check ? { check: true } : {}) });
  if (!check) s.vp[cup] += vp;
  ev.push({ kind: 'vp-drawn', cup, hex, value, vp });
}
