import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { darken, inkOn, lighten } from './colour.js';
import { font } from './fonts.js';
import { star } from './symbols.js';

/**
 * Counters drawn, not pictured from art we do not own: the side's (or nation's) colour, a NATO unit symbol with
 * its size mark, the unit's name, its strengths as the counter prints them (`?` where unknown), and its state:
 * a reduced counter carries an inverted band along its top, a disordered one a red `D`, a face-down one only `?`.
 * Each distinct look is drawn once into a small sprite and stamped wherever it stands.
 */

type Ctx = SKRSContext2D;

export interface CounterLook {
  /** Body colour: the nation's shade of its side's colour. */
  readonly colour: string;
  readonly type: string;
  readonly size?: string;
  readonly label: string;
  readonly values: readonly (number | null)[];
  readonly reduced: boolean;
  readonly disordered: boolean;
  readonly hidden: boolean;
  /** Where the unit faces (BoardPiece.facing): a notch at the counter's edge. */
  readonly facing?: number;
}

/** NATO size marks. */
const SIZE_MARKS: Readonly<Record<string, string>> = {
  'army-group': 'XXXXX',
  army: 'XXXX',
  corps: 'XXX',
  division: 'XX',
  brigade: 'X',
  regiment: 'III',
  battalion: 'II',
  company: 'I',
  battery: 'I',
};

/**
 * The strengths as printed: `4-4-3`, with `?` for a value the view does not know; a single `?` when none is known
 * (a schematic pack without values), which reads at any size where `?-?-?-?` would not.
 */
export function strengthText(values: readonly (number | null)[]): string {
  if (values.length > 1 && values.every((v) => v === null)) return '?';
  return values.map((v) => (v === null ? '?' : String(v))).join('-');
}

/** Font size of the strength line on a counter of side `s` (the legibility test reads it too). */
export function strengthFontPx(ctx: Ctx, values: readonly (number | null)[], s: number): number {
  let px = Math.round(s * 0.34);
  const text = strengthText(values);
  ctx.font = font('condensed', px);
  while (px > 6 && ctx.measureText(text).width > s * 0.9) {
    px--;
    ctx.font = font('condensed', px);
  }
  return px;
}

/** The margin a sprite keeps round the counter for its shadow and its disorder badge. */
export const spritePad = (s: number): number => Math.max(2, Math.round(s * 0.1));

/** Draws a counter of side `s` with its top-left corner at (x, y). */
export function drawCounter(ctx: Ctx, look: CounterLook, x: number, y: number, s: number): void {
  const radius = Math.max(1.5, s * 0.07);
  const body = look.colour;
  const ink = inkOn(body);
  ctx.save();
  // Shadow, then body with a bevelled edge so stacked counters read as separate chips.
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, x + s * 0.05, y + s * 0.06, s, s, radius);
  ctx.fill();
  ctx.fillStyle = body;
  roundRect(ctx, x, y, s, s, radius);
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.strokeStyle = lighten(body, 0.35);
  ctx.beginPath();
  ctx.moveTo(x + radius, y + ctx.lineWidth / 2);
  ctx.lineTo(x + s - radius, y + ctx.lineWidth / 2);
  ctx.moveTo(x + ctx.lineWidth / 2, y + radius);
  ctx.lineTo(x + ctx.lineWidth / 2, y + s - radius);
  ctx.stroke();
  ctx.strokeStyle = darken(body, 0.55);
  ctx.lineWidth = Math.max(1, s * 0.025);
  roundRect(ctx, x, y, s, s, radius);
  ctx.stroke();

  if (look.hidden) {
    ctx.fillStyle = ink;
    ctx.font = font('bold', s * 0.62);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText('?', x + s / 2, y + s * 0.74);
    ctx.restore();
    return;
  }

  if (look.reduced) {
    ctx.fillStyle = ink;
    ctx.save();
    roundRect(ctx, x, y, s, s, radius);
    ctx.clip();
    ctx.fillRect(x, y, s, s * 0.22);
    ctx.restore();
  }
  // Big enough for a name and a size mark where it lands in the picture (a zoomed picture draws through a scale).
  const big = s * Math.abs(ctx.getTransform().a) >= 34;
  if (big && look.label) {
    ctx.fillStyle = look.reduced ? body : ink;
    fitText(ctx, look.label, x + s / 2, y + s * 0.175, s * 0.9, s * 0.17, s * 0.12);
  }
  const bw = s * 0.6;
  const bh = s * (big ? 0.28 : 0.34);
  const bx = x + (s - bw) / 2;
  const by = y + s * (big ? 0.33 : 0.2);
  const mark = look.size ? SIZE_MARKS[look.size] : undefined;
  if (mark && big) {
    ctx.fillStyle = ink;
    ctx.font = font('condensed', s * 0.13);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(mark, x + s / 2, by - s * 0.015);
  }
  drawUnitSymbol(ctx, look.type, bx, by, bw, bh, lighten(body, 0.82));

  const text = strengthText(look.values);
  if (text) {
    const px = strengthFontPx(ctx, look.values, s);
    ctx.fillStyle = ink;
    ctx.font = font('condensed', px);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(text, x + s / 2, y + s * 0.93);
  }
  if (look.disordered) disorderBadge(ctx, x + s * 0.1, y + s * 0.1, s * 0.15);
  if (look.facing !== undefined) facingNotch(ctx, look.facing, x, y, s, ink);
  ctx.restore();
}

/** A unit's facing: a triangle pointing out of the counter's edge, degrees counter-clockwise from east (north up). */
function facingNotch(ctx: Ctx, degrees: number, x: number, y: number, s: number, ink: string): void {
  const a = (degrees * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = -Math.sin(a);
  const reach = s / 2 / Math.max(Math.abs(dx), Math.abs(dy));
  const tip = { x: x + s / 2 + dx * reach, y: y + s / 2 + dy * reach };
  const back = s * 0.2;
  const half = s * 0.1;
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - dx * back - dy * half, tip.y - dy * back + dx * half);
  ctx.lineTo(tip.x - dx * back + dy * half, tip.y - dy * back - dx * half);
  ctx.closePath();
  ctx.fill();
}

export function disorderBadge(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = '#d7263d';
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = font('bold', r * 1.3);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('D', cx, cy + r * 0.05);
  ctx.restore();
}

/** The NATO symbol of a unit type in the box (bx, by, bw, bh). */
export function drawUnitSymbol(
  ctx: Ctx,
  type: string,
  bx: number,
  by: number,
  bw: number,
  bh: number,
  fill: string,
): void {
  const ink = '#111111';
  ctx.save();
  ctx.fillStyle = fill;
  ctx.fillRect(bx, by, bw, bh);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, bh * 0.09);
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'miter';
  if (type === 'militia') ctx.setLineDash([Math.max(2, bh * 0.2), Math.max(1, bh * 0.12)]);
  ctx.strokeRect(bx, by, bw, bh);
  ctx.setLineDash([]);
  const cx = bx + bw / 2;
  const cy = by + bh / 2;
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  };
  const dot = (r: number) => {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
  };
  const letters = (text: string) => {
    ctx.font = font('condensed', bh * 0.72);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, cx, cy + bh * 0.04);
  };
  switch (type) {
    case 'infantry':
    case 'militia':
      line(bx, by, bx + bw, by + bh);
      line(bx, by + bh, bx + bw, by);
      break;
    case 'mountain':
      line(bx, by, bx + bw, by + bh);
      line(bx, by + bh, bx + bw, by);
      ctx.beginPath();
      ctx.moveTo(cx - bh * 0.3, by + bh);
      ctx.lineTo(cx, by + bh * 0.55);
      ctx.lineTo(cx + bh * 0.3, by + bh);
      ctx.closePath();
      ctx.fill();
      break;
    case 'cavalry':
      line(bx, by + bh, bx + bw, by);
      break;
    case 'artillery':
      dot(bh * 0.2);
      break;
    case 'horse-artillery':
      line(bx, by + bh, bx + bw, by);
      dot(bh * 0.2);
      break;
    case 'hq':
      letters('HQ');
      break;
    case 'leader':
      star(ctx, cx, cy + bh * 0.04, bh * 0.42, ink);
      break;
    case 'fort': {
      const w = bw * 0.5;
      const h = bh * 0.5;
      const x0 = cx - w / 2;
      const y0 = cy - h / 2 + bh * 0.08;
      ctx.fillRect(x0, y0, w, h);
      const m = w / 5;
      for (let i = 0; i < 3; i++) ctx.fillRect(x0 + i * 2 * m, y0 - h * 0.35, m, h * 0.36);
      break;
    }
    case 'engineer': {
      const w = bw * 0.5;
      const y0 = cy - bh * 0.12;
      line(cx - w / 2, y0, cx + w / 2, y0);
      for (const t of [-0.5, 0, 0.5]) line(cx + t * w, y0, cx + t * w, y0 + bh * 0.3);
      break;
    }
    case 'supply':
      line(bx, by + bh * 0.72, bx + bw, by + bh * 0.72);
      break;
    case 'naval': {
      const r = bh * 0.38;
      line(cx, cy - r, cx, cy + r);
      line(cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy - r * 0.5);
      ctx.beginPath();
      ctx.arc(cx, cy + r * 0.1, r * 0.85, Math.PI * 0.15, Math.PI * 0.85);
      ctx.stroke();
      break;
    }
    case 'air': {
      const r = bh * 0.22;
      ctx.beginPath();
      ctx.ellipse(cx - r, cy, r, r * 0.6, 0, 0, Math.PI * 2);
      ctx.moveTo(cx + 2 * r, cy);
      ctx.ellipse(cx + r, cy, r, r * 0.6, 0, 0, Math.PI * 2);
      ctx.stroke();
      break;
    }
    case 'marker':
      break;
    default:
      letters(type.slice(0, 3).toUpperCase());
  }
  ctx.restore();
}

/** Writes `text` centred on (cx, baseline), shrinking to `minPx` and then cutting with `…` to fit `maxWidth`. */
export function fitText(
  ctx: Ctx,
  text: string,
  cx: number,
  baseline: number,
  maxWidth: number,
  px: number,
  minPx: number,
  kind: 'condensed' | 'bold' | 'regular' = 'condensed',
): void {
  let size = Math.round(px);
  ctx.font = font(kind, size);
  while (size > minPx && ctx.measureText(text).width > maxWidth) {
    size--;
    ctx.font = font(kind, size);
  }
  let shown = text;
  while (shown.length > 1 && ctx.measureText(shown).width > maxWidth) shown = `${shown.slice(0, -2)}…`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(shown, cx, baseline);
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A marker token (control, entrenched, out of supply...) of diameter `d` centred on (cx, cy). */
export function drawMarker(ctx: Ctx, colour: string, symbol: string, cx: number, cy: number, d: number): void {
  const r = d / 2;
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.beginPath();
  ctx.arc(cx + d * 0.05, cy + d * 0.06, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(1, d * 0.08);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = inkOn(colour);
  const px = symbol.length > 1 ? d * 0.44 : d * 0.56;
  ctx.font = font('condensed', px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(symbol, cx, cy + px * 0.36);
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------------------------
// Sprites

const MAX_SPRITES = 800;

/** Pre-drawn counters and markers by look and size, least recently used dropped first. */
export class SpriteCache {
  private readonly sprites = new Map<string, Canvas>();

  get size(): number {
    return this.sprites.size;
  }

  clear(): void {
    this.sprites.clear();
  }

  /** A sprite of the counter; stamp it at (x - pad, y - pad) for a counter whose corner is (x, y). */
  counter(look: CounterLook, s: number): Canvas {
    const key = `c|${s}|${look.colour}|${look.type}|${look.size ?? ''}|${look.label}|${look.values.join(',')}|${+look.reduced}${+look.disordered}${+look.hidden}|${look.facing ?? ''}`;
    return this.get(key, () => {
      const pad = spritePad(s);
      const canvas = createCanvas(s + 2 * pad, s + 2 * pad);
      const ctx = canvas.getContext('2d');
      ctx.lang = 'en';
      drawCounter(ctx, look, pad, pad, s);
      return canvas;
    });
  }

  /** A sprite of a marker of diameter `d`; stamp it at (cx - d/2 - pad, cy - d/2 - pad). */
  marker(colour: string, symbol: string, d: number): Canvas {
    return this.get(`m|${d}|${colour}|${symbol}`, () => {
      const pad = spritePad(d);
      const canvas = createCanvas(d + 2 * pad, d + 2 * pad);
      const ctx = canvas.getContext('2d');
      ctx.lang = 'en';
      drawMarker(ctx, colour, symbol, pad + d / 2, pad + d / 2, d);
      return canvas;
    });
  }

  private get(key: string, make: () => Canvas): Canvas {
    const hit = this.sprites.get(key);
    if (hit) {
      this.sprites.delete(key);
      this.sprites.set(key, hit);
      return hit;
    }
    const made = make();
    this.sprites.set(key, made);
    if (this.sprites.size > MAX_SPRITES) this.sprites.delete(this.sprites.keys().next().value!);
    return made;
  }
}
