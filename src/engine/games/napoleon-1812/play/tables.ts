import { placeValue, tableCell, type LearnedAsk } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import type { Side, TrainsRow } from '../model.js';
import { supplyTrains1813Table, supplyTrainsTable } from '../tables.js';
import { SIDE_NAME } from '../words.js';
import { hexName, type N1812Game } from './game.js';
import type { N1812State } from './state.js';
import { in1813 } from './two-year.js';

/**
 * The values the rulebook lacks, where the play module reads them: the pack's when it has them, otherwise what the
 * players gave in this game (`state.learned`, core/learned.ts), otherwise undefined (the step then asks for it).
 */

/** The most trains a side may give for a Tab. 7.3 cell, and the most a VP city may be worth (asked ranges). */
const MOST_TRAINS = 30;
const MOST_VP = 10;

/** 16.13: the 1813 campaign reads Tab. 16.13 instead of Tab. 7.3 (the option `two-year`). */
const trainsTableOf = (s: N1812State) => (in1813(s) ? supplyTrains1813Table : supplyTrainsTable);

/** Tab. 7.3's rows (Tab. 16.13's in 1813) when the pack holds the table (validated by its schema). */
function trainsRows(game: N1812Game, s: N1812State): readonly TrainsRow[] | undefined {
  const table = trainsTableOf(s);
  const parsed = table.schema.safeParse(game.pack.tables[table.id]);
  return parsed.success ? parsed.data : undefined;
}

/** 7.2: Tab. 7.3's value (16.13: Tab. 16.13's in 1813) for `side` on this turn: the pack's row, or the value given. */
export function trainsTableValue(game: N1812Game, s: N1812State, side: Side): number | undefined {
  const row = trainsRows(game, s)?.find((r) => r.turn === s.turn);
  return row ? row[side] : tableCell(s.learned, trainsTableOf(s).id, String(s.turn), side);
}

/** 7.2: the question for Tab. 7.3's cell of this turn, put to the side whose trains it counts. */
export function trainsAsk(s: N1812State, side: Side): LearnedAsk {
  return {
    subject: { kind: 'table', table: trainsTableOf(s).id, row: String(s.turn), column: side },
    side,
    rule: in1813(s) ? '16.13' : '7.2',
    what: trainsTableOf(s).title,
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
