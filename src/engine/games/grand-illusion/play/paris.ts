import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { mayDeclareGeneralRetreat } from '../rules/general-retreat.js';
import { stackingExcess } from '../rules/movement.js';
import type { S } from './edit.js';
import { onMap, placedUnit, positionOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, type GiState, OFF, TRACK } from './state.js';

/** Paris in Danger (8.4.9): the emergency, the Allied obligation to declare the General Retreat, its removals. */

/** 8.4.9 c: the French Alsace HQ; f: IX Corps (−) and IX Corps PD; e: the 71st Reserve Division. */
export const ALSACE_HQ = 'fr-hq-als';
export const IX_CORPS = 'fr-ix';
export const IX_CORPS_PD = 'fr-ix-pd';
export const DIVISION_71R = 'fr-71r';
/** 3.1.1: the units marked PD wait for the emergency on the Turn Record Track: they are not set up. */
export const PD_UNITS: readonly string[] = [IX_CORPS_PD, DIVISION_71R];

/**
 * 8.4.9 b: the first time supplied German combat units move next to a PD hex from turn 3 (`checkMove` says when),
 * the Allies must declare their General Retreat this turn or the next, unless they already have. c: the Alsace HQ is
 * removed. f: IX Corps PD replaces IX Corps (−) at full strength where it stands (README: unless that breaks the
 * stacking limits), IX Corps (−) is out of play wherever it is; with IX Corps (−) off the map, IX Corps PD comes as a
 * variable reinforcement next turn (7.1.1, placed with the turn's reinforcements). d and e are not played (README).
 */
export function parisInDanger(game: Game, s: S, hex: string, ev: GameEvent[]): void {
  if (s.parisInDanger !== undefined) return;
  s.parisInDanger = s.turn;
  ev.push({ kind: 'paris-in-danger', hex, obliged: s.generalRetreat.allied === undefined, turn: s.turn });
  const alsace = s.units[ALSACE_HQ];
  if (alsace && alsace.at !== ELIMINATED) {
    alsace.at = ELIMINATED;
    outOfPlay(s, ALSACE_HQ, ev);
  }
  const ix = s.units[IX_CORPS];
  const pd = s.units[IX_CORPS_PD];
  if (!ix || !pd || pd.at !== OFF) return;
  const at = ix.at;
  ix.at = ELIMINATED;
  s.returning = s.returning.filter((r) => r.unit !== IX_CORPS);
  outOfPlay(s, IX_CORPS, ev);
  if (onMap(at) && fits(game, s, at)) {
    s.units[IX_CORPS_PD] = { at, disorganized: false };
    ev.push({ kind: 'paris-in-danger-unit', unit: IX_CORPS_PD, hex: at });
  } else {
    // 8.4.9 f: "fate entrare il IX Corpo PD come rinforzo variabile" next turn (7.1.1, its Reinforcement Phase).
    s.units[IX_CORPS_PD] = { at: TRACK, disorganized: false };
    s.reinforcing = [...(s.reinforcing ?? []), { unit: IX_CORPS_PD, turn: s.turn + 1, mode: 'variable' }];
    ev.push({ kind: 'paris-in-danger-unit', unit: IX_CORPS_PD, turn: s.turn + 1 });
  }
}

function outOfPlay(s: S, unit: string, ev: GameEvent[]): void {
  s.outOfPlay = [...(s.outOfPlay ?? []), unit];
  ev.push({ kind: 'out-of-play', unit, rule: '8.4.9' });
}

/** 8.4.6: IX Corps PD in `hex` (IX Corps (−) gone) keeps the stacking limits. */
function fits(game: Game, s: S, hex: string): boolean {
  const state = { ...(s as GiState), units: { ...s.units, [IX_CORPS_PD]: { at: hex, disorganized: false } } };
  const p = positionOf(game, state);
  const placed = placedUnit(game, state, IX_CORPS_PD);
  return placed !== null && stackingExcess(p, hex, 'allied') === null;
}

/**
 * 8.4.9 b: on the turn after the emergency the Allies, who have not declared their General Retreat, must: their
 * first chance (the start of an Action Segment, theirs or the German's) offers only the declaration (README).
 */
export function generalRetreatForced(state: GiState, side: Side): boolean {
  return (
    side === 'allied' &&
    state.parisInDanger !== undefined &&
    state.turn > state.parisInDanger &&
    state.generalRetreat.allied === undefined &&
    mayDeclareGeneralRetreat('allied', state.turn, state.generalRetreat).ok
  );
}
