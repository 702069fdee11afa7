/**
 * Hex grids as wargames print them: every hex has the number printed on the map (four-digit column-row
 * `CCRR` on most maps, or a listed number such as Grand Illusion's 1–107), offset coordinates (column, row)
 * in one of the four layouts, and hexsides that can carry features (river, bridge, road, rail, impassable...).
 */

export type Orientation = 'flat' | 'pointy';
/** Which columns (flat-topped) or rows (pointy-topped) are shoved half a hex down or right. */
export type Stagger = 'odd' | 'even';

export interface HexLayout {
  readonly orientation: Orientation;
  readonly stagger: Stagger;
}

export interface Offset {
  readonly col: number;
  readonly row: number;
}

interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

const CUBE_DIRECTIONS: readonly Cube[] = [
  { x: 1, y: -1, z: 0 },
  { x: 1, y: 0, z: -1 },
  { x: 0, y: 1, z: -1 },
  { x: -1, y: 1, z: 0 },
  { x: -1, y: 0, z: 1 },
  { x: 0, y: -1, z: 1 },
];

export function toCube(layout: HexLayout, { col, row }: Offset): Cube {
  const shove = layout.stagger === 'odd' ? -1 : 1;
  if (layout.orientation === 'flat') {
    const x = col;
    const z = row - (col + shove * (col & 1)) / 2;
    return { x, y: -x - z, z };
  }
  const x = col - (row + shove * (row & 1)) / 2;
  const z = row;
  return { x, y: -x - z, z };
}

export function fromCube(layout: HexLayout, { x, z }: Cube): Offset {
  const shove = layout.stagger === 'odd' ? -1 : 1;
  if (layout.orientation === 'flat') return { col: x, row: z + (x + shove * (x & 1)) / 2 };
  return { col: x + (z + shove * (z & 1)) / 2, row: z };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));
}

function cubeRound(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return { x: rx + 0, y: ry + 0, z: rz + 0 };
}

/** Parses a CCRR number: `0412` is column 4, row 12. */
export function parseColumnRow(id: string): Offset | undefined {
  if (!/^\d{4}$/.test(id)) return undefined;
  return { col: Number(id.slice(0, 2)), row: Number(id.slice(2)) };
}

export function hexsideKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export interface HexSpec {
  readonly id: string;
  readonly col: number;
  readonly row: number;
}

export class HexGrid {
  private readonly byId = new Map<string, Offset>();
  private readonly byOffset = new Map<string, string>();
  private readonly sides = new Map<string, readonly string[]>();
  /** Each hex's neighbours, computed once (the rules ask for them at every step of every search). */
  private readonly adjacentCache = new Map<string, readonly string[]>();

  constructor(
    readonly layout: HexLayout,
    hexes: readonly HexSpec[],
    hexsides: readonly { readonly a: string; readonly b: string; readonly features: readonly string[] }[] = [],
  ) {
    for (const hex of hexes) {
      this.byId.set(hex.id, { col: hex.col, row: hex.row });
      this.byOffset.set(`${hex.col},${hex.row}`, hex.id);
    }
    for (const side of hexsides) this.sides.set(hexsideKey(side.a, side.b), side.features);
  }

  get size(): number {
    return this.byId.size;
  }

  ids(): IterableIterator<string> {
    return this.byId.keys();
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  offsetOf(id: string): Offset | undefined {
    return this.byId.get(id);
  }

  idAt(offset: Offset): string | undefined {
    return this.byOffset.get(`${offset.col},${offset.row}`);
  }

  /** The hexes adjacent to `id` that exist on this map, in direction order. */
  neighbours(id: string): string[] {
    return [...this.adjacentIds(id)];
  }

  adjacent(a: string, b: string): boolean {
    return this.adjacentIds(a).includes(b);
  }

  private adjacentIds(id: string): readonly string[] {
    const cached = this.adjacentCache.get(id);
    if (cached) return cached;
    const offset = this.byId.get(id);
    if (!offset) return [];
    const cube = toCube(this.layout, offset);
    const found: string[] = [];
    for (const d of CUBE_DIRECTIONS) {
      const next = this.idAt(fromCube(this.layout, { x: cube.x + d.x, y: cube.y + d.y, z: cube.z + d.z }));
      if (next !== undefined) found.push(next);
    }
    this.adjacentCache.set(id, found);
    return found;
  }

  distance(a: string, b: string): number {
    const oa = this.byId.get(a);
    const ob = this.byId.get(b);
    if (!oa || !ob) return Infinity;
    return cubeDistance(toCube(this.layout, oa), toCube(this.layout, ob));
  }

  /** The hexes a straight line from the centre of `a` to the centre of `b` passes through (both ends included). */
  line(a: string, b: string): string[] {
    const oa = this.byId.get(a);
    const ob = this.byId.get(b);
    if (!oa || !ob) return [];
    const ca = toCube(this.layout, oa);
    const cb = toCube(this.layout, ob);
    const n = cubeDistance(ca, cb);
    const result: string[] = [];
    for (let i = 0; i <= n; i++) {
      const t = n === 0 ? 0 : i / n;
      // A tiny nudge keeps a line along a hexside from flickering between its two hexes.
      const cube = cubeRound(
        ca.x + (cb.x - ca.x) * t + 1e-6,
        ca.y + (cb.y - ca.y) * t + 2e-6,
        ca.z + (cb.z - ca.z) * t - 3e-6,
      );
      const id = this.idAt(fromCube(this.layout, cube));
      if (id !== undefined && result[result.length - 1] !== id) result.push(id);
    }
    return result;
  }

  /** The features of the hexside between two adjacent hexes. */
  hexside(a: string, b: string): readonly string[] {
    return this.sides.get(hexsideKey(a, b)) ?? [];
  }
}
