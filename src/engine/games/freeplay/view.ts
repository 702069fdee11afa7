import type { BoardPiece, SideId, View, Viewer } from '../../core/game.js';
import type { Localized } from '../../core/localized.js';
import type { Counter } from '../../core/pack.js';
import type { FreeplayState, NoteState, UnitState } from './state.js';
import type { Tabletop } from './tabletop.js';
import * as words from './words.js';

/**
 * What one viewer sees of the table: every piece, except that another side's face-down units show only as a `?` in
 * their place until the game ends; the status and prompt; the notes, a side's secret ones to that side alone.
 */
export function viewOf(table: Tabletop, state: FreeplayState, viewer: Viewer): View {
  const { counters, markerKinds, sideName } = table;
  const pieces: BoardPiece[] = [];
  const concealedHere = new Map<string, number>();
  for (const [unitId, unit] of Object.entries(state.units)) {
    if (unit.at === null) continue;
    const counter = counters.get(unitId);
    if (!counter) continue;
    if (unit.hidden && viewer !== unit.side && !state.over) {
      const n = (concealedHere.get(unit.at) ?? 0) + 1;
      concealedHere.set(unit.at, n);
      pieces.push(hiddenPiece(`hidden-${unit.at}-${n}`, unit, counter));
    } else {
      pieces.push(piece(unitId, unit, counter));
    }
  }
  for (const marker of state.markers) {
    const kind = markerKinds.get(marker.kind);
    pieces.push({
      id: marker.id,
      at: marker.at,
      type: 'marker',
      label: kind?.symbol ?? '•',
      values: [],
      marker: true,
      nation: marker.kind,
    });
  }
  const activeName = sideName(state, state.active);
  const over = state.over;
  const status = {
    turn: state.turn,
    turnLabel: words.turnLabel(state.turn, state.lastTurn),
    phase: over ? words.gameOver : words.toPlay(activeName),
    active: over ? [] : [state.active],
    ...(over
      ? {
          over: {
            ...(over.winner ? { winner: over.winner } : {}),
            reason:
              over.reason === 'resigned'
                ? words.resigned(sideName(state, otherSide(state, over.winner)))
                : words.lastTurnOver,
          },
        }
      : {}),
  };
  const prompt = over ? status.phase : viewer === state.active ? words.yourMove : words.waitingFor(activeName);
  const visibleNotes = state.notes.filter((n) => !n.secret || n.side === viewer || state.over);
  return {
    status,
    prompt,
    pieces,
    highlights: state.last,
    notes: visibleNotes.slice(-10).map((n) => noteLine(table, state, n)),
    ...(viewer !== 'observer'
      ? {
          secret: state.notes
            .filter((n) => n.secret && n.side === viewer)
            .slice(-10)
            .map((n) => noteLine(table, state, n)),
        }
      : {}),
  };
}

function noteLine(table: Tabletop, state: FreeplayState, note: NoteState): Localized {
  return words.noteLine(note.turn, table.sideName(state, note.side), note.secret, note.text);
}

function otherSide(state: FreeplayState, winner: SideId | undefined): SideId {
  return state.sides.find((s) => s !== winner) ?? state.sides[0]!;
}

function piece(id: string, unit: UnitState, counter: Counter): BoardPiece {
  return {
    id,
    at: unit.at!,
    side: unit.side,
    nation: counter.nation,
    type: counter.type,
    ...(counter.size ? { size: counter.size } : {}),
    label: counter.name,
    values: unit.reduced && counter.reduced ? counter.reduced : counter.values,
    reduced: unit.reduced,
    ...(unit.hidden ? { hidden: true } : {}),
  };
}

/** A face-down counter: its place, side and nation show, as on the table; its id is the place and a count. */
function hiddenPiece(id: string, unit: UnitState, counter: Counter): BoardPiece {
  return {
    id,
    at: unit.at!,
    side: unit.side,
    nation: counter.nation,
    type: 'marker',
    label: '?',
    values: [],
    hidden: true,
  };
}
