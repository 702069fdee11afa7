/**
 * SR14, the optional French flank maneuver of the 7 September scenario, over a position: the Flanking Command's AM and
 * its Order, the units that go to the FLANK MANEUVER box, the turn its AM first goes in the cup, and the south-edge
 * hexes it enters by and that no Russian unit enters meanwhile. The 2d6 itself is rules/scenario.ts's `flankMarch`.
 */
import type { CommandTable } from '../command.js';
import type { Side } from '../model.js';
import { otherSide, unitsAt, type BorodinoPosition } from './position.js';

/** SR14: the side that makes the maneuver ("Manovra di aggiramento francese"). */
export const FLANK_SIDE: Side = 'french';

/** SR14: the FLANKING COMMAND AM, as the cup holds it (next to the groups' ids). */
export const FLANK_AM = 'flanking-command';

/** SR14: "A partire da due turni dopo il piazzamento delle unità in tale casella": the turns between box and AM. */
export const FLANK_AM_DELAY = 2;

/**
 * SR14's hex ranges "2400 – 2800" and "3500 a 5100", on "il bordo meridionale": the map's hex ids are CCRR (column,
 * row), the rows growing northwards from 00 (data/README.md), so a range names the south-edge hexes (row 00) of the
 * columns from the first to the last, inclusive: 2400, 2500 … 2800.
 */
export function southEdge(range: string): string[] {
  const [from, to] = range.split('-').map((h) => Number.parseInt(h.slice(0, 2), 10));
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) return [];
  const out: string[] = [];
  for (let c = Math.min(from, to); c <= Math.max(from, to); c++) out.push(`${String(c).padStart(2, '0')}00`);
  return out;
}

/** SR14: "le unità possono entrare dal bordo meridionale tra 2400 – 2800 inclusi" (12+). */
export const FLANK_ENTRY = '2400-2800';
/** SR14: "porle sulla mappa da qualsiasi esagono del bordo meridionale tra 3500 a 5100 inclusi" (2–6, recalled). */
export const RECALL_ENTRY = '3500-5100';

/** SR14: "Nessuna unità russa può entrare negli esagoni 2400-2800 inclusi sino a quando il Comando … non è rientrato". */
export const CLOSED_HEXES: readonly string[] = southEdge(FLANK_ENTRY);
export const CLOSED_TO: Side = otherSide(FLANK_SIDE);

/**
 * SR14 "Ci vuole un Ordine di Napoleone per attivare le unità scelte": in the turn written down, the Flanking Command
 * takes one of Napoleon's Orders (5.22), so the other Commands share the rest: the table with his Orders value one less
 * (a value the table lacks limits nothing, as `ordersProblem` reads it).
 */
export function flankOrdersTable(table: CommandTable): CommandTable {
  return {
    ...table,
    commanders: table.commanders.map((c) =>
      c.side === FLANK_SIDE && c.orders !== null ? { ...c, orders: Math.max(0, c.orders - 1) } : c,
    ),
  };
}

/**
 * SR14 "Alla fine del turno … tutte le unità scelte non adiacenti ad alcuna unità nemica sono rimosse dalla mappa e poste
 * nella casella": of the chosen units on the map, those with no enemy unit in a hex next to theirs.
 */
export function unitsToBox(p: BorodinoPosition, chosen: readonly string[]): string[] {
  const enemy = otherSide(FLANK_SIDE);
  return p.units
    .filter((u) => u.id !== undefined && chosen.includes(u.id))
    .filter((u) => !p.grid.neighbours(u.hex).some((n) => unitsAt(p, n, enemy).length > 0))
    .map((u) => u.id!);
}

/** SR14: whether the Flanking Command AM goes in the cup this turn, the units having been boxed at the end of `boxed`. */
export const flankAmDue = (boxed: number, turn: number): boolean => turn >= boxed + FLANK_AM_DELAY;
