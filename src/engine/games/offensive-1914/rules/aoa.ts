import { problem, type Problem } from '../../../core/explain.js';
import { toCube, type HexGrid, type HexLayout, type Offset } from '../../../core/map/hex.js';
import { otherPlayer, type O1914Position, type PlacedUnit, type Player } from './position.js';

/**
 * Areas of Assignment (5.1): the boundary between two armies of a side, the army whose Area a hex lies in, the Corps
 * Train limit of 5.1.3 and the restrictions of 5.3.1 (2) and (3). Pure: the caller gives the grid, the boundary and the
 * units.
 *
 * A boundary is a straight line (5.1.1: "in linea retta (il più possibile)") through two points of the map, extended
 * to the map's edges (README decision 96). The hexes of a column north of it belong to the northern army's Area, the
 * others to the southern's: the two Areas are then contiguous and never overlap (5.1.1). `boundaryOf` turns a line into
 * that form: for each map column, the last row of the northern army's Area.
 */

/**
 * A point of the map in the grid's own frame: `x` along the columns (a flat-topped grid's column), `y` along the rows
 * (a hex's centre is at its row, half a row up or down where its column is staggered).
 */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** A boundary line: two points, west (smaller x) and east. */
export interface BoundaryLine {
  readonly west: MapPoint;
  readonly east: MapPoint;
}

/** A side's two armies on either side of its boundary (north: smaller rows). */
export interface ArmyPair {
  readonly north: string;
  readonly south: string;
}

/** 5.1.1: the boundary in the form the rules read: for each map column, the last row of the northern army's Area. */
export interface Boundary extends ArmyPair {
  readonly rows: Readonly<Record<number, number>>;
}

/** A hex's centre in the grid's frame. */
export function centreOf(layout: HexLayout, offset: Offset): MapPoint {
  const { x, z } = toCube(layout, offset);
  return layout.orientation === 'flat' ? { x, y: z + x / 2 } : { x: x + z / 2, y: z };
}

/**
 * A boundary as the book prints one, "60.56/60.57 – 63.55/63.56": two hexsides (each two adjacent hexes), the line
 * through their midpoints. Undefined for text of another form, hexes off the grid or not adjacent, or a line that
 * does not run across the columns.
 */
export function parseBoundary(grid: HexGrid, text: string): BoundaryLine | undefined {
  const sides = text.split(/\s*[–-]\s*/);
  if (sides.length !== 2) return undefined;
  const points: MapPoint[] = [];
  for (const side of sides) {
    const [a, b, more] = side.split('/').map((h) => h.trim());
    if (a === undefined || b === undefined || more !== undefined || !grid.adjacent(a, b)) return undefined;
    const ca = centreOf(grid.layout, grid.offsetOf(a)!);
    const cb = centreOf(grid.layout, grid.offsetOf(b)!);
    points.push({ x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 });
  }
  const [p, q] = points as [MapPoint, MapPoint];
  if (p.x === q.x) return undefined;
  return p.x < q.x ? { west: p, east: q } : { west: q, east: p };
}

/** The line's y at `x` (extended straight beyond its two points). */
export function lineAt(line: BoundaryLine, x: number): number {
  const { west, east } = line;
  return west.y + ((east.y - west.y) * (x - west.x)) / (east.x - west.x);
}

/**
 * 5.1.1: a hex is north of the line when its centre is (a centre on the line is south: README decision 96). The rows
 * of each column of the grid: the last north of the line (the column's first row less one when none is).
 */
export function boundaryOf(grid: HexGrid, line: BoundaryLine, armies: ArmyPair): Boundary {
  const columns = new Map<number, number[]>();
  for (const id of grid.ids()) {
    const o = grid.offsetOf(id)!;
    columns.set(o.col, [...(columns.get(o.col) ?? []), o.row]);
  }
  const rows: Record<number, number> = {};
  for (const [col, list] of columns) {
    list.sort((a, b) => a - b);
    let last = list[0]! - 1;
    for (const row of list) {
      const c = centreOf(grid.layout, { col, row });
      if (c.y < lineAt(line, c.x)) last = row;
      else break;
    }
    rows[col] = last;
  }
  return { ...armies, rows };
}

/** 5.1: the army whose Area of Assignment holds `hex`, or null for a hex off the grid. */
export function armyAreaOf(grid: HexGrid, boundary: Boundary, hex: string): string | null {
  const o = grid.offsetOf(hex);
  const last = o ? boundary.rows[o.col] : undefined;
  if (!o || last === undefined) return null;
  return o.row <= last ? boundary.north : boundary.south;
}

/** The hexes of an army's Area of Assignment. */
export function areaHexes(grid: HexGrid, boundary: Boundary, army: string): string[] {
  return [...grid.ids()].filter((h) => armyAreaOf(grid, boundary, h) === army);
}

/** 5.1.1: whether each of the two Areas holds at least one hex of the map. */
export function bothAreas(grid: HexGrid, boundary: Boundary): boolean {
  const armies = new Set([...grid.ids()].map((h) => armyAreaOf(grid, boundary, h)));
  return armies.has(boundary.north) && armies.has(boundary.south);
}

/** A Corps Train on the map, for 5.1.3 (`counted`: it has a corps box, so it counts against an army's boxes). */
export interface TrainAt {
  readonly id: string;
  readonly hex: string;
}

export interface TrainExcess {
  readonly army: string;
  readonly trains: number;
  readonly boxes: number;
}

/**
 * 5.1.3: "Il numero massimo di unità Treno di Corpo che possono trovarsi entro l'Area di Assegnazione di un'Armata
 * durante la Fase di Assegnazione non può eccedere il numero di caselle di corpo": each army of the boundary whose
 * Area holds more Trains than its corps boxes.
 */
export function trainExcess(
  grid: HexGrid,
  boundary: Boundary,
  trains: readonly TrainAt[],
  boxes: Readonly<Record<string, number>>,
): TrainExcess[] {
  return [boundary.north, boundary.south].flatMap((army) => {
    const count = trains.filter((t) => armyAreaOf(grid, boundary, t.hex) === army).length;
    const limit = boxes[army] ?? 0;
    return count > limit ? [{ army, trains: count, boxes: limit }] : [];
  });
}

export type AoaCheck = { readonly ok: true } | { readonly ok: false; readonly problem: Problem };

/** 5.1.3 as a check: the first army over its corps boxes, refused. */
export function checkTrainLimit(
  grid: HexGrid,
  boundary: Boundary,
  trains: readonly TrainAt[],
  boxes: Readonly<Record<string, number>>,
): AoaCheck {
  const [over] = trainExcess(grid, boundary, trains, boxes);
  if (!over) return { ok: true };
  return problem('aoa-train-limit', { army: over.army, trains: over.trains, boxes: over.boxes }, { rule: '5.1.3' });
}

/**
 * 5.3.1 (2): "possono muovere in un esagono adiacente ad un'unità nemica solo se l'esagono si trova entro l'Area di
 * Assegnazione dell'unità che sta muovendo" (5.1.2: units on Train are not affected). Read where the position keeps
 * Areas of Assignment (`inOwnArea`); a position without it is unchanged.
 */
export function checkAreaEntry(p: O1914Position, side: Player, units: readonly PlacedUnit[], hex: string): AoaCheck {
  const inOwnArea = p.inOwnArea;
  if (!inOwnArea) return { ok: true };
  const enemy = otherPlayer(side);
  const near = p.grid.neighbours(hex);
  if (!p.units.some((u) => u.side === enemy && near.includes(u.hex))) return { ok: true };
  const outside = units.find((u) => !u.rail && !inOwnArea(u, hex));
  return outside ? problem('move-outside-aoa', { hex }, { rule: '5.3.1' }) : { ok: true };
}

/** 5.3.1 (3): "Per iniziare il recupero CE (7.5.1) una Formazione deve trovarsi [nel]l'Area di Assegnazione della sua armata". */
export function checkRecoveryArea(p: O1914Position, unit: PlacedUnit): AoaCheck {
  if (!p.inOwnArea || p.inOwnArea(unit, unit.hex)) return { ok: true };
  return problem('recover-outside-aoa', { hex: unit.hex }, { rule: '5.3.1' });
}

/** 5.1.2: the ways the phasing player may redraw a boundary in its Assignment Phase (README decision 96). */
export const BOUNDARY_MOVES = [
  'keep',
  'north',
  'south',
  'west-north',
  'west-south',
  'east-north',
  'east-south',
] as const;
export type BoundaryMove = (typeof BOUNDARY_MOVES)[number];

/** The line moved: the whole of it one row north or south, or one of its ends (the other stays). */
export function moveLine(line: BoundaryLine, move: BoundaryMove): BoundaryLine {
  const by = (p: MapPoint, d: number): MapPoint => ({ x: p.x, y: p.y + d });
  switch (move) {
    case 'keep':
      return line;
    case 'north':
      return { west: by(line.west, -1), east: by(line.east, -1) };
    case 'south':
      return { west: by(line.west, 1), east: by(line.east, 1) };
    case 'west-north':
      return { ...line, west: by(line.west, -1) };
    case 'west-south':
      return { ...line, west: by(line.west, 1) };
    case 'east-north':
      return { ...line, east: by(line.east, -1) };
    case 'east-south':
      return { ...line, east: by(line.east, 1) };
  }
}

/**
 * The hexside a point of a line stands on, as the book prints one (`60.56/60.57`): the hexes of its column half a row
 * above and below it; null where the point is not on a hexside of its column.
 */
export function hexsideText(grid: HexGrid, point: MapPoint): string | null {
  const col = point.x;
  if (!Number.isInteger(col)) return null;
  const base = centreOf(grid.layout, { col, row: 0 });
  if (base.x !== col) return null;
  const row = point.y - 0.5 - base.y;
  if (!Number.isInteger(row)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(col)}.${pad(row)}/${pad(col)}.${pad(row + 1)}`;
}

/** A unit on the map and the army its box (or its Assignment Phase) gives it, for the set-up's boundary. */
export interface AssignedAt {
  readonly hex: string;
  readonly army: string;
}

/** The units of `armies` that a boundary leaves in the other army's Area. */
export function misplaced(grid: HexGrid, boundary: Boundary, units: readonly AssignedAt[]): number {
  return units.filter(
    (u) => (u.army === boundary.north || u.army === boundary.south) && armyAreaOf(grid, boundary, u.hex) !== u.army,
  ).length;
}

/**
 * 28.3 B: "ciascun confine può essere posto ovunque tra le unità assegnate ad armate adiacenti": the set-up's lines
 * from the map's west edge to its east edge through hexsides of those two columns (README decision 99), the fewest
 * units left in the other army's Area first, then the straightest, keeping 5.1.3 where any line can; `count` of them.
 */
export function setupLines(
  grid: HexGrid,
  armies: ArmyPair,
  units: readonly AssignedAt[],
  trains: readonly TrainAt[],
  boxes: Readonly<Record<string, number>>,
  count: number,
): BoundaryLine[] {
  const offsets = [...grid.ids()].map((h) => grid.offsetOf(h)!);
  const cols = offsets.map((o) => o.col);
  const westCol = Math.min(...cols);
  const eastCol = Math.max(...cols);
  const rowsOf = (col: number) => offsets.filter((o) => o.col === col).map((o) => o.row);
  const sides = (col: number): MapPoint[] =>
    rowsOf(col)
      .sort((a, b) => a - b)
      .slice(0, -1)
      .map((row) => {
        const c = centreOf(grid.layout, { col, row });
        return { x: c.x, y: c.y + 0.5 };
      });
  const scored = sides(westCol).flatMap((west) =>
    sides(eastCol).map((east) => {
      const line = { west, east };
      const boundary = boundaryOf(grid, line, armies);
      return {
        line,
        wrong: misplaced(grid, boundary, units),
        excess: trainExcess(grid, boundary, trains, boxes).length > 0,
        tilt: Math.abs(east.y - west.y),
      };
    }),
  );
  const lawful = scored.some((s) => !s.excess) ? scored.filter((s) => !s.excess) : scored;
  return lawful
    .sort((a, b) => a.wrong - b.wrong || a.tilt - b.tilt || a.line.west.y - b.line.west.y)
    .slice(0, count)
    .map((s) => s.line);
}
