import type { Side, TrainsRow } from '../model.js';
import { supplyTrainsTable } from '../tables.js';
import type { N1812Game } from './game.js';
import type { N1812State } from './state.js';

/**
 * The values the rulebook lacks, where the play module reads them: the pack's when it has them, otherwise what the
 * players gave in this game (`state.learned`), otherwise undefined (the step then asks for it).
 */

/** Tab. 7.3's rows when the pack holds the table (validated by its schema). */
function trainsRows(game: N1812Game): readonly TrainsRow[] | undefined {
  const parsed = supplyTrainsTable.schema.safeParse(game.pack.tables[supplyTrainsTable.id]);
  return parsed.success ? parsed.data : undefined;
}

/** 7.2: Tab. 7.3's value for `side` on this turn: the pack's row, or the value its player gave. */
export function trainsTableValue(game: N1812Game, s: N1812State, side: Side): number | undefined {
  const row = trainsRows(game)?.find((r) => r.turn === s.turn);
  return row ? row[side] : s.learned[`trains:${s.turn}:${side}`];
}

/** 14.7: a VP city's value: the pack's (the red number of the map), or the value its player gave. */
export function vpValue(game: N1812Game, s: N1812State, hex: string): number | undefined {
  return game.model.hexes.get(hex)?.vp ?? s.learned[`vp:${hex}`];
}
