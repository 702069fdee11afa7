import { placeValue, tableCell, type LearnedAsk } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import type { Side, TrainsRow } from '../model.js';
import { supplyTrainsTable } from '../tables.js';
import { SIDE_NAME } from '../words.js';
import { hexName, type N1812Game } from './game.js';
import type { N1812State } from './state.js';

/**
 * The values the rulebook lacks, where the play module reads them: the pack's when it has them, otherwise what the
 * players gave in this game (`state.learned`, core/learned.ts), otherwise undefined (the step then asks for it).
 */

/** The most trains a side may give for a Tab. 7.3 cell, and the most a VP city may be worth (asked ranges). */
const MOST_TRAINS = 30;
const MOST_VP = 10;

/** Tab. 7.3's rows when the pack holds the table (validated by its schema). */
function trainsRows(game: N1812Game): readonly TrainsRow[] | undefined {
  const parsed = supplyTrainsTable.schema.safeParse(game.pack.tables[supplyTrainsTable.id]);
  return parsed.success ? parsed.data : undefined;
}

/** 7.2: Tab. 7.3's value for `side` on this turn: the pack's row, or the value its player gave. */
export function trainsTableValue(game: N1812Game, s: N1812State, side: Side): number | undefined {
  const row = trainsRows(game)?.find((r) => r.turn === s.turn);
  return row ? row[side] : tableCell(s.learned, supplyTrainsTable.id, String(s.turn), side);
}

/** 7.2: the question for Tab. 7.3's cell of this turn, put to the side whose trains it counts. */
export function trainsAsk(s: N1812State, side: Side): LearnedAsk {
  return {
    subject: { kind: 'table', table: supplyTrainsTable.id, row: String(s.turn), column: side },
    side,
    rule: '7.2',
    what: supplyTrainsTable.title,
    on: loc(`turn ${s.turn}, ${SIDE_NAME[side].en}`, `turno ${s.turn}, ${SIDE_NAME[side].it}`),
    min: 0,
    max: MOST_TRAINS,
  };
}

/** 14.7: a VP city's value: the pack's (the red number of the map), or the value its player gave. */
export function vpValue(game: N1812Game, s: N1812State, hex: string): number | undefined {
  return game.model.hexes.get(hex)?.vp ?? placeValue(game.pack.map, hex, 'vp', s.learned);
}

/** 14.7: the question for a VP city's value, put to the side whose territory holds it. */
export function vpAsk(game: N1812Game, hex: string, side: Side): LearnedAsk {
  const name = hexName(game, hex);
  return {
    subject: { kind: 'place', place: hex, value: 'vp' },
    side,
    rule: '14.7',
    what: loc('Victory Points (the red number)', 'Punti Vittoria (il numero rosso)'),
    on: loc(name, name),
    min: 0,
    max: MOST_VP,
  };
}
