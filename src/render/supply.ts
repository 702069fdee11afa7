import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Highlights, Shade, View } from '../engine/core/game.js';
import { loc, type Lang, type Localized } from '../engine/core/localized.js';
import type { Point } from './geometry.js';
import type { MapPlan, PlaceGeometry } from './layout.js';
import type { LegendGroup } from './legend.js';
import type { Palette } from './palette.js';

/**
 * Supply on the picture: the warnings of a round's end (Highlights `unsupplied`: a purple ring and a struck-through
 * badge; `threatened`: a dashed amber ring and a `!` badge) and the shading asked for with `/game map supply:<side>`
 * (View `shade`: the side's supplied places washed in its colour, under everything else). Each has a legend entry,
 * added to the legend only when the picture shows it, so pictures without them are drawn as before.
 */

type Ctx = SKRSContext2D;

export const UNSUPPLIED_COLOUR = '#7b2cbf';
export const THREATENED_COLOUR = '#f4a100';
/** The shading's opacity: the terrain stays readable under it. */
const SHADE_ALPHA = 0.42;

const WORDS = {
  group: loc('Supply', 'Rifornimento'),
  unsupplied: loc('Out of supply this round', 'Senza rifornimento da questo round'),
  threatened: loc('Could be cut off', 'Rischia l’isolamento'),
  shade: (side: Localized) => loc(`Supplied: ${side.en}`, `Rifornito: ${side.it}`),
};

const unitOf = (plan: MapPlan): number => (plan.kind === 'hex' ? plan.radius : plan.counter * 0.9);

function outline(ctx: Ctx, corners: readonly Point[]): void {
  ctx.beginPath();
  corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

/** A place's outline stroked in `colour` over a white halo, dashed for a threat. */
export function drawSupplyRing(ctx: Ctx, corners: readonly Point[], w: number, colour: string, dashed: boolean): void {
  ctx.save();
  outline(ctx, corners);
  ctx.lineJoin = 'round';
  ctx.lineWidth = w + Math.max(3, w * 0.8);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  if (dashed) ctx.setLineDash([w * 2.2, w * 1.4]);
  ctx.lineWidth = w;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

/** A purple disc with a white supply wagon wheel struck through: units out of supply here. */
export function drawUnsuppliedBadge(ctx: Ctx, c: Point, r: number): void {
  ctx.save();
  disc(ctx, c, r, UNSUPPLIED_COLOUR);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1, r * 0.16);
  ctx.beginPath();
  ctx.arc(c.x, c.y, r * 0.48, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(c.x - r * 0.62, c.y + r * 0.62);
  ctx.lineTo(c.x + r * 0.62, c.y - r * 0.62);
  ctx.stroke();
  ctx.restore();
}

/** An amber disc with a dark `!`: units here could be cut off. */
export function drawThreatenedBadge(ctx: Ctx, c: Point, r: number): void {
  ctx.save();
  disc(ctx, c, r, THREATENED_COLOUR);
  ctx.fillStyle = '#1d1d1d';
  ctx.fillRect(c.x - r * 0.13, c.y - r * 0.6, r * 0.26, r * 0.72);
  ctx.beginPath();
  ctx.arc(c.x, c.y + r * 0.42, r * 0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function disc(ctx: Ctx, c: Point, r: number, fill: string): void {
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

/** The rings, under the counters. */
export function drawSupplyUnder(ctx: Ctx, plan: MapPlan, highlights: Highlights): void {
  const w = Math.max(3, unitOf(plan) * 0.09);
  for (const [places, colour, dashed] of [
    [highlights.unsupplied, UNSUPPLIED_COLOUR, false],
    [highlights.threatened, THREATENED_COLOUR, true],
  ] as const)
    for (const at of places ?? []) {
      const place = plan.places.get(at);
      if (place) drawSupplyRing(ctx, place.outline, w, colour, dashed);
    }
}

/** The badges, over the counters: at the bottom middle of the place, clear of the combat and loss badges. */
export function drawSupplyOver(ctx: Ctx, plan: MapPlan, highlights: Highlights): void {
  const r = Math.max(7, unitOf(plan) * 0.2);
  for (const at of highlights.unsupplied ?? []) {
    const place = plan.places.get(at);
    if (place) drawUnsuppliedBadge(ctx, bottomMiddle(plan, place), r);
  }
  for (const at of highlights.threatened ?? []) {
    const place = plan.places.get(at);
    if (place) drawThreatenedBadge(ctx, bottomMiddle(plan, place), r);
  }
}

function bottomMiddle(plan: MapPlan, place: PlaceGeometry): Point {
  if (place.rect) return { x: place.rect.x + place.rect.w / 2, y: place.rect.y + place.rect.h };
  return { x: place.centre.x, y: place.centre.y + (plan.kind === 'hex' ? plan.radius * 0.8 : 0) };
}

/** The side's colour for a shade (grey for a side the picture does not know). */
export function shadeColour(palette: Palette, shade: Shade): string {
  return palette.sides.find((s) => s.id === shade.side)?.colour ?? '#6b6b6b';
}

const shadeRadius = (place: PlaceGeometry): number => (place.rect ? Math.max(place.rect.w, place.rect.h) * 0.8 : 0);

/** The shaded places, washed in the side's colour, first of all over the map. */
export function drawShade(ctx: Ctx, plan: MapPlan, shade: Shade | undefined, palette: Palette): void {
  if (!shade) return;
  ctx.save();
  ctx.fillStyle = shadeColour(palette, shade);
  ctx.strokeStyle = ctx.fillStyle;
  for (const at of shade.places) {
    const place = plan.places.get(at);
    if (!place) continue;
    if (place.kind === 'hex' || !place.rect) outline(ctx, place.outline);
    else {
      // A space: a disc round its centre wider than its box, so the wash reads round a stack; ringed, so that a
      // small space on the whole map still shows it.
      ctx.beginPath();
      ctx.arc(place.centre.x, place.centre.y, shadeRadius(place), 0, Math.PI * 2);
    }
    ctx.globalAlpha = SHADE_ALPHA;
    ctx.fill();
    if (place.rect && place.kind !== 'hex') {
      ctx.globalAlpha = 0.9;
      ctx.lineWidth = Math.max(1.5, shadeRadius(place) * 0.08);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** The rows the supply marks and the shade draw on (for the picture's redraw by rows). */
export function supplyRows(plan: MapPlan, highlights: Highlights, shade: Shade | undefined): [number, number][] {
  const unit = unitOf(plan);
  const reach = Math.max(3, unit * 0.09) * 2 + Math.max(7, unit * 0.2) * 1.3 + 4;
  const rows: [number, number][] = [];
  for (const at of [...(highlights.unsupplied ?? []), ...(highlights.threatened ?? [])]) {
    const place = plan.places.get(at);
    if (!place) continue;
    const ys = [...place.outline.map((p) => p.y), bottomMiddle(plan, place).y];
    rows.push([Math.min(...ys) - reach, Math.max(...ys) + reach]);
  }
  for (const at of shade?.places ?? []) {
    const place = plan.places.get(at);
    if (!place) continue;
    const r = shadeRadius(place) * 1.1;
    const ys = place.outline.map((p) => p.y);
    rows.push([Math.min(...ys, place.centre.y - r) - 4, Math.max(...ys, place.centre.y + r) + 4]);
  }
  return rows;
}

/** The places a picture of this view should show (its zoomed picture included): the flagged ones. */
export function supplyPlaces(highlights: Highlights): string[] {
  return [...(highlights.unsupplied ?? []), ...(highlights.threatened ?? [])];
}

/** The legend's Supply group for what this view shows, or none. */
export function supplyLegend(view: View, palette: Palette, lang: Lang): LegendGroup[] {
  const items: LegendGroup['items'][number][] = [];
  if ((view.highlights.unsupplied ?? []).length > 0)
    items.push({ swatch: { kind: 'unsupplied' }, text: WORDS.unsupplied[lang] });
  if ((view.highlights.threatened ?? []).length > 0)
    items.push({ swatch: { kind: 'threatened' }, text: WORDS.threatened[lang] });
  if (view.shade) {
    const side = palette.sides.find((s) => s.id === view.shade!.side);
    items.push({
      swatch: { kind: 'shade', colour: shadeColour(palette, view.shade) },
      text: WORDS.shade(side?.name ?? loc(view.shade.side, view.shade.side))[lang],
    });
  }
  return items.length > 0 ? [{ title: WORDS.group[lang], items }] : [];
}
