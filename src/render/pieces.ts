import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardPiece } from '../engine/core/game.js';
import type { Pack } from '../engine/core/pack.js';
import { drawCounter, drawMarker, spritePad, type CounterLook, type SpriteCache } from './counters.js';
import { font } from './fonts.js';
import type { Point } from './geometry.js';
import { hexAnchors } from './hexmap.js';
import { drawCountBadge } from './highlights.js';
import type { MapPlan, PlaceGeometry } from './layout.js';
import type { Palette } from './palette.js';

/**
 * Where each piece stands in the picture: units of a hex or space fanned into a stack (up to four showing, the
 * count on a badge), face-down units at the bottom; units in an off-map box set out in rows; markers as small
 * tokens beside the stack.
 */

type Ctx = SKRSContext2D;

export interface PlacedCounter {
  readonly piece: BoardPiece;
  readonly look: CounterLook;
  /** Top-left corner and side. */
  readonly x: number;
  readonly y: number;
  readonly s: number;
}

export interface PlacedBadge {
  readonly at: Point;
  readonly r: number;
  readonly count: number;
}

export interface PlacedMarker {
  readonly piece: BoardPiece;
  readonly colour: string;
  readonly symbol: string;
  readonly centre: Point;
  readonly d: number;
}

export interface PieceLayout {
  readonly counters: readonly PlacedCounter[];
  readonly badges: readonly PlacedBadge[];
  readonly markers: readonly PlacedMarker[];
  /** The stack footprint per place, for arrows that must stop at its edge. */
  readonly footprint: ReadonlyMap<string, number>;
  /** Pieces standing on no place of this map (drawn nowhere; the alt text still counts them). */
  readonly unplaced: readonly BoardPiece[];
}

const SHOWN_IN_STACK = 4;

export function lookOf(piece: BoardPiece, palette: Palette): CounterLook {
  return {
    colour: palette.counterColour(piece.side, piece.nation),
    type: piece.hidden ? 'marker' : piece.type,
    ...(piece.size && !piece.hidden ? { size: piece.size } : {}),
    label: piece.hidden ? '' : counterLabel(piece),
    values: piece.hidden ? [] : piece.values,
    reduced: !piece.hidden && piece.reduced === true,
    disordered: !piece.hidden && piece.disordered === true,
    hidden: piece.hidden === true,
    ...(piece.facing !== undefined && !piece.hidden ? { facing: piece.facing } : {}),
  };
}

/**
 * The name a counter prints: the unit's name without a leading nation code (`GE 1st Army` → `1st Army`), since
 * the counter's colour already says the nation and the short name reads larger.
 */
export function counterLabel(piece: BoardPiece): string {
  const prefix = piece.nation ? `${piece.nation.toUpperCase()} ` : undefined;
  return prefix && piece.label.startsWith(prefix) && piece.label.length > prefix.length
    ? piece.label.slice(prefix.length)
    : piece.label;
}

export function layoutPieces(plan: MapPlan, pieces: readonly BoardPiece[], pack: Pack, palette: Palette): PieceLayout {
  const byPlace = new Map<string, { units: BoardPiece[]; markers: BoardPiece[] }>();
  const unplaced: BoardPiece[] = [];
  for (const piece of pieces) {
    if (!plan.places.has(piece.at)) {
      unplaced.push(piece);
      continue;
    }
    let here = byPlace.get(piece.at);
    if (!here) byPlace.set(piece.at, (here = { units: [], markers: [] }));
    (piece.marker ? here.markers : here.units).push(piece);
  }
  const kinds = pack.markers;
  const markerKind = (p: BoardPiece) =>
    kinds.find((k) => k.id === p.nation) ??
    kinds.find((k) => k.id === p.type) ??
    kinds.find((k) => k.id === p.id) ??
    kinds.find((k) => k.symbol === p.label);
  const counters: PlacedCounter[] = [];
  const badges: PlacedBadge[] = [];
  const markers: PlacedMarker[] = [];
  const footprint = new Map<string, number>();
  const S = plan.counter;
  for (const [at, here] of byPlace) {
    const place = plan.places.get(at)!;
    const units = [...here.units.filter((u) => u.hidden), ...here.units.filter((u) => !u.hidden)];
    const markerPieces = here.markers.map((m) => {
      const kind = markerKind(m);
      return { piece: m, colour: kind?.color ?? '#3a3a3a', symbol: kind?.symbol ?? m.label.slice(0, 3) };
    });
    if (place.kind === 'box') {
      layoutBox(place, units, markerPieces, S, palette, counters, badges, markers);
      continue;
    }
    if (units.length > 0) {
      const shown = units.slice(-SHOWN_IN_STACK);
      const d = Math.max(2, Math.round(S * 0.09));
      const centre =
        place.kind === 'hex' ? { x: place.centre.x, y: place.centre.y + plan.radius * 0.04 } : place.centre;
      const k = shown.length;
      shown.forEach((piece, i) => {
        const shift = (i - (k - 1) / 2) * d;
        counters.push({
          piece,
          look: lookOf(piece, palette),
          x: Math.round(centre.x - S / 2 + shift),
          y: Math.round(centre.y - S / 2 - shift),
          s: S,
        });
      });
      if (units.length > 1) {
        const top = counters[counters.length - 1]!;
        badges.push({
          at: { x: top.x + S * 0.98, y: top.y + S * 0.02 },
          r: Math.max(6, S * 0.19),
          count: units.length,
        });
      }
      footprint.set(at, S * 0.62 + (k - 1) * d * 0.7);
    }
    const d = plan.marker;
    markerPieces.forEach((m, i) => {
      let centre: Point;
      if (place.kind === 'hex') {
        const a = hexAnchors(plan.orientation).markers;
        const row = Math.min(i, 1);
        const extra = Math.max(0, i - 1);
        centre = {
          x: place.centre.x + a.x * plan.radius - extra * d * 0.25,
          y: place.centre.y + (a.y + row * 0.46) * plan.radius + extra * d * 0.25,
        };
      } else {
        const r = place.rect!;
        centre = { x: r.x, y: r.y + d * 0.45 + i * d * 0.8 };
      }
      markers.push({ ...m, centre, d });
    });
  }
  return { counters, badges, markers, footprint, unplaced };
}

function layoutBox(
  place: PlaceGeometry,
  units: readonly BoardPiece[],
  markerPieces: readonly { piece: BoardPiece; colour: string; symbol: string }[],
  S: number,
  palette: Palette,
  counters: PlacedCounter[],
  badges: PlacedBadge[],
  markers: PlacedMarker[],
): void {
  const r = place.rect!;
  const header = Math.max(12, Math.min(S * 0.45, r.h * 0.25));
  const area = { x: r.x + 4, y: r.y + header + 4, w: r.w - 8, h: r.h - header - 8 };
  const items = units.length + markerPieces.length;
  // The largest counter (up to the map's) that lays every item out in rows inside the box.
  let s = S;
  const fits = (size: number) => {
    const cell = size * 1.12;
    const cols = Math.max(1, Math.floor(area.w / cell));
    return Math.ceil(items / cols) * cell <= area.h;
  };
  while (s > Math.max(10, S * 0.5) && !fits(s)) s--;
  s = Math.round(s);
  const cell = s * 1.12;
  const cols = Math.max(1, Math.floor(area.w / cell));
  const rows = Math.max(1, Math.floor(area.h / cell));
  const capacity = cols * rows;
  const overflow = items > capacity ? items - capacity + 1 : 0;
  const slot = (i: number) => ({
    x: Math.round(area.x + (i % cols) * cell),
    y: Math.round(area.y + Math.floor(i / cols) * cell),
  });
  let i = 0;
  for (const piece of units) {
    if (overflow && i >= capacity - 1) break;
    const p = slot(i++);
    counters.push({ piece, look: lookOf(piece, palette), x: p.x, y: p.y, s });
  }
  for (const m of markerPieces) {
    if (overflow && i >= capacity - 1) break;
    const p = slot(i++);
    markers.push({ ...m, centre: { x: p.x + s / 2, y: p.y + s / 2 }, d: Math.round(s * 0.7) });
  }
  if (overflow) {
    const p = slot(capacity - 1);
    badges.push({ at: { x: p.x + s / 2, y: p.y + s / 2 }, r: s * 0.35, count: overflow });
  }
}

/** Stamps the counters (from sprites when a cache is given, else drawn afresh), the count badges and markers. */
export function drawPieces(ctx: Ctx, layout: PieceLayout, sprites: SpriteCache | undefined): void {
  for (const c of layout.counters) {
    if (sprites) {
      const pad = spritePad(c.s);
      ctx.drawImage(sprites.counter(c.look, c.s), c.x - pad, c.y - pad);
    } else drawCounter(ctx, c.look, c.x, c.y, c.s);
  }
  for (const b of layout.badges) drawCountBadge(ctx, b.at, b.r, b.count, (px) => font('bold', px));
  for (const m of layout.markers) {
    if (sprites) {
      const pad = spritePad(m.d);
      ctx.drawImage(
        sprites.marker(m.colour, m.symbol, m.d),
        Math.round(m.centre.x - m.d / 2 - pad),
        Math.round(m.centre.y - m.d / 2 - pad),
      );
    } else
      drawMarker(
        ctx,
        m.colour,
        m.symbol,
        Math.round(m.centre.x - m.d / 2) + m.d / 2,
        Math.round(m.centre.y - m.d / 2) + m.d / 2,
        m.d,
      );
  }
}
