import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Lang } from '../engine/core/localized.js';
import { parseColumnRow } from '../engine/core/map/hex.js';
import type { HexMapData, Pack, PointMapData } from '../engine/core/pack.js';
import { clamp, hexCentre, hexCorners, hexHalfExtent, type Point, type Rect } from './geometry.js';
import { layoutBottom, layoutRight, legendGroups, type LegendGroup, type LegendLayout } from './legend.js';
import type { Palette } from './palette.js';

/**
 * Where everything goes on a picture of a given size: the title bar, the schematic banner, the legend (right of
 * the map or under it, whichever leaves the map larger), and every place of the map in pixels, with the sizes of
 * hexes, counters and lettering that follow from the map's scale. Computed once per pack, size and language.
 */

export interface PlaceGeometry {
  readonly kind: 'hex' | 'space' | 'box';
  readonly id: string;
  readonly centre: Point;
  /** A hex's six corners, or a space's or box's four. */
  readonly outline: readonly Point[];
  readonly rect?: Rect;
}

export interface MapPlan {
  readonly width: number;
  readonly height: number;
  /** Scale of the furniture (title, legend) against a 1600×1200 picture. */
  readonly ui: number;
  readonly title: Rect;
  readonly banner?: Rect;
  readonly legend: LegendLayout;
  readonly map: Rect;
  readonly kind: 'hex' | 'points';
  readonly orientation: 'flat' | 'pointy';
  readonly places: ReadonlyMap<string, PlaceGeometry>;
  /** Hex radius (centre to corner); on a point map, half a space's side. */
  readonly radius: number;
  /** Side of a counter. */
  readonly counter: number;
  /** Diameter of a marker token. */
  readonly marker: number;
  readonly fonts: {
    readonly hexNumber: number;
    readonly placeName: number;
    readonly title: number;
    readonly banner: number;
    readonly boxHeader: number;
  };
}

export function hexOffsetOf(map: HexMapData, hex: HexMapData['hexes'][number]): { col: number; row: number } {
  if (map.numbering === 'column-row') return parseColumnRow(hex.id) ?? { col: 0, row: 0 };
  return { col: hex.col ?? 0, row: hex.row ?? 0 };
}

/** A window of a hex map's columns and rows (inclusive), when the picture shows only part of the map. */
export interface Viewport {
  readonly cols: readonly [number, number];
  readonly rows: readonly [number, number];
}

const VIEW_MARGIN = 2;
const VIEW_SNAP = 4;
const VIEW_MIN = { cols: 12, rows: 9 };

/**
 * The part of a big hex map worth showing: every place in `focus` (the pieces and the last action) with two
 * hexes round them, snapped outward to blocks of four columns and rows so that a picture after a small move
 * keeps the same window (and its cached map). Undefined when the window would be most of the map anyway.
 */
const offsetsOf = new WeakMap<HexMapData, { byId: Map<string, { col: number; row: number }>; full: Viewport }>();

export function hexViewport(map: HexMapData, focus: Iterable<string>): Viewport | undefined {
  let known = offsetsOf.get(map);
  if (!known) {
    const byId = new Map(map.hexes.map((h) => [h.id, hexOffsetOf(map, h)]));
    let [c0, c1, r0, r1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const o of byId.values())
      [c0, c1, r0, r1] = [Math.min(c0, o.col), Math.max(c1, o.col), Math.min(r0, o.row), Math.max(r1, o.row)];
    known = { byId, full: { cols: [c0, c1], rows: [r0, r1] } };
    offsetsOf.set(map, known);
  }
  const { byId, full } = known;
  const wanted = [...focus].map((id) => byId.get(id)).filter((o) => o !== undefined);
  if (wanted.length === 0) return undefined;
  const range = (values: number[], [lo, hi]: readonly [number, number], min: number): [number, number] => {
    let a = Math.floor((Math.min(...values) - VIEW_MARGIN - lo) / VIEW_SNAP) * VIEW_SNAP + lo;
    let b = Math.ceil((Math.max(...values) + VIEW_MARGIN - lo + 1) / VIEW_SNAP) * VIEW_SNAP + lo - 1;
    while (b - a + 1 < min && (a > lo || b < hi)) [a, b] = [a - 1, b + 1];
    return [Math.max(lo, a), Math.min(hi, b)];
  };
  const cols = range(
    wanted.map((o) => o.col),
    full.cols,
    VIEW_MIN.cols,
  );
  const rows = range(
    wanted.map((o) => o.row),
    full.rows,
    VIEW_MIN.rows,
  );
  const span = (r: readonly [number, number]) => r[1] - r[0] + 1;
  if (span(cols) * span(rows) >= 0.7 * span(full.cols) * span(full.rows)) return undefined;
  return { cols, rows };
}

export function planMap(
  ctx: SKRSContext2D,
  pack: Pack,
  palette: Palette,
  lang: Lang,
  width: number,
  height: number,
  viewport?: Viewport,
  /** Legend groups for what this picture alone shows (supply.ts: the supply warnings, a shade). */
  extraLegend: readonly LegendGroup[] = [],
): MapPlan {
  const ui = Math.min(width / 1600, height / 1200);
  const titleH = Math.round(clamp(60 * ui, 30, 96));
  const title: Rect = { x: 0, y: 0, w: width, h: titleH };
  const schematic = pack.provenance.kind === 'schematic';
  const bannerH = Math.round(clamp(32 * ui, 18, 48));
  const banner: Rect | undefined = schematic ? { x: 0, y: titleH, w: width, h: bannerH } : undefined;
  const top = titleH + (banner ? bannerH : 0);
  const body: Rect = { x: 0, y: top, w: width, h: height - top };
  const margin = Math.round(Math.max(6, 14 * ui));

  const groups = [...legendGroups(pack, palette, lang), ...extraLegend];
  const basePx = Math.round(clamp(16 * ui, 11, 24));
  const minPx = Math.max(9, Math.round(basePx * 0.7));
  const right = layoutRight(ctx, groups, body, Math.round(width * 0.3), basePx, minPx);
  const bottom = layoutBottom(ctx, groups, body, basePx);
  const rightArea: Rect = { x: 0, y: top, w: width - right.rect.w, h: body.h };
  const bottomArea: Rect = { x: 0, y: top, w: width, h: body.h - bottom.rect.h };
  const inner = (r: Rect): Rect => ({ x: r.x + margin, y: r.y + margin, w: r.w - 2 * margin, h: r.h - 2 * margin });
  const map = pack.map;
  const shown = map.kind === 'hex' ? hexesIn(map, viewport) : [];
  const scaleIn = (r: Rect) =>
    map.kind === 'hex' ? hexFit(map, shown, inner(r)).radius : pointFit(map, inner(r)).scale;
  const useRight = scaleIn(rightArea) >= scaleIn(bottomArea) * 0.98;
  const legend = useRight ? right : bottom;
  const mapRect = useRight ? rightArea : bottomArea;
  const furniture = {
    width,
    height,
    ui,
    title,
    ...(banner ? { banner } : {}),
    legend,
    map: mapRect,
    fonts: {
      title: Math.round(titleH * 0.4),
      banner: Math.round(bannerH * 0.56),
    },
  };
  return map.kind === 'hex'
    ? {
        ...furniture,
        ...planHexes(map, fillViewport(map, shown, viewport, inner(mapRect)), inner(mapRect), furniture.fonts),
      }
    : { ...furniture, ...planPoints(map, inner(mapRect), furniture.fonts) };
}

type MapPart = Pick<MapPlan, 'kind' | 'orientation' | 'places' | 'radius' | 'counter' | 'marker' | 'fonts'>;

function hexesIn(map: HexMapData, viewport: Viewport | undefined): HexMapData['hexes'] {
  if (!viewport) return map.hexes;
  return map.hexes.filter((h) => {
    const o = hexOffsetOf(map, h);
    return (
      o.col >= viewport.cols[0] && o.col <= viewport.cols[1] && o.row >= viewport.rows[0] && o.row <= viewport.rows[1]
    );
  });
}

/**
 * A window widened to fill the picture: once the window's scale is known, the columns or rows that fit in the
 * spare width or height are added (as many each side), so the picture shows more of the map at no loss of size.
 */
function fillViewport(
  map: HexMapData,
  shown: HexMapData['hexes'],
  viewport: Viewport | undefined,
  area: Rect,
): HexMapData['hexes'] {
  if (!viewport) return shown;
  const { radius } = hexFit(map, shown, area);
  const flat = map.layout.orientation === 'flat';
  const [colStep, rowStep] = flat ? [1.5, Math.sqrt(3)] : [Math.sqrt(3), 1.5];
  const fitCols = Math.floor((area.w / radius - (flat ? 0.5 : Math.sqrt(3) / 2)) / colStep);
  const fitRows = Math.floor((area.h / radius - (flat ? Math.sqrt(3) / 2 : 0.5)) / rowStep);
  const grow = (r: readonly [number, number], fit: number): [number, number] => {
    const extra = Math.max(0, fit - (r[1] - r[0] + 1));
    return [r[0] - Math.floor(extra / 2), r[1] + Math.ceil(extra / 2)];
  };
  return hexesIn(map, { cols: grow(viewport.cols, fitCols), rows: grow(viewport.rows, fitRows) });
}

function hexFit(
  map: HexMapData,
  hexes: HexMapData['hexes'],
  area: Rect,
): { radius: number; origin: Point; units: Map<string, Point> } {
  const units = new Map<string, Point>();
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const hex of hexes) {
    const p = hexCentre(map.layout, hexOffsetOf(map, hex));
    units.set(hex.id, p);
    [x0, y0, x1, y1] = [Math.min(x0, p.x), Math.min(y0, p.y), Math.max(x1, p.x), Math.max(y1, p.y)];
  }
  const { hx, hy } = hexHalfExtent(map.layout.orientation);
  const bw = x1 - x0 + 2 * hx;
  const bh = y1 - y0 + 2 * hy;
  const radius = Math.max(1, Math.min(area.w / bw, area.h / bh));
  const origin = {
    x: area.x + (area.w - bw * radius) / 2 + (hx - x0) * radius,
    y: area.y + (area.h - bh * radius) / 2 + (hy - y0) * radius,
  };
  return { radius, origin, units };
}

function planHexes(
  map: HexMapData,
  hexes: HexMapData['hexes'],
  area: Rect,
  base: { title: number; banner: number },
): MapPart {
  const { radius, origin, units } = hexFit(map, hexes, area);
  const places = new Map<string, PlaceGeometry>();
  for (const [id, u] of units) {
    const centre = { x: origin.x + u.x * radius, y: origin.y + u.y * radius };
    places.set(id, { kind: 'hex', id, centre, outline: hexCorners(centre, radius, map.layout.orientation) });
  }
  const counter = Math.round(clamp(radius * (map.layout.orientation === 'flat' ? 1.08 : 1.02), 12, 120));
  return {
    kind: 'hex',
    orientation: map.layout.orientation,
    places,
    radius,
    counter,
    marker: Math.round(Math.max(9, counter * 0.42)),
    fonts: {
      ...base,
      hexNumber: Math.round(clamp(radius * 0.3, 7, 22)),
      placeName: Math.round(clamp(radius * 0.24, 7, 18)),
      boxHeader: Math.round(clamp(radius * 0.3, 9, 20)),
    },
  };
}

function pointFit(map: PointMapData, area: Rect): { scale: number; origin: Point } {
  const scale = Math.min(area.w / map.width, area.h / map.height);
  return {
    scale,
    origin: { x: area.x + (area.w - map.width * scale) / 2, y: area.y + (area.h - map.height * scale) / 2 },
  };
}

/** The counter size a point map's spacing allows: a little over half the typical gap between neighbours. */
function pointCounter(map: PointMapData, scale: number, area: Rect): number {
  const pts = map.spaces.map((s) => ({ x: s.x * scale, y: s.y * scale }));
  const nearest = pts.map((p, i) =>
    pts.reduce((best, q, j) => (i === j ? best : Math.min(best, Math.hypot(p.x - q.x, p.y - q.y))), Infinity),
  );
  nearest.sort((a, b) => a - b);
  const typical = nearest[Math.floor(nearest.length * 0.2)] ?? Infinity;
  const cap = Math.min(area.w, area.h) * 0.12;
  return Math.round(clamp(Number.isFinite(typical) ? typical * 0.6 : cap, 14, Math.min(96, cap)));
}

function planPoints(map: PointMapData, area: Rect, base: { title: number; banner: number }): MapPart {
  // Fit once to learn the counter size, then again leaving room for the spaces' boxes and names at the edges.
  const first = pointFit(map, area);
  const counter0 = pointCounter(map, first.scale, area);
  const half0 = counter0 * 0.68;
  const name0 = clamp(counter0 * 0.24, 9, 16);
  const shrunk: Rect = {
    x: area.x + half0,
    y: area.y + half0 + name0 * 1.3,
    w: area.w - 2 * half0,
    h: area.h - 2 * half0 - name0 * 1.3,
  };
  const { scale, origin } = pointFit(map, shrunk);
  const counter = pointCounter(map, scale, area);
  const half = Math.round(counter * 0.68);
  const places = new Map<string, PlaceGeometry>();
  for (const s of map.spaces) {
    const centre = { x: origin.x + s.x * scale, y: origin.y + s.y * scale };
    const rect = { x: centre.x - half, y: centre.y - half, w: 2 * half, h: 2 * half };
    places.set(s.id, { kind: 'space', id: s.id, centre, rect, outline: corners(rect) });
  }
  for (const b of map.boxes) {
    const rect = { x: origin.x + b.x * scale, y: origin.y + b.y * scale, w: b.w * scale, h: b.h * scale };
    places.set(b.id, {
      kind: 'box',
      id: b.id,
      centre: { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 },
      rect,
      outline: corners(rect),
    });
  }
  return {
    kind: 'points',
    orientation: 'flat',
    places,
    radius: half,
    counter,
    marker: Math.round(Math.max(9, counter * 0.42)),
    fonts: {
      ...base,
      hexNumber: Math.round(clamp(counter * 0.24, 7, 16)),
      placeName: Math.round(clamp(counter * 0.24, 9, 16)),
      boxHeader: Math.round(clamp(counter * 0.24, 9, 16)),
    },
  };
}

function corners(r: Rect): Point[] {
  return [
    { x: r.x, y: r.y },
    { x: r.x + r.w, y: r.y },
    { x: r.x + r.w, y: r.y + r.h },
    { x: r.x, y: r.y + r.h },
  ];
}
