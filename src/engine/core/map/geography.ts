import { HexGrid, type HexLayout, type Offset } from './hex.js';

/**
 * Laying a schematic map out by real geography: our own projection of each place's latitude and longitude onto a
 * hex grid (never traced from anyone's map art). Places become kilometres on a local plane, an affine fit carries
 * them onto the grid through anchor hexes the rulebook gives, and areas (woods, sea, a country) and lines (a
 * river, a border) become hexes and hexsides. Used by the built-in packs' generators; pure and deterministic.
 */

export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

export interface Planar {
  readonly x: number;
  readonly y: number;
}

const KM_PER_DEGREE = 111.2;
const SQRT3 = Math.sqrt(3);

/** Kilometres east (x) and north (y) of `origin` on a local equirectangular plane. */
export function kilometres(p: LatLon, origin: LatLon): Planar {
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  return { x: (p.lon - origin.lon) * KM_PER_DEGREE * cos, y: (p.lat - origin.lat) * KM_PER_DEGREE };
}

/**
 * A hex's centre in hex radii, as the renderer draws it: flat-topped maps stagger columns, pointy-topped rows;
 * `odd` shoves the odd ones half a hex down (or right). x grows rightwards, y downwards.
 */
export function hexCentre(layout: HexLayout, { col, row }: Offset): Planar {
  if (layout.orientation === 'flat') {
    const shoved = layout.stagger === 'odd' ? col & 1 : 1 - (col & 1);
    return { x: 1.5 * col, y: SQRT3 * (row + 0.5 * shoved) };
  }
  const shoved = layout.stagger === 'odd' ? row & 1 : 1 - (row & 1);
  return { x: SQRT3 * (col + 0.5 * shoved), y: 1.5 * row };
}

export type Affine = (p: Planar) => Planar;

/**
 * The least-squares affine map (scale, rotation and shear, per axis) carrying each `from` onto its `to`. Needs
 * three anchors not on one line; more average out the rulebook's own rounding.
 */
export function fitAffine(anchors: readonly { readonly from: Planar; readonly to: Planar }[]): Affine {
  if (anchors.length < 3) throw new Error('an affine fit needs at least three anchors');
  // Normal equations of [x y 1]·m = target, solved for both target axes at once.
  const ata = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const atx = [0, 0, 0];
  const aty = [0, 0, 0];
  for (const { from, to } of anchors) {
    const v = [from.x, from.y, 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) ata[i]![j]! += v[i]! * v[j]!;
      atx[i]! += v[i]! * to.x;
      aty[i]! += v[i]! * to.y;
    }
  }
  const mx = solve3(ata, atx);
  const my = solve3(ata, aty);
  return (p) => ({ x: mx[0] * p.x + mx[1] * p.y + mx[2], y: my[0] * p.x + my[1] * p.y + my[2] });
}

function solve3(m: readonly (readonly number[])[], b: readonly number[]): [number, number, number] {
  const det = (a: readonly (readonly number[])[]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-9) throw new Error('the anchors lie on one line');
  const column = (k: number) => m.map((row, i) => row.map((v, j) => (j === k ? b[i]! : v)));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}

/** The hex whose centre is nearest to `p` (ties go to the first in `centres`' order). */
export function nearestHex(centres: ReadonlyMap<string, Planar>, p: Planar): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const [id, c] of centres) {
    const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
    if (d < bestDistance) {
      best = id;
      bestDistance = d;
    }
  }
  if (best === undefined) throw new Error('no hexes to choose from');
  return best;
}

/** Whether `p` lies inside the polygon (even-odd rule). */
export function insidePolygon(p: Planar, polygon: readonly Planar[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function crosses(p1: Planar, p2: Planar, q1: Planar, q2: Planar): boolean {
  const side = (a: Planar, b: Planar, c: Planar) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = side(q1, q2, p1);
  const d2 = side(q1, q2, p2);
  const d3 = side(p1, p2, q1);
  const d4 = side(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * The hexsides a line runs along: every pair of adjacent hexes whose centre-to-centre segment the line crosses,
 * each pair once, in the order the line meets them.
 */
export function crossedHexsides(
  grid: HexGrid,
  centres: ReadonlyMap<string, Planar>,
  line: readonly Planar[],
): [string, string][] {
  const found: [string, string][] = [];
  const seen = new Set<string>();
  for (let k = 0; k + 1 < line.length; k++) {
    const q1 = line[k]!;
    const q2 = line[k + 1]!;
    const hits: { t: number; pair: [string, string] }[] = [];
    for (const id of grid.ids()) {
      const a = centres.get(id)!;
      for (const other of grid.neighbours(id)) {
        if (other < id) continue;
        const b = centres.get(other)!;
        if (!crosses(a, b, q1, q2)) continue;
        const key = `${id}|${other}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        hits.push({ t: (mid.x - q1.x) * (q2.x - q1.x) + (mid.y - q1.y) * (q2.y - q1.y), pair: [id, other] });
      }
    }
    hits.sort((u, v) => u.t - v.t);
    for (const h of hits) found.push(h.pair);
  }
  return found;
}

/** Points written `lat lon, lat lon, …` (degrees), as a generator lists a river or a coast. */
export function latLons(text: string): LatLon[] {
  return text.split(',').map((pair) => {
    const [lat, lon] = pair.trim().split(/\s+/).map(Number);
    if (lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon))
      throw new Error(`not a "lat lon" pair: ${pair}`);
    return { lat, lon };
  });
}

/** A grid of printed hexes with each one's centre, as `hexCentre` draws it. */
export function gridWithCentres(
  layout: HexLayout,
  hexes: readonly { readonly id: string; readonly col: number; readonly row: number }[],
): { grid: HexGrid; centres: Map<string, Planar> } {
  return {
    grid: new HexGrid(layout, hexes),
    centres: new Map(hexes.map((h) => [h.id, hexCentre(layout, h)])),
  };
}

/** Hexside features gathered pair by pair: each pair once (its ids in order), features in the order added. */
export class HexsideFeatures {
  private readonly sides = new Map<string, { a: string; b: string; features: string[] }>();

  add(a: string, b: string, feature: string): void {
    const [x, y] = a < b ? [a, b] : [b, a];
    const side = this.sides.get(`${x}|${y}`) ?? { a: x, b: y, features: [] };
    if (!side.features.includes(feature)) side.features.push(feature);
    this.sides.set(`${x}|${y}`, side);
  }

  /** Marks `feature` on every hexside between two hexes whose `key` differs (a border between states). */
  addBetween(grid: HexGrid, key: (id: string) => string | undefined, feature: string): void {
    for (const id of grid.ids())
      for (const other of grid.neighbours(id)) {
        const [p, q] = [key(id), key(other)];
        if (id < other && p !== undefined && q !== undefined && p !== q) this.add(id, other, feature);
      }
  }

  list(): { a: string; b: string; features: string[] }[] {
    return [...this.sides.values()];
  }
}
