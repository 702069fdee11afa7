import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Highlights } from '../engine/core/game.js';
import type { Point } from './geometry.js';
import { drawArrow, drawCombatBadge, drawCombatOutline, drawLossBadge, drawOrigin } from './highlights.js';
import type { MapPlan, PlaceGeometry } from './layout.js';
import type { PieceLayout } from './pieces.js';

/** The last action over the map: combat rings and arrows under the counters, badges over them. */

type Ctx = SKRSContext2D;

export function drawHighlightsUnder(ctx: Ctx, plan: MapPlan, highlights: Highlights, pieces: PieceLayout): void {
  const unit = plan.kind === 'hex' ? plan.radius : plan.counter * 0.9;
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
