import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Track } from '../engine/core/game.js';
import type { Lang } from '../engine/core/localized.js';
import { inkOn, lighten } from './colour.js';
import { roundRect } from './counters.js';
import { font } from './fonts.js';
import type { Rect } from './geometry.js';
import type { Palette } from './palette.js';

/**
 * The track panel: a strip along the bottom of the picture with the view's tracks (a game's VP track, turn record,
 * war status…) drawn as numbered scales, the markers standing on them as chips that print their name and value
 * (so a value reads at Discord's preview size even where a scale's numbers do not), and the scale's meaningful
 * stretches (an automatic victory end) coloured. Tracks are packed side by side, as many a row as fit.
 *
 * The layout depends only on the tracks' shapes (ids, labels, ranges) and the width, so it is computed once per
 * static layer; the markers and zones are drawn on every picture.
 */

export interface TrackSlot {
  readonly id: string;
  readonly labelX: number;
  readonly scaleX: number;
  readonly cell: number;
  readonly cells: number;
}

export interface TrackPanel {
  readonly rect: Rect;
  readonly px: number;
  readonly rows: readonly { readonly y: number; readonly h: number; readonly slots: readonly TrackSlot[] }[];
}

const BACKGROUND = '#f1ede2';
const INK = '#1e2a33';
const GRID = '#8a949c';
/** A marker without a side (the Combined War Status, the VP marker). */
const NEUTRAL_MARKER = '#7a4f1d';

/** What the layout depends on, for a cache key. */
export function trackShapes(tracks: readonly Track[] | undefined, lang: Lang): string {
  return JSON.stringify((tracks ?? []).map((t) => [t.id, t.label[lang], t.from, t.to]));
}

/** The rows' height for a font size. */
const rowHeight = (px: number) => Math.round(px * 2.7);

/**
 * The panel for `tracks` across `width` pixels at font size `px`, its top at `y` (undefined when there are no
 * tracks). A track needs its label and at least `px`×0.85 a cell; the tracks go in order into as few rows as
 * hold them, split where the widest row is narrowest, and each row shares its spare width among its tracks' cells.
 */
export function planTracks(
  ctx: SKRSContext2D,
  tracks: readonly Track[] | undefined,
  lang: Lang,
  width: number,
  y: number,
  px: number,
): TrackPanel | undefined {
  if (!tracks || tracks.length === 0) return undefined;
  const pad = Math.round(px * 0.6);
  const gap = Math.round(px * 1.2);
  const minCell = px * 0.85;
  ctx.font = font('bold', px);
  const needs = tracks.map((t) => {
    const labelW = Math.ceil(ctx.measureText(t.label[lang]).width + px * 0.5);
    const cells = Math.max(1, t.to - t.from + 1);
    return { id: t.id, labelW, cells, w: labelW + cells * minCell };
  });
  const room = width - 2 * pad;
  const packed = balancedRows(needs, room, gap);
  const h = rowHeight(px);
  const rows = packed.map((row, i) => {
    const fixed = row.reduce((sum, n) => sum + n.labelW, 0) + (row.length - 1) * gap;
    const cellsInRow = row.reduce((sum, n) => sum + n.cells, 0);
    // A short track next to a long one would get huge cells: a cell is at most 2.4 font sizes wide.
    const cell = Math.max(1, Math.min(px * 2.4, (room - fixed) / cellsInRow));
    let x = pad;
    const slots = row.map((n): TrackSlot => {
      const slot = { id: n.id, labelX: x, scaleX: x + n.labelW, cell, cells: n.cells };
      x += n.labelW + n.cells * cell + gap;
      return slot;
    });
    return { y: y + pad + i * h, h, slots };
  });
  return { rect: { x: 0, y, w: width, h: rows.length * h + 2 * pad }, px, rows };
}

/** The fewest rows (in order) that hold the tracks, the widest row as narrow as can be; a track too wide alone. */
function balancedRows<T extends { readonly w: number }>(needs: readonly T[], room: number, gap: number): T[][] {
  const width = (row: readonly T[]) => row.reduce((sum, n) => sum + n.w, 0) + (row.length - 1) * gap;
  // Every way of cutting the list into contiguous rows (a handful of tracks: 2^(n-1) ways at most).
  let best: { rows: T[][]; count: number; widest: number } | undefined;
  const cuts = 2 ** Math.max(0, needs.length - 1);
  for (let mask = 0; mask < cuts && needs.length > 0; mask++) {
    const rows: T[][] = [[needs[0]!]];
    for (let i = 1; i < needs.length; i++) {
      if (mask & (1 << (i - 1))) rows.push([needs[i]!]);
      else rows[rows.length - 1]!.push(needs[i]!);
    }
    if (rows.some((r) => r.length > 1 && width(r) > room)) continue;
    const widest = Math.max(...rows.map(width));
    if (!best || rows.length < best.count || (rows.length === best.count && widest < best.widest))
      best = { rows, count: rows.length, widest };
  }
  return best?.rows ?? [];
}

export function drawTracks(
  ctx: SKRSContext2D,
  panel: TrackPanel,
  tracks: readonly Track[],
  palette: Palette,
  lang: Lang,
): void {
  const { rect, px } = panel;
  const colourOf = (side: string | undefined) =>
    palette.sides.find((s) => s.id === side)?.colour ?? (side === undefined ? NEUTRAL_MARKER : GRID);
  ctx.save();
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  ctx.fillStyle = INK;
  ctx.fillRect(rect.x, rect.y, rect.w, Math.max(1, Math.round(px * 0.12)));
  ctx.textBaseline = 'middle';
  for (const row of panel.rows) {
    const chipH = Math.round(px * 1.2);
    const chipY = row.y + Math.round(px * 0.1);
    const scaleY = chipY + chipH + Math.round(px * 0.25);
    const scaleH = row.y + row.h - scaleY - Math.round(px * 0.15);
    for (const slot of row.slots) {
      const track = tracks.find((t) => t.id === slot.id);
      if (!track) continue;
      ctx.font = font('bold', px);
      ctx.fillStyle = INK;
      ctx.textAlign = 'left';
      ctx.fillText(track.label[lang], slot.labelX, scaleY + scaleH / 2 - px * 0.1);
      const cellX = (v: number) => slot.scaleX + (Math.min(track.to, Math.max(track.from, v)) - track.from) * slot.cell;
      // The scale: a cell a value, coloured where a zone lies; numbers where they fit, else every fifth.
      // Where two-digit numbers would crowd, only every fifth is printed, at the same size (it may overhang its cell).
      const numberPx = px * 0.68;
      const everyNumber = slot.cell >= px * 1.25;
      for (let v = track.from; v <= track.to; v++) {
        const x = cellX(v);
        const zone = track.zones?.find((z) => v >= z.from && v <= z.to);
        ctx.fillStyle = zone ? (zone.side ? lighten(colourOf(zone.side), 0.55) : '#c9c9c9') : '#ffffff';
        ctx.fillRect(x, scaleY, slot.cell, scaleH);
        ctx.strokeStyle = GRID;
        ctx.lineWidth = 1;
        ctx.strokeRect(Math.round(x) + 0.5, Math.round(scaleY) + 0.5, Math.round(slot.cell), Math.round(scaleH));
        if (everyNumber || v % 5 === 0 || v === track.from || v === track.to) {
          ctx.font = font('regular', numberPx);
          ctx.fillStyle = '#333333';
          ctx.textAlign = 'center';
          ctx.fillText(String(v), x + slot.cell / 2, scaleY + scaleH / 2);
        }
      }
      // The markers: chips over the scale, left to right by value, pushed apart where they would overlap.
      ctx.font = font('bold', px * 0.9);
      const chips = [...track.markers]
        .sort((a, b) => a.value - b.value)
        .map((m) => {
          const text = m.label[lang] === track.label[lang] ? String(m.value) : `${m.label[lang]} ${m.value}`;
          const w = Math.ceil(ctx.measureText(text).width + px * 0.6);
          return { m, text, w, at: cellX(m.value) + slot.cell / 2, x: 0 };
        });
      const left = slot.labelX;
      const right = slot.scaleX + slot.cells * slot.cell;
      let next = left;
      for (const c of chips) {
        c.x = Math.max(next, c.at - c.w / 2);
        next = c.x + c.w + 2;
      }
      let limit = right;
      for (let i = chips.length - 1; i >= 0; i--) {
        const c = chips[i]!;
        c.x = Math.min(c.x, limit - c.w);
        limit = c.x - 2;
      }
      for (const c of chips) {
        const colour = colourOf(c.m.side);
        const cx = cellX(c.m.value);
        ctx.lineWidth = Math.max(2, px * 0.16);
        ctx.strokeStyle = colour;
        ctx.strokeRect(
          cx + ctx.lineWidth / 2,
          scaleY + ctx.lineWidth / 2,
          slot.cell - ctx.lineWidth,
          scaleH - ctx.lineWidth,
        );
        ctx.beginPath();
        ctx.moveTo(c.at - px * 0.25, chipY + chipH - 1);
        ctx.lineTo(c.at + px * 0.25, chipY + chipH - 1);
        ctx.lineTo(c.at, scaleY + 1);
        ctx.closePath();
        ctx.fillStyle = colour;
        ctx.fill();
        roundRect(ctx, c.x, chipY, c.w, chipH, px * 0.25);
        ctx.fillStyle = colour;
        ctx.fill();
        ctx.lineWidth = 1;
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
        ctx.fillStyle = inkOn(colour);
        ctx.textAlign = 'center';
        ctx.fillText(c.text, c.x + c.w / 2, chipY + chipH / 2 + px * 0.03);
      }
    }
  }
  ctx.restore();
}
