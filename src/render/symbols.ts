import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Terrain } from '../engine/core/pack.js';
import { darken, lighten } from './colour.js';
import { font } from './fonts.js';
import type { Point } from './geometry.js';

/**
 * The map's drawn vocabulary: terrain textures, place symbols (city, fort, victory points...) and line styles
 * for hexsides and connections (river, road, rail, impassable...). Each draws around a point at a given size,
 * so the map and the legend share one look.
 */

type Ctx = SKRSContext2D;

/** Terrain texture glyphs over an area of half-size `r` around `c` (the caller clips to the hex or box). */
export function drawTerrainTexture(ctx: Ctx, terrain: Pick<Terrain, 'color' | 'pattern'>, c: Point, r: number): void {
  const ink = darken(terrain.color, 0.42);
  ctx.save();
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, r * 0.045);
  // Glyphs sit round the rim, where a stack of counters does not hide them.
  const ring: readonly [number, number][] = [
    [-0.55, -0.38],
    [0.52, -0.4],
    [-0.7, 0.12],
    [0.68, 0.1],
    [-0.38, 0.55],
    [0.4, 0.55],
  ];
  switch (terrain.pattern) {
    case 'trees':
      for (const [dx, dy] of ring) tree(ctx, c.x + dx * r, c.y + dy * r, r * 0.15, ink);
      break;
    case 'hills':
      for (const [dx, dy] of ring) hill(ctx, c.x + dx * r, c.y + dy * r, r * 0.2);
      break;
    case 'mountain':
      for (const [dx, dy] of ring) mountain(ctx, c.x + dx * r, c.y + dy * r, r * 0.22, terrain.color);
      break;
    case 'marsh':
      for (const [dx, dy] of ring) tuft(ctx, c.x + dx * r, c.y + dy * r, r * 0.16);
      break;
    case 'urban':
      for (const [dx, dy] of ring) block(ctx, c.x + dx * r, c.y + dy * r, r * 0.12);
      break;
    case 'dots':
      grid(r, r * 0.28, (x, y) => {
        ctx.beginPath();
        ctx.arc(c.x + x, c.y + y, Math.max(0.8, r * 0.035), 0, Math.PI * 2);
        ctx.fill();
      });
      break;
    case 'hatch':
    case 'cross':
      ctx.lineWidth = Math.max(0.8, r * 0.03);
      ctx.beginPath();
      for (let k = -2 * r; k <= 2 * r; k += r * 0.24) {
        ctx.moveTo(c.x + k - r, c.y + r);
        ctx.lineTo(c.x + k + r, c.y - r);
        if (terrain.pattern === 'cross') {
          ctx.moveTo(c.x + k - r, c.y - r);
          ctx.lineTo(c.x + k + r, c.y + r);
        }
      }
      ctx.stroke();
      break;
    case 'waves':
      ctx.lineWidth = Math.max(0.8, r * 0.035);
      ctx.beginPath();
      for (let y = -r; y <= r; y += r * 0.3) {
        for (let x = -r; x < r; x += r * 0.3) {
          ctx.moveTo(c.x + x, c.y + y);
          ctx.quadraticCurveTo(c.x + x + r * 0.075, c.y + y - r * 0.08, c.x + x + r * 0.15, c.y + y);
          ctx.quadraticCurveTo(c.x + x + r * 0.225, c.y + y + r * 0.08, c.x + x + r * 0.3, c.y + y);
        }
      }
      ctx.stroke();
      break;
    case 'none':
      break;
  }
  ctx.restore();
}

function grid(r: number, step: number, at: (x: number, y: number) => void): void {
  let row = 0;
  for (let y = -r; y <= r; y += step, row++) {
    for (let x = -r + (row % 2) * (step / 2); x <= r; x += step) at(x, y);
  }
}

function tree(ctx: Ctx, x: number, y: number, s: number, ink: string): void {
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.arc(x, y - s * 0.3, s, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x - s * 0.15, y + s * 0.4, s * 0.3, s * 0.7);
}

function hill(ctx: Ctx, x: number, y: number, s: number): void {
  ctx.beginPath();
  ctx.arc(x, y + s * 0.5, s, Math.PI * 1.15, Math.PI * 1.85);
  ctx.stroke();
  ctx.beginPath();
  for (const dx of [-0.45, 0, 0.45]) {
    ctx.moveTo(x + dx * s, y - s * 0.3 + Math.abs(dx) * s * 0.5);
    ctx.lineTo(x + dx * s * 1.1, y + s * 0.05 + Math.abs(dx) * s * 0.4);
  }
  ctx.stroke();
}

function mountain(ctx: Ctx, x: number, y: number, s: number, base: string): void {
  ctx.beginPath();
  ctx.moveTo(x - s, y + s * 0.6);
  ctx.lineTo(x, y - s * 0.7);
  ctx.lineTo(x + s, y + s * 0.6);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = lighten(base, 0.75);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.32, y - s * 0.28);
  ctx.lineTo(x, y - s * 0.7);
  ctx.lineTo(x + s * 0.32, y - s * 0.28);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = ctx.strokeStyle as string;
}

function tuft(ctx: Ctx, x: number, y: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(x - s, y);
  ctx.lineTo(x + s, y);
  for (const dx of [-0.5, 0, 0.5]) {
    ctx.moveTo(x + dx * s, y);
    ctx.lineTo(x + dx * s * 1.4, y - s * (dx === 0 ? 0.8 : 0.55));
  }
  ctx.stroke();
}

function block(ctx: Ctx, x: number, y: number, s: number): void {
  ctx.fillRect(x - s, y - s * 0.8, s * 1.2, s * 1.2);
  ctx.fillRect(x + s * 0.35, y - s * 0.3, s * 0.8, s * 0.9);
}

// ---------------------------------------------------------------------------------------------------------------
// Place symbols

/** Features a place symbol exists for, in drawing order. */
export const PLACE_FEATURES = [
  'capital',
  'city',
  'town',
  'village',
  'port',
  'fort',
  'fortress',
  'redoubt',
  'vp',
] as const;

/** A place symbol of about `s` pixels across centred on (x, y); `value` is printed in a VP disc. */
export function drawPlaceFeature(ctx: Ctx, feature: string, x: number, y: number, s: number, value?: number): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, s * 0.1);
  ctx.strokeStyle = '#ffffff';
  switch (feature) {
    case 'capital':
    case 'city':
    case 'town':
    case 'village': {
      const k = feature === 'village' ? 0.55 : feature === 'town' ? 0.75 : 1;
      const h = (s * k) / 2;
      ctx.fillStyle = '#3c2a21';
      ctx.fillRect(x - h, y - h, 2 * h, 2 * h);
      ctx.strokeRect(x - h, y - h, 2 * h, 2 * h);
      if (feature === 'capital') star(ctx, x, y, h * 0.75, '#f2c230');
      else if (feature === 'city') {
        ctx.fillStyle = '#d8c7a8';
        ctx.fillRect(x - h * 0.5, y - h * 0.5, h * 0.4, h * 0.4);
        ctx.fillRect(x + h * 0.1, y + h * 0.05, h * 0.4, h * 0.4);
      }
      break;
    }
    case 'fort':
    case 'fortress':
    case 'redoubt': {
      const r = (s / 2) * (feature === 'redoubt' ? 0.8 : 1);
      ctx.beginPath();
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r : r * 0.62;
        if (i === 0) ctx.moveTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
        else ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
      }
      ctx.closePath();
      ctx.fillStyle = feature === 'redoubt' ? '#6b5a45' : '#2f2f2f';
      ctx.fill();
      ctx.stroke();
      if (value !== undefined) label(ctx, String(value), x, y, r * 0.95, '#ffffff');
      break;
    }
    case 'vp': {
      const r = s / 2;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = '#f2c230';
      ctx.fill();
      ctx.strokeStyle = '#5a4300';
      ctx.stroke();
      if (value !== undefined) label(ctx, String(value), x, y, r * 1.25, '#2b2000');
      else star(ctx, x, y, r * 0.6, '#5a4300');
      break;
    }
    case 'port': {
      const r = s / 2;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = '#1f4e79';
      ctx.fill();
      ctx.stroke();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = Math.max(1, s * 0.09);
      ctx.beginPath();
      ctx.moveTo(x, y - r * 0.6);
      ctx.lineTo(x, y + r * 0.55);
      ctx.moveTo(x - r * 0.35, y - r * 0.3);
      ctx.lineTo(x + r * 0.35, y - r * 0.3);
      ctx.moveTo(x - r * 0.55, y + r * 0.1);
      ctx.quadraticCurveTo(x, y + r * 0.9, x + r * 0.55, y + r * 0.1);
      ctx.stroke();
      break;
    }
    default: {
      const r = s * 0.35;
      ctx.beginPath();
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y);
      ctx.lineTo(x, y + r);
      ctx.lineTo(x - r, y);
      ctx.closePath();
      ctx.fillStyle = '#444444';
      ctx.fill();
      ctx.stroke();
    }
  }
  ctx.restore();
}

function label(ctx: Ctx, text: string, x: number, y: number, px: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.font = font('condensed', px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + px * 0.04);
}

export function star(ctx: Ctx, x: number, y: number, r: number, colour: string): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.42;
    if (i === 0) ctx.moveTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
    else ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

// ---------------------------------------------------------------------------------------------------------------
// Line styles: hexside features drawn along an edge, and routes drawn from centre to centre.

export type LineRole = 'water' | 'route' | 'barrier' | 'bridge' | 'other';

export interface LineStyle {
  readonly role: LineRole;
  readonly colour: string;
  /** Width in hex radii (or, for point maps, in counter sizes). */
  readonly width: number;
  readonly dash?: readonly number[];
  /** Rail ties, barrier teeth. */
  readonly ticks?: 'ties' | 'teeth';
  /** Drawn beneath, a little wider: a pale casing so the line reads on any terrain. */
  readonly casing?: string;
}

/** The look of a hexside feature or connection type, by its name (unknown names get a plain dashed line). */
export function lineStyle(feature: string): LineStyle {
  const f = feature.toLowerCase();
  if (f === 'bridge') return { role: 'bridge', colour: '#7a5230', width: 0.16 };
  if (f === 'ford') return { role: 'bridge', colour: '#9fd0f0', width: 0.14 };
  if (f.includes('major') && f.includes('river')) return { role: 'water', colour: '#2f6fc4', width: 0.17 };
  if (f.includes('river')) return { role: 'water', colour: '#3a7fd5', width: 0.11 };
  if (f.includes('stream') || f.includes('creek') || f.includes('brook'))
    return { role: 'water', colour: '#5a9ae0', width: 0.06 };
  if (f.includes('canal')) return { role: 'water', colour: '#3a7fd5', width: 0.07, dash: [1.2, 0.4] };
  if (f.includes('lake') || f.includes('sea') || f.includes('strait') || f.includes('ferry'))
    return { role: 'route', colour: '#2f6fc4', width: 0.05, dash: [0.35, 0.25] };
  if (f.includes('rail')) return { role: 'route', colour: '#1d1d1d', width: 0.045, ticks: 'ties' };
  if (f.includes('trail') || f.includes('track') || f.includes('path'))
    return { role: 'route', colour: '#8b5a2b', width: 0.045, dash: [0.3, 0.18] };
  if (f.includes('road') || f.includes('pike') || f.includes('highway'))
    return { role: 'route', colour: '#a4472a', width: 0.07, casing: '#f4ead2' };
  if (f.includes('impassable') || f.includes('cliff'))
    return { role: 'barrier', colour: '#1f1f1f', width: 0.11, ticks: 'teeth' };
  if (f.includes('escarp') || f.includes('ridge') || f.includes('slope'))
    return { role: 'barrier', colour: '#7a4b22', width: 0.07, ticks: 'teeth' };
  if (f.includes('wall') || f.includes('fortif'))
    return { role: 'barrier', colour: '#5a5a5a', width: 0.09, dash: [0.25, 0.08] };
  if (f.includes('border') || f.includes('frontier'))
    return { role: 'barrier', colour: '#7b3fa0', width: 0.05, dash: [0.3, 0.1, 0.06, 0.1] };
  if (f === 'normal' || f === 'clear' || f === 'land') return { role: 'route', colour: '#3b3b3b', width: 0.04 };
  return { role: 'other', colour: '#444444', width: 0.04, dash: [0.15, 0.12] };
}

/** Strokes a polyline in a style; `unit` turns the style's relative widths and dashes into pixels. */
export function strokeStyled(ctx: Ctx, points: readonly Point[], style: LineStyle, unit: number): void {
  if (points.length < 2) return;
  const width = Math.max(1, style.width * unit);
  const path = () => {
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
  };
  ctx.save();
  ctx.lineCap = style.dash ? 'butt' : 'round';
  ctx.lineJoin = 'round';
  if (style.casing) {
    ctx.strokeStyle = style.casing;
    ctx.lineWidth = width + Math.max(2, width * 0.7);
    path();
    ctx.stroke();
  }
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = width;
  if (style.dash) ctx.setLineDash(style.dash.map((d) => Math.max(1, d * unit)));
  path();
  ctx.stroke();
  ctx.setLineDash([]);
  if (style.ticks) {
    ctx.lineWidth = Math.max(1, width * (style.ticks === 'ties' ? 0.9 : 0.6));
    ctx.lineCap = 'butt';
    ctx.beginPath();
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) continue;
      const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
      const step = style.ticks === 'ties' ? unit * 0.16 : unit * 0.14;
      const reach = style.ticks === 'ties' ? width * 2.4 : width * 1.9;
      for (let t = step / 2; t < len; t += step) {
        const [x, y] = [a.x + ux * t, a.y + uy * t];
        // Ties cross the track; teeth point to one side only.
        const back = style.ticks === 'ties' ? reach / 2 : 0;
        ctx.moveTo(x + uy * back, y - ux * back);
        ctx.lineTo(x - uy * (reach - back), y + ux * (reach - back));
      }
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A bridge (or ford) across the edge from `a` to `b`, centred on their middle, along the line `across`. */
export function drawCrossing(ctx: Ctx, middle: Point, across: Point, style: LineStyle, unit: number): void {
  const len = Math.hypot(across.x, across.y) || 1;
  const [ux, uy] = [across.x / len, across.y / len];
  const half = unit * 0.24;
  const w = Math.max(2, style.width * unit);
  ctx.save();
  ctx.lineCap = 'butt';
  if (style.colour === '#9fd0f0') {
    ctx.fillStyle = style.colour;
    for (const t of [-0.5, 0, 0.5]) {
      ctx.beginPath();
      ctx.arc(middle.x + ux * half * t, middle.y + uy * half * t, w * 0.35, 0, Math.PI * 2);
      ctx.fill();
    }
  } else {
    ctx.strokeStyle = '#2a1a0c';
    ctx.lineWidth = w + 2;
    ctx.beginPath();
    ctx.moveTo(middle.x - ux * half, middle.y - uy * half);
    ctx.lineTo(middle.x + ux * half, middle.y + uy * half);
    ctx.stroke();
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = w;
    ctx.stroke();
  }
  ctx.restore();
}
