import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Highlights } from '../engine/core/game.js';
import type { Point } from './geometry.js';
import { drawArrow, drawCombatBadge, drawCombatOutline, drawLossBadge, drawOrigin } from './highlights.js';
import type { MapPlan, PlaceGeometry } from './layout.js';
import { spritePad } from './counters.js';
import type { PieceLayout } from './pieces.js';
import { drawSupplyOver, drawSupplyUnder } from './supply.js';

/** The last action over the map: combat rings and arrows under the counters, badges over them. */

type Ctx = SKRSContext2D;

export function drawHighlightsUnder(ctx: Ctx, plan: MapPlan, highlights: Highlights, pieces: PieceLayout): void {
  const unit = plan.kind === 'hex' ? plan.radius : plan.counter * 0.9;
  drawSupplyUnder(ctx, plan, highlights);
  for (const at of highlights.combat ?? []) {
    const place = plan.places.get(at);
    if (place) drawCombatOutline(ctx, place.outline, Math.max(3, unit * 0.09));
  }
  const w = Math.max(3, unit * 0.13);
  for (const move of highlights.moves ?? []) {
    const from = plan.places.get(move.from);
    const to = plan.places.get(move.to);
    if (!from || !to || from === to) continue;
    const ring = unit * 0.42;
    drawOrigin(ctx, from.centre, ring, Math.max(2, w * 0.45));
    const a = from.centre;
    const b = to.centre;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    const stop = Math.min(len * 0.45, (pieces.footprint.get(move.to) ?? unit * 0.3) + w * 0.4);
    const start = Math.min(len * 0.3, ring + w * 0.3);
    drawArrow(ctx, { x: a.x + ux * start, y: a.y + uy * start }, { x: b.x - ux * stop, y: b.y - uy * stop }, w);
  }
}

export function drawHighlightsOver(ctx: Ctx, plan: MapPlan, highlights: Highlights): void {
  const r = Math.max(7, (plan.kind === 'hex' ? plan.radius : plan.counter * 0.9) * 0.2);
  drawSupplyOver(ctx, plan, highlights);
  for (const at of highlights.combat ?? []) {
    const place = plan.places.get(at);
    if (place) drawCombatBadge(ctx, corner(plan, place, 1), r);
  }
  for (const at of highlights.losses ?? []) {
    const place = plan.places.get(at);
    if (place) drawLossBadge(ctx, corner(plan, place, -1), r);
  }
}

/**
 * The lower right (side 1, combat) or lower left (side -1, losses) of a place: clear of the hex number, the
 * stack's count badge and the markers, which all sit higher.
 */
function corner(plan: MapPlan, place: PlaceGeometry, side: 1 | -1): Point {
  if (place.kind === 'hex') {
    const [dx, dy] = plan.orientation === 'flat' ? [0.7, 0.52] : [0.6, 0.56];
    return { x: place.centre.x + side * dx * plan.radius, y: place.centre.y + dy * plan.radius };
  }
  const rect = place.rect!;
  return { x: side === 1 ? rect.x + rect.w : rect.x, y: rect.y + rect.h };
}

// ---------------------------------------------------------------------------------------------------------------
// The rows a picture draws pieces and highlights on, so the next picture restores only those from the static map.
// Every extent is generous (strokes, shadows, halos, a few pixels more): a row restored needlessly costs little,
// a row missed would leave a ghost.

/** Rows [from, to) of the picture. */
export type Band = readonly [number, number];

const SLACK = 4;

export function piecesRows(pieces: PieceLayout): Band[] {
  const rows: Band[] = [];
  for (const c of pieces.counters) {
    const pad = spritePad(c.s);
    rows.push([c.y - pad - SLACK, c.y + c.s + pad + SLACK]);
  }
  for (const b of pieces.badges) rows.push([b.at.y - b.r * 1.3 - SLACK, b.at.y + b.r * 1.3 + SLACK]);
  for (const m of pieces.markers) {
    const reach = m.d / 2 + spritePad(m.d) + SLACK;
    rows.push([m.centre.y - reach, m.centre.y + reach]);
  }
  return rows;
}

export function highlightRows(plan: MapPlan, highlights: Highlights): Band[] {
  const unit = plan.kind === 'hex' ? plan.radius : plan.counter * 0.9;
  const rows: Band[] = [];
  const around = (ys: readonly number[], reach: number) =>
    rows.push([Math.min(...ys) - reach - SLACK, Math.max(...ys) + reach + SLACK]);
  const badge = Math.max(7, unit * 0.2) * 1.3;
  for (const at of [...(highlights.combat ?? []), ...(highlights.losses ?? [])]) {
    const place = plan.places.get(at);
    if (!place) continue;
    const w = Math.max(3, unit * 0.09);
    around(
      place.outline.map((p) => p.y),
      w + Math.max(3, w * 0.8) + badge,
    );
  }
  const w = Math.max(3, unit * 0.13);
  for (const move of highlights.moves ?? []) {
    const from = plan.places.get(move.from);
    const to = plan.places.get(move.to);
    if (!from || !to) continue;
    around([from.centre.y, to.centre.y], Math.max(unit * 0.42 + w, w * 2.5));
  }
  return rows;
}

/** Sorted, merged, whole-pixel bands clamped to [top, bottom). */
export function mergeBands(bands: readonly Band[], top: number, bottom: number): Band[] {
  const sorted = bands
    .map(([a, b]): Band => [Math.max(top, Math.floor(a)), Math.min(bottom, Math.ceil(b))])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
