import type { GameEvent } from '../../../core/game.js';
import { askAll, type Applied, type DeepMut, type Of, refuse, type S } from './edit.js';
import { VALUE_MAX } from './learned.js';
import { faceOf, positionOf, valueKey, valueOf } from './position.js';
import type { Game } from './setup.js';
import { type GiState, OFF } from './state.js';

/**
 * The East Front (7.3), turn 3 of scenarios 1 and 2: the German removes from the map at least 9 CS of German infantry
 * plus one cavalry division, from units in (or within one hex of) the hex of the HQ of the German 1st, 2nd or 3rd
 * Army, or loses 2 VP at once (13.4 c). The 9 CS are the CS the infantry shows now (README).
 */

export const EAST_FRONT_TURN = 3;
/** 7.3: the HQs of the German 1st, 2nd and 3rd Armies. */
export const EAST_FRONT_HQS: readonly string[] = ['de-hq1', 'de-hq2', 'de-hq3'];
const EAST_FRONT_CS = 9;
const EAST_FRONT_VP = 2;

/** 7.3: on turn 3 of scenarios 1 and 2 the German is asked, in its segment of Phase III. */
export function openEastFront(s: S): void {
  if (s.turn === EAST_FRONT_TURN && s.number !== 3) s.stack.push({ name: 'east-front', side: 'german', chosen: [] });
}

/** 7.3: the German infantry and cavalry divisions in or next to a hex holding the 1st, 2nd or 3rd Army HQ. */
export function eastFrontUnits(game: Game, state: GiState): string[] {
  const p = positionOf(game, state);
  const hqHexes = p.units.filter((u) => EAST_FRONT_HQS.includes(u.id!)).map((u) => u.hex);
  const near = new Set(hqHexes.flatMap((h) => [h, ...p.grid.neighbours(h)]));
  return p.units
    .filter((u) => u.side === 'german' && near.has(u.hex))
    .filter((u) => u.type === 'infantry' || (u.type === 'cavalry' && u.size === 'division'))
    .map((u) => u.id!);
}

/** The infantry CS the chosen units show (null while one is not known) and whether a cavalry division is among them. */
export function eastFrontSent(
  game: Game,
  state: GiState,
  chosen: readonly string[],
): { cs: number | null; cavalry: boolean } {
  let cs: number | null = 0;
  let cavalry = false;
  for (const id of chosen) {
    const c = game.counters.get(id)!;
    if (c.type === 'cavalry') cavalry = true;
    else {
      const v = valueOf(state, c, faceOf(c, state.units[id]!.disorganized), 'CS');
      cs = v === null || cs === null ? null : cs + v;
    }
  }
  return { cs, cavalry };
}

export const eastFrontEnough = (game: Game, state: GiState, chosen: readonly string[]): boolean => {
  const sent = eastFrontSent(game, state, chosen);
  return sent.cavalry && sent.cs !== null && sent.cs >= EAST_FRONT_CS;
};

export function eastFrontAnswer(
  game: Game,
  s: S,
  frame: Of<'east-front'>,
  key: string,
  ev: GameEvent[],
): Applied | null {
  const [verb, unit] = key.split('/');
  const state = s as GiState;
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'east-front'>>;
  if (key === 'east-vp') {
    s.stack.pop();
    s.vp.german -= EAST_FRONT_VP;
    ev.push({ kind: 'east-front', vp: EAST_FRONT_VP });
    return null;
  }
  if (key === 'east-send') {
    if (!eastFrontEnough(game, state, frame.chosen)) return refuse('east-front-short', {}, '7.3');
    s.stack.pop();
    for (const id of frame.chosen) s.units[id] = { at: OFF, disorganized: s.units[id]!.disorganized };
    s.outOfPlay = [...(s.outOfPlay ?? []), ...frame.chosen];
    ev.push({ kind: 'east-front', units: [...frame.chosen] });
    return null;
  }
  if (verb === 'east-pick' && unit && eastFrontUnits(game, state).includes(unit) && !frame.chosen.includes(unit)) {
    mut.chosen.push(unit);
    // 2.4: a CS the pack lacks is asked of the German (the owner) when the unit is chosen.
    const c = game.counters.get(unit)!;
    const face = faceOf(c, state.units[unit]!.disorganized);
    if (c.type === 'infantry' && valueOf(state, c, face, 'CS') === null)
      askAll(s, [{ side: 'german', value: valueKey(unit, face, 'CS'), max: VALUE_MAX.counter }]);
    return null;
  }
  if (verb === 'east-unpick' && unit && frame.chosen.includes(unit)) {
    mut.chosen = mut.chosen.filter((u) => u !== unit);
    return null;
  }
  return refuse('east-front-key', { key }, '7.3');
}
