import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from './geometry.js';

/**
 * What just happened, drawn over the map: movement arrows (amber, from a dashed ring where the unit stood),
 * the combat hex or space ringed in red with crossed swords, and a loss badge where steps or units were lost.
 */

type Ctx = SKRSContext2D;

export const MOVE_COLOUR = '#ff9f1c';
export const COMBAT_COLOUR = '#d7263d';
export const LOSS_COLOUR = '#8f1021';

/** An arrow from `a` to `b` of shaft width `w`, with a dark casing so it reads on any terrain. */
export function drawArrow(ctx: Ctx, a: Point, b: Point, w: number): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 1) return;
  const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
  const head = Math.min(len * 0.6, w * 3.2);
  const neck = { x: b.x - ux * head, y: b.y - uy * head };
  const shape = () => {
    const hw = w * 1.5;
    ctx.beginPath();
    ctx.moveTo(a.x + uy * (w / 2), a.y - ux * (w / 2));
    ctx.lineTo(neck.x + uy * (w / 2), neck.y - ux * (w / 2));
    ctx.lineTo(neck.x + uy * hw, neck.y - ux * hw);
    ctx.lineTo(b.x, b.y);
    ctx.lineTo(neck.x - uy * hw, neck.y + ux * hw);
    ctx.lineTo(neck.x - uy * (w / 2), neck.y + ux * (w / 2));
    ctx.lineTo(a.x - uy * (w / 2), a.y + ux * (w / 2));
    ctx.closePath();
  };
  ctx.save();
  ctx.lineJoin = 'round';
  shape();
  ctx.lineWidth = Math.max(2, w * 0.45);
  ctx.strokeStyle = 'rgba(20,20,20,0.85)';
  ctx.stroke();
  ctx.fillStyle = MOVE_COLOUR;
  ctx.fill();
  ctx.restore();
}

/** The dashed ring left where a moved unit stood. */
export function drawOrigin(ctx: Ctx, c: Point, r: number, w: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.lineWidth = w + 2;
  ctx.strokeStyle = 'rgba(20,20,20,0.6)';
  ctx.setLineDash([w * 1.6, w * 1.2]);
  ctx.stroke();
  ctx.lineWidth = w;
  ctx.strokeStyle = MOVE_COLOUR;
  ctx.stroke();
  ctx.restore();
}

/** Rings a place's outline (a hex's corners or a box's four) in combat red over a white halo. */
export function drawCombatOutline(ctx: Ctx, corners: readonly Point[], w: number): void {
  ctx.save();
  ctx.beginPath();
  corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = w + Math.max(3, w * 0.8);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = w;
  ctx.strokeStyle = COMBAT_COLOUR;
  ctx.stroke();
  ctx.restore();
}

/** A red disc with crossed swords, radius `r`. */
export function drawCombatBadge(ctx: Ctx, c: Point, r: number): void {
  ctx.save();
  disc(ctx, c, r, COMBAT_COLOUR);
  ctx.strokeStyle = '#ffffff';
  ctx.lineCap = 'round';
  const k = r * 0.55;
  for (const sign of [1, -1]) {
    ctx.lineWidth = Math.max(1.2, r * 0.16);
    ctx.beginPath();
    ctx.moveTo(c.x - k * sign, c.y + k);
    ctx.lineTo(c.x + k * sign, c.y - k);
    ctx.stroke();
    // hilt
    ctx.lineWidth = Math.max(1, r * 0.12);
    ctx.beginPath();
    const hx = c.x - k * 0.55 * sign;
    const hy = c.y + k * 0.55;
    ctx.moveTo(hx - r * 0.22, hy - r * 0.22 * sign * sign);
    ctx.lineTo(hx + r * 0.22, hy + r * 0.22);
    ctx.stroke();
  }
  ctx.restore();
}

/** A white disc ringed in dark red with a red bar: a step or a unit lost here. */
export function drawLossBadge(ctx: Ctx, c: Point, r: number): void {
  ctx.save();
  disc(ctx, c, r, '#ffffff', LOSS_COLOUR);
  ctx.fillStyle = LOSS_COLOUR;
  ctx.fillRect(c.x - r * 0.55, c.y - r * 0.16, r * 1.1, r * 0.32);
  ctx.restore();
}

/** The number of units in a stack, on a dark disc. */
export function drawCountBadge(ctx: Ctx, c: Point, r: number, n: number, fontSpec: (px: number) => string): void {
  ctx.save();
  disc(ctx, c, r, '#1d1d1d');
  ctx.fillStyle = '#ffffff';
  const px = n >= 10 ? r * 1.15 : r * 1.4;
  ctx.font = fontSpec(px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(String(n), c.x, c.y + px * 0.36);
  ctx.restore();
}

function disc(ctx: Ctx, c: Point, r: number, fill: string, edge = '#ffffff'): void {
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = edge;
  ctx.stroke();
}
