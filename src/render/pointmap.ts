import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Lang } from '../engine/core/localized.js';
import type { PointMapData } from '../engine/core/pack.js';
import { roundRect } from './counters.js';
import { font } from './fonts.js';
import type { MapPlan, PlaceGeometry } from './layout.js';
import { PLACE_FEATURES, drawPlaceFeature, drawTerrainTexture, lineStyle, strokeStyled } from './symbols.js';

/**
 * The static point-to-point map: connections styled by type (drawn first, so the spaces sit on them), spaces as
 * boxes filled with their terrain and named underneath, place symbols on their corners, off-map boxes titled.
 */

type Ctx = SKRSContext2D;

export const POINT_BACKGROUND = '#e6e0cc';

/** `names: false` leaves the spaces' names out, for drawing over the counters with drawPlaceNames. */
export function drawPointMap(ctx: Ctx, plan: MapPlan, map: PointMapData, lang: Lang, names = true): void {
  ctx.save();
  ctx.fillStyle = POINT_BACKGROUND;
  ctx.fillRect(plan.map.x, plan.map.y, plan.map.w, plan.map.h);
  const s = plan.counter;
  for (const box of map.boxes) {
    const place = plan.places.get(box.id)!;
    const r = place.rect!;
    ctx.fillStyle = '#f4f0e4';
    roundRect(ctx, r.x, r.y, r.w, r.h, Math.min(8, r.h * 0.1));
    ctx.fill();
    ctx.setLineDash([6, 4]);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#6d6452';
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = '#3a3327';
    let px = plan.fonts.boxHeader;
    const name = box.name[lang];
    ctx.font = font('bold', px);
    while (px > 8 && ctx.measureText(name).width > r.w - 12) ctx.font = font('bold', --px);
    let shown = name;
    while (shown.length > 2 && ctx.measureText(shown).width > r.w - 12) shown = `${shown.slice(0, -2)}…`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(shown, r.x + 6, r.y + px * 1.15);
  }
  for (const c of map.connections) {
    const a = plan.places.get(c.a)?.centre;
    const b = plan.places.get(c.b)?.centre;
    if (!a || !b) continue;
    const style = lineStyle(c.type);
    strokeStyled(ctx, [a, b], c.only ? { ...style, dash: style.dash ?? [0.2, 0.12] } : style, s);
  }
  const terrains = new Map(map.terrains.map((t) => [t.id, t]));
  for (const space of map.spaces) {
    const place = plan.places.get(space.id)!;
    const r = place.rect!;
    const terrain = terrains.get(space.terrain);
    const radius = Math.max(2, r.w * 0.12);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    roundRect(ctx, r.x + 2, r.y + 3, r.w, r.h, radius);
    ctx.fill();
    roundRect(ctx, r.x, r.y, r.w, r.h, radius);
    ctx.fillStyle = terrain?.color ?? '#dddddd';
    ctx.fill();
    if (terrain && terrain.pattern !== 'none') {
      ctx.save();
      ctx.clip();
      drawTerrainTexture(ctx, terrain, place.centre, r.w * 0.62);
      ctx.restore();
    }
    roundRect(ctx, r.x, r.y, r.w, r.h, radius);
    ctx.lineWidth = Math.max(1.5, r.w * 0.035);
    ctx.strokeStyle = '#3b3427';
    ctx.stroke();
    const symbols = PLACE_FEATURES.filter((f) => space.features.includes(f));
    const size = Math.max(8, r.w * 0.3);
    symbols.slice(0, 3).forEach((f, i) => {
      const value = f === 'vp' ? space.values['vp'] : f.startsWith('fort') ? space.values['fort'] : undefined;
      drawPlaceFeature(ctx, f, r.x + r.w - i * size * 1.05, r.y, size, value);
    });
    if (names) drawPlaceName(ctx, plan, place, space.name ?? space.id);
  }
  ctx.restore();
}

/** The spaces' names over whatever is drawn on the map (a zoomed picture puts them over the counters). */
export function drawPlaceNames(ctx: Ctx, plan: MapPlan, map: PointMapData): void {
  for (const space of map.spaces) {
    const place = plan.places.get(space.id);
    if (place) drawPlaceName(ctx, plan, place, space.name ?? space.id);
  }
}

function drawPlaceName(ctx: Ctx, plan: MapPlan, place: PlaceGeometry, name: string): void {
  const r = place.rect!;
  ctx.save();
  ctx.font = font('condensed', plan.fonts.placeName);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, plan.fonts.placeName * 0.3);
  ctx.strokeStyle = 'rgba(255,255,255,0.92)';
  ctx.fillStyle = '#1b1b1b';
  const baseline = r.y + r.h + plan.fonts.placeName * 1.05;
  ctx.strokeText(name, place.centre.x, baseline);
  ctx.fillText(name, place.centre.x, baseline);
  ctx.restore();
}
