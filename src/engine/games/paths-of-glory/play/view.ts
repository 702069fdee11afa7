import type { BoardPiece, View, Viewer } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Counter } from '../../../core/pack.js';
import { sideOfUnit, countrySide, type Position } from '../rules/position.js';
import { seasonOf } from '../rules/sequence.js';
import type { Game } from './setup.js';
import { GONE, OFF, top, type PogState } from './state.js';
import { tracksOf } from './tracks.js';
import * as words from './words.js';

/**
 * What one viewer sees: every unit on the map and in the boxes, the markers (control where it differs from the
 * country's side, trenches, Move/Attack activation markers, sieges), the tracks as notes (turn and round, VP, War
 * Status, commitment, Mandated Offensives) and as the picture's track panel (tracks.ts), and the viewer's own hand
 * as a secret; the opponent's hand shows only its size.
 */
export function viewOf(
  game: Game,
  counters: ReadonlyMap<string, Counter>,
  namer: words.Namer,
  state: PogState,
  viewer: Viewer,
): View {
  const p: Position = { model: game.model, state };
  const pieces: BoardPiece[] = [];
  for (const [id, unit] of Object.entries(state.units)) {
    if (unit.at === OFF || unit.at === GONE) continue;
    const counter = counters.get(id);
    if (!counter) continue;
    const reduced = unit.strength === 'reduced';
    pieces.push({
      id,
      at: unit.at,
      side: sideOfUnit(game.model, id),
      nation: counter.nation,
      type: counter.type,
      ...(counter.size ? { size: counter.size } : {}),
      label: counter.name,
      values: reduced && counter.reduced ? counter.reduced : counter.values,
      reduced,
    });
  }
  for (const [at, side] of Object.entries(state.control)) {
    const s = game.model.spaces[at];
    if (!s || !side || side === countrySide(s.nation)) continue;
    pieces.push({
      id: `control-${at}`,
      at,
      type: 'marker',
      label: side.toUpperCase(),
      values: [],
      marker: true,
      nation: `control-${side}`,
    });
  }
  for (const [at, level] of Object.entries(state.trenches))
    pieces.push({
      id: `trench-${at}`,
      at,
      type: 'marker',
      label: `T${level}`,
      values: [],
      marker: true,
      nation: `trench${level}`,
    });
  for (const at of state.besieged)
    pieces.push({ id: `siege-${at}`, at, type: 'marker', label: 'S', values: [], marker: true, nation: 'siege' });
  for (const at of state.destroyed)
    pieces.push({
      id: `destroyed-${at}`,
      at,
      type: 'marker',
      label: 'FD',
      values: [],
      marker: true,
      nation: 'fort-destroyed',
    });
  for (const [at, mode] of Object.entries(state.activations))
    pieces.push({
      id: `activation-${at}`,
      at,
      type: 'marker',
      label: mode === 'move' ? 'Move' : 'Attack',
      values: [],
      marker: true,
      nation: `activation-${mode}`,
    });
  const frame = top(state);
  const { season, year } = seasonOf(state.turn);
  const over = state.over;
  const status = {
    turn: state.turn,
    turnLabel: words.turnLabel(state.turn, state.lastTurn, season, year, state.round),
    phase: words.phaseName(frame),
    active: over || !frame ? [] : [frame.side],
    ...(over
      ? {
          over: { ...(over.winner ? { winner: over.winner } : {}), reason: words.overReason(over.reason, over.winner) },
        }
      : {}),
  };
  const notes: Localized[] = [
    loc(
      `VP ${state.vp}; War Status CP ${state.warStatus.cp}, AP ${state.warStatus.ap}, combined ${state.combinedWarStatus}; commitment CP ${state.commitment.cp}, AP ${state.commitment.ap}`,
      `VP ${state.vp}; Stato di Guerra CP ${state.warStatus.cp}, AP ${state.warStatus.ap}, combinato ${state.combinedWarStatus}; coinvolgimento CP ${state.commitment.cp}, AP ${state.commitment.ap}`,
    ),
    loc(
      `Mandated Offensives: CP ${state.mandated.cp.toUpperCase()}, AP ${state.mandated.ap.toUpperCase()}`,
      `Offensive Obbligatorie: CP ${state.mandated.cp.toUpperCase()}, AP ${state.mandated.ap.toUpperCase()}`,
    ),
    loc(
      `Cards: CP hand ${state.hand.cp.length}, deck ${state.deck.cp.length}, discards ${state.discard.cp.length}, removed ${state.removed.cp.length}; AP hand ${state.hand.ap.length}, deck ${state.deck.ap.length}, discards ${state.discard.ap.length}, removed ${state.removed.ap.length}`,
      `Carte: CP mano ${state.hand.cp.length}, mazzo ${state.deck.cp.length}, scarti ${state.discard.cp.length}, rimosse ${state.removed.cp.length}; AP mano ${state.hand.ap.length}, mazzo ${state.deck.ap.length}, scarti ${state.discard.ap.length}, rimosse ${state.removed.ap.length}`,
    ),
  ];
  if (state.inPlay.length > 0)
    notes.push(
      loc(
        `In play: ${state.inPlay.map((c) => namer.card(c).en).join(', ')}`,
        `In gioco: ${state.inPlay.map((c) => namer.card(c).it).join(', ')}`,
      ),
    );
  const rp = Object.entries(state.rp)
    .map(([n, v]) => `${n.toUpperCase()} ${v}`)
    .join(', ');
  if (rp) notes.push(loc(`RP this turn: ${rp}`, `RP di questo turno: ${rp}`));
  void p;
  return {
    status,
    prompt: words.prompt(frame, frame !== undefined && viewer === frame.side, { namer, target: state.fight?.target }),
    pieces,
    highlights: state.last,
    notes,
    tracks: tracksOf(state),
    ...(viewer === 'cp' || viewer === 'ap'
      ? {
          secret: state.hand[viewer].map((c) => {
            const card = game.cardById.get(c);
            return card ? words.cardLabel(card) : loc(c, c);
          }),
        }
      : {}),
  };
}
