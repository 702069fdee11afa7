import type { GameEvent } from '../../../core/game.js';
import { otherSide, type Side } from '../model.js';
import { mayEntrench, TRENCH_PLACED } from '../rules/entrenchment.js';
import { generalRetreatCost } from '../rules/general-retreat.js';
import { declareGeneralRetreat, handOver } from './action-phase.js';
import { askAll, refuse, type Applied, type DeepMut, type Of, type S } from './edit.js';
import { VALUE_MAX } from './learned.js';
import { entrenchable, missingForMove, retreatHexes, retreatMovable } from './legal.js';
import { generalRetreatForced } from './paris.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import type { GiState } from './state.js';

/**
 * The General Retreat (8.7) in play: declared by a side at the start of its own Action Segment (action-phase.ts) or of
 * the other's (`gr-offer`); its units activated one hex at a time at no CAP cost, each moving once into friendly
 * uncontested hexes (rules/movement.ts `checkMove` with `generalRetreat`); after the German one, trenches for 1 CAP a
 * hex (8.7.3, 9.7.2 ECCEZIONE); at its end the VP it costs (8.7.2, 8.7.3, 13.4 d–e), the Allied Mandated Battles left
 * cancelled (8.7.2, 9.1.1 b), and the initiative to the other side (8.1.1 item 2).
 */

/** 8.7.1: the answer of the side offered a General Retreat at the start of the other's Action Segment. */
export function offerAnswer(s: S, frame: Of<'gr-offer'>, key: string, ev: GameEvent[]): Applied | null {
  if (key !== 'gr-declare' && key !== 'gr-decline') return refuse('gr-offer-key', { key }, '8.7.1');
  if (key === 'gr-decline' && generalRetreatForced(s as GiState, frame.side))
    return refuse('paris-in-danger', {}, '8.4.9 b');
  s.stack.pop();
  if (key === 'gr-declare') declareGeneralRetreat(s, frame.side, ev);
  return null;
}

export function generalRetreatAnswer(
  game: Game,
  s: S,
  frame: Of<'general-retreat'>,
  key: string,
  ev: GameEvent[],
): Applied | null {
  const [verb, arg] = key.split('/');
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'general-retreat'>>;
  if (verb === 'gr-hex' && arg) {
    if (frame.hex !== null || !retreatHexes(game, s as GiState, frame).includes(arg))
      return refuse('gr-hex', { hex: arg }, frame.side === 'allied' ? '8.7.2' : '8.7.3');
    mut.hex = arg;
    ev.push({ kind: 'gr-activate', side: frame.side, hex: arg });
    return null;
  }
  if (key === 'gr-hex-done') {
    if (frame.hex === null) return refuse('gr-key', { key }, '8.7.2');
    mut.hex = null;
    return null;
  }
  if (verb === 'move' && arg) {
    const can = retreatMovable(game, s as GiState, frame);
    const units = arg === 'all' ? can : [arg];
    if (units.length === 0 || !units.every((u) => can.includes(u)))
      return refuse('retreat-move-twice', { unit: arg }, frame.side === 'allied' ? '8.7.2' : '8.7.3');
    const missing = missingForMove(game, s as GiState, units);
    if (missing.length > 0) {
      askAll(
        s,
        missing.map((value) => ({ side: frame.side, value, max: VALUE_MAX.counter })),
      );
      return null;
    }
    s.stack.push({ name: 'move', side: frame.side, units, path: [frame.hex!], generalRetreat: true });
    return null;
  }
  if (key === 'gr-end') {
    s.stack.pop();
    // 8.7.3: the German may now place trenches, 1 CAP a hex.
    if (frame.side === 'german' && entrenchable(game, s as GiState, 'german', true).length > 0) {
      s.stack.push({ name: 'gr-trench', side: 'german' });
      return null;
    }
    finishGeneralRetreat(s, frame.side, ev, game);
    return null;
  }
  return refuse('gr-key', { key }, frame.side === 'allied' ? '8.7.2' : '8.7.3');
}

/** 8.7.3, 9.7.2 ECCEZIONE: the German's trenches at the end of his General Retreat. */
export function grTrenchAnswer(game: Game, s: S, frame: Of<'gr-trench'>, key: string, ev: GameEvent[]): Applied | null {
  const [verb, hex] = key.split('/');
  if (key === 'gr-trench-done') {
    s.stack.pop();
    finishGeneralRetreat(s, frame.side, ev, game);
    return null;
  }
  if (verb !== 'entrench' || !hex) return refuse('gr-key', { key }, '8.7.3');
  if (!entrenchable(game, s as GiState, frame.side, true).includes(hex)) {
    const why = mayEntrench(positionOf(game, s as GiState), {
      side: frame.side,
      hex,
      allowed: true,
      trench: s.trench[hex] ?? 0,
      generalRetreat: true,
    });
    if (!why.ok) return { ok: false, problem: why.problem };
    return refuse('entrench-hex', { hex }, '8.7.3');
  }
  s.cap[frame.side]--;
  s.trench[hex] = TRENCH_PLACED;
  ev.push({ kind: 'entrench', side: frame.side, hex, cap: s.cap[frame.side] });
  if (entrenchable(game, s as GiState, frame.side, true).length === 0) {
    s.stack.pop();
    finishGeneralRetreat(s, frame.side, ev, game);
  }
  return null;
}

/**
 * The end of the General Retreat: its VP cost (8.7.2: Plan 17 VP; 8.7.3: German VP; "la variazione avviene alla fine
 * della Ritirata Generale"), the Allied Mandated Battles left cancelled without penalty (8.7.2, 9.1.1 b), then the
 * initiative passes to the other side, who begins its Action Segment (8.1.1 item 2).
 */
export function finishGeneralRetreat(s: S, side: Side, ev: GameEvent[], game: Game): void {
  const cost = generalRetreatCost(side, s.generalRetreat[side] ?? s.turn);
  s.vp[side === 'allied' ? 'plan17' : 'german'] -= cost;
  if (side === 'allied') s.mandated.allied = 0;
  ev.push({ kind: 'general-retreat-end', side, vp: cost, next: otherSide(side) });
  handOver(game, s, side, 'general-retreat', ev);
}
