import type { Track } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { ROUNDS } from '../rules/sequence.js';
import { AP_AUTOMATIC_VP, ARMISTICE_CWS, CP_AUTOMATIC_VP } from '../rules/victory.js';
import type { PogState } from './state.js';

/**
 * The map's tracks as the picture draws them (the printed map's General Records Track and Turn Record Track, which
 * we do not have as art): the VP track with its automatic victory ends (5.2.1 at 20 for the Central Powers, 5.2.2
 * at 0 for the Allies), the War Status of each side and the Combined War Status up to the armistice (16.2.1 at
 * 40), the turn (1–20, the turns past the scenario's end greyed) and the action round (8.1.1, 1–6) with the side
 * whose round it is.
 */

/** The Turn Record Track: the Campaign game's 20 turns (August 1914 to Winter 1919). */
export const TURN_RECORD = 20;

// The Italian book and our notes also write CP, AP and VP.
const SIDE_SHORT: Readonly<Record<Side, Localized>> = { cp: loc('CP', 'CP'), ap: loc('AP', 'AP') };

export function tracksOf(state: PogState): Track[] {
  const vp: Track = {
    id: 'vp',
    label: loc('VP', 'VP'),
    from: AP_AUTOMATIC_VP,
    to: CP_AUTOMATIC_VP,
    markers: [{ label: loc('VP', 'VP'), value: state.vp }],
    zones: [
      { from: AP_AUTOMATIC_VP, to: AP_AUTOMATIC_VP, side: 'ap', label: loc('Allies win', 'vincono gli Alleati') },
      { from: CP_AUTOMATIC_VP, to: CP_AUTOMATIC_VP, side: 'cp', label: loc('CP win', 'vincono gli Imperi Centrali') },
    ],
  };
  const war: Track = {
    id: 'war-status',
    label: loc('War Status', 'Stato di Guerra'),
    from: 0,
    to: ARMISTICE_CWS,
    markers: [
      { label: SIDE_SHORT.cp, value: state.warStatus.cp, side: 'cp' },
      { label: SIDE_SHORT.ap, value: state.warStatus.ap, side: 'ap' },
      { label: loc('CWS', 'SGC'), value: state.combinedWarStatus },
    ],
    zones: [{ from: ARMISTICE_CWS, to: ARMISTICE_CWS, label: loc('armistice', 'armistizio') }],
  };
  const turn: Track = {
    id: 'turn',
    label: loc('Turn', 'Turno'),
    from: 1,
    to: Math.max(TURN_RECORD, state.lastTurn),
    markers: [{ label: loc('Turn', 'Turno'), value: state.turn }],
    zones:
      state.lastTurn < TURN_RECORD
        ? [{ from: state.lastTurn + 1, to: TURN_RECORD, label: loc('not played', 'non giocati') }]
        : [],
  };
  // 8.1.1: the round and whose it is (the action prompt under any interrupt); none outside the Action Phase.
  const acting = [...state.stack].reverse().find((f) => f.name === 'action')?.side;
  const round: Track = {
    id: 'round',
    label: loc('Round', 'Round'),
    from: 1,
    to: ROUNDS,
    markers:
      state.round > 0 && !state.over
        ? [
            {
              label: acting ? SIDE_SHORT[acting] : loc('Round', 'Round'),
              value: state.round,
              ...(acting ? { side: acting } : {}),
            },
          ]
        : [],
  };
  return [vp, turn, round, war];
}
